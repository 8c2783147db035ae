/* SPDX-License-Identifier: MIT */
/*
 * Optional shared libraries opened on first use (include/acpilint/optlib.h).
 * The SONAMEs come from the build (cmake/optlib.cmake reads them from the
 * libraries CMake found), so the name opened here is the one the linker
 * would have recorded in DT_NEEDED.
 */
#include "acpilint/optlib.h"

#include <stdio.h>
#ifndef ACPILINT_STATIC_LIBS
#include <dlfcn.h>
#endif

#include "util/optlib_fdt.h"
#ifdef ACPILINT_HAVE_LIBLZMA
#include "util/optlib_lzma.h"
#endif
#include "util/optlib_yaml.h"
#include "util/optlib_zlib.h"

#if !defined(ACPILINT_SONAME_YAML) || !defined(ACPILINT_SONAME_ZLIB)
#error "ACPILINT_SONAME_YAML and ACPILINT_SONAME_ZLIB come from CMakeLists.txt"
#endif
#if defined(ACPILINT_HAVE_LIBFDT) && !defined(ACPILINT_SONAME_FDT)
#error "ACPILINT_SONAME_FDT comes from CMakeLists.txt when libfdt is found"
#endif

/* Enough for the longest symbol list (libyaml's nine). */
#define AL_OPTLIB_MAX_SYMBOLS 12

#define AL_OPTLIB_NAME(name) #name,
static const char *const yaml_names[] = {AL_YAML_SYMBOLS(AL_OPTLIB_NAME)};
static const char *const zlib_names[] = {AL_ZLIB_SYMBOLS(AL_OPTLIB_NAME)};
#ifdef ACPILINT_HAVE_LIBFDT
static const char *const fdt_names[] = {AL_FDT_SYMBOLS(AL_OPTLIB_NAME)};
#endif
#ifdef ACPILINT_HAVE_LIBLZMA
static const char *const lzma_names[] = {AL_LZMA_SYMBOLS(AL_OPTLIB_NAME)};
#endif
#undef AL_OPTLIB_NAME

#ifdef ACPILINT_STATIC_LIBS
/*
 * A static build (CMake ACPILINT_STATIC) links the libraries in: the symbols
 * are their addresses, taken here in the same order as the names.
 */
#define AL_OPTLIB_ADDR(name) (al_optlib_fn) name,
static const al_optlib_fn yaml_addrs[] = {AL_YAML_SYMBOLS(AL_OPTLIB_ADDR)};
static const al_optlib_fn zlib_addrs[] = {AL_ZLIB_SYMBOLS(AL_OPTLIB_ADDR)};
#ifdef ACPILINT_HAVE_LIBFDT
static const al_optlib_fn fdt_addrs[] = {AL_FDT_SYMBOLS(AL_OPTLIB_ADDR)};
#endif
#ifdef ACPILINT_HAVE_LIBLZMA
static const al_optlib_fn lzma_addrs[] = {AL_LZMA_SYMBOLS(AL_OPTLIB_ADDR)};
#endif
#undef AL_OPTLIB_ADDR
static const al_optlib_fn *const linked_addrs[AL_OPTLIB_COUNT] = {
    [AL_OPTLIB_YAML] = yaml_addrs,
    [AL_OPTLIB_ZLIB] = zlib_addrs,
#ifdef ACPILINT_HAVE_LIBFDT
    [AL_OPTLIB_FDT] = fdt_addrs,
#endif
#ifdef ACPILINT_HAVE_LIBLZMA
    [AL_OPTLIB_LZMA] = lzma_addrs,
#endif
};
#endif

#define AL_COUNT(a) (sizeof(a) / sizeof((a)[0]))
_Static_assert(AL_COUNT(yaml_names) <= AL_OPTLIB_MAX_SYMBOLS, "raise AL_OPTLIB_MAX_SYMBOLS");
_Static_assert(AL_COUNT(zlib_names) <= AL_OPTLIB_MAX_SYMBOLS, "raise AL_OPTLIB_MAX_SYMBOLS");

/* What each library is for, in the words of the error message. */
static const struct lib_info {
    const char *input;   /* "gzip input" */
    const char *library; /* "zlib" */
    const char *soname;  /* of the build; NULL when built without it */
    const char *const *names;
    size_t count;
} libs[AL_OPTLIB_COUNT] = {
    [AL_OPTLIB_YAML] = {"YAML input", "libyaml", ACPILINT_SONAME_YAML, yaml_names,
                        AL_COUNT(yaml_names)},
    [AL_OPTLIB_ZLIB] = {"gzip input", "zlib", ACPILINT_SONAME_ZLIB, zlib_names,
                        AL_COUNT(zlib_names)},
#ifdef ACPILINT_HAVE_LIBFDT
    [AL_OPTLIB_FDT] = {".dtb input", "libfdt", ACPILINT_SONAME_FDT, fdt_names,
                       AL_COUNT(fdt_names)},
#else
    [AL_OPTLIB_FDT] = {".dtb input", "libfdt", NULL, NULL, 0},
#endif
#ifdef ACPILINT_HAVE_LIBLZMA
    [AL_OPTLIB_LZMA] = {"an LZMA section of a firmware volume", "liblzma", ACPILINT_SONAME_LZMA,
                        lzma_names, AL_COUNT(lzma_names)},
#else
    [AL_OPTLIB_LZMA] = {"an LZMA section of a firmware volume", "liblzma", NULL, NULL, 0},
#endif
};

