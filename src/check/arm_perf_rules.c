/* SPDX-License-Identifier: MIT */
/*
 * MPAM (Arm DEN0065) and APMT (Arm DEN0117): the catalogue's field checks
 * on every MSC node, resource node, functional dependency and PMU node,
 * and what they name in other tables: an MPAM processor cache locator a
 * PPTT cache ID, a memory locator an SRAT proximity domain, a PMU node
 * with processor affinity a MADT GICC.  Linux reads the APMT in
 * drivers/acpi/arm64/apmt.c and drivers/perf/arm_cspmu/ (6.1 and 6.12), the
 * MPAM table in drivers/acpi/arm64/mpam.c (the MPAM driver, Linux 6.19).
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"
#include "check/xref.h"

static const struct al_fc_rules mpam_rules = {
    AL_R_MPAM_RESERVED_NONZERO,        AL_R_MPAM_VALUE_INVALID,      NULL,
    AL_R_MPAM_SUBTABLE_LENGTH_INVALID, AL_R_MPAM_SUBTABLE_TRUNCATED,
};

static const struct al_fc_list mpam_list = {
    AL_FIELD_END(HDR_CREATOR_REVISION),
    AL_FIELD_COUNT,
    AL_F_MPAM_MSC_LENGTH,
    AL_LAYOUT_COUNT,
    AL_L_MPAM_MSC,
    AL_L_MPAM_MSC + 1,
};

struct mpam_walk {
    struct al_idset caches, domains;
    unsigned reported;
};

static void check_locator(struct al_context *ctx, const struct al_table *t, size_t res,
                          unsigned msc, struct mpam_walk *w)
{
    struct al_span body = al_table_body(t);
    uint8_t type = al_field_get_u8(body, AL_F_MPAM_RESOURCE_LOCATOR_TYPE, res);
    uint64_t d1 = al_field_get_u64(body, AL_F_MPAM_RESOURCE_DESCRIPTOR1, res);
    const struct al_idset *set = type == 0 ? &w->caches : type == 1 ? &w->domains : NULL;
    if (!set || !al_idset_misses(set, d1, &w->reported))
        return;
    char path[64];
    snprintf(path, sizeof(path), "MPAM/MSC[%u]/Resource/Descriptor1", msc);
    if (type == 0)
        al_report(ctx->ts, AL_R_MPAM_CACHE_LOCATOR_UNKNOWN,
                  al_at_table(t, res + AL_OFF_MPAM_RESOURCE_DESCRIPTOR1, path),
                  "%s names cache ID %" PRIu64 ", which no PPTT cache structure has (with Cache "
                  "ID valid): the MPAM driver cannot tell which cache the MSC controls and "
                  "leaves it unused",
                  path, d1);
    else
        al_report(ctx->ts, AL_R_MPAM_MEMORY_LOCATOR_UNKNOWN,
                  al_at_table(t, res + AL_OFF_MPAM_RESOURCE_DESCRIPTOR1, path),
                  "%s names proximity domain %" PRIu64 ", which no SRAT structure has: the "
                  "MPAM driver cannot tie the memory controls to a NUMA node",
                  path, d1);
}

static void visit_msc(struct al_context *ctx, const struct al_table *t,
                      const struct al_fc_item *item, void *arg)
{
    struct mpam_walk *w = arg;
    struct al_span body = al_table_body(t);
    uint8_t rev = al_fc_revision(t);
    if (item->length < al_layout_info(AL_L_MPAM_MSC)->min_length)
        return;
    uint32_t count = al_field_get_u32(body, AL_F_MPAM_MSC_RESOURCE_COUNT, item->offset);
    size_t at = item->offset + al_layout_info(AL_L_MPAM_MSC)->min_length;
    size_t end = item->offset + item->length;
    const size_t res_len = al_layout_info(AL_L_MPAM_RESOURCE)->min_length;
    const size_t dep_len = al_layout_info(AL_L_MPAM_DEPENDENCY)->min_length;
    for (uint32_t i = 0; i < count; i++) {
        uint32_t deps = 0;
        if (at + res_len > end ||
            !al_field_u32(body, AL_F_MPAM_RESOURCE_DEPENDENCY_COUNT, at, &deps) ||
            (uint64_t)deps * dep_len > end - at - res_len) {
            char path[64];
            al_field_path(path, sizeof(path), AL_F_MPAM_MSC_RESOURCE_COUNT, item->index);
            al_report(ctx->ts, AL_R_MPAM_SUBTABLE_LENGTH_INVALID,
                      al_at_table(t, item->offset + AL_OFF_MPAM_MSC_RESOURCE_COUNT, path),
                      "%s is %" PRIu32 " but resource node %" PRIu32 " (or its functional "
                      "dependencies) runs past the MSC node's Length %zu: the resources after "
                      "it cannot be read",
                      path, count, i, item->length);
            return;
        }
        al_fc_check_fields(ctx, t, &mpam_rules, AL_L_MPAM_RESOURCE, at, res_len, item->index, rev);
        check_locator(ctx, t, at, item->index, w);
        at += res_len;
        for (uint32_t d = 0; d < deps; d++, at += dep_len)
            al_fc_check_fields(ctx, t, &mpam_rules, AL_L_MPAM_DEPENDENCY, at, dep_len, item->index,
                               rev);
    }
}

static void check_mpam(struct al_context *ctx, const struct al_table *t)
{
    struct mpam_walk w = {0};
    al_idset_pptt_cache_ids(ctx->ts, &w.caches);
    al_idset_srat_domains(ctx->ts, &w.domains);
    al_fc_check_table(ctx, t, &mpam_rules, AL_L_MPAM, &mpam_list, visit_msc, &w);
    al_idset_free(&w.caches);
    al_idset_free(&w.domains);
}

static const struct al_fc_rules apmt_rules = {
    AL_R_APMT_RESERVED_NONZERO,        AL_R_APMT_VALUE_INVALID,      NULL,
    AL_R_APMT_SUBTABLE_LENGTH_INVALID, AL_R_APMT_SUBTABLE_TRUNCATED,
};

static const struct al_fc_list apmt_list = {
    AL_FIELD_END(HDR_CREATOR_REVISION),
    AL_FIELD_COUNT,
    AL_F_APMT_NODE_LENGTH,
    AL_LAYOUT_COUNT,
    AL_L_APMT_NODE,
    AL_L_APMT_NODE + 1,
};

/*
 * DEN0117 Table 2: with Processor Affinity Type 0 (flags bit 1 clear) the
 * Processor Affinity is a processor's ACPI UID; arm_cspmu
 * (arm_cspmu_acpi_get_cpus(), drivers/perf/arm_cspmu/arm_cspmu.c) looks it
 * up among the possible CPUs and fails to probe the PMU ("Failed to find
 * associated cpus") when none has it.
 */
