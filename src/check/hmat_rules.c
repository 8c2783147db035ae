/* SPDX-License-Identifier: MIT */
/*
 * HMAT (ACPI 6.5 section 5.2.28): the catalogue's field checks on its
 * structures, the domain lists and entries of a locality structure inside
 * its Length, and every proximity domain it names against the SRAT's.
 * Linux reads it in drivers/acpi/numa/hmat.c (hmat_init(): hmat_parse_
 * proximity_domain(), hmat_parse_locality(), hmat_parse_cache()); a domain
 * the SRAT does not define has no NUMA node, so what the HMAT says of it is
 * dropped (find_mem_target() / pxm_to_node() finds nothing).
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"
#include "check/xref.h"

static const struct al_fc_rules hmat_rules = {
    AL_R_HMAT_RESERVED_NONZERO,        AL_R_HMAT_VALUE_INVALID,      AL_R_HMAT_SUBTABLE_TYPE_UNKNOWN,
    AL_R_HMAT_SUBTABLE_LENGTH_INVALID, AL_R_HMAT_SUBTABLE_TRUNCATED,
};

static const struct al_fc_list hmat_list = {
    AL_FIELD_END(HMAT_RESERVED),
    AL_F_HMAT_SUB_TYPE,
    AL_F_HMAT_SUB_LENGTH,
    AL_L_HMAT_SUB,
    AL_L_HMAT_MPDA,
    AL_L_HMAT_CACHE + 1,
};

struct hmat_walk {
    struct al_idset domains; /* the SRAT's */
    unsigned reported;
};

/* A proximity domain the HMAT names that the SRAT does not define (at most 16 findings). */
static void check_domain(struct al_context *ctx, const struct al_table *t, size_t at,
                         const char *path, uint32_t domain, struct hmat_walk *w)
{
    if (!w->domains.known || al_idset_has(&w->domains, domain) || ++w->reported > 16)
        return;
    al_report(ctx->ts, AL_R_HMAT_DOMAIN_NOT_IN_SRAT, al_at_table(t, at, path),
              "%s is %" PRIu32 ", a proximity domain no SRAT structure has: Linux maps it to "
              "no NUMA node and drops what the HMAT says of it",
              path, domain);
}

/*
 * Table 5.153: the s initiator and t target domains (4 bytes each) and the
 * s * t entries (2 bytes each) follow the 32-byte structure.
 */
static void visit_locality(struct al_context *ctx, const struct al_table *t,
                           const struct al_fc_item *item, struct hmat_walk *w)
{
    struct al_span body = al_table_body(t);
    uint32_t s = al_field_get_u32(body, AL_F_HMAT_LOCALITY_INITIATORS, item->offset);
    uint32_t n = al_field_get_u32(body, AL_F_HMAT_LOCALITY_TARGETS, item->offset);
    const size_t fixed = AL_SIZE_HMAT_LOCALITY;
    /* counts above the Length cannot fit; below it, the product cannot overflow */
    uint64_t need = s > item->length || n > item->length
                        ? UINT64_MAX
                        : fixed + 4ull * s + 4ull * n + 2ull * s * n;
    char path[96];
    if (need > item->length) {
        al_field_path(path, sizeof(path), AL_F_HMAT_LOCALITY_INITIATORS, item->index);
        al_report(ctx->ts, AL_R_HMAT_SUBTABLE_LENGTH_INVALID,
                  al_at_table(t, item->offset + AL_OFF_HMAT_LOCALITY_INITIATORS, path),
                  "HMAT structure %u lists %" PRIu32 " initiator and %" PRIu32 " target domains, "
                  "more bytes with their entries than its Length of %zu: Linux's "
                  "hmat_parse_locality() refuses it (\"Unexpected locality header length\")",
                  item->index, s, n, item->length);
        return;
    }
    uint64_t base = al_field_get_u64(body, AL_F_HMAT_LOCALITY_ENTRY_BASE_UNIT, item->offset);
    if (base == 0 && s && n) {
        al_field_path(path, sizeof(path), AL_F_HMAT_LOCALITY_ENTRY_BASE_UNIT, item->index);
        al_report(ctx->ts, AL_R_HMAT_VALUE_INVALID,
                  al_at_table(t, item->offset + AL_OFF_HMAT_LOCALITY_ENTRY_BASE_UNIT, path),
                  "%s is 0: Linux's hmat_normalize() multiplies every entry by it, so every "
                  "latency or bandwidth of the structure reads 0 (unknown)",
                  path);
    }
    size_t at = item->offset + fixed;
    for (uint64_t i = 0; i < (uint64_t)s + n; i++, at += 4) {
        snprintf(path, sizeof(path), "HMAT/%s[%u]/%s[%" PRIu64 "]",
                 al_layout_name(al_layout_info(AL_L_HMAT_LOCALITY)), item->index,
                 i < s ? "InitiatorProximityDomain" : "TargetProximityDomain", i < s ? i : i - s);
        check_domain(ctx, t, at, path, al_field_get_u32(body, AL_F_HMAT_DOMAIN_ID, at), w);
    }
}

/*
 * Table 5.155 Cache Attributes: Total Cache Levels (bits 3:0) 0-3, Cache
 * Associativity (11:8) 0-2, Write Policy (15:12) 0-2; higher values are
 * reserved.  Cache Level (7:4) and Cache Line Size (31:16) take any value.
 */
