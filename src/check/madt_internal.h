/* SPDX-License-Identifier: MIT */
/*
 * Shared by the MADT rule files (madt_rules.c: structure types, lengths and
 * reserved bits; madt_gic.c: the GIC as a whole) and defined in
 * madt_view.c, which uses neither.  A view is the list of
 * interrupt controller structures of one MADT with each structure's
 * position among those of its type, so field paths read "APIC/GICC[3]/Flags".
 */
#ifndef ACPILINT_CHECK_MADT_INTERNAL_H
#define ACPILINT_CHECK_MADT_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/madt.h"

struct madt_entry {
    struct al_subtable s;
    unsigned ordinal; /* 0-based among the structures of the same type */
};

struct madt_view {
    const struct al_table *t;
    uint8_t revision; /* MADT header revision */
    struct madt_entry *entries;
    size_t count;
};

/* Walks t (whose walk the structure checks found sound); false on allocation failure. */
bool madt_view_build(const struct al_table *t, struct madt_view *v);
void madt_view_free(struct madt_view *v);

/* Number of structures of `type`. */
size_t madt_view_count(const struct madt_view *v, uint8_t type);

/* "APIC/GICC[3]" or, with field, "APIC/GICC[3]/Flags". */
void madt_path(char *buf, size_t size, const struct madt_entry *e, const char *field);

/* The GSIV is a PPI: 16-31, or the GICv3.1 extended PPI range 1056-1119. */
bool madt_gsiv_is_ppi(uint32_t gsiv);

/* The checks of madt_gic.c, listed in al_checks_madt[] (madt_rules.c). */
void madt_check_cpus(struct al_context *ctx, const struct al_table *t);
void madt_check_gic(struct al_context *ctx, const struct al_table *t);
extern const struct al_rule_id *const madt_cpu_rules[];
extern const struct al_rule_id *const madt_gic_rules[];

#endif
