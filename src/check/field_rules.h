/* SPDX-License-Identifier: MIT */
/*
 * Checks driven by the field catalogue (field.h), one function for every
 * table that has a layout there: a reserved field that is not zero, a flags
 * field with a reserved bit set, an enumerated field outside its values, a
 * structure shorter than its layout, a Type no layout has, and a structure
 * list that cannot be walked.  Each table names its rule ids (one set per
 * table, each in rules/<table>.yaml with its consequence), so a finding
 * says which table it is about and can be configured per table.
 */
#ifndef ACPILINT_CHECK_FIELD_RULES_H
#define ACPILINT_CHECK_FIELD_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/engine.h"
#include "acpilint/rule_id.h"
#include "acpilint/field.h"

/* The rule ids of one table; NULL for a kind of finding the table has no rule for. */
struct al_fc_rules {
    const struct al_rule_id *reserved;  /* reserved field or bit not zero */
    const struct al_rule_id *value;     /* enumerated value not defined */
    const struct al_rule_id *type;      /* structure Type no layout has */
    const struct al_rule_id *length;    /* structure (or table) shorter than its layout, or a
                                           count overflowing it */
    const struct al_rule_id *truncated; /* a Length that stops the walk: zero, or past the end */
};

/*
 * How a table's structures are laid out: from offset `first` to the end of
 * the body, each with the Length `length` (a field of the structure
 * header); the Type `type` selects the layout among layouts [from, to) of
 * the table (AL_FIELD_COUNT: the structures have no Type, every one is
 * layout `from`).  `header` is the layout of the common header (its own
 * fields checked too), or AL_LAYOUT_COUNT.
 */
struct al_fc_list {
    size_t first;
    enum al_field_id type;
    enum al_field_id length;
    enum al_layout_id header;
    enum al_layout_id from, to;
};

/* One structure the walk found, for a table's own checks. */
struct al_fc_item {
    size_t offset;            /* from the start of the table */
    size_t length;            /* as claimed, inside the body */
    unsigned index;           /* 0-based */
    int type;                 /* -1 when the structures have no Type */
    enum al_layout_id layout; /* AL_LAYOUT_COUNT when the Type has none */
};

typedef void (*al_fc_visit)(struct al_context *ctx, const struct al_table *t,
                            const struct al_fc_item *item, void *arg);

/* The table's revision in the catalogue's `since` form. */
uint8_t al_fc_revision(const struct al_table *t);

/*
 * The fields of `layout` in the structure at `base` (from the start of the
 * table) that a structure of `length` bytes holds and revision `rev`
 * defines: a field a newer revision redefined (a second entry overlapping
 * it with a later `since`) is judged by the newest entry rev has.  `index`
 * numbers the structure in report paths.
 */
void al_fc_check_fields(struct al_context *ctx, const struct al_table *t,
                        const struct al_fc_rules *r, enum al_layout_id layout, size_t base,
                        size_t length, unsigned index, uint8_t rev);

/*
 * The table: its own layout's fields (and its length against the layout),
 * then every structure of `list` (NULL: none), calling visit (may be NULL)
 * for each one the walk yields.  Returns false when the walk stopped early
 * (already reported as r->truncated).
 */
bool al_fc_check_table(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_rules *r, enum al_layout_id table,
                       const struct al_fc_list *list, al_fc_visit visit, void *arg);

#endif
