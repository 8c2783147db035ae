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
#include "sim_internal.h"

#include <string.h>

#define SRC_V2 "drivers/irqchip/irq-gic.c "
#define SRC_V3 "drivers/irqchip/irq-gic-v3.c "
#define MADT_ENABLED 1u
#define MADT_ONLINE_CAPABLE 8u

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

/* gic_acpi_parse_madt_cpu(): every GICC, enabled or not, must give the same CPU interface. */
static int v2_parse_cpu(struct al_sim_ctx *c, const struct al_table *t, size_t e, size_t end,
                        void *arg)
{
    struct gic_walk *g = arg;
    struct al_span s = al_table_span(t);
    uint8_t len = al_get_u8(s, e + 1);
    if (len < AL_SIZEOF_GICC || len > end - e) /* BAD_MADT_GICC_ENTRY() */
        return -AL_EINVAL;
    uint64_t base = al_get_u64(s, e + 32);
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
    al_read_u32(s, e + 12, &flags);
    al_read_u64(s, e + 60, &gicr);
    if ((flags & MADT_ENABLED) && gicr) {
        g->enabled_rdists++;
        return 0;
    }
    if (!(flags & MADT_ENABLED) || c->k.gicc_online_capable)
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
    if (r->hw_gic != 2) {
        char what[160];
        snprintf(what, sizeof(what), "the GICv2 driver programs a GICv%u", r->hw_gic);
        al_sim_kevent(c, SRC_V2 "__gic_init_bases()", what,
                      "no interrupt is ever delivered: the boot hangs once it waits for one",
                      "assumption --hw-gic: the machine's GIC", "Root IRQ handler: gic_handle_irq");
        al_sim_die(c, AL_OUT_HANG, "init_IRQ", NULL);
        return true;
    }
    al_sim_kevent(c, SRC_V2 "gic_v2_acpi_init()", "GICv2 initialised",
                  "the GIC is the root interrupt controller", NULL,
                  "Root IRQ handler: gic_handle_irq");
    return true;
}

static bool v3_probe(struct al_sim_ctx *c, const struct gicd *d)
{
    struct al_sim_result *r = c->r;
    r->dist_base = d->base;
    if (r->hw_gic < 3) {
        al_sim_kevent(c, SRC_V3 "gic_acpi_init()",
                      "GICD_PIDR2 of the distributor does not say GICv3 or GICv4",
                      "the GICv3 driver gives up", "assumption --hw-gic: the machine's GIC",
                      "GICv3: No distributor detected at @(ptrval), giving up");
        return false;
    }
    al_sim_kevent(c, SRC_V3 "gic_init_bases()", "GICv3 initialised",
                  "the GIC is the root interrupt controller", NULL,
                  "Root IRQ handler: gic_handle_irq");
    return true;
}

static void list_gicds(struct al_sim_ctx *c, struct gicd *out, unsigned max, unsigned *n)
{
    *n = 0;
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    if (!t)
        return;
    struct al_span s = al_table_body(t);
    for (size_t e = AL_SIZEOF_MADT; e + 2 < s.len;) {
        uint8_t type = al_get_u8(s, e), len = al_get_u8(s, e + 1);
        if (type == 0x0C) {
            if (*n < max) {
                out[*n].off = e;
                out[*n].base = 0;
                out[*n].version = 0;
                al_read_u64(s, e + 8, &out[*n].base);
                al_read_u8(s, e + 20, &out[*n].version);
            }
            (*n)++;
        } else if (type == 0x0F) {
            c->r->its_count++;
        }
        if (len == 0)
            break;
        e += len;
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
    r->gic_attempted = true;
    struct gicd d[16];
    unsigned n = 0;
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
            if (!validate(c, entries[e].v3, entries[e].version, &d[i]))
                continue;
            if (r->gic_ok) {
                al_sim_kevent(c, entries[e].v3 ? SRC_V3 "gic_acpi_init()"
                                               : SRC_V2 "gic_v2_acpi_init()",
                              "a second GICD is probed after a GIC was set up",
                              "not modelled: the result is uncertain", NULL, NULL);
                continue;
            }
            r->gic_version = d[i].version;
            bool ok = entries[e].v3 ? v3_probe(c, &d[i]) : v2_probe(c, &d[i]);
            if (ok) {
                r->gic_ok = true;
                r->gic_driver = entries[e].v3 ? "gic-v3" : "gic-v2";
                r->irq_model = "GIC";
            }
        }
    if (!r->gic_ok) {
        al_sim_kevent(c, "drivers/irqchip/irqchip.c irqchip_init()",
                      n == 0 ? "the MADT has no GICD: no irqchip is probed"
                             : "no GIC driver initialised from the MADT",
                      "no root interrupt controller", NULL, NULL);
        al_report(c->ts, "sim.gic-init-failed",
                  al_at_file(c->ts->input_count ? c->ts->inputs[0] : NULL, AL_NO_OFFSET, 0),
                  "Linux %s initialises no GIC from the MADT", c->k.name);
    }
}
