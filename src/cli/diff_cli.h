/* SPDX-License-Identifier: MIT */
/*
 * `acpilint diff OLD NEW` on the command line: the options of a check run
 * (--format, -o, --fail-on, --kernel and the other simulator options, the
 * rule policy, the budget) applied to a diff (include/acpilint/diff.h).
 */
#ifndef ACPILINT_CLI_DIFF_CLI_H
#define ACPILINT_CLI_DIFF_CLI_H

#include "cli/options.h"
#include "cli/rules_cli.h"

/* True when argv names the diff subcommand (argv[1] is "diff"). */
bool al_diff_cli_is(int argc, char **argv);

/* Runs the diff of cli->inputs[0] and [1]; returns the exit status (0, 1 or 2). */
int al_diff_cli_run(struct al_cli *cli, const struct al_rules_run *rules);

#endif
