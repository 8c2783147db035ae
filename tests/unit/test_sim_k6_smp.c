/* SPDX-License-Identifier: MIT */
/*
 * SMP scenarios of the 6.x models (arch/arm64/kernel/smp.c, cpu_ops.c,
 * psci.c, acpi_parking_protocol.c, kernel/smp.c, kernel/cpu.c): MPIDR
 * checks, duplicates, nr_cpus=, maxcpus=, the machine's CPUs, PSCI and the
 * parking protocol, and the ACPICA checksum messages, on QEMU's GICv3
 * tables as in the oracle's recorded boots.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#define FX_KERNEL "6.12"
#include "sim_fixture.h"

static void kinit(struct fx *f, size_t ki, unsigned n)
{
    fx_init(f);
    f->opt.kernel = fx_kernels_6x[ki];
    fx_qemu_v3(f, n);
}

#define GICC(i) (f.madt + 44 + (i) * 76)

/* MPIDR checks are on the raw MADT value: bit 24, and all ones, are invalid. */
static void m01_invalid_mpidr(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 2);
        tu_put_u64(GICC(1), 68, 0x1000001);
        fx_run(&f);
        assert_true(fx_log_has(&f, "skipping CPU entry with invalid MPIDR 0x1000001"));
        assert_int_equal(f.r.cpus_possible, 1);
        fx_free(&f);
        kinit(&f, ki, 2);
        tu_put_u64(GICC(1), 68, UINT64_MAX);
        fx_run(&f);
        assert_true(fx_log_has(&f, "skipping CPU entry with invalid MPIDR 0xffffffffffffffff"));
        assert_int_equal(fx_findings(&f, "sim.cpu-ignored"), 1);
        fx_free(&f);
    }
}

/* Duplicates: of a secondary (4 CPUs, GICC[2] repeats 0x1) and of the boot CPU. */
static void m02_duplicates(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 4);
        tu_put_u64(GICC(2), 68, 1);
        fx_run(&f);
        assert_true(fx_log_has(&f, "duplicate CPU MPIDR 0x1 in MADT"));
        assert_int_equal(f.r.cpus_possible, 3);
        assert_int_equal(f.r.cpus_online, 3);
        /* logical CPU 2 is MPIDR 0x3, the machine's fourth redistributor frame */
        assert_true(
            fx_log_has(&f, "GICv3: CPU2: found redistributor 3 region 0:0x0000000008100000"));
        fx_free(&f);
        kinit(&f, ki, 2);
        tu_put_u64(GICC(1), 68, 0);
        fx_run(&f);
        assert_true(fx_log_has(&f, "duplicate boot CPU MPIDR: 0x0 in MADT"));
        assert_int_equal(f.r.cpus_online, 1);
        fx_free(&f);
    }
}

/* The boot CPU's GICC disabled: no secondary. */
static void m03_boot_gicc_disabled(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 2);
        tu_put_u32(GICC(0), 12, 0);
        f.opt.has_boot_mpidr = true;
        f.opt.boot_mpidr = 0;
        fx_run(&f);
        assert_true(fx_log_has(&f, "missing boot CPU MPIDR, not enabling secondaries"));
        assert_int_equal(f.r.cpus_online, 1);
        fx_json_has(&f, "\"online\": true");
        fx_free(&f);
    }
}

/* nr_cpus= lowers nr_cpu_ids: "Number of cores ... clipping" and the rcu line. */
static void m04_nr_cpus(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 4);
        f.opt.cmdline = "nr_cpus=2";
        fx_run(&f);
        assert_true(
            fx_log_has(&f, "Number of cores (4) exceeds configured maximum of 2 - clipping"));
        assert_true(
            fx_log_has(&f, ki ? "rcu: \tRCU restricting CPUs from NR_CPUS=512 to nr_cpu_ids=2."
                              : "rcu: \tRCU restricting CPUs from NR_CPUS=256 to nr_cpu_ids=2."));
        assert_int_equal(f.r.cpus_possible, 2);
        assert_int_equal(f.r.cpus_online, 2);
        fx_free(&f);
    }
}

/*
 * maxcpus=2 when CPU1 does not exist: 6.1 stops when 2 CPUs are online and
 * tries CPU2; 6.12's cpuhp_bringup_mask() counts CPUs tried (the boot CPU
 * too) and stops after CPU1.
 */
static void m05_maxcpus_with_failure(void **state)
{
    (void)state;
    static const uint64_t hw[] = {0x0, 0x2, 0x3};
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 4);
        f.opt.cmdline = "maxcpus=2";
        f.opt.hw_mpidrs = hw;
        f.opt.hw_mpidr_count = 3;
        fx_run(&f);
        assert_true(fx_log_has(&f, "psci: failed to boot CPU1 (-22)"));
        assert_true(fx_log_has(&f, "CPU1: failed to boot: -22"));
        assert_int_equal(f.r.cpus_online, ki ? 1 : 2);
        fx_free(&f);
    }
}

