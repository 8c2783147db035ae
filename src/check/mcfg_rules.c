/* SPDX-License-Identifier: MIT */
/*
 * MCFG rules (PCI Firmware Specification 3.2 section 4.1.2; Linux
 * drivers/acpi/pci_mcfg.c pci_mcfg_parse()).  Each allocation record
 * gives the ECAM base of bus 0 of a segment and the bus range it decodes:
 * bus N's 1 MiB of configuration space is at base + (N << 20).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/mcfg.h"
#include "acpilint/rule_ids.h"

#define ECAM_BUS_SHIFT 20u

/* The ECAM window [lo, hi) of a record; the bus range is assumed ordered. */
static void window(const struct al_mcfg_entry *e, uint64_t *lo, uint64_t *hi)
{
    *lo = e->base_address + ((uint64_t)e->start_bus << ECAM_BUS_SHIFT);
    *hi = e->base_address + (((uint64_t)e->end_bus + 1) << ECAM_BUS_SHIFT);
}

/*
 * The records with a base address, sorted by segment, start bus and index,
 * each with the highest end bus of its segment's records up to it (`reach`).
 * Comparing every pair of records was quadratic: a 320 KB MCFG of 20,000
 * records ran for minutes (found by the fuzz_input campaign; the table may
 * hold a million).  Sorted, each question is a search or one sweep.
 */
struct mcfg_record {
    struct al_mcfg_entry e;
    size_t index;
    uint8_t reach;
};

static int by_segment_bus(const void *x, const void *y)
{
    const struct mcfg_record *a = x, *b = y;
    if (a->e.segment != b->e.segment)
        return a->e.segment < b->e.segment ? -1 : 1;
    if (a->e.start_bus != b->e.start_bus)
        return a->e.start_bus < b->e.start_bus ? -1 : 1;
    return a->index < b->index ? -1 : a->index > b->index;
}

/* The records with a base, sorted by_segment_bus with their reach; NULL (n 0) on no memory. */
static struct mcfg_record *based_records(const struct al_mcfg *m, size_t *n)
{
    *n = 0;
    struct mcfg_record *r = m->count ? malloc(m->count * sizeof(*r)) : NULL;
    if (!r)
        return NULL;
    for (size_t i = 0; i < m->count; i++)
        if (al_mcfg_entry(m, i, &r[*n].e) && r[*n].e.base_address) {
            r[*n].index = i;
            (*n)++;
        }
    qsort(r, *n, sizeof(*r), by_segment_bus);
    for (size_t k = 0; k < *n; k++) {
        bool first = k == 0 || r[k - 1].e.segment != r[k].e.segment;
        r[k].reach = first || r[k - 1].reach < r[k].e.end_bus ? r[k].e.end_bus : r[k - 1].reach;
    }
    return r;
}

/*
 * Another record of the segment with a base, covering at least the buses of
 * record `e` (which has none): Linux (pci_mcfg.c) searches the records last
 * first for one that covers the host bridge's whole bus range, so a bridge
 * wider than the zero record is matched to that one.  Such a record starts
 * at or below e's start bus, so the last record of the segment starting
 * there or lower reaches e's end bus if any does.
 */
static bool covered_elsewhere(const struct mcfg_record *r, size_t n, const struct al_mcfg_entry *e)
{
    size_t lo = 0, hi = n; /* the first record past (segment, start bus) */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (r[mid].e.segment < e->segment ||
            (r[mid].e.segment == e->segment && r[mid].e.start_bus <= e->start_bus))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo > 0 && r[lo - 1].e.segment == e->segment && r[lo - 1].reach >= e->end_bus;
}

static void check_entry(struct al_context *ctx, const struct al_table *t,
                        const struct mcfg_record *based, size_t n_based,
                        const struct al_mcfg_entry *e, size_t i)
{
    char path[48];
    snprintf(path, sizeof(path), "MCFG/Allocation[%zu]", i);
    if (e->base_address == 0)
        al_report(ctx->ts, AL_R_MCFG_BASE_ZERO, al_at_table(t, e->offset, path),
                  "segment %u buses %u-%u: ECAM base address is 0%s", e->segment, e->start_bus,
                  e->end_bus,
                  covered_elsewhere(based, n_based, e)
                      ? " (another record of the segment covers these buses: Linux maps a host "
                        "bridge whose bus range is wider than this record through that one, "
                        "one whose range fits inside this record at address 0)"
                      : ": Linux maps the configuration space of a host bridge on these buses "
                        "at address 0");
    if (e->start_bus > e->end_bus)
        al_report(ctx->ts, AL_R_MCFG_BUS_RANGE_INVALID,
                  al_at_table(t, e->offset + AL_OFF_MCFG_ALLOCATION_START_BUS, path),
                  "segment %u: start bus %u is above end bus %u", e->segment, e->start_bus,
                  e->end_bus);
    if (e->reserved)
        al_report(ctx->ts, AL_R_MCFG_RESERVED_NONZERO,
                  al_at_table(t, e->offset + AL_OFF_MCFG_ALLOCATION_RESERVED, path),
                  "reserved field of allocation %zu is 0x%x", i, e->reserved);
}

/* The later of two overlapping records is reported, naming the earlier. */
static void report_bus_overlap(struct al_context *ctx, const struct al_table *t,
                               const struct mcfg_record *x, const struct mcfg_record *y)
{
    const struct mcfg_record *a = x->index > y->index ? x : y, *b = a == x ? y : x;
    char path[48];
    snprintf(path, sizeof(path), "MCFG/Allocation[%zu]", a->index);
    al_report(ctx->ts, AL_R_MCFG_OVERLAP, al_at_table(t, a->e.offset, path),
              "segment %u buses %u-%u overlap allocation %zu (buses %u-%u)", a->e.segment,
              a->e.start_bus, a->e.end_bus, b->index, b->e.start_bus, b->e.end_bus);
}

