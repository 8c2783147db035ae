/* SPDX-License-Identifier: MIT */
/*
 * GTDT rules (ACPI 6.5 section 5.2.25; BSA 1.0 B_PPI_00; Linux
 * drivers/acpi/arm64/gtdt.c and drivers/clocksource/arm_arch_timer.c).
 * The per-processor timers must be PPIs; the platform timer array must be
 * walkable; GT Blocks and SBSA watchdogs must have the lengths, frame
 * numbers and base addresses the spec gives them.  Reserved fields and
 * flag bits are checked by one generic function driven by descriptors.
 */
#include <stdio.h>
#include <string.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/gtdt.h"
#include "acpilint/rule_ids.h"
#include "check/walk_end.h"

/* A field that must hold zero outside `allowed` (reserved bytes or flag bits). */
struct gtdt_field {
    size_t offset; /* from the start of the structure */
    uint8_t size;
    uint32_t allowed; /* bits that may be set; 0 for a reserved field */
    const char *name;
    const struct al_rule_id *rule;
    uint8_t since_revision; /* table revision from which the field is reserved */
};

static void check_fields(struct al_context *ctx, const struct al_table *t, uint8_t revision,
                         size_t base, const char *prefix, const struct gtdt_field *f, size_t n)
{
    struct al_span b = al_table_body(t);
    for (size_t i = 0; i < n; i++) {
        uint64_t v;
        if (revision < f[i].since_revision || !al_read_uint(b, base + f[i].offset, f[i].size, &v))
            continue;
        uint64_t bad = v & ~(uint64_t)f[i].allowed;
        if (!bad)
            continue;
        char path[96];
        snprintf(path, sizeof(path), "%s/%s", prefix, f[i].name);
        al_report(ctx->ts, f[i].rule, al_at_table(t, base + f[i].offset, path),
                  "%s is 0x%llx: bits 0x%llx are reserved and must be zero", path,
                  (unsigned long long)v, (unsigned long long)bad);
    }
}

/* Per-processor timer flags: edge, polarity, always-on (Table 5.122). */
#define TIMER_FLAGS_DEFINED 0x7u
/* GT Block frame flags (Table 5.127): edge, polarity; common flags (5.128): secure, always-on. */
#define FRAME_IRQ_FLAGS_DEFINED 0x3u
#define FRAME_COMMON_FLAGS_DEFINED 0x3u
/* Watchdog flags (Table 5.130): edge, polarity, secure. */
#define WATCHDOG_FLAGS_DEFINED 0x7u

static const struct gtdt_field gtdt_fixed_fields[] = {
    /* Global Flags in ACPI 5.0 (revision 1), reserved since ACPI 5.1. */
    {44, 4, 0, "Reserved", AL_R_GTDT_RESERVED_NONZERO, 2},
    {52, 4, TIMER_FLAGS_DEFINED, "SecureEL1TimerFlags", AL_R_GTDT_FLAGS_RESERVED, 0},
    {60, 4, TIMER_FLAGS_DEFINED, "NonSecureEL1TimerFlags", AL_R_GTDT_FLAGS_RESERVED, 0},
    {68, 4, TIMER_FLAGS_DEFINED, "VirtualEL1TimerFlags", AL_R_GTDT_FLAGS_RESERVED, 0},
    {76, 4, TIMER_FLAGS_DEFINED, "EL2TimerFlags", AL_R_GTDT_FLAGS_RESERVED, 0},
    {100, 4, TIMER_FLAGS_DEFINED, "VirtualEL2TimerFlags", AL_R_GTDT_FLAGS_RESERVED, 3},
};
static const struct gtdt_field gt_block_fields[] = {
    {3, 1, 0, "Reserved", AL_R_GTDT_RESERVED_NONZERO, 0},
};
static const struct gtdt_field gt_frame_fields[] = {
    {1, 3, 0, "Reserved", AL_R_GTDT_RESERVED_NONZERO, 0},
    {24, 4, FRAME_IRQ_FLAGS_DEFINED, "PhysicalTimerFlags", AL_R_GTDT_FLAGS_RESERVED, 0},
    {32, 4, FRAME_IRQ_FLAGS_DEFINED, "VirtualTimerFlags", AL_R_GTDT_FLAGS_RESERVED, 0},
    {36, 4, FRAME_COMMON_FLAGS_DEFINED, "CommonFlags", AL_R_GTDT_FLAGS_RESERVED, 0},
};
static const struct gtdt_field watchdog_fields[] = {
    {3, 1, 0, "Reserved", AL_R_GTDT_RESERVED_NONZERO, 0},
    {24, 4, WATCHDOG_FLAGS_DEFINED, "TimerFlags", AL_R_GTDT_FLAGS_RESERVED, 0},
};
#define NFIELDS(a) (sizeof(a) / sizeof((a)[0]))

