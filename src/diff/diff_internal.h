/* SPDX-License-Identifier: MIT */
/*
 * Shared by the table passes of src/diff: comparing the catalogue fields of
 * one structure on both sides, and the byte ranges no field names.
 */
#ifndef ACPILINT_DIFF_INTERNAL_H
#define ACPILINT_DIFF_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/diff.h"
#include "acpilint/field.h"
#include "acpilint/span.h"
#include "acpilint/table.h"

/*
 * One structure on one side: its bytes (the table's), where it starts, its
 * length and the revision its fields go by (AL_REV of the table's or the
 * node's revision).  `covered` (length bytes, may be NULL) gets a mark for
 * every byte a field compared.
 */
struct al_diff_struct {
    struct al_span s;
    size_t base;
    size_t length;
    unsigned rev;
    uint8_t *covered;
    /* Turns a field holding an offset into the table (a PPTT parent, an IORT
     * output reference) into the name of the structure there; NULL: none. */
    bool (*ref_name)(void *ctx, enum al_field_id id, uint64_t offset, char *buf, size_t size);
    void *ref_ctx;
};

/*
 * Compares every field of `layout` in o and n and records a change per field
 * that differs under "prefix/FieldName" (GAS fields by their parts, flags by
 * their named bits).  Either side may be NULL (the structure is absent).
 * Returns the number of changes recorded.
 */
size_t al_diff_fields(struct al_diff *d, const char *prefix, enum al_layout_id layout,
                      const struct al_diff_struct *o, const struct al_diff_struct *n);

/*
 * Records the byte ranges of [from, end) that differ and no field covered
 * (both `covered` maps, either may be NULL), as "prefix+0xOFF[len]" with the
 * bytes as hex, offsets relative to `from_label_base`.  Returns the count.
 */
size_t al_diff_byte_ranges(struct al_diff *d, const char *prefix, const struct al_diff_struct *o,
                           const struct al_diff_struct *n, size_t from);

/* Value of a field in text ("0x9000000", "3 (PL011)", "\"ARMLTD\""); false when absent. */
bool al_diff_field_value(const struct al_diff_struct *st, enum al_field_id id, char *buf,
                         size_t size);

/* The subtable passes (subtables.c) for one matched table; false: the table has none. */
/* Marks the bytes of every structure it walked in ocov/ncov (the tables' own coverage maps). */
bool al_diff_subtables(struct al_diff *d, const char *table_label, const struct al_table *ot,
                       const struct al_table *nt, uint8_t *ocov, uint8_t *ncov);

/* Revision as the catalogue's `since` counts it: every minor version of it. */
/*
 * Formats an item's subject into buf, cut at size: a label, where a cut
 * path is still a useful one (and the callers' paths are held well below
 * their buffers).  Returns buf.
 */
__attribute__((format(printf, 3, 4))) char *al_diff_label(char *buf, size_t size,
                                                          const char *fmt, ...);

static inline unsigned al_diff_rev(unsigned major)
{
    return AL_REV(major, 15);
}

#endif
