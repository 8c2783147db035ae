/* SPDX-License-Identifier: MIT */
/*
 * Object rules (src/check/object_rules*.c) on edge cases the per-rule corpus
 * cannot show: the FWTS issue #46 processor layouts (processors in an SSDT,
 * inside an ACPI0010 container; Processor() objects; a _UID method), _CID
 * packages, _CCA on an ancestor, statically absent devices, _DSD methods and
 * 16-byte property values, one finding per \_OSI-calling method, nested
 * devices outside \_SB.  Fixtures: the .asl files of corpus/rules/objects/fixtures/,
 * compiled into the corpus build folder.
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
#include "check/object_rules.h"
#include "testutil.h"

#define VALID ACPILINT_TEST_CORPUS_BIN "/valid/"
#define FIXTURE(name) ACPILINT_TEST_CORPUS_BIN "/objects/" name ".aml"

/* The valid system with its DSDT (and SSDT when given) replaced; runs the object checks. */
static void run_objects(struct al_tableset *ts, const char *dsdt, const char *ssdt)
{
    static const char *const sigs[] = {"RSDP", "XSDT", "FACP", "APIC", "GTDT", "SPCR",
                                       "MCFG", "DBG2"};
    al_tableset_init(ts);
    for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
        char path[512];
        snprintf(path, sizeof(path), "%s%s", VALID, sigs[i]);
        assert_non_null(tu_load_real(ts, path));
    }
    assert_non_null(tu_load_real(ts, dsdt));
    assert_non_null(tu_load_real(ts, ssdt ? ssdt : VALID "SSDT"));
    struct al_namespace ns;
    assert_int_equal(al_namespace_build(ts, &ns), 0);
    struct al_context ctx = {ts, NULL, &ns};
    for (const struct al_check *c = al_checks_objects; c->name; c++)
        c->run(&ctx, NULL);
    al_namespace_free(&ns);
}

static void test_edge_cases(void **state)
{
    (void)state;
    struct al_tableset ts;
    run_objects(&ts, FIXTURE("edge-dsdt"), FIXTURE("edge-ssdt"));
    /* Processors in an SSDT inside a processor container still match the GICCs. */
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-without-processor"), 0);
    assert_int_equal(tu_count_rule(&ts, "obj.processor-outside-sb"), 0);
    /* \DEV0 and its child: only the outer device. */
    assert_int_equal(tu_count_rule(&ts, "obj.device-outside-sb"), 1);
    /* PCI1 (PNP0A08 in a _CID package); SATA is covered by PCI0's _CCA. */
    assert_int_equal(tu_count_rule(&ts, "obj.cca-missing"), 1);
    /* OFF0 has _STA Zero. */
    assert_int_equal(tu_count_rule(&ts, "obj.crs-missing"), 0);
    /* OSI1 (three calls) and OSI2 (one). */
    assert_int_equal(tu_count_rule(&ts, "obj.osi-called"), 2);
    /* DSD1's method returns an unknown UUID; DSD2's 16-byte property value is no UUID. */
    assert_int_equal(tu_count_rule(&ts, "obj.dsd-unknown-uuid"), 1);
    assert_int_equal(tu_count_rule(&ts, "obj.uid-missing"), 0);
    al_tableset_free(&ts);
}

static void test_no_processors_one_summary(void **state)
{
    (void)state;
    struct al_tableset ts;
    run_objects(&ts, FIXTURE("edge-dsdt"), NULL);
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-without-processor"), 1);
    al_tableset_free(&ts);
}

static void test_processor_objects(void **state)
{
    (void)state;
    struct al_tableset ts;
    run_objects(&ts, FIXTURE("procobj-dsdt"), NULL);
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-without-processor"), 0);
    assert_int_equal(tu_count_rule(&ts, "obj.processor-outside-sb"), 1);
    assert_int_equal(tu_count_rule(&ts, "obj.pr-scope"), 1);
    assert_int_equal(tu_count_rule(&ts, "obj.device-outside-sb"), 0);
    al_tableset_free(&ts);
}

static void test_uid_method_skips_gicc_match(void **state)
{
    (void)state;
    struct al_tableset ts;
    run_objects(&ts, FIXTURE("uidmethod-dsdt"), NULL);
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-without-processor"), 0);
    al_tableset_free(&ts);
}

static void test_valid_system_silent(void **state)
{
    (void)state;
    struct al_tableset ts;
    run_objects(&ts, VALID "DSDT", NULL);
    for (size_t i = 0; i < ts.findings.count; i++)
        assert_true(strncmp(ts.findings.items[i].rule, "obj.", 4) != 0);
    al_tableset_free(&ts);
}

/* Malformed data objects read as OB_BAD, never past the span. */
static void test_reader_bounds(void **state)
{
    (void)state;
    struct ob_obj o;
    const uint8_t pkg_too_long[] = {0x12, 0x3F, 0x02, 0x0A};
    assert_false(ob_read_object(al_span_make(pkg_too_long, sizeof(pkg_too_long)), 0,
                                sizeof(pkg_too_long), &o));
    const uint8_t str_no_nul[] = {0x0D, 'a', 'b'};
    assert_false(ob_read_object(al_span_make(str_no_nul, sizeof(str_no_nul)), 0,
                                sizeof(str_no_nul), &o));
    const uint8_t buf16[] = {0x11, 0x13, 0x0A, 0x10, 1, 2, 3, 4, 5, 6, 7, 8,
                             9,    10,   11,   12,   13, 14, 15, 16};
    assert_true(ob_read_object(al_span_make(buf16, sizeof(buf16)), 0, sizeof(buf16), &o));
    assert_int_equal(o.kind, OB_BUFFER);
    assert_int_equal(o.buffer_size, 16);
    assert_int_equal(o.data_len, 16);
    const uint8_t multi_name_short[] = {0x2F, 0x03, 'A', 'B', 'C', 'D'};
    assert_int_equal(ob_skip_name(al_span_make(multi_name_short, sizeof(multi_name_short)), 0,
                                  sizeof(multi_name_short)),
                     0);
    const uint8_t qword_short[] = {0x0E, 1, 2, 3};
    assert_false(ob_read_object(al_span_make(qword_short, sizeof(qword_short)), 0,
                                sizeof(qword_short), &o));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_edge_cases),
        cmocka_unit_test(test_no_processors_one_summary),
        cmocka_unit_test(test_processor_objects),
        cmocka_unit_test(test_uid_method_skips_gicc_match),
        cmocka_unit_test(test_valid_system_silent),
        cmocka_unit_test(test_reader_bounds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
