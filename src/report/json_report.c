/* SPDX-License-Identifier: MIT */
/* The JSON document of DESIGN.md ("Output contract"): fields may be added, never renamed. */
#include "acpilint/report.h"

#include <string.h>

#include "acpilint/policy.h"
#include "acpilint/trace.h"
#include "acpilint_version.h"

static void write_source(struct al_json *j, const struct al_source *src)
{
    al_json_key(j, "source");
    al_json_begin_object(j);
    al_json_kv_string(j, "file", src->file);
    al_json_kv_uint(j, "offset", src->offset);
    al_json_kv_uint(j, "line", src->line);
    if (src->compressed)
        al_json_kv_bool(j, "compressed", true);
    if (src->dynamic)
        al_json_kv_bool(j, "dynamic", true);
    if (src->location) /* inside a UEFI firmware volume */
        al_json_kv_string(j, "location", src->location);
    al_json_end_object(j);
}

static void write_table(struct al_json *j, const struct al_table *t)
{
    al_json_begin_object(j);
    al_json_key(j, "signature");
    al_json_string_n(j, t->signature, strnlen(t->signature, 4));
    al_json_kv_uint(j, "instance", t->instance);
    al_json_kv_uint(j, "revision", t->header.revision);
    al_json_kv_uint(j, "length", t->header.length);
    al_json_kv_uint(j, "size", t->size);
    al_json_key(j, "oem_id");
    al_json_string_n(j, t->header.oem_id, strnlen(t->header.oem_id, 6));
    al_json_key(j, "oem_table_id");
    al_json_string_n(j, t->header.oem_table_id, strnlen(t->header.oem_table_id, 8));
    al_json_kv_bool(j, "checksum_ok", t->checksum_ok && t->ext_checksum_ok);
    if (t->has_address)
        al_json_kv_hex(j, "address", t->address);
    write_source(j, &t->source);
    al_json_end_object(j);
}

void al_report_json_preamble(struct al_json *j, const struct al_tableset *ts)
{
    al_json_key(j, "tool");
    al_json_begin_object(j);
    al_json_kv_string(j, "name", "acpilint");
    al_json_kv_string(j, "version", ACPILINT_VERSION);
    al_json_end_object(j);
    if (ts->policy && ts->policy->profile)
        al_json_kv_string(j, "profile", ts->policy->profile->name);
    al_json_key(j, "inputs");
    al_json_begin_array(j);
    for (size_t i = 0; i < ts->input_count; i++)
        al_json_string(j, ts->inputs[i]);
    al_json_end_array(j);
    al_json_key(j, "tables");
    al_json_begin_array(j);
    for (size_t i = 0; i < ts->count; i++)
        write_table(j, ts->tables[i]);
    al_json_end_array(j);
}

/* An offset, or null for a finding about a whole input (AL_NO_OFFSET). */
static void kv_offset(struct al_json *j, const char *key, uint64_t offset)
{
    al_json_key(j, key);
    if (offset != AL_NO_OFFSET)
        al_json_uint(j, offset);
    else
        al_json_null(j);
}

