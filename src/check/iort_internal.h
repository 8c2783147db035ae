/* SPDX-License-Identifier: MIT */
/*
 * Shared by the IORT rule files: iort_rules.c (the node walk, lengths,
 * arrays and references) lists the field checks of iort_fields.c in
 * al_checks_iort[].
 */
#ifndef ACPILINT_CHECK_IORT_INTERNAL_H
#define ACPILINT_CHECK_IORT_INTERNAL_H

#include "acpilint/engine.h"

void iort_check_fields(struct al_context *ctx, const struct al_table *t);
extern const struct al_rule_id *const iort_field_rules[];

#endif
