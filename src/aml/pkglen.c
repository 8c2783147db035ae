/* SPDX-License-Identifier: MIT */
/*
 * PkgLength decoding, ACPI 6.5 section 20.2.4 (Package Length Encoding):
 * bits 7-6 of the lead byte give the number of following bytes (0-3).
 * With none, bits 5-0 are the length; otherwise bits 3-0 are the low
 * nibble, bits 5-4 are reserved (must be zero) and each following byte
 * adds 8 more bits.  The length counts the PkgLength bytes themselves.
 */
#include "aml/aml_internal.h"

bool al_aml_pkglen(struct al_span s, size_t pos, uint32_t *len, size_t *nbytes)
{
    uint8_t lead;
    if (!al_read_u8(s, pos, &lead))
        return false;
    unsigned follow = lead >> 6;
    if (follow == 0) {
        *len = lead & 0x3F;
        *nbytes = 1;
        return true;
    }
    if (lead & 0x30)
        return false; /* reserved bits set */
    if (!al_span_has(s, pos + 1, follow))
        return false;
    uint32_t v = lead & 0x0F;
    for (unsigned i = 0; i < follow; i++)
        v |= (uint32_t)al_get_u8(s, pos + 1 + i) << (4 + 8 * i);
    *len = v;
    *nbytes = 1 + follow;
    return true;
}
