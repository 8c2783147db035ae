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
