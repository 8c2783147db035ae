/* SPDX-License-Identifier: MIT */
/*
 * Identifiers one table defines and another names, gathered once per check
 * into a sorted set so that a table naming thousands costs a search each:
 * the MADT's GICC ACPI Processor UIDs, the PPTT's cache IDs and the SRAT's
 * proximity domains.
 */
#ifndef ACPILINT_CHECK_XREF_H
#define ACPILINT_CHECK_XREF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/tableset.h"

struct al_idset {
    uint64_t *ids;
    size_t n;
    bool known; /* the defining table is there and was read: a miss means something */
};

/* The ACPI Processor UIDs of the MADT's GICCs (every GICC, enabled or not). */
void al_idset_gicc_uids(const struct al_tableset *ts, struct al_idset *out);
/* The Cache IDs of the PPTT's cache structures that mark theirs valid (flags bit 7). */
void al_idset_pptt_cache_ids(const struct al_tableset *ts, struct al_idset *out);
/* The proximity domains the SRAT's affinity structures name. */
void al_idset_srat_domains(const struct al_tableset *ts, struct al_idset *out);

bool al_idset_has(const struct al_idset *s, uint64_t id);
void al_idset_free(struct al_idset *s);

#endif
