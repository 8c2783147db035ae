/* SPDX-License-Identifier: MIT */
/*
 * gzip (and zlib) decompression through zlib, bounded against gzip bombs:
 * under the run budget (al_inflate: what passes it is a cut, what fit is
 * loaded) or, with no table set, at AL_LOAD_MAX_INPUT (al_gunzip).  zlib is
 * opened on the first gzip input (util/optlib_zlib.h), not at start.
 */
#include "acpilint/load.h"

#include <stdio.h>
#include <stdlib.h>

#include "load/load_internal.h"
#include "util/optlib_zlib.h"

/* Where the output may grow: the run budget when ts is set, else AL_LOAD_MAX_INPUT. */
struct sink {
    struct al_tableset *ts;
    uint8_t *buf;
    size_t len, cap;
};

static size_t room(const struct sink *o)
{
    uint64_t left = o->ts ? al_budget_bytes_left(o->ts) : AL_LOAD_MAX_INPUT - o->cap;
    return left > SIZE_MAX - o->cap ? SIZE_MAX - o->cap : (size_t)left;
}

/*
 * The first buffer: the size a gzip trailer states (ISIZE, RFC 1952: the
 * last member's size mod 2^32), so a large stream is inflated without a
 * copy per doubling.  A lie costs nothing: grow() keeps it within the
 * budget, and the buffer is fitted to what was inflated (fit()).
 */
static size_t first_size(const uint8_t *data, size_t size)
{
    size_t hint = 1 << 16;
    if (size >= 18 && data[0] == 0x1f && data[1] == 0x8b) {
        const uint8_t *t = data + size - 4;
        size_t isize = (size_t)t[0] | (size_t)t[1] << 8 | (size_t)t[2] << 16 | (size_t)t[3] << 24;
        if (isize < SIZE_MAX && isize + 1 > hint)
            hint = isize + 1; /* one more byte: the end is seen without growing */
    }
    return hint;
}

/* Gives back what the buffer holds beyond the data, so the tables split from it fit the budget. */
static void fit(struct sink *o)
{
    if (o->cap - o->len <= 4096)
        return;
    uint8_t *fitted = realloc(o->buf, o->len ? o->len : 1);
    if (!fitted)
        return;
    if (o->ts)
        al_budget_release(o->ts, o->cap - o->len);
    o->buf = fitted;
    o->cap = o->len;
}

/* Doubles the buffer within the limit: 1 grown, 0 at the limit, -1 out of memory. */
static int grow(struct sink *o, size_t first)
{
    size_t more = o->cap ? o->cap : first, left = room(o);
    if (more > left)
        more = left;
    if (!more)
        return 0;
    if (o->ts && !al_budget_reserve(o->ts, more))
        return 0;
    uint8_t *grown = realloc(o->buf, o->cap + more);
    if (!grown) {
        if (o->ts)
            al_budget_release(o->ts, more);
        return -1;
    }
    o->buf = grown;
    o->cap += more;
    return 1;
}

static void drop(struct sink *o)
{
    free(o->buf);
    if (o->ts)
        al_budget_release(o->ts, o->cap);
    o->buf = NULL;
    o->cap = o->len = 0;
}

/*
 * Inflates into o until the end of the data (1), the limit (0), or an error
 * (negative status, reason in err).
 */
