/* SPDX-License-Identifier: MIT */
/*
 * Scenarios of the 6.x kernel models: ACPI or DT, the FADT checks, PSCI and
 * the outcome, on the fixture machine (FADT 5.1 with PSCI over SMC, four
 * GICCs, one GICD, a GTDT).  Each scenario runs on both models; where 6.1
 * and 6.12 differ the test says so.  Sources: Debian's linux 6.1.192 and
 * 6.12.117 (arch/arm64/kernel/acpi.c, drivers/firmware/psci/psci.c,
 * arch/arm64/kernel/time.c).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#define FX_KERNEL "6.12"
#include "sim_fixture.h"

#define KINIT(f)                                                                                   \
    do {                                                                                           \
        fx_init(f);                                                                                \
        (f)->opt.kernel = fx_kernels_6x[ki];                                                       \
    } while (0)

static void expect_outcome(const struct fx *f, enum al_sim_outcome how, const char *stage)
{
    assert_int_equal(f->r.outcome, how);
    assert_string_equal(f->r.outcome_stage, stage);
}

/* The fixture machine boots through ACPI with 4 CPUs online. */
static void k01_default_boots(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        assert_int_equal(fx_run(&f), 0);
        fx_expect_verdict(&f, "enabled", "acpi", "smc");
        assert_true(f.r.fadt_accepted);
        assert_int_equal(f.r.cpus_possible, 4);
        assert_int_equal(f.r.cpus_online, 4);
        assert_string_equal(f.r.gic_driver, "gic-v2"); /* the GICD says version 0, no GICR */
        expect_outcome(&f, AL_OUT_BOOTS, "userspace");
        assert_true(fx_log_has(&f, "psci: probing for conduit method from ACPI."));
        assert_true(fx_log_has(&f, "smp: Brought up 1 node, 4 CPUs"));
        assert_int_equal(fx_log_has(&f, "ACPI: Use ACPI SPCR as default console: Yes"), ki == 1);
        fx_json_has(&f, ki ? "\"kernel\": \"6.12\"" : "\"kernel\": \"6.1\"");
        fx_json_has(&f, ki ? "\"nr_cpus\": 512" : "\"nr_cpus\": 256");
        assert_int_equal(fx_sim_findings(&f), 1); /* the RSDP assumption (info) */
        assert_int_equal(fx_findings(&f, "sim.rsdp-assumed"), 1);
        fx_free(&f);
    }
}

/* acpi_fadt_sanity_check(): an FADT 5.0 with ARM boot flags is taken as 5.1 in 6.x. */
static void k02_fadt_50_with_flags(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        fx_fadt(&f, 5, 0, 1);
        fx_run(&f);
        fx_expect_verdict(&f, "enabled", "acpi", "smc");
        assert_true(f.r.fadt_accepted);
        assert_true(
            fx_log_has(&f, "ACPI: [Firmware Bug]: Unsupported FADT revision 5.0, should be 5.1+"));
        assert_true(fx_log_has(&f, "ACPI: FADT has ARM boot flags set, assuming 5.1"));
        assert_int_equal(fx_findings(&f, "sim.acpi-disabled"), 0);
        fx_free(&f);
    }
}

/*
 * ... and without ARM boot flags the table init fails: ACPI off, the EFI stub's DT.
 * 6.1 panics in time_init() (no timer); 6.12 oopses earlier, in mm_core_init(): the
 * real boots say so (tests/oracle fadt-rev5.0-noflags).
 */
static void k03_fadt_50_without_flags(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        fx_fadt(&f, 5, 0, 0);
        fx_run(&f);
        fx_expect_verdict(&f, "disabled", "dt", "absent");
        assert_false(f.r.fadt_accepted);
        assert_true(fx_log_has(&f, "ACPI: Failed to init ACPI tables"));
        assert_false(fx_log_has(&f, "ACPI: FADT has ARM boot flags set, assuming 5.1"));
        if (ki == 0) {
            expect_outcome(&f, AL_OUT_PANIC, "time_init");
            assert_string_equal(f.r.outcome_message, "Kernel panic - not syncing: Unable to "
                                                     "initialise architected timer.");
        } else {
            expect_outcome(&f, AL_OUT_OOPS, "mm_init");
        }
        assert_true(fx_log_has(&f, "missing boot CPU MPIDR, not enabling secondaries"));
        assert_int_equal(fx_findings(&f, "sim.acpi-disabled"), 1);
        fx_free(&f);
    }
}

