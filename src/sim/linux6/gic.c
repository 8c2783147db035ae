/* SPDX-License-Identifier: MIT */
/*
 * init_IRQ() of the 6.x models: irqchip_init() -> acpi_probe_device_table()
 * (drivers/acpi/scan.c __acpi_probe_device_table()) tries each ACPI
 * irqchip entry in link order (drivers/irqchip/Makefile: irq-gic.o before
 * irq-gic-v3.o; in each file the IRQCHIP_ACPI_DECLAREs in source order) on
 * every GICD of the MADT: gic_v2 (version 2), gic_v2_maybe (version 0, no
 * GICR structure), gic_v3 (3), gic_v4 (4), gic_v3_or_v4 (0).  An entry
 * whose validation passes is probed; each probe may fail on its own.
 * The machine's GIC (--hw-gic) decides what a driver finds behind the
 * addresses: the GICv3 driver reads GICD_PIDR2 and gives up on a GICv2.
 */
#include "sim/sim_internal.h"

#include <string.h>
#include "acpilint/rule_ids.h"

#define SRC_V2 "drivers/irqchip/irq-gic.c "
#define SRC_V3 "drivers/irqchip/irq-gic-v3.c "

struct gicd {
    size_t off;
    uint64_t base;
    uint8_t version;
};

struct gic_walk {
    /* GICv2: gic_acpi_parse_madt_cpu() */
    bool cpu_base_assigned;
    uint64_t cpu_base;
    /* GICv3: gic_acpi_match_gicc() */
    unsigned enabled_rdists;
};

static int count_any(struct al_sim_ctx *c, const struct al_table *t, size_t e, size_t end,
                     void *arg)
{
    (void)c, (void)t, (void)e, (void)end, (void)arg;
    return 0;
}

/*
 * A driver reads a frame the tables name where the machine decodes nothing
 * (--hw-map): a synchronous external abort, and the boot CPU's idle task dies.
 */
static void external_abort(struct al_sim_ctx *c, const char *src, const char *frame,
                           uint64_t phys)
{
    char what[200];
    snprintf(what, sizeof(what), "the driver reads the %s at 0x%llx, where the machine has no "
             "device", frame, (unsigned long long)phys);
    al_sim_kevent(c, src, what, "a synchronous external abort: the kernel oopses",
                  "assumption --hw-map: the machine's memory map", NULL);
    al_k6_oops(c, "init_IRQ", NULL,
               "Internal error: synchronous external abort: 0000000096000010 [#1] SMP", false);
    al_report(c->ts, AL_R_SIM_BOOT_DIES,
              al_at_file(c->ts->input_count ? c->ts->inputs[0] : NULL, AL_NO_OFFSET, 0),
              "the MADT puts the %s at 0x%llx, where this machine has no device: Linux %s "
              "dies on an external abort in init_IRQ()",
              frame, (unsigned long long)phys, c->k.name);
}

/* gic_acpi_parse_madt_cpu(): every GICC, enabled or not, must give the same CPU interface. */
static int v2_parse_cpu(struct al_sim_ctx *c, const struct al_table *t, size_t e, size_t end,
                        void *arg)
{
    struct gic_walk *g = arg;
    struct al_span s = al_table_span(t);
    uint8_t len = al_field_get_u8(s, AL_F_MADT_SUB_LENGTH, e);
    if (len < AL_SIZEOF_GICC || len > end - e) /* BAD_MADT_GICC_ENTRY() */
        return -AL_EINVAL;
    uint64_t base = al_field_get_u64(s, AL_F_MADT_GICC_BASE_ADDRESS, e);
    if (g->cpu_base_assigned && base != g->cpu_base) {
        char what[160];
        snprintf(what, sizeof(what), "GICC at offset %zu: CPU interface 0x%llx, the first had "
                 "0x%llx", e, (unsigned long long)base, (unsigned long long)g->cpu_base);
        al_sim_kevent(c, SRC_V2 "gic_acpi_parse_madt_cpu()", what,
                      "-EINVAL: the GICC walk fails", "disabled GICCs are compared too", NULL);
        return -AL_EINVAL;
    }
    g->cpu_base = base;
    g->cpu_base_assigned = true;
    return 0;
}

