/* SPDX-License-Identifier: MIT */
/*
 * Lost CPUs (6.x models): after smp_init() every MADT GICC that describes a
 * CPU (Enabled, or Online Capable where the model honours it) is accounted
 * for.  A CPU that runs needs nothing; one the command line keeps offline
 * (nr_cpus=, maxcpus=, nosmp) is the user's choice; one the kernel already
 * said it skips keeps that finding (sim.cpu-ignored: bad MPIDR, NR_CPUS;
 * sim.secondaries-not-started: the boot CPU has no GICC).  Every other CPU
 * that stays offline is a sim.cpu-lost finding at its GICC's MPIDR, naming
 * the logical CPU, the GICC, the MPIDR and why; when more than half of the
 * CPUs, or the boot CPU's own GICC, are lost, one sim.cpus-mostly-lost says
 * the machine runs on a fraction of itself.
 *
 * The reasons come from the decisions linux6/smp.c recorded in each
 * struct al_sim_gicc's failure; the kernel functions are cited there and
 * below.  A boot that died before or during SMP bring-up is not accounted
 * here: sim.boot-dies already says what happened.
 */
#include "sim/sim_internal.h"

#include <string.h>
#include "acpilint/rule_ids.h"

enum fate {
    FATE_NOT_A_CPU,  /* neither Enabled nor Online Capable: the firmware says no CPU is there */
    FATE_ONLINE,
    FATE_DUPLICATE,  /* a second GICC for a CPU another GICC describes: not a CPU of its own */
    FATE_CMDLINE,    /* kept offline by nr_cpus=, maxcpus= or nosmp */
    FATE_REPORTED,   /* lost, and an existing finding already says so */
    FATE_LOST,       /* lost: sim.cpu-lost */
};

/* A failure linux6/smp.c records, what it means for the CPU, and where the kernel decides it. */
struct reason {
    const char *failure;
    enum fate fate;
    const char *why;
};

static const struct reason reasons[] = {
    {"invalid MPIDR", FATE_REPORTED, NULL},   /* sim.cpu-ignored */
    {"NR_CPUS reached", FATE_REPORTED, NULL}, /* sim.cpu-ignored */
    {"boot CPU missing from the MADT", FATE_REPORTED, NULL}, /* sim.secondaries-not-started */
    {"duplicate MPIDR", FATE_DUPLICATE, NULL},                /* sim.cpu-ignored */
    {"duplicate boot CPU MPIDR", FATE_DUPLICATE, NULL},       /* sim.cpu-ignored */
    {"beyond nr_cpu_ids", FATE_CMDLINE, NULL},
    {"bad GICC length", FATE_LOST,
     "its GICC is shorter than 76 bytes or runs past the MADT "
     "(arch/arm64/kernel/smp.c acpi_parse_gic_cpu_interface(): BAD_MADT_GICC_ENTRY ends the walk)"},
    {"no enable method", FATE_LOST,
     "no enable method: the FADT is not PSCI-compliant and the GICC has no parking-protocol "
     "mailbox (arch/arm64/kernel/cpu_ops.c init_cpu_ops())"},
    {"no PSCI cpu_on", FATE_LOST,
     "PSCI offers no CPU_ON (arch/arm64/kernel/psci.c cpu_psci_cpu_prepare())"},
    {"CPU_ON failed: no such CPU", FATE_LOST,
     "PSCI CPU_ON fails: the machine has no core with this MPIDR "
     "(arch/arm64/kernel/psci.c cpu_psci_cpu_boot())"},
    {"CPU_ON failed: EL2 stub", FATE_LOST,
     "PSCI CPU_ON reaches the kernel's own EL2 stub, not firmware "
     "(arch/arm64/kernel/psci.c cpu_psci_cpu_boot())"},
    {"parking protocol: no firmware mailbox", FATE_LOST,
     "no firmware answers its parking-protocol mailbox "
     "(arch/arm64/kernel/acpi_parking_protocol.c acpi_parking_protocol_cpu_boot())"},
    {"redistributor inaccessible", FATE_LOST,
     "its GICv3 redistributor is not known at boot: an Online Capable GICC whose GICR base the "
     "kernel cannot add later (drivers/irqchip/irq-gic-v3.c gic_acpi_parse_madt_gicc(), "
     "gic_check_rdist())"},
};

