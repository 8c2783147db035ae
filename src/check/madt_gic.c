/* SPDX-License-Identifier: MIT */
/*
 * MADT rules about the GIC as a whole (ACPI 6.5 section 5.2.12.14-5.2.12.18):
 * the CPUs (GICC: MPIDRs, UIDs, boot CPU first, PPIs) and the interrupt
 * controller (one GICD, GICv2 CPU interface, redistributors, MSI frames,
 * ITSes).  Each rule states what the kernel does with the defect: seed 004
 * (Linux 4.1 SMP parsing), seed 007 (GICv2 ACPI probe), and today's
 * arch/arm64/kernel/smp.c and drivers/irqchip/irq-gic-v3.c.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "acpilint/checks.h"
#include "acpilint/field.h"
#include "acpilint/fadt.h"
#include "acpilint/rule_ids.h"
#include "check/madt_internal.h"

/* arch/arm64/include/asm/cputype.h MPIDR_HWID_BITMASK: Aff3 (39:32) and Aff2..Aff0 (23:0). */
#define MPIDR_HWID_MASK UINT64_C(0xff00ffffff)

struct gicc_item {
    const struct madt_entry *e;
    struct al_madt_gicc g;
};

/* The decodable GICCs (length >= 40) in table order; caller frees. */
static struct gicc_item *collect_giccs(const struct madt_view *v, size_t *n)
{
    *n = 0;
    struct gicc_item *items = calloc(v->count ? v->count : 1, sizeof(*items));
    if (!items)
        return NULL;
    for (size_t i = 0; i < v->count; i++) {
        const struct madt_entry *e = &v->entries[i];
        if (e->s.type != AL_MADT_GICC || !al_madt_gicc_decode(v->t, &e->s, &items[*n].g))
            continue;
        items[(*n)++].e = e;
    }
    return items;
}

/* Enabled or online capable: the GICCs today's kernel maps to CPUs (smp.c). */
static bool gicc_usable(const struct al_madt_gicc *g)
{
    return (g->flags & (AL_GICC_FLAG_ENABLED | AL_GICC_FLAG_ONLINE_CAPABLE)) != 0;
}

static void report_gicc(struct al_context *ctx, const struct madt_view *v,
                        const struct gicc_item *it, const struct al_rule_id *rule,
                        size_t field_offset, const char *field, const char *fmt, ...)
    __attribute__((format(printf, 7, 8)));

static void report_gicc(struct al_context *ctx, const struct madt_view *v,
                        const struct gicc_item *it, const struct al_rule_id *rule,
                        size_t field_offset, const char *field, const char *fmt, ...)
{
    char path[64];
    madt_path(path, sizeof(path), it->e, field);
    va_list ap;
    va_start(ap, fmt);
    al_vreport(ctx->ts, rule, al_at_table(v->t, it->e->s.offset + field_offset, path), fmt, ap);
    va_end(ap);
}

static void check_mpidrs(struct al_context *ctx, const struct madt_view *v,
                         const struct gicc_item *items, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const struct al_madt_gicc *g = &items[i].g;
        if (!g->has_mpidr || !gicc_usable(g))
            continue;
        if (g->mpidr & ~MPIDR_HWID_MASK)
            report_gicc(ctx, v, &items[i], AL_R_MADT_GICC_MPIDR_RESERVED_BITS,
                        AL_OFF_MADT_GICC_MPIDR, "MPIDR",
                        "MPIDR 0x%" PRIx64 " sets bits 0x%" PRIx64 " outside the affinity "
                        "fields (mask 0x%" PRIx64 "): today's kernel skips this CPU (\"invalid "
                        "MPIDR\"), Linux 4.1 masked the bits off",
                        g->mpidr, g->mpidr & ~MPIDR_HWID_MASK, MPIDR_HWID_MASK);
        for (size_t j = 0; j < i; j++) {
            const struct al_madt_gicc *o = &items[j].g;
            if (!o->has_mpidr || !gicc_usable(o) ||
                (o->mpidr & MPIDR_HWID_MASK) != (g->mpidr & MPIDR_HWID_MASK))
                continue;
            report_gicc(ctx, v, &items[i], AL_R_MADT_GICC_MPIDR_DUPLICATE, AL_OFF_MADT_GICC_MPIDR,
                        "MPIDR",
                        "MPIDR 0x%" PRIx64 " is also the MPIDR of GICC[%u] (UID %" PRIu32
                        "): the kernel ignores the second CPU (\"duplicate CPU MPIDR\")",
                        g->mpidr & MPIDR_HWID_MASK, items[j].e->ordinal, o->uid);
            break;
        }
    }
}

