/* SPDX-License-Identifier: MIT */
/*
 * acpilint: the thin front end.  Parse the command line, load every input
 * (an unreadable one does not stop the others), run the checks, report,
 * and map the outcome to the exit status of DESIGN.md.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "acpilint/aml.h"
#include "acpilint/checks.h"
#include "acpilint/engine.h"
#include "acpilint/sim.h"
#include "acpilint/load.h"
#include "acpilint/report.h"
#include "acpilint/scan.h"
#include "acpilint/scan_required.h"
#include "acpilint_version.h"
#include "cli/batch.h"
#include "cli/diff_cli.h"
#include "cli/extract.h"
#include "cli/options.h"
#include "cli/foreign.h"
#include "cli/machines.h"
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
        if (al_report_sarif(out, ts) != 0)
            fputs("acpilint: out of memory while writing the SARIF report\n", stderr);
        return;
    }
    if (cli->format == AL_FORMAT_JUNIT) {
        if (al_report_junit(out, ts) != 0)
            fputs("acpilint: out of memory while writing the JUnit report\n", stderr);
        return;
    }
    if (cli->format == AL_FORMAT_GITHUB) {
        if (al_report_github(out, ts) != 0)
            fputs("acpilint: out of memory while writing the annotations\n", stderr);
        return;
    }
    if (cli->format == AL_FORMAT_GITLAB) {
        if (al_report_gitlab(out, ts) != 0)
            fputs("acpilint: out of memory while writing the Code Quality report\n", stderr);
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
    if (run->have_sim && cli->simulate)
        al_sim_print_text(out, &run->sim);
    /* A listing asked for on its own is the whole output; findings follow otherwise. */
    if (!cli->list_tables && !cli->namespace) {
        /* --scan: where each table was found, then the findings. */
        if (cli->scan_count)
            al_report_table_list(out, ts);
        bool color = cli->color == AL_COLOR_ALWAYS ||
                     (cli->color == AL_COLOR_AUTO && al_color_auto(out));
        char verdict[256] = "";
        if (run->have_sim)
            al_sim_verdict(&run->sim, verdict, sizeof(verdict));
        al_report_text_verdict(out, ts, color, verdict[0] ? verdict : NULL);
    }
}

/*
 * --quiet replaces the text report by one line; a machine-readable report
 * written to a file (-o) is still written, and the line goes to standard output.
 * Not for a system of --each, whose report goes to the batch (`cli->output` is
 * NULL there): its line on standard output would land inside the JSON Lines.
 * --severity narrows what every format shows (each report asks
 * al_finding_shown()), never the verdict.
 */
static void write_output(FILE *out, const struct al_cli *cli, const struct al_tableset *ts,
                         const struct run_state *run, int status)
{
    char verdict[256] = "";
    if (run->have_sim)
        al_sim_verdict(&run->sim, verdict, sizeof(verdict));
    if (cli->quiet && cli->format == AL_FORMAT_TEXT) {
        al_report_quiet(out, ts, status, verdict[0] ? verdict : NULL);
        return;
    }
    write_report(out, cli, ts, run);
    if (cli->quiet && cli->output && out != stdout)
        al_report_quiet(stdout, ts, status, verdict[0] ? verdict : NULL);
}

/*
 * A standard stream closed by the caller (`acpilint >&-`) would be the next
 * file opened: an input, or -o FILE, which would then receive what is meant
 * for standard output.  Each closed one gets /dev/null instead; a closed
 * standard output is remembered, so that a run that has to write there fails.
 */
static bool stdout_closed;

static void guard_std_streams(void)
{
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        if (fd == STDOUT_FILENO)
            stdout_closed = true;
        int null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (null >= 0 && null != fd) /* cannot happen: fd is the lowest free one */
            close(null);
    }
}

/* What a run writes to standard output: everything but a report sent to -o alone. */
static bool writes_stdout(const struct al_cli *cli)
{
    return cli->help || cli->version || cli->list_rules || cli->explain || !cli->output ||
           cli->quiet;
}

/*
 * -o FILE must not be one of the files read: the report would replace a
 * firmware dump (or the baseline) it was made from.  Same file means same
 * device and inode, whatever path names it; standard input counts as the
 * file it reads.  Returns 0, or -1 after the message.
 */