/* gic_acpi_match_gicc(): an enabled GICC with a GICR base counts; 6.1 fails on one without. */
static int v3_match_gicc(struct al_sim_ctx *c, const struct al_table *t, size_t e, size_t end,
                         void *arg)
{
    (void)end;
    struct gic_walk *g = arg;
    struct al_span s = al_table_span(t);
    uint32_t flags = 0;
    uint64_t gicr = 0;
    al_field_u32(s, AL_F_MADT_GICC_FLAGS, e, &flags);
    al_field_u64(s, AL_F_MADT_GICC_GICR_BASE, e, &gicr);
    if ((flags & AL_GICC_ENABLED) && gicr) {
        g->enabled_rdists++;
        return 0;
    }
    if (!(flags & AL_GICC_ENABLED) || c->k.gicc_online_capable)
        return 0;
    return -AL_ENODEV;
}

/* gic_validate_dist() of irq-gic.c, acpi_validate_gic_table() of irq-gic-v3.c. */
static bool validate(struct al_sim_ctx *c, bool v3, unsigned want, const struct gicd *d)
{
    if (d->version != want)
        return false;
    if (!v3)
        return want != 0 || al_sim_table_parse_madt(c, AL_MADT_GICR, count_any, NULL) <= 0;
    /* gic_acpi_count_gicr_regions() */
    int n = al_sim_table_parse_madt(c, AL_MADT_GICR, count_any, NULL);
    if (n > 0) {
        c->r->redist_regions = (unsigned)n;
        c->r->redist_from_gicc = false;
        return true;
    }
    struct gic_walk g;
    memset(&g, 0, sizeof(g));
    n = al_sim_table_parse_madt(c, AL_MADT_GICC, v3_match_gicc, &g);
    if (n > 0 && g.enabled_rdists > 0) {
        c->r->redist_regions = g.enabled_rdists;
        c->r->redist_from_gicc = true;
        return true;
    }
    al_sim_kevent(c, SRC_V3 "acpi_validate_gic_table()",
                  "no GICR structure, and the enabled GICCs give no usable redistributor base",
                  "the GICv3 driver does not probe this GICD", NULL, NULL);
    return false;
}

/* gicv2m_acpi_init(): the MADT's GIC MSI frames (acpi_parse_madt_msi()). */
static void gicv2m_frames(struct al_sim_ctx *c)
{
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    if (!t)
        return;
    struct al_span s = al_table_body(t);
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        size_t e = it.off;
        uint8_t type = it.type, len = it.len;
        uint64_t base = 0;
        uint32_t flags = 0;
        uint16_t count = 0, spi = 0;
        if (type == 0x0D && len >= 24 &&
            al_field_u64(s, AL_F_MADT_GIC_MSI_BASE_ADDRESS, e, &base) &&
            al_field_u32(s, AL_F_MADT_GIC_MSI_FLAGS, e, &flags) &&
            al_field_u16(s, AL_F_MADT_GIC_MSI_SPI_COUNT, e, &count) &&
            al_field_u16(s, AL_F_MADT_GIC_MSI_SPI_BASE, e, &spi)) {
            const char *src = "drivers/irqchip/irq-gic-v2m.c acpi_parse_madt_msi()";
            if (flags & 1u)
                al_sim_kevent(c, src, "the MSI frame gives its SPI range", NULL, NULL,
                              "GICv2m: ACPI overriding V2M MSI_TYPER (base:%u, num:%u)", spi,
                              count);
            if (al_sim_hw_frame(c, base, AL_HW_V2M, NULL) == AL_HW_NONE) {
                external_abort(c, src, "GICv2m MSI frame", base);
                return;
            }
            if (flags & 1u) {
                al_sim_kevent(c, "drivers/irqchip/irq-gic-v2m.c gicv2m_init_one()",
                              "a GICv2m MSI frame", NULL, NULL,
                              "GICv2m: range[mem 0x%08llx-0x%08llx], SPI[%u:%u]",
                              (unsigned long long)base, (unsigned long long)(base + 0xfff), spi,
                              spi + count - 1u);
            } else {
                al_sim_kevent(c, src, "the MSI frame's SPI range comes from its MSI_TYPER "
                              "register", NULL, "a hardware value: not simulated", NULL);
            }
        }
    }
}

