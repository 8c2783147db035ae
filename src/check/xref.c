/* SPDX-License-Identifier: MIT */
#include <inttypes.h>
#include <stdlib.h>

#include "acpilint/field.h"
#include "acpilint/madt.h"
#include "acpilint/pptt.h"
#include "acpilint/table.h"
#include "check/xref.h"

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Room for one id per `per` bytes of the table: no structure is shorter. */
static bool start(struct al_idset *out, const struct al_table *t, size_t per)
{
    out->ids = NULL;
    out->n = 0;
    out->known = false;
    if (!t)
        return false;
    out->ids = calloc(al_table_body(t).len / per + 1, sizeof(*out->ids));
    return out->ids != NULL;
}

static void finish(struct al_idset *out)
{
    if (out->n > 1)
        qsort(out->ids, out->n, sizeof(*out->ids), cmp_u64);
    out->known = true;
}

void al_idset_gicc_uids(const struct al_tableset *ts, struct al_idset *out)
{
    const struct al_table *madt = al_tableset_find(ts, "APIC", 0);
    if (!start(out, madt, 40))
        return;
    struct al_walk w;
    struct al_subtable s;
    al_madt_walk_init(&w, madt);
    while (al_madt_walk_next(&w, &s) == AL_WALK_OK) {
        struct al_madt_gicc g;
        if (s.type == AL_MADT_GICC && al_madt_gicc_decode(madt, &s, &g))
            out->ids[out->n++] = g.uid;
    }
    finish(out);
}

void al_idset_pptt_cache_ids(const struct al_tableset *ts, struct al_idset *out)
{
    const struct al_table *pptt = al_tableset_find(ts, "PPTT", 0);
    if (!start(out, pptt, 20))
        return;
    struct al_walk w;
    struct al_pptt_entry e;
    al_pptt_walk_init(&w, pptt);
    while (al_pptt_walk_next(&w, &e) == AL_WALK_OK) {
        struct al_pptt_cache c;
        /* Table 5.161: bit 7, Cache ID valid */
        if (al_pptt_cache_decode(pptt, &e, &c) && c.has_cache_id && (c.flags & 0x80u))
            out->ids[out->n++] = c.cache_id;
    }
    finish(out);
}

void al_idset_srat_domains(const struct al_tableset *ts, struct al_idset *out)
{
    const struct al_table *srat = al_tableset_find(ts, "SRAT", 0);
    if (!start(out, srat, 2))
        return;
    struct al_span body = al_table_body(srat);
    size_t at = AL_FIELD_END(SRAT_RESERVED);
    uint8_t type, length;
    while (al_field_u8(body, AL_F_SRAT_SUB_TYPE, at, &type) &&
           al_field_u8(body, AL_F_SRAT_SUB_LENGTH, at, &length) && length >= 2 &&
           at + length <= body.len) {
        uint32_t domain;
        uint8_t lo;
        bool ok = false;
        switch (type) {
        case 0: /* local APIC: the domain's low byte, and its high 24 bits */
            if ((ok = al_field_in(AL_F_SRAT_APIC_DOMAIN_HI, length) &&
                      al_field_u8(body, AL_F_SRAT_APIC_DOMAIN_LO, at, &lo))) {
                uint64_t hi = 0;
                al_field_uint(body, AL_F_SRAT_APIC_DOMAIN_HI, at, &hi);
                domain = lo | (uint32_t)(hi << 8);
            }
            break;
        case 1:
            ok = al_field_in_u32(body, AL_F_SRAT_MEMORY_DOMAIN, at, length, &domain);
            break;
        case 2:
            ok = al_field_in_u32(body, AL_F_SRAT_X2APIC_DOMAIN, at, length, &domain);
            break;
        case 3:
            ok = al_field_in_u32(body, AL_F_SRAT_GICC_DOMAIN, at, length, &domain);
            break;
        case 4:
            ok = al_field_in_u32(body, AL_F_SRAT_ITS_DOMAIN, at, length, &domain);
            break;
        case 5:
            ok = al_field_in_u32(body, AL_F_SRAT_GI_DOMAIN, at, length, &domain);
            break;
        case 6:
            ok = al_field_in_u32(body, AL_F_SRAT_GP_DOMAIN, at, length, &domain);
            break;
        case 7:
            ok = al_field_in_u32(body, AL_F_SRAT_RINTC_DOMAIN, at, length, &domain);
            break;
        default:
            break;
        }
        if (ok)
            out->ids[out->n++] = domain;
        at += length;
    }
    finish(out);
}

bool al_idset_has(const struct al_idset *s, uint64_t id)
{
    size_t lo = 0, hi = s->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (s->ids[mid] == id)
            return true;
        if (s->ids[mid] < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

void al_idset_free(struct al_idset *s)
{
    free(s->ids);
    s->ids = NULL;
    s->n = 0;
}

bool al_idset_misses(const struct al_idset *s, uint64_t id, unsigned *reported)
{
    return s->known && !al_idset_has(s, id) && ++*reported <= AL_IDSET_REPORT_MAX;
}

void al_gicc_refs_init(const struct al_tableset *ts, struct al_gicc_refs *r)
{
    r->reported = 0;
    al_idset_gicc_uids(ts, &r->uids);
}

void al_gicc_refs_free(struct al_gicc_refs *r)
{
    al_idset_free(&r->uids);
}

void al_gicc_refs_check(struct al_context *ctx, struct al_gicc_refs *r, const struct al_table *t,
                        const struct al_rule_id *rule, enum al_field_id field, unsigned index,
                        size_t at, uint32_t uid, const char *note, const char *effect)
{
    if (!al_idset_misses(&r->uids, uid, &r->reported))
        return;
    char path[64];
    al_field_path(path, sizeof(path), field, index);
    al_report(ctx->ts, rule, al_at_table(t, at, path),
              "%s is %" PRIu32 "%s but no MADT GICC has that ACPI Processor UID: %s", path, uid,
              note, effect);
}
