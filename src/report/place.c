/* SPDX-License-Identifier: MIT */
/* Where a finding points, for code hosts (contract in place.h). */
#include "place.h"

#include <stdio.h>
#include <string.h>

#include "acpilint/file_facts.h"
#include "acpilint/policy.h"

const struct al_table *al_finding_table(const struct al_tableset *ts, const struct al_finding *f)
{
    if (!f->table[0] || f->instance < 0)
        return NULL;
    return al_tableset_find(ts, f->table, (unsigned)f->instance);
}

const char *al_report_base(const struct al_tableset *ts)
{
    return ts->policy ? ts->policy->base_real : NULL;
}

/* The loader's record of a file (file_facts.h): this module reads no file itself. */
static bool is_dir(const struct al_tableset *ts, const char *path)
{
    const struct al_file_facts *f = al_file_facts_of(&ts->files, path);
    return f && f->folder;
}

/* A table loaded from this file, preferring one whose text-dump line is known. */
static const struct al_table *table_from(const struct al_tableset *ts, const char *file)
{
    const struct al_table *found = NULL;
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        if (t->source.file && strcmp(t->source.file, file) == 0) {
            if (t->source.line)
                return t;
            if (!found)
                found = t;
        }
    }
    return found;
}

/*
 * A finding about a folder (a missing table, a folder with nothing in it)
 * has no file of its own: it points at the XSDT's file, the table that lists
 * the others, else at the first table loaded from under the folder.
 */
static const struct al_table *stand_in_table(const struct al_tableset *ts, const char *dir)
{
    size_t n = strlen(dir);
    const struct al_table *xsdt = al_tableset_find(ts, "XSDT", 0);
    if (xsdt && xsdt->source.file && strncmp(xsdt->source.file, dir, n) == 0)
        return xsdt;
    for (size_t i = 0; i < ts->count; i++)
        if (ts->tables[i]->source.file && strncmp(ts->tables[i]->source.file, dir, n) == 0)
            return ts->tables[i];
    return NULL;
}

/* path relative to the base when the file is under it, else its real path (else as named). */
static void relate(const struct al_tableset *ts, const char *file, const char *root,
                   struct al_place *p)
{
    const struct al_file_facts *f = al_file_facts_of(&ts->files, file);
    p->relative = false;
    snprintf(p->path, sizeof(p->path), "%s", f && f->real ? f->real : file);
    if (!f || !f->real || !root)
        return;
    size_t n = strlen(root);
    if (n == 1) /* the base is / */
        n = 0;
    if (strncmp(f->real, root, n) == 0 && f->real[n] == '/' && f->real[n + 1]) {
        snprintf(p->path, sizeof(p->path), "%s", f->real + n + 1);
        p->relative = true;
    }
}

/* The whole of a file: its lines when it is text, else its bytes (as it was when loaded). */
static void whole_file(const struct al_tableset *ts, struct al_place *p)
{
    const struct al_file_facts *f = al_file_facts_of(&ts->files, p->file);
    if (!f)
        return;
    if (f->text && f->lines) {
        p->start_line = 1;
        p->end_line = f->lines;
    } else if (f->has_size) {
        p->has_bytes = true;
        p->byte_offset = 0;
        p->byte_length = f->size;
    }
}

/* The whole of a table: its dump lines (header to last hex line), or its bytes. */
static void whole_table(const struct al_tableset *ts, const struct al_table *t,
                        struct al_place *p)
{
    if (t->source.line) {
        p->start_line = t->source.line;
        p->end_line = t->source.data_line ? t->source.data_line + (unsigned)((t->size + 15) / 16) - 1
                                          : t->source.line;
        if (p->end_line < p->start_line)
            p->end_line = p->start_line;
    } else if (t->source.compressed) {
        whole_file(ts, p);
    } else {
        p->has_bytes = true;
        p->byte_offset = t->source.offset;
        p->byte_length = t->size ? t->size : 1;
    }
}

void al_place_of(const struct al_tableset *ts, const struct al_finding *f, const char *base,
                 struct al_place *p)
{
    const struct al_table *t = al_finding_table(ts, f);
    memset(p, 0, sizeof(*p));
    p->file = f->file ? f->file : t && t->source.file ? t->source.file
              : ts->input_count                       ? ts->inputs[0]
                                                      : "<input>";
    bool about_file = !t && f->line == 0 && f->file_offset == AL_NO_OFFSET;
    if (is_dir(ts, p->file)) {
        const struct al_table *stand_in = stand_in_table(ts, p->file);
        if (stand_in) {
            p->file = stand_in->source.file;
            whole_table(ts, stand_in, p);
        } else {
            /* A folder with no table in it: an empty region at its start, the folder itself. */
            p->has_bytes = true;
        }
        relate(ts, p->file, base, p);
        return;
    }
    relate(ts, p->file, base, p);
    const struct al_table *ft = t ? t : table_from(ts, p->file);
    bool compressed = ft && ft->source.compressed;
    if (f->line) {
        p->start_line = p->end_line = f->line;
    } else if (t && f->offset == AL_NO_OFFSET) {
        whole_table(ts, t, p);
    } else if (t && t->source.line && t->source.data_line) {
        /* A field of a table in a text dump: the hex line holding its byte. */
        p->start_line = p->end_line = t->source.data_line + (unsigned)(f->offset / 16);
    } else if (f->file_offset != AL_NO_OFFSET && !compressed) {
        p->has_bytes = true;
        p->byte_offset = f->file_offset;
        p->byte_length = 1;
    } else if (about_file || compressed || t) {
        whole_file(ts, p);
    }
    if (!p->start_line && !p->has_bytes)
        p->has_bytes = true; /* nothing to read (standard input, a vanished file): an empty region */
}
