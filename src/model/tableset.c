/* SPDX-License-Identifier: MIT */
#include "acpilint/tableset.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/sink_internal.h"

void al_tableset_init(struct al_tableset *ts)
{
    memset(ts, 0, sizeof(*ts));
    al_findings_init(&ts->findings);
    ts->budget = al_budget_default();
}

/*
 * Tables per signature, so that numbering a table's instance does not scan
 * every table before it: a hostile dump of 160 000 tiny tables took 25 s
 * that way.  Open addressing on the four signature bytes; a full or
 * unallocated index falls back to counting.
 */
struct al_sig_counts {
    size_t size, used; /* slots (a power of two), slots in use */
    struct al_sig_slot {
        uint32_t sig;
        unsigned count; /* 0: empty slot */
    } slots[];
};

static uint32_t sig_key(const char *sig4)
{
    uint32_t k;
    memcpy(&k, sig4, 4);
    return k;
}

static struct al_sig_slot *sig_slot(struct al_sig_counts *c, uint32_t key)
{
    /* Signatures differ in their high bytes ("SSDT", "T001"): mix them down (murmur3). */
    uint32_t h = key;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    size_t mask = c->size - 1, i = h & mask;
    while (c->slots[i].count && c->slots[i].sig != key)
        i = (i + 1) & mask;
    return &c->slots[i];
}

/* Counts one more table of this signature; drops the index when it cannot grow. */
static void sig_count_add(struct al_tableset *ts, const char *sig4)
{
    struct al_sig_counts *c = ts->sig_counts;
    if (!c || 2 * (c->used + 1) > c->size) {
        size_t size = c ? 2 * c->size : 64;
        struct al_sig_counts *grown = calloc(1, sizeof(*grown) + size * sizeof(grown->slots[0]));
        if (!grown) {
            free(ts->sig_counts);
            ts->sig_counts = NULL;
            return;
        }
        grown->size = size;
        for (size_t i = 0; c && i < c->size; i++)
            if (c->slots[i].count) {
                *sig_slot(grown, c->slots[i].sig) = c->slots[i];
                grown->used++;
            }
        free(c);
        ts->sig_counts = c = grown;
    }
    struct al_sig_slot *slot = sig_slot(c, sig_key(sig4));
    if (!slot->count) {
        slot->sig = sig_key(sig4);
        c->used++;
    }
    slot->count++;
}

void al_tableset_free(struct al_tableset *ts)
{
    free(ts->sig_counts);
    for (size_t i = 0; i < ts->count; i++) {
        free(ts->tables[i]->bytes);
        free(ts->tables[i]);
    }
    free(ts->tables);
    for (size_t i = 0; i < ts->string_count; i++)
        free(ts->strings[i]);
    free(ts->strings);
    for (size_t i = 0; i < ts->input_count; i++)
        free(ts->inputs[i]);
    free(ts->inputs);
    al_file_facts_free(&ts->files);
    al_findings_free(&ts->findings);
    al_sink_free(&ts->sink);
    memset(ts, 0, sizeof(*ts));
}

static bool grow(void **items, size_t *capacity, size_t count, size_t item_size)
{
    if (count < *capacity)
        return true;
    size_t cap = *capacity ? *capacity * 2 : 16;
    void *p = realloc(*items, cap * item_size);
    if (!p)
        return false;
    *items = p;
    *capacity = cap;
    return true;
}

const char *al_tableset_intern(struct al_tableset *ts, const char *s)
{
    if (!s)
        return NULL;
    for (size_t i = 0; i < ts->string_count; i++)
        if (strcmp(ts->strings[i], s) == 0)
            return ts->strings[i];
    char **grown = realloc(ts->strings, (ts->string_count + 1) * sizeof(*grown));
    if (!grown)
        return "(out of memory)";
    ts->strings = grown;
    char *copy = strdup(s);
    if (!copy)
        return "(out of memory)";
    ts->strings[ts->string_count++] = copy;
    return copy;
}

static enum al_table_kind kind_of(const uint8_t *bytes, size_t size, const char *sig_hint)
{
    if ((size >= 8 && memcmp(bytes, "RSD PTR ", 8) == 0) ||
        (sig_hint && strcmp(sig_hint, "RSDP") == 0))
        return AL_KIND_RSDP;
    if ((size >= 4 && memcmp(bytes, "FACS", 4) == 0) ||
        (size < 4 && sig_hint && strncmp(sig_hint, "FACS", 4) == 0))
        return AL_KIND_FACS;
    return AL_KIND_SDT;
}

