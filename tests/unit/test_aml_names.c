/* SPDX-License-Identifier: MIT */
/*
 * Unit tests for AML name strings (ACPI 6.5 section 20.2.2), package
 * lengths (20.2.4) and EISA id decoding (19.6.45).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "aml/aml_internal.h"

static void test_name_single_root_parent(void **state)
{
    (void)state;
    static const uint8_t single[] = {'_', 'S', 'B', '_'};
    static const uint8_t root[] = {'\\', 'P', 'C', 'I', '0'};
    static const uint8_t parents[] = {'^', '^', 'A', 'B', 'C', 'D'};
    struct al_aml_name n;
    char buf[64];
    assert_true(al_aml_name_decode(al_span_make(single, sizeof(single)), 0, &n));
    assert_int_equal(n.count, 1);
    assert_false(n.root);
    assert_int_equal(n.end, 4);
    assert_string_equal(al_aml_name_format(al_span_make(single, 4), &n, buf, sizeof(buf)), "_SB");
    assert_true(al_aml_name_decode(al_span_make(root, sizeof(root)), 0, &n));
    assert_true(n.root);
    assert_int_equal(n.count, 1);
    assert_int_equal(n.end, 5);
    assert_true(al_aml_name_decode(al_span_make(parents, sizeof(parents)), 0, &n));
    assert_int_equal(n.parents, 2);
    assert_string_equal(al_aml_name_format(al_span_make(parents, 6), &n, buf, sizeof(buf)),
                        "^^ABCD");
}

static void test_name_dual_multi_null(void **state)
{
    (void)state;
    static const uint8_t dual[] = {0x5C, 0x2E, '_', 'S', 'B', '_', 'P', 'C', 'I', '0'};
    static const uint8_t multi[] = {0x2F, 3, '_', 'S', 'B', '_', 'P', 'C', 'I', '0',
                                    '_', 'C', 'R', 'S'};
    static const uint8_t null[] = {0x5C, 0x00};
    struct al_aml_name n;
    char buf[64];
    assert_true(al_aml_name_decode(al_span_make(dual, sizeof(dual)), 0, &n));
    assert_int_equal(n.count, 2);
    assert_string_equal(al_aml_name_format(al_span_make(dual, sizeof(dual)), &n, buf, 64),
                        "\\_SB.PCI0");
    assert_true(al_aml_name_decode(al_span_make(multi, sizeof(multi)), 0, &n));
    assert_int_equal(n.count, 3);
    assert_int_equal(n.end, sizeof(multi));
    assert_true(al_aml_name_decode(al_span_make(null, sizeof(null)), 0, &n));
    assert_int_equal(n.count, 0);
    assert_true(n.root);
    assert_int_equal(n.end, 2);
}

static void test_name_malformed(void **state)
{
    (void)state;
    static const uint8_t truncated_multi[] = {0x2F, 3, '_', 'S', 'B', '_', 'P', 'C'};
    static const uint8_t bad_char[] = {'A', 'b', 'C', 'D'};
    static const uint8_t digit_lead[] = {'1', 'B', 'C', 'D'};
    static const uint8_t only_root[] = {0x5C};
    static const uint8_t parents_only[] = {'^', '^', '^'};
    struct al_aml_name n;
    assert_false(al_aml_name_decode(al_span_make(truncated_multi, sizeof(truncated_multi)), 0, &n));
    assert_false(al_aml_name_decode(al_span_make(bad_char, sizeof(bad_char)), 0, &n));
    assert_false(al_aml_name_decode(al_span_make(digit_lead, sizeof(digit_lead)), 0, &n));
    assert_false(al_aml_name_decode(al_span_make(only_root, sizeof(only_root)), 0, &n));
    assert_false(al_aml_name_decode(al_span_make(parents_only, sizeof(parents_only)), 0, &n));
    assert_false(al_aml_name_decode(al_span_make(NULL, 0), 0, &n));
}

static void test_pkglen(void **state)
{
    (void)state;
    uint32_t len;
    size_t nb;
    static const uint8_t one[] = {0x3F};
    static const uint8_t two[] = {0x41, 0x12};
    static const uint8_t four[] = {0xC5, 0x34, 0x12, 0x0F};
    static const uint8_t reserved[] = {0x71, 0x12};
    static const uint8_t truncated[] = {0xC5, 0x34};
    assert_true(al_aml_pkglen(al_span_make(one, 1), 0, &len, &nb));
    assert_int_equal(len, 0x3F);
    assert_int_equal(nb, 1);
    assert_true(al_aml_pkglen(al_span_make(two, 2), 0, &len, &nb));
    assert_int_equal(len, 0x121);
    assert_int_equal(nb, 2);
    assert_true(al_aml_pkglen(al_span_make(four, 4), 0, &len, &nb));
    assert_int_equal(len, 0x0F12345);
    assert_int_equal(nb, 4);
    assert_false(al_aml_pkglen(al_span_make(reserved, 2), 0, &len, &nb));
    assert_false(al_aml_pkglen(al_span_make(truncated, 2), 0, &len, &nb));
    assert_false(al_aml_pkglen(al_span_make(one, 1), 1, &len, &nb));
}

static void test_eisaid(void **state)
{
    (void)state;
    char id[8];
    assert_true(al_eisaid_decode(0x080AD041u, id)); /* EISAID ("PNP0A08") */
    assert_string_equal(id, "PNP0A08");
    assert_true(al_eisaid_decode(0x0A0CD041u, id));
    assert_string_equal(id, "PNP0C0A");
    assert_false(al_eisaid_valid(0x000000FFu)); /* top bit of the swapped value set */
    assert_false(al_eisaid_valid(0));
}

static void test_resources(void **state)
{
    (void)state;
    /* Memory32Fixed (ReadWrite, 0x1000, 0x100); Interrupt (..., Level, ActiveHigh) {33, 34}; End */
    static const uint8_t rt[] = {0x86, 0x09, 0x00, 0x01, 0x00, 0x10, 0x00, 0x00, 0x00, 0x01, 0x00,
                                 0x00, 0x89, 0x0A, 0x00, 0x01, 0x02, 33, 0, 0, 0, 34, 0, 0, 0,
                                 0x79, 0x00};
    struct al_span s = al_span_make(rt, sizeof(rt));
    struct al_resource r;
    size_t off = 0;
    assert_int_equal(al_resource_next(s, &off, &r), 1);
    assert_int_equal(r.kind, AL_RES_MEMORY32_FIXED);
    assert_int_equal(r.minimum, 0x1000);
    assert_int_equal(r.address_length, 0x100);
    assert_int_equal(al_resource_next(s, &off, &r), 1);
    assert_int_equal(r.kind, AL_RES_EXT_INTERRUPT);
    assert_int_equal(r.irq_count, 2);
    assert_int_equal(r.irqs[0], 33);
    assert_int_equal(r.irqs[1], 34);
    assert_int_equal(al_resource_next(s, &off, &r), 0); /* end tag */
    /* Truncated large descriptor: decoding stops with -1, no over-read. */
    off = 0;
    assert_int_equal(al_resource_next(al_span_make(rt, 6), &off, &r), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_name_single_root_parent),
        cmocka_unit_test(test_name_dual_multi_null),
        cmocka_unit_test(test_name_malformed),
        cmocka_unit_test(test_pkglen),
        cmocka_unit_test(test_eisaid),
        cmocka_unit_test(test_resources),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
