/* SPDX-License-Identifier: MIT */
/*
 * IORT field values (Arm DEN 0049 E.e, with the later additions FWTS also
 * knows: CANWBS from E.f): node revisions, reserved fields and flag bits,
 * memory access properties, the ID mapping fields of ITS groups and the
 * SMMU models.  Every field is looked at only where the node's revision
 * defines it and only before the node's ID mapping array, so an older,
 * shorter node is never read as a newer one.  What Linux does with each
 * (drivers/acpi/arm64/iort.c, drivers/iommu/arm/arm-smmu*) is in the rule
 * rationales (rules/iort.yaml).
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/iort.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "check/iort_internal.h"

#define N_ELEMS(a) (sizeof(a) / sizeof((a)[0]))
#define IORT_TABLE 0xFFu /* pseudo node type: the table's own fields, offsets from its start */

/*
 * The newest node revision each type has (DEN0049 E.e and E.f; the same
 * limits as FWTS): ITS group 1, named component 4, root complex 4,
 * SMMUv1/v2 3, SMMUv3 5, PMCG 2, RMR 3.  The IWB node (E.g) is not judged.
 */
static const int max_revision[] = {1, 4, 4, 3, 5, 2, 3};

/* A field that must be zero (allowed 0) or may only set the `allowed` bits. */
struct iort_field {
    uint8_t type;
    uint8_t offset; /* from the start of the node (of the table for IORT_TABLE) */
    uint8_t size;
    uint32_t allowed;
    uint8_t min_rev; /* node revisions that define the field */
    uint8_t max_rev;
    const char *name;
};

/*
 * IORT Tables 2 (header), 13 (memory access properties), 14 (named
 * component), 17 (root complex), 15 (SMMUv1/v2), 16 (SMMUv3), 21 (RMR).
 * Flag bits added by a later revision are allowed in every revision: an
 * older node that sets them is not misread.
 */
static const struct iort_field iort_fields[] = {
    {IORT_TABLE, 44, 4, 0, 0, 255, "Reserved"},
    /* Named component: stall support (C), PASID bits 1-5 (D). */
    {AL_IORT_NAMED_COMPONENT, 16, 4, 0x3F, 0, 255, "NodeFlags"},
    {AL_IORT_NAMED_COMPONENT, 24, 1, 0x0F, 0, 255, "MemoryProperties/AllocationHints"},
    {AL_IORT_NAMED_COMPONENT, 25, 2, 0, 0, 255, "MemoryProperties/Reserved"},
    {AL_IORT_NAMED_COMPONENT, 27, 1, 0x07, 0, 255, "MemoryProperties/MemoryAccessFlags"},
    {AL_IORT_ROOT_COMPLEX, 20, 1, 0x0F, 0, 255, "MemoryProperties/AllocationHints"},
    {AL_IORT_ROOT_COMPLEX, 21, 2, 0, 0, 255, "MemoryProperties/Reserved"},
    {AL_IORT_ROOT_COMPLEX, 23, 1, 0x07, 0, 255, "MemoryProperties/MemoryAccessFlags"},
    /* ATS support, PRI support and PASID forwarding (E.b). */
    {AL_IORT_ROOT_COMPLEX, 24, 4, 0x07, 0, 255, "ATSAttribute"},
    /* Revisions 1-3: MemoryAddressSizeLimit (D), then 3 reserved bytes. */
    {AL_IORT_ROOT_COMPLEX, 33, 3, 0, 1, 3, "Reserved"},
    /* Revision 4 (E.d): PASID capabilities (max PASID width, bits 0-4) and Flags. */
    {AL_IORT_ROOT_COMPLEX, 33, 2, 0x1F, 4, 255, "PASIDCapabilities"},
    {AL_IORT_ROOT_COMPLEX, 35, 1, 0, 4, 255, "Reserved"},
    {AL_IORT_ROOT_COMPLEX, 36, 4, 0x1, 4, 255, "Flags"}, /* PASID supported */
    /* Broadcast TLB maintenance (DVM), coherent page table walk. */
    {AL_IORT_SMMU, 36, 4, 0x3, 0, 255, "Flags"},
    /* COHACC override, HTTU override (2 bits), proximity domain valid, DeviceID index valid. */
    {AL_IORT_SMMU_V3, 24, 4, 0x1F, 0, 255, "Flags"},
    {AL_IORT_SMMU_V3, 28, 4, 0, 0, 255, "Reserved"},
    /* Remap permitted, access privilege, access attributes (bits 2-9, E.d). */
    {AL_IORT_RMR, 16, 4, 0x3FF, 0, 255, "Flags"},
};

