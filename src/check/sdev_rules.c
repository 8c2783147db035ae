/* SPDX-License-Identifier: MIT */
/*
 * SDEV (ACPI 6.5 section 5.2.27): the catalogue's field checks on its
 * device structures (the reserved Flags bits of each type, a structure
 * shorter than its type, an undefined type, a walk that cannot go on).
 * Linux does not read the SDEV; the severities say so (rules/sdev.yaml).
 */
#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "check/field_rules.h"

static const struct al_fc_rules sdev_rules = {
    AL_R_SDEV_RESERVED_NONZERO,      NULL,
    AL_R_SDEV_SUBTABLE_TYPE_UNKNOWN, AL_R_SDEV_SUBTABLE_LENGTH_INVALID,
    AL_R_SDEV_SUBTABLE_TRUNCATED,
};

static const struct al_fc_list sdev_list = {
    AL_SIZE_SDEV,  AL_F_SDEV_SUB_TYPE,  AL_F_SDEV_SUB_LENGTH,
    AL_L_SDEV_SUB, AL_L_SDEV_NAMESPACE, AL_L_SDEV_PCIE + 1,
};

static void check_sdev(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &sdev_rules, AL_L_SDEV, &sdev_list, NULL, NULL);
}

static const struct al_rule_id *const sdev_rule_ids[] = {
    AL_R_SDEV_RESERVED_NONZERO,
    AL_R_SDEV_SUBTABLE_TYPE_UNKNOWN,
    AL_R_SDEV_SUBTABLE_LENGTH_INVALID,
    AL_R_SDEV_SUBTABLE_TRUNCATED,
    NULL,
};

const struct al_check al_checks_sdev[] = {
    {"sdev.structures", "SDEV", check_sdev, sdev_rule_ids, AL_NEEDS_TABLE},
    {0},
};