static void check_uids(struct al_context *ctx, const struct madt_view *v,
                       const struct gicc_item *items, size_t n)
{
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < i; j++) {
            if (items[j].g.uid != items[i].g.uid)
                continue;
            report_gicc(ctx, v, &items[i], AL_R_MADT_GICC_UID_DUPLICATE, AL_OFF_MADT_GICC_UID,
                        "ProcessorUID",
                        "ACPI Processor UID %" PRIu32 " is also GICC[%u]'s (MPIDR "
                        "0x%" PRIx64 "): processor devices (_UID) cannot be matched to CPUs",
                        items[i].g.uid, items[j].e->ordinal, items[j].g.mpidr);
            break;
        }
}

static void check_ppis(struct al_context *ctx, const struct madt_view *v,
                       const struct gicc_item *it)
{
    const struct al_madt_gicc *g = &it->g;
    /* Zero means "not provided" for every one of these (ACPI 6.5 Table 5.37). */
    struct {
        bool present;
        uint32_t gsiv;
        size_t offset;
        const char *field;
        const char *what;
    } irqs[] = {
        /* The PMU interrupt may be an SPI: check_pmu_irqs(). */
        {g->length >= AL_FIELD_END(MADT_GICC_VGIC_GSIV), g->vgic_gsiv, AL_OFF_MADT_GICC_VGIC_GSIV,
         "VGICMaintenanceInterrupt", "VGIC maintenance"},
        {g->has_spe_gsiv, g->spe_gsiv, AL_OFF_MADT_GICC_SPE_GSIV, "SPEOverflowInterrupt",
         "SPE overflow"},
        {g->has_trbe_gsiv, g->trbe_gsiv, AL_OFF_MADT_GICC_TRBE_GSIV, "TRBEInterrupt", "TRBE"},
    };
    for (size_t k = 0; k < sizeof(irqs) / sizeof(irqs[0]); k++) {
        if (!irqs[k].present || irqs[k].gsiv == 0 || madt_gsiv_is_ppi(irqs[k].gsiv))
            continue;
        char path[64];
        madt_path(path, sizeof(path), it->e, irqs[k].field);
        al_report(ctx->ts, AL_R_MADT_GICC_IRQ_NOT_PPI,
                  al_at_table(v->t, it->e->s.offset + irqs[k].offset, path),
                  "%s interrupt GSIV %" PRIu32 " is not a PPI (16-31 or 1056-1119): a per-CPU "
                  "interrupt must be private to its CPU",
                  irqs[k].what, irqs[k].gsiv);
    }
}

/*
 * The PMU overflow interrupt (GICC Performance Interrupt GSIV).  Linux takes a
 * PPI or a per-CPU SPI: drivers/perf/arm_pmu_acpi.c arm_pmu_acpi_parse_irqs()
 * registers each CPU's GSIV with acpi_register_gsi(), and arm_pmu.c
 * armpmu_request_irq() requests a PPI once as a per-CPU interrupt and an SPI
 * per CPU with its affinity forced to that CPU (Linux 6.1 and 6.12 alike).
 * What fails: an SGI number (1-15), which the GIC's ACPI translation refuses
 * ("Illegal GSI%d translation request"), so arm_pmu_acpi_parse_irqs() gives up
 * and no CPU gets a PMU interrupt; and one SPI given to several CPUs, which
 * request_irq() (no IRQF_SHARED) grants to the first only ("unable to request
 * IRQ%d for ARM PMU counters"), leaving the others' counters without an
 * overflow interrupt.  Arm BSA asks for PPI 23 (its PPI assignments): a requirement of a
 * SystemReady profile, not of Linux, so madt.gicc-pmu-irq-not-bsa is info.
 */
