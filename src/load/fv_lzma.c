/* SPDX-License-Identifier: MIT */
/*
 * edk2's LZMA sections (GUID EE4E5898-3914-4259-9D6E-DC7BD79403CF, edk2
 * MdeModulePkg/Library/LzmaCustomDecompressLib): the "LZMA alone" format,
 * 13 bytes of header (properties, dictionary size, uncompressed size as a
 * 64-bit little-endian number) then the stream.  liblzma decodes it; it is
 * opened on the first such section (util/optlib_lzma.h).
 */
#include "acpilint/fv.h"

#include <stdio.h>
#include <stdlib.h>

#include "acpilint/load.h"

#ifdef ACPILINT_HAVE_LIBLZMA
#include "util/optlib_lzma.h"

int al_lzma_alone_decode(const uint8_t *data, size_t size, size_t max, uint8_t **out,
                         size_t *out_size, char *err, size_t err_size)
{
    if (size < 13) {
        snprintf(err, err_size, "%zu bytes of LZMA data: shorter than its 13-byte header", size);
        return AL_LOAD_UNREADABLE;
    }
    uint64_t want = 0;
    for (int i = 0; i < 8; i++)
        want |= (uint64_t)data[5 + i] << (8 * i);
    if (want > max) {
        snprintf(err, err_size, "LZMA header claims %llu bytes, more than the %zu allowed",
                 (unsigned long long)want, max);
        return AL_LOAD_UNREADABLE;
    }
    const struct al_lzma *lz = al_lzma(err, err_size);
    if (!lz)
        return AL_LOAD_NO_LIBRARY;
    lzma_stream st = LZMA_STREAM_INIT;
    /* The decoder's memory limit: edk2 images use dictionaries of a few MiB. */
    if (lz->lzma_alone_decoder(&st, (uint64_t)256 << 20) != LZMA_OK) {
        snprintf(err, err_size, "liblzma initialisation failed");
        return AL_LOAD_NOMEM;
    }
    /*
     * The buffer grows with the output: a few bytes claiming 1 GiB cost what
     * they really decode to, not what the header says.
     */
    size_t cap = size < ((size_t)1 << 20) ? size * 8 + 4096 : size * 2;
    if (cap > want)
        cap = (size_t)want;
    uint8_t *buf = malloc(cap ? cap : 1);
    if (!buf) {
        lz->lzma_end(&st);
        snprintf(err, err_size, "out of memory");
        return AL_LOAD_NOMEM;
    }
    st.next_in = data;
    st.avail_in = size;
    size_t got = 0;
    lzma_ret r = LZMA_OK;
    while (r == LZMA_OK && got < want) {
        if (got == cap) {
            size_t grown_cap = cap > (size_t)want / 2 ? (size_t)want : cap * 2;
            uint8_t *grown = realloc(buf, grown_cap);
            if (!grown) {
                r = LZMA_MEM_ERROR;
                break;
            }
            buf = grown;
            cap = grown_cap;
        }
        st.next_out = buf + got;
        st.avail_out = cap - got;
        r = lz->lzma_code(&st, LZMA_FINISH);
        got = cap - st.avail_out;
        if (r == LZMA_OK && st.avail_in == 0 && st.avail_out != 0)
            r = LZMA_BUF_ERROR; /* the input ended before the output */
    }
    lz->lzma_end(&st);
    /*
     * With a known size the stream may end without an end marker: all the
     * bytes out is success (LZMA_OK with nothing left to fill, or STREAM_END).
     */
    if (r != LZMA_STREAM_END && !(r == LZMA_OK && got == want)) {
        snprintf(err, err_size, "corrupt LZMA data (liblzma error %d after %zu of %llu bytes)",
                 (int)r, got, (unsigned long long)want);
        free(buf);
        return AL_LOAD_UNREADABLE;
    }
    if (got != want) {
        snprintf(err, err_size, "LZMA data ends after %zu of the %llu bytes its header claims",
                 got, (unsigned long long)want);
        free(buf);
        return AL_LOAD_UNREADABLE;
    }
    *out = buf;
    *out_size = got;
    return AL_LOAD_OK;
}

#else

int al_lzma_alone_decode(const uint8_t *data, size_t size, size_t max, uint8_t **out,
                         size_t *out_size, char *err, size_t err_size)
{
    (void)data;
    (void)size;
    (void)max;
    (void)out;
    (void)out_size;
    snprintf(err, err_size, "an LZMA section of a firmware volume needs liblzma, and this "
                            "acpilint was built without it");
    return AL_LOAD_NO_LIBRARY;
}

#endif
