/* SPDX-License-Identifier: MIT */
/*
 * Lost CPUs (src/sim/lost_cpus.c): every GICC that describes a CPU and whose
 * CPU stays offline under the 6.x models is a finding.  sim.cpu-lost for a
 * CPU lost to the machine (no such core, CPU_ON refused, no parking
 * firmware, no enable method, a malformed GICC, an unknown redistributor),
 * sim.cpu-ignored and sim.secondaries-not-started where they already say it,
 * nothing for CPUs the command line keeps offline, and sim.cpus-mostly-lost
 * when the boot CPU has no GICC or more than half are lost.
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

/* The n-th (0-based) report of rule, before aggregation; fails when there is none. */
static const struct al_finding *nth(const struct fx *f, const char *rule, unsigned n)
{
    for (size_t i = 0; i < f->ts.findings.count; i++)
        if (strcmp(f->ts.findings.items[i].rule, rule) == 0 && n-- == 0)
            return &f->ts.findings.items[i];
    fail_msg("no report %u of %s", n, rule);
    return NULL;
}

static void expect_counts(const struct fx *f, unsigned lost, unsigned mostly)
{
    assert_int_equal(fx_findings(f, "sim.cpu-lost"), lost);
    assert_int_equal(fx_findings(f, "sim.cpus-mostly-lost"), mostly);
}

/* Every CPU online: nothing to account for. */
static void l01_all_online(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 4);
        fx_run(&f);
        assert_int_equal(f.r.cpus_online, 4);
        expect_counts(&f, 0, 0);
        fx_free(&f);
    }
}

/*
 * The machine has two of the four cores: CPU2 and CPU3 are lost, each at its
 * GICC's MPIDR with the reason; two of four is not more than half.
 */
static void l02_no_such_core(void **state)
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
        expect_counts(&f, 2, 0);
        const struct al_finding *x = nth(&f, "sim.cpu-lost", 0);
        assert_string_equal(x->table, "APIC");
        assert_int_equal(x->offset, 44 + 2 * 76 + 68);
        assert_string_equal(x->field, "APIC/GICC[2]/ARM MPIDR");
        assert_non_null(strstr(x->message, "GICC[2] (MPIDR 0x2, CPU2) stays offline under Linux"));
        assert_non_null(strstr(x->message, "no core with this MPIDR"));
        assert_non_null(strstr(x->message, "cpu_psci_cpu_boot()"));
        assert_string_equal(nth(&f, "sim.cpu-lost", 1)->field, "APIC/GICC[3]/ARM MPIDR");
        fx_free(&f);
    }
}

/* One core of four: three lost is more than half, an error. */
static void l03_mostly_lost(void **state)
{
    (void)state;
    static const uint64_t hw[] = {0x0};
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 4);
        f.opt.hw_mpidrs = hw;
        f.opt.hw_mpidr_count = 1;
        fx_run(&f);
        expect_counts(&f, 3, 1);
        const struct al_finding *x = nth(&f, "sim.cpus-mostly-lost", 0);
        assert_string_equal(x->table, "APIC");
        assert_non_null(strstr(x->message, "3 of the MADT's 4 CPUs stay offline"));
        assert_non_null(strstr(x->message, "the machine runs on 1"));
        fx_free(&f);
    }
}

/* No firmware in the parking-protocol mailbox; then no mailbox and no PSCI at all. */
static void l04_parking_and_enable_method(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 3);
        fx_fadt(&f, 5, 1, 0); /* not PSCI-compliant */
        tu_put_u32(GICC(1), 16, 1);
        tu_put_u64(GICC(1), 24, 0x40000000);
        tu_put_u32(GICC(2), 16, 1);
        tu_put_u64(GICC(2), 24, 0x40001000);
        f.opt.hw_parking_absent = true;
        fx_run(&f);
        expect_counts(&f, 2, 1);
        assert_non_null(strstr(nth(&f, "sim.cpu-lost", 0)->message, "parking-protocol mailbox"));
        fx_free(&f);

        kinit(&f, ki, 3);
        fx_fadt(&f, 5, 1, 0);
        tu_put_u32(GICC(1), 16, 1);
        tu_put_u64(GICC(1), 24, 0x40000000); /* CPU1 parks; CPU2 has no mailbox */
        fx_run(&f);
        expect_counts(&f, 1, 0);
        const struct al_finding *x = nth(&f, "sim.cpu-lost", 0);
        assert_string_equal(x->field, "APIC/GICC[2]/ARM MPIDR");
        assert_non_null(strstr(x->message, "no enable method"));
        fx_free(&f);
    }
}

