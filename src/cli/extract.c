/* SPDX-License-Identifier: MIT */
/*
 * Table extraction in acpixtract's naming, so acpilint can stand in for
 * acpixtract on any input it reads (binary images and gzip included) and
 * so the tests can compare the two byte for byte.
 *
 * The folder may be shared with others and the signatures are hostile, so
 * a table is never lost, never written over another, and never written
 * outside the folder: names are made of [a-z0-9_] only; two tables whose
 * names collide (APIC and apic, "A/PC" and "A_PC", a signature with NUL
 * bytes) get distinct names and the collision is told on standard error;
 * each file is written under a fresh temporary name created with O_EXCL
 * relative to the folder (openat, O_NOFOLLOW) and renamed into place, so a
 * symbolic or hard link planted in the folder is replaced, never followed.
 */
#include "cli/extract.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define NAME_MAX_LEN 32

/* acpixtract: lower-case signature, numbered from 1 when a signature occurs more than once. */
static void base_name(const struct al_tableset *ts, const struct al_table *t, char *out,
                      size_t out_size)
{
    char sig[5] = {0};
    for (int i = 0; i < 4; i++) {
        unsigned char c = (unsigned char)t->signature[i];
        if (!c)
            break;
        sig[i] = (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a')
                 : ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_') ? (char)c
                                                                                  : '_';
    }
    if (!sig[0])
        sig[0] = '_';
    if (al_tableset_count_sig(ts, t->signature) > 1)
        snprintf(out, out_size, "%s%u", sig, t->instance + 1);
    else
        snprintf(out, out_size, "%s", sig);
}

/* Names given so far in this run: a hash set, since a run may hold thousands of tables. */
struct names {
    char (*v)[NAME_MAX_LEN];
    size_t count;
    size_t *slot; /* index + 1 into v, 0: empty; size a power of two */
    size_t size;
};

static size_t name_hash(const char *s)
{
    size_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* The slot holding name, or the empty slot where it would go. */
static size_t *find_slot(const struct names *n, const char *name)
{
    size_t i = name_hash(name) & (n->size - 1);
    while (n->slot[i] && strcmp(n->v[n->slot[i] - 1], name) != 0)
        i = (i + 1) & (n->size - 1);
    return &n->slot[i];
}

static bool taken(const struct names *n, const char *name)
{
    return *find_slot(n, name) != 0;
}

/* The table's file name, unique in this run; true when it had to differ from acpixtract's. */
static bool unique_name(const struct names *n, const struct al_tableset *ts,
                        const struct al_table *t, char out[NAME_MAX_LEN])
{
    char base[NAME_MAX_LEN - 12];
    base_name(ts, t, base, sizeof(base));
    snprintf(out, NAME_MAX_LEN, "%s.dat", base);
    if (!taken(n, out))
        return false;
    for (unsigned k = 2;; k++) {
        snprintf(out, NAME_MAX_LEN, "%s-%u.dat", base, k);
        if (!taken(n, out))
            return true;
    }
}

/* Where the table came from, for messages: "dump.txt:12" or "image.bin+0x40". */
static void origin(const struct al_table *t, char *out, size_t size)
{
    const char *file = t->source.file ? t->source.file : "?";
    if (t->source.line)
        snprintf(out, size, "%.200s:%u", file, t->source.line);
    else
        snprintf(out, size, "%.200s+0x%llx", file, (unsigned long long)t->source.offset);
}

/* Writes bytes to dirfd/name through a fresh temporary file renamed into place. */
static int write_one(int dirfd, const char *dir, const char *name, const uint8_t *bytes,
                     size_t size)
{
    char tmp[NAME_MAX_LEN + 32];
    int fd = -1;
    for (unsigned k = 0; k < 100 && fd < 0; k++) {
        snprintf(tmp, sizeof(tmp), ".%s.%ld.%u.tmp", name, (long)getpid(), k);
        fd = openat(dirfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0) {
        fprintf(stderr, "acpilint: %s/%s: cannot write: %s\n", dir, name, strerror(errno));
        return -1;
    }
    size_t done = 0;
    while (done < size) {
        ssize_t n = write(fd, bytes + done, size - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += (size_t)n;
    }
    int err = done == size ? 0 : errno ? errno : EIO;
    if (close(fd) != 0 && !err)
        err = errno;
    if (!err && renameat(dirfd, tmp, dirfd, name) != 0)
        err = errno;
    if (err) {
        unlinkat(dirfd, tmp, 0);
        fprintf(stderr, "acpilint: %s/%s: cannot write: %s\n", dir, name, strerror(err));
        return -1;
    }
    return 0;
}

int al_extract_tables(const struct al_tableset *ts, const char *dir)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "acpilint: %s: cannot create directory: %s\n", dir, strerror(errno));
        return -1;
    }
    int dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirfd < 0) {
        fprintf(stderr, "acpilint: %s: cannot open directory: %s\n", dir, strerror(errno));
        return -1;
    }
    struct names names = {calloc(ts->count ? ts->count : 1, sizeof(*names.v)), 0, NULL, 16};
    while (names.size < 2 * ts->count)
        names.size *= 2;
    names.slot = calloc(names.size, sizeof(*names.slot));
    if (!names.v || !names.slot) {
        free(names.v);
        free(names.slot);
        close(dirfd);
        fprintf(stderr, "acpilint: %s: out of memory\n", dir);
        return -1;
    }
    int rc = 0;
    for (size_t i = 0; i < ts->count && rc == 0; i++) {
        const struct al_table *t = ts->tables[i];
        char *name = names.v[names.count];
        if (unique_name(&names, ts, t, name)) {
            char from[256];
            origin(t, from, sizeof(from));
            fprintf(stderr,
                    "acpilint: %s: the table from %s is written as %s: its acpixtract name "
                    "is another table's\n",
                    dir, from, name);
        }
        *find_slot(&names, name) = ++names.count;
        rc = write_one(dirfd, dir, name, t->bytes, t->size);
    }
    free(names.v);
    free(names.slot);
    close(dirfd);
    return rc;
}
