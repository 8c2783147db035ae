/* SPDX-License-Identifier: MIT */
/*
 * Bounds-checked little-endian access to untrusted bytes.
 *
 * Trust model: every byte of a table comes from firmware and is hostile.
 * A span is a pointer plus the number of bytes really present; a length
 * field inside the data is a claim, never a size.  Every read goes through
 * al_span_has(), which checks `offset + size <= len` without computing the
 * sum (so an offset near SIZE_MAX cannot wrap around).
 */
#ifndef ACPILINT_SPAN_H
#define ACPILINT_SPAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct al_span {
    const uint8_t *data;
    size_t len;
};

static inline struct al_span al_span_make(const void *data, size_t len)
{
    struct al_span s = {(const uint8_t *)data, data ? len : 0};
    return s;
}

/* True when [offset, offset + size) lies inside the span. Overflow-safe. */
static inline bool al_span_has(struct al_span s, size_t offset, size_t size)
{
    return offset <= s.len && size <= s.len - offset;
}

/*
 * The sub-span [offset, offset + size).  Out of range gives an empty span
 * whose data is NULL, so a caller that forgets to check still reads nothing.
 */
struct al_span al_span_sub(struct al_span s, size_t offset, size_t size);

/* The sub-span from offset to the end; empty when offset is past the end. */
struct al_span al_span_tail(struct al_span s, size_t offset);

/* Checked reads: false (and *out untouched) when the field is not present. */
static inline bool al_read_u8(struct al_span s, size_t offset, uint8_t *out)
{
    if (offset >= s.len)
        return false;
    *out = s.data[offset];
    return true;
}
bool al_read_u16(struct al_span s, size_t offset, uint16_t *out);
bool al_read_u32(struct al_span s, size_t offset, uint32_t *out);
bool al_read_u64(struct al_span s, size_t offset, uint64_t *out);
/* Copies size bytes; false when they are not all present. */
bool al_read_bytes(struct al_span s, size_t offset, void *out, size_t size);

/*
 * Reads that return 0 for absent bytes, for decoders that have already
 * checked the whole structure with al_span_has() and want terse code.
 */
/* The one-byte reads are inline: the AML walker makes millions of them. */
static inline uint8_t al_get_u8(struct al_span s, size_t offset)
{
    return offset < s.len ? s.data[offset] : 0;
}
uint16_t al_get_u16(struct al_span s, size_t offset);
uint32_t al_get_u32(struct al_span s, size_t offset);
uint64_t al_get_u64(struct al_span s, size_t offset);

/*
 * Little-endian unsigned integer of 1..8 bytes; false when absent or size
 * invalid.  Inline: the AML walker reads every integer operand with it.
 */
static inline bool al_read_uint(struct al_span s, size_t offset, size_t size, uint64_t *out)
{
    if (size == 0 || size > 8 || !al_span_has(s, offset, size))
        return false;
    uint64_t v = 0;
    for (size_t i = size; i-- > 0;)
        v = (v << 8) | s.data[offset + i];
    *out = v;
    return true;
}

/*
 * The offset of the first `byte` in [from, to) of s (to clamped to the
 * span) into *at; false when there is none.
 */
bool al_span_find_u8(struct al_span s, size_t from, size_t to, uint8_t byte, size_t *at);

/* Sum of all bytes modulo 256 (0 means a valid ACPI checksum). */
uint8_t al_span_sum8(struct al_span s);

#endif