/* BSA 1.0 B_PPI_00: PPIs are INTIDs 16-31 and, with GICv3.1, 1056-1119. */
static bool is_ppi(uint32_t gsiv)
{
    return (gsiv >= 16 && gsiv <= 31) || (gsiv >= 1056 && gsiv <= 1119);
}

static void check_timers(struct al_context *ctx, const struct al_table *t, const struct al_gtdt *g)
{
    static const char *const fields[AL_GTDT_TIMER_COUNT] = {
        "SecureEL1TimerGSIV", "NonSecureEL1TimerGSIV", "VirtualEL1TimerGSIV", "EL2TimerGSIV",
        "VirtualEL2TimerGSIV",
    };
    for (unsigned i = 0; i < AL_GTDT_TIMER_COUNT; i++) {
        const struct al_gtdt_timer *tm = &g->timers[i];
        if (!tm->present)
            continue;
        char path[64];
        snprintf(path, sizeof(path), "GTDT/%s", fields[i]);
        if (tm->gsiv == 0) {
            /*
             * The kernel's arch timer driver needs the non-secure EL1
             * physical and the virtual timer interrupts; a VHE kernel
             * running at EL2 uses the EL2 timer.  The secure EL1 timer
             * is not for the OS, and the virtual EL2 timer GSIV is 0 when
             * absent (ACPI 6.5 Table 5.121).
             */
            if (i == AL_GTDT_NONSECURE_EL1 || i == AL_GTDT_VIRTUAL_EL1)
                al_report(ctx->ts, AL_R_GTDT_TIMER_GSIV_MISSING, al_at_table(t, tm->offset, path),
                          "the %s timer GSIV is 0: the arch timer driver has no interrupt for it",
                          al_gtdt_timer_name((enum al_gtdt_timer_id)i));
            else if (i == AL_GTDT_NONSECURE_EL2)
                al_report(ctx->ts, AL_R_GTDT_EL2_TIMER_GSIV_MISSING,
                          al_at_table(t, tm->offset, path),
                          "the EL2 timer GSIV is 0: a kernel running at EL2 (VHE) has no timer "
                          "interrupt");
            continue;
        }
        if (!is_ppi(tm->gsiv))
            al_report(ctx->ts, AL_R_GTDT_TIMER_GSIV_NOT_PPI, al_at_table(t, tm->offset, path),
                      "the %s timer GSIV is %u, not a PPI (16-31 or 1056-1119)",
                      al_gtdt_timer_name((enum al_gtdt_timer_id)i), tm->gsiv);
    }
}

/* CntControlBase / CntReadBase: all ones when absent (Table 5.121), else a 4 KiB frame. */
static void check_counter_base(struct al_context *ctx, const struct al_table *t, bool has,
                               uint64_t v, size_t offset, const char *name)
{
    if (!has || v == UINT64_MAX)
        return;
    char path[48];
    snprintf(path, sizeof(path), "GTDT/%s", name);
    if (v == 0)
        al_report(ctx->ts, AL_R_GTDT_COUNTER_BASE_INVALID, al_at_table(t, offset, path),
                  "%s is 0; a counter block that is not provided is 0xFFFFFFFFFFFFFFFF", name);
    else if (v & 0xFFFu)
        al_report(ctx->ts, AL_R_GTDT_COUNTER_BASE_INVALID, al_at_table(t, offset, path),
                  "%s 0x%llx is not aligned to a 4 KiB frame", name, (unsigned long long)v);
}

