/* SPDX-License-Identifier: MIT */
/*
 * SRAT (ACPI 6.5 section 5.2.16) and SLIT (5.2.17): the catalogue's field
 * checks on each, the SLIT matrix as Linux validates it, and the SRAT's
 * proximity domains against the SLIT's size.  Linux reads both in
 * drivers/acpi/numa/srat.c (acpi_numa_init(), slit_valid(),
 * acpi_numa_gicc_affinity_init() for arm64): a SRAT it cannot parse turns
 * NUMA off (bad_srat()), a SLIT it finds invalid is not used.
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

static const struct al_fc_rules srat_rules = {
    AL_R_SRAT_RESERVED_NONZERO,        AL_R_SRAT_VALUE_INVALID,      AL_R_SRAT_SUBTABLE_TYPE_UNKNOWN,
    AL_R_SRAT_SUBTABLE_LENGTH_INVALID, AL_R_SRAT_SUBTABLE_TRUNCATED,
};

static const struct al_fc_list srat_list = {
    AL_FIELD_END(SRAT_RESERVED),
    AL_F_SRAT_SUB_TYPE,
    AL_F_SRAT_SUB_LENGTH,
    AL_L_SRAT_SUB,
    AL_L_SRAT_APIC,
    AL_L_SRAT_RINTC + 1,
};

/* The proximity domain field of each affinity structure that has a 32-bit one. */
static enum al_field_id domain_field(enum al_layout_id layout)
{
    switch (layout) {
    case AL_L_SRAT_MEMORY:
        return AL_F_SRAT_MEMORY_DOMAIN;
    case AL_L_SRAT_X2APIC:
        return AL_F_SRAT_X2APIC_DOMAIN;
    case AL_L_SRAT_GICC:
        return AL_F_SRAT_GICC_DOMAIN;
    case AL_L_SRAT_ITS:
        return AL_F_SRAT_ITS_DOMAIN;
    case AL_L_SRAT_GI:
        return AL_F_SRAT_GI_DOMAIN;
    case AL_L_SRAT_GP:
        return AL_F_SRAT_GP_DOMAIN;
    case AL_L_SRAT_RINTC:
        return AL_F_SRAT_RINTC_DOMAIN;
    default:
        return AL_FIELD_COUNT;
    }
}

/* The SLIT's locality count, when there is one SLIT that has it. */
static bool slit_localities(const struct al_tableset *ts, uint64_t *n)
{
    const struct al_table *slit = al_tableset_find(ts, "SLIT", 0);
    return slit && al_field_u64(al_table_body(slit), AL_F_SLIT_LOCALITIES, 0, n);
}

struct srat_walk {
    bool have_slit;
    uint64_t localities;
    unsigned outside; /* domains reported outside the SLIT */
};

static void visit_srat(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_item *item, void *arg)
{
    struct srat_walk *w = arg;
    enum al_field_id id = domain_field(item->layout);
    uint32_t domain;
    if (!w->have_slit || id == AL_FIELD_COUNT || !al_field_in(id, item->length) ||
        !al_field_u32(al_table_body(t), id, item->offset, &domain) || domain < w->localities)
        return;
    char path[64];
    al_field_path(path, sizeof(path), id, item->index);
    /* one finding per structure; a SRAT of thousands of entries gives a count beyond 16 */
    if (++w->outside > 16)
        return;
    al_report(ctx->ts, AL_R_SRAT_DOMAIN_OUTSIDE_SLIT, al_at_table(t, item->offset, path),
              "%s is %" PRIu32 " but the SLIT describes %" PRIu64 " localities (0 to %" PRIu64
              "): Linux gives that node no SLIT distance (the default 20 to every other node)",
              path, domain, w->localities, w->localities ? w->localities - 1 : 0);
}

static void check_srat(struct al_context *ctx, const struct al_table *t)
{
    uint32_t table_revision;
    if (al_field_u32(al_table_body(t), AL_F_SRAT_TABLE_REVISION, 0, &table_revision) &&
        table_revision != 1)
        al_report(ctx->ts, AL_R_SRAT_TABLE_REVISION_INVALID,
                  al_at_table(t, AL_OFF_SRAT_TABLE_REVISION, "SRAT/TableRevision"),
                  "SRAT/TableRevision is %" PRIu32 ": ACPI defines it as reserved, value 1 "
                  "(for backward compatibility)",
                  table_revision);
    struct srat_walk w = {0};
    w.have_slit = slit_localities(ctx->ts, &w.localities);
    al_fc_check_table(ctx, t, &srat_rules, AL_L_SRAT, &srat_list, visit_srat, &w);
    if (w.outside > 16)
        al_report(ctx->ts, AL_R_SRAT_DOMAIN_OUTSIDE_SLIT, al_at_table(t, 0, "SRAT"),
                  "%u more SRAT structures name a proximity domain the SLIT does not describe",
                  w.outside - 16);
}

