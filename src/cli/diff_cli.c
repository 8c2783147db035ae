/* SPDX-License-Identifier: MIT */
/*
 * The diff subcommand's front end: option checks, the report to standard
 * output or -o, the cuts of both inputs on standard error, the exit status.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "acpilint/diff.h"
#include "cli/diff_cli.h"

bool al_diff_cli_is(int argc, char **argv)
{
    return argc > 1 && strcmp(argv[1], "diff") == 0;
}

/* Options that make no sense for a diff: refused rather than ignored. */
static int check_options(const struct al_cli *cli)
{
    const char *bad = cli->each             ? "--each"
                      : cli->scan_count     ? "--scan"
                      : cli->list_tables    ? "--list-tables"
                      : cli->namespace      ? "--namespace"
                      : cli->extract_dir    ? "--extract"
                      : cli->write_baseline ? "--write-baseline"
                      : cli->baseline       ? "--baseline"
                      : cli->quiet          ? "--quiet"
                                            : NULL;
    if (bad) {
        fprintf(stderr, "acpilint diff: %s is not an option of diff\n", bad);
        return -1;
    }
    if (cli->format == AL_FORMAT_JUNIT || cli->format == AL_FORMAT_GITHUB ||
        cli->format == AL_FORMAT_GITLAB) {
        fputs("acpilint diff: --format: text, json, sarif or markdown\n", stderr);
        return -1;
    }
    if (cli->input_count != 2) {
        fprintf(stderr, "acpilint diff: needs two inputs, OLD and NEW (%zu given)\n",
                cli->input_count);
        return -1;
    }
    return 0;
}

int al_diff_cli_run(struct al_cli *cli, const struct al_rules_run *rules)
{
    if (check_options(cli) != 0)
        return 2;
    struct al_diff_options o = {.sim = cli->sim,
                                .budget = cli->budget,
                                .assume_complete = cli->assume_complete,
                                .policy = &rules->policy,
                                .no_simulate = cli->no_simulate};
    /* The rule profile picks the default kernel model, as for a check. */
    o.sim.profile = rules->policy.profile ? rules->policy.profile->name : NULL;
    struct al_diff d;
    int status;
    int rc = al_diff_run(&d, cli->inputs[0], cli->inputs[1], &o);
    /* What the budget cut, on either side, is told whether or not the diff could be made. */
    al_budget_print_cuts(stderr, &d.old_side.ts);
    al_budget_print_cuts(stderr, &d.new_side.ts);
    if (rc != 0) {
        fprintf(stderr, "acpilint diff: %s\n", d.error);
        al_diff_free(&d);
        return 2;
    }
    status = al_diff_exit_status(&d);
    FILE *out = stdout;
    if (cli->output && !(out = fopen(cli->output, "w"))) {
        fprintf(stderr, "acpilint diff: %s: cannot write: %s\n", cli->output, strerror(errno));
        al_diff_free(&d);
        return 2;
    }
    switch (cli->format) {
    case AL_FORMAT_JSON:
        rc = al_diff_write_json(out, &d);
        break;
    case AL_FORMAT_SARIF:
        rc = al_diff_write_sarif(out, &d);
        break;
    case AL_FORMAT_MARKDOWN:
        rc = al_diff_write_markdown(out, &d);
        break;
    default:
        rc = al_diff_write_text(out, &d);
        break;
    }
    if (rc != 0) {
        fputs("acpilint diff: out of memory while writing the report\n", stderr);
        status = 2;
    }
    errno = 0;
    bool failed = ferror(out) != 0;
    if (out != stdout && (fclose(out) != 0 || failed)) {
        fprintf(stderr, "acpilint diff: %s: cannot write: %s\n", cli->output,
                errno ? strerror(errno) : "write error");
        status = 2;
    }
    al_diff_free(&d);
    return status;
}
