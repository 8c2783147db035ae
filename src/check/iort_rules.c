/* SPDX-License-Identifier: MIT */
/*
 * IORT rules (Arm DEN 0049 E.e; Linux drivers/acpi/arm64/iort.c).  The
 * kernel follows ID mappings from a device node through SMMUs to an ITS
 * group by offsets: an output reference that is not the start of a node,
 * or a node that claims more bytes than it has, sends iort_node_map_id()
 * into the middle of another structure.  ITS group identifiers must name
 * GIC ITS structures of the MADT, which is how the kernel finds the ITS
 * (iort_find_its_base() / its_pmsi_get_dev_id()).  Field values (revisions,
 * reserved bits, memory attributes, models) are checked by iort_fields.c.
 */
#include <stdio.h>
#include <stdlib.h>

#include "acpilint/checks.h"
#include "acpilint/field.h"
#include "acpilint/engine.h"
#include "acpilint/iort.h"
#include "acpilint/madt.h"
#include "acpilint/rule_ids.h"
#include "check/iort_internal.h"
#include "check/walk_end.h"

struct node_ref {
    size_t offset;
    uint8_t type;
};

static const struct node_ref *find_node(const struct node_ref *nodes, size_t n, uint64_t offset)
{
    for (size_t i = 0; i < n; i++)
        if (nodes[i].offset == offset)
            return &nodes[i];
    return NULL;
}

/* Node types an ID can be translated into (IORT section 3.4, "output reference"). */
static bool translates_ids(uint8_t type)
{
    return type == AL_IORT_ITS_GROUP || type == AL_IORT_SMMU || type == AL_IORT_SMMU_V3 ||
           type == AL_IORT_IWB;
}

static void check_reference(struct al_context *ctx, const struct al_table *t,
                            const struct node_ref *nodes, size_t count, size_t at,
                            const char *path, uint32_t ref, bool must_translate, size_t self)
{
    const struct node_ref *target = find_node(nodes, count, ref);
    if (!target)
        al_report(ctx->ts, AL_R_IORT_REFERENCE_INVALID, al_at_table(t, at, path),
                  "%s is 0x%x, which is not the start of any IORT node", path, ref);
    else if (target->offset == self)
        al_report(ctx->ts, AL_R_IORT_REFERENCE_INVALID, al_at_table(t, at, path),
                  "%s refers to its own node", path);
    else if (must_translate && !translates_ids(target->type))
        al_report(ctx->ts, AL_R_IORT_REFERENCE_INVALID, al_at_table(t, at, path),
                  "%s points at a %s node, which does not translate IDs (an ITS group, SMMU "
                  "or IWB does)",
                  path, al_iort_type_name(target->type));
}

/*
 * What the MADT says about ITS `id`: 1 it has a GIC ITS structure with that
 * id, 0 it has ITS structures but not this one, -1 it has none (GICv2 /
 * GICv2m or the ITS disabled) or there is no sound MADT to ask.
 */
static int madt_its(const struct al_tableset *ts, uint32_t id, bool *have_madt)
{
    const struct al_table *m = al_tableset_find(ts, "APIC", 0);
    *have_madt = m && al_table_structurally_sound(m);
    if (!*have_madt)
        return -1;
    struct al_walk w;
    struct al_subtable s;
    int found = -1;
    al_madt_walk_init(&w, m);
    while (al_madt_walk_next(&w, &s) == AL_WALK_OK) {
        struct al_madt_gic_its its;
        if (s.type != AL_MADT_GIC_ITS || !al_madt_gic_its_decode(m, &s, &its))
            continue;
        if (its.its_id == id)
            return 1;
        found = 0;
    }
    return found;
}

