/* SPDX-License-Identifier: MIT */
/*
 * Walking the variable-length structures many tables hold (MADT, GTDT,
 * PPTT, IORT, DBG2 ...): each starts with a Type byte and a Length field
 * right after it.  One walk state and one advance function (al_walk_next)
 * do the bookkeeping for every table, so every walker stops the same way on
 * a zero, short or overrunning Length and reports where it stopped in the
 * same fields; the per-table walk functions only say where the structures
 * start and turn each structure into their own out struct.
 */
#ifndef ACPILINT_WALK_H
#define ACPILINT_WALK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/span.h"
#include "acpilint/table.h"

enum al_walk_status {
    AL_WALK_OK,         /* *out holds the next structure */
    AL_WALK_END,        /* cursor reached the end of the table body exactly */
    AL_WALK_TRUNCATED,  /* the Length field is not all present, or Length runs past the end */
    AL_WALK_ZERO_LENGTH, /* a structure with length 0 (or 1): walking on would loop */
    AL_WALK_TOO_SHORT,   /* length non-zero but smaller than the structure's header */
    AL_WALK_BAD_OFFSET,  /* the table's offset to its first structure is outside the body */
};

/* "ok", "end", "truncated", "zero-length", "too-short", "bad-offset". */
const char *al_walk_status_name(enum al_walk_status st);

/*
 * A walk over one table's structures.  Once status is not AL_WALK_OK the
 * walk is over (the status is sticky) and cursor / index say where it
 * stopped: the offset and 0-based position of the structure it could not
 * take, which is what the structural findings report.
 */
struct al_walk {
    struct al_span body; /* min(header length, bytes present) */
    size_t cursor;       /* offset of the next structure from the start of the table */
    unsigned index;      /* structures produced so far */
    /*
     * Counted walks (GTDT, IORT, DBG2) end after `count` structures, as the
     * table's count field says, whatever bytes follow; the others (MADT,
     * PPTT) end exactly at the body end.
     */
    bool counted;
    uint32_t count;
    size_t length_size; /* bytes of the Length field at +1: 1 or 2 */
    size_t min_length;  /* a Length from 2 to below this is AL_WALK_TOO_SHORT */
    enum al_walk_status status;
};

/* One structure al_walk_next produced, wholly inside the body. */
struct al_walk_item {
    size_t offset; /* from the start of the table */
    uint8_t type;
    size_t length; /* as claimed; already checked to fit */
    unsigned index;
    struct al_span bytes; /* exactly the structure's Length bytes */
};

/*
 * Start of a walk from offset `first` of table t (NULL: an empty body) to
 * the end of its body.  A body that ends before `first` is
 * AL_WALK_TRUNCATED before any structure, with the cursor at the body end.
 */
void al_walk_init(struct al_walk *w, const struct al_table *t, size_t first,
                  size_t length_size, size_t min_length);

/*
 * Start of a walk over `count` structures at `offset` of table t:
 * AL_WALK_END when count is 0, AL_WALK_BAD_OFFSET when the array would
 * start inside the table's first `fixed_size` bytes or past its body
 * (cursor then clamped to the body).
 */
void al_walk_init_counted(struct al_walk *w, const struct al_table *t, size_t offset,
                          uint32_t count, size_t fixed_size, size_t length_size,
                          size_t min_length);

/*
 * Next structure into *out, and the cursor past it.  Otherwise the walk is
 * over: AL_WALK_END at the body end (counted: after `count` structures),
 * AL_WALK_TRUNCATED when the Length field is not all present or Length runs
 * past the body, AL_WALK_ZERO_LENGTH for a Length below 2 (stepping by it
 * would loop or land inside the header), AL_WALK_TOO_SHORT below
 * min_length; *out is left alone.
 */
enum al_walk_status al_walk_next(struct al_walk *w, struct al_walk_item *out);

/*
 * The bytes of one structure of table t as a walk's out struct claims
 * them: `length` bytes at `offset` (from the start of the table), whose
 * byte 0 is `type` and whose Length field (length_size bytes at +1) is
 * `length`.  An empty span (data NULL) when t is NULL, length is below
 * min_length, the bytes are not all in the body, or the table's own Type
 * and Length bytes disagree with the claim.  The per-table decoders read
 * through this, so an out struct made or changed by hand can never point
 * them at bytes that are not that structure.
 */
struct al_span al_walk_structure(const struct al_table *t, size_t offset, uint8_t type,
                                 size_t length, size_t length_size, size_t min_length);

#endif
