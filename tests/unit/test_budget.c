/* SPDX-License-Identifier: MIT */
/*
 * The run budget and the findings sink (budget.h, sink.h): each limit stops
 * the run at the limit, says so (a cut, a finding) and keeps the rest; the
 * policy is applied by the sink from what the engine attaches.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "acpilint/budget.h"
#include "acpilint/engine.h"
#include "acpilint/load.h"
#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/rule_ids.h"
#include "acpilint/rules.h"
#include "acpilint/sink.h"
#include "testutil.h"

static bool has_cut(const struct al_tableset *ts, enum al_cut_kind kind)
{
    for (size_t i = 0; i < ts->cut_count && i < AL_MAX_CUTS; i++)
        if (ts->cuts[i].kind == kind)
            return true;
    return false;
}

/* Past --max-findings, findings are counted per rule and one finding says so. */
static void test_findings_limit(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    ts.budget.findings = 10;
    for (int i = 0; i < 25; i++)
        al_report(&ts, AL_R_DUMP_BAD_LINE, al_at_file("junk.txt", AL_NO_OFFSET, (unsigned)i + 1),
                  "junk %d", i);
    for (int i = 0; i < 3; i++)
        al_report(&ts, AL_R_TABLE_CHECKSUM, al_at_file("junk.txt", 0, 0), "late %d", i);
    assert_int_equal(ts.findings.count, 10);
    assert_int_equal(al_sink_dropped(&ts, "dump.bad-line"), 15);
    assert_int_equal(al_sink_dropped(&ts, "table.checksum"), 3);
    assert_true(has_cut(&ts, AL_CUT_FINDINGS));
    assert_true(al_tableset_incomplete(&ts));
    al_sink_finish(&ts);
    al_sink_finish(&ts); /* once */
    assert_int_equal(ts.findings.count, 11);
    const struct al_finding *f = tu_first_finding(&ts, "input.findings-limit");
    assert_non_null(f);
    assert_non_null(strstr(f->message, "18 finding(s) past the limit of 10"));
    assert_non_null(strstr(f->message, "dump.bad-line 15, table.checksum 3"));
    assert_string_equal(f->file, "junk.txt");
    al_tableset_free(&ts);
}

/* The policy the engine attaches: severities, disabled rules, suppressions, applied by the sink. */
static void test_attach_policy(void **state)
{
    (void)state;
    char err[256];
    struct al_policy p;
    assert_int_equal(al_policy_init(&p, al_catalogue_default(), al_profile_default(), err,
                                    sizeof(err)),
                     0);
    assert_true(al_policy_set_enabled(&p, "dump.preamble", false, "--disable", err,
                                      sizeof(err)) > 0);
    struct al_tableset ts;
    al_tableset_init(&ts);
    /* Reported before the policy: kept raw (error), then resolved when it is attached. */
    al_report(&ts, AL_R_DUMP_SIGNATURE_MISMATCH, al_at_file("a.txt", AL_NO_OFFSET, 1), "early");
    al_report(&ts, AL_R_DUMP_PREAMBLE, al_at_file("a.txt", AL_NO_OFFSET, 1), "early, disabled");
    assert_int_equal(ts.findings.count, 2);
    assert_int_equal(ts.findings.items[0].severity, AL_SEV_ERROR);
    al_engine_attach_policy(&ts, &p);
    assert_ptr_equal(ts.policy, &p);
    assert_int_equal(ts.findings.count, 1);
    assert_int_equal(ts.findings.items[0].severity, AL_SEV_WARNING);
    assert_string_not_equal(ts.findings.items[0].reference, "");
    /* Reported after: resolved as it arrives; a disabled rule is neither kept nor counted. */
    al_report(&ts, AL_R_DUMP_PREAMBLE, al_at_file("a.txt", AL_NO_OFFSET, 2), "disabled");
    al_report(&ts, AL_R_DUMP_OFFSET_GAP, al_at_file("a.txt", AL_NO_OFFSET, 3), "kept");
    assert_int_equal(ts.findings.count, 2);
    assert_int_equal(al_sink_dropped(&ts, "dump.preamble"), 0);
    assert_false(al_tableset_incomplete(&ts));
    al_tableset_free(&ts);
    al_policy_free(&p);
}

/* A binary of more tables than --max-tables: the first ones load, the cut says where. */
static void test_table_limit(void **state)
{
    (void)state;
    uint8_t blob[10 * AL_HEADER_SIZE];
    for (int i = 0; i < 10; i++) {
        tu_put_header(blob + i * AL_HEADER_SIZE, "SSDT", AL_HEADER_SIZE, 2);
        tu_fix_checksum(blob + i * AL_HEADER_SIZE, AL_HEADER_SIZE);
    }
    struct al_tableset ts;
    al_tableset_init(&ts);
    ts.budget.tables = 4;
    assert_int_equal(al_load_buffer(&ts, "many.bin", blob, sizeof(blob)), AL_LOAD_OK);
    assert_int_equal(ts.count, 4);
    assert_int_equal(tu_count_rule(&ts, "input.table-limit"), 1);
    assert_true(has_cut(&ts, AL_CUT_TABLES));
    assert_int_equal(ts.cuts[0].offset, 4 * AL_HEADER_SIZE);
    al_tableset_free(&ts);
}

