/* SPDX-License-Identifier: MIT */
/*
 * SARIF of a diff: NEW's findings that OLD did not have, for code scanning
 * of a pull request (a fixed or a still-present defect is not the change's
 * alert).  The check report's SARIF writer (src/report/sarif.c) writes them
 * from a view of NEW's table set whose findings are only the new ones.
 */
#include <stdlib.h>
#include <string.h>

#include "acpilint/report.h"
#include "diff_internal.h"

int al_diff_write_sarif(FILE *out, struct al_diff *d)
{
    struct al_tableset view = d->new_side.ts;
    struct al_finding *items = calloc(d->new_finding_count + 1, sizeof(*items));
    if (!items)
        return -1;
    /* Shallow copies: the view owns nothing and is never freed. */
    for (size_t i = 0; i < d->new_finding_count; i++)
        items[i] = *d->new_findings[i];
    view.findings.items = items;
    view.findings.count = d->new_finding_count;
    view.findings.capacity = d->new_finding_count + 1;
    al_findings_sort(&view.findings);
    int rc = al_report_sarif(out, &view);
    free(items);
    return rc;
}
