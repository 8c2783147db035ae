/* SPDX-License-Identifier: MIT */
/*
 * Baselines: what is written is read back, keys do not depend on input file
 * names, each entry accepts one finding, and only new findings stay counted.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "acpilint/baseline.h"
#include "acpilint/policy.h"
#include "testutil.h"

/* A set holding an APIC whose OEM table id has a quote, a backslash and a control byte. */
static const struct al_table *load(struct al_tableset *ts, const char *file)
{
    uint8_t buf[64] = {0};
    tu_put_header(buf, "APIC", sizeof(buf), 1);
    memcpy(buf + 16, "Q\"\\\x1b  x ", 8);
    tu_fix_checksum(buf, sizeof(buf));
    struct al_source src = {file, 0, 0, 0, false, false, NULL, false};
    al_tableset_init(ts);
    const struct al_table *t = al_tableset_add(ts, buf, sizeof(buf), NULL, &src);
    assert_non_null(t);
    return t;
}

/* Today's findings: two of one key, one whole-input finding, one with a field. */
static void report_today(struct al_tableset *ts, const struct al_table *t)
{
    al_report(ts, "table.checksum", al_at_table(t, 9, "Checksum"), "one in %s", "a.bin");
    al_report(ts, "madt.subtable-truncated", al_at_table(t, 44, "APIC/GICC[0]"), "x");
    al_report(ts, "madt.subtable-truncated", al_at_table(t, 44, "APIC/GICC[0]"), "y");
    struct al_where w = al_at_file("a.bin", AL_NO_OFFSET, 0);
    w.field = "GTDT";
    al_report(ts, "tables.required-missing", w, "GTDT missing");
}

static void test_round_trip(void **state)
{
    (void)state;
    char path[] = "/tmp/acpilint-baseline-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    char err[512];

    struct al_tableset ts;
    report_today(&ts, load(&ts, "a.bin"));
    assert_int_equal(al_baseline_write(&ts, path, err, sizeof(err)), 0);
    al_tableset_free(&ts);

    struct al_baseline b;
    assert_int_equal(al_baseline_load(&b, path, err, sizeof(err)), 0);
    assert_int_equal(b.count, 4);
    assert_string_equal(b.entries[0].rule, "table.checksum");
    assert_string_equal(b.entries[0].table, "APIC");
    assert_int_equal(b.entries[0].instance, 0);
    assert_string_equal(b.entries[0].oem_table_id, "Q\"\\x5c\\x1b  x ");
    assert_int_equal(b.entries[0].offset, 9);
    assert_int_equal(b.entries[3].instance, AL_NO_INSTANCE);
    assert_int_equal(b.entries[3].offset, AL_NO_OFFSET);

    /* The same tables under another file name: all accepted; a new finding is not. */
    const struct al_table *t = load(&ts, "renamed/dump.txt");
    report_today(&ts, t);
    al_report(&ts, "madt.subtable-truncated", al_at_table(t, 44, "APIC/GICC[0]"), "third");
    al_report(&ts, "table.checksum", al_at_table(t, 10, "Checksum"), "other offset");
    assert_int_equal(al_baseline_apply(&b, &ts), 4);
    size_t accepted = 0;
    for (size_t i = 0; i < ts.findings.count; i++) {
        const struct al_finding *f = &ts.findings.items[i];
        accepted += f->baselined;
        assert_true(f->baselined == f->suppressed);
        if (f->baselined)
            assert_non_null(strstr(f->justification, path));
    }
    assert_int_equal(accepted, 4);
    assert_int_equal(al_findings_count(&ts.findings, AL_SEV_ERROR), 2);
    al_baseline_free(&b);
    al_tableset_free(&ts);
    unlink(path);
}

/* Findings a config suppression accepts are not written; baselined ones are. */
static void test_write_skips_suppressed(void **state)
{
    (void)state;
    char path[] = "/tmp/acpilint-baseline-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    char err[512];
    struct al_tableset ts;
    report_today(&ts, load(&ts, "a.bin"));
    ts.findings.items[0].suppressed = true;
    ts.findings.items[1].suppressed = true;
    ts.findings.items[1].baselined = true;
    assert_int_equal(al_baseline_write(&ts, path, err, sizeof(err)), 0);
    struct al_baseline b;
    assert_int_equal(al_baseline_load(&b, path, err, sizeof(err)), 0);
    assert_int_equal(b.count, 3);
    al_baseline_free(&b);
    al_tableset_free(&ts);

    /* No findings: an empty list that reads back. */
    struct al_tableset empty;
    al_tableset_init(&empty);
    assert_int_equal(al_baseline_write(&empty, path, err, sizeof(err)), 0);
    assert_int_equal(al_baseline_load(&b, path, err, sizeof(err)), 0);
    assert_int_equal(b.count, 0);
    al_baseline_free(&b);
    al_tableset_free(&empty);
    unlink(path);
}

static void expect_error(const char *text, const char *want)
{
    char err[512] = "";
    struct al_baseline b;
    assert_int_equal(al_baseline_parse(&b, "b.yaml", text, strlen(text), err, sizeof(err)), -1);
    al_baseline_free(&b);
    if (!strstr(err, want))
        fail_msg("error '%s' does not contain '%s'", err, want);
}

static void test_errors(void **state)
{
    (void)state;
    expect_error("findings: []\n", "b.yaml:1: not an acpilint baseline");
    expect_error("acpilint-baseline: 2\n", "b.yaml:1: not an acpilint baseline");
    expect_error("acpilint-baseline: 1\nfindings:\n  - {table: APIC}\n",
                 "b.yaml:3: baseline: a finding without 'rule'");
    expect_error("acpilint-baseline: 1\nfindings:\n  - {rule: a.b, offset: -1}\n",
                 "b.yaml:3: baseline: offset must be a number");
    expect_error("acpilint-baseline: 1\nfindings:\n  - {rule: a.b, colour: red}\n",
                 "b.yaml:3: baseline finding: unknown key 'colour'");
    char err[256];
    struct al_baseline b;
    assert_int_equal(al_baseline_load(&b, "/nonexistent/b.yaml", err, sizeof(err)), -1);
    assert_non_null(strstr(err, "/nonexistent/b.yaml: cannot open"));
    al_baseline_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_write_skips_suppressed),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
