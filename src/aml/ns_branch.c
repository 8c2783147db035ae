/* SPDX-License-Identifier: MIT */
/*
 * The module-level If, Else and While bodies the namespace build recorded
 * (struct al_aml_cond, sorted by node): which branch a node was defined
 * under, whether a name is reachable from a reference whatever the load
 * decides, and the words a finding uses to say so.  Queries only: the
 * build (walker.c, namespace.c) writes the records.  Module-level code runs
 * once, when its table is loaded, so which branch it takes is the firmware's
 * run-time decision: a name defined in one branch may not exist.
 */
#include "aml/aml_internal.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

const struct al_aml_cond *al_namespace_cond(const struct al_namespace *ns, uint32_t node)
{
    if (!ns || node >= ns->count || !(ns->nodes[node].flags & AL_AML_NODE_CONDITIONAL))
        return NULL;
    size_t lo = 0, hi = ns->cond_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (ns->conds[mid].node == node)
            return &ns->conds[mid];
        if (ns->conds[mid].node < node)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

const struct al_aml_cond *al_namespace_branch_of(const struct al_namespace *ns, uint32_t node)
{
    /* Bounded by the depth: every step goes to the parent. */
    for (uint32_t n = node; ns && n != AL_AML_NO_NODE && n < ns->count; n = ns->nodes[n].parent) {
        const struct al_aml_cond *c = al_namespace_cond(ns, n);
        if (c && !(c->flags & AL_AML_COND_SAME))
            return c;
    }
    return NULL;
}

/* Where the two records name one If/Else: 1 the same branch, -1 the other, 0 not it. */
static int relation(const struct al_aml_cond *a, const struct al_aml_cond *b)
{
    if (a->table != b->table || a->if_offset != b->if_offset)
        return 0;
    if (a->branch == b->branch)
        return 1;
    /* A While has one body: nothing is in its "other branch". */
    return a->branch == AL_AML_BRANCH_WHILE || b->branch == AL_AML_BRANCH_WHILE ? 0 : -1;
}

const struct al_aml_cond *al_aml_reach(const struct al_namespace *ns, uint32_t target,
                                       const struct al_aml_cond *from, uint32_t from_node,
                                       bool *other)
{
    *other = false;
    const struct al_aml_cond *c = NULL;
    /* Bounded by the depth: every step goes to the parent. */
    for (uint32_t n = target; ns && n != AL_AML_NO_NODE && n < ns->count && !c;
         n = ns->nodes[n].parent) {
        const struct al_aml_cond *x = al_namespace_cond(ns, n);
        /* Defined by both branches: it exists whichever the load takes, if its parent does. */
        if (x && !(x->flags & AL_AML_COND_BOTH))
            c = x;
    }
    if (!c)
        return NULL;
    int r = from ? relation(from, c) : 0;
    for (uint32_t n = from_node; r == 0 && n != AL_AML_NO_NODE && n < ns->count;
         n = ns->nodes[n].parent) {
        const struct al_aml_cond *s = al_namespace_cond(ns, n);
        if (s && !(s->flags & AL_AML_COND_BOTH))
            r = relation(s, c);
    }
    if (r == 1)
        return NULL;
    *other = r == -1;
    return c;
}

char *al_namespace_cond_predicate(const struct al_namespace *ns, const struct al_aml_cond *c,
                                  char *buf, size_t size)
{
    if (size == 0)
        return buf;
    buf[0] = '\0';
    if (!ns || !ns->ts || !c || !c->predicate || c->table < 0 ||
        (size_t)c->table >= ns->ts->count)
        return buf;
    struct al_span s = al_table_body(ns->ts->tables[c->table]);
    struct al_aml_name n;
    if (al_aml_name_decode(s, c->predicate, &n))
        al_aml_name_format(s, &n, buf, size);
    return buf;
}

bool al_namespace_branch_fill(const struct al_namespace *ns, const struct al_aml_cond *c,
                              struct al_branch *out)
{
    if (!c)
        return false;
    memset(out, 0, sizeof(*out));
    if (ns && ns->ts && c->table >= 0 && (size_t)c->table < ns->ts->count)
        out->table = ns->ts->tables[c->table];
    out->if_offset = c->if_offset;
    out->branch = c->branch;
    out->nested = (c->flags & AL_AML_COND_NESTED) != 0;
    al_namespace_cond_predicate(ns, c, out->predicate, sizeof(out->predicate));
    return true;
}

const char *al_namespace_branch_clause(const struct al_namespace *ns, const struct al_aml_cond *c,
                                       char *buf, size_t size)
{
    static const char *const names[] = {"If", "Else"};
    struct al_branch b;
    if (size == 0)
        return buf;
    buf[0] = '\0';
    if (!al_namespace_branch_fill(ns, c, &b))
        return buf;
    char where[32] = "?", by[96] = "";
    if (b.table && b.table->instance > 0)
        snprintf(where, sizeof(where), "%.4s%u+0x%x", b.table->signature, b.table->instance,
                 b.if_offset);
    else if (b.table)
        snprintf(where, sizeof(where), "%.4s+0x%x", b.table->signature, b.if_offset);
    if (b.predicate[0])
        snprintf(by, sizeof(by), " (decided by %s)", b.predicate);
    if (b.branch == AL_AML_BRANCH_WHILE)
        snprintf(buf, size, " only if the module-level While at %s%s runs its body", where, by);
    else
        snprintf(buf, size,
                 " only when the load takes the %s branch of the module-level If/Else at %s%s",
                 names[b.branch ? 1 : 0], where, by);
    return buf;
}