/* Memory-mapped timers interrupt as SPIs: an SGI or PPI number is not theirs. */
static void check_spi(struct al_context *ctx, const struct al_table *t, size_t offset,
                      const char *path, uint32_t gsiv)
{
    if (gsiv != 0 && gsiv < 32)
        al_report(ctx->ts, AL_R_GTDT_PLATFORM_TIMER_GSIV_INVALID, al_at_table(t, offset, path),
                  "%s is %u, an SGI/PPI number; a memory-mapped timer's interrupt is an SPI", path,
                  gsiv);
}

static void check_base(struct al_context *ctx, const struct al_table *t, size_t offset,
                       const char *path, uint64_t v)
{
    if (v == 0)
        al_report(ctx->ts, AL_R_GTDT_PLATFORM_TIMER_BASE_ZERO, al_at_table(t, offset, path),
                  "%s is 0", path);
}

static void check_gt_block(struct al_context *ctx, const struct al_table *t,
                           const struct al_gtdt_entry *e)
{
    struct al_gtdt_block b;
    char prefix[48], path[160];
    snprintf(prefix, sizeof(prefix), "GTDT/PlatformTimer[%u]", e->index);
    if (!al_gtdt_block_decode(t, e, &b)) {
        al_report(ctx->ts, AL_R_GTDT_GT_BLOCK_LENGTH,
                  al_at_table(t, e->offset + AL_OFF_GTDT_TIMER_LENGTH, prefix),
                  "GT Block has Length %u, shorter than its 20-byte header", e->length);
        return;
    }
    check_fields(ctx, t, 0, e->offset, prefix, gt_block_fields, NFIELDS(gt_block_fields));
    snprintf(path, sizeof(path), "%s/CntCtlBase", prefix);
    check_base(ctx, t, e->offset + 4, path, b.cnt_ctl_base);
    snprintf(path, sizeof(path), "%s/GTBlockTimerCount", prefix);
    if (b.timer_count == 0 || b.timer_count > AL_GTDT_GT_BLOCK_MAX_TIMERS) {
        /* Linux gtdt_parse_timer_block() rejects 0 and more than ARCH_TIMER_MEM_MAX_FRAMES. */
        al_report(ctx->ts, AL_R_GTDT_GT_BLOCK_TIMER_COUNT,
                  al_at_table(t, e->offset + AL_OFF_GTDT_GT_BLOCK_TIMER_COUNT, path),
                  "GT Block has %u timer frames; it has 1 to 8", b.timer_count);
        if (b.timer_count == 0)
            return;
    }
    uint64_t want = AL_GTDT_GT_BLOCK_SIZE + (uint64_t)b.timer_count * AL_GTDT_GT_FRAME_SIZE;
    if (!b.frames_fit || b.length != want || b.timer_offset != AL_GTDT_GT_BLOCK_SIZE) {
        snprintf(path, sizeof(path), "%s/Length", prefix);
        al_report(ctx->ts, AL_R_GTDT_GT_BLOCK_LENGTH,
                  al_at_table(t, e->offset + AL_OFF_GTDT_TIMER_LENGTH, path),
                  "GT Block Length %u, GTBlockTimerOffset %u for %u frames: expected Length "
                  "%llu (20 + 40 x %u) with the frames at offset 20",
                  b.length, b.timer_offset, b.timer_count, (unsigned long long)want, b.timer_count);
        if (!b.frames_fit)
            return;
    }
    unsigned seen = 0;
    uint32_t n = b.timer_count > AL_GTDT_GT_BLOCK_MAX_TIMERS ? AL_GTDT_GT_BLOCK_MAX_TIMERS
                                                             : b.timer_count;
    for (uint32_t i = 0; i < n; i++) {
        struct al_gtdt_frame fr;
        if (!al_gtdt_block_frame(t, &b, i, &fr))
            break;
        char fpre[64];
        snprintf(fpre, sizeof(fpre), "%s/Frame[%u]", prefix, i);
        check_fields(ctx, t, 0, fr.offset, fpre, gt_frame_fields, NFIELDS(gt_frame_fields));
        snprintf(path, sizeof(path), "%s/GTFrameNumber", fpre);
        if (fr.frame_number >= AL_GTDT_GT_BLOCK_MAX_TIMERS)
            al_report(ctx->ts, AL_R_GTDT_GT_FRAME_NUMBER, al_at_table(t, fr.offset, path),
                      "frame number %u is outside 0-7", fr.frame_number);
        else if (seen & (1u << fr.frame_number))
            al_report(ctx->ts, AL_R_GTDT_GT_FRAME_NUMBER, al_at_table(t, fr.offset, path),
                      "frame number %u appears twice in this GT Block", fr.frame_number);
        else
            seen |= 1u << fr.frame_number;
        snprintf(path, sizeof(path), "%s/CntBaseX", fpre);
        check_base(ctx, t, fr.offset + 4, path, fr.cnt_base);
        snprintf(path, sizeof(path), "%s/GTxPhysicalTimerGSIV", fpre);
        check_spi(ctx, t, fr.offset + 20, path, fr.phys_gsiv);
        snprintf(path, sizeof(path), "%s/GTxVirtualTimerGSIV", fpre);
        check_spi(ctx, t, fr.offset + 28, path, fr.virt_gsiv);
    }
}

