/* SPDX-License-Identifier: MIT */
/*
 * MADT walk and GIC structure decoders (ACPI 6.5 section 5.2.12).  Every
 * decoder reads through a sub-span of exactly the structure's claimed
 * length, so a short structure can never expose its neighbour's bytes.
 */
#include "acpilint/madt.h"

#include "acpilint/field.h"

#include <string.h>

struct madt_type_info {
    const char *name;
    uint8_t min_len; /* oldest spec revision; 0 = unknown */
    uint8_t max_len; /* newest spec revision; 0 = variable or unknown */
};

/* ACPI 6.5 Table 5.21 and the per-structure tables that follow it. */
static const struct madt_type_info madt_types[] = {
    [AL_MADT_LOCAL_APIC] = {"LAPIC", 8, 8},
    [AL_MADT_IO_APIC] = {"IOAPIC", 12, 12},
    [AL_MADT_INT_OVERRIDE] = {"INT_OVERRIDE", 10, 10},
    [AL_MADT_NMI_SOURCE] = {"NMI_SOURCE", 8, 8},
    [AL_MADT_LOCAL_APIC_NMI] = {"LAPIC_NMI", 6, 6},
    [AL_MADT_LOCAL_APIC_OVERRIDE] = {"LAPIC_OVERRIDE", 12, 12},
    [AL_MADT_IO_SAPIC] = {"IOSAPIC", 16, 16},
    /* 16 fixed bytes plus a NUL-terminated UID string: variable length. */
    [AL_MADT_LOCAL_SAPIC] = {"LSAPIC", 17, 0},
    [AL_MADT_PLATFORM_INT_SOURCES] = {"PLATFORM_INT_SOURCE", 16, 16},
    [AL_MADT_LOCAL_X2APIC] = {"X2APIC", 16, 16},
    [AL_MADT_LOCAL_X2APIC_NMI] = {"X2APIC_NMI", 12, 12},
    /* Table 5.37: 40 bytes in ACPI 5.0, 76 in 5.1, 80 in 6.0, 82 in 6.5. */
    [AL_MADT_GICC] = {"GICC", AL_GICC_LEN_ACPI_5_0, AL_GICC_LEN_ACPI_6_5},
    [AL_MADT_GICD] = {"GICD", 24, 24},
    [AL_MADT_GIC_MSI_FRAME] = {"GIC_MSI_FRAME", 24, 24},
    [AL_MADT_GICR] = {"GICR", 16, 16},
    [AL_MADT_GIC_ITS] = {"GIC_ITS", 20, 20},
    [AL_MADT_MP_WAKEUP] = {"MP_WAKEUP", 16, 16},
    [AL_MADT_CORE_PIC] = {"CORE_PIC", 15, 15},
    [AL_MADT_LIO_PIC] = {"LIO_PIC", 23, 23},
    [AL_MADT_HT_PIC] = {"HT_PIC", 21, 21},
    [AL_MADT_EIO_PIC] = {"EIO_PIC", 13, 13},
    [AL_MADT_MSI_PIC] = {"MSI_PIC", 19, 19},
    [AL_MADT_BIO_PIC] = {"BIO_PIC", 17, 17},
    /* The spec's Cascade vector is 2 bytes (15); ACPICA's struct has 1 byte (14). */
    [AL_MADT_LPC_PIC] = {"LPC_PIC", 15, 15},
};

#define MADT_TYPE_COUNT (sizeof(madt_types) / sizeof(madt_types[0]))

const char *al_madt_type_name(uint8_t type)
{
    if (type < MADT_TYPE_COUNT && madt_types[type].name)
        return madt_types[type].name;
    /* Table 5.21: 0x18-0x7F reserved, 0x80-0xFF reserved for OEM use. */
    return type >= 0x80 ? "OEM" : "Reserved";
}

size_t al_madt_type_min_length(uint8_t type)
{
    return type < MADT_TYPE_COUNT ? madt_types[type].min_len : 0;
}

