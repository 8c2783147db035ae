/* SPDX-License-Identifier: MIT */
/*
 * Suppressions and baseline entries that matched nothing, one info each (as
 * ruff's unused-noqa and eslint's --report-unused-disable-directives): an
 * acceptance that outlived its defect would silently accept the next one
 * that happens to match it.  Each finding points at the file and line of the
 * entry, and its field is the entry's YAML path (suppressions[2],
 * findings[7]) so that two stale entries stay two findings.
 */
#include <stdio.h>

#include "acpilint/baseline.h"
#include "acpilint/load.h"
#include "acpilint/policy.h"
#include "acpilint/rule_ids.h"
#include "acpilint/tableset.h"

/*
 * The entry's place: its file and line, and its YAML path as the field.  The
 * file is recorded now, for the report, which reads no file (file_facts.h).
 */
static struct al_where entry_at(struct al_tableset *ts, const char *file, unsigned line,
                                const char *field)
{
    al_load_note_file(ts, file);
    struct al_where w = al_at_file(file, AL_NO_OFFSET, line);
    w.field = field;
    return w;
}

/* Findings counted and not kept (the findings budget) may be the ones an entry matched. */
static bool all_findings_kept(const struct al_tableset *ts)
{
    return ts->sink.dropped_total == 0;
}

size_t al_policy_report_unused(const struct al_policy *p, struct al_tableset *ts)
{
    size_t reported = 0;
    if (!all_findings_kept(ts))
        return 0;
    for (size_t k = 0; k < p->suppression_count; k++) {
        const struct al_suppression *s = &p->suppressions[k];
        /*
         * Line 0: read from an ACS waiver file (waiver.h), which waives what the
         * certification run reports; acpilint not seeing that defect says nothing.
         */
        if (s->line == 0)
            continue;
        bool used = false;
        /* The first suppression that matches a finding is the one that accepted it. */
        for (size_t i = 0; i < ts->findings.count && !used; i++) {
            const struct al_finding *f = &ts->findings.items[i];
            used = f->suppressed && !f->baselined && al_policy_match(p, f) == s;
        }
        if (used)
            continue;
        char field[40];
        snprintf(field, sizeof(field), "suppressions[%zu]", k);
        al_report(ts, AL_R_ENGINE_SUPPRESSION_UNUSED,
                  entry_at(ts, al_tableset_intern(ts, s->file), s->line, field),
                  "suppression of %s on %s matched no finding: its defect is fixed or no longer "
                  "reported; remove it, or it will accept the next finding it happens to match",
                  s->rule, s->table ? s->table : "any table");
        reported++;
    }
    return reported;
}

size_t al_baseline_report_unused(const struct al_baseline *b, struct al_tableset *ts)
{
    size_t reported = 0;
    if (!all_findings_kept(ts))
        return 0;
    const char *file = al_tableset_intern(ts, b->path);
    for (size_t k = 0; k < b->count; k++) {
        const struct al_baseline_entry *e = &b->entries[k];
        if (e->used)
            continue;
        char field[40];
        snprintf(field, sizeof(field), "findings[%zu]", k);
        al_report(ts, AL_R_ENGINE_BASELINE_ENTRY_UNUSED, entry_at(ts, file, e->line, field),
                  "baseline entry for %s on %s matched no finding: its defect is fixed or its "
                  "message changed; remove it (--write-baseline rewrites the file)",
                  e->rule, e->table[0] ? e->table : "the input");
        reported++;
    }
    return reported;
}
