/* SPDX-License-Identifier: MIT */
/*
 * GTDT ("GTDT"), Generic Timer Description Table, ACPI 6.5 section 5.2.25:
 * the fixed fields (CntControlBase, the per-processor timers, CntReadBase,
 * the platform timer array) and a length-checked walk over the platform
 * timer structures (GT Block, SBSA Generic Watchdog).
 */
#ifndef ACPILINT_GTDT_H
#define ACPILINT_GTDT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/table.h"
#include "acpilint/walk.h"

/* Table 5.121 offsets. */
#define AL_GTDT_REV1_SIZE 80u  /* ACPI 5.0: through the EL2 timer flags */
#define AL_GTDT_REV2_SIZE 96u  /* ACPI 5.1: + CntReadBase, platform timer count/offset */
#define AL_GTDT_REV3_SIZE 104u /* ACPI 6.3: + virtual EL2 timer GSIV/flags */

/* Per-processor timer flags (Table 5.122). */
#define AL_GTDT_TIMER_EDGE (1u << 0)       /* 1 edge, 0 level */
#define AL_GTDT_TIMER_ACTIVE_LOW (1u << 1) /* 1 active low, 0 active high */
#define AL_GTDT_TIMER_ALWAYS_ON (1u << 2)

enum al_gtdt_timer_id {
    AL_GTDT_SECURE_EL1,    /* Secure EL1 timer, offsets 48/52 */
    AL_GTDT_NONSECURE_EL1, /* Non-Secure EL1 timer, 56/60 */
    AL_GTDT_VIRTUAL_EL1,   /* Virtual EL1 timer, 64/68 */
    AL_GTDT_NONSECURE_EL2, /* EL2 timer, 72/76 */
    AL_GTDT_VIRTUAL_EL2,   /* Virtual EL2 timer, 96/100 (revision 3) */
    AL_GTDT_TIMER_COUNT
};

struct al_gtdt_timer {
    uint32_t gsiv;
    uint32_t flags;
    size_t offset; /* of the GSIV field */
    bool present;  /* both fields wholly inside the body */
};

struct al_gtdt {
    const struct al_table *table;
    uint8_t revision;
    size_t body_size; /* min(header length, bytes present) */
    uint64_t cnt_control_base; /* 0xFFFFFFFFFFFFFFFF when not provided */
    uint32_t reserved;         /* Global Flags in ACPI 5.0, reserved since 5.1 */
    struct al_gtdt_timer timers[AL_GTDT_TIMER_COUNT];
    uint64_t cnt_read_base;
    uint32_t platform_timer_count;
    uint32_t platform_timer_offset;
    bool has_cnt_control_base;
    bool has_cnt_read_base;
    bool has_platform_timers; /* count and offset fields present */
};

/* Decodes a GTDT; false when it has no complete header. */
bool al_gtdt_decode(const struct al_table *t, struct al_gtdt *out);

/* Short name of a timer ("Secure EL1", ...). */
const char *al_gtdt_timer_name(enum al_gtdt_timer_id id);

/* Platform timer structure types, Table 5.124. */
enum al_gtdt_type {
    AL_GTDT_GT_BLOCK = 0,
    AL_GTDT_SBSA_WATCHDOG = 1,
};
#define AL_GTDT_ENTRY_HEADER_SIZE 3u /* Type (1) + Length (2) */

/* "GT_BLOCK", "SBSA_WATCHDOG" or "Reserved". */
const char *al_gtdt_type_name(uint8_t type);

/*
 * One structure as al_gtdt_walk_next gives it.  The decoders below refuse
 * one whose Type or Length the table's own bytes do not bear out
 * (al_walk_structure, walk.h).
 */
struct al_gtdt_entry {
    size_t offset; /* from the start of the table */
    uint8_t type;
    uint16_t length; /* as claimed; already checked to fit */
    unsigned index;
};

/*
 * Walk (walk.h) over PlatformTimerCount structures starting at
 * PlatformTimerOffset.  Ends with AL_WALK_END after `count` structures
 * (bytes may remain: the caller compares cursor with body.len),
 * AL_WALK_TRUNCATED when the body ends first, AL_WALK_ZERO_LENGTH /
 * AL_WALK_TOO_SHORT on a length below 3, AL_WALK_BAD_OFFSET when count > 0
 * and the offset is inside the fixed fields or past the body.
 */
void al_gtdt_walk_init(struct al_walk *w, const struct al_gtdt *g);
enum al_walk_status al_gtdt_walk_next(struct al_walk *w, struct al_gtdt_entry *out);

/* GT Block structure, Table 5.125: 20 bytes then GTBlockTimerCount frames of 40 bytes. */
#define AL_GTDT_GT_BLOCK_SIZE 20u
#define AL_GTDT_GT_FRAME_SIZE 40u
#define AL_GTDT_GT_BLOCK_MAX_TIMERS 8u
/* Common flags of a frame (Table 5.128). */
#define AL_GTDT_FRAME_SECURE (1u << 0)
#define AL_GTDT_FRAME_ALWAYS_ON (1u << 1)

struct al_gtdt_block {
    size_t offset;
    uint16_t length;
    uint64_t cnt_ctl_base;
    uint32_t timer_count;
    uint32_t timer_offset; /* from the start of this structure */
    /* All timer_count frames lie inside the structure and after its 20-byte header. */
    bool frames_fit;
};

struct al_gtdt_frame {
    size_t offset; /* from the start of the table */
    uint8_t frame_number;
    uint64_t cnt_base;
    uint64_t cnt_el0_base;
    uint32_t phys_gsiv;
    uint32_t phys_flags;
    uint32_t virt_gsiv;
    uint32_t virt_flags;
    uint32_t common_flags;
};

bool al_gtdt_block_decode(const struct al_table *t, const struct al_gtdt_entry *e,
                          struct al_gtdt_block *out);
/* Frame `index` of a GT Block; false when index >= timer_count or the frame does not fit. */
bool al_gtdt_block_frame(const struct al_table *t, const struct al_gtdt_block *b, uint32_t index,
                         struct al_gtdt_frame *out);

/* SBSA Generic Watchdog structure, Table 5.129: 28 bytes. */
#define AL_GTDT_WATCHDOG_SIZE 28u
#define AL_GTDT_WATCHDOG_EDGE (1u << 0)
#define AL_GTDT_WATCHDOG_ACTIVE_LOW (1u << 1)
#define AL_GTDT_WATCHDOG_SECURE (1u << 2)

struct al_gtdt_watchdog {
    size_t offset;
    uint64_t refresh_frame;
    uint64_t control_frame;
    uint32_t gsiv;
    uint32_t flags;
};

bool al_gtdt_watchdog_decode(const struct al_table *t, const struct al_gtdt_entry *e,
                             struct al_gtdt_watchdog *out);

#endif
