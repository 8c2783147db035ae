/* SPDX-License-Identifier: MIT */
/*
 * What a person or a factory script sees: the colour decision (only on a
 * terminal, never with NO_COLOR, see https://no-color.org) and the one-line
 * --quiet verdict.
 */
#include "acpilint/report.h"
#include "acpilint/escape.h"

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

/* "PASS|FAIL INPUT...: N errors, M warnings": the verdict names what it is about. */
void al_report_quiet(FILE *out, const struct al_tableset *ts, bool failed, const char *verdict)
{
    size_t errors = al_findings_count(&ts->findings, AL_SEV_ERROR);
    size_t warnings = al_findings_count(&ts->findings, AL_SEV_WARNING);
    fputs(failed ? "FAIL" : "PASS", out);
    for (size_t i = 0; i < ts->input_count; i++) {
        char name[AL_ESCAPED_SIZE(256)];
        al_escape_str(ts->inputs[i], name, sizeof(name));
        fprintf(out, " %s", name);
    }
    fprintf(out, ": %zu error%s, %zu warning%s", errors, errors == 1 ? "" : "s", warnings,
            warnings == 1 ? "" : "s");
    if (ts->unreadable_inputs)
        fprintf(out, ", %u unreadable input%s", ts->unreadable_inputs,
                ts->unreadable_inputs == 1 ? "" : "s");
    if (verdict)
        fprintf(out, "; %s", verdict);
    fputc('\n', out);
}
