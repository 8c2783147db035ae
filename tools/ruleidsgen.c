/* SPDX-License-Identifier: MIT */
/*
 * Build-time generator of the rule id constants (acpilint/rule_id.h): parses
 * the embedded rule YAML files with the catalogue's own parser and writes
 *
 *   HEADER  one AL_R_<ID> constant per rule, a pointer into al_rule_ids[];
 *   SOURCE  al_rule_ids[], the ids in catalogue (sorted) order.
 *
 * Each file is replaced only when its text changes, so editing a rule's
 * summary does not rebuild every file that reports a rule.  Two ids that map
 * to the same C name (a.b-c and a.b.c) are refused.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/rules.h"
#include "acpilint/rule_id.h"

/* AL_R_ followed by the id upper-cased, '.' and '-' as '_'. */
static void constant_name(const char *id, char *out, size_t size)
{
    size_t n = (size_t)snprintf(out, size, "AL_R_");
    for (const char *p = id; *p && n + 1 < size; p++)
        out[n++] = (*p == '.' || *p == '-') ? '_' : (char)toupper((unsigned char)*p);
    out[n] = '\0';
}

/* Writes text to path unless the file already holds exactly it. */
static int write_if_changed(const char *path, const char *text, size_t size)
{
    FILE *f = fopen(path, "rb");
    if (f) {
        char *old = malloc(size + 1);
        size_t got = old ? fread(old, 1, size + 1, f) : 0;
        bool same = old && got == size && memcmp(old, text, size) == 0;
        free(old);
        fclose(f);
        if (same)
            return 0;
    }
    f = fopen(path, "wb");
    if (!f || fwrite(text, 1, size, f) != size || fclose(f) != 0) {
        perror(path);
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s HEADER SOURCE\n", argv[0]);
        return 2;
    }
    struct al_catalogue c;
    char err[512];
    al_catalogue_init(&c);
    if (al_catalogue_load_embedded(&c, err, sizeof(err)) != 0) {
        fprintf(stderr, "%s: %s\n", argv[0], err);
        return 1;
    }
    char *h = NULL, *s = NULL;
    size_t hn = 0, sn = 0;
    FILE *hf = open_memstream(&h, &hn), *sf = open_memstream(&s, &sn);
    if (!hf || !sf) {
        perror(argv[0]);
        return 1;
    }
    fputs("/* Generated from the rules/ YAML files by tools/ruleidsgen.c: do not edit. */\n"
          "#ifndef ACPILINT_RULE_IDS_H\n#define ACPILINT_RULE_IDS_H\n\n"
          "#include \"acpilint/rule_id.h\"\n\n",
          hf);
    fprintf(hf, "#define AL_RULE_ID_COUNT %zu\n", c.count);
    fputs("extern const struct al_rule_id al_rule_ids[AL_RULE_ID_COUNT];\n\n", hf);
    fputs("/* Generated from the rules/ YAML files by tools/ruleidsgen.c: do not edit. */\n"
          "#include \"acpilint/rule_ids.h\"\n\n"
          "const struct al_rule_id al_rule_ids[AL_RULE_ID_COUNT] = {\n",
          sf);
    char name[160], prev[160] = "";
    for (size_t i = 0; i < c.count; i++) {
        constant_name(c.rules[i].id, name, sizeof(name));
        if (strlen(c.rules[i].id) >= AL_RULE_ID_MAX) {
            fprintf(stderr, "%s:%u: rule id %s is longer than %d characters (rule_id.h)\n",
                    c.rules[i].file, c.rules[i].line, c.rules[i].id, AL_RULE_ID_MAX - 1);
            return 1;
        }
        for (size_t k = 0; k < i; k++) {
            constant_name(c.rules[k].id, prev, sizeof(prev));
            if (strcmp(prev, name) == 0) {
                fprintf(stderr, "%s:%u: rule %s and %s (%s:%u) both become %s\n", c.rules[i].file,
                        c.rules[i].line, c.rules[i].id, c.rules[k].id, c.rules[k].file,
                        c.rules[k].line, name);
                return 1;
            }
        }
        fprintf(hf, "#define %s (&al_rule_ids[%zu])\n", name, i);
        fprintf(sf, "    {\"%s\"},\n", c.rules[i].id);
    }
    fputs("\n#endif\n", hf);
    fputs("};\n", sf);
    if (fclose(hf) != 0 || fclose(sf) != 0) {
        perror(argv[0]);
        return 1;
    }
    int rc = write_if_changed(argv[1], h, hn) || write_if_changed(argv[2], s, sn);
    free(h);
    free(s);
    al_catalogue_free(&c);
    return rc ? 1 : 0;
}
