/* SPDX-License-Identifier: MIT */
/*
 * EISA ids: ACPI 6.5 section 19.6.45 (EISAID) and 6.1.5 (_HID).  A 32-bit
 * integer stored big-endian-in-little-endian: byte-swapped, bits 30-26,
 * 25-21, 20-16 are three letters ('A' + n - 1) and bits 15-0 four hex digits.
 */
#include "acpilint/aml.h"

static uint32_t swap32(uint32_t v)
{
    return (v >> 24) | ((v >> 8) & 0xFF00u) | ((v << 8) & 0xFF0000u) | (v << 24);
}

bool al_eisaid_valid(uint32_t value)
{
    uint32_t v = swap32(value);
    if (v & 0x80000000u)
        return false;
    for (int shift = 26; shift >= 16; shift -= 5) {
        unsigned c = (v >> shift) & 0x1F;
        if (c < 1 || c > 26)
            return false;
    }
    return true;
}

bool al_eisaid_decode(uint32_t value, char out[8])
{
    static const char hex[] = "0123456789ABCDEF";
    uint32_t v = swap32(value);
    out[0] = (char)('@' + ((v >> 26) & 0x1F));
    out[1] = (char)('@' + ((v >> 21) & 0x1F));
    out[2] = (char)('@' + ((v >> 16) & 0x1F));
    for (int i = 0; i < 4; i++)
        out[3 + i] = hex[(v >> (12 - 4 * i)) & 0xF];
    out[7] = '\0';
    return al_eisaid_valid(value);
}
