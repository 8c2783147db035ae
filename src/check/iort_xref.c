/* SPDX-License-Identifier: MIT */
/*
 * IORT against the rest of the system (issue 24 item 2): each PCI root
 * complex node's segment has an MCFG allocation; each root complex
 * reaches an ITS group through its ID mappings (directly or through one
 * SMMU) when the MADT has an ITS; and the StreamIDs that different nodes
 * map into one SMMU do not overlap.  Linux follows the same mappings in
 * drivers/acpi/arm64/iort.c (iort_node_map_id(), iort_pci_iommu_init(),
 * iort_get_device_domain()) and finds the ECAM of a segment in the MCFG
 * (drivers/acpi/pci_mcfg.c pci_mcfg_lookup()).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/iort.h"
#include "acpilint/madt.h"
#include "acpilint/mcfg.h"
#include "acpilint/rule_ids.h"
#include "acpilint/tableset.h"

struct xnode {
    struct al_iort_node n;
};

static const struct xnode *at_offset(const struct xnode *v, size_t n, uint64_t offset)
{
    size_t lo = 0, hi = n; /* nodes come in walk order: rising offsets */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (v[mid].n.offset == offset)
            return &v[mid];
        if (v[mid].n.offset < offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static bool madt_has_its(const struct al_tableset *ts)
{
    const struct al_table *madt = al_tableset_find(ts, "APIC", 0);
    if (!madt)
        return false;
    struct al_walk w;
    struct al_subtable s;
    al_madt_walk_init(&w, madt);
    while (al_madt_walk_next(&w, &s) == AL_WALK_OK)
        if (s.type == AL_MADT_GIC_ITS)
            return true;
    return false;
}

/* True when some mapping of node x reaches an ITS group, through at most `hops` more nodes. */
static bool reaches_its(const struct al_table *t, const struct xnode *v, size_t n,
                        const struct xnode *x, unsigned hops)
{
    for (uint32_t i = 0; i < x->n.mapping_count; i++) {
        struct al_iort_mapping m;
        if (!al_iort_mapping(t, &x->n, i, &m))
            break;
        const struct xnode *to = at_offset(v, n, m.output_reference);
        if (!to)
            continue;
        if (to->n.type == AL_IORT_ITS_GROUP)
            return true;
        if (hops && (to->n.type == AL_IORT_SMMU || to->n.type == AL_IORT_SMMU_V3) &&
            reaches_its(t, v, n, to, hops - 1))
            return true;
    }
    return false;
}

/* One input range mapped into an SMMU: [first, last] of its output StreamIDs. */
struct sid_range {
    uint64_t smmu, first, last;
    size_t from;  /* the mapping's offset, for the report */
    size_t owner; /* the node it belongs to */
};

static int cmp_range(const void *a, const void *b)
{
    const struct sid_range *x = a, *y = b;
    if (x->smmu != y->smmu)
        return x->smmu < y->smmu ? -1 : 1;
    return x->first < y->first ? -1 : x->first > y->first;
}

static void check_stream_ids(struct al_context *ctx, const struct al_table *t,
                             const struct xnode *v, size_t n)
{
    size_t cap = 0;
    for (size_t i = 0; i < n; i++)
        cap += v[i].n.mappings_fit ? v[i].n.mapping_count : 0;
    if (!cap)
        return;
    struct sid_range *r = calloc(cap, sizeof(*r));
    if (!r)
        return;
    size_t k = 0;
    for (size_t i = 0; i < n && k < cap; i++) {
        /* devices (named components, root complexes) map into SMMUs; SMMUs map to ITS groups */
        if (v[i].n.type != AL_IORT_NAMED_COMPONENT && v[i].n.type != AL_IORT_ROOT_COMPLEX)
            continue;
        for (uint32_t j = 0; j < v[i].n.mapping_count && k < cap; j++) {
            struct al_iort_mapping m;
            if (!al_iort_mapping(t, &v[i].n, j, &m))
                break;
            const struct xnode *to = at_offset(v, n, m.output_reference);
            /*
             * SMMUv3 only: the SMMUv1/v2 driver lets devices share a stream match entry
             * and puts them in one IOMMU group (arm_smmu_find_sme(),
             * arm_smmu_device_group()), which Qualcomm laptops do on purpose.
             */
            if (!to || to->n.type != AL_IORT_SMMU_V3)
                continue;
            /* a single mapping (flags bit 0) produces one ID whatever its count */
            uint64_t count = (m.flags & 1u) ? 0 : m.id_count;
            r[k++] = (struct sid_range){m.output_reference, m.output_base, m.output_base + count,
                                        m.offset, v[i].n.offset};
        }
    }
    qsort(r, k, sizeof(*r), cmp_range);
    unsigned reported = 0;
    for (size_t i = 1; i < k && reported < 16; i++) {
        const struct sid_range *a = &r[i - 1], *b = &r[i];
        if (a->smmu != b->smmu || b->first > a->last || a->owner == b->owner)
            continue;
        char path[64];
        snprintf(path, sizeof(path), "IORT/Node@0x%zx/IdMapping", b->owner);
        al_report(ctx->ts, AL_R_IORT_STREAM_ID_OVERLAP, al_at_table(t, b->from, path),
                  "StreamIDs 0x%" PRIx64 "-0x%" PRIx64 " that node 0x%zx maps into the SMMUv3 at "
                  "0x%" PRIx64 " overlap those of node 0x%zx: two devices share a StreamID; the "
                  "SMMU driver refuses the second one's stream",
                  b->first, b->last < a->last ? b->last : a->last, b->owner, b->smmu, a->owner);
        reported++;
    }
    free(r);
}

static void check_iort_xref(struct al_context *ctx, const struct al_table *t)
{
    struct al_iort iort;
    if (!al_iort_decode(t, &iort) || !iort.has_fields)
        return;
    size_t cap = iort.body_size / AL_IORT_NODE_HEADER_SIZE + 1, n = 0;
    struct xnode *v = calloc(cap, sizeof(*v));
    if (!v)
        return;
    struct al_walk w;
    al_iort_walk_init(&w, &iort);
    while (n < cap && al_iort_walk_next(&w, &v[n].n) == AL_WALK_OK)
        n++;
    const struct al_table *mcfg_table = al_tableset_find(ctx->ts, "MCFG", 0);
    struct al_mcfg mcfg;
    bool have_mcfg = mcfg_table && al_mcfg_decode(mcfg_table, &mcfg);
    bool its = madt_has_its(ctx->ts);
    struct al_span body = al_table_body(t);
    for (size_t i = 0; i < n; i++) {
        const struct al_iort_node *rc = &v[i].n;
        if (rc->type != AL_IORT_ROOT_COMPLEX)
            continue;
        char path[64];
        uint32_t segment;
        if (have_mcfg && al_field_u32(body, AL_F_IORT_RC_PCI_SEGMENT, rc->offset, &segment)) {
            bool found = false;
            struct al_mcfg_entry e;
            for (size_t j = 0; !found && al_mcfg_entry(&mcfg, j, &e); j++)
                found = e.segment == segment;
            al_field_path(path, sizeof(path), AL_F_IORT_RC_PCI_SEGMENT, rc->index);
            if (!found)
                al_report(ctx->ts, AL_R_IORT_RC_SEGMENT_WITHOUT_MCFG,
                          al_at_table(t, rc->offset + AL_OFF_IORT_RC_PCI_SEGMENT, path),
                          "%s is %" PRIu32 " but the MCFG has no allocation for that segment: "
                          "Linux finds no ECAM for the root complex (pci_mcfg_lookup())",
                          path, segment);
        }
        if (its && !reaches_its(t, v, n, &v[i], 1)) {
            snprintf(path, sizeof(path), "IORT/RootComplex@0x%zx", rc->offset);
            al_report(ctx->ts, AL_R_IORT_RC_WITHOUT_ITS, al_at_table(t, rc->offset, path),
                      "%s maps its requester IDs to no ITS group (directly or through an SMMU) "
                      "although the MADT has a GIC ITS: Linux gives its PCI devices no MSI "
                      "domain, so they get no MSIs",
                      path);
        }
    }
    check_stream_ids(ctx, t, v, n);
    free(v);
}

static const struct al_rule_id *const iort_xref_rules[] = {
    AL_R_IORT_RC_SEGMENT_WITHOUT_MCFG,
    AL_R_IORT_RC_WITHOUT_ITS,
    AL_R_IORT_STREAM_ID_OVERLAP,
    NULL,
};

const struct al_check al_checks_iort_xref[] = {
    {"iort.xref", "IORT", check_iort_xref, iort_xref_rules, AL_NEEDS_TABLE},
    {0},
};