/* HW_REDUCED_ACPI clear: ACPICA complains about PM1a blocks, the kernel refuses the FADT. */
static void k04_not_hw_reduced(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        tu_put_u32(f.fadt, 112, 0);
        fx_run(&f);
        assert_true(fx_log_has(&f, "ACPI: FADT not ACPI hardware reduced compliant"));
        char want[160];
        snprintf(want, sizeof(want),
                 "ACPI BIOS Error (bug): Required FADT field Pm1aEventBlock has zero address "
                 "and/or length: 0x0000000000000000/0x0 (%s/tbfadt-%s)",
                 ki ? "20240827" : "20220331", ki ? "595" : "599");
        assert_true(fx_log_has(&f, want));
        fx_expect_verdict(&f, "disabled", "dt", "absent");
        fx_free(&f);
    }
}

/* acpi=force keeps ACPI after a failed init (the comment says so, and the code does it). */
static void k05_force_keeps_acpi(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        fx_fadt(&f, 5, 0, 1);
        tu_put_u32(f.fadt, 112, 0);
        f.opt.cmdline = "acpi=force";
        fx_run(&f);
        assert_true(fx_log_has(&f, "ACPI: Failed to init ACPI tables"));
        fx_expect_verdict(&f, "enabled", "acpi", "smc");
        assert_false(f.r.fadt_accepted);
        fx_free(&f);
    }
}

/* acpi=off wins over acpi=force whatever the order; acpi=on prefers ACPI over a DT. */
static void k06_acpi_precedence(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        f.opt.cmdline = "acpi=force acpi=off";
        fx_run(&f);
        fx_expect_verdict(&f, "disabled", "dt", "absent");
        fx_free(&f);
        KINIT(&f);
        f.opt.cmdline = "acpi=on";
        f.opt.dt = AL_DT_POPULATED;
        fx_run(&f);
        fx_expect_verdict(&f, "enabled", "acpi", "smc");
        fx_free(&f);
        KINIT(&f);
        f.opt.dt = AL_DT_POPULATED;
        fx_run(&f);
        fx_expect_verdict(&f, "disabled", "dt", "absent");
        expect_outcome(&f, AL_OUT_BOOTS, "userspace");
        fx_free(&f);
    }
}

/* acpi=nospcr: known to 6.12, a malformed option for 6.1. */
static void k07_nospcr(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        f.opt.cmdline = "acpi=nospcr";
        fx_run(&f);
        assert_int_equal(fx_log_has(&f, "Malformed early option 'acpi'"), ki == 0);
        assert_int_equal(fx_log_has(&f, "ACPI: Use ACPI SPCR as default console: No"), ki == 1);
        fx_expect_verdict(&f, "enabled", "acpi", "smc");
        fx_free(&f);
    }
}

/* No PSCI_COMPLIANT flag: no enable method for the secondaries (no parking mailboxes). */
static void k08_no_psci(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        fx_fadt(&f, 5, 1, 0);
        fx_run(&f);
        fx_expect_verdict(&f, "enabled", "acpi", "absent");
        assert_true(fx_log_has(&f, "psci: is not implemented in ACPI."));
        assert_true(fx_log_has(&f, "Unsupported ACPI enable-method"));
        assert_int_equal(f.r.cpus_possible, 1);
        assert_int_equal(f.r.cpus_online, 1);
        fx_free(&f);
    }
}

/* The FADT says SMC, the firmware answers HVC only (no EL3): undefined instruction. */
static void k09_conduit_not_answered(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        f.opt.hw_psci = AL_HW_PSCI_HVC;
        fx_run(&f);
        expect_outcome(&f, AL_OUT_OOPS, "setup_arch");
        assert_true(fx_log_has(&f, "Internal error: Oops - Undefined instruction: 0000000002000000 "
                                "[#1] SMP"));
        assert_int_equal(f.r.cpus_possible, 1);
        assert_int_equal(fx_findings(&f, "sim.boot-dies"), 1);
        fx_json_has(&f, "\"hw_psci\": \"hvc\"");
        fx_free(&f);
        /* --hw-psci none: nothing answers either conduit */
        KINIT(&f);
        f.opt.hw_psci = 0;
        fx_run(&f);
        expect_outcome(&f, AL_OUT_OOPS, "setup_arch");
        fx_json_has(&f, "\"hw_psci\": \"none\"");
        fx_free(&f);
    }
}

/* No GTDT: timer_probe() finds nothing and time_init() panics. */
static void k10_no_gtdt(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        f.has_gtdt = false;
        fx_run(&f);
        assert_true(fx_log_has(&f, "timer_probe: no matching timers found"));
        expect_outcome(&f, AL_OUT_PANIC, "time_init");
        fx_json_has(&f, "\"class\": \"panic\"");
        fx_free(&f);
    }
}

/* A folder of tables: the RSDP is an assumption, said as an info finding. */
static void k11_rsdp_assumed(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        fx_run(&f);
        fx_json_has(&f, "\"rsdp\": \"assumed\"");
        assert_int_equal(fx_findings(&f, "sim.rsdp-assumed"), 1);
        fx_free(&f);
    }
}

