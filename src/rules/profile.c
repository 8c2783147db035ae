/* SPDX-License-Identifier: MIT */
/* Policy profiles read from YAML (see include/acpilint/profile.h for the format). */
#include "acpilint/profile.h"

#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/finding.h"
#include "acpilint/rules.h"
#include "rules/embedded.h"
#include "rules/ydoc.h"

/* Indexed by enum al_table_status; from [1] on, also the keys a profile's
 * `tables:` map may have (NULL-terminated for al_ydoc_check_keys()). */
static const char *const status_names[AL_TABLE_STATUS_COUNT + 1] = {
    "unlisted",
    "required",
    "required_if_pci",
    "recommended",
    "recommended_with_ras",
    "recommended_with_cppc",
    "recommended_with_numa",
    "recommended_with_smmu",
    "required_with_serial_console",
    "required_with_its",
    "required_with_numa",
    "required_with_pcc",
    "required_with_sdei",
    "required_with_nvdimm",
    "required_with_cxl",
    "optional",
    "not_supported",
    NULL,
};

const char *al_table_status_name(enum al_table_status s)
{
    return (unsigned)s < AL_TABLE_STATUS_COUNT ? status_names[s] : "unlisted";
}

static const char *keep(struct al_profile *p, const char *s)
{
    if (p->string_count == p->string_capacity) {
        size_t cap = p->string_capacity ? p->string_capacity * 2 : 64;
        char **grown = realloc(p->strings, cap * sizeof(*grown));
        if (!grown)
            return NULL;
        p->strings = grown;
        p->string_capacity = cap;
    }
    char *copy = strdup(s);
    if (copy)
        p->strings[p->string_count++] = copy;
    return copy;
}

static int list_add(struct al_string_list *l, const char *s)
{
    if (!s)
        return -1;
    if (l->count == l->capacity) {
        size_t cap = l->capacity ? l->capacity * 2 : 16;
        const char **grown = realloc(l->items, cap * sizeof(*grown));
        if (!grown)
            return -1;
        l->items = grown;
        l->capacity = cap;
    }
    l->items[l->count++] = s;
    return 0;
}

void al_profile_free(struct al_profile *p)
{
    for (size_t i = 0; i < AL_TABLE_STATUS_COUNT; i++)
        free(p->tables[i].items);
    for (size_t i = 0; i < p->object_count; i++)
        free(p->objects[i].items.items);
    free(p->objects);
    free(p->rules);
    for (size_t i = 0; i < p->string_count; i++)
        free(p->strings[i]);
    free(p->strings);
    memset(p, 0, sizeof(*p));
}

/* A table pattern: 4 characters of A-Z 0-9 _ ? * (globs for "OEMx"-style families). */
static bool table_pattern_valid(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n > 4)
        return false;
    bool glob = false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        glob = glob || c == '*' || c == '?';
        if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '*' ||
              c == '?'))
            return false;
    }
    return n == 4 || glob;
}

static bool table_matches(const char *pattern, const char *sig)
{
    char s[5];
    snprintf(s, sizeof(s), "%.4s", sig);
    return fnmatch(pattern, s, 0) == 0;
}

struct parse_ctx {
    struct al_ydoc *d;
    struct al_profile *p;
    struct al_string_list *list;
    enum al_table_status status;
};

static int add_table(void *arg, const char *value, const yaml_node_t *node)
{
    struct parse_ctx *c = arg;
    if (!table_pattern_valid(value))
        return al_ydoc_fail(c->d, node,
                            "'%s' is not a table signature (4 characters A-Z 0-9 _, or a "
                            "glob with ? and *)",
                            value);
    for (int s = 1; s < AL_TABLE_STATUS_COUNT; s++)
        for (size_t i = 0; i < c->p->tables[s].count; i++)
            if (strcmp(c->p->tables[s].items[i], value) == 0)
                return al_ydoc_fail(c->d, node, "table %s is listed twice (also under %s)",
                                    value, status_names[s]);
    if (list_add(c->list, keep(c->p, value)) != 0)
        return al_ydoc_fail(c->d, node, "out of memory");
    return 0;
}

