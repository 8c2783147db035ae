/* SPDX-License-Identifier: MIT */
/*
 * CSRT (Microsoft's Core System Resource Table, 2011, and its version 2 of
 * 2017): the resource groups and, inside each, the resource descriptors
 * after the group's shared info.  Both are walked by their Length fields,
 * as Windows' HAL extension loader and Linux's acpi_dma_parse_csrt()
 * (drivers/dma/acpi-dma.c) walk them: a Length that cannot be right stops
 * the walk there.  The shared info and the descriptors' data are the
 * silicon vendor's, not judged.
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

static const struct al_fc_rules csrt_rules = {
    AL_R_CSRT_RESERVED_NONZERO,        NULL, NULL,
    AL_R_CSRT_SUBTABLE_LENGTH_INVALID, AL_R_CSRT_SUBTABLE_TRUNCATED,
};

static const struct al_fc_list csrt_list = {
    AL_SIZE_CSRT,          AL_FIELD_COUNT,          AL_F_CSRT_GROUP_LENGTH, AL_LAYOUT_COUNT,
    AL_L_CSRT_GROUP,       AL_L_CSRT_GROUP + 1,
};

/* CSRT types and subtypes: 2011 Table 4 (1-3), version 2 (4, Platform Security). */
enum {
    CSRT_TYPE_INTERRUPT = 1,
    CSRT_TYPE_TIMER = 2,
    CSRT_TYPE_DMA = 3,
    CSRT_TYPE_PLATFORM_SECURITY = 4,
};

#define CSRT_UID_RESERVED 0xFFFFFFFFu

static const char *type_name(unsigned type)
{
    switch (type) {
    case CSRT_TYPE_INTERRUPT:
        return "Interrupt";
    case CSRT_TYPE_TIMER:
        return "Timer";
    case CSRT_TYPE_DMA:
        return "DMA";
    case CSRT_TYPE_PLATFORM_SECURITY:
        return "Platform Security";
    default:
        return NULL;
    }
}

/*
 * The subtypes each type defines, as "value=name;..." for the message, or
 * NULL when `subtype` is one of them: Interrupt 0 (lines) and 1
 * (controller), Timer 0, DMA 0 (channel) and 1 (controller), Platform
 * Security 1 (platform security) and 2 (DRAM encryption; 0 is reserved).
 */
static const char *subtype_unknown(unsigned type, unsigned subtype)
{
    switch (type) {
    case CSRT_TYPE_INTERRUPT:
        return subtype <= 1 ? NULL : "0=Interrupt Lines;1=Interrupt Controller";
    case CSRT_TYPE_TIMER:
        return subtype == 0 ? NULL : "0=Timer";
    case CSRT_TYPE_DMA:
        return subtype <= 1 ? NULL : "0=DMA Channel;1=DMA Controller";
    case CSRT_TYPE_PLATFORM_SECURITY:
        return subtype == 1 || subtype == 2 ? NULL : "1=Platform Security;2=DRAM Encryption";
    default:
        return NULL;
    }
}

struct desc_at {
    size_t offset;  /* from the start of the table */
    unsigned group; /* index of the resource group */
    unsigned index; /* index of the descriptor in its group */
};

static void desc_path(char *buf, size_t size, const struct desc_at *d, enum al_field_id id)
{
    snprintf(buf, size, "CSRT/ResourceGroup[%u]/ResourceDescriptor[%u]/%s", d->group, d->index,
             al_field_info_name(al_field_info(id)));
}

static void check_descriptor(struct al_context *ctx, const struct al_table *t,
                             const struct desc_at *d)
{
    struct al_span body = al_table_body(t);
    unsigned type = al_field_get_u16(body, AL_F_CSRT_DESC_TYPE, d->offset);
    unsigned subtype = al_field_get_u16(body, AL_F_CSRT_DESC_SUBTYPE, d->offset);
    uint32_t uid = al_field_get_u32(body, AL_F_CSRT_DESC_UID, d->offset);
    char path[96];
    const char *name = type_name(type);
    if (!name) {
        desc_path(path, sizeof(path), d, AL_F_CSRT_DESC_TYPE);
        al_report(ctx->ts, AL_R_CSRT_RESOURCE_TYPE_UNKNOWN,
                  al_at_table(t, d->offset + AL_OFF_CSRT_DESC_TYPE, path),
                  "%s is 0x%04x, a type the CSRT specification reserves (1 Interrupt, 2 Timer, "
                  "3 DMA, 4 Platform Security): no OS component is defined to take the resource",
                  path, type);
    } else {
        const char *want = subtype_unknown(type, subtype);
        if (want) {
            desc_path(path, sizeof(path), d, AL_F_CSRT_DESC_SUBTYPE);
            al_report(ctx->ts, AL_R_CSRT_RESOURCE_SUBTYPE_UNKNOWN,
                      al_at_table(t, d->offset + AL_OFF_CSRT_DESC_SUBTYPE, path),
                      "%s is 0x%04x, which the %s resource type does not define (%s)", path,
                      subtype, name, want);
        }
    }
    if (uid == CSRT_UID_RESERVED) {
        desc_path(path, sizeof(path), d, AL_F_CSRT_DESC_UID);
        al_report(ctx->ts, AL_R_CSRT_UID_RESERVED,
                  al_at_table(t, d->offset + AL_OFF_CSRT_DESC_UID, path),
                  "%s is 0x%08" PRIx32 ", the value the CSRT specification reserves", path, uid);
    }
}