static bool v2_probe(struct al_sim_ctx *c, const struct gicd *d)
{
    struct al_sim_result *r = c->r;
    struct gic_walk g;
    memset(&g, 0, sizeof(g));
    int n = al_sim_table_parse_madt(c, AL_MADT_GICC, v2_parse_cpu, &g);
    if (n <= 0) {
        al_sim_kevent(c, SRC_V2 "gic_v2_acpi_init()",
                      n == 0 ? "the MADT has no GICC" : "the GICC walk failed",
                      "the GICv2 driver gives up", NULL, "No valid GICC entries exist");
        return false;
    }
    r->cpu_base = g.cpu_base;
    r->dist_base = d->base;
    al_sim_kevent(c, "arch/arm64/kernel/irq.c set_handle_irq()",
                  "the GICv2 driver is the root interrupt controller", NULL, NULL,
                  "Root IRQ handler: gic_handle_irq");
    /* gic_init_bases() -> gic_dist_init(), gic_cpu_init(): the first register reads */
    if (al_sim_hw_frame(c, d->base, AL_HW_GICD, NULL) == AL_HW_NONE) {
        external_abort(c, SRC_V2 "gic_init_bases()", "distributor (GICD)", d->base);
        return true;
    }
    enum al_hw_frame cpuif = al_sim_hw_frame(c, g.cpu_base, AL_HW_GICC, NULL);
    if (cpuif == AL_HW_NONE) {
        external_abort(c, SRC_V2 "gic_cpu_init()", "CPU interface (GICC)", g.cpu_base);
        return true;
    }
    if (cpuif != AL_HW_GICC && r->hw_gic == 2) {
        char what[160];
        snprintf(what, sizeof(what), "the CPU interface at 0x%llx is not the machine's GIC CPU "
                 "interface", (unsigned long long)g.cpu_base);
        al_sim_kevent(c, SRC_V2 "gic_cpu_init()", what,
                      "no interrupt is ever acknowledged: the boot hangs at the first wait for "
                      "one (the real boot stops at \"smp: Bringing up secondary CPUs ...\")",
                      "assumption --hw-map: the machine's memory map", NULL);
        c->gic_dead = true;
    }
    if (r->hw_gic != 2) {
        char what[160];
        /* gic_dist_init() and gic_cpu_init() ask gic_get_cpumask() which CPU interface this
         * CPU is: a GICv3 distributor with affinity routing reads GICD_ITARGETSR as 0 */
        const char *mask = "GIC CPU mask not found - kernel will fail to boot.";
        bool smp = r->cpus_possible > 1; /* the message needs num_possible_cpus() > 1 */
        if (smp)
            al_sim_kevent(c, SRC_V2 "gic_dist_init()", "GICD_ITARGETSR0-7 read as 0: no CPU "
                          "interface mask", NULL, "a GICv3 distributor (--hw-gic)", "%s", mask);
        al_sim_kevent(c, SRC_V2 "gic_check_cpu_features()",
                      "the CPU's GIC system register interface is enabled (WARN_TAINT_ONCE)",
                      "a WARNING with a call trace; the boot goes on",
                      "assumed: the firmware enabled ICC_SRE (QEMU's GICv3 does)",
                      "GICv3 system registers enabled, broken firmware!");
        if (smp)
            al_sim_kevent(c, SRC_V2 "gic_cpu_init()", "the boot CPU's interface mask is 0", NULL,
                          NULL, "%s", mask);
        snprintf(what, sizeof(what), "the GICv2 driver programs a GICv%u", r->hw_gic);
        al_sim_kevent(c, SRC_V2 "__gic_init_bases()", what,
                      "no interrupt is ever delivered: the boot hangs at the first wait for "
                      "one (the real boot stops at \"smp: Bringing up secondary CPUs ...\")",
                      "assumption --hw-gic: the machine's GIC", NULL);
        c->gic_dead = true;
    }
    gicv2m_frames(c);
    return true;
}

/*
 * 6.12 gic_acpi_parse_madt_gicc(): a GICC that is Online Capable but not
 * Enabled has a redistributor the kernel cannot add later: that CPU is
 * marked broken and its bring-up fails (gic_check_rdist(), silently).
 */
