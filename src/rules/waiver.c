/* SPDX-License-Identifier: MIT */
/* ACS waiver files, read as suppressions and written from findings (include/acpilint/waiver.h). */
#include "acpilint/waiver.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "acpilint/json.h"
#include "acpilint/readfile.h"
#include "acpilint/trace.h"
#include "acpilint/waivable.h"
#include "rules/ydoc.h"

const char *al_waiver_acs_module(const char *id)
{
    return al_acs_module(id);
}

static bool is_fwts(const char *suite)
{
    return strcmp(suite, "FWTS") == 0;
}

/* ---- reading ---- */

/* What one waiver covers: a suite and, below it, optional narrower names. */
struct scope {
    const char *suite, *test_suite, *test_case, *sub;
    const char *reason;
    unsigned line;
};

static const char *keep(struct al_waivers *w, const char *s)
{
    char **grown = realloc(w->strings, (w->string_count + 1) * sizeof(*grown));
    if (!grown)
        return NULL;
    w->strings = grown;
    char *copy = strdup(s);
    if (copy)
        w->strings[w->string_count++] = copy;
    return copy;
}

/* `name` equals `id`, or starts with it followed by a separator ("B_GIC_03 : ..."). */
static bool names_id(const char *name, const char *id)
{
    size_t n = strlen(id);
    return strncmp(name, id, n) == 0 && (name[n] == '\0' || name[n] == ' ' || name[n] == ':');
}

static bool covers(const struct scope *s, const struct al_trace *t)
{
    bool fwts = is_fwts(t->suite);
    if (strcmp(s->suite, t->suite) != 0 && !(fwts && strcmp(s->suite, "BBSR-FWTS") == 0))
        return false;
    if (s->test_suite && (fwts ? strcmp(s->test_suite, t->test) != 0
                               : strcasecmp(s->test_suite, al_waiver_acs_module(t->test)) != 0))
        return false;
    if (s->test_case && !names_id(s->test_case, t->test))
        return false;
    if (s->sub && (fwts ? !t->label[0] || !strstr(s->sub, t->label) : !strstr(s->sub, t->test)))
        return false;
    return true;
}

static int add_scope(struct al_waivers *w, const struct al_catalogue *c, const char *path,
                     const struct scope *s)
{
    char reason[512];
    snprintf(reason, sizeof(reason), "%s (waiver %s:%u)", s->reason, path, s->line);
    const char *kept_reason = NULL, *kept_file = NULL;
    bool named = false;
    size_t before = w->count;
    for (size_t i = 0; i < c->count; i++) {
        struct al_trace t[AL_TRACE_MAX];
        size_t n = al_rule_traces(&c->rules[i], t, AL_TRACE_MAX);
        bool hit = false;
        for (size_t k = 0; k < n && k < AL_TRACE_MAX && !hit; k++)
            if (covers(s, &t[k])) {
                named = true;
                /* apply_waivers.py skips a test suite its category file does not mark
                 * waivable: such a waiver changes no verdict, so it suppresses nothing. */
                hit = t[k].waivable;
            }
        if (!hit)
            continue;
        if (!kept_reason && (!(kept_reason = keep(w, reason)) || !(kept_file = keep(w, path))))
            return -1;
        struct al_suppression *grown = realloc(w->items, (w->count + 1) * sizeof(*grown));
        if (!grown)
            return -1;
        w->items = grown;
        w->items[w->count++] = (struct al_suppression){c->rules[i].id, NULL,     NULL, NULL,
                                                       kept_reason,        kept_file, 0};
    }
    if (named && w->count == before && !w->not_waivable++)
        w->first_not_waivable_line = s->line;
    return 0;
}

struct reader {
    struct al_ydoc d;
    struct al_waivers *w;
    const struct al_catalogue *c;
    const char *path;
};

static const char *scalar_of(struct reader *r, yaml_node_t *map, const char *key)
{
    return map && map->type == YAML_MAPPING_NODE ? al_ydoc_scalar(al_ydoc_get(&r->d, map, key))
                                                 : NULL;
}

/* Adds the scope when the entry has a Reason; an entry without one waives nothing. */
static int entry(struct reader *r, yaml_node_t *map, struct scope s)
{
    s.reason = scalar_of(r, map, "Reason");
    s.line = al_ydoc_line(map);
    if (!s.reason)
        return 0;
    if (add_scope(r->w, r->c, r->path, &s) != 0)
        return al_ydoc_fail(&r->d, map, "out of memory");
    return 0;
}

