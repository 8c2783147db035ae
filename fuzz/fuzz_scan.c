/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: --scan, the loader of arbitrary images (a flash image,
 * a memory dump).  The bytes but the last are the image; the last byte,
 * when its bit 7 is set, picks a small budget (fuzz_small_budget: a work
 * allowance of one checksum byte per image byte, few tables, few bytes),
 * so the work guard and the other cuts are reached.  The tables found go
 * through the header checks, and the budget's promises are checked.
 */
#include <stdint.h>

#include "acpilint/checks.h"
#include "acpilint/scan.h"
#include "fuzz_pipeline.h"

/*
 * The harness version (fuzz/LEDGER.tsv): bumped when what an execution does
 * changes, which starts a new count of executions.  1: --scan of an image
 * under small budgets (the 10^7-execution campaign of 6ca3cc1).
 */
#define FUZZ_HARNESS_VERSION 1

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef ACPILINT_LIBFUZZER
#include "fuzz_mutate.h" /* the structure-aware LLVMFuzzerCustomMutator */
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    struct al_tableset ts;
    fuzz_tableset(&ts, "fuzz_scan");
    fuzz_small_budget(&ts, data[size - 1]);
    al_scan_buffer(&ts, "fuzz.img", data, size - 1);
    al_check_headers(&ts);
    al_sink_finish(&ts);
    fuzz_check_budget(&ts, "fuzz_scan");
    al_tableset_free(&ts);
    return 0;
}
