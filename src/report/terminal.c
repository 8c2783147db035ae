/* SPDX-License-Identifier: MIT */
/*
 * What a person or a factory script sees: the colour decision (only on a
 * terminal, never with NO_COLOR, see https://no-color.org) and the one-line
 * --quiet verdict.
 */
#include "acpilint/report.h"
#include "acpilint/escape.h"
#include "acpilint/rule_ids.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

bool al_color_auto(FILE *out)
{
    const char *no_color = getenv("NO_COLOR");
    if (no_color && no_color[0])
        return false;
    const char *term = getenv("TERM");
    if (term && strcmp(term, "dumb") == 0)
        return false;
    return isatty(fileno(out)) == 1;
}

/* gcc's colours: bold red errors, bold magenta warnings, bold cyan notes. */
const char *al_color_severity(enum al_severity sev)
{
    switch (sev) {
    case AL_SEV_ERROR:
        return "\033[1;31m";
    case AL_SEV_WARNING:
        return "\033[1;35m";
    case AL_SEV_INFO:
        return "\033[1;36m";
    }
    return "";
}

/* The rules whose findings fail the run, in report order, each once: four named, then "...". */
static void failing_rules(FILE *out, const struct al_tableset *ts)
{
    const char *named[4];
    size_t n = 0;
    bool more = false;
    for (size_t i = 0; i < ts->findings.count && !more; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (!al_finding_fails(ts, f))
            continue;
        bool seen = false;
        for (size_t k = 0; k < n && !seen; k++)
            seen = strcmp(named[k], f->rule) == 0;
        if (seen)
            continue;
        if (n < 4)
            named[n++] = f->rule;
        else
            more = true; /* a fifth rule: the line stays short, --explain and the report say all */
    }
    for (size_t k = 0; k < n; k++)
        fprintf(out, "%s%s", k ? ", " : " (", named[k]);
    if (n)
        fputs(more ? ", ...)" : ")", out);
}

/*
 * "PASS|FAIL|ERROR INPUT...: ...": the verdict names what it is about and why.
 * ERROR is a check that could not be done whole (an input that could not be
 * read, a budget reached: exit status 2), told by its first reason; FAIL is
 * findings, counted as --fail-on counts them, with the rules that fail.
 */
void al_report_quiet(FILE *out, const struct al_tableset *ts, int status, const char *verdict)
{
    struct al_summary s;
    al_summary_compute(ts, &s);
    size_t errors = s.by_severity[AL_SEV_ERROR], warnings = s.by_severity[AL_SEV_WARNING];
    bool incomplete = status == 2 && ts->cut_count > 0;
    /* Another architecture's tables, not judged (input.not-arm64 below error): SKIP, why. */
    const struct al_finding *foreign = NULL;
    for (size_t i = 0; i < ts->findings.count && !foreign; i++)
        if (strcmp(ts->findings.items[i].rule, AL_R_INPUT_NOT_ARM64->id) == 0 &&
            ts->findings.items[i].severity != AL_SEV_ERROR)
            foreign = &ts->findings.items[i];
    fputs(incomplete ? "ERROR" : status ? "FAIL" : foreign ? "SKIP" : "PASS", out);
    char name[AL_ESCAPED_SIZE(256)];
    for (size_t i = 0; i < ts->input_count; i++) {
        al_escape_str(ts->inputs[i], name, sizeof(name));
        fprintf(out, " %s", name);
    }
    fputs(": ", out);
    if (incomplete) {
        const struct al_cut *c = &ts->cuts[0];
        /* The place, unless it is the one input already named. */
        if (c->input && !(ts->input_count == 1 && strcmp(c->input, ts->inputs[0]) == 0)) {
            al_escape_str(c->input, name, sizeof(name));
            fprintf(out, "%s: ", name);
        }
        char what[AL_ESCAPED_SIZE(160)];
        al_escape_str(c->what, what, sizeof(what));
        fputs(what, out);
        if (ts->cut_count > 1)
            fprintf(out, " (and %zu more)", ts->cut_count - 1);
        fputs("; ", out);
    }
    if (foreign && !incomplete && !status) {
        char why[AL_ESCAPED_SIZE(256)];
        struct al_message_parts parts;
        al_escape_str(foreign->message, why, sizeof(why));
        al_message_split(why, &parts);
        fprintf(out, "%.*s\n", (int)parts.headline_len, why);
        return;
    }
    fprintf(out, "%zu error%s, %zu warning%s", errors, errors == 1 ? "" : "s", warnings,
            warnings == 1 ? "" : "s");
    if (s.fail_on == AL_SEV_INFO) /* the counts say what failed */
        fprintf(out, ", %zu info%s", s.by_severity[AL_SEV_INFO],
                s.by_severity[AL_SEV_INFO] == 1 ? "" : "s");
    failing_rules(out, ts);
    if (verdict)
        fprintf(out, "; %s", verdict);
    fputc('\n', out);
}
