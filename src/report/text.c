/* SPDX-License-Identifier: MIT */
/* Compiler-style diagnostics and the table list. */
#include "acpilint/report.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/escape.h"
#include "acpilint/policy.h"

void al_table_label(const struct al_tableset *ts, const char *sig, int instance, char *out,
                    size_t out_size)
{
    char esc[AL_ESCAPED_SIZE(4)];
    al_escape_bytes(sig, strnlen(sig, 4), esc, sizeof(esc));
    if (instance > 0 || (instance == 0 && al_tableset_count_sig(ts, sig) > 1))
        snprintf(out, out_size, "%s#%d", esc, instance);
    else
        snprintf(out, out_size, "%s", esc);
}

static void print_location(FILE *out, const struct al_tableset *ts, const struct al_finding *f)
{
    char file[AL_ESCAPED_SIZE(256)];
    al_escape_str(f->file ? f->file : "<input>", file, sizeof(file));
    fputs(file, out);
    if (f->line)
        fprintf(out, ":%u", f->line);
    else if (f->file_offset != AL_NO_OFFSET && (f->file_offset != f->offset || !f->table[0]))
        fprintf(out, "+0x%" PRIx64, f->file_offset);
    fputs(": ", out);
    if (f->table[0]) {
        char label[32];
        al_table_label(ts, f->table, f->instance, label, sizeof(label));
        fputs(label, out);
        if (f->offset != AL_NO_OFFSET)
            fprintf(out, "+0x%" PRIx64, f->offset);
        fputs(": ", out);
    }
}

void al_report_text(FILE *out, const struct al_tableset *ts)
{
    al_report_text_color(out, ts, false);
}

/*
 * A compiler's line: where, severity and rule, the message's headline (what, in
 * short: al_message_headline()) and the field; then indented note lines for the
 * rest of the message, the other places of an aggregated finding and why a
 * shown suppressed finding is accepted.  The rule's rationale is --explain's.
 */
/* A field as the line names it: without the table's signature, which the location gives. */
static const char *field_in_table(const struct al_finding *f, const char *field)
{
    size_t n = strnlen(f->table, 4);
    if (n && strncmp(field, f->table, n) == 0 && field[n] == '/' && field[n + 1])
        return field + n + 1;
    return field;
}

static void print_finding(FILE *out, const struct al_tableset *ts, const struct al_finding *f,
                          bool color)
{
    /* Messages may quote table bytes; escape again so no control byte reaches a terminal. */
    char msg[AL_ESCAPED_SIZE(1024)];
    al_escape_str(f->message, msg, sizeof(msg));
    struct al_message_parts parts;
    al_message_split(msg, &parts);
    fputs(color ? AL_SGR_BOLD : "", out);
    print_location(out, ts, f);
    fprintf(out, "%s%s%s [%s]: %.*s", color ? al_color_severity(f->severity) : "",
            al_severity_name(f->severity), color ? AL_SGR_RESET : "", f->rule,
            (int)parts.headline_len, msg);
    if (f->field) {
        char field[AL_ESCAPED_SIZE(128)];
        al_escape_str(field_in_table(f, f->field), field, sizeof(field));
        /* Where, once: a headline that names the AML path or field already says it. */
        char *said = strstr(msg, field);
        if (!said || said + strlen(field) > msg + parts.headline_len)
            fprintf(out, " (%s)", field);
    }
    if (f->suppressed)
        fputs(" [suppressed]", out);
    fputc('\n', out);
    const char *note = color ? AL_SGR_BOLD "note:" AL_SGR_RESET : "note:";
    if (parts.aside)
        fprintf(out, "  %s %.*s\n", note, (int)parts.aside_len, parts.aside);
    if (parts.rest)
        fprintf(out, "  %s %s\n", note, parts.rest);
    /* An aggregated finding (al_findings_aggregate): the count and the next few places. */
    if (al_finding_count(f) > 1) {
        enum { SHOWN = 3 };
        size_t more = al_finding_count(f) - 1;
        fprintf(out, "  %s %zu times in this %s; also", note, more + 1,
                f->table[0] ? "table" : "input");
        for (size_t i = 0; i < more && i < SHOWN; i++) {
            char field[AL_ESCAPED_SIZE(128)];
            const struct al_finding_location *l = &f->more[i];
            if (l->field)
                fprintf(out, "%s %s", i ? "," : "",
                        al_escape_str(field_in_table(f, l->field), field, sizeof(field)));
            else if (l->offset != AL_NO_OFFSET)
                fprintf(out, "%s +0x%" PRIx64, i ? "," : "", l->offset);
            else
                fprintf(out, "%s line %u", i ? "," : "", l->line);
        }
        if (more > SHOWN)
            fprintf(out, " and %zu more", more - SHOWN);
        fputc('\n', out);
    }
    if (f->suppressed) {
        char why[AL_ESCAPED_SIZE(256)];
        fprintf(out, "  %s suppressed: %s\n", note,
                al_escape_str(f->justification ? f->justification : "", why, sizeof(why)));
    }
}

