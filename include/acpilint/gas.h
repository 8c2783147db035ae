/* SPDX-License-Identifier: MIT */
/*
 * Generic Address Structure (ACPI 6.5 section 5.2.3.2, Table 5.1): the
 * 12-byte register address used by the FADT, SPCR, DBG2 and others.
 */
#ifndef ACPILINT_GAS_H
#define ACPILINT_GAS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/span.h"

#define AL_GAS_SIZE 12u

/* Address Space IDs (ACPI 6.5 Table 5.1) the arm64 rules care about. */
#define AL_GAS_SPACE_SYSTEM_MEMORY 0x00u
#define AL_GAS_SPACE_SYSTEM_IO 0x01u
#define AL_GAS_SPACE_PCI_CONFIG 0x02u
#define AL_GAS_SPACE_FFH 0x7Fu

struct al_gas {
    uint8_t space_id;
    uint8_t bit_width;
    uint8_t bit_offset;
    uint8_t access_size; /* 0 undefined, 1 byte, 2 word, 3 dword, 4 qword */
    uint64_t address;
};

/*
 * Decodes the 12 bytes at `offset`; false (and *out zeroed) when they are
 * not all inside the span.
 */
bool al_gas_decode(struct al_span s, size_t offset, struct al_gas *out);

#endif
