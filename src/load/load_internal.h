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

#endif
