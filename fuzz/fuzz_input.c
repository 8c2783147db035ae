/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: the whole pipeline.  The bytes are one input file, run
 * through what the command line runs (src/cli/main.c, fuzz_pipeline.h):
 * the loader's content detection (gzip, acpidump text, blobs), header and
 * structure checks, the AML namespace, the rule engine under the default
 * profile, the boot simulator under one kernel model, the end of the
 * findings; then one output is written to /dev/null: the text report, the
 * table list, the namespace listing, the simulator's trace or the JSON
 * document.  The model and the output are chosen by the input
 * (fuzz_choose()), so a campaign covers all of them at the cost of one
 * each per execution.  fuzz_report parses the reports back; fuzz_scan
 * fuzzes the --scan scanner; fuzz_load the loaders alone.
 *
 * The project's rule: bad input gives a finding, never a crash, a hang, a
 * leak or a read past a buffer.  libFuzzer hands over a buffer of exactly
 * `size` bytes, so AddressSanitizer sees any read past it.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "fuzz_common.h"
#include "fuzz_pipeline.h"

/*
 * The harness version (fuzz/LEDGER.tsv): bumped when what an execution does
 * changes, which starts a new count of executions.  1: every kernel model
 * and all five outputs per execution; 2: one model and one output.
 */
#define FUZZ_HARNESS_VERSION 2

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef ACPILINT_LIBFUZZER
#include "fuzz_mutate.h" /* the structure-aware LLVMFuzzerCustomMutator */
#endif

enum output { REPORT_TEXT, TABLE_LIST, NAMESPACE_TEXT, SIM_TRACE, JSON_DOCUMENT };
#define OUTPUTS (JSON_DOCUMENT + 1)

static void write_output(FILE *out, enum output o, const struct al_tableset *ts,
                         const struct al_namespace *ns, const struct al_sim_result *sim)
{
    switch (o) {
    case REPORT_TEXT:
        al_report_text_color(out, ts, true);
        break;
    case TABLE_LIST:
        al_report_table_list(out, ts);
        break;
    case NAMESPACE_TEXT:
        al_namespace_write_text(out, ns);
        break;
    case SIM_TRACE:
        al_sim_print_text(out, sim);
        break;
    case JSON_DOCUMENT:
        fuzz_write_json(out, ts, ns, sim);
        break;
    }
}

/* One run under kernel model `kernel`, writing the outputs whose bits `outputs` sets. */
static void run(const uint8_t *data, size_t size, size_t kernel, unsigned outputs)
{
    struct al_tableset ts;
    fuzz_tableset(&ts, "fuzz_input");
    struct al_namespace ns;
    struct al_sim_result sim;
    fuzz_run(&ts, data, size, &ns, &sim, al_sim_kernel_names()[kernel], "fuzz_input");
    fuzz_check_budget(&ts, "fuzz_input");

    FILE *out = fuzz_devnull("fuzz_input");
    for (enum output o = 0; o < OUTPUTS; o++)
        if (outputs & (1u << o))
            write_output(out, o, &ts, &ns, &sim);

    al_sim_result_free(&sim);
    al_namespace_free(&ns);
    al_tableset_free(&ts);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
#ifdef ACPILINT_LIBFUZZER
    struct fuzz_choice c = fuzz_choose(data, size);
    run(data, size, c.kernel, 1u << (c.output % OUTPUTS));
#else
    /* A replay proves the input under every choice a campaign could have made. */
    for (size_t k = 0; k < fuzz_kernel_count(); k++)
        run(data, size, k, (1u << OUTPUTS) - 1);
#endif
    return 0;
}
