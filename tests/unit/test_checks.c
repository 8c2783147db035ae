/* SPDX-License-Identifier: MIT */
/* Header-level checks: each defect makes its rule fire, and only that rule. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/checks.h"
#include "acpilint/tableset.h"
#include "testutil.h"


static void add_table(const char *sig, uint32_t len, uint64_t address)
{
    uint8_t buf[128] = {0};
    tu_put_header(buf, sig, len, 2);
    tu_fix_checksum(buf, len);
    tu_add_table(&tu_ts, buf, len, address);
}

/* The distinct rules that fired, sorted by id, comma-separated. */
static const char *fired(void)
{
    return tu_rules_fired(&tu_ts, "");
}

static void test_clean_table(void **state)
{
    (void)state;
    add_table("GTDT", 96, 0);
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "");
}

static void test_bad_checksum(void **state)
{
    (void)state;
    uint8_t buf[64] = {0};
    tu_put_header(buf, "APIC", 64, 5);
    tu_fix_checksum(buf, 64);
    buf[40] ^= 1;
    tu_add_table(&tu_ts, buf, 64, 0);
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "table.checksum");
    assert_int_equal(tu_ts.findings.items[0].offset, 9);
    /* ACPICA warns and installs the table (ACPI_CHECKSUM_ABORT is off in Linux). */
    assert_non_null(strstr(tu_ts.findings.items[0].message, "installs the table anyway"));
}

/* Every table exported with Checksum 0: one info, no checksum error. */
static void test_checksums_cleared(void **state)
{
    (void)state;
    static const char *const sigs[] = {"APIC", "GTDT"};
    for (size_t i = 0; i < 2; i++) {
        uint8_t buf[64] = {0};
        tu_put_header(buf, sigs[i], 64, 5);
        buf[40] = 1;
        buf[9] = 0;
        tu_add_table(&tu_ts, buf, 64, 0);
    }
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "table.checksums-cleared");
}

static void test_length_exceeds_data(void **state)
{
    (void)state;
    uint8_t buf[64] = {0};
    tu_put_header(buf, "APIC", 200, 5);
    tu_fix_checksum(buf, 64);
    tu_add_table(&tu_ts, buf, 64, 0);
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "table.length-exceeds-data");
}

static void test_length_short_and_invalid(void **state)
{
    (void)state;
    uint8_t buf[64] = {0};
    tu_put_header(buf, "APIC", 48, 5);
    tu_fix_checksum(buf, 48);
    tu_add_table(&tu_ts, buf, 64, 0);
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "table.length-short");

    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    tu_put_header(buf, "APIC", 20, 5);
    tu_add_table(&tu_ts, buf, 64, 0);
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "table.length-invalid");
}

static void test_truncated_header(void **state)
{
    (void)state;
    uint8_t buf[20] = {'A', 'P', 'I', 'C', 20};
    tu_add_table(&tu_ts, buf, sizeof(buf), 0);
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "table.header-truncated");
}

static void test_signature_escaped(void **state)
{
    (void)state;
    uint8_t buf[40] = {0};
    tu_put_header(buf, "m\x1b[J", 40, 1);
    tu_fix_checksum(buf, 40);
    tu_add_table(&tu_ts, buf, 40, 0);
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "table.signature-invalid");
    assert_null(strchr(tu_ts.findings.items[0].message, 0x1b));
    assert_non_null(strstr(tu_ts.findings.items[0].message, "\\x1b"));
}

static void test_duplicates_and_rsdt(void **state)
{
    (void)state;
    add_table("FACP", 100, 0);
    add_table("FACP", 100, 0);
    add_table("SSDT", 40, 0);
    add_table("SSDT", 40, 0);
    add_table("RSDT", 40, 0);
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "rsdt.present,table.duplicate");
    size_t dup = 0;
    for (size_t i = 0; i < tu_ts.findings.count; i++)
        dup += strcmp(tu_ts.findings.items[i].rule, "table.duplicate") == 0;
    assert_int_equal(dup, 1);
}

static void test_xsdt_links(void **state)
{
    (void)state;
    uint8_t xsdt[36 + 16] = {0};
    tu_put_header(xsdt, "XSDT", sizeof(xsdt), 1);
    tu_put_u64(xsdt, 36, 0x2000);
    tu_put_u64(xsdt, 44, 0x9000); /* nothing there */
    tu_fix_checksum(xsdt, sizeof(xsdt));
    tu_add_table(&tu_ts, xsdt, sizeof(xsdt), 0x1000);
    add_table("APIC", 44, 0x2000);
    add_table("GTDT", 60, 0x3000); /* not listed */
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "xsdt.entry-missing,xsdt.table-unlisted");
}

static void test_xsdt_without_addresses(void **state)
{
    (void)state;
    uint8_t xsdt[36 + 8] = {0};
    tu_put_header(xsdt, "XSDT", sizeof(xsdt), 1);
    tu_put_u64(xsdt, 36, 0x2000);
    tu_fix_checksum(xsdt, sizeof(xsdt));
    tu_add_table(&tu_ts, xsdt, sizeof(xsdt), 0);
    add_table("APIC", 44, 0);
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "xsdt.links-unknown");
}

static void test_rsdp(void **state)
{
    (void)state;
    uint8_t r[36] = {0};
    memcpy(r, "RSD PTR ", 8);
    r[15] = 2;
    tu_put_u32(r, 20, 36);
    tu_put_u64(r, 24, 0x1000);
    tu_add_table(&tu_ts, r, sizeof(r), 0); /* both checksums left wrong */
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "rsdp.checksum,rsdp.ext-checksum");
}

static void test_rsdp_without_xsdt(void **state)
{
    (void)state;
    uint8_t r[20] = {0};
    memcpy(r, "RSD PTR ", 8);
    memcpy(r + 9, "ACPILT", 6);
    tu_put_u32(r, 16, 0x1000); /* revision 0: only an RSDT address */
    unsigned sum = 0;
    for (int i = 0; i < 20; i++)
        sum += r[i];
    r[8] = (uint8_t)(0x100 - (sum & 0xff));
    tu_add_table(&tu_ts, r, sizeof(r), 0);
    al_check_headers(&tu_ts);
    assert_string_equal(fired(), "rsdp.xsdt-missing");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_clean_table, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_bad_checksum, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_checksums_cleared, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_length_exceeds_data, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_length_short_and_invalid, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_truncated_header, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_signature_escaped, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_duplicates_and_rsdt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_xsdt_links, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_xsdt_without_addresses, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_rsdp, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_rsdp_without_xsdt, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
