/* SPDX-License-Identifier: MIT */
/*
 * Fingerprints of findings for code hosts (SARIF partialFingerprints, GitLab
 * Code Quality fingerprints): rule id + table signature + OEM table id +
 * field path, so the same defect keeps its fingerprint when the dump is
 * renamed, reordered or re-taken, and the rank of the finding among those of
 * the same fingerprint in the run (":1", ":2"), as GitHub does for repeats.
 */
#include "place.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* 64-bit FNV-1a over the fields, each terminated by a 0 byte so "ab"+"c" != "a"+"bc". */
static uint64_t fnv1a(uint64_t h, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3ull;
    }
    return h * 0x100000001b3ull; /* the terminator */
}

/* Two seeds give 128 bits. */
static void hash_finding(const struct al_tableset *ts, const struct al_finding *f, uint64_t h[2])
{
    const struct al_table *t = al_finding_table(ts, f);
    const char *oem = f->oem_table_id[0] ? f->oem_table_id : t ? t->header.oem_table_id : "";
    const char *field = f->field ? f->field : "";
    h[0] = 0xcbf29ce484222325ull;
    h[1] = 0x84222325cbf29ce4ull;
    for (int k = 0; k < 2; k++) {
        h[k] = fnv1a(h[k], f->rule, strlen(f->rule));
        h[k] = fnv1a(h[k], f->table, strnlen(f->table, 4));
        h[k] = fnv1a(h[k], oem, strnlen(oem, 8));
        h[k] = fnv1a(h[k], field, strlen(field));
    }
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
        hash_finding(ts, &ts->findings.items[i], keys[i].h);
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
