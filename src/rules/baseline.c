/* SPDX-License-Identifier: MIT */
/*
 * Baselines: accepted findings keyed by what they are about (rule, table,
 * OEM table id, field, normalised message), never by offset or file name;
 * contract and file format in include/acpilint/baseline.h.
 */
#include "acpilint/baseline.h"

#include <ctype.h>
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

/* Words followed by a number that says where, not what (seen in the rules' messages). */
static const char *const position_words[] = {"offset", "line", "structure", "node", "device",
                                             "entry", NULL};

/* Length of a number at s: decimal, or 0x and hex digits; 0 when none. */
static size_t number_at(const char *s)
{
    size_t n = 0;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && isxdigit((unsigned char)s[2])) {
        n = 2;
        while (isxdigit((unsigned char)s[n]))
            n++;
        return n;
    }
    while (isdigit((unsigned char)s[n]))
        n++;
    return n;
}

void al_baseline_normalise(const char *text, char *out, size_t out_size)
{
    size_t o = 0;
    if (!out_size)
        return;
    for (const char *p = text; *p && o + 1 < out_size;) {
        size_t n = 0; /* set by every match below before use; gcc -O1 cannot see it */
        /* "[3]" -> "[]" */
        if (*p == '[' && (n = number_at(p + 1)) && p[1 + n] == ']') {
            if (o + 2 < out_size) {
                out[o++] = '[';
                out[o++] = ']';
            }
            p += n + 2;
            continue;
        }
        /* "+0x2c" -> "+_" */
        if (*p == '+' && p[1] == '0' && (p[2] == 'x' || p[2] == 'X') && (n = number_at(p + 1))) {
            if (o + 2 < out_size) {
                out[o++] = '+';
                out[o++] = '_';
            }
            p += n + 1;
            continue;
        }
        /* "offset 44", "structure 3" -> "offset _", "structure _" (whole words only) */
        bool word_start = p == text || !isalnum((unsigned char)p[-1]);
        const char *const *w = position_words;
        size_t wl = 0;
        for (; word_start && *w; w++) {
            wl = strlen(*w);
            if (strncmp(p, *w, wl) == 0 && p[wl] == ' ' && (n = number_at(p + wl + 1)) &&
                !isalnum((unsigned char)p[wl + 1 + n]))
                break;
        }
        if (word_start && *w) {
            int k = snprintf(out + o, out_size - o, "%s _", *w);
            o += k > 0 && (size_t)k < out_size - o ? (size_t)k : 0;
            p += wl + 1 + n;
            continue;
        }
        out[o++] = *p++;
    }
    out[o] = '\0';
}

/* The canonical, normalised form of a field or message (malloc'ed), or NULL. */
static char *canon_normal(const char *text)
{
    size_t n = strlen(text) + 1;
    char *norm = malloc(n);
    if (!norm)
        return NULL;
    al_baseline_normalise(text, norm, n);
    char *c = canon(norm);
    free(norm);
    return c;
}

