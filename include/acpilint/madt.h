/* SPDX-License-Identifier: MIT */
/*
 * MADT ("APIC"): the header and a length-checked walk over its interrupt
 * controller structures (ACPI 6.5 section 5.2.12), with decoders for the
 * GIC structures arm64 uses.  A walk never trusts a length byte: a zero
 * length or a structure running past the table stops the walk with a
 * status that says why.
 */
#ifndef ACPILINT_MADT_H
#define ACPILINT_MADT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/table.h"
#include "acpilint/walk.h"

#define AL_MADT_SUBTABLES_OFFSET 44u /* after LocalInterruptControllerAddress and Flags */

/* Structure types, ACPI 6.5 Table 5.21. */
enum al_madt_type {
    AL_MADT_LOCAL_APIC = 0x0,
    AL_MADT_IO_APIC = 0x1,
    AL_MADT_INT_OVERRIDE = 0x2,
    AL_MADT_NMI_SOURCE = 0x3,
    AL_MADT_LOCAL_APIC_NMI = 0x4,
    AL_MADT_LOCAL_APIC_OVERRIDE = 0x5,
    AL_MADT_IO_SAPIC = 0x6,
    AL_MADT_LOCAL_SAPIC = 0x7,
    AL_MADT_PLATFORM_INT_SOURCES = 0x8,
    AL_MADT_LOCAL_X2APIC = 0x9,
    AL_MADT_LOCAL_X2APIC_NMI = 0xA,
    AL_MADT_GICC = 0xB,
    AL_MADT_GICD = 0xC,
    AL_MADT_GIC_MSI_FRAME = 0xD,
    AL_MADT_GICR = 0xE,
    AL_MADT_GIC_ITS = 0xF,
    AL_MADT_MP_WAKEUP = 0x10,
    /* LoongArch structures, ACPI 6.5 sections 5.2.12.20 to 5.2.12.26. */
    AL_MADT_CORE_PIC = 0x11,
    AL_MADT_LIO_PIC = 0x12,
    AL_MADT_HT_PIC = 0x13,
    AL_MADT_EIO_PIC = 0x14,
    AL_MADT_MSI_PIC = 0x15,
    AL_MADT_BIO_PIC = 0x16,
    AL_MADT_LPC_PIC = 0x17,
};

/* Name of a structure type ("GICC", "IOAPIC", ...; "Reserved" / "OEM" otherwise). */
const char *al_madt_type_name(uint8_t type);

/*
 * One structure as al_madt_walk_next gives it.  The decoders below refuse
 * one whose Type or Length the table's own bytes do not bear out
 * (al_walk_structure, walk.h).
 */
struct al_subtable {
    size_t offset; /* from the start of the table */
    uint8_t type;
    uint8_t length; /* as claimed; already checked to fit */
    unsigned index; /* 0-based position in the walk */
};

struct al_madt {
    uint32_t local_controller_address;
    uint32_t flags; /* bit 0 PCAT_COMPAT */
};

bool al_madt_decode(const struct al_table *t, struct al_madt *out);

/* A walk (walk.h) over the structures from offset 44 to the end of the body. */
void al_madt_walk_init(struct al_walk *w, const struct al_table *t);
/* Next structure; on anything but AL_WALK_OK the walk is over and w->status/w->cursor say where. */
enum al_walk_status al_madt_walk_next(struct al_walk *w, struct al_subtable *out);

/* GIC CPU interface (GICC), type 0xB. Lengths by spec: 40 (5.0), 76 (5.1), 80 (6.0), 82 (6.5). */
#define AL_GICC_LEN_ACPI_5_0 40u
#define AL_GICC_LEN_ACPI_5_1 76u
#define AL_GICC_LEN_ACPI_6_0 80u
#define AL_GICC_LEN_ACPI_6_5 82u
#define AL_GICC_FLAG_ENABLED (1u << 0)
#define AL_GICC_FLAG_PERF_IRQ_EDGE (1u << 1)
#define AL_GICC_FLAG_VGIC_IRQ_EDGE (1u << 2)
#define AL_GICC_FLAG_ONLINE_CAPABLE (1u << 3)

struct al_madt_gicc {
    size_t offset;
    uint8_t length;
    uint32_t cpu_interface_number;
    uint32_t uid;
    uint32_t flags;
    uint32_t parking_version;
    uint32_t perf_gsiv;
    uint64_t parked_address;
    uint64_t base_address; /* GICC physical base (GICv2 CPU interface) */
    uint64_t gicv_base;
    uint64_t gich_base;
    uint32_t vgic_gsiv;
    uint64_t gicr_base;    /* valid when has_gicr_base (length >= 68) */
    uint64_t mpidr;        /* valid when has_mpidr (length >= 76) */
    uint8_t efficiency_class; /* valid when length >= 77 */
    uint16_t spe_gsiv;     /* valid when length >= 80 */
    uint16_t trbe_gsiv;    /* valid when length >= 82 */
    bool has_gicr_base;
    bool has_mpidr;
    bool has_efficiency_class;
    bool has_spe_gsiv;
    bool has_trbe_gsiv;
};

/* Decodes the fields present in a GICC of any length >= 40; false when shorter or not a GICC. */
bool al_madt_gicc_decode(const struct al_table *t, const struct al_subtable *s,
                         struct al_madt_gicc *out);

/* GIC distributor (GICD), type 0xC, 24 bytes. */
struct al_madt_gicd {
    size_t offset;
    uint32_t gic_id;
    uint64_t base_address;
    uint32_t system_vector_base;
    uint8_t gic_version; /* 0 = detect from hardware, 1..4 */
};
bool al_madt_gicd_decode(const struct al_table *t, const struct al_subtable *s,
                         struct al_madt_gicd *out);

/* GIC MSI frame, type 0xD, 24 bytes. */
struct al_madt_gic_msi {
    size_t offset;
    uint32_t frame_id;
    uint64_t base_address;
    uint32_t flags; /* bit 0: SPI count/base select */
    uint16_t spi_count;
    uint16_t spi_base;
};
bool al_madt_gic_msi_decode(const struct al_table *t, const struct al_subtable *s,
                            struct al_madt_gic_msi *out);

/* GIC redistributor (GICR), type 0xE, 16 bytes. */
struct al_madt_gicr {
    size_t offset;
    uint8_t flags; /* MADT revision 7 (ACPI 6.6): bit 0 non-coherent; reserved before */
    uint64_t discovery_range_base;
    uint32_t discovery_range_length;
};
bool al_madt_gicr_decode(const struct al_table *t, const struct al_subtable *s,
                         struct al_madt_gicr *out);

/* GIC ITS, type 0xF, 20 bytes. */
struct al_madt_gic_its {
    size_t offset;
    uint32_t its_id;
    uint64_t base_address;
};
bool al_madt_gic_its_decode(const struct al_table *t, const struct al_subtable *s,
                            struct al_madt_gic_its *out);

/*
 * Spec length of a structure type for the newest revision we know, and the
 * minimum length the oldest revision defines; 0 when the type is variable
 * or unknown.
 */
size_t al_madt_type_min_length(uint8_t type);
size_t al_madt_type_max_length(uint8_t type);

#endif
