/* SPDX-License-Identifier: MIT */
/*
 * Where a finding points, for the formats that code hosts read (SARIF, GitHub
 * workflow annotations, GitLab Code Quality): a file, never a folder, named
 * relative to a base folder (--base-dir, default the working directory: the
 * checkout, for code scanning), and a region in it.  Every finding gets a
 * file and a region: a field its byte or line, a table all of its bytes or
 * lines, and a finding about a whole input all of the file (about a folder:
 * its XSDT's file, else its first table's).
 */
#ifndef ACPILINT_REPORT_PLACE_H
#define ACPILINT_REPORT_PLACE_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>

#include "acpilint/tableset.h"

struct al_place {
    const char *file;       /* as the table set names it */
    char path[PATH_MAX];    /* relative to the base when `relative`, else real (or as named) */
    bool relative;
    unsigned start_line;    /* text region: 1-based lines, 0 when the region is in bytes */
    unsigned end_line;
    uint64_t byte_offset;   /* byte region, when start_line is 0 and has_bytes */
    uint64_t byte_length;
    bool has_bytes;
};

/*
 * Fills p for f from the table set alone: the loader recorded each file's
 * real path, kind, lines and size when it opened it (file_facts.h).  base is
 * the real path of the folder paths are relative to (NULL: none, paths are
 * absolute).
 */
void al_place_of(const struct al_tableset *ts, const struct al_finding *f, const char *base,
                 struct al_place *p);

/* The table a finding is about, or NULL for findings about an input. */
const struct al_table *al_finding_table(const struct al_tableset *ts, const struct al_finding *f);

/*
 * The real path of the base folder of the run's reports (--base-dir, else
 * the working directory), as the policy recorded it; NULL when it has none
 * or no policy is attached.
 */
const char *al_report_base(const struct al_tableset *ts);

/*
 * The fingerprint of every finding of ts, in report order ("<32 hex>:<rank>",
 * fingerprint.c); free() the array.  NULL when out of memory.
 */
struct al_fingerprint {
    char text[48];
};
struct al_fingerprint *al_fingerprints(const struct al_tableset *ts);

/*
 * view: ts with one finding per place (an aggregated finding's `more` places
 * each their own, count 1), sorted by file, offset, rule, for the formats
 * that code hosts read.  The view borrows every string of ts; free it with
 * al_per_place_view_free() before ts.  False when out of memory.
 */
bool al_per_place_view(const struct al_tableset *ts, struct al_tableset *view);
void al_per_place_view_free(struct al_tableset *view);
/*
 * The per-place view of ts and the fingerprint of each of its findings, what
 * SARIF and GitLab Code Quality key their results by.  NULL (nothing left to
 * free) when out of memory; else free() the array, then al_per_place_view_free().
 */
struct al_fingerprint *al_per_place_prints(const struct al_tableset *ts,
                                           struct al_tableset *view);

#endif
