/* SPDX-License-Identifier: MIT */
/* Where a finding points, for code hosts (contract in place.h). */
#include "place.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "acpilint/policy.h"

const struct al_table *al_finding_table(const struct al_tableset *ts, const struct al_finding *f)
{
    if (!f->table[0] || f->instance < 0)
        return NULL;
    return al_tableset_find(ts, f->table, (unsigned)f->instance);
}

const char *al_report_base(const struct al_tableset *ts)
{
    return ts->policy ? ts->policy->base_dir : NULL;
}

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
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

/* Lines of a text file (a last line without a newline counts), or 0 when unreadable. */
static unsigned count_lines(const char *file, bool *text)
{
    FILE *in = fopen(file, "rb");
    *text = true;
    if (!in)
        return 0;
    unsigned lines = 0;
    int c, last = '\n';
    size_t seen = 0;
    while ((c = getc(in)) != EOF) {
        /* Binary, not text: a NUL or a control byte other than tab, CR, LF, FF in the first 4 KiB. */
        if (seen++ < 4096 && (c == 0 || (c < 0x20 && !strchr("\t\r\n\f", c)))) {
            *text = false;
            break;
        }
        lines += c == '\n';
        last = c;
    }
    fclose(in);
    return lines + (last != '\n');
}

/* path relative to base when the file is under it, else its absolute path. */
static void relate(const char *file, const char *base, struct al_place *p)
{
    char real[PATH_MAX], root[PATH_MAX];
    p->relative = false;
    snprintf(p->path, sizeof(p->path), "%s", file);
    if (!realpath(file, real))
        return;
    snprintf(p->path, sizeof(p->path), "%s", real);
    if (!realpath(base ? base : ".", root))
        return;
    size_t n = strlen(root);
    if (n == 1) /* the base is / */
        n = 0;
    if (strncmp(real, root, n) == 0 && real[n] == '/' && real[n + 1]) {
        snprintf(p->path, sizeof(p->path), "%s", real + n + 1);
        p->relative = true;
    }
}

/* The whole of a file: its lines when it is text, else its bytes. */
static void whole_file(struct al_place *p)
{
    struct stat st;
    bool text;
    unsigned lines = count_lines(p->file, &text);
    if (text && lines) {
        p->start_line = 1;
        p->end_line = lines;
    } else if (stat(p->file, &st) == 0) {
        p->has_bytes = true;
        p->byte_offset = 0;
        p->byte_length = (uint64_t)st.st_size;
    }
}

/* The whole of a table: its dump lines (header to last hex line), or its bytes. */
static void whole_table(const struct al_table *t, struct al_place *p)
{
    if (t->source.line) {
        p->start_line = t->source.line;
        p->end_line = t->source.data_line ? t->source.data_line + (unsigned)((t->size + 15) / 16) - 1
                                          : t->source.line;
        if (p->end_line < p->start_line)
            p->end_line = p->start_line;
    } else if (t->source.compressed) {
        whole_file(p);
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
    if (is_dir(p->file)) {
        const struct al_table *stand_in = stand_in_table(ts, p->file);
        if (stand_in) {
            p->file = stand_in->source.file;
            whole_table(stand_in, p);
        } else {
            /* A folder with no table in it: an empty region at its start, the folder itself. */
            p->has_bytes = true;
        }
        relate(p->file, base, p);
        return;
    }
    relate(p->file, base, p);
    const struct al_table *ft = t ? t : table_from(ts, p->file);
    bool compressed = ft && ft->source.compressed;
    if (f->line) {
        p->start_line = p->end_line = f->line;
    } else if (t && f->offset == AL_NO_OFFSET) {
        whole_table(t, p);
    } else if (t && t->source.line && t->source.data_line) {
        /* A field of a table in a text dump: the hex line holding its byte. */
        p->start_line = p->end_line = t->source.data_line + (unsigned)(f->offset / 16);
    } else if (f->file_offset != AL_NO_OFFSET && !compressed) {
        p->has_bytes = true;
        p->byte_offset = f->file_offset;
        p->byte_length = 1;
    } else if (about_file || compressed || t) {
        whole_file(p);
    }
    if (!p->start_line && !p->has_bytes)
        p->has_bytes = true; /* nothing to read (standard input, a vanished file): an empty region */
}
