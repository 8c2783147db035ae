/* SPDX-License-Identifier: MIT */
/*
 * The rule policy of one command-line run: catalogue (built in or
 * --rules-dir), profiles, config file, --profile, --enable/--disable,
 * baseline.  Built before any input is read, so that every finding,
 * including the loader's, goes through it.
 */
#ifndef ACPILINT_CLI_RULES_CLI_H
#define ACPILINT_CLI_RULES_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "acpilint/baseline.h"
#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/rules.h"
#include "acpilint/waiver.h"
#include "cli/options.h"

struct al_rules_run {
    struct al_catalogue custom;        /* --rules-dir */
    bool have_custom;
    struct al_profile_set own_profiles; /* DIR/profiles/ */
    bool have_own_profiles;
    const struct al_catalogue *catalogue;
    const struct al_profile_set *profiles;
    struct al_config config;
    bool have_config;
    struct al_policy policy;
    bool have_policy;
    struct al_waivers waivers;               /* --waivers */
    bool have_waivers;
    struct al_suppression *all_suppressions; /* the config's, then the waivers' */
    struct al_facts facts;                   /* the config's facts with --sbsa-level */
    /*
     * A profile was named (--profile, or profile: in the config file): the run
     * judges arm64 firmware, so another architecture's tables are checked and
     * input.not-arm64 is an error (src/cli/foreign.h).
     */
    bool judge_arm64;
    char *base_real; /* policy.base_real's storage (realpath) */
};

/*
 * Builds the policy.  Returns 0, or -1 after printing "acpilint: ..." to err
 * (unknown profile, malformed config or rules, unknown rule id or glob):
 * exit status 2.
 */
int al_rules_run_open(struct al_rules_run *r, const struct al_cli *cli, FILE *err);
void al_rules_run_close(struct al_rules_run *r);

/* --list-rules / --explain.  Returns the exit status. */
int al_rules_run_describe(const struct al_rules_run *r, const struct al_cli *cli, FILE *out,
                          FILE *err);

/*
 * After the checks: applies --baseline, writes --write-baseline and
 * --write-waivers.  Returns
 * 0, or -1 after printing the error (exit status 2).
 */
int al_rules_run_baseline(const struct al_cli *cli, struct al_tableset *ts, FILE *err);

#endif
