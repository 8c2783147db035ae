/* SPDX-License-Identifier: MIT */
/* Baselines: accepted findings keyed independently of input file names. */
#include "acpilint/baseline.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/ydoc.h"

/* Canonical form of n bytes: printable ASCII as is, anything else and '\' as \xNN. */
static char *canon_n(const char *s, size_t n)
{
    char *out = malloc(n * 4 + 1);
    if (!out)
        return NULL;
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '\\')
            out[o++] = (char)c;
        else
            o += (size_t)sprintf(out + o, "\\x%02x", c);
    }
    out[o] = '\0';
    return out;
}

static char *canon(const char *s)
{
    return canon_n(s, strlen(s));
}

/* Compares a canonical string with raw bytes. */
static bool canon_equal(const char *want, const char *raw, size_t n)
{
    char *c = canon_n(raw, n);
    bool eq = c && strcmp(c, want) == 0;
    free(c);
    return eq;
}

void al_baseline_free(struct al_baseline *b)
{
    for (size_t i = 0; i < b->count; i++) {
        free(b->entries[i].rule);
        free(b->entries[i].table);
        free(b->entries[i].oem_table_id);
        free(b->entries[i].field);
    }
    free(b->entries);
    free(b->path);
    memset(b, 0, sizeof(*b));
}

static int get_string(struct al_ydoc *d, yaml_node_t *item, const char *key, char **out)
{
    yaml_node_t *n = al_ydoc_get(d, item, key);
    *out = NULL;
    if (!n)
        return 0;
    const char *v = al_ydoc_scalar(n);
    if (!v)
        return al_ydoc_fail(d, n, "baseline: %s must be a single value", key);
    *out = strdup(v);
    return *out ? 0 : al_ydoc_fail(d, n, "out of memory");
}

static int get_number(struct al_ydoc *d, yaml_node_t *item, const char *key, uint64_t max,
                      uint64_t *out)
{
    yaml_node_t *n = al_ydoc_get(d, item, key);
    if (!n)
        return 0;
    const char *v = al_ydoc_scalar(n);
    char *end;
    errno = 0;
    unsigned long long x = v && *v && *v != '-' ? strtoull(v, &end, 0) : 0;
    if (!v || !*v || *v == '-' || errno || *end || x > max)
        return al_ydoc_fail(d, n, "baseline: %s must be a number up to %" PRIu64, key, max);
    *out = x;
    return 0;
}

static int parse_entry(struct al_ydoc *d, yaml_node_t *item, struct al_baseline_entry *e)
{
    static const char *const keys[] = {"rule", "table", "instance", "oem_table_id", "field",
                                       "offset", "message", NULL};
    memset(e, 0, sizeof(*e));
    e->instance = AL_NO_INSTANCE;
    e->offset = AL_NO_OFFSET;
    e->line = al_ydoc_line(item);
    if (item->type != YAML_MAPPING_NODE)
        return al_ydoc_fail(d, item, "baseline: each finding is a mapping");
    uint64_t instance = UINT64_MAX;
    if (al_ydoc_check_keys(d, item, "baseline finding", keys) != 0 ||
        get_string(d, item, "rule", &e->rule) != 0 ||
        get_string(d, item, "table", &e->table) != 0 ||
        get_string(d, item, "oem_table_id", &e->oem_table_id) != 0 ||
        get_string(d, item, "field", &e->field) != 0 ||
        get_number(d, item, "instance", INT32_MAX, &instance) != 0 ||
        get_number(d, item, "offset", UINT64_MAX - 1, &e->offset) != 0)
        return -1;
    if (!e->rule)
        return al_ydoc_fail(d, item, "baseline: a finding without 'rule'");
    if (instance != UINT64_MAX)
        e->instance = (int)instance;
    if (!e->table)
        e->table = strdup("");
    if (!e->oem_table_id)
        e->oem_table_id = strdup("");
    if (!e->table || !e->oem_table_id)
        return al_ydoc_fail(d, item, "out of memory");
    return 0;
}

