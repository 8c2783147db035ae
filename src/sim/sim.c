/* SPDX-License-Identifier: MIT */
/*
 * The boot simulator's driver: the kernel's values (kernels.c), the machine
 * (--hw, the tables), then the boot of the kernel's model (model.h:
 * linux41/, linux6/).
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
    int rc = c.k.model->boot(&c);
    free(c.logical_map);
    free(c.installed);
    al_hw_free(&c.hw);
    return rc;
}