static void report_field(struct al_context *ctx, const struct al_table *t, size_t at,
                         const char *path, const char *what, uint64_t value, uint32_t allowed)
{
    if (allowed)
        al_report(ctx->ts, AL_R_IORT_RESERVED_NONZERO, al_at_table(t, at, path),
                  "%s is 0x%" PRIx64 ": bits 0x%" PRIx64 " are reserved and must be zero", what,
                  value, value & ~(uint64_t)allowed);
    else
        al_report(ctx->ts, AL_R_IORT_RESERVED_NONZERO, al_at_table(t, at, path),
                  "%s is 0x%" PRIx64 ": a reserved field must be zero", what, value);
}

static void check_table_fields(struct al_context *ctx, const struct al_table *t)
{
    struct al_span b = al_table_body(t);
    for (size_t k = 0; k < N_ELEMS(iort_fields); k++) {
        const struct iort_field *f = &iort_fields[k];
        uint64_t v;
        if (f->type != IORT_TABLE || !al_read_uint(b, f->offset, f->size, &v) ||
            !(v & ~(uint64_t)f->allowed))
            continue;
        char path[48];
        snprintf(path, sizeof(path), "IORT/%s", f->name);
        report_field(ctx, t, f->offset, path, f->name, v, f->allowed);
    }
}

static void check_node_fields(struct al_context *ctx, const struct al_table *t,
                              const struct al_iort_node *n, const char *prefix)
{
    struct al_span s = al_iort_node_bytes(t, n);
    size_t end = al_iort_fields_end(n);
    for (size_t k = 0; k < N_ELEMS(iort_fields); k++) {
        const struct iort_field *f = &iort_fields[k];
        uint64_t v;
        if (f->type != n->type || n->revision < f->min_rev || n->revision > f->max_rev ||
            (size_t)f->offset + f->size > end || !al_read_uint(s, f->offset, f->size, &v) ||
            !(v & ~(uint64_t)f->allowed))
            continue;
        char path[96];
        snprintf(path, sizeof(path), "%s/%s", prefix, f->name);
        report_field(ctx, t, n->offset + f->offset, path, f->name, v, f->allowed);
    }
}

/*
 * A flags word repeated in an array (ID mappings, SMMU interrupts) or a
 * reserved word of each RMR descriptor: one finding per array, at the first
 * offending entry, with the count.
 */
static void check_entries(struct al_context *ctx, const struct al_table *t,
                          const struct al_iort_node *n, const char *prefix, const char *array,
                          uint32_t offset, uint32_t count, size_t size, size_t field,
                          uint32_t allowed)
{
    struct al_span s = al_iort_node_bytes(t, n);
    uint32_t bad = 0, first = 0, first_value = 0;
    for (uint32_t i = 0; i < count; i++) {
        uint32_t v;
        if (!al_read_u32(s, offset + (size_t)i * size + field, &v))
            break;
        if (!(v & ~allowed))
            continue;
        if (bad++ == 0) {
            first = i;
            first_value = v;
        }
    }
    if (!bad)
        return;
    char path[96], what[96];
    snprintf(path, sizeof(path), "%s/%s[%" PRIu32 "]", prefix, array, first);
    snprintf(what, sizeof(what), "%s[%" PRIu32 "] (%" PRIu32 " of %" PRIu32 " entries affected)",
             array, first, bad, count);
    report_field(ctx, t, n->offset + offset + (size_t)first * size + field, path, what,
                 first_value, allowed);
}

