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

uint8_t al_span_sum8(struct al_span s)
{
    unsigned sum = 0;
    for (size_t i = 0; i < s.len; i++)
        sum += s.data[i];
    return (uint8_t)sum;
}
