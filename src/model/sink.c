/* SPDX-License-Identifier: MIT */
/*
 * The findings sink (sink.h): al_report() builds a finding, asks the
 * attached policy about its rule, and keeps it while the findings budget
 * lasts; past it, or without memory for it, the finding is counted under
 * its rule.  Nothing here knows a profile, a catalogue or a config.
 */
#include "acpilint/rule_ids.h"
#include "acpilint/sink.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/tableset.h"
#include "model/sink_internal.h"

struct al_where al_at_table(const struct al_table *t, uint64_t offset, const char *field)
{
    struct al_where w = {t, offset, NULL, AL_NO_OFFSET, 0, field};
    return w;
}

struct al_where al_at_file(const char *file, uint64_t file_offset, unsigned line)
{
    struct al_where w = {NULL, AL_NO_OFFSET, file, file_offset, line, NULL};
    return w;
}

/* The rule's severity, catalogue id and reference; AL_SINK_DISABLED drops the finding. */
static int resolve(struct al_sink *s, const char *rule_id, const char **id, const char **ref)
{
    if (!s->has_policy) {
        *id = rule_id;
        *ref = "";
        return AL_SEV_ERROR;
    }
    /* Compared by content: a caller may build ids in one buffer. */
    if (!s->last_rule || strcmp(rule_id, s->last_rule) != 0) {
        s->last_severity = s->policy.rule(s->policy.arg, rule_id, &s->last_id, &s->last_reference);
        s->last_rule = s->last_id;
    }
    *id = s->last_id;
    *ref = s->last_reference;
    return s->last_severity;
}

/* Counts one finding of `rule` that is not kept. */
static void count_dropped(struct al_sink *s, const char *rule)
{
    s->dropped_total++;
    for (size_t i = s->dropped_count; i-- > 0;)
        if (strcmp(s->dropped[i].rule, rule) == 0) {
            s->dropped[i].count++;
            return;
        }
    if (s->dropped_count == s->dropped_capacity) {
        size_t cap = s->dropped_capacity ? 2 * s->dropped_capacity : 16;
        struct al_sink_dropped *grown = realloc(s->dropped, cap * sizeof(*grown));
        if (!grown) {
            s->dropped_untold++;
            return;
        }
        s->dropped = grown;
        s->dropped_capacity = cap;
    }
    char *copy = strdup(rule); /* without a policy, ids are the caller's strings */
    if (!copy) {
        s->dropped_untold++;
        return;
    }
    s->dropped[s->dropped_count].rule = copy;
    s->dropped[s->dropped_count++].count = 1;
}

/*
 * The message, formatted once into a buffer on the stack and copied out
 * when it fits (nearly all do): measuring first and then formatting again
 * was most of a finding's cost, and a run of a server's dump reports
 * hundreds.  The attribute tells clang's -Wformat-nonliteral that callers
 * check fmt.
 */
__attribute__((format(printf, 1, 0))) static char *vformat(const char *fmt, va_list ap)
{
    char first[1024];
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(first, sizeof(first), fmt, copy);
    va_end(copy);
    if (n < 0)
        return strdup("(message could not be formatted)");
    char *buf = malloc((size_t)n + 1);
    if (!buf)
        return NULL;
    if ((size_t)n < sizeof(first))
        memcpy(buf, first, (size_t)n + 1);
    else
        vsnprintf(buf, (size_t)n + 1, fmt, ap);
    return buf;
}

/* Fills the location members of x from where. */
static void locate(struct al_tableset *ts, struct al_finding *x, struct al_where where)
{
    x->instance = AL_NO_INSTANCE;
    x->offset = AL_NO_OFFSET;
    x->file_offset = AL_NO_OFFSET;
    if (!where.table) {
        x->file = where.file ? al_tableset_intern(ts, where.file) : NULL;
        x->file_offset = where.file_offset;
        x->line = where.line;
        return;
    }
    const struct al_table *t = where.table;
    memcpy(x->table, t->signature, 5);
    if (t->kind == AL_KIND_SDT)
        snprintf(x->oem_table_id, sizeof(x->oem_table_id), "%.8s", t->header.oem_table_id);
    x->instance = (int)t->instance;
    x->offset = where.offset;
    x->file = t->source.file;
    x->line = t->source.line;
    /* acpidump prints 16 bytes a line: point at the line holding the byte. */
    if (t->source.data_line && where.offset != AL_NO_OFFSET && where.offset / 16 < UINT32_MAX)
        x->line = t->source.data_line + (unsigned)(where.offset / 16);
    if (t->source.line == 0) {
        uint64_t off = where.offset == AL_NO_OFFSET ? 0 : where.offset;
        x->file_offset = t->source.offset + off;
    }
}

