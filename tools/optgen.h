/* SPDX-License-Identifier: MIT */
/*
 * What tools/optgen.c (the completions) and tools/optgen_man.c (the man
 * page's OPTIONS section) share: a growing string to write into.
 */
#ifndef ACPILINT_TOOLS_OPTGEN_H
#define ACPILINT_TOOLS_OPTGEN_H

#include <stddef.h>
#include <stdio.h>

#include "cli/options.h"

struct optgen_buf {
    char *s;
    size_t len, cap;
};

/* Appends printf-style text; aborts when out of memory (a build tool). */
void optgen_put(struct optgen_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/*
 * Writes the man page's OPTIONS section into out from the man texts in
 * `text` (the contents of src/cli/options_man.roff, named `path` in
 * messages) and the option table: per entry in the file's order, an
 * option's .TP tag made from its row and its text, or prose as it stands.
 * Returns 0, or -1 after naming on err, as path:line, every text that names
 * no row or names one twice, every row without a text, every empty text and
 * every unknown {...} line.
 */
int optgen_man_options(struct optgen_buf *out, const char *text, const char *path,
                       const struct al_option *opts, size_t n, FILE *err);

#endif