static void write_finding(struct al_json *j, const struct al_tableset *ts,
                          const struct al_finding *f)
{
    al_json_begin_object(j);
    al_json_kv_string(j, "rule", f->rule);
    al_json_kv_string(j, "severity", al_severity_name(f->severity));
    al_json_key(j, "table");
    if (f->table[0])
        al_json_string_n(j, f->table, strnlen(f->table, 4));
    else
        al_json_null(j);
    al_json_key(j, "instance");
    if (f->instance >= 0)
        al_json_int(j, f->instance);
    else
        al_json_null(j);
    kv_offset(j, "offset", f->offset);
    al_json_kv_string(j, "field", f->field);
    al_json_kv_string(j, "message", f->message);
    al_json_kv_string(j, "reference", f->reference);
    /* The certification verdicts this finding predicts (trace.h); absent when none. */
    const struct al_rule *rule =
        al_catalogue_find(ts->policy ? ts->policy->catalogue : al_catalogue_default(), f->rule);
    if (rule)
        al_trace_json(j, "certification", rule);
    al_json_kv_string(j, "file", f->file);
    kv_offset(j, "file_offset", f->file_offset);
    al_json_kv_uint(j, "line", f->line);
    /* One problem, one finding: how many reports it stands for, and every place. */
    al_json_kv_uint(j, "count", al_finding_count(f));
    if (al_finding_count(f) > 1) {
        al_json_key(j, "locations");
        al_json_begin_array(j);
        for (size_t i = 0; i < al_finding_count(f); i++) {
            const struct al_finding_location *l = i ? &f->more[i - 1] : NULL;
            uint64_t offset = l ? l->offset : f->offset;
            uint64_t file_offset = l ? l->file_offset : f->file_offset;
            al_json_begin_object(j);
            kv_offset(j, "offset", offset);
            al_json_kv_string(j, "field", l ? l->field : f->field);
            kv_offset(j, "file_offset", file_offset);
            al_json_kv_uint(j, "line", l ? l->line : f->line);
            al_json_kv_string(j, "message", l ? l->message : f->message);
            al_json_end_object(j);
        }
        al_json_end_array(j);
    }
    if (f->branch.set) {
        /* Rests on an object one branch of a module-level If/Else creates (issue 22 item 12). */
        static const char *const names[] = {"if", "else", "while"};
        al_json_key(j, "conditional");
        al_json_begin_object(j);
        al_json_kv_string(j, "branch", names[f->branch.branch < 3 ? f->branch.branch : 0]);
        al_json_key(j, "table");
        al_json_string_n(j, f->branch.table, strnlen(f->branch.table, 4));
        al_json_kv_uint(j, "if_offset", f->branch.if_offset);
        if (f->branch.predicate && f->branch.predicate[0])
            al_json_kv_string(j, "decided_by", f->branch.predicate);
        al_json_kv_bool(j, "both_branches", f->branch.both);
        al_json_end_object(j);
    }
    if (al_finding_fails(ts, f))
        al_json_kv_bool(j, "fails_run", true);
    if (f->suppressed) {
        al_json_kv_bool(j, "suppressed", true);
        al_json_kv_string(j, "justification", f->justification);
        if (f->baselined)
            al_json_kv_bool(j, "baseline", true);
    }
    al_json_end_object(j);
}

/*
 * dropped: findings past --max-findings (or without memory) were counted, not
 * kept; a program reading the report gets the numbers per rule, not only the
 * input.findings-limit message.  Rules that could not be recorded count in
 * "total" and "unrecorded" only.
 */
static void write_dropped(struct al_json *j, const struct al_sink *sink)
{
    al_json_key(j, "dropped");
    al_json_begin_object(j);
    al_json_kv_uint(j, "total", sink->dropped_total);
    al_json_kv_uint(j, "unrecorded", sink->dropped_untold);
    al_json_key(j, "rules");
    al_json_begin_object(j);
    for (size_t i = 0; i < sink->dropped_count; i++)
        al_json_kv_uint(j, sink->dropped[i].rule, sink->dropped[i].count);
    al_json_end_object(j);
    al_json_end_object(j);
}

/*
 * findings[]: those at or above --severity and every one that fails the run
 * (each marked "fails_run": true).  summary: the counts of the whole run,
 * whatever --severity shows, and the exit story: fail_on, how many findings
 * fail the run, how many findings[] leaves out, and the exit status they give.
 */
void al_report_json_findings(struct al_json *j, const struct al_tableset *ts)
{
    const struct al_findings *fs = &ts->findings;
    al_json_key(j, "findings");
    al_json_begin_array(j);
    for (size_t i = 0; i < fs->count; i++)
        if (al_finding_shown(ts, &fs->items[i]))
            write_finding(j, ts, &fs->items[i]);
    al_json_end_array(j);
    struct al_summary s;
    al_summary_compute(ts, &s);
    al_json_key(j, "summary");
    al_json_begin_object(j);
    al_json_kv_uint(j, "errors", s.by_severity[AL_SEV_ERROR]);
    al_json_kv_uint(j, "warnings", s.by_severity[AL_SEV_WARNING]);
    al_json_kv_uint(j, "infos", s.by_severity[AL_SEV_INFO]);
    al_json_kv_uint(j, "suppressed", s.suppressed);
    al_json_kv_string(j, "fail_on", al_fail_on_name(s.fail_on));
    al_json_kv_uint(j, "failing", s.failing);
    al_json_kv_uint(j, "not_shown", s.below_severity - s.below_severity_failing);
    al_json_kv_uint(j, "exit_status", (uint64_t)s.exit_status);
    write_dropped(j, &ts->sink);
    al_json_end_object(j);
}
