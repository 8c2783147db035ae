/* SPDX-License-Identifier: MIT */
/*
 * Reads of AML by its grammar (ACPI 6.5 section 20.2), for the checks that
 * look at one term themselves (aml.h says why these are not catalogue
 * fields).  Every byte goes through span.h, so a term cut short by the end
 * of the span is "absent" (false), never a read past it.
 */
#include "aml/aml_internal.h"

bool al_aml_read_opcode(struct al_span s, size_t pos, uint16_t *opcode, size_t *nbytes)
{
    uint8_t lead, second;
    if (!al_read_u8(s, pos, &lead))
        return false;
    if (lead != AML_EXT_PREFIX) {
        *opcode = lead;
        *nbytes = 1;
        return true;
    }
    /* ExtOpPrefix: the opcode is the byte after it (section 20.2.5). */
    if (!al_read_u8(s, pos + 1, &second))
        return false;
    *opcode = (uint16_t)AML_EXT(second);
    *nbytes = 2;
    return true;
}

bool al_aml_read_const(struct al_span s, size_t pos, uint64_t *value, size_t *nbytes)
{
    uint8_t op;
    if (!al_read_u8(s, pos, &op))
        return false;
    size_t width;
    switch (op) {
    case 0x00: *value = 0; *nbytes = 1; return true;          /* ZeroOp */
    case 0x01: *value = 1; *nbytes = 1; return true;          /* OneOp */
    case 0xFF: *value = UINT64_MAX; *nbytes = 1; return true; /* OnesOp */
    case 0x0A: width = 1; break;                              /* BytePrefix ByteData */
    case 0x0B: width = 2; break;                              /* WordPrefix WordData */
    case 0x0C: width = 4; break;                              /* DWordPrefix DWordData */
    case 0x0E: width = 8; break;                              /* QWordPrefix QWordData */
    default: return false;
    }
    /* The data follows its prefix byte, little-endian (section 20.2.3). */
    if (!al_read_uint(s, pos + 1, width, value))
        return false;
    *nbytes = 1 + width;
    return true;
}

bool al_aml_read_seg_count(struct al_span s, size_t pos, uint8_t *count)
{
    /* MultiNamePath := MultiNamePrefix SegCount NameSeg(SegCount), section 20.2.2. */
    return al_read_u8(s, pos + 1, count);
}
