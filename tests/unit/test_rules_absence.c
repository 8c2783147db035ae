/* SPDX-License-Identifier: MIT */
/*
 * Conclusions drawn from absence (issue 22 items 1 and 6): the SPCR UART,
 * the DBG2 namespace strings and the GICCs' processor devices against the
 * namespace.  A finding that says
 * something is missing needs the whole firmware (presence.h
 * al_input_complete()); a _CRS computed at run time is "not verified".
 * Both sides of each rule on the valid corpus system (corpus/valid, with an
 * XSDT listing every table) and its variants.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "acpilint/aml.h"
#include "acpilint/engine.h"
#include "acpilint/tableset.h"
#include "testutil.h"

#define VALID ACPILINT_TEST_CORPUS_BIN "/valid/"
#define CASE(name) ACPILINT_TEST_CORPUS_BIN "/rules/" name

extern const struct al_check al_checks_spcr[];
extern const struct al_check al_checks_dbg2[];
extern const struct al_check al_checks_objects[];

static const struct al_check *const serial_areas[] = {al_checks_spcr, al_checks_dbg2, NULL};
static const struct al_check *const object_areas[] = {al_checks_objects, NULL};

/*
 * The valid system, with table `replace` (a signature) taken from `with`
 * and the XSDT left out when xsdt is false; runs the checks of the areas
 * (a NULL-terminated list).
 */
static void run_area(struct al_tableset *ts, const char *replace, const char *with, bool xsdt,
                     const struct al_check *const *areas)
{
    static const char *const sigs[] = {"RSDP", "XSDT", "FACP", "APIC", "GTDT", "SPCR",
                                       "MCFG", "DBG2", "DSDT", "SSDT"};
    al_tableset_init(ts);
    for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
        char path[512];
        if (!xsdt && (strcmp(sigs[i], "XSDT") == 0 || strcmp(sigs[i], "RSDP") == 0))
            continue;
        if (replace && strcmp(sigs[i], replace) == 0)
            snprintf(path, sizeof(path), "%s", with);
        else
            snprintf(path, sizeof(path), "%s%s", VALID, sigs[i]);
        assert_non_null(tu_load_real(ts, path));
    }
    struct al_namespace ns;
    assert_int_equal(al_namespace_build(ts, &ns), 0);
    struct al_context ctx = {ts, NULL, &ns};
    for (size_t a = 0; areas[a]; a++)
        for (const struct al_check *c = areas[a]; c->name; c++) {
            if (!c->signature) { /* once per run */
                c->run(&ctx, NULL);
                continue;
            }
            for (size_t i = 0; i < ts->count; i++)
                if (al_table_is(ts->tables[i], c->signature))
                    c->run(&ctx, ts->tables[i]);
        }
    al_namespace_free(&ns);
}

static void run_serial(struct al_tableset *ts, const char *replace, const char *with, bool xsdt)
{
    run_area(ts, replace, with, xsdt, serial_areas);
}

/* The whole valid firmware: the UART and the DBG2 string are verified, nothing said. */
static void test_complete_valid_quiet(void **state)
{
    (void)state;
    struct al_tableset ts;
    run_serial(&ts, NULL, NULL, true);
    assert_int_equal(tu_count_rule(&ts, "spcr.port-not-in-namespace"), 0);
    assert_int_equal(tu_count_rule(&ts, "spcr.port-namespace-unverified"), 0);
    assert_int_equal(tu_count_rule(&ts, "dbg2.namespace-not-found"), 0);
    assert_int_equal(tu_count_rule(&ts, "dbg2.namespace-unverified"), 0);
    al_tableset_free(&ts);
}

/* Whole firmware, SBSA UART type with only a PL011 device: proven missing, warning. */
static void test_complete_missing_uart_warns(void **state)
{
    (void)state;
    struct al_tableset ts;
    run_serial(&ts, "SPCR", CASE("spcr.port-not-in-namespace@SPCR"), true);
    assert_int_equal(tu_count_rule(&ts, "spcr.port-not-in-namespace"), 1);
    assert_int_equal(tu_count_rule(&ts, "spcr.port-namespace-unverified"), 0);
    al_tableset_free(&ts);
}

/*
 * The same tables without the XSDT (as most arm64 acpidumps): an SSDT the
 * copy lacks may define the UART or the DBG2 device, so one info each.
 */
static void test_incomplete_is_info(void **state)
{
    (void)state;
    struct al_tableset ts;
    run_serial(&ts, "SPCR", CASE("spcr.port-not-in-namespace@SPCR"), false);
    assert_int_equal(tu_count_rule(&ts, "spcr.port-not-in-namespace"), 0);
    assert_int_equal(tu_count_rule(&ts, "spcr.port-namespace-unverified"), 1);
    assert_non_null(strstr(tu_first_finding(&ts, "spcr.port-namespace-unverified")->message,
                           "no XSDT"));
    assert_int_equal(tu_count_rule(&ts, "dbg2.namespace-unverified"), 1);
    assert_int_equal(tu_count_rule(&ts, "dbg2.namespace-not-found"), 0);
    al_tableset_free(&ts);
}

/* A _CRS Method that computes the base (Add): not verified, never "not in the namespace". */
static void test_computed_crs_unverified(void **state)
{
    (void)state;
    struct al_tableset ts;
    run_serial(&ts, "DSDT", CASE("spcr.port-namespace-unverified@DSDT"), true);
    assert_int_equal(tu_count_rule(&ts, "spcr.port-not-in-namespace"), 0);
    assert_int_equal(tu_count_rule(&ts, "spcr.port-namespace-unverified"), 1);
    assert_non_null(strstr(tu_first_finding(&ts, "spcr.port-namespace-unverified")->message,
                           "\\_SB_.COM0._CRS is a method"));
    al_tableset_free(&ts);
}

/*
 * obj.gicc-without-processor concludes from absence too: the valid DSDT
 * with no processor devices (the corpus case) on the whole firmware warns;
 * without the XSDT an SSDT may hold them, so one info says why not judged.
 */
static void test_gicc_processors_need_whole_firmware(void **state)
{
    (void)state;
    struct al_tableset ts;
    run_area(&ts, "DSDT", CASE("obj.gicc-without-processor@DSDT"), true, object_areas);
    assert_true(tu_count_rule(&ts, "obj.gicc-without-processor") >= 1);
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-processor-unverified"), 0);
    al_tableset_free(&ts);
    run_area(&ts, "DSDT", CASE("obj.gicc-without-processor@DSDT"), false, object_areas);
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-without-processor"), 0);
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-processor-unverified"), 1);
    al_tableset_free(&ts);
    /* The valid DSDT has its four processors: nothing either way on the whole firmware. */
    run_area(&ts, NULL, NULL, true, object_areas);
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-without-processor"), 0);
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-processor-unverified"), 0);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_complete_valid_quiet),
        cmocka_unit_test(test_complete_missing_uart_warns),
        cmocka_unit_test(test_incomplete_is_info),
        cmocka_unit_test(test_computed_crs_unverified),
        cmocka_unit_test(test_gicc_processors_need_whole_firmware),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
