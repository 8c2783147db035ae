/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: every output format, round-tripped.  The bytes go
 * through the whole pipeline (fuzz_pipeline.h); then each report is
 * written to memory and parsed back (fuzz_validate.h): the JSON document
 * and SARIF log must be one valid JSON object, the JUnit report well-formed
 * XML, and every text output (report without colour, table list, namespace
 * and simulator listings, --quiet line) printable ASCII with newlines: a
 * table byte that reaches a report unescaped is a crash here.
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct al_tableset ts;
    fuzz_tableset(&ts, "fuzz_report");
    struct al_namespace ns;
    struct al_sim_result sim;
    fuzz_run(&ts, data, size, &ns, &sim, "fuzz_report");
    /*
     * SARIF describes every catalogue rule and JUnit has a case per rule and
     * table whatever the input: written in full, they are most of a run and
     * the same each time.  They are checked for one input in 8 (by size, a
     * knob the fuzzer turns easily; not 0 mod 8, which the many inputs of
     * exactly -max_len bytes would all be).
     */
    enum format last = size % 8 == 5 ? JUNIT : JSON;
    for (enum format f = TEXT; f <= last; f++)
        check_format(f, &ts, &ns, &sim);
    al_sim_result_free(&sim);
    al_namespace_free(&ns);
    al_tableset_free(&ts);
    return 0;
}