/* The verdict line of the text summary and -q. */
static void k12_verdict_line(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        fx_run(&f);
        char v[256];
        al_sim_verdict(&f.r, v, sizeof(v));
        assert_string_equal(v, ki ? "Linux 6.12: ACPI, GICv2, boots, 4/4 CPUs online"
                                  : "Linux 6.1: ACPI, GICv2, boots, 4/4 CPUs online");
        fx_free(&f);
    }
}

/*
 * A copy that may lack the GTDT (no XSDT proves it absent): time_init() is
 * not simulated, nothing is concluded from the absence, the outcome is
 * unknown with the reason, and every other decision is still made.
 */
static void k13_gtdt_unknown(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        f.partial = true;
        f.has_gtdt = false;
        fx_run(&f);
        assert_false(fx_log_has(&f, "timer_probe: no matching timers found"));
        assert_int_equal(f.r.outcome, AL_OUT_UNKNOWN);
        assert_int_equal(fx_findings(&f, "sim.boot-dies"), 0);
        assert_int_equal(fx_findings(&f, "sim.not-simulated"), 1);
        assert_true(f.r.gic_ok);
        assert_int_equal(f.r.cpus_possible, 4);
        fx_json_has(&f, "\"class\": \"unknown\"");
        fx_json_has(&f, "\"table\": \"GTDT\"");
        char v[256];
        al_sim_verdict(&f.r, v, sizeof(v));
        assert_non_null(strstr(v, "ACPI, GICv2, unknown: the input lacks the GTDT (the input "
                                  "holds no XSDT"));
        fx_free(&f);
    }
}

/* An XSDT that lists every table the input holds proves the GTDT absent: the panic. */
static void k14_gtdt_proven_absent(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        f.partial = true;
        f.has_gtdt = false;
        uint8_t *x = fx_extra(&f, 52, true); /* lists two tables: the FADT and the MADT */
        tu_put_header(x, "XSDT", 52, 1);
        tu_put_u32(x, 36, 0x1000);
        tu_put_u32(x, 44, 0x2000);
        fx_run(&f);
        assert_true(fx_log_has(&f, "timer_probe: no matching timers found"));
        expect_outcome(&f, AL_OUT_PANIC, "time_init");
        assert_int_equal(fx_findings(&f, "sim.not-simulated"), 0);
        fx_free(&f);
    }
}

/* A copy that may lack the MADT: no CPU or GIC decision, no GIC panic, outcome unknown. */
static void k15_madt_unknown(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        f.partial = true;
        f.has_madt = false;
        fx_run(&f);
        assert_int_equal(f.r.outcome, AL_OUT_UNKNOWN);
        assert_false(f.r.gic_attempted);
        assert_int_equal(fx_findings(&f, "sim.gic-init-failed"), 0);
        assert_int_equal(fx_findings(&f, "sim.boot-dies"), 0);
        assert_non_null(strstr(f.r.outcome_message, "the input lacks the MADT (the input holds no XSDT"));
        fx_free(&f);
    }
}

/* A copy that may lack the FADT: whether ACPI stays on is not decided, nor anything after. */
static void k16_fadt_unknown(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        f.partial = true;
        f.has_fadt = false;
        fx_run(&f);
        assert_int_equal(f.r.outcome, AL_OUT_UNKNOWN);
        assert_int_equal(fx_findings(&f, "sim.acpi-disabled"), 0);
        fx_json_has(&f, "\"acpi\": \"unknown\"");
        fx_free(&f);
    }
}

/* --no-rsdp: firmware that hands over no RSDP; 6.x finds no ACPI tables, as booted. */
static void k17_no_rsdp(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        KINIT(&f);
        f.opt.no_rsdp = true;
        fx_run(&f);
        assert_true(fx_log_has(&f, "ACPI: OSL: System description tables not found"));
        assert_false(f.r.acpi_enabled);
        assert_int_equal(fx_findings(&f, "sim.rsdp-assumed"), 0);
        fx_json_has(&f, "\"rsdp\": \"none (--no-rsdp)\"");
        fx_free(&f);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(k01_default_boots),       cmocka_unit_test(k02_fadt_50_with_flags),
        cmocka_unit_test(k03_fadt_50_without_flags), cmocka_unit_test(k04_not_hw_reduced),
        cmocka_unit_test(k05_force_keeps_acpi),    cmocka_unit_test(k06_acpi_precedence),
        cmocka_unit_test(k07_nospcr),              cmocka_unit_test(k08_no_psci),
        cmocka_unit_test(k09_conduit_not_answered), cmocka_unit_test(k10_no_gtdt),
        cmocka_unit_test(k11_rsdp_assumed),        cmocka_unit_test(k12_verdict_line),
        cmocka_unit_test(k13_gtdt_unknown),        cmocka_unit_test(k14_gtdt_proven_absent),
        cmocka_unit_test(k15_madt_unknown),        cmocka_unit_test(k16_fadt_unknown),
        cmocka_unit_test(k17_no_rsdp),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
