/* SPDX-License-Identifier: MIT */
/*
 * acpilint-rulesdoc: writes docs/rules.md from the rule catalogue and the
 * profiles built into acpilint (the YAML files under rules/) and the FWTS
 * label map, or checks that the file is current.
 *
 *     acpilint-rulesdoc FWTS_MAP OUT          write OUT
 *     acpilint-rulesdoc --check FWTS_MAP FILE exit 1 when FILE is not current
 *
 * Run by `cmake --build build --target rules-doc`; the check is a CTest test.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/ruledoc.h"
#include "rules/ydoc.h"

static char *generate(const char *map, size_t *size)
{
    char *text = NULL, err[512];
    FILE *out = open_memstream(&text, size);
    if (!out)
        return NULL;
    struct al_rule_view v = {al_catalogue_default(), al_profile_set_default(), NULL};
    int rc = al_rules_write_markdown(out, &v, map, err, sizeof(err));
    fclose(out);
    if (rc != 0) {
        fprintf(stderr, "acpilint-rulesdoc: %s\n", err);
        free(text);
        return NULL;
    }
    return text;
}

int main(int argc, char **argv)
{
    bool check = argc == 4 && strcmp(argv[1], "--check") == 0;
    if (argc != 3 && !check) {
        fputs("usage: acpilint-rulesdoc [--check] FWTS_MAP FILE\n", stderr);
        return 2;
    }
    const char *map = argv[argc - 2], *file = argv[argc - 1];
    size_t size;
    char *text = generate(map, &size);
    if (!text)
        return 2;
    int rc = 0;
    if (check) {
        size_t have_size = 0;
        char *have = NULL, err[512];
        if (al_read_whole_file(file, &have, &have_size, err, sizeof(err)) != 0 ||
            have_size != size || memcmp(have, text, size) != 0) {
            fprintf(stderr, "acpilint-rulesdoc: %s is not current: run `cmake --build BUILD "
                            "--target rules-doc` and commit it\n", file);
            rc = 1;
        }
        free(have);
    } else {
        FILE *out = fopen(file, "wb");
        if (!out || fwrite(text, 1, size, out) != size || fclose(out) != 0) {
            fprintf(stderr, "acpilint-rulesdoc: %s: cannot write\n", file);
            rc = 2;
        }
    }
    free(text);
    return rc;
}