/* A finding that could not be kept for lack of memory: counted, and the run is incomplete. */
static void drop_nomem(struct al_tableset *ts, struct al_finding *x)
{
    free(x->message);
    free(x->field);
    count_dropped(&ts->sink, x->rule);
    struct al_source at = {.file = x->file, .offset = AL_NO_OFFSET};
    al_budget_cut(ts, AL_CUT_NOMEM, &at, 0, "a finding could not be stored, only counted");
}

/*
 * The one place a finding is stored.  Aggregating repeats (one finding, a
 * count and several locations) would happen here.
 */
static void sink_keep(struct al_tableset *ts, struct al_finding *x)
{
    struct al_findings *f = &ts->findings;
    if (f->count == f->capacity) {
        size_t cap = f->capacity ? 2 * f->capacity : 16;
        struct al_finding *grown = realloc(f->items, cap * sizeof(*grown));
        if (!grown) {
            drop_nomem(ts, x);
            return;
        }
        f->items = grown;
        f->capacity = cap;
    }
    f->items[f->count++] = *x;
}

__attribute__((format(printf, 6, 0))) void
al_sink_vreport(struct al_tableset *ts, const struct al_rule_id *rule, struct al_where where,
                bool beyond_limit, const struct al_branch *branch, const char *fmt, va_list ap)
{
    struct al_sink *s = &ts->sink;
    struct al_finding x;
    memset(&x, 0, sizeof(x));
    int severity = resolve(s, rule->id, &x.rule, &x.reference);
    if (severity == AL_SINK_DISABLED)
        return;
    x.severity = (enum al_severity)severity;
    if (branch) {
        /* Resting on one branch of a module-level If/Else: info until settled (branch.c). */
        x.branch.set = true;
        x.branch.nested = branch->nested;
        x.branch.branch = branch->branch;
        x.branch.instance = AL_NO_INSTANCE;
        if (branch->table) {
            memcpy(x.branch.table, branch->table->signature, 5);
            x.branch.instance = (int)branch->table->instance;
        }
        x.branch.if_offset = branch->if_offset;
        x.branch.predicate = al_tableset_intern(ts, branch->predicate);
        x.branch.severity = x.severity;
        x.severity = AL_SEV_INFO;
    }
    if (!beyond_limit && ts->findings.count >= ts->budget.findings) {
        /* The first one past the limit cuts (once a run); all are counted, cheaply. */
        if (!s->dropped_total) {
            locate(ts, &x, where);
            struct al_source at = {.file = x.file, .offset = AL_NO_OFFSET};
            al_budget_cut(ts, AL_CUT_FINDINGS, &at, ts->budget.findings,
                          "later findings were counted, not kept");
        }
        count_dropped(s, x.rule);
        return;
    }
    locate(ts, &x, where);
    x.field = where.field ? strdup(where.field) : NULL;
    x.message = vformat(fmt, ap);
    if (!x.message || (where.field && !x.field)) {
        drop_nomem(ts, &x);
        return;
    }
    const char *reason = s->has_policy ? s->policy.suppress(s->policy.arg, &x) : NULL;
    if (reason) {
        x.suppressed = true;
        x.justification = al_tableset_intern(ts, reason);
    }
    sink_keep(ts, &x);
}

__attribute__((format(printf, 4, 0))) void al_vreport(struct al_tableset *ts,
                                                      const struct al_rule_id *rule,
                                                      struct al_where where, const char *fmt,
                                                      va_list ap)
{
    al_sink_vreport(ts, rule, where, false, NULL, fmt, ap);
}

void al_report(struct al_tableset *ts, const struct al_rule_id *rule, struct al_where where,
               const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    al_sink_vreport(ts, rule, where, false, NULL, fmt, ap);
    va_end(ap);
}

__attribute__((format(printf, 5, 0))) void
al_vreport_branch(struct al_tableset *ts, const struct al_rule_id *rule, struct al_where where,
                  const struct al_branch *branch, const char *fmt, va_list ap)
{
    al_sink_vreport(ts, rule, where, false, branch, fmt, ap);
}