/* The items of a sequence under key (none when absent); -1 when it is not a list. */
static int items(struct reader *r, yaml_node_t *map, const char *key, yaml_node_item_t **first,
                 yaml_node_item_t **last)
{
    yaml_node_t *n = map && map->type == YAML_MAPPING_NODE ? al_ydoc_get(&r->d, map, key) : NULL;
    *first = *last = NULL;
    if (!n)
        return 0;
    if (n->type != YAML_SEQUENCE_NODE)
        return al_ydoc_fail(&r->d, n, "%s must be a list", key);
    *first = n->data.sequence.items.start;
    *last = n->data.sequence.items.top;
    return 0;
}

static int sub_tests(struct reader *r, yaml_node_t *map, struct scope s)
{
    static const char *const keys[] = {"sub_Test_Path", "sub_Test_Number", "sub_Rule_ID",
                                       "sub_Test_Description", "SubTestID", "sub_Test_GUID"};
    yaml_node_item_t *i, *end;
    if (items(r, map, "SubTests", &i, &end) != 0)
        return -1;
    for (; i < end; i++) {
        yaml_node_t *sub = al_ydoc_node(&r->d, *i);
        s.sub = NULL;
        for (size_t k = 0; k < sizeof(keys) / sizeof(keys[0]) && !s.sub; k++)
            s.sub = scalar_of(r, sub, keys[k]);
        if (s.sub && entry(r, sub, s) != 0)
            return -1;
    }
    return 0;
}

static int test_case(struct reader *r, yaml_node_t *map, struct scope s)
{
    s.test_case = scalar_of(r, map, "Test_case");
    if (!s.test_case)
        return 0;
    return entry(r, map, s) != 0 ? -1 : sub_tests(r, map, s);
}

static int test_suite(struct reader *r, yaml_node_t *map, struct scope s)
{
    if (!map || map->type != YAML_MAPPING_NODE)
        return al_ydoc_fail(&r->d, map, "each of TestSuites is a mapping");
    s.test_suite = scalar_of(r, map, "TestSuite");
    yaml_node_t *sub_suite = al_ydoc_get(&r->d, map, "SubSuite");
    if (!s.test_suite && sub_suite && (s.test_suite = scalar_of(r, sub_suite, "SubSuite")) &&
        entry(r, sub_suite, s) != 0)
        return -1;
    if (s.test_suite && !sub_suite && entry(r, map, s) != 0)
        return -1;
    yaml_node_item_t *i, *end;
    if (items(r, map, "TestCases", &i, &end) != 0)
        return -1;
    for (; i < end; i++)
        if (test_case(r, al_ydoc_node(&r->d, *i), s) != 0)
            return -1;
    yaml_node_t *one = al_ydoc_get(&r->d, map, "TestCase");
    return one ? test_case(r, one, s) : 0;
}

static int suites(struct reader *r)
{
    yaml_node_t *root = al_ydoc_root(&r->d);
    yaml_node_item_t *i, *end;
    if (!root || root->type != YAML_MAPPING_NODE || !al_ydoc_get(&r->d, root, "Suites"))
        return al_ydoc_fail(&r->d, root, "not a waiver file: it needs a \"Suites\" list");
    if (items(r, root, "Suites", &i, &end) != 0)
        return -1;
    for (; i < end; i++) {
        yaml_node_t *suite = al_ydoc_node(&r->d, *i);
        struct scope s = {scalar_of(r, suite, "Suite"), NULL, NULL, NULL, NULL, 0};
        if (!s.suite)
            return al_ydoc_fail(&r->d, suite, "each of Suites needs a \"Suite\" name");
        if (entry(r, suite, s) != 0)
            return -1;
        yaml_node_item_t *j, *jend;
        if (items(r, suite, "TestSuites", &j, &jend) != 0)
            return -1;
        for (; j < jend; j++)
            if (test_suite(r, al_ydoc_node(&r->d, *j), s) != 0)
                return -1;
    }
    return 0;
}

int al_waivers_load(struct al_waivers *w, const char *path, const struct al_catalogue *c,
                    char *err, size_t err_size)
{
    memset(w, 0, sizeof(*w));
    char *text;
    size_t size;
    if (al_read_whole_file(path, &text, &size, err, err_size) != 0)
        return -1;
    struct reader r = {.w = w, .c = c, .path = path};
    int rc = al_ydoc_load(&r.d, path, text, size, err, err_size);
    free(text);
    if (rc != 0)
        return -1;
    rc = suites(&r);
    al_ydoc_free(&r.d);
    return rc;
}

void al_waivers_free(struct al_waivers *w)
{
    free(w->items);
    for (size_t i = 0; i < w->string_count; i++)
        free(w->strings[i]);
    free(w->strings);
    memset(w, 0, sizeof(*w));
}

/* ---- writing ---- */

struct pending {
    struct al_trace t;
    char group[48]; /* the TestSuite: an ACS module, or the FWTS test */
    const struct al_finding *first;
    size_t more;
};

