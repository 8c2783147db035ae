/* SPDX-License-Identifier: MIT */
/*
 * Build-time compiler of the rule catalogue and the profiles: parses the
 * embedded YAML with the same code the binary uses for --rules-dir, checks
 * the profiles against the catalogue, and writes both as C data, so a run
 * starts without parsing YAML (the catalogue parse was about 10 million
 * instructions, the profiles about 2 million: most of a small run).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/profile.h"
#include "acpilint/rules.h"

static void put_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p < 0x20 || *p >= 0x7f)
            fprintf(out, "\\%03o", *p);
        else
            fputc(*p, out);
    }
    fputc('"', out);
}

/* Several C string literals separated by ", ". */
static void put_strings(FILE *out, const char *const *strings, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        fputs(i ? ", " : "", out);
        put_string(out, strings[i]);
    }
}

/*
 * The text all compiled rules point into, written as it grows: each string
 * once (a later equal string gets the earlier offset), NUL-terminated.
 */
struct text {
    const char **strings;
    uint32_t *offsets;
    size_t count, capacity;
    uint32_t size;
};

static uint32_t text_add(struct text *t, FILE *out, const char *s)
{
    for (size_t i = 0; i < t->count; i++)
        if (strcmp(t->strings[i], s) == 0)
            return t->offsets[i];
    if (t->count == t->capacity) {
        size_t cap = t->capacity ? 2 * t->capacity : 256;
        const char **strings = realloc(t->strings, cap * sizeof(*strings));
        if (strings)
            t->strings = strings;
        uint32_t *offsets = realloc(t->offsets, cap * sizeof(*offsets));
        if (offsets)
            t->offsets = offsets;
        if (!strings || !offsets) {
            fputs("rulesgen: out of memory\n", stderr);
            exit(1);
        }
        t->capacity = cap;
    }
    uint32_t offset = t->size;
    t->strings[t->count] = s;
    t->offsets[t->count++] = offset;
    t->size += (uint32_t)strlen(s) + 1;
    fputs("    ", out);
    put_string(out, s);
    fputs(" \"\\0\"\n", out); /* the NUL that ends it inside the one literal */
    return offset;
}

static void text_free(struct text *t)
{
    free(t->strings);
    free(t->offsets);
}

/* One string list as a static array named NAME; returns false when empty. */
static bool put_list(FILE *out, const char *name, const struct al_string_list *l)
{
    if (!l->count)
        return false;
    fprintf(out, "static const char *%s[] = {", name);
    put_strings(out, l->items, l->count);
    fputs("};\n", out);
    return true;
}

static void put_list_ref(FILE *out, const char *name, const struct al_string_list *l)
{
    if (l->count)
        fprintf(out, "{%s, %zu, %zu}", name, l->count, l->count);
    else
        fputs("{NULL, 0, 0}", out);
}

static void put_profile(FILE *out, size_t index, const struct al_profile *p)
{
    char name[64];
    for (unsigned t = 0; t < AL_TABLE_STATUS_COUNT; t++) {
        snprintf(name, sizeof(name), "p%zu_tables%u", index, t);
        put_list(out, name, &p->tables[t]);
    }
    for (size_t i = 0; i < p->object_count; i++) {
        snprintf(name, sizeof(name), "p%zu_objects%zu", index, i);
        put_list(out, name, &p->objects[i].items);
    }
    if (p->object_count) {
        fprintf(out, "static struct al_profile_objects p%zu_objects[] = {\n", index);
        for (size_t i = 0; i < p->object_count; i++) {
            fputs("    {", out);
            put_string(out, p->objects[i].name);
            fputs(", ", out);
            snprintf(name, sizeof(name), "p%zu_objects%zu", index, i);
            put_list_ref(out, name, &p->objects[i].items);
            fprintf(out, ", %s, %u},\n", p->objects[i].pairs ? "true" : "false",
                    p->objects[i].line);
        }
        fputs("};\n", out);
    }
    if (p->rule_count) {
        fprintf(out, "static struct al_profile_rule p%zu_rules[] = {\n", index);
        for (size_t i = 0; i < p->rule_count; i++) {
            fputs("    {", out);
            put_string(out, p->rules[i].pattern);
            fprintf(out, ", %d, %u},\n", p->rules[i].severity, p->rules[i].line);
        }
        fputs("};\n", out);
    }
    fprintf(out, "static struct al_profile p%zu = {\n    ", index);
    put_strings(out, (const char *const[]){p->name, p->summary, p->reference, p->file, p->alias},
                5);
    fputs(",\n    {", out);
    for (unsigned t = 0; t < AL_TABLE_STATUS_COUNT; t++) {
        snprintf(name, sizeof(name), "p%zu_tables%u", index, t);
        fputs(t ? ", " : "", out);
        put_list_ref(out, name, &p->tables[t]);
    }
    fputs("},\n    {", out);
    for (unsigned t = 0; t < AL_TABLE_STATUS_COUNT; t++)
        fprintf(out, "%s%u", t ? ", " : "", p->table_lines[t]);
    fputs("},\n    ", out);
    if (p->object_count)
        fprintf(out, "p%zu_objects, %zu, ", index, p->object_count);
    else
        fputs("NULL, 0, ", out);
    if (p->rule_count)
        fprintf(out, "p%zu_rules, %zu,\n", index, p->rule_count);
    else
        fputs("NULL, 0,\n", out);
    fputs("    NULL, 0, 0, /* static data: nothing owned */\n};\n", out);
}

