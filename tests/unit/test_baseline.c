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
#include "acpilint/rule_ids.h"
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
    al_report(ts, AL_R_TABLE_CHECKSUM, al_at_table(t, 9, "Checksum"), "one in %s", "a.bin");
    al_report(ts, AL_R_MADT_SUBTABLE_TRUNCATED, al_at_table(t, 44, "APIC/GICC[0]"), "x");
    al_report(ts, AL_R_MADT_SUBTABLE_TRUNCATED, al_at_table(t, 44, "APIC/GICC[0]"), "y");
    struct al_where w = al_at_file("a.bin", AL_NO_OFFSET, 0);
    w.field = "GTDT";
    al_report(ts, AL_R_TABLES_REQUIRED_MISSING, w, "GTDT missing");
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
    /* Written sorted by key, version 2: no instance or offset, the message normalised. */
    assert_int_equal(b.version, 2);
    assert_int_equal(b.count, 4);
    assert_string_equal(b.entries[0].rule, "madt.subtable-truncated");
    assert_string_equal(b.entries[0].field, "APIC/GICC[]");
    assert_string_equal(b.entries[2].rule, "table.checksum");
    assert_string_equal(b.entries[2].table, "APIC");
    assert_string_equal(b.entries[2].oem_table_id, "Q\"\\x5c\\x1b  x ");
    assert_string_equal(b.entries[2].message, "one in a.bin");
    assert_int_equal(b.entries[2].offset, AL_NO_OFFSET);
    assert_string_equal(b.entries[3].rule, "tables.required-missing");
    assert_string_equal(b.entries[3].table, "");

    /*
     * The same tables under another file name, with every finding at another
     * offset and GICC index: all accepted; a finding with a new message, or a
     * third of a key recorded twice, is not.
     */
    const struct al_table *t = load(&ts, "renamed/dump.txt");
    al_report(&ts, AL_R_TABLE_CHECKSUM, al_at_table(t, 19, "Checksum"), "one in %s", "a.bin");
    al_report(&ts, AL_R_MADT_SUBTABLE_TRUNCATED, al_at_table(t, 88, "APIC/GICC[5]"), "x");
    al_report(&ts, AL_R_MADT_SUBTABLE_TRUNCATED, al_at_table(t, 60, "APIC/GICC[2]"), "y");
    struct al_where w = al_at_file("b.bin", AL_NO_OFFSET, 0);
    w.field = "GTDT";
    al_report(&ts, AL_R_TABLES_REQUIRED_MISSING, w, "GTDT missing");
    al_report(&ts, AL_R_MADT_SUBTABLE_TRUNCATED, al_at_table(t, 44, "APIC/GICC[0]"), "y");
    al_report(&ts, AL_R_TABLE_CHECKSUM, al_at_table(t, 10, "Checksum"), "other message");
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

static void expect_normal(const char *in, const char *want)
{
    char out[256];
    al_baseline_normalise(in, out, sizeof(out));
    assert_string_equal(out, want);
    /* Idempotent, and in place. */
    al_baseline_normalise(out, out, strlen(out) + 1);
    assert_string_equal(out, want);
}

/* Positions go, values stay. */
static void test_normalise(void **state)
{
    (void)state;
    expect_normal("APIC/GICC[3]/Flags", "APIC/GICC[]/Flags");
    expect_normal("GICC at offset 44 is the boot CPU (MPIDR 0x100)",
                  "GICC at offset _ is the boot CPU (MPIDR 0x100)");
    expect_normal("structure 3 at offset 0x2c runs past the end", "structure _ at offset _ runs "
                                                                 "past the end");
    expect_normal("APIC+0x2c: node 12 of 14, line 300", "APIC+_: node _ of 14, line _");
    expect_normal("debug device 2: Revision is 1", "debug device _: Revision is 1");
    expect_normal("Revision is 3; entry 5; offsets 7; [x]; [12", "Revision is 3; entry _; offsets 7; "
                                                                "[x]; [12");
    expect_normal("a 0xnope offset 0x", "a 0xnope offset 0x");
}

/* A version 1 file (keyed by instance and offset) still reads and matches its way. */
static void test_version1(void **state)
{
    (void)state;
    const char *v1 = "acpilint-baseline: 1\nfindings:\n"
                     "  - {rule: table.checksum, table: APIC, instance: 0, field: Checksum, "
                     "offset: 9, message: whatever}\n";
    char err[256];
    struct al_baseline b;
    assert_int_equal(al_baseline_parse(&b, "v1.yaml", v1, strlen(v1), err, sizeof(err)), 0);
    assert_int_equal(b.version, 1);
    struct al_tableset ts;
    const struct al_table *t = load(&ts, "a.bin");
    al_report(&ts, AL_R_TABLE_CHECKSUM, al_at_table(t, 9, "Checksum"), "any message");
    al_report(&ts, AL_R_TABLE_CHECKSUM, al_at_table(t, 10, "Checksum"), "any message");
    ts.findings.items[0].oem_table_id[0] = '\0';
    ts.findings.items[1].oem_table_id[0] = '\0';
    assert_int_equal(al_baseline_apply(&b, &ts), 1);
    assert_true(ts.findings.items[0].baselined);
    assert_false(ts.findings.items[1].baselined);
    al_baseline_free(&b);
    al_tableset_free(&ts);
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
    expect_error("acpilint-baseline: 3\n", "b.yaml:1: not an acpilint baseline");
    expect_error("acpilint-baseline: 2\nfindings:\n  - {rule: a.b, offset: 9, message: m}\n",
                 "b.yaml:3: baseline finding: unknown key 'offset'");
    expect_error("acpilint-baseline: 2\nfindings:\n  - {rule: a.b}\n",
                 "b.yaml:3: baseline: a finding without 'message'");
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
        cmocka_unit_test(test_normalise),
        cmocka_unit_test(test_version1),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
