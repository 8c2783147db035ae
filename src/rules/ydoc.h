/* SPDX-License-Identifier: MIT */
/*
 * A YAML document loaded whole with libyaml (profiles, the config file, the
 * baseline), with the line of every node for "file:line: reason" errors.
 * libyaml is opened by the first load (util/optlib_yaml.h), not at start.
 * Internal to src/rules/.
 */
#ifndef ACPILINT_RULES_YDOC_H
#define ACPILINT_RULES_YDOC_H

#include <stdbool.h>
#include <stddef.h>
#include <yaml.h>

#include "acpilint/readfile.h"
#include "util/optlib_yaml.h"

struct al_ydoc {
    yaml_document_t doc;
    bool loaded;
    const struct al_yaml *yaml; /* the library that loaded doc */
    const char *name; /* file name for messages */
    char *err;
    size_t err_size;
};

/*
 * Loads the first document of text.  Returns 0, or -1 with "name:line: YAML
 * error: ..." (or "name: YAML input needs libyaml ...") in err.  An empty text gives a document whose root is NULL.
 * Errors reported later through al_ydoc_fail() go to the same err buffer.
 */
int al_ydoc_load(struct al_ydoc *d, const char *name, const char *text, size_t size, char *err,
                 size_t err_size);
void al_ydoc_free(struct al_ydoc *d);

yaml_node_t *al_ydoc_root(struct al_ydoc *d);
yaml_node_t *al_ydoc_node(struct al_ydoc *d, int index);
unsigned al_ydoc_line(const yaml_node_t *n);

/* The text of a scalar node, or NULL for any other node. */
const char *al_ydoc_scalar(const yaml_node_t *n);

/* Writes "name:line: message" (line of n, or no line when n is NULL) and returns -1. */
int al_ydoc_fail(struct al_ydoc *d, const yaml_node_t *n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/*
 * Checks n is a mapping (or NULL, an empty document) whose keys are scalars
 * among `keys` (NULL-terminated).  Returns 0 or -1 naming the unknown key.
 */
int al_ydoc_check_keys(struct al_ydoc *d, yaml_node_t *n, const char *what,
                       const char *const *keys);
/* The value of key in mapping n, or NULL. */
yaml_node_t *al_ydoc_get(struct al_ydoc *d, yaml_node_t *n, const char *key);

/*
 * A list of scalars: a sequence of scalars, or one scalar standing for a
 * one-element list.  Calls fn for each; returns -1 (after al_ydoc_fail) when
 * n is neither or fn fails.
 */
int al_ydoc_each_scalar(struct al_ydoc *d, yaml_node_t *n, const char *what,
                        int (*fn)(void *arg, const char *value, const yaml_node_t *node),
                        void *arg);

/*
 * Reads every "*.yaml" of dir in name order and hands each to
 * fn(arg, path, text, size, err, err_size); stops at the first failure.
 * Returns 0, or -1 with the reason in err.
 */
typedef int (*al_yaml_text_fn)(void *arg, const char *path, const char *text, size_t size,
                               char *err, size_t err_size);
int al_each_yaml_file(const char *dir, al_yaml_text_fn fn, void *arg, char *err,
                      size_t err_size);

#endif