/* CPU_ON reaches the kernel's EL2 stub (FADT HVC, firmware SMC only). */
static void l05_cpu_on_refused(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 2);
        fx_fadt(&f, 5, 1, 3);
        f.opt.hw_psci = AL_HW_PSCI_SMC;
        fx_run(&f);
        expect_counts(&f, 1, 0);
        assert_non_null(strstr(nth(&f, "sim.cpu-lost", 0)->message, "EL2 stub"));
        fx_free(&f);
    }
}

/* Bad and duplicate MPIDRs and NR_CPUS keep sim.cpu-ignored; a duplicate is not a CPU. */
static void l06_existing_findings_keep_their_ids(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 4);
        tu_put_u64(GICC(3), 68, 0x1000003); /* bit 24: invalid */
        fx_run(&f);
        assert_int_equal(fx_findings(&f, "sim.cpu-ignored"), 1);
        expect_counts(&f, 0, 0);
        fx_free(&f);

        kinit(&f, ki, 4);
        tu_put_u64(GICC(2), 68, 1);
        tu_put_u64(GICC(3), 68, 1); /* three GICCs for CPU1: two CPUs, both online */
        fx_run(&f);
        assert_int_equal(fx_findings(&f, "sim.cpu-ignored"), 2);
        expect_counts(&f, 0, 0);
        fx_free(&f);

        kinit(&f, ki, 4);
        f.opt.nr_cpus = 1; /* a kernel built for one CPU: three of four dropped */
        fx_run(&f);
        assert_int_equal(fx_findings(&f, "sim.cpu-ignored"), 3);
        expect_counts(&f, 0, 1);
        fx_free(&f);
    }
}

/* nr_cpus=, maxcpus= and nosmp are the user's choice: no CPU is lost. */
static void l07_command_line_is_no_loss(void **state)
{
    (void)state;
    static const char *const lines[] = {"nr_cpus=1", "maxcpus=1", "nosmp", "maxcpus=0"};
    FX_EACH_6X
    {
        for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
            struct fx f;
            kinit(&f, ki, 4);
            f.opt.cmdline = lines[i];
            fx_run(&f);
            assert_int_equal(f.r.cpus_online, 1);
            expect_counts(&f, 0, 0);
            fx_free(&f);
        }
    }
}

/* The boot CPU has no GICC: sim.secondaries-not-started, and the machine is mostly lost. */
static void l08_boot_cpu_without_gicc(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 2);
        f.opt.has_boot_mpidr = true;
        f.opt.boot_mpidr = 0x5;
        fx_run(&f);
        assert_int_equal(fx_findings(&f, "sim.secondaries-not-started"), 1);
        expect_counts(&f, 0, 1);
        assert_non_null(strstr(nth(&f, "sim.cpus-mostly-lost", 0)->message,
                               "the boot CPU (MPIDR 0x5) has no usable GICC"));
        fx_free(&f);
    }
}

/* A boot that dies before SMP bring-up is sim.boot-dies' alone. */
static void l09_boot_dies_first(void **state)
{
    (void)state;
    static const uint64_t hw[] = {0x0};
    FX_EACH_6X
    {
        struct fx f;
        kinit(&f, ki, 4);
        f.has_gtdt = false; /* time_init() panics */
        f.opt.hw_mpidrs = hw;
        f.opt.hw_mpidr_count = 1;
        fx_run(&f);
        assert_int_equal(f.r.outcome, AL_OUT_PANIC);
        expect_counts(&f, 0, 0);
        fx_free(&f);
    }
}

/*
 * The last GICC is 70 bytes, the MADT ends with it: BAD_MADT_GICC_ENTRY
 * fails it (the GIC structures come first, so the GIC driver is not hurt).
 */
