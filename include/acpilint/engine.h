/* SPDX-License-Identifier: MIT */
/*
 * The check engine: every semantic check is one record (dtc checks.c style)
 * naming the table it runs on, the rules it may report, and its function.
 * The engine runs a table's checks only when the table's header and
 * structure are sound; otherwise it reports once that they were skipped,
 * so broken tables give one clear finding instead of noise.
 *
 * See CONTRIBUTING.md (build directory per developer, commit discipline,
 * per-rule corpus cases).  Adding a check: write `static void check_x(struct al_context *ctx,
 * const struct al_table *t)` in the area's file under src/check/, list it in
 * that file's `const struct al_check al_checks_<area>[]` (terminated by an
 * all-zero entry), add the area to src/check/registry.c, and give each rule
 * it reports an entry in rules/<area>.yaml.
 */
#ifndef ACPILINT_ENGINE_H
#define ACPILINT_ENGINE_H

#include <stdbool.h>
#include <stddef.h>

#include "acpilint/tableset.h"

struct al_namespace;
struct al_policy;
struct al_profile;

/*
 * Attaches the run's policy (severities after profile, config and
 * --enable/--disable, and the suppressions) to ts's findings sink: every
 * finding reported from then on, and every one already kept, is resolved
 * against it (sink.h).  NULL: the built-in catalogue as it stands.  Call it
 * before loading; the policy must outlive ts.  ts->policy is set to it for
 * the reports.
 */
void al_engine_attach_policy(struct al_tableset *ts, const struct al_policy *policy);

/* What a check sees. */
struct al_context {
    struct al_tableset *ts;
    const struct al_profile *profile;  /* the active policy profile (NULL: built-in default) */
    const struct al_namespace *ns;     /* the AML namespace, or NULL when not built */
};

typedef void (*al_check_fn)(struct al_context *ctx, const struct al_table *t);

struct al_check {
    const char *name;        /* "madt.gicc", unique */
    const char *signature;   /* table it runs on ("APIC"), or NULL: once per run with t == NULL */
    al_check_fn run;
    const char *const *rules; /* the rule ids it may report, NULL-terminated */
    bool needs_namespace;    /* skipped (with a finding) when ctx->ns is NULL */
};

/* Every area's check list, NULL-terminated (src/check/registry.c). */
extern const struct al_check *const al_check_areas[];

/*
 * Runs every registered check on ts (attaching ts->policy first when no
 * policy is attached yet).  Per-table checks run once per table
 * of their signature that al_table_structurally_sound() accepts and whose
 * structure walk succeeded; for the others one "engine.checks-skipped"
 * finding per table says so.
 */
void al_engine_run(struct al_context *ctx);

/* Calls fn for every rule id some registered check declares. */
void al_engine_for_each_declared_rule(void (*fn)(const char *rule_id, void *arg), void *arg);

#endif
