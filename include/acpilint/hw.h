/* SPDX-License-Identifier: MIT */
/*
 * The machine around the tables (--hw FILE): what a firmware dump cannot
 * say about the hardware it runs on.  A small YAML document:
 *
 *   gic: 3                            # the GIC architecture: 2 or 3
 *   gicd: {base: 0x30000000, size: 0x10000}
 *   gicr:                             # redistributor ranges, 128 KiB frames each
 *     - {base: 0x30100000, size: 0x800000}
 *   its: [{base: 0x30040000, size: 0x20000}]
 *   gicc: ...  gicv2m: ...            # GICv2 CPU interface, GICv2m MSI frames
 *   other: [{base: 0x80000000, size: 0x80000000}]   # RAM and devices: no GIC frame
 *   mpidrs: [0x0, 0x1, 0x100, 0x101]  # the cores that exist, in redistributor order
 *   boot_mpidr: 0x0                   # default: the first of mpidrs
 *   psci: smc                         # smc, hvc, [smc, hvc] or none
 *   parking: firmware                 # who answers parking-protocol mailboxes: firmware, none
 *   nr_cpus: 512                      # NR_CPUS of the kernel build
 *
 * Every key is optional; a key left out is what the tables say (or the
 * kernel model's default).  Frames: once any frame is given, the machine
 * has a device only where a frame says, and a GIC register read anywhere
 * else is an external abort (drivers/irqchip/irq-gic*.c read their frames
 * first thing), as on QEMU's virt board.  A frame is base and size, or a
 * list of them.  The file is untrusted input like the tables: it is
 * bounded (AL_BUDGET_HW_FILE_*) and every defect is "file:line: reason".
 *
 * The built-in description "qemu-virt" (--hw-map qemu-virt) is QEMU 7.2's
 * virt board in the same structure (al_hw_qemu_virt()).
 */
#ifndef ACPILINT_HW_H
#define ACPILINT_HW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What the machine has at a physical address. */
enum al_hw_frame { AL_HW_NONE, AL_HW_OTHER, AL_HW_GICD, AL_HW_GICC, AL_HW_V2M, AL_HW_ITS,
                   AL_HW_GICR };

/* A GICv3 redistributor frame: RD_base + SGI_base, 64 KiB each (GICv3 architecture 12.10). */
#define AL_HW_GICR_FRAME 0x20000u

/* One device range of the machine; GICR ranges hold AL_HW_GICR_FRAME frames. */
struct al_hw_range {
    enum al_hw_frame kind;
    uint64_t base, size;
    unsigned line; /* line in the --hw file, 0 for a built-in description */
};

/* A machine description: each field says whether the description gives it. */
struct al_hw_desc {
    unsigned gic;                 /* 2 or 3; 0: not given */
    struct al_hw_range *frames;   /* NULL with frame_count 0: not given */
    size_t frame_count;
    uint64_t *mpidrs;             /* NULL: not given */
    size_t mpidr_count;
    bool has_boot_mpidr;
    uint64_t boot_mpidr;
    bool has_psci;
    unsigned psci;                /* AL_HW_PSCI_SMC | AL_HW_PSCI_HVC (sim.h), 0: none */
    bool has_parking;
    bool parking_absent;          /* parking: none */
    unsigned nr_cpus;             /* 0: not given */
};

/* The name of a frame kind as the file spells it ("gicd", "gicv2m"...). */
const char *al_hw_frame_name(enum al_hw_frame kind);

/*
 * Parses a description from text (name is the file name for messages).
 * Returns 0, or -1 with "name:line: reason" in err and d empty.
 */
int al_hw_parse(struct al_hw_desc *d, const char *name, const char *text, size_t size, char *err,
                size_t err_size);
/* Reads and parses the file at path (at most AL_BUDGET_HW_FILE_BYTES). */
int al_hw_load(struct al_hw_desc *d, const char *path, char *err, size_t err_size);
void al_hw_free(struct al_hw_desc *d);

/*
 * QEMU 7.2's virt board (hw/arm/virt.c base_memmap[]) with a GICv2 or GICv3
 * (-M virt,gic-version=) and `cpus` CPUs (one redistributor frame each):
 * its frames, in d->frames (owned; al_hw_free()).  Returns 0 or -1 (memory).
 */
int al_hw_qemu_virt(struct al_hw_desc *d, unsigned gic, size_t cpus);

/*
 * What the described machine has at phys: the kind of the frame starting
 * there, AL_HW_OTHER inside a range but not at a frame's start (or inside
 * an `other` range), AL_HW_NONE where no range is.  For a GICR frame,
 * *gicr_index (may be NULL) is its index in its range and *gicr_frames the
 * frames of that range.
 */
enum al_hw_frame al_hw_lookup(const struct al_hw_range *frames, size_t count, uint64_t phys,
                              unsigned *gicr_index, unsigned *gicr_frames);

#endif
