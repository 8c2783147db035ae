/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: every output format, round-tripped.  The bytes go
 * through the whole pipeline (fuzz_pipeline.h) under one kernel model; then
 * one report is written to memory and parsed back (fuzz_validate.h): the
 * JSON document and SARIF log must be one valid JSON object, the JUnit
 * report well-formed XML, and every text output (report without colour,
 * table list, namespace and simulator listings, --quiet line) printable
 * ASCII with newlines: a table byte that reaches a report unescaped is a
 * crash here.  The model and the report are chosen by the input
 * (fuzz_choose()), so a campaign checks every report after every model at
 * the cost of one each per execution; what the pipeline itself survives is
 * fuzz_input's to prove.
 *
 * Findings quote table bytes (signatures, OEM ids, AML names, strings), so
 * what the fuzzer controls reaches every escaping path.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_pipeline.h"
#include "fuzz_validate.h"

/*
 * The harness version (fuzz/LEDGER.tsv): bumped when what an execution does
 * changes, which starts a new count of executions.  1: every kernel model,
 * then every report but SARIF and JUnit (all seven for one size in 8);
 * 2: one model and one report (SARIF for one input in 64).
 */
#define FUZZ_HARNESS_VERSION 2

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef ACPILINT_LIBFUZZER
#include "fuzz_mutate.h" /* the structure-aware LLVMFuzzerCustomMutator */
#endif

enum format { TEXT, TABLES, LISTINGS, QUIET, JSON, SARIF, JUNIT };

static void write_format(FILE *out, enum format f, const struct al_tableset *ts,
                         const struct al_namespace *ns, const struct al_sim_result *sim)
{
    switch (f) {
    case TEXT:
        al_report_text_color(out, ts, false);
        break;
    case TABLES:
        al_report_table_list(out, ts);
        break;
    case LISTINGS:
        al_namespace_write_text(out, ns);
        al_sim_print_text(out, sim);
        break;
    case QUIET: {
        char verdict[256];
        al_sim_verdict(sim, verdict, sizeof(verdict));
        al_report_quiet(out, ts, al_exit_status(ts), verdict);
        break;
    }
    case JSON:
        fuzz_write_json(out, ts, ns, sim);
        break;
    case SARIF:
        al_report_sarif(out, ts);
        break;
    case JUNIT:
        al_report_junit(out, ts);
        break;
    }
}

static const char *validate(enum format f, const char *text, size_t n)
{
    switch (f) {
    case JSON:
    case SARIF:
        return fv_json(text, n);
    case JUNIT:
        return fv_xml(text, n);
    default:
        return fv_plain_ascii(text, n, false);
    }
}

static void check_format(enum format f, const struct al_tableset *ts,
                         const struct al_namespace *ns, const struct al_sim_result *sim)
{
    char *text = NULL;
    size_t n = 0;
    FILE *out = open_memstream(&text, &n);
    if (!out)
        return; /* no memory: nothing to check */
    write_format(out, f, ts, ns, sim);
    if (fclose(out) != 0 || !text) {
        free(text);
        return;
    }
    const char *why = validate(f, text, n);
    if (why) {
        static const char *const names[] = {"text", "table list", "listings", "quiet",
                                            "json", "sarif", "junit"};
        fprintf(stderr, "fuzz_report: %s report: %s\n%.4000s\n", names[f], why, text);
        abort();
    }
    free(text);
}

/* One run under kernel model `kernel`, checking the formats whose bits `formats` sets. */
static void run(const uint8_t *data, size_t size, size_t kernel, unsigned formats)
{
    struct al_tableset ts;
    fuzz_tableset(&ts, "fuzz_report");
    struct al_namespace ns;
    struct al_sim_result sim;
    fuzz_run(&ts, data, size, &ns, &sim, al_sim_kernel_names()[kernel], "fuzz_report");
    for (enum format f = TEXT; f <= JUNIT; f++)
        if (formats & (1u << f))
            check_format(f, &ts, &ns, &sim);
    al_sim_result_free(&sim);
    al_namespace_free(&ns);
    al_tableset_free(&ts);
}

/*
 * The one report an execution checks.  A SARIF log describes every
 * catalogue rule whatever the input: 600 KB written and parsed back, thirty
 * times the JSON document, for results that are a small part of it.  It
 * takes one choice in 64 (a quarter of an execution's average cost); the
 * other reports share the rest.
 */
static enum format chosen_format(struct fuzz_choice c)
{
    static const enum format cheap[6] = {TEXT, TABLES, LISTINGS, QUIET, JSON, JUNIT};
    unsigned pick = c.output % 64;
    return pick == 0 ? SARIF : cheap[pick % 6];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fuzz_choice c = fuzz_choose(data, size);
#ifdef ACPILINT_LIBFUZZER
    run(data, size, c.kernel, 1u << chosen_format(c));
#else
    /*
     * A replay proves the input under every choice a campaign could have
     * made, but SARIF only where the input itself chose it: the log under
     * every model for every committed input would be most of the suite's
     * fuzz_replay time.
     */
    for (size_t k = 0; k < fuzz_kernel_count(); k++) {
        unsigned formats = (1u << (JUNIT + 1)) - 1 - (1u << SARIF);
        if (k == c.kernel && chosen_format(c) == SARIF)
            formats |= 1u << SARIF;
        run(data, size, k, formats);
    }
#endif
    return 0;
}
