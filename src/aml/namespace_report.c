/* SPDX-License-Identifier: MIT */
/*
 * --namespace output: text (one line per object sorted by path) and JSON.
 * Objects only declared by External() are left out of the text form, as
 * ACPICA creates no namespace node for External (ACPI 6.5 section 19.6.45);
 * the JSON form lists them with "external": true.
 */
#include "aml/aml_internal.h"

#include <stdlib.h>

static void write_text_line(FILE *out, const struct al_namespace *ns, uint32_t idx)
{
    const struct al_aml_node *n = &ns->nodes[idx];
    char path[AL_AML_MAX_DEPTH * 5 + 8];
    al_namespace_path(ns, idx, path, sizeof(path));
    fprintf(out, "%s %s", path, al_aml_type_name((enum al_aml_type)n->type));
    if (n->type == AL_AML_METHOD)
        fprintf(out, " args=%u%s", n->method_args,
                (n->flags & AL_AML_NODE_SERIALIZED) ? " serialized" : "");
    const struct al_table *t = al_namespace_table(ns, idx);
    if (t) {
        if (t->instance)
            fprintf(out, " %.4s%u+0x%x", t->signature, t->instance, n->offset);
        else
            fprintf(out, " %.4s+0x%x", t->signature, n->offset);
    }
    fputc('\n', out);
}

void al_namespace_write_text(FILE *out, const struct al_namespace *ns)
{
    uint32_t *order = NULL;
    size_t count = al_namespace_sorted(ns, &order);
    for (size_t i = 0; i < count; i++) {
        if (ns->nodes[order[i]].flags & AL_AML_NODE_EXTERNAL)
            continue;
        write_text_line(out, ns, order[i]);
    }
    free(order);
}

void al_namespace_write_json(struct al_json *j, const struct al_namespace *ns)
{
    uint32_t *order = NULL;
    size_t count = al_namespace_sorted(ns, &order);
    al_json_begin_array(j);
    for (size_t i = 0; i < count; i++) {
        const struct al_aml_node *n = &ns->nodes[order[i]];
        char path[AL_AML_MAX_DEPTH * 5 + 8];
        al_namespace_path(ns, order[i], path, sizeof(path));
        al_json_begin_object(j);
        al_json_kv_string(j, "path", path);
        al_json_kv_string(j, "type", al_aml_type_name((enum al_aml_type)n->type));
        const struct al_table *t = al_namespace_table(ns, order[i]);
        if (t) {
            al_json_key(j, "table");
            al_json_string_n(j, t->signature, 4);
            al_json_kv_uint(j, "instance", t->instance);
            al_json_kv_uint(j, "offset", n->offset);
        }
        if (n->type == AL_AML_METHOD) {
            al_json_kv_uint(j, "args", n->method_args);
            al_json_kv_bool(j, "serialized", (n->flags & AL_AML_NODE_SERIALIZED) != 0);
        }
        if (n->flags & AL_AML_NODE_EXTERNAL)
            al_json_kv_bool(j, "external", true);
        if (n->type == AL_AML_ALIAS && n->alias_target != AL_AML_NO_NODE) {
            al_namespace_path(ns, n->alias_target, path, sizeof(path));
            al_json_kv_string(j, "target", path);
        }
        al_json_end_object(j);
    }
    al_json_end_array(j);
    free(order);
}

int al_namespace_report(struct al_tableset *ts, FILE *out, int json)
{
    struct al_namespace ns;
    int rc = al_namespace_build(ts, &ns);
    if (json) {
        struct al_json j;
        al_json_init(&j, out);
        al_namespace_write_json(&j, &ns);
        al_json_finish(&j);
    } else {
        al_namespace_write_text(out, &ns);
    }
    al_namespace_free(&ns);
    return rc;
}