static void visit_apmt(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_item *item, void *arg)
{
    struct al_gicc_refs *refs = arg;
    struct al_span body = al_table_body(t);
    uint8_t flags;
    uint32_t uid;
    if (!al_field_in(AL_F_APMT_NODE_AFFINITY, item->length) ||
        !al_field_u8(body, AL_F_APMT_NODE_FLAGS, item->offset, &flags) || (flags & 2u) ||
        !al_field_u32(body, AL_F_APMT_NODE_AFFINITY, item->offset, &uid))
        return;
    al_gicc_refs_check(ctx, refs, t, AL_R_APMT_PROCESSOR_NOT_IN_MADT, AL_F_APMT_NODE_AFFINITY,
                       item->index, item->offset + AL_OFF_APMT_NODE_AFFINITY, uid,
                       " (a processor UID)",
                       "arm_cspmu finds no CPU for the PMU and does not probe it");
}

static void check_apmt(struct al_context *ctx, const struct al_table *t)
{
    struct al_gicc_refs refs;
    al_gicc_refs_init(ctx->ts, &refs);
    al_fc_check_table(ctx, t, &apmt_rules, AL_L_APMT, &apmt_list, visit_apmt, &refs);
    al_gicc_refs_free(&refs);
}

static const struct al_rule_id *const mpam_rule_ids[] = {
    AL_R_MPAM_RESERVED_NONZERO,
    AL_R_MPAM_VALUE_INVALID,
    AL_R_MPAM_SUBTABLE_LENGTH_INVALID,
    AL_R_MPAM_SUBTABLE_TRUNCATED,
    AL_R_MPAM_CACHE_LOCATOR_UNKNOWN,
    AL_R_MPAM_MEMORY_LOCATOR_UNKNOWN,
    NULL,
};
static const struct al_rule_id *const apmt_rule_ids[] = {
    AL_R_APMT_RESERVED_NONZERO,   AL_R_APMT_VALUE_INVALID,         AL_R_APMT_SUBTABLE_LENGTH_INVALID,
    AL_R_APMT_SUBTABLE_TRUNCATED, AL_R_APMT_PROCESSOR_NOT_IN_MADT, NULL,
};

const struct al_check al_checks_arm_perf[] = {
    {"mpam.msc", "MPAM", check_mpam, mpam_rule_ids, AL_NEEDS_TABLE},
    {"apmt.nodes", "APMT", check_apmt, apmt_rule_ids, AL_NEEDS_TABLE},
    {0},
};
