/* SPDX-License-Identifier: MIT */
/*
 * The diff as a whole: both sides loaded under one budget, the section
 * passes in order, and the exit status their items give.
 */
#include <stdlib.h>
#include <string.h>

#include "acpilint/diff.h"

/*
 * The run budget covers both inputs together (DESIGN.md "Bounded"): NEW gets
 * what OLD left of the bytes, tables and findings, so two hostile inputs
 * cannot hold twice what one may.  (OLD's bytes stay held while NEW loads.)
 */
static struct al_budget budget_left(const struct al_budget *whole, const struct al_tableset *old)
{
    struct al_budget b = *whole;
    b.bytes = old->bytes_held < whole->bytes ? whole->bytes - old->bytes_held : 0;
    b.tables = old->count < whole->tables ? whole->tables - (unsigned)old->count : 0;
    b.findings = old->findings.count < whole->findings ? whole->findings - old->findings.count : 0;
    return b;
}

int al_diff_run(struct al_diff *d, const char *old_path, const char *new_path,
                const struct al_diff_options *o)
{
    memset(d, 0, sizeof(*d));
    al_tableset_init(&d->old_side.ts);
    al_tableset_init(&d->new_side.ts);
    al_tableset_free(&d->old_side.ts);
    al_tableset_free(&d->new_side.ts);
    char err[400];
    if (al_diff_side_load(&d->old_side, old_path, o, &o->budget, err, sizeof(err)) != 0) {
        snprintf(d->error, sizeof(d->error), "OLD %s", err);
        return -1;
    }
    struct al_budget rest = budget_left(&o->budget, &d->old_side.ts);
    if (al_diff_side_load(&d->new_side, new_path, o, &rest, err, sizeof(err)) != 0) {
        snprintf(d->error, sizeof(d->error), "NEW %s", err);
        return -1;
    }
    /* The namespace first: the tables pass leaves AML to it when it saw the change. */
    al_diff_namespace(d);
    al_diff_tables(d);
    al_diff_findings(d);
    al_diff_decisions(d);
    if (d->oom) {
        snprintf(d->error, sizeof(d->error), "out of memory while comparing the inputs");
        return -1;
    }
    for (size_t i = 0; i < d->count; i++) {
        if (d->items[i].failing)
            d->failing++;
        if (d->items[i].worse)
            d->worse++;
    }
    return 0;
}

void al_diff_free(struct al_diff *d)
{
    for (size_t i = 0; i < d->count; i++) {
        free(d->items[i].subject);
        free(d->items[i].old_value);
        free(d->items[i].new_value);
        free(d->items[i].detail);
    }
    free(d->items);
    d->items = NULL;
    free(d->new_findings);
    d->new_findings = NULL;
    d->new_finding_count = 0;
    d->count = d->capacity = 0;
    al_diff_side_free(&d->old_side);
    al_diff_side_free(&d->new_side);
}

int al_diff_exit_status(const struct al_diff *d)
{
    /* A side that could not be wholly read is not a comparison to pass. */
    if (al_tableset_incomplete(&d->old_side.ts) || al_tableset_incomplete(&d->new_side.ts))
        return 2;
    return d->failing || d->worse ? 1 : 0;
}