static void check_pmu_irqs(struct al_context *ctx, const struct madt_view *v,
                           const struct gicc_item *items, size_t n)
{
    const struct gicc_item *not_bsa = NULL;
    size_t not_bsa_count = 0;
    for (size_t i = 0; i < n; i++) {
        const struct al_madt_gicc *g = &items[i].g;
        uint32_t gsiv = g->perf_gsiv;
        if (!gicc_usable(g) || gsiv == 0)
            continue;
        if (gsiv < 16) {
            report_gicc(ctx, v, &items[i], AL_R_MADT_GICC_PMU_IRQ_INVALID,
                        AL_OFF_MADT_GICC_PERF_GSIV, "PerformanceInterrupt",
                        "PMU interrupt GSIV %" PRIu32 " is an SGI: the GIC driver refuses to "
                        "translate it (\"Illegal GSI%" PRIu32 " translation request\"), "
                        "arm_pmu_acpi_parse_irqs() fails and no CPU gets a PMU interrupt",
                        gsiv, gsiv);
            continue;
        }
        if (gsiv != 23) {
            if (!not_bsa)
                not_bsa = &items[i];
            not_bsa_count++;
        }
        if (madt_gsiv_is_ppi(gsiv))
            continue;
        for (size_t j = 0; j < i; j++) {
            if (!gicc_usable(&items[j].g) || items[j].g.perf_gsiv != gsiv)
                continue;
            report_gicc(ctx, v, &items[i], AL_R_MADT_GICC_PMU_IRQ_INVALID,
                        AL_OFF_MADT_GICC_PERF_GSIV, "PerformanceInterrupt",
                        "PMU interrupt GSIV %" PRIu32 " is an SPI that GICC[%u] (UID %" PRIu32
                        ") has too: an SPI PMU interrupt must be one per CPU; "
                        "armpmu_request_irq() gets it for the first CPU only (\"unable to "
                        "request IRQ%" PRIu32 " for ARM PMU counters\")",
                        gsiv, items[j].e->ordinal, items[j].g.uid, gsiv);
            break;
        }
    }
    if (not_bsa)
        report_gicc(ctx, v, not_bsa, AL_R_MADT_GICC_PMU_IRQ_NOT_BSA, AL_OFF_MADT_GICC_PERF_GSIV,
                    "PerformanceInterrupt",
                    "PMU interrupt GSIV %" PRIu32 " in %zu GICC(s) is not PPI 23: Arm BSA asks "
                    "for PPI 23; Linux takes a PPI or a per-CPU SPI (arm_pmu_acpi.c)",
                    not_bsa->g.perf_gsiv, not_bsa_count);
}

/*
 * ACPI 6.5 Table 5.37 defines Parking Protocol Version 1 only (0: the CPU is
 * not parked).  Linux takes any non-zero version for a parking-protocol CPU
 * (arch/arm64/kernel/acpi_parking_protocol.c acpi_parking_protocol_valid()
 * tests it for zero only) and drives the version 1 mailbox, so firmware that
 * implements another version is driven as version 1 without a word.  Judged
 * whatever the FADT says: with PSCI_COMPLIANT the field is ignored at boot,
 * but a value no specification defines is wrong in either case.
 */
static void check_parking_version(struct al_context *ctx, const struct madt_view *v,
                                  const struct gicc_item *items, size_t n)
{
    const struct gicc_item *first = NULL;
    size_t count = 0;
    for (size_t i = 0; i < n; i++)
        if (gicc_usable(&items[i].g) && items[i].g.parking_version > 1) {
            if (!first)
                first = &items[i];
            count++;
        }
    if (first)
        report_gicc(ctx, v, first, AL_R_MADT_GICC_PARKING_VERSION_UNKNOWN,
                    AL_OFF_MADT_GICC_PARKING_VERSION, "ParkingProtocolVersion",
                    "Parking Protocol Version is %" PRIu32 " in %zu GICC(s): ACPI 6.5 defines "
                    "version 1 only; Linux accepts any non-zero version and drives the version "
                    "1 mailbox",
                    first->g.parking_version, count);
}