static int parse_tables(struct al_ydoc *d, struct al_profile *p, yaml_node_t *tables)
{
    if (al_ydoc_check_keys(d, tables, "tables", &status_names[1]) != 0)
        return -1;
    for (int s = 1; s < AL_TABLE_STATUS_COUNT; s++) {
        yaml_node_t *v = al_ydoc_get(d, tables, status_names[s]);
        struct parse_ctx c = {d, p, &p->tables[s], (enum al_table_status)s};
        p->table_lines[s] = al_ydoc_line(v);
        if (al_ydoc_each_scalar(d, v, status_names[s], add_table, &c) != 0)
            return -1;
    }
    return 0;
}

static bool object_key_valid(const char *k)
{
    if (!*k)
        return false;
    for (const char *c = k; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '_'))
            return false;
    return true;
}

static int add_object_name(struct al_ydoc *d, struct al_profile *p, struct al_string_list *l,
                           yaml_node_t *n)
{
    const char *v = al_ydoc_scalar(n);
    if (!v || !*v)
        return al_ydoc_fail(d, n, "objects: each entry must be a name such as _OSI or \\_GL");
    if (list_add(l, keep(p, v)) != 0)
        return al_ydoc_fail(d, n, "out of memory");
    return 0;
}

static int parse_object_list(struct al_ydoc *d, struct al_profile *p, const char *key,
                             yaml_node_t *v, struct al_profile_objects *o)
{
    o->name = keep(p, key);
    o->line = al_ydoc_line(v);
    if (v->type == YAML_SCALAR_NODE)
        return add_object_name(d, p, &o->items, v);
    if (v->type != YAML_SEQUENCE_NODE)
        return al_ydoc_fail(d, v, "objects: %s must be a list", key);
    for (yaml_node_item_t *i = v->data.sequence.items.start; i < v->data.sequence.items.top;
         i++) {
        yaml_node_t *item = al_ydoc_node(d, *i);
        bool pair = item->type == YAML_SEQUENCE_NODE;
        if (i == v->data.sequence.items.start)
            o->pairs = pair;
        else if (pair != o->pairs)
            return al_ydoc_fail(d, item, "objects: %s mixes names and [name, name] pairs", key);
        if (!pair) {
            if (add_object_name(d, p, &o->items, item) != 0)
                return -1;
            continue;
        }
        if (item->data.sequence.items.top - item->data.sequence.items.start != 2)
            return al_ydoc_fail(d, item, "objects: a pair has exactly two names");
        for (yaml_node_item_t *j = item->data.sequence.items.start;
             j < item->data.sequence.items.top; j++)
            if (add_object_name(d, p, &o->items, al_ydoc_node(d, *j)) != 0)
                return -1;
    }
    return 0;
}

static int parse_objects(struct al_ydoc *d, struct al_profile *p, yaml_node_t *objects)
{
    if (!objects)
        return 0;
    if (objects->type != YAML_MAPPING_NODE)
        return al_ydoc_fail(d, objects, "objects must be a mapping of lists");
    size_t n = (size_t)(objects->data.mapping.pairs.top - objects->data.mapping.pairs.start);
    p->objects = calloc(n ? n : 1, sizeof(*p->objects));
    if (!p->objects)
        return al_ydoc_fail(d, objects, "out of memory");
    for (yaml_node_pair_t *pr = objects->data.mapping.pairs.start;
         pr < objects->data.mapping.pairs.top; pr++) {
        yaml_node_t *k = al_ydoc_node(d, pr->key);
        const char *key = al_ydoc_scalar(k);
        if (!key || !object_key_valid(key))
            return al_ydoc_fail(d, k, "objects: list names are lower_snake_case");
        for (size_t i = 0; i < p->object_count; i++)
            if (strcmp(p->objects[i].name, key) == 0)
                return al_ydoc_fail(d, k, "objects: list '%s' given twice", key);
        struct al_profile_objects *o = &p->objects[p->object_count++];
        if (parse_object_list(d, p, key, al_ydoc_node(d, pr->value), o) != 0)
            return -1;
    }
    return 0;
}

