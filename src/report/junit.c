/* SPDX-License-Identifier: MIT */
/*
 * JUnit XML for GitLab (artifacts:reports:junit) and Jenkins: one test
 * case per (rule, table) evaluated, a <failure> per finding.
 *
 * A rule declared by a check record (engine.h) is evaluated once per table
 * of the check's signature: one test case each, in a test suite named after
 * the table ("APIC", "SSDT#1"); a table whose checks the engine skipped
 * gets <skipped/> cases.  Rules outside the engine (loading, headers,
 * structure walks, simulator, AML) are evaluated over the whole input set:
 * one case each in the suite "system".  A finding whose (rule, table) has
 * no case of its own fails the rule's system case, so the set of test
 * names is the same in a passing and a failing run.  No timestamps or
 * durations: the same input gives the same bytes.
 */
#include "acpilint/report.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/engine.h"
#include "acpilint/escape.h"
#include "acpilint/rules.h"

#define SYSTEM_SUITE "system"

struct junit_case {
    const char *rule;
    const struct al_table *table; /* NULL: the system case */
    bool skipped;
    size_t failures;
    size_t suppressed; /* findings accepted by a suppression or the baseline */
};

struct junit_cases {
    struct junit_case *items;
    size_t count, capacity;
    bool failed; /* allocation failure */
};

static struct junit_case *find_case(struct junit_cases *c, const char *rule,
                                    const struct al_table *t)
{
    for (size_t i = 0; i < c->count; i++)
        if (c->items[i].table == t && strcmp(c->items[i].rule, rule) == 0)
            return &c->items[i];
    return NULL;
}

static struct junit_case *add_case(struct junit_cases *c, const char *rule,
                                   const struct al_table *t)
{
    struct junit_case *k = find_case(c, rule, t);
    if (k)
        return k;
    if (c->count == c->capacity) {
        size_t cap = c->capacity ? c->capacity * 2 : 64;
        struct junit_case *grown = realloc(c->items, cap * sizeof(*grown));
        if (!grown) {
            c->failed = true;
            return NULL;
        }
        c->items = grown;
        c->capacity = cap;
    }
    k = &c->items[c->count++];
    *k = (struct junit_case){rule, t, false, 0, 0};
    return k;
}

static bool declared_by_engine(const char *rule)
{
    for (size_t a = 0; al_check_areas[a]; a++)
        for (const struct al_check *ch = al_check_areas[a]; ch->name; ch++)
            for (const char *const *r = ch->rules; r && *r; r++)
                if (strcmp(*r, rule) == 0)
                    return true;
    return false;
}

static bool checks_skipped(const struct al_tableset *ts, const struct al_table *t)
{
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (strcmp(f->rule, "engine.checks-skipped") == 0 && memcmp(f->table, t->signature, 4) == 0 &&
            f->instance == (int)t->instance)
            return true;
    }
    return false;
}

static void collect(struct junit_cases *c, const struct al_tableset *ts)
{
    /* Engine checks: every table of the check's signature, in load order. */
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        bool skipped = checks_skipped(ts, t);
        for (size_t a = 0; al_check_areas[a]; a++)
            for (const struct al_check *ch = al_check_areas[a]; ch->name; ch++) {
                if (!ch->signature || !al_table_is(t, ch->signature))
                    continue;
                for (const char *const *r = ch->rules; r && *r; r++) {
                    struct junit_case *k = add_case(c, *r, t);
                    if (k)
                        k->skipped = skipped;
                }
            }
    }
    /* Run-wide engine checks and every rule outside the engine: the system. */
    for (size_t a = 0; al_check_areas[a]; a++)
        for (const struct al_check *ch = al_check_areas[a]; ch->name; ch++)
            if (!ch->signature)
                for (const char *const *r = ch->rules; r && *r; r++)
                    add_case(c, *r, NULL);
    size_t rule_count;
    const struct al_rule *rules = al_rule_all(&rule_count);
    for (size_t i = 0; i < rule_count; i++)
        if (!declared_by_engine(rules[i].id))
            add_case(c, rules[i].id, NULL);
    /* Findings of rules outside any case so far (never expected): a system case. */
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        const struct al_table *t =
            f->table[0] && f->instance >= 0 ? al_tableset_find(ts, f->table, (unsigned)f->instance)
                                            : NULL;
        struct junit_case *k = t ? find_case(c, f->rule, t) : NULL;
        if (!k)
            k = add_case(c, f->rule, NULL);
        if (k && f->suppressed)
            k->suppressed++;
        else if (k)
            k->failures++;
    }
}

/* XML text: escape markup, and keep only printable ASCII (XML 1.0 forbids most controls). */
static void xml_text(FILE *out, const char *s)
{
    char esc[AL_ESCAPED_SIZE(2048)];
    al_escape_str(s ? s : "", esc, sizeof(esc));
    for (const char *p = esc; *p; p++) {
        switch (*p) {
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
        case '\'':
            fputs("&apos;", out);
            break;
        default:
            fputc(*p, out);
        }
    }
}