static int check_output_target(const char *what, const char *output, const struct al_cli *cli)
{
    struct stat o, in;
    if (!output || stat(output, &o) != 0 || !S_ISREG(o.st_mode))
        return 0; /* a new file, or a device such as /dev/stdout: nothing read is lost */
    const char *const *lists[] = {cli->inputs, cli->scans};
    size_t counts[] = {cli->input_count, cli->scan_count};
    for (size_t l = 0; l < 2; l++)
        for (size_t i = 0; i < counts[l]; i++) {
            const char *name = lists[l][i];
            int rc = strcmp(name, "-") == 0 ? fstat(STDIN_FILENO, &in) : stat(name, &in);
            if (rc == 0 && in.st_dev == o.st_dev && in.st_ino == o.st_ino) {
                fprintf(stderr, "acpilint: %s %s: that file is the input %s: refusing to "
                                "overwrite it\n",
                        what, output, strcmp(name, "-") == 0 ? "- (standard input)" : name);
                return -1;
            }
        }
    if (cli->baseline && stat(cli->baseline, &in) == 0 && in.st_dev == o.st_dev &&
        in.st_ino == o.st_ino && output != cli->baseline) {
        fprintf(stderr, "acpilint: %s %s: that file is the baseline: refusing to overwrite it\n",
                what, output);
        return -1;
    }
    return 0;
}

/*
 * Whatever was written to standard output must have reached it: a full disk
 * (`> /dev/full`) or a closed stream is exit status 2 with a message, never a
 * silent 0.
 */
static int finish_stdout(int status)
{
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "acpilint: standard output: cannot write: %s\n",
                errno ? strerror(errno) : "write error");
        return EXIT_USAGE;
    }
    return status;
}

/*
 * One system: load every input, check, report to `to` (NULL: standard output
 * or -o), and return the exit status; `res` (may be NULL) gets what --each
 * summarises.
 */
static int run_system(struct al_cli *cli, struct al_rules_run *rules, FILE *to,
                      struct al_batch_result *res)
{
    struct al_tableset ts;
    al_tableset_init(&ts);
    ts.budget = cli->budget;
    ts.assume_complete = cli->assume_complete;
    al_engine_attach_policy(&ts, &rules->policy);
    /* Where each input's tables start, to tell several machines from one (machines.c). */
    size_t *starts = calloc(cli->input_count + 1, sizeof(*starts));
    if (!starts) {
        fputs("acpilint: out of memory\n", stderr);
        al_tableset_free(&ts);
        return EXIT_USAGE;
    }
    for (size_t i = 0; i < cli->input_count; i++) {
        char err[512];
        starts[i] = ts.count;
        /*
         * An unreadable input is a cut, told with the others at the end; a gzip
         * input without zlib fails here (AL_LOAD_NO_LIBRARY): exit 2 as well.
         */
        if (al_load_path(&ts, cli->inputs[i], err, sizeof(err)) == AL_LOAD_NO_LIBRARY)
            fprintf(stderr, "acpilint: %s\n", err);
    }
    starts[cli->input_count] = ts.count;
    char machines[1024];
    /* A listing (--list-tables, --namespace) says what is there, several machines or one. */
    bool listing = cli->format == AL_FORMAT_TEXT && (cli->list_tables || cli->namespace) &&
                   !cli->simulate && !cli->quiet;
    bool several = !listing && al_machines_conflict(&ts, cli->inputs, starts, cli->input_count,
                                                    machines, sizeof(machines));
    free(starts);
    if (several) {
        fprintf(stderr, "acpilint: %s\n", machines);
        al_tableset_free(&ts);
        return EXIT_USAGE;
    }
    for (size_t i = 0; i < cli->scan_count; i++) {
        char err[512]; /* an image that cannot be read is a cut too */
        al_load_scan(&ts, cli->scans[i], err, sizeof(err));
    }
    al_check_headers(&ts);
    al_check_structure(&ts);
    /*
     * Another architecture's tables (an x86 dump): one line saying so instead
     * of a page of arm64 findings, unless a named profile asks to judge them.
     */
    bool unjudged = !listing && al_foreign_report(&ts, rules->judge_arm64) && !rules->judge_arm64;

    struct run_state run = {0};
    int status = EXIT_CLEAN;
    /* The namespace feeds the object rules, so it is built on every run that checks. */
    run.have_namespace = !unjudged || cli->namespace;
    if (run.have_namespace && al_namespace_build(&ts, &run.ns) != 0) {
        fputs("acpilint: out of memory while building the namespace\n", stderr);
        status = EXIT_USAGE;
    }
    /*
     * A text listing (--list-tables, --namespace) prints the listing, not the
     * findings, so the rule catalogue's semantic checks are not run for it:
     * like acpidump -s or iasl -d, it answers "what is there".  The loader,
     * header, structure and AML findings still decide the exit status.
     */
    bool listing_only = cli->format == AL_FORMAT_TEXT && (cli->list_tables || cli->namespace) &&
                        !cli->simulate && !cli->quiet;
    struct al_context ctx = {&ts, rules->policy.profile, &run.ns};
    if (!listing_only && !unjudged)
        al_engine_run(&ctx);
    if (!listing_only && !unjudged && cli->scan_count)
        al_scan_check_required(&ts, rules->policy.profile);
    /* The simulation costs well under a millisecond: every check runs it. */
    /* An input that yielded no table at all is simulated only on request (--simulate). */
    if (!cli->no_simulate && !listing_only && (!unjudged || cli->simulate) &&
        (ts.count > 0 || cli->simulate)) {
        /* The rule profile picks the default kernel model (linux-4.1: 4.1, else the newest). */
        cli->sim.profile = rules->policy.profile->name;
        if (al_sim_run(&ts, &cli->sim, &run.sim) != 0) {
            fprintf(stderr, "acpilint: %s\n", run.sim.error);
            al_sim_result_free(&run.sim);
            al_namespace_free(&run.ns);
            al_tableset_free(&ts);
            return EXIT_USAGE;
        }
        run.have_sim = true;
    }
    al_sink_finish(&ts);
    al_findings_sort(&ts.findings);
    if (al_rules_run_baseline(cli, &ts, stderr) != 0)
        status = EXIT_USAGE;
    /* Suppressions that accepted nothing; with --each each system uses only some of them. */
    if (!cli->each && !listing_only)
        al_policy_report_unused(&rules->policy, &ts);
    al_findings_sort(&ts.findings); /* the findings about the config and baseline files too */
    /* One problem, one finding: after each report was judged by the baseline on its own. */
    if (!al_findings_aggregate(&ts.findings))
        fputs("acpilint: out of memory: repeated findings are listed one by one\n", stderr);