/* One line of the per-rule count: a rule and a severity, and how many findings. */
struct rule_count {
    const char *rule;
    enum al_severity severity;
    size_t count;
};

static int by_severity_rule(const void *a, const void *b)
{
    const struct al_finding *x = *(const struct al_finding *const *)a;
    const struct al_finding *y = *(const struct al_finding *const *)b;
    if (x->severity != y->severity)
        return x->severity > y->severity ? -1 : 1;
    return strcmp(x->rule, y->rule);
}

static int by_severity_count(const void *a, const void *b)
{
    const struct rule_count *x = a, *y = b;
    if (x->severity != y->severity)
        return x->severity > y->severity ? -1 : 1;
    if (x->count != y->count)
        return x->count > y->count ? -1 : 1;
    return strcmp(x->rule, y->rule);
}

/*
 * The count of every rule that found something (suppressed findings left
 * out, hidden ones in: the counts are the run's, like the summary line),
 * errors first, then the most frequent.
 */
static void print_rule_counts(FILE *out, const struct al_findings *fs)
{
    const struct al_finding **sorted = malloc(fs->count * sizeof(*sorted));
    struct rule_count *counts = malloc(fs->count * sizeof(*counts));
    size_t n = 0, k = 0;
    if (!sorted || !counts) {
        free(sorted);
        free(counts);
        return;
    }
    for (size_t i = 0; i < fs->count; i++)
        if (!fs->items[i].suppressed)
            sorted[n++] = &fs->items[i];
    qsort(sorted, n, sizeof(*sorted), by_severity_rule);
    for (size_t i = 0; i < n; i++) {
        if (k && counts[k - 1].severity == sorted[i]->severity &&
            strcmp(counts[k - 1].rule, sorted[i]->rule) == 0) {
            counts[k - 1].count++;
            continue;
        }
        counts[k++] = (struct rule_count){sorted[i]->rule, sorted[i]->severity, 1};
    }
    qsort(counts, k, sizeof(*counts), by_severity_count);
    if (k)
        fputs("findings by rule:\n", out);
    for (size_t i = 0; i < k; i++)
        fprintf(out, "  %-7s %5zu  %s\n", al_severity_name(counts[i].severity), counts[i].count,
                counts[i].rule);
    free(sorted);
    free(counts);
}

static void print_summary(FILE *out, const struct al_tableset *ts)
{
    struct al_summary s;
    al_summary_compute(ts, &s);
    size_t errors = s.by_severity[AL_SEV_ERROR], warnings = s.by_severity[AL_SEV_WARNING];
    fprintf(out, "%zu table%s checked: %zu error%s, %zu warning%s, %zu info", ts->count,
            ts->count == 1 ? "" : "s", errors, errors == 1 ? "" : "s", warnings,
            warnings == 1 ? "" : "s", s.by_severity[AL_SEV_INFO]);
    const char *sep = " (";
    if (s.below_severity) {
        fprintf(out, "%s%zu not shown, below --severity %s", sep, s.below_severity,
                al_severity_name((enum al_severity)ts->policy->show_severity));
        sep = "; ";
    }
    if (s.suppressed) {
        fprintf(out, "%s%zu suppressed", sep, s.suppressed);
        sep = "; ";
    }
    if (sep[0] == ';')
        fputc(')', out);
    /* Why the run fails, when it does: the findings at or above --fail-on. */
    if (s.failing)
        fprintf(out, "; %zu fail%s the run (--fail-on %s)", s.failing, s.failing == 1 ? "s" : "",
                al_fail_on_name(s.fail_on));
    fputc('\n', out);
}

