/* SPDX-License-Identifier: MIT */
/*
 * The 6.x models' boot, in the order of init/main.c start_kernel() and
 * arch/arm64/kernel/setup.c setup_arch(): parse_early_param(),
 * acpi_boot_table_init(), the ACPI or DT branch (psci_*_init(),
 * init_bootcpu_ops(), smp_init_cpus()), init_IRQ(), time_init(),
 * acpi_early_init(), and from kernel_init_freeable() smp_prepare_cpus() and
 * smp_init().  The first fatal step sets the outcome; later steps do not run.
 */
#include "sim/sim_internal.h"

#include <stdlib.h>
#include <string.h>
#include "acpilint/rule_ids.h"

static struct al_where whole_input(const struct al_tableset *ts)
{
    return al_at_file(ts->input_count ? ts->inputs[0] : NULL, AL_NO_OFFSET, 0);
}

/* A page fault in the boot CPU's idle task: fault line, "Internal error: Oops: ESR". */
static void oops(struct al_sim_ctx *c, const char *stage, const char *fault, const char *esr)
{
    char error[80];
    snprintf(error, sizeof(error), "Internal error: Oops: %s [#1] SMP", esr);
    al_k6_oops(c, stage, fault, error, false);
}

/* timer_probe() finds no timer: time_init() panics, arch_timer_get_rate() being 0. */
static void no_timer(struct al_sim_ctx *c, const char *why)
{
    const char *panic = "Kernel panic - not syncing: Unable to initialise architected timer.";
    al_sim_kevent(c, "drivers/clocksource/timer-probe.c timer_probe()", why, NULL, NULL,
                  "timer_probe: no matching timers found");
    al_sim_kevent(c, "arch/arm64/kernel/time.c time_init()", "arch_timer_get_rate() is 0",
                  "the kernel panics", NULL, "%s", panic);
    al_sim_die(c, AL_OUT_PANIC, "time_init", panic);
}

/* kernel/rcu/tree_plugin.h rcu_bootup_announce_oddness(), after setup_nr_cpu_ids(). */
static void rcu_announce(struct al_sim_ctx *c)
{
    unsigned ids = 1;
    for (unsigned i = 1; i < c->nr_cpu_ids && i < c->r->nr_cpus; i++)
        if (c->logical_map[i] != AL_INVALID_HWID && c->possible && c->possible[i])
            ids = i + 1;
    if (ids != c->r->nr_cpus)
        al_sim_kevent(c, "kernel/rcu/tree_plugin.h rcu_bootup_announce_oddness()",
                      "nr_cpu_ids is the highest possible CPU + 1", NULL, NULL,
                      "rcu: \tRCU restricting CPUs from NR_CPUS=%u to nr_cpu_ids=%u.",
                      c->r->nr_cpus, ids);
}

/*
 * The boot from a device tree that describes the machine (--dt populated with
 * a --hw-map that knows the machine: QEMU builds that DT for its own board).
 * psci_dt_init() finds the conduit the firmware answers, every CPU of
 * --hw-mpidrs is a /cpus node with enable-method "psci", the GIC, its ITS
 * or GICv2m frame and the timer are the machine's.  No table is read.
 */
