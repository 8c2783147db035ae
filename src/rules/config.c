/* SPDX-License-Identifier: MIT */
/* The config file .acpilint.yaml (format in include/acpilint/policy.h). */
#include "acpilint/policy.h"

#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rules/ydoc.h"

#define CONFIG_NAME ".acpilint.yaml"

int al_config_find(const char *dir, char *out, size_t out_size)
{
    char cur[PATH_MAX];
    if (!realpath(dir, cur))
        return 0;
    for (;;) {
        struct stat st;
        int n = snprintf(out, out_size, "%s%s%s", cur, strcmp(cur, "/") == 0 ? "" : "/",
                         CONFIG_NAME);
        if (n > 0 && (size_t)n < out_size && stat(out, &st) == 0 && S_ISREG(st.st_mode))
            return 1;
        char *slash = strrchr(cur, '/');
        if (!slash || strcmp(cur, "/") == 0)
            return 0;
        if (slash == cur)
            slash[1] = '\0';
        else
            *slash = '\0';
    }
}

static const char *keep(struct al_config *c, const char *s)
{
    char **grown = realloc(c->strings, (c->string_count + 1) * sizeof(*grown));
    if (!grown)
        return NULL;
    c->strings = grown;
    char *copy = strdup(s);
    if (copy)
        c->strings[c->string_count++] = copy;
    return copy;
}

void al_config_free(struct al_config *c)
{
    for (size_t i = 0; i < c->string_count; i++)
        free(c->strings[i]);
    free(c->strings);
    free(c->switches);
    free(c->suppressions);
    memset(c, 0, sizeof(*c));
}

struct switch_ctx {
    struct al_ydoc *d;
    struct al_config *c;
    bool enable;
};

static int add_switch(void *arg, const char *value, const yaml_node_t *node)
{
    struct switch_ctx *x = arg;
    struct al_config *c = x->c;
    struct al_rule_switch *grown = realloc(c->switches, (c->switch_count + 1) * sizeof(*grown));
    if (!grown)
        return al_ydoc_fail(x->d, node, "out of memory");
    c->switches = grown;
    struct al_rule_switch *s = &c->switches[c->switch_count++];
    s->pattern = keep(c, value);
    s->enable = x->enable;
    s->line = al_ydoc_line(node);
    return s->pattern ? 0 : al_ydoc_fail(x->d, node, "out of memory");
}

static int suppression_field(struct al_ydoc *d, struct al_config *c, yaml_node_t *item,
                             const char *key, const char **out)
{
    yaml_node_t *n = al_ydoc_get(d, item, key);
    *out = NULL;
    if (!n)
        return 0;
    const char *v = al_ydoc_scalar(n);
    if (!v || !*v)
        return al_ydoc_fail(d, n, "suppression: %s must be a non-empty value", key);
    *out = keep(c, v);
    return *out ? 0 : al_ydoc_fail(d, n, "out of memory");
}

static int parse_suppression(struct al_ydoc *d, struct al_config *c, yaml_node_t *item)
{
    static const char *const keys[] = {"rule", "table", "oem_table_id", "field", "reason",
                                       NULL};
    if (item->type != YAML_MAPPING_NODE)
        return al_ydoc_fail(d, item, "suppression: each entry is a mapping with rule, table "
                                     "and reason");
    if (al_ydoc_check_keys(d, item, "suppression", keys) != 0)
        return -1;
    struct al_suppression *s = &c->suppressions[c->suppression_count];
    memset(s, 0, sizeof(*s));
    s->file = c->path;
    s->line = al_ydoc_line(item);
    if (suppression_field(d, c, item, "rule", &s->rule) != 0 ||
        suppression_field(d, c, item, "table", &s->table) != 0 ||
        suppression_field(d, c, item, "oem_table_id", &s->oem_table_id) != 0 ||
        suppression_field(d, c, item, "field", &s->field) != 0 ||
        suppression_field(d, c, item, "reason", &s->reason) != 0)
        return -1;
    if (!s->rule)
        return al_ydoc_fail(d, item, "suppression: 'rule' is required");
    if (!s->table)
        return al_ydoc_fail(d, item, "suppression of %s: 'table' is required (the signature "
                                     "the finding is about)",
                            s->rule);
    if (!s->reason)
        return al_ydoc_fail(d, item, "suppression of %s: 'reason' is required (say why the "
                                     "finding is accepted)",
                            s->rule);
    c->suppression_count++;
    return 0;
}

