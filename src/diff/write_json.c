/* SPDX-License-Identifier: MIT */
/*
 * The JSON report of a diff; its schema is docs/diff.schema.json (fields may
 * be added, never renamed, as for the check report).
 */
#include <stdio.h>
#include <string.h>

#include "acpilint/json.h"
#include "acpilint_version.h"
#include "diff_internal.h"

static void kv_opt(struct al_json *j, const char *key, const char *v)
{
    al_json_key(j, key);
    if (v)
        al_json_string(j, v);
    else
        al_json_null(j);
}

static void side(struct al_json *j, const char *key, const struct al_diff_side *s)
{
    al_json_key(j, key);
    al_json_begin_object(j);
    al_json_kv_string(j, "input", s->path);
    al_json_kv_uint(j, "tables", s->ts.count);
    al_json_kv_bool(j, "complete", !al_tableset_incomplete(&s->ts));
    al_json_key(j, "verdict");
    if (s->have_sim) {
        char v[256];
        al_sim_verdict(&s->sim, v, sizeof(v));
        al_json_string(j, v);
    } else
        al_json_null(j);
    al_json_end_object(j);
}

static void changes(struct al_json *j, const struct al_diff *d, enum al_diff_section s)
{
    al_json_key(j, al_diff_section_name(s));
    al_json_begin_array(j);
    for (size_t i = 0; i < d->count; i++) {
        const struct al_diff_item *it = &d->items[i];
        if (it->section != s)
            continue;
        al_json_begin_object(j);
        al_json_kv_string(j, "kind", al_diff_kind_name(it->kind));
        al_json_kv_string(j, "subject", it->subject);
        kv_opt(j, "old", it->old_value);
        kv_opt(j, "new", it->new_value);
        if (it->detail)
            al_json_kv_string(j, "detail", it->detail);
        al_json_end_object(j);
    }
    al_json_end_array(j);
}

static void findings(struct al_json *j, const struct al_diff *d, enum al_diff_kind kind)
{
    al_json_key(j, al_diff_kind_name(kind));
    al_json_begin_array(j);
    for (size_t i = 0; i < d->count; i++) {
        const struct al_diff_item *it = &d->items[i];
        if (it->section != AL_DIFF_FINDINGS || it->kind != kind)
            continue;
        const struct al_finding *f = it->finding;
        al_json_begin_object(j);
        al_json_kv_string(j, "rule", f->rule);
        al_json_kv_string(j, "severity", al_severity_name(f->severity));
        al_json_kv_uint(j, "count", it->count);
        al_json_kv_string(j, "table", f->table);
        al_json_kv_string(j, "oem_table_id", f->oem_table_id);
        kv_opt(j, "field", f->field);
        al_json_kv_string(j, "message", f->message);
        if (kind == AL_DIFF_NEW)
            al_json_kv_bool(j, "failing", it->failing);
        al_json_end_object(j);
    }
    al_json_end_array(j);
}

int al_diff_write_json(FILE *out, const struct al_diff *d)
{
    struct al_json j;
    al_json_init(&j, out);
    al_json_begin_object(&j);
    al_json_key(&j, "tool");
    al_json_begin_object(&j);
    al_json_kv_string(&j, "name", "acpilint");
    al_json_kv_string(&j, "version", ACPILINT_VERSION);
    al_json_end_object(&j);
    side(&j, "old", &d->old_side);
    side(&j, "new", &d->new_side);
    al_json_key(&j, "kernel");
    if (d->new_side.have_sim)
        al_json_string(&j, d->new_side.sim.kernel);
    else
        al_json_null(&j);
    size_t total = 0;
    for (int s = 0; s < AL_DIFF_SECTION_COUNT; s++)
        total += al_diff_section_count(d, (enum al_diff_section)s);
    al_json_kv_bool(&j, "changed", total > 0);
    changes(&j, d, AL_DIFF_TABLES);
    changes(&j, d, AL_DIFF_NAMESPACE);
    al_json_key(&j, "findings");
    al_json_begin_object(&j);
    findings(&j, d, AL_DIFF_NEW);
    findings(&j, d, AL_DIFF_FIXED);
    findings(&j, d, AL_DIFF_STILL);
    al_json_end_object(&j);
    al_json_key(&j, "decisions");
    al_json_begin_array(&j);
    for (size_t i = 0; i < d->count; i++) {
        const struct al_diff_item *it = &d->items[i];
        if (it->section != AL_DIFF_DECISIONS)
            continue;
        al_json_begin_object(&j);
        al_json_kv_string(&j, "decision", it->subject);
        kv_opt(&j, "old", it->old_value);
        kv_opt(&j, "new", it->new_value);
        al_json_kv_bool(&j, "worse", it->worse);
        if (it->detail)
            al_json_kv_string(&j, "detail", it->detail);
        al_json_end_object(&j);
    }
    al_json_end_array(&j);
    al_json_key(&j, "summary");
    al_json_begin_object(&j);
    al_json_kv_uint(&j, "table_changes", al_diff_section_count(d, AL_DIFF_TABLES));
    al_json_kv_uint(&j, "namespace_changes", al_diff_section_count(d, AL_DIFF_NAMESPACE));
    al_json_kv_uint(&j, "decision_changes", al_diff_section_count(d, AL_DIFF_DECISIONS));
    al_json_kv_uint(&j, "new_findings", d->new_finding_count);
    al_json_kv_uint(&j, "failing", d->failing);
    al_json_kv_uint(&j, "worse", d->worse);
    al_json_kv_int(&j, "exit_status", al_diff_exit_status(d));
    al_json_end_object(&j);
    al_json_end_object(&j);
    al_json_finish(&j);
    return 0;
}