static void online_capable_rdists(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    struct al_span s = al_table_body(t);
    unsigned idx = 0;
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        size_t e = it.off;
        uint8_t type = it.type;
        uint32_t flags = 0;
        if (type == 0x0B) {
            if (al_field_u32(s, AL_F_MADT_GICC_FLAGS, e, &flags) && (flags & AL_GICC_ONLINE_CAPABLE) &&
                !(flags & AL_GICC_ENABLED)) {
                int cpu = idx < r->gicc_count ? r->giccs[idx].logical : -1;
                al_sim_kevent(c, SRC_V3 "gic_acpi_parse_madt_gicc()",
                              "an Online Capable GICC's redistributor is not known at boot", NULL,
                              NULL, "GICv3: CPU %u's redistributor is inaccessible: this CPU "
                              "can't be brought online",
                              cpu >= 0 ? (unsigned)cpu : (unsigned)-AL_EINVAL);
                if (cpu >= 0 && (unsigned)cpu < r->nr_cpus)
                    c->broken_rdist[cpu] = true;
            }
            idx++;
        }
    }
}

/*
 * gic_update_rdist_properties() -> gic_iterate_rdists(): each GICR region is
 * walked from its base, 128 KiB a frame, until a frame whose GICR_TYPER says
 * Last, with no check against the region's length: a region shorter than
 * the machine's frames from its base leads the walk out of the mapping.
 * False when the boot dies here (only with a --hw-map that knows the frames).
 */
static bool rdist_walk(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    if (r->redist_from_gicc || !c->hw.frame_count)
        return true; /* GICC redistributors are single frames: no walk */
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    struct al_span s = al_table_body(t);
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        uint64_t base = 0;
        uint32_t length = 0;
        if (it.type != 0x0E || !al_field_u64(s, AL_F_MADT_GICR_BASE, it.off, &base) ||
            !al_field_u32(s, AL_F_MADT_GICR_LENGTH, it.off, &length))
            continue;
        unsigned idx = 0;
        enum al_hw_frame f = al_sim_hw_frame(c, base, AL_HW_GICR, &idx);
        if (f == AL_HW_NONE) {
            external_abort(c, SRC_V3 "gic_iterate_rdists()", "redistributor region (GICR)",
                           base);
            return false;
        }
        if (f != AL_HW_GICR)
            continue; /* "No redistributor present": that region is skipped */
        uint64_t need = (uint64_t)(al_sim_hw_gicr_frames(c, base) - idx) * AL_HW_GICR_FRAME;
        if (need > length) {
            char what[200];
            snprintf(what, sizeof(what), "the GICR region at 0x%llx is 0x%x bytes; the "
                     "machine's frames from there end 0x%llx bytes on",
                     (unsigned long long)base, length, (unsigned long long)need);
            al_sim_kevent(c, SRC_V3 "gic_iterate_rdists()", what,
                          "the walk reads past the region's mapping: the kernel oopses",
                          "the GICR Discovery Range Length is not used to bound the walk; "
                          "assumption --hw-map: the machine's frames", NULL);
            al_k6_oops(c, "init_IRQ",
                       "Unable to handle kernel paging request at virtual address "
                       "ffff800008060008",
                       "Internal error: Oops: 0000000096000007 [#1] SMP", false);
            al_report(c->ts, AL_R_SIM_BOOT_DIES, al_at_table(t, it.off, "APIC/GICR"),
                      "the GICR region at 0x%llx is shorter than the redistributors behind "
                      "it: Linux %s walks past it and oopses",
                      (unsigned long long)base, c->k.name);
            return false;
        }
    }
    return true;
}