static void check_watchdog(struct al_context *ctx, const struct al_table *t,
                           const struct al_gtdt_entry *e)
{
    char prefix[48], path[160];
    snprintf(prefix, sizeof(prefix), "GTDT/PlatformTimer[%u]", e->index);
    struct al_gtdt_watchdog w;
    if (e->length != AL_GTDT_WATCHDOG_SIZE || !al_gtdt_watchdog_decode(t, e, &w)) {
        snprintf(path, sizeof(path), "%s/Length", prefix);
        al_report(ctx->ts, AL_R_GTDT_WATCHDOG_LENGTH,
                  al_at_table(t, e->offset + AL_OFF_GTDT_TIMER_LENGTH, path),
                  "SBSA Generic Watchdog structure has Length %u; it is 28 bytes", e->length);
        if (e->length < AL_GTDT_WATCHDOG_SIZE || !al_gtdt_watchdog_decode(t, e, &w))
            return;
    }
    check_fields(ctx, t, 0, e->offset, prefix, watchdog_fields, NFIELDS(watchdog_fields));
    snprintf(path, sizeof(path), "%s/RefreshFramePhysicalAddress", prefix);
    check_base(ctx, t, e->offset + 4, path, w.refresh_frame);
    snprintf(path, sizeof(path), "%s/WatchdogControlFramePhysicalAddress", prefix);
    check_base(ctx, t, e->offset + 12, path, w.control_frame);
    snprintf(path, sizeof(path), "%s/WatchdogTimerGSIV", prefix);
    check_spi(ctx, t, e->offset + 20, path, w.gsiv);
}

/* What the count and offset describe should end where the table ends. */
static void check_trailing_bytes(struct al_context *ctx, const struct al_table *t,
                                 const struct al_gtdt *g, const struct al_walk *w)
{
    size_t fixed = g->revision >= 3 ? AL_GTDT_REV3_SIZE : AL_GTDT_REV2_SIZE;
    size_t end = g->platform_timer_count ? w->cursor : fixed;
    if (!g->has_platform_timers || end >= w->body.len)
        return;
    /* Zeros are a reserved slot of a template; anything else may be an uncounted timer. */
    bool zeros = true;
    for (size_t i = end; i < w->body.len && zeros; i++)
        zeros = al_get_u8(w->body, i) == 0;
    if (zeros)
        al_report(ctx->ts, AL_R_GTDT_TRAILING_PADDING, al_at_table(t, end, "GTDT"),
                  "%zu zero bytes follow the %u platform timer structure(s) (Length %zu): "
                  "padding that nothing reads",
                  w->body.len - end, g->platform_timer_count, w->body.len);
    else
        al_report(ctx->ts, AL_R_GTDT_TRAILING_BYTES, al_at_table(t, end, "GTDT"),
                  "%zu bytes after the %u platform timer structure(s) are described by "
                  "nothing (Length %zu): a timer or watchdog written there but not counted "
                  "in PlatformTimerCount is never used",
                  w->body.len - end, g->platform_timer_count, w->body.len);
}

