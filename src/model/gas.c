/* SPDX-License-Identifier: MIT */
#include "acpilint/gas.h"
#include "acpilint/field.h"

#include <string.h>

bool al_gas_decode(struct al_span s, size_t offset, struct al_gas *out)
{
    memset(out, 0, sizeof(*out));
    if (!al_span_has(s, offset, AL_GAS_SIZE))
        return false;
    /* ACPI 6.5 Table 5.1: ID, width, offset, access size, then a 64-bit address. */
    out->space_id = al_get_u8(s, offset);
    out->bit_width = al_field_get_u8(s, AL_F_GAS_BIT_WIDTH, offset);
    out->bit_offset = al_field_get_u8(s, AL_F_GAS_BIT_OFFSET, offset);
    out->access_size = al_field_get_u8(s, AL_F_GAS_ACCESS_SIZE, offset);
    out->address = al_field_get_u64(s, AL_F_GAS_ADDRESS, offset);
    return true;
}
