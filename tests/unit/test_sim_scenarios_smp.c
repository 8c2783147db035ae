/* SPDX-License-Identifier: MIT */
/*
 * Boot simulator scenarios, part 3: SMP from the MADT (seed 004 lines
 * 108-229): the kernel's GICC walk, MPIDR masking, duplicates, the boot
 * CPU's entry, NR_CPUS and the logical map.
 */
#define FX_KERNEL "4.1" /* the seed series, pinned */
#include "sim_fixture.h"

#define U(x) ((uint64_t)(x))
#define PROBE "psci: probing for conduit method from ACPI."
#define GIC_OK "ACPI: Using GIC for interrupt routing"
#define PANIC "Kernel panic - not syncing: No interrupt controller found."

static void four_cpus(struct fx *f, uint64_t a, uint64_t b, uint64_t c, uint64_t d)
{
    fx_madt_header(f);
    fx_add_gicc(f, a, 1, FX_GICC_BASE);
    fx_add_gicc(f, b, 1, FX_GICC_BASE);
    fx_add_gicc(f, c, 1, FX_GICC_BASE);
    fx_add_gicc(f, d, 1, FX_GICC_BASE);
    fx_add_gicd(f, FX_GICD_BASE, 0);
}

/* S37: an ACPI 5.0 GICC (40 bytes) is BAD_MADT_ENTRY: both walks fail. */
static void s37_short_gicc(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_madt_header(&f);
    fx_add_gicc(&f, 0, 1, FX_GICC_BASE);
    f.madt[44 + 1] = 40; /* claims 40 bytes; the next entry starts at +40 */
    f.madt_len = 44 + 40;
    fx_add_gicd(&f, FX_GICD_BASE, 0);
    fx_run(&f);
    /* seed 004 lines 187-188 -> line 215; seed 007 lines 281-282 -> lines 323-325, 238-240 */
    fx_expect_log(&f, PROBE, "ACPI: Error parsing GIC CPU interface entry",
                  "No valid GICC entries exist", "ACPI: Failed to initialize GIC IRQ controller",
                  PANIC, NULL);
    fx_expect_verdict(&f, "enabled", "acpi", "smc");
    fx_json_has(&f, "\"madt_count\": -22");
    fx_expect_map(&f, 1, U(0));
    assert_int_equal(fx_findings(&f, "sim.secondaries-not-started"), 1);
    assert_int_equal(fx_findings(&f, "sim.gic-init-failed"), 1);
    fx_free(&f);
}

/* S38: the last GICC runs past the MADT's Length: BAD_MADT_ENTRY (entry + 76 > end). */
static void s38_gicc_past_end(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_madt_header(&f);
    fx_add_gicd(&f, FX_GICD_BASE, 0);
    fx_add_gicc(&f, 0, 1, FX_GICC_BASE);
    fx_add_gicc(&f, 1, 1, FX_GICC_BASE);
    f.madt_len -= 10; /* Length cuts the last GICC short */
    fx_run(&f);
    /* seed 004 lines 187-188: the first GICC was already mapped, the walk still fails */
    fx_expect_log(&f, PROBE, "ACPI: Error parsing GIC CPU interface entry",
                  "No valid GICC entries exist", "ACPI: Failed to initialize GIC IRQ controller",
                  PANIC, NULL);
    fx_json_has(&f, "\"enabled\": 1");
    fx_expect_map(&f, 1, U(0));
    fx_free(&f);
}

/* S39: a zero-length structure after the GICCs: "Invalid zero length", -EINVAL. */
static void s39_zero_length(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    static const uint8_t zero[4] = {0x0D, 0, 0, 0};
    fx_add_raw(&f, zero, sizeof(zero));
    fx_run(&f);
    /* tables.c acpi_parse_entries(): the walk stops with an error, not quietly */
    fx_expect_log(&f, PROBE, "[APIC:0x0b] Invalid zero length",
                  "ACPI: Error parsing GIC CPU interface entry", /* seed 004 line 215 */
                  "[APIC:0x0b] Invalid zero length", "No valid GICC entries exist",
                  "ACPI: Failed to initialize GIC IRQ controller", PANIC, NULL);
    fx_free(&f);
}

/* S40: two trailing bytes are never looked at (entry + 2 < table_end). */
static void s40_trailing_two_bytes(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    static const uint8_t tail[2] = {0x0B, 0x00};
    fx_add_raw(&f, tail, sizeof(tail));
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: 4 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_free(&f);
}

/* S41: no GICC at all: "No GIC CPU interface entries present" (seed 004 lines 211-213). */
static void s41_no_gicc(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_madt_header(&f);
    fx_add_gicd(&f, FX_GICD_BASE, 0);
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: No GIC CPU interface entries present",
                  "No valid GICC entries exist", "ACPI: Failed to initialize GIC IRQ controller",
                  PANIC, NULL);
    fx_free(&f);
}

