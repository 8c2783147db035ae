/* SPDX-License-Identifier: MIT */
/*
 * SARIF 2.1.0 (OASIS, errata 01) for code scanning: one run, every rule of
 * the run in tool.driver.rules (sarif_rules.c), one result per place of each
 * finding shown (per_place.c), each with its own fingerprint (fingerprint.c).
 * GitHub rejects a whole upload when one result has no location, so every
 * result points at a file (place.c: findings about a whole input at the input
 * file, about a folder at its XSDT's file), relative to the base folder
 * (uriBaseId SRCROOT; --base-dir, default the working directory), with a
 * region (lines of a text dump, bytes of a binary) and a logical location
 * naming the table and field.
 */
#include "acpilint/report.h"

#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/budget.h"
#include "acpilint/escape.h"
#include "acpilint/policy.h"
#include "place.h"
#include "sarif_internal.h"

#define SARIF_SCHEMA                                                                               \
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
#define URI_BASE_ID "SRCROOT"

/* Percent-encodes a path into a URI reference (RFC 3986 unreserved and '/' kept). */
static void uri_encode(const char *path, char *out, size_t out_size)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t o = 0;
    for (const unsigned char *p = (const unsigned char *)path; *p && o + 4 < out_size; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("-._~/", *p)) {
            out[o++] = (char)*p;
        } else {
            out[o++] = '%';
            out[o++] = hex[*p >> 4];
            out[o++] = hex[*p & 15];
        }
    }
    out[o] = '\0';
}

/* Index of a rule in tool.driver.rules[], which lists only the enabled rules; -1 if absent. */
static long rule_index(const struct al_tableset *ts, const char *id)
{
    const struct al_catalogue *c = al_sarif_catalogue(ts);
    long index = 0;
    for (size_t i = 0; i < c->count; i++) {
        if (al_sarif_rule_severity(ts, i) == AL_RULE_DISABLED)
            continue;
        if (strcmp(c->rules[i].id, id) == 0)
            return index;
        index++;
    }
    return -1;
}

/* artifactLocation and region of the place a finding points at. */
static void write_physical(struct al_json *j, const struct al_place *p)
{
    char uri[PATH_MAX * 3 + 16];
    al_json_key(j, "physicalLocation");
    al_json_begin_object(j);
    al_json_key(j, "artifactLocation");
    al_json_begin_object(j);
    if (p->relative) {
        uri_encode(p->path, uri, sizeof(uri));
        al_json_kv_string(j, "uri", uri);
        al_json_kv_string(j, "uriBaseId", URI_BASE_ID);
    } else if (p->path[0] == '/') {
        char enc[PATH_MAX * 3 + 8];
        uri_encode(p->path, enc, sizeof(enc));
        snprintf(uri, sizeof(uri), "file://%s", enc);
        al_json_kv_string(j, "uri", uri);
    } else {
        uri_encode(p->path, uri, sizeof(uri));
        al_json_kv_string(j, "uri", uri[0] ? uri : "input");
    }
    al_json_end_object(j);
    if (p->start_line || p->has_bytes) {
        al_json_key(j, "region");
        al_json_begin_object(j);
        if (p->start_line) {
            al_json_kv_uint(j, "startLine", p->start_line);
            al_json_kv_uint(j, "endLine", p->end_line);
        } else {
            al_json_kv_uint(j, "byteOffset", p->byte_offset);
            al_json_kv_uint(j, "byteLength", p->byte_length);
        }
        al_json_end_object(j);
    }
    al_json_end_object(j);
}

