/* SPDX-License-Identifier: MIT */
/*
 * The one report of how a structure walk (acpilint/walk.h) ended when it
 * did not reach its end: the DBG2, IORT, GTDT and PPTT checks each name
 * their structures and rules here and share the sentences, so a walk that
 * stops says the same thing in every table.
 */
#ifndef ACPILINT_CHECK_WALK_END_H
#define ACPILINT_CHECK_WALK_END_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/rule_id.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "acpilint/walk.h"

/* What a table calls the structures of its walk, and its rules for a walk that stops. */
struct al_walk_end {
    const char *name; /* "Device": a finding about structure i is at SIG/name[i] */
    const char *item; /* "device": structure i in the message */
    /* a structure the walk could not take (its Length is cut off, too small or too large) */
    const struct al_rule_id *stopped;
    /* Counted walks (al_walk_init_counted) only; NULL otherwise. */
    const char *count_field;             /* "NumberDbgDeviceInfo" */
    const struct al_rule_id *bad_offset; /* the array starts where it may not */
    const char *offset_field;            /* "OffsetDbgDeviceInfo", at offset_at in the table */
    size_t offset_at;
    uint32_t offset;   /* its value */
    const char *items; /* "devices" */
    const char *where; /* where the array may not start, as a clause of the message */
};

/*
 * Reports walk w over t, once it is over, unless it ended at AL_WALK_END:
 * AL_WALK_BAD_OFFSET at the offset field ("OFFSET v with n ITEMS is
 * WHERE"), any other stop at the structure it could not take ("COUNT is n
 * but ITEM i at offset 0x.. runs past the end of the table", or "has a
 * Length below" the walk's min_length; an uncounted walk instead says how
 * many bytes from there are not parsed).  True when it reported.
 */
bool al_report_walk_end(struct al_tableset *ts, const struct al_table *t, const struct al_walk *w,
                        const struct al_walk_end *e);

#endif