/* S42: no MADT: "APIC not present", then both users fail. */
static void s42_no_madt(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.has_madt = false;
    fx_run(&f);
    /* tables.c acpi_table_parse_entries(); seed 004 line 215; seed 007 lines 230-236 */
    fx_expect_log(&f, PROBE, "APIC not present", "ACPI: Error parsing GIC CPU interface entry",
                  "ACPI: Failed to get MADT table, AE_NOT_FOUND", PANIC, NULL);
    fx_free(&f);
}

/* S43: a disabled GICC counts in the total only (seed 004 lines 125-127). */
static void s43_disabled_gicc(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    tu_put_u32(f.madt, 44 + 2 * 76 + 12, 0);
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: 3 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_expect_map(&f, 3, U(0), U(1), U(0x101));
    fx_free(&f);
}

/* S44: bits 24-31 are masked off: 0x1000001 is a duplicate of 0x1 (seed 004 line 192). */
static void s44_mask_makes_duplicate(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    four_cpus(&f, 0x0, 0x1, 0x1000001, 0x100);
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: Firmware bug, duplicate CPU MPIDR: 0x1 in MADT",
                  "ACPI: 3 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_expect_map(&f, 3, U(0), U(1), U(0x100));
    assert_int_equal(fx_findings(&f, "sim.cpu-ignored"), 1);
    fx_free(&f);
}

/* S45: the usual RES1 bit 31 is masked: MPIDRs 0x80000000.. map as 0x0.. */
static void s45_mask_bit31(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    four_cpus(&f, 0x80000000, 0x80000001, 0x80000100, 0xff80000101ULL);
    fx_run(&f);
    fx_expect_map(&f, 4, U(0), U(1), U(0x100), U(0xff00000101ULL));
    fx_json_has(&f, "\"boot_mpidr\": \"0x0\"");
    fx_free(&f);
}

