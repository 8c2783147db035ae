/* SPDX-License-Identifier: MIT */
#include "acpilint/finding.h"

#include <stdlib.h>
#include <string.h>

const char *al_severity_name(enum al_severity sev)
{
    switch (sev) {
    case AL_SEV_ERROR:
        return "error";
    case AL_SEV_WARNING:
        return "warning";
    case AL_SEV_INFO:
        return "info";
    }
    return "error";
}

int al_severity_parse(const char *name)
{
    if (strcmp(name, "error") == 0)
        return AL_SEV_ERROR;
    if (strcmp(name, "warning") == 0)
        return AL_SEV_WARNING;
    if (strcmp(name, "info") == 0)
        return AL_SEV_INFO;
    return -1;
}

void al_findings_init(struct al_findings *f)
{
    memset(f, 0, sizeof(*f));
}

void al_findings_free(struct al_findings *f)
{
    for (size_t i = 0; i < f->count; i++) {
        free(f->items[i].message);
        free(f->items[i].field);
        for (size_t k = 0; k + 1 < f->items[i].count && f->items[i].more; k++) {
            free(f->items[i].more[k].message);
            free(f->items[i].more[k].field);
        }
        free(f->items[i].more);
    }
    free(f->items);
    memset(f, 0, sizeof(*f));
}

static int cmp_str(const char *a, const char *b)
{
    return strcmp(a ? a : "", b ? b : "");
}

static int cmp_u64(uint64_t a, uint64_t b)
{
    return a < b ? -1 : a > b;
}

static int cmp_finding(const void *pa, const void *pb)
{
    const struct al_finding *a = pa, *b = pb;
    int c;
    if ((c = cmp_str(a->file, b->file)) != 0)
        return c;
    if ((c = cmp_u64(a->line, b->line)) != 0)
        return c;
    if ((c = cmp_u64(a->file_offset, b->file_offset)) != 0)
        return c;
    if ((c = cmp_str(a->table, b->table)) != 0)
        return c;
    if ((c = (a->instance > b->instance) - (a->instance < b->instance)) != 0)
        return c;
    if ((c = cmp_u64(a->offset, b->offset)) != 0)
        return c;
    if ((c = cmp_str(a->rule, b->rule)) != 0)
        return c;
    if ((c = cmp_str(a->field, b->field)) != 0)
        return c;
    return cmp_str(a->message, b->message);
}

void al_findings_sort(struct al_findings *f)
{
    if (f->count > 1)
        qsort(f->items, f->count, sizeof(*f->items), cmp_finding);
}

size_t al_findings_count(const struct al_findings *f, enum al_severity sev)
{
    size_t n = 0;
    for (size_t i = 0; i < f->count; i++)
        if (f->items[i].severity == sev && !f->items[i].suppressed)
            n++;
    return n;
}

size_t al_findings_count_suppressed(const struct al_findings *f)
{
    size_t n = 0;
    for (size_t i = 0; i < f->count; i++)
        n += f->items[i].suppressed;
    return n;
}
