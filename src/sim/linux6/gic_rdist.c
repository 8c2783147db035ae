/* SPDX-License-Identifier: MIT */
/*
 * Where each CPU of the 6.x models finds its GICv3 redistributor
 * (drivers/irqchip/irq-gic-v3.c gic_populate_rdist()), for the CPU bring-up
 * (smp.c) and the report: the frame the MADT's GICR regions or GICC GICR
 * bases give an MPIDR on this machine, and a GICC's that is not there.
 * The driver's probe is gic.c.
 */
#include "sim/sim_internal.h"

#define SRC_V3 "drivers/irqchip/irq-gic-v3.c "

/*
 * The redistributor frame a CPU finds (gic_populate_rdist()), on a machine
 * whose redistributors are where the tables say: GICR regions hold the
 * machine's CPUs in order (--hw-mpidrs), one 128 KiB frame each; a GICC's
 * GICR base is the frame of that GICC's CPU.  Returns false when none.
 */
bool al_k6_redist(struct al_sim_ctx *c, uint64_t mpidr, unsigned *region, uint64_t *phys)
{
    struct al_sim_result *r = c->r;
    size_t pos = r->hw_mpidr_count;
    for (size_t i = 0; i < r->hw_mpidr_count; i++)
        if (r->hw_mpidrs[i] == mpidr) {
            pos = i;
            break;
        }
    uint64_t dt_base;
    if (c->acpi_disabled) { /* the device tree's GIC node: the machine's one region */
        if (!al_sim_hw_gicr_base(c, &dt_base) || pos >= r->hw_mpidr_count)
            return false;
        *region = 0;
        *phys = dt_base + (uint64_t)pos * 0x20000u;
        return true;
    }
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    if (!t)
        return false;
    struct al_span s = al_table_body(t);
    unsigned reg = 0;
    size_t first = 0;
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        size_t e = it.off;
        uint8_t type = it.type;
        uint64_t base = 0, m = 0;
        uint32_t length = 0, flags = 0;
        if (!r->redist_from_gicc && type == 0x0E &&
            al_field_u64(s, AL_F_MADT_GICR_BASE, e, &base) &&
            al_field_u32(s, AL_F_MADT_GICR_LENGTH, e, &length)) {
            size_t frames = length / 0x20000u;
            if (pos < r->hw_mpidr_count && pos >= first && pos < first + frames) {
                *region = reg;
                *phys = base + (uint64_t)(pos - first) * 0x20000u;
                return true;
            }
            first += frames;
            reg++;
        } else if (r->redist_from_gicc && type == 0x0B &&
                   al_field_u32(s, AL_F_MADT_GICC_FLAGS, e, &flags) && (flags & AL_GICC_ENABLED) &&
                   al_field_u64(s, AL_F_MADT_GICC_GICR_BASE, e, &base) && base) {
            if (al_field_u64(s, AL_F_MADT_GICC_MPIDR, e, &m) &&
                (m & AL_MPIDR_HWID_BITMASK) == mpidr) {
                *region = reg;
                *phys = base;
                return true;
            }
            reg++;
        }
    }
    return false;
}

/*
 * gic_acpi_parse_madt_gicc() registers the GICR base of every enabled GICC,
 * 0 included, as a single-frame region.  True when the gicc-th GICC's is
 * where the machine has a device but no redistributor (--hw-map): observed
 * on QEMU (GICR base 0, the flash), that CPU never comes up and the boot
 * CPU waits for it forever.
 */
bool al_k6_rdist_not_there(struct al_sim_ctx *c, unsigned gicc)
{
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    if (!c->r->redist_from_gicc || !t)
        return false;
    struct al_span s = al_table_body(t);
    unsigned idx = 0;
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); al_sim_madt_next(&it);) {
        if (it.type != 0x0B)
            continue;
        uint32_t flags = 0;
        uint64_t base = 0;
        if (idx++ != gicc)
            continue;
        return al_field_u32(s, AL_F_MADT_GICC_FLAGS, it.off, &flags) && (flags & AL_GICC_ENABLED) &&
               al_field_u64(s, AL_F_MADT_GICC_GICR_BASE, it.off, &base) &&
               al_sim_hw_frame(c, base, AL_HW_GICR, NULL) == AL_HW_OTHER;
    }
    return false;
}

/* gic_cpu_init() -> gic_populate_rdist() on one CPU. */
void al_k6_gicv3_cpu(struct al_sim_ctx *c, unsigned cpu, uint64_t mpidr)
{
    unsigned region;
    uint64_t phys;
    if (al_k6_redist(c, mpidr, &region, &phys))
        al_sim_kevent(c, SRC_V3 "__gic_populate_rdist()", "the CPU finds its redistributor",
                      NULL, NULL, "GICv3: CPU%u: found redistributor %llx region %u:0x%016llx",
                      cpu, (unsigned long long)mpidr, region, (unsigned long long)phys);
    else
        al_sim_kevent(c, SRC_V3 "gic_populate_rdist()", "no redistributor has this CPU's "
                      "affinity", "a WARNING with a backtrace; the CPU runs without its GIC "
                      "redistributor", NULL, "GICv3: CPU%u: mpidr %llx has no re-distributor!",
                      cpu, (unsigned long long)mpidr);
}
