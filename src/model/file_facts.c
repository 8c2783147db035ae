/* SPDX-License-Identifier: MIT */
/* The file facts of a table set (contract in acpilint/file_facts.h). */
#include "acpilint/file_facts.h"

#include <stdlib.h>
#include <string.h>


/* FNV-1a: names of one run are few, and any spread will do. */
static size_t hash_name(const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return (size_t)h;
}

static struct al_file_facts *slot_of(const struct al_file_facts_set *set, const char *name)
{
    size_t mask = set->size - 1;
    for (size_t i = hash_name(name) & mask;; i = (i + 1) & mask)
        if (!set->slots[i].name || strcmp(set->slots[i].name, name) == 0)
            return &set->slots[i];
}

/* Keeps the table at most half full, so that a probe always ends at a free slot. */
static bool make_room(struct al_file_facts_set *set)
{
    if (2 * (set->count + 1) <= set->size)
        return true;
    size_t size = set->size ? 2 * set->size : 64;
    struct al_file_facts_set grown = {calloc(size, sizeof(*grown.slots)), size, set->count};
    if (!grown.slots)
        return false;
    for (size_t i = 0; i < set->size; i++)
        if (set->slots[i].name)
            *slot_of(&grown, set->slots[i].name) = set->slots[i];
    free(set->slots);
    *set = grown;
    return true;
}

void al_file_facts_note(struct al_file_facts_set *set, const struct al_file_facts *f)
{
    if (!f->name || (set->size && slot_of(set, f->name)->name) || !make_room(set))
        return;
    struct al_file_facts copy = *f;
    copy.name = strdup(f->name);
    copy.real = f->real ? strdup(f->real) : NULL;
    if (!copy.name || (f->real && !copy.real)) {
        free((char *)copy.name);
        free((char *)copy.real);
        return;
    }
    *slot_of(set, copy.name) = copy;
    set->count++;
}

const struct al_file_facts *al_file_facts_of(const struct al_file_facts_set *set,
                                             const char *name)
{
    if (!name || !set->size)
        return NULL;
    const struct al_file_facts *f = slot_of(set, name);
    return f->name ? f : NULL;
}

void al_file_facts_set_text(struct al_file_facts_set *set, const char *name, bool text,
                            unsigned lines)
{
    struct al_file_facts *f = set->size && name ? slot_of(set, name) : NULL;
    if (!f || !f->name)
        return;
    f->text = text;
    f->lines = text ? lines : 0;
    f->counted = true;
}

void al_file_facts_free(struct al_file_facts_set *set)
{
    for (size_t i = 0; i < set->size; i++) {
        free((char *)set->slots[i].name);
        free((char *)set->slots[i].real);
    }
    free(set->slots);
    memset(set, 0, sizeof(*set));
}

/* Binary, not text: a NUL or a control byte other than tab, CR, LF, FF in the first 4 KiB. */
#define TEXT_PROBE 4096

void al_text_count_feed(struct al_text_count *c, const uint8_t *bytes, size_t n)
{
    if (!c->text || !n)
        return;
    size_t i = 0;
    for (; i < n && c->seen < TEXT_PROBE; i++, c->seen++) {
        uint8_t b = bytes[i];
        if (b == 0 || (b < 0x20 && b != '\t' && b != '\r' && b != '\n' && b != '\f')) {
            c->text = false;
            return;
        }
        c->lines += b == '\n';
    }
    c->seen += n - i;
    for (const uint8_t *p = bytes + i, *end = bytes + n;
         p < end && (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
        c->lines++;
    c->last = bytes[n - 1];
}

unsigned al_text_count_lines(const struct al_text_count *c)
{
    return c->lines + (c->last != '\n');
}
