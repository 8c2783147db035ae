/* SPDX-License-Identifier: MIT */
/*
 * Optional shared libraries, loaded with dlopen() the first time an input
 * needs them instead of by the dynamic linker at process start.
 *
 * Why: libyaml, zlib and libfdt in DT_NEEDED cost every run about 0.25 ms of
 * start-up (measured: README.md "Dependencies"), and a typical run uses none
 * of them: the rule catalogue and profiles are compiled to C at build time.
 * They stay ordinary distro-maintained shared libraries (security updates
 * apply), opened by the SONAME found at build time, and are needed only for
 * the inputs that use them:
 *   libyaml  YAML read at run time (--rules-dir, config, profiles, baseline)
 *   zlib     gzip input
 *   libfdt   .dtb input of the simulator (when built with libfdt)
 *   liblzma  LZMA-compressed sections of UEFI firmware volumes (when built with it)
 *
 * A library or symbol that cannot be loaded is an error naming the input
 * ("gzip input needs zlib (libz.so.1): <dlerror()>"), never a crash; the
 * failure is kept, so later inputs get the same message without retrying.
 * Not thread-safe: acpilint runs on one thread.
 */
#ifndef ACPILINT_OPTLIB_H
#define ACPILINT_OPTLIB_H

#include <stddef.h>

enum al_optlib_id {
    AL_OPTLIB_YAML,
    AL_OPTLIB_ZLIB,
    AL_OPTLIB_FDT,
    AL_OPTLIB_LZMA,
    AL_OPTLIB_COUNT
};

/*
 * A resolved symbol before it is cast to its real type: C converts any
 * function pointer to this type and back without loss, and GCC's
 * -Wcast-function-type accepts void (*)(void) as matching every type.
 */
typedef void (*al_optlib_fn)(void);

/*
 * Opens soname (RTLD_NOW | RTLD_LOCAL) and resolves names[0..count) into
 * fns; no caching, so tests can try any soname.  Returns 0 with the handle
 * in *handle, or -1 with dlerror()'s reason in err and nothing kept open.
 */
int al_optlib_open(const char *soname, const char *const *names, size_t count, al_optlib_fn *fns,
                   void **handle, char *err, size_t err_size);

/*
 * The symbols of library id in the order of its symbol list (src/util/
 * optlib_*.h), loading it on the first call.  NULL when it cannot be
 * loaded, with "<input> needs <library> (<soname>): <reason>" in err
 * (err may be NULL), and the failure is counted.
 */
const al_optlib_fn *al_optlib_get(enum al_optlib_id id, char *err, size_t err_size);

/* The SONAME library id is opened by ("libz.so.1"); NULL when not built in. */
const char *al_optlib_soname(enum al_optlib_id id);

/*
 * Times al_optlib_get() failed in this process, and the last message: the
 * front end turns an input that needed a missing library into an unusable
 * input (exit status 2) even when the loader reported it as a finding.
 */
unsigned al_optlib_failures(void);
const char *al_optlib_last_error(void);

/*
 * Tests only: forget what is known of library id and open it as soname
 * next time (NULL: the SONAME of the build), to exercise the missing-library
 * path of the real callers.  An open handle stays open (callers may hold
 * its pointers).
 */
void al_optlib_set_soname(enum al_optlib_id id, const char *soname);

#endif