/* S46: an all-ones MPIDR is masked before the INVALID_HWID test and becomes a CPU. */
static void s46_invalid_hwid_never_skipped(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    four_cpus(&f, 0x0, 0x1, 0x100, UINT64_MAX);
    fx_run(&f);
    /* seed 004 lines 120-123 unreachable after line 192's mask */
    fx_expect_log(&f, PROBE, "ACPI: 4 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_expect_map(&f, 4, U(0), U(1), U(0x100), U(0xff00ffffffULL));
    fx_free(&f);
}

/* S47: a second GICC with the boot CPU's MPIDR (seed 004 lines 136-141). */
static void s47_duplicate_boot_cpu(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    four_cpus(&f, 0x0, 0x1, 0x0, 0x100);
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: Firmware bug, duplicate CPU MPIDR: 0x0 in MADT",
                  "ACPI: 3 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_expect_map(&f, 3, U(0), U(1), U(0x100));
    fx_free(&f);
}

/* S48: a duplicate of a secondary (logical >= 1) is found by the loop (lines 151-157). */
static void s48_duplicate_secondary(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    four_cpus(&f, 0x0, 0x100, 0x1, 0x100);
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: Firmware bug, duplicate CPU MPIDR: 0x100 in MADT",
                  "ACPI: 3 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_free(&f);
}

/* S49: first GICC not the boot CPU: its MPIDR is never stored, so its duplicate passes. */
static void s49_duplicate_of_first_not_detected(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    four_cpus(&f, 0x100, 0x0, 0x100, 0x1);
    f.opt.has_boot_mpidr = true;
    f.opt.boot_mpidr = 0x0;
    fx_run(&f);
    /* seed 004 lines 163-173 store nothing for logical 0; line 151 starts at i = 1 */
    fx_expect_log(&f, PROBE, "ACPI: 4 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_expect_map(&f, 4, U(0), U(0), U(0x100), U(1));
    assert_int_equal(fx_findings(&f, "sim.boot-cpu-not-first"), 1);
    fx_free(&f);
}

/* S50: the boot CPU's GICC second: its MPIDR is mapped twice, the first CPU is lost. */
static void s50_boot_cpu_not_first(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.has_boot_mpidr = true;
    f.opt.boot_mpidr = 0x1;
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: 4 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_expect_map(&f, 4, U(1), U(1), U(0x100), U(0x101));
    fx_json_has(&f, "\"boot_mpidr_source\": \"option\"");
    assert_int_equal(fx_findings(&f, "sim.boot-cpu-not-first"), 1);
    assert_int_equal(fx_findings(&f, "sim.cpu-ignored"), 1);
    fx_free(&f);
}

/* S51: a disabled duplicate is never compared (seed 004 lines 126-127 return first). */
static void s51_disabled_duplicate_ignored(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    four_cpus(&f, 0x0, 0x1, 0x1, 0x100);
    tu_put_u32(f.madt, 44 + 2 * 76 + 12, 0);
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: 3 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    assert_int_equal(fx_sim_findings(&f), 1); /* the RSDP assumption (info) */
    assert_int_equal(fx_findings(&f, "sim.rsdp-assumed"), 1);
    fx_free(&f);
}

/* S52: the boot CPU absent from the MADT (seed 004 lines 219-222). */
static void s52_boot_cpu_missing(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.has_boot_mpidr = true;
    f.opt.boot_mpidr = 0x10000;
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: MADT missing boot CPU MPIDR, not enabling secondaries",
                  GIC_OK, NULL);
    fx_expect_map(&f, 1, U(0x10000));
    fx_json_has(&f, "\"boot_cpu_in_madt\": false");
    assert_int_equal(fx_findings(&f, "sim.secondaries-not-started"), 1);
    fx_free(&f);
}

/* S53: --boot-mpidr is masked like cpu_logical_map(0): 0x80000000 is CPU 0x0. */
static void s53_boot_mpidr_masked(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.has_boot_mpidr = true;
    f.opt.boot_mpidr = 0x80000000;
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: 4 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_json_has(&f, "\"boot_mpidr\": \"0x0\"");
    fx_free(&f);
}

/* S54: NR_CPUS 2: the third and fourth CPUs are ignored (seed 004 lines 129-133). */
static void s54_nr_cpus(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.nr_cpus = 2;
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: NR_CPUS limit of 2 reached, Processor 3/0x100 ignored.",
                  "ACPI: NR_CPUS limit of 2 reached, Processor 4/0x101 ignored.",
                  "ACPI: 2 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_expect_map(&f, 2, U(0), U(1));
    fx_json_has(&f, "\"nr_cpus\": 2");
    assert_int_equal(fx_findings(&f, "sim.cpu-ignored"), 2);
    fx_free(&f);
}

/* S55: NR_CPUS reached before the boot CPU's entry: the boot CPU is "missing". */
static void s55_nr_cpus_hides_boot_cpu(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    f.opt.nr_cpus = 2;
    f.opt.has_boot_mpidr = true;
    f.opt.boot_mpidr = 0x101;
    fx_run(&f);
    /* seed 004 lines 129-133 run before lines 135-144 */
    fx_expect_log(&f, PROBE, "ACPI: NR_CPUS limit of 2 reached, Processor 3/0x100 ignored.",
                  "ACPI: NR_CPUS limit of 2 reached, Processor 4/0x101 ignored.",
                  "ACPI: MADT missing boot CPU MPIDR, not enabling secondaries", GIC_OK, NULL);
    fx_free(&f);
}

/* S56: without PSCI the boot-CPU duplicate is still found, others are not compared. */
static void s56_no_psci_duplicates(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_fadt(&f, 5, 1, 0);
    four_cpus(&f, 0x0, 0x1, 0x1, 0x0);
    fx_run(&f);
    /* seed 004 lines 135-141 before lines 159-160; enabled_cpus stays 0 (line 151) */
    fx_expect_log(&f, "ACPI: No PSCI support, will not bring up secondary CPUs",
                  "psci: is not implemented in ACPI.",
                  "ACPI: Firmware bug, duplicate CPU MPIDR: 0x0 in MADT",
                  "ACPI: 0 CPUs enabled, 4 CPUs total", GIC_OK, NULL);
    fx_free(&f);
}

/* S57: one CPU only: nothing to start, no finding. */
static void s57_uniprocessor(void **state)
{
    (void)state;
    struct fx f;
    fx_init(&f);
    fx_madt_header(&f);
    fx_add_gicc(&f, 0, 1, FX_GICC_BASE);
    fx_add_gicd(&f, FX_GICD_BASE, 0);
    fx_run(&f);
    fx_expect_log(&f, PROBE, "ACPI: 1 CPUs enabled, 1 CPUs total", GIC_OK, NULL);
    assert_int_equal(fx_sim_findings(&f), 1); /* the RSDP assumption (info) */
    assert_int_equal(fx_findings(&f, "sim.rsdp-assumed"), 1);
    fx_free(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(s37_short_gicc),
        cmocka_unit_test(s38_gicc_past_end),
        cmocka_unit_test(s39_zero_length),
        cmocka_unit_test(s40_trailing_two_bytes),
        cmocka_unit_test(s41_no_gicc),
        cmocka_unit_test(s42_no_madt),
        cmocka_unit_test(s43_disabled_gicc),
        cmocka_unit_test(s44_mask_makes_duplicate),
        cmocka_unit_test(s45_mask_bit31),
        cmocka_unit_test(s46_invalid_hwid_never_skipped),
        cmocka_unit_test(s47_duplicate_boot_cpu),
        cmocka_unit_test(s48_duplicate_secondary),
        cmocka_unit_test(s49_duplicate_of_first_not_detected),
        cmocka_unit_test(s50_boot_cpu_not_first),
        cmocka_unit_test(s51_disabled_duplicate_ignored),
        cmocka_unit_test(s52_boot_cpu_missing),
        cmocka_unit_test(s53_boot_mpidr_masked),
        cmocka_unit_test(s54_nr_cpus),
        cmocka_unit_test(s55_nr_cpus_hides_boot_cpu),
        cmocka_unit_test(s56_no_psci_duplicates),
        cmocka_unit_test(s57_uniprocessor),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
