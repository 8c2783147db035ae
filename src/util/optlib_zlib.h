/* SPDX-License-Identifier: MIT */
/*
 * zlib through al_optlib (include/acpilint/optlib.h): the functions gzip.c
 * calls, typed from <zlib.h> so the compiler checks every call against the
 * real prototypes.  inflateInit2() is a macro over inflateInit2_().
 */
#ifndef ACPILINT_OPTLIB_ZLIB_H
#define ACPILINT_OPTLIB_ZLIB_H

#include <stddef.h>
#include <zlib.h>

#define AL_ZLIB_SYMBOLS(X) X(inflateInit2_) X(inflate) X(inflateEnd) X(inflateReset)

struct al_zlib {
#define AL_ZLIB_MEMBER(name) __typeof__(name) *name;
    AL_ZLIB_SYMBOLS(AL_ZLIB_MEMBER)
#undef AL_ZLIB_MEMBER
};

/* zlib, loaded on first use; NULL with the reason in err (al_optlib_get()). */
const struct al_zlib *al_zlib(char *err, size_t err_size);

#endif
