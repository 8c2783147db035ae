/* SPDX-License-Identifier: MIT */
/* What the model's own modules (table set, budget) share about the sink; not a public contract. */
#ifndef ACPILINT_SINK_INTERNAL_H
#define ACPILINT_SINK_INTERNAL_H

#include <stdarg.h>
#include <stdbool.h>

#include "acpilint/tableset.h"

/*
 * al_vreport(), or past the findings limit when beyond_limit (a cut is never
 * itself cut); branch: al_vreport_branch()'s, or NULL.
 */
void al_sink_vreport(struct al_tableset *ts, const struct al_rule_id *rule, struct al_where where,
                     bool beyond_limit, const struct al_branch *branch, const char *fmt, va_list ap)
    __attribute__((format(printf, 6, 0)));
/*
 * Settles the findings that rest on a branch (branch.c): those whose rule
 * fires in both branches of one If/Else get their rule's severity back;
 * each message says which case it is.  Called once by al_sink_finish().
 */
void al_sink_settle_branches(struct al_tableset *ts);
void al_sink_report_beyond(struct al_tableset *ts, const struct al_rule_id *rule,
                           struct al_where where, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Frees the sink's own memory (the findings are the table set's). */
void al_sink_free(struct al_sink *s);

#endif