/* The profiles, in the set's (name) order; the build fails on invalid data. */
static int put_profiles(FILE *out, const struct al_catalogue *c)
{
    struct al_profile_set set;
    char err[512];
    al_profile_set_init(&set);
    if (al_profile_set_load_embedded(&set, err, sizeof(err)) != 0) {
        fprintf(stderr, "rulesgen: %s\n", err);
        al_profile_set_free(&set);
        return -1;
    }
    for (size_t i = 0; i < set.count; i++) {
        if (al_profile_check_rules(set.profiles[i], c, err, sizeof(err)) != 0) {
            fprintf(stderr, "rulesgen: %s\n", err);
            al_profile_set_free(&set);
            return -1;
        }
        put_profile(out, i, set.profiles[i]);
    }
    fputs("struct al_profile *al_compiled_profiles[] = {", out);
    for (size_t i = 0; i < set.count; i++)
        fprintf(out, "%s&p%zu", i ? ", " : "", i);
    fprintf(out, "};\nconst size_t al_compiled_profile_count = %zu;\n", set.count);
    al_profile_set_free(&set);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s OUT.c\n", argv[0]);
        return 2;
    }
    struct al_catalogue c;
    char err[512];
    al_catalogue_init(&c);
    if (al_catalogue_load_embedded(&c, err, sizeof(err)) != 0) {
        fprintf(stderr, "rulesgen: %s\n", err);
        al_catalogue_free(&c);
        return 1;
    }
    FILE *out = fopen(argv[1], "w");
    if (!out) {
        perror(argv[1]);
        al_catalogue_free(&c);
        return 1;
    }
    /*
     * The rules as offsets into one text: catalogue.c says why no pointers.
     * A string already in the text (a file name, a shared reference) is
     * written once.
     */
    static const char *const sev[] = {"AL_SEV_INFO", "AL_SEV_WARNING", "AL_SEV_ERROR"};
    fputs("/* Generated by tools/rulesgen.c from the YAML rule files: do not edit. */\n"
          "#include <stdbool.h>\n#include <stddef.h>\n\n"
          "#include \"acpilint/profile.h\"\n#include \"acpilint/rules.h\"\n\n"
          "const char al_compiled_rule_text[] =\n    \"\"\n",
          out);
    struct text text = {0};
    uint32_t(*at)[6] = calloc(c.count ? c.count : 1, sizeof(*at));
    if (!at) {
        fclose(out);
        al_catalogue_free(&c);
        return 1;
    }
    for (size_t i = 0; i < c.count; i++) {
        const struct al_rule *r = &c.rules[i];
        const char *parts[6] = {r->id,   r->summary, r->rationale,
                                r->reference, r->file, r->certification};
        for (int k = 0; k < 6; k++)
            at[i][k] = text_add(&text, out, parts[k]);
    }
    fputs(";\n\nconst struct al_compiled_rule al_compiled_rules[] = {\n", out);
    for (size_t i = 0; i < c.count; i++)
        fprintf(out, "    {%u, %u, %u, %u, %u, %u, %u, %s},\n", at[i][0], at[i][1], at[i][2],
                at[i][3], at[i][4], at[i][5], c.rules[i].line, sev[c.rules[i].severity]);
    fprintf(out, "};\nconst size_t al_compiled_rule_count = %zu;\n\n", c.count);
    free(at);
    text_free(&text);
    int rc = put_profiles(out, &c);
    al_catalogue_free(&c);
    if (fclose(out) != 0 || rc != 0) {
        remove(argv[1]); /* no half-written source for the next build to pick up */
        return 1;
    }
    return 0;
}
