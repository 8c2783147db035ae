/* SPDX-License-Identifier: MIT */
/*
 * HEST (ACPI 6.5 section 18.3.2), the part arm64 uses: the walk over the
 * error sources as Linux's apei_hest_parse() (drivers/acpi/apei/hest.c)
 * takes it, and the generic sources (GHES, GHESv2) as ghes_probe()
 * (drivers/acpi/apei/ghes.c) judges them: notification type, error status
 * block length.  The catalogue checks the reserved fields and bits and the
 * enumerated notification types; the Error Status Address and Read Ack
 * Register are GAS checks (gas_rules.c, gas.hest).
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/hest.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

static const struct al_fc_rules hest_rules = {AL_R_HEST_RESERVED_NONZERO, AL_R_HEST_VALUE_INVALID,
                                              AL_R_HEST_SOURCE_TYPE_UNKNOWN,
                                              AL_R_HEST_LENGTH_INVALID, NULL};

/* ACPI 6.5 Table 18.11: a Generic Error Status Block's fixed part is 20 bytes. */
#define GENERIC_ERROR_STATUS_BLOCK_SIZE 20u

/*
 * Notification types ghes_probe() takes on arm64: polled, external
 * interrupt, SCI (through the HED device), GPIO, SEA, GSIV and SDEI.  It
 * rejects a local interrupt ("not supported"), NMI (CONFIG_HAVE_ACPI_APEI_NMI
 * is x86's) and CMCI, MCE and SEI ("Unknown notification type").
 */
static bool notify_taken_on_arm64(uint8_t type)
{
    switch (type) {
    case AL_HEST_NOTIFY_POLLED:
    case AL_HEST_NOTIFY_EXTERNAL:
    case AL_HEST_NOTIFY_SCI:
    case AL_HEST_NOTIFY_GPIO:
    case AL_HEST_NOTIFY_SEA:
    case AL_HEST_NOTIFY_GSIV:
    case AL_HEST_NOTIFY_SDEI:
        return true;
    default:
        return false;
    }
}

static void check_generic(struct al_context *ctx, const struct al_table *t,
                          const struct al_hest_source *src, uint8_t rev)
{
    struct al_span body = al_table_body(t);
    size_t notify = src->offset + al_hest_notify_offset(src->type);
    al_fc_check_fields(ctx, t, &hest_rules, AL_L_HEST_NOTIFY, notify, AL_SIZE_HEST_NOTIFY,
                       src->index, rev);
    _Static_assert(AL_OFF_HEST_GHES_ERROR_BLOCK_LENGTH == AL_OFF_HEST_GHES_V2_ERROR_BLOCK_LENGTH &&
                       AL_OFF_HEST_GHES_RECORDS_TO_PREALLOCATE ==
                           AL_OFF_HEST_GHES_V2_RECORDS_TO_PREALLOCATE &&
                       AL_OFF_HEST_GHES_MAX_SECTIONS == AL_OFF_HEST_GHES_V2_MAX_SECTIONS,
                   "version 2 extends version 1");
    char path[80];
    uint8_t type = al_field_get_u8(body, AL_F_HEST_NOTIFY_TYPE, notify);
    if (type < 12 && !notify_taken_on_arm64(type)) {
        char name[40];
        al_field_path(path, sizeof(path), AL_F_HEST_NOTIFY_TYPE, src->index);
        al_report(ctx->ts, AL_R_HEST_NOTIFY_NOT_ARM64,
                  al_at_table(t, notify + AL_OFF_HEST_NOTIFY_TYPE, path),
                  "%s is %u, %s, a notification Linux's ghes_probe() does not take on arm64: it "
                  "drops error source %u, so the errors it reports go unseen",
                  path, type, al_field_value_name(AL_F_HEST_NOTIFY_TYPE, type, name, sizeof(name)),
                  src->index);
    }
    uint32_t block;
    if (al_field_u32(body, AL_F_HEST_GHES_ERROR_BLOCK_LENGTH, src->offset, &block) &&
        block < GENERIC_ERROR_STATUS_BLOCK_SIZE) {
        snprintf(path, sizeof(path), "HEST/ErrorSource[%u]/ErrorStatusBlockLength", src->index);
        al_report(ctx->ts, AL_R_HEST_ERROR_BLOCK_LENGTH_INVALID,
                  al_at_table(t, src->offset + AL_OFF_HEST_GHES_ERROR_BLOCK_LENGTH, path),
                  "%s is %" PRIu32 ", less than the %u bytes of a Generic Error Status Block: "
                  "Linux's ghes_probe() logs \"Invalid error block length\" and drops the source",
                  path, block, GENERIC_ERROR_STATUS_BLOCK_SIZE);
    }
}

/*
 * The sources FWTS judges for their record and section counts (ACPI 6.5
 * Tables 18.7-18.10: at least one of each): the PCIe AER and generic ones,
 * whose two counts sit at the same offsets.
 */
