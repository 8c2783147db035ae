/* SPDX-License-Identifier: MIT */
/*
 * One problem, one finding (finding.h al_findings_aggregate()): the reports
 * of one rule about one table become one finding with a count and every
 * location.  A defect repeated per device (Revision 1 in each of seven
 * DBG2 devices), per register (an SPCR-style access size in every DBG2
 * register) or per reference (two hundred names a DSDT uses and no table
 * defines) is then one line to read, and the machine formats still carry
 * each place.
 *
 * Findings are grouped by rule, table signature and instance (for a
 * finding about a whole input: its file and field), severity and suppression; each
 * was judged by the policy, suppressions and the baseline on its own before
 * (sink.c, baseline.c), so a group never mixes accepted and new reports.
 * The first of a group in the current order stays, the others are moved
 * into its `more` array and removed.  Linear after one sort of an index.
 */
#include "acpilint/finding.h"

#include <stdlib.h>
#include <string.h>

struct key_ref {
    const struct al_finding *f;
    size_t index; /* position in the findings: the stable tie-break */
};

static int cmp_str(const char *a, const char *b)
{
    return strcmp(a ? a : "", b ? b : "");
}

static int cmp_group(const struct al_finding *x, const struct al_finding *y)
{
    int c = strcmp(x->rule, y->rule);
    if (!c)
        c = strncmp(x->table, y->table, sizeof(x->table));
    if (!c)
        c = (x->instance > y->instance) - (x->instance < y->instance);
    /*
     * About a whole input (no table): one file, and one subject, which the
     * field names (the missing table of tables.required-missing, of
     * scan.required-missing): two absent tables are two defects.
     */
    if (!c && !x->table[0])
        c = cmp_str(x->file, y->file);
    if (!c && !x->table[0])
        c = cmp_str(x->field, y->field);
    if (!c)
        c = (int)x->severity - (int)y->severity;
    if (!c)
        c = (int)x->suppressed - (int)y->suppressed;
    if (!c)
        c = (int)x->baselined - (int)y->baselined;
    return c;
}

static int cmp_key(const void *a, const void *b)
{
    const struct key_ref *x = a, *y = b;
    int c = cmp_group(x->f, y->f);
    return c ? c : (x->index > y->index) - (x->index < y->index);
}

bool al_findings_aggregate(struct al_findings *fs)
{
    size_t n = fs->count;
    if (n < 2)
        return true;
    struct key_ref *refs = malloc(n * sizeof(*refs));
    size_t *head = malloc(n * sizeof(*head)); /* each finding's group representative */
    if (!refs || !head) {
        free(refs);
        free(head);
        return false;
    }
    for (size_t i = 0; i < n; i++)
        refs[i] = (struct key_ref){&fs->items[i], i};
    qsort(refs, n, sizeof(*refs), cmp_key);
    /* The representative of a group is its first member by position. */
    for (size_t i = 0; i < n;) {
        size_t j = i + 1;
        while (j < n && cmp_group(refs[i].f, refs[j].f) == 0)
            j++;
        for (size_t k = i; k < j; k++)
            head[refs[k].index] = refs[i].index;
        if (j - i > 1) {
            struct al_finding *rep = &fs->items[refs[i].index];
            struct al_finding_location *more = calloc(j - i - 1, sizeof(*more));
            if (!more) {
                /* Nothing merged yet in this group: keep it as it is. */
                for (size_t k = i; k < j; k++)
                    head[refs[k].index] = refs[k].index;
                i = j;
                continue;
            }
            rep->more = more;
            rep->count = j - i;
        }
        i = j;
    }
    /*
     * Move the other members' locations into their representative, then
     * compact.  Compaction moves representatives to lower positions, so each
     * representative's array is found through more_of[], indexed by its
     * original position, not through the item that may have moved away.
     */
    size_t *filled = calloc(n, sizeof(*filled));
    struct al_finding_location **more_of = calloc(n, sizeof(*more_of));
    if (!filled || !more_of) {
        free(filled);
        free(more_of);
        for (size_t i = 0; i < n; i++)
            if (fs->items[i].more) {
                free(fs->items[i].more);
                fs->items[i].more = NULL;
                fs->items[i].count = 1;
            }
        free(refs);
        free(head);
        return false;
    }
    for (size_t i = 0; i < n; i++)
        more_of[i] = fs->items[i].more;
    size_t out = 0;
    for (size_t i = 0; i < n; i++) {
        struct al_finding *f = &fs->items[i];
        if (head[i] != i) {
            struct al_finding_location *l = &more_of[head[i]][filled[head[i]]++];
            l->offset = f->offset;
            l->file_offset = f->file_offset;
            l->line = f->line;
            l->field = f->field;
            l->message = f->message;
            continue;
        }
        if (!f->count)
            f->count = 1;
        fs->items[out++] = *f;
    }
    fs->count = out;
    free(more_of);
    free(filled);
    free(refs);
    free(head);
    return true;
}