int al_baseline_parse(struct al_baseline *b, const char *name, const char *text, size_t size,
                      char *err, size_t err_size)
{
    memset(b, 0, sizeof(*b));
    b->path = strdup(name);
    struct al_ydoc d;
    if (!b->path || al_ydoc_load(&d, name, text, size, err, err_size) != 0)
        return -1;
    static const char *const keys[] = {"acpilint-baseline", "findings", NULL};
    yaml_node_t *root = al_ydoc_root(&d);
    yaml_node_t *version = al_ydoc_get(&d, root, "acpilint-baseline");
    yaml_node_t *list = al_ydoc_get(&d, root, "findings");
    int rc = al_ydoc_check_keys(&d, root, "baseline", keys);
    if (rc == 0 && (!version || !al_ydoc_scalar(version) ||
                    strcmp(al_ydoc_scalar(version), "1") != 0))
        rc = al_ydoc_fail(&d, version ? version : root,
                          "not an acpilint baseline (version 1 expected in "
                          "'acpilint-baseline: 1')");
    if (rc == 0 && list && list->type != YAML_SEQUENCE_NODE)
        rc = al_ydoc_fail(&d, list, "baseline: findings must be a list");
    if (rc == 0 && list) {
        size_t n = (size_t)(list->data.sequence.items.top - list->data.sequence.items.start);
        b->entries = calloc(n ? n : 1, sizeof(*b->entries));
        if (!b->entries)
            rc = al_ydoc_fail(&d, list, "out of memory");
        for (yaml_node_item_t *i = list->data.sequence.items.start;
             rc == 0 && i < list->data.sequence.items.top; i++) {
            rc = parse_entry(&d, al_ydoc_node(&d, *i), &b->entries[b->count]);
            b->count++; /* freed with the rest even when half parsed */
        }
    }
    al_ydoc_free(&d);
    return rc;
}

int al_baseline_load(struct al_baseline *b, const char *path, char *err, size_t err_size)
{
    char *text;
    size_t size;
    memset(b, 0, sizeof(*b));
    if (al_read_whole_file(path, &text, &size, err, err_size) != 0)
        return -1;
    int rc = al_baseline_parse(b, path, text, size, err, err_size);
    free(text);
    return rc;
}

bool al_baseline_entry_matches(const struct al_baseline_entry *e, const struct al_finding *f)
{
    if (strcmp(e->rule, f->rule) != 0 || e->instance != f->instance || e->offset != f->offset)
        return false;
    if (!canon_equal(e->table, f->table, strnlen(f->table, 4)) ||
        !canon_equal(e->oem_table_id, f->oem_table_id, strlen(f->oem_table_id)))
        return false;
    if (!e->field || !f->field)
        return !e->field && !f->field;
    return canon_equal(e->field, f->field, strlen(f->field));
}

size_t al_baseline_apply(struct al_baseline *b, struct al_tableset *ts)
{
    size_t accepted = 0;
    char why[600];
    snprintf(why, sizeof(why), "accepted by the baseline %s", b->path);
    const char *justification = al_tableset_intern(ts, why);
    for (size_t i = 0; i < ts->findings.count; i++) {
        struct al_finding *f = &ts->findings.items[i];
        if (f->suppressed)
            continue;
        for (size_t k = 0; k < b->count; k++) {
            struct al_baseline_entry *e = &b->entries[k];
            if (e->used || !al_baseline_entry_matches(e, f))
                continue;
            e->used = true;
            f->suppressed = true;
            f->baselined = true;
            f->justification = justification;
            accepted++;
            break;
        }
    }
    return accepted;
}

/* A YAML double-quoted scalar of a canonical string (only " needs escaping). */
static void put_quoted(FILE *out, const char *canonical)
{
    fputc('"', out);
    for (const char *p = canonical; *p; p++) {
        if (*p == '"' || *p == '\\')
            fputc('\\', out);
        fputc(*p, out);
    }
    fputc('"', out);
}

static void put_string(FILE *out, const char *key, const char *raw, size_t n)
{
    char *c = canon_n(raw, n);
    fprintf(out, ", %s: ", key);
    put_quoted(out, c ? c : "");
    free(c);
}

int al_baseline_write(const struct al_tableset *ts, const char *path, char *err,
                      size_t err_size)
{
    FILE *out = fopen(path, "w");
    if (!out) {
        snprintf(err, err_size, "%s: cannot write: %s", path, strerror(errno));
        return -1;
    }
    fputs("# acpilint baseline: findings accepted on purpose.  With --baseline FILE only\n"
          "# findings not listed here count.  Written by acpilint --write-baseline; the key\n"
          "# of a finding is rule, table, instance, oem_table_id, field and offset.\n"
          "acpilint-baseline: 1\n"
          "findings:\n",
          out);
    size_t written = 0;
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (f->suppressed && !f->baselined)
            continue;
        char *rule = canon(f->rule);
        fputs("  - {rule: ", out);
        put_quoted(out, rule ? rule : "");
        free(rule);
        if (f->table[0])
            put_string(out, "table", f->table, strnlen(f->table, 4));
        if (f->instance != AL_NO_INSTANCE)
            fprintf(out, ", instance: %d", f->instance);
        if (f->oem_table_id[0])
            put_string(out, "oem_table_id", f->oem_table_id, strlen(f->oem_table_id));
        if (f->field)
            put_string(out, "field", f->field, strlen(f->field));
        if (f->offset != AL_NO_OFFSET)
            fprintf(out, ", offset: %" PRIu64, f->offset);
        put_string(out, "message", f->message, strlen(f->message));
        fputs("}\n", out);
        written++;
    }
    if (written == 0)
        fputs("  []\n", out);
    if (fclose(out) != 0) {
        snprintf(err, err_size, "%s: cannot write: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}