static int add_rule_entry(struct al_profile *p, const char *pattern, int severity, unsigned line)
{
    struct al_profile_rule *grown = realloc(p->rules, (p->rule_count + 1) * sizeof(*grown));
    if (!grown)
        return -1;
    p->rules = grown;
    struct al_profile_rule *r = &p->rules[p->rule_count++];
    r->pattern = keep(p, pattern);
    r->severity = severity;
    r->line = line;
    return r->pattern ? 0 : -1;
}

static int add_disabled(void *arg, const char *value, const yaml_node_t *node)
{
    struct parse_ctx *c = arg;
    if (add_rule_entry(c->p, value, -1, al_ydoc_line(node)) != 0)
        return al_ydoc_fail(c->d, node, "out of memory");
    return 0;
}

static int parse_rules(struct al_ydoc *d, struct al_profile *p, yaml_node_t *rules)
{
    static const char *const keys[] = {"severity", "disabled", NULL};
    if (al_ydoc_check_keys(d, rules, "rules", keys) != 0)
        return -1;
    yaml_node_t *sev = al_ydoc_get(d, rules, "severity");
    if (sev && sev->type != YAML_MAPPING_NODE)
        return al_ydoc_fail(d, sev, "rules: severity must map rule ids to error, warning or info");
    if (sev)
        for (yaml_node_pair_t *pr = sev->data.mapping.pairs.start;
             pr < sev->data.mapping.pairs.top; pr++) {
            yaml_node_t *k = al_ydoc_node(d, pr->key), *v = al_ydoc_node(d, pr->value);
            const char *id = al_ydoc_scalar(k), *level = al_ydoc_scalar(v);
            int s = level ? al_severity_parse(level) : -1;
            if (!id)
                return al_ydoc_fail(d, k, "rules: severity: keys are rule ids");
            if (s < 0)
                return al_ydoc_fail(d, v, "rules: severity of %s must be error, warning or info",
                                    id);
            if (add_rule_entry(p, id, s, al_ydoc_line(k)) != 0)
                return al_ydoc_fail(d, k, "out of memory");
        }
    struct parse_ctx c = {d, p, NULL, AL_TABLE_UNLISTED};
    return al_ydoc_each_scalar(d, al_ydoc_get(d, rules, "disabled"), "rules: disabled",
                               add_disabled, &c);
}

static int scalar_field(struct al_ydoc *d, struct al_profile *p, yaml_node_t *root,
                        const char *key, const char **out)
{
    yaml_node_t *n = al_ydoc_get(d, root, key);
    *out = "";
    if (!n)
        return 0;
    const char *v = al_ydoc_scalar(n);
    if (!v)
        return al_ydoc_fail(d, n, "%s must be a single value", key);
    *out = keep(p, v);
    return *out ? 0 : al_ydoc_fail(d, n, "out of memory");
}

static bool profile_name_valid(const char *s)
{
    if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9')))
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-' || *s == '.'))
            return false;
    return true;
}

int al_profile_parse(struct al_profile *p, const char *name, const char *text, size_t size,
                     char *err, size_t err_size)
{
    memset(p, 0, sizeof(*p));
    p->file = keep(p, name);
    struct al_ydoc d;
    if (al_ydoc_load(&d, name, text, size, err, err_size) != 0)
        return -1;
    static const char *const keys[] = {"name", "alias", "summary", "reference", "tables",
                                       "objects", "rules", NULL};
    yaml_node_t *root = al_ydoc_root(&d);
    int rc = -1;
    if (!root)
        al_ydoc_fail(&d, NULL, "empty profile (it needs at least a name)");
    else if (al_ydoc_check_keys(&d, root, "profile", keys) == 0 &&
             scalar_field(&d, p, root, "name", &p->name) == 0 &&
             scalar_field(&d, p, root, "alias", &p->alias) == 0 &&
             scalar_field(&d, p, root, "summary", &p->summary) == 0 &&
             scalar_field(&d, p, root, "reference", &p->reference) == 0 &&
             parse_tables(&d, p, al_ydoc_get(&d, root, "tables")) == 0 &&
             parse_objects(&d, p, al_ydoc_get(&d, root, "objects")) == 0 &&
             parse_rules(&d, p, al_ydoc_get(&d, root, "rules")) == 0) {
        yaml_node_t *name_node = al_ydoc_get(&d, root, "name");
        if (!profile_name_valid(p->name))
            al_ydoc_fail(&d, name_node ? name_node : root,
                         "the profile needs a name: lower-case letters, digits, '-' and '.'");
        else if (p->alias[0] && !profile_name_valid(p->alias))
            al_ydoc_fail(&d, al_ydoc_get(&d, root, "alias"),
                         "an alias is a name: lower-case letters, digits, '-' and '.'");
        else
            rc = 0;
    }
    al_ydoc_free(&d);
    return rc;
}

