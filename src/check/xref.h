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

#include "acpilint/engine.h"
#include "acpilint/field.h"
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

/*
 * True when `id`, named by a table, is to be reported as undefined: the set
 * is known, id is not in it, and fewer than AL_IDSET_REPORT_MAX misses were
 * counted in *reported (a table naming thousands says the first ones).
 */
#define AL_IDSET_REPORT_MAX 16
bool al_idset_misses(const struct al_idset *s, uint64_t id, unsigned *reported);

/*
 * A table's processor references (APMT nodes, AEST processor nodes)
 * against the MADT's GICCs, as a check keeps them while it walks the table.
 */
struct al_gicc_refs {
    struct al_idset uids;
    unsigned reported;
};
void al_gicc_refs_init(const struct al_tableset *ts, struct al_gicc_refs *r);
void al_gicc_refs_free(struct al_gicc_refs *r);
/*
 * Reports `rule` when `uid`, the value of field `field` of structure
 * `index` at table offset `at`, is no GICC's ACPI Processor UID (as
 * al_idset_misses() decides): "PATH is UID<note> but no MADT GICC has that
 * ACPI Processor UID: <effect>".
 */
void al_gicc_refs_check(struct al_context *ctx, struct al_gicc_refs *r, const struct al_table *t,
                        const struct al_rule_id *rule, enum al_field_id field, unsigned index,
                        size_t at, uint32_t uid, const char *note, const char *effect);

#endif
