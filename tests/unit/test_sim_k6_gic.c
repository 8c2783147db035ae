/* SPDX-License-Identifier: MIT */
/*
 * GIC scenarios of the 6.x models (drivers/irqchip/irq-gic.c, irq-gic-v3.c,
 * drivers/acpi/irq.c), each one a case the real kernels were booted on
 * (tests/oracle/cases/gicd-*, gicr-none-v3, its-none): the messages and the
 * outcome are those of the recorded boots.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#define FX_KERNEL "6.12"
#include "sim_fixture.h"

static void kinit_v3(struct fx *f, size_t ki, unsigned n)
{
    fx_init(f);
    f->opt.kernel = fx_kernels_6x[ki];
    fx_qemu_v3(f, n);
}

/* QEMU's GICv3 tables: the GICv3 driver, redistributors found in order, the ITS. */
static void g01_gicv3_boots(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit_v3(&f, ki, 2);
        fx_run(&f);
        assert_true(f.r.gic_ok);
        assert_string_equal(f.r.gic_driver, "gic-v3");
        assert_int_equal(f.r.gic_version, 3);
        assert_true(fx_log_has(&f, "Root IRQ handler: gic_handle_irq"));
        assert_true(
            fx_log_has(&f, "GICv3: CPU0: found redistributor 0 region 0:0x00000000080a0000"));
        assert_true(
            fx_log_has(&f, "GICv3: CPU1: found redistributor 1 region 0:0x00000000080c0000"));
        assert_true(fx_log_has(&f, "ITS [mem 0x08080000-0x0809ffff]"));
        assert_true(fx_log_has(&f, "CPU1: Booted secondary processor 0x0000000001 [0x411fd070]"));
        assert_true(fx_log_has(&f, "SMP: Total of 2 processors activated."));
        assert_int_equal(f.r.outcome, AL_OUT_BOOTS);
        fx_free(&f);
    }
}

/* No GICD: no irqchip; the timer's acpi_register_gsi() calls a NULL function: oops. */
static void g02_no_gicd_oops(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        fx_init(&f);
        f.opt.kernel = fx_kernels_6x[ki];
        fx_madt_header(&f);
        fx_add_gicc(&f, 0, 1, 0);
        fx_add_gicc(&f, 1, 1, 0);
        fx_run(&f);
        assert_false(f.r.gic_ok);
        assert_null(f.r.gic_driver);
        assert_int_equal(f.r.outcome, AL_OUT_OOPS);
        assert_string_equal(f.r.outcome_stage, "time_init");
        assert_true(fx_log_has(&f, "Unable to handle kernel NULL pointer dereference at virtual "
                                "address 0000000000000000"));
        assert_true(fx_log_has(&f, "Kernel panic - not syncing: Attempted to kill the idle task!"));
        assert_int_equal(f.r.cpus_possible, 2);
        assert_int_equal(f.r.cpus_online, 1);
        assert_int_equal(fx_findings(&f, "sim.boot-dies"), 1);
        fx_free(&f);
    }
}

/* GICD version 3 on a GICv2 machine's tables (no GICR, no GICC GICR base): not validated. */
static void g03_v3_without_redistributors(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        fx_init(&f);
        f.opt.kernel = fx_kernels_6x[ki];
        f.madt[f.madt_len - 24 + 20] = 3; /* the fixture's GICD */
        fx_run(&f);
        assert_false(f.r.gic_ok);
        assert_int_equal(f.r.outcome, AL_OUT_OOPS);
        fx_free(&f);
    }
}

/* GICD says 2 on GICv3 hardware: the GICv2 driver runs, no interrupt comes: hang at SMP. */
static void g04_v2_driver_on_v3(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit_v3(&f, ki, 2);
        f.madt[44 + 2 * 76 + 20] = 2;
        f.opt.hw_gic = 3;
        fx_run(&f);
        assert_string_equal(f.r.gic_driver, "gic-v2");
        assert_int_equal(f.r.outcome, AL_OUT_HANG);
        assert_string_equal(f.r.outcome_stage, "smp_init");
        assert_true(fx_log_has(&f, "smp: Bringing up secondary CPUs ..."));
        assert_false(fx_log_has(&f, "smp: Brought up 1 node, 2 CPUs"));
        assert_int_equal(f.r.cpus_online, 1);
        /* tests/oracle gicd-version-2-on-v3: the mask line twice around the WARNING */
        const char *got[64];
        size_t n = fx_log(&f, got, 64), masks = 0, sre = 0;
        for (size_t i = 0; i < n && i < 64; i++) {
            masks += strcmp(got[i], "GIC CPU mask not found - kernel will fail to boot.") == 0;
            sre += strcmp(got[i], "GICv3 system registers enabled, broken firmware!") == 0;
        }
        assert_int_equal(masks, 2);
        assert_int_equal(sre, 1);
        fx_free(&f);
        /* one possible CPU: gic_get_cpumask() stays silent, the WARNING does not */
        kinit_v3(&f, ki, 2);
        f.madt[44 + 2 * 76 + 20] = 2;
        f.opt.hw_gic = 3;
        f.opt.cmdline = "nr_cpus=1";
        fx_run(&f);
        assert_false(fx_log_has(&f, "GIC CPU mask not found - kernel will fail to boot."));
        assert_true(fx_log_has(&f, "GICv3 system registers enabled, broken firmware!"));
        fx_free(&f);
    }
}

