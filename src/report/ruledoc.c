/* SPDX-License-Identifier: MIT */
/* --list-rules and --explain. */
#include "acpilint/ruledoc.h"

#include <string.h>

#include "acpilint/engine.h"
#include "acpilint/json.h"
#include "acpilint/trace.h"
#include "acpilint/waivable.h"
#include "report/ruledoc_internal.h"

int al_rule_profile_severity(const struct al_profile *p, const struct al_rule *r)
{
    return al_profile_rule_severity(p, r->id, (int)r->severity);
}

const char *al_rule_level_name(int sev)
{
    return sev < 0 ? "off" : al_severity_name((enum al_severity)sev);
}

int al_rule_active_severity(const struct al_rule_view *v, const struct al_rule *r)
{
    return v->policy ? al_policy_severity(v->policy, r) : (int)r->severity;
}

/* "all", "none" or the comma-separated names of the profiles that enable r. */
void al_rule_profiles_enabling(const struct al_rule_view *v, const struct al_rule *r, char *out,
                               size_t size)
{
    size_t enabled = 0;
    out[0] = '\0';
    for (size_t i = 0; i < v->profiles->count; i++) {
        const struct al_profile *p = v->profiles->profiles[i];
        if (al_rule_profile_severity(p, r) < 0)
            continue;
        if (enabled++)
            strncat(out, ",", size - strlen(out) - 1);
        strncat(out, p->name, size - strlen(out) - 1);
    }
    if (enabled == v->profiles->count)
        snprintf(out, size, "all");
    else if (enabled == 0)
        snprintf(out, size, "none");
}

/* Calls fn for each check record that declares rule id. */
static size_t for_each_check(const char *id, void (*fn)(const struct al_check *c, void *arg),
                             void *arg)
{
    size_t n = 0;
    for (size_t a = 0; al_check_areas[a]; a++)
        for (const struct al_check *c = al_check_areas[a]; c->name; c++)
            for (const struct al_rule_id *const *r = c->rules; r && *r; r++)
                if (strcmp((*r)->id, id) == 0) {
                    fn(c, arg);
                    n++;
                }
    return n;
}

void al_rules_list_text(FILE *out, const struct al_rule_view *v)
{
    const struct al_catalogue *c = v->catalogue;
    int width = 0, pwidth = 0;
    char profiles[256];
    for (size_t i = 0; i < c->count; i++) {
        int n = (int)strlen(c->rules[i].id);
        width = n > width ? n : width;
        al_rule_profiles_enabling(v, &c->rules[i], profiles, sizeof(profiles));
        n = (int)strlen(profiles);
        pwidth = n > pwidth ? n : pwidth;
    }
    for (size_t i = 0; i < c->count; i++) {
        const struct al_rule *r = &c->rules[i];
        al_rule_profiles_enabling(v, r, profiles, sizeof(profiles));
        fprintf(out, "%-*s  %-7s  %-*s  %s\n", width, r->id,
                al_rule_level_name(al_rule_active_severity(v, r)), pwidth, profiles, r->summary);
    }
}

static void json_check(const struct al_check *c, void *arg)
{
    al_json_string(arg, c->name);
}

void al_rules_list_json(FILE *out, const struct al_rule_view *v)
{
    const struct al_catalogue *c = v->catalogue;
    struct al_json j;
    al_json_init(&j, out);
    al_json_begin_object(&j);
    al_json_kv_string(&j, "profile", v->policy && v->policy->profile ? v->policy->profile->name
                                                                     : AL_PROFILE_DEFAULT);
    al_json_key(&j, "rules");
    al_json_begin_array(&j);
    for (size_t i = 0; i < c->count; i++) {
        const struct al_rule *r = &c->rules[i];
        al_json_begin_object(&j);
        al_json_kv_string(&j, "id", r->id);
        al_json_kv_string(&j, "severity", al_rule_level_name(al_rule_active_severity(v, r)));
        al_json_kv_string(&j, "default_severity", al_severity_name(r->severity));
        al_json_key(&j, "profiles");
        al_json_begin_object(&j);
        for (size_t p = 0; p < v->profiles->count; p++)
            al_json_kv_string(&j, v->profiles->profiles[p]->name,
                              al_rule_level_name(
                                  al_rule_profile_severity(v->profiles->profiles[p], r)));
        al_json_end_object(&j);
        al_json_kv_string(&j, "summary", r->summary);
        al_json_kv_string(&j, "rationale", r->rationale);
        al_json_kv_string(&j, "reference", r->reference);
        al_trace_json(&j, "certification", r);
        al_json_kv_string(&j, "file", r->file);
        al_json_kv_uint(&j, "line", r->line);
        al_json_key(&j, "checks");
        al_json_begin_array(&j);
        for_each_check(r->id, json_check, &j);
        al_json_end_array(&j);
        al_json_end_object(&j);
    }
    al_json_end_array(&j);
    al_json_end_object(&j);
    al_json_finish(&j);
}

