/* SPDX-License-Identifier: MIT */
/* docs/rules.md, generated from the catalogue, the profiles and the FWTS label map. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/ruledoc_internal.h"
#include "rules/ydoc.h"

/* Markdown table cell text: pipes escaped, newlines folded. */
static void cell(FILE *out, const char *s)
{
    for (; *s; s++) {
        if (*s == '|')
            fputs("\\|", out);
        else if (*s == '\n' || *s == '\r')
            fputc(' ', out);
        else
            fputc(*s, out);
    }
}

static void code_list(FILE *out, const struct al_string_list *l)
{
    if (l->count == 0) {
        fputs("-", out);
        return;
    }
    for (size_t i = 0; i < l->count; i++)
        fprintf(out, "%s`%s`", i ? " " : "", l->items[i]);
}

/* The recommended tables, with the condition of the qualified lists. */
static void recommended_cell(FILE *out, const struct al_profile *p)
{
    const struct al_string_list *plain = &p->tables[AL_TABLE_RECOMMENDED];
    const struct al_string_list *servers = &p->tables[AL_TABLE_RECOMMENDED_WITH_RAS];
    const struct al_string_list *cppc = &p->tables[AL_TABLE_RECOMMENDED_WITH_CPPC];
    const struct al_string_list *numa = &p->tables[AL_TABLE_RECOMMENDED_WITH_NUMA];
    const struct al_string_list *smmu = &p->tables[AL_TABLE_RECOMMENDED_WITH_SMMU];
    if (!plain->count && !servers->count && !cppc->count && !numa->count && !smmu->count) {
        fputs("-", out);
        return;
    }
    const char *sep = "";
    if (plain->count) {
        code_list(out, plain);
        sep = "; ";
    }
    if (servers->count) {
        fprintf(out, "%swith RAS: ", sep);
        code_list(out, servers);
        sep = "; ";
    }
    if (cppc->count) {
        fprintf(out, "%swhen _CPC uses PCC: ", sep);
        code_list(out, cppc);
        sep = "; ";
    }
    if (numa->count) {
        fprintf(out, "%swith `facts: numa` true: ", sep);
        code_list(out, numa);
        sep = "; ";
    }
    if (smmu->count) {
        fprintf(out, "%swith `facts: smmu` true: ", sep);
        code_list(out, smmu);
    }
}

static void write_profiles(FILE *out, const struct al_rule_view *v)
{
    fputs("## Profiles\n\n"
          "`--profile NAME` picks one (default `" AL_PROFILE_DEFAULT "`); the tables it "
          "requires or recommends are checked only on an input whose XSDT lists every table "
          "it holds (see `tables.required-missing`).\n\n"
          "| profile | summary | required | required if PCI | recommended | not supported |\n"
          "|---|---|---|---|---|---|\n",
          out);
    for (size_t i = 0; i < v->profiles->count; i++) {
        const struct al_profile *p = v->profiles->profiles[i];
        fprintf(out, "| `%s`%s | ", p->name,
                strcmp(p->name, AL_PROFILE_DEFAULT) == 0 ? " (default)" : "");
        cell(out, p->summary);
        fputs(" | ", out);
        code_list(out, &p->tables[AL_TABLE_REQUIRED]);
        if (p->tables[AL_TABLE_REQUIRED_WITH_SERIAL_CONSOLE].count) {
            fputs("; unless `facts: serial-console` is false: ", out);
            code_list(out, &p->tables[AL_TABLE_REQUIRED_WITH_SERIAL_CONSOLE]);
        }
        fputs(" | ", out);
        code_list(out, &p->tables[AL_TABLE_REQUIRED_IF_PCI]);
        fputs(" | ", out);
        recommended_cell(out, p);
        fputs(" | ", out);
        code_list(out, &p->tables[AL_TABLE_NOT_SUPPORTED]);
        fputs(" |\n", out);
    }
    fputc('\n', out);
}

static void write_rules(FILE *out, const struct al_rule_view *v)
{
    const struct al_catalogue *c = v->catalogue;
    fputs("## Rules\n\n"
          "Severity of each rule under each profile (`off`: the profile disables it); "
          "`acpilint --explain ID` prints the rationale.\n\n| rule |",
          out);
    for (size_t i = 0; i < v->profiles->count; i++)
        fprintf(out, " %s |", v->profiles->profiles[i]->name);
    fputs(" summary | reference |\n|---|", out);
    for (size_t i = 0; i < v->profiles->count; i++)
        fputs("---|", out);
    fputs("---|---|\n", out);
    for (size_t r = 0; r < c->count; r++) {
        const struct al_rule *rule = &c->rules[r];
        /* The anchor SARIF's helpUri points at (src/report/sarif_rules.c): #rule-id. */
        fprintf(out, "| <a id=\"%s\"></a>`%s` |", rule->id, rule->id);
        for (size_t i = 0; i < v->profiles->count; i++)
            fprintf(out, " %s |",
                    al_rule_level_name(al_rule_profile_severity(v->profiles->profiles[i], rule)));
        fputc(' ', out);
        cell(out, rule->summary);
        fputs(" | ", out);
        cell(out, rule->reference);
        fputs(" |\n", out);
    }
    fputc('\n', out);
}

