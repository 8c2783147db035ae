/* SPDX-License-Identifier: MIT */
/* Helpers shared by the loader modules; not part of the public contract. */
#ifndef ACPILINT_LOAD_INTERNAL_H
#define ACPILINT_LOAD_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "acpilint/tableset.h"

/* Reads fp to EOF into a malloc'ed buffer (at most AL_LOAD_MAX_INPUT bytes). */
int al_read_stream(FILE *fp, uint8_t **out, size_t *out_size, char *err, size_t err_size,
                   const char *name);

/*
 * al_load_binary and al_load_buffer for a malloc'ed buffer the table set may
 * take over: a buffer that is exactly one table becomes that table instead
 * of being copied, and *data is set to NULL.  The caller frees *data.
 * al_load_buffer_adopt writes "name: reason" to err on AL_LOAD_NO_LIBRARY.
 */
int al_load_binary_adopt(struct al_tableset *ts, const char *name, uint8_t **data, size_t size,
                         int compressed);
int al_load_buffer_adopt(struct al_tableset *ts, const char *name, uint8_t **data, size_t size,
                         char *err, size_t err_size);

#endif
