/* SPDX-License-Identifier: MIT */
/*
 * FADT rules (src/check/fadt_rules.c) on FADTs built in memory: the rules
 * the per-rule corpus cannot show (they need dump addresses or an FACS
 * beside the FADT), and the edges of the others.  Each test names the
 * fadt.* rules that fire, sorted; "" means none.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/checks.h"
#include "acpilint/engine.h"
#include "acpilint/tableset.h"
#include "testutil.h"

#define FADT_LEN 276u


/* A clean FADT 6.3 like corpus/valid/facp.dsl: HW-reduced, PSCI over SMC, X_DSDT 0x40003000. */
static void fadt_base(uint8_t *b)
{
    memset(b, 0, FADT_LEN);
    tu_put_header(b, "FACP", FADT_LEN, 6);
    tu_put_u32(b, 112, 1u << 20);
    tu_put_u16(b, 129, 1);
    b[131] = 3;
    tu_put_u64(b, 140, 0x40003000);
}

static size_t get_len(const uint8_t *b)
{
    return (size_t)b[4] | (size_t)b[5] << 8 | (size_t)b[6] << 16 | (size_t)b[7] << 24;
}

static void add_fadt(uint8_t *b, uint64_t address)
{
    tu_fix_checksum(b, get_len(b));
    tu_add_table(&tu_ts, b, get_len(b), address);
}

static void add_sdt(const char *sig, uint64_t address)
{
    uint8_t b[40] = {0};
    tu_put_header(b, sig, sizeof(b), 2);
    tu_fix_checksum(b, sizeof(b));
    tu_add_table(&tu_ts, b, sizeof(b), address);
}

static void add_facs(uint64_t address)
{
    uint8_t b[64] = {0};
    memcpy(b, "FACS", 4);
    tu_put_u32(b, 4, sizeof(b));
    tu_add_table(&tu_ts, b, sizeof(b), address);
}

/* Runs the checks and returns the distinct fadt.* rules that fired, sorted, comma-separated. */
static const char *run(void)
{
    return tu_run_checks("fadt.");
}

static const struct al_finding *first(const char *rule)
{
    return tu_first_finding(&tu_ts, rule);
}

static void test_valid_is_silent(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    add_fadt(b, 0x40002000);
    add_sdt("DSDT", 0x40003000);
    assert_string_equal(run(), "");
}

/* The address the kernel uses must be the dump's DSDT, when the dump tells tables apart. */
static void test_dsdt_address_wrong(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u64(b, 140, 0x40009000);
    add_fadt(b, 0x40002000);
    add_sdt("DSDT", 0x40003000);
    assert_string_equal(run(), "fadt.dsdt-address-wrong");
    const struct al_finding *f = first("fadt.dsdt-address-wrong");
    assert_int_equal(f->offset, 140);
    assert_string_equal(f->field, "FACP/X_DSDT");
}

static void test_dsdt_address_from_32bit_field(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u64(b, 140, 0);
    tu_put_u32(b, 40, 0x40009000);
    add_fadt(b, 0x40002000);
    add_sdt("DSDT", 0x40003000);
    assert_string_equal(run(), "fadt.dsdt-address-wrong,fadt.x-dsdt-zero");
    assert_string_equal(first("fadt.dsdt-address-wrong")->field, "FACP/DSDT");
}

/* Windows tools print one address for every table: that says nothing about the DSDT. */
static void test_dsdt_address_untrustworthy(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u64(b, 140, 0x40009000);
    add_fadt(b, 0x62440102affc80);
    add_sdt("DSDT", 0x62440102affc80);
    assert_string_equal(run(), "");
}

static void test_dsdt_address_unknown(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    add_fadt(b, 0);
    add_sdt("DSDT", 0);
    assert_string_equal(run(), "");
}

static void test_x_dsdt_zero_with_32bit_fallback(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u64(b, 140, 0);
    tu_put_u32(b, 40, 0x40003000);
    add_fadt(b, 0x40002000);
    add_sdt("DSDT", 0x40003000);
    assert_string_equal(run(), "fadt.x-dsdt-zero");
    assert_non_null(strstr(first("fadt.x-dsdt-zero")->message, "falls back"));
}

