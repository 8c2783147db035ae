/* SPDX-License-Identifier: MIT */
/*
 * CEDT (CXL 3.1 section 9.18.1): the catalogue's field checks on its
 * structures, and what Linux's CXL ACPI driver (drivers/cxl/acpi.c) needs
 * of them: a host bridge's register block of the size its CXL version
 * defines (an 8 KiB RCRB for CXL 1.1, a 64 KiB CHBCR for 2.0), a fixed
 * memory window whose interleave ways are a valid encoding and whose
 * target list is inside it (cxl_parse_cfmws(): "CFMWS length %d less than
 * expected %d" and the window is not registered), an XOR math structure
 * whose maps are inside it.
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

static const struct al_fc_rules cedt_rules = {
    AL_R_CEDT_RESERVED_NONZERO,        AL_R_CEDT_VALUE_INVALID,      AL_R_CEDT_SUBTABLE_TYPE_UNKNOWN,
    AL_R_CEDT_SUBTABLE_LENGTH_INVALID, AL_R_CEDT_SUBTABLE_TRUNCATED,
};

static const struct al_fc_list cedt_list = {
    AL_SIZE_CEDT, AL_F_CEDT_SUB_TYPE, AL_F_CEDT_SUB_LENGTH, AL_L_CEDT_SUB, AL_L_CEDT_CHBS,
    AL_L_CEDT_RDPAS + 1,
};

/* CXL 3.1 Table 9-21: ENIW 0-4 are 1, 2, 4, 8, 16 ways, 8-10 are 3, 6, 12 (Linux eiw_to_ways()). */
static unsigned interleave_ways(uint8_t eniw)
{
    if (eniw <= 4)
        return 1u << eniw;
    if (eniw >= 8 && eniw <= 10)
        return 3u << (eniw - 8);
    return 0;
}

/* CXL 3.1 Table 9-20: the register block a CHBS of each CXL version describes. */
#define CHBS_RCRB_SIZE 0x2000u   /* CXL 1.1: the RCRB */
#define CHBS_CHBCR_SIZE 0x10000u /* CXL 2.0: the host bridge component registers */

static void check_chbs(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_item *item)
{
    struct al_span body = al_table_body(t);
    uint32_t version = al_field_get_u32(body, AL_F_CEDT_CHBS_VERSION, item->offset);
    uint64_t length = al_field_get_u64(body, AL_F_CEDT_CHBS_LENGTH, item->offset);
    if (version > 1)
        return; /* reported as an enumerated value */
    uint64_t want = version == 0 ? CHBS_RCRB_SIZE : CHBS_CHBCR_SIZE;
    if (length == want)
        return;
    char path[64];
    al_field_path(path, sizeof(path), AL_F_CEDT_CHBS_LENGTH, item->index);
    al_report(ctx->ts, AL_R_CEDT_VALUE_INVALID,
              al_at_table(t, item->offset + AL_OFF_CEDT_CHBS_LENGTH, path),
              "%s is 0x%" PRIx64 " but a CXL %s host bridge's register block is 0x%" PRIx64
              " bytes: Linux's CXL driver maps the wrong range for the host bridge's registers",
              path, length, version == 0 ? "1.1" : "2.0", want);
}

static void check_cfmws(struct al_context *ctx, const struct al_table *t,
                        const struct al_fc_item *item)
{
    struct al_span body = al_table_body(t);
    uint8_t eniw = al_field_get_u8(body, AL_F_CEDT_CFMWS_ENIW, item->offset);
    unsigned ways = interleave_ways(eniw);
    char path[64];
    if (!ways) {
        al_field_path(path, sizeof(path), AL_F_CEDT_CFMWS_ENIW, item->index);
        al_report(ctx->ts, AL_R_CEDT_VALUE_INVALID,
                  al_at_table(t, item->offset + AL_OFF_CEDT_CFMWS_ENIW, path),
                  "%s is %u, no encoding of a number of interleave ways (0-4, 8-10): Linux's "
                  "cxl_parse_cfmws() does not register the memory window",
                  path, eniw);
        return;
    }
    size_t need = AL_SIZE_CEDT_CFMWS + (size_t)AL_SIZE_CEDT_TARGET * ways;
    if (item->length < need) {
        al_field_path(path, sizeof(path), AL_F_CEDT_CFMWS_ENIW, item->index);
        al_report(ctx->ts, AL_R_CEDT_SUBTABLE_LENGTH_INVALID, al_at_table(t, item->offset, path),
                  "%s says %u interleave ways, %zu bytes with their targets, but the structure's "
                  "Length is %zu: Linux's cxl_parse_cfmws() does not register the memory window",
                  path, ways, need, item->length);
    }
}

static void check_cxims(struct al_context *ctx, const struct al_table *t,
                        const struct al_fc_item *item)
{
    uint8_t maps = al_field_get_u8(al_table_body(t), AL_F_CEDT_CXIMS_XORMAP_COUNT, item->offset);
    size_t need = AL_SIZE_CEDT_CXIMS + 8u * maps; /* 8-byte XOR maps, CXL 3.1 Table 9-23 */
    if (item->length >= need)
        return;
    char path[64];
    al_field_path(path, sizeof(path), AL_F_CEDT_CXIMS_XORMAP_COUNT, item->index);
    al_report(ctx->ts, AL_R_CEDT_SUBTABLE_LENGTH_INVALID,
              al_at_table(t, item->offset + AL_OFF_CEDT_CXIMS_XORMAP_COUNT, path),
              "%s is %u, %zu bytes with the maps, but the structure's Length is %zu: the XOR "
              "maps Linux's CXL driver reads run past it",
              path, maps, need, item->length);
}

static void visit_cedt(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_item *item, void *arg)
{
    (void)arg;
    if (item->layout == AL_LAYOUT_COUNT ||
        item->length < al_layout_info(item->layout)->min_length)
        return;
    if (item->layout == AL_L_CEDT_CHBS)
        check_chbs(ctx, t, item);
    else if (item->layout == AL_L_CEDT_CFMWS)
        check_cfmws(ctx, t, item);
    else if (item->layout == AL_L_CEDT_CXIMS)
        check_cxims(ctx, t, item);
}

static void check_cedt(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &cedt_rules, AL_L_CEDT, &cedt_list, visit_cedt, NULL);
}

static const struct al_rule_id *const cedt_rule_ids[] = {
    AL_R_CEDT_RESERVED_NONZERO,      AL_R_CEDT_VALUE_INVALID,
    AL_R_CEDT_SUBTABLE_TYPE_UNKNOWN, AL_R_CEDT_SUBTABLE_LENGTH_INVALID,
    AL_R_CEDT_SUBTABLE_TRUNCATED,    NULL,
};

const struct al_check al_checks_cedt[] = {
    {"cedt.structures", "CEDT", check_cedt, cedt_rule_ids, AL_NEEDS_TABLE},
    {0},
};
