/* SPDX-License-Identifier: MIT */
/*
 * A structure-aware libFuzzer mutator for inputs that are ACPI tables back
 * to back (a raw dump, an RSDP then tables).  The kernel and most rules
 * stop at a wrong Length or checksum, and a byte-level mutation almost
 * always breaks one, so two mutations in three work on the structure:
 *
 *   - one table (split by its header's Length) is mutated on its own by
 *     libFuzzer's mutator, may grow or shrink, and gets its Length set to
 *     its new size and its checksum made right: the checks behind a sound
 *     header see new bodies (a CSRT's group lengths, the structure chains
 *     of the NFIT, SDEV, FPDT and VIOT and a TPM2's size are kept where
 *     their checks are reached: fm_fix_structures());
 *   - or the whole input is mutated and then every checksum the header
 *     chain reaches is made right.
 *
 * The third mutation is libFuzzer's alone, so wrong lengths and checksums
 * stay covered.  Including this header (once, in a libFuzzer build) makes it
 * the target's LLVMFuzzerCustomMutator.
 */
#ifndef ACPILINT_FUZZ_MUTATE_H
#define ACPILINT_FUZZ_MUTATE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/table.h"

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);

static inline uint32_t fm_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline void fm_fix_sum(uint8_t *p, size_t len, size_t sum_at)
{
    uint8_t sum = 0;
    p[sum_at] = 0;
    for (size_t i = 0; i < len; i++)
        sum = (uint8_t)(sum + p[i]);
    p[sum_at] = (uint8_t)(0x100 - sum);
}

/* The length of the table at p (RSDP: 36), or 0 when no header fits what is left. */
static inline size_t fm_table_len(const uint8_t *p, size_t left)
{
    if (left >= AL_RSDP_V2_SIZE && memcmp(p, "RSD PTR ", 8) == 0)
        return AL_RSDP_V2_SIZE;
    if (left < AL_HEADER_SIZE)
        return 0;
    uint32_t len = fm_le32(p + 4);
    return len >= AL_HEADER_SIZE && len <= left ? len : 0;
}

static inline void fm_fix_table(uint8_t *p, size_t len)
{
    if (memcmp(p, "RSD PTR ", 8) == 0) {
        fm_fix_sum(p, AL_RSDP_V1_SIZE, 8);
        fm_fix_sum(p, AL_RSDP_V2_SIZE, 32);
    } else if (memcmp(p, "FACS", 4) != 0) { /* the FACS has no checksum */
        fm_fix_sum(p, len, 9);
    }
}

static inline void fm_fix_checksums(uint8_t *data, size_t size)
{
    size_t pos = 0, len;
    while ((len = fm_table_len(data + pos, size - pos)) != 0) {
        fm_fix_table(data + pos, len);
        pos += len;
    }
}

static inline void fm_put_le32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/*
 * Tables that are a chain of structures, each with a Length of 1 or 2 bytes
 * at a fixed place in its header (ACPI 6.5: NFIT 5.2.26 from offset 40,
 * SDEV 5.2.27 and FPDT 5.2.24 from 36, VIOT from its Node Offset at 38).
 */
static const struct fm_chain {
    char sig[4];
    uint8_t start;      /* the first structure's offset (VIOT: read from offset 38) */
    uint8_t len_at;     /* where a structure's Length is in its header */
    uint8_t len_size;   /* 1 or 2 bytes */
    uint8_t min_len;    /* the smallest structure the checks walk past */
} fm_chains[] = {
    {{'N', 'F', 'I', 'T'}, 40, 2, 2, 16},
    {{'S', 'D', 'E', 'V'}, 36, 2, 2, 8},
    {{'F', 'P', 'D', 'T'}, 36, 2, 1, 16},
    {{'V', 'I', 'O', 'T'}, 0, 2, 2, 16},
};

