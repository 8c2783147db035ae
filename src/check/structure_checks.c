/* SPDX-License-Identifier: MIT */
/*
 * Structural walks that gate every later check on a table: a subtable
 * list that cannot be walked is reported once here, with the offset where
 * the walk stopped, and semantic rules skip that table.
 */
#include "acpilint/checks.h"
#include "acpilint/field.h"

#include <stdio.h>

#include "acpilint/madt.h"
#include "acpilint/rule_ids.h"

/* Walks the MADT's structures to the end; w->status says how the walk ended. */
static void walk_madt(struct al_walk *w, const struct al_table *t)
{
    struct al_subtable s;
    al_madt_walk_init(w, t);
    while (al_madt_walk_next(w, &s) == AL_WALK_OK)
        ;
}

bool al_table_walk_sound(const struct al_table *t)
{
    if (!al_table_is(t, "APIC"))
        return true;
    struct al_walk w;
    walk_madt(&w, t);
    return w.status != AL_WALK_ZERO_LENGTH && w.status != AL_WALK_TOO_SHORT &&
           w.status != AL_WALK_TRUNCATED;
}

static void check_madt_walk(struct al_tableset *ts, const struct al_table *t)
{
    struct al_walk w;
    walk_madt(&w, t);
    char field[48];
    snprintf(field, sizeof(field), "APIC/Structure[%u]", w.index);
    switch (w.status) {
    case AL_WALK_ZERO_LENGTH:
    case AL_WALK_TOO_SHORT:
        al_report(ts, AL_R_MADT_SUBTABLE_ZERO_LENGTH,
                  al_at_table(t, w.cursor + AL_OFF_MADT_SUB_LENGTH, field),
                  "interrupt controller structure %u (type 0x%02x) has Length %u: the walk "
                  "cannot go on, and the %zu bytes after it are not parsed",
                  w.index, al_field_get_u8(w.body, AL_F_MADT_SUB_TYPE, w.cursor),
                  al_field_get_u8(w.body, AL_F_MADT_SUB_LENGTH, w.cursor), w.body.len - w.cursor);
        break;
    case AL_WALK_TRUNCATED:
        al_report(ts, AL_R_MADT_SUBTABLE_TRUNCATED, al_at_table(t, w.cursor, field),
                  "interrupt controller structure %u at offset 0x%zx runs past the end of the "
                  "table (%zu bytes left)",
                  w.index, w.cursor, w.body.len - w.cursor);
        break;
    default:
        /* MADT walks end only in the states above; the others belong to GTDT-style walks. */
        break;
    }
}

void al_check_structure(struct al_tableset *ts)
{
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        /* Only walk what the header checks found sound; the rest is already reported. */
        if (!al_table_structurally_sound(t))
            continue;
        if (al_table_is(t, "APIC"))
            check_madt_walk(ts, t);
    }
}
