/* SPDX-License-Identifier: MIT */
/*
 * DBG2 decoding: the Microsoft "Debug Port Table 2" specification (the
 * table ACPI 6.5 Table 5.6 reserves the signature for), cross-checked
 * against ACPICA actbl1.h.  All offsets are claims and are range-checked.
 */
#include "acpilint/dbg2.h"
#include "acpilint/field.h"

#include <string.h>

/* DBG2 Table 3, serial port subtypes; SPCR Interface Type uses the same numbers. */
static const char *const serial_subtypes[] = {
    [0x00] = "16550 compatible",
    [0x01] = "16550 subset (DBGP Revision 1)",
    [0x02] = "MAX311xE SPI UART",
    [0x03] = "ARM PL011 UART",
    [0x04] = "MSM8x60",
    [0x05] = "Nvidia 16550",
    [0x06] = "TI OMAP",
    [0x08] = "APM88xxxx",
    [0x09] = "MSM8974",
    [0x0A] = "SAM5250",
    [0x0B] = "Intel USIF",
    [0x0C] = "i.MX 6",
    [0x0D] = "ARM SBSA Generic UART (32-bit access only, deprecated)",
    [0x0E] = "ARM SBSA Generic UART",
    [0x0F] = "ARM DCC",
    [0x10] = "BCM2835",
    [0x11] = "SDM845 (1.8432 MHz clock)",
    [0x12] = "16550 with GAS",
    [0x13] = "SDM845 (7.372 MHz clock)",
    [0x14] = "Intel LPSS",
    [0x15] = "RISC-V SBI console",
};

const char *al_dbg2_serial_subtype_name(uint16_t subtype)
{
    if (subtype < sizeof(serial_subtypes) / sizeof(serial_subtypes[0]))
        return serial_subtypes[subtype];
    return NULL;
}

const char *al_dbg2_port_type_name(uint16_t port_type)
{
    switch (port_type) {
    case AL_DBG2_PORT_SERIAL:
        return "Serial";
    case AL_DBG2_PORT_1394:
        return "1394";
    case AL_DBG2_PORT_USB:
        return "USB";
    case AL_DBG2_PORT_NET:
        return "Net";
    default:
        return "Reserved";
    }
}

bool al_dbg2_decode(const struct al_table *t, struct al_dbg2 *out)
{
    memset(out, 0, sizeof(*out));
    out->table = t;
    if (!t || !t->header_complete)
        return false;
    struct al_span b = al_table_body(t);
    out->body_size = b.len;
    out->has_info_fields = al_span_has(b, 36, 8);
    out->info_offset = al_field_get_u32(b, AL_F_DBG2_INFO_OFFSET, 0);
    out->info_count = al_field_get_u32(b, AL_F_DBG2_INFO_COUNT, 0);
    return true;
}

/* A device information structure: Revision, a 2-byte Length, then 19 more fixed bytes. */
#define DBG2_LENGTH_SIZE 2u

void al_dbg2_walk_init(struct al_walk *w, const struct al_dbg2 *d)
{
    uint32_t count = d->has_info_fields ? d->info_count : 0;
    al_walk_init_counted(w, d->table, d->info_offset, count, AL_DBG2_FIXED_SIZE,
                         DBG2_LENGTH_SIZE, AL_DBG2_DEVICE_SIZE);
}

/* [off, off + size) lies after the fixed 22 bytes and inside the structure. */
static bool in_structure(struct al_span dev, size_t off, size_t size)
{
    return off >= AL_DBG2_DEVICE_SIZE && al_span_has(dev, off, size);
}

