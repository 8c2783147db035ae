/* SPDX-License-Identifier: MIT */
/*
 * The MADT view both MADT rule files read (madt_internal.h): the interrupt
 * controller structures of one MADT with their ordinals, their field paths
 * and the PPI range.  In its own file so that the structure rules
 * (madt_rules.c, which lists every MADT check) and the GIC checks
 * (madt_gic.c) both use it without using each other.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/madt_internal.h"

bool madt_view_build(const struct al_table *t, struct madt_view *v)
{
    memset(v, 0, sizeof(*v));
    v->t = t;
    v->revision = t->header.revision;
    struct al_walk w;
    struct al_subtable s;
    size_t n = 0;
    al_madt_walk_init(&w, t);
    while (al_madt_walk_next(&w, &s) == AL_WALK_OK)
        n++;
    v->entries = calloc(n ? n : 1, sizeof(*v->entries));
    if (!v->entries)
        return false;
    unsigned per_type[256] = {0};
    al_madt_walk_init(&w, t);
    while (v->count < n && al_madt_walk_next(&w, &s) == AL_WALK_OK) {
        v->entries[v->count].s = s;
        v->entries[v->count].ordinal = per_type[s.type]++;
        v->count++;
    }
    return true;
}

void madt_view_free(struct madt_view *v)
{
    free(v->entries);
    memset(v, 0, sizeof(*v));
}

size_t madt_view_count(const struct madt_view *v, uint8_t type)
{
    size_t n = 0;
    for (size_t i = 0; i < v->count; i++)
        n += v->entries[i].s.type == type;
    return n;
}

void madt_path(char *buf, size_t size, const struct madt_entry *e, const char *field)
{
    const char *name = al_madt_type_name(e->s.type);
    if (strcmp(name, "Reserved") == 0 || strcmp(name, "OEM") == 0)
        snprintf(buf, size, "APIC/Structure[%u]%s%s", e->s.index, field ? "/" : "",
                 field ? field : "");
    else
        snprintf(buf, size, "APIC/%s[%u]%s%s", name, e->ordinal, field ? "/" : "",
                 field ? field : "");
}

bool madt_gsiv_is_ppi(uint32_t gsiv)
{
    /* GIC architecture: PPIs 16-31; GICv3.1 extended PPIs 1056-1119 (ACPI 6.5 Table 5.37). */
    return (gsiv >= 16 && gsiv <= 31) || (gsiv >= 1056 && gsiv <= 1119);
}
