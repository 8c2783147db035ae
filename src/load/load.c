/* SPDX-License-Identifier: MIT */
/*
 * Input dispatch: read a path (file, directory or "-") and hand the bytes
 * to the loader that fits their content.  Names never decide the kind: a
 * user's "dump.bin" may be text and "tables.txt" may be gzip.
 */
#include "acpilint/load.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "acpilint/fv.h"
#include "load/load_internal.h"

/*
 * Reads a stream to EOF.  A regular file is read into a buffer of its size
 * (one more byte to see EOF), so a table is not copied through a growing
 * buffer whose pages each cost a fault; sysfs table files report a size of
 * 0 to stat() and pipes none, so those grow from 64 KiB.
 */
int al_read_stream(FILE *fp, uint8_t **out, size_t *out_size, char *err, size_t err_size,
                   const char *name)
{
    size_t cap = 1 << 16, len = 0;
    struct stat st;
    if (fstat(fileno(fp), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uint64_t)st.st_size < AL_LOAD_MAX_INPUT)
        cap = (size_t)st.st_size + 1;
    setvbuf(fp, NULL, _IONBF, 0); /* reads go straight into buf */
    uint8_t *buf = malloc(cap);
    if (!buf) {
        snprintf(err, err_size, "%s: out of memory", name);
        return AL_LOAD_NOMEM;
    }
    for (;;) {
        if (len == cap) {
            if (cap >= AL_LOAD_MAX_INPUT) {
                free(buf);
                snprintf(err, err_size, "%s: larger than %zu MiB, not read", name,
                         AL_LOAD_MAX_INPUT >> 20);
                return AL_LOAD_UNREADABLE;
            }
            size_t grown_cap = cap < AL_LOAD_MAX_INPUT / 2 ? cap * 2 : AL_LOAD_MAX_INPUT;
            uint8_t *grown = realloc(buf, grown_cap);
            if (!grown) {
                free(buf);
                snprintf(err, err_size, "%s: out of memory", name);
                return AL_LOAD_NOMEM;
            }
            buf = grown;
            cap = grown_cap;
        }
        size_t n = fread(buf + len, 1, cap - len, fp);
        len += n;
        if (n == 0) {
            if (ferror(fp)) {
                snprintf(err, err_size, "%s: read error: %s", name, strerror(errno));
                free(buf);
                return AL_LOAD_UNREADABLE;
            }
            break;
        }
    }
    /* A table may keep this buffer (al_load_buffer_adopt): give back what a pipe left over. */
    if (cap - len > 4096) {
        uint8_t *fitted = realloc(buf, len ? len : 1);
        if (fitted)
            buf = fitted;
    }
    *out = buf;
    *out_size = len;
    return AL_LOAD_OK;
}

/* Used for rule, profile, config and baseline files and by the build tools. */
int al_read_whole_file(const char *path, char **out, size_t *size, char *err, size_t err_size)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, err_size, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    uint8_t *data;
    int rc = al_read_stream(f, &data, size, err, err_size, path);
    fclose(f);
    if (rc != AL_LOAD_OK)
        return -1;
    char *text = realloc(data, *size + 1); /* room for the terminating NUL */
    if (!text) {
        free(data);
        snprintf(err, err_size, "%s: out of memory", path);
        return -1;
    }
    text[*size] = '\0';
    *out = text;
    return 0;
}

static int load_file(struct al_tableset *ts, const char *path, char *err, size_t err_size)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        snprintf(err, err_size, "%s: cannot open: %s", path, strerror(errno));
        return AL_LOAD_UNREADABLE;
    }
    uint8_t *data = NULL;
    size_t size = 0;
    int rc = al_read_stream(fp, &data, &size, err, err_size, path);
    fclose(fp);
    if (rc != AL_LOAD_OK)
        return rc;
    rc = al_load_buffer_adopt(ts, path, &data, size, err, err_size);
    free(data);
    return rc;
}

static void add_input(struct al_tableset *ts, const char *path)
{
    char **grown = realloc(ts->inputs, (ts->input_count + 1) * sizeof(*grown));
    if (!grown)
        return;
    ts->inputs = grown;
    ts->inputs[ts->input_count] = strdup(path);
    if (ts->inputs[ts->input_count])
        ts->input_count++;
}