static bool v3_probe(struct al_sim_ctx *c, const struct gicd *d)
{
    struct al_sim_result *r = c->r;
    if (r->gic_ok) {
        /* a second GICD: the static redistributor count of gic_acpi_register_redist()
         * writes past the new, smaller array; gic_init_bases() then walks a NULL region */
        al_sim_kevent(c, SRC_V3 "gic_request_region()", "a second GICD maps the same registers",
                      NULL, NULL, "GICv3: [Firmware Bug]: GICD region 0x%016llx has overlapping "
                      "address", (unsigned long long)d->base);
        al_sim_kevent(c, SRC_V3 "gic_init_bases()", "the GICv3 driver initialises again", NULL,
                      "a hardware value (QEMU's)", "GICv3: 224 SPIs implemented");
        al_sim_kevent(c, SRC_V3 "gic_iterate_rdists()",
                      "gic_acpi_register_redist()'s static count filled the old array: the new "
                      "one is all zero",
                      "the kernel reads through a NULL redistributor base", NULL,
                      "Unable to handle kernel paging request at virtual address "
                      "000000000000ffe8");
        al_sim_kevent(c, "arch/arm64/mm/fault.c die_kernel_fault()", "the kernel oopses", NULL,
                      NULL, "Internal error: Oops: 0000000096000004 [#1] SMP");
        al_sim_kevent(c, "kernel/exit.c do_exit()", "the boot CPU's idle task dies", NULL, NULL,
                      "Kernel panic - not syncing: Attempted to kill the idle task!");
        al_sim_die(c, AL_OUT_OOPS, "init_IRQ",
                   "Unable to handle kernel paging request at virtual address 000000000000ffe8");
        al_report(c->ts, AL_R_SIM_BOOT_DIES,
                  al_at_table(al_sim_get_table(c, "APIC", 0), d->off, "APIC/GICD"),
                  "a second GICD: Linux %s's GICv3 driver probes it again and oopses", c->k.name);
        return false;
    }
    r->dist_base = d->base;
    if (r->hw_gic >= 3 && r->redist_from_gicc && c->k.gicc_online_capable)
        online_capable_rdists(c);
    /* gic_acpi_init(): readl(GICD_PIDR2) */
    enum al_hw_frame dist = al_sim_hw_frame(c, d->base, AL_HW_GICD, NULL);
    if (dist == AL_HW_NONE) {
        external_abort(c, SRC_V3 "gic_acpi_init()", "distributor (GICD)", d->base);
        return false;
    }
    if (r->hw_gic < 3 || dist != AL_HW_GICD) {
        al_sim_kevent(c, SRC_V3 "gic_acpi_init()",
                      "GICD_PIDR2 of the distributor does not say GICv3 or GICv4",
                      "the GICv3 driver gives up", "assumption --hw-gic: the machine's GIC",
                      "GICv3: No distributor detected at @(____ptrval____), giving up");
        return false;
    }
    al_sim_kevent(c, SRC_V3 "gic_init_bases()", "the distributor's GICD_TYPER", NULL,
                  "a hardware value: 224 is QEMU's", "GICv3: 224 SPIs implemented");
    al_sim_kevent(c, "arch/arm64/kernel/irq.c set_handle_irq()",
                  "the GICv3 driver is the root interrupt controller", NULL, NULL,
                  "Root IRQ handler: gic_handle_irq");
    if (!rdist_walk(c))
        return true;
    al_k6_gicv3_cpu(c, 0, c->logical_map[0]);
    if (r->its_count == 0) {
        al_sim_kevent(c, "drivers/irqchip/irq-gic-v3-its.c its_init()", "no ITS structure",
                      "no LPIs, no MSIs through an ITS", NULL,
                      "ITS: No ITS available, not enabling LPIs");
        return true;
    }
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    struct al_span s = al_table_body(t);
    /* its_init() -> its_acpi_reset(): every ITS is mapped and read before any is probed */
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        uint64_t base = 0;
        if (it.type == 0x0F && it.len >= 20 &&
            al_field_u64(s, AL_F_MADT_GIC_ITS_BASE_ADDRESS, it.off, &base) &&
            al_sim_hw_frame(c, base, AL_HW_ITS, NULL) == AL_HW_NONE) {
            external_abort(c, "drivers/irqchip/irq-gic-v3-its.c its_reset_one()", "ITS", base);
            return true;
        }
    }
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        size_t e = it.off;
        uint8_t type = it.type, len = it.len;
        uint64_t base = 0;
        if (type == 0x0F && len >= 20 && al_field_u64(s, AL_F_MADT_GIC_ITS_BASE_ADDRESS, e, &base))
            al_sim_kevent(c, "drivers/irqchip/irq-gic-v3-its.c its_probe_one()", "an ITS", NULL,
                          NULL, "ITS [mem 0x%08llx-0x%08llx]", (unsigned long long)base,
                          (unsigned long long)(base + 0x1ffff));
    }
    al_sim_kevent(c, SRC_V3 "its_setup_lpi_prop_table()", "LPIs are enabled", NULL,
                  "the table's address is the allocator's", "GICv3: using LPI property table "
                  "@0x0000000040000000");
    return true;
}