bool al_tableset_full(struct al_tableset *ts, const struct al_source *src)
{
    unsigned limit = ts->budget.tables < AL_MAX_TABLES ? ts->budget.tables : AL_MAX_TABLES;
    if (ts->count < limit)
        return false;
    al_budget_cut(ts, AL_CUT_TABLES, src, limit,
                  "this table and every later one were not loaded");
    return true;
}

/* The table-size limit; the caller has checked the count. */
static bool size_allowed(struct al_tableset *ts, size_t size, const struct al_source *src)
{
    if (size <= ts->budget.table)
        return true;
    char what[96];
    snprintf(what, sizeof(what), "a %zu-byte table was not loaded", size);
    al_budget_cut(ts, AL_CUT_TABLE, src, ts->budget.table, what);
    return false;
}

static void cut_nomem(struct al_tableset *ts, size_t size, const struct al_source *src)
{
    char what[96];
    snprintf(what, sizeof(what), "a %zu-byte table could not be stored and was not loaded", size);
    al_budget_cut(ts, AL_CUT_NOMEM, src, 0, what);
}

struct al_table *al_tableset_adopt(struct al_tableset *ts, uint8_t *bytes, size_t size,
                                   const char *sig_hint, const struct al_source *src)
{
    if (al_tableset_full(ts, src) || !size_allowed(ts, size, src))
        return NULL;
    struct al_table *t = NULL;
    if (!grow((void **)&ts->tables, &ts->capacity, ts->count, sizeof(*ts->tables)) ||
        !(t = calloc(1, sizeof(*t)))) {
        cut_nomem(ts, size, src);
        return NULL;
    }
    t->bytes = bytes;
    t->size = size;
    t->kind = kind_of(bytes, size, sig_hint);
    if (t->kind == AL_KIND_RSDP)
        memcpy(t->signature, "RSDP", 5);
    else if (size >= 4)
        memcpy(t->signature, bytes, 4);
    else if (sig_hint)
        snprintf(t->signature, sizeof(t->signature), "%.4s", sig_hint);
    t->source = *src;
    t->source.file = al_tableset_intern(ts, src->file);
    t->instance = al_tableset_count_sig(ts, t->signature);
    al_table_decode_header(t);
    ts->tables[ts->count++] = t;
    /* Once the index is lost (no memory), counting stays a scan for good. */
    if (ts->sig_counts || ts->count == 1)
        sig_count_add(ts, t->signature);
    return t;
}

struct al_table *al_tableset_add(struct al_tableset *ts, const uint8_t *bytes, size_t size,
                                 const char *sig_hint, const struct al_source *src)
{
    if (al_tableset_full(ts, src) || !size_allowed(ts, size, src))
        return NULL;
    if (!al_budget_reserve(ts, size)) {
        char what[96];
        snprintf(what, sizeof(what), "a %zu-byte table was not loaded", size);
        al_budget_cut(ts, AL_CUT_BYTES, src, ts->budget.bytes, what);
        return NULL;
    }
    uint8_t *copy = malloc(size ? size : 1);
    if (!copy) {
        al_budget_release(ts, size);
        cut_nomem(ts, size, src);
        return NULL;
    }
    if (size)
        memcpy(copy, bytes, size);
    struct al_table *t = al_tableset_adopt(ts, copy, size, sig_hint, src);
    if (!t) {
        al_budget_release(ts, size);
        free(copy);
    }
    return t;
}

const struct al_table *al_tableset_find(const struct al_tableset *ts, const char *sig4,
                                        unsigned instance)
{
    for (size_t i = 0; i < ts->count; i++)
        if (al_table_is(ts->tables[i], sig4) && ts->tables[i]->instance == instance)
            return ts->tables[i];
    return NULL;
}

unsigned al_tableset_count_sig(const struct al_tableset *ts, const char *sig4)
{
    if (ts->sig_counts)
        return sig_slot(ts->sig_counts, sig_key(sig4))->count;
    unsigned n = 0;
    for (size_t i = 0; i < ts->count; i++)
        if (memcmp(ts->tables[i]->signature, sig4, 4) == 0)
            n++;
    return n;
}
