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
 * sixteen byte lanes added with wrap-around, so each lane holds its bytes'
 * sum modulo 256 and so does the sum of the lanes (a GCC and Clang vector
 * extension: one SSE2 add on x86-64, one NEON add on arm64, per 16 bytes).
 */
uint8_t al_span_sum8(struct al_span s)
{
    typedef uint8_t lanes16 __attribute__((vector_size(16)));
    lanes16 lanes = {0};
    size_t i = 0;
    for (; s.len - i >= sizeof(lanes); i += sizeof(lanes)) {
        lanes16 chunk;
        memcpy(&chunk, s.data + i, sizeof(chunk));
        lanes += chunk;
    }
    uint8_t sum = 0;
    for (size_t k = 0; k < sizeof(lanes); k++)
        sum = (uint8_t)(sum + lanes[k]);
    for (; i < s.len; i++)
        sum = (uint8_t)(sum + s.data[i]);
    return sum;
}
