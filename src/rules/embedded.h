/* SPDX-License-Identifier: MIT */
/* The rule data files compiled into the binary (generated at build time). */
#ifndef ACPILINT_RULES_EMBEDDED_H
#define ACPILINT_RULES_EMBEDDED_H

#include <stddef.h>

struct al_embedded_file {
    const char *name; /* "rules/madt.yaml" */
    const char *data; /* NUL-terminated */
    size_t size;
};

extern const struct al_embedded_file al_embedded_files[];
extern const unsigned al_embedded_file_count;

#endif