static const struct al_fc_rules slit_rules = {
    NULL, NULL, NULL, AL_R_SLIT_LENGTH_INVALID, NULL,
};

/*
 * Linux's slit_valid() (drivers/acpi/numa/srat.c): every diagonal entry is
 * LOCAL_DISTANCE (10) and every other one greater; otherwise it prints
 * "SLIT table looks invalid. Not used." and keeps the default distances.
 * ACPI 6.5 section 5.2.17: 10 is the distance of a locality to itself,
 * 0-9 are reserved, 0xFF means unreachable.
 */
static void check_slit(struct al_context *ctx, const struct al_table *t)
{
    struct al_span body = al_table_body(t);
    al_fc_check_table(ctx, t, &slit_rules, AL_L_SLIT, NULL, NULL, NULL);
    uint64_t n;
    if (!al_field_u64(body, AL_F_SLIT_LOCALITIES, 0, &n))
        return;
    size_t room = body.len > AL_OFF_SLIT_ENTRY ? body.len - AL_OFF_SLIT_ENTRY : 0;
    /* n * n overflows nothing below 2^32; larger counts cannot fit any table */
    if (n > 0xFFFFFFFFull || n * n > room) {
        al_report(ctx->ts, AL_R_SLIT_LENGTH_INVALID,
                  al_at_table(t, AL_OFF_SLIT_LOCALITIES, "SLIT/NumberOfSystemLocalities"),
                  "SLIT/NumberOfSystemLocalities is %" PRIu64 " but the table holds %zu distance "
                  "bytes, not the %s its matrix needs: Linux reads the matrix past the table",
                  n, room, n > 0xFFFFFFFFull ? "more than 2^64" : "n * n");
        return;
    }
    unsigned diagonal = 0, reserved = 0;
    for (uint64_t i = 0; i < n; i++)
        for (uint64_t j = 0; j < n; j++) {
            size_t at = (size_t)(i * n + j);
            uint8_t d = al_field_get_u8(body, AL_F_SLIT_ENTRY, at);
            bool bad_diag = i == j && d != 10, bad_other = i != j && d <= 10;
            if (!bad_diag && !bad_other)
                continue;
            char path[64];
            snprintf(path, sizeof(path), "SLIT/Entry[%" PRIu64 "][%" PRIu64 "]", i, j);
            if (bad_diag && ++diagonal <= 8)
                al_report(ctx->ts, AL_R_SLIT_DIAGONAL_NOT_LOCAL,
                          al_at_table(t, AL_OFF_SLIT_ENTRY + at, path),
                          "%s is %u, not 10: a locality's distance to itself is 10; Linux "
                          "finds the SLIT invalid and does not use it",
                          path, d);
            if (bad_other && ++reserved <= 8)
                al_report(ctx->ts, AL_R_SLIT_DISTANCE_INVALID,
                          al_at_table(t, AL_OFF_SLIT_ENTRY + at, path),
                          "%s is %u: %s; Linux finds the SLIT invalid and does not use it", path, d,
                          d < 10 ? "distances 0-9 are reserved"
                                 : "only a locality's distance to itself is 10");
        }
}

static const struct al_rule_id *const srat_rule_ids[] = {
    AL_R_SRAT_RESERVED_NONZERO,      AL_R_SRAT_VALUE_INVALID,
    AL_R_SRAT_SUBTABLE_TYPE_UNKNOWN, AL_R_SRAT_SUBTABLE_LENGTH_INVALID,
    AL_R_SRAT_SUBTABLE_TRUNCATED,    AL_R_SRAT_TABLE_REVISION_INVALID,
    AL_R_SRAT_DOMAIN_OUTSIDE_SLIT,   NULL,
};
static const struct al_rule_id *const slit_rule_ids[] = {
    AL_R_SLIT_LENGTH_INVALID,
    AL_R_SLIT_DIAGONAL_NOT_LOCAL,
    AL_R_SLIT_DISTANCE_INVALID,
    NULL,
};

const struct al_check al_checks_numa[] = {
    {"srat.fields", "SRAT", check_srat, srat_rule_ids, AL_NEEDS_TABLE},
    {"slit.matrix", "SLIT", check_slit, slit_rule_ids, AL_NEEDS_TABLE},
    {0},
};
