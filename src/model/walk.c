/* SPDX-License-Identifier: MIT */
#include "acpilint/walk.h"

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

enum al_walk_status al_walk_step(struct al_span body, size_t cursor, size_t length_size,
                                 size_t min_length, size_t *length)
{
    uint64_t len;
    if (cursor > body.len || !al_read_uint(body, cursor + 1, length_size, &len))
        return AL_WALK_TRUNCATED;
    if (len < 2)
        return AL_WALK_ZERO_LENGTH;
    if (len < min_length)
        return AL_WALK_TOO_SHORT;
    if (len > body.len - cursor)
        return AL_WALK_TRUNCATED;
    *length = (size_t)len;
    return AL_WALK_OK;
}

struct al_walk_start al_counted_walk_start(const struct al_table *t, size_t offset,
                                           uint32_t count, size_t fixed_size)
{
    struct al_walk_start s = {t ? al_table_body(t) : al_span_make(NULL, 0), offset, AL_WALK_OK};
    if (count == 0) {
        s.status = AL_WALK_END;
    } else if (offset < fixed_size || offset > s.body.len) {
        s.status = AL_WALK_BAD_OFFSET;
        if (s.cursor > s.body.len)
            s.cursor = s.body.len;
    }
    return s;
}