size_t al_madt_type_max_length(uint8_t type)
{
    return type < MADT_TYPE_COUNT ? madt_types[type].max_len : 0;
}

bool al_madt_decode(const struct al_table *t, struct al_madt *out)
{
    memset(out, 0, sizeof(*out));
    if (!t || !t->header_complete)
        return false;
    struct al_span body = al_table_body(t);
    if (!al_span_has(body, 0, AL_MADT_SUBTABLES_OFFSET))
        return false;
    out->local_controller_address = al_field_get_u32(body, AL_F_MADT_LOCAL_IC_ADDRESS, 0);
    out->flags = al_field_get_u32(body, AL_F_MADT_FLAGS, 0);
    return true;
}

/*
 * ACPI 6.5 section 5.2.12: every structure starts with Type and a 1-byte
 * Length; nothing shorter than those two bytes is a structure.
 */
#define MADT_LENGTH_SIZE 1u

void al_madt_walk_init(struct al_walk *w, const struct al_table *t)
{
    al_walk_init(w, t, AL_MADT_SUBTABLES_OFFSET, MADT_LENGTH_SIZE, 2);
}

enum al_walk_status al_madt_walk_next(struct al_walk *w, struct al_subtable *out)
{
    struct al_walk_item it;
    enum al_walk_status st = al_walk_next(w, &it);
    if (st == AL_WALK_OK)
        *out = (struct al_subtable){.offset = it.offset, .type = it.type,
                                  .length = (uint8_t)it.length, .index = it.index};
    return st;
}

/* The structure's own bytes, or an empty span when s is not a `type` that fits (walk.h). */
static struct al_span structure(const struct al_table *t, const struct al_subtable *s,
                                uint8_t type, size_t min_len)
{
    if (!s || s->type != type)
        return al_span_make(NULL, 0);
    return al_walk_structure(t, s->offset, type, s->length, MADT_LENGTH_SIZE, min_len);
}

bool al_madt_gicc_decode(const struct al_table *t, const struct al_subtable *s,
                         struct al_madt_gicc *out)
{
    memset(out, 0, sizeof(*out));
    struct al_span g = structure(t, s, AL_MADT_GICC, AL_GICC_LEN_ACPI_5_0);
    if (!g.data)
        return false;
    /* ACPI 6.5 Table 5.37; fields past byte 40 exist only in longer (newer) GICCs. */
    out->offset = s->offset;
    out->length = s->length;
    out->cpu_interface_number = al_field_get_u32(g, AL_F_MADT_GICC_CPU_INTERFACE_NUMBER, 0);
    out->uid = al_field_get_u32(g, AL_F_MADT_GICC_UID, 0);
    out->flags = al_field_get_u32(g, AL_F_MADT_GICC_FLAGS, 0);
    out->parking_version = al_field_get_u32(g, AL_F_MADT_GICC_PARKING_VERSION, 0);
    out->perf_gsiv = al_field_get_u32(g, AL_F_MADT_GICC_PERF_GSIV, 0);
    out->parked_address = al_field_get_u64(g, AL_F_MADT_GICC_PARKED_ADDRESS, 0);
    out->base_address = al_field_get_u64(g, AL_F_MADT_GICC_BASE_ADDRESS, 0);
    out->gicv_base = al_field_get_u64(g, AL_F_MADT_GICC_GICV, 0);
    out->gich_base = al_field_get_u64(g, AL_F_MADT_GICC_GICH, 0);
    out->vgic_gsiv = al_field_get_u32(g, AL_F_MADT_GICC_VGIC_GSIV, 0);
    out->has_gicr_base = al_field_u64(g, AL_F_MADT_GICC_GICR_BASE, 0, &out->gicr_base);
    out->has_mpidr = al_field_u64(g, AL_F_MADT_GICC_MPIDR, 0, &out->mpidr);
    out->has_efficiency_class =
        al_field_u8(g, AL_F_MADT_GICC_EFFICIENCY_CLASS, 0, &out->efficiency_class);
    out->has_spe_gsiv = al_field_u16(g, AL_F_MADT_GICC_SPE_GSIV, 0, &out->spe_gsiv);
    out->has_trbe_gsiv = al_field_u16(g, AL_F_MADT_GICC_TRBE_GSIV, 0, &out->trbe_gsiv);
    return true;
}

