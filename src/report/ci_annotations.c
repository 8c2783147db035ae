/* SPDX-License-Identifier: MIT */
/*
 * Two formats CI services read straight from a job:
 *
 *  - GitHub Actions workflow commands (--format github): one
 *    `::error file=F,line=L,endLine=M,title=T::MESSAGE` line per place of each
 *    finding shown (per_place.c),
 *    which the runner turns into annotations on the pull request, then a plain
 *    summary line.  Values are escaped as the runner unescapes them: '%', CR
 *    and LF in the message; also ':' and ',' in properties.
 *  - GitLab Code Quality (--format gitlab): the JSON array GitLab reads from
 *    artifacts:reports:codequality, one issue per place of each finding shown
 *    (per_place.c), with a
 *    repository-relative path, a line, a severity and a stable fingerprint.
 *
 * Both show what --severity shows plus every finding that fails the run
 * (verdict.c); suppressed findings are left out, as code hosts have no place
 * for an accepted finding in these formats.  Paths are relative to --base-dir
 * (place.c).
 */
#include "acpilint/report.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/escape.h"
#include "place.h"

/* The message as both formats show it: table and offset first, then text, field, rule. */
static void describe(const struct al_tableset *ts, const struct al_finding *f, char *out,
                     size_t size)
{
    char label[32], msg[AL_ESCAPED_SIZE(1024)], field[AL_ESCAPED_SIZE(256)], where[64] = "";
    al_escape_str(f->message, msg, sizeof(msg));
    if (f->table[0]) {
        al_table_label(ts, f->table, f->instance, label, sizeof(label));
        if (f->offset != AL_NO_OFFSET)
            snprintf(where, sizeof(where), "%s+0x%" PRIx64 ": ", label, f->offset);
        else
            snprintf(where, sizeof(where), "%s: ", label);
    }
    if (f->field)
        al_escape_str(f->field, field, sizeof(field));
    /* Bounded pieces: the whole fits the callers' 4096 bytes. */
    snprintf(out, size, "%.63s%.2500s%s%.1000s%s [%.200s]", where, msg, f->field ? " (" : "",
             f->field ? field : "", f->field ? ")" : "", f->rule);
}

static bool reported(const struct al_tableset *ts, const struct al_finding *f)
{
    return !f->suppressed && al_finding_shown(ts, f);
}

/* Workflow command escaping: the message (data), or a property value too. */
static void gh_escape(FILE *out, const char *s, bool property)
{
    for (; *s; s++) {
        switch (*s) {
        case '%':
            fputs("%25", out);
            break;
        case '\r':
            fputs("%0D", out);
            break;
        case '\n':
            fputs("%0A", out);
            break;
        case ':':
            fputs(property ? "%3A" : ":", out);
            break;
        case ',':
            fputs(property ? "%2C" : ",", out);
            break;
        default:
            fputc(*s, out);
        }
    }
}

static const char *gh_level(enum al_severity sev)
{
    return sev == AL_SEV_ERROR ? "error" : sev == AL_SEV_WARNING ? "warning" : "notice";
}

int al_report_github(FILE *out, const struct al_tableset *grouped)
{
    /* An annotation per place: every device that lacks a _CRS is marked, not the first. */
    struct al_tableset view;
    if (!al_per_place_view(grouped, &view))
        return -1;
    const struct al_tableset *ts = &view;
    char text[4096], title[160], path_esc[AL_ESCAPED_SIZE(PATH_MAX)];
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (!reported(ts, f))
            continue;
        struct al_place p;
        al_place_of(ts, f, al_report_base(ts), &p);
        describe(ts, f, text, sizeof(text));
        fprintf(out, "::%s file=", gh_level(f->severity));
        gh_escape(out, al_escape_str(p.path, path_esc, sizeof(path_esc)), true);
        if (p.start_line)
            fprintf(out, ",line=%u,endLine=%u", p.start_line, p.end_line);
        snprintf(title, sizeof(title), "acpilint %s", f->rule);
        fputs(",title=", out);
        gh_escape(out, title, true);
        fputs("::", out);
        gh_escape(out, text, false);
        fputc('\n', out);
    }
    /* Not a command: a log line with the counts that made the exit status. */
    struct al_summary s;
    al_summary_compute(ts, &s);
    fprintf(out, "acpilint: %zu error%s, %zu warning%s, %zu info, %zu suppressed; %zu fail%s the "
                 "run (--fail-on %s); exit status %d\n",
            s.by_severity[AL_SEV_ERROR], s.by_severity[AL_SEV_ERROR] == 1 ? "" : "s",
            s.by_severity[AL_SEV_WARNING], s.by_severity[AL_SEV_WARNING] == 1 ? "" : "s",
            s.by_severity[AL_SEV_INFO], s.suppressed, s.failing, s.failing == 1 ? "s" : "",
            al_fail_on_name(s.fail_on), s.exit_status);
    al_per_place_view_free(&view);
    return 0;
}

/* GitLab's severities: info, minor, major, critical, blocker. */
static const char *gl_severity(enum al_severity sev)
{
    return sev == AL_SEV_ERROR ? "critical" : sev == AL_SEV_WARNING ? "major" : "info";
}

int al_report_gitlab(FILE *out, const struct al_tableset *grouped)
{
    /* An issue per place, each with its own fingerprint: a new place is a new issue. */
    struct al_tableset view;
    struct al_fingerprint *prints = al_per_place_prints(grouped, &view);
    if (!prints)
        return -1;
    const struct al_tableset *ts = &view;
    char text[4096];
    struct al_json j;
    al_json_init(&j, out);
    al_json_begin_array(&j);
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (!reported(ts, f))
            continue;
        struct al_place p;
        al_place_of(ts, f, al_report_base(ts), &p);
        describe(ts, f, text, sizeof(text));
        al_json_begin_object(&j);
        al_json_kv_string(&j, "type", "issue");
        al_json_kv_string(&j, "check_name", f->rule);
        al_json_kv_string(&j, "description", text);
        al_json_key(&j, "categories");
        al_json_begin_array(&j);
        al_json_string(&j, "Bug Risk");
        al_json_end_array(&j);
        al_json_kv_string(&j, "severity", gl_severity(f->severity));
        al_json_kv_string(&j, "fingerprint", prints[i].text);
        al_json_key(&j, "location");
        al_json_begin_object(&j);
        al_json_kv_string(&j, "path", p.path);
        al_json_key(&j, "lines");
        al_json_begin_object(&j);
        /* A byte region has no line: the issue is on the file, shown at its first line. */
        al_json_kv_uint(&j, "begin", p.start_line ? p.start_line : 1);
        al_json_kv_uint(&j, "end", p.start_line ? p.end_line : 1);
        al_json_end_object(&j);
        al_json_end_object(&j);
        al_json_end_object(&j);
    }
    al_json_end_array(&j);
    al_json_finish(&j);
    free(prints);
    al_per_place_view_free(&view);
    return 0;
}