static void dt_platform_boot(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    const char *note = "assumption --dt populated: the device tree describes this machine "
                       "(--hw-map, --hw-gic, --hw-mpidrs, --hw-psci)";
    al_sim_kevent(c, "arch/arm64/kernel/setup.c setup_arch()",
                  "ACPI is disabled: unflatten_device_tree(), psci_dt_init()",
                  "the kernel boots from the device tree", note, NULL);
    bool smc = (r->hw_psci & AL_HW_PSCI_SMC) != 0, hvc = (r->hw_psci & AL_HW_PSCI_HVC) != 0;
    r->psci = smc ? AL_PSCI_SMC : hvc ? AL_PSCI_HVC : AL_PSCI_ABSENT;
    if (smc || hvc) {
        al_sim_kevent(c, "drivers/firmware/psci/psci.c psci_0_2_init()",
                      smc ? "the /psci node's method is \"smc\"" : "the /psci node's method is "
                      "\"hvc\"", NULL, NULL, "psci: probing for conduit method from DT.");
        al_sim_kevent(c, "drivers/firmware/psci/psci.c psci_probe()",
                      "the firmware reports PSCI 1.1", NULL, NULL,
                      "psci: PSCIv1.1 detected in firmware.");
        al_sim_kevent(c, "drivers/firmware/psci/psci.c psci_0_2_set_functions()",
                      "PSCI 0.2+ function IDs", NULL, NULL,
                      "psci: Using standard PSCI v0.2 function IDs");
        c->psci_ops_ok = true;
    }
    /* arch/arm64/kernel/smp.c of_parse_and_init_cpus(): the /cpus nodes, boot CPU first */
    size_t n = r->hw_mpidr_count;
    r->giccs = calloc(n ? n : 1, sizeof(*r->giccs));
    if (!r->giccs)
        return;
    r->gicc_count = n;
    unsigned possible = 0;
    for (size_t i = 0; i < n; i++) {
        struct al_sim_gicc *g = &r->giccs[i];
        g->gicc = (unsigned)-1; /* a /cpus node, not a GICC */
        g->mpidr = r->hw_mpidrs[i];
        g->enable_method = "psci";
        g->logical = -1;
        if (i < c->nr_cpu_ids && i < r->nr_cpus) {
            g->logical = (int)i;
            g->possible = true;
            c->logical_map[i] = r->hw_mpidrs[i] & AL_MPIDR_HWID_BITMASK;
            c->gicc_of_cpu[i] = (int)i;
            c->possible[i] = true;
            possible++;
        } else {
            snprintf(g->failure, sizeof(g->failure), "beyond nr_cpu_ids");
        }
    }
    r->cpus_possible = possible ? possible : 1;
    snprintf(r->topology.reason, sizeof(r->topology.reason),
             "the device tree's /cpus/cpu-map decides: parse_dt_topology()");
    rcu_announce(c);
    /* init_IRQ(): irqchip_init() on the DT's interrupt controller node */
    r->gic_attempted = true;
    if (r->hw_gic >= 3) {
        al_sim_kevent(c, "drivers/irqchip/irq-gic-v3.c gic_init_bases()",
                      "the distributor's GICD_TYPER", NULL, "a hardware value: 224 is QEMU's",
                      "GICv3: 224 SPIs implemented");
        al_sim_kevent(c, "arch/arm64/kernel/irq.c set_handle_irq()",
                      "the GICv3 driver is the root interrupt controller", NULL, NULL,
                      "Root IRQ handler: gic_handle_irq");
        al_k6_gicv3_cpu(c, 0, c->logical_map[0]);
        uint64_t its = 0;
        if (al_sim_hw_its_base(c, &its)) {
            al_sim_kevent(c, "drivers/irqchip/irq-gic-v3-its.c its_probe_one()",
                          "the machine's ITS", NULL, NULL, "ITS [mem 0x%08llx-0x%08llx]",
                          (unsigned long long)its, (unsigned long long)(its + 0x1ffff));
            al_sim_kevent(c, "drivers/irqchip/irq-gic-v3-its.c its_setup_lpi_prop_table()",
                          "LPIs are enabled", NULL, "the table's address is the allocator's",
                          "GICv3: using LPI property table @0x0000000040000000");
        }
        r->gic_driver = "gic-v3";
        r->gic_version = 3;
    } else {
        al_sim_kevent(c, "arch/arm64/kernel/irq.c set_handle_irq()",
                      "the GICv2 driver is the root interrupt controller", NULL, NULL,
                      "Root IRQ handler: gic_handle_irq");
        uint64_t v2m = 0;
        if (al_sim_hw_v2m_base(c, &v2m))
            al_sim_kevent(c, "drivers/irqchip/irq-gic-v2m.c gicv2m_init_one()",
                          "the machine's GICv2m frame", NULL,
                          "its MSI_TYPER is the hardware's (QEMU: SPIs 80-143)",
                          "GICv2m: range[mem 0x%08llx-0x%08llx], SPI[80:143]",
                          (unsigned long long)v2m, (unsigned long long)(v2m + 0xfff));
        r->gic_driver = "gic-v2";
        r->gic_version = 2;
    }
    r->gic_ok = true;
    r->irq_model = "GIC";
    al_sim_kevent(c, "drivers/clocksource/arm_arch_timer.c arch_timer_banner()",
                  "the architected timer runs", NULL,
                  "frequency and mode are the hardware's (QEMU: 62.5 MHz; phys when the kernel "
                  "owns EL2)",
                  "arch_timer: cp15 timer(s) running at 62.50MHz (%s).", smc ? "phys" : "virt");
    al_k6_smp_bringup(c);
}