static bool pattern_matches_any(const char *pattern, const struct al_catalogue *c)
{
    for (size_t i = 0; i < c->count; i++)
        if (fnmatch(pattern, c->rules[i].id, 0) == 0)
            return true;
    return false;
}

int al_profile_check_rules(const struct al_profile *p, const struct al_catalogue *c, char *err,
                           size_t err_size)
{
    for (size_t i = 0; i < p->rule_count; i++)
        if (!pattern_matches_any(p->rules[i].pattern, c)) {
            snprintf(err, err_size, "%s:%u: profile %s: '%s' matches no rule (see --list-rules)",
                     p->file, p->rules[i].line, p->name, p->rules[i].pattern);
            return -1;
        }
    return 0;
}

enum al_table_status al_profile_table_status(const struct al_profile *p, const char *sig)
{
    if (!p)
        p = al_profile_default();
    /* Exact names win over globs, whatever list the glob is in. */
    for (int pass = 0; pass < 2; pass++)
        for (int s = 1; s < AL_TABLE_STATUS_COUNT; s++)
            for (size_t i = 0; i < p->tables[s].count; i++) {
                const char *pat = p->tables[s].items[i];
                bool glob = strpbrk(pat, "*?") != NULL;
                if (pass == 0 ? (!glob && strncmp(pat, sig, 4) == 0)
                              : (glob && table_matches(pat, sig)))
                    return (enum al_table_status)s;
            }
    return AL_TABLE_UNLISTED;
}

const struct al_string_list *al_profile_tables(const struct al_profile *p,
                                               enum al_table_status status)
{
    static const struct al_string_list empty;
    if (!p)
        p = al_profile_default();
    return (unsigned)status < AL_TABLE_STATUS_COUNT ? &p->tables[status] : &empty;
}

const struct al_string_list *al_profile_object_list(const struct al_profile *p, const char *name)
{
    static const struct al_string_list empty;
    if (!p)
        p = al_profile_default();
    for (size_t i = 0; i < p->object_count; i++)
        if (strcmp(p->objects[i].name, name) == 0)
            return &p->objects[i].items;
    return &empty;
}

bool al_profile_object_listed(const struct al_profile *p, const char *list, const char *name)
{
    const struct al_string_list *l = al_profile_object_list(p, list);
    for (size_t i = 0; i < l->count; i++)
        if (strcmp(l->items[i], name) == 0)
            return true;
    return false;
}

int al_profile_rule_severity(const struct al_profile *p, const char *rule_id, int def)
{
    int sev = def;
    if (!p)
        return sev;
    for (size_t i = 0; i < p->rule_count; i++)
        if (fnmatch(p->rules[i].pattern, rule_id, 0) == 0)
            sev = p->rules[i].severity;
    return sev;
}

void al_profile_set_init(struct al_profile_set *s)
{
    memset(s, 0, sizeof(*s));
}

void al_profile_set_free(struct al_profile_set *s)
{
    for (size_t i = 0; i < s->count; i++) {
        al_profile_free(s->profiles[i]);
        free(s->profiles[i]);
    }
    free(s->profiles);
    memset(s, 0, sizeof(*s));
}