/* The descriptors of one group, from after its shared info to its end. */
static void walk_descriptors(struct al_context *ctx, const struct al_table *t,
                             const struct al_fc_item *group, size_t first)
{
    struct al_span body = al_table_body(t);
    size_t end = group->offset + group->length;
    struct desc_at d = {group->offset + first, group->index, 0};
    char path[96];
    for (; d.offset < end; d.index++) {
        uint32_t length = 0;
        size_t left = end - d.offset;
        if (left >= AL_FIELD_END(CSRT_DESC_LENGTH))
            length = al_field_get_u32(body, AL_F_CSRT_DESC_LENGTH, d.offset);
        desc_path(path, sizeof(path), &d, AL_F_CSRT_DESC_LENGTH);
        if (left < AL_FIELD_END(CSRT_DESC_LENGTH)) {
            al_report(ctx->ts, AL_R_CSRT_SUBTABLE_LENGTH_INVALID, al_at_table(t, d.offset, path),
                      "%s: the group's last %zu bytes are too few for a resource descriptor's "
                      "Length: the group's Length or Shared Info Length is wrong",
                      path, left);
            return;
        }
        if (length < AL_SIZE_CSRT_DESC) {
            al_report(ctx->ts, AL_R_CSRT_SUBTABLE_LENGTH_INVALID, al_at_table(t, d.offset, path),
                      "%s is %" PRIu32 ", shorter than the %u-byte descriptor header: the "
                      "descriptors after it in the group cannot be found",
                      path, length, (unsigned)AL_SIZE_CSRT_DESC);
            return;
        }
        /* its header is judged when it is inside the group, even if its data is not */
        if (left >= AL_SIZE_CSRT_DESC)
            check_descriptor(ctx, t, &d);
        if (length > left) {
            al_report(ctx->ts, AL_R_CSRT_SUBTABLE_LENGTH_INVALID, al_at_table(t, d.offset, path),
                      "%s is %" PRIu32 " but only %zu bytes of its resource group are left: the "
                      "descriptor's vendor data runs past the group's end",
                      path, length, left);
            return;
        }
        d.offset += length;
    }
}

static void visit_group(struct al_context *ctx, const struct al_table *t,
                        const struct al_fc_item *item, void *arg)
{
    (void)arg;
    if (item->length < AL_SIZE_CSRT_GROUP)
        return; /* reported as shorter than its layout */
    uint64_t shared = al_field_get_u32(al_table_body(t), AL_F_CSRT_GROUP_SHARED_INFO_LENGTH,
                                       item->offset);
    uint64_t first = AL_SIZE_CSRT_GROUP + shared;
    if (first > item->length) {
        char path[64];
        al_field_path(path, sizeof(path), AL_F_CSRT_GROUP_SHARED_INFO_LENGTH, item->index);
        al_report(ctx->ts, AL_R_CSRT_SUBTABLE_LENGTH_INVALID,
                  al_at_table(t, item->offset + AL_OFF_CSRT_GROUP_SHARED_INFO_LENGTH, path),
                  "%s is %" PRIu64 ": with the %u-byte group header that is %" PRIu64
                  " bytes, past the group's Length of %zu, so its shared info and resource "
                  "descriptors cannot be found",
                  path, shared, (unsigned)AL_SIZE_CSRT_GROUP, first, item->length);
        return;
    }
    walk_descriptors(ctx, t, item, (size_t)first);
}

static void check_csrt(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &csrt_rules, AL_L_CSRT, &csrt_list, visit_group, NULL);
}

static const struct al_rule_id *const csrt_rule_ids[] = {
    AL_R_CSRT_RESERVED_NONZERO,         AL_R_CSRT_RESOURCE_TYPE_UNKNOWN,
    AL_R_CSRT_RESOURCE_SUBTYPE_UNKNOWN, AL_R_CSRT_UID_RESERVED,
    AL_R_CSRT_SUBTABLE_LENGTH_INVALID,  AL_R_CSRT_SUBTABLE_TRUNCATED,
    NULL,
};

const struct al_check al_checks_csrt[] = {
    {"csrt.resources", "CSRT", check_csrt, csrt_rule_ids, AL_NEEDS_TABLE},
    {0},
};
