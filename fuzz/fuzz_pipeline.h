/* SPDX-License-Identifier: MIT */
/*
 * What the command line runs on its inputs (src/cli/main.c), for the
 * targets that fuzz the whole run: the default policy, the checks, the
 * namespace and the boot simulator.  Header-only: only the fuzz targets
 * include it.
 */
#ifndef ACPILINT_FUZZ_PIPELINE_H
#define ACPILINT_FUZZ_PIPELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "acpilint/aml.h"
#include "acpilint/checks.h"
#include "acpilint/json.h"
#include "acpilint/report.h"
#include "acpilint/engine.h"
#include "acpilint/load.h"
#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/rules.h"
#include "acpilint/sim.h"

/* Built once: the policy is read-only during a run, as in src/cli/rules_cli.c. */
static inline const struct al_policy *fuzz_policy(const char *target)
{
    static struct al_policy policy;
    static bool ready;
    if (!ready) {
        char err[512];
        if (al_policy_init(&policy, al_catalogue_default(), al_profile_default(), err,
                           sizeof(err)) != 0) {
            fprintf(stderr, "%s: default policy: %s\n", target, err);
            abort();
        }
        ready = true;
    }
    return &policy;
}

/*
 * Bytes held by a fuzzed run: the default budget but 16 MiB of input data.
 * A gzip of a few KiB inflating to the default 256 MiB would cost a second
 * an execution for the same cut code; -malloc_limit_mb then catches any
 * allocation the budget should have refused.
 */
#define FUZZ_BUDGET_BYTES ((uint64_t)16 << 20)

/* A table set with the default policy attached, as main() starts one. */
static inline void fuzz_tableset(struct al_tableset *ts, const char *target)
{
    al_tableset_init(ts);
    ts->budget.bytes = FUZZ_BUDGET_BYTES;
    al_engine_attach_policy(ts, fuzz_policy(target));
}

/*
 * Loads the bytes as one input file and runs what the command line runs
 * after loading: header and structure checks, the namespace, the rule
 * engine, the simulator under one kernel model (`kernel`, one of
 * al_sim_kernel_names()), the end of the findings, the sort.
 */
static inline void fuzz_run(struct al_tableset *ts, const uint8_t *data, size_t size,
                            struct al_namespace *ns, struct al_sim_result *sim,
                            const char *kernel, const char *target)
{
    al_load_buffer(ts, "fuzz.bin", data, size);
    al_check_headers(ts);
    al_check_structure(ts);
    al_namespace_build(ts, ns); /* on allocation failure ns holds what was built */
    struct al_context ctx = {ts, ts->policy->profile, ns};
    al_engine_run(&ctx);
    struct al_sim_options opts;
    al_sim_options_default(&opts);
    opts.profile = ts->policy->profile->name;
    opts.kernel = kernel;
    if (al_sim_run(ts, &opts, sim) != 0) {
        /* Only unusable options fail, and the defaults are usable: a bug. */
        fprintf(stderr, "%s: simulator %s: %s\n", target, kernel, sim->error);
        abort();
    }
    al_sink_finish(ts);
    al_findings_sort(&ts->findings);
}

/* How many kernel models al_sim_kernel_names() lists. */
static inline size_t fuzz_kernel_count(void)
{
    size_t n = 0;
    while (al_sim_kernel_names()[n])
        n++;
    return n;
}

/*
 * What one execution of the lean harnesses (fuzz_input, fuzz_report) does
 * is chosen by the input (issue 27): one kernel model and one output, so a
 * campaign reaches every model and every output while an execution pays
 * for one of each (three models and every output made 190-460 and 75-130
 * executions a second).  The choice comes from the size and the last
 * byte, knobs every libFuzzer mutation turns: the size alone would send
 * the many inputs of exactly -max_len bytes down one path, and a byte
 * inside the tables would be fixed by the checksums the structure-aware
 * mutator (fuzz_mutate.h) sets.  `kernel` is an index into
 * al_sim_kernel_names(); `output` the harness's own list, taken mod its
 * length.  Replaying an input with the libFuzzer binary takes the same
 * choice; the replay builds (replay_main.c) run every choice instead.
 */
struct fuzz_choice {
    size_t kernel;
    unsigned output;
};

static inline struct fuzz_choice fuzz_choose(const uint8_t *data, size_t size)
{
    size_t mix = size * 31u + (size ? data[size - 1] : 0u);
    size_t kernels = fuzz_kernel_count();
    struct fuzz_choice c = {mix % kernels, (unsigned)(mix / kernels)};
    return c;
}

/* The JSON document of --format json --namespace --simulate. */
static inline void fuzz_write_json(FILE *out, const struct al_tableset *ts,
                                   const struct al_namespace *ns, const struct al_sim_result *sim)
{
    struct al_json j;
    al_json_init(&j, out);
    al_json_begin_object(&j);
    al_report_json_preamble(&j, ts);
    al_json_key(&j, "namespace");
    al_namespace_write_json(&j, ns);
    al_json_key(&j, "simulation");
    al_sim_write_json(&j, sim);
    al_report_json_findings(&j, ts);
    al_json_end_object(&j);
    al_json_finish(&j);
}

/*
 * The budget's promises after a load (budget.h): limits held, and every
 * byte reserved belongs to a table (nothing leaked in the accounting).
 */
static inline void fuzz_check_budget(const struct al_tableset *ts, const char *target)
{
    uint64_t held = 0;
    for (size_t i = 0; i < ts->count; i++) {
        held += ts->tables[i]->size;
        if (ts->tables[i]->size > ts->budget.table) {
            fprintf(stderr, "%s: a %zu-byte table passed --max-table-size\n", target,
                    ts->tables[i]->size);
            abort();
        }
    }
    if (ts->count > ts->budget.tables || held != ts->bytes_held ||
        ts->bytes_held > ts->budget.bytes) {
        fprintf(stderr, "%s: %zu tables of %llu bytes, %llu held, budget %u tables %llu bytes\n",
                target, ts->count, (unsigned long long)held,
                (unsigned long long)ts->bytes_held, ts->budget.tables,
                (unsigned long long)ts->budget.bytes);
        abort();
    }
    /* Kept findings: the budget, plus one per remembered cut and the findings-limit summary. */
    if (ts->findings.count > ts->budget.findings + AL_MAX_CUTS + 1) {
        fprintf(stderr, "%s: %zu findings kept past a limit of %zu\n", target,
                ts->findings.count, ts->budget.findings);
        abort();
    }
}

/*
 * Small limits picked by one byte, so the fuzzer reaches every cut with
 * small inputs: bit 7 clear keeps the defaults.
 */
static inline void fuzz_small_budget(struct al_tableset *ts, uint8_t b)
{
    if (!(b & 0x80))
        return;
    ts->budget.findings = 1u << (b & 7);          /* 1 .. 128 */
    ts->budget.tables = 1u + ((b >> 3) & 3) * 3;  /* 1, 4, 7, 10 */
    ts->budget.table = (b & 0x20) ? 64 : 4096;
    ts->budget.bytes = (b & 0x40) ? 512 : 65536;
    ts->budget.scan_work = 1;
}

#endif
