/* SPDX-License-Identifier: MIT */
/*
 * GICv2 initialisation from the MADT: acpi_gic_init() (seed 007 lines
 * 220-243) and gic_v2_acpi_init() with its two walks (seed 007 lines
 * 268-365), then init_IRQ()'s verdict when no interrupt controller exists.
 */
#include "sim/sim_internal.h"

#include <string.h>
#include "acpilint/rule_ids.h"

struct gic_state {
    bool cpu_base_assigned;
    uint64_t cpu_phy_base;
    uint64_t dist_phy_base;
    uint8_t dist_version;
    size_t dist_offset;
};

/* gic_acpi_parse_madt_cpu(), seed 007 lines 271-295: every GICC, enabled or not. */
static int parse_madt_cpu(struct al_sim_ctx *c, const struct al_table *t, size_t entry,
                          size_t end, void *arg)
{
    struct gic_state *g = arg;
    struct al_span s = al_table_span(t);
    uint8_t len = al_field_get_u8(s, AL_F_MADT_SUB_LENGTH, entry);
    char what[200];
    if (end - entry < AL_SIZEOF_GICC || len < AL_SIZEOF_GICC) { /* lines 281-282 */
        snprintf(what, sizeof(what), "GICC at offset %zu is shorter than %u bytes", entry,
                 AL_SIZEOF_GICC);
        al_sim_event(c->r,
                     "Linux 4.1 drivers/irqchip/irq-gic.c gic_acpi_parse_madt_cpu() (seed 007 "
                     "lines 281-282)",
                     what, "BAD_MADT_ENTRY: the GICC walk fails", NULL, NULL);
        return -AL_EINVAL;
    }
    uint64_t base = al_field_get_u64(s, AL_F_MADT_GICC_BASE_ADDRESS, entry);
    if (g->cpu_base_assigned && base != g->cpu_phy_base) { /* lines 288-290 */
        snprintf(what, sizeof(what),
                 "GICC at offset %zu has CPU interface base 0x%llx, the first had 0x%llx", entry,
                 (unsigned long long)base, (unsigned long long)g->cpu_phy_base);
        al_sim_event(c->r,
                     "Linux 4.1 drivers/irqchip/irq-gic.c gic_acpi_parse_madt_cpu() (seed 007 "
                     "lines 284-290)",
                     what, "all CPU interface addresses must be the same: the GICC walk fails",
                     "disabled GICCs are compared too", NULL);
        char field[48];
        snprintf(field, sizeof(field), "APIC/GICC@%zu/Physical Base Address", entry);
        c->gic_reported = true;
        al_report(c->ts, AL_R_SIM_GIC_INIT_FAILED,
                  al_at_table(t, entry + AL_OFF_MADT_GICC_BASE_ADDRESS, field),
                  "GICC CPU interface base 0x%llx differs from 0x%llx: Linux 4.1's GICv2 "
                  "init fails (\"No valid GICC entries exist\")",
                  (unsigned long long)base, (unsigned long long)g->cpu_phy_base);
        return -AL_EINVAL;
    }
    g->cpu_phy_base = base;
    g->cpu_base_assigned = true;
    return 0;
}

/* gic_acpi_parse_madt_distributor(), seed 007 lines 297-310. */
static int parse_madt_distributor(struct al_sim_ctx *c, const struct al_table *t, size_t entry,
                                  size_t end, void *arg)
{
    struct gic_state *g = arg;
    struct al_span s = al_table_span(t);
    uint8_t len = al_field_get_u8(s, AL_F_MADT_SUB_LENGTH, entry);
    if (end - entry < AL_SIZEOF_GICD || len < AL_SIZEOF_GICD) {
        char what[120];
        snprintf(what, sizeof(what), "GICD at offset %zu is shorter than %u bytes", entry,
                 AL_SIZEOF_GICD);
        al_sim_event(c->r,
                     "Linux 4.1 drivers/irqchip/irq-gic.c gic_acpi_parse_madt_distributor() (seed "
                     "007 lines 305-306)",
                     what, "BAD_MADT_ENTRY: the GICD walk fails", NULL, NULL);
        return -AL_EINVAL;
    }
    g->dist_phy_base =
        al_field_get_u64(s, AL_F_MADT_GICD_BASE_ADDRESS, entry); /* the last GICD wins */
    g->dist_version = al_field_get_u8(s, AL_F_MADT_GICD_VERSION, entry);
    g->dist_offset = entry;
    return 0;
}