/*
 * How the secondary CPUs start (ACPI 6.5 Table 5.37, Parking Protocol
 * Version: "for systems that support PSCI exclusively and do not support
 * the parking protocol, this field must be set to 0").  Today's kernel picks
 * PSCI when the FADT sets PSCI_COMPLIANT, else the parking protocol for a
 * GICC with a version and a mailbox (arch/arm64/include/asm/acpi.h
 * acpi_get_enable_method(), acpi_parking_protocol_valid()), else nothing
 * ("Unsupported ACPI enable-method") and the CPU stays off; Linux 4.1 knew
 * PSCI only (seed 004 lines 159-160).  The boot CPU (listed first) needs no
 * enable method.
 */
static void check_enable_method(struct al_context *ctx, const struct madt_view *v,
                                const struct gicc_item *items, size_t n)
{
    const struct al_table *ft = al_tableset_find(ctx->ts, "FACP", 0);
    struct al_fadt f;
    if (!ft || !al_table_structurally_sound(ft) || !al_fadt_decode(ft, &f) ||
        !f.in_body[AL_FADT_ARM_BOOT_ARCH])
        return;
    /* ARM_BOOT_ARCH and the minor version as the kernel reads them, whatever the revision. */
    uint64_t arm = f.value[AL_FADT_ARM_BOOT_ARCH];
    uint64_t minor = f.in_body[AL_FADT_MINOR_VERSION] ? f.value[AL_FADT_MINOR_VERSION] : 0;
    if (arm == 0 && (f.major < 5 || (f.major == 5 && minor < 1)))
        return; /* ACPI is disabled before SMP (fadt.revision-unsupported) */
    bool psci = (arm & AL_ARM_BOOT_ARCH_PSCI_COMPLIANT) != 0;
    const struct gicc_item *first = NULL;
    size_t count = 0;
    bool boot_seen = false;
    for (size_t i = 0; i < n; i++) {
        const struct al_madt_gicc *g = &items[i].g;
        if (!gicc_usable(g))
            continue;
        bool bad;
        if (psci) {
            bad = g->parking_version != 0;
        } else {
            if (!boot_seen) {
                boot_seen = true;
                continue;
            }
            bad = g->parking_version == 0 || g->parked_address == 0;
        }
        if (!bad)
            continue;
        if (!first)
            first = &items[i];
        count++;
    }
    if (!first)
        return;
    if (psci)
        report_gicc(ctx, v, first, AL_R_MADT_GICC_PARKING_WITH_PSCI,
                    AL_OFF_MADT_GICC_PARKING_VERSION, "ParkingProtocolVersion",
                    "Parking Protocol Version is %" PRIu32 " (parked address 0x%" PRIx64 ") in "
                    "%zu GICC(s) although the FADT sets PSCI_COMPLIANT: the kernel starts CPUs "
                    "with PSCI and ignores the parking protocol; the field is 0 on a system that "
                    "uses PSCI only",
                    first->g.parking_version, first->g.parked_address, count);
    else
        report_gicc(ctx, v, first, AL_R_MADT_GICC_NO_ENABLE_METHOD,
                    AL_OFF_MADT_GICC_PARKING_VERSION, "ParkingProtocolVersion",
                    "the FADT does not set PSCI_COMPLIANT and %zu secondary GICC(s) have no "
                    "parking protocol either (first: UID %" PRIu32 ", version %" PRIu32
                    ", parked address 0x%" PRIx64 "): the kernel has no way to start them "
                    "(\"Unsupported ACPI enable-method\")",
                    count, first->g.uid, first->g.parking_version, first->g.parked_address);
}

/* The MADT's structures and its GICCs for one check; NULL when it has none to give. */
static struct gicc_item *open_giccs(const struct al_table *t, struct madt_view *v, size_t *n)
{
    if (!madt_view_build(t, v))
        return NULL;
    struct gicc_item *items = collect_giccs(v, n);
    if (!items)
        madt_view_free(v);
    return items;
}

static void close_giccs(struct madt_view *v, struct gicc_item *items)
{
    free(items);
    madt_view_free(v);
}