int al_load_path(struct al_tableset *ts, const char *path, char *err, size_t err_size)
{
    char scratch[8];
    if (!err) {
        err = scratch;
        err_size = sizeof(scratch);
    }
    err[0] = '\0';
    add_input(ts, path);
    int rc;
    if (strcmp(path, "-") == 0) {
        uint8_t *data = NULL;
        size_t size = 0;
        rc = al_read_stream(stdin, &data, &size, err, err_size, "<stdin>");
        if (rc == AL_LOAD_OK) {
            rc = al_load_buffer_adopt(ts, "<stdin>", &data, size, err, err_size);
            free(data);
        }
    } else {
        struct stat st;
        if (stat(path, &st) != 0) {
            snprintf(err, err_size, "%s: cannot open: %s", path, strerror(errno));
            rc = AL_LOAD_UNREADABLE;
        } else if (S_ISDIR(st.st_mode)) {
            rc = al_load_directory(ts, path, err, err_size);
        } else {
            rc = load_file(ts, path, err, err_size);
        }
    }
    if (rc != AL_LOAD_OK)
        ts->unreadable_inputs++;
    return rc;
}

/*
 * owned: NULL, or the caller's malloc'ed buffer holding data, which a table
 * may take over.  err: where AL_LOAD_NO_LIBRARY says what is missing.
 */
static int load_buffer_depth(struct al_tableset *ts, const char *name, const uint8_t *data,
                             size_t size, int depth, uint8_t **owned, char *err_out,
                             size_t err_out_size)
{
    if (size >= 2 && data[0] == 0x1f && data[1] == 0x8b) {
        uint8_t *plain = NULL;
        size_t plain_size = 0;
        char err[256];
        int gz = depth > 0 ? AL_LOAD_UNREADABLE
                           : al_gunzip(data, size, &plain, &plain_size, err, sizeof(err));
        if (gz == AL_LOAD_NO_LIBRARY) {
            snprintf(err_out, err_out_size, "%s: %s", name, err);
            return gz;
        }
        if (gz != AL_LOAD_OK) {
            if (depth > 0)
                snprintf(err, sizeof(err), "gzip inside gzip is not supported");
            al_report(ts, "input.unsplit-bytes", al_at_file(name, 0, 0),
                      "%zu bytes of gzip data could not be decompressed: %s", size, err);
            return AL_LOAD_OK;
        }
        int rc = load_buffer_depth(ts, name, plain, plain_size, depth + 1, &plain, err_out,
                                   err_out_size);
        free(plain);
        return rc;
    }
    size_t before = ts->count;
    int rc = AL_LOAD_OK;
    if (al_looks_like_text_dump(data, size))
        rc = al_load_text_dump(ts, name, (const char *)data, size);
    else if (al_fv_find(data, size, 0) < size) /* a UEFI firmware image: include/acpilint/fv.h */
        al_fv_walk(ts, name, data, size, NULL, NULL, NULL, 0, NULL);
    else
        rc = owned ? al_load_binary_adopt(ts, name, owned, size, depth > 0)
                   : al_load_binary(ts, name, data, size, depth > 0);
    for (size_t i = before; i < ts->count; i++)
        ts->tables[i]->source.compressed |= depth > 0; /* or set by the volume walk */
    if (rc == AL_LOAD_OK && ts->count == before)
        al_report(ts, "input.no-tables", al_at_file(name, AL_NO_OFFSET, 0),
                  "no ACPI table found in %zu bytes%s", size, depth > 0 ? " (after gunzip)" : "");
    return rc;
}

int al_load_buffer(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size)
{
    char err[8]; /* the reason is also al_optlib_last_error() */
    return load_buffer_depth(ts, name, data, size, 0, NULL, err, sizeof(err));
}

int al_load_buffer_adopt(struct al_tableset *ts, const char *name, uint8_t **data, size_t size,
                         char *err, size_t err_size)
{
    return load_buffer_depth(ts, name, *data, size, 0, data, err, err_size);
}