static void check_cache_attributes(struct al_context *ctx, const struct al_table *t,
                                   const struct al_fc_item *item)
{
    uint32_t a = al_field_get_u32(al_table_body(t), AL_F_HMAT_CACHE_ATTRIBUTES, item->offset);
    unsigned levels = a & 0xFu, assoc = (a >> 8) & 0xFu, policy = (a >> 12) & 0xFu;
    if (levels <= 3 && assoc <= 2 && policy <= 2)
        return;
    char path[96];
    al_field_path(path, sizeof(path), AL_F_HMAT_CACHE_ATTRIBUTES, item->index);
    al_report(ctx->ts, AL_R_HMAT_VALUE_INVALID,
              al_at_table(t, item->offset + AL_OFF_HMAT_CACHE_ATTRIBUTES, path),
              "%s is 0x%08" PRIx32 ": total cache levels %u (0-3 defined), associativity %u "
              "(0-2), write policy %u (0-2); Linux's hmat_parse_cache() reads a reserved "
              "associativity or policy as none",
              path, a, levels, assoc, policy);
}

static void visit_hmat(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_item *item, void *arg)
{
    struct hmat_walk *w = arg;
    struct al_span body = al_table_body(t);
    char path[96];
    uint32_t d;
    switch (item->layout) {
    case AL_L_HMAT_MPDA:
        if (!al_field_in(AL_F_HMAT_MPDA_MEMORY_DOMAIN, item->length))
            return;
        /* Table 5.152 flags bit 0: the attached initiator's domain is valid */
        if (al_field_get_u16(body, AL_F_HMAT_MPDA_FLAGS, item->offset) & 1u) {
            al_field_path(path, sizeof(path), AL_F_HMAT_MPDA_INITIATOR_DOMAIN, item->index);
            d = al_field_get_u32(body, AL_F_HMAT_MPDA_INITIATOR_DOMAIN, item->offset);
            check_domain(ctx, t, item->offset + AL_OFF_HMAT_MPDA_INITIATOR_DOMAIN, path, d, w);
        }
        al_field_path(path, sizeof(path), AL_F_HMAT_MPDA_MEMORY_DOMAIN, item->index);
        d = al_field_get_u32(body, AL_F_HMAT_MPDA_MEMORY_DOMAIN, item->offset);
        check_domain(ctx, t, item->offset + AL_OFF_HMAT_MPDA_MEMORY_DOMAIN, path, d, w);
        break;
    case AL_L_HMAT_LOCALITY:
        if (item->length >= AL_SIZE_HMAT_LOCALITY)
            visit_locality(ctx, t, item, w);
        break;
    case AL_L_HMAT_CACHE:
        if (!al_field_in(AL_F_HMAT_CACHE_MEMORY_DOMAIN, item->length))
            return;
        al_field_path(path, sizeof(path), AL_F_HMAT_CACHE_MEMORY_DOMAIN, item->index);
        d = al_field_get_u32(body, AL_F_HMAT_CACHE_MEMORY_DOMAIN, item->offset);
        check_domain(ctx, t, item->offset + AL_OFF_HMAT_CACHE_MEMORY_DOMAIN, path, d, w);
        if (al_field_in(AL_F_HMAT_CACHE_ATTRIBUTES, item->length))
            check_cache_attributes(ctx, t, item);
        /* Table 5.155: n 2-byte SMBIOS handles follow the 32 bytes */
        uint16_t handles;
        if (al_field_in(AL_F_HMAT_CACHE_SMBIOS_HANDLES, item->length) &&
            al_field_u16(body, AL_F_HMAT_CACHE_SMBIOS_HANDLES, item->offset, &handles) &&
            AL_SIZE_HMAT_CACHE + 2u * handles > item->length) {
            al_field_path(path, sizeof(path), AL_F_HMAT_CACHE_SMBIOS_HANDLES, item->index);
            al_report(ctx->ts, AL_R_HMAT_SUBTABLE_LENGTH_INVALID,
                      al_at_table(t, item->offset + AL_OFF_HMAT_CACHE_SMBIOS_HANDLES, path),
                      "%s is %u but the structure's Length of %zu holds %zu handles: Linux's "
                      "hmat_parse_cache() refuses it (\"Unexpected cache header length\")",
                      path, handles, item->length, (item->length - AL_SIZE_HMAT_CACHE) / 2);
        }
        break;
    default:
        break;
    }
}

static void check_hmat(struct al_context *ctx, const struct al_table *t)
{
    struct hmat_walk w = {0};
    al_idset_srat_domains(ctx->ts, &w.domains);
    al_fc_check_table(ctx, t, &hmat_rules, AL_L_HMAT, &hmat_list, visit_hmat, &w);
    if (w.reported > 16)
        al_report(ctx->ts, AL_R_HMAT_DOMAIN_NOT_IN_SRAT, al_at_table(t, 0, "HMAT"),
                  "%u more HMAT fields name a proximity domain no SRAT structure has",
                  w.reported - 16);
    al_idset_free(&w.domains);
}

static const struct al_rule_id *const hmat_rule_ids[] = {
    AL_R_HMAT_RESERVED_NONZERO,        AL_R_HMAT_VALUE_INVALID,
    AL_R_HMAT_SUBTABLE_TYPE_UNKNOWN,   AL_R_HMAT_SUBTABLE_LENGTH_INVALID,
    AL_R_HMAT_SUBTABLE_TRUNCATED,      AL_R_HMAT_DOMAIN_NOT_IN_SRAT,
    NULL,
};

const struct al_check al_checks_hmat[] = {
    {"hmat.structures", "HMAT", check_hmat, hmat_rule_ids, AL_NEEDS_TABLE},
    {0},
};
