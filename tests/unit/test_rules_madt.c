/* SPDX-License-Identifier: MIT */
/*
 * MADT rules (src/check/madt_rules.c, madt_gic.c) on MADTs built in memory:
 * the GICC length against every MADT revision, revision-dependent flag
 * bits, MPIDR masking and which GICCs count, PPI ranges, GIC version 0,
 * and the QEMU virt tables of the shared corpus (which Linux boots).  Each
 * test names the madt.* rules that fire, sorted; "" means none.
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

static uint8_t madt[4096];
static size_t madt_len;

static void madt_begin(uint8_t revision)
{
    memset(madt, 0, sizeof(madt));
    tu_put_header(madt, "APIC", 44, revision);
    madt_len = 44;
}

/* Appends a structure of `len` bytes; returns its offset for further edits. */
static size_t put_struct(uint8_t type, uint8_t len)
{
    size_t off = madt_len;
    madt[off] = type;
    madt[off + 1] = len;
    madt_len += len;
    return off;
}

static size_t put_gicc(uint8_t len, uint32_t uid, uint64_t mpidr, uint32_t flags)
{
    size_t o = put_struct(0x0B, len);
    tu_put_u32(madt, o + 4, uid);
    tu_put_u32(madt, o + 8, uid);
    tu_put_u32(madt, o + 12, flags);
    tu_put_u32(madt, o + 20, 23);
    if (len >= 60)
        tu_put_u32(madt, o + 56, 25);
    if (len >= 76)
        tu_put_u64(madt, o + 68, mpidr);
    return o;
}

static size_t put_gicd(uint8_t version)
{
    size_t o = put_struct(0x0C, 24);
    tu_put_u64(madt, o + 8, 0x08000000);
    madt[o + 20] = version;
    return o;
}

static size_t put_gicr(void)
{
    size_t o = put_struct(0x0E, 16);
    tu_put_u64(madt, o + 4, 0x080A0000);
    tu_put_u32(madt, o + 12, 0x80000);
    return o;
}

static void madt_end(void)
{
    tu_put_u32(madt, 4, (uint32_t)madt_len);
    tu_fix_checksum(madt, madt_len);
    struct al_source src = {"t.txt", 0, 1, 2, false, false, NULL, false};
    assert_non_null(al_tableset_add(&tu_ts, madt, madt_len, NULL, &src));
}

/* A small GICv3 system: `n` GICCs of `len` bytes, one GICD (version 3), one GICR. */
static void madt_system(uint8_t revision, uint8_t len, unsigned n)
{
    madt_begin(revision);
    for (unsigned i = 0; i < n; i++)
        put_gicc(len, i, i, 1);
    put_gicd(3);
    put_gicr();
}

/* Runs the structure walk and the engine; the distinct madt.* rules that fired. */
static const char *run(void)
{
    return tu_run_checks("madt.");
}

static const struct al_finding *first(const char *rule)
{
    return tu_first_finding(&tu_ts, rule);
}

static void test_valid_is_silent(void **state)
{
    (void)state;
    madt_system(5, 80, 4);
    madt_end();
    assert_string_equal(run(), "");
}

