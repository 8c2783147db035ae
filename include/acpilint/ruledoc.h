/* SPDX-License-Identifier: MIT */
/*
 * Describing the rules to people: --list-rules, --explain and docs/rules.md.
 * Everything comes from the catalogue, the profiles and the check records,
 * so the documentation cannot drift from the code.
 */
#ifndef ACPILINT_RULEDOC_H
#define ACPILINT_RULEDOC_H

#include <stdbool.h>
#include <stdio.h>

#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/rules.h"

struct al_rule_view {
    const struct al_catalogue *catalogue;
    const struct al_profile_set *profiles;
    const struct al_policy *policy; /* the active policy: severities under it */
};

/* One line per rule: id, severity (or "off"), the profiles enabling it, summary. */
void al_rules_list_text(FILE *out, const struct al_rule_view *v);
/* The same as a JSON array, with rationale, reference, file, line and checks. */
void al_rules_list_json(FILE *out, const struct al_rule_view *v);

/* --explain: returns 0, or -1 when id is no rule (nothing printed). */
int al_rules_explain(FILE *out, const struct al_rule_view *v, const char *id);

/*
 * docs/rules.md: the profiles, every rule with its severity per profile,
 * summary and reference, and the FWTS label map read from `fwts_map` (a TSV
 * of label, FWTS test, rule id / "n/a" / "todo", note).  Returns 0, or -1
 * with "file:line: reason" in err (unreadable map, unknown rule id).
 */
int al_rules_write_markdown(FILE *out, const struct al_rule_view *v, const char *fwts_map,
                            char *err, size_t err_size);

/* Enabled in profile p: its severity there, or -1. */
int al_rule_profile_severity(const struct al_profile *p, const struct al_rule *r);

#endif
