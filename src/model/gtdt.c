/* SPDX-License-Identifier: MIT */
/*
 * GTDT decoding, ACPI 6.5 section 5.2.25 (Tables 5.121 to 5.130); layouts
 * checked against ACPICA's ACPI_TABLE_GTDT, ACPI_GTDT_EL2,
 * ACPI_GTDT_TIMER_BLOCK, ACPI_GTDT_TIMER_ENTRY and ACPI_GTDT_WATCHDOG.
 */
#include "acpilint/gtdt.h"
#include "acpilint/field.h"

#include <string.h>

/* Each timer's GSIV and flags (catalogue fields/gtdt.def), in enum al_gtdt_timer_id order. */
static const size_t timer_offsets[AL_GTDT_TIMER_COUNT] = {
    AL_OFF_GTDT_SECURE_EL1_GSIV, AL_OFF_GTDT_NONSECURE_EL1_GSIV, AL_OFF_GTDT_VIRTUAL_EL1_GSIV,
    AL_OFF_GTDT_EL2_GSIV,        AL_OFF_GTDT_VIRTUAL_EL2_GSIV,
};
static const size_t flags_offsets[AL_GTDT_TIMER_COUNT] = {
    AL_OFF_GTDT_SECURE_EL1_FLAGS, AL_OFF_GTDT_NONSECURE_EL1_FLAGS, AL_OFF_GTDT_VIRTUAL_EL1_FLAGS,
    AL_OFF_GTDT_EL2_FLAGS,        AL_OFF_GTDT_VIRTUAL_EL2_FLAGS,
};
static const char *const timer_names[AL_GTDT_TIMER_COUNT] = {
    "Secure EL1", "Non-Secure EL1", "Virtual EL1", "EL2", "Virtual EL2",
};

const char *al_gtdt_timer_name(enum al_gtdt_timer_id id)
{
    return (unsigned)id < AL_GTDT_TIMER_COUNT ? timer_names[id] : "?";
}

const char *al_gtdt_type_name(uint8_t type)
{
    switch (type) {
    case AL_GTDT_GT_BLOCK:
        return "GT_BLOCK";
    case AL_GTDT_SBSA_WATCHDOG:
        return "SBSA_WATCHDOG";
    default:
        return "Reserved";
    }
}

bool al_gtdt_decode(const struct al_table *t, struct al_gtdt *out)
{
    memset(out, 0, sizeof(*out));
    out->table = t;
    if (!t || !t->header_complete)
        return false;
    struct al_span b = al_table_body(t);
    out->revision = t->header.revision;
    out->body_size = b.len;
    out->has_cnt_control_base =
        al_read_u64(b, AL_OFF_GTDT_CNT_CONTROL_BASE, &out->cnt_control_base);
    al_read_u32(b, AL_OFF_GTDT_RESERVED, &out->reserved);
    for (unsigned i = 0; i < AL_GTDT_TIMER_COUNT; i++) {
        struct al_gtdt_timer *tm = &out->timers[i];
        tm->offset = timer_offsets[i];
        if (!al_span_has(b, tm->offset, 8))
            continue;
        /* The virtual EL2 timer exists from revision 3 (ACPI 6.3); before, those bytes are not the GTDT's. */
        if (i == AL_GTDT_VIRTUAL_EL2 && out->revision < 3)
            continue;
        tm->gsiv = al_get_u32(b, tm->offset);
        tm->flags = al_get_u32(b, flags_offsets[i]);
        tm->present = true;
    }
    out->has_cnt_read_base = al_read_u64(b, AL_OFF_GTDT_CNT_READ_BASE, &out->cnt_read_base);
    out->has_platform_timers = al_span_has(b, AL_OFF_GTDT_PLATFORM_TIMER_COUNT, 8);
    if (out->has_platform_timers) {
        out->platform_timer_count = al_get_u32(b, AL_OFF_GTDT_PLATFORM_TIMER_COUNT);
        out->platform_timer_offset = al_get_u32(b, AL_OFF_GTDT_PLATFORM_TIMER_OFFSET);
    }
    return true;
}

/* ACPI 6.5 Table 5.124: Type, then a 2-byte Length. */
#define GTDT_LENGTH_SIZE 2u

void al_gtdt_walk_init(struct al_walk *w, const struct al_gtdt *g)
{
    uint32_t count = g->has_platform_timers ? g->platform_timer_count : 0;
    /* The array may not overlap the fixed fields (96 bytes in revision 2, 104 from 3). */
    size_t fixed = g->revision >= 3 ? AL_GTDT_REV3_SIZE : AL_GTDT_REV2_SIZE;
    al_walk_init_counted(w, g->table, g->platform_timer_offset, count, fixed,
                         GTDT_LENGTH_SIZE, AL_GTDT_ENTRY_HEADER_SIZE);
}