void al_report_branch(struct al_tableset *ts, const struct al_rule_id *rule, struct al_where where,
                      const struct al_branch *branch, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    al_sink_vreport(ts, rule, where, false, branch, fmt, ap);
    va_end(ap);
}

void al_sink_report_beyond(struct al_tableset *ts, const struct al_rule_id *rule,
                           struct al_where where, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    al_sink_vreport(ts, rule, where, true, NULL, fmt, ap);
    va_end(ap);
}

void al_sink_attach(struct al_tableset *ts, const struct al_sink_policy *policy)
{
    struct al_sink *s = &ts->sink;
    s->policy = *policy;
    s->has_policy = true;
    s->last_rule = NULL;
    struct al_findings *f = &ts->findings;
    size_t kept = 0;
    for (size_t i = 0; i < f->count; i++) {
        struct al_finding *x = &f->items[i];
        int severity = resolve(s, x->rule, &x->rule, &x->reference);
        if (severity == AL_SINK_DISABLED) {
            free(x->message);
            free(x->field);
            continue;
        }
        x->severity = (enum al_severity)severity;
        if (x->branch.set) {
            x->branch.severity = x->severity;
            x->severity = AL_SEV_INFO;
        }
        const char *reason = policy->suppress(policy->arg, x);
        x->suppressed = reason != NULL;
        x->justification = reason ? al_tableset_intern(ts, reason) : NULL;
        f->items[kept++] = *x;
    }
    f->count = kept;
}

static int cmp_dropped(const void *a, const void *b)
{
    const struct al_sink_dropped *x = a, *y = b;
    if (x->count != y->count)
        return x->count < y->count ? 1 : -1;
    return strcmp(x->rule, y->rule);
}

/* Rules named in the input.findings-limit message; the rest are summed up. */
#define NAMED_RULES 8u

void al_sink_finish(struct al_tableset *ts)
{
    struct al_sink *s = &ts->sink;
    if (s->finished)
        return;
    s->finished = true;
    al_sink_settle_branches(ts);
    if (!s->dropped_total)
        return;
    if (s->dropped_count > 1)
        qsort(s->dropped, s->dropped_count, sizeof(*s->dropped), cmp_dropped);
    char rules[NAMED_RULES * 64 + 64] = "";
    size_t used = 0;
    for (size_t i = 0; i < s->dropped_count && i < NAMED_RULES; i++) {
        int n = snprintf(rules + used, sizeof(rules) - used, "%s%.40s %llu", i ? ", " : "",
                         s->dropped[i].rule, (unsigned long long)s->dropped[i].count);
        if (n > 0 && (size_t)n < sizeof(rules) - used)
            used += (size_t)n;
    }
    if (s->dropped_count > NAMED_RULES)
        snprintf(rules + used, sizeof(rules) - used, " and %zu more rules",
                 s->dropped_count - NAMED_RULES);
    else if (s->dropped_untold)
        snprintf(rules + used, sizeof(rules) - used, " and %llu of rules not recorded",
                 (unsigned long long)s->dropped_untold);
    /* Named at the input where the first finding was cut (or the first input). */
    const char *file = ts->input_count ? ts->inputs[0] : NULL;
    for (size_t i = 0; i < ts->cut_count && i < AL_MAX_CUTS; i++)
        if (ts->cuts[i].kind == AL_CUT_FINDINGS || ts->cuts[i].kind == AL_CUT_NOMEM) {
            file = ts->cuts[i].input;
            break;
        }
    al_sink_report_beyond(ts, AL_R_INPUT_FINDINGS_LIMIT, al_at_file(file, AL_NO_OFFSET, 0),
                          "%llu finding(s) past the limit of %zu kept (--max-findings) or "
                          "without memory were counted, not kept: %s",
                          (unsigned long long)s->dropped_total, ts->budget.findings, rules);
}

uint64_t al_sink_dropped(const struct al_tableset *ts, const char *rule_id)
{
    for (size_t i = 0; i < ts->sink.dropped_count; i++)
        if (strcmp(ts->sink.dropped[i].rule, rule_id) == 0)
            return ts->sink.dropped[i].count;
    return 0;
}

void al_sink_free(struct al_sink *s)
{
    for (size_t i = 0; i < s->dropped_count; i++)
        free((char *)s->dropped[i].rule);
    free(s->dropped);
    memset(s, 0, sizeof(*s));
}
