/* SPDX-License-Identifier: MIT */
/*
 * What the machine has at a physical address (--hw-map), for the GIC
 * frames the MADT names.  The default map, "tables", is a machine whose
 * frames are where the tables say.  "qemu-virt" is QEMU's virt board: its
 * memory map (hw/arm/virt.c base_memmap[] of QEMU 7.2, the oracle's QEMU)
 * with the interrupt controller of -M virt,gic-version=2|3 (--hw-gic)
 * and one GICv3 redistributor frame per CPU (--hw-mpidrs), the last one
 * flagged GICR_TYPER.Last.  An address no device decodes answers a read
 * with a synchronous external abort (QEMU's unassigned memory on arm).
 */
#include "sim_internal.h"

#define MIB 0x100000ULL

struct range {
    uint64_t base, size;
    enum al_hw_frame kind;
};

/* QEMU virt devices other than the GIC (flash, UART, RTC, fw_cfg, GPIO, SMMU, ACPI, PCIe, RAM). */
static const struct range qemu_virt_other[] = {
    {0x00000000, 128 * MIB, AL_HW_OTHER},  /* VIRT_FLASH: two 64 MiB banks, readable */
    {0x09000000, 0x1000, AL_HW_OTHER},     /* VIRT_UART */
    {0x09010000, 0x1000, AL_HW_OTHER},     /* VIRT_RTC */
    {0x09020000, 0x18, AL_HW_OTHER},       /* VIRT_FW_CFG */
    {0x09030000, 0x1000, AL_HW_OTHER},     /* VIRT_GPIO */
    {0x09050000, 0x20000, AL_HW_OTHER},    /* VIRT_SMMU */
    {0x09070000, 0x18, AL_HW_OTHER},       /* VIRT_PCDIMM_ACPI */
    {0x09080000, 0x4, AL_HW_OTHER},        /* VIRT_ACPI_GED */
    {0x0a000000, 0x4000, AL_HW_OTHER},     /* VIRT_MMIO: 32 virtio-mmio transports */
    {0x10000000, 0x2eff0000, AL_HW_OTHER}, /* VIRT_PCIE_MMIO */
    {0x3eff0000, 0x10000, AL_HW_OTHER},    /* VIRT_PCIE_PIO */
    {0x3f000000, 0x1000000, AL_HW_OTHER},  /* VIRT_PCIE_ECAM */
    {0x40000000, 0xffc0000000ULL, AL_HW_OTHER}, /* VIRT_MEM */
};

const char *al_sim_hw_map_name(enum al_sim_hw_map map)
{
    return map == AL_HW_MAP_QEMU_VIRT ? "qemu-virt" : "tables";
}

enum al_hw_frame al_sim_hw_frame(const struct al_sim_ctx *c, uint64_t phys, enum al_hw_frame expect,
                                 unsigned *gicr_index)
{
    const struct al_sim_result *r = c->r;
    if (r->hw_map != AL_HW_MAP_QEMU_VIRT)
        return expect;
    if (r->hw_gic >= 3) {
        uint64_t frames = r->hw_mpidr_count ? r->hw_mpidr_count : 1;
        if (phys >= 0x080a0000 && phys < 0x080a0000 + frames * 0x20000) {
            if (gicr_index)
                *gicr_index = (unsigned)((phys - 0x080a0000) / 0x20000);
            return (phys - 0x080a0000) % 0x20000 ? AL_HW_OTHER : AL_HW_GICR;
        }
        if (phys >= 0x08080000 && phys < 0x080a0000)
            return phys == 0x08080000 ? AL_HW_ITS : AL_HW_OTHER;
    } else {
        if (phys >= 0x08010000 && phys < 0x08020000)
            return phys == 0x08010000 ? AL_HW_GICC : AL_HW_OTHER;
        if (phys >= 0x08020000 && phys < 0x08021000)
            return phys == 0x08020000 ? AL_HW_V2M : AL_HW_OTHER;
    }
    if (phys >= 0x08000000 && phys < 0x08010000)
        return phys == 0x08000000 ? AL_HW_GICD : AL_HW_OTHER;
    for (size_t i = 0; i < sizeof(qemu_virt_other) / sizeof(qemu_virt_other[0]); i++)
        if (phys >= qemu_virt_other[i].base &&
            phys - qemu_virt_other[i].base < qemu_virt_other[i].size)
            return AL_HW_OTHER;
    return AL_HW_NONE;
}

unsigned al_sim_hw_gicr_frames(const struct al_sim_ctx *c)
{
    return c->r->hw_mpidr_count ? (unsigned)c->r->hw_mpidr_count : 1;
}

/* The machine's own frames, for a boot from its device tree (false: the map does not know). */
static bool qemu_frame(const struct al_sim_ctx *c, bool v3, uint64_t phys, uint64_t *base)
{
    if (c->r->hw_map != AL_HW_MAP_QEMU_VIRT || (c->r->hw_gic >= 3) != v3)
        return false;
    *base = phys;
    return true;
}

bool al_sim_hw_gicr_base(const struct al_sim_ctx *c, uint64_t *base)
{
    return qemu_frame(c, true, 0x080a0000, base);
}

bool al_sim_hw_its_base(const struct al_sim_ctx *c, uint64_t *base)
{
    return qemu_frame(c, true, 0x08080000, base);
}

bool al_sim_hw_v2m_base(const struct al_sim_ctx *c, uint64_t *base)
{
    return qemu_frame(c, false, 0x08020000, base);
}
