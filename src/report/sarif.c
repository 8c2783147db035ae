/* SPDX-License-Identifier: MIT */
/*
 * SARIF 2.1.0 (OASIS, errata 01) for code scanning: one run, every rule of
 * the catalogue in tool.driver.rules, one result per finding.  GitHub
 * rejects a whole upload when one result has no location, so every result
 * points at an input file (findings about the whole dump at the first
 * input), with a byte region for binary inputs, a line for text dumps, and
 * a logical location naming the table and field.
 */
#include "acpilint/report.h"

#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "acpilint/escape.h"
#include "acpilint/policy.h"
#include "acpilint/rules.h"
#include "acpilint_version.h"

#ifndef ACPILINT_INFORMATION_URI
#define ACPILINT_INFORMATION_URI "https://github.com/acpilint/acpilint"
#endif

#define SARIF_SCHEMA                                                                               \
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

/* The table a finding is about, or NULL for findings about an input. */
static const struct al_table *finding_table(const struct al_tableset *ts,
                                            const struct al_finding *f)
{
    if (!f->table[0] || f->instance < 0)
        return NULL;
    return al_tableset_find(ts, f->table, (unsigned)f->instance);
}

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

/*
 * The artifact URI of an input file: relative to the working directory when
 * the file is below it (the checkout, for code scanning), else an absolute
 * file:// URI.
 */
static void artifact_uri(const char *file, char *out, size_t out_size)
{
    char real[PATH_MAX], cwd[PATH_MAX];
    const char *path = file;
    if (realpath(file, real) && getcwd(cwd, sizeof(cwd))) {
        size_t n = strlen(cwd);
        if (strncmp(real, cwd, n) == 0 && real[n] == '/' && real[n + 1])
            path = real + n + 1;
        else
            path = real;
    } else if (strncmp(file, "./", 2) == 0 && file[2]) {
        path = file + 2;
    }
    if (path[0] == '/') {
        char enc[PATH_MAX * 3 + 8];
        uri_encode(path, enc, sizeof(enc));
        snprintf(out, out_size, "file://%s", enc);
        return;
    }
    uri_encode(path, out, out_size);
    if (!out[0])
        snprintf(out, out_size, "input");
}

static void write_text(struct al_json *j, const char *key, const char *text)
{
    al_json_key(j, key);
    al_json_begin_object(j);
    al_json_kv_string(j, "text", text);
    al_json_end_object(j);
}

static const char *level_name(enum al_severity sev)
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

/* The rules of this run: the active catalogue (--rules-dir may replace it). */
static const struct al_catalogue *run_catalogue(const struct al_tableset *ts)
{
    return ts->policy ? ts->policy->catalogue : al_catalogue_default();
}

/* Severity of catalogue rule i in this run, or AL_RULE_DISABLED. */
static int run_severity(const struct al_tableset *ts, size_t i)
{
    const struct al_catalogue *c = run_catalogue(ts);
    return ts->policy ? al_policy_severity(ts->policy, &c->rules[i]) : (int)c->rules[i].severity;
}

/* Index of a rule in tool.driver.rules[], which lists only the enabled rules; -1 if absent. */
static long rule_index(const struct al_tableset *ts, const char *id)
{
    const struct al_catalogue *c = run_catalogue(ts);
    long index = 0;
    for (size_t i = 0; i < c->count; i++) {
        if (run_severity(ts, i) == AL_RULE_DISABLED)
            continue;
        if (strcmp(c->rules[i].id, id) == 0)
            return index;
        index++;
    }
    return -1;
}

