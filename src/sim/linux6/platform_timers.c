/* SPDX-License-Identifier: MIT */
/*
 * The GTDT's platform timers in the 6.x models: the memory-mapped timer
 * blocks arch_timer_acpi_init() sets up after the per-CPU timer
 * (drivers/clocksource/arm_arch_timer.c arch_timer_mem_acpi_init(),
 * drivers/acpi/arm64/gtdt.c acpi_arch_timer_mem_init() and
 * gtdt_parse_timer_block()), and the SBSA generic watchdogs
 * gtdt_sbsa_gwdt_init() registers at device_initcall.  Every message below is
 * a string of both Debian kernel images the oracle boots (6.1.192 and
 * 6.12.117).  Five oracle boots (tests/oracle cases gtdt-gt-block-* and
 * gtdt-watchdog*) print the refusals, the count past Platform Timer Count
 * and both hangs; a real boot of the Morello FVP's tables
 * (tests/sim/real-boot-lines.tsv) printed the lines a good GT block and
 * watchdog give.
 *
 * Both walks use for_each_platform_timer() as 6.1 and 6.12 define it: from
 * Platform Timer Offset to the end of the table, whatever Platform Timer
 * Count says, each entry Length bytes after the one before, the first entry
 * taken without a check.  An entry of Length 0 is its own successor, so a
 * walk that does not return from inside it never ends (later kernels bound
 * the walk with platform_timer_valid(); these two do not).
 */
#include "sim/sim_internal.h"

#include <stdio.h>

#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/tableset.h"

#define MAX_FRAMES 8                /* ARCH_TIMER_MEM_MAX_FRAMES */
#define TYPE_GT_BLOCK 0             /* ACPI_GTDT_TYPE_TIMER_BLOCK */
#define TYPE_WATCHDOG 1             /* ACPI_GTDT_TYPE_WATCHDOG */
#define FRAME_SECURE 1u             /* ACPI_GTDT_GT_IS_SECURE_TIMER */
#define WATCHDOG_SECURE 4u          /* ACPI_GTDT_WATCHDOG_SECURE */
#define SIZEOF_GT_FRAME 40          /* struct acpi_gtdt_timer_entry */
#define SIZEOF_GT_BLOCK 20          /* struct acpi_gtdt_timer_block */
#define SIZEOF_WATCHDOG 28          /* struct acpi_gtdt_watchdog */
#define SIZEOF_HEADER 3             /* struct acpi_gtdt_header: Type, Length */

/* for_each_platform_timer() steps with it */
static const char WALK_SRC[] = "drivers/acpi/arm64/gtdt.c next_platform_timer()";

/* Where the walk is: an entry's offset in the table, its type and length. */
struct walk {
    struct al_span s;
    const struct al_table *gtdt;
    size_t at;
    uint32_t count;  /* Platform Timer Count: sizes arrays, bounds no walk */
    unsigned index; /* the entry's place in the walk, from 0 */
    uint8_t type;
    uint16_t len;
    bool started;
};

enum al_k6_gtdt_timers al_k6_gtdt_init(const struct al_table *gtdt, uint32_t *count,
                                       uint32_t *offset)
{
    struct al_span s = al_table_span(gtdt);
    uint32_t timer_count = 0, timer_offset = 0;
    if (gtdt->header.revision < 2)
        return AL_K6_GTDT_OLD_REVISION;
    if (!al_field_u32(s, AL_F_GTDT_PLATFORM_TIMER_COUNT, 0, &timer_count) || !timer_count)
        return AL_K6_GTDT_NO_TIMERS;
    al_field_u32(s, AL_F_GTDT_PLATFORM_TIMER_OFFSET, 0, &timer_offset);
    *offset = timer_offset;
    if (timer_offset < AL_OFF_GTDT_VIRTUAL_EL2_GSIV) /* sizeof(struct acpi_table_gtdt) */
        return AL_K6_GTDT_INVALID;
    *count = timer_count;
    return AL_K6_GTDT_TIMERS;
}

/* The first platform timer, when acpi_gtdt_init() gives one; else what it said. */
static enum al_k6_gtdt_timers walk_begin(struct walk *w, const struct al_table *gtdt)
{
    *w = (struct walk){al_table_span(gtdt), gtdt, 0, 0, 0, 0, 0, false};
    uint32_t offset = 0;
    enum al_k6_gtdt_timers timers = al_k6_gtdt_init(gtdt, &w->count, &offset);
    w->at = offset;
    return timers;
}

enum step { STEP_ENTRY, STEP_END, STEP_BEYOND, STEP_LOOPS };

/*
 * next_platform_timer(): the next entry while its start is inside the table.
 * STEP_BEYOND: the entry's header is not all inside the table, so the
 * kernel reads bytes past it, which no model can know.  STEP_LOOPS: the
 * entry just read has Length 0, so the next is the same one.
 */