/* Splits a TSV line in place into at most max fields; returns the count. */
static int split_tabs(char *line, char **fields, int max)
{
    int n = 0;
    fields[n++] = line;
    for (char *p = line; *p && n < max; p++)
        if (*p == '\t') {
            *p = '\0';
            fields[n++] = p + 1;
        }
    return n;
}

/* The mapping column: rule ids (comma separated), "n/a" or "todo". */
static int check_mapping(const struct al_rule_view *v, const char *map, const char *name,
                         unsigned line, char *err, size_t err_size)
{
    if (strcmp(map, "n/a") == 0 || strcmp(map, "todo") == 0)
        return 0;
    char copy[512];
    snprintf(copy, sizeof(copy), "%s", map);
    for (char *save, *id = strtok_r(copy, ", ", &save); id; id = strtok_r(NULL, ", ", &save))
        if (!al_catalogue_find(v->catalogue, id)) {
            snprintf(err, err_size, "%s:%u: rule '%s' is not in the catalogue", name, line, id);
            return -1;
        }
    return 0;
}

static void write_mapping_cell(FILE *out, const char *map)
{
    if (strcmp(map, "n/a") == 0) {
        fputs("not applicable", out);
        return;
    }
    if (strcmp(map, "todo") == 0) {
        fputs("not yet covered", out);
        return;
    }
    char copy[512];
    snprintf(copy, sizeof(copy), "%s", map);
    int n = 0;
    for (char *save, *id = strtok_r(copy, ", ", &save); id; id = strtok_r(NULL, ", ", &save))
        fprintf(out, "%s`%s`", n++ ? ", " : "", id);
}

static int write_fwts(FILE *out, const struct al_rule_view *v, const char *path, char *err,
                      size_t err_size)
{
    char *text;
    size_t size;
    if (al_read_whole_file(path, &text, &size, err, err_size) != 0)
        return -1;
    fputs("## FWTS arm64 failure labels\n\n"
          "Each failure label of the FWTS tests that matter on arm64 (MADT, GTDT, SPCR, FADT, "
          "DBG2, IORT and SBBR labels, from FWTS's source) and the acpilint rule that reports "
          "the same defect, \"not applicable\" with the reason, or \"not yet covered\".  The "
          "data is `rules/fwts-map.tsv`.\n\n"
          "| FWTS label | FWTS test | acpilint rule | note |\n|---|---|---|---|\n",
          out);
    size_t counts[3] = {0, 0, 0}; /* mapped, not applicable, not yet covered */
    unsigned line = 0;
    int rc = 0;
    for (char *save, *l = strtok_r(text, "\n", &save); l && rc == 0;
         l = strtok_r(NULL, "\n", &save)) {
        line++;
        if (l[0] == '#' || l[0] == '\0')
            continue;
        char *f[4] = {"", "", "", ""};
        if (split_tabs(l, f, 4) < 3) {
            snprintf(err, err_size, "%s:%u: expected label, test, rule and note separated by "
                     "tabs", path, line);
            rc = -1;
            break;
        }
        if ((rc = check_mapping(v, f[2], path, line, err, err_size)) != 0)
            break;
        counts[strcmp(f[2], "n/a") == 0 ? 1 : strcmp(f[2], "todo") == 0 ? 2 : 0]++;
        fputs("| `", out);
        cell(out, f[0]);
        fputs("` | ", out);
        cell(out, f[1]);
        fputs(" | ", out);
        write_mapping_cell(out, f[2]);
        fputs(" | ", out);
        cell(out, f[3]);
        fputs(" |\n", out);
    }
    free(text);
    if (rc == 0)
        fprintf(out, "\n%zu labels: %zu mapped to a rule, %zu not applicable, %zu not yet "
                     "covered.\n",
                counts[0] + counts[1] + counts[2], counts[0], counts[1], counts[2]);
    return rc;
}

int al_rules_write_markdown(FILE *out, const struct al_rule_view *v, const char *fwts_map,
                            char *err, size_t err_size)
{
    fputs("<!-- SPDX-License-Identifier: MIT -->\n"
          "<!-- Generated from rules/*.yaml, rules/profiles/*.yaml and rules/fwts-map.tsv by "
          "`cmake --build build --target rules-doc`: do not edit by hand. -->\n"
          "# acpilint rules\n\n",
          out);
    fprintf(out, "%zu rules in %zu profiles.  Rule ids are stable and never reused.\n\n",
            v->catalogue->count, v->profiles->count);
    write_profiles(out, v);
    write_rules(out, v);
    return write_fwts(out, v, fwts_map, err, err_size);
}
