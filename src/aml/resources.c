/* SPDX-License-Identifier: MIT */
/* Resource template decoding: ACPI 6.5 section 6.4 (Resource Data Types). */
#include "acpilint/aml.h"

#include <string.h>

int al_resource_next(struct al_span buf, size_t *offset, struct al_resource *out)
{
    (void)buf;
    (void)offset;
    memset(out, 0, sizeof(*out));
    return 0;
}

const char *al_resource_kind_name(enum al_resource_kind kind)
{
    (void)kind;
    return "Unknown";
}
