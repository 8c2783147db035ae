/* SPDX-License-Identifier: MIT */
#include "rules/ydoc.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/readfile.h"
#include "load/load_internal.h"

int al_ydoc_load(struct al_ydoc *d, const char *name, const char *text, size_t size, char *err,
                 size_t err_size)
{
    memset(d, 0, sizeof(*d));
    d->name = name;
    d->err = err;
    d->err_size = err_size;
    char why[512];
    d->yaml = al_yaml(why, sizeof(why));
    if (!d->yaml) {
        snprintf(err, err_size, "%s: %s", name, why);
        return -1;
    }
    yaml_parser_t parser;
    if (!al_yaml_start(d->yaml, &parser, name, text, size, err, err_size))
        return -1;
    if (!d->yaml->yaml_parser_load(&parser, &d->doc)) {
        al_yaml_error(&parser, name, err, err_size);
        d->yaml->yaml_parser_delete(&parser);
        return -1;
    }
    d->yaml->yaml_parser_delete(&parser);
    d->loaded = true;
    return 0;
}

void al_ydoc_free(struct al_ydoc *d)
{
    if (d->loaded)
        d->yaml->yaml_document_delete(&d->doc);
    d->loaded = false;
}

yaml_node_t *al_ydoc_root(struct al_ydoc *d)
{
    return d->loaded ? d->yaml->yaml_document_get_root_node(&d->doc) : NULL;
}

yaml_node_t *al_ydoc_node(struct al_ydoc *d, int index)
{
    return d->loaded ? d->yaml->yaml_document_get_node(&d->doc, index) : NULL;
}

unsigned al_ydoc_line(const yaml_node_t *n)
{
    return n ? (unsigned)n->start_mark.line + 1 : 0;
}

const char *al_ydoc_scalar(const yaml_node_t *n)
{
    return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

int al_ydoc_fail(struct al_ydoc *d, const yaml_node_t *n, const char *fmt, ...)
{
    char msg[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    if (n)
        snprintf(d->err, d->err_size, "%s:%u: %s", d->name, al_ydoc_line(n), msg);
    else
        snprintf(d->err, d->err_size, "%s: %s", d->name, msg);
    return -1;
}

int al_ydoc_check_keys(struct al_ydoc *d, yaml_node_t *n, const char *what,
                       const char *const *keys)
{
    if (!n)
        return 0;
    if (n->type != YAML_MAPPING_NODE)
        return al_ydoc_fail(d, n, "%s must be a mapping", what);
    for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
        yaml_node_t *k = al_ydoc_node(d, p->key);
        const char *key = al_ydoc_scalar(k);
        if (!key)
            return al_ydoc_fail(d, k, "%s: keys must be plain names", what);
        bool known = false;
        for (const char *const *x = keys; *x && !known; x++)
            known = strcmp(*x, key) == 0;
        if (!known) {
            char list[256] = "";
            for (const char *const *x = keys; *x; x++) {
                if (x != keys)
                    strncat(list, ", ", sizeof(list) - strlen(list) - 1);
                strncat(list, *x, sizeof(list) - strlen(list) - 1);
            }
            return al_ydoc_fail(d, k, "%s: unknown key '%s' (known: %s)", what, key, list);
        }
        for (yaml_node_pair_t *q = n->data.mapping.pairs.start; q < p; q++)
            if (strcmp(al_ydoc_scalar(al_ydoc_node(d, q->key)), key) == 0)
                return al_ydoc_fail(d, k, "%s: key '%s' given twice", what, key);
    }
    return 0;
}

yaml_node_t *al_ydoc_get(struct al_ydoc *d, yaml_node_t *n, const char *key)
{
    if (!n || n->type != YAML_MAPPING_NODE)
        return NULL;
    for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
        const char *k = al_ydoc_scalar(al_ydoc_node(d, p->key));
        if (k && strcmp(k, key) == 0)
            return al_ydoc_node(d, p->value);
    }
    return NULL;
}

int al_ydoc_each_scalar(struct al_ydoc *d, yaml_node_t *n, const char *what,
                        int (*fn)(void *arg, const char *value, const yaml_node_t *node),
                        void *arg)
{
    if (!n)
        return 0;
    if (n->type == YAML_SCALAR_NODE)
        return fn(arg, al_ydoc_scalar(n), n);
    if (n->type != YAML_SEQUENCE_NODE)
        return al_ydoc_fail(d, n, "%s must be a list", what);
    for (yaml_node_item_t *i = n->data.sequence.items.start; i < n->data.sequence.items.top;
         i++) {
        yaml_node_t *item = al_ydoc_node(d, *i);
        const char *v = al_ydoc_scalar(item);
        if (!v)
            return al_ydoc_fail(d, item, "%s: each entry must be a single value", what);
        if (fn(arg, v, item) != 0)
            return -1;
    }
    return 0;
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void free_names(char **names, int count)
{
    for (int i = 0; i < count; i++)
        free(names[i]);
    free(names);
}

/*
 * The "*.yaml" entries of dir, sorted by name, as full paths the caller frees
 * with free_names().  Returns the count, or -1 with "dir: reason" in err.
 */
static int list_yaml_files(const char *dir, char ***names, char *err, size_t err_size)
{
    DIR *d = opendir(dir);
    if (!d) {
        snprintf(err, err_size, "%s: cannot open folder: %s", dir, strerror(errno));
        return -1;
    }
    char **list = NULL;
    int count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len <= 5 || e->d_name[0] == '.' || strcmp(e->d_name + len - 5, ".yaml") != 0)
            continue;
        char **grown = realloc(list, (size_t)(count + 1) * sizeof(*list));
        size_t need = strlen(dir) + len + 2;
        char *full = grown ? malloc(need) : NULL;
        if (!full) {
            list = grown ? grown : list;
            free_names(list, count);
            closedir(d);
            snprintf(err, err_size, "%s: out of memory", dir);
            return -1;
        }
        snprintf(full, need, "%s/%s", dir, e->d_name);
        list = grown;
        list[count++] = full;
    }
    closedir(d);
    if (count > 1)
        qsort(list, (size_t)count, sizeof(*list), cmp_name);
    *names = list;
    return count;
}

int al_each_yaml_file(const char *dir, al_yaml_text_fn fn, void *arg, char *err,
                      size_t err_size)
{
    char **names;
    int n = list_yaml_files(dir, &names, err, err_size);
    if (n < 0)
        return -1;
    int rc = 0;
    for (int i = 0; i < n && rc == 0; i++) {
        char *text;
        size_t size;
        rc = al_read_whole_file(names[i], &text, &size, err, err_size);
        if (rc == 0) {
            rc = fn(arg, names[i], text, size, err, err_size);
            free(text);
        }
    }
    free_names(names, n);
    return rc;
}
