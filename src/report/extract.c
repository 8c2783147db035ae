/* SPDX-License-Identifier: MIT */
/*
 * Table extraction in acpixtract's naming, so acpilint can stand in for
 * acpixtract on any input it reads (binary images and gzip included) and
 * so the tests can compare the two byte for byte.
 */
#include "acpilint/report.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* acpixtract: lower-case signature, numbered from 1 when a signature occurs more than once. */
static void file_name(const struct al_tableset *ts, const struct al_table *t, char *out,
                      size_t out_size)
{
    char sig[5] = {0};
    for (int i = 0; i < 4 && t->signature[i]; i++) {
        unsigned char c = (unsigned char)t->signature[i];
        sig[i] = isalnum(c) || c == '_' ? (char)tolower(c) : '_';
    }
    if (al_tableset_count_sig(ts, t->signature) > 1)
        snprintf(out, out_size, "%s%u.dat", sig, t->instance + 1);
    else
        snprintf(out, out_size, "%s.dat", sig);
}

int al_extract_tables(const struct al_tableset *ts, const char *dir)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "acpilint: %s: cannot create directory: %s\n", dir, strerror(errno));
        return -1;
    }
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        char name[32], path[4096];
        file_name(ts, t, name, sizeof(name));
        snprintf(path, sizeof(path), "%s/%s", dir, name);
        FILE *fp = fopen(path, "wb");
        if (!fp || fwrite(t->bytes, 1, t->size, fp) != t->size) {
            fprintf(stderr, "acpilint: %s: cannot write: %s\n", path, strerror(errno));
            if (fp)
                fclose(fp);
            return -1;
        }
        if (fclose(fp) != 0) {
            fprintf(stderr, "acpilint: %s: cannot write: %s\n", path, strerror(errno));
            return -1;
        }
    }
    return 0;
}
