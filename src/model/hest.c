/* SPDX-License-Identifier: MIT */
/* HEST error source walk (hest.h). */
#include "acpilint/hest.h"

#include <stdbool.h>

_Static_assert(AL_OFF_HEST_GHES_NOTIFY == AL_OFF_HEST_GHES_V2_NOTIFY, "version 2 extends version 1");

/* The layout and size of a source of `type` at `at`; AL_LAYOUT_COUNT when none. */
static enum al_layout_id source_layout(struct al_span s, size_t at, uint16_t type, size_t *len)
{
    uint8_t banks;
    switch (type) {
    case AL_HEST_IA32_MCE:
        if (!al_field_u8(s, AL_F_HEST_IA32_MCE_BANK_COUNT, at, &banks))
            return AL_LAYOUT_COUNT;
        *len = AL_SIZE_HEST_IA32_MCE + (size_t)AL_SIZE_HEST_IA32_BANK * banks;
        return AL_L_HEST_IA32_MCE;
    case AL_HEST_IA32_CMC:
        if (!al_field_u8(s, AL_F_HEST_IA32_CMC_BANK_COUNT, at, &banks))
            return AL_LAYOUT_COUNT;
        *len = AL_SIZE_HEST_IA32_CMC + (size_t)AL_SIZE_HEST_IA32_BANK * banks;
        return AL_L_HEST_IA32_CMC;
    case AL_HEST_IA32_DMC:
        if (!al_field_u8(s, AL_F_HEST_IA32_DMC_BANK_COUNT, at, &banks))
            return AL_LAYOUT_COUNT;
        *len = AL_SIZE_HEST_IA32_DMC + (size_t)AL_SIZE_HEST_IA32_BANK * banks;
        return AL_L_HEST_IA32_DMC;
    case AL_HEST_IA32_NMI:
        *len = AL_SIZE_HEST_IA32_NMI;
        return AL_L_HEST_IA32_NMI;
    case AL_HEST_AER_ROOT:
        *len = AL_SIZE_HEST_AER_ROOT;
        return AL_L_HEST_AER_ROOT;
    case AL_HEST_AER_DEVICE:
        *len = AL_SIZE_HEST_AER_DEVICE;
        return AL_L_HEST_AER_DEVICE;
    case AL_HEST_AER_BRIDGE:
        *len = AL_SIZE_HEST_AER_BRIDGE;
        return AL_L_HEST_AER_BRIDGE;
    case AL_HEST_GHES:
        *len = AL_SIZE_HEST_GHES;
        return AL_L_HEST_GHES;
    case AL_HEST_GHES_V2:
        *len = AL_SIZE_HEST_GHES_V2;
        return AL_L_HEST_GHES_V2;
    default:
        return AL_LAYOUT_COUNT;
    }
}

size_t al_hest_notify_offset(uint16_t type)
{
    return type == AL_HEST_GHES || type == AL_HEST_GHES_V2 ? AL_OFF_HEST_GHES_NOTIFY : 0;
}

void al_hest_walk_init(struct al_hest_walk *w, const struct al_table *t)
{
    w->body = t ? al_table_body(t) : al_span_make(NULL, 0);
    w->cursor = AL_SIZE_HEST;
    w->index = 0;
    w->count = 0;
    w->status = al_field_u32(w->body, AL_F_HEST_ERROR_SOURCE_COUNT, 0, &w->count)
                    ? AL_HEST_OK
                    : AL_HEST_OVERFLOW;
}

enum al_hest_walk_status al_hest_walk_next(struct al_hest_walk *w, struct al_hest_source *out)
{
    if (w->status != AL_HEST_OK)
        return w->status;
    if (w->index >= w->count)
        return w->status = AL_HEST_END;
    uint16_t type;
    if (!al_field_u16(w->body, AL_F_HEST_SOURCE_TYPE, w->cursor, &type))
        return w->status = AL_HEST_OVERFLOW;
    size_t len = 0;
    enum al_layout_id layout = source_layout(w->body, w->cursor, type, &len);
    if (layout == AL_LAYOUT_COUNT)
        /* an IA-32 source whose bank count is past the end is an overflow, not an unknown type */
        return w->status = (type == AL_HEST_IA32_MCE || type == AL_HEST_IA32_CMC ||
                            type == AL_HEST_IA32_DMC)
                               ? AL_HEST_OVERFLOW
                               : AL_HEST_UNKNOWN;
    if (!al_span_has(w->body, w->cursor, len))
        return w->status = AL_HEST_OVERFLOW;
    out->offset = w->cursor;
    out->length = len;
    out->type = type;
    out->index = w->index++;
    out->layout = layout;
    w->cursor += len;
    return AL_HEST_OK;
}