static void write_logical(struct al_json *j, const struct al_tableset *ts,
                          const struct al_finding *f, const char *file)
{
    /* A finding about a whole input is about the file, whatever its region stands in. */
    char label[32], name[512];
    al_json_key(j, "logicalLocations");
    al_json_begin_array(j);
    al_json_begin_object(j);
    if (f->table[0]) {
        al_table_label(ts, f->table, f->instance, label, sizeof(label));
        /* "SSDT/..." of the third SSDT becomes "SSDT#2/...". */
        if (f->field && strncmp(f->field, f->table, strnlen(f->table, 4)) == 0 &&
            f->field[strnlen(f->table, 4)] == '/')
            snprintf(name, sizeof(name), "%s%s", label, f->field + strnlen(f->table, 4));
        else if (f->field)
            snprintf(name, sizeof(name), "%s/%s", label, f->field);
        else
            snprintf(name, sizeof(name), "%s", label);
        al_json_kv_string(j, "fullyQualifiedName", name);
        al_json_kv_string(j, "kind", f->field ? "member" : "resource");
        const struct al_table *t = al_finding_table(ts, f);
        if (t && t->source.location) { /* where in a UEFI firmware volume the table is */
            al_json_end_object(j);
            al_json_begin_object(j);
            al_json_kv_string(j, "fullyQualifiedName", t->source.location);
            al_json_kv_string(j, "kind", "module");
        }
    } else {
        const char *base = strrchr(file, '/');
        al_json_kv_string(j, "fullyQualifiedName", base && base[1] ? base + 1 : file);
        al_json_kv_string(j, "kind", "module");
    }
    al_json_end_object(j);
    al_json_end_array(j);
}

static void write_message(struct al_json *j, const struct al_tableset *ts,
                          const struct al_finding *f)
{
    /*
     * The table, offset and field or AML path first: the first sentence must
     * stand on its own (an alert names its place), and end.
     */
    char label[32], where[64] = "", esc[AL_ESCAPED_SIZE(1024)], field[AL_ESCAPED_SIZE(256)] = "";
    char text[sizeof(where) + sizeof(field) + sizeof(esc) + 16];
    al_escape_str(f->message[0] ? f->message : f->rule, esc, sizeof(esc));
    size_t n = strlen(esc);
    const char *stop = n && strchr(".!?", esc[n - 1]) ? "" : ".";
    if (f->table[0]) {
        al_table_label(ts, f->table, f->instance, label, sizeof(label));
        if (f->offset != AL_NO_OFFSET)
            snprintf(where, sizeof(where), "%s+0x%" PRIx64, label, f->offset);
        else
            snprintf(where, sizeof(where), "%s", label);
    }
    /* A message that already names its field or path says it once. */
    if (f->field && !strstr(f->message, f->field))
        al_escape_str(f->field, field, sizeof(field));
    snprintf(text, sizeof(text), "%s%s%s%s%s%s%s", where, field[0] ? " (" : "", field,
             field[0] ? ")" : "", where[0] || field[0] ? ": " : "", esc, stop);
    al_sarif_text(j, "message", text);
}

/* Findings accepted in .acpilint.yaml or by --baseline: GitHub shows them as dismissed. */
static void write_suppressions(struct al_json *j, const struct al_finding *f)
{
    if (!f->suppressed)
        return;
    const char *why = f->justification && f->justification[0] ? f->justification
                      : f->baselined ? "accepted by the baseline file"
                                     : "suppressed by the configuration file";
    al_json_key(j, "suppressions");
    al_json_begin_array(j);
    al_json_begin_object(j);
    al_json_kv_string(j, "kind", "external");
    al_json_kv_string(j, "status", "accepted");
    al_json_kv_string(j, "justification", why);
    al_json_end_object(j);
    al_json_end_array(j);
}

static void write_result(struct al_json *j, const struct al_tableset *ts,
                         const struct al_finding *f, const char *print)
{
    long index = rule_index(ts, f->rule);
    struct al_place place;
    al_place_of(ts, f, al_report_base(ts), &place);

    al_json_begin_object(j);
    al_json_kv_string(j, "ruleId", f->rule);
    if (index >= 0)
        al_json_kv_uint(j, "ruleIndex", (uint64_t)index);
    al_json_kv_string(j, "level", al_sarif_level(f->severity));
    write_message(j, ts, f);
    al_json_key(j, "locations");
    al_json_begin_array(j);
    al_json_begin_object(j);
    write_physical(j, &place);
    write_logical(j, ts, f, place.file);
    al_json_end_object(j);
    al_json_end_array(j);
    al_json_key(j, "partialFingerprints");
    al_json_begin_object(j);
    al_json_kv_string(j, "acpilintFingerprint/v2", print);
    al_json_end_object(j);
    write_suppressions(j, f);
    al_json_end_object(j);
}