static void check_arrays(struct al_context *ctx, const struct al_table *t,
                         const struct al_iort_node *n, const char *prefix)
{
    /* ID mapping flags: bit 0 single mapping (Table 4). */
    if (n->mappings_fit)
        check_entries(ctx, t, n, prefix, "IdMapping/Flags", n->mapping_offset, n->mapping_count,
                      AL_IORT_MAPPING_SIZE, 16, 0x1);
    size_t fixed = al_iort_type_min_length(n->type);
    struct al_iort_smmu smmu;
    if (al_iort_smmu_decode(t, n, &smmu)) {
        /* Interrupt flags: bit 0 edge-triggered (Table 15). */
        if (al_iort_array_fits(n, smmu.global_offset, 1, AL_IORT_SMMU_GLOBAL_SIZE, fixed))
            check_entries(ctx, t, n, prefix, "GlobalInterrupt/Flags", smmu.global_offset, 2,
                          AL_IORT_SMMU_INTERRUPT_SIZE, 4, 0x1);
        if (al_iort_array_fits(n, smmu.context_offset, smmu.context_count,
                               AL_IORT_SMMU_INTERRUPT_SIZE, fixed))
            check_entries(ctx, t, n, prefix, "ContextInterrupt/Flags", smmu.context_offset,
                          smmu.context_count, AL_IORT_SMMU_INTERRUPT_SIZE, 4, 0x1);
        if (al_iort_array_fits(n, smmu.pmu_offset, smmu.pmu_count, AL_IORT_SMMU_INTERRUPT_SIZE,
                               fixed))
            check_entries(ctx, t, n, prefix, "PMUInterrupt/Flags", smmu.pmu_offset,
                          smmu.pmu_count, AL_IORT_SMMU_INTERRUPT_SIZE, 4, 0x1);
    }
    struct al_iort_rmr rmr;
    if (al_iort_rmr_decode(t, n, &rmr) &&
        al_iort_array_fits(n, rmr.offset, rmr.count, AL_IORT_RMR_DESC_SIZE, fixed))
        check_entries(ctx, t, n, prefix, "MemoryRangeDescriptor/Reserved", rmr.offset, rmr.count,
                      AL_IORT_RMR_DESC_SIZE, 16, 0);
}

/*
 * Memory access properties (IORT Table 13): CCA is 0 or 1; CCA 1 without
 * CPM, and CCA 0 with CPM and DACS (a coherent path that natively outputs
 * inner/outer write-back shareable) are the two combinations the table
 * calls illegal.
 */
static void check_memory_access(struct al_context *ctx, const struct al_table *t,
                                const struct al_iort_node *n, const char *prefix)
{
    struct al_iort_memory_access m;
    if (!al_iort_memory_access(t, n, &m))
        return;
    bool cpm = m.flags & AL_IORT_MAF_CPM, dacs = m.flags & AL_IORT_MAF_DACS;
    const char *why = NULL;
    if (m.cca > 1)
        why = "the Cache Coherent Attribute is neither 0 (not coherent) nor 1 (fully coherent)";
    else if (m.cca == 1 && !cpm)
        why = "CCA 1 (fully coherent) with CPM 0 (no coherent path to memory) is illegal";
    else if (m.cca == 0 && cpm && dacs)
        why = "CCA 0 with CPM and DACS set is illegal: a device with a coherent path that "
              "outputs IWB-OWB-ISH is fully coherent, CCA 1";
    if (!why)
        return;
    char path[96];
    snprintf(path, sizeof(path), "%s/MemoryProperties", prefix);
    al_report(ctx->ts, AL_R_IORT_MEMORY_ACCESS_INVALID, al_at_table(t, m.offset, path),
              "%s node: CCA 0x%" PRIx32 ", memory access flags 0x%02x: %s",
              al_iort_type_name(n->type), m.cca, m.flags, why);
}