/* --max-table-size and --max-bytes refuse a table; smaller ones after it still load. */
static void test_size_limits(void **state)
{
    (void)state;
    uint8_t blob[3 * 100] = {0};
    size_t sizes[3] = {40, 200, 60};
    size_t at = 0;
    for (int i = 0; i < 3; i++) {
        tu_put_header(blob + at, "SSDT", (uint32_t)sizes[i], 2);
        tu_fix_checksum(blob + at, sizes[i]);
        at += sizes[i];
    }
    struct al_tableset ts;
    al_tableset_init(&ts);
    ts.budget.table = 100;
    al_load_buffer(&ts, "sizes.bin", blob, at);
    assert_int_equal(ts.count, 2);
    assert_int_equal(ts.tables[1]->size, 60);
    assert_true(has_cut(&ts, AL_CUT_TABLE));
    assert_int_equal(tu_count_rule(&ts, "input.size-limit"), 1);
    assert_int_equal(ts.bytes_held, 100);
    al_tableset_free(&ts);

    al_tableset_init(&ts);
    ts.budget.bytes = 250;
    al_load_buffer(&ts, "sizes.bin", blob, at);
    assert_int_equal(ts.count, 2); /* 40 + 200 held; the 60-byte one does not fit */
    assert_true(has_cut(&ts, AL_CUT_BYTES));
    assert_true(ts.bytes_held <= 250);
    al_tableset_free(&ts);
}

/*
 * A text dump header followed by one line at a huge offset: a gap and a
 * finding, not a 16 MiB table (issue 14).  A lost line is zero-filled.
 */
static void test_text_gap(void **state)
{
    (void)state;
    static const char text[] =
        "APIC @ 0x0\n"
        "  0000: 41 50 49 43 30 00 00 00 01 00 00 00 00 00 00 00\n"
        "  FFFFF0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
        "  FFFFF8: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
        "FACP @ 0x0\n"
        "  0000: 46 41 43 50 30 00 00 00 01 00 00 00 00 00 00 00\n"
        "  0020: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n";
    struct al_tableset ts;
    al_tableset_init(&ts);
    al_load_text_dump(&ts, "gap.txt", text, sizeof(text) - 1);
    assert_int_equal(ts.count, 2);
    assert_int_equal(ts.tables[0]->size, 16);
    assert_int_equal(ts.tables[1]->size, 48); /* the lost line at 0x10 is zero-filled */
    assert_int_equal(ts.tables[1]->bytes[0x10], 0);
    assert_int_equal(tu_count_rule(&ts, "dump.offset-gap"), 3);
    assert_false(al_tableset_incomplete(&ts));
    assert_int_equal(ts.bytes_held, 64);
    al_tableset_free(&ts);
}

/* The --scan work guard stops at its allowance, once. */
static void test_work_guard(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    ts.budget.scan_work = 1;
    al_budget_work_begin(&ts, "img", 1000);
    assert_true(al_budget_work(&ts, (1u << 20) + 1000));
    assert_false(al_budget_work(&ts, 1));
    assert_false(al_budget_work(&ts, 1));
    assert_int_equal(ts.cut_count, 1);
    assert_int_equal(tu_count_rule(&ts, "scan.work-limit"), 1);
    al_budget_work_end(&ts);
    assert_true(al_budget_work(&ts, UINT64_MAX));
    al_tableset_free(&ts);
}

static void test_parse_size(void **state)
{
    (void)state;
    uint64_t v;
    assert_int_equal(al_budget_parse_size("256M", UINT64_MAX, &v), 0);
    assert_int_equal(v, (uint64_t)256 << 20);
    assert_int_equal(al_budget_parse_size("4096", UINT64_MAX, &v), 0);
    assert_int_equal(v, 4096);
    assert_int_equal(al_budget_parse_size("2g", UINT64_MAX, &v), 0);
    assert_int_equal(v, (uint64_t)2 << 30);
    assert_int_equal(al_budget_parse_size("2T", UINT64_MAX, &v), -1);
    assert_int_equal(al_budget_parse_size("-1", UINT64_MAX, &v), -1);
    assert_int_equal(al_budget_parse_size("2G", (uint64_t)1 << 30, &v), -1);
    assert_int_equal(al_budget_parse_size("", UINT64_MAX, &v), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_findings_limit), cmocka_unit_test(test_attach_policy),
        cmocka_unit_test(test_table_limit),    cmocka_unit_test(test_size_limits),
        cmocka_unit_test(test_text_gap),       cmocka_unit_test(test_work_guard),
        cmocka_unit_test(test_parse_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