static void report_window_overlap(struct al_context *ctx, const struct al_table *t,
                                  const struct mcfg_record *x, const struct mcfg_record *y)
{
    const struct mcfg_record *a = x->index > y->index ? x : y, *b = a == x ? y : x;
    uint64_t alo, ahi, blo, bhi;
    window(&a->e, &alo, &ahi);
    window(&b->e, &blo, &bhi);
    char path[48];
    snprintf(path, sizeof(path), "MCFG/Allocation[%zu]", a->index);
    al_report(ctx->ts, AL_R_MCFG_OVERLAP, al_at_table(t, a->e.offset, path),
              "ECAM window 0x%llx-0x%llx (segment %u) overlaps that of allocation "
              "%zu (segment %u, 0x%llx-0x%llx)",
              (unsigned long long)alo, (unsigned long long)(ahi - 1), a->e.segment, b->index,
              b->e.segment, (unsigned long long)blo, (unsigned long long)(bhi - 1));
}

static bool buses_overlap(const struct al_mcfg_entry *a, const struct al_mcfg_entry *b)
{
    return a->segment == b->segment && a->start_bus <= b->end_bus && b->start_bus <= a->end_bus;
}

static int by_window(const void *x, const void *y)
{
    const struct mcfg_record *a = x, *b = y;
    uint64_t alo, ahi, blo, bhi;
    window(&a->e, &alo, &ahi);
    window(&b->e, &blo, &bhi);
    if (alo != blo)
        return alo < blo ? -1 : 1;
    return a->index < b->index ? -1 : a->index > b->index;
}

/*
 * Two records for the same buses of a segment, or ECAM windows sharing
 * addresses, among the records with a base and an ordered bus range.  One
 * sweep each over the records sorted by start: a record overlaps an earlier
 * one in that order exactly when it starts at or below the furthest end seen
 * so far, so it is reported with the record reaching furthest, and a table
 * with any overlap gets a finding.  `r` is sorted by_segment_bus; the sweep
 * of the windows sorts it again.
 */
static void check_overlaps(struct al_context *ctx, const struct al_table *t,
                           struct mcfg_record *r, size_t n)
{
    if (n < 2) /* no pair; and qsort() must not see the NULL of a table without records */
        return;
    const struct mcfg_record *far = NULL; /* of the current segment, the last end bus */
    for (size_t k = 0; k < n; k++) {
        if (r[k].e.start_bus > r[k].e.end_bus)
            continue;
        if (far && far->e.segment == r[k].e.segment) {
            if (r[k].e.start_bus <= far->e.end_bus)
                report_bus_overlap(ctx, t, &r[k], far);
            if (r[k].e.end_bus <= far->e.end_bus)
                continue;
        }
        far = &r[k];
    }
    qsort(r, n, sizeof(*r), by_window);
    far = NULL; /* the highest window end so far */
    uint64_t far_hi = 0;
    for (size_t k = 0; k < n; k++) {
        if (r[k].e.start_bus > r[k].e.end_bus)
            continue;
        uint64_t lo, hi;
        window(&r[k].e, &lo, &hi);
        if (far) {
            uint64_t flo, fhi;
            window(&far->e, &flo, &fhi);
            /* A pair whose buses overlap in one segment is reported as that already. */
            if (lo < fhi && flo < hi && !buses_overlap(&r[k].e, &far->e))
                report_window_overlap(ctx, t, &r[k], far);
            if (hi <= far_hi)
                continue;
        }
        far = &r[k];
        far_hi = hi;
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
        al_report(ctx->ts, AL_R_MCFG_TRAILING_BYTES, al_at_table(t, AL_HEADER_SIZE, "MCFG"),
                  "the table ends inside its 8 reserved bytes");
    else if (m.partial_entry)
        al_report(ctx->ts, AL_R_MCFG_TRAILING_BYTES, end,
                  "%zu bytes after the last complete 16-byte allocation record: a record is "
                  "cut off or Length is wrong",
                  m.trailing);
    if (m.reserved)
        al_report(ctx->ts, AL_R_MCFG_RESERVED_NONZERO,
                  al_at_table(t, AL_OFF_MCFG_RESERVED, "MCFG/Reserved"),
                  "the 8 reserved bytes after the header are 0x%llx",
                  (unsigned long long)m.reserved);
    if (m.count == 0 && !m.fixed_truncated) {
        al_report(ctx->ts, AL_R_MCFG_NO_ENTRIES, al_at_table(t, AL_MCFG_ENTRIES_OFFSET, "MCFG"),
                  "MCFG has no allocation record: no PCIe configuration space is described");
        return;
    }
    /* Without memory for the sorted records, the checks that compare records are not made. */
    size_t n_based;
    struct mcfg_record *based = based_records(&m, &n_based);
    for (size_t i = 0; i < m.count; i++) {
        struct al_mcfg_entry e;
        if (al_mcfg_entry(&m, i, &e))
            check_entry(ctx, t, based, n_based, &e, i);
    }
    check_overlaps(ctx, t, based, n_based);
    free(based);
}

static const struct al_rule_id *const mcfg_rules[] = {
    AL_R_MCFG_TRAILING_BYTES,
    AL_R_MCFG_RESERVED_NONZERO,
    AL_R_MCFG_NO_ENTRIES,
    AL_R_MCFG_BASE_ZERO,
    AL_R_MCFG_BUS_RANGE_INVALID,
    AL_R_MCFG_OVERLAP,
    NULL,
};

const struct al_check al_checks_mcfg[] = {
    {"mcfg.allocations", "MCFG", check_mcfg, mcfg_rules, AL_NEEDS_TABLE},
    {0},
};
