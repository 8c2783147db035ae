/* SPDX-License-Identifier: MIT */
/* MCFG decoding, PCI Firmware Specification 3.2 Tables 4-2 and 4-3. */
#include "acpilint/mcfg.h"
#include "acpilint/field.h"

#include <string.h>

bool al_mcfg_decode(const struct al_table *t, struct al_mcfg *out)
{
    memset(out, 0, sizeof(*out));
    out->table = t;
    if (!t || !t->header_complete)
        return false;
    struct al_span b = al_table_body(t);
    out->body_size = b.len;
    if (b.len < AL_MCFG_ENTRIES_OFFSET) {
        /* Even a bare 36-byte header lacks the 8 reserved bytes the layout requires. */
        out->fixed_truncated = true;
        out->trailing = b.len - AL_HEADER_SIZE;
        return true;
    }
    out->reserved = al_field_get_u64(b, AL_F_MCFG_RESERVED, 0);
    size_t rest = b.len - AL_MCFG_ENTRIES_OFFSET;
    out->count = rest / AL_MCFG_ENTRY_SIZE;
    out->trailing = rest % AL_MCFG_ENTRY_SIZE;
    out->partial_entry = out->trailing != 0;
    return true;
}

bool al_mcfg_entry(const struct al_mcfg *m, size_t index, struct al_mcfg_entry *out)
{
    memset(out, 0, sizeof(*out));
    if (!m || !m->table || index >= m->count)
        return false;
    struct al_span b = al_table_body(m->table);
    size_t off = AL_MCFG_ENTRIES_OFFSET + index * AL_MCFG_ENTRY_SIZE;
    if (!al_span_has(b, off, AL_MCFG_ENTRY_SIZE))
        return false;
    out->offset = off;
    out->base_address = al_get_u64(b, off);
    out->segment = al_field_get_u16(b, AL_F_MCFG_ALLOCATION_SEGMENT, off);
    out->start_bus = al_field_get_u8(b, AL_F_MCFG_ALLOCATION_START_BUS, off);
    out->end_bus = al_field_get_u8(b, AL_F_MCFG_ALLOCATION_END_BUS, off);
    out->reserved = al_field_get_u32(b, AL_F_MCFG_ALLOCATION_RESERVED, off);
    return true;
}