int al_profile_set_add(struct al_profile_set *s, struct al_profile *p, char *err,
                       size_t err_size)
{
    const char *names[] = {p->name, p->alias};
    for (size_t n = 0; n < 2; n++) {
        const struct al_profile *other = names[n][0] ? al_profile_set_find(s, names[n]) : NULL;
        if (other) {
            snprintf(err, err_size, "%s: profile %s is already defined in %s", p->file,
                     names[n], other->file);
            return -1;
        }
    }
    struct al_profile **grown = realloc(s->profiles, (s->count + 1) * sizeof(*grown));
    if (!grown) {
        snprintf(err, err_size, "%s: out of memory", p->file);
        return -1;
    }
    s->profiles = grown;
    size_t at = s->count;
    while (at > 0 && strcmp(s->profiles[at - 1]->name, p->name) > 0) {
        s->profiles[at] = s->profiles[at - 1];
        at--;
    }
    s->profiles[at] = p;
    s->count++;
    return 0;
}

static int add_text(void *set, const char *name, const char *text, size_t size, char *err,
                    size_t err_size)
{
    struct al_profile_set *s = set;
    struct al_profile *p = calloc(1, sizeof(*p));
    if (!p) {
        snprintf(err, err_size, "%s: out of memory", name);
        return -1;
    }
    if (al_profile_parse(p, name, text, size, err, err_size) != 0 ||
        al_profile_set_add(s, p, err, err_size) != 0) {
        al_profile_free(p);
        free(p);
        return -1;
    }
    return 0;
}

int al_profile_set_load_embedded(struct al_profile_set *s, char *err, size_t err_size)
{
    for (unsigned i = 0; i < al_embedded_file_count; i++) {
        const struct al_embedded_file *f = &al_embedded_files[i];
        if (strncmp(f->name, "rules/profiles/", 15) != 0)
            continue;
        if (add_text(s, f->name, f->data, f->size, err, err_size) != 0)
            return -1;
    }
    return 0;
}

int al_profile_set_load_dir(struct al_profile_set *s, const char *dir, char *err,
                            size_t err_size)
{
    return al_each_yaml_file(dir, add_text, s, err, err_size);
}

const struct al_profile *al_profile_set_find(const struct al_profile_set *s, const char *name)
{
    for (size_t i = 0; i < s->count; i++)
        if (strcmp(s->profiles[i]->name, name) == 0)
            return s->profiles[i];
    /* A name wins over an alias; an alias is never empty here. */
    for (size_t i = 0; i < s->count; i++)
        if (name[0] && s->profiles[i]->alias && strcmp(s->profiles[i]->alias, name) == 0)
            return s->profiles[i];
    return NULL;
}

/*
 * The acpilint executable links the profiles compiled to C at build time by
 * tools/rulesgen.c (parsed and checked against the catalogue there), so a
 * run parses no YAML; other programs parse the embedded YAML on first use,
 * as al_catalogue_default() does.
 */
extern struct al_profile *al_compiled_profiles[] __attribute__((weak));
extern const size_t al_compiled_profile_count __attribute__((weak));

const struct al_profile_set *al_profile_set_default(void)
{
    static struct al_profile_set builtin;
    static bool loaded;
    if (!loaded && &al_compiled_profile_count != NULL) {
        builtin.profiles = al_compiled_profiles;
        builtin.count = al_compiled_profile_count;
        loaded = true;
    }
    if (!loaded) {
        char err[512];
        al_profile_set_init(&builtin);
        if (al_profile_set_load_embedded(&builtin, err, sizeof(err)) != 0 ||
            !al_profile_set_find(&builtin, AL_PROFILE_DEFAULT)) {
            fprintf(stderr, "acpilint: internal error: embedded profiles: %s\n",
                    builtin.count ? err : "no default profile");
            abort();
        }
        loaded = true;
    }
    return &builtin;
}

const struct al_profile *al_profile_default(void)
{
    return al_profile_set_find(al_profile_set_default(), AL_PROFILE_DEFAULT);
}
