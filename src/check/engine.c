/* SPDX-License-Identifier: MIT */
#include "acpilint/engine.h"

#include <stdio.h>
#include <stdlib.h>

#include "acpilint/checks.h"
#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/rule_ids.h"
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

/* The prerequisites (enum al_prereq) that hold for table t, or for the run when t is NULL. */
static unsigned prereqs_holding(const struct al_context *ctx, const struct al_table *t)
{
    unsigned held = ctx->ns ? AL_PREREQ_NAMESPACE : 0;
    if (!t)
        return held;
    /* The structure walk reads the body: only asked when the header is sound. */
    if (al_table_structurally_sound(t)) {
        held |= AL_PREREQ_HEADER;
        if (al_table_walk_sound(t))
            held |= AL_PREREQ_WALK;
    }
    return held;
}

/* The table's own parses: when one failed, the table gets one finding saying so. */
#define TABLE_PREREQS (AL_PREREQ_HEADER | AL_PREREQ_WALK)

static void run_table_checks(struct al_context *ctx, const struct al_table *t)
{
    bool any = false, broken = false;
    unsigned held = 0;
    for (size_t a = 0; al_check_areas[a] && !broken; a++)
        for (const struct al_check *c = al_check_areas[a]; c->name && !broken; c++) {
            if (!c->signature || !al_table_is(t, c->signature))
                continue;
            if (!any)
                held = prereqs_holding(ctx, t);
            any = true;
            broken = (c->needs & TABLE_PREREQS & ~held) != 0;
        }
    if (broken) {
        /*
         * One finding for the table, and none of its checks run: they would
         * report the same broken bytes again, as noise.
         */
        al_report(ctx->ts, AL_R_ENGINE_CHECKS_SKIPPED, al_at_table(t, 0, NULL),
                  "semantic checks on %.4s skipped: its header or structure is broken "
                  "(see the findings above)",
                  t->signature);
        return;
    }
    for (size_t a = 0; any && al_check_areas[a]; a++)
        for (const struct al_check *c = al_check_areas[a]; c->name; c++)
            if (c->signature && al_table_is(t, c->signature) && (c->needs & held) == c->needs)
                c->run(ctx, t);
}

void al_engine_run(struct al_context *ctx)
{
    struct al_tableset *ts = ctx->ts;
    /* A caller that set ts->policy by hand, or none: attach it (the built-in one) now. */
    if (!ts->sink.has_policy)
        al_engine_attach_policy(ts, ts->policy);
    size_t table_count = ts->count;
    for (size_t i = 0; i < table_count; i++)
        run_table_checks(ctx, ts->tables[i]);
    unsigned held = prereqs_holding(ctx, NULL);
    for (size_t a = 0; al_check_areas[a]; a++)
        for (const struct al_check *c = al_check_areas[a]; c->name; c++)
            if (!c->signature && (c->needs & held) == c->needs)
                c->run(ctx, NULL);
}

void al_engine_for_each_declared_rule(void (*fn)(const struct al_rule_id *rule, void *arg),
                                      void *arg)
{
    for (size_t a = 0; al_check_areas[a]; a++)
        for (const struct al_check *c = al_check_areas[a]; c->name; c++)
            for (const struct al_rule_id *const *r = c->rules; r && *r; r++)
                fn(*r, arg);
}
