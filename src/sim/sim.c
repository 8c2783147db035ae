/* SPDX-License-Identifier: MIT */
/*
 * The boot simulator's driver: setup_arch() of the seed series in order
 * (parse_early_param, acpi_boot_table_init, the ACPI/DT branch of seed
 * 010 line 477, init_IRQ), each stage in its own file.
 */
#include "sim_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void al_sim_options_default(struct al_sim_options *o)
{
    memset(o, 0, sizeof(*o));
    o->profile = "linux-4.1";
    o->cmdline = "";
    o->dt = AL_DT_STUB;
    o->nr_cpus = 64; /* arm64 defconfig NR_CPUS of Linux 4.1 */
}

const char *al_sim_dt_name(enum al_sim_dt dt)
{
    switch (dt) {
    case AL_DT_NONE: return "none";
    case AL_DT_STUB: return "stub";
    case AL_DT_POPULATED: return "populated";
    case AL_DT_FILE: return "file";
    }
    return "?";
}

const char *al_sim_boot_path_name(enum al_sim_boot_path p)
{
    switch (p) {
    case AL_BOOT_ACPI: return "acpi";
    case AL_BOOT_DT: return "dt";
    case AL_BOOT_NONE: return "none";
    }
    return "?";
}

const char *al_sim_psci_name(enum al_sim_psci p)
{
    switch (p) {
    case AL_PSCI_ABSENT: return "absent";
    case AL_PSCI_SMC: return "smc";
    case AL_PSCI_HVC: return "hvc";
    case AL_PSCI_UNKNOWN: return "unknown";
    }
    return "?";
}

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
    al_sim_event(r, AL_SEED_010 " line 477",
                 "acpi_disabled and no acpi=force: unflatten_device_tree(), psci_dt_init(), "
                 "of_smp_init_cpus()",
                 r->dt_has_platform ? "the kernel boots from the device tree (not simulated)"
                                    : "the device tree describes no platform: no CPUs, no "
                                      "interrupt controller",
                 NULL, NULL);
    if (!r->dt_has_platform)
        al_report(c->ts, "sim.no-platform", whole_input(c->ts),
                  "Linux 4.1 will boot from a device tree that describes no platform "
                  "(ACPI is %s)",
                  r->param_acpi_off ? "turned off by acpi=off" : "disabled");
}

static void acpi_path(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    r->boot_path = c->acpi_disabled ? AL_BOOT_NONE : AL_BOOT_ACPI;
    al_sim_event(r, AL_SEED_004_SETUP " lines 282-285; " AL_SEED_010 " line 477",
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
        al_report(c->ts, "sim.no-platform", whole_input(c->ts),
                  "acpi=force and ACPI init failed: Linux 4.1 has neither ACPI nor a device "
                  "tree");
}

/* init_IRQ(): irqchip_init() = of_irq_init() + acpi_irq_init() (seed 007 lines 380-385). */
static void init_irq(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    al_sim_gic_init(c);
    bool dt_irq = r->boot_path == AL_BOOT_DT && r->dt_has_platform;
    if (!r->gic_ok && !dt_irq)
        al_sim_event(r, AL_K41_IRQ " init_IRQ()", "no interrupt controller was initialised",
                     "the boot stops here", NULL,
                     "Kernel panic - not syncing: No interrupt controller found.");
}

int al_sim_run(struct al_tableset *ts, const struct al_sim_options *o, struct al_sim_result *r)
{
    memset(r, 0, sizeof(*r));
    const char *profile = o->profile ? o->profile : "linux-4.1";
    if (strcmp(profile, "linux-4.1") != 0) {
        snprintf(r->error, sizeof(r->error), "unknown profile '%.64s' (known: linux-4.1)",
                 profile);
        return -1;
    }
    if (o->nr_cpus == 0 || o->nr_cpus > 4096) {
        snprintf(r->error, sizeof(r->error), "NR_CPUS must be between 1 and 4096");
        return -1;
    }
    snprintf(r->profile, sizeof(r->profile), "%s", profile);
    r->cmdline = strdup(o->cmdline ? o->cmdline : "");
    r->dt = o->dt;
    r->dt_file = o->dt_file ? strdup(o->dt_file) : NULL;
    r->nr_cpus = o->nr_cpus;
    r->psci = AL_PSCI_ABSENT;

    struct al_sim_ctx c;
    memset(&c, 0, sizeof(c));
    c.ts = ts;
    c.o = o;
    c.r = r;
    c.acpi_disabled = 1; /* seed 003 line 351 */
    c.logical_map = calloc(o->nr_cpus, sizeof(*c.logical_map));
    if (!c.logical_map) {
        snprintf(r->error, sizeof(r->error), "out of memory");
        return -1;
    }
    if (o->rule_profile && strcmp(o->rule_profile, profile) != 0) {
        char note[160];
        snprintf(note, sizeof(note),
                 "assumption: the rules are checked against profile %.40s, but the simulator "
                 "only models %s",
                 o->rule_profile, profile);
        al_sim_event(r, "acpilint --profile", "the boot is simulated as Linux 4.1", NULL, note,
                     NULL);
    }
    al_sim_parse_cmdline(&c);
    if (al_sim_dt_probe(&c) != 0) {
        free(c.logical_map);
        return -1;
    }
    al_sim_boot_table_init(&c);
    if (c.acpi_disabled && !r->param_acpi_force)
        dt_path(&c);
    else
        acpi_path(&c);
    init_irq(&c);
    al_sim_gsi_model(&c);
    r->acpi_enabled = !c.acpi_disabled;
    if (!r->boot_mpidr_given && !r->madt_walked)
        r->boot_mpidr = o->has_boot_mpidr ? (o->boot_mpidr & AL_MPIDR_HWID_BITMASK) : 0;
    if (o->has_boot_mpidr)
        r->boot_mpidr_given = true;
    free(c.logical_map);
    free(c.installed);
    return 0;
}
