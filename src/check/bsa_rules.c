/* SPDX-License-Identifier: MIT */
/*
 * Arm BSA 1.2 / SBSA 8.0 requirements the MADT and GTDT show (rules/bsa.yaml):
 * the per-processor timer and SPE PPIs BSA assigns (B_PPI_00 to B_PPI_02), the
 * GIC version (B_GIC_01, SBSA S_L3GI_01), GICv2's eight processors (B_GIC_02),
 * an ITS for PCIe on GICv3 (B_GIC_03), a non-secure generic watchdog (B_WD_01).
 * The ACS checks these on the booted board (Arm sysarch-acs
 * docs/bsa/arm_bsa_testcase_checklist.md); the tables already decide them.
 * They are SystemReady's requirements, not Linux's: only the systemready-band
 * and sbsa-8.0 profiles enable them.
 */
#include <stdio.h>

#include "acpilint/aml.h"
#include "acpilint/facts.h"
#include "acpilint/field.h"
#include "acpilint/gtdt.h"
#include "acpilint/policy.h"
#include "acpilint/rule_ids.h"
#include "check/madt_internal.h"
#include "check/tables_features.h"

/* BSA 1.2 recommended PPI assignments (INTIDs). */
#define BSA_PPI_EL1_PHYSICAL 30u
#define BSA_PPI_EL1_VIRTUAL 27u
#define BSA_PPI_EL2_PHYSICAL 26u
#define BSA_PPI_EL2_VIRTUAL 28u
#define BSA_PPI_SPE 21u
/* A GICv2 distributor targets at most eight processors (GICD_ITARGETSR). */
#define GICV2_MAX_PE 8u

static void check_gtdt_ppis(struct al_context *ctx, const struct al_table *t)
{
    static const struct {
        enum al_gtdt_timer_id id;
        uint32_t want;
        const char *rule_id;
    } timers[] = {
        {AL_GTDT_NONSECURE_EL1, BSA_PPI_EL1_PHYSICAL, "B_PPI_01"},
        {AL_GTDT_VIRTUAL_EL1, BSA_PPI_EL1_VIRTUAL, "B_PPI_01"},
        {AL_GTDT_NONSECURE_EL2, BSA_PPI_EL2_PHYSICAL, "B_PPI_02"},
        {AL_GTDT_VIRTUAL_EL2, BSA_PPI_EL2_VIRTUAL, "B_PPI_02"},
    };
    struct al_gtdt g;
    if (!al_gtdt_decode(t, &g))
        return;
    for (size_t i = 0; i < sizeof(timers) / sizeof(timers[0]); i++) {
        const struct al_gtdt_timer *tm = &g.timers[timers[i].id];
        /* 0 is "not provided": the GTDT rules judge a missing timer. */
        if (!tm->present || tm->gsiv == 0 || tm->gsiv == timers[i].want)
            continue;
        char path[64];
        snprintf(path, sizeof(path), "GTDT/%s timer GSIV", al_gtdt_timer_name(timers[i].id));
        al_report(ctx->ts, AL_R_BSA_TIMER_PPI, al_at_table(t, tm->offset, path),
                  "the %s timer is INTID %u, not %u: BSA %s assigns it PPI %u",
                  al_gtdt_timer_name(timers[i].id), tm->gsiv, timers[i].want, timers[i].rule_id,
                  timers[i].want);
    }
}

