/* SPDX-License-Identifier: MIT */
/*
 * MCFG rules (PCI Firmware Specification 3.2 section 4.1.2; Linux
 * drivers/acpi/pci_mcfg.c pci_mcfg_parse()).  Each allocation record
 * gives the ECAM base of bus 0 of a segment and the bus range it decodes:
 * bus N's 1 MiB of configuration space is at base + (N << 20).
 */
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/mcfg.h"

#define ECAM_BUS_SHIFT 20u

/* The ECAM window [lo, hi) of a record; the bus range is assumed ordered. */
static void window(const struct al_mcfg_entry *e, uint64_t *lo, uint64_t *hi)
{
    *lo = e->base_address + ((uint64_t)e->start_bus << ECAM_BUS_SHIFT);
    *hi = e->base_address + (((uint64_t)e->end_bus + 1) << ECAM_BUS_SHIFT);
}

/*
 * Another record of the segment with a base, covering at least the buses of
 * record `self`: Linux (pci_mcfg.c) searches the records last first for one
 * that covers the host bridge's whole bus range, so a bridge wider than the
 * zero record is matched to that one.
 */
static bool covered_elsewhere(const struct al_mcfg *m, size_t self, const struct al_mcfg_entry *e)
{
    for (size_t i = 0; i < m->count; i++) {
        struct al_mcfg_entry o;
        if (i != self && al_mcfg_entry(m, i, &o) && o.base_address && o.segment == e->segment &&
            o.start_bus <= e->start_bus && o.end_bus >= e->end_bus)
            return true;
    }
    return false;
}

static void check_entry(struct al_context *ctx, const struct al_table *t,
                        const struct al_mcfg *m, const struct al_mcfg_entry *e, size_t i)
{
    char path[48];
    snprintf(path, sizeof(path), "MCFG/Allocation[%zu]", i);
    if (e->base_address == 0)
        al_report(ctx->ts, "mcfg.base-zero", al_at_table(t, e->offset, path),
                  "segment %u buses %u-%u: ECAM base address is 0%s", e->segment, e->start_bus,
                  e->end_bus,
                  covered_elsewhere(m, i, e)
                      ? " (another record of the segment covers these buses: Linux maps a host "
                        "bridge whose bus range is wider than this record through that one, "
                        "one whose range fits inside this record at address 0)"
                      : ": Linux maps the configuration space of a host bridge on these buses "
                        "at address 0");
    if (e->start_bus > e->end_bus)
        al_report(ctx->ts, "mcfg.bus-range-invalid",
                  al_at_table(t, e->offset + AL_OFF_MCFG_ALLOCATION_START_BUS, path),
                  "segment %u: start bus %u is above end bus %u", e->segment, e->start_bus,
                  e->end_bus);
    if (e->reserved)
        al_report(ctx->ts, "mcfg.reserved-nonzero",
                  al_at_table(t, e->offset + AL_OFF_MCFG_ALLOCATION_RESERVED, path),
                  "reserved field of allocation %zu is 0x%x", i, e->reserved);
}

/* Two records for the same buses of a segment, or ECAM windows sharing addresses. */
static void check_overlaps(struct al_context *ctx, const struct al_table *t,
                           const struct al_mcfg *m)
{
    for (size_t i = 0; i < m->count; i++) {
        struct al_mcfg_entry a;
        if (!al_mcfg_entry(m, i, &a) || a.start_bus > a.end_bus || a.base_address == 0)
            continue;
        for (size_t j = 0; j < i; j++) {
            struct al_mcfg_entry b;
            if (!al_mcfg_entry(m, j, &b) || b.start_bus > b.end_bus || b.base_address == 0)
                continue;
            char path[48];
            snprintf(path, sizeof(path), "MCFG/Allocation[%zu]", i);
            if (a.segment == b.segment && a.start_bus <= b.end_bus && b.start_bus <= a.end_bus) {
                al_report(ctx->ts, "mcfg.overlap", al_at_table(t, a.offset, path),
                          "segment %u buses %u-%u overlap allocation %zu (buses %u-%u)",
                          a.segment, a.start_bus, a.end_bus, j, b.start_bus, b.end_bus);
                continue;
            }
            uint64_t alo, ahi, blo, bhi;
            window(&a, &alo, &ahi);
            window(&b, &blo, &bhi);
            if (alo < bhi && blo < ahi)
                al_report(ctx->ts, "mcfg.overlap", al_at_table(t, a.offset, path),
                          "ECAM window 0x%llx-0x%llx (segment %u) overlaps that of allocation "
                          "%zu (segment %u, 0x%llx-0x%llx)",
                          (unsigned long long)alo, (unsigned long long)(ahi - 1), a.segment, j,
                          b.segment, (unsigned long long)blo, (unsigned long long)(bhi - 1));
        }
    }
}

static void check_mcfg(struct al_context *ctx, const struct al_table *t)
{
    struct al_mcfg m;
    if (!al_mcfg_decode(t, &m))
        return;
    struct al_where end =
        al_at_table(t, AL_MCFG_ENTRIES_OFFSET + m.count * AL_MCFG_ENTRY_SIZE, "MCFG");
    if (m.fixed_truncated)
        al_report(ctx->ts, "mcfg.trailing-bytes", al_at_table(t, AL_HEADER_SIZE, "MCFG"),
                  "the table ends inside its 8 reserved bytes");
    else if (m.partial_entry)
        al_report(ctx->ts, "mcfg.trailing-bytes", end,
                  "%zu bytes after the last complete 16-byte allocation record: a record is "
                  "cut off or Length is wrong",
                  m.trailing);
    if (m.reserved)
        al_report(
            ctx->ts, "mcfg.reserved-nonzero", al_at_table(t, AL_OFF_MCFG_RESERVED, "MCFG/Reserved"),
            "the 8 reserved bytes after the header are 0x%llx", (unsigned long long)m.reserved);
    if (m.count == 0 && !m.fixed_truncated) {
        al_report(ctx->ts, "mcfg.no-entries", al_at_table(t, AL_MCFG_ENTRIES_OFFSET, "MCFG"),
                  "MCFG has no allocation record: no PCIe configuration space is described");
        return;
    }
    for (size_t i = 0; i < m.count; i++) {
        struct al_mcfg_entry e;
        if (al_mcfg_entry(&m, i, &e))
            check_entry(ctx, t, &m, &e, i);
    }
    check_overlaps(ctx, t, &m);
}

static const char *const mcfg_rules[] = {
    "mcfg.trailing-bytes", "mcfg.reserved-nonzero", "mcfg.no-entries", "mcfg.base-zero",
    "mcfg.bus-range-invalid", "mcfg.overlap", NULL,
};

const struct al_check al_checks_mcfg[] = {
    {"mcfg.allocations", "MCFG", check_mcfg, mcfg_rules, false},
    {0},
};