/* Both pointers 0 beside the FACS the input holds: a dumper's zeros, not reported. */
static void test_facs_null_pointers_not_judged(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    add_fadt(b, 0);
    add_facs(0);
    assert_string_equal(run(), "");
}

static void test_facs_unreachable_wrong_address(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u64(b, 132, 0x4000B000);
    add_fadt(b, 0x40002000);
    add_sdt("DSDT", 0x40003000);
    add_facs(0x4000A000);
    assert_string_equal(run(), "fadt.facs-unreachable");
    assert_non_null(strstr(first("fadt.facs-unreachable")->message, "0x4000a000"));
}

static void test_facs_reachable(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u64(b, 132, 0x4000A000);
    add_fadt(b, 0x40002000);
    add_sdt("DSDT", 0x40003000);
    add_facs(0x4000A000);
    assert_string_equal(run(), "");

    /* Without addresses a non-zero pointer is taken on trust. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    add_fadt(b, 0);
    add_facs(0);
    assert_string_equal(run(), "");
}

/*
 * FIRMWARE_CTRL judged by the revision of its FADT (issue 22 item 4): the same
 * address in both fields is what ACPI 6.x allows (OSPM ignores FIRMWARE_CTRL),
 * and a 276-byte table labelled 5.0 is the 6.x layout; a real 5.1 FADT (268
 * bytes) must have FIRMWARE_CTRL 0 then.  The FACS only in the 32-bit field,
 * or two different addresses, are reported whatever the revision.
 */
static void test_firmware_ctrl_by_revision(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u32(b, 36, 0x4000A000);
    tu_put_u64(b, 132, 0x4000A000);
    add_fadt(b, 0);
    add_facs(0);
    assert_string_equal(run(), "");

    /* The laptops' table: Revision 5.0, 276 bytes, both fields equal. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    b[8] = 5;
    b[131] = 0;
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.revision-old");

    /* A true ACPI 5.1 FADT: 268 bytes. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    b[131] = 1;
    tu_put_u32(b, 4, 268);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.firmware-ctrl-32bit");
    assert_non_null(strstr(first("fadt.firmware-ctrl-32bit")->message, "ACPI 5.x FADT"));
    assert_int_equal(first("fadt.firmware-ctrl-32bit")->severity, AL_SEV_INFO);

    /* 6.x again, the two fields disagreeing. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    fadt_base(b);
    tu_put_u32(b, 36, 0x4000A000);
    tu_put_u64(b, 132, 0x4000C000);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.firmware-ctrl-32bit");
    assert_non_null(strstr(first("fadt.firmware-ctrl-32bit")->message, "different address"));

    /* Only the 32-bit field. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    tu_put_u64(b, 132, 0);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.firmware-ctrl-32bit");
    assert_non_null(strstr(first("fadt.firmware-ctrl-32bit")->message, "only in the 32-bit"));

    /* An x86 FADT (no HW_REDUCED_ACPI) uses its FACS: only hw-reduced-missing speaks. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    tu_put_u32(b, 112, 0);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.hw-reduced-missing");
}

/* The Windows-on-Arm laptops: Revision 5, Minor 0, 276 bytes, PSCI_COMPLIANT. */
static void test_revision_5_0_with_arm_flags(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    b[8] = 5;
    b[131] = 0;
    add_fadt(b, 0);
    /* One defect, one finding: the revision rule names the 6.x layout. */
    assert_string_equal(run(), "fadt.revision-old");
    assert_non_null(strstr(first("fadt.revision-old")->message, "ACPI 6.x layout"));
}

/* Older than 5.1 with no ARM flags: ACPI off; no PSCI finding on top of it. */
static void test_revision_unsupported_alone(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    b[8] = 3;
    b[131] = 0;
    tu_put_u16(b, 129, 0);
    tu_put_u32(b, 4, 244);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.revision-unsupported");
}

/* The kernel compares the whole minor byte: errata 1 of 5.0 (0x10) passes its test. */
static void test_minor_byte_read_whole(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    b[8] = 5;
    b[131] = 0x10;
    tu_put_u16(b, 129, 0);
    tu_put_u32(b, 4, 268);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.psci-not-compliant");
}

static void test_hw_reduced_fields(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    b[148] = 1;                                /* X_PM1a_EVT_BLK: only the space id */
    tu_put_u64(b, 244 + 4, 0x1000);            /* SLEEP_CONTROL_REG: allowed */
    tu_put_u32(b, 112, (1u << 20) | (1u << 4) | (1u << 8)); /* PWR_BUTTON ok, TMR_VAL_EXT not */
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.hw-reduced-field-nonzero");
    size_t n = 0;
    for (size_t i = 0; i < tu_ts.findings.count; i++)
        n += strcmp(tu_ts.findings.items[i].rule, "fadt.hw-reduced-field-nonzero") == 0;
    assert_int_equal(n, 2);
    assert_string_equal(first("fadt.hw-reduced-field-nonzero")->field, "FACP/X_PM1a_EVT_BLK");
}

/* Without HW_REDUCED_ACPI the fixed-hardware fields mean something: one finding only. */
static void test_not_hw_reduced_reports_once(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u32(b, 112, 0);
    tu_put_u32(b, 48, 0xB2);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.hw-reduced-missing");
}

/* A revision 2 FADT has no X_ fields: the 32-bit DSDT is all there is. */
static void test_old_short_fadt(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    b[8] = 2;
    tu_put_u32(b, 4, 132);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.dsdt-address-zero,fadt.revision-old");
    assert_string_equal(first("fadt.dsdt-address-zero")->field, "FACP/DSDT");
    /* What follows: no DSDT, so Linux disables ACPI (issue 22 item 3). */
    assert_non_null(strstr(first("fadt.dsdt-address-zero")->message, "acpi_bus_init()"));
}

/*
 * PSCI_COMPLIANT clear: shown here rather than in the per-rule corpus, where
 * the valid MADT's three secondary CPUs without a parking protocol would
 * add the madt.gicc-no-enable-method error.
 */
static void test_psci_not_compliant(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u16(b, 129, 0);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.psci-not-compliant");
}

static void test_psci_hvc_without_compliant(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u16(b, 129, 2);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.psci-hvc-without-compliant,fadt.psci-not-compliant");
}

/* Byte 44 may be 1 (ACPI 1.0 INT_MODEL); 2 is not. A 9 profile is reserved. */
static void test_bounded_bytes(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    b[44] = 1;
    b[45] = 8;
    add_fadt(b, 0);
    assert_string_equal(run(), "");
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    fadt_base(b);
    b[44] = 2;
    b[45] = 9;
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.pm-profile-invalid,fadt.reserved-nonzero");
    assert_string_equal(first("fadt.reserved-nonzero")->field, "FACP/INT_MODEL");
}

/* RESET_REG_SUP with a proper 8-bit memory register is silent; width 32 is not. */
static void test_reset_reg(void **state)
{
    (void)state;
    uint8_t b[FADT_LEN];
    fadt_base(b);
    tu_put_u32(b, 112, (1u << 20) | (1u << 10));
    b[116] = 0; /* system memory */
    b[117] = 8;
    b[119] = 1;
    tu_put_u64(b, 120, 0x09050000);
    b[128] = 1;
    add_fadt(b, 0);
    assert_string_equal(run(), "");
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    b[117] = 32;
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.reset-reg-invalid");
    assert_non_null(strstr(first("fadt.reset-reg-invalid")->message, "bit width 32"));
    /* The same register without RESET_REG_SUP is inert: an info of its own. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    tu_put_u32(b, 112, 1u << 20);
    add_fadt(b, 0);
    assert_string_equal(run(), "fadt.reset-reg-unused-invalid");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_valid_is_silent, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_dsdt_address_wrong, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_dsdt_address_from_32bit_field, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_dsdt_address_untrustworthy, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_dsdt_address_unknown, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_x_dsdt_zero_with_32bit_fallback, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_facs_null_pointers_not_judged, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_facs_unreachable_wrong_address, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_facs_reachable, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_firmware_ctrl_by_revision, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_revision_5_0_with_arm_flags, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_revision_unsupported_alone, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_minor_byte_read_whole, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_hw_reduced_fields, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_not_hw_reduced_reports_once, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_old_short_fadt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_psci_not_compliant, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_psci_hvc_without_compliant, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_bounded_bytes, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_reset_reg, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
