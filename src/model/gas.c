/* SPDX-License-Identifier: MIT */
#include "acpilint/gas.h"

#include <string.h>

bool al_gas_decode(struct al_span s, size_t offset, struct al_gas *out)
{
    memset(out, 0, sizeof(*out));
    if (!al_span_has(s, offset, AL_GAS_SIZE))
        return false;
    /* ACPI 6.5 Table 5.1: ID, width, offset, access size, then a 64-bit address. */
    out->space_id = al_get_u8(s, offset);
    out->bit_width = al_get_u8(s, offset + 1);
    out->bit_offset = al_get_u8(s, offset + 2);
    out->access_size = al_get_u8(s, offset + 3);
    out->address = al_get_u64(s, offset + 4);
    return true;
}