/* setup_arch() on the device tree: the EFI stub's DT describes no CPU, GIC or timer. */
static void dt_branch(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    r->boot_path = AL_BOOT_DT;
    r->psci = AL_PSCI_ABSENT;
    r->platform_usable = r->dt_has_platform;
    r->cpus_possible = 1;
    r->cpus_online = 1;
    if (r->dt_has_platform && r->hw_map == AL_HW_MAP_QEMU_VIRT) {
        dt_platform_boot(c);
        return;
    }
    if (r->dt_has_platform) {
        al_sim_kevent(c, "arch/arm64/kernel/setup.c setup_arch()",
                      "ACPI is disabled: unflatten_device_tree(), psci_dt_init()",
                      "the kernel boots from the device tree (not simulated)", NULL, NULL);
        snprintf(r->outcome_stage, sizeof(r->outcome_stage), "userspace");
        return;
    }
    al_sim_kevent(c, "arch/arm64/kernel/setup.c setup_arch()",
                  "ACPI is disabled: the device tree is used, and it describes no platform",
                  "no PSCI node, no CPU nodes, no interrupt controller, no timer", NULL, NULL);
    al_sim_kevent(c, "arch/arm64/kernel/cpu_ops.c cpu_read_enable_method()",
                  "no /cpus node for the boot CPU", NULL, NULL,
                  "Failed to find device node for boot cpu");
    al_sim_kevent(c, "arch/arm64/kernel/smp.c smp_init_cpus()", "no CPU node has the boot MPIDR",
                  NULL, NULL, "missing boot CPU MPIDR, not enabling secondaries");
    al_report(c->ts, AL_R_SIM_NO_PLATFORM, whole_input(c->ts),
              "Linux %s boots from a device tree that describes no platform (ACPI %s)", c->k.name,
              r->param_acpi_off ? "is turned off by acpi=off" : "is disabled");
    if (c->k.dt_stub_mm_oops) {
        al_sim_kevent(c, "mm/mm_init.c mm_core_init()",
                      "build_all_zonelists() on the EFI stub's device tree", NULL,
                      "observed on the real boot (tests/oracle), not predicted by reading the "
                      "source: the boot wins",
                      NULL);
        oops(c, "mm_init",
             "Unable to handle kernel paging request at virtual address 00000000000021c9",
             "0000000096000004");
        return;
    }
    rcu_announce(c);
    no_timer(c, "no timer in the device tree, and ACPI is off");
}

/*
 * arch_timer_acpi_init(): acpi_gtdt_init() checks the platform timer array,
 * then the three non-secure PPIs are mapped (acpi_gtdt_map_ppi():
 * non-secure EL1, virtual, EL2, in that order) and the one
 * arch_timer_select_ppi() picks is requested: the virtual timer, or the
 * EL1 physical one when the kernel was entered at EL2 (a Cortex-A57 has no
 * VHE).  False when the timer does not run.
 */
