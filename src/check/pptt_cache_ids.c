/* SPDX-License-Identifier: MIT */
/*
 * PPTT cache IDs (ACPI 6.5 section 5.2.30.2, Table 5.160, from PPTT
 * revision 3): a cache that marks its Cache ID valid (flags bit 7) gives a
 * unique, non-zero identifier.  Linux exports it as the cache's sysfs id
 * (cache_setup_acpi_cpu(), drivers/acpi/pptt.c) and resctrl and the MPAM
 * driver key their per-cache controls by it (find_acpi_cache_level_from_id()),
 * so two caches with one ID become one domain, and MPAM MSC locators
 * (arm_perf_rules.c) name caches by it.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "acpilint/engine.h"
#include "acpilint/pptt.h"
#include "acpilint/rule_ids.h"
#include "acpilint/tableset.h"

struct cache_id {
    uint32_t id;
    size_t offset;
    unsigned index;
};

static int cmp_id(const void *a, const void *b)
{
    const struct cache_id *x = a, *y = b;
    if (x->id != y->id)
        return x->id < y->id ? -1 : 1;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

static void check_cache_ids(struct al_context *ctx, const struct al_table *t)
{
    size_t cap = al_table_body(t).len / 24 + 1, n = 0;
    struct cache_id *ids = calloc(cap, sizeof(*ids));
    if (!ids)
        return;
    struct al_walk w;
    struct al_pptt_entry e;
    al_pptt_walk_init(&w, t);
    while (n < cap && al_pptt_walk_next(&w, &e) == AL_WALK_OK) {
        struct al_pptt_cache c;
        if (al_pptt_cache_decode(t, &e, &c) && c.has_cache_id && (c.flags & 0x80u))
            ids[n++] = (struct cache_id){c.cache_id, e.offset, e.index};
    }
    qsort(ids, n, sizeof(*ids), cmp_id);
    unsigned zero = 0, dup = 0;
    for (size_t i = 0; i < n; i++) {
        char path[64];
        snprintf(path, sizeof(path), "PPTT/Cache[%u]/CacheId", ids[i].index);
        if (ids[i].id == 0 && ++zero <= 8)
            al_report(ctx->ts, AL_R_PPTT_CACHE_ID_ZERO, al_at_table(t, ids[i].offset, path),
                      "%s is 0 and marked valid: a cache ID is a unique, non-zero identifier",
                      path);
        if (i && ids[i].id == ids[i - 1].id && ++dup <= 8)
            al_report(ctx->ts, AL_R_PPTT_CACHE_ID_DUPLICATE, al_at_table(t, ids[i].offset, path),
                      "%s is %" PRIu32 ", as is the cache at offset 0x%zx: the OS takes the two "
                      "caches for one (sysfs cache id, resctrl and MPAM domains)",
                      path, ids[i].id, ids[i - 1].offset);
    }
    free(ids);
}

static const struct al_rule_id *const cache_id_rules[] = {AL_R_PPTT_CACHE_ID_ZERO, AL_R_PPTT_CACHE_ID_DUPLICATE,
                                             NULL};

const struct al_check al_checks_pptt_cache_ids[] = {
    {"pptt.cache-ids", "PPTT", check_cache_ids, cache_id_rules, AL_NEEDS_TABLE},
    {0},
};