static int cmp_pending(const void *a, const void *b)
{
    const struct pending *x = a, *y = b;
    int c = strcmp(x->t.suite, y->t.suite);
    if (!c)
        c = strcmp(x->group, y->group);
    if (!c)
        c = strcmp(x->t.test, y->t.test);
    return c ? c : strcmp(x->t.label, y->t.label);
}

static void reason(const struct pending *p, char *buf, size_t size)
{
    snprintf(buf, size, "acpilint %s: %s%s", p->first->rule, p->first->message,
             p->more ? " (and more findings)" : "");
}

static void write_waivers(struct al_json *j, const struct pending *p, size_t n)
{
    char text[1024];
    al_json_begin_object(j);
    al_json_key(j, "Suites");
    al_json_begin_array(j);
    for (size_t i = 0; i < n;) {
        const char *suite = p[i].t.suite;
        al_json_begin_object(j);
        al_json_kv_string(j, "Suite", suite);
        al_json_key(j, "TestSuites");
        al_json_begin_array(j);
        for (; i < n && strcmp(p[i].t.suite, suite) == 0;) {
            const char *group = p[i].group;
            al_json_begin_object(j);
            if (is_fwts(suite)) {
                al_json_key(j, "TestCase");
                al_json_begin_object(j);
                al_json_kv_string(j, "Test_case", group);
                al_json_key(j, "SubTests");
            } else {
                al_json_kv_string(j, "TestSuite", group);
                al_json_key(j, "TestCases");
            }
            al_json_begin_array(j);
            for (; i < n && strcmp(p[i].t.suite, suite) == 0 && strcmp(p[i].group, group) == 0;
                 i++) {
                reason(&p[i], text, sizeof(text));
                al_json_begin_object(j);
                if (is_fwts(suite))
                    al_json_kv_string(j, "sub_Test_Description", p[i].t.label);
                else
                    al_json_kv_string(j, "Test_case", p[i].t.test);
                al_json_kv_string(j, "Reason", text);
                al_json_end_object(j);
            }
            al_json_end_array(j);
            if (is_fwts(suite))
                al_json_end_object(j);
            al_json_end_object(j);
        }
        al_json_end_array(j);
        al_json_end_object(j);
    }
    al_json_end_array(j);
    al_json_end_object(j);
    al_json_finish(j);
}

/* Adds the finding's verdict t, or counts it on the entry already made for it. */
static int note(struct pending **p, size_t *n, const struct al_trace *t,
                const struct al_finding *f)
{
    for (size_t i = 0; i < *n; i++)
        if (strcmp((*p)[i].t.suite, t->suite) == 0 && strcmp((*p)[i].t.test, t->test) == 0 &&
            strcmp((*p)[i].t.label, t->label) == 0) {
            (*p)[i].more++;
            return 0;
        }
    struct pending *grown = realloc(*p, (*n + 1) * sizeof(*grown));
    if (!grown)
        return -1;
    *p = grown;
    struct pending *e = &grown[(*n)++];
    e->t = *t;
    snprintf(e->group, sizeof(e->group), "%s",
             is_fwts(t->suite) ? t->test : al_waiver_acs_module(t->test));
    e->first = f;
    e->more = 0;
    return 0;
}

long al_waivers_write(const struct al_tableset *ts, const char *path, size_t *left_out,
                      char *err, size_t err_size)
{
    struct pending *left = NULL; /* the verdicts left out, once each */
    size_t not_waivable = 0;
    const struct al_catalogue *c = ts->policy ? ts->policy->catalogue : al_catalogue_default();
    struct pending *p = NULL;
    size_t n = 0;
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        const struct al_rule *r = f->suppressed ? NULL : al_catalogue_find(c, f->rule);
        struct al_trace t[AL_TRACE_MAX];
        size_t traces = r ? al_rule_traces(r, t, AL_TRACE_MAX) : 0;
        for (size_t k = 0; k < traces && k < AL_TRACE_MAX; k++)
            if (t[k].waivable ? note(&p, &n, &t[k], f) != 0
                              : note(&left, &not_waivable, &t[k], f) != 0) {
                free(p);
                free(left);
                snprintf(err, err_size, "%s: out of memory", path);
                return -1;
            }
    }
    free(left);
    if (left_out)
        *left_out = not_waivable;
    if (n > 1)
        qsort(p, n, sizeof(*p), cmp_pending);
    FILE *out = fopen(path, "w");
    if (!out) {
        free(p);
        snprintf(err, err_size, "%s: cannot write: %s", path, strerror(errno));
        return -1;
    }
    struct al_json j;
    al_json_init(&j, out);
    write_waivers(&j, p, n);
    free(p);
    if (fclose(out) != 0) {
        snprintf(err, err_size, "%s: write error", path);
        return -1;
    }
    return (long)n;
}
