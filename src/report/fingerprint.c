/* SPDX-License-Identifier: MIT */
/*
 * Fingerprints of findings for code hosts (SARIF partialFingerprints, GitLab
 * Code Quality fingerprints), one per place (per_place.c): a hash of the
 * baseline key (al_baseline_key: rule id, table signature, OEM table id,
 * field or AML path and message, with positions taken out), so the same
 * defect keeps its fingerprint when the firmware is rebuilt, the dump
 * renamed, reordered or re-taken, and a defect at a new place gets a new
 * one; then the rank of the finding among those of the same key in the run
 * (":1", ":2"), as GitHub does for repeats.
 */
#include "place.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/baseline.h"

/* 64-bit FNV-1a over the fields, each terminated by a 0 byte so "ab"+"c" != "a"+"bc". */
static uint64_t fnv1a(uint64_t h, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3ull;
    }
    return h * 0x100000001b3ull; /* the terminator */
}

/* Two seeds give 128 bits.  Returns false when out of memory. */
static bool hash_finding(const struct al_finding *f, uint64_t h[2])
{
    char *key = al_baseline_key(f);
    if (!key)
        return false;
    h[0] = fnv1a(0xcbf29ce484222325ull, key, strlen(key));
    h[1] = fnv1a(0x84222325cbf29ce4ull, key, strlen(key));
    free(key);
    return true;
}

struct keyed {
    uint64_t h[2];
    size_t index;
};

static int by_hash_then_order(const void *a, const void *b)
{
    const struct keyed *x = a, *y = b;
    for (int k = 0; k < 2; k++)
        if (x->h[k] != y->h[k])
            return x->h[k] < y->h[k] ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

struct al_fingerprint *al_fingerprints(const struct al_tableset *ts)
{
    size_t n = ts->findings.count;
    struct al_fingerprint *out = calloc(n ? n : 1, sizeof(*out));
    struct keyed *keys = malloc((n ? n : 1) * sizeof(*keys));
    if (!out || !keys) {
        free(out);
        free(keys);
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        if (!hash_finding(&ts->findings.items[i], keys[i].h)) {
            free(out);
            free(keys);
            return NULL;
        }
        keys[i].index = i;
    }
    /* The rank among equal hashes, in report order: sort, then count runs (n log n). */
    qsort(keys, n, sizeof(*keys), by_hash_then_order);
    unsigned rank = 0;
    for (size_t i = 0; i < n; i++) {
        bool same = i && keys[i].h[0] == keys[i - 1].h[0] && keys[i].h[1] == keys[i - 1].h[1];
        rank = same ? rank + 1 : 1;
        snprintf(out[keys[i].index].text, sizeof(out->text), "%016" PRIx64 "%016" PRIx64 ":%u",
                 keys[i].h[0], keys[i].h[1], rank);
    }
    free(keys);
    return out;
}
