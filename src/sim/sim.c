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
#include "acpilint/rule_ids.h"

void al_sim_options_default(struct al_sim_options *o)
{
    memset(o, 0, sizeof(*o));
    o->profile = "linux";
    o->cmdline = "";
    o->dt = AL_DT_STUB;
    o->nr_cpus = 0; /* the model's CONFIG_NR_CPUS */
    o->hw_psci = AL_HW_PSCI_AS_TABLES;
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
    case AL_BOOT_UNKNOWN: return "unknown";
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

const char *al_sim_outcome_name(enum al_sim_outcome o)
{
    switch (o) {
    case AL_OUT_BOOTS: return "boots";
    case AL_OUT_PANIC: return "panic";
    case AL_OUT_OOPS: return "oops";
    case AL_OUT_HANG: return "hang";
    case AL_OUT_UNKNOWN: return "unknown";
    }
    return "?";
}

/* The GIC the machine has when --hw-gic is not given: what the MADT's GICD says. */
static unsigned gic_from_tables(const struct al_tableset *ts)
{
    const struct al_table *t = al_tableset_find(ts, "APIC", 0);
    if (!t)
        return 3;
    struct al_span s = al_table_body(t);
    bool gicr = false, gicc_gicr = false;
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        size_t e = it.off;
        uint8_t type = it.type;
        uint8_t v = 0;
        uint64_t b = 0;
        if (type == 0x0C && al_field_u8(s, AL_F_MADT_GICD_VERSION, e, &v) && v >= 2)
            return v >= 3 ? 3 : 2;
        if (type == 0x0E)
            gicr = true;
        if (type == 0x0B && al_field_u64(s, AL_F_MADT_GICC_GICR_BASE, e, &b) && b)
            gicc_gicr = true;
    }
    return gicr || gicc_gicr ? 3 : 2;
}

/* The CPUs the machine has when --hw-mpidrs is not given: every GICC's MPIDR. */
static void mpidrs_from_tables(const struct al_tableset *ts, struct al_sim_result *r)
{
    const struct al_table *t = al_tableset_find(ts, "APIC", 0);
    if (!t)
        return;
    struct al_span s = al_table_body(t);
    size_t n = 0;
    for (int pass = 0; pass < 2; pass++) {
        n = 0;
        for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
            size_t e = it.off;
            uint8_t type = it.type;
            uint64_t m;
            if (type == 0x0B && al_field_u64(s, AL_F_MADT_GICC_MPIDR, e, &m)) {
                if (pass)
                    r->hw_mpidrs[n] = m & AL_MPIDR_HWID_BITMASK;
                n++;
            }
        }
        if (!pass && !(r->hw_mpidrs = calloc(n ? n : 1, sizeof(*r->hw_mpidrs))))
            return;
    }
    r->hw_mpidr_count = n;
}

/* Resolves the machine around the tables: given values, else what the tables say. */
static int resolve_hw(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    const struct al_sim_options *o = c->o;
    r->hw_gic_given = o->hw_gic != 0;
    r->hw_gic = o->hw_gic ? o->hw_gic : gic_from_tables(c->ts);
    r->hw_psci_given = !(o->hw_psci & AL_HW_PSCI_AS_TABLES); /* "none" is 0, and given */
    r->hw_psci = o->hw_psci & (AL_HW_PSCI_SMC | AL_HW_PSCI_HVC);
    if (!r->hw_psci_given) {
        const struct al_table *f = al_tableset_find(c->ts, "FACP", 0);
        uint8_t lo = 0;
        if (f)
            al_read_u8(al_table_body(f), AL_OFF_FADT_ARM_BOOT_ARCH, &lo); /* its low byte */
        r->hw_psci = (lo & 2u) ? AL_HW_PSCI_HVC : AL_HW_PSCI_SMC;
    }
    r->hw_parking_absent = o->hw_parking_absent;
    r->hw_map = o->hw_map;
    r->hw_mpidrs_given = o->hw_mpidrs != NULL;
    if (o->hw_mpidrs) {
        r->hw_mpidrs = calloc(o->hw_mpidr_count ? o->hw_mpidr_count : 1, sizeof(uint64_t));
        if (!r->hw_mpidrs)
            return -1;
        for (size_t i = 0; i < o->hw_mpidr_count; i++)
            r->hw_mpidrs[i] = o->hw_mpidrs[i] & AL_MPIDR_HWID_BITMASK;
        r->hw_mpidr_count = o->hw_mpidr_count;
    } else {
        mpidrs_from_tables(c->ts, r);
    }
    /* The frames: none (as the tables say), QEMU virt's for this GIC and CPUs, or the file's. */
    if (o->hw_file && !(r->hw_file = strdup(o->hw_file)))
        return -1;
    if (r->hw_map == AL_HW_MAP_QEMU_VIRT)
        return al_hw_qemu_virt(&c->hw, r->hw_gic, r->hw_mpidr_count);
    if (r->hw_map == AL_HW_MAP_FILE && o->hw_frame_count) {
        c->hw.frames = calloc(o->hw_frame_count, sizeof(*c->hw.frames));
        if (!c->hw.frames)
            return -1;
        memcpy(c->hw.frames, o->hw_frames, o->hw_frame_count * sizeof(*c->hw.frames));
        c->hw.frame_count = o->hw_frame_count;
    }
    return 0;
}