/* maxcpus=abc: get_option() writes 0 before it finds no number: no secondary. */
static void m06_maxcpus_not_a_number(void **state)
{
    (void)state;
    struct fx f;
    kinit(&f, 1, 2);
    f.opt.cmdline = "maxcpus=abc";
    fx_run(&f);
    assert_int_equal(f.r.cpus_possible, 2);
    assert_int_equal(f.r.cpus_online, 1);
    fx_free(&f);
}

/* More GICCs than CPUs: CPU_ON fails with -22 for the CPUs that are not there. */
static void m07_more_giccs_than_cpus(void **state)
{
    (void)state;
    static const uint64_t hw[] = {0x0, 0x1};
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 4);
        f.opt.hw_mpidrs = hw;
        f.opt.hw_mpidr_count = 2;
        fx_run(&f);
        assert_true(fx_log_has(&f, "psci: failed to boot CPU3 (-22)"));
        assert_true(fx_log_has(&f, "smp: Brought up 1 node, 2 CPUs"));
        assert_int_equal(f.r.cpus_possible, 4);
        fx_json_has(&f, "\"failure\": \"CPU_ON failed: no such CPU\"");
        fx_free(&f);
    }
}

/* The FADT says HVC, the firmware answers SMC: the kernel's own EL2 stub answers. */
static void m08_hvc_reaches_el2_stub(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 2);
        fx_fadt(&f, 5, 1, 3);
        f.opt.hw_psci = AL_HW_PSCI_SMC;
        fx_run(&f);
        assert_true(fx_log_has(&f, "psci: PSCIv2989.51729 detected in firmware."));
        assert_true(fx_log_has(&f, "psci: failed to boot CPU1 (-22)"));
        assert_int_equal(f.r.outcome, AL_OUT_BOOTS);
        assert_int_equal(f.r.cpus_online, 1);
        fx_free(&f);
    }
}

/* The parking protocol: the mailbox works when firmware parks the CPU, -EIO when none does. */
static void m09_parking(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        for (int none = 0; none < 2; none++) {
            struct fx f;
            kinit(&f, ki, 2);
            fx_fadt(&f, 5, 1, 0);
            tu_put_u32(GICC(1), 16, 1);
            tu_put_u64(GICC(1), 24, 0x40000000);
            f.opt.hw_parking_absent = none;
            fx_run(&f);
            assert_true(fx_log_has(&f, "psci: is not implemented in ACPI."));
            assert_int_equal(fx_log_has(&f, "CPU1: failed to boot: -5"), none);
            assert_int_equal(f.r.cpus_online, none ? 1 : 2);
            fx_json_has(&f, "\"enable_method\": \"parking-protocol\"");
            fx_free(&f);
        }
    }
}

/*
 * A wrong FADT checksum: warned about when the FADT is parsed and again at
 * acpi_early_init(); 6.12's utcksum.c prints the stored checksum minus the
 * right one as its "should be" (the oracle's boots: 0x12 stored, 0xBD right,
 * "should be 0xFFFFFF55").
 */
static void m10_checksum_messages(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 2);
        f.fadt_bad_checksum = true; /* FADT: checksum XOR 0x55 */
        fx_run(&f);
        uint8_t stored = f.fadt[9];
        uint8_t correct = (uint8_t)(stored ^ 0x55);
        char want[160];
        if (ki)
            snprintf(want, sizeof(want), "ACPI BIOS Warning (bug): Incorrect checksum in table "
                     "[FACP] - 0x%02X, should be 0x%02X (20240827/utcksum-58)", stored,
                     (unsigned)((int)stored - (int)correct));
        else
            snprintf(want, sizeof(want), "ACPI BIOS Warning (bug): Incorrect checksum in table "
                     "[FACP] - 0x%02X, should be 0x%02X (20220331/tbprint-180)", stored, correct);
        const char *got[96];
        size_t n = fx_log(&f, got, 96), seen = 0;
        for (size_t i = 0; i < n && i < 96; i++)
            seen += strcmp(got[i], want) == 0;
        assert_int_equal(seen, 2); /* acpi_tb_parse_fadt(), then acpi_reallocate_root_table() */
        assert_int_equal(f.r.outcome, AL_OUT_BOOTS);
        fx_free(&f);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(m01_invalid_mpidr),        cmocka_unit_test(m02_duplicates),
        cmocka_unit_test(m03_boot_gicc_disabled),   cmocka_unit_test(m04_nr_cpus),
        cmocka_unit_test(m05_maxcpus_with_failure), cmocka_unit_test(m06_maxcpus_not_a_number),
        cmocka_unit_test(m07_more_giccs_than_cpus), cmocka_unit_test(m08_hvc_reaches_el2_stub),
        cmocka_unit_test(m09_parking),              cmocka_unit_test(m10_checksum_messages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
