/* SPDX-License-Identifier: MIT */
/*
 * acpilint: the thin front end.  Parse the command line, load every input
 * (an unreadable one does not stop the others), run the checks, report,
 * and map the outcome to the exit status of DESIGN.md.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/aml.h"
#include "acpilint/checks.h"
#include "acpilint/engine.h"
#include "acpilint/sim.h"
#include "acpilint/load.h"
#include "acpilint/report.h"
#include "acpilint/scan.h"
#include "acpilint_version.h"
#include "cli/options.h"
#include "cli/rules_cli.h"

enum { EXIT_CLEAN = 0, EXIT_FINDINGS = 1, EXIT_USAGE = 2 };

/* What the optional stages produced, for the report. */
struct run_state {
    struct al_namespace ns;
    bool have_namespace;
    struct al_sim_result sim;
    bool have_sim;
};

static void write_report(FILE *out, const struct al_cli *cli, const struct al_tableset *ts,
                         const struct run_state *run)
{
    if (cli->format == AL_FORMAT_SARIF) {
        al_report_sarif(out, ts);
        return;
    }
    if (cli->format == AL_FORMAT_JUNIT) {
        if (al_report_junit(out, ts) != 0)
            fputs("acpilint: out of memory while writing the JUnit report\n", stderr);
        return;
    }
    if (cli->format == AL_FORMAT_JSON) {
        struct al_json j;
        al_json_init(&j, out);
        al_json_begin_object(&j);
        al_report_json_preamble(&j, ts);
        if (cli->namespace) {
            al_json_key(&j, "namespace");
            al_namespace_write_json(&j, &run->ns);
        }
        if (run->have_sim) {
            al_json_key(&j, "simulation");
            al_sim_write_json(&j, &run->sim);
        }
        al_report_json_findings(&j, ts);
        al_json_end_object(&j);
        al_json_finish(&j);
        return;
    }
    if (cli->list_tables)
        al_report_table_list(out, ts);
    if (cli->namespace)
        al_namespace_write_text(out, &run->ns);
    if (run->have_sim)
        al_sim_print_text(out, &run->sim);
    /* A listing asked for on its own is the whole output; findings follow otherwise. */
    if (!cli->list_tables && !cli->namespace) {
        /* --scan: where each table was found, then the findings. */
        if (cli->scan_count)
            al_report_table_list(out, ts);
        bool color = cli->color == AL_COLOR_ALWAYS ||
                     (cli->color == AL_COLOR_AUTO && al_color_auto(out));
        al_report_text_color(out, ts, color);
    }
}

/*
 * --quiet replaces the text report by one line; a machine-readable report
 * written to a file is still written, and the line goes to standard output.
 * --severity narrows what every format shows, never the verdict.
 */
static void write_output(FILE *out, const struct al_cli *cli, const struct al_tableset *ts,
                         const struct run_state *run, int status)
{
    if (cli->quiet && cli->format == AL_FORMAT_TEXT) {
        al_report_quiet(out, ts, status != EXIT_CLEAN);
        return;
    }
    struct al_tableset shown = *ts;
    if (al_findings_shown(&ts->findings, (enum al_severity)cli->severity, &shown.findings) != 0) {
        fputs("acpilint: out of memory\n", stderr);
        return;
    }
    write_report(out, cli, &shown, run);
    free(shown.findings.items);
    if (cli->quiet && out != stdout)
        al_report_quiet(stdout, ts, status != EXIT_CLEAN);
}

static int exit_status(const struct al_cli *cli, const struct al_tableset *ts)
{
    /* An input or part of one not read, or cut by the budget: the check is incomplete. */
    if (al_tableset_incomplete(ts))
        return EXIT_USAGE;
    if (cli->fail_on < 0)
        return EXIT_CLEAN;
    for (size_t i = 0; i < ts->findings.count; i++)
        if ((int)ts->findings.items[i].severity >= cli->fail_on &&
            !ts->findings.items[i].suppressed)
            return EXIT_FINDINGS;
    return EXIT_CLEAN;
}