/* B_WD_01: at least one SBSA generic watchdog without the Secure flag. */
static void check_gtdt_watchdog(struct al_context *ctx, const struct al_table *t)
{
    struct al_gtdt g;
    if (!al_gtdt_decode(t, &g))
        return;
    struct al_walk w;
    struct al_gtdt_entry e;
    unsigned secure = 0;
    al_gtdt_walk_init(&w, &g);
    while (al_gtdt_walk_next(&w, &e) == AL_WALK_OK) {
        struct al_gtdt_watchdog wd;
        if (e.type != AL_GTDT_SBSA_WATCHDOG || !al_gtdt_watchdog_decode(t, &e, &wd))
            continue;
        if (!(wd.flags & AL_GTDT_WATCHDOG_SECURE))
            return;
        secure++;
    }
    /* A walk that stopped early is the GTDT rules' finding; say nothing on a partial list. */
    if (w.status != AL_WALK_END)
        return;
    al_report(ctx->ts, AL_R_BSA_WATCHDOG_MISSING,
              al_at_table(t, AL_OFF_GTDT_PLATFORM_TIMER_COUNT, "GTDT/PlatformTimerCount"),
              "no non-secure SBSA generic watchdog among the %u platform timers (%u secure "
              "watchdogs): the BSA ACS fails its non-secure watchdog test (B_WD_01)",
              g.platform_timer_count, secure);
}

/* What the MADT says about the interrupt controller. */
struct gic_facts {
    const struct madt_entry *gicd; /* the first GICD */
    struct al_madt_gicd d;
    unsigned usable_gicc; /* enabled or online capable */
    bool has_its, has_redistributor;
    const struct madt_entry *spe_first;
    uint32_t spe_first_gsiv;
    unsigned spe_not_bsa;
};

static void gather(const struct madt_view *v, struct gic_facts *f)
{
    for (size_t i = 0; i < v->count; i++) {
        const struct madt_entry *e = &v->entries[i];
        struct al_madt_gicc c;
        if (e->s.type == AL_MADT_GICD && !f->gicd && al_madt_gicd_decode(v->t, &e->s, &f->d))
            f->gicd = e;
        else if (e->s.type == AL_MADT_GIC_ITS)
            f->has_its = true;
        else if (e->s.type == AL_MADT_GICR)
            f->has_redistributor = true;
        if (e->s.type != AL_MADT_GICC || !al_madt_gicc_decode(v->t, &e->s, &c))
            continue;
        if (c.flags & (AL_GICC_FLAG_ENABLED | AL_GICC_FLAG_ONLINE_CAPABLE))
            f->usable_gicc++;
        if (c.has_gicr_base && c.gicr_base)
            f->has_redistributor = true;
        if (c.has_spe_gsiv && c.spe_gsiv && c.spe_gsiv != BSA_PPI_SPE) {
            if (!f->spe_first) {
                f->spe_first = e;
                f->spe_first_gsiv = c.spe_gsiv;
            }
            f->spe_not_bsa++;
        }
    }
}

static struct al_where gicd_version_at(const struct madt_view *v, const struct gic_facts *f,
                                       char *path, size_t size)
{
    madt_path(path, size, f->gicd, "GICVersion");
    return al_at_table(v->t, f->gicd->s.offset + AL_OFF_MADT_GICD_VERSION, path);
}

/*
 * PCIe: an MCFG, or a PCI host bridge (PNP0A08, PNP0A03) in the namespace,
 * said into how; a host bridge only one branch of an undecided module-level
 * If/Else creates is named with that branch (issue 22 item 1).
 */
static bool has_pcie(const struct al_context *ctx, char *how, size_t size)
{
    if (al_tableset_count_sig(ctx->ts, "MCFG")) {
        snprintf(how, size, "an MCFG");
        return true;
    }
    static const char *const host_ids[] = {"PNP0A08", "PNP0A03"};
    const struct al_aml_cond *branch = NULL;
    if (!ctx->ns || al_feature_find_device_of(ctx->ns, host_ids, 2, &branch) == AL_AML_NO_NODE)
        return false;
    char clause[192];
    snprintf(how, size, "a PCI host bridge in the namespace%s",
             al_namespace_branch_clause(ctx->ns, branch, clause, sizeof(clause)));
    return true;
}