static void check_its_group(struct al_context *ctx, const struct al_table *t,
                            const struct al_iort_node *n, const char *prefix)
{
    uint32_t count = 0;
    char path[96];
    snprintf(path, sizeof(path), "%s/ItsCount", prefix);
    if (!al_iort_its_count(t, n, &count) || count == 0 ||
        (uint64_t)count * AL_LEN_IORT_ITS_GROUP_ID0 >
            (uint64_t)n->length - AL_SIZE_IORT_ITS_GROUP) {
        al_report(ctx->ts, AL_R_IORT_NODE_LENGTH_INVALID,
                  al_at_table(t, n->offset + AL_OFF_IORT_ITS_GROUP_COUNT, path),
                  "ITS group with ItsCount %u does not fit its Length %u (20 + 4 x count)", count,
                  n->length);
        return;
    }
    for (uint32_t i = 0; i < count; i++) {
        uint32_t id;
        bool have_madt;
        if (!al_iort_its_id(t, n, i, &id))
            break;
        int known = madt_its(ctx->ts, id, &have_madt);
        snprintf(path, sizeof(path), "%s/Identifier[%u]", prefix, i);
        struct al_where at = al_at_table(t, n->offset + 20 + (size_t)i * 4, path);
        if (known == 0)
            al_report(ctx->ts, AL_R_IORT_ITS_ID_UNKNOWN, at,
                      "ITS identifier %u has no GIC ITS structure with that ITS ID in the MADT",
                      id);
        else if (known < 0 && have_madt) {
            /*
             * QEMU virt with GICv2/GICv2m builds exactly this: an ITS group
             * nothing implements.  Linux then takes MSIs from GICv2m and
             * ignores the group, so it is a warning, reported once a group.
             */
            al_report(ctx->ts, AL_R_IORT_ITS_GROUP_WITHOUT_ITS, at,
                      "ITS group %u unused: the MADT describes no GIC ITS, so the group and "
                      "the mappings to it are unused",
                      id);
            break;
        }
    }
}

/*
 * An array that an SMMUv1/v2 or RMR node reaches by offset must lie inside
 * the node, after its fixed fields: Linux reads the SMMU interrupts and the
 * RMR memory ranges by offset without a bounds check
 * (arm_smmu_init_resources(), iort_node_get_rmr_info()).
 */
static void check_array(struct al_context *ctx, const struct al_table *t,
                        const struct al_iort_node *n, const char *prefix, const char *field,
                        size_t field_offset, uint32_t offset, uint32_t count, size_t size,
                        const char *what)
{
    size_t fixed = al_iort_type_min_length(n->type);
    if (al_iort_array_fits(n, offset, count, size, fixed))
        return;
    char path[96];
    snprintf(path, sizeof(path), "%s/%s", prefix, field);
    al_report(ctx->ts, AL_R_IORT_NODE_LENGTH_INVALID,
              al_at_table(t, n->offset + field_offset, path),
              "%s node: %u %s of %zu bytes at offset %u do not fit between its %zu fixed bytes "
              "and its Length %u",
              al_iort_type_name(n->type), count, what, size, offset, fixed, n->length);
}

static void check_arrays(struct al_context *ctx, const struct al_table *t,
                         const struct al_iort_node *n, const char *prefix)
{
    struct al_iort_smmu smmu;
    struct al_iort_rmr rmr;
    if (al_iort_smmu_decode(t, n, &smmu)) {
        check_array(ctx, t, n, prefix, "GlobalInterruptArrayOffset", 40, smmu.global_offset, 1,
                    AL_IORT_SMMU_GLOBAL_SIZE, "global interrupt array(s)");
        check_array(ctx, t, n, prefix, "ContextInterruptArrayOffset", 48, smmu.context_offset,
                    smmu.context_count, AL_IORT_SMMU_INTERRUPT_SIZE, "context interrupt(s)");
        check_array(ctx, t, n, prefix, "PMUInterruptArrayOffset", 56, smmu.pmu_offset,
                    smmu.pmu_count, AL_IORT_SMMU_INTERRUPT_SIZE, "PMU interrupt(s)");
    }
    if (al_iort_rmr_decode(t, n, &rmr))
        check_array(ctx, t, n, prefix, "MemoryRangeDescriptorOffset", 24, rmr.offset, rmr.count,
                    AL_IORT_RMR_DESC_SIZE, "memory range descriptor(s)");
}

