/* SPDX-License-Identifier: MIT */
/*
 * --each in SARIF, JUnit and GitLab Code Quality: one document for all the
 * systems, made of each system's own (src/cli/batch_merge.c).  SARIF: a run
 * per system (each with its own automationDetails category); JUnit: a test
 * suite per system under one <testsuites> with the summed totals; GitLab:
 * one array of every system's issues.
 */
#ifndef ACPILINT_CLI_BATCH_MERGE_H
#define ACPILINT_CLI_BATCH_MERGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "cli/options.h"

struct al_merge {
    enum al_format format;
    FILE *body; /* the joined pieces so far */
    char *buf;
    size_t len;
    size_t pieces;
    char *head;              /* SARIF: the log up to its runs[] (from the first system) */
    size_t tests, failures; /* JUnit totals */
};

/* Whether --each writes this format as one merged document. */
bool al_merge_wanted(enum al_format f);
/* Returns 0, or -1 when out of memory. */
int al_merge_init(struct al_merge *m, enum al_format f);
/* One system's document, as its run wrote it. */
void al_merge_add(struct al_merge *m, const char *doc, size_t len);
/*
 * Writes the merged document to out (NULL: nowhere, the run stopped) and
 * frees m.  Returns 0, or -1 when the pieces were lost.
 */
int al_merge_finish(struct al_merge *m, FILE *out);

#endif
