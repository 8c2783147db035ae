/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: the machine description (--hw FILE, include/acpilint/hw.h)
 * and the simulator that runs on it.  The bytes up to the first NUL are the
 * description; the bytes after it, when there are any, are one input file
 * run through the whole pipeline (fuzz_pipeline.h) with the description
 * applied as --hw applies it, under one kernel model chosen by the input.
 *
 * A description is untrusted input like the tables: it is parsed from a
 * buffer of exactly its length (no terminating NUL: AddressSanitizer sees
 * any read past it), and either gives "fuzz.yaml:LINE: reason" or a
 * description whose promises hold: GIC 0, 2 or 3, frames that neither wrap
 * past 2^64 nor overlap, no MPIDR twice, a GICv2 without redistributors or
 * ITSs, every count within the file budget (AL_BUDGET_HW_FILE_NODES).
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/budget.h"
#include "acpilint/hw.h"
#include "fuzz_common.h"
#include "fuzz_pipeline.h"

/* The harness version (fuzz/LEDGER.tsv).  1: the description, then one kernel model on the tables. */
#define FUZZ_HARNESS_VERSION 1

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail(const char *why, const char *detail)
{
    fprintf(stderr, "fuzz_hw: %s: %s\n", why, detail);
    abort();
}

/* An error names the file and, where a line is at fault, the line: "fuzz.yaml: ..." or "fuzz.yaml:7: ...". */
static void check_error(const char *err)
{
    if (strncmp(err, "fuzz.yaml:", 10) != 0 || strlen(err) < 12)
        fail("an error that does not name the file", err);
}

static void check_description(const struct al_hw_desc *h)
{
    if (h->gic != 0 && h->gic != 2 && h->gic != 3)
        fail("GIC version", "not 0, 2 or 3");
    if (h->frame_count > AL_BUDGET_HW_FILE_NODES || h->mpidr_count > AL_BUDGET_HW_FILE_NODES)
        fail("counts", "more frames or MPIDRs than the file budget has nodes");
    if ((h->frame_count != 0) != (h->frames != NULL) || (h->mpidr_count != 0) != (h->mpidrs != NULL))
        fail("counts", "a list and its count disagree");
    for (size_t i = 0; i < h->frame_count; i++) {
        const struct al_hw_range *a = &h->frames[i];
        if (a->size == 0 || a->base + a->size - 1 < a->base)
            fail("frame", "empty, or wraps past 2^64");
        if (h->gic == 2 && (a->kind == AL_HW_GICR || a->kind == AL_HW_ITS))
            fail("frame", "a GICv2 with a redistributor or ITS frame");
        for (size_t k = i + 1; k < h->frame_count; k++) {
            const struct al_hw_range *b = &h->frames[k];
            if (a->base <= b->base + (b->size - 1) && b->base <= a->base + (a->size - 1))
                fail("frames", "two frames overlap");
        }
    }
    for (size_t i = 0; i < h->mpidr_count; i++)
        for (size_t k = i + 1; k < h->mpidr_count; k++)
            if (h->mpidrs[i] == h->mpidrs[k])
                fail("mpidrs", "an MPIDR listed twice");
}

/* The tables after the description, simulated on the described machine. */
static void simulate(const struct al_hw_desc *h, const uint8_t *tables, size_t size,
                     size_t kernel)
{
    struct al_tableset ts;
    fuzz_tableset(&ts, "fuzz_hw");
    al_load_buffer(&ts, "fuzz.bin", tables, size);
    al_check_headers(&ts);
    al_check_structure(&ts);
    struct al_sim_options opts;
    al_sim_options_default(&opts);
    opts.profile = ts.policy->profile->name;
    opts.kernel = al_sim_kernel_names()[kernel];
    al_sim_options_apply_hw(&opts, h, "fuzz.yaml", 0);
    struct al_sim_result sim;
    if (al_sim_run(&ts, &opts, &sim) != 0)
        /* A parsed description is usable: an unusable one must fail its parse. */
        fail("simulator refused a parsed description", sim.error);
    al_sink_finish(&ts);
    fuzz_check_budget(&ts, "fuzz_hw");
    al_sim_print_text(fuzz_devnull("fuzz_hw"), &sim);
    al_sim_result_free(&sim);
    al_tableset_free(&ts);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *nul = memchr(data, 0, size);
    size_t text_size = nul ? (size_t)(nul - data) : size;
    /* Exactly the description's bytes: the parser is given a length, not a string. */
    char *text = malloc(text_size ? text_size : 1);
    if (!text)
        return 0;
    memcpy(text, data, text_size);

    struct al_hw_desc h;
    char err[768];
    err[0] = '\0';
    if (al_hw_parse(&h, "fuzz.yaml", text, text_size, err, sizeof(err)) != 0) {
        check_error(err);
        struct al_hw_desc zero;
        memset(&zero, 0, sizeof(zero));
        if (memcmp(&h, &zero, sizeof(h)) != 0)
            fail("a failed parse", "left a description behind");
    } else {
        check_description(&h);
        if (nul) {
            const uint8_t *tables = nul + 1;
            size_t tables_size = size - text_size - 1;
#ifdef ACPILINT_LIBFUZZER
            simulate(&h, tables, tables_size, fuzz_choose(data, size).kernel);
#else
            for (size_t k = 0; k < fuzz_kernel_count(); k++)
                simulate(&h, tables, tables_size, k);
#endif
        }
        al_hw_free(&h);
    }
    free(text);
    return 0;
}
