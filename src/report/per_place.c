/* SPDX-License-Identifier: MIT */
/*
 * The machine formats that code hosts read (SARIF, GitLab Code Quality,
 * GitHub annotations, JUnit) report every place of a defect on its own: an
 * alert per device that lacks a _CRS, each with its own location and
 * fingerprint, so a new place is a new alert and dismissing one hides no
 * other.  The text report and -q read the grouped findings
 * (al_findings_aggregate); these formats read this view, which undoes the
 * grouping without touching the table set.
 */
#include "place.h"

#include <stdlib.h>
#include <string.h>

bool al_per_place_view(const struct al_tableset *ts, struct al_tableset *view)
{
    size_t n = 0;
    for (size_t i = 0; i < ts->findings.count; i++) {
        size_t c = al_finding_count(&ts->findings.items[i]);
        if (c > SIZE_MAX / sizeof(struct al_finding) - n)
            return false;
        n += c;
    }
    struct al_finding *items = malloc((n ? n : 1) * sizeof(*items));
    if (!items)
        return false;
    size_t o = 0;
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *g = &ts->findings.items[i];
        items[o] = *g;
        items[o].count = 1;
        items[o].more = NULL;
        o++;
        /* The other places share everything with the first but where and what it said. */
        for (size_t k = 0; k + 1 < al_finding_count(g); k++) {
            const struct al_finding_location *l = &g->more[k];
            items[o] = items[o - 1 - k];
            items[o].offset = l->offset;
            items[o].file_offset = l->file_offset;
            items[o].line = l->line;
            items[o].field = l->field;
            items[o].message = l->message ? l->message : g->message;
            o++;
        }
    }
    *view = *ts;
    view->findings.items = items;
    view->findings.count = n;
    view->findings.capacity = n;
    /* Machine formats go by file, offset, rule: the places of a group fall where they are. */
    al_findings_sort(&view->findings);
    return true;
}

struct al_fingerprint *al_per_place_prints(const struct al_tableset *ts,
                                           struct al_tableset *view)
{
    if (!al_per_place_view(ts, view))
        return NULL;
    struct al_fingerprint *prints = al_fingerprints(view);
    if (!prints)
        al_per_place_view_free(view);
    return prints;
}

void al_per_place_view_free(struct al_tableset *view)
{
    /* Only the array is the view's own: its strings belong to the table set's findings. */
    free(view->findings.items);
    view->findings.items = NULL;
    view->findings.count = 0;
}
