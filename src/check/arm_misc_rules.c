/* SPDX-License-Identifier: MIT */
/*
 * BERT (ACPI 6.5 section 18.3.1), PDTT (5.2.28) and RAS2 (5.2.21): the
 * catalogue's field checks on each, the BERT's error region size and the
 * counted arrays of PDTT triggers and RAS2 PCC descriptors.
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

static const struct al_fc_rules bert_rules = {NULL, NULL, NULL, AL_R_BERT_LENGTH_INVALID, NULL};

/* ACPI 6.5 Table 18.11: a Generic Error Status Block's fixed part is 20 bytes. */
#define GENERIC_ERROR_STATUS_BLOCK_SIZE 20u

static void check_bert(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &bert_rules, AL_L_BERT, NULL, NULL, NULL);
    uint32_t len;
    if (al_field_u32(al_table_body(t), AL_F_BERT_REGION_LENGTH, 0, &len) &&
        len < GENERIC_ERROR_STATUS_BLOCK_SIZE)
        al_report(ctx->ts, AL_R_BERT_REGION_LENGTH_INVALID,
                  al_at_table(t, AL_OFF_BERT_REGION_LENGTH, "BERT/BootErrorRegionLength"),
                  "BERT/BootErrorRegionLength is %" PRIu32 ", less than the %u bytes of a "
                  "Generic Error Status Block: the region cannot hold the block the OS reads "
                  "boot errors from",
                  len, GENERIC_ERROR_STATUS_BLOCK_SIZE);
}

static const struct al_fc_rules pdtt_rules = {AL_R_PDTT_RESERVED_NONZERO, NULL, NULL,
                                              AL_R_PDTT_LENGTH_INVALID, NULL};

static void check_pdtt(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &pdtt_rules, AL_L_PDTT, NULL, NULL, NULL);
    struct al_span body = al_table_body(t);
    uint8_t count;
    uint32_t offset;
    if (!al_field_u8(body, AL_F_PDTT_TRIGGER_COUNT, 0, &count) ||
        !al_field_u32(body, AL_F_PDTT_ARRAY_OFFSET, 0, &offset))
        return;
    const size_t size = al_layout_info(AL_L_PDTT_TRIGGER)->min_length;
    if (count && (offset < al_layout_info(AL_L_PDTT)->min_length || offset > body.len ||
                  (size_t)count * size > body.len - offset)) {
        al_report(ctx->ts, AL_R_PDTT_LENGTH_INVALID,
                  al_at_table(t, AL_OFF_PDTT_ARRAY_OFFSET, "PDTT/TriggerIdentifierArrayOffset"),
                  "PDTT/TriggerIdentifierArrayOffset is 0x%" PRIx32 " for %u triggers of %zu "
                  "bytes: the array is not inside the table's %zu bytes after its header",
                  offset, count, size, body.len);
        return;
    }
    for (unsigned i = 0; i < count; i++)
        al_fc_check_fields(ctx, t, &pdtt_rules, AL_L_PDTT_TRIGGER, offset + i * size, size, i,
                           al_fc_revision(t));
}

static const struct al_fc_rules ras2_rules = {AL_R_RAS2_RESERVED_NONZERO, NULL, NULL,
                                              AL_R_RAS2_LENGTH_INVALID, NULL};

static void check_ras2(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &ras2_rules, AL_L_RAS2, NULL, NULL, NULL);
    struct al_span body = al_table_body(t);
    uint16_t count;
    if (!al_field_u16(body, AL_F_RAS2_DESCRIPTOR_COUNT, 0, &count))
        return;
    const size_t first = al_layout_info(AL_L_RAS2)->min_length;
    const size_t size = al_layout_info(AL_L_RAS2_PCC)->min_length;
    if (first + (size_t)count * size > body.len) {
        al_report(ctx->ts, AL_R_RAS2_LENGTH_INVALID,
                  al_at_table(t, AL_OFF_RAS2_DESCRIPTOR_COUNT, "RAS2/NumberOfPCCDescriptors"),
                  "RAS2/NumberOfPCCDescriptors is %u but the table holds %zu of them: the "
                  "descriptors past its end cannot be read",
                  count, body.len > first ? (body.len - first) / size : 0);
        count = (uint16_t)(body.len > first ? (body.len - first) / size : 0);
    }
    for (unsigned i = 0; i < count; i++) {
        size_t at = first + i * size;
        al_fc_check_fields(ctx, t, &ras2_rules, AL_L_RAS2_PCC, at, size, i, al_fc_revision(t));
        uint8_t feature = al_field_get_u8(body, AL_F_RAS2_PCC_FEATURE, at);
        /* ACPI 6.5 Table 5.84: 0 memory, 0x01-0x7F reserved, 0x80-0xFF vendor defined */
        if (feature >= 0x01 && feature <= 0x7F) {
            char path[64];
            al_field_path(path, sizeof(path), AL_F_RAS2_PCC_FEATURE, i);
            al_report(ctx->ts, AL_R_RAS2_VALUE_INVALID,
                      al_at_table(t, at + AL_OFF_RAS2_PCC_FEATURE, path),
                      "%s is 0x%02x, a reserved feature type (0 is memory, 0x80-0xFF vendor "
                      "defined)",
                      path, feature);
        }
    }
}

static const struct al_rule_id *const bert_rule_ids[] = {AL_R_BERT_LENGTH_INVALID, AL_R_BERT_REGION_LENGTH_INVALID,
                                            NULL};
static const struct al_rule_id *const pdtt_rule_ids[] = {AL_R_PDTT_RESERVED_NONZERO, AL_R_PDTT_LENGTH_INVALID, NULL};
static const struct al_rule_id *const ras2_rule_ids[] = {AL_R_RAS2_RESERVED_NONZERO, AL_R_RAS2_VALUE_INVALID,
                                            AL_R_RAS2_LENGTH_INVALID, NULL};

const struct al_check al_checks_arm_misc[] = {
    {"bert.region", "BERT", check_bert, bert_rule_ids, AL_NEEDS_TABLE},
    {"pdtt.triggers", "PDTT", check_pdtt, pdtt_rule_ids, AL_NEEDS_TABLE},
    {"ras2.descriptors", "RAS2", check_ras2, ras2_rule_ids, AL_NEEDS_TABLE},
    {0},
};