static void check_node(struct al_context *ctx, const struct al_table *t,
                       const struct al_iort_node *n)
{
    char prefix[48], path[96];
    snprintf(prefix, sizeof(prefix), "IORT/Node[%u]", n->index);
    if (n->type < N_ELEMS(max_revision) && n->revision > max_revision[n->type]) {
        snprintf(path, sizeof(path), "%s/Revision", prefix);
        al_report(ctx->ts, AL_R_IORT_NODE_REVISION_INVALID,
                  al_at_table(t, n->offset + AL_OFF_IORT_NODE_REVISION, path),
                  "%s node revision %u is newer than any IORT specification defines (the newest "
                  "is %d): the kernel reads the node with the layout it knows",
                  al_iort_type_name(n->type), n->revision, max_revision[n->type]);
    } else if (n->type == AL_IORT_RMR && n->revision == 2) {
        snprintf(path, sizeof(path), "%s/Revision", prefix);
        al_report(ctx->ts, AL_R_IORT_NODE_REVISION_INVALID,
                  al_at_table(t, n->offset + AL_OFF_IORT_NODE_REVISION, path),
                  "RMR node revision 2 is the deprecated IORT E.c layout, which E.d replaced "
                  "with revision 3");
    }
    /* A node shorter than its fixed fields was reported by iort.nodes; nothing to read. */
    size_t min = al_iort_type_min_length(n->type);
    if (min == 0 || n->length < min)
        return;
    if (n->type == AL_IORT_ITS_GROUP && (n->mapping_count || n->mapping_offset)) {
        snprintf(path, sizeof(path), "%s/NumberOfIDMappings", prefix);
        al_report(ctx->ts, AL_R_IORT_ITS_GROUP_MAPPINGS,
                  al_at_table(t, n->offset + AL_OFF_IORT_NODE_MAPPING_COUNT, path),
                  "ITS group node has %" PRIu32 " ID mappings at offset %" PRIu32 ": an ITS "
                  "group translates nothing further and both fields must be 0",
                  n->mapping_count, n->mapping_offset);
    }
    check_node_fields(ctx, t, n, prefix);
    check_arrays(ctx, t, n, prefix);
    check_memory_access(ctx, t, n, prefix);
    struct al_iort_smmu smmu;
    uint32_t model;
    /* SMMUv1/v2 models 0-5 (v1, v2, MMU-400, MMU-500, MMU-401, ThunderX); SMMUv3 0-2. */
    if (al_iort_smmu_decode(t, n, &smmu) && smmu.model > 5) {
        snprintf(path, sizeof(path), "%s/Model", prefix);
        al_report(ctx->ts, AL_R_IORT_SMMU_MODEL_UNKNOWN,
                  al_at_table(t, n->offset + AL_OFF_IORT_SMMU_MODEL, path),
                  "SMMUv1/v2 model %" PRIu32 " is not defined (0-5): the arm-smmu driver "
                  "refuses the SMMU, and the devices behind it wait for it in vain",
                  smmu.model);
    }
    if (al_iort_smmuv3_model(t, n, &model) && model > 2) {
        snprintf(path, sizeof(path), "%s/Model", prefix);
        al_report(ctx->ts, AL_R_IORT_SMMUV3_MODEL_UNKNOWN,
                  al_at_table(t, n->offset + AL_OFF_IORT_SMMU_V3_MODEL, path),
                  "SMMUv3 model %" PRIu32 " is not defined (0 generic, 1 HiSilicon Hi161x, 2 "
                  "Cavium CN99xx): the arm-smmu-v3 driver treats it as generic, with no "
                  "model-specific workaround",
                  model);
    }
}

void iort_check_fields(struct al_context *ctx, const struct al_table *t)
{
    struct al_iort io;
    if (!al_iort_decode(t, &io) || !io.has_fields)
        return;
    check_table_fields(ctx, t);
    struct al_walk w;
    struct al_iort_node n;
    al_iort_walk_init(&w, &io);
    while (al_iort_walk_next(&w, &n) == AL_WALK_OK)
        check_node(ctx, t, &n);
}

const struct al_rule_id *const iort_field_rules[] = {
    AL_R_IORT_NODE_REVISION_INVALID,
    AL_R_IORT_RESERVED_NONZERO,
    AL_R_IORT_MEMORY_ACCESS_INVALID,
    AL_R_IORT_ITS_GROUP_MAPPINGS,
    AL_R_IORT_SMMU_MODEL_UNKNOWN,
    AL_R_IORT_SMMUV3_MODEL_UNKNOWN,
    NULL,
};
