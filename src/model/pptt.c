/* SPDX-License-Identifier: MIT */
/*
 * PPTT decoding, ACPI 6.5 section 5.2.30 (Tables 5.157 to 5.162); layouts
 * checked against ACPICA's ACPI_SUBTABLE_HEADER, ACPI_PPTT_PROCESSOR and
 * ACPI_PPTT_CACHE / ACPI_PPTT_CACHE_V1.
 */
#include "acpilint/pptt.h"

#include "acpilint/field.h"

#include <string.h>

const char *al_pptt_type_name(uint8_t type)
{
    switch (type) {
    case AL_PPTT_PROCESSOR:
        return "Processor";
    case AL_PPTT_CACHE:
        return "Cache";
    case AL_PPTT_ID:
        return "ID";
    default:
        return "Reserved";
    }
}

/* ACPI 6.5 section 5.2.30: Type, a 1-byte Length and 2 reserved bytes head every structure. */
#define PPTT_LENGTH_SIZE 1u

void al_pptt_walk_init(struct al_walk *w, const struct al_table *t)
{
    al_walk_init(w, t, AL_PPTT_SUBTABLES_OFFSET, PPTT_LENGTH_SIZE, AL_PPTT_HEADER_SIZE);
}

enum al_walk_status al_pptt_walk_next(struct al_walk *w, struct al_pptt_entry *out)
{
    struct al_walk_item it;
    enum al_walk_status st = al_walk_next(w, &it);
    if (st == AL_WALK_OK)
        *out = (struct al_pptt_entry){.offset = it.offset, .type = it.type,
                                  .length = (uint8_t)it.length, .index = it.index};
    return st;
}

/* The structure's own bytes, or an empty span when e is not a `type` that fits (walk.h). */
static struct al_span entry_span(const struct al_table *t, const struct al_pptt_entry *e,
                                 uint8_t type, size_t min_len)
{
    if (!e || e->type != type)
        return al_span_make(NULL, 0);
    return al_walk_structure(t, e->offset, type, e->length, PPTT_LENGTH_SIZE, min_len);
}

bool al_pptt_processor_decode(const struct al_table *t, const struct al_pptt_entry *e,
                              struct al_pptt_processor *out)
{
    memset(out, 0, sizeof(*out));
    struct al_span s = entry_span(t, e, AL_PPTT_PROCESSOR, AL_PPTT_PROCESSOR_SIZE);
    if (!s.data)
        return false;
    out->flags = al_field_get_u32(s, AL_F_PPTT_PROCESSOR_FLAGS, 0);
    out->parent = al_field_get_u32(s, AL_F_PPTT_PROCESSOR_PARENT, 0);
    out->acpi_processor_id = al_field_get_u32(s, AL_F_PPTT_PROCESSOR_ID, 0);
    out->resource_count = al_field_get_u32(s, AL_F_PPTT_PROCESSOR_RESOURCE_COUNT, 0);
    out->resources_fit = (uint64_t)out->resource_count * 4 <= s.len - AL_PPTT_PROCESSOR_SIZE;
    return true;
}

bool al_pptt_processor_resource(const struct al_table *t, const struct al_pptt_entry *e,
                                uint32_t index, uint32_t *out)
{
    struct al_pptt_processor p;
    if (!al_pptt_processor_decode(t, e, &p) || index >= p.resource_count)
        return false;
    return al_read_u32(entry_span(t, e, AL_PPTT_PROCESSOR, AL_PPTT_PROCESSOR_SIZE),
                       AL_PPTT_PROCESSOR_SIZE + (size_t)index * 4, out);
}

bool al_pptt_cache_decode(const struct al_table *t, const struct al_pptt_entry *e,
                          struct al_pptt_cache *out)
{
    memset(out, 0, sizeof(*out));
    struct al_span s = entry_span(t, e, AL_PPTT_CACHE, AL_PPTT_CACHE_SIZE);
    if (!s.data)
        return false;
    out->flags = al_field_get_u32(s, AL_F_PPTT_CACHE_FLAGS, 0);
    out->next_level = al_field_get_u32(s, AL_F_PPTT_CACHE_NEXT_LEVEL, 0);
    out->size = al_field_get_u32(s, AL_F_PPTT_CACHE_SIZE, 0);
    out->sets = al_field_get_u32(s, AL_F_PPTT_CACHE_SETS, 0);
    out->associativity = al_field_get_u8(s, AL_F_PPTT_CACHE_ASSOCIATIVITY, 0);
    out->attributes = al_field_get_u8(s, AL_F_PPTT_CACHE_ATTRIBUTES, 0);
    out->line_size = al_field_get_u16(s, AL_F_PPTT_CACHE_LINE_SIZE, 0);
    out->has_cache_id = al_field_u32(s, AL_F_PPTT_CACHE_ID, 0, &out->cache_id);
    return true;
}
