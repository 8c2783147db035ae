/* SPDX-License-Identifier: MIT */
/*
 * PCCT (ACPI 6.5 section 14.1): the catalogue's field checks on the table
 * and every subspace, the address space of each subspace register and the
 * platform interrupt an extended slave subspace needs.  Linux's PCC
 * mailbox (drivers/mailbox/pcc.c, Linux 6.1 and 6.12) maps the registers
 * by their GAS (pcc_chan_reg_init(), acpi_read/acpi_write) and gives up on
 * the whole table in pcc_mbox_probe() when a slave subspace is present
 * without the platform interrupt flag.
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

static const struct al_fc_rules pcct_rules = {
    AL_R_PCCT_RESERVED_NONZERO,   NULL, AL_R_PCCT_SUBTABLE_TYPE_UNKNOWN, AL_R_PCCT_SUBTABLE_LENGTH_INVALID,
    AL_R_PCCT_SUBTABLE_TRUNCATED,
};

static const struct al_fc_list pcct_list = {
    AL_FIELD_END(PCCT_RESERVED), AL_F_PCCT_SUB_TYPE,  AL_F_PCCT_SUB_LENGTH, AL_L_PCCT_SUB,
    AL_L_PCCT_GENERIC,           AL_L_PCCT_HWREG + 1,
};

struct pcct_walk {
    bool has_slave;
    unsigned slave_index;
    size_t slave_offset;
};

/*
 * ACPI 6.5 Tables 14.3-14.7: the registers of a generic subspace are in
 * system memory or system I/O; the HW-reduced and extended ones may also
 * use functional fixed hardware.  A register with address 0 is one the
 * subspace does not have.
 */
static void visit_pcct(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_item *item, void *arg)
{
    struct pcct_walk *w = arg;
    if (item->type == 4 && !w->has_slave) {
        w->has_slave = true;
        w->slave_index = item->index;
        w->slave_offset = item->offset;
    }
    if (item->layout == AL_LAYOUT_COUNT)
        return;
    struct al_span body = al_table_body(t);
    for (unsigned i = 0; i < AL_FIELD_COUNT; i++) {
        const struct al_field_info *f = al_field_info((enum al_field_id)i);
        if (f->layout != (unsigned)item->layout || f->format != AL_FMT_GAS ||
            !al_field_in((enum al_field_id)i, item->length))
            continue;
        size_t gas = item->offset + f->offset;
        uint8_t space;
        uint64_t address;
        if (!al_field_u8(body, AL_F_GAS_SPACE_ID, gas, &space) ||
            !al_field_u64(body, AL_F_GAS_ADDRESS, gas, &address) || address == 0)
            continue;
        if (space == 0 || space == 1 || (space == 0x7F && item->type != 0))
            continue;
        char path[96], name[32];
        al_field_path(path, sizeof(path), (enum al_field_id)i, item->index);
        const char *sn = al_field_value_name(AL_F_GAS_SPACE_ID, space, name, sizeof(name));
        al_report(ctx->ts, AL_R_PCCT_REGISTER_SPACE_INVALID, al_at_table(t, gas, path),
                  "%s is in address space 0x%02x (%s): a subspace of type %d has its registers "
                  "in system memory or system I/O%s; Linux's PCC mailbox cannot reach it",
                  path, space, sn ? sn : "reserved", item->type,
                  item->type == 0 ? "" : " (or functional fixed hardware)");
    }
}

static void check_pcct(struct al_context *ctx, const struct al_table *t)
{
    struct pcct_walk w = {0};
    al_fc_check_table(ctx, t, &pcct_rules, AL_L_PCCT, &pcct_list, visit_pcct, &w);
    uint32_t flags;
    if (w.has_slave && al_field_u32(al_table_body(t), AL_F_PCCT_FLAGS, 0, &flags) &&
        !(flags & 1u)) {
        char path[64];
        snprintf(path, sizeof(path), "PCCT/ExtendedSlave[%u]", w.slave_index);
        al_report(ctx->ts, AL_R_PCCT_SLAVE_WITHOUT_PLATFORM_INTERRUPT,
                  al_at_table(t, AL_OFF_PCCT_FLAGS, "PCCT/Flags"),
                  "PCCT/Flags has no Platform Interrupt (bit 0) but %s is an extended PCC slave "
                  "subspace: the platform notifies the OS by that interrupt; Linux's "
                  "pcc_mbox_probe() fails and no PCC channel is usable",
                  path);
    }
}

static const struct al_rule_id *const pcct_rule_ids[] = {
    AL_R_PCCT_RESERVED_NONZERO,
    AL_R_PCCT_SUBTABLE_TYPE_UNKNOWN,
    AL_R_PCCT_SUBTABLE_LENGTH_INVALID,
    AL_R_PCCT_SUBTABLE_TRUNCATED,
    AL_R_PCCT_REGISTER_SPACE_INVALID,
    AL_R_PCCT_SLAVE_WITHOUT_PLATFORM_INTERRUPT,
    NULL,
};

const struct al_check al_checks_pcct[] = {
    {"pcct.subspaces", "PCCT", check_pcct, pcct_rule_ids, AL_NEEDS_TABLE},
    {0},
};