/* The walk ended before this GICC (a bad GICC earlier): it was never mapped. */
static const char walk_stopped[] =
    "the kernel's MADT walk stopped at an earlier bad GICC before reaching this one "
    "(arch/arm64/kernel/smp.c acpi_parse_and_init_cpus())";

static const struct reason *reason_of(const char *failure)
{
    for (size_t i = 0; i < sizeof(reasons) / sizeof(reasons[0]); i++)
        if (strcmp(reasons[i].failure, failure) == 0)
            return &reasons[i];
    return NULL;
}

/* What became of one GICC's CPU; *why is the text of a FATE_LOST. */
static enum fate fate_of(const struct al_sim_ctx *c, const struct al_sim_gicc *g, uint32_t flags,
                         const char **why)
{
    uint32_t usable = AL_GICC_ENABLED | (c->k.gicc_online_capable ? AL_GICC_ONLINE_CAPABLE : 0);
    *why = NULL;
    if (!(flags & usable))
        return FATE_NOT_A_CPU;
    if (g->online)
        return FATE_ONLINE;
    if (g->failure[0]) {
        const struct reason *r = reason_of(g->failure);
        if (!r) { /* a failure this table does not know yet: still a lost CPU, in its own words */
            *why = g->failure;
            return FATE_LOST;
        }
        *why = r->why;
        return r->fate;
    }
    if (g->logical < 0) {
        *why = walk_stopped;
        return FATE_LOST;
    }
    /* possible, mapped, no failure: bring-up stopped at maxcpus= (or nosmp) first */
    return FATE_CMDLINE;
}

static void report_lost(struct al_sim_ctx *c, const struct al_table *t, size_t off,
                        const struct al_sim_gicc *g, const char *why)
{
    char field[48], cpu[24];
    snprintf(field, sizeof(field), "APIC/GICC[%u]/ARM MPIDR", g->gicc);
    if (g->logical >= 0)
        snprintf(cpu, sizeof(cpu), "CPU%d", g->logical);
    else
        snprintf(cpu, sizeof(cpu), "its CPU");
    al_report(c->ts, AL_R_SIM_CPU_LOST, al_at_table(t, off + AL_OFF_MADT_GICC_MPIDR, field),
              "GICC[%u] (MPIDR 0x%llx, %s) stays offline under Linux %s: %s", g->gicc,
              (unsigned long long)g->mpidr, cpu, c->k.name, why);
}

void al_k6_account_cpus(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    if (!t || !r->giccs || r->boot_path != AL_BOOT_ACPI)
        return;
    struct al_span s = al_table_body(t);
    unsigned cpus = 0, lost = 0, index = 0;
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it); ) {
        if (it.type != 0x0B)
            continue;
        unsigned i = index++;
        if (i >= r->gicc_count)
            break;
        const struct al_sim_gicc *g = &r->giccs[i];
        uint32_t flags = 0;
        al_field_u32(s, AL_F_MADT_GICC_FLAGS, it.off, &flags);
        const char *why;
        enum fate f = fate_of(c, g, flags, &why);
        if (f == FATE_NOT_A_CPU || f == FATE_DUPLICATE || f == FATE_CMDLINE)
            continue;
        cpus++;
        if (f == FATE_ONLINE)
            continue;
        lost++;
        if (f == FATE_LOST)
            report_lost(c, t, it.off, g, why);
    }
    /*
     * arch/arm64/kernel/smp.c smp_init_cpus(): without a usable GICC for the
     * boot CPU ("missing boot CPU MPIDR, not enabling secondaries") the
     * kernel runs on the boot CPU alone, whatever the other GICCs say.
     */
    if (!r->bootcpu_valid && cpus)
        al_report(c->ts, AL_R_SIM_CPUS_MOSTLY_LOST, al_at_table(t, 0, NULL),
                  "the boot CPU (MPIDR 0x%llx) has no usable GICC: Linux %s runs on it alone, "
                  "%u of the MADT's %u CPUs stay offline",
                  (unsigned long long)r->boot_mpidr, c->k.name, lost, cpus);
    else if (cpus && lost * 2 > cpus)
        al_report(c->ts, AL_R_SIM_CPUS_MOSTLY_LOST, al_at_table(t, 0, NULL),
                  "%u of the MADT's %u CPUs stay offline under Linux %s: the machine runs on "
                  "%u",
                  lost, cpus, c->k.name, r->cpus_online);
}
