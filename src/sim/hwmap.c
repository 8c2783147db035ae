/* SPDX-License-Identifier: MIT */
/*
 * What the machine has at a physical address, for the GIC frames the MADT
 * names: the frames of a machine description (include/acpilint/hw.h).
 * With no description (--hw-map tables, the default) every frame is where
 * the tables say.  "qemu-virt" is QEMU's virt board, a built-in
 * description: its memory map (hw/arm/virt.c base_memmap[] of QEMU 7.2, the
 * oracle's QEMU) with the interrupt controller of -M virt,gic-version=2|3
 * (--hw-gic) and one GICv3 redistributor frame per CPU (--hw-mpidrs), the
 * last one flagged GICR_TYPER.Last.  A --hw FILE with frames is a
 * description of the same kind.  An address no device decodes answers a
 * read with a synchronous external abort (QEMU's unassigned memory on arm;
 * a real server's interconnect does the same).
 */
#include "sim_internal.h"

#include <stdlib.h>

#define MIB 0x100000ULL

/* QEMU virt's GIC, by -M virt,gic-version (the GICv3's GICR range is sized by the CPUs). */
static const struct al_hw_range qemu_virt_gic[] = {
    {AL_HW_GICD, 0x08000000, 0x10000, 0}, /* VIRT_GIC_DIST */
    {AL_HW_GICC, 0x08010000, 0x10000, 0}, /* VIRT_GIC_CPU: GICv2 */
    {AL_HW_V2M, 0x08020000, 0x1000, 0},   /* VIRT_GIC_V2M: GICv2 */
    {AL_HW_ITS, 0x08080000, 0x20000, 0},  /* VIRT_GIC_ITS: GICv3 */
    {AL_HW_GICR, 0x080a0000, 0, 0},       /* VIRT_GIC_REDIST: GICv3, one frame per CPU */
};

/* QEMU virt devices other than the GIC (flash, UART, RTC, fw_cfg, GPIO, SMMU, ACPI, PCIe, RAM). */
static const struct al_hw_range qemu_virt_other[] = {
    {AL_HW_OTHER, 0x00000000, 128 * MIB, 0},  /* VIRT_FLASH: two 64 MiB banks, readable */
    {AL_HW_OTHER, 0x09000000, 0x1000, 0},     /* VIRT_UART */
    {AL_HW_OTHER, 0x09010000, 0x1000, 0},     /* VIRT_RTC */
    {AL_HW_OTHER, 0x09020000, 0x18, 0},       /* VIRT_FW_CFG */
    {AL_HW_OTHER, 0x09030000, 0x1000, 0},     /* VIRT_GPIO */
    {AL_HW_OTHER, 0x09050000, 0x20000, 0},    /* VIRT_SMMU */
    {AL_HW_OTHER, 0x09070000, 0x18, 0},       /* VIRT_PCDIMM_ACPI */
    {AL_HW_OTHER, 0x09080000, 0x4, 0},        /* VIRT_ACPI_GED */
    {AL_HW_OTHER, 0x0a000000, 0x4000, 0},     /* VIRT_MMIO: 32 virtio-mmio transports */
    {AL_HW_OTHER, 0x10000000, 0x2eff0000, 0}, /* VIRT_PCIE_MMIO */
    {AL_HW_OTHER, 0x3eff0000, 0x10000, 0},    /* VIRT_PCIE_PIO */
    {AL_HW_OTHER, 0x3f000000, 0x1000000, 0},  /* VIRT_PCIE_ECAM */
    {AL_HW_OTHER, 0x40000000, 0xffc0000000ULL, 0}, /* VIRT_MEM */
};

