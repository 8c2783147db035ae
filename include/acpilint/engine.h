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
 * all-zero entry) with its prerequisites, add the area to
 * src/check/registry.c, and give each rule it reports an entry in
 * rules/<area>.yaml: the code names it by the generated AL_R_ constant
 * (rule_id.h).
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

/*
 * Prerequisites (dtc checks.c style): the parses a check depends on.  The
 * engine runs a check only when every one it needs succeeded, so a check
 * never sees a table its parse gave up on, and never asks the findings which
 * rules fired to know that.
 */
enum al_prereq {
    /* The table's header is complete and its Length within the bytes present. */
    AL_PREREQ_HEADER = 1u << 0,
    /* The table's subtable walk reaches its end (the MADT's; see al_table_walk_sound()). */
    AL_PREREQ_WALK = 1u << 1,
    /* The AML namespace was built (ctx->ns is not NULL). */
    AL_PREREQ_NAMESPACE = 1u << 2,
};
/* What a check on one table needs: its header and its walk. */
#define AL_NEEDS_TABLE (AL_PREREQ_HEADER | AL_PREREQ_WALK)
#define AL_NEEDS_NAMESPACE AL_PREREQ_NAMESPACE
#define AL_NEEDS_NOTHING 0u

struct al_check {
    const char *name;        /* "madt.gicc", unique */
    const char *signature;   /* table it runs on ("APIC"), or NULL: once per run with t == NULL */
    al_check_fn run;
    const struct al_rule_id *const *rules; /* the rules it may report, NULL-terminated */
    /*
     * enum al_prereq bits: AL_NEEDS_TABLE for a check on a table (a table whose
     * header or walk failed gets one engine.checks-skipped finding instead),
     * AL_NEEDS_NAMESPACE for one that reads the AML namespace (skipped without
     * a finding when none was built: the run says why elsewhere).
     */
    unsigned needs;
};

/* Every area's check list, NULL-terminated (src/check/registry.c). */
extern const struct al_check *const al_check_areas[];

/*
 * Runs every registered check on ts (attaching ts->policy first when no
 * policy is attached yet).  Per-table checks run once per table of their
 * signature whose prerequisites (al_check.needs) hold; a table for which
 * some check was skipped gets one "engine.checks-skipped" finding.
 */
void al_engine_run(struct al_context *ctx);

/* Calls fn for every rule id some registered check declares. */
void al_engine_for_each_declared_rule(void (*fn)(const struct al_rule_id *rule, void *arg),
                                      void *arg);

#endif