/* GICC length against the MADT revision: "older revision" vs "truncated" vs "longer". */
static void test_gicc_length_matrix(void **state)
{
    (void)state;
    static const struct {
        uint8_t rev, len;
        const char *want;
    } cases[] = {
        {3, 40, "madt.gicc-acpi50-layout"}, /* ACPI 5.0 layout: allowed by rev 3, not by arm64 */
        {5, 40, "madt.gicc-acpi50-layout"},
        {3, 76, ""},                       /* ACPI 5.1 */
        {3, 80, ""},                       /* ACPI 6.0 before errata A: revision 3 too */
        {3, 78, "madt.gicc-truncated"},
        {4, 76, "madt.gicc-older-layout"},
        {4, 80, ""},
        {5, 80, ""},
        {5, 82, "madt.subtable-longer"},
        {6, 80, "madt.gicc-older-layout"},
        {6, 81, "madt.gicc-truncated"},
        {6, 82, ""},
        {6, 90, "madt.subtable-longer"},
        {7, 90, ""}, /* a revision newer than we know: longer is expected */
        {5, 60, "madt.subtable-too-short"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        al_tableset_free(&tu_ts);
        al_tableset_init(&tu_ts);
        madt_begin(cases[i].rev);
        put_gicc(cases[i].len, 0, 0, 1);
        put_gicd(3);
        put_gicr();
        madt_end();
        const char *got = run();
        if (strcmp(got, cases[i].want) != 0)
            fail_msg("revision %u, GICC %u bytes: got \"%s\", want \"%s\"", cases[i].rev,
                     cases[i].len, got, cases[i].want);
    }
}

/* Online capable is a GICC flag from MADT revision 6; the non-coherent bits from 7. */
static void test_flags_by_revision(void **state)
{
    (void)state;
    madt_begin(5);
    put_gicc(80, 0, 0, 1 | 8);
    put_gicd(3);
    put_gicr();
    madt_end();
    assert_string_equal(run(), "madt.reserved-nonzero");
    assert_string_equal(first("madt.reserved-nonzero")->field, "APIC/GICC[0]/Flags");

    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    madt_begin(6);
    put_gicc(82, 0, 0, 1 | 8);
    put_gicd(3);
    size_t r = put_gicr();
    madt[r + 2] = 1; /* GICR non-coherent: reserved before revision 7 */
    madt_end();
    assert_string_equal(run(), "madt.reserved-nonzero");
    assert_string_equal(first("madt.reserved-nonzero")->field, "APIC/GICR[0]/Reserved");

    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    madt_begin(7);
    put_gicc(82, 0, 0, 1 | 8 | 16);
    put_gicd(3);
    r = put_gicr();
    madt[r + 2] = 1;
    madt_end();
    assert_string_equal(run(), "");
}

/* MPIDRs compare after masking; only enabled or online-capable GICCs count (smp.c). */
static void test_mpidr_duplicates(void **state)
{
    (void)state;
    madt_begin(6);
    put_gicc(82, 0, 0x100, 1);
    put_gicc(82, 1, 0x100, 0); /* disabled, not online capable: the kernel skips it */
    put_gicc(82, 2, 0x101, 1);
    put_gicd(3);
    put_gicr();
    madt_end();
    assert_string_equal(run(), "");

    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    madt_begin(6);
    put_gicc(82, 0, 0x100, 1);
    put_gicc(82, 1, 0x100, 8); /* online capable */
    put_gicd(3);
    put_gicr();
    madt_end();
    assert_string_equal(run(), "madt.gicc-mpidr-duplicate");
    assert_string_equal(first("madt.gicc-mpidr-duplicate")->field, "APIC/GICC[1]/MPIDR");

    /* Bits 24-31 are outside the mask: equal after masking, and invalid on their own. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    madt_begin(6);
    put_gicc(82, 0, 0x0000000100000001ULL, 1);
    put_gicc(82, 1, 0x0000000105000001ULL, 1);
    put_gicd(3);
    put_gicr();
    madt_end();
    assert_string_equal(run(), "madt.gicc-mpidr-duplicate,madt.gicc-mpidr-reserved-bits");
}

static void test_uid_duplicate_counts_disabled(void **state)
{
    (void)state;
    madt_begin(5);
    put_gicc(80, 7, 0, 1);
    size_t o = put_gicc(80, 8, 1, 0);
    tu_put_u32(madt, o + 8, 7);
    put_gicd(3);
    put_gicr();
    madt_end();
    assert_string_equal(run(), "madt.gicc-uid-duplicate");
}

static void test_ppi_ranges(void **state)
{
    (void)state;
    madt_begin(6);
    size_t o = put_gicc(82, 0, 0, 1);
    tu_put_u32(madt, o + 20, 1056);  /* extended PPI: fine */
    tu_put_u16(madt, o + 78, 0);     /* SPE absent: fine */
    tu_put_u16(madt, o + 80, 1120);  /* TRBE just past the extended PPIs */
    o = put_gicc(82, 1, 1, 1);
    tu_put_u32(madt, o + 56, 31);    /* last PPI: fine */
    tu_put_u16(madt, o + 78, 32);    /* SPE on an SPI */
    put_gicd(3);
    put_gicr();
    madt_end();
    /* GICC[0]'s PMU on extended PPI 1056 is fine for Linux, only not the BSA's PPI 23. */
    assert_string_equal(run(), "madt.gicc-irq-not-ppi,madt.gicc-pmu-irq-not-bsa");
    size_t n = 0;
    for (size_t i = 0; i < tu_ts.findings.count; i++)
        n += strcmp(tu_ts.findings.items[i].rule, "madt.gicc-irq-not-ppi") == 0;
    assert_int_equal(n, 2);
    assert_string_equal(first("madt.gicc-irq-not-ppi")->field, "APIC/GICC[0]/TRBEInterrupt");
}

/*
 * The PMU interrupt (issue 22 item 5): Linux's arm_pmu_acpi.c takes a PPI or
 * one SPI per CPU; an SPI shared by CPUs or an SGI is what fails.
 */
static void test_pmu_interrupts(void **state)
{
    (void)state;
    /* One SPI per CPU: fine for Linux; the BSA's PPI 23 is only information. */
    madt_begin(6);
    size_t a = put_gicc(82, 0, 0, 1);
    size_t b = put_gicc(82, 1, 1, 1);
    tu_put_u32(madt, a + 20, 64);
    tu_put_u32(madt, b + 20, 65);
    put_gicd(3);
    put_gicr();
    madt_end();
    assert_string_equal(run(), "madt.gicc-pmu-irq-not-bsa");
    assert_int_equal(first("madt.gicc-pmu-irq-not-bsa")->severity, AL_SEV_INFO);
    assert_non_null(strstr(first("madt.gicc-pmu-irq-not-bsa")->message, "in 2 GICC(s)"));

    /* The same SPI for both CPUs: the second CPU's request fails. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    madt_begin(6);
    a = put_gicc(82, 0, 0, 1);
    b = put_gicc(82, 1, 1, 1);
    tu_put_u32(madt, a + 20, 64);
    tu_put_u32(madt, b + 20, 64);
    put_gicd(3);
    put_gicr();
    madt_end();
    assert_string_equal(run(), "madt.gicc-pmu-irq-invalid,madt.gicc-pmu-irq-not-bsa");
    assert_string_equal(first("madt.gicc-pmu-irq-invalid")->field,
                        "APIC/GICC[1]/PerformanceInterrupt");
    assert_int_equal(first("madt.gicc-pmu-irq-invalid")->severity, AL_SEV_WARNING);

    /* A disabled, not online-capable GICC sharing it is no CPU: quiet. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    madt_begin(6);
    a = put_gicc(82, 0, 0, 1);
    b = put_gicc(82, 1, 1, 0);
    tu_put_u32(madt, a + 20, 64);
    tu_put_u32(madt, b + 20, 64);
    put_gicd(3);
    put_gicr();
    madt_end();
    assert_string_equal(run(), "madt.gicc-pmu-irq-not-bsa");

    /* An SGI number; PPI 23 everywhere else. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    madt_begin(6);
    a = put_gicc(82, 0, 0, 1);
    put_gicc(82, 1, 1, 1);
    tu_put_u32(madt, a + 20, 7);
    put_gicd(3);
    put_gicr();
    madt_end();
    assert_string_equal(run(), "madt.gicc-pmu-irq-invalid");
    assert_non_null(strstr(first("madt.gicc-pmu-irq-invalid")->message, "SGI"));
}

/* GIC version 0 ("probe the hardware"): the table's redistributors decide v2 or v3. */
static void test_gic_version_zero(void **state)
{
    (void)state;
    madt_begin(5);
    size_t a = put_gicc(80, 0, 0, 1);
    size_t b = put_gicc(80, 1, 1, 1);
    tu_put_u64(madt, a + 32, 0x2C000000);
    tu_put_u64(madt, b + 32, 0x2C001000);
    put_gicd(0);
    madt_end();
    assert_string_equal(run(), "madt.gicv2-cpu-base-mismatch");

    /* One GICC with a GICR base makes it a GICv3, whose other usable GICC lacks one. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    madt_begin(5);
    a = put_gicc(80, 0, 0, 1);
    b = put_gicc(80, 1, 1, 1);
    tu_put_u64(madt, a + 60, 0x080A0000);
    put_gicc(80, 2, 2, 0); /* disabled and without a GICR base: fine */
    put_gicd(0);
    madt_end();
    assert_string_equal(run(), "madt.gicc-gicr-missing");
    assert_string_equal(first("madt.gicc-gicr-missing")->field, "APIC/GICC[1]/GICRBaseAddress");
    (void)b;
}

/* A GICR range of 0 bytes: the GICv3 driver cannot map it (FWTS SPECMADTGICRZeroLength). */
static void test_gicr_length_zero(void **state)
{
    (void)state;
    madt_system(5, 80, 2);
    size_t r = put_gicr();
    tu_put_u32(madt, r + 12, 0);
    madt_end();
    assert_string_equal(run(), "madt.gicr-length-zero");
    assert_string_equal(first("madt.gicr-length-zero")->field, "APIC/GICR[1]/DiscoveryRangeLength");
}

static void test_two_gicds_and_foreign_types(void **state)
{
    (void)state;
    madt_begin(5);
    put_gicc(80, 0, 0, 1);
    put_gicd(3);
    put_gicd(3);
    put_gicr();
    put_struct(0x00, 8); /* local APIC */
    put_struct(0x00, 8);
    put_struct(0x90, 4); /* OEM */
    madt_end();
    assert_string_equal(run(), "madt.gicd-count,madt.subtable-not-gic");
    size_t foreign = 0;
    for (size_t i = 0; i < tu_ts.findings.count; i++)
        foreign += strcmp(tu_ts.findings.items[i].rule, "madt.subtable-not-gic") == 0;
    assert_int_equal(foreign, 2); /* one per type */
}

/* A broken walk is reported once by the structure checks and gates every rule here. */
static void test_broken_walk_gates(void **state)
{
    (void)state;
    madt_system(5, 80, 2);
    madt[44 + 1] = 0; /* first GICC length 0 */
    madt_end();
    assert_string_equal(run(), "madt.subtable-zero-length");
}

/* QEMU's virt tables boot Linux: no MADT or FADT error on them. */
static void test_qemu_virt_has_no_error(void **state)
{
    (void)state;
    if (!tu_load_real(&tu_ts, TU_QEMU_VIRT_DIR "APIC") || !tu_load_real(&tu_ts, TU_QEMU_VIRT_DIR "FACP"))
        skip();
    al_check_structure(&tu_ts);
    struct al_context ctx = {&tu_ts, NULL, NULL};
    al_engine_run(&ctx);
    for (size_t i = 0; i < tu_ts.findings.count; i++) {
        const struct al_finding *f = &tu_ts.findings.items[i];
        bool mine = strncmp(f->rule, "madt.", 5) == 0 || strncmp(f->rule, "fadt.", 5) == 0;
        if (mine && f->severity == AL_SEV_ERROR)
            fail_msg("%s: %s", f->rule, f->message);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_valid_is_silent, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_gicc_length_matrix, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_flags_by_revision, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_mpidr_duplicates, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_uid_duplicate_counts_disabled, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_pmu_interrupts, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_ppi_ranges, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_gic_version_zero, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_gicr_length_zero, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_two_gicds_and_foreign_types, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_broken_walk_gates, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_qemu_virt_has_no_error, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
