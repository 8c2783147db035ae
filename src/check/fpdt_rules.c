/* SPDX-License-Identifier: MIT */
/*
 * FPDT (ACPI 6.5 section 5.2.24): the catalogue's field checks on its
 * performance records, and what Linux's drivers/acpi/acpi_fpdt.c needs:
 * acpi_init_fpdt() never reads a record's Length but steps 16 bytes per
 * record, so a pointer record of another size shifts every later one; one
 * boot performance table pointer (5.2.24.4).  Types 0x1000-0x3FFF belong to
 * vendors and are not judged; 0x4000 and up are reserved.
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

/* Type is judged here (vendor ranges are valid without a layout), hence no type rule. */
static const struct al_fc_rules fpdt_rules = {
    AL_R_FPDT_RESERVED_NONZERO, AL_R_FPDT_VALUE_INVALID, NULL, NULL, AL_R_FPDT_RECORD_TRUNCATED,
};

static const struct al_fc_list fpdt_list = {
    AL_SIZE_FPDT,  AL_F_FPDT_REC_TYPE, AL_F_FPDT_REC_LENGTH,
    AL_L_FPDT_REC, AL_L_FPDT_FBPT_PTR, AL_L_FPDT_TIMESTAMP_DELTA + 1,
};

#define FPDT_FIRST_RESERVED_TYPE 0x4000 /* ACPI 6.5 Table 5.104 */

struct fpdt_walk {
    unsigned boot_pointers;
};

static void visit_fpdt(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_item *item, void *arg)
{
    struct fpdt_walk *w = arg;
    char path[64];
    if (item->layout == AL_LAYOUT_COUNT) {
        if (item->type < FPDT_FIRST_RESERVED_TYPE)
            return;
        snprintf(path, sizeof(path), "FPDT/Record[%u]/Type", item->index);
        al_report(ctx->ts, AL_R_FPDT_RECORD_TYPE_RESERVED, al_at_table(t, item->offset, path),
                  "%s is 0x%04x, a type reserved for future use: Linux skips the record", path,
                  (unsigned)item->type);
        return;
    }
    if (item->layout == AL_L_FPDT_FBPT_PTR)
        w->boot_pointers++;
    size_t want = al_layout_info(item->layout)->min_length;
    if (item->length == want)
        return;
    snprintf(path, sizeof(path), "FPDT/%s[%u]/Length", al_layout_name(al_layout_info(item->layout)),
             item->index);
    al_report(ctx->ts, AL_R_FPDT_RECORD_LENGTH_INVALID,
              al_at_table(t, item->offset + AL_OFF_FPDT_REC_LENGTH, path),
              "%s is %zu where the record is %zu bytes: Linux's acpi_init_fpdt() steps 16 bytes "
              "per record whatever its Length, so it reads the records after it elsewhere than "
              "the firmware wrote them",
              path, item->length, want);
}

static void check_fpdt(struct al_context *ctx, const struct al_table *t)
{
    struct fpdt_walk w = {0};
    if (!al_fc_check_table(ctx, t, &fpdt_rules, AL_L_FPDT, &fpdt_list, visit_fpdt, &w))
        return; /* a count over a cut walk says nothing */
    if (w.boot_pointers == 1)
        return;
    al_report(ctx->ts, AL_R_FPDT_BOOT_POINTER_COUNT, al_at_table(t, AL_SIZE_FPDT, "FPDT"),
              "the FPDT has %u Firmware Basic Boot Performance Table pointer records where it "
              "must have one: %s",
              w.boot_pointers,
              w.boot_pointers ? "Linux logs \"Duplicate boot performance record found\""
                              : "Linux finds no boot performance record to offer in sysfs");
}

static const struct al_rule_id *const fpdt_rule_ids[] = {
    AL_R_FPDT_RESERVED_NONZERO,
    AL_R_FPDT_VALUE_INVALID,
    AL_R_FPDT_RECORD_TYPE_RESERVED,
    AL_R_FPDT_RECORD_LENGTH_INVALID,
    AL_R_FPDT_RECORD_TRUNCATED,
    AL_R_FPDT_BOOT_POINTER_COUNT,
    NULL,
};

const struct al_check al_checks_fpdt[] = {
    {"fpdt.records", "FPDT", check_fpdt, fpdt_rule_ids, AL_NEEDS_TABLE},
    {0},
};