/* gic_v2_acpi_init(), seed 007 lines 312-365; 0 or a negative errno. */
static int gic_v2_acpi_init(struct al_sim_ctx *c, const struct al_table *madt)
{
    struct al_sim_result *r = c->r;
    struct gic_state g;
    memset(&g, 0, sizeof(g));
    int count = al_sim_parse_entries(c, madt, AL_SIZEOF_MADT, AL_MADT_GICC, parse_madt_cpu, &g,
                                     0);
    if (count <= 0) {
        al_sim_event(
            r, "Linux 4.1 drivers/irqchip/irq-gic.c gic_v2_acpi_init() (seed 007 lines 323-326)",
            count == 0 ? "the MADT has no GICC" : "the GICC walk failed", "GIC init fails",
            count < 0 ? "the message says \"No valid GICC entries\" "
                        "even when entries exist but disagree"
                      : NULL,
            "No valid GICC entries exist");
        return -AL_EINVAL;
    }
    r->cpu_base = g.cpu_phy_base;
    count = al_sim_parse_entries(c, madt, AL_SIZEOF_MADT, AL_MADT_GICD, parse_madt_distributor,
                                 &g, 0);
    if (count <= 0) {
        al_sim_event(
            r, "Linux 4.1 drivers/irqchip/irq-gic.c gic_v2_acpi_init() (seed 007 lines 336-338)",
            count == 0 ? "the MADT has no GICD" : "the GICD walk failed", "GIC init fails", NULL,
            "No valid GICD entries exist");
        return -AL_EINVAL;
    }
    if (count > 1) {
        char what[80];
        snprintf(what, sizeof(what), "the MADT has %d GICDs", count);
        al_sim_event(
            r, "Linux 4.1 drivers/irqchip/irq-gic.c gic_v2_acpi_init() (seed 007 lines 339-341)",
            what, "GIC init fails", NULL, "More than one GICD entry detected");
        return -AL_EINVAL;
    }
    r->dist_base = g.dist_phy_base;
    char what[160];
    snprintf(what, sizeof(what), "one GICD at 0x%llx, every GICC's CPU interface at 0x%llx",
             (unsigned long long)g.dist_phy_base, (unsigned long long)g.cpu_phy_base);
    al_sim_event(r,
                 "Linux 4.1 drivers/irqchip/irq-gic.c gic_v2_acpi_init() (seed 007 lines 344-364)",
                 what, "gic_init_bases() runs: the GIC is the default IRQ domain",
                 "ioremap() of the bases is assumed to succeed", NULL);
    if (g.dist_version >= 3) {
        snprintf(what, sizeof(what), "the GICD declares GIC version %u", g.dist_version);
        al_sim_event(
            r, "Linux 4.1 arch/arm64/include/asm/irq.h acpi_irq_init() (seed 007 lines 199-207)",
            what, "Linux 4.1 drives it with the GICv2 driver regardless",
            "\"Hardcode ACPI IRQ chip initialization to GICv2 for now\"", NULL);
        al_report(
            c->ts, AL_R_SIM_GIC_NOT_V2,
            al_at_table(madt, g.dist_offset + AL_OFF_MADT_GICD_VERSION, "APIC/GICD/GIC version"),
            "the GICD declares GIC version %u; Linux 4.1 only knows GICv2 on ACPI", g.dist_version);
    }
    return 0;
}

void al_sim_gic_init(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    if (c->acpi_disabled) { /* seed 007 lines 227-228 */
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_gic_init() (seed 007 lines 227-228)",
                     "acpi_gic_init(): ACPI is disabled", "no GIC from ACPI", NULL, NULL);
        return;
    }
    if (c->madt_unknown)
        return; /* al_sim_init_cpus() said why */
    r->gic_attempted = true;
    r->gic_version = 2;
    const struct al_table *madt = al_sim_get_table(c, "APIC", 0);
    if (!madt) { /* seed 007 lines 230-236 */
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_gic_init() (seed 007 lines 230-236)",
                     "no MADT is installed", "GIC init fails", NULL,
                     "ACPI: Failed to get MADT table, AE_NOT_FOUND");
        al_report(c->ts, AL_R_SIM_GIC_INIT_FAILED,
                  al_at_file(c->ts->input_count ? c->ts->inputs[0] : NULL, AL_NO_OFFSET, 0),
                  "no MADT: Linux 4.1 cannot initialise the GIC");
        return;
    }
    if (gic_v2_acpi_init(c, madt) != 0) { /* seed 007 lines 238-240 */
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c acpi_gic_init() (seed 007 lines 238-240)",
                     "gic_v2_acpi_init() failed", "no interrupt controller",
                     "the format has no \"\\n\"; the next message "
                     "starts a new line because it carries a log level",
                     "ACPI: Failed to initialize GIC IRQ controller");
        if (!c->gic_reported)
            al_report(c->ts, AL_R_SIM_GIC_INIT_FAILED, al_at_table(madt, 0, NULL),
                      "the MADT's GICC/GICD structures do not satisfy Linux 4.1's GICv2 init");
        return;
    }
    r->gic_ok = true;
    r->irq_model = "GIC"; /* seed 011 line 732 */
    al_sim_event(r, "Linux 4.1 drivers/irqchip/irq-gic.c gic_v2_acpi_init() (seed 011 line 732)",
                 "acpi_irq_model = ACPI_IRQ_MODEL_GIC", NULL, NULL, NULL);
}
