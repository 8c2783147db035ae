/* SPDX-License-Identifier: MIT */
/*
 * The 4.1 model's boot: setup_arch() of the seed series in order
 * (parse_early_param, acpi_boot_table_init, the ACPI/DT branch of seed 010
 * line 477, init_IRQ), each stage in its own file of this folder.
 */
#include "sim/sim_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/rule_ids.h"

static struct al_where whole_input(const struct al_tableset *ts)
{
    return al_at_file(ts->input_count ? ts->inputs[0] : NULL, AL_NO_OFFSET, 0);
}

/* The DT branch of setup_arch() (seed 004 setup.c lines 275-281, seed 010 line 477). */
static void dt_path(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    r->boot_path = AL_BOOT_DT;
    r->psci = AL_PSCI_UNKNOWN;
    r->platform_usable = r->dt_has_platform;
    r->logical_count = 0;
    al_sim_event(r, "Linux 4.1 arch/arm64/kernel/setup.c setup_arch() (seed 010 line 477)",
                 "acpi_disabled and no acpi=force: unflatten_device_tree(), psci_dt_init(), "
                 "of_smp_init_cpus()",
                 r->dt_has_platform ? "the kernel boots from the device tree (not simulated)"
                                    : "the device tree describes no platform: no CPUs, no "
                                      "interrupt controller",
                 NULL, NULL);
    if (!r->dt_has_platform)
        al_report(c->ts, AL_R_SIM_NO_PLATFORM, whole_input(c->ts),
                  "Linux 4.1 will boot from a device tree that describes no platform "
                  "(ACPI is %s)",
                  r->param_acpi_off ? "turned off by acpi=off" : "disabled");
}

static void acpi_path(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    r->boot_path = c->acpi_disabled ? AL_BOOT_NONE : AL_BOOT_ACPI;
    al_sim_event(r,
                 "Linux 4.1 arch/arm64/kernel/setup.c setup_arch() (seed 004 lines 282-285)"
                 "Linux 4.1 arch/arm64/kernel/setup.c setup_arch() (seed 010 line 477)",
                 c->acpi_disabled
                     ? "ACPI failed but acpi=force keeps the kernel off the device tree: "
                       "psci_acpi_init(), acpi_init_cpus() run anyway"
                     : "ACPI is enabled: psci_acpi_init(), acpi_init_cpus()",
                 c->acpi_disabled ? "the kernel has neither ACPI nor a device tree" : NULL,
                 c->acpi_disabled ? "seed 010's message promises no DT fallback; the ACPI "
                                    "calls still run and print misleading errors"
                                  : NULL,
                 NULL);
    al_sim_psci_acpi_init(c);
    al_sim_init_cpus(c);
    r->platform_usable = !c->acpi_disabled;
    if (c->acpi_disabled)
        al_report(c->ts, AL_R_SIM_NO_PLATFORM, whole_input(c->ts),
                  "acpi=force and ACPI init failed: Linux 4.1 has neither ACPI nor a device "
                  "tree");
}

/* init_IRQ(): irqchip_init() = of_irq_init() + acpi_irq_init() (seed 007 lines 380-385). */
static void init_irq(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    al_sim_gic_init(c);
    bool dt_irq = r->boot_path == AL_BOOT_DT && r->dt_has_platform;
    if (!r->gic_ok && !dt_irq && !c->madt_unknown)
        al_sim_event(r, AL_K41_IRQ " init_IRQ()", "no interrupt controller was initialised",
                     "the boot stops here", NULL,
                     "Kernel panic - not syncing: No interrupt controller found.");
}

/* The 4.1 model: setup_arch() of the seed series. */
static void run_41(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    const struct al_sim_options *o = c->o;
    al_sim_parse_cmdline(c);
    al_sim_boot_table_init(c);
    if (c->fadt_unknown) {
        /* nothing after the FADT decision is simulated */
        r->boot_path = AL_BOOT_UNKNOWN;
        al_sim_conclude_undecided(c);
        return;
    }
    if (c->acpi_disabled && !r->param_acpi_force)
        dt_path(c);
    else
        acpi_path(c);
    init_irq(c);
    al_sim_gsi_model(c);
    r->acpi_enabled = !c->acpi_disabled;
    r->fadt_accepted = r->acpi_enabled;
    if (!r->boot_mpidr_given && !r->madt_walked)
        r->boot_mpidr = o->has_boot_mpidr ? (o->boot_mpidr & AL_MPIDR_HWID_BITMASK) : 0;
    if (o->has_boot_mpidr)
        r->boot_mpidr_given = true;
    /* the common outcome fields */
    r->cpus_possible = r->logical_count ? (unsigned)r->logical_count : 1;
    r->cpus_online = r->secondaries ? (unsigned)r->logical_count : 1;
    if (r->gic_ok)
        r->gic_driver = "gic-v2";
    bool dt_irq = r->boot_path == AL_BOOT_DT && r->dt_has_platform;
    al_sim_conclude_undecided(c);
    if (r->outcome == AL_OUT_UNKNOWN)
        return;
    if (!r->gic_ok && !dt_irq) {
        r->outcome = AL_OUT_PANIC;
        snprintf(r->outcome_stage, sizeof(r->outcome_stage), "init_IRQ");
        r->outcome_message = strdup("Kernel panic - not syncing: No interrupt controller found.");
    } else {
        snprintf(r->outcome_stage, sizeof(r->outcome_stage), "userspace");
    }
}

static int boot(struct al_sim_ctx *c)
{
    if (al_sim_dt_probe(c) != 0)
        return -1;
    run_41(c);
    return 0;
}

const struct al_sim_model al_sim_linux41 = {"linux41", boot, &al_sim_linux41_voice};