void al_baseline_free(struct al_baseline *b)
{
    for (size_t i = 0; i < b->count; i++) {
        free(b->entries[i].rule);
        free(b->entries[i].table);
        free(b->entries[i].oem_table_id);
        free(b->entries[i].field);
        free(b->entries[i].message);
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

static int parse_entry(struct al_ydoc *d, yaml_node_t *item, struct al_baseline_entry *e,
                       int version)
{
    static const char *const keys_v1[] = {"rule", "table", "instance", "oem_table_id", "field",
                                          "offset", "message", NULL};
    static const char *const keys_v2[] = {"rule", "table", "oem_table_id", "field", "message",
                                          NULL};
    const char *const *keys = version == 1 ? keys_v1 : keys_v2;
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
        (version == 2 && get_string(d, item, "message", &e->message) != 0) ||
        get_number(d, item, "instance", INT32_MAX, &instance) != 0 ||
        get_number(d, item, "offset", UINT64_MAX - 1, &e->offset) != 0)
        return -1;
    if (!e->rule)
        return al_ydoc_fail(d, item, "baseline: a finding without 'rule'");
    if (version == 2 && !e->message)
        return al_ydoc_fail(d, item, "baseline: a finding without 'message' (part of its key)");
    /* Hand-written entries may give positions: keys compare normalised (idempotent). */
    char **normal[] = {&e->field, &e->message};
    for (size_t k = 0; version == 2 && k < 2; k++) {
        if (!*normal[k])
            continue;
        al_baseline_normalise(*normal[k], *normal[k], strlen(*normal[k]) + 1);
    }
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
    const char *v = version ? al_ydoc_scalar(version) : NULL;
    b->version = v && strcmp(v, "1") == 0 ? 1 : v && strcmp(v, "2") == 0 ? 2 : 0;
    if (rc == 0 && !b->version)
        rc = al_ydoc_fail(&d, version ? version : root,
                          "not an acpilint baseline ('acpilint-baseline: 2', or 1 for the "
                          "older format, expected)");
    if (rc == 0 && list && list->type != YAML_SEQUENCE_NODE)
        rc = al_ydoc_fail(&d, list, "baseline: findings must be a list");
    if (rc == 0 && list) {
        size_t n = (size_t)(list->data.sequence.items.top - list->data.sequence.items.start);
        b->entries = calloc(n ? n : 1, sizeof(*b->entries));
        if (!b->entries)
            rc = al_ydoc_fail(&d, list, "out of memory");
        for (yaml_node_item_t *i = list->data.sequence.items.start;
             rc == 0 && i < list->data.sequence.items.top; i++) {
            rc = parse_entry(&d, al_ydoc_node(&d, *i), &b->entries[b->count], b->version);
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

/* Version 1: rule, table instance, offset, table, OEM table id and field, exactly. */
static bool matches_v1(const struct al_baseline_entry *e, const struct al_finding *f)
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

/*
 * The version 2 key of a finding, canonical, its parts separated by 0x1f (a
 * byte canon() never leaves): rule, table, OEM table id, field, message.
 */
char *al_baseline_key(const struct al_finding *f)
{
    char *parts[5] = {canon(f->rule), canon_n(f->table, strnlen(f->table, 4)),
                      canon(f->oem_table_id), f->field ? canon_normal(f->field) : NULL,
                      canon_normal(f->message)};
    size_t n = 0;
    for (int i = 0; i < 5; i++)
        n += (parts[i] ? strlen(parts[i]) : 0) + 2;
    char *key = malloc(n);
    if (key) {
        key[0] = '\0';
        for (int i = 0; i < 5; i++) {
            if (i == 3 && !f->field)
                strcat(key, "\x1e"); /* no field is not the empty field */
            else
                strcat(key, parts[i] ? parts[i] : "");
            strcat(key, "\x1f");
        }
    }
    for (int i = 0; i < 5; i++)
        free(parts[i]);
    return key;
}

static char *entry_key(const struct al_baseline_entry *e)
{
    const char *parts[5] = {e->rule, e->table, e->oem_table_id, e->field ? e->field : "\x1e",
                            e->message ? e->message : ""};
    size_t n = 0;
    for (int i = 0; i < 5; i++)
        n += strlen(parts[i]) + 1;
    char *key = malloc(n + 1);
    if (key) {
        key[0] = '\0';
        for (int i = 0; i < 5; i++) {
            strcat(key, parts[i]);
            strcat(key, "\x1f");
        }
    }
    return key;
}

bool al_baseline_entry_matches(const struct al_baseline_entry *e, const struct al_finding *f)
{
    if (!e->message)
        return matches_v1(e, f);
    char *a = al_baseline_key(f), *b = entry_key(e);
    bool eq = a && b && strcmp(a, b) == 0;
    free(a);
    free(b);
    return eq;
}

struct keyed_entry {
    char *key;
    struct al_baseline_entry *entry;
};

static int by_key(const void *a, const void *b)
{
    const struct keyed_entry *x = a, *y = b;
    int r = strcmp(x->key, y->key);
    /* Equal keys in file order: the first unused one accepts. */
    return r ? r : (x->entry > y->entry) - (x->entry < y->entry);
}

/* Marks f accepted by b. */
static void accept(struct al_finding *f, const char *justification)
{
    f->suppressed = true;
    f->baselined = true;
    f->justification = justification;
}

size_t al_baseline_apply(struct al_baseline *b, struct al_tableset *ts)
{
    size_t accepted = 0;
    char why[600];
    snprintf(why, sizeof(why), "accepted by the baseline %s", b->path);
    const char *justification = al_tableset_intern(ts, why);
    if (b->version == 1) {
        for (size_t i = 0; i < ts->findings.count; i++) {
            struct al_finding *f = &ts->findings.items[i];
            for (size_t k = 0; !f->suppressed && k < b->count; k++) {
                if (b->entries[k].used || !matches_v1(&b->entries[k], f))
                    continue;
                b->entries[k].used = true;
                accept(f, justification);
                accepted++;
            }
        }
        return accepted;
    }
    /* Version 2: entries sorted by key, each finding's key looked up (n log n). */
    struct keyed_entry *keys = calloc(b->count ? b->count : 1, sizeof(*keys));
    if (!keys)
        return 0;
    size_t n = 0;
    for (size_t k = 0; k < b->count; k++)
        if ((keys[n].key = entry_key(&b->entries[k])) != NULL)
            keys[n++].entry = &b->entries[k];
    qsort(keys, n, sizeof(*keys), by_key);
    for (size_t i = 0; i < ts->findings.count; i++) {
        struct al_finding *f = &ts->findings.items[i];
        char *key = f->suppressed ? NULL : al_baseline_key(f);
        if (!key)
            continue;
        size_t lo = 0, hi = n;
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (strcmp(keys[mid].key, key) < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        for (; lo < n && strcmp(keys[lo].key, key) == 0; lo++) {
            if (keys[lo].entry->used)
                continue;
            keys[lo].entry->used = true;
            accept(f, justification);
            accepted++;
            break;
        }
        free(key);
    }
    for (size_t k = 0; k < n; k++)
        free(keys[k].key);
    free(keys);
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

/* One finding's version 2 line (malloc'ed), "  - {rule: ..., message: ...}\n". */
static char *entry_line(const struct al_finding *f)
{
    char *rule = canon(f->rule), *table = canon_n(f->table, strnlen(f->table, 4));
    char *oem = canon(f->oem_table_id), *field = f->field ? canon_normal(f->field) : NULL;
    char *message = canon_normal(f->message);
    char *line = NULL;
    size_t size = 0;
    FILE *mem = open_memstream(&line, &size);
    if (mem && rule && table && oem && message && (field || !f->field)) {
        fputs("  - {rule: ", mem);
        put_quoted(mem, rule);
        if (table[0]) {
            fputs(", table: ", mem);
            put_quoted(mem, table);
        }
        if (oem[0]) {
            fputs(", oem_table_id: ", mem);
            put_quoted(mem, oem);
        }
        if (field) {
            fputs(", field: ", mem);
            put_quoted(mem, field);
        }
        fputs(", message: ", mem);
        put_quoted(mem, message);
        fputs("}\n", mem);
    }
    if (mem && fclose(mem) != 0) {
        free(line);
        line = NULL;
    }
    free(rule);
    free(table);
    free(oem);
    free(field);
    free(message);
    return line;
}

static int by_string(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int al_baseline_write(const struct al_tableset *ts, const char *path, char *err,
                      size_t err_size)
{
    /* Sorted, so that a rewrite after a firmware change is a small diff. */
    size_t n = 0;
    char **lines = calloc(ts->findings.count ? ts->findings.count : 1, sizeof(*lines));
    if (!lines) {
        snprintf(err, err_size, "%s: out of memory", path);
        return -1;
    }
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (f->suppressed && !f->baselined)
            continue;
        if (!(lines[n] = entry_line(f))) {
            for (size_t k = 0; k < n; k++)
                free(lines[k]);
            free(lines);
            snprintf(err, err_size, "%s: out of memory", path);
            return -1;
        }
        n++;
    }
    qsort(lines, n, sizeof(*lines), by_string);
    FILE *out = fopen(path, "w");
    if (!out) {
        snprintf(err, err_size, "%s: cannot write: %s", path, strerror(errno));
        for (size_t k = 0; k < n; k++)
            free(lines[k]);
        free(lines);
        return -1;
    }
    fputs("# acpilint baseline: findings accepted on purpose.  With --baseline FILE only\n"
          "# findings not listed here count.  Written by acpilint --write-baseline; the key\n"
          "# of a finding is what it is about: rule, table, oem_table_id, field and message\n"
          "# (positions in them written as _ and []), never an offset or a file name.\n"
          "acpilint-baseline: 2\n"
          "findings:\n",
          out);
    for (size_t k = 0; k < n; k++) {
        fputs(lines[k], out);
        free(lines[k]);
    }
    free(lines);
    if (n == 0)
        fputs("  []\n", out);
    errno = 0;
    bool failed = ferror(out) != 0;
    if (fclose(out) != 0 || failed) {
        snprintf(err, err_size, "%s: cannot write: %s", path,
                 errno ? strerror(errno) : "write error");
        return -1;
    }
    return 0;
}
