/* SPDX-License-Identifier: MIT */
/*
 * SARIF tool.driver: who made the log and every rule of the run, each with
 * what code scanning services show beside an alert (GitHub, GitHub Advanced
 * Security for Azure DevOps: a friendly name, help as text and Markdown, a
 * help URI pointing at the rule's row in docs/rules.md).
 */
#include "sarif_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "acpilint/policy.h"
#include "acpilint/trace.h"
#include "acpilint_version.h"

#ifndef ACPILINT_INFORMATION_URI
#define ACPILINT_INFORMATION_URI "https://github.com/acpilint/acpilint"
#endif
/* docs/rules.md as published; each rule's row carries an anchor named after its id. */
#ifndef ACPILINT_RULES_DOC_URI
#define ACPILINT_RULES_DOC_URI ACPILINT_INFORMATION_URI "/blob/main/docs/rules.md"
#endif

const struct al_catalogue *al_sarif_catalogue(const struct al_tableset *ts)
{
    return ts->policy ? ts->policy->catalogue : al_catalogue_default();
}

int al_sarif_rule_severity(const struct al_tableset *ts, size_t i)
{
    const struct al_catalogue *c = al_sarif_catalogue(ts);
    return ts->policy ? al_policy_severity(ts->policy, &c->rules[i]) : (int)c->rules[i].severity;
}

const char *al_sarif_level(enum al_severity sev)
{
    switch (sev) {
    case AL_SEV_ERROR:
        return "error";
    case AL_SEV_WARNING:
        return "warning";
    case AL_SEV_INFO:
        return "note";
    }
    return "error";
}

void al_sarif_text(struct al_json *j, const char *key, const char *text)
{
    al_json_key(j, key);
    al_json_begin_object(j);
    al_json_kv_string(j, "text", text);
    al_json_end_object(j);
}

/* "madt.gicc-flags" -> "MadtGiccFlags": the name SARIF viewers show (SARIF 3.49.7). */
static void friendly_name(const char *id, char *out, size_t size)
{
    size_t o = 0;
    bool upper = true;
    for (const char *p = id; *p && o + 1 < size; p++) {
        if (!isalnum((unsigned char)*p)) {
            upper = true;
            continue;
        }
        out[o++] = upper ? (char)toupper((unsigned char)*p) : *p;
        upper = false;
    }
    out[o] = '\0';
}

/* A sentence ends with a full stop (the catalogue's summaries do not). */
static void sentence(char *out, size_t size, const char *text)
{
    size_t n = strlen(text);
    snprintf(out, size, "%s%s", text, n && strchr(".!?", text[n - 1]) ? "" : ".");
}

static void write_rule(struct al_json *j, const struct al_rule *r, enum al_severity level)
{
    char buf[4096], summary[1024], name[128];
    al_json_begin_object(j);
    al_json_kv_string(j, "id", r->id);
    friendly_name(r->id, name, sizeof(name));
    al_json_kv_string(j, "name", name);
    sentence(summary, sizeof(summary), r->summary);
    al_sarif_text(j, "shortDescription", summary);
    snprintf(buf, sizeof(buf), "%s%s%s", summary, r->rationale[0] ? " " : "", r->rationale);
    al_sarif_text(j, "fullDescription", buf);
    snprintf(buf, sizeof(buf), "%s#%s", ACPILINT_RULES_DOC_URI, r->id);
    al_json_kv_string(j, "helpUri", buf);
    al_json_key(j, "help");
    al_json_begin_object(j);
    snprintf(buf, sizeof(buf), "%s%s%s\nReference: %s\nRun `acpilint --explain %s` for the rule's "
             "profiles and where it is defined.", summary, r->rationale[0] ? " " : "",
             r->rationale, r->reference, r->id);
    al_json_kv_string(j, "text", buf);
    snprintf(buf, sizeof(buf), "**%s**\n\n%s%s**Reference:** %s\n\nRun `acpilint --explain %s` "
             "for the profiles that enable the rule and where it is defined; all rules: "
             "[docs/rules.md](%s).", summary, r->rationale, r->rationale[0] ? "\n\n" : "",
             r->reference, r->id, ACPILINT_RULES_DOC_URI);
    al_json_kv_string(j, "markdown", buf);
    al_json_end_object(j);
    al_json_key(j, "defaultConfiguration");
    al_json_begin_object(j);
    al_json_kv_string(j, "level", al_sarif_level(level));
    al_json_end_object(j);
    al_json_key(j, "properties");
    al_json_begin_object(j);
    al_json_kv_string(j, "reference", r->reference);
    /* The certification verdicts the rule predicts (trace.h), also as tags to filter on. */
    al_trace_json(j, "certification", r);
    al_json_key(j, "tags");
    al_json_begin_array(j);
    char area[64];
    snprintf(area, sizeof(area), "%.*s", (int)strcspn(r->id, "."), r->id);
    al_json_string(j, "acpi");
    al_json_string(j, area);
    struct al_trace t[AL_TRACE_MAX];
    size_t traces = al_rule_traces(r, t, AL_TRACE_MAX);
    for (size_t i = 0; i < traces && i < AL_TRACE_MAX; i++) {
        char tag[128];
        snprintf(tag, sizeof(tag), "%s:%s%s%s", t[i].suite, t[i].test, t[i].label[0] ? "/" : "",
                 t[i].label);
        al_json_string(j, tag);
    }
    al_json_end_array(j);
    al_json_end_object(j);
    al_json_end_object(j);
}

void al_sarif_write_driver(struct al_json *j, const struct al_tableset *ts)
{
    const struct al_catalogue *catalogue = al_sarif_catalogue(ts);
    al_json_key(j, "driver");
    al_json_begin_object(j);
    al_json_kv_string(j, "name", "acpilint");
    al_json_kv_string(j, "fullName", "acpilint " ACPILINT_VERSION
                                     " (linter of arm64 ACPI tables against what Linux requires)");
    al_json_kv_string(j, "version", ACPILINT_VERSION);
    al_json_kv_string(j, "semanticVersion", ACPILINT_VERSION);
    al_json_kv_string(j, "informationUri", ACPILINT_INFORMATION_URI);
    al_json_key(j, "rules");
    al_json_begin_array(j);
    /* Only the rules enabled in this run, at the level the profile gives them. */
    for (size_t i = 0; i < catalogue->count; i++) {
        int level = al_sarif_rule_severity(ts, i);
        if (level != AL_RULE_DISABLED)
            write_rule(j, &catalogue->rules[i], (enum al_severity)level);
    }
    al_json_end_array(j);
    al_json_end_object(j);
}
