/* SPDX-License-Identifier: MIT */
/*
 * Reading a whole small file the tool itself uses (rule data, profiles, a
 * config, a baseline; the build tools' inputs).  Inputs under check are read
 * by the loaders (load.h) under the run budget, not with this.
 */
#ifndef ACPILINT_READFILE_H
#define ACPILINT_READFILE_H

#include <stddef.h>

/* Files larger than this are refused: none of the tool's own files comes near it. */
#define AL_READFILE_MAX ((size_t)1 << 30)

/*
 * Reads a whole file (at most AL_READFILE_MAX bytes) into a NUL-terminated
 * buffer the caller frees.  Returns 0, or -1 with "path: reason" in err.
 */
int al_read_whole_file(const char *path, char **out, size_t *size, char *err, size_t err_size);

#endif
