/* SPDX-License-Identifier: MIT */
/*
 * AEST (Arm DEN0085), SDEI (DEN0054) and AGDI (DEN0093): the catalogue's
 * field checks, the parts of each AEST node found by its offsets, and the
 * AEST processor nodes against the MADT's GICCs.  Mainline Linux 6.1 and
 * 6.12 do not read the AEST (rules/aest.yaml says what does); the SDEI
 * table's presence enables the kernel's SDEI driver
 * (drivers/firmware/arm_sdei.c sdei_present_acpi()), and the AGDI driver
 * (drivers/acpi/arm64/agdi.c) registers its SDEI event.
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

static const struct al_fc_rules aest_rules = {
    AL_R_AEST_RESERVED_NONZERO,        AL_R_AEST_VALUE_INVALID,      AL_R_AEST_SUBTABLE_TYPE_UNKNOWN,
    AL_R_AEST_SUBTABLE_LENGTH_INVALID, AL_R_AEST_SUBTABLE_TRUNCATED,
};

/* Nodes have no layout per Type at their start: the header, then parts found by offset. */
static const struct al_fc_list aest_list = {
    AL_FIELD_END(HDR_CREATOR_REVISION),
    AL_FIELD_COUNT,
    AL_F_AEST_NODE_LENGTH,
    AL_LAYOUT_COUNT,
    AL_L_AEST_NODE,
    AL_L_AEST_NODE + 1,
};

/* The node-specific data of each node type (DEN0085 Table 2, with 2.0's types 5 and 6). */
static enum al_layout_id data_layout(uint8_t type)
{
    switch (type) {
    case 0:
        return AL_L_AEST_PROCESSOR;
    case 1:
        return AL_L_AEST_MEMORY;
    case 2:
        return AL_L_AEST_SMMU;
    case 3:
        return AL_L_AEST_VENDOR;
    case 4:
        return AL_L_AEST_GIC;
    case 5:
        return AL_L_AEST_PCIE;
    case 6:
        return AL_L_AEST_PROXY;
    default:
        return AL_LAYOUT_COUNT;
    }
}

/*
 * The node interface's size: 48 bytes in AEST 1.0 (Table 11); in 2.0 a
 * 24-byte header, the three error record bitmaps of its group format
 * (8, 32 or 112 bytes each for 4K, 16K and 64K) and 32 bytes of register
 * bases.  The catalogue's Interface layout is the part every format shares.
 */
static uint64_t interface_size(const struct al_table *t, size_t at)
{
    uint8_t format;
    if (al_fc_revision(t) < AL_REV(2, 0) ||
        !al_field_u8(al_table_body(t), AL_F_AEST_INTERFACE_GROUP_FORMAT, at, &format))
        return al_layout_info(AL_L_AEST_INTERFACE)->min_length;
    static const uint64_t bitmap[] = {8, 32, 112};
    return format < 3 ? 24 + 3 * bitmap[format] + 32
                      : al_layout_info(AL_L_AEST_INTERFACE)->min_length;
}

/* A part of `need` bytes at node offset `off`: inside the node, or reported. */
static bool part_fits(struct al_context *ctx, const struct al_table *t,
                      const struct al_fc_item *item, uint32_t off, uint64_t need,
                      enum al_field_id offset_field)
{
    if (off >= al_field_end(AL_F_AEST_NODE_INJECTION_RATE) && off <= item->length &&
        need <= item->length - off)
        return true;
    char path[64];
    al_field_path(path, sizeof(path), offset_field, item->index);
    al_report(ctx->ts, AL_R_AEST_SUBTABLE_LENGTH_INVALID,
              al_at_table(t, item->offset + al_field_offset(offset_field), path),
              "%s is 0x%" PRIx32 ": the %" PRIu64 " bytes it locates do not fit in the node's "
              "header-free part (Length %zu); a reader takes another node's bytes for them",
              path, off, need, item->length);
    return false;
}

static void check_processor(struct al_context *ctx, const struct al_table *t,
                            const struct al_fc_item *item, size_t data, struct al_gicc_refs *refs)
{
    struct al_span body = al_table_body(t);
    uint8_t resource, flags;
    uint32_t id;
    if (!al_field_u8(body, AL_F_AEST_PROCESSOR_RESOURCE_TYPE, data, &resource) ||
        !al_field_u8(body, AL_F_AEST_PROCESSOR_FLAGS, data, &flags) ||
        !al_field_u32(body, AL_F_AEST_PROCESSOR_ID, data, &id))
        return;
    enum al_layout_id res = resource == 0   ? AL_L_AEST_CACHE
                            : resource == 1 ? AL_L_AEST_TLB
                                            : AL_LAYOUT_COUNT;
    size_t res_at = data + al_layout_info(AL_L_AEST_PROCESSOR)->min_length;
    if (res != AL_LAYOUT_COUNT &&
        res_at + al_layout_info(res)->min_length <= item->offset + item->length)
        al_fc_check_fields(ctx, t, &aest_rules, res, res_at, al_layout_info(res)->min_length,
                           item->index, al_fc_revision(t));
    /* DEN0085 Table 4: a global node (flags bit 0) names no one processor */
    if (!(flags & 1u))
        al_gicc_refs_check(ctx, refs, t, AL_R_AEST_PROCESSOR_NOT_IN_MADT, AL_F_AEST_PROCESSOR_ID,
                           item->index, data + AL_OFF_AEST_PROCESSOR_ID, id, "",
                           "the node's error records belong to no CPU the OS knows");
}