void madt_check_cpus(struct al_context *ctx, const struct al_table *t)
{
    struct madt_view v;
    size_t n;
    struct gicc_item *items = open_giccs(t, &v, &n);
    if (!items)
        return;
    if (madt_view_count(&v, AL_MADT_GICC) == 0)
        al_report(ctx->ts, AL_R_MADT_GICC_MISSING, al_at_table(t, AL_MADT_SUBTABLES_OFFSET, "APIC"),
                  "the MADT has no GICC structure: the kernel finds no CPU (\"No GIC CPU "
                  "interface entries present\") and no GIC CPU interface");
    if (n > 0 && !(items[0].g.flags & AL_GICC_FLAG_ENABLED))
        report_gicc(ctx, &v, &items[0], AL_R_MADT_GICC_BOOT_CPU_NOT_FIRST, AL_OFF_MADT_GICC_FLAGS,
                    "Flags",
                    "the first GICC (UID %" PRIu32 ", MPIDR 0x%" PRIx64 ") is not enabled "
                    "(Flags 0x%" PRIx32 "), so it cannot be the boot CPU, which firmware lists "
                    "first",
                    items[0].g.uid, items[0].g.mpidr, items[0].g.flags);
    check_mpidrs(ctx, &v, items, n);
    check_uids(ctx, &v, items, n);
    for (size_t i = 0; i < n; i++)
        check_ppis(ctx, &v, &items[i]);
    check_pmu_irqs(ctx, &v, items, n);
    check_enable_method(ctx, &v, items, n);
    check_parking_version(ctx, &v, items, n);
    close_giccs(&v, items);
}

/* ---- The interrupt controller --------------------------------------------------------- */

static void check_gicd(struct al_context *ctx, const struct madt_view *v,
                       struct al_madt_gicd *first, bool *have_first)
{
    size_t count = madt_view_count(v, AL_MADT_GICD);
    *have_first = false;
    if (count == 0)
        al_report(ctx->ts, AL_R_MADT_GICD_COUNT,
                  al_at_table(v->t, AL_MADT_SUBTABLES_OFFSET, "APIC"),
                  "the MADT has no GICD structure: the kernel finds no interrupt controller");
    for (size_t i = 0; i < v->count; i++) {
        const struct madt_entry *e = &v->entries[i];
        if (e->s.type != AL_MADT_GICD)
            continue;
        char path[64];
        if (e->ordinal == 1) {
            madt_path(path, sizeof(path), e, NULL);
            al_report(ctx->ts, AL_R_MADT_GICD_COUNT, al_at_table(v->t, e->s.offset, path),
                      "the MADT has %zu GICD structures: exactly one is allowed (\"More than "
                      "one GICD entry detected\")",
                      count);
        }
        struct al_madt_gicd d;
        if (!al_madt_gicd_decode(v->t, &e->s, &d))
            continue;
        if (!*have_first) {
            *first = d;
            *have_first = true;
        }
        if (d.system_vector_base != 0) {
            madt_path(path, sizeof(path), e, "SystemVectorBase");
            al_report(ctx->ts, AL_R_MADT_GICD_SYSTEM_VECTOR_BASE,
                      al_at_table(v->t, e->s.offset + AL_OFF_MADT_GICD_SYSTEM_VECTOR_BASE, path),
                      "GICD System Vector Base is %" PRIu32 ": it is reserved and must be 0",
                      d.system_vector_base);
        }
        if (d.gic_version > 4) {
            madt_path(path, sizeof(path), e, "GICVersion");
            al_report(ctx->ts, AL_R_MADT_GICD_VERSION_INVALID,
                      al_at_table(v->t, e->s.offset + AL_OFF_MADT_GICD_VERSION, path),
                      "GIC version %u is not defined (0 = probe the hardware, 1-4 = GICv1-v4): "
                      "no GIC driver matches it, so the kernel gets no interrupt controller",
                      d.gic_version);
        }
    }
}

/* GICv2 (seed 007 lines 144-150): every GICC must give the same CPU interface base. */
static void check_v2_cpu_base(struct al_context *ctx, const struct madt_view *v,
                              const struct gicc_item *items, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        if (items[i].g.base_address == items[0].g.base_address)
            continue;
        report_gicc(ctx, v, &items[i], AL_R_MADT_GICV2_CPU_BASE_MISMATCH,
                    AL_OFF_MADT_GICC_BASE_ADDRESS, "PhysicalBaseAddress",
                    "GICv2 CPU interface base 0x%" PRIx64 " differs from GICC[0]'s 0x%" PRIx64
                    ": ACPI has no non-banked GICv2 CPU interfaces, and the GICv2 driver fails "
                    "(%zu GICCs checked)",
                    items[i].g.base_address, items[0].g.base_address, n);
    }
}

