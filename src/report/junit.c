/* SPDX-License-Identifier: MIT */
/*
 * JUnit XML for GitLab (artifacts:reports:junit) and Jenkins: a test suite
 * per input, named after it as given on the command line, and in each a test
 * case per rule enabled in this run, so the set of test names is the same in
 * a passing and a failing run.
 *
 * The exit story (src/report/verdict.c) decides what fails: a case fails when
 * findings of its rule on its input fail the run (not suppressed, at or above
 * --fail-on); one <failure> lists them all.  The other findings shown
 * (--severity), and the accepted ones with their justification, go to the
 * case's <system-out>, which GitLab and Jenkins show without failing the
 * test.  Each suite's <properties> say fail-on and the exit status, so a
 * report of a job that exited 0 never holds a failure.  No time stamps or
 * durations: the same input gives the same bytes.
 */
#include "acpilint/report.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/escape.h"
#include "acpilint/policy.h"
#include "acpilint/rules.h"
#include "place.h"

/* The input (index into ts->inputs) a finding belongs to: the one naming its file or a folder above it. */
static size_t finding_input(const struct al_tableset *ts, const struct al_finding *f)
{
    const struct al_table *t =
        f->table[0] && f->instance >= 0 ? al_tableset_find(ts, f->table, (unsigned)f->instance)
                                        : NULL;
    const char *file = f->file ? f->file : t && t->source.file ? t->source.file : NULL;
    size_t best = 0, best_len = 0;
    for (size_t i = 0; file && i < ts->input_count; i++) {
        const char *in = ts->inputs[i];
        size_t n = strlen(in);
        bool match = strcmp(in, "-") == 0 ? strcmp(file, "<stdin>") == 0
                                          : strncmp(file, in, n) == 0 &&
                                                (file[n] == '\0' || file[n] == '/' ||
                                                 (n && in[n - 1] == '/'));
        if (match && n > best_len) {
            best = i;
            best_len = n;
        }
    }
    return best; /* findings about the whole set: the first input, as in SARIF */
}

/* XML text: escape markup, and keep only printable ASCII (XML 1.0 forbids most controls). */
static void xml_text(FILE *out, const char *s)
{
    char esc[AL_ESCAPED_SIZE(2048)];
    al_escape_str(s ? s : "", esc, sizeof(esc));
    const char *p = esc;
    for (;;) {
        /* The run up to the next character XML reserves goes out in one write. */
        size_t run = strcspn(p, "&<>\"'");
        fwrite(p, 1, run, out);
        p += run;
        switch (*p) {
        case '\0':
            return;
        case '&':
            fputs("&amp;", out);
            break;
        case '<':
            fputs("&lt;", out);
            break;
        case '>':
            fputs("&gt;", out);
            break;
        case '"':
            fputs("&quot;", out);
            break;
        default: /* '\'' */
            fputs("&apos;", out);
        }
        p++;
    }
}

/* One finding, one line: file:line or +offset, table+offset, severity [rule], message (field). */
static void write_finding_line(FILE *out, const struct al_tableset *ts, const struct al_finding *f)
{
    char label[32];
    xml_text(out, f->file ? f->file : "<input>");
    if (f->line)
        fprintf(out, ":%u", f->line);
    else if (f->file_offset != AL_NO_OFFSET)
        fprintf(out, "+0x%" PRIx64, f->file_offset);
    fputs(": ", out);
    if (f->table[0]) {
        al_table_label(ts, f->table, f->instance, label, sizeof(label));
        xml_text(out, label);
        if (f->offset != AL_NO_OFFSET)
            fprintf(out, "+0x%" PRIx64, f->offset);
        fputs(": ", out);
    }
    fprintf(out, "%s [%s]: ", al_severity_name(f->severity), f->rule);
    xml_text(out, f->message);
    if (f->field) {
        fputs(" (", out);
        xml_text(out, f->field);
        fputc(')', out);
    }
    const struct al_table *t = f->table[0] ? al_tableset_find(ts, f->table, (unsigned)f->instance)
                                           : NULL;
    if (t && t->source.location) { /* where in a UEFI firmware volume the table is */
        fputs(" [in ", out);
        xml_text(out, t->source.location);
        fputc(']', out);
    }
    if (f->suppressed) {
        fputs(" [accepted: ", out);
        xml_text(out, f->justification && f->justification[0] ? f->justification
                      : f->baselined                           ? "baseline"
                                                               : "suppressed");
        fputc(']', out);
    }
    fputc('\n', out);
}

/*
 * The findings grouped for the cases: indices sorted by (input, rule, order
 * of the report), so a case's findings are one run of the array, found by
 * binary search (a rule's findings are not looked for once per case in the
 * whole list: hostile input can make many).
 */
