/* SPDX-License-Identifier: MIT */
/*
 * The exit story, told once: which findings fail the run (--fail-on), which
 * a report shows (--severity, and every failing one in the machine formats),
 * the counts every summary prints, and the exit status main returns.  Every
 * report format reads these, so no summary can say "clean" while the run
 * exits 1.
 */
#include "acpilint/report.h"

#include "acpilint/budget.h"
#include "acpilint/policy.h"

static int fail_on(const struct al_tableset *ts)
{
    return ts->policy ? ts->policy->fail_on : (int)AL_SEV_ERROR;
}

bool al_finding_fails(const struct al_tableset *ts, const struct al_finding *f)
{
    int level = fail_on(ts);
    return !f->suppressed && level >= 0 && (int)f->severity >= level;
}

bool al_finding_shown(const struct al_tableset *ts, const struct al_finding *f)
{
    int min = ts->policy ? ts->policy->show_severity : (int)AL_SEV_INFO;
    return (int)f->severity >= min || al_finding_fails(ts, f);
}

void al_summary_compute(const struct al_tableset *ts, struct al_summary *s)
{
    *s = (struct al_summary){0};
    s->fail_on = fail_on(ts);
    int min = ts->policy ? ts->policy->show_severity : (int)AL_SEV_INFO;
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (f->suppressed) {
            s->suppressed++;
            continue;
        }
        s->by_severity[f->severity]++;
        bool fails = al_finding_fails(ts, f);
        s->failing += fails;
        if ((int)f->severity < min) {
            s->below_severity++;
            s->below_severity_failing += fails;
        }
    }
    /* An input or part of one not read, or cut by the budget: the check is incomplete. */
    s->exit_status = al_tableset_incomplete(ts) ? 2 : s->failing ? 1 : 0;
}

int al_exit_status(const struct al_tableset *ts)
{
    struct al_summary s;
    al_summary_compute(ts, &s);
    return s.exit_status;
}

const char *al_fail_on_name(int fail_on)
{
    return fail_on < 0 ? "never" : al_severity_name((enum al_severity)fail_on);
}