static void l10_short_gicc(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        fx_init(&f);
        f.opt.kernel = fx_kernels_6x[ki];
        fx_madt_header(&f);
        fx_add_gicd(&f, 0x08000000, 3);
        fx_add_gicr(&f, 0x080a0000, 4 * 0x20000u);
        fx_add_its(&f, 0, 0x08080000);
        size_t last = 0;
        for (unsigned i = 0; i < 4; i++)
            last = fx_add_gicc(&f, i, 1, 0);
        f.madt[last + 1] = 70;
        f.madt_len -= 6;
        fx_run(&f);
        assert_int_equal(f.r.outcome, AL_OUT_BOOTS);
        expect_counts(&f, 1, 0);
        const struct al_finding *x = nth(&f, "sim.cpu-lost", 0);
        assert_int_equal(x->offset, last + 68);
        assert_non_null(strstr(x->message, "GICC[3]"));
        assert_non_null(strstr(x->message, "shorter than 76 bytes"));
        fx_free(&f);
    }
}

/*
 * 6.12: an Online Capable (not Enabled) GICC with its redistributor in the
 * GICC is a CPU whose redistributor the kernel cannot add: lost.  6.1 does
 * not honour Online Capable: no CPU there, nothing lost.
 */
static void l11_online_capable_without_redistributor(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        fx_init(&f);
        f.opt.kernel = fx_kernels_6x[ki];
        fx_madt_header(&f);
        for (unsigned i = 0; i < 2; i++) {
            size_t o = fx_add_gicc(&f, i, i ? 8 : 1, 0);
            tu_put_u64(f.madt + o, 60, 0x080a0000 + i * 0x20000u);
        }
        fx_add_gicd(&f, 0x08000000, 3);
        fx_run(&f);
        expect_counts(&f, ki ? 1 : 0, 0);
        if (ki)
            assert_non_null(strstr(nth(&f, "sim.cpu-lost", 0)->message, "redistributor"));
        fx_free(&f);
    }
}

/*
 * Linux 4.1 starts secondaries on ACPI only through PSCI: without it every
 * secondary is lost to the tables (no CPU_ON is simulated there, so
 * --hw-mpidrs changes nothing); a boot CPU without a GICC loses them all.
 */
static void l12_linux_41(void **state)
{
    (void)state;
    static const uint64_t hw[] = {0x0};
    struct fx f;
    fx_init(&f);
    f.opt.kernel = "4.1";
    fx_fadt(&f, 5, 1, 0); /* not PSCI-compliant */
    fx_run(&f);
    expect_counts(&f, 3, 1);
    const struct al_finding *x = nth(&f, "sim.cpu-lost", 0);
    assert_int_equal(x->offset, 44 + 76 + 68);
    assert_non_null(strstr(x->message, "(MPIDR 0x1) stays offline under Linux 4.1: no PSCI"));
    assert_non_null(strstr(nth(&f, "sim.cpus-mostly-lost", 0)->message,
                           "3 of the MADT's 4 CPUs are never started by Linux 4.1"));
    fx_free(&f);

    fx_init(&f);
    f.opt.kernel = "4.1";
    f.opt.hw_mpidrs = hw;
    f.opt.hw_mpidr_count = 1;
    fx_run(&f);
    assert_int_equal(f.r.cpus_online, 4);
    expect_counts(&f, 0, 0);
    fx_free(&f);

    fx_init(&f);
    f.opt.kernel = "4.1";
    f.opt.has_boot_mpidr = true;
    f.opt.boot_mpidr = 0x5;
    fx_run(&f);
    assert_int_equal(fx_findings(&f, "sim.secondaries-not-started"), 1);
    expect_counts(&f, 0, 1);
    assert_non_null(strstr(nth(&f, "sim.cpus-mostly-lost", 0)->message,
                           "the boot CPU (MPIDR 0x5) has no enabled GICC"));
    fx_free(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(l01_all_online),
        cmocka_unit_test(l02_no_such_core),
        cmocka_unit_test(l03_mostly_lost),
        cmocka_unit_test(l04_parking_and_enable_method),
        cmocka_unit_test(l05_cpu_on_refused),
        cmocka_unit_test(l06_existing_findings_keep_their_ids),
        cmocka_unit_test(l07_command_line_is_no_loss),
        cmocka_unit_test(l08_boot_cpu_without_gicc),
        cmocka_unit_test(l09_boot_dies_first),
        cmocka_unit_test(l10_short_gicc),
        cmocka_unit_test(l11_online_capable_without_redistributor),
        cmocka_unit_test(l12_linux_41),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