static void visit_aest(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_item *item, void *arg)
{
    struct al_gicc_refs *refs = arg;
    struct al_span body = al_table_body(t);
    uint8_t type = al_field_get_u8(body, AL_F_AEST_NODE_TYPE, item->offset);
    uint8_t rev = al_fc_revision(t);
    enum al_layout_id layout = data_layout(type);
    /* types 5 and 6 came with AEST 2.0 (table revision 2) */
    if (layout == AL_LAYOUT_COUNT || (type > 4 && rev < AL_REV(2, 0))) {
        char path[64];
        al_field_path(path, sizeof(path), AL_F_AEST_NODE_TYPE, item->index);
        al_report(ctx->ts, AL_R_AEST_SUBTABLE_TYPE_UNKNOWN, al_at_table(t, item->offset, path),
                  "%s is %u, which AEST revision %u does not define: the node cannot be read", path,
                  type, t->header.revision);
        return;
    }
    if (item->length < al_layout_info(AL_L_AEST_NODE)->min_length)
        return; /* reported by the walk as too short */
    uint32_t data = al_field_get_u32(body, AL_F_AEST_NODE_DATA_OFFSET, item->offset);
    uint32_t iface = al_field_get_u32(body, AL_F_AEST_NODE_INTERFACE_OFFSET, item->offset);
    uint32_t irq = al_field_get_u32(body, AL_F_AEST_NODE_INTERRUPT_OFFSET, item->offset);
    uint32_t irq_count = al_field_get_u32(body, AL_F_AEST_NODE_INTERRUPT_COUNT, item->offset);
    uint16_t data_len = al_layout_info(layout)->min_length;
    if (part_fits(ctx, t, item, data, data_len, AL_F_AEST_NODE_DATA_OFFSET)) {
        al_fc_check_fields(ctx, t, &aest_rules, layout, item->offset + data, data_len, item->index,
                           rev);
        if (type == 0)
            check_processor(ctx, t, item, item->offset + data, refs);
    }
    uint16_t iface_len = al_layout_info(AL_L_AEST_INTERFACE)->min_length;
    if (part_fits(ctx, t, item, iface, interface_size(t, item->offset + iface),
                  AL_F_AEST_NODE_INTERFACE_OFFSET))
        al_fc_check_fields(ctx, t, &aest_rules, AL_L_AEST_INTERFACE, item->offset + iface,
                           iface_len, item->index, rev);
    uint16_t irq_len = al_layout_info(AL_L_AEST_INTERRUPT)->min_length;
    if (irq_count && part_fits(ctx, t, item, irq, (uint64_t)irq_count * irq_len,
                               AL_F_AEST_NODE_INTERRUPT_OFFSET))
        for (uint32_t i = 0; i < irq_count; i++)
            al_fc_check_fields(ctx, t, &aest_rules, AL_L_AEST_INTERRUPT,
                               item->offset + irq + (size_t)i * irq_len, irq_len, item->index, rev);
}

static void check_aest(struct al_context *ctx, const struct al_table *t)
{
    struct al_gicc_refs refs;
    al_gicc_refs_init(ctx->ts, &refs);
    al_fc_check_table(ctx, t, &aest_rules, AL_L_AEST, &aest_list, visit_aest, &refs);
    al_gicc_refs_free(&refs);
}

/* SDEI: the header is the whole table (DEN0054 section 5.1, "SDEI ACPI table"). */
static void check_sdei(struct al_context *ctx, const struct al_table *t)
{
    size_t len = al_table_body(t).len;
    if (len != al_layout_info(AL_L_SDEI)->min_length)
        al_report(ctx->ts, AL_R_SDEI_LENGTH_INVALID, al_at_table(t, AL_OFF_HDR_LENGTH, "SDEI/Length"),
                  "the SDEI is %zu bytes: the table is its 36-byte header alone", len);
}

static const struct al_fc_rules agdi_rules = {
    AL_R_AGDI_RESERVED_NONZERO, NULL, NULL, AL_R_AGDI_LENGTH_INVALID, NULL,
};

static void check_agdi(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &agdi_rules, AL_L_AGDI, NULL, NULL, NULL);
}

static const struct al_rule_id *const aest_rule_ids[] = {
    AL_R_AEST_RESERVED_NONZERO,
    AL_R_AEST_VALUE_INVALID,
    AL_R_AEST_SUBTABLE_TYPE_UNKNOWN,
    AL_R_AEST_SUBTABLE_LENGTH_INVALID,
    AL_R_AEST_SUBTABLE_TRUNCATED,
    AL_R_AEST_PROCESSOR_NOT_IN_MADT,
    NULL,
};
static const struct al_rule_id *const sdei_rule_ids[] = {AL_R_SDEI_LENGTH_INVALID, NULL};
static const struct al_rule_id *const agdi_rule_ids[] = {AL_R_AGDI_RESERVED_NONZERO, AL_R_AGDI_LENGTH_INVALID, NULL};

const struct al_check al_checks_arm_ras[] = {
    {"aest.nodes", "AEST", check_aest, aest_rule_ids, AL_NEEDS_TABLE},
    {"sdei.length", "SDEI", check_sdei, sdei_rule_ids, AL_NEEDS_TABLE},
    {"agdi.fields", "AGDI", check_agdi, agdi_rule_ids, AL_NEEDS_TABLE},
    {0},
};
