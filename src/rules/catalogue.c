/* SPDX-License-Identifier: MIT */
/* Reading the rule catalogue from YAML with libyaml's event parser (opened on first use). */
#include "acpilint/rules.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "rules/embedded.h"
#include "rules/ydoc.h"

void al_catalogue_init(struct al_catalogue *c)
{
    memset(c, 0, sizeof(*c));
}

void al_catalogue_free(struct al_catalogue *c)
{
    for (size_t i = 0; i < c->string_count; i++)
        free(c->strings[i]);
    free(c->strings);
    free(c->rules);
    memset(c, 0, sizeof(*c));
}

static const char *keep(struct al_catalogue *c, const char *s)
{
    if (c->string_count == c->string_capacity) {
        size_t cap = c->string_capacity ? c->string_capacity * 2 : 64;
        char **grown = realloc(c->strings, cap * sizeof(*grown));
        if (!grown)
            return NULL;
        c->strings = grown;
        c->string_capacity = cap;
    }
    char *copy = strdup(s);
    if (copy)
        c->strings[c->string_count++] = copy;
    return copy;
}

int al_rule_id_valid(const char *id)
{
    bool segment_start = true;
    bool has_dot = false;
    for (const char *p = id; *p; p++) {
        char ch = *p;
        bool alnum = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9');
        if (alnum) {
            segment_start = false;
        } else if ((ch == '.' || ch == '-') && !segment_start) {
            has_dot = has_dot || ch == '.';
            segment_start = true;
        } else {
            return 0;
        }
    }
    return has_dot && !segment_start;
}

/* A rule being read, with the line of each field for messages. */
struct pending {
    const char *id, *severity, *summary, *rationale, *reference, *certification;
    unsigned line;
};

static int finish_rule(struct al_catalogue *c, const char *name, const struct pending *p,
                       char *err, size_t err_size)
{
    const char *missing = !p->id         ? "id"
                          : !p->severity ? "severity"
                          : !p->summary  ? "summary"
                          : !p->reference ? "reference"
                                          : NULL;
    if (missing) {
        snprintf(err, err_size, "%s:%u: rule %s has no '%s'", name, p->line,
                 p->id ? p->id : "(unnamed)", missing);
        return -1;
    }
    if (!al_rule_id_valid(p->id)) {
        snprintf(err, err_size, "%s:%u: rule id '%s' is not dotted lower-case", name, p->line,
                 p->id);
        return -1;
    }
    int sev = al_severity_parse(p->severity);
    if (sev < 0) {
        snprintf(err, err_size, "%s:%u: rule %s: severity '%s' is not error, warning or info",
                 name, p->line, p->id, p->severity);
        return -1;
    }
    for (size_t i = 0; i < c->count; i++)
        if (strcmp(c->rules[i].id, p->id) == 0) {
            snprintf(err, err_size, "%s:%u: rule %s is already defined at %s:%u", name, p->line,
                     p->id, c->rules[i].file, c->rules[i].line);
            return -1;
        }
    if (c->count == c->capacity) {
        size_t cap = c->capacity ? c->capacity * 2 : 64;
        struct al_rule *grown = realloc(c->rules, cap * sizeof(*grown));
        if (!grown) {
            snprintf(err, err_size, "%s: out of memory", name);
            return -1;
        }
        c->rules = grown;
        c->capacity = cap;
    }
    struct al_rule *r = &c->rules[c->count++];
    r->id = p->id;
    r->severity = (enum al_severity)sev;
    r->summary = p->summary;
    r->rationale = p->rationale ? p->rationale : "";
    r->reference = p->reference;
    r->file = keep(c, name);
    r->line = p->line;
    r->certification = p->certification ? p->certification : "";
    return 0;
}

/*
 * The grammar accepted: a mapping whose "rules" key holds a sequence of
 * flat mappings of scalars.  Anything else is an error with its line.
 */
