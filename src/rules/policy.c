/* SPDX-License-Identifier: MIT */
/* The active policy: per-rule severities and suppression matching. */
#include "acpilint/policy.h"
#include "acpilint/suggest.h"

#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int al_policy_init(struct al_policy *p, const struct al_catalogue *c,
                   const struct al_profile *profile, char *err, size_t err_size)
{
    memset(p, 0, sizeof(*p));
    p->fail_on = AL_SEV_ERROR;
    p->show_severity = AL_SEV_INFO;
    p->catalogue = c;
    p->profile = profile;
    p->severity = malloc(c->count ? c->count : 1);
    if (!p->severity) {
        snprintf(err, err_size, "out of memory");
        return -1;
    }
    if (profile && al_profile_check_rules(profile, c, err, err_size) != 0) {
        al_policy_free(p);
        return -1;
    }
    for (size_t i = 0; i < c->count; i++)
        p->severity[i] = (signed char)al_profile_rule_severity(
            profile, c->rules[i].id, (int)c->rules[i].severity);
    return 0;
}

void al_policy_free(struct al_policy *p)
{
    free(p->severity);
    memset(p, 0, sizeof(*p));
}

int al_policy_set_enabled(struct al_policy *p, const char *pattern, bool enabled,
                          const char *where, char *err, size_t err_size)
{
    int matched = 0;
    const struct al_catalogue *c = p->catalogue;
    for (size_t i = 0; i < c->count; i++) {
        if (fnmatch(pattern, c->rules[i].id, 0) != 0)
            continue;
        matched++;
        int sev = AL_RULE_DISABLED;
        if (enabled) {
            /* Back to the profile's severity; a rule the profile disables gets its default. */
            sev = al_profile_rule_severity(p->profile, c->rules[i].id,
                                           (int)c->rules[i].severity);
            if (sev == AL_RULE_DISABLED)
                sev = (int)c->rules[i].severity;
        }
        p->severity[i] = (signed char)sev;
    }
    if (matched == 0) {
        bool glob = strpbrk(pattern, "*?[") != NULL;
        const char *best = glob ? NULL : al_catalogue_suggest(c, pattern);
        if (best)
            snprintf(err, err_size, "%s: unknown rule '%s' (did you mean '%s'?)", where, pattern,
                     best);
        else
            snprintf(err, err_size, "%s: %s '%s' %s (see --list-rules)", where,
                     glob ? "pattern" : "unknown rule", pattern,
                     glob ? "matches no rule" : "is not in the catalogue");
        return -1;
    }
    return matched;
}

int al_policy_severity(const struct al_policy *p, const struct al_rule *rule)
{
    const struct al_catalogue *c = p->catalogue;
    if (rule < c->rules || rule >= c->rules + c->count)
        return (int)rule->severity;
    return p->severity[rule - c->rules];
}

/* OEM table ids are space padded; "VIRT" in a config matches "VIRT    ". */
static bool oem_equal(const char *want, const char *have)
{
    size_t a = strlen(want), b = strlen(have);
    while (a > 0 && want[a - 1] == ' ')
        a--;
    while (b > 0 && have[b - 1] == ' ')
        b--;
    return a == b && memcmp(want, have, a) == 0;
}

/* The table a finding is about: its table, or the first segment of its field path. */
static bool table_equal(const char *want, const struct al_finding *f)
{
    if (f->table[0])
        return strncmp(want, f->table, 4) == 0 && strlen(want) == strnlen(f->table, 4);
    if (!f->field)
        return false;
    size_t n = strcspn(f->field, "/");
    return strlen(want) == n && strncmp(want, f->field, n) == 0;
}

bool al_suppression_matches(const struct al_suppression *s, const struct al_finding *f)
{
    if (fnmatch(s->rule, f->rule, 0) != 0)
        return false;
    if (s->table && !table_equal(s->table, f))
        return false;
    if (s->oem_table_id && !oem_equal(s->oem_table_id, f->oem_table_id))
        return false;
    if (s->field && (!f->field || strcmp(s->field, f->field) != 0))
        return false;
    return true;
}

const struct al_suppression *al_policy_match(const struct al_policy *p,
                                             const struct al_finding *f)
{
    for (size_t i = 0; i < p->suppression_count; i++)
        if (al_suppression_matches(&p->suppressions[i], f))
            return &p->suppressions[i];
    return NULL;
}

const char *al_catalogue_suggest(const struct al_catalogue *c, const char *id)
{
    struct al_suggest sg;
    al_suggest_init(&sg, id);
    for (size_t i = 0; i < c->count; i++)
        al_suggest_consider(&sg, c->rules[i].id);
    return al_suggest_best(&sg);
}
