/* SPDX-License-Identifier: MIT */
/*
 * Predefined-name rules (src/check/predefined_rules.c) on byte code iasl
 * refuses to produce (a wrong type written in place, a malformed _HID), and
 * the namespace of SSDTs without their DSDT (aml.namespace-incomplete):
 * scopes into the missing DSDT are assumed, references outside the SSDTs
 * are counted once instead of reported one by one.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <string.h>

#include "acpilint/aml.h"
#include "acpilint/engine.h"
#include "check/predefined.h"
#include "testutil.h"

static void put(uint8_t *b, size_t *n, const void *bytes, size_t len)
{
    memcpy(b + *n, bytes, len);
    *n += len;
}

/* A definition block of the given body. */
static void add_block(const char *sig, const uint8_t *body, size_t len)
{
    uint8_t b[512] = {0};
    assert_true(36 + len <= sizeof(b));
    tu_put_header(b, sig, (uint32_t)(36 + len), 2);
    memcpy(b + 36, body, len);
    tu_fix_checksum(b, 36 + len);
    tu_add_table(&tu_ts, b, 36 + len, 0);
}

static void run_with_namespace(void)
{
    struct al_namespace ns;
    assert_int_equal(al_namespace_build(&tu_ts, &ns), 0);
    struct al_context ctx = {&tu_ts, NULL, &ns};
    al_engine_run(&ctx);
    al_namespace_free(&ns);
}

/*
 * Device (DEV0) { Name (_HID, "OEM2UPDX65MPA"); Name (_CLS, Zero);
 *                 Method (_STA) { Return ("ab") } }
 */
static void test_types_and_ids_written_in_place(void **state)
{
    (void)state;
    uint8_t body[64];
    size_t n = 0;
    static const uint8_t dev[] = {0x5B, 0x82, 0x2B, 'D', 'E', 'V', '0'};
    static const uint8_t hid[] = {0x08, '_', 'H', 'I', 'D', 0x0D, 'O', 'E', 'M', '2', 'U',
                                  'P', 'D', 'X', '6', '5', 'M', 'P', 'A', 0x00};
    static const uint8_t cls[] = {0x08, '_', 'C', 'L', 'S', 0x00};
    static const uint8_t sta[] = {0x14, 0x0B, '_', 'S', 'T', 'A', 0x00, 0xA4, 0x0D, 'a', 'b', 0x00};
    put(body, &n, dev, sizeof(dev));
    put(body, &n, hid, sizeof(hid));
    put(body, &n, cls, sizeof(cls));
    put(body, &n, sta, sizeof(sta));
    assert_int_equal(n, 2 + 0x2B);
    add_block("DSDT", body, n);
    run_with_namespace();
    assert_string_equal(tu_rules_fired(&tu_ts, "predef."), "predef.id-invalid,predef.object-type");
    assert_int_equal(tu_count_rule(&tu_ts, "predef.object-type"), 2); /* _CLS and _STA */
    assert_non_null(strstr(tu_first_finding(&tu_ts, "predef.id-invalid")->message,
                           "\"OEM2UPDX65MPA\", not a PNP or ACPI ID: 13 characters"));
}

/* Scope (\_SB.PCI0) { Name (ABCD, One) }  Method (TEST) { Return (XYZW) } */
static const uint8_t ssdt_body[] = {
    0x10, 0x11, '\\', 0x2E, '_', 'S', 'B', '_', 'P', 'C', 'I', '0', 0x08, 'A', 'B', 'C', 'D', 0x01,
    0x14, 0x0B, 'T', 'E', 'S', 'T', 0x00, 0xA4, 'X', 'Y', 'Z', 'W',
};

/* Without a DSDT: one info, the scope assumed, nothing reported unresolved. */
static void test_ssdt_without_dsdt(void **state)
{
    (void)state;
    add_block("SSDT", ssdt_body, sizeof(ssdt_body));
    struct al_namespace ns;
    assert_int_equal(al_namespace_build(&tu_ts, &ns), 0);
    assert_true(ns.partial);
    assert_int_not_equal(al_namespace_lookup(&ns, "\\_SB_.PCI0.ABCD"), AL_AML_NO_NODE);
    al_namespace_free(&ns);
    assert_string_equal(tu_rules_fired(&tu_ts, "aml."), "aml.namespace-incomplete");
    const struct al_finding *f = tu_first_finding(&tu_ts, "aml.namespace-incomplete");
    assert_non_null(strstr(f->message, "1 SSDT but no DSDT"));
    assert_non_null(strstr(f->message, "1 reference"));
    assert_non_null(strstr(f->message, "1 scope"));
}

/* With the DSDT that defines \_SB.PCI0, the scope loads and the reference is judged. */
static void test_ssdt_with_dsdt(void **state)
{
    (void)state;
    /* Scope (\_SB) { Device (PCI0) {} } */
    static const uint8_t dsdt_body[] = {0x10, 0x0D, '\\', '_', 'S', 'B', '_',
                                        0x5B, 0x82, 0x05, 'P', 'C', 'I', '0'};
    add_block("DSDT", dsdt_body, sizeof(dsdt_body));
    add_block("SSDT", ssdt_body, sizeof(ssdt_body));
    struct al_namespace ns;
    /* No XSDT: another SSDT may define XYZW, so it is not judged (issue 22 item 1). */
    assert_int_equal(al_namespace_build(&tu_ts, &ns), 0);
    assert_true(ns.partial);
    al_namespace_free(&ns);
    assert_string_equal(tu_rules_fired(&tu_ts, "aml."), "aml.namespace-incomplete");
    al_findings_free(&tu_ts.findings);
    al_findings_init(&tu_ts.findings);
    /* The whole firmware (--assume-complete): XYZW is provably undefined. */
    tu_ts.assume_complete = true;
    assert_int_equal(al_namespace_build(&tu_ts, &ns), 0);
    assert_false(ns.partial);
    al_namespace_free(&ns);
    assert_string_equal(tu_rules_fired(&tu_ts, "aml."), "aml.unresolved-reference");
}

/* The name list is in strict memcmp order, so the binary search finds every entry. */
static void test_predef_find_every_name(void **state)
{
    (void)state;
    size_t count = 0;
    for (const struct al_predef *p; (p = al_predef_at(count)) != NULL; count++) {
        assert_ptr_equal(al_predef_find(p->name), p);
        if (count)
            assert_true(memcmp(al_predef_at(count - 1)->name, p->name, 4) < 0);
    }
    assert_true(count > 200);
    assert_null(al_predef_find("_ZZZ"));
    assert_null(al_predef_find("_AAA"));
    assert_null(al_predef_find("STA_"));
    assert_non_null(al_predef_find("_HID"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_types_and_ids_written_in_place, tu_ts_setup,
                                        tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_ssdt_without_dsdt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_ssdt_with_dsdt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test(test_predef_find_every_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
