/* SPDX-License-Identifier: MIT */
#include "acpilint/span.h"

#include <string.h>

struct al_span al_span_sub(struct al_span s, size_t offset, size_t size)
{
    if (!al_span_has(s, offset, size))
        return al_span_make(NULL, 0);
    return al_span_make(s.data + offset, size);
}

struct al_span al_span_tail(struct al_span s, size_t offset)
{
    if (offset > s.len)
        return al_span_make(NULL, 0);
    return al_span_make(s.data + offset, s.len - offset);
}

bool al_read_uint(struct al_span s, size_t offset, size_t size, uint64_t *out)
{
    if (size == 0 || size > 8 || !al_span_has(s, offset, size))
        return false;
    uint64_t v = 0;
    for (size_t i = size; i-- > 0;)
        v = (v << 8) | s.data[offset + i];
    *out = v;
    return true;
}

bool al_span_find_u8(struct al_span s, size_t from, size_t to, uint8_t byte, size_t *at)
{
    if (to > s.len)
        to = s.len;
    if (from >= to)
        return false;
    const uint8_t *hit = memchr(s.data + from, byte, to - from);
    if (!hit)
        return false;
    *at = (size_t)(hit - s.data);
    return true;
}

bool al_read_u16(struct al_span s, size_t offset, uint16_t *out)
{
    uint64_t v;
    if (!al_read_uint(s, offset, 2, &v))
        return false;
    *out = (uint16_t)v;
    return true;
}

bool al_read_u32(struct al_span s, size_t offset, uint32_t *out)
{
    uint64_t v;
    if (!al_read_uint(s, offset, 4, &v))
        return false;
    *out = (uint32_t)v;
    return true;
}

bool al_read_u64(struct al_span s, size_t offset, uint64_t *out)
{
    return al_read_uint(s, offset, 8, out);
}

bool al_read_bytes(struct al_span s, size_t offset, void *out, size_t size)
{
    if (!al_span_has(s, offset, size))
        return false;
    if (size)
        memcpy(out, s.data + offset, size);
    return true;
}

uint16_t al_get_u16(struct al_span s, size_t offset)
{
    uint16_t v = 0;
    al_read_u16(s, offset, &v);
    return v;
}

uint32_t al_get_u32(struct al_span s, size_t offset)
{
    uint32_t v = 0;
    al_read_u32(s, offset, &v);
    return v;
}

uint64_t al_get_u64(struct al_span s, size_t offset)
{
    uint64_t v = 0;
    al_read_u64(s, offset, &v);
    return v;
}

/*
 * Every table is summed once at load, so this is on the path of every run:
 * eight bytes at a time, as four 16-bit lanes of byte pairs, folded before
 * a lane can overflow (at most 128 words of 2 x 255 each).
 */
uint8_t al_span_sum8(struct al_span s)
{
    const uint64_t low_bytes = 0x00FF00FF00FF00FFull;
    uint32_t sum = 0;
    size_t i = 0;
    while (s.len - i >= 8) {
        uint64_t lanes = 0;
        for (unsigned words = 0; words < 128 && s.len - i >= 8; words++, i += 8) {
            uint64_t w;
            memcpy(&w, s.data + i, 8);
            lanes += (w & low_bytes) + ((w >> 8) & low_bytes);
        }
        for (unsigned k = 0; k < 4; k++)
            sum += (uint32_t)(lanes >> (16 * k)) & 0xFFFF;
    }
    for (; i < s.len; i++)
        sum += s.data[i];
    return (uint8_t)sum;
}
