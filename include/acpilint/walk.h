/* SPDX-License-Identifier: MIT */
/*
 * Walking the variable-length structures many tables hold (MADT, GTDT,
 * PPTT, IORT, DBG2 ...): each starts with a Type byte and a Length field
 * right after it.  One step function sizes a structure against the bytes
 * present so every walker stops the same way on a zero, short or
 * overrunning Length.
 */
#ifndef ACPILINT_WALK_H
#define ACPILINT_WALK_H

#include <stddef.h>

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
 * Sizes the structure at `cursor` of `body`: Type at +0, a little-endian
 * Length of `length_size` (1 or 2) bytes at +1.  AL_WALK_OK stores the
 * length in *length; a Length below 2 is AL_WALK_ZERO_LENGTH (stepping by it
 * would loop or land inside the header), below `min_length`
 * AL_WALK_TOO_SHORT, past the body AL_WALK_TRUNCATED.
 */
enum al_walk_status al_walk_step(struct al_span body, size_t cursor, size_t length_size,
                                 size_t min_length, size_t *length);

/* Where a counted walk starts (see al_counted_walk_start). */
struct al_walk_start {
    struct al_span body;
    size_t cursor;
    enum al_walk_status status;
};

/*
 * Start of a walk over `count` structures at `offset` of table t (GTDT
 * platform timers, IORT nodes, DBG2 devices): AL_WALK_END when count is 0,
 * AL_WALK_BAD_OFFSET when the array would start inside the table's first
 * `fixed_size` bytes or past its body (cursor then clamped to the body).
 */
struct al_walk_start al_counted_walk_start(const struct al_table *t, size_t offset,
                                           uint32_t count, size_t fixed_size);

#endif