/* The boot CPU of a 6.x model: given, else the machine's first CPU, else the first usable GICC. */
static uint64_t boot_mpidr_6x(const struct al_sim_ctx *c)
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

int al_sim_run(struct al_tableset *ts, const struct al_sim_options *o, struct al_sim_result *r)
{
    memset(r, 0, sizeof(*r));
    const char *profile = o->profile ? o->profile : "linux";
    const char *kernel = o->kernel ? o->kernel : al_sim_kernel_for_profile(profile);
    struct al_sim_ctx c;
    memset(&c, 0, sizeof(c));
    if (!al_sim_kernel_get(kernel, &c.k)) {
        /* the names of kernels.def: r->error (256 bytes) holds them with room to spare */
        size_t n = (size_t)snprintf(r->error, sizeof(r->error), "unknown kernel '%.32s' (known:",
                                    kernel);
        for (const char *const *k = al_sim_kernel_names(); *k && n < sizeof(r->error); k++)
            n += (size_t)snprintf(r->error + n, sizeof(r->error) - n, " %s%s", *k,
                                  k[1] ? "," : ")");
        return -1;
    }
    unsigned nr_cpus = o->nr_cpus ? o->nr_cpus : c.k.nr_cpus;
    if (nr_cpus > 4096) {
        snprintf(r->error, sizeof(r->error), "NR_CPUS must be between 1 and 4096");
        return -1;
    }
    snprintf(r->profile, sizeof(r->profile), "%s", profile);
    snprintf(r->kernel, sizeof(r->kernel), "%s", c.k.name);
    r->cmdline = strdup(o->cmdline ? o->cmdline : "");
    r->dt = o->dt;
    r->dt_file = o->dt_file ? strdup(o->dt_file) : NULL;
    r->nr_cpus = nr_cpus;
    r->psci = AL_PSCI_ABSENT;
    c.ts = ts;
    c.o = o;
    c.r = r;
    c.acpi_disabled = 1; /* seed 003 line 351; arch/arm64/kernel/acpi.c of 6.x the same */
    c.logical_map = calloc(nr_cpus, sizeof(*c.logical_map));
    if (!c.logical_map || resolve_hw(&c) != 0) {
        free(c.logical_map);
        al_hw_free(&c.hw);
        snprintf(r->error, sizeof(r->error), "out of memory");
        return -1;
    }
    if (c.k.seed) {
        if (al_sim_dt_probe(&c) != 0) {
            free(c.logical_map);
            al_hw_free(&c.hw);
            return -1;
        }
        run_41(&c);
    } else {
        if (o->dt != AL_DT_NONE && al_sim_dt_probe(&c) != 0) {
            free(c.logical_map);
            free(c.installed);
            al_hw_free(&c.hw);
            return -1;
        }
        r->boot_mpidr = boot_mpidr_6x(&c);
        r->boot_mpidr_given = o->has_boot_mpidr;
        al_k6_run(&c);
        r->acpi_enabled = !c.acpi_disabled;
    }
    free(c.logical_map);
    free(c.installed);
    al_hw_free(&c.hw);
    return 0;
}