static bool gtdt_timer(struct al_sim_ctx *c, const struct al_table *gtdt)
{
    struct al_sim_result *r = c->r;
    struct al_span b = al_table_span(gtdt);
    uint32_t count = 0, offset = 0;
    enum al_k6_gtdt_timers timers = al_k6_gtdt_init(gtdt, &count, &offset);
    if (timers == AL_K6_GTDT_OLD_REVISION) {
        al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c acpi_gtdt_init()",
                      "a GTDT older than revision 2 has no platform timers", NULL, NULL,
                      "ACPI GTDT: Revision:%d doesn't support Platform Timers.",
                      gtdt->header.revision);
    } else if (timers == AL_K6_GTDT_INVALID) {
        const char *panic = "Kernel panic - not syncing: Unable to initialise architected timer.";
        al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c acpi_gtdt_init()",
                      "the platform timers start inside the GTDT's fixed part",
                      "arch_timer_acpi_init() fails: no timer", NULL,
                      "ACPI GTDT: [Firmware Bug]: invalid timer data.");
        al_sim_kevent(c, "arch/arm64/kernel/time.c time_init()", "arch_timer_get_rate() is 0",
                      "the kernel panics", NULL, "%s", panic);
        al_sim_die(c, AL_OUT_PANIC, "time_init", panic);
        al_report(c->ts, AL_R_SIM_BOOT_DIES,
                  al_at_table(gtdt, AL_OFF_GTDT_PLATFORM_TIMER_OFFSET, "Platform Timer Offset"),
                  "the GTDT's platform timers start at offset %u, inside its fixed part: Linux "
                  "%s finds no timer and panics in time_init()",
                  offset, c->k.name);
        return false;
    } /* (an offset past the table: the first entry is read from beyond it, not modelled) */
    static const struct {
        enum al_field_id field;
        const char *name;
    } ppis[] = {{AL_F_GTDT_NONSECURE_EL1_GSIV, "non-secure EL1"},
                {AL_F_GTDT_VIRTUAL_EL1_GSIV, "virtual"},
                {AL_F_GTDT_EL2_GSIV, "non-secure EL2"}};
    bool at_el2 = (r->hw_psci & AL_HW_PSCI_SMC) != 0;
    int used = at_el2 ? 0 : 1;
    int irq[3];
    for (int i = 0; i < 3; i++) {
        uint32_t gsi = 0;
        al_field_u32(b, ppis[i].field, 0, &gsi);
        char what[120];
        snprintf(what, sizeof(what), "the %s timer's GSI %u is an SGI", ppis[i].name, gsi);
        irq[i] = al_k6_gt_gsi_maps(c, gsi, what) ? 1 : -AL_EINVAL;
    }
    if (c->gic_torn_down && irq[used] > 0)
        irq[used] = -AL_EINVAL; /* the irqchip behind the domain was torn down */
    if (irq[used] < 0) {
        al_sim_kevent(c, "drivers/clocksource/arm_arch_timer.c arch_timer_register()",
                      at_el2 ? "the EL1 physical timer (the kernel was entered at EL2) has no "
                               "interrupt"
                             : "the virtual timer (the kernel runs at EL1) has no interrupt",
                      "the timer is not registered: no clock event device",
                      "arch_timer_acpi_init() only gives up on a PPI of 0; -EINVAL passes",
                      "arch_timer: can't register interrupt %d (%d)", irq[used], irq[used]);
        c->timer_dead = true;
        return false;
    }
    return true;
}

/* time_init(): the architected timer from the GTDT (arch_timer_acpi_init()). */
static void time_init(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    bool unknown;
    const struct al_table *gtdt =
        al_sim_need(c, "GTDT", "arch/arm64/kernel/time.c time_init()",
                    "the architected timer", true, &unknown);
    if (unknown || c->madt_unknown)
        return; /* without the GIC the timer's interrupt cannot be simulated either */
    if (!gtdt) {
        no_timer(c, "no GTDT: no architected timer is probed");
        al_report(c->ts, AL_R_SIM_BOOT_DIES, whole_input(c->ts),
                  "no GTDT: Linux %s finds no timer and panics in time_init()", c->k.name);
        return;
    }
    if (!r->gic_ok) {
        al_sim_kevent(c, "drivers/acpi/irq.c acpi_register_gsi()",
                      "the timer's interrupt is mapped through acpi_get_gsi_domain_id, a "
                      "function pointer only a GIC driver sets: it is NULL",
                      "the kernel calls address 0", NULL, NULL);
        oops(c, "time_init",
             "Unable to handle kernel NULL pointer dereference at virtual address "
             "0000000000000000",
             "0000000086000004");
        al_report(c->ts, AL_R_SIM_BOOT_DIES, whole_input(c->ts),
                  "no GIC driver: Linux %s calls a NULL function when the timer asks for its "
                  "interrupt, and oopses in time_init()",
                  c->k.name);
        return;
    }
    if (!gtdt_timer(c, gtdt))
        return;
    bool mem_virt = false;
    bool mmio = al_k6_mmio_timers(c, gtdt, &mem_virt);
    if (c->died)
        return;
    const char *cp15_mode = (r->hw_psci & AL_HW_PSCI_SMC) ? "phys" : "virt";
    if (mmio)
        al_sim_kevent(c, "drivers/clocksource/arm_arch_timer.c arch_timer_banner()",
                      "the architected timer and the memory-mapped timer run", NULL,
                      "frequency and modes are the hardware's (QEMU: 62.5 MHz; phys when the "
                      "kernel owns EL2; the frame's as the GTDT lists its timers)",
                      "arch_timer: cp15 and mmio timer(s) running at 62.50MHz (%s/%s).",
                      cp15_mode, mem_virt ? "virt" : "phys");
    else
        al_sim_kevent(c, "drivers/clocksource/arm_arch_timer.c arch_timer_banner()",
                      "the architected timer runs", NULL,
                      "frequency and mode are the hardware's (QEMU: 62.5 MHz; phys when the "
                      "kernel owns EL2)",
                      "arch_timer: cp15 timer(s) running at 62.50MHz (%s).", cp15_mode);
}