static void check_platform_timers(struct al_context *ctx, const struct al_table *t,
                                  const struct al_gtdt *g)
{
    struct al_walk w;
    struct al_gtdt_entry e;
    al_gtdt_walk_init(&w, g);
    while (al_gtdt_walk_next(&w, &e) == AL_WALK_OK) {
        if (e.type == AL_GTDT_GT_BLOCK)
            check_gt_block(ctx, t, &e);
        else if (e.type == AL_GTDT_SBSA_WATCHDOG)
            check_watchdog(ctx, t, &e);
        else {
            char path[48];
            snprintf(path, sizeof(path), "GTDT/PlatformTimer[%u]/Type", e.index);
            al_report(ctx->ts, AL_R_GTDT_PLATFORM_TIMER_TYPE_UNKNOWN,
                      al_at_table(t, e.offset, path),
                      "platform timer structure type %u is reserved; the kernel skips it", e.type);
        }
    }
    /*
     * Bytes present after Length (table.length-short) already tell that
     * Length cuts the structures; do not report the consequence twice.
     */
    bool cut_by_length = w.status == AL_WALK_TRUNCATED && t->size > t->header.length;
    char where[128];
    snprintf(where, sizeof(where),
             "inside the fixed fields (%u bytes in revision %u) or past the end of the table "
             "(%zu bytes)",
             g->revision >= 3 ? AL_GTDT_REV3_SIZE : AL_GTDT_REV2_SIZE, g->revision, w.body.len);
    const struct al_walk_end end = {
        .name = "PlatformTimer",
        .item = "structure",
        .stopped = AL_R_GTDT_PLATFORM_TIMER_TRUNCATED,
        .count_field = "PlatformTimerCount",
        .bad_offset = AL_R_GTDT_PLATFORM_TIMER_OFFSET_INVALID,
        .offset_field = "PlatformTimerOffset",
        .offset_at = AL_OFF_GTDT_PLATFORM_TIMER_OFFSET,
        .offset = g->platform_timer_offset,
        .items = "platform timers",
        .where = where,
    };
    if (!cut_by_length)
        al_report_walk_end(ctx->ts, t, &w, &end);
    if (w.status == AL_WALK_END)
        check_trailing_bytes(ctx, t, g, &w);
}

static void check_gtdt(struct al_context *ctx, const struct al_table *t)
{
    struct al_gtdt g;
    if (!al_gtdt_decode(t, &g))
        return;
    check_fields(ctx, t, g.revision, 0, "GTDT", gtdt_fixed_fields, NFIELDS(gtdt_fixed_fields));
    check_timers(ctx, t, &g);
    check_counter_base(ctx, t, g.has_cnt_control_base, g.cnt_control_base, 36, "CntControlBase");
    check_counter_base(ctx, t, g.has_cnt_read_base, g.cnt_read_base, 80, "CntReadBase");
    if (g.revision >= 2)
        check_platform_timers(ctx, t, &g);
}

static const struct al_rule_id *const gtdt_rules[] = {
    AL_R_GTDT_RESERVED_NONZERO,
    AL_R_GTDT_FLAGS_RESERVED,
    AL_R_GTDT_TIMER_GSIV_MISSING,
    AL_R_GTDT_EL2_TIMER_GSIV_MISSING,
    AL_R_GTDT_TIMER_GSIV_NOT_PPI,
    AL_R_GTDT_COUNTER_BASE_INVALID,
    AL_R_GTDT_PLATFORM_TIMER_OFFSET_INVALID,
    AL_R_GTDT_PLATFORM_TIMER_TRUNCATED,
    AL_R_GTDT_PLATFORM_TIMER_TYPE_UNKNOWN,
    AL_R_GTDT_TRAILING_BYTES,
    AL_R_GTDT_TRAILING_PADDING,
    AL_R_GTDT_GT_BLOCK_LENGTH,
    AL_R_GTDT_GT_BLOCK_TIMER_COUNT,
    AL_R_GTDT_GT_FRAME_NUMBER,
    AL_R_GTDT_PLATFORM_TIMER_BASE_ZERO,
    AL_R_GTDT_PLATFORM_TIMER_GSIV_INVALID,
    AL_R_GTDT_WATCHDOG_LENGTH,
    NULL,
};

const struct al_check al_checks_gtdt[] = {
    {"gtdt.fields", "GTDT", check_gtdt, gtdt_rules, AL_NEEDS_TABLE},
    {0},
};
