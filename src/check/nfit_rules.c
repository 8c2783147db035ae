/* SPDX-License-Identifier: MIT */
/*
 * NFIT (ACPI 6.5 section 5.2.26): the catalogue's field checks on its
 * structures, and what Linux's NFIT driver (drivers/acpi/nfit/core.c) needs
 * of them: an SPA range it can register a region for (a non-zero SPA Range
 * Structure Index, acpi_nfit_register_region()), a block data window that
 * names a control region, and the interleave lines and flush hints a
 * structure counts inside it (sizeof_idt(), sizeof_flush()).
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/span.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"
#include "check/nfit_rules.h"

static const struct al_fc_rules nfit_rules = {
    AL_R_NFIT_RESERVED_NONZERO,      AL_R_NFIT_VALUE_INVALID,
    AL_R_NFIT_SUBTABLE_TYPE_UNKNOWN, AL_R_NFIT_SUBTABLE_LENGTH_INVALID,
    AL_R_NFIT_SUBTABLE_TRUNCATED,
};

static const struct al_fc_list nfit_list = {
    AL_SIZE_NFIT,  AL_F_NFIT_SUB_TYPE, AL_F_NFIT_SUB_LENGTH,
    AL_L_NFIT_SUB, AL_L_NFIT_SPA,      AL_L_NFIT_CAP + 1,
};

/*
 * The Address Range Type GUIDs of the virtual disk and CD regions (ACPI 6.5
 * Table 5.132, in table byte order), the only SPA ranges that may have
 * index 0: they are described by the SPA range alone, no region mapping
 * names them (Linux nfit_spa_is_virtual()).
 */
static const uint8_t virtual_region_guids[4][16] = {
    {0x5a, 0x53, 0xab, 0x77, 0xfc, 0x45, 0x4b, 0x62, 0x55, 0x60, 0xf7, 0xb2, 0x81, 0xd1, 0xf9,
     0x6e}, /* virtual disk, volatile */
    {0x30, 0xbd, 0x5a, 0x3d, 0x75, 0x41, 0xce, 0x87, 0x6d, 0x64, 0xd2, 0xad, 0xe5, 0x23, 0xc4,
     0xbb}, /* virtual CD, volatile */
    {0xc9, 0x02, 0xea, 0x5c, 0x07, 0x4d, 0xd3, 0x69, 0x26, 0x9f, 0x44, 0x96, 0xfb, 0xe0, 0x96,
     0xf9}, /* virtual disk, persistent */
    {0x88, 0x81, 0x01, 0x08, 0xcd, 0x42, 0x48, 0xbb, 0x10, 0x0f, 0x53, 0x87, 0xd5, 0x3d, 0xed,
     0x3d}, /* virtual CD, persistent */
};

bool al_nfit_guid_is_virtual(const uint8_t guid[16])
{
    for (size_t i = 0; i < sizeof(virtual_region_guids) / sizeof(virtual_region_guids[0]); i++)
        if (memcmp(guid, virtual_region_guids[i], 16) == 0)
            return true;
    return false;
}

size_t al_nfit_counted_length(enum al_layout_id layout, uint32_t count)
{
    /* ACPI 6.5 Table 5.135: 4-byte line offsets; Table 5.144: 8-byte hint addresses */
    if (layout == AL_L_NFIT_INTERLEAVE)
        return AL_SIZE_NFIT_INTERLEAVE + (size_t)4 * count;
    if (layout == AL_L_NFIT_FLUSH)
        return AL_SIZE_NFIT_FLUSH + (size_t)8 * count;
    return al_layout_info(layout)->min_length;
}

static void check_spa(struct al_context *ctx, const struct al_table *t,
                      const struct al_fc_item *item)
{
    struct al_span body = al_table_body(t);
    uint8_t guid[16];
    if (al_field_get_u16(body, AL_F_NFIT_SPA_RANGE_INDEX, item->offset) != 0 ||
        !al_read_bytes(body, item->offset + al_field_offset(AL_F_NFIT_SPA_RANGE_GUID), guid,
                       sizeof(guid)) ||
        al_nfit_guid_is_virtual(guid))
        return;
    char path[64];
    al_field_path(path, sizeof(path), AL_F_NFIT_SPA_RANGE_INDEX, item->index);
    al_report(ctx->ts, AL_R_NFIT_SPA_INDEX_ZERO,
              al_at_table(t, item->offset + AL_OFF_NFIT_SPA_RANGE_INDEX, path),
              "%s is 0 on a range that is not a virtual disk or CD: Linux's "
              "acpi_nfit_register_region() logs \"detected invalid spa index\" and registers no "
              "region for it, so its memory is not offered",
              path);
}

