/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer target: `acpilint diff OLD NEW` (include/acpilint/diff.h).  One
 * buffer holds both inputs: the first two bytes (little endian, modulo what
 * follows) say where OLD ends and NEW begins, so a mutation can move bytes
 * between the sides, grow one, or make both the same.  Each side is one input
 * file as the command line loads it (gzip, acpidump text, blobs), written to
 * a file of its own because al_diff_run() takes paths, as the subcommand does.
 * Both sides are loaded, checked and simulated under one run budget, compared,
 * and one report is written to /dev/null: text, JSON, Markdown, or (one input
 * in 16) SARIF, chosen by the input as in fuzz_input.
 *
 * What must hold besides the sanitizers: al_diff_run() returns 0 or -1 with a
 * message; the exit status is 0, 1 or 2; a side compared with itself (the
 * same bytes on both sides) has no table, namespace or decision change.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "acpilint/diff.h"
#include "fuzz_common.h"
#include "fuzz_pipeline.h"

/* The harness version (fuzz/LEDGER.tsv).  1: both sides, one kernel model, one report. */
#define FUZZ_HARNESS_VERSION 1

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail(const char *why, const char *detail)
{
    fprintf(stderr, "fuzz_diff: %s: %s\n", why, detail);
    abort();
}

/* The side files, made once per process under the temporary directory. */
static const char *side_path(unsigned side)
{
    static char paths[2][256];
    if (!paths[side][0]) {
        const char *dir = getenv("TMPDIR");
        snprintf(paths[side], sizeof(paths[side]), "%s/fuzz_diff.%ld.%s", dir ? dir : "/tmp",
                 (long)getpid(), side ? "new" : "old");
    }
    return paths[side];
}

static void write_side(unsigned side, const uint8_t *bytes, size_t size)
{
    FILE *f = fopen(side_path(side), "wb");
    if (!f || (size && fwrite(bytes, 1, size, f) != size) || fclose(f) != 0)
        fail("cannot write a side file", side_path(side));
}

enum report { REPORT_TEXT, REPORT_JSON, REPORT_MARKDOWN, REPORT_SARIF };

static void run(bool same, size_t kernel, enum report report)
{
    struct al_diff_options o;
    memset(&o, 0, sizeof(o));
    al_sim_options_default(&o.sim);
    o.policy = fuzz_policy("fuzz_diff");
    o.sim.profile = o.policy->profile->name;
    o.sim.kernel = al_sim_kernel_names()[kernel];
    o.budget = al_budget_default();
    o.budget.bytes = FUZZ_BUDGET_BYTES;
    struct al_diff d;
    int rc = al_diff_run(&d, side_path(0), side_path(1), &o);
    if (rc != 0 && !d.error[0])
        fail("al_diff_run() failed", "without a message");
    if (rc == 0) {
        int status = al_diff_exit_status(&d);
        if (status < 0 || status > 2)
            fail("exit status", "not 0, 1 or 2");
        /* The budget may cut NEW where it let OLD through: only whole sides compare as equal. */
        if (same && !d.oom && !d.new_side.ts.cut_count && !d.old_side.ts.cut_count)
            for (enum al_diff_section s = AL_DIFF_TABLES; s <= AL_DIFF_DECISIONS; s++)
                if (s != AL_DIFF_FINDINGS && al_diff_section_count(&d, s))
                    fail("the same input on both sides", al_diff_section_name(s));
        FILE *out = fuzz_devnull("fuzz_diff");
        switch (report) {
        case REPORT_TEXT:
            al_diff_write_text(out, &d);
            break;
        case REPORT_JSON:
            al_diff_write_json(out, &d);
            break;
        case REPORT_MARKDOWN:
            al_diff_write_markdown(out, &d);
            break;
        case REPORT_SARIF:
            al_diff_write_sarif(out, &d);
            break;
        }
    }
    al_diff_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    size_t rest = size - 2;
    size_t old_size = rest ? ((size_t)data[0] | (size_t)data[1] << 8) % (rest + 1) : 0;
    const uint8_t *old_bytes = data + 2, *new_bytes = data + 2 + old_size;
    size_t new_size = rest - old_size;
    write_side(0, old_bytes, old_size);
    write_side(1, new_bytes, new_size);
    bool same = old_size == new_size && !memcmp(old_bytes, new_bytes, old_size);
#ifdef ACPILINT_LIBFUZZER
    struct fuzz_choice c = fuzz_choose(data, size);
    /* SARIF carries 600 KB of rule descriptions whatever the input: one input in 16. */
    enum report report = c.output % 16 == 0 ? REPORT_SARIF : (enum report)(c.output % 3);
    run(same, c.kernel, report);
#else
    for (size_t k = 0; k < fuzz_kernel_count(); k++)
        for (enum report r = REPORT_TEXT; r <= REPORT_SARIF; r++)
            run(same, k, r);
#endif
    return 0;
}