static void write_rule(struct al_json *j, const struct al_rule *r, enum al_severity level)
{
    char buf[4096];
    al_json_begin_object(j);
    al_json_kv_string(j, "id", r->id);
    write_text(j, "shortDescription", r->summary);
    snprintf(buf, sizeof(buf), "%s.%s%s", r->summary, r->rationale[0] ? " " : "", r->rationale);
    write_text(j, "fullDescription", buf);
    snprintf(buf, sizeof(buf), "%s.%s%s\nReference: %s\nSee `acpilint --explain %s`.", r->summary,
             r->rationale[0] ? " " : "", r->rationale, r->reference, r->id);
    write_text(j, "help", buf);
    al_json_key(j, "defaultConfiguration");
    al_json_begin_object(j);
    al_json_kv_string(j, "level", level_name(level));
    al_json_end_object(j);
    al_json_key(j, "properties");
    al_json_begin_object(j);
    al_json_kv_string(j, "reference", r->reference);
    al_json_key(j, "tags");
    al_json_begin_array(j);
    char area[64];
    snprintf(area, sizeof(area), "%.*s", (int)strcspn(r->id, "."), r->id);
    al_json_string(j, "acpi");
    al_json_string(j, area);
    al_json_end_array(j);
    al_json_end_object(j);
    al_json_end_object(j);
}

/* 64-bit FNV-1a over the fields, each terminated by a 0 byte so "ab"+"c" != "a"+"bc". */
static uint64_t fnv1a(uint64_t h, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3ull;
    }
    return h * 0x100000001b3ull; /* the terminator */
}

/*
 * Rule id + table signature + OEM table id + field path: the same defect
 * keeps its fingerprint when the dump is renamed, reordered or re-taken.
 * Two seeds give 128 bits.
 */
static void fingerprint(const struct al_tableset *ts, const struct al_finding *f, char *out,
                        size_t out_size)
{
    const struct al_table *t = finding_table(ts, f);
    const char *oem = f->oem_table_id[0] ? f->oem_table_id : t ? t->header.oem_table_id : "";
    const char *field = f->field ? f->field : "";
    uint64_t h[2] = {0xcbf29ce484222325ull, 0x84222325cbf29ce4ull};
    for (int k = 0; k < 2; k++) {
        h[k] = fnv1a(h[k], f->rule, strlen(f->rule));
        h[k] = fnv1a(h[k], f->table, strnlen(f->table, 4));
        h[k] = fnv1a(h[k], oem, strnlen(oem, 8));
        h[k] = fnv1a(h[k], field, strlen(field));
    }
    snprintf(out, out_size, "%016" PRIx64 "%016" PRIx64, h[0], h[1]);
}

/* The file a finding points at: its own, else its table's, else the first input. */
static const char *finding_file(const struct al_tableset *ts, const struct al_finding *f)
{
    const struct al_table *t = finding_table(ts, f);
    if (f->file)
        return f->file;
    if (t && t->source.file)
        return t->source.file;
    return ts->input_count ? ts->inputs[0] : "input";
}

/* Offsets in a gzip input are in the decompressed data: no byte region for those. */
static bool file_is_compressed(const struct al_tableset *ts, const char *file)
{
    for (size_t i = 0; i < ts->count; i++)
        if (ts->tables[i]->source.compressed && ts->tables[i]->source.file &&
            strcmp(ts->tables[i]->source.file, file) == 0)
            return true;
    return false;
}

static void write_region(struct al_json *j, const struct al_tableset *ts,
                         const struct al_finding *f, const char *file)
{
    const struct al_table *t = finding_table(ts, f);
    if (f->line) {
        al_json_key(j, "region");
        al_json_begin_object(j);
        al_json_kv_uint(j, "startLine", f->line);
        al_json_end_object(j);
        return;
    }
    if (f->file_offset == AL_NO_OFFSET || file_is_compressed(ts, file))
        return;
    /* A field: its first byte.  A whole table: all of it.  A file range: to the end of it. */
    uint64_t length = 1;
    if (t && f->offset == AL_NO_OFFSET)
        length = t->size ? t->size : 1;
    al_json_key(j, "region");
    al_json_begin_object(j);
    al_json_kv_uint(j, "byteOffset", f->file_offset);
    al_json_kv_uint(j, "byteLength", length);
    al_json_end_object(j);
}

