/* SPDX-License-Identifier: MIT */
/* The certification verdicts a rule predicts (include/acpilint/trace.h). */
#include "acpilint/trace.h"

#include <stdbool.h>
#include <stdio.h>
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

/* Whether the comma-separated list [s, s + n) names id. */
static bool names_rule(const char *s, size_t n, const char *id)
{
    size_t len = strlen(id);
    for (const char *p = s, *end = s + n; p < end;) {
        const char *comma = memchr(p, ',', (size_t)(end - p));
        const char *stop = comma ? comma : end;
        if ((size_t)(stop - p) == len && memcmp(p, id, len) == 0)
            return true;
        p = stop + 1;
    }
    return false;
}

/* Rows "label<TAB>test<TAB>rules<TAB>note" of the map that name the rule. */
static void from_map(struct collect *c, const char *id)
{
    for (const char *line = map_text(); *line;) {
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        const char *tab1 = memchr(line, '\t', n);
        const char *tab2 = tab1 ? memchr(tab1 + 1, '\t', n - (size_t)(tab1 + 1 - line)) : NULL;
        if (line[0] != '#' && tab2) {
            const char *rules = tab2 + 1;
            const char *tab3 = memchr(rules, '\t', n - (size_t)(rules - line));
            size_t rules_len = tab3 ? (size_t)(tab3 - rules) : n - (size_t)(rules - line);
            if (names_rule(rules, rules_len, id)) {
                struct al_trace t = {"FWTS", {0}, {0}, {0}, false};
                put(t.test, sizeof(t.test), tab1 + 1, (size_t)(tab2 - tab1 - 1));
                put(t.label, sizeof(t.label), line, (size_t)(tab1 - line));
                add(c, &t);
            }
        }
        line += n + (eol ? 1 : 0);
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