/* Each structure of chain c gets a Length that reaches into the table (else: what is left). */
static inline void fm_fix_chain(uint8_t *t, size_t len, const struct fm_chain *c)
{
    size_t at = c->start;
    if (!at) /* VIOT: Node Offset */
        at = len >= 40 ? (size_t)(t[38] | t[39] << 8) : len;
    while (at + c->len_at + c->len_size <= len && at + c->min_len <= len) {
        uint8_t *lp = t + at + c->len_at;
        size_t s = c->len_size == 1 ? lp[0] : (size_t)(lp[0] | lp[1] << 8);
        size_t max = c->len_size == 1 ? 0xFF : 0xFFFF;
        if (s < c->min_len || s > len - at) {
            s = len - at < max ? len - at : max;
            lp[0] = (uint8_t)s;
            if (c->len_size == 2)
                lp[1] = (uint8_t)(s >> 8);
        }
        at += s;
    }
}

/*
 * Tables whose checks sit behind nested lengths or exact sizes, kept
 * reachable after a one-table mutation: a CSRT's resource groups (24-byte
 * headers from offset 36) each get a Length that reaches into the table (a
 * wrong one is set to what is left), so the descriptors inside are walked,
 * and so do the structures of the chains above; a TPM2 is cut to the
 * largest size its checks tell apart (52 fixed, 64 with Arm SMC parameters,
 * 76 and 80 with the revision 4 and 5 log area) that it holds.  Returns the
 * table's new length.
 */
static inline size_t fm_fix_structures(uint8_t *t, size_t len)
{
    for (size_t i = 0; i < sizeof(fm_chains) / sizeof(fm_chains[0]); i++)
        if (memcmp(t, fm_chains[i].sig, 4) == 0) {
            fm_fix_chain(t, len, &fm_chains[i]);
            return len;
        }
    if (memcmp(t, "CSRT", 4) == 0) {
        size_t at = AL_HEADER_SIZE;
        while (at + 24 <= len) {
            uint32_t g = fm_le32(t + at);
            if (g < 24 || g > len - at) {
                g = (uint32_t)(len - at);
                fm_put_le32(t + at, g);
            }
            at += g;
        }
    } else if (memcmp(t, "TPM2", 4) == 0) {
        static const size_t sizes[] = {80, 76, 64, 52};
        for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
            if (len >= sizes[i])
                return sizes[i];
    }
    return len;
}

/* Mutates table number `pick` (mod the count) alone; 0 when the input holds no table. */
static inline size_t fm_mutate_one_table(uint8_t *data, size_t size, size_t max_size,
                                         unsigned pick)
{
    size_t starts[64], n = 0, pos = 0, len;
    while (n < 64 && (len = fm_table_len(data + pos, size - pos)) != 0) {
        starts[n++] = pos;
        pos += len;
    }
    if (!n)
        return 0;
    size_t k = pick % n, at = starts[k];
    size_t old_len = fm_table_len(data + at, size - at);
    size_t after = size - at - old_len;
    size_t room = max_size - at - after; /* what the table may grow to */
    if (room < AL_HEADER_SIZE || room > UINT32_MAX)
        return 0;
    uint8_t *t = malloc(room);
    if (!t)
        return 0;
    memcpy(t, data + at, old_len);
    bool rsdp = memcmp(t, "RSD PTR ", 8) == 0;
    /* The header's signature stays; the rest of the table is libFuzzer's. */
    size_t keep = rsdp ? 8 : 4;
    size_t new_len = keep + LLVMFuzzerMutate(t + keep, old_len - keep, room - keep);
    if (rsdp)
        new_len = AL_RSDP_V2_SIZE <= room ? AL_RSDP_V2_SIZE : old_len;
    if (new_len < AL_HEADER_SIZE)
        new_len = AL_HEADER_SIZE;
    if (!rsdp) {
        new_len = fm_fix_structures(t, new_len);
        fm_put_le32(t + 4, (uint32_t)new_len);
    }
    fm_fix_table(t, new_len);
    memmove(data + at + new_len, data + at + old_len, after);
    memcpy(data + at, t, new_len);
    free(t);
    return at + new_len + after;
}

static inline size_t fm_mutate(uint8_t *data, size_t size, size_t max_size, unsigned seed)
{
    if (seed % 3 == 1) {
        size_t n = fm_mutate_one_table(data, size, max_size, seed / 3);
        if (n)
            return n;
    }
    size = LLVMFuzzerMutate(data, size, max_size);
    if (seed % 3 == 2)
        fm_fix_checksums(data, size);
    return size;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned seed);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned seed)
{
    return fm_mutate(data, size, max_size, seed);
}

#endif