static enum step walk_next(struct walk *w, struct al_sim_ctx *c)
{
    if (w->started) {
        if (w->len == 0)
            return STEP_LOOPS;
        w->at += w->len;
        w->index++;
        if (w->at >= w->s.len)
            return STEP_END;
    }
    w->started = true;
    if (w->at > w->s.len || w->s.len - w->at < SIZEOF_HEADER) {
        al_sim_kevent(c, WALK_SRC, "a platform timer entry starts where its header runs past the "
                      "GTDT", "the kernel reads the bytes after the table: not simulated", NULL,
                      NULL);
        return STEP_BEYOND;
    }
    al_field_u8(w->s, AL_F_GTDT_TIMER_TYPE, w->at, &w->type);
    al_field_u16(w->s, AL_F_GTDT_TIMER_LENGTH, w->at, &w->len);
    return STEP_ENTRY;
}

/* Whether an entry's bytes up to `need` from its start are inside the table (else not simulated). */
static bool entry_inside(struct walk *w, struct al_sim_ctx *c, size_t need)
{
    if (w->at + need <= w->s.len)
        return true;
    al_sim_kevent(c, WALK_SRC, "a platform timer entry runs past the GTDT",
                  "the kernel reads the bytes after the table: not simulated", NULL, NULL);
    return false;
}

bool al_k6_gt_gsi_maps(struct al_sim_ctx *c, uint32_t gsi, const char *what)
{
    if (gsi >= 16)
        return true;
    bool v3 = c->r->gic_version == 3;
    al_sim_kevent(c, v3 ? "drivers/irqchip/irq-gic-v3.c gic_irq_domain_translate()"
                        : "drivers/irqchip/irq-gic.c gic_irq_domain_translate()",
                  what, "acpi_register_gsi() returns -EINVAL", NULL,
                  "%s[Firmware Bug]: Illegal GSI%u translation request", v3 ? "GICv3: " : "",
                  gsi);
    return false;
}

static bool gsi_maps(struct al_sim_ctx *c, uint32_t gsi)
{
    return al_k6_gt_gsi_maps(c, gsi, "a platform timer's GSI is an SGI");
}

/* What gtdt_parse_timer_block() made of a block's frames. */
struct block {
    bool valid[MAX_FRAMES];
    bool has_virt[MAX_FRAMES];
    uint64_t cntctlbase;
};

/* gtdt_parse_timer_block(): 0, or the kernel's error; its messages on the way. */
static int parse_block(struct al_sim_ctx *c, struct walk *w, struct block *b)
{
    const size_t e = w->at;
    uint32_t count = 0, frames_at = 0;
    if (!entry_inside(w, c, SIZEOF_GT_BLOCK))
        return -1;
    al_field_u64(w->s, AL_F_GTDT_GT_BLOCK_CNT_CTL_BASE, e, &b->cntctlbase);
    al_field_u32(w->s, AL_F_GTDT_GT_BLOCK_TIMER_COUNT, e, &count);
    al_field_u32(w->s, AL_F_GTDT_GT_BLOCK_TIMER_OFFSET, e, &frames_at);
    if (!count) {
        al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c gtdt_parse_timer_block()",
                      "a GT block lists no frame", "-ENODEV: no memory-mapped timer", NULL,
                      "ACPI GTDT: [Firmware Bug]: GT block present, but frame count is zero.");
        return -AL_ENODEV;
    }
    if (count > MAX_FRAMES) {
        al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c gtdt_parse_timer_block()",
                      "a GT block lists more than 8 frames", "-EINVAL: no memory-mapped timer",
                      NULL, "ACPI GTDT: [Firmware Bug]: GT block lists %u frames, ACPI spec only "
                      "allows 8", count);
        return -AL_EINVAL;
    }
    if ((uint64_t)frames_at + (uint64_t)count * SIZEOF_GT_FRAME != w->len) {
        al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c gtdt_parse_timer_block()",
                      "the GT block's frames do not end where its Length does",
                      "-EINVAL, silently: no memory-mapped timer", NULL, NULL);
        return -AL_EINVAL;
    }
    if (!entry_inside(w, c, w->len))
        return -1;
    for (uint32_t i = 0; i < count; i++) {
        size_t f = e + frames_at + (size_t)i * SIZEOF_GT_FRAME;
        uint8_t number = 0;
        uint32_t common = 0, phys = 0, virt = 0;
        uint64_t base = 0;
        al_field_u8(w->s, AL_F_GTDT_GT_FRAME_NUMBER, f, &number);
        al_field_u32(w->s, AL_F_GTDT_GT_FRAME_COMMON_FLAGS, f, &common);
        al_field_u64(w->s, AL_F_GTDT_GT_FRAME_CNT_BASE, f, &base);
        al_field_u32(w->s, AL_F_GTDT_GT_FRAME_PHYS_GSIV, f, &phys);
        al_field_u32(w->s, AL_F_GTDT_GT_FRAME_VIRT_GSIV, f, &virt);
        if (common & FRAME_SECURE)
            continue; /* the kernel leaves secure frames alone */
        const char *why = number >= MAX_FRAMES ? "a frame number of 8 or more"
                          : !base             ? "a frame whose CntBaseX is 0"
                          : !phys             ? "a frame without a physical timer GSIV"
                          : b->valid[number]  ? "a frame number listed twice"
                                              : NULL;
        if (why) {
            al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c gtdt_parse_timer_block()", why,
                          "-EINVAL, silently: no memory-mapped timer", NULL, NULL);
            return -AL_EINVAL;
        }
        if (!gsi_maps(c, phys)) {
            al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c gtdt_parse_timer_block()",
                          "the frame's physical timer interrupt is not mapped",
                          "-EINVAL: no memory-mapped timer", NULL,
                          "ACPI GTDT: failed to map physical timer irq in frame %u.", number);
            return -AL_EINVAL;
        }
        if (virt && !gsi_maps(c, virt)) {
            al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c gtdt_parse_timer_block()",
                          "the frame's virtual timer interrupt is not mapped",
                          "-EINVAL: no memory-mapped timer", NULL,
                          "ACPI GTDT: failed to map virtual timer irq in frame %u.", number);
            return -AL_EINVAL;
        }
        b->valid[number] = true;
        b->has_virt[number] = virt != 0;
    }
    return 0;
}