bool al_madt_gicd_decode(const struct al_table *t, const struct al_subtable *s,
                         struct al_madt_gicd *out)
{
    memset(out, 0, sizeof(*out));
    /* ACPI 6.5 Table 5.40. */
    struct al_span g = structure(t, s, AL_MADT_GICD, AL_FIELD_END(MADT_GICD_RESERVED2));
    if (!g.data)
        return false;
    out->offset = s->offset;
    out->gic_id = al_field_get_u32(g, AL_F_MADT_GICD_ID, 0);
    out->base_address = al_field_get_u64(g, AL_F_MADT_GICD_BASE_ADDRESS, 0);
    out->system_vector_base = al_field_get_u32(g, AL_F_MADT_GICD_SYSTEM_VECTOR_BASE, 0);
    out->gic_version = al_field_get_u8(g, AL_F_MADT_GICD_VERSION, 0);
    return true;
}

bool al_madt_gic_msi_decode(const struct al_table *t, const struct al_subtable *s,
                            struct al_madt_gic_msi *out)
{
    memset(out, 0, sizeof(*out));
    /* ACPI 6.5 Table 5.42. */
    struct al_span g = structure(t, s, AL_MADT_GIC_MSI_FRAME, AL_FIELD_END(MADT_GIC_MSI_SPI_BASE));
    if (!g.data)
        return false;
    out->offset = s->offset;
    out->frame_id = al_field_get_u32(g, AL_F_MADT_GIC_MSI_FRAME_ID, 0);
    out->base_address = al_field_get_u64(g, AL_F_MADT_GIC_MSI_BASE_ADDRESS, 0);
    out->flags = al_field_get_u32(g, AL_F_MADT_GIC_MSI_FLAGS, 0);
    out->spi_count = al_field_get_u16(g, AL_F_MADT_GIC_MSI_SPI_COUNT, 0);
    out->spi_base = al_field_get_u16(g, AL_F_MADT_GIC_MSI_SPI_BASE, 0);
    return true;
}

bool al_madt_gicr_decode(const struct al_table *t, const struct al_subtable *s,
                         struct al_madt_gicr *out)
{
    memset(out, 0, sizeof(*out));
    /* Byte 2 became Flags with MADT revision 7 (ACPI 6.6); reserved before. */
    struct al_span g = structure(t, s, AL_MADT_GICR, AL_FIELD_END(MADT_GICR_LENGTH));
    if (!g.data)
        return false;
    out->offset = s->offset;
    out->flags = al_field_get_u8(g, AL_F_MADT_GICR_FLAGS, 0);
    out->discovery_range_base = al_field_get_u64(g, AL_F_MADT_GICR_BASE, 0);
    out->discovery_range_length = al_field_get_u32(g, AL_F_MADT_GICR_LENGTH, 0);
    return true;
}

bool al_madt_gic_its_decode(const struct al_table *t, const struct al_subtable *s,
                            struct al_madt_gic_its *out)
{
    memset(out, 0, sizeof(*out));
    /* ACPI 6.5 Table 5.46. */
    struct al_span g = structure(t, s, AL_MADT_GIC_ITS, AL_FIELD_END(MADT_GIC_ITS_RESERVED2));
    if (!g.data)
        return false;
    out->offset = s->offset;
    out->its_id = al_field_get_u32(g, AL_F_MADT_GIC_ITS_ID, 0);
    out->base_address = al_field_get_u64(g, AL_F_MADT_GIC_ITS_BASE_ADDRESS, 0);
    return true;
}
