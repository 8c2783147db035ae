/* SPDX-License-Identifier: MIT */
/*
 * DBG2 ("DBG2"), Microsoft Debug Port Table 2 (reserved in ACPI 6.5
 * Table 5.6; layout from the Microsoft DBG2 specification, checked against
 * ACPICA's ACPI_TABLE_DBG2 / ACPI_DBG2_DEVICE).  Every offset inside a
 * device information structure is relative to that structure and is
 * checked against both the structure's Length and the table body.
 */
#ifndef ACPILINT_DBG2_H
#define ACPILINT_DBG2_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/gas.h"
#include "acpilint/table.h"
#include "acpilint/walk.h"

#define AL_DBG2_FIXED_SIZE 44u  /* header + OffsetDbgDeviceInfo + NumberDbgDeviceInfo */
#define AL_DBG2_DEVICE_SIZE 22u /* fixed part of a Debug Device Information structure */
#define AL_DBG2_NAMESPACE_MAX 256u

/* Port types (DBG2 Table 2). */
#define AL_DBG2_PORT_SERIAL 0x8000u
#define AL_DBG2_PORT_1394 0x8001u
#define AL_DBG2_PORT_USB 0x8002u
#define AL_DBG2_PORT_NET 0x8003u

/* Serial port subtypes (DBG2 Table 3), also SPCR Interface Type values. */
#define AL_DBG2_SERIAL_16550 0x0000u
#define AL_DBG2_SERIAL_16550_SUBSET 0x0001u
#define AL_DBG2_SERIAL_PL011 0x0003u
#define AL_DBG2_SERIAL_SBSA_32BIT 0x000Du
#define AL_DBG2_SERIAL_SBSA 0x000Eu
#define AL_DBG2_SERIAL_DCC 0x000Fu
#define AL_DBG2_SERIAL_BCM2835 0x0010u
#define AL_DBG2_SERIAL_16550_GAS 0x0012u

/* "Serial", "1394", "USB", "Net" or "Reserved". */
const char *al_dbg2_port_type_name(uint16_t port_type);
/* Name of a serial subtype ("ARM PL011 UART", ...), or NULL when unknown/reserved. */
const char *al_dbg2_serial_subtype_name(uint16_t subtype);

struct al_dbg2 {
    const struct al_table *table;
    size_t body_size;
    uint32_t info_offset; /* OffsetDbgDeviceInfo */
    uint32_t info_count;  /* NumberDbgDeviceInfo */
    bool has_info_fields; /* both fields inside the body */
};

bool al_dbg2_decode(const struct al_table *t, struct al_dbg2 *out);

/*
 * One structure as al_dbg2_walk_next gives it.  The accessors below refuse
 * one whose Revision (byte 0) or Length the table's own bytes do not bear
 * out (al_walk_structure, walk.h).
 */
struct al_dbg2_device {
    size_t offset; /* from the start of the table */
    unsigned index;
    uint8_t revision;
    uint16_t length;
    uint8_t gas_count; /* NumberofGenericAddressRegisters */
    uint16_t namespace_length;
    uint16_t namespace_offset; /* from the start of this structure */
    uint16_t oem_data_length;
    uint16_t oem_data_offset;
    uint16_t port_type;
    uint16_t port_subtype;
    uint16_t reserved;
    uint16_t base_address_offset;
    uint16_t address_size_offset;
    /* Range checks: each array/string lies after the fixed part and inside Length. */
    bool gas_ok;
    bool address_size_ok;
    bool namespace_ok;          /* in range, length >= 1, NUL-terminated */
    bool oem_data_ok;           /* in range, or length 0 */
    char namespace_string[AL_DBG2_NAMESPACE_MAX]; /* copy, NUL-terminated, may be cut */
};

/*
 * Walk (walk.h) over NumberDbgDeviceInfo structures from OffsetDbgDeviceInfo.  Same
 * statuses as the GTDT walk: END after `count` structures, TRUNCATED when
 * the body ends first, ZERO_LENGTH / TOO_SHORT for Length < 22,
 * BAD_OFFSET when the offset is inside the 44 fixed bytes or past the body.
 */
void al_dbg2_walk_init(struct al_walk *w, const struct al_dbg2 *d);
enum al_walk_status al_dbg2_walk_next(struct al_walk *w, struct al_dbg2_device *out);

/* Base address register `index`; false when index >= gas_count or !gas_ok. */
bool al_dbg2_device_gas(const struct al_table *t, const struct al_dbg2_device *d, unsigned index,
                        struct al_gas *out);
/* Address size `index`; false when index >= gas_count or !address_size_ok. */
bool al_dbg2_device_address_size(const struct al_table *t, const struct al_dbg2_device *d,
                                 unsigned index, uint32_t *out);

#endif
