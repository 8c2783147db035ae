/* SPDX-License-Identifier: MIT */
/*
 * VIOT (ACPI 6.5 section 5.2.32): the catalogue's field checks on its
 * nodes, and what Linux's drivers/acpi/viot.c needs to find them: a Node
 * Offset inside the table and past its fixed part, and Node Count nodes
 * there.  acpi_viot_init() walks Node Count nodes from Node Offset and stops
 * at the first one viot_check_bounds() refuses, so the endpoints after it
 * get no virtio-iommu.
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

static const struct al_fc_rules viot_rules = {
    AL_R_VIOT_RESERVED_NONZERO,      NULL,
    AL_R_VIOT_SUBTABLE_TYPE_UNKNOWN, AL_R_VIOT_SUBTABLE_LENGTH_INVALID,
    AL_R_VIOT_SUBTABLE_TRUNCATED,
};

static void count_node(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_item *item, void *arg)
{
    (void)ctx;
    (void)t;
    (void)item;
    (*(unsigned *)arg)++;
}

static void check_viot(struct al_context *ctx, const struct al_table *t)
{
    struct al_span body = al_table_body(t);
    uint16_t offset, count;
    if (!al_field_u16(body, AL_F_VIOT_NODE_OFFSET, 0, &offset) ||
        !al_field_u16(body, AL_F_VIOT_NODE_COUNT, 0, &count)) {
        al_fc_check_table(ctx, t, &viot_rules, AL_L_VIOT, NULL, NULL, NULL);
        return;
    }
    if (offset < AL_SIZE_VIOT || offset >= body.len) {
        al_fc_check_table(ctx, t, &viot_rules, AL_L_VIOT, NULL, NULL, NULL);
        if (count == 0 && offset == body.len)
            return; /* no nodes, and the offset says so */
        al_report(ctx->ts, AL_R_VIOT_NODE_OFFSET_INVALID,
                  al_at_table(t, AL_OFF_VIOT_NODE_OFFSET, "VIOT/NodeOffset"),
                  "VIOT/NodeOffset is 0x%x, %s the %zu-byte table%s: Linux's acpi_viot_init() "
                  "finds none of its %u nodes, so no endpoint gets its virtio-iommu",
                  offset, offset < AL_SIZE_VIOT ? "inside the fixed part of" : "past the end of",
                  body.len, offset == 0 ? " (0: no node)" : "", count);
        return;
    }
    struct al_fc_list list = {
        offset,         AL_F_VIOT_NODE_TYPE, AL_F_VIOT_NODE_LENGTH,
        AL_L_VIOT_NODE, AL_L_VIOT_PCI_RANGE, AL_L_VIOT_MMIO_IOMMU + 1,
    };
    unsigned found = 0;
    if (al_fc_check_table(ctx, t, &viot_rules, AL_L_VIOT, &list, count_node, &found) &&
        found < count)
        al_report(ctx->ts, AL_R_VIOT_NODE_OFFSET_INVALID,
                  al_at_table(t, AL_OFF_VIOT_NODE_COUNT, "VIOT/NodeCount"),
                  "VIOT/NodeCount is %u but only %u nodes fit between NodeOffset 0x%x and the "
                  "end of the table: Linux's acpi_viot_init() reads the others past it and stops",
                  count, found, offset);
}

static const struct al_rule_id *const viot_rule_ids[] = {
    AL_R_VIOT_RESERVED_NONZERO,      AL_R_VIOT_NODE_OFFSET_INVALID,
    AL_R_VIOT_SUBTABLE_TYPE_UNKNOWN, AL_R_VIOT_SUBTABLE_LENGTH_INVALID,
    AL_R_VIOT_SUBTABLE_TRUNCATED,    NULL,
};

const struct al_check al_checks_viot[] = {
    {"viot.nodes", "VIOT", check_viot, viot_rule_ids, AL_NEEDS_TABLE},
    {0},
};