int al_hw_qemu_virt(struct al_hw_desc *d, unsigned gic, size_t cpus)
{
    size_t n_gic = sizeof(qemu_virt_gic) / sizeof(qemu_virt_gic[0]);
    size_t n_other = sizeof(qemu_virt_other) / sizeof(qemu_virt_other[0]);
    struct al_hw_range *f = calloc(n_gic + n_other, sizeof(*f));
    if (!f)
        return -1;
    size_t n = 0;
    /* The GIC first: with many CPUs QEMU's redistributors run over the devices above them. */
    for (size_t i = 0; i < n_gic; i++) {
        struct al_hw_range g = qemu_virt_gic[i];
        bool v3_only = g.kind == AL_HW_ITS || g.kind == AL_HW_GICR;
        bool v2_only = g.kind == AL_HW_GICC || g.kind == AL_HW_V2M;
        if ((gic >= 3 && v2_only) || (gic < 3 && v3_only))
            continue;
        if (g.kind == AL_HW_GICR)
            g.size = (uint64_t)(cpus ? cpus : 1) * AL_HW_GICR_FRAME;
        f[n++] = g;
    }
    for (size_t i = 0; i < n_other; i++)
        f[n++] = qemu_virt_other[i];
    free(d->frames);
    d->frames = f;
    d->frame_count = n;
    return 0;
}

enum al_hw_frame al_hw_lookup(const struct al_hw_range *frames, size_t count, uint64_t phys,
                              unsigned *gicr_index, unsigned *gicr_frames)
{
    for (size_t i = 0; i < count; i++) {
        const struct al_hw_range *f = &frames[i];
        if (phys < f->base || phys - f->base >= f->size)
            continue;
        if (f->kind == AL_HW_OTHER)
            return AL_HW_OTHER;
        if (f->kind == AL_HW_GICR) {
            if ((phys - f->base) % AL_HW_GICR_FRAME)
                return AL_HW_OTHER;
            if (gicr_index)
                *gicr_index = (unsigned)((phys - f->base) / AL_HW_GICR_FRAME);
            if (gicr_frames)
                *gicr_frames = (unsigned)(f->size / AL_HW_GICR_FRAME);
            return AL_HW_GICR;
        }
        return phys == f->base ? f->kind : AL_HW_OTHER;
    }
    return AL_HW_NONE;
}

const char *al_sim_hw_map_name(enum al_sim_hw_map map)
{
    switch (map) {
    case AL_HW_MAP_TABLES: return "tables";
    case AL_HW_MAP_QEMU_VIRT: return "qemu-virt";
    case AL_HW_MAP_FILE: return "file";
    }
    return "?";
}

enum al_hw_frame al_sim_hw_frame(const struct al_sim_ctx *c, uint64_t phys, enum al_hw_frame expect,
                                 unsigned *gicr_index)
{
    if (!c->hw.frame_count)
        return expect;
    return al_hw_lookup(c->hw.frames, c->hw.frame_count, phys, gicr_index, NULL);
}

unsigned al_sim_hw_gicr_frames(const struct al_sim_ctx *c, uint64_t phys)
{
    unsigned frames = 1;
    al_hw_lookup(c->hw.frames, c->hw.frame_count, phys, NULL, &frames);
    return frames;
}

/* The machine's own first frame of a kind, for a boot from its device tree. */
static bool first_frame(const struct al_sim_ctx *c, enum al_hw_frame kind, uint64_t *base)
{
    for (size_t i = 0; i < c->hw.frame_count; i++)
        if (c->hw.frames[i].kind == kind) {
            *base = c->hw.frames[i].base;
            return true;
        }
    return false;
}

bool al_sim_hw_gicr_base(const struct al_sim_ctx *c, uint64_t *base)
{
    return first_frame(c, AL_HW_GICR, base);
}

bool al_sim_hw_its_base(const struct al_sim_ctx *c, uint64_t *base)
{
    return first_frame(c, AL_HW_ITS, base);
}

bool al_sim_hw_v2m_base(const struct al_sim_ctx *c, uint64_t *base)
{
    return first_frame(c, AL_HW_V2M, base);
}