enum al_walk_status al_gtdt_walk_next(struct al_walk *w, struct al_gtdt_entry *out)
{
    struct al_walk_item it;
    enum al_walk_status st = al_walk_next(w, &it);
    if (st == AL_WALK_OK)
        *out = (struct al_gtdt_entry){.offset = it.offset, .type = it.type,
                                  .length = (uint16_t)it.length, .index = it.index};
    return st;
}

/* The structure's own bytes, or an empty span when e is not a `type` that fits (walk.h). */
static struct al_span entry_span(const struct al_table *t, const struct al_gtdt_entry *e,
                                 uint8_t type, size_t min_len)
{
    if (!e || e->type != type)
        return al_span_make(NULL, 0);
    return al_walk_structure(t, e->offset, type, e->length, GTDT_LENGTH_SIZE, min_len);
}

bool al_gtdt_block_decode(const struct al_table *t, const struct al_gtdt_entry *e,
                          struct al_gtdt_block *out)
{
    memset(out, 0, sizeof(*out));
    struct al_span s = entry_span(t, e, AL_GTDT_GT_BLOCK, AL_GTDT_GT_BLOCK_SIZE);
    if (!s.data)
        return false;
    out->offset = e->offset;
    out->length = e->length;
    out->cnt_ctl_base = al_field_get_u64(s, AL_F_GTDT_GT_BLOCK_CNT_CTL_BASE, 0);
    out->timer_count = al_field_get_u32(s, AL_F_GTDT_GT_BLOCK_TIMER_COUNT, 0);
    out->timer_offset = al_field_get_u32(s, AL_F_GTDT_GT_BLOCK_TIMER_OFFSET, 0);
    /*
     * Both count and offset are claims: the frames must sit after the
     * 20-byte header and inside the structure's own length.  The product
     * is done in 64 bits and compared without forming offset + size.
     */
    uint64_t frames = (uint64_t)out->timer_count * AL_GTDT_GT_FRAME_SIZE;
    out->frames_fit = out->timer_count == 0 ||
                      (out->timer_offset >= AL_GTDT_GT_BLOCK_SIZE &&
                       out->timer_offset <= s.len && frames <= s.len - out->timer_offset);
    return true;
}

bool al_gtdt_block_frame(const struct al_table *t, const struct al_gtdt_block *b, uint32_t index,
                         struct al_gtdt_frame *out)
{
    memset(out, 0, sizeof(*out));
    if (!t || !b || index >= b->timer_count || b->timer_offset < AL_GTDT_GT_BLOCK_SIZE)
        return false;
    struct al_span s = al_span_sub(al_table_body(t), b->offset, b->length);
    uint64_t rel = (uint64_t)b->timer_offset + (uint64_t)index * AL_GTDT_GT_FRAME_SIZE;
    if (rel > s.len || !al_span_has(s, (size_t)rel, AL_GTDT_GT_FRAME_SIZE))
        return false;
    struct al_span f = al_span_sub(s, (size_t)rel, AL_GTDT_GT_FRAME_SIZE);
    /* Table 5.127, GT Block Timer Structure. */
    out->offset = b->offset + (size_t)rel;
    out->frame_number = al_get_u8(f, 0);
    out->cnt_base = al_field_get_u64(f, AL_F_GTDT_GT_FRAME_CNT_BASE, 0);
    out->cnt_el0_base = al_field_get_u64(f, AL_F_GTDT_GT_FRAME_CNT_EL0_BASE, 0);
    out->phys_gsiv = al_field_get_u32(f, AL_F_GTDT_GT_FRAME_PHYS_GSIV, 0);
    out->phys_flags = al_field_get_u32(f, AL_F_GTDT_GT_FRAME_PHYS_FLAGS, 0);
    out->virt_gsiv = al_field_get_u32(f, AL_F_GTDT_GT_FRAME_VIRT_GSIV, 0);
    out->virt_flags = al_field_get_u32(f, AL_F_GTDT_GT_FRAME_VIRT_FLAGS, 0);
    out->common_flags = al_field_get_u32(f, AL_F_GTDT_GT_FRAME_COMMON_FLAGS, 0);
    return true;
}

bool al_gtdt_watchdog_decode(const struct al_table *t, const struct al_gtdt_entry *e,
                             struct al_gtdt_watchdog *out)
{
    memset(out, 0, sizeof(*out));
    struct al_span s = entry_span(t, e, AL_GTDT_SBSA_WATCHDOG, AL_GTDT_WATCHDOG_SIZE);
    if (!s.data)
        return false;
    out->offset = e->offset;
    out->refresh_frame = al_field_get_u64(s, AL_F_GTDT_WATCHDOG_REFRESH_BASE, 0);
    out->control_frame = al_field_get_u64(s, AL_F_GTDT_WATCHDOG_CONTROL_BASE, 0);
    out->gsiv = al_field_get_u32(s, AL_F_GTDT_WATCHDOG_GSIV, 0);
    out->flags = al_field_get_u32(s, AL_F_GTDT_WATCHDOG_FLAGS, 0);
    return true;
}