/* Prints text wrapped at 78 columns, each line indented. */
static void print_wrapped(FILE *out, const char *indent, const char *text)
{
    const size_t limit = 78 - strlen(indent);
    while (*text) {
        size_t len = strlen(text), cut = len;
        if (len > limit) {
            cut = limit;
            while (cut > 0 && text[cut] != ' ')
                cut--;
            if (cut == 0)
                cut = limit;
        }
        fprintf(out, "%s%.*s\n", indent, (int)cut, text);
        text += cut;
        while (*text == ' ')
            text++;
    }
}

static void text_check(const struct al_check *c, void *arg)
{
    FILE *out = arg;
    if (c->signature)
        fprintf(out, "  checked by: %s (on every %.4s table)\n", c->name, c->signature);
    else
        fprintf(out, "  checked by: %s (once per run%s)\n", c->name,
                (c->needs & AL_PREREQ_NAMESPACE) ? ", on the AML namespace" : "");
}

int al_rules_explain(FILE *out, const struct al_rule_view *v, const char *id)
{
    const struct al_rule *r = al_catalogue_find(v->catalogue, id);
    if (!r)
        return -1;
    int sev = al_rule_active_severity(v, r);
    fprintf(out, "%s: %s\n", r->id, r->summary);
    fprintf(out, "  severity:   %s under profile %s (catalogue default: %s)\n",
            al_rule_level_name(sev),
            v->policy && v->policy->profile ? v->policy->profile->name : AL_PROFILE_DEFAULT,
            al_severity_name(r->severity));
    fputs("  profiles:  ", out);
    for (size_t i = 0; i < v->profiles->count; i++)
        fprintf(out, "%s %s %s", i ? "," : "", v->profiles->profiles[i]->name,
                al_rule_level_name(al_rule_profile_severity(v->profiles->profiles[i], r)));
    fputc('\n', out);
    fprintf(out, "  reference:  %s\n", r->reference);
    struct al_trace t[AL_TRACE_MAX];
    size_t traces = al_rule_traces(r, t, AL_TRACE_MAX);
    for (size_t i = 0; i < traces && i < AL_TRACE_MAX; i++) {
        char text[192];
        al_trace_format(&t[i], text, sizeof(text));
        fprintf(out, "  %s %s\n", i ? "           " : "predicts:  ", text);
    }
    if (traces) {
        /* The ACS applies a waiver only to a test suite its category file marks waivable
         * (waivable.h): a finding is waivable when each verdict it predicts is. */
        size_t n = traces < AL_TRACE_MAX ? traces : AL_TRACE_MAX, yes = 0;
        for (size_t i = 0; i < n; i++)
            yes += t[i].waivable;
        fprintf(out, "  waivable:   %s (%s)\n", yes == n ? "yes" : yes ? "no, in part" : "no",
                al_acs_waivable_source());
    }
    fprintf(out, "  defined in: %s:%u\n", r->file, r->line);
    if (for_each_check(r->id, text_check, out) == 0)
        fputs("  checked by: acpilint itself while loading and walking the tables (no check "
              "record)\n",
              out);
    if (r->rationale[0]) {
        fputc('\n', out);
        print_wrapped(out, "  ", r->rationale);
    }
    return 0;
}
