/* SPDX-License-Identifier: MIT */
/*
 * Output of a finished run: findings as compiler-style text or as the JSON
 * document of DESIGN.md, the table list, and table extraction.
 */
#ifndef ACPILINT_REPORT_H
#define ACPILINT_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "acpilint/json.h"
#include "acpilint/tableset.h"

/* `file:line: SIG+0xOFF: severity [rule]: message` lines, then a summary line. */
void al_report_text(FILE *out, const struct al_tableset *ts);

/*
 * A finding's message as the text report shows it (src/report/headline.c): the
 * headline, up to the first ": " or "; " outside brackets and double quotes
 * (messages read "what: consequence"), less a parenthesised aside that ends it;
 * the aside (without its parentheses) and the rest after the separator, each
 * NULL when absent.  Lengths and pointers index the message itself.
 */
struct al_message_parts {
    size_t headline_len;
    const char *aside;
    size_t aside_len;
    const char *rest;
};
void al_message_split(const char *message, struct al_message_parts *parts);

/* One table per line, like `acpidump -s`, with where it came from. */
void al_report_table_list(FILE *out, const struct al_tableset *ts);

/* The top-level members shared by every JSON document: tool, inputs, tables. */
void al_report_json_preamble(struct al_json *j, const struct al_tableset *ts);
/* findings[] and summary. */
void al_report_json_findings(struct al_json *j, const struct al_tableset *ts);

/* A table's name in messages: "APIC", or "SSDT#3" when several share the signature. */
void al_table_label(const struct al_tableset *ts, const char *sig, int instance, char *out,
                    size_t out_size);

/* Text report with ANSI colour when `color` (decide with al_color_auto() or --color). */
void al_report_text_color(FILE *out, const struct al_tableset *ts, bool color);
/* The same, with the simulated kernel's verdict line (al_sim_verdict()) before the summary. */
void al_report_text_verdict(FILE *out, const struct al_tableset *ts, bool color,
                            const char *verdict);
/* Colour by default: out is a terminal, NO_COLOR is unset or empty, TERM is not "dumb". */
bool al_color_auto(FILE *out);
/* The SGR sequence that starts a severity's colour; AL_SGR_BOLD, AL_SGR_RESET. */
const char *al_color_severity(enum al_severity sev);
#define AL_SGR_BOLD "\033[1m"
#define AL_SGR_RESET "\033[0m"

/*
 * --quiet: one line for the exit status `status`: "PASS INPUT: 0 errors, 2 warnings",
 * "FAIL INPUT: 3 errors, 2 warnings (table.checksum, ...)" naming the rules that fail the
 * run (infos counted too with --fail-on info), or "ERROR INPUT: cannot open: ...; ..." for
 * a check that could not be done whole; then the simulated kernel's verdict after "; "
 * when verdict is not NULL (al_sim_verdict()).
 */
void al_report_quiet(FILE *out, const struct al_tableset *ts, int status, const char *verdict);


/*
 * The exit story (src/report/verdict.c), from ts->policy's fail_on and
 * show_severity (defaults without a policy: error, info).  A finding fails
 * the run when it is not suppressed and at or above fail_on; the text report
 * shows the findings at or above show_severity, the machine formats those and
 * every failing one; every summary counts all findings, whatever is shown.
 */
bool al_finding_fails(const struct al_tableset *ts, const struct al_finding *f);
/* Shown by a machine format: at or above --severity, or failing the run. */
bool al_finding_shown(const struct al_tableset *ts, const struct al_finding *f);

struct al_summary {
    size_t by_severity[3];         /* unsuppressed findings, by enum al_severity */
    size_t suppressed;             /* accepted by a suppression or the baseline */
    size_t failing;                /* unsuppressed, at or above fail_on: exit status 1 */
    size_t below_severity;         /* unsuppressed, under --severity: not in the text report */
    size_t below_severity_failing; /* of those, failing: still in the machine formats */
    int fail_on;                   /* enum al_severity, or -1 (never) */
    int exit_status;               /* 2 incomplete check, 1 failing findings, else 0 */
};
void al_summary_compute(const struct al_tableset *ts, struct al_summary *s);
/* The exit status the findings and inputs give: 0, 1 or 2 (as al_summary's). */
int al_exit_status(const struct al_tableset *ts);
/* "error", "warning", "info" or "never". */
const char *al_fail_on_name(int fail_on);

/*
 * The formats code hosts read report each place of an aggregated finding on
 * its own (a result, annotation, issue or failure line per place, with its own
 * location and fingerprint); each returns 0, or -1 when out of memory.
 */
/* SARIF 2.1.0: every rule of the run, one result per place (src/report/sarif.c). */
int al_report_sarif(FILE *out, const struct al_tableset *ts);
/* JUnit XML: a suite per input, a case per enabled rule, a line per place. */
int al_report_junit(FILE *out, const struct al_tableset *ts);
/* GitHub Actions workflow commands (::error file=...::message), then a summary line. */
int al_report_github(FILE *out, const struct al_tableset *ts);
/* GitLab Code Quality JSON. */
int al_report_gitlab(FILE *out, const struct al_tableset *ts);

#endif
