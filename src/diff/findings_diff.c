/* SPDX-License-Identifier: MIT */
/*
 * The findings section: new, fixed and still present, keyed as baselines
 * are (al_baseline_key(): rule, table, OEM Table ID, field and message with
 * the positions taken out), so that a rebuild that moves bytes around keeps
 * every key.  Keys are a multiset: a second identical defect is new.
 * Suppressed findings (a config suppression) are accepted on both sides and
 * left out.
 */
#include <stdlib.h>
#include <string.h>

#include "acpilint/baseline.h"
#include "acpilint/report.h"
#include "diff_internal.h"

struct keyed {
    char *key;
    const struct al_finding *f;
    bool matched;
};

static int by_key(const void *a, const void *b)
{
    const struct keyed *x = a, *y = b;
    int c = strcmp(x->key, y->key);
    if (c)
        return c;
    return x->f < y->f ? -1 : x->f > y->f;
}

static struct keyed *keys_of(const struct al_tableset *ts, size_t *n, bool *oom)
{
    struct keyed *k = calloc(ts->findings.count + 1, sizeof(*k));
    *n = 0;
    if (!k) {
        *oom = true;
        return NULL;
    }
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (f->suppressed)
            continue;
        char *key = al_baseline_key(f);
        if (!key) {
            *oom = true;
            continue;
        }
        k[*n].key = key;
        k[*n].f = f;
        (*n)++;
    }
    qsort(k, *n, sizeof(*k), by_key);
    return k;
}

static void free_keys(struct keyed *k, size_t n)
{
    for (size_t i = 0; k && i < n; i++)
        free(k[i].key);
    free(k);
}

/* One item per distinct key among the entries of severity sev that are (not) matched. */
static void emit(struct al_diff *d, const struct al_tableset *ts, const struct keyed *k, size_t n,
                 bool matched, enum al_diff_kind kind, int sev)
{
    for (size_t i = 0, j; i < n; i = j) {
        const struct al_finding *first = NULL;
        size_t count = 0;
        for (j = i; j < n && !strcmp(k[j].key, k[i].key); j++)
            if (k[j].matched == matched && (int)k[j].f->severity == sev) {
                if (!first)
                    first = k[j].f;
                count++;
            }
        if (!first)
            continue;
        struct al_diff_item *it =
            al_diff_add(d, AL_DIFF_FINDINGS, kind, first->rule, NULL, NULL, first->message);
        if (it) {
            it->severity = first->severity;
            it->count = count;
            it->finding = first;
            it->failing = kind == AL_DIFF_NEW && al_finding_fails(ts, first);
        }
    }
}

void al_diff_findings(struct al_diff *d)
{
    bool oom = false;
    size_t on = 0, nn = 0;
    struct keyed *ok = keys_of(&d->old_side.ts, &on, &oom);
    struct keyed *nk = keys_of(&d->new_side.ts, &nn, &oom);
    if (oom) {
        d->oom = true;
        free_keys(ok, on);
        free_keys(nk, nn);
        return;
    }
    /* Sorted merge: equal keys pair off one to one. */
    for (size_t i = 0, j = 0; i < on && j < nn;) {
        int c = strcmp(ok[i].key, nk[j].key);
        if (c < 0)
            i++;
        else if (c > 0)
            j++;
        else {
            ok[i++].matched = true;
            nk[j++].matched = true;
        }
    }
    d->new_findings = calloc(nn + 1, sizeof(*d->new_findings));
    if (!d->new_findings)
        d->oom = true;
    for (size_t j = 0; d->new_findings && j < nn; j++)
        if (!nk[j].matched)
            d->new_findings[d->new_finding_count++] = nk[j].f;
    /* New, fixed, still present; in each errors first, then warnings, then info. */
    for (int sev = AL_SEV_ERROR; sev >= AL_SEV_INFO; sev--)
        emit(d, &d->new_side.ts, nk, nn, false, AL_DIFF_NEW, sev);
    for (int sev = AL_SEV_ERROR; sev >= AL_SEV_INFO; sev--)
        emit(d, &d->old_side.ts, ok, on, false, AL_DIFF_FIXED, sev);
    for (int sev = AL_SEV_ERROR; sev >= AL_SEV_INFO; sev--)
        emit(d, &d->new_side.ts, nk, nn, true, AL_DIFF_STILL, sev);
    free_keys(ok, on);
    free_keys(nk, nn);
}