/* Two GICDs: the GICv3 driver probes the second one and oopses in init_IRQ(). */
static void g05_two_gicds(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit_v3(&f, ki, 2);
        fx_add_gicd(&f, 0x08000000, 3);
        fx_run(&f);
        assert_int_equal(f.r.gicd_count, 2);
        assert_int_equal(f.r.outcome, AL_OUT_OOPS);
        assert_string_equal(f.r.outcome_stage, "init_IRQ");
        assert_true(fx_log_has(&f, "GICv3: [Firmware Bug]: GICD region 0x0000000008000000 has "
                                "overlapping address"));
        fx_free(&f);
    }
}

/* No ITS: LPIs are not enabled, the boot goes on. */
static void g06_no_its(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit_v3(&f, ki, 2);
        f.madt_len -= 20;
        fx_run(&f);
        assert_true(fx_log_has(&f, "ITS: No ITS available, not enabling LPIs"));
        assert_int_equal(f.r.its_count, 0);
        assert_int_equal(f.r.outcome, AL_OUT_BOOTS);
        fx_free(&f);
    }
}

/* GICv2 with an MSI frame that gives its SPIs: the GICv2m lines. */
static void g07_gicv2m(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        fx_init(&f);
        f.opt.kernel = fx_kernels_6x[ki];
        uint8_t msi[24] = {0x0D, 24};
        tu_put_u64(msi, 8, 0x08020000);
        tu_put_u32(msi, 16, 1);
        tu_put_u16(msi, 20, 64);
        tu_put_u16(msi, 22, 80);
        fx_add_raw(&f, msi, sizeof(msi));
        fx_run(&f);
        assert_string_equal(f.r.gic_driver, "gic-v2");
        assert_true(fx_log_has(&f, "GICv2m: ACPI overriding V2M MSI_TYPER (base:80, num:64)"));
        assert_true(fx_log_has(&f, "GICv2m: range[mem 0x08020000-0x08020fff], SPI[80:143]"));
        fx_free(&f);
    }
}

/* 6.12 takes an Online Capable GICC as a CPU; 6.1 skips it. */
static void g08_online_capable(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit_v3(&f, ki, 2);
        tu_put_u32(f.madt + 44 + 76, 12, 8);
        fx_run(&f);
        assert_int_equal(f.r.cpus_online, ki ? 2 : 1);
        assert_int_equal(f.r.cpus_possible, ki ? 2 : 1);
        fx_free(&f);
    }
}

/* --hw-map qemu-virt: a GICD where QEMU has no device is an external abort in init_IRQ
 * (tests/oracle gicd-base-wrong-v3); with the default map the frame is where the MADT says. */
static void g09_hw_map_gicd_nowhere(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        for (int map = 0; map < 2; map++) {
            struct fx f;
            kinit_v3(&f, ki, 2);
            tu_put_u64(f.madt, 44 + 2 * 76 + 8, 0x09100000); /* the GICD's base */
            f.opt.hw_map = map ? AL_HW_MAP_QEMU_VIRT : AL_HW_MAP_TABLES;
            fx_run(&f);
            if (map) {
                assert_false(f.r.gic_ok);
                assert_int_equal(f.r.outcome, AL_OUT_OOPS);
                assert_string_equal(f.r.outcome_stage, "init_IRQ");
                assert_true(fx_log_has(&f, "Internal error: synchronous external abort: "
                                           "0000000096000010 [#1] SMP"));
                assert_false(fx_log_has(&f, "Root IRQ handler: gic_handle_irq"));
                assert_int_equal(fx_findings(&f, "sim.boot-dies"), 1);
            } else {
                assert_true(f.r.gic_ok);
                assert_int_equal(f.r.outcome, AL_OUT_BOOTS);
            }
            fx_free(&f);
        }
    }
}

