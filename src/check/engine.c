/* SPDX-License-Identifier: MIT */
#include "acpilint/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/checks.h"
#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/rules.h"

/*
 * The policy, applied to every finding as the sink receives it (sink.h):
 * the one place where a rule's severity, its being disabled and the
 * suppressions take effect.  arg is the run's al_policy, or NULL for the
 * built-in catalogue under the default profile (which disables the rules only
 * other profiles ask for, such as the BSA rules of systemready-band).
 */
_Static_assert(AL_RULE_DISABLED == AL_SINK_DISABLED, "one value means disabled");

static int policy_rule(const void *arg, const char *rule_id, const char **id,
                       const char **reference)
{
    const struct al_policy *p = arg;
    const struct al_rule *rule = al_catalogue_find(p ? p->catalogue : al_catalogue_default(),
                                                   rule_id);
    if (!rule) {
        /* A rule used in code but missing from the catalogue: a build defect. */
        fprintf(stderr, "acpilint: internal error: unknown rule id '%s'\n", rule_id);
        abort();
    }
    *id = rule->id;
    *reference = rule->reference;
    return p ? al_policy_severity(p, rule)
             : al_profile_rule_severity(al_profile_default(), rule->id, (int)rule->severity);
}

static const char *policy_suppress(const void *arg, const struct al_finding *f)
{
    const struct al_suppression *s = arg ? al_policy_match(arg, f) : NULL;
    return s ? s->reason : NULL;
}

void al_engine_attach_policy(struct al_tableset *ts, const struct al_policy *policy)
{
    struct al_sink_policy sink = {policy_rule, policy_suppress, policy};
    ts->policy = policy;
    al_sink_attach(ts, &sink);
}

/*
 * Tables whose own structure check found a broken walk get no semantic
 * checks.  Those findings are gathered and sorted once per run: asking the
 * whole finding list for every table cost tables x findings (7 s for a dump
 * of 40 000 MADTs).
 */
struct broken_table {
    char sig[4];
    int instance;
};

static int cmp_broken(const void *a, const void *b)
{
    const struct broken_table *x = a, *y = b;
    int c = memcmp(x->sig, y->sig, 4);
    return c ? c : (x->instance > y->instance) - (x->instance < y->instance);
}

static bool broken_finding(const struct al_finding *f)
{
    return strstr(f->rule, ".subtable-zero-length") || strstr(f->rule, ".subtable-truncated");
}

/* The broken tables, sorted; NULL with *n 0 when there are none or no memory. */
static struct broken_table *collect_broken(const struct al_tableset *ts, size_t *n)
{
    size_t count = 0;
    for (size_t i = 0; i < ts->findings.count; i++)
        count += broken_finding(&ts->findings.items[i]);
    *n = 0;
    struct broken_table *b = count ? malloc(count * sizeof(*b)) : NULL;
    if (!b)
        return NULL;
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (broken_finding(f)) {
            memcpy(b[*n].sig, f->table, 4);
            b[(*n)++].instance = f->instance;
        }
    }
    qsort(b, *n, sizeof(*b), cmp_broken);
    return b;
}

static bool structure_broken(const struct broken_table *b, size_t n, const struct al_table *t)
{
    struct broken_table key = {{0}, (int)t->instance};
    memcpy(key.sig, t->signature, 4);
    return n && bsearch(&key, b, n, sizeof(*b), cmp_broken);
}

static bool table_has_checks(const struct al_table *t)
{
    for (size_t a = 0; al_check_areas[a]; a++)
        for (const struct al_check *c = al_check_areas[a]; c->name; c++)
            if (c->signature && al_table_is(t, c->signature))
                return true;
    return false;
}

void al_engine_run(struct al_context *ctx)
{
    struct al_tableset *ts = ctx->ts;
    /* A caller that set ts->policy by hand, or none: attach it (the built-in one) now. */
    if (!ts->sink.has_policy)
        al_engine_attach_policy(ts, ts->policy);
    size_t table_count = ts->count;
    /* Without memory for the list, al_table_walk_sound() below still gates the MADT. */
    size_t broken_count;
    struct broken_table *broken = collect_broken(ts, &broken_count);
    for (size_t i = 0; i < table_count; i++) {
        const struct al_table *t = ts->tables[i];
        if (!table_has_checks(t))
            continue;
        /* The findings, and the walk itself for when the policy disabled those rules. */
        if (!al_table_structurally_sound(t) || structure_broken(broken, broken_count, t) ||
            !al_table_walk_sound(t)) {
            al_report(ts, "engine.checks-skipped", al_at_table(t, 0, NULL),
                      "semantic checks on %.4s skipped: its header or structure is broken "
                      "(see the findings above)",
                      t->signature);
            continue;
        }
        for (size_t a = 0; al_check_areas[a]; a++)
            for (const struct al_check *c = al_check_areas[a]; c->name; c++)
                if (c->signature && al_table_is(t, c->signature))
                    c->run(ctx, t);
    }
    free(broken);
    for (size_t a = 0; al_check_areas[a]; a++)
        for (const struct al_check *c = al_check_areas[a]; c->name; c++) {
            if (c->signature)
                continue;
            if (c->needs_namespace && !ctx->ns)
                continue;
            c->run(ctx, NULL);
        }
}

void al_engine_for_each_declared_rule(void (*fn)(const char *rule_id, void *arg), void *arg)
{
    for (size_t a = 0; al_check_areas[a]; a++)
        for (const struct al_check *c = al_check_areas[a]; c->name; c++)
            for (const char *const *r = c->rules; r && *r; r++)
                fn(*r, arg);
}
