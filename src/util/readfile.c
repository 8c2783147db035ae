/* SPDX-License-Identifier: MIT */
#include "acpilint/readfile.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int al_read_whole_file(const char *path, char **out, size_t *size, char *err, size_t err_size)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, err_size, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    /* A regular file is read into a buffer of its size (one more byte to see EOF). */
    size_t cap = 1 << 16, len = 0;
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uint64_t)st.st_size < AL_READFILE_MAX)
        cap = (size_t)st.st_size + 1;
    char *buf = malloc(cap + 1);
    int rc = buf ? 0 : -1;
    if (!buf)
        snprintf(err, err_size, "%s: out of memory", path);
    while (rc == 0) {
        if (len == cap) {
            char *grown = cap < AL_READFILE_MAX ? realloc(buf, 2 * cap + 1) : NULL;
            if (!grown) {
                snprintf(err, err_size, "%s: %s", path,
                         cap < AL_READFILE_MAX ? "out of memory" : "file too large");
                rc = -1;
                break;
            }
            buf = grown;
            cap *= 2;
        }
        size_t n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (n == 0) {
            if (ferror(f)) {
                snprintf(err, err_size, "%s: read error: %s", path, strerror(errno));
                rc = -1;
            }
            break;
        }
    }
    fclose(f);
    if (rc != 0) {
        free(buf);
        return -1;
    }
    buf[len] = '\0';
    *out = buf;
    *size = len;
    return 0;
}