static int parse_suppressions(struct al_ydoc *d, struct al_config *c, yaml_node_t *list)
{
    if (!list)
        return 0;
    if (list->type != YAML_SEQUENCE_NODE)
        return al_ydoc_fail(d, list, "suppressions must be a list");
    size_t n = (size_t)(list->data.sequence.items.top - list->data.sequence.items.start);
    c->suppressions = calloc(n ? n : 1, sizeof(*c->suppressions));
    if (!c->suppressions)
        return al_ydoc_fail(d, list, "out of memory");
    for (yaml_node_item_t *i = list->data.sequence.items.start;
         i < list->data.sequence.items.top; i++)
        if (parse_suppression(d, c, al_ydoc_node(d, *i)) != 0)
            return -1;
    return 0;
}

/* facts.h: the config's facts, in enum al_fact order (NULL-terminated for the key check). */
static const char *const fact_names[AL_FACT_COUNT + 1] = {"ras", "serial-console", "numa", "smmu",
                                                          "pcie", "sbsa-level", NULL};

const char *al_fact_name(enum al_fact f)
{
    return (unsigned)f < AL_FACT_COUNT ? fact_names[f] : "?";
}

int al_fact_lookup(const char *key)
{
    for (int i = 0; i < AL_FACT_COUNT; i++)
        if (strcmp(fact_names[i], key) == 0)
            return i;
    return -1;
}

/*
 *   facts:
 *     ras: {value: true, reason: "..."}
 * Each fact a mapping of exactly value (true or false) and reason (not empty).
 */
static int parse_facts(struct al_ydoc *d, struct al_config *c, yaml_node_t *map)
{
    static const char *const item_keys[] = {"value", "reason", NULL};
    if (!map)
        return 0;
    if (al_ydoc_check_keys(d, map, "facts", fact_names) != 0)
        return -1;
    for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top;
         p++) {
        const char *key = al_ydoc_scalar(al_ydoc_node(d, p->key));
        yaml_node_t *item = al_ydoc_node(d, p->value);
        int f = al_fact_lookup(key);
        if (f < 0 || !item)
            return al_ydoc_fail(d, item, "facts: unknown fact '%s'", key ? key : "?");
        if (item->type != YAML_MAPPING_NODE)
            return al_ydoc_fail(d, item, "fact %s: a mapping with value (true or false) and "
                                         "reason",
                                key);
        char what[48];
        snprintf(what, sizeof(what), "fact %s", key);
        if (al_ydoc_check_keys(d, item, what, item_keys) != 0)
            return -1;
        yaml_node_t *v = al_ydoc_get(d, item, "value"), *r = al_ydoc_get(d, item, "reason");
        const char *value = al_ydoc_scalar(v), *reason = al_ydoc_scalar(r);
        unsigned level = 0;
        if (f == AL_FACT_SBSA_LEVEL) {
            char *end = NULL;
            unsigned long n = value ? strtoul(value, &end, 10) : 0;
            if (!value || end == value || *end || n < 1 || n > AL_SBSA_LEVEL_MAX)
                return al_ydoc_fail(d, v ? v : item, "fact %s: value must be a level, 1 to %u",
                                    key, AL_SBSA_LEVEL_MAX);
            level = (unsigned)n;
        } else if (!value || (strcmp(value, "true") != 0 && strcmp(value, "false") != 0)) {
            return al_ydoc_fail(d, v ? v : item, "fact %s: value must be true or false", key);
        }
        if (!reason || !*reason)
            return al_ydoc_fail(d, r ? r : item, "fact %s: 'reason' is required (say how you "
                                                 "know)",
                                key);
        struct al_fact_value *fv = &c->facts.v[f];
        fv->set = true;
        fv->value = level || strcmp(value, "true") == 0;
        fv->number = level;
        fv->reason = keep(c, reason);
        fv->file = c->path;
        fv->line = al_ydoc_line(item);
        if (!fv->reason)
            return al_ydoc_fail(d, item, "out of memory");
    }
    return 0;
}