/*
 * acpi_init() -> acpi_load_tables() -> acpi_tb_load_namespace() with ACPI
 * enabled but no FADT (acpi=force): acpi_gbl_dsdt_index is still
 * ACPI_INVALID_TABLE_INDEX, and the DSDT's table descriptor is read at that
 * index, far outside the root table list, before any check.
 */
static void no_fadt_namespace(struct al_sim_ctx *c)
{
    al_sim_kevent(c, "drivers/acpi/acpica/tbxfload.c acpi_tb_load_namespace()",
                  "no FADT was installed: the DSDT index is ACPI_INVALID_TABLE_INDEX",
                  "the table descriptor at that index is read: the kernel faults in PID 1",
                  "the code compares the descriptor's signature with DSDT only after reading "
                  "it",
                  NULL);
    al_k6_oops(c, "late", "Unable to handle kernel paging request at virtual address "
                          "ffff0020401a93f4",
               "Internal error: Oops: 0000000096000005 [#1] SMP", true);
    al_report(c->ts, AL_R_SIM_BOOT_DIES, whole_input(c->ts),
              "ACPI stays enabled without a FADT (acpi=force): Linux %s oopses when acpi_init() "
              "loads the namespace",
              c->k.name);
}

void al_k6_run(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    c->nr_cpu_ids = r->nr_cpus;
    c->setup_max_cpus = r->nr_cpus;
    c->gicc_of_cpu = malloc(r->nr_cpus * sizeof(*c->gicc_of_cpu));
    c->possible = calloc(r->nr_cpus, sizeof(*c->possible));
    c->broken_rdist = calloc(r->nr_cpus, sizeof(*c->broken_rdist));
    if (!c->gicc_of_cpu || !c->possible || !c->broken_rdist) {
        free(c->gicc_of_cpu);
        free(c->possible);
        free(c->broken_rdist);
        return;
    }
    for (unsigned i = 0; i < r->nr_cpus; i++) {
        c->gicc_of_cpu[i] = -1;
        c->logical_map[i] = AL_INVALID_HWID;
    }
    c->logical_map[0] = r->boot_mpidr; /* smp_setup_processor_id() */
    al_k6_parse_cmdline(c);
    if (c->o->dt == AL_DT_NONE) {
        al_sim_kevent(c, "arch/arm64/kernel/setup.c setup_machine_fdt()",
                      "no device tree at all: early_init_dt_scan() fails",
                      "the kernel spins in cpu_relax() forever", "the EFI stub always passes one",
                      NULL);
        al_sim_die(c, AL_OUT_HANG, "setup_arch", NULL);
        free(c->gicc_of_cpu);
        free(c->possible);
        free(c->broken_rdist);
        return;
    }
    al_k6_boot_table_init(c);
    if (c->fadt_unknown) {
        r->boot_path = AL_BOOT_UNKNOWN;
        c->acpi_disabled = 1; /* nothing after the FADT decision is simulated */
    } else if (c->acpi_disabled) {
        dt_branch(c);
    } else {
        r->boot_path = AL_BOOT_ACPI;
        r->platform_usable = true;
        al_k6_psci_acpi_init(c);
        if (!c->died)
            al_k6_smp_init_cpus(c);
    }
    if (!c->died && !c->acpi_disabled)
        rcu_announce(c);
    if (!c->died && !c->acpi_disabled)
        al_k6_init_irq(c);
    if (!c->died && !c->acpi_disabled)
        time_init(c);
    if (!c->died && !c->acpi_disabled) {
        al_sim_kevent(c, "drivers/acpi/bus.c acpi_early_init()", "the ACPI core starts", NULL,
                      NULL, "ACPI: Core revision %08x", c->k.acpica);
        al_sim_reallocate_root_table(c);
    }
    if (!c->died && !c->acpi_disabled) {
        al_k6_topology_prepare(c); /* smp_prepare_cpus(): init_cpu_topology() */
        if (!c->died)
            al_k6_smp_bringup(c);
        al_k6_topology_online(c);
    }
    if (!c->died && !c->acpi_disabled)
        al_k6_account_cpus(c);
    if (!c->died && !c->acpi_disabled && c->gic_dead) {
        al_sim_die(c, AL_OUT_HANG, "late", NULL);
        al_report(c->ts, AL_R_SIM_BOOT_DIES, whole_input(c->ts),
                  "the GICv2 driver on a GICv%u: Linux %s never receives an interrupt and hangs",
                  r->hw_gic, c->k.name);
    }
    if (!c->died && !c->acpi_disabled && !c->gbl_fadt_loaded)
        no_fadt_namespace(c);
    if (!c->died && !c->acpi_disabled && r->gic_ok && al_sim_get_table(c, "DSDT", 0))
        al_sim_kevent(c, "drivers/acpi/bus.c acpi_bus_init_irq()",
                      "the ACPI interrupt model is GIC", NULL,
                      "assumed: the interpreter starts on the DSDT",
                      "ACPI: Using GIC for interrupt routing");
    const struct al_table *gtdt = al_sim_get_table(c, "GTDT", 0);
    if (!c->died && !c->acpi_disabled && r->gic_ok && gtdt)
        al_k6_sbsa_watchdogs(c, gtdt); /* device_initcall, after acpi_init() */
    if (!c->died && !c->acpi_disabled && c->timer_dead && c->k.no_timer_hangs) {
        al_sim_kevent(c, "kernel/time/tick-common.c", "no clock event device from the "
                      "architected timer", "the boot hangs after SMP bring-up",
                      "observed on the real boot (tests/oracle gtdt-virt-gsiv-0, gicd-two-v2): "
                      "6.12 hangs, 6.1 goes on to the root file system",
                      NULL);
        al_sim_die(c, AL_OUT_HANG, "late", NULL);
        al_report(c->ts, AL_R_SIM_BOOT_DIES, whole_input(c->ts),
                  "the architected timer's interrupt cannot be registered: Linux %s hangs",
                  c->k.name);
    }
    al_sim_conclude_undecided(c);
    if (!c->died && !r->outcome_stage[0])
        snprintf(r->outcome_stage, sizeof(r->outcome_stage), "userspace");
    if (r->cpus_online == 0)
        r->cpus_online = 1; /* the boot CPU, whatever happened after */
    al_k6_list_boot_cpu(c);
    if (r->cpus_possible == 0)
        r->cpus_possible = 1;
    if (!r->topology.summary[0]) /* the topology step did not run: say why */
        al_sim_topology_summary(&r->topology);
    free(c->gicc_of_cpu);
    free(c->possible);
    free(c->broken_rdist);
}

