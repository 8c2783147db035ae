/* SPDX-License-Identifier: MIT */
/*
 * The active policy of a run: which catalogue and profile, the severity of
 * every rule after the profile, the config file and --enable/--disable, and
 * the suppressions.  The engine attaches one to a table set's findings sink
 * (al_engine_attach_policy): findings of disabled rules are dropped, severities follow the
 * policy, and findings matching a suppression are kept but marked
 * suppressed with its reason (they do not count for the exit status).
 *
 * No globals: the policy lives as long as the run that builds it.
 */
#ifndef ACPILINT_POLICY_H
#define ACPILINT_POLICY_H

#include <stdbool.h>
#include <stddef.h>

#include "acpilint/facts.h"
#include "acpilint/finding.h"
#include "acpilint/profile.h"
#include "acpilint/rules.h"

struct al_tableset;

/* al_policy_severity() of a disabled rule. */
#define AL_RULE_DISABLED (-1)

/*
 * A suppression: the findings of `rule` (an id or glob) on `table`, and
 * optionally only on the table with that OEM table id or at that field path.
 * A table signature matches a finding's table, or for findings about the
 * whole input (a missing table) the first segment of its field path.
 */
struct al_suppression {
    const char *rule;
    const char *table;        /* NULL: any */
    const char *oem_table_id; /* NULL: any; compared without trailing spaces */
    const char *field;        /* NULL: any; exact field path */
    const char *reason;       /* required */
    const char *file;         /* where it is written */
    unsigned line;            /* 0: from an ACS waiver file (waiver.h), never reported unused */
};

struct al_policy {
    const struct al_catalogue *catalogue;
    const struct al_profile *profile;
    signed char *severity; /* per catalogue->rules[i]: enum al_severity or AL_RULE_DISABLED */
    const struct al_suppression *suppressions; /* owned by whoever built them (config) */
    size_t suppression_count;
    const struct al_facts *facts; /* the config's facts (facts.h); NULL: none declared */
    bool show_suppressed; /* text report: list suppressed findings too */
    /*
     * The exit story (src/report/verdict.c): a finding fails the run when it is
     * not suppressed and at or above fail_on (enum al_severity; -1: never, as
     * --fail-on never); the reports show the findings at or above
     * show_severity (--severity) and, in the machine formats, every failing one.
     */
    int fail_on;
    int show_severity;
    /* Reports for code hosts: file paths relative to it (--base-dir; NULL: the working directory). */
    const char *base_dir;
    /* Its real path (else the working directory's), resolved when the policy is built: NULL, none. */
    const char *base_real;
    /*
     * SARIF: the category of run.automationDetails.id (--sarif-category; NULL:
     * none), so that the runs of many boards uploaded to one repository are
     * told apart instead of replacing each other.
     */
    const char *sarif_category;
    /* --each: the system (its input) is a part of the SARIF category too. */
    bool sarif_per_system;
};

/*
 * Starts a policy: every rule at its catalogue severity, then the profile's
 * rules: section applied.  Returns 0, or -1 with "file:line: reason" in err
 * (a profile entry that matches no rule, out of memory).
 */
int al_policy_init(struct al_policy *p, const struct al_catalogue *c,
                   const struct al_profile *profile, char *err, size_t err_size);
void al_policy_free(struct al_policy *p);

/*
 * Enables or disables every rule matching `pattern` (an id or fnmatch glob
 * such as "madt.*"); an enabled rule gets its profile severity back.
 * Returns the number of rules matched, or -1 with a reason in err when
 * the pattern matches no rule.  `where` ("--disable", "file:line") prefixes
 * the message.
 */
int al_policy_set_enabled(struct al_policy *p, const char *pattern, bool enabled,
                          const char *where, char *err, size_t err_size);

/* "Did you mean": the catalogue's rule id nearest to a mistyped one, or NULL. */
const char *al_catalogue_suggest(const struct al_catalogue *c, const char *id);

/* The effective severity of a catalogue rule, or AL_RULE_DISABLED. */
int al_policy_severity(const struct al_policy *p, const struct al_rule *rule);

/* The first suppression matching a finding (whose oem_table_id is set), or NULL. */
const struct al_suppression *al_policy_match(const struct al_policy *p,
                                             const struct al_finding *f);
/* One suppression against one finding. */
bool al_suppression_matches(const struct al_suppression *s, const struct al_finding *f);

/*
 * The config file, .acpilint.yaml:
 *
 *   profile: sbbr-1.2
 *   enable: [madt.*]                 # rule ids or globs, applied in order
 *   disable: [tables.recommended-missing]
 *   suppressions:
 *     - rule: madt.gicc-reserved     # id or glob
 *       table: APIC                  # signature (for a missing table: its signature)
 *       oem_table_id: "VIRT    "     # optional
 *       field: "APIC/GICC[3]/Flags"  # optional, exact
 *       reason: "erratum 123, fixed in firmware 2.1"   # required
 *   facts:                           # what the tables may not show (facts.h)
 *     ras: {value: true, reason: "TF-A firmware-first error handling"}
 *
 * enable: is applied after disable:, so a rule in both ends enabled.
 */
struct al_rule_switch {
    const char *pattern;
    bool enable;
    unsigned line; /* 0 on the command line */
};

struct al_config {
    const char *path;    /* the file read */
    const char *profile; /* NULL when the file names none */
    unsigned profile_line;
    int fail_on;         /* fail-on: enum al_severity or -1 (never); see has_fail_on */
    bool has_fail_on;    /* the file sets fail-on (the command line's --fail-on wins) */
    struct al_rule_switch *switches;
    size_t switch_count;
    struct al_suppression *suppressions;
    size_t suppression_count;
    struct al_facts facts;
    char **strings;
    size_t string_count;
};

/*
 * Looks for .acpilint.yaml in `dir` and its parents.  Writes the path to out
 * and returns 1 when found, 0 when not.
 */
int al_config_find(const char *dir, char *out, size_t out_size);

/* Reads and parses a config file.  Returns 0, or -1 with "file:line: reason" in err. */
int al_config_load(struct al_config *c, const char *path, char *err, size_t err_size);
/* Parses config text named `name` (for messages). */
int al_config_parse(struct al_config *c, const char *name, const char *text, size_t size,
                    char *err, size_t err_size);
void al_config_free(struct al_config *c);

/*
 * Applies the config's enable/disable lists to p and points p at its
 * suppressions (c must outlive p).  Unknown rule ids, globs that match no
 * rule and suppressions of unknown rules are errors with the file and line.
 * The profile is not applied here: the caller picks it first.
 */
int al_policy_apply_config(struct al_policy *p, const struct al_config *c, char *err,
                           size_t err_size);

/*
 * Suppressions that no longer match (as ruff's unused-noqa): reports one
 * engine.suppression-unused info, at the suppression's file and line, for
 * each of p's suppressions that accepts none of ts's findings.  Run after the
 * last check and before al_findings_aggregate(); does nothing when findings
 * were counted and not kept (the budget), since one of those may have matched.
 * Returns the number reported.
 */
size_t al_policy_report_unused(const struct al_policy *p, struct al_tableset *ts);

#endif
