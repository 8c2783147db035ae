/* SPDX-License-Identifier: MIT */
/*
 * The findings sink: every finding of a run, from the loaders, the model,
 * the checks and the simulator, goes through al_report() (tableset.h) into
 * the sink of its table set, which
 *
 *   - asks the run's policy, when one is attached, what the rule is worth:
 *     its severity and reference, or disabled (the finding is dropped and
 *     not counted), and whether a suppression accepts it;
 *   - owns the findings budget (budget.h): up to budget.findings findings
 *     are kept; later ones are counted per rule, not stored, and
 *     al_sink_finish() turns the counts into one input.findings-limit
 *     finding;
 *   - never drops a finding in silence: one it has no memory for is counted
 *     the same way, and the run is marked incomplete.
 *
 * The sink knows no profile, catalogue or config: the policy is a pair of
 * functions the check engine attaches (al_engine_attach_policy() in
 * engine.h), so the model and the loaders depend on nothing above them.
 * Without an attached policy a finding is kept as reported: severity error,
 * no reference, never suppressed (what tests of a loader look at).
 *
 * Where a finding is kept (sink_keep() in src/model/sink.c) is the one place
 * that decides how findings are stored: aggregation of repeats belongs there.
 */
#ifndef ACPILINT_SINK_H
#define ACPILINT_SINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/finding.h"

struct al_tableset;

/* al_sink_policy.rule() of a disabled rule. */
#define AL_SINK_DISABLED (-1)

/* What the engine tells the sink; arg is the engine's, passed back to both functions. */
struct al_sink_policy {
    /*
     * The severity of rule_id (enum al_severity) or AL_SINK_DISABLED; sets
     * *id to the catalogue's copy of the id and *reference to its reference
     * (both live as long as the policy).  An id the catalogue does not know
     * is a programming error: the function aborts.
     */
    int (*rule)(const void *arg, const char *rule_id, const char **id, const char **reference);
    /* The reason of the first suppression that accepts f, or NULL. */
    const char *(*suppress)(const void *arg, const struct al_finding *f);
    const void *arg;
};

/* Findings of one rule counted but not kept. */
struct al_sink_dropped {
    const char *rule;
    uint64_t count;
};

struct al_sink {
    struct al_sink_policy policy;
    bool has_policy;
    /* The last rule resolved: checks report the same rule many times in a row. */
    const char *last_rule;
    int last_severity;
    const char *last_id, *last_reference;
    struct al_sink_dropped *dropped; /* by first drop */
    size_t dropped_count, dropped_capacity;
    uint64_t dropped_total;  /* findings counted, not kept (budget or memory) */
    uint64_t dropped_untold; /* of those, the ones whose rule could not be recorded */
    bool finished;
};

/*
 * Attaches a policy (copied) to ts's sink.  Findings kept so far are
 * resolved against it now: those of disabled rules are removed, the others
 * get their severity, reference and suppression.
 */
void al_sink_attach(struct al_tableset *ts, const struct al_sink_policy *policy);

/*
 * Ends the run's findings: when some were counted and not kept, reports one
 * input.findings-limit finding (beyond the limit) naming how many of which
 * rules.  Call once, after the last check and before sorting and reporting;
 * later calls do nothing.
 */
void al_sink_finish(struct al_tableset *ts);

/* Findings of rule_id counted and not kept so far. */
uint64_t al_sink_dropped(const struct al_tableset *ts, const char *rule_id);

#endif