/* An Azure Pipelines variable, or a stand-in (the process environment is read here only). */
static const char *pipeline_var(const char *name, const char *stand_in)
{
    const char *v = getenv(name);
    return v && v[0] ? v : stand_in;
}

/*
 * run.automationDetails, in the form GitHub Advanced Security for Azure
 * DevOps ingests (the strictest of the code scanning services; GitHub only
 * reads the id's category and upload-sarif's category input replaces it):
 * id "azuredevops/pipeline/build/<org>/<project>/<buildDefId>/<phaseId>/
 * <branch>/<buildId>" and the build definition and phase as properties.  In
 * Azure Pipelines (TF_BUILD) they are the pipeline's; elsewhere the
 * "no saved definition" sentinel -1, acpilint's name and a fixed phase GUID.
 * '/' inside a value is percent-encoded so the id keeps its eight parts.
 * --sarif-category NAME adds NAME as a part before the build: the category
 * (the id up to its last '/', which GitHub keys runs by) then differs per
 * board, and the id keeps the prefix and form that the validator's GHAzDO
 * rules accept.
 */
static void write_automation(struct al_json *j, const struct al_tableset *ts)
{
    const char *profile = ts->policy && ts->policy->profile ? ts->policy->profile->name : "linux";
    /*
     * With --each every system is a run of one log, and GitHub refuses two
     * runs of one tool and category in an upload: the system (its input as
     * given) is a part of the category too.
     */
    const char *category = ts->policy ? ts->policy->sarif_category : NULL;
    char cat[1024] = "";
    if (ts->policy && ts->policy->sarif_per_system)
        snprintf(cat, sizeof(cat), "%s%s%s", category ? category : "", category ? "-" : "",
                 ts->input_count ? ts->inputs[0] : "input");
    else if (category)
        snprintf(cat, sizeof(cat), "%s", category);
    const char *parts[] = {pipeline_var("SYSTEM_COLLECTIONURI", "local"),
                           pipeline_var("SYSTEM_TEAMPROJECT", "acpilint"),
                           pipeline_var("SYSTEM_DEFINITIONID", "-1"),
                           pipeline_var("SYSTEM_PHASEID", "3f2d8c1a-7b4e-4a6f-9e21-5c0a1d7e9b48"),
                           pipeline_var("BUILD_SOURCEBRANCH", "none"),
                           cat[0] ? cat : NULL,
                           pipeline_var("BUILD_BUILDID", "0")};
    char id[4096] = "azuredevops/pipeline/build/", enc[1024], part[sizeof(enc) * 3];
    for (size_t i = 0; i < sizeof(parts) / sizeof(parts[0]); i++) {
        if (!parts[i])
            continue; /* no category */
        uri_encode(parts[i], enc, sizeof(enc));
        size_t o = 0; /* uri_encode keeps '/': encoded here, at most 3 bytes for 1 */
        for (const char *p = enc; *p; p++) {
            if (*p == '/') {
                memcpy(part + o, "%2F", 3);
                o += 3;
            } else {
                part[o++] = *p;
            }
        }
        part[o] = '\0';
        strncat(id, part, sizeof(id) - strlen(id) - 2);
        strncat(id, "/", sizeof(id) - strlen(id) - 1);
    }
    id[strlen(id) - 1] = '\0'; /* no trailing '/': the last part is the build */
    char *end;
    long long def = strtoll(parts[2], &end, 10);
    char name[160];
    snprintf(name, sizeof(name), "acpilint (profile %s)", profile);
    al_json_key(j, "automationDetails");
    al_json_begin_object(j);
    al_json_kv_string(j, "id", id);
    al_sarif_text(j, "description", name);
    al_json_key(j, "properties");
    al_json_begin_object(j);
    /* A string holding the number: GHAzDO reads the property bag's strings (the SARIF SDK's
     * GHAzDO1019 check and its own GHAzDO normaliser take and write "42"); as a JSON number
     * the validator's check throws and never judges the run. */
    char def_text[24];
    snprintf(def_text, sizeof(def_text), "%lld", *end || def == 0 ? -1LL : def);
    al_json_kv_string(j, "azuredevops/pipeline/build/buildDefinitionId", def_text);
    al_json_kv_string(j, "azuredevops/pipeline/build/buildDefinitionName",
                      pipeline_var("BUILD_DEFINITIONNAME", name));
    al_json_kv_string(j, "azuredevops/pipeline/build/phaseId", parts[3]);
    al_json_kv_string(j, "azuredevops/pipeline/build/phaseName",
                      pipeline_var("SYSTEM_PHASENAME", "acpilint"));
    al_json_end_object(j);
    al_json_end_object(j);
}

