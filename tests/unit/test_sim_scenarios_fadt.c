/* SPDX-License-Identifier: MIT */
/*
 * Boot simulator scenarios, part 2: table init, the FADT revision check
 * and PSCI (seeds 002 and 004).  Every assertion cites its seed line.
 */
#define FX_KERNEL "4.1" /* the seed series, pinned */
#include "sim_fixture.h"

#define U(x) ((uint64_t)(x))
#define STUB_PANIC "Kernel panic - not syncing: No interrupt controller found."

/* S21: FADT 5.0: ACPI disabled, the stub DT is all that is left. */
static void s21_fadt_5_0(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 5, 0, 1);
    fx_run(&f);
    /* seed 004 lines 255-257 (seed 002 lines 211-213) */
    fx_expect_log(&f, "ACPI: Unsupported FADT revision 5.0, should be 5.1+, will disable ACPI",
                  STUB_PANIC, NULL);
    fx_expect_verdict(&f, "disabled", "dt", "unknown"); /* seed 010 line 477 */
    assert_int_equal(fx_findings(&f, "sim.acpi-disabled"), 1);
    assert_int_equal(fx_findings(&f, "sim.no-platform"), 1);
    fx_free(&f);
}

/* S22: FADT 5.0 with a populated DT: the DT boot goes on quietly after the warning. */
static void s22_fadt_5_0_populated(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 5, 0, 1);
    f.opt.dt = AL_DT_POPULATED;
    fx_run(&f);
    /* no acpi=force and a populated DT: seed 003 line 407 never reaches the FADT */
    fx_expect_log(&f, NULL);
    fx_expect_verdict(&f, "disabled", "dt", "unknown");
    fx_free(&f);
}

/* S23: FADT revision 4 (244 bytes): minor read past the table, printed as 0 here. */
static void s23_fadt_rev4(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 4, 0, 0);
    fx_run(&f);
    /* seed 002 lines 207-213: fadt->minor_revision at offset 131 of a 244-byte table */
    fx_expect_log(&f, "ACPI: Unsupported FADT revision 4.0, should be 5.1+, will disable ACPI",
                  STUB_PANIC, NULL);
    fx_free(&f);
}

/* S24: FADT revision 2 (116 bytes): offset 131 is past the table; the trace says so. */
static void s24_fadt_rev2_short(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 2, 0, 0);
    fx_run(&f);
    fx_expect_log(&f, "ACPI: Unsupported FADT revision 2.0, should be 5.1+, will disable ACPI",
                  STUB_PANIC, NULL);
    fx_json_has(&f, "reads minor_revision at offset 131"); /* seed 002 line 212 */
    fx_free(&f);
}

/* S25: FADT 6.0: "revision > 5" passes whatever the minor (seed 004 line 237). */
static void s25_fadt_6_0(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 6, 0, 1);
    fx_run(&f);
    fx_expect_verdict(&f, "enabled", "acpi", "smc");
    fx_expect_log(&f, "psci: probing for conduit method from ACPI.",
                  "ACPI: 4 CPUs enabled, 4 CPUs total", "ACPI: Using GIC for interrupt routing",
                  NULL);
    fx_free(&f);
}

/* S26: FADT 5.2 passes (seed 004 line 238: minor >= 1). */
static void s26_fadt_5_2(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 5, 2, 3);
    fx_run(&f);
    fx_expect_verdict(&f, "enabled", "acpi", "hvc");
    fx_free(&f);
}

/* S27: no FADT: "Can't find FADT" and ACPI is disabled (seed 002 lines 239-243). */
static void s27_no_fadt(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.has_fadt = false;
    fx_run(&f);
    fx_expect_log(&f, "ACPI: Can't find FADT", STUB_PANIC, NULL);
    fx_expect_verdict(&f, "disabled", "dt", "unknown");
    assert_int_equal(fx_findings(&f, "sim.acpi-disabled"), 1);
    fx_free(&f);
}

/* S27b: a copy that may lack the FADT (no XSDT proves it absent): nothing is decided. */
static void s27b_fadt_unknown(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.partial = true;
    f.has_fadt = false;
    fx_run(&f);
    assert_int_equal(f.r.outcome, AL_OUT_UNKNOWN);
    assert_int_equal(fx_findings(&f, "sim.acpi-disabled"), 0);
    assert_int_equal(fx_findings(&f, "sim.not-simulated"), 1);
    fx_json_has(&f, "\"acpi\": \"unknown\"");
    fx_free(&f);
}