static int inflate_all(const struct al_zlib *z, z_stream *zs, const uint8_t *data, size_t size,
                       struct sink *o, char *err, size_t err_size)
{
    const uint8_t *in = data;
    size_t in_left = size;
    int status = Z_OK;
    while (in_left > 0 || status == Z_OK) {
        if (o->len == o->cap) {
            int g = grow(o, first_size(data, size));
            if (g <= 0) {
                if (g < 0) {
                    snprintf(err, err_size, "out of memory");
                    return AL_LOAD_NOMEM;
                }
                return 0;
            }
        }
        /* zlib counts in uInt; feed at most 1 GiB a call. */
        uInt chunk_in = in_left > (1u << 30) ? (1u << 30) : (uInt)in_left;
        uInt chunk_out = o->cap - o->len > (1u << 30) ? (1u << 30) : (uInt)(o->cap - o->len);
        zs->next_in = (Bytef *)in;
        zs->avail_in = chunk_in;
        zs->next_out = o->buf + o->len;
        zs->avail_out = chunk_out;
        status = z->inflate(zs, Z_NO_FLUSH);
        size_t consumed = chunk_in - zs->avail_in;
        in += consumed;
        in_left -= consumed;
        o->len += chunk_out - zs->avail_out;
        if (status == Z_STREAM_END) {
            /* Concatenated gzip members (gzip a b > c) decompress to a + b. */
            if (in_left >= 2 && in[0] == 0x1f && in[1] == 0x8b) {
                z->inflateReset(zs);
                status = Z_OK;
                continue;
            }
            return 1;
        }
        if (status == Z_BUF_ERROR && zs->avail_out != 0) {
            snprintf(err, err_size, "gzip stream is truncated after %zu input bytes",
                     size - in_left);
            return AL_LOAD_UNREADABLE;
        }
        if (status != Z_OK && status != Z_BUF_ERROR) {
            snprintf(err, err_size, "corrupt gzip data at input byte %zu: %s", size - in_left,
                     zs->msg ? zs->msg : "inflate failed");
            return AL_LOAD_UNREADABLE;
        }
        if (status == Z_BUF_ERROR)
            status = Z_OK;
    }
    return 1;
}

static int inflate_into(struct sink *o, const uint8_t *data, size_t size, char *err,
                        size_t err_size)
{
    const struct al_zlib *z = al_zlib(err, err_size);
    if (!z)
        return AL_LOAD_NO_LIBRARY;
    z_stream zs = {0};
    /* inflateInit2(&zs, 32 + MAX_WBITS) as the macro expands: gzip and zlib headers alike. */
    if (z->inflateInit2_(&zs, 32 + MAX_WBITS, ZLIB_VERSION, (int)sizeof(z_stream)) != Z_OK) {
        snprintf(err, err_size, "zlib initialisation failed");
        return AL_LOAD_NOMEM;
    }
    int rc = inflate_all(z, &zs, data, size, o, err, err_size);
    z->inflateEnd(&zs);
    return rc;
}

int al_gunzip(const uint8_t *data, size_t size, uint8_t **out, size_t *out_size, char *err,
              size_t err_size)
{
    struct sink o = {NULL, NULL, 0, 0};
    int rc = inflate_into(&o, data, size, err, err_size);
    if (rc == 0) {
        snprintf(err, err_size, "decompressed data larger than %zu MiB", AL_LOAD_MAX_INPUT >> 20);
        rc = AL_LOAD_UNREADABLE;
    }
    if (rc < 0) {
        drop(&o);
        return rc;
    }
    fit(&o);
    *out = o.buf ? o.buf : malloc(1);
    *out_size = o.len;
    return *out ? AL_LOAD_OK : AL_LOAD_NOMEM;
}

int al_inflate(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size,
               struct al_input_bytes *out, char *err, size_t err_size)
{
    struct sink o = {ts, NULL, 0, 0};
    int rc = inflate_into(&o, data, size, err, err_size);
    if (rc == 0 || rc == AL_LOAD_NOMEM) {
        /* The budget or the memory ended it: what was inflated is checked. */
        char what[160];
        snprintf(what, sizeof(what),
                 "decompression stopped after %zu bytes, which are checked", o.len);
        struct al_source at = {.file = name, .offset = AL_NO_OFFSET};
        al_budget_cut(ts, rc == 0 ? AL_CUT_BYTES : AL_CUT_NOMEM, &at,
                      rc == 0 ? ts->budget.bytes : 0, what);
        rc = AL_LOAD_OK;
    } else if (rc < 0) {
        drop(&o);
        return rc;
    }
    fit(&o);
    out->data = o.buf;
    out->size = o.len;
    out->reserved = o.cap;
    out->mapped = false;
    return AL_LOAD_OK;
}
