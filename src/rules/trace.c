/* SPDX-License-Identifier: MIT */
/* The certification verdicts a rule predicts (include/acpilint/trace.h). */
#include "acpilint/trace.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/json.h"
#include "acpilint/waivable.h"
#include "rules/embedded.h"

/* The embedded rules/fwts-map.tsv (--rules-dir does not replace it). */
static const char *map_text(void)
{
    for (unsigned i = 0; i < al_embedded_file_count; i++)
        if (strcmp(al_embedded_files[i].name, "rules/fwts-map.tsv") == 0)
            return al_embedded_files[i].data;
    return "";
}

/* Copies [s, s + n) into a field of `size`, cut to fit. */
static void put(char *dst, size_t size, const char *s, size_t n)
{
    snprintf(dst, size, "%.*s", (int)(n < size ? n : size - 1), s);
}

static bool same(const struct al_trace *a, const struct al_trace *b)
{
    return strcmp(a->suite, b->suite) == 0 && strcmp(a->test, b->test) == 0 &&
           strcmp(a->label, b->label) == 0;
}

struct collect {
    struct al_trace *out;
    size_t max, count;
};

static void add(struct collect *c, const struct al_trace *t)
{
    size_t have = c->count < c->max ? c->count : c->max;
    for (size_t i = 0; i < have; i++)
        if (same(&c->out[i], t))
            return;
    if (c->count < c->max)
        c->out[c->count] = *t;
    c->count++;
}

/* One "SUITE TEST [LABEL] [(detail)]" entry of a `certification` value. */
static void parse_entry(struct collect *c, const char *s, size_t n)
{
    struct al_trace t = {{0}, {0}, {0}, {0}, false};
    const char *end = s + n, *p = s;
    const char *words[3] = {NULL, NULL, NULL};
    size_t lens[3] = {0, 0, 0};
    for (int w = 0; w < 3; w++) {
        while (p < end && *p == ' ')
            p++;
        if (p == end || *p == '(')
            break;
        words[w] = p;
        while (p < end && *p != ' ')
            p++;
        lens[w] = (size_t)(p - words[w]);
    }
    if (!words[0] || !words[1])
        return;
    put(t.suite, sizeof(t.suite), words[0], lens[0]);
    put(t.test, sizeof(t.test), words[1], lens[1]);
    if (words[2] && strcmp(t.suite, "FWTS") == 0)
        put(t.label, sizeof(t.label), words[2], lens[2]);
    else if (words[2])
        p = words[2];
    while (p < end && *p == ' ')
        p++;
    put(t.detail, sizeof(t.detail), p, (size_t)(end - p));
    add(c, &t);
}

/*
 * The map's rows by rule id.  A JSON or SARIF report asks for the traces of
 * every finding's rule, and the map has hundreds of rows: scanning it per
 * finding cost a quarter of a fuzz_input execution.  The map is embedded and
 * never changes, so the index is built once per process and kept.
 */
struct map_ref {
    const char *id; /* one rule id of the row's rules column, not terminated */
    size_t id_len;
    const char *row; /* the row: "label<TAB>test<TAB>rules<TAB>note" */
};

static struct {
    struct map_ref *refs;
    size_t count;
    bool built;
} map_index;

/*
 * Calls each(row, id, id_len, ctx) for every rule id of every data row of the
 * map, rows in order, ids in each row's order.
 */
static void each_map_ref(void (*each)(const char *, const char *, size_t, void *), void *ctx)
{
    for (const char *line = map_text(); *line;) {
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        const char *tab1 = memchr(line, '\t', n);
        const char *tab2 = tab1 ? memchr(tab1 + 1, '\t', n - (size_t)(tab1 + 1 - line)) : NULL;
        if (line[0] != '#' && tab2) {
            const char *rules = tab2 + 1, *end = line + n;
            const char *tab3 = memchr(rules, '\t', (size_t)(end - rules));
            const char *rules_end = tab3 ? tab3 : end;
            for (const char *p = rules; p < rules_end;) {
                const char *comma = memchr(p, ',', (size_t)(rules_end - p));
                const char *stop = comma ? comma : rules_end;
                each(line, p, (size_t)(stop - p), ctx);
                p = stop + 1;
            }
        }
        line += n + (eol ? 1 : 0);
    }
}

static void count_ref(const char *row, const char *id, size_t id_len, void *ctx)
{
    (void)row, (void)id, (void)id_len;
    ++*(size_t *)ctx;
}

static void keep_ref(const char *row, const char *id, size_t id_len, void *ctx)
{
    (void)ctx;
    map_index.refs[map_index.count++] = (struct map_ref){id, id_len, row};
}

static int cmp_id(const char *a, size_t a_len, const char *b, size_t b_len)
{
    int c = memcmp(a, b, a_len < b_len ? a_len : b_len);
    return c ? c : (a_len > b_len) - (a_len < b_len);
}