static void list_gicds(struct al_sim_ctx *c, struct gicd *out, unsigned max, unsigned *n)
{
    *n = 0;
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    if (!t)
        return;
    struct al_span s = al_table_body(t);
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        size_t e = it.off;
        uint8_t type = it.type;
        if (type == 0x0C) {
            if (*n < max) {
                out[*n].off = e;
                out[*n].base = 0;
                out[*n].version = 0;
                al_field_u64(s, AL_F_MADT_GICD_BASE_ADDRESS, e, &out[*n].base);
                al_field_u8(s, AL_F_MADT_GICD_VERSION, e, &out[*n].version);
            }
            (*n)++;
        } else if (type == 0x0F) {
            c->r->its_count++;
        }
    }
}

void al_k6_init_irq(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    if (c->acpi_disabled) {
        al_sim_kevent(c, "drivers/acpi/scan.c __acpi_probe_device_table()",
                      "ACPI is disabled: no irqchip from the MADT", NULL, NULL, NULL);
        return;
    }
    if (c->madt_unknown)
        return; /* al_k6_smp_init_cpus() said why */
    r->gic_attempted = true;
    struct gicd d[16];
    unsigned n = 0;
    r->its_count = 0;
    list_gicds(c, d, 16, &n);
    r->gicd_count = n;
    if (n > 1)
        al_sim_kevent(c, "drivers/acpi/scan.c __acpi_probe_device_table()",
                      "the MADT has more than one GICD",
                      "every GICD that validates is probed", NULL, NULL);
    static const struct {
        bool v3;
        unsigned version;
        const char *name;
    } entries[] = {
        {false, 2, "gic_v2"}, {false, 0, "gic_v2_maybe"}, {true, 3, "gic_v3"},
        {true, 4, "gic_v4"},  {true, 0, "gic_v3_or_v4"},
    };
    for (size_t e = 0; e < sizeof(entries) / sizeof(entries[0]); e++)
        for (unsigned i = 0; i < n && i < 16; i++) {
            if (c->died || !validate(c, entries[e].v3, entries[e].version, &d[i]))
                continue;
            if (r->gic_ok && !entries[e].v3) {
                /* gic_v2_acpi_init() uses gic_data[0] again: __gic_init_bases() WARNs on its
                 * domain and fails, and gic_teardown() unmaps the first GIC's registers */
                al_sim_kevent(c, SRC_V2 "gic_v2_acpi_init()",
                              "a second GICD is probed on the same gic_data[0]: "
                              "__gic_init_bases() fails (WARN_ON(gic->domain))",
                              "gic_teardown() unmaps the working GIC's registers; interrupts "
                              "mapped from now on fail (-EINVAL)",
                              "the failure of the timer's interrupt is observed on the real "
                              "boot (tests/oracle gicd-two-v2)",
                              "Failed to initialise GIC");
                c->gic_torn_down = true;
                continue;
            }
            bool ok = entries[e].v3 ? v3_probe(c, &d[i]) : v2_probe(c, &d[i]);
            if (ok) {
                r->gic_ok = true;
                r->gic_driver = entries[e].v3 ? "gic-v3" : "gic-v2";
                r->gic_version = entries[e].v3 ? 3 : 2; /* what the driver drives */
                r->irq_model = "GIC";
            }
        }
    if (!r->gic_ok && !c->died) {
        al_sim_kevent(c, "drivers/irqchip/irqchip.c irqchip_init()",
                      n == 0 ? "the MADT has no GICD: no irqchip is probed"
                             : "no GIC driver initialised from the MADT",
                      "no root interrupt controller", NULL, NULL);
        al_report(c->ts, AL_R_SIM_GIC_INIT_FAILED,
                  al_at_file(c->ts->input_count ? c->ts->inputs[0] : NULL, AL_NO_OFFSET, 0),
                  "Linux %s initialises no GIC from the MADT", c->k.name);
    }
}