/* What this process knows of each library: untried, loaded or failed. */
static struct lib_state {
    enum { UNTRIED, LOADED, FAILED } status;
    const char *soname_override; /* al_optlib_set_soname() */
    void *handle;
    al_optlib_fn fns[AL_OPTLIB_MAX_SYMBOLS];
    char error[512];
} states[AL_OPTLIB_COUNT];

static unsigned failure_count;
static const char *last_error = "";

int al_optlib_open(const char *soname, const char *const *names, size_t count, al_optlib_fn *fns,
                   void **handle, char *err, size_t err_size)
{
#ifdef ACPILINT_STATIC_LIBS
    /* A static executable opens nothing at run time (glibc's static dlopen() is not used). */
    (void)names, (void)count, (void)fns, (void)handle;
    snprintf(err, err_size, "%s: this acpilint is linked statically and opens no library", soname);
    return -1;
#else
    /*
     * RTLD_NOW: a library whose own dependencies are broken fails here, with
     * dlerror()'s reason, not at the first call.  RTLD_LOCAL: its symbols do
     * not join the global scope, as nothing else links against them.
     */
    void *h = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *why = dlerror();
        snprintf(err, err_size, "%s", why ? why : "dlopen() failed");
        return -1;
    }
    for (size_t i = 0; i < count; i++) {
        dlerror(); /* clear, so the reason below is this lookup's */
        void *sym = dlsym(h, names[i]);
        if (!sym) {
            const char *why = dlerror();
            snprintf(err, err_size, "%s", why ? why : names[i]);
            dlclose(h);
            return -1;
        }
        /* POSIX (dlsym) guarantees a function's address survives this conversion. */
        fns[i] = (al_optlib_fn)sym;
    }
    *handle = h;
    return 0;
#endif
}

const al_optlib_fn *al_optlib_get(enum al_optlib_id id, char *err, size_t err_size)
{
    if ((unsigned)id >= AL_OPTLIB_COUNT) {
        if (err && err_size)
            snprintf(err, err_size, "unknown optional library %d", (int)id);
        return NULL;
    }
    const struct lib_info *lib = &libs[id];
    struct lib_state *s = &states[id];
    if (s->status == UNTRIED) {
        const char *soname = al_optlib_soname(id);
        char why[400];
        if (!soname) {
            snprintf(s->error, sizeof(s->error), "%s needs %s, and this acpilint was built "
                     "without it", lib->input, lib->library);
            s->status = FAILED;
#ifdef ACPILINT_STATIC_LIBS
        } else if (!s->soname_override && linked_addrs[id]) {
            for (size_t i = 0; i < lib->count; i++)
                s->fns[i] = linked_addrs[id][i];
            s->status = LOADED;
#endif
        } else if (al_optlib_open(soname, lib->names, lib->count, s->fns, &s->handle, why,
                                  sizeof(why)) != 0) {
            snprintf(s->error, sizeof(s->error), "%s needs %s (%s): %s", lib->input,
                     lib->library, soname, why);
            s->status = FAILED;
        } else {
            s->status = LOADED;
        }
    }
    if (s->status == LOADED)
        return s->fns;
    /* Counted on every request, so each input that needed it is known to have failed. */
    failure_count++;
    last_error = s->error;
    if (err && err_size)
        snprintf(err, err_size, "%s", s->error);
    return NULL;
}

const char *al_optlib_soname(enum al_optlib_id id)
{
    if ((unsigned)id >= AL_OPTLIB_COUNT)
        return NULL;
    return states[id].soname_override ? states[id].soname_override : libs[id].soname;
}

unsigned al_optlib_failures(void)
{
    return failure_count;
}

const char *al_optlib_last_error(void)
{
    return last_error;
}

void al_optlib_set_soname(enum al_optlib_id id, const char *soname)
{
    if ((unsigned)id >= AL_OPTLIB_COUNT)
        return;
    struct lib_state *s = &states[id];
    if (last_error == s->error)
        last_error = "";
    /* The handle is not closed: the typed tables below may still point into it. */
    *s = (struct lib_state){.soname_override = soname};
}

/*
 * The typed tables.  Each is refilled from the resolved symbols on every
 * call (a few stores) so that it follows al_optlib_set_soname(); the casts
 * are back to each function's real type, taken from the library's header.
 */
#define AL_OPTLIB_TYPED(type, fn, id, LIST)                                                  \
    const struct type *fn(char *err, size_t err_size)                                        \
    {                                                                                        \
        static struct type t;                                                                \
        const al_optlib_fn *f = al_optlib_get(id, err, err_size);                            \
        if (!f)                                                                              \
            return NULL;                                                                     \
        size_t i = 0;                                                                        \
        LIST(AL_OPTLIB_SET)                                                                  \
        return &t;                                                                           \
    }
#define AL_OPTLIB_SET(name) t.name = (__typeof__(t.name))f[i++];

AL_OPTLIB_TYPED(al_yaml, al_yaml, AL_OPTLIB_YAML, AL_YAML_SYMBOLS)
AL_OPTLIB_TYPED(al_zlib, al_zlib, AL_OPTLIB_ZLIB, AL_ZLIB_SYMBOLS)
#ifdef ACPILINT_HAVE_LIBFDT
AL_OPTLIB_TYPED(al_fdt, al_fdt, AL_OPTLIB_FDT, AL_FDT_SYMBOLS)
#endif
#ifdef ACPILINT_HAVE_LIBLZMA
AL_OPTLIB_TYPED(al_lzma, al_lzma, AL_OPTLIB_LZMA, AL_LZMA_SYMBOLS)
#endif
