/* SPDX-License-Identifier: MIT */
#include "acpilint/tableset.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/policy.h"
#include "acpilint/rules.h"

void al_tableset_init(struct al_tableset *ts)
{
    memset(ts, 0, sizeof(*ts));
    al_findings_init(&ts->findings);
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
    al_findings_free(&ts->findings);
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
    if (ts->count < AL_MAX_TABLES)
        return false;
    if (!ts->table_limit_reported) {
        ts->table_limit_reported = true;
        al_report(ts, "input.table-limit",
                  al_at_file(src->file, src->line ? AL_NO_OFFSET : src->offset, src->line),
                  "more than %u tables: this one and every later one are not loaded",
                  AL_MAX_TABLES);
    }
    return true;
}

struct al_table *al_tableset_adopt(struct al_tableset *ts, uint8_t *bytes, size_t size,
                                   const char *sig_hint, const struct al_source *src)
{
    if (!grow((void **)&ts->tables, &ts->capacity, ts->count, sizeof(*ts->tables)))
        return NULL;
    struct al_table *t = calloc(1, sizeof(*t));
    if (!t)
        return NULL;
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
    uint8_t *copy = malloc(size ? size : 1);
    if (!copy)
        return NULL;
    if (size)
        memcpy(copy, bytes, size);
    struct al_table *t = al_tableset_adopt(ts, copy, size, sig_hint, src);
    if (!t)
        free(copy);
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

struct al_where al_at_table(const struct al_table *t, uint64_t offset, const char *field)
{
    struct al_where w = {t, offset, NULL, AL_NO_OFFSET, 0, field};
    return w;
}

struct al_where al_at_file(const char *file, uint64_t file_offset, unsigned line)
{
    struct al_where w = {NULL, AL_NO_OFFSET, file, file_offset, line, NULL};
    return w;
}

/* The attribute tells clang's -Wformat-nonliteral that callers check fmt. */
__attribute__((format(printf, 1, 0))) static char *vformat(const char *fmt, va_list ap)
{
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    if (n < 0)
        return strdup("(message could not be formatted)");
    char *buf = malloc((size_t)n + 1);
    if (buf)
        vsnprintf(buf, (size_t)n + 1, fmt, ap);
    return buf;
}

__attribute__((format(printf, 4, 0))) void al_vreport(struct al_tableset *ts, const char *rule_id,
                                                      struct al_where where, const char *fmt,
                                                      va_list ap)
{
    const struct al_policy *policy = ts->policy;
    const struct al_rule *rule =
        al_catalogue_find(policy ? policy->catalogue : al_catalogue_default(), rule_id);
    if (!rule) {
        /* A rule used in code but missing from the catalogue: a build defect. */
        fprintf(stderr, "acpilint: internal error: unknown rule id '%s'\n", rule_id);
        abort();
    }
    int severity = policy ? al_policy_severity(policy, rule) : (int)rule->severity;
    if (severity == AL_RULE_DISABLED)
        return;
    struct al_findings *f = &ts->findings;
    if (!grow((void **)&f->items, &f->capacity, f->count, sizeof(*f->items)))
        return;
    struct al_finding *x = &f->items[f->count];
    memset(x, 0, sizeof(*x));
    x->rule = rule->id;
    x->severity = (enum al_severity)severity;
    x->reference = rule->reference;
    x->message = vformat(fmt, ap);
    x->field = where.field ? strdup(where.field) : NULL;
    x->instance = AL_NO_INSTANCE;
    x->offset = AL_NO_OFFSET;
    x->file_offset = AL_NO_OFFSET;
    if (where.table) {
        const struct al_table *t = where.table;
        memcpy(x->table, t->signature, 5);
        if (t->kind == AL_KIND_SDT)
            snprintf(x->oem_table_id, sizeof(x->oem_table_id), "%.8s", t->header.oem_table_id);
        x->instance = (int)t->instance;
        x->offset = where.offset;
        x->file = t->source.file;
        x->line = t->source.line;
        /* acpidump prints 16 bytes a line: point at the line holding the byte. */
        if (t->source.data_line && where.offset != AL_NO_OFFSET && where.offset / 16 < UINT32_MAX)
            x->line = t->source.data_line + (unsigned)(where.offset / 16);
        if (t->source.line == 0) {
            uint64_t off = where.offset == AL_NO_OFFSET ? 0 : where.offset;
            x->file_offset = t->source.offset + off;
        }
    } else {
        x->file = where.file ? al_tableset_intern(ts, where.file) : NULL;
        x->file_offset = where.file_offset;
        x->line = where.line;
    }
    if (!x->message) {
        free(x->field);
        return;
    }
    const struct al_suppression *sup = policy ? al_policy_match(policy, x) : NULL;
    if (sup) {
        x->suppressed = true;
        x->justification = al_tableset_intern(ts, sup->reason);
    }
    f->count++;
}

void al_report(struct al_tableset *ts, const char *rule_id, struct al_where where,
               const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    al_vreport(ts, rule_id, where, fmt, ap);
    va_end(ap);
}
