/* SPDX-License-Identifier: MIT */
/*
 * The item list every section pass fills (al_diff_add()): its own file, so
 * the passes depend on it and run.c on the passes, without a circle.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/diff.h"
#include "diff_internal.h"

static char *dup_or_null(const char *s, bool *oom)
{
    if (!s)
        return NULL;
    char *c = strdup(s);
    if (!c)
        *oom = true;
    return c;
}

struct al_diff_item *al_diff_add(struct al_diff *d, enum al_diff_section section,
                                 enum al_diff_kind kind, const char *subject, const char *old_value,
                                 const char *new_value, const char *detail)
{
    if (d->count == d->capacity) {
        size_t cap = d->capacity ? d->capacity * 2 : 64;
        struct al_diff_item *n = realloc(d->items, cap * sizeof(*n));
        if (!n) {
            d->oom = true;
            return NULL;
        }
        d->items = n;
        d->capacity = cap;
    }
    struct al_diff_item *it = &d->items[d->count];
    memset(it, 0, sizeof(*it));
    it->section = section;
    it->kind = kind;
    bool oom = false;
    it->subject = dup_or_null(subject ? subject : "", &oom);
    it->old_value = dup_or_null(old_value, &oom);
    it->new_value = dup_or_null(new_value, &oom);
    it->detail = dup_or_null(detail, &oom);
    it->count = 1;
    if (oom) {
        free(it->subject);
        free(it->old_value);
        free(it->new_value);
        free(it->detail);
        d->oom = true;
        return NULL;
    }
    d->count++;
    return it;
}

size_t al_diff_section_count(const struct al_diff *d, enum al_diff_section s)
{
    size_t n = 0;
    for (size_t i = 0; i < d->count; i++)
        if (d->items[i].section == s && d->items[i].kind != AL_DIFF_STILL)
            n++;
    return n;
}

const char *al_diff_section_name(enum al_diff_section s)
{
    static const char *const names[] = {"tables", "namespace", "findings", "decisions"};
    return (unsigned)s < AL_DIFF_SECTION_COUNT ? names[s] : "?";
}

const char *al_diff_kind_name(enum al_diff_kind k)
{
    static const char *const names[] = {"added", "removed", "changed", "reordered", "header",
                                        "bytes", "new",     "fixed",   "still"};
    return (unsigned)k < sizeof(names) / sizeof(names[0]) ? names[k] : "?";
}

char *al_diff_label(char *buf, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, size, fmt, ap);
    va_end(ap);
    return buf;
}
