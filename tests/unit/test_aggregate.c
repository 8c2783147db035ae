/* SPDX-License-Identifier: MIT */
/*
 * One problem, one finding (al_findings_aggregate): the reports of one rule
 * about one table merge into the first with a count and every other place;
 * findings about a whole input merge only when they name the same subject
 * (field), so two missing tables stay two findings.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <string.h>

#include "acpilint/finding.h"
#include "acpilint/rule_ids.h"
#include "acpilint/tableset.h"
#include "testutil.h"

static const struct al_table *load(struct al_tableset *ts, const char *sig)
{
    uint8_t buf[64] = {0};
    tu_put_header(buf, sig, sizeof(buf), 1);
    tu_fix_checksum(buf, sizeof(buf));
    struct al_source src = {"a.bin", 0, 0, 0, false, false, NULL, false};
    const struct al_table *t = al_tableset_add(ts, buf, sizeof(buf), NULL, &src);
    assert_non_null(t);
    return t;
}

static const struct al_finding *find(const struct al_findings *fs, const char *rule,
                                     const char *field)
{
    for (size_t i = 0; i < fs->count; i++)
        if (strcmp(fs->items[i].rule, rule) == 0 &&
            (!field || (fs->items[i].field && strcmp(fs->items[i].field, field) == 0)))
            return &fs->items[i];
    return NULL;
}

static void test_per_table_and_subject(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    const struct al_table *dbg2 = load(&ts, "DBG2");
    const struct al_table *spcr = load(&ts, "SPCR");
    /* One defect in three devices of one table, and once in another table. */
    al_report(&ts, AL_R_DBG2_DEVICE_FIELD_INVALID, al_at_table(dbg2, 44, "DBG2/Device[0]"), "a");
    al_report(&ts, AL_R_DBG2_DEVICE_FIELD_INVALID, al_at_table(dbg2, 60, "DBG2/Device[1]"), "b");
    al_report(&ts, AL_R_DBG2_DEVICE_FIELD_INVALID, al_at_table(dbg2, 76, "DBG2/Device[2]"), "c");
    al_report(&ts, AL_R_GAS_ACCESS_SIZE_INVALID, al_at_table(dbg2, 50, "DBG2/Device[0]/BAR"), "d");
    al_report(&ts, AL_R_GAS_ACCESS_SIZE_INVALID, al_at_table(spcr, 40, "SPCR/BaseAddress"), "e");
    /* Two tables missing from one input: two defects; the same one twice: one. */
    const char *subjects[] = {"GTDT", "APIC", "GTDT"};
    for (size_t i = 0; i < 3; i++) {
        struct al_where w = al_at_file("a.bin", AL_NO_OFFSET, 0);
        w.field = subjects[i];
        al_report(&ts, AL_R_TABLES_REQUIRED_MISSING, w, "%s missing", subjects[i]);
    }
    al_findings_sort(&ts.findings);
    assert_true(al_findings_aggregate(&ts.findings));

    assert_int_equal(ts.findings.count, 1 + 2 + 2);
    const struct al_finding *f = find(&ts.findings, "dbg2.device-field-invalid", NULL);
    assert_non_null(f);
    assert_int_equal(al_finding_count(f), 3);
    assert_string_equal(f->field, "DBG2/Device[0]");
    assert_string_equal(f->more[0].field, "DBG2/Device[1]");
    assert_string_equal(f->more[1].message, "c");
    size_t gas = 0;
    for (size_t i = 0; i < ts.findings.count; i++)
        if (strcmp(ts.findings.items[i].rule, "gas.access-size-invalid") == 0) {
            assert_int_equal(al_finding_count(&ts.findings.items[i]), 1);
            gas++;
        }
    assert_int_equal(gas, 2);
    f = find(&ts.findings, "tables.required-missing", "GTDT");
    assert_non_null(f);
    assert_int_equal(al_finding_count(f), 2);
    f = find(&ts.findings, "tables.required-missing", "APIC");
    assert_non_null(f);
    assert_int_equal(al_finding_count(f), 1);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_per_table_and_subject),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