static void decode_device(struct al_span dev, struct al_dbg2_device *d)
{
    d->revision = al_get_u8(dev, 0);
    d->gas_count = al_field_get_u8(dev, AL_F_DBG2_DEVICE_REGISTER_COUNT, 0);
    d->namespace_length = al_field_get_u16(dev, AL_F_DBG2_DEVICE_NAMEPATH_LENGTH, 0);
    d->namespace_offset = al_field_get_u16(dev, AL_F_DBG2_DEVICE_NAMEPATH_OFFSET, 0);
    d->oem_data_length = al_field_get_u16(dev, AL_F_DBG2_DEVICE_OEM_DATA_LENGTH, 0);
    d->oem_data_offset = al_field_get_u16(dev, AL_F_DBG2_DEVICE_OEM_DATA_OFFSET, 0);
    d->port_type = al_field_get_u16(dev, AL_F_DBG2_DEVICE_PORT_TYPE, 0);
    d->port_subtype = al_field_get_u16(dev, AL_F_DBG2_DEVICE_PORT_SUBTYPE, 0);
    d->reserved = al_field_get_u16(dev, AL_F_DBG2_DEVICE_RESERVED, 0);
    d->base_address_offset = al_field_get_u16(dev, AL_F_DBG2_DEVICE_BASE_ADDRESS_OFFSET, 0);
    d->address_size_offset = al_field_get_u16(dev, AL_F_DBG2_DEVICE_ADDRESS_SIZE_OFFSET, 0);

    d->gas_ok = in_structure(dev, d->base_address_offset, (size_t)d->gas_count * AL_GAS_SIZE);
    d->address_size_ok = in_structure(dev, d->address_size_offset, (size_t)d->gas_count * 4);
    d->oem_data_ok = d->oem_data_length == 0 ||
                     in_structure(dev, d->oem_data_offset, d->oem_data_length);
    /* The namespace string is required and NUL-terminated ("." when there is none). */
    d->namespace_ok = d->namespace_length >= 1 &&
                      in_structure(dev, d->namespace_offset, d->namespace_length) &&
                      al_get_u8(dev, (size_t)d->namespace_offset + d->namespace_length - 1) == 0;
    if (in_structure(dev, d->namespace_offset, d->namespace_length)) {
        size_t n = d->namespace_length;
        if (n > AL_DBG2_NAMESPACE_MAX - 1)
            n = AL_DBG2_NAMESPACE_MAX - 1;
        al_read_bytes(dev, d->namespace_offset, d->namespace_string, n);
        d->namespace_string[n] = '\0';
    }
}

enum al_walk_status al_dbg2_walk_next(struct al_walk *w, struct al_dbg2_device *out)
{
    struct al_walk_item it;
    enum al_walk_status st = al_walk_next(w, &it);
    if (st != AL_WALK_OK)
        return st;
    memset(out, 0, sizeof(*out));
    out->offset = it.offset;
    out->index = it.index;
    out->length = (uint16_t)it.length;
    decode_device(it.bytes, out);
    return AL_WALK_OK;
}

/* The structure's own bytes (walk.h); its Revision stands where other tables have Type. */
static struct al_span device_span(const struct al_table *t, const struct al_dbg2_device *d)
{
    if (!d)
        return al_span_make(NULL, 0);
    return al_walk_structure(t, d->offset, d->revision, d->length, DBG2_LENGTH_SIZE,
                             AL_DBG2_DEVICE_SIZE);
}

bool al_dbg2_device_gas(const struct al_table *t, const struct al_dbg2_device *d, unsigned index,
                        struct al_gas *out)
{
    memset(out, 0, sizeof(*out));
    if (!d || !d->gas_ok || index >= d->gas_count)
        return false;
    struct al_span dev = device_span(t, d);
    size_t off = (size_t)d->base_address_offset + (size_t)index * AL_GAS_SIZE;
    return in_structure(dev, off, AL_GAS_SIZE) && al_gas_decode(dev, off, out);
}

bool al_dbg2_device_address_size(const struct al_table *t, const struct al_dbg2_device *d,
                                 unsigned index, uint32_t *out)
{
    if (!d || !d->address_size_ok || index >= d->gas_count)
        return false;
    struct al_span dev = device_span(t, d);
    size_t off = (size_t)d->address_size_offset + (size_t)index * 4;
    return in_structure(dev, off, 4) && al_read_u32(dev, off, out);
}
