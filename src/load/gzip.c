/* SPDX-License-Identifier: MIT */
/*
 * gzip (and zlib) decompression through zlib, bounded against gzip bombs.
 * zlib is opened on the first gzip input (util/optlib_zlib.h), not at start.
 */
#include "acpilint/load.h"

#include <stdio.h>
#include <stdlib.h>

#include "util/optlib_zlib.h"

int al_gunzip(const uint8_t *data, size_t size, uint8_t **out, size_t *out_size, char *err,
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
    size_t cap = size * 4 + 4096, len = 0;
    if (cap > AL_LOAD_MAX_INPUT)
        cap = AL_LOAD_MAX_INPUT;
    uint8_t *buf = malloc(cap);
    if (!buf) {
        z->inflateEnd(&zs);
        snprintf(err, err_size, "out of memory");
        return AL_LOAD_NOMEM;
    }
    const uint8_t *in = data;
    size_t in_left = size;
    int status = Z_OK;
    while (in_left > 0 || status == Z_OK) {
        if (len == cap) {
            if (cap >= AL_LOAD_MAX_INPUT) {
                snprintf(err, err_size, "decompressed data larger than %zu MiB",
                         AL_LOAD_MAX_INPUT >> 20);
                goto fail;
            }
            size_t new_cap = cap * 2 > AL_LOAD_MAX_INPUT ? AL_LOAD_MAX_INPUT : cap * 2;
            uint8_t *grown = realloc(buf, new_cap);
            if (!grown) {
                snprintf(err, err_size, "out of memory");
                goto fail;
            }
            buf = grown;
            cap = new_cap;
        }
        /* zlib counts in uInt; feed at most 1 GiB a call. */
        uInt chunk_in = in_left > (1u << 30) ? (1u << 30) : (uInt)in_left;
        uInt chunk_out = cap - len > (1u << 30) ? (1u << 30) : (uInt)(cap - len);
        zs.next_in = (Bytef *)in;
        zs.avail_in = chunk_in;
        zs.next_out = buf + len;
        zs.avail_out = chunk_out;
        status = z->inflate(&zs, Z_NO_FLUSH);
        size_t consumed = chunk_in - zs.avail_in;
        in += consumed;
        in_left -= consumed;
        len += chunk_out - zs.avail_out;
        if (status == Z_STREAM_END) {
            /* Concatenated gzip members (gzip a b > c) decompress to a + b. */
            if (in_left >= 2 && in[0] == 0x1f && in[1] == 0x8b) {
                z->inflateReset(&zs);
                status = Z_OK;
                continue;
            }
            break;
        }
        if (status == Z_BUF_ERROR && zs.avail_out != 0) {
            snprintf(err, err_size, "gzip stream is truncated after %zu input bytes",
                     size - in_left);
            goto fail;
        }
        if (status != Z_OK && status != Z_BUF_ERROR) {
            snprintf(err, err_size, "corrupt gzip data at input byte %zu: %s", size - in_left,
                     zs.msg ? zs.msg : "inflate failed");
            goto fail;
        }
        if (status == Z_BUF_ERROR)
            status = Z_OK;
    }
    z->inflateEnd(&zs);
    *out = buf;
    *out_size = len;
    return AL_LOAD_OK;
fail:
    z->inflateEnd(&zs);
    free(buf);
    return AL_LOAD_UNREADABLE;
}