/* SRCROOT: the base folder as an absolute file URI ending in '/' (SARIF 3.14.14). */
static void write_base(struct al_json *j, const struct al_tableset *ts)
{
    char enc[PATH_MAX * 3 + 8], uri[PATH_MAX * 3 + 16];
    const char *real = al_report_base(ts);
    if (!real)
        return;
    uri_encode(real, enc, sizeof(enc));
    snprintf(uri, sizeof(uri), "file://%s%s", enc, strcmp(real, "/") == 0 ? "" : "/");
    al_json_key(j, "originalUriBaseIds");
    al_json_begin_object(j);
    al_json_key(j, URI_BASE_ID);
    al_json_begin_object(j);
    al_json_kv_string(j, "uri", uri);
    al_json_end_object(j);
    al_json_end_object(j);
}

int al_report_sarif(FILE *out, const struct al_tableset *grouped)
{
    /* A result per place, each with its own fingerprint: a new place is a new alert. */
    struct al_tableset view;
    struct al_fingerprint *prints = al_per_place_prints(grouped, &view);
    if (!prints)
        return -1;
    const struct al_tableset *ts = &view;
    const struct al_findings *fs = &ts->findings;
    struct al_json j;
    al_json_init(&j, out);
    al_json_begin_object(&j);
    al_json_kv_string(&j, "$schema", SARIF_SCHEMA);
    al_json_kv_string(&j, "version", "2.1.0");
    al_json_key(&j, "runs");
    al_json_begin_array(&j);
    al_json_begin_object(&j);

    al_json_key(&j, "tool");
    al_json_begin_object(&j);
    al_sarif_write_driver(&j, ts);
    al_json_end_object(&j);
    write_automation(&j, ts);
    write_base(&j, ts);

    al_json_key(&j, "invocations");
    al_json_begin_array(&j);
    al_json_begin_object(&j);
    /* The exit story: the status acpilint exits with and why (src/report/verdict.c). */
    struct al_summary sum;
    al_summary_compute(ts, &sum);
    al_json_kv_bool(&j, "executionSuccessful", !al_tableset_incomplete(ts));
    al_json_kv_int(&j, "exitCode", sum.exit_status);
    al_json_key(&j, "properties");
    al_json_begin_object(&j);
    al_json_kv_string(&j, "failOn", al_fail_on_name(sum.fail_on));
    al_json_kv_uint(&j, "failing", sum.failing);
    al_json_kv_uint(&j, "errors", sum.by_severity[AL_SEV_ERROR]);
    al_json_kv_uint(&j, "warnings", sum.by_severity[AL_SEV_WARNING]);
    al_json_kv_uint(&j, "notes", sum.by_severity[AL_SEV_INFO]);
    al_json_kv_uint(&j, "suppressed", sum.suppressed);
    al_json_kv_uint(&j, "notShown", sum.below_severity - sum.below_severity_failing);
    al_json_end_object(&j);
    al_json_end_object(&j);
    al_json_end_array(&j);

    al_json_key(&j, "results");
    al_json_begin_array(&j);
    /* Findings at or above --severity, and every one that fails the run. */
    for (size_t i = 0; i < fs->count; i++)
        if (al_finding_shown(ts, &fs->items[i]))
            write_result(&j, ts, &fs->items[i], prints[i].text);
    free(prints);
    al_json_end_array(&j);

    al_json_end_object(&j);
    al_json_end_array(&j);
    al_json_end_object(&j);
    al_json_finish(&j);
    al_per_place_view_free(&view);
    return 0;
}