/* A GICR region shorter than QEMU's frames behind it: gic_iterate_rdists() walks past its
 * mapping after "Root IRQ handler" (tests/oracle gicr-length-one-cpu). */
static void g10_hw_map_gicr_short(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit_v3(&f, ki, 2);
        tu_put_u32(f.madt, 44 + 2 * 76 + 24 + 12, 0x20000); /* the GICR's length */
        f.opt.hw_map = AL_HW_MAP_QEMU_VIRT;
        fx_run(&f);
        assert_true(f.r.gic_ok);
        assert_int_equal(f.r.outcome, AL_OUT_OOPS);
        assert_string_equal(f.r.outcome_stage, "init_IRQ");
        assert_true(fx_log_has(&f, "Root IRQ handler: gic_handle_irq"));
        assert_true(fx_log_has(&f, "Internal error: Oops: 0000000096000007 [#1] SMP"));
        assert_false(fx_log_has(&f, "GICv3: CPU0: found redistributor 0 region "
                                    "0:0x00000000080a0000"));
        assert_int_equal(f.r.cpus_online, 1);
        fx_free(&f);
    }
}

/* A second ITS where nothing is: its_acpi_reset() reads every ITS before any is probed, so
 * not even the good one is printed (tests/oracle its-two). */
static void g11_hw_map_second_its_nowhere(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit_v3(&f, ki, 2);
        fx_add_its(&f, 1, 0x09200000);
        f.opt.hw_map = AL_HW_MAP_QEMU_VIRT;
        fx_run(&f);
        assert_int_equal(f.r.outcome, AL_OUT_OOPS);
        assert_true(fx_log_has(&f, "GICv3: CPU0: found redistributor 0 region "
                                   "0:0x00000000080a0000"));
        assert_false(fx_log_has(&f, "ITS [mem 0x08080000-0x0809ffff]"));
        assert_true(fx_log_has(&f, "Internal error: synchronous external abort: "
                                   "0000000096000010 [#1] SMP"));
        fx_free(&f);
    }
}

/* The timer PPI the kernel uses has GSI 0 (the EL1 physical one: PSCI by SMC, the kernel
 * entered at EL2): "Illegal GSI0", the interrupt is not registered; 6.12 hangs after SMP,
 * 6.1 goes on (tests/oracle gtdt-virt-gsiv-0 at EL1). */
static void g12_timer_gsi_zero(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit_v3(&f, ki, 2);
        fx_gtdt(&f, 29, 0, 27, 26);
        fx_run(&f);
        assert_true(fx_log_has(&f, "GICv3: [Firmware Bug]: Illegal GSI0 translation request"));
        assert_false(fx_log_has(&f, "arch_timer: cp15 timer(s) running at 62.50MHz (phys)."));
        assert_true(fx_log_has(&f, "SMP: Total of 2 processors activated."));
        assert_int_equal(f.r.outcome, ki == 1 ? AL_OUT_HANG : AL_OUT_BOOTS);
        fx_free(&f);
    }
}

/* A populated DT with a map that knows the machine: the DT boot (tests/oracle dt-populated). */
static void g13_dt_boot(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        kinit_v3(&f, ki, 2);
        f.opt.dt = AL_DT_POPULATED;
        f.opt.hw_map = AL_HW_MAP_QEMU_VIRT;
        fx_run(&f);
        assert_int_equal(f.r.boot_path, AL_BOOT_DT);
        assert_true(f.r.gic_ok);
        assert_string_equal(f.r.gic_driver, "gic-v3");
        assert_int_equal(f.r.cpus_possible, 2);
        assert_int_equal(f.r.cpus_online, 2);
        assert_true(fx_log_has(&f, "ITS [mem 0x08080000-0x0809ffff]"));
        assert_false(fx_log_has(&f, "psci: probing for conduit method from ACPI."));
        assert_int_equal(f.r.outcome, AL_OUT_BOOTS);
        fx_free(&f);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(g01_gicv3_boots),     cmocka_unit_test(g02_no_gicd_oops),
        cmocka_unit_test(g03_v3_without_redistributors), cmocka_unit_test(g04_v2_driver_on_v3),
        cmocka_unit_test(g05_two_gicds),       cmocka_unit_test(g06_no_its),
        cmocka_unit_test(g07_gicv2m),          cmocka_unit_test(g08_online_capable),
        cmocka_unit_test(g09_hw_map_gicd_nowhere), cmocka_unit_test(g10_hw_map_gicr_short),
        cmocka_unit_test(g11_hw_map_second_its_nowhere), cmocka_unit_test(g12_timer_gsi_zero),
        cmocka_unit_test(g13_dt_boot),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
