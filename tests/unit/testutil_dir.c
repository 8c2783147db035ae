/* SPDX-License-Identifier: MIT */
/* The unit tests' scratch folder (testutil.h, "A test file's scratch folder"). */
#define _XOPEN_SOURCE 700 /* nftw */
#include "testutil.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

char tu_dir[64];

int tu_dir_make(const char *tag)
{
    snprintf(tu_dir, sizeof(tu_dir), "/tmp/acpilint-%s-XXXXXX", tag);
    return mkdtemp(tu_dir) ? 0 : -1;
}

static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    (void)type;
    (void)ftw;
    return remove(path);
}

int tu_dir_remove(void)
{
    /* Depth first, so a folder is empty when its turn comes; links are removed, not followed. */
    return nftw(tu_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS) == 0 ? 0 : -1;
}

void tu_dir_path(char *out, size_t size, const char *rel)
{
    snprintf(out, size, "%s/%s", tu_dir, rel);
}

void tu_dir_write(const char *rel, const void *data, size_t n)
{
    char path[256];
    tu_dir_path(path, sizeof(path), rel);
    FILE *fp = fopen(path, "wb");
    assert_non_null(fp);
    assert_int_equal(fwrite(data, 1, n, fp), n);
    assert_int_equal(fclose(fp), 0);
}

void tu_dir_write_table(const char *rel, const char *sig, uint32_t len)
{
    uint8_t buf[128] = {0};
    assert_true(len >= 36 && len <= sizeof(buf));
    tu_put_header(buf, sig, len, 2);
    tu_fix_checksum(buf, len);
    tu_dir_write(rel, buf, len);
}

void tu_dir_mkdir(const char *rel)
{
    char path[256];
    tu_dir_path(path, sizeof(path), rel);
    assert_int_equal(mkdir(path, 0700), 0);
}