int al_catalogue_parse(struct al_catalogue *c, const char *name, const char *text, size_t size,
                       char *err, size_t err_size)
{
    char why[512];
    const struct al_yaml *y = al_yaml(why, sizeof(why));
    if (!y) {
        snprintf(err, err_size, "%s: %s", name, why);
        return -1;
    }
    yaml_parser_t parser;
    if (!al_yaml_start(y, &parser, name, text, size, err, err_size))
        return -1;
    enum { TOP, TOP_KEY_DONE, IN_RULES, IN_RULE } state = TOP;
    int depth = 0, rc = 0;
    bool in_rules_value = false;
    const char *key = NULL;
    struct pending p = {0};
    for (bool done = false; !done && rc == 0;) {
        yaml_event_t ev;
        if (!y->yaml_parser_parse(&parser, &ev)) {
            al_yaml_error(&parser, name, err, err_size);
            rc = -1;
            break;
        }
        unsigned line = (unsigned)ev.start_mark.line + 1;
        switch (ev.type) {
        case YAML_STREAM_END_EVENT:
            done = true;
            break;
        case YAML_MAPPING_START_EVENT:
            depth++;
            if (depth == 2 && state == IN_RULES) {
                state = IN_RULE;
                memset(&p, 0, sizeof(p));
                p.line = line;
                key = NULL;
            } else if (depth != 1) {
                snprintf(err, err_size, "%s:%u: unexpected mapping", name, line);
                rc = -1;
            }
            break;
        case YAML_MAPPING_END_EVENT:
            depth--;
            if (state == IN_RULE) {
                rc = finish_rule(c, name, &p, err, err_size);
                state = IN_RULES;
            }
            break;
        case YAML_SEQUENCE_START_EVENT:
            if (depth == 1 && in_rules_value) {
                state = IN_RULES;
            } else {
                snprintf(err, err_size, "%s:%u: unexpected list", name, line);
                rc = -1;
            }
            break;
        case YAML_SEQUENCE_END_EVENT:
            state = TOP;
            in_rules_value = false;
            break;
        case YAML_SCALAR_EVENT: {
            const char *value = (const char *)ev.data.scalar.value;
            if (state == TOP && depth == 1) {
                if (strcmp(value, "rules") != 0) {
                    snprintf(err, err_size, "%s:%u: unknown top-level key '%s'", name, line,
                             value);
                    rc = -1;
                }
                in_rules_value = true;
            } else if (state == IN_RULE && !key) {
                key = keep(c, value);
            } else if (state == IN_RULE) {
                const char *v = keep(c, value);
                const char **slot = strcmp(key, "id") == 0          ? &p.id
                                    : strcmp(key, "severity") == 0  ? &p.severity
                                    : strcmp(key, "summary") == 0   ? &p.summary
                                    : strcmp(key, "rationale") == 0 ? &p.rationale
                                    : strcmp(key, "reference") == 0 ? &p.reference
                                    : strcmp(key, "certification") == 0 ? &p.certification
                                                                    : NULL;
                if (!slot) {
                    snprintf(err, err_size, "%s:%u: unknown rule key '%s'", name, line, key);
                    rc = -1;
                } else {
                    *slot = v;
                }
                key = NULL;
            } else {
                snprintf(err, err_size, "%s:%u: unexpected value '%s'", name, line, value);
                rc = -1;
            }
            break;
        }
        default:
            break;
        }
        (void)TOP_KEY_DONE;
        y->yaml_event_delete(&ev);
    }
    y->yaml_parser_delete(&parser);
    return rc;
}

static int cmp_rule(const void *a, const void *b)
{
    return strcmp(((const struct al_rule *)a)->id, ((const struct al_rule *)b)->id);
}

void al_catalogue_finish(struct al_catalogue *c)
{
    if (c->count > 1)
        qsort(c->rules, c->count, sizeof(*c->rules), cmp_rule);
}

int al_catalogue_load_embedded(struct al_catalogue *c, char *err, size_t err_size)
{
    for (unsigned i = 0; i < al_embedded_file_count; i++) {
        const struct al_embedded_file *f = &al_embedded_files[i];
        size_t n = strlen(f->name);
        /* The profiles are not rules, nor is the FWTS map (trace.h). */
        if (strncmp(f->name, "rules/profiles/", 15) == 0 || n < 5 ||
            strcmp(f->name + n - 5, ".yaml") != 0)
            continue;
        if (al_catalogue_parse(c, f->name, f->data, f->size, err, err_size) != 0)
            return -1;
    }
    al_catalogue_finish(c);
    return 0;
}