/* The boot CPU of a 6.x model: given, else the machine's first CPU, else the first usable GICC. */
static uint64_t boot_mpidr(const struct al_sim_ctx *c)
{
    const struct al_sim_options *o = c->o;
    if (o->has_boot_mpidr)
        return o->boot_mpidr & AL_MPIDR_HWID_BITMASK;
    if (o->hw_mpidrs && o->hw_mpidr_count)
        return o->hw_mpidrs[0] & AL_MPIDR_HWID_BITMASK;
    const struct al_table *t = al_tableset_find(c->ts, "APIC", 0);
    if (!t)
        return 0;
    struct al_span s = al_table_body(t);
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        size_t e = it.off;
        uint8_t type = it.type;
        uint32_t f = 0;
        uint64_t m = 0;
        if (type == 0x0B && al_field_u32(s, AL_F_MADT_GICC_FLAGS, e, &f) && (f & 1u) &&
            al_field_u64(s, AL_F_MADT_GICC_MPIDR, e, &m))
            return m & AL_MPIDR_HWID_BITMASK;
    }
    return 0;
}

static int boot(struct al_sim_ctx *c)
{
    if (c->o->dt != AL_DT_NONE && al_sim_dt_probe(c) != 0)
        return -1;
    c->r->boot_mpidr = boot_mpidr(c);
    c->r->boot_mpidr_given = c->o->has_boot_mpidr;
    al_k6_run(c);
    c->r->acpi_enabled = !c->acpi_disabled;
    return 0;
}

const struct al_sim_model al_sim_linux6 = {"linux6", boot, &al_sim_linux6_voice};
