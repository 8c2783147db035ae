/* SPDX-License-Identifier: MIT */
/*
 * The tables ACPICA installed (al_sim_ctx.installed, filled by tables.c),
 * as the kernel's stages look them up: the base every model and
 * undecided.c read, apart from the code that fills it.
 */
#include "sim_internal.h"

/* ACPICA acpi_get_table_with_size(): instance 0 and 1 both name the first table. */
const struct al_table *al_sim_get_table(const struct al_sim_ctx *c, const char *sig,
                                        unsigned instance)
{
    unsigned want = instance ? instance : 1, seen = 0;
    for (size_t i = 0; i < c->installed_count; i++) {
        if (al_table_is(c->installed[i], sig) && ++seen == want)
            return c->installed[i];
    }
    return NULL;
}
