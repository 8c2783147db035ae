/* SPDX-License-Identifier: MIT */
/*
 * BGRT (ACPI 6.5 section 5.2.23, Table 5.100): the catalogue's field checks
 * and what Linux's efi_bgrt_init() (drivers/firmware/efi/efi-bgrt.c) needs
 * to keep the firmware's boot logo: a 56-byte table of Version 1, Image
 * Type 0 (a bitmap) and an Image Address.  Without them it logs "Ignoring
 * BGRT" and the logo is neither kept on screen nor offered in sysfs.
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

static const struct al_fc_rules bgrt_rules = {AL_R_BGRT_RESERVED_NONZERO, AL_R_BGRT_VALUE_INVALID,
                                              NULL, AL_R_BGRT_LENGTH_INVALID, NULL};

static void check_bgrt(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &bgrt_rules, AL_L_BGRT, NULL, NULL, NULL);
    struct al_span body = al_table_body(t);
    uint16_t version;
    if (al_field_u16(body, AL_F_BGRT_VERSION, 0, &version) && version != 1)
        al_report(ctx->ts, AL_R_BGRT_VALUE_INVALID,
                  al_at_table(t, AL_OFF_BGRT_VERSION, "BGRT/Version"),
                  "BGRT/Version is %u, not 1: Linux's efi_bgrt_init() logs \"Ignoring BGRT: "
                  "invalid version\" and drops the boot logo",
                  version);
    uint64_t image;
    if (al_field_u64(body, AL_F_BGRT_IMAGE_ADDRESS, 0, &image) && image == 0)
        al_report(ctx->ts, AL_R_BGRT_IMAGE_ADDRESS_ZERO,
                  al_at_table(t, AL_OFF_BGRT_IMAGE_ADDRESS, "BGRT/ImageAddress"),
                  "BGRT/ImageAddress is 0: Linux's efi_bgrt_init() logs \"Ignoring BGRT: null "
                  "image address\"; a firmware that shows no logo leaves the BGRT out");
}

static const struct al_rule_id *const bgrt_rule_ids[] = {
    AL_R_BGRT_RESERVED_NONZERO,
    AL_R_BGRT_VALUE_INVALID,
    AL_R_BGRT_LENGTH_INVALID,
    AL_R_BGRT_IMAGE_ADDRESS_ZERO,
    NULL,
};

const struct al_check al_checks_bgrt[] = {
    {"bgrt.fields", "BGRT", check_bgrt, bgrt_rule_ids, AL_NEEDS_TABLE},
    {0},
};