/* The SBSA level the vendor claims (--sbsa-level, facts: sbsa-level), 0 when none. */
static unsigned sbsa_level(const struct al_context *ctx)
{
    const struct al_facts *facts = ctx->ts->policy ? ctx->ts->policy->facts : NULL;
    const struct al_fact_value *v = facts ? &facts->v[AL_FACT_SBSA_LEVEL] : NULL;
    return v && v->set ? v->number : 0;
}

static void check_madt_gic(struct al_context *ctx, const struct al_table *t)
{
    struct madt_view v;
    if (!madt_view_build(t, &v))
        return;
    struct gic_facts f = {0};
    gather(&v, &f);
    char path[64];
    unsigned version = f.gicd ? f.d.gic_version : 0;
    if (version == 1)
        al_report(ctx->ts, AL_R_BSA_GIC_VERSION, gicd_version_at(&v, &f, path, sizeof(path)),
                  "the GICD declares GICv1: BSA requires GICv2 or later (B_GIC_01)");
    if (version == 2 && f.usable_gicc > GICV2_MAX_PE)
        al_report(ctx->ts, AL_R_BSA_GICV2_PE_COUNT, gicd_version_at(&v, &f, path, sizeof(path)),
                  "GICv2 with %u enabled processors: a GICv2 distributor targets at most %u, "
                  "and BSA accepts GICv2 only so (B_GIC_02)",
                  f.usable_gicc, GICV2_MAX_PE);
    unsigned level = sbsa_level(ctx);
    if ((version == 1 || version == 2) && level >= 3)
        al_report(ctx->ts, AL_R_BSA_SBSA_GIC_VERSION, gicd_version_at(&v, &f, path, sizeof(path)),
                  "the GICD declares GICv%u: SBSA level %u needs GICv3 or later (S_L3GI_01)",
                  version, level);
    char pcie[256];
    bool gicv3 = version >= 3 || f.has_redistributor;
    if (gicv3 && !f.has_its && has_pcie(ctx, pcie, sizeof(pcie)))
        al_report(ctx->ts, AL_R_BSA_PCIE_WITHOUT_ITS, al_at_table(t, AL_MADT_SUBTABLES_OFFSET, "APIC"),
                  "the platform has PCIe (%s) and a GICv3 but the MADT describes no GIC ITS: "
                  "PCIe devices get no MSIs, and BSA requires an ITS there (B_GIC_03)",
                  pcie);
    if (f.spe_first) {
        madt_path(path, sizeof(path), f.spe_first, "SPEOverflowInterrupt");
        al_report(ctx->ts, AL_R_BSA_SPE_PPI,
                  al_at_table(t, f.spe_first->s.offset + AL_OFF_MADT_GICC_SPE_GSIV, path),
                  "SPE overflow interrupt %u is not PPI %u, as BSA assigns it (%u GICCs)",
                  f.spe_first_gsiv, BSA_PPI_SPE, f.spe_not_bsa);
    }
    madt_view_free(&v);
}

static const struct al_rule_id *const gtdt_ppi_rules[] = {AL_R_BSA_TIMER_PPI, NULL};
static const struct al_rule_id *const gtdt_watchdog_rules[] = {AL_R_BSA_WATCHDOG_MISSING, NULL};
static const struct al_rule_id *const madt_rules[] = {AL_R_BSA_GIC_VERSION, AL_R_BSA_GICV2_PE_COUNT,
                                         AL_R_BSA_SBSA_GIC_VERSION, AL_R_BSA_PCIE_WITHOUT_ITS,
                                         AL_R_BSA_SPE_PPI, NULL};

const struct al_check al_checks_bsa[] = {
    {"bsa.gtdt-ppis", "GTDT", check_gtdt_ppis, gtdt_ppi_rules, AL_NEEDS_TABLE},
    {"bsa.gtdt-watchdog", "GTDT", check_gtdt_watchdog, gtdt_watchdog_rules, AL_NEEDS_TABLE},
    {"bsa.madt-gic", "APIC", check_madt_gic, madt_rules, AL_NEEDS_TABLE},
    {0},
};