static void write_logical(struct al_json *j, const struct al_tableset *ts,
                          const struct al_finding *f, const char *file)
{
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
    /* The table and offset first: the first sentence must stand on its own. */
    char label[32], esc[AL_ESCAPED_SIZE(1024)], text[sizeof(esc) + sizeof(label) + 32];
    al_escape_str(f->message, esc, sizeof(esc));
    if (f->table[0]) {
        al_table_label(ts, f->table, f->instance, label, sizeof(label));
        if (f->offset != AL_NO_OFFSET)
            snprintf(text, sizeof(text), "%s+0x%" PRIx64 ": %s", label, f->offset, esc);
        else
            snprintf(text, sizeof(text), "%s: %s", label, esc);
    } else {
        snprintf(text, sizeof(text), "%s", esc);
    }
    write_text(j, "message", text[0] ? text : f->rule);
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
                         const struct al_finding *f, const char *print, unsigned occurrence)
{
    long index = rule_index(ts, f->rule);
    const char *file = finding_file(ts, f);
    char uri[PATH_MAX * 3 + 16], fp[64];

    al_json_begin_object(j);
    al_json_kv_string(j, "ruleId", f->rule);
    if (index >= 0)
        al_json_kv_uint(j, "ruleIndex", (uint64_t)index);
    al_json_kv_string(j, "level", level_name(f->severity));
    write_message(j, ts, f);
    al_json_key(j, "locations");
    al_json_begin_array(j);
    al_json_begin_object(j);
    al_json_key(j, "physicalLocation");
    al_json_begin_object(j);
    al_json_key(j, "artifactLocation");
    al_json_begin_object(j);
    artifact_uri(file, uri, sizeof(uri));
    al_json_kv_string(j, "uri", uri);
    al_json_end_object(j);
    write_region(j, ts, f, file);
    al_json_end_object(j);
    write_logical(j, ts, f, file);
    al_json_end_object(j);
    al_json_end_array(j);
    al_json_key(j, "partialFingerprints");
    al_json_begin_object(j);
    /* Repeats of one fingerprint in a run are told apart by their rank, as GitHub does. */
    snprintf(fp, sizeof(fp), "%s:%u", print, occurrence);
    al_json_kv_string(j, "acpilintFingerprint/v1", fp);
    al_json_end_object(j);
    write_suppressions(j, f);
    al_json_end_object(j);
}

void al_report_sarif(FILE *out, const struct al_tableset *ts)
{
    const struct al_catalogue *catalogue = run_catalogue(ts);
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
    al_json_key(&j, "driver");
    al_json_begin_object(&j);
    al_json_kv_string(&j, "name", "acpilint");
    al_json_kv_string(&j, "version", ACPILINT_VERSION);
    al_json_kv_string(&j, "semanticVersion", ACPILINT_VERSION);
    al_json_kv_string(&j, "informationUri", ACPILINT_INFORMATION_URI);
    al_json_key(&j, "rules");
    al_json_begin_array(&j);
    /* Only the rules enabled in this run, at the level the profile gives them. */
    for (size_t i = 0; i < catalogue->count; i++) {
        int level = run_severity(ts, i);
        if (level != AL_RULE_DISABLED)
            write_rule(&j, &catalogue->rules[i], (enum al_severity)level);
    }
    al_json_end_array(&j);
    al_json_end_object(&j);
    al_json_end_object(&j);

    al_json_key(&j, "invocations");
    al_json_begin_array(&j);
    al_json_begin_object(&j);
    al_json_kv_bool(&j, "executionSuccessful", !al_tableset_incomplete(ts));
    al_json_end_object(&j);
    al_json_end_array(&j);

    al_json_key(&j, "results");
    al_json_begin_array(&j);
    char (*prints)[33] = fs->count ? calloc(fs->count, sizeof(*prints)) : NULL;
    for (size_t i = 0; i < fs->count; i++) {
        char print[40] = "";
        unsigned occurrence = 1;
        fingerprint(ts, &fs->items[i], print, sizeof(print));
        if (prints) {
            memcpy(prints[i], print, 33);
            for (size_t k = 0; k < i; k++)
                occurrence += strcmp(prints[k], print) == 0;
        }
        write_result(&j, ts, &fs->items[i], print, occurrence);
    }
    free(prints);
    al_json_end_array(&j);

    al_json_end_object(&j);
    al_json_end_array(&j);
    al_json_end_object(&j);
    al_json_finish(&j);
}