int main(int argc, char **argv)
{
    struct al_cli cli;
    if (al_cli_parse(argc, argv, &cli, stderr) != 0) {
        al_cli_free(&cli);
        return EXIT_USAGE;
    }
    if (cli.help) {
        al_cli_print_help(stdout);
        al_cli_free(&cli);
        return EXIT_CLEAN;
    }
    if (cli.version) {
        printf("acpilint %s\n", ACPILINT_VERSION);
        al_cli_free(&cli);
        return EXIT_CLEAN;
    }
    struct al_rules_run rules;
    if (al_rules_run_open(&rules, &cli, stderr) != 0) {
        al_rules_run_close(&rules);
        al_cli_free(&cli);
        return EXIT_USAGE;
    }
    if (cli.list_rules || cli.explain) {
        int rc = al_rules_run_describe(&rules, &cli, stdout, stderr);
        al_rules_run_close(&rules);
        al_cli_free(&cli);
        return rc;
    }
    if (cli.input_count == 0 && cli.scan_count == 0) {
        fputs("acpilint: no input given (see --help)\n", stderr);
        al_rules_run_close(&rules);
        al_cli_free(&cli);
        return EXIT_USAGE;
    }

    struct al_tableset ts;
    al_tableset_init(&ts);
    ts.budget = cli.budget;
    al_engine_attach_policy(&ts, &rules.policy);
    for (size_t i = 0; i < cli.input_count; i++) {
        char err[512];
        /*
         * An unreadable input is a cut, told with the others at the end; a gzip
         * input without zlib fails here (AL_LOAD_NO_LIBRARY): exit 2 as well.
         */
        if (al_load_path(&ts, cli.inputs[i], err, sizeof(err)) == AL_LOAD_NO_LIBRARY)
            fprintf(stderr, "acpilint: %s\n", err);
    }
    for (size_t i = 0; i < cli.scan_count; i++) {
        char err[512]; /* an image that cannot be read is a cut too */
        al_load_scan(&ts, cli.scans[i], err, sizeof(err));
    }
    al_check_headers(&ts);
    al_check_structure(&ts);

    struct run_state run = {0};
    int status = EXIT_CLEAN;
    /* The namespace feeds the object rules, so it is built on every run. */
    run.have_namespace = true;
    if (al_namespace_build(&ts, &run.ns) != 0) {
        fputs("acpilint: out of memory while building the namespace\n", stderr);
        status = EXIT_USAGE;
    }
    /*
     * A text listing (--list-tables, --namespace) prints the listing, not the
     * findings, so the rule catalogue's semantic checks are not run for it:
     * like acpidump -s or iasl -d, it answers "what is there".  The loader,
     * header, structure and AML findings still decide the exit status.
     */
    bool listing_only = cli.format == AL_FORMAT_TEXT && (cli.list_tables || cli.namespace) &&
                        !cli.simulate && !cli.quiet;
    struct al_context ctx = {&ts, rules.policy.profile, &run.ns};
    if (!listing_only)
        al_engine_run(&ctx);
    if (cli.simulate) {
        /* The rule profile picks the default kernel model (linux-4.1: 4.1, else the newest). */
        cli.sim.profile = rules.policy.profile->name;
        if (al_sim_run(&ts, &cli.sim, &run.sim) != 0) {
            fprintf(stderr, "acpilint: %s\n", run.sim.error);
            al_sim_result_free(&run.sim);
            al_namespace_free(&run.ns);
            al_tableset_free(&ts);
            al_rules_run_close(&rules);
            al_cli_free(&cli);
            return EXIT_USAGE;
        }
        run.have_sim = true;
    }
    al_sink_finish(&ts);
    al_findings_sort(&ts.findings);
    if (al_rules_run_baseline(&cli, &ts, stderr) != 0)
        status = EXIT_USAGE;

    if (status == EXIT_CLEAN)
        status = exit_status(&cli, &ts);
    if (cli.extract_dir && al_extract_tables(&ts, cli.extract_dir) != 0)
        status = EXIT_USAGE;
    al_budget_print_cuts(stderr, &ts);

    FILE *out = stdout;
    if (cli.output && !(out = fopen(cli.output, "w"))) {
        fprintf(stderr, "acpilint: %s: cannot write: %s\n", cli.output, strerror(errno));
        status = EXIT_USAGE;
    } else {
        write_output(out, &cli, &ts, &run, status);
        if (out != stdout && fclose(out) != 0) {
            fprintf(stderr, "acpilint: %s: cannot write: %s\n", cli.output, strerror(errno));
            status = EXIT_USAGE;
        }
    }
    if (run.have_namespace)
        al_namespace_free(&run.ns);
    if (run.have_sim)
        al_sim_result_free(&run.sim);
    al_tableset_free(&ts);
    al_rules_run_close(&rules);
    al_cli_free(&cli);
    return status;
}