struct junit {
    const struct al_tableset *ts;
    const struct al_catalogue *c;
    size_t *input_of; /* per finding */
    size_t *order;    /* finding indices, sorted */
};

/* What the sort compares: self-contained, as qsort passes no context in C11. */
struct case_key {
    size_t input;
    const char *rule;
    size_t index;
};

static int by_input_rule(const void *a, const void *b)
{
    const struct case_key *x = a, *y = b;
    if (x->input != y->input)
        return x->input < y->input ? -1 : 1;
    int r = strcmp(x->rule, y->rule);
    return r ? r : (x->index > y->index) - (x->index < y->index);
}

/* A case's findings: a run of order[]. */
struct case_span {
    size_t first, count;
};

/* The run in order[] of (input, rule), found once per case by binary search. */
static struct case_span case_findings(const struct junit *jx, size_t input, const char *rule)
{
    size_t lo = 0, hi = jx->ts->findings.count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2, k = jx->order[mid];
        int cmp = jx->input_of[k] != input ? (jx->input_of[k] < input ? -1 : 1)
                                            : strcmp(jx->ts->findings.items[k].rule, rule);
        if (cmp < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    struct case_span s = {lo, 0};
    while (lo + s.count < jx->ts->findings.count &&
           jx->input_of[jx->order[lo + s.count]] == input &&
           strcmp(jx->ts->findings.items[jx->order[lo + s.count]].rule, rule) == 0)
        s.count++;
    return s;
}

static bool in_case(const struct al_tableset *ts, const struct al_finding *f, bool failing)
{
    return failing ? al_finding_fails(ts, f)
                   : !al_finding_fails(ts, f) && (al_finding_shown(ts, f) || f->suppressed);
}

/* What a case's failing findings come to: how many, the worst severity and the first. */
struct case_failures {
    size_t count;
    enum al_severity worst;
    const struct al_finding *first;
};

static struct case_failures case_failing(const struct junit *jx, struct case_span s)
{
    struct case_failures c = {0, AL_SEV_INFO, NULL};
    for (size_t i = 0; i < s.count; i++) {
        const struct al_finding *f = &jx->ts->findings.items[jx->order[s.first + i]];
        if (!al_finding_fails(jx->ts, f))
            continue;
        if (!c.count++ || f->severity > c.worst)
            c.worst = f->severity;
        if (!c.first)
            c.first = f;
    }
    return c;
}

/* Writes the findings of a case that fail the run (failing) or the others it shows. */
static size_t write_lines(FILE *out, const struct junit *jx, struct case_span s, bool failing,
                          bool count_only)
{
    size_t written = 0;
    for (size_t i = 0; i < s.count; i++) {
        const struct al_finding *f = &jx->ts->findings.items[jx->order[s.first + i]];
        if (!in_case(jx->ts, f, failing))
            continue;
        written++;
        if (!count_only)
            write_finding_line(out, jx->ts, f);
    }
    return written;
}

static void write_case(FILE *out, const struct junit *jx, const char *rule, struct case_span s,
                       const struct case_failures *failing, const char *input_name)
{
    size_t other = write_lines(out, jx, s, false, true);
    fputs("    <testcase classname=\"", out);
    xml_text(out, input_name);
    fputs("\" name=\"", out);
    xml_text(out, rule);
    fputc('"', out);
    if (!failing->count && !other) {
        fputs("/>\n", out);
        return;
    }
    fputs(">\n", out);
    if (failing->count) {
        fprintf(out, "      <failure type=\"%s\" message=\"", al_severity_name(failing->worst));
        xml_text(out, failing->first->message);
        if (failing->count > 1)
            fprintf(out, " (and %zu more)", failing->count - 1);
        fputs("\">", out);
        write_lines(out, jx, s, true, false);
        fputs("Reference: ", out);
        xml_text(out, failing->first->reference);
        fputs("</failure>\n", out);
    }
    if (other) {
        fputs("      <system-out>", out);
        write_lines(out, jx, s, false, false);
        fputs("</system-out>\n", out);
    }
    fputs("    </testcase>\n", out);
}

/* The rules of this run: the catalogue's enabled ones, in catalogue order. */
static bool rule_enabled(const struct al_tableset *ts, const struct al_rule *r)
{
    return !ts->policy || al_policy_severity(ts->policy, r) != AL_RULE_DISABLED;
}

/* Whether a rule has a case of its own from the catalogue (else its findings get one). */
static bool rule_listed(const struct junit *jx, const char *rule)
{
    for (size_t i = 0; i < jx->c->count; i++)
        if (strcmp(jx->c->rules[i].id, rule) == 0)
            return rule_enabled(jx->ts, &jx->c->rules[i]);
    return false;
}

/*
 * The cases of one input: every enabled rule, then a case for each other
 * rule with findings on it (never expected: every rule is in the catalogue).
 * With out NULL, only counts them.
 */
static void suite_cases(FILE *out, const struct junit *jx, size_t input, const char *name,
                        size_t *tests, size_t *failures)
{
    for (size_t i = 0; i < jx->c->count; i++) {
        if (!rule_enabled(jx->ts, &jx->c->rules[i]))
            continue;
        struct case_span s = case_findings(jx, input, jx->c->rules[i].id);
        struct case_failures failing = case_failing(jx, s);
        ++*tests;
        *failures += failing.count > 0;
        if (out)
            write_case(out, jx, jx->c->rules[i].id, s, &failing, name);
    }
    const char *prev = NULL;
    for (size_t i = 0; i < jx->ts->findings.count; i++) {
        size_t k = jx->order[i];
        const char *rule = jx->ts->findings.items[k].rule;
        /* The findings are sorted by input, then rule: one look-up per rule. */
        if (jx->input_of[k] != input || (prev && strcmp(prev, rule) == 0))
            continue;
        prev = rule;
        if (rule_listed(jx, rule))
            continue;
        struct case_span s = case_findings(jx, input, rule);
        struct case_failures failing = case_failing(jx, s);
        ++*tests;
        *failures += failing.count > 0;
        if (out)
            write_case(out, jx, rule, s, &failing, name);
    }
}

static int write_junit(FILE *out, const struct al_tableset *ts)
{
    size_t n = ts->findings.count;
    size_t inputs = ts->input_count ? ts->input_count : 1;
    struct junit jx = {ts, ts->policy ? ts->policy->catalogue : al_catalogue_default(),
                       malloc((n ? n : 1) * sizeof(size_t)), malloc((n ? n : 1) * sizeof(size_t))};
    struct case_key *keys = malloc((n ? n : 1) * sizeof(*keys));
    /* Each suite's counts, and their sums for the header: one counting pass. */
    size_t *suite_tests = calloc(inputs, sizeof(*suite_tests));
    size_t *suite_failures = calloc(inputs, sizeof(*suite_failures));
    int rc = -1;
    if (!jx.input_of || !jx.order || !keys || !suite_tests || !suite_failures)
        goto out;
    for (size_t i = 0; i < n; i++) {
        jx.input_of[i] = finding_input(ts, &ts->findings.items[i]);
        keys[i] = (struct case_key){jx.input_of[i], ts->findings.items[i].rule, i};
    }
    qsort(keys, n, sizeof(*keys), by_input_rule);
    for (size_t i = 0; i < n; i++)
        jx.order[i] = keys[i].index;

    struct al_summary sum;
    al_summary_compute(ts, &sum);
    size_t tests = 0, failures = 0;
    for (size_t in = 0; in < inputs; in++) {
        suite_cases(NULL, &jx, in, NULL, &suite_tests[in], &suite_failures[in]);
        tests += suite_tests[in];
        failures += suite_failures[in];
    }
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", out);
    fprintf(out, "<testsuites name=\"acpilint\" tests=\"%zu\" failures=\"%zu\" errors=\"0\">\n",
            tests, failures);
    for (size_t in = 0; in < inputs; in++) {
        const char *name = ts->input_count ? ts->inputs[in] : "input";
        fputs("  <testsuite name=\"", out);
        xml_text(out, name);
        fprintf(out, "\" tests=\"%zu\" failures=\"%zu\" errors=\"0\" skipped=\"0\">\n",
                suite_tests[in], suite_failures[in]);
        fprintf(out, "    <properties>\n      <property name=\"fail-on\" value=\"%s\"/>\n"
                     "      <property name=\"exit-status\" value=\"%d\"/>\n    </properties>\n",
                al_fail_on_name(sum.fail_on), sum.exit_status);
        size_t written_tests = 0, written_failures = 0;
        suite_cases(out, &jx, in, name, &written_tests, &written_failures);
        fputs("  </testsuite>\n", out);
    }
    fputs("</testsuites>\n", out);
    rc = 0;
out:
    free(suite_failures);
    free(suite_tests);
    free(keys);
    free(jx.input_of);
    free(jx.order);
    return rc;
}

int al_report_junit(FILE *out, const struct al_tableset *grouped)
{
    /* A failure lists every place, one line each (per_place.c). */
    struct al_tableset view;
    if (!al_per_place_view(grouped, &view))
        return -1;
    int rc = write_junit(out, &view);
    al_per_place_view_free(&view);
    return rc;
}