/* A --rules-dir catalogue must hold the ids the code reports, no more, no fewer. */
static int check_same_ids(const struct al_catalogue *c, const char *dir, char *err,
                          size_t err_size)
{
    const struct al_catalogue *builtin = al_catalogue_default();
    for (size_t i = 0; i < builtin->count; i++)
        if (!al_catalogue_find(c, builtin->rules[i].id)) {
            snprintf(err, err_size, "%s: rule %s is missing (acpilint reports it; copy its entry "
                     "from %s)", dir, builtin->rules[i].id, builtin->rules[i].file);
            return -1;
        }
    for (size_t i = 0; i < c->count; i++)
        if (!al_catalogue_find(builtin, c->rules[i].id)) {
            snprintf(err, err_size, "%s:%u: rule %s has no implementation in this acpilint",
                     c->rules[i].file, c->rules[i].line, c->rules[i].id);
            return -1;
        }
    return 0;
}

static int parse_file(void *c, const char *path, const char *text, size_t size, char *err,
                      size_t err_size)
{
    return al_catalogue_parse(c, path, text, size, err, err_size);
}

int al_catalogue_load_dir(struct al_catalogue *c, const char *dir, char *err, size_t err_size)
{
    int rc = al_each_yaml_file(dir, parse_file, c, err, err_size);
    if (rc == 0) {
        al_catalogue_finish(c);
        rc = check_same_ids(c, dir, err, err_size);
    }
    return rc;
}

static int cmp_key(const void *key, const void *elem)
{
    return strcmp((const char *)key, ((const struct al_rule *)elem)->id);
}

const struct al_rule *al_catalogue_find(const struct al_catalogue *c, const char *id)
{
    if (!c || !id || c->count == 0)
        return NULL;
    return bsearch(id, c->rules, c->count, sizeof(*c->rules), cmp_key);
}

/*
 * The acpilint executable links the catalogue compiled to C at build time by
 * tools/rulesgen.c (from the same YAML, sorted by id), so a run parses no
 * YAML.  Other programs (the generator itself, the unit tests) do not, and
 * parse the embedded YAML on first use; the weak references tell which.
 *
 * The compiled rules hold offsets, not pointers: a position-independent
 * executable relocates every pointer of a static table when it starts,
 * writing (and so copying) each of its pages, six for the catalogue, a
 * measurable part of a small run (bench/README.md).  Making the struct
 * al_rule array here costs a few microseconds in memory the heap has
 * already touched.
 */
extern const struct al_compiled_rule al_compiled_rules[] __attribute__((weak));
extern const size_t al_compiled_rule_count __attribute__((weak));
extern const char al_compiled_rule_text[] __attribute__((weak));

static bool load_compiled(struct al_catalogue *c)
{
    size_t count = al_compiled_rule_count;
    struct al_rule *rules = calloc(count ? count : 1, sizeof(*rules));
    if (!rules)
        return false;
    const char *text = al_compiled_rule_text;
    for (size_t i = 0; i < count; i++) {
        const struct al_compiled_rule *r = &al_compiled_rules[i];
        rules[i] = (struct al_rule){.id = text + r->id,
                                    .severity = r->severity,
                                    .summary = text + r->summary,
                                    .rationale = text + r->rationale,
                                    .reference = text + r->reference,
                                    .file = text + r->file,
                                    .line = r->line,
                                    .certification = text + r->certification};
    }
    c->rules = rules; /* kept for the life of the process, as the static array was */
    c->count = count;
    return true;
}

const struct al_catalogue *al_catalogue_default(void)
{
    static struct al_catalogue builtin;
    static bool loaded;
    if (!loaded && &al_compiled_rule_count != NULL) {
        if (!load_compiled(&builtin)) {
            fputs("acpilint: out of memory loading the rule catalogue\n", stderr);
            abort();
        }
        loaded = true;
    }
    if (!loaded) {
        char err[512];
        al_catalogue_init(&builtin);
        if (al_catalogue_load_embedded(&builtin, err, sizeof(err)) != 0) {
            fprintf(stderr, "acpilint: internal error: embedded rule data: %s\n", err);
            abort();
        }
        loaded = true;
    }
    return &builtin;
}

const struct al_rule *al_rule_find(const char *id)
{
    return al_catalogue_find(al_catalogue_default(), id);
}

const struct al_rule *al_rule_all(size_t *count)
{
    const struct al_catalogue *c = al_catalogue_default();
    *count = c->count;
    return c->rules;
}