static void check_counts(struct al_context *ctx, const struct al_table *t,
                         const struct al_hest_source *src)
{
    _Static_assert(AL_OFF_HEST_AER_ROOT_RECORDS_TO_PREALLOCATE ==
                           AL_OFF_HEST_GHES_RECORDS_TO_PREALLOCATE &&
                       AL_OFF_HEST_AER_DEVICE_RECORDS_TO_PREALLOCATE ==
                           AL_OFF_HEST_GHES_RECORDS_TO_PREALLOCATE &&
                       AL_OFF_HEST_AER_BRIDGE_RECORDS_TO_PREALLOCATE ==
                           AL_OFF_HEST_GHES_RECORDS_TO_PREALLOCATE &&
                       AL_OFF_HEST_AER_ROOT_MAX_SECTIONS == AL_OFF_HEST_GHES_MAX_SECTIONS &&
                       AL_OFF_HEST_AER_DEVICE_MAX_SECTIONS == AL_OFF_HEST_GHES_MAX_SECTIONS &&
                       AL_OFF_HEST_AER_BRIDGE_MAX_SECTIONS == AL_OFF_HEST_GHES_MAX_SECTIONS,
                   "one offset for every source that has the counts");
    if (src->type < AL_HEST_AER_ROOT || src->type > AL_HEST_GHES_V2)
        return;
    static const struct {
        enum al_field_id id;
        const char *name;
    } counts[] = {
        {AL_F_HEST_GHES_RECORDS_TO_PREALLOCATE, "NumberOfRecordsToPreAllocate"},
        {AL_F_HEST_GHES_MAX_SECTIONS, "MaxSectionsPerRecord"},
    };
    for (size_t i = 0; i < sizeof(counts) / sizeof(counts[0]); i++) {
        uint32_t v;
        if (!al_field_u32(al_table_body(t), counts[i].id, src->offset, &v) || v != 0)
            continue;
        char path[80];
        snprintf(path, sizeof(path), "HEST/ErrorSource[%u]/%s", src->index, counts[i].name);
        al_report(ctx->ts, AL_R_HEST_COUNT_ZERO,
                  al_at_table(t, src->offset + al_field_offset(counts[i].id), path),
                  "%s is 0: ACPI requires at least one (an error record needs a buffer and at "
                  "least one section)",
                  path);
    }
}

static void check_hest(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &hest_rules, AL_L_HEST, NULL, NULL, NULL);
    if (al_table_body(t).len < AL_SIZE_HEST)
        return; /* reported as the table's length */
    const uint8_t rev = al_fc_revision(t);
    struct al_hest_walk w;
    struct al_hest_source src;
    al_hest_walk_init(&w, t);
    while (al_hest_walk_next(&w, &src) == AL_HEST_OK) {
        al_fc_check_fields(ctx, t, &hest_rules, src.layout, src.offset, src.length, src.index,
                           rev);
        if (al_hest_notify_offset(src.type))
            check_generic(ctx, t, &src, rev);
        check_counts(ctx, t, &src);
    }
    char path[48];
    snprintf(path, sizeof(path), "HEST/ErrorSource[%u]", w.index);
    if (w.status == AL_HEST_UNKNOWN)
        al_report(ctx->ts, AL_R_HEST_SOURCE_TYPE_UNKNOWN, al_at_table(t, w.cursor, path),
                  "%s has Type %u, which no ACPI revision defines: Linux's apei_hest_parse() "
                  "cannot size it, stops (\"Unknown or unused hardware error source type\") and "
                  "disables the HEST, so no generic error source is used",
                  path, al_field_get_u16(al_table_body(t), AL_F_HEST_SOURCE_TYPE, w.cursor));
    else if (w.status == AL_HEST_OVERFLOW)
        al_report(ctx->ts, AL_R_HEST_LENGTH_INVALID, al_at_table(t, w.cursor, path),
                  "HEST/ErrorSourceCount is %" PRIu32 " but %s runs past the table's end: Linux's "
                  "apei_hest_parse() stops (\"Table contents overflow\") and disables the HEST, "
                  "so no generic error source is used",
                  w.count, path);
}

static const struct al_rule_id *const hest_rule_ids[] = {
    AL_R_HEST_RESERVED_NONZERO,    AL_R_HEST_VALUE_INVALID,
    AL_R_HEST_SOURCE_TYPE_UNKNOWN, AL_R_HEST_LENGTH_INVALID,
    AL_R_HEST_NOTIFY_NOT_ARM64,    AL_R_HEST_ERROR_BLOCK_LENGTH_INVALID,
    AL_R_HEST_COUNT_ZERO,          NULL,
};

const struct al_check al_checks_hest[] = {
    {"hest.sources", "HEST", check_hest, hest_rule_ids, AL_NEEDS_TABLE},
    {0},
};
