/* SPDX-License-Identifier: MIT */
/*
 * The man page's OPTIONS section from the option table and the man texts of
 * src/cli/options_man.roff (its header says the file's form).  The texts
 * live in a roff file rather than in the table's rows because roff's
 * backslashes, doubled in C strings, would make its 860 lines unreadable;
 * this file keeps the two in step instead: every row has exactly one text
 * and every text names a row, or the build fails (--check-text).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/sim.h"
#include "optgen.h"

/* The --kernel entry's list of models (roff). */
static void put_kernel_models(struct optgen_buf *b)
{
    const char *const *k = al_sim_kernel_names();
    optgen_put(b, "The kernel model:\n");
    for (size_t i = 0; k[i]; i++)
        optgen_put(b, ".B %s\n(%s)%s\n", k[i], al_sim_kernel_summary(k[i]),
                   !k[i + 1]   ? "."
                   : !k[i + 2] ? ", or"
                               : ",");
}

/* The --nr-cpus entry's defaults per model (roff). */
static void put_kernel_nr_cpus(struct optgen_buf *b)
{
    const char *const *k = al_sim_kernel_names();
    optgen_put(b, "NR_CPUS of the simulated kernel (default: the model's CONFIG_NR_CPUS,");
    for (size_t i = 0; k[i]; i++)
        optgen_put(b, "%s%u for %s", i ? ", " : "\n", al_sim_kernel_nr_cpus(k[i]), k[i]);
    optgen_put(b, ").\n");
}

/* An option name or argument in roff: a hyphen is the minus sign \- (man-pages(7)). */
static void put_roff_word(struct optgen_buf *b, const char *word)
{
    for (const char *p = word; *p; p++)
        optgen_put(b, *p == '-' ? "\\-" : "%c", *p);
}

/*
 * The .TP tag of a row: "-f, --format FORMAT" with the names bold and the
 * argument italic, as the page wrote them by hand.
 */
static void put_tag(struct optgen_buf *b, const struct al_option *o)
{
    optgen_put(b, ".TP\n");
    if (o->short_name) {
        optgen_put(b, ".BR \\-%c \", \" \\-\\-", o->short_name);
        put_roff_word(b, o->long_name);
        if (o->arg) {
            optgen_put(b, " \" \" \\fI");
            put_roff_word(b, o->arg);
            optgen_put(b, "\\fR");
        }
    } else if (o->arg) {
        optgen_put(b, ".BI \\-\\-");
        put_roff_word(b, o->long_name);
        optgen_put(b, " \" ");
        put_roff_word(b, o->arg);
        optgen_put(b, "\"");
    } else {
        optgen_put(b, ".B \\-\\-");
        put_roff_word(b, o->long_name);
    }
    optgen_put(b, "\n");
}

/* Whether an argument name fits put_tag()'s quotes: no quote, backslash or space. */
static bool arg_is_plain(const char *arg)
{
    return !arg || (!strchr(arg, '"') && !strchr(arg, '\\') && !strchr(arg, ' '));
}

/* One line of a text: a {...} line becomes its generated list.  Returns false when unknown. */
static bool put_body_line(struct optgen_buf *b, const char *line, size_t len)
{
    if (len > 0 && line[0] == '{' && line[len - 1] == '}') {
        if (len == 15 && strncmp(line, "{kernel-models}", len) == 0)
            put_kernel_models(b);
        else if (len == 25 && strncmp(line, "{kernel-nr-cpus-defaults}", len) == 0)
            put_kernel_nr_cpus(b);
        else
            return false;
        return true;
    }
    optgen_put(b, "%.*s\n", (int)len, line);
    return true;
}

/* Says that the entry at `line` (a row's, or prose when o is NULL) has no text; returns 1. */
static int empty_entry(FILE *err, const char *path, unsigned line, const struct al_option *o)
{
    fprintf(err, "%s:%u: %s%s has no text\n", path, line, o ? "@option " : "@prose",
            o ? o->long_name : "");
    return 1;
}

int optgen_man_options(struct optgen_buf *out, const char *text, const char *path,
                       const struct al_option *opts, size_t n, FILE *err)
{
    int bad = 0;
    unsigned *line_of = calloc(n ? n : 1, sizeof(*line_of)); /* the @option line per row */
    if (!line_of)
        abort();
    /* The entry being written: a row, or NULL for prose; its first line and its body length. */
    const struct al_option *cur = NULL;
    bool in_entry = false;
    unsigned entry_line = 0;
    size_t body_chars = 0;
    unsigned lineno = 0;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        bool directive = len > 0 && p[0] == '@';
        lineno++;
        if (directive && in_entry && body_chars == 0)
            bad |= empty_entry(err, path, entry_line, cur);
        if (directive) {
            in_entry = true;
            entry_line = lineno;
            body_chars = 0;
            cur = NULL;
            if (len == 6 && strncmp(p, "@prose", 6) == 0) {
                /* written as it stands */
            } else if (len > 8 && strncmp(p, "@option ", 8) == 0) {
                size_t i = 0;
                while (i < n && (strlen(opts[i].long_name) != len - 8 ||
                                 strncmp(opts[i].long_name, p + 8, len - 8) != 0))
                    i++;
                if (i == n) {
                    fprintf(err,
                            "%s:%u: @option %.*s: no row of the option table "
                            "(src/cli/options_table.c) has that long name\n",
                            path, lineno, (int)(len - 8), p + 8);
                    bad = 1;
                    in_entry = false; /* its lines belong to no entry */
                } else if (line_of[i]) {
                    fprintf(err, "%s:%u: @option %s: a second text (the first is at line %u)\n",
                            path, lineno, opts[i].long_name, line_of[i]);
                    bad = 1;
                    in_entry = false;
                } else if (!arg_is_plain(opts[i].arg)) {
                    fprintf(err, "%s:%u: @option %s: its argument name '%s' cannot be quoted "
                            "in a roff tag\n", path, lineno, opts[i].long_name, opts[i].arg);
                    bad = 1;
                    in_entry = false;
                } else {
                    line_of[i] = lineno;
                    cur = &opts[i];
                    put_tag(out, cur);
                }
            } else {
                fprintf(err, "%s:%u: '%.*s': neither '@option NAME' nor '@prose'\n", path, lineno,
                        (int)len, p);
                bad = 1;
                in_entry = false;
            }
        } else if (in_entry) {
            if (!put_body_line(out, p, len)) {
                fprintf(err, "%s:%u: '%.*s' is no generated list ({kernel-models}, "
                        "{kernel-nr-cpus-defaults})\n", path, lineno, (int)len, p);
                bad = 1;
            }
            for (size_t i = 0; i < len; i++)
                body_chars += p[i] != ' ' && p[i] != '\t';
        }
        p = nl ? nl + 1 : p + len;
    }
    if (in_entry && body_chars == 0)
        bad |= empty_entry(err, path, entry_line, cur);
    for (size_t i = 0; i < n; i++)
        if (!line_of[i]) {
            fprintf(err, "%s: --%s has no man text: add an '@option %s' entry\n", path,
                    opts[i].long_name, opts[i].long_name);
            bad = 1;
        }
    free(line_of);
    return bad ? -1 : 0;
}