    if (status == EXIT_CLEAN)
        status = al_exit_status(&ts);
    if (cli->extract_dir && al_extract_tables(&ts, cli->extract_dir) != 0)
        status = EXIT_USAGE;
    al_budget_print_cuts(stderr, &ts);

    FILE *out = to ? to : stdout;
    if (!to && cli->output && !(out = fopen(cli->output, "w"))) {
        fprintf(stderr, "acpilint: %s: cannot write: %s\n", cli->output, strerror(errno));
        status = EXIT_USAGE;
    } else {
        /* A report file in 64 KiB writes rather than 4 KiB ones (a server's JSON is 150 KiB);
         * glibc takes the size only with a buffer. */
        char *outbuf = out != stdout && out != to ? malloc(64u << 10) : NULL;
        if (outbuf)
            setvbuf(out, outbuf, _IOFBF, 64u << 10);
        write_output(out, cli, &ts, &run, status);
        /* A write that failed part-way (a full disk) leaves the error flag set. */
        errno = 0;
        bool failed = ferror(out) != 0;
        if (out != stdout && out != to && (fclose(out) != 0 || failed)) {
            fprintf(stderr, "acpilint: %s: cannot write: %s\n", cli->output,
                    errno ? strerror(errno) : "write error");
            status = EXIT_USAGE;
        }
        free(outbuf); /* after fclose(): the stream's buffer until then */
    }
    if (run.have_namespace)
        al_namespace_free(&run.ns);
    if (run.have_sim)
        al_sim_result_free(&run.sim);
    if (res)
        al_batch_result_fill(res, &ts, (enum al_severity)cli->severity, status);
    al_tableset_free(&ts);
    return status;
}

static int run_cli(int argc, char **argv);

int main(int argc, char **argv)
{
    guard_std_streams();
    return finish_stdout(run_cli(argc, argv));
}

static int run_cli(int argc, char **argv)
{
    struct al_cli cli;
    /* `acpilint diff OLD NEW`: the same options, "diff" in the place of the program name. */
    bool diff = al_diff_cli_is(argc, argv);
    if (diff)
        argc--, argv++;
    if (al_cli_parse(argc, argv, &cli, stderr) != 0) {
        al_cli_free(&cli);
        return EXIT_USAGE;
    }
    if (stdout_closed && writes_stdout(&cli)) {
        fputs("acpilint: standard output is closed: nothing can be written (use -o FILE)\n",
              stderr);
        al_cli_free(&cli);
        return EXIT_USAGE;
    }
    if (check_output_target("-o", cli.output, &cli) != 0 ||
        check_output_target("--write-baseline", cli.write_baseline, &cli) != 0 ||
        check_output_target("--write-waivers", cli.write_waivers, &cli) != 0) {
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
    if (diff || cli.format == AL_FORMAT_MARKDOWN) {
        int rc = diff ? al_diff_cli_run(&cli, &rules) : EXIT_USAGE;
        if (!diff)
            fputs("acpilint: --format markdown is a format of acpilint diff\n", stderr);
        al_rules_run_close(&rules);
        al_cli_free(&cli);
        return rc;
    }
    if (cli.jobs > 1 && !cli.each)
        fputs("acpilint: -j does nothing without --each (one system is checked in one process)\n",
              stderr);
    if (cli.input_count == 0 && cli.scan_count == 0) {
        fputs("acpilint: no input given (see --help)\n", stderr);
        al_rules_run_close(&rules);
        al_cli_free(&cli);
        return EXIT_USAGE;
    }

    int status = cli.each ? al_batch_run(&cli, &rules, run_system)
                          : run_system(&cli, &rules, NULL, NULL);
    al_rules_run_close(&rules);
    al_cli_free(&cli);
    return status;
}