/* The walk never ends: the boot hangs where it is (time_init or an initcall). */
static void hang_in_walk(struct al_sim_ctx *c, const struct walk *w, const char *where,
                         const char *stage, const char *place, const char *note)
{
    al_sim_kevent(c, where, "a platform timer entry has Length 0: the next entry is itself",
                  "the walk never ends: the boot hangs", note, NULL);
    al_sim_die(c, AL_OUT_HANG, stage, NULL);
    char path[48];
    snprintf(path, sizeof(path), "GTDT/PlatformTimer[%u]/Length", w->index);
    al_report(c->ts, AL_R_SIM_BOOT_DIES,
              al_at_table(w->gtdt, w->at + al_field_offset(AL_F_GTDT_TIMER_LENGTH), path),
              "a GTDT platform timer entry of Length 0 at offset %zu: Linux %s walks to the same "
              "entry forever and hangs in %s",
              w->at, c->k.name, place);
}

/*
 * The frame arch_timer_mem_find_best_frame() picks reads the frames'
 * registers.  Assumed: the frames are where the GTDT puts them and
 * implement what it lists (a virtual timer where it gives a virtual GSIV).
 * The first frame with a virtual timer wins, else the last valid one.
 */
static bool best_frame(const struct block *b, bool *virt)
{
    bool found = false;
    for (int i = 0; i < MAX_FRAMES; i++) {
        if (!b->valid[i])
            continue;
        found = true;
        *virt = b->has_virt[i];
        if (*virt)
            break;
    }
    return found;
}

bool al_k6_mmio_timers(struct al_sim_ctx *c, const struct al_table *gtdt, bool *mem_virt)
{
    struct walk w;
    if (walk_begin(&w, gtdt) != AL_K6_GTDT_TIMERS)
        return false;
    struct block blocks[8]; /* the kernel allocates one per platform timer; more are not kept */
    int blocks_parsed = 0, err = 0;
    enum step st;
    while ((st = walk_next(&w, c)) == STEP_ENTRY) {
        if (w.type != TYPE_GT_BLOCK)
            continue;
        if ((uint32_t)blocks_parsed == w.count)
            al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c acpi_arch_timer_mem_init()",
                          "more GT blocks than Platform Timer Count",
                          "the block is parsed into memory past the array "
                          "arch_timer_mem_acpi_init() allocated for that count: not simulated",
                          NULL, NULL);
        struct block scratch = {{false}, {false}, 0};
        struct block *b = blocks_parsed < 8 ? &blocks[blocks_parsed] : &scratch;
        *b = scratch;
        err = parse_block(c, &w, b);
        if (err)
            break; /* acpi_arch_timer_mem_init() returns the first error */
        blocks_parsed++;
    }
    if (st == STEP_LOOPS) {
        hang_in_walk(c, &w, "drivers/acpi/arm64/gtdt.c acpi_arch_timer_mem_init()", "time_init",
                     "time_init()", "6.1 and 6.12 go silent so on a real boot "
                     "(tests/oracle gtdt-watchdog-length-0)");
        return false;
    }
    if (st == STEP_BEYOND || err == -1)
        return false;
    if (err) {
        al_sim_kevent(c, "drivers/clocksource/arm_arch_timer.c arch_timer_acpi_init()",
                      "arch_timer_mem_acpi_init() failed", "only the per-CPU timer runs", NULL,
                      "arch_timer: Failed to initialize memory-mapped timer.");
        return false;
    }
    if (!blocks_parsed)
        return false;
    al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c acpi_arch_timer_mem_init()",
                  "the GTDT's memory-mapped timer blocks parse", NULL, NULL,
                  "ACPI GTDT: found %d memory-mapped timer block(s).", blocks_parsed);
    int kept = blocks_parsed < 8 ? blocks_parsed : 8;
    for (int i = 0; i < kept; i++) {
        if (best_frame(&blocks[i], mem_virt)) {
            al_sim_kevent(c, "drivers/clocksource/arm_arch_timer.c arch_timer_mem_acpi_init()",
                          "a frame of the GT block is the memory-mapped timer", NULL,
                          "assumed: the frames are where the GTDT says, count at the CPU's "
                          "frequency and implement what it lists",
                          NULL);
            return true;
        }
        al_sim_kevent(c, "drivers/clocksource/arm_arch_timer.c arch_timer_mem_acpi_init()",
                      "every frame of the GT block is secure", "this block gives no timer", NULL,
                      "arch_timer: Unable to find a suitable frame in timer @ 0x%016llx",
                      (unsigned long long)blocks[i].cntctlbase);
    }
    return false;
}