int al_config_parse(struct al_config *c, const char *name, const char *text, size_t size,
                    char *err, size_t err_size)
{
    memset(c, 0, sizeof(*c));
    c->path = keep(c, name);
    struct al_ydoc d;
    if (!c->path || al_ydoc_load(&d, name, text, size, err, err_size) != 0)
        return -1;
    static const char *const keys[] = {"profile", "enable", "disable", "suppressions", "facts",
                                       "fail-on", NULL};
    yaml_node_t *root = al_ydoc_root(&d);
    int rc = al_ydoc_check_keys(&d, root, "config", keys);
    yaml_node_t *profile = al_ydoc_get(&d, root, "profile");
    if (rc == 0 && profile) {
        const char *v = al_ydoc_scalar(profile);
        if (!v || !*v)
            rc = al_ydoc_fail(&d, profile, "profile must be a profile name");
        else {
            c->profile = keep(c, v);
            c->profile_line = al_ydoc_line(profile);
        }
    }
    /* fail-on: as --fail-on, which wins over it. */
    yaml_node_t *fail_on = al_ydoc_get(&d, root, "fail-on");
    if (rc == 0 && fail_on) {
        const char *v = al_ydoc_scalar(fail_on);
        c->fail_on = v && strcmp(v, "never") == 0 ? -1 : v ? al_severity_parse(v) : -2;
        c->has_fail_on = true;
        if (!v || (c->fail_on < 0 && strcmp(v, "never") != 0))
            rc = al_ydoc_fail(&d, fail_on, "fail-on must be error, warning, info or never");
    }
    /* disable before enable: a rule in both lists ends enabled. */
    struct switch_ctx off = {&d, c, false}, on = {&d, c, true};
    if (rc == 0)
        rc = al_ydoc_each_scalar(&d, al_ydoc_get(&d, root, "disable"), "disable", add_switch,
                                 &off);
    if (rc == 0)
        rc = al_ydoc_each_scalar(&d, al_ydoc_get(&d, root, "enable"), "enable", add_switch, &on);
    if (rc == 0)
        rc = parse_suppressions(&d, c, al_ydoc_get(&d, root, "suppressions"));
    if (rc == 0)
        rc = parse_facts(&d, c, al_ydoc_get(&d, root, "facts"));
    al_ydoc_free(&d);
    return rc;
}

int al_config_load(struct al_config *c, const char *path, char *err, size_t err_size)
{
    char *text;
    size_t size;
    memset(c, 0, sizeof(*c));
    if (al_read_whole_file(path, &text, &size, err, err_size) != 0)
        return -1;
    int rc = al_config_parse(c, path, text, size, err, err_size);
    free(text);
    return rc;
}

static bool rule_pattern_known(const struct al_catalogue *cat, const char *pattern)
{
    for (size_t i = 0; i < cat->count; i++)
        if (fnmatch(pattern, cat->rules[i].id, 0) == 0)
            return true;
    return false;
}

int al_policy_apply_config(struct al_policy *p, const struct al_config *c, char *err,
                           size_t err_size)
{
    char where[PATH_MAX + 32];
    for (size_t i = 0; i < c->switch_count; i++) {
        const struct al_rule_switch *s = &c->switches[i];
        snprintf(where, sizeof(where), "%s:%u: %s", c->path, s->line,
                 s->enable ? "enable" : "disable");
        if (al_policy_set_enabled(p, s->pattern, s->enable, where, err, err_size) < 0)
            return -1;
    }
    for (size_t i = 0; i < c->suppression_count; i++) {
        const struct al_suppression *s = &c->suppressions[i];
        if (!rule_pattern_known(p->catalogue, s->rule)) {
            const char *best = strpbrk(s->rule, "*?[") ? NULL
                                                       : al_catalogue_suggest(p->catalogue, s->rule);
            snprintf(err, err_size, "%s:%u: suppression: unknown rule '%s' (%s%s%s)", c->path,
                     s->line, s->rule, best ? "did you mean '" : "see --list-rules",
                     best ? best : "", best ? "'?" : "");
            return -1;
        }
    }
    p->suppressions = c->suppressions;
    p->suppression_count = c->suppression_count;
    p->facts = &c->facts;
    return 0;
}
