/* SPDX-License-Identifier: MIT */
/*
 * The GSI model (seeds 006 and 011): with the GIC as the default IRQ
 * domain a GSI is the GIC hardware interrupt number itself — PPI 16-31,
 * SPI 32-1019 on GICv2 (seed 006 lines 63-74).  GSIs found in the GTDT
 * and SPCR are checked against it.  (_CRS interrupts need the AML
 * namespace and are not checked here.)
 */
#include "sim/sim_internal.h"

#include <stdlib.h>
#include <string.h>
#include "acpilint/rule_ids.h"

static void add_gsi(struct al_sim_ctx *c, const struct al_table *t, size_t off,
                    const char *field, uint32_t gsi, bool must_be_ppi)
{
    struct al_sim_result *r = c->r;
    struct al_sim_gsi *g = realloc(r->gsis, (r->gsi_count + 1) * sizeof(*g));
    if (!g)
        return;
    r->gsis = g;
    g = &r->gsis[r->gsi_count++];
    memset(g, 0, sizeof(*g));
    memcpy(g->table, t->signature, 5);
    snprintf(g->field, sizeof(g->field), "%s", field);
    g->offset = off;
    g->gsi = gsi;
    if (gsi < 16)
        g->kind = "SGI";
    else if (gsi < 32)
        g->kind = "PPI";
    else if (gsi < 1020)
        g->kind = "SPI";
    else
        g->kind = "out-of-range";
    g->mappable = gsi >= 16 && gsi < 1020;
    if (!g->mappable) {
        al_report(c->ts, AL_R_SIM_GSI_UNMAPPABLE, al_at_table(t, off, field),
                  "GSI %u is %s: the GICv2 model of Linux 4.1 maps only PPIs 16-31 and "
                  "SPIs 32-1019",
                  gsi, gsi < 16 ? "an SGI" : "beyond 1019");
    } else if (must_be_ppi && gsi >= 32) {
        al_report(c->ts, AL_R_SIM_GSI_UNMAPPABLE, al_at_table(t, off, field),
                  "timer GSI %u is an SPI: per-CPU timer interrupts must be PPIs 16-31", gsi);
    }
}

static void gtdt(struct al_sim_ctx *c, const struct al_table *t)
{
    static const struct {
        enum al_field_id field;
        const char *name;
    } timers[] = {
        {AL_F_GTDT_SECURE_EL1_GSIV, "GTDT/Secure EL1 Timer GSIV"},
        {AL_F_GTDT_NONSECURE_EL1_GSIV, "GTDT/Non-Secure EL1 Timer GSIV"},
        {AL_F_GTDT_VIRTUAL_EL1_GSIV, "GTDT/Virtual Timer GSIV"},
        {AL_F_GTDT_EL2_GSIV, "GTDT/Non-Secure EL2 Timer GSIV"},
    };
    struct al_span s = al_table_body(t);
    for (size_t i = 0; i < sizeof(timers) / sizeof(timers[0]); i++) {
        uint32_t v;
        if (!al_field_u32(s, timers[i].field, 0, &v))
            continue;
        if (v == 0 && timers[i].field == AL_F_GTDT_SECURE_EL1_GSIV)
            continue; /* no secure timer exposed to the OS */
        add_gsi(c, t, al_field_offset(timers[i].field), timers[i].name, v, true);
    }
    /* platform timers (GTDT revision 2): GT blocks and SBSA watchdogs */
    uint32_t count = 0, offset = 0;
    if (!al_field_u32(s, AL_F_GTDT_PLATFORM_TIMER_COUNT, 0, &count) ||
        !al_field_u32(s, AL_F_GTDT_PLATFORM_TIMER_OFFSET, 0, &offset))
        return;
    size_t e = offset;
    for (uint32_t n = 0; n < count && n < 64; n++) {
        uint8_t type;
        uint16_t len;
        if (!al_field_u8(s, AL_F_GTDT_TIMER_TYPE, e, &type) ||
            !al_field_u16(s, AL_F_GTDT_TIMER_LENGTH, e, &len) || len < 4)
            return;
        uint32_t v;
        if (type == 1 && al_field_u32(s, AL_F_GTDT_WATCHDOG_GSIV, e, &v)) {
            add_gsi(c, t, e + AL_OFF_GTDT_WATCHDOG_GSIV, "GTDT/Watchdog/Timer GSIV", v, false);
        } else if (type == 0) {
            uint32_t tc = 0, to = 0;
            al_field_u32(s, AL_F_GTDT_GT_BLOCK_TIMER_COUNT, e, &tc);
            al_field_u32(s, AL_F_GTDT_GT_BLOCK_TIMER_OFFSET, e, &to);
            for (uint32_t k = 0; k < tc && k < 8; k++) {
                size_t x = e + to + (size_t)k * AL_FIELD_END(GTDT_GT_FRAME_COMMON_FLAGS);
                if (al_field_u32(s, AL_F_GTDT_GT_FRAME_PHYS_GSIV, x, &v) && v)
                    add_gsi(c, t, x + AL_OFF_GTDT_GT_FRAME_PHYS_GSIV,
                            "GTDT/GT Block/Physical Timer GSIV", v, false);
                if (al_field_u32(s, AL_F_GTDT_GT_FRAME_VIRT_GSIV, x, &v) && v)
                    add_gsi(c, t, x + AL_OFF_GTDT_GT_FRAME_VIRT_GSIV,
                            "GTDT/GT Block/Virtual Timer GSIV", v, false);
            }
        }
        e += len;
    }
}

void al_sim_gsi_model(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    if (!r->gic_ok)
        return;
    /* drivers/acpi/bus.c acpi_bus_init_irq(), seed 006 lines 123-125 */
    al_sim_event(r, "seed 006 (drivers/acpi/bus.c) lines 123-125",
                 "the ACPI interrupt model is GIC",
                 "a GSI is the GIC interrupt ID: PPI 16-31, SPI 32-1019 (seed 006 lines 63-74)",
                 "printed by acpi_bus_init_irq() once the interpreter starts (assumed to "
                 "start)",
                 "ACPI: Using GIC for interrupt routing");
    const struct al_table *t = al_sim_get_table(c, "GTDT", 0);
    if (t)
        gtdt(c, t);
    t = al_sim_get_table(c, "SPCR", 0);
    if (t) {
        struct al_span s = al_table_body(t);
        uint8_t type = 0;
        uint32_t v;
        if (al_field_u8(s, AL_F_SPCR_INTERRUPT_TYPE, 0, &type) && (type & 0x08) &&
            al_field_u32(s, AL_F_SPCR_GSIV, 0, &v))
            add_gsi(c, t, AL_OFF_SPCR_GSIV, "SPCR/Global System Interrupt", v, false);
    }
    size_t bad = 0;
    for (size_t i = 0; i < r->gsi_count; i++)
        if (!r->gsis[i].mappable)
            bad++;
    char what[120];
    snprintf(what, sizeof(what), "%zu GSIs found in GTDT/SPCR, %zu outside the GICv2 model",
             r->gsi_count, bad);
    al_sim_event(r, "Linux 4.1 drivers/acpi/gsi.c acpi_register_gsi() (seed 011 lines 689-709)",
                 what, bad ? "irq_create_mapping() has no GIC interrupt for them" : NULL,
                 "Linux 4.1 does not read the SPCR; its GSI is checked for later kernels", NULL);
}