/* gtdt_import_sbsa_gwdt(): 0 when the watchdog's platform device is registered. */
static int import_watchdog(struct al_sim_ctx *c, struct walk *w)
{
    if (!entry_inside(w, c, SIZEOF_WATCHDOG))
        return -1;
    uint64_t refresh = 0, control = 0;
    uint32_t gsi = 0;
    al_field_u64(w->s, AL_F_GTDT_WATCHDOG_REFRESH_BASE, w->at, &refresh);
    al_field_u64(w->s, AL_F_GTDT_WATCHDOG_CONTROL_BASE, w->at, &control);
    al_field_u32(w->s, AL_F_GTDT_WATCHDOG_GSIV, w->at, &gsi);
    if (!refresh || !control) {
        al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c gtdt_import_sbsa_gwdt()",
                      "a watchdog's refresh or control frame address is 0",
                      "-EINVAL: the watchdogs after it are not registered either", NULL,
                      "ACPI GTDT: [Firmware Bug]: failed to get the Watchdog base address.");
        return -AL_EINVAL;
    }
    if (!gsi_maps(c, gsi))
        al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c gtdt_import_sbsa_gwdt()",
                      "the watchdog's interrupt is not mapped",
                      "the watchdog is registered without it", NULL,
                      "ACPI GTDT: failed to map the Watchdog interrupt.");
    return 0;
}

void al_k6_sbsa_watchdogs(struct al_sim_ctx *c, const struct al_table *gtdt)
{
    struct walk w;
    enum al_k6_gtdt_timers timers = walk_begin(&w, gtdt);
    if (timers == AL_K6_GTDT_OLD_REVISION) /* acpi_gtdt_init() runs again and says it again */
        al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c gtdt_sbsa_gwdt_init()",
                      "a GTDT older than revision 2 has no platform timers", NULL, NULL,
                      "ACPI GTDT: Revision:%d doesn't support Platform Timers.",
                      gtdt->header.revision);
    if (timers != AL_K6_GTDT_TIMERS)
        return;
    int registered = 0;
    enum step st;
    while ((st = walk_next(&w, c)) == STEP_ENTRY) {
        uint32_t flags = 0;
        if (w.type != TYPE_WATCHDOG)
            continue;
        if (al_field_u32(w.s, AL_F_GTDT_WATCHDOG_FLAGS, w.at, &flags) &&
            (flags & WATCHDOG_SECURE))
            continue;
        if (import_watchdog(c, &w) != 0)
            break; /* 6.1 and 6.12 stop at the first watchdog that fails */
        registered++;
    }
    if (st == STEP_LOOPS) {
        hang_in_walk(c, &w, "drivers/acpi/arm64/gtdt.c gtdt_sbsa_gwdt_init()", "late",
                     "the SBSA watchdog initcall",
                     "on a real boot 6.1 and 6.12 spin so, the soft-lockup detector reporting "
                     "CPU#0 stuck every half minute (tests/oracle gtdt-gt-block-length-0)");
        return;
    }
    if (registered)
        al_sim_kevent(c, "drivers/acpi/arm64/gtdt.c gtdt_sbsa_gwdt_init()",
                      "the GTDT's non-secure watchdogs become sbsa-gwdt platform devices", NULL,
                      NULL, "ACPI GTDT: found %d SBSA generic Watchdog(s).", registered);
}
