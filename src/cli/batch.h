/* SPDX-License-Identifier: MIT */
/*
 * --each: every input (and every --scan image) checked as its own system,
 * a folder of machine folders as one system per folder, -j N worker
 * processes, outputs in input order (JSON becomes JSON Lines, one document
 * per system), a per-rule summary at the end, and the exit status of the
 * worst system.
 */
#ifndef ACPILINT_CLI_BATCH_H
#define ACPILINT_CLI_BATCH_H

#include <stdio.h>

#include "acpilint/finding.h"
#include "acpilint/tableset.h"
#include "cli/options.h"
#include "cli/rules_cli.h"

/* What one system's run leaves for the summary. */
struct al_batch_result {
    int status; /* its exit status */
    size_t errors, warnings;
    const char **rules; /* distinct rule ids (static catalogue strings) shown for it, malloc'ed */
    size_t rule_count;
};

/*
 * One system's run (main.c): checks what cli names, writes its report to
 * `to` (NULL: standard output or -o) and fills res when non-NULL.
 */
typedef int (*al_batch_run_fn)(struct al_cli *cli, struct al_rules_run *rules, FILE *to,
                               struct al_batch_result *res);

/* Fills res from a checked table set: the rules of its unsuppressed findings at or above `shown`. */
void al_batch_result_fill(struct al_batch_result *res, const struct al_tableset *ts,
                          enum al_severity shown, int status);

/* Runs every system of cli (--each) with `run`; returns the worst exit status. */
int al_batch_run(const struct al_cli *cli, struct al_rules_run *rules, al_batch_run_fn run);

#endif