static void check_redistributors(struct al_context *ctx, const struct madt_view *v,
                                 const struct gicc_item *items, size_t n, bool v3)
{
    size_t gicr = madt_view_count(v, AL_MADT_GICR);
    size_t with_base = 0, missing = 0;
    const struct gicc_item *first_with = NULL, *first_missing = NULL;
    for (size_t i = 0; i < n; i++) {
        const struct al_madt_gicc *g = &items[i].g;
        if (g->has_gicr_base && g->gicr_base) {
            with_base++;
            if (!first_with)
                first_with = &items[i];
        } else if (gicc_usable(g)) {
            missing++;
            if (!first_missing)
                first_missing = &items[i];
        }
    }
    if (gicr > 0 && first_with)
        report_gicc(ctx, v, first_with, AL_R_MADT_GICR_MIXED, AL_OFF_MADT_GICC_GICR_BASE,
                    "GICRBaseAddress",
                    "%zu GICC structure(s) give a GICR base address although %zu"
                    " GICR structure(s) describe the redistributors: the two descriptions are "
                    "exclusive and the kernel uses the GICR structures (first: 0x%" PRIx64 ")",
                    with_base, gicr, first_with->g.gicr_base);
    /*
     * The GICv3 driver maps each GICR range with its own length
     * (drivers/irqchip/irq-gic-v3.c gic_acpi_parse_madt_redist()); ioremap
     * of 0 bytes gives NULL (mm/ioremap.c), so "Couldn't map GICR region",
     * then "No valid GICR entries exist" and no interrupt controller.
     */
    for (size_t i = 0; i < v->count; i++) {
        const struct madt_entry *e = &v->entries[i];
        struct al_madt_gicr r;
        if (e->s.type != AL_MADT_GICR || !al_madt_gicr_decode(v->t, &e->s, &r) ||
            r.discovery_range_length != 0)
            continue;
        char path[64];
        madt_path(path, sizeof(path), e, "DiscoveryRangeLength");
        al_report(ctx->ts, AL_R_MADT_GICR_LENGTH_ZERO,
                  al_at_table(v->t, e->s.offset + AL_OFF_MADT_GICR_LENGTH, path),
                  "GICR Discovery Range Length is 0 (base 0x%" PRIx64 "): the GICv3 driver "
                  "maps a range of 0 bytes, which fails (\"Couldn't map GICR region\"), and "
                  "the GIC is not initialised",
                  r.discovery_range_base);
    }
    if (v3 && gicr == 0 && first_missing)
        report_gicc(ctx, v, first_missing, AL_R_MADT_GICC_GICR_MISSING, AL_OFF_MADT_GICC_GICR_BASE,
                    "GICRBaseAddress",
                    "GICv3 with no GICR structure, yet %zu enabled GICC(s) have no "
                    "redistributor base (first: UID %" PRIu32 ", MPIDR 0x%" PRIx64 "): the "
                    "GICv3 driver finds no redistributor and fails",
                    missing, first_missing->g.uid, first_missing->g.mpidr);
}