static void check_node(struct al_context *ctx, const struct al_table *t,
                       const struct al_iort_node *n, const struct node_ref *nodes, size_t count)
{
    char prefix[48], path[96];
    snprintf(prefix, sizeof(prefix), "IORT/Node[%u]", n->index);
    size_t min = al_iort_type_min_length(n->type);
    if (min == 0) {
        snprintf(path, sizeof(path), "%s/Type", prefix);
        al_report(ctx->ts, AL_R_IORT_NODE_TYPE_UNKNOWN, al_at_table(t, n->offset, path),
                  "node type %u is reserved; the kernel ignores the node", n->type);
        return;
    }
    if (n->length < min) {
        snprintf(path, sizeof(path), "%s/Length", prefix);
        al_report(ctx->ts, AL_R_IORT_NODE_LENGTH_INVALID,
                  al_at_table(t, n->offset + AL_OFF_IORT_NODE_LENGTH, path),
                  "%s node has Length %u, shorter than its %zu fixed bytes",
                  al_iort_type_name(n->type), n->length, min);
        return;
    }
    if (n->type == AL_IORT_ITS_GROUP)
        check_its_group(ctx, t, n, prefix);
    if (n->type == AL_IORT_NAMED_COMPONENT) {
        char name[8];
        if (!al_iort_named_component_name(t, n, name, sizeof(name))) {
            snprintf(path, sizeof(path), "%s/DeviceName", prefix);
            al_report(ctx->ts, AL_R_IORT_NODE_LENGTH_INVALID,
                      al_at_table(t, n->offset + AL_OFF_IORT_NC_DEVICE_NAME, path),
                      "named component device name is not NUL-terminated inside the node");
        }
    }
    if (n->type == AL_IORT_PMCG) {
        uint32_t ref;
        snprintf(path, sizeof(path), "%s/NodeReference", prefix);
        /* A PMCG monitors an SMMU or a named component / root complex: any node but itself. */
        if (al_iort_pmcg_reference(t, n, &ref) && ref != 0)
            check_reference(ctx, t, nodes, count, n->offset + 28, path, ref, false, n->offset);
    }
    check_arrays(ctx, t, n, prefix);
    if (!n->mappings_fit) {
        snprintf(path, sizeof(path), "%s/MappingOffset", prefix);
        al_report(ctx->ts, AL_R_IORT_MAPPING_OUTSIDE_NODE,
                  al_at_table(t, n->offset + AL_OFF_IORT_NODE_MAPPING_OFFSET, path),
                  "%u ID mappings of 20 bytes at offset %u do not fit inside the node (Length "
                  "%u, header 16)",
                  n->mapping_count, n->mapping_offset, n->length);
        return;
    }
    for (uint32_t i = 0; i < n->mapping_count; i++) {
        struct al_iort_mapping m;
        if (!al_iort_mapping(t, n, i, &m))
            break;
        snprintf(path, sizeof(path), "%s/IdMapping[%u]/OutputReference", prefix, i);
        check_reference(ctx, t, nodes, count, m.offset + 12, path, m.output_reference, true,
                        n->offset);
    }
}

static void check_iort(struct al_context *ctx, const struct al_table *t)
{
    struct al_iort io;
    if (!al_iort_decode(t, &io) || !io.has_fields)
        return;
    /* First pass: where the nodes start, for the references; the walk bounds the count. */
    struct al_walk w;
    struct al_iort_node n;
    size_t cap = io.body_size / AL_IORT_NODE_HEADER_SIZE + 1, count = 0;
    struct node_ref *nodes = calloc(cap, sizeof(*nodes));
    if (!nodes)
        return;
    al_iort_walk_init(&w, &io);
    while (count < cap && al_iort_walk_next(&w, &n) == AL_WALK_OK) {
        nodes[count].offset = n.offset;
        nodes[count++].type = n.type;
    }
    const struct al_walk_end end = {
        .name = "Node",
        .item = "node",
        .stopped = AL_R_IORT_NODE_TRUNCATED,
        .count_field = "NodeCount",
        .bad_offset = AL_R_IORT_NODE_OFFSET_INVALID,
        .offset_field = "NodeOffset",
        .offset_at = AL_OFF_IORT_NODE_OFFSET,
        .offset = io.node_offset,
        .items = "nodes",
        .where = "inside the 48 fixed bytes or past the end of the table",
    };
    al_report_walk_end(ctx->ts, t, &w, &end);
    /* Second pass: each node that the walk reached. */
    al_iort_walk_init(&w, &io);
    while (al_iort_walk_next(&w, &n) == AL_WALK_OK)
        check_node(ctx, t, &n, nodes, count);
    free(nodes);
}

static const struct al_rule_id *const iort_rules[] = {
    AL_R_IORT_NODE_OFFSET_INVALID, AL_R_IORT_NODE_TRUNCATED,        AL_R_IORT_NODE_TYPE_UNKNOWN,
    AL_R_IORT_NODE_LENGTH_INVALID, AL_R_IORT_MAPPING_OUTSIDE_NODE,  AL_R_IORT_REFERENCE_INVALID,
    AL_R_IORT_ITS_ID_UNKNOWN,      AL_R_IORT_ITS_GROUP_WITHOUT_ITS, NULL,
};

const struct al_check al_checks_iort[] = {
    {"iort.nodes", "IORT", check_iort, iort_rules, AL_NEEDS_TABLE},
    {"iort.fields", "IORT", iort_check_fields, iort_field_rules, AL_NEEDS_TABLE},
    {0},
};