/*
 * Errors first, then warnings, then infos, each in the findings' order (by
 * file and offset, al_findings_sort()); then the count per rule and the
 * summary line, which count every finding whatever --severity shows.
 */
void al_report_text_color(FILE *out, const struct al_tableset *ts, bool color)
{
    al_report_text_verdict(out, ts, color, NULL);
}

void al_report_text_verdict(FILE *out, const struct al_tableset *ts, bool color,
                            const char *verdict)
{
    const struct al_findings *fs = &ts->findings;
    bool show_suppressed = ts->policy && ts->policy->show_suppressed;
    int min = ts->policy ? ts->policy->show_severity : (int)AL_SEV_INFO;
    const char *first_rule = NULL;
    for (int sev = AL_SEV_ERROR; sev >= min; sev--)
        for (size_t i = 0; i < fs->count; i++) {
            const struct al_finding *f = &fs->items[i];
            if ((int)f->severity == sev && (!f->suppressed || show_suppressed)) {
                print_finding(out, ts, f, color);
                if (!first_rule)
                    first_rule = f->rule;
            }
        }
    print_rule_counts(out, fs);
    if (verdict) {
        char safe[AL_ESCAPED_SIZE(512)];
        al_escape_str(verdict, safe, sizeof(safe));
        fprintf(out, "%s\n", safe);
    }
    print_summary(out, ts);
    /* The lines above are short; the why of each rule is one command away. */
    if (first_rule)
        fprintf(out, "hint: acpilint --explain RULE gives a rule's rationale and reference "
                     "(acpilint --explain %s)\n",
                first_rule);
}

void al_report_table_list(FILE *out, const struct al_tableset *ts)
{
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        char label[32], oem[AL_ESCAPED_SIZE(6)], oem_table[AL_ESCAPED_SIZE(8)];
        char creator[AL_ESCAPED_SIZE(4)], file[AL_ESCAPED_SIZE(256)];
        al_table_label(ts, t->signature, (int)t->instance, label, sizeof(label));
        al_escape_bytes(t->header.oem_id, strnlen(t->header.oem_id, 6), oem, sizeof(oem));
        al_escape_bytes(t->header.oem_table_id, strnlen(t->header.oem_table_id, 8), oem_table,
                        sizeof(oem_table));
        al_escape_bytes(t->header.creator_id, strnlen(t->header.creator_id, 4), creator,
                        sizeof(creator));
        al_escape_str(t->source.file, file, sizeof(file));
        fprintf(out, "%-8s 0x%016" PRIx64 " %06" PRIX32 " (v%02u %-6s %-8s %08" PRIX32
                     " %-4s %08" PRIX32 ") %s  %s",
                label, t->has_address ? t->address : 0, t->header.length, t->header.revision,
                oem, oem_table, t->header.oem_revision, creator, t->header.creator_revision,
                t->checksum_ok && t->ext_checksum_ok ? "ok      " : "BAD-SUM ", file);
        if (t->source.line)
            fprintf(out, ":%u", t->source.line);
        else if (t->source.offset && !(t->source.location && t->source.compressed))
            fprintf(out, "+0x%" PRIx64, t->source.offset);
        if (t->source.location) /* inside a UEFI firmware volume */
            fprintf(out, " %s", t->source.location);
        if (t->size != t->header.length && t->kind != AL_KIND_RSDP)
            fprintf(out, " (%zu bytes present)", t->size);
        fputc('\n', out);
    }
}