static void suite_name(const struct al_tableset *ts, const struct al_table *t, char *out,
                       size_t size)
{
    if (!t)
        snprintf(out, size, SYSTEM_SUITE);
    else
        al_table_label(ts, t->signature, (int)t->instance, out, size);
}

static bool finding_in_case(const struct al_tableset *ts, const struct al_finding *f,
                            const struct junit_case *k, struct junit_cases *c)
{
    if (strcmp(f->rule, k->rule) != 0)
        return false;
    const struct al_table *t =
        f->table[0] && f->instance >= 0 ? al_tableset_find(ts, f->table, (unsigned)f->instance)
                                        : NULL;
    if (k->table)
        return t == k->table;
    /* The system case takes what no table case of the rule holds. */
    return !t || !find_case(c, f->rule, t);
}

static void write_failure(FILE *out, const struct al_tableset *ts, const struct al_finding *f)
{
    char label[32];
    fprintf(out, "      <failure type=\"%s\" message=\"", al_severity_name(f->severity));
    xml_text(out, f->message);
    fputs("\">", out);
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
        fputs("\nLocation: ", out);
        xml_text(out, t->source.location);
    }
    fputs("\nReference: ", out);
    xml_text(out, f->reference);
    fputs("</failure>\n", out);
}

/* A case whose findings were all accepted: skipped, with the first justification. */
static void write_suppressed(FILE *out, const struct al_tableset *ts, const struct junit_case *k,
                             struct junit_cases *c)
{
    const char *why = "suppressed";
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (f->suppressed && finding_in_case(ts, f, k, c)) {
            why = f->justification && f->justification[0] ? f->justification
                  : f->baselined                           ? "accepted by the baseline file"
                                                           : "suppressed";
            break;
        }
    }
    fputs("      <skipped message=\"suppressed: ", out);
    xml_text(out, why);
    fputs("\"/>\n", out);
}

static void write_case(FILE *out, const struct al_tableset *ts, struct junit_cases *c,
                       const struct junit_case *k, const char *suite)
{
    fputs("    <testcase classname=\"acpilint.", out);
    xml_text(out, suite);
    fputs("\" name=\"", out);
    xml_text(out, k->rule);
    fputc('"', out);
    if (!k->skipped && !k->failures && !k->suppressed) {
        fputs("/>\n", out);
        return;
    }
    fputs(">\n", out);
    if (k->skipped && !k->failures)
        fputs("      <skipped message=\"checks skipped: the table's header or structure is "
              "broken\"/>\n",
              out);
    else if (k->suppressed && !k->failures)
        write_suppressed(out, ts, k, c);
    for (size_t i = 0; i < ts->findings.count; i++)
        if (!ts->findings.items[i].suppressed && finding_in_case(ts, &ts->findings.items[i], k, c))
            write_failure(out, ts, &ts->findings.items[i]);
    fputs("    </testcase>\n", out);
}

static void write_suite(FILE *out, const struct al_tableset *ts, struct junit_cases *c,
                        const struct al_table *t)
{
    size_t tests = 0, failures = 0, skipped = 0;
    for (size_t i = 0; i < c->count; i++)
        if (c->items[i].table == t) {
            tests++;
            failures += c->items[i].failures > 0;
            skipped += (c->items[i].skipped || c->items[i].suppressed) && !c->items[i].failures;
        }
    if (!tests)
        return;
    char name[32];
    suite_name(ts, t, name, sizeof(name));
    fputs("  <testsuite name=\"", out);
    xml_text(out, name);
    fprintf(out, "\" tests=\"%zu\" failures=\"%zu\" errors=\"0\" skipped=\"%zu\"", tests,
            failures, skipped);
    if (t && t->source.file) {
        fputs(" file=\"", out);
        xml_text(out, t->source.file);
        fputc('"', out);
    }
    fputs(">\n", out);
    for (size_t i = 0; i < c->count; i++)
        if (c->items[i].table == t)
            write_case(out, ts, c, &c->items[i], name);
    fputs("  </testsuite>\n", out);
}

int al_report_junit(FILE *out, const struct al_tableset *ts)
{
    struct junit_cases c = {0};
    collect(&c, ts);
    if (c.failed) {
        free(c.items);
        return -1;
    }
    size_t failures = 0;
    for (size_t i = 0; i < c.count; i++)
        failures += c.items[i].failures > 0;
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", out);
    fprintf(out, "<testsuites name=\"acpilint\" tests=\"%zu\" failures=\"%zu\" errors=\"0\">\n",
            c.count, failures);
    write_suite(out, ts, &c, NULL);
    for (size_t i = 0; i < ts->count; i++)
        write_suite(out, ts, &c, ts->tables[i]);
    fputs("</testsuites>\n", out);
    free(c.items);
    return 0;
}