/* S27c: a copy that may lack the MADT: no CPU or GIC decision, no "No interrupt controller". */
static void s27c_madt_unknown(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.partial = true;
    f.has_madt = false;
    fx_run(&f);
    assert_int_equal(f.r.outcome, AL_OUT_UNKNOWN);
    assert_false(f.r.gic_attempted);
    assert_int_equal(fx_findings(&f, "sim.gic-init-failed"), 0);
    assert_false(fx_log_has(&f, "Kernel panic - not syncing: No interrupt controller found."));
    fx_free(&f);
}

/* S27d: --no-rsdp: no RSDP handed over, acpi_table_init() fails, the DT stub is used (seed 002). */
static void s27d_no_rsdp(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.no_rsdp = true;
    fx_run(&f);
    fx_expect_verdict(&f, "disabled", "dt", "unknown");
    assert_int_equal(fx_findings(&f, "sim.rsdp-assumed"), 0);
    fx_free(&f);
}

/* S28: an FADT with a bad checksum is never installed: same as no FADT. */
static void s28_fadt_bad_checksum(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.fadt_bad_checksum = true;
    fx_run(&f);
    /* ACPICA warns and installs it all the same: ACPI_CHECKSUM_ABORT is FALSE */
    fx_expect_verdict(&f, "enabled", "acpi", "smc");
    fx_expect_log(&f, "psci: probing for conduit method from ACPI.",
                  "ACPI: 4 CPUs enabled, 4 CPUs total", "ACPI: Using GIC for interrupt routing",
                  NULL);
    fx_json_has(&f, "ACPICA warns and installs the table all the same");
    fx_free(&f);
}

/* S29: no PSCI: ACPI stays, secondaries do not start, "0 CPUs enabled". */
static void s29_no_psci(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 5, 1, 0);
    fx_run(&f);
    /* seed 004 lines 248-252; acpi_table_parse() ignores -EOPNOTSUPP */
    fx_expect_verdict(&f, "enabled", "acpi", "absent");
    fx_expect_log(&f, "ACPI: No PSCI support, will not bring up secondary CPUs",
                  "psci: is not implemented in ACPI.",
                  "ACPI: 0 CPUs enabled, 4 CPUs total", /* seed 004 lines 159-160, 228 */
                  "ACPI: Using GIC for interrupt routing", NULL);
    fx_expect_map(&f, 1, U(0));
    fx_json_has(&f, "\"secondaries\": false");
    assert_int_equal(fx_findings(&f, "sim.secondaries-not-started"), 1);
    fx_free(&f);
}

/* S30: PSCI over HVC (ARM_BOOT_ARCH bit 1). */
static void s30_psci_hvc(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 5, 1, 3);
    fx_run(&f);
    fx_expect_verdict(&f, "enabled", "acpi", "hvc"); /* psci_acpi_init(): acpi_psci_use_hvc() */
    fx_json_has(&f, "\"secondaries\": true");
    fx_free(&f);
}

/* S31: PSCI_USE_HVC without PSCI_COMPLIANT is still "no PSCI". */
static void s31_hvc_without_compliant(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 5, 1, 2);
    fx_run(&f);
    fx_expect_verdict(&f, "enabled", "acpi", "absent"); /* seed 004 line 248 */
    fx_free(&f);
}

static void put_rsdp(uint8_t *p, uint8_t rev, uint32_t rsdt, uint64_t xsdt)
{
    memcpy(p, "RSD PTR ", 8);
    memcpy(p + 9, "ACPILT", 6);
    p[15] = rev;
    tu_put_u32(p, 16, rsdt);
    tu_put_u32(p, 20, 36);
    tu_put_u64(p, 24, xsdt);
    unsigned sum = 0;
    for (int i = 0; i < 20; i++)
        sum += p[i];
    p[8] = (uint8_t)(0x100 - (sum & 0xff));
    sum = 0;
    for (int i = 0; i < 36; i++)
        sum += p[i];
    p[32] = (uint8_t)(0x100 - (sum & 0xff));
}