static void report_count(struct al_context *ctx, const struct al_table *t,
                         const struct al_fc_item *item, enum al_field_id count_field,
                         uint32_t count, const char *what)
{
    size_t need = al_nfit_counted_length(item->layout, count);
    if (item->length >= need)
        return;
    char path[64];
    al_field_path(path, sizeof(path), count_field, item->index);
    al_report(ctx->ts, AL_R_NFIT_SUBTABLE_LENGTH_INVALID,
              al_at_table(t, item->offset + al_field_offset(count_field), path),
              "%s is %" PRIu32 ", %zu bytes with the %s, but the structure's Length is %zu: "
              "Linux's NFIT driver reads them past it, in the next structure",
              path, count, need, what, item->length);
}

static void check_interleave(struct al_context *ctx, const struct al_table *t,
                             const struct al_fc_item *item)
{
    uint32_t lines =
        al_field_get_u32(al_table_body(t), AL_F_NFIT_INTERLEAVE_LINE_COUNT, item->offset);
    if (lines == 0) {
        char path[64];
        al_field_path(path, sizeof(path), AL_F_NFIT_INTERLEAVE_LINE_COUNT, item->index);
        al_report(ctx->ts, AL_R_NFIT_VALUE_INVALID,
                  al_at_table(t, item->offset + AL_OFF_NFIT_INTERLEAVE_LINE_COUNT, path),
                  "%s is 0: the interleave structure describes no lines", path);
        return;
    }
    report_count(ctx, t, item, AL_F_NFIT_INTERLEAVE_LINE_COUNT, lines, "line offsets");
}

static void check_control_region(struct al_context *ctx, const struct al_table *t,
                                 const struct al_fc_item *item)
{
    /* ACPI 6.5 Table 5.139: 32 bytes only when Number of Block Control Windows is 0 */
    uint16_t windows = al_field_get_u16(al_table_body(t), AL_F_NFIT_DCR_WINDOW_COUNT, item->offset);
    if (windows == 0 || item->length >= AL_FIELD_END(NFIT_DCR_RESERVED1))
        return;
    char path[64];
    al_field_path(path, sizeof(path), AL_F_NFIT_DCR_WINDOW_COUNT, item->index);
    al_report(ctx->ts, AL_R_NFIT_SUBTABLE_LENGTH_INVALID,
              al_at_table(t, item->offset + AL_OFF_NFIT_DCR_WINDOW_COUNT, path),
              "%s is %u, so the control region describes its block control windows in %zu "
              "bytes, but its Length is %zu",
              path, windows, (size_t)AL_FIELD_END(NFIT_DCR_RESERVED1), item->length);
}

static void check_block_window(struct al_context *ctx, const struct al_table *t,
                               const struct al_fc_item *item)
{
    if (al_field_get_u16(al_table_body(t), AL_F_NFIT_BDW_REGION_INDEX, item->offset) != 0)
        return;
    char path[64];
    al_field_path(path, sizeof(path), AL_F_NFIT_BDW_REGION_INDEX, item->index);
    al_report(ctx->ts, AL_R_NFIT_VALUE_INVALID,
              al_at_table(t, item->offset + AL_OFF_NFIT_BDW_REGION_INDEX, path),
              "%s is 0, no control region (their indices start at 1): the block data window "
              "belongs to no NVDIMM",
              path);
}

static void visit_nfit(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_item *item, void *arg)
{
    (void)arg;
    if (item->layout == AL_LAYOUT_COUNT || item->length < al_layout_info(item->layout)->min_length)
        return;
    if (item->layout == AL_L_NFIT_SPA)
        check_spa(ctx, t, item);
    else if (item->layout == AL_L_NFIT_INTERLEAVE)
        check_interleave(ctx, t, item);
    else if (item->layout == AL_L_NFIT_DCR)
        check_control_region(ctx, t, item);
    else if (item->layout == AL_L_NFIT_BDW)
        check_block_window(ctx, t, item);
    else if (item->layout == AL_L_NFIT_FLUSH)
        report_count(ctx, t, item, AL_F_NFIT_FLUSH_HINT_COUNT,
                     al_field_get_u16(al_table_body(t), AL_F_NFIT_FLUSH_HINT_COUNT, item->offset),
                     "hint addresses");
}

static void check_nfit(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &nfit_rules, AL_L_NFIT, &nfit_list, visit_nfit, NULL);
}

static const struct al_rule_id *const nfit_rule_ids[] = {
    AL_R_NFIT_RESERVED_NONZERO,
    AL_R_NFIT_VALUE_INVALID,
    AL_R_NFIT_SPA_INDEX_ZERO,
    AL_R_NFIT_SUBTABLE_TYPE_UNKNOWN,
    AL_R_NFIT_SUBTABLE_LENGTH_INVALID,
    AL_R_NFIT_SUBTABLE_TRUNCATED,
    NULL,
};

const struct al_check al_checks_nfit[] = {
    {"nfit.structures", "NFIT", check_nfit, nfit_rule_ids, AL_NEEDS_TABLE},
    {0},
};
