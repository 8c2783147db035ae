/* SPDX-License-Identifier: MIT */
/* Shared by the rule listings (ruledoc.c) and docs/rules.md (ruledoc_md.c). */
#ifndef ACPILINT_REPORT_RULEDOC_INTERNAL_H
#define ACPILINT_REPORT_RULEDOC_INTERNAL_H

#include <stddef.h>

#include "acpilint/ruledoc.h"

/* "error", "warning", "info", or "off" for a negative severity. */
const char *al_rule_level_name(int sev);
/* The rule's severity under v->policy (catalogue default without one). */
int al_rule_active_severity(const struct al_rule_view *v, const struct al_rule *r);
/* "all", "none" or the comma-separated names of the profiles that enable r. */
void al_rule_profiles_enabling(const struct al_rule_view *v, const struct al_rule *r, char *out,
                               size_t size);

#endif
