/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: the bytes are one input file, run through what the
 * command line runs (src/cli/main.c): the loader's content detection (gzip,
 * acpidump text, blobs), header and structure checks, the AML namespace,
 * the rule engine under the default profile, the boot simulator, and every
 * report format written to /dev/null (findings quote table bytes, so the
 * escaping is under test too).  The same bytes also go through --scan's
 * scanner, the other loader of untrusted images.
 *
 * The project's rule: bad input gives a finding, never a crash, a hang, a
 * leak or a read past a buffer.  libFuzzer hands over a buffer of exactly
 * `size` bytes, so AddressSanitizer sees any read past it.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/aml.h"
#include "fuzz_common.h"
#include "acpilint/checks.h"
#include "acpilint/engine.h"
#include "acpilint/json.h"
#include "acpilint/load.h"
#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/report.h"
#include "acpilint/rules.h"
#include "acpilint/scan.h"
#include "acpilint/sim.h"
#include "acpilint/table.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef ACPILINT_LIBFUZZER
/*
 * The kernel (and so the boot simulator) refuses a table whose checksum is
 * wrong, and a mutation almost always breaks it: half of the mutations are
 * followed by a pass that walks the bytes as concatenated tables (an RSDP,
 * else a header's Length) and makes each checksum right, so the simulator
 * and the rules behind a sound RSDP -> XSDT -> FADT chain are reached too.
 */
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned seed);

static void fix_sum(uint8_t *p, size_t len, size_t sum_at)
{
    uint8_t sum = 0;
    p[sum_at] = 0;
    for (size_t i = 0; i < len; i++)
        sum = (uint8_t)(sum + p[i]);
    p[sum_at] = (uint8_t)(0x100 - sum);
}

static void fix_checksums(uint8_t *data, size_t size)
{
    size_t pos = 0;
    while (size - pos >= AL_HEADER_SIZE) {
        uint8_t *p = data + pos;
        if (memcmp(p, "RSD PTR ", 8) == 0) {
            fix_sum(p, AL_RSDP_V1_SIZE, 8);
            fix_sum(p, AL_RSDP_V2_SIZE, 32);
            pos += AL_RSDP_V2_SIZE;
            continue;
        }
        size_t len = (size_t)p[4] | (size_t)p[5] << 8 | (size_t)p[6] << 16 | (size_t)p[7] << 24;
        if (len < AL_HEADER_SIZE || len > size - pos)
            return;
        if (memcmp(p, "FACS", 4) != 0) /* the FACS has no checksum */
            fix_sum(p, len, 9);
        pos += len;
    }
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned seed)
{
    size = LLVMFuzzerMutate(data, size, max_size);
    if (seed & 1)
        fix_checksums(data, size);
    return size;
}
#endif

/* Built once: the policy is read-only during a run, as in src/cli/rules_cli.c. */
static const struct al_policy *default_policy(void)
{
    static struct al_policy policy;
    static bool ready;
    if (!ready) {
        char err[512];
        if (al_policy_init(&policy, al_catalogue_default(), al_profile_default(), err,
                           sizeof(err)) != 0) {
            fprintf(stderr, "fuzz_input: default policy: %s\n", err);
            abort();
        }
        ready = true;
    }
    return &policy;
}

static void write_reports(FILE *out, struct al_tableset *ts, const struct al_namespace *ns,
                          const struct al_sim_result *sim, size_t size)
{
    al_report_table_list(out, ts);
    al_namespace_write_text(out, ns);
    al_sim_print_text(out, sim);
    al_report_text_color(out, ts, true);
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
    /*
     * SARIF lists every enabled rule and JUnit a case per rule and table
     * whatever the input, which would take most of each run: they see one
     * input in 16 (by size, a knob the fuzzer turns easily; not 0 mod 16,
     * which the many inputs of exactly -max_len bytes would all be).
     */
    if (size % 16 == 7) {
        al_report_sarif(out, ts);
        al_report_junit(out, ts);
    }
}

/* What the command line runs on an input file after its header checks. */
static void check_and_report(struct al_tableset *ts, size_t size)
{
    al_check_structure(ts);
    struct al_namespace ns;
    al_namespace_build(ts, &ns); /* on allocation failure ns holds what was built */
    struct al_context ctx = {ts, ts->policy->profile, &ns};
    al_engine_run(&ctx);

    struct al_sim_options opts;
    al_sim_options_default(&opts);
    opts.rule_profile = ts->policy->profile->name;
    struct al_sim_result sim;
    if (al_sim_run(ts, &opts, &sim) != 0) {
        /* Only unusable options fail, and the defaults are usable: a bug. */
        fprintf(stderr, "fuzz_input: simulator: %s\n", sim.error);
        abort();
    }
    al_sink_finish(ts);
    al_findings_sort(&ts->findings);
    write_reports(fuzz_devnull("fuzz_input"), ts, &ns, &sim, size);
    al_sim_result_free(&sim);
    al_namespace_free(&ns);
}

/*
 * One table set from the bytes, checked and freed.  `scan`: read as --scan
 * reads an image (signatures, lengths and checksums found anywhere), which
 * only the header checks follow here, the scanner being what is under test;
 * otherwise as an input file, through everything the command line runs.
 */
static void run(const uint8_t *data, size_t size, bool scan)
{
    struct al_tableset ts;
    al_tableset_init(&ts);
    al_engine_attach_policy(&ts, default_policy());
    if (scan)
        al_scan_buffer(&ts, "fuzz.img", data, size);
    else
        al_load_buffer(&ts, "fuzz.bin", data, size);
    al_check_headers(&ts);
    if (!scan)
        check_and_report(&ts, size);
    al_tableset_free(&ts);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    run(data, size, false);
    run(data, size, true);
    return 0;
}
