/* SPDX-License-Identifier: MIT */
/*
 * libfdt through al_optlib (include/acpilint/optlib.h): the functions the
 * simulator's .dtb probe (src/sim/dt.c) calls, typed from <libfdt.h> so the
 * compiler checks every call against the real prototypes.  Only in builds
 * that found libfdt (ACPILINT_HAVE_LIBFDT); the others use dt.c's own walker.
 */
#ifndef ACPILINT_OPTLIB_FDT_H
#define ACPILINT_OPTLIB_FDT_H

#ifdef ACPILINT_HAVE_LIBFDT
#include <libfdt.h>
#include <stddef.h>

#define AL_FDT_SYMBOLS(X) X(fdt_check_header) X(fdt_next_node) X(fdt_get_name)

struct al_fdt {
#define AL_FDT_MEMBER(name) __typeof__(name) *name;
    AL_FDT_SYMBOLS(AL_FDT_MEMBER)
#undef AL_FDT_MEMBER
};

/* libfdt, loaded on first use; NULL with the reason in err (al_optlib_get()). */
const struct al_fdt *al_fdt(char *err, size_t err_size);
#endif

#endif