/* S32: RSDP 2 leading to an XSDT: table init succeeds. */
static void s32_rsdp_xsdt(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    put_rsdp(fx_extra(&f, 36, false), 2, 0, 0x80000000);
    uint8_t *x = fx_extra(&f, 52, true);
    tu_put_header(x, "XSDT", 52, 1);
    tu_put_u64(x, 36, 0x80001000);
    tu_put_u64(x, 44, 0x80002000);
    fx_run(&f);
    fx_expect_verdict(&f, "enabled", "acpi", "smc"); /* seed 002 lines 233-237 */
    fx_free(&f);
}

/* S33: an RSDP giving no root table address: acpi_table_init() fails. */
static void s33_rsdp_no_address(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    put_rsdp(fx_extra(&f, 36, false), 2, 0, 0);
    fx_run(&f);
    /* seed 002 lines 234-236: disable_acpi(), no message of its own */
    fx_expect_log(&f, STUB_PANIC, NULL);
    fx_expect_verdict(&f, "disabled", "dt", "unknown");
    assert_int_equal(fx_findings(&f, "sim.acpi-disabled"), 1);
    fx_free(&f);
}

/* S34: an XSDT with a bad checksum: acpi_table_init() fails. */
static void s34_xsdt_bad_checksum(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    put_rsdp(fx_extra(&f, 36, false), 2, 0, 0x80000000);
    uint8_t *x = fx_extra(&f, 44, true);
    tu_put_header(x, "XSDT", 44, 1);
    f.extra_fix_checksum[1] = false;
    x[9] = 0x42;
    fx_run(&f);
    /* acpi_tb_parse_root_table() warns and goes on: ACPI_CHECKSUM_ABORT is FALSE */
    fx_expect_verdict(&f, "enabled", "acpi", "smc");
    fx_json_has(&f, "the root table's checksum is wrong");
    fx_free(&f);
}

/* S35: RSDP revision 0: ACPICA uses the RSDT (the docs say XSDT only). */
static void s35_rsdp_v1_rsdt(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    put_rsdp(fx_extra(&f, 36, false), 0, 0x80000000, 0);
    uint8_t *x = fx_extra(&f, 44, true);
    tu_put_header(x, "RSDT", 44, 1);
    fx_run(&f);
    fx_expect_verdict(&f, "enabled", "acpi", "smc");
    fx_json_has(&f, "ACPICA uses the RSDT");
    fx_free(&f);
}

/* S36: two MADTs: check_multiple_madt() warns twice and the first is used. */
static void s36_two_madts(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    uint8_t *m = fx_extra(&f, 44 + 76, true);
    tu_put_header(m, "APIC", 44 + 76, 5);
    m[44] = 0x0B;
    m[45] = 76;
    tu_put_u32(m + 44, 12, 1);
    tu_put_u64(m + 44, 68, 0x7);
    fx_run(&f);
    fx_expect_log(&f, "ACPI: BIOS bug: multiple APIC/MADT found, using 0",
                  "ACPI: If \"acpi_apic_instance=2\" works better, notify "
                  "linux-acpi@vger.kernel.org",
                  "psci: probing for conduit method from ACPI.",
                  "ACPI: 4 CPUs enabled, 4 CPUs total", "ACPI: Using GIC for interrupt routing",
                  NULL);
    assert_int_equal(fx_findings(&f, "sim.multiple-madt"), 1);
    fx_free(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(s21_fadt_5_0),
        cmocka_unit_test(s22_fadt_5_0_populated),
        cmocka_unit_test(s23_fadt_rev4),
        cmocka_unit_test(s24_fadt_rev2_short),
        cmocka_unit_test(s25_fadt_6_0),
        cmocka_unit_test(s26_fadt_5_2),
        cmocka_unit_test(s27_no_fadt),
        cmocka_unit_test(s27b_fadt_unknown),
        cmocka_unit_test(s27c_madt_unknown),
        cmocka_unit_test(s27d_no_rsdp),
        cmocka_unit_test(s28_fadt_bad_checksum),
        cmocka_unit_test(s29_no_psci),
        cmocka_unit_test(s30_psci_hvc),
        cmocka_unit_test(s31_hvc_without_compliant),
        cmocka_unit_test(s32_rsdp_xsdt),
        cmocka_unit_test(s33_rsdp_no_address),
        cmocka_unit_test(s34_xsdt_bad_checksum),
        cmocka_unit_test(s35_rsdp_v1_rsdt),
        cmocka_unit_test(s36_two_madts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
