/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: the whole pipeline.  The bytes are one input file, run
 * through what the command line runs (src/cli/main.c, fuzz_pipeline.h):
 * the loader's content detection (gzip, acpidump text, blobs), header and
 * structure checks, the AML namespace, the rule engine under the default
 * profile, the boot simulator, the end of the findings; then the text
 * report, the table list, the namespace and simulator listings and the
 * JSON document are written to /dev/null.  fuzz_report checks the reports
 * themselves; fuzz_scan the --scan scanner; fuzz_load the loaders alone.
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef ACPILINT_LIBFUZZER
#include "fuzz_mutate.h" /* the structure-aware LLVMFuzzerCustomMutator */
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct al_tableset ts;
    fuzz_tableset(&ts, "fuzz_input");
    struct al_namespace ns;
    struct al_sim_result sim;
    fuzz_run(&ts, data, size, &ns, &sim, "fuzz_input");
    fuzz_check_budget(&ts, "fuzz_input");

    FILE *out = fuzz_devnull("fuzz_input");
    al_report_table_list(out, &ts);
    al_namespace_write_text(out, &ns);
    al_sim_print_text(out, &sim);
    al_report_text_color(out, &ts, true);
    fuzz_write_json(out, &ts, &ns, &sim);

    al_sim_result_free(&sim);
    al_namespace_free(&ns);
    al_tableset_free(&ts);
    return 0;
}
