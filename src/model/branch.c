/* SPDX-License-Identifier: MIT */
/*
 * Findings that rest on one branch of a module-level If/Else (issue 22 item
 * 12).  ACPICA executes a definition block's module-level code when it loads
 * the table (AcpiNsExecuteTable(), since ACPICA 20180313 in place, before
 * that AcpiNsExecModuleCodeList()), so an If whose predicate calls a method
 * or reads a field creates one branch only, and the bytes do not tell which.
 * A finding about an object of one branch is therefore not certain: it is
 * kept at info (al_report_branch(), sink.c).  When the same rule fires in
 * the other branch of the same If/Else too, the defect holds whichever way
 * the load goes, and both findings get their rule's severity back here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/tableset.h"
#include "model/sink_internal.h"

/* Orders findings by rule, then by the If/Else they rest on, then by place in the list. */
static int cmp_branch(const struct al_finding *x, const struct al_finding *y)
{
    int c = strcmp(x->rule, y->rule);
    if (c)
        return c;
    if ((c = strcmp(x->branch.table, y->branch.table)))
        return c;
    if (x->branch.instance != y->branch.instance)
        return x->branch.instance < y->branch.instance ? -1 : 1;
    if (x->branch.if_offset != y->branch.if_offset)
        return x->branch.if_offset < y->branch.if_offset ? -1 : 1;
    return 0;
}

static int cmp_ptr(const void *a, const void *b)
{
    const struct al_finding *x = *(struct al_finding *const *)a;
    const struct al_finding *y = *(struct al_finding *const *)b;
    int c = cmp_branch(x, y);
    return c ? c : (x < y ? -1 : x > y); /* the findings are one array: a stable order */
}

/* " [...]": which branch the finding rests on, appended to its message. */
static void append_note(struct al_finding *x)
{
    static const char *const names[] = {"If", "Else", "While"};
    const struct al_finding_branch *b = &x->branch;
    char where[32], by[96] = "";
    if (b->instance > 0)
        snprintf(where, sizeof(where), "%.4s%d+0x%x", b->table, b->instance, b->if_offset);
    else
        snprintf(where, sizeof(where), "%.4s+0x%x", b->table, b->if_offset);
    if (b->predicate && b->predicate[0])
        snprintf(by, sizeof(by), ", decided by %s", b->predicate);
    char note[384];
    if (b->both)
        snprintf(note, sizeof(note),
                 " [in both branches of the module-level If/Else at %s%s: it holds whichever "
                 "branch the load takes]",
                 where, by);
    else if (b->branch == 2)
        snprintf(note, sizeof(note),
                 " [only if the module-level While at %s%s runs its body when ACPICA loads the "
                 "table: not certain, so info]",
                 where, by);
    else
        snprintf(note, sizeof(note),
                 " [only if the load takes the %s branch of the module-level If/Else at %s%s "
                 "(ACPICA runs it when it loads the table and creates one branch): not certain, "
                 "so info]",
                 names[b->branch < 2 ? b->branch : 0], where, by);
    size_t n = strlen(x->message), m = strlen(note);
    char *grown = realloc(x->message, n + m + 1);
    if (!grown)
        return; /* the message stays as reported; the severity still tells */
    memcpy(grown + n, note, m + 1);
    x->message = grown;
}

void al_sink_settle_branches(struct al_tableset *ts)
{
    struct al_findings *f = &ts->findings;
    size_t n = 0;
    for (size_t i = 0; i < f->count; i++)
        n += f->items[i].branch.set;
    if (!n)
        return;
    struct al_finding **order = malloc(n * sizeof(*order));
    if (order) {
        size_t k = 0;
        for (size_t i = 0; i < f->count; i++)
            if (f->items[i].branch.set)
                order[k++] = &f->items[i];
        qsort(order, n, sizeof(*order), cmp_ptr);
        /* Each run of one rule and one If/Else: both when it has If and Else findings. */
        for (size_t s = 0, e; s < n; s = e) {
            bool in_if = false, in_else = false, nested = false;
            for (e = s; e < n && cmp_branch(order[s], order[e]) == 0; e++) {
                const struct al_finding_branch *b = &order[e]->branch;
                in_if |= b->branch == 0;
                in_else |= b->branch == 1;
                nested |= b->nested;
            }
            if (!(in_if && in_else) || nested)
                continue;
            for (size_t j = s; j < e; j++) {
                struct al_finding *x = order[j];
                if (x->branch.branch > 1)
                    continue;
                x->branch.both = true;
                x->severity = x->branch.severity;
            }
        }
        free(order);
    }
    /* Without memory for the order every finding stays info: never an overstatement. */
    for (size_t i = 0; i < f->count; i++)
        if (f->items[i].branch.set)
            append_note(&f->items[i]);
}
