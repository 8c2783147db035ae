/* SPDX-License-Identifier: MIT */
/*
 * liblzma through al_optlib (include/acpilint/optlib.h): the functions the
 * firmware-volume walker calls to inflate edk2's LZMA sections (the
 * "LZMA alone" format: properties, dictionary size, 64-bit size, stream),
 * typed from <lzma.h> so every call is checked against the real prototypes.
 */
#ifndef ACPILINT_OPTLIB_LZMA_H
#define ACPILINT_OPTLIB_LZMA_H

#include <stddef.h>
#include <lzma.h>

#define AL_LZMA_SYMBOLS(X) X(lzma_alone_decoder) X(lzma_code) X(lzma_end)

struct al_lzma {
#define AL_LZMA_MEMBER(name) __typeof__(name) *name;
    AL_LZMA_SYMBOLS(AL_LZMA_MEMBER)
#undef AL_LZMA_MEMBER
};

/* liblzma, loaded on first use; NULL with the reason in err (al_optlib_get()). */
const struct al_lzma *al_lzma(char *err, size_t err_size);

#endif
