/* SPDX-License-Identifier: MIT */
#include "acpilint/engine.h"

#include <string.h>

#include "acpilint/checks.h"

/* Tables whose own structure check found a broken walk get no semantic checks. */
static bool structure_broken(const struct al_tableset *ts, const struct al_table *t)
{
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (memcmp(f->table, t->signature, 4) == 0 && f->instance == (int)t->instance &&
            (strstr(f->rule, ".subtable-zero-length") || strstr(f->rule, ".subtable-truncated")))
            return true;
    }
    return false;
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
    size_t table_count = ts->count;
    for (size_t i = 0; i < table_count; i++) {
        const struct al_table *t = ts->tables[i];
        if (!table_has_checks(t))
            continue;
        /* The findings, and the walk itself for when the policy disabled those rules. */
        if (!al_table_structurally_sound(t) || structure_broken(ts, t) ||
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
