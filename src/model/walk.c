/* SPDX-License-Identifier: MIT */
#include "acpilint/walk.h"

#include <string.h>

#include "acpilint/field.h"

const char *al_walk_status_name(enum al_walk_status st)
{
    switch (st) {
    case AL_WALK_OK:
        return "ok";
    case AL_WALK_END:
        return "end";
    case AL_WALK_TRUNCATED:
        return "truncated";
    case AL_WALK_ZERO_LENGTH:
        return "zero-length";
    case AL_WALK_TOO_SHORT:
        return "too-short";
    case AL_WALK_BAD_OFFSET:
        return "bad-offset";
    }
    return "unknown";
}

/* The state every walk starts from: the body, its shape, nothing produced yet. */
static void walk_reset(struct al_walk *w, const struct al_table *t, size_t cursor,
                       size_t length_size, size_t min_length)
{
    memset(w, 0, sizeof(*w));
    w->body = t ? al_table_body(t) : al_span_make(NULL, 0);
    w->cursor = cursor;
    w->length_size = length_size;
    w->min_length = min_length;
    w->status = AL_WALK_OK;
}

void al_walk_init(struct al_walk *w, const struct al_table *t, size_t first,
                  size_t length_size, size_t min_length)
{
    walk_reset(w, t, first, length_size, min_length);
    /* A body that ends inside the fixed fields is truncated before any structure. */
    if (w->body.len < first) {
        w->cursor = w->body.len;
        w->status = AL_WALK_TRUNCATED;
    }
}

void al_walk_init_counted(struct al_walk *w, const struct al_table *t, size_t offset,
                          uint32_t count, size_t fixed_size, size_t length_size,
                          size_t min_length)
{
    walk_reset(w, t, offset, length_size, min_length);
    w->counted = true;
    w->count = count;
    if (count == 0) {
        w->status = AL_WALK_END;
    } else if (offset < fixed_size || offset > w->body.len) {
        /* The array may not overlap the table's fixed fields nor start past its end. */
        w->status = AL_WALK_BAD_OFFSET;
        if (w->cursor > w->body.len)
            w->cursor = w->body.len;
    }
}

/*
 * Sizes the structure at the cursor: a Length below 2 would loop or land
 * inside the header, one below min_length cannot hold the header, one past
 * the body would expose bytes that are not the table's.
 */
static enum al_walk_status walk_step(const struct al_walk *w, size_t *length)
{
    uint64_t len;
    if (w->cursor > w->body.len ||
        !al_read_uint(w->body, w->cursor + AL_OFF_SUBTABLE_LENGTH, w->length_size, &len))
        return AL_WALK_TRUNCATED;
    if (len < 2)
        return AL_WALK_ZERO_LENGTH;
    if (len < w->min_length)
        return AL_WALK_TOO_SHORT;
    if (len > w->body.len - w->cursor)
        return AL_WALK_TRUNCATED;
    *length = (size_t)len;
    return AL_WALK_OK;
}

enum al_walk_status al_walk_next(struct al_walk *w, struct al_walk_item *out)
{
    if (w->status != AL_WALK_OK)
        return w->status;
    /* Fewer bytes than a counted walk still wants fail in walk_step as TRUNCATED. */
    if (w->counted ? w->index >= w->count : w->cursor == w->body.len)
        return w->status = AL_WALK_END;
    size_t len;
    enum al_walk_status st = walk_step(w, &len);
    if (st != AL_WALK_OK)
        return w->status = st;
    out->offset = w->cursor;
    out->type = al_get_u8(w->body, w->cursor + AL_OFF_SUBTABLE_TYPE);
    out->length = len;
    out->index = w->index++;
    out->bytes = al_span_sub(w->body, w->cursor, len);
    w->cursor += len;
    return AL_WALK_OK;
}

struct al_span al_walk_structure(const struct al_table *t, size_t offset, uint8_t type,
                                 size_t length, size_t length_size, size_t min_length)
{
    if (!t || length < min_length)
        return al_span_make(NULL, 0);
    struct al_span s = al_span_sub(al_table_body(t), offset, length);
    uint64_t claimed;
    /* An empty or out-of-body s fails the Length read, so it never reaches a decoder. */
    if (al_get_u8(s, AL_OFF_SUBTABLE_TYPE) != type ||
        !al_read_uint(s, AL_OFF_SUBTABLE_LENGTH, length_size, &claimed) ||
        claimed != length)
        return al_span_make(NULL, 0);
    return s;
}
