/* SPDX-License-Identifier: MIT */
/*
 * Unit tests for the ACS waivable facts (include/acpilint/waivable.h) and the
 * waivable mark of a rule's certification traces (include/acpilint/trace.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "acpilint/rule_ids.h"
#include "acpilint/rules.h"
#include "acpilint/trace.h"
#include "acpilint/waivable.h"

/* A table in the shape of rules/acs-waivable.tsv, with waivable rows. */
static const char table[] = "# source: test\n"
                            "BSA\tGIC\tyes\tcatID 3\n"
                            "BSA\tPE\tno\tcatID 1\n"
                            "BSA\t*\tno\tnot listed\n"
                            "SBSA\t*\tyes\tevery module\n"
                            "FWTS\tuefivar\tYES\tcatID 6\n"
                            "# BSA\tTIMER\tyes\ta comment is no row\n"
                            "BSA\tshort\n";

static void test_rows_decide(void **state)
{
    (void)state;
    assert_true(al_acs_waivable_in(table, "BSA", "GIC"));
    /* the ACS compares test suite names without case ("PCIe", "PCIE") */
    assert_true(al_acs_waivable_in(table, "BSA", "gic"));
    assert_false(al_acs_waivable_in(table, "BSA", "PE"));
    assert_true(al_acs_waivable_in(table, "FWTS", "uefivar"));
}

static void test_star_and_unlisted(void **state)
{
    (void)state;
    assert_false(al_acs_waivable_in(table, "BSA", "TIMER"));   /* the "*" row; not the comment */
    assert_true(al_acs_waivable_in(table, "SBSA", "PCIE"));    /* the suite's "*" says yes */
    assert_false(al_acs_waivable_in(table, "FWTS", "madt"));   /* no row, no "*": not listed */
    assert_false(al_acs_waivable_in(table, "SCT", "PSCI"));    /* a suite without rows */
    assert_false(al_acs_waivable_in(table, "bsa", "GIC"));     /* suites match exactly */
    assert_false(al_acs_waivable_in(table, "BSA", "short"));   /* a row without its value */
    assert_false(al_acs_waivable_in("", "BSA", "GIC"));
}

/* The embedded facts: the SystemReady band's ACS marks none of our verdicts waivable. */
static void test_embedded_facts(void **state)
{
    (void)state;
    assert_false(al_acs_waivable("BSA", "GIC"));
    assert_false(al_acs_waivable("BSA", "TIMER"));
    assert_false(al_acs_waivable("BSA", "WATCHDOG"));
    assert_false(al_acs_waivable("FWTS", "madt"));
    assert_non_null(strstr(al_acs_waivable_source(), "ARM-software/arm-systemready "));
    assert_non_null(strstr(al_acs_waivable_source(), "common/log_parser/test_category.json"));
}

static void test_traces_marked(void **state)
{
    (void)state;
    const struct al_rule *r = al_catalogue_find(al_catalogue_default(), AL_R_BSA_TIMER_PPI->id);
    assert_non_null(r);
    struct al_trace t[AL_TRACE_MAX];
    size_t n = al_rule_traces(r, t, AL_TRACE_MAX);
    assert_true(n > 0);
    assert_string_equal(al_trace_test_suite(&t[0]), "GIC");
    assert_false(t[0].waivable);
    assert_false(al_traces_waivable(t, n));
    /* one waivable trace among others does not make the finding waivable; all do */
    struct al_trace two[2] = {t[0], t[0]};
    two[0].waivable = true;
    assert_false(al_traces_waivable(two, 2));
    two[1].waivable = true;
    assert_true(al_traces_waivable(two, 2));
    assert_false(al_traces_waivable(two, 0));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rows_decide),
        cmocka_unit_test(test_star_and_unlisted),
        cmocka_unit_test(test_embedded_facts),
        cmocka_unit_test(test_traces_marked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