/* Frame ids (MSI) and translation ids (ITS) must be unique: IORT refers to ITSes by id. */
static void check_unique_ids(struct al_context *ctx, const struct madt_view *v, uint8_t type)
{
    for (size_t i = 0; i < v->count; i++) {
        const struct madt_entry *e = &v->entries[i];
        if (e->s.type != type)
            continue;
        uint32_t id = 0;
        if (type == AL_MADT_GIC_ITS) {
            struct al_madt_gic_its its;
            if (!al_madt_gic_its_decode(v->t, &e->s, &its))
                continue;
            id = its.its_id;
        } else {
            struct al_madt_gic_msi m;
            if (!al_madt_gic_msi_decode(v->t, &e->s, &m))
                continue;
            id = m.frame_id;
        }
        for (size_t j = 0; j < i; j++) {
            const struct madt_entry *o = &v->entries[j];
            uint32_t oid = 0;
            struct al_madt_gic_its its;
            struct al_madt_gic_msi m;
            if (o->s.type != type)
                continue;
            if (type == AL_MADT_GIC_ITS && al_madt_gic_its_decode(v->t, &o->s, &its))
                oid = its.its_id;
            else if (type == AL_MADT_GIC_MSI_FRAME && al_madt_gic_msi_decode(v->t, &o->s, &m))
                oid = m.frame_id;
            else
                continue;
            if (oid != id)
                continue;
            char path[64];
            bool is_its = type == AL_MADT_GIC_ITS;
            madt_path(path, sizeof(path), e, is_its ? "TranslationID" : "MSIFrameID");
            al_report(ctx->ts,
                      is_its ? AL_R_MADT_GIC_ITS_ID_DUPLICATE
                             : AL_R_MADT_GIC_MSI_FRAME_ID_DUPLICATE,
                      al_at_table(v->t, e->s.offset + AL_OFF_MADT_GIC_ITS_ID, path),
                      "%s id %" PRIu32 " is also used by %s[%u]: ids must be unique%s",
                      is_its ? "GIC ITS" : "GIC MSI frame", id, al_madt_type_name(type), o->ordinal,
                      is_its ? " (the IORT ITS groups name ITSes by this id)" : "");
            break;
        }
    }
}

void madt_check_gic(struct al_context *ctx, const struct al_table *t)
{
    struct madt_view v;
    size_t n;
    struct gicc_item *items = open_giccs(t, &v, &n);
    if (!items)
        return;
    struct al_madt_gicd gicd;
    bool have_gicd;
    check_gicd(ctx, &v, &gicd, &have_gicd);
    bool any_redist = madt_view_count(&v, AL_MADT_GICR) > 0;
    for (size_t i = 0; i < n && !any_redist; i++)
        any_redist = items[i].g.has_gicr_base && items[i].g.gicr_base;
    /* Version 0 means "probe the hardware": decide by what the table describes. */
    bool v2 = have_gicd && (gicd.gic_version == 1 || gicd.gic_version == 2 ||
                            (gicd.gic_version == 0 && !any_redist));
    bool v3 = have_gicd && (gicd.gic_version == 3 || gicd.gic_version == 4 ||
                            (gicd.gic_version == 0 && any_redist));
    if (v2)
        check_v2_cpu_base(ctx, &v, items, n);
    check_redistributors(ctx, &v, items, n, v3);
    check_unique_ids(ctx, &v, AL_MADT_GIC_MSI_FRAME);
    check_unique_ids(ctx, &v, AL_MADT_GIC_ITS);
    close_giccs(&v, items);
}

const struct al_rule_id *const madt_cpu_rules[] = {
    AL_R_MADT_GICC_MISSING,
    AL_R_MADT_GICC_BOOT_CPU_NOT_FIRST,
    AL_R_MADT_GICC_MPIDR_RESERVED_BITS,
    AL_R_MADT_GICC_MPIDR_DUPLICATE,
    AL_R_MADT_GICC_UID_DUPLICATE,
    AL_R_MADT_GICC_IRQ_NOT_PPI,
    AL_R_MADT_GICC_PMU_IRQ_INVALID,
    AL_R_MADT_GICC_PMU_IRQ_NOT_BSA,
    AL_R_MADT_GICC_NO_ENABLE_METHOD,
    AL_R_MADT_GICC_PARKING_WITH_PSCI,
    AL_R_MADT_GICC_PARKING_VERSION_UNKNOWN,
    NULL,
};

const struct al_rule_id *const madt_gic_rules[] = {
    AL_R_MADT_GICD_COUNT,
    AL_R_MADT_GICD_SYSTEM_VECTOR_BASE,
    AL_R_MADT_GICD_VERSION_INVALID,
    AL_R_MADT_GICV2_CPU_BASE_MISMATCH,
    AL_R_MADT_GICR_MIXED,
    AL_R_MADT_GICC_GICR_MISSING,
    AL_R_MADT_GIC_MSI_FRAME_ID_DUPLICATE,
    AL_R_MADT_GIC_ITS_ID_DUPLICATE,
    AL_R_MADT_GICR_LENGTH_ZERO,
    NULL,
};