/* By id, then by row: a rule's rows keep the map's order. */
static int cmp_ref(const void *pa, const void *pb)
{
    const struct map_ref *a = pa, *b = pb;
    int c = cmp_id(a->id, a->id_len, b->id, b->id_len);
    return c ? c : (a->row > b->row) - (a->row < b->row);
}

/* The index; false when it could not be allocated (then the map is scanned). */
static bool map_indexed(void)
{
    if (map_index.built)
        return map_index.refs != NULL;
    map_index.built = true;
    size_t refs = 0;
    each_map_ref(count_ref, &refs);
    map_index.refs = malloc((refs ? refs : 1) * sizeof(*map_index.refs));
    if (!map_index.refs)
        return false;
    each_map_ref(keep_ref, NULL);
    qsort(map_index.refs, map_index.count, sizeof(*map_index.refs), cmp_ref);
    return true;
}

/* The FWTS trace of map row `row`. */
static void add_row(struct collect *c, const char *row)
{
    const char *tab1 = strchr(row, '\t');
    const char *tab2 = strchr(tab1 + 1, '\t');
    struct al_trace t = {"FWTS", {0}, {0}, {0}, false};
    put(t.test, sizeof(t.test), tab1 + 1, (size_t)(tab2 - tab1 - 1));
    put(t.label, sizeof(t.label), row, (size_t)(tab1 - row));
    add(c, &t);
}

struct scan {
    struct collect *c;
    const char *id;
    const char *last_row; /* a row naming the rule twice gives one trace */
};

static void scan_ref(const char *row, const char *id, size_t id_len, void *ctx)
{
    struct scan *s = ctx;
    if (row != s->last_row && cmp_id(id, id_len, s->id, strlen(s->id)) == 0) {
        s->last_row = row;
        add_row(s->c, row);
    }
}

/* Rows of the map that name the rule, in the map's order. */
static void from_map(struct collect *c, const char *id)
{
    if (!map_indexed()) {
        struct scan s = {c, id, NULL};
        each_map_ref(scan_ref, &s);
        return;
    }
    size_t id_len = strlen(id), lo = 0, hi = map_index.count;
    while (lo < hi) { /* the first ref whose id is not below `id` */
        size_t mid = lo + (hi - lo) / 2;
        const struct map_ref *m = &map_index.refs[mid];
        if (cmp_id(m->id, m->id_len, id, id_len) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    const char *last_row = NULL;
    for (size_t i = lo; i < map_index.count; i++) {
        const struct map_ref *m = &map_index.refs[i];
        if (cmp_id(m->id, m->id_len, id, id_len) != 0)
            break;
        if (m->row != last_row)
            add_row(c, m->row);
        last_row = m->row;
    }
}

size_t al_rule_traces(const struct al_rule *r, struct al_trace *out, size_t max)
{
    struct collect c = {out, max, 0};
    const char *s = r->certification ? r->certification : "";
    while (*s) {
        const char *semi = strchr(s, ';');
        size_t n = semi ? (size_t)(semi - s) : strlen(s);
        parse_entry(&c, s, n);
        s += n + (semi ? 1 : 0);
    }
    from_map(&c, r->id);
    for (size_t i = 0; i < c.count && i < max; i++)
        out[i].waivable = al_acs_waivable(out[i].suite, al_trace_test_suite(&out[i]));
    return c.count;
}

const char *al_trace_test_suite(const struct al_trace *t)
{
    return strcmp(t->suite, "FWTS") == 0 ? t->test : al_acs_module(t->test);
}

bool al_traces_waivable(const struct al_trace *t, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!t[i].waivable)
            return false;
    return n > 0;
}

void al_trace_format(const struct al_trace *t, char *buf, size_t size)
{
    snprintf(buf, size, "%s %s%s%s%s%s", t->suite, t->test, t->label[0] ? " " : "", t->label,
             t->detail[0] ? " " : "", t->detail);
}

void al_trace_json(struct al_json *j, const char *key, const struct al_rule *r)
{
    struct al_trace t[AL_TRACE_MAX];
    size_t n = al_rule_traces(r, t, AL_TRACE_MAX);
    if (!n)
        return;
    al_json_key(j, key);
    al_json_begin_array(j);
    for (size_t i = 0; i < n && i < AL_TRACE_MAX; i++) {
        char text[192];
        al_trace_format(&t[i], text, sizeof(text));
        al_json_begin_object(j);
        al_json_kv_string(j, "suite", t[i].suite);
        al_json_kv_string(j, "test", t[i].test);
        al_json_kv_string(j, "label", t[i].label);
        al_json_kv_string(j, "text", text);
        al_json_kv_bool(j, "waivable", t[i].waivable);
        al_json_end_object(j);
    }
    al_json_end_array(j);
    al_json_kv_bool(j, "waivable", al_traces_waivable(t, n < AL_TRACE_MAX ? n : AL_TRACE_MAX));
}
