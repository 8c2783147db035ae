/* SPDX-License-Identifier: MIT */
/*
 * The GTDT's platform timers in the 6.x models (src/sim/linux6/
 * platform_timers.c): memory-mapped timer blocks after the per-CPU timer and
 * SBSA watchdogs at device_initcall, on the fixture machine with platform
 * timers added.  Sources: drivers/acpi/arm64/gtdt.c and
 * drivers/clocksource/arm_arch_timer.c of 6.1 and 6.12, whose message
 * strings both Debian images hold.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#define FX_KERNEL "6.12"
#include "sim_fixture.h"

#define GT_BASE 0x2a810000ULL
#define CP15_ONLY "arch_timer: cp15 timer(s) running at 62.50MHz (phys)."

struct timers {
    struct fx f;
    size_t at; /* where the next platform timer goes */
    unsigned count;
};

static void timers_init(struct timers *t, size_t ki)
{
    fx_init(&t->f);
    t->f.opt.kernel = fx_kernels_6x[ki];
    t->at = 96;
    t->count = 0;
}

/* The GTDT's Length, Platform Timer Count and Offset as built (count may be overridden). */
static void timers_close(struct timers *t, uint32_t count)
{
    tu_put_u32(t->f.gtdt, 4, (uint32_t)t->at);
    tu_put_u32(t->f.gtdt, 88, count);
    tu_put_u32(t->f.gtdt, 92, 96);
    t->f.gtdt_len = t->at;
}

struct frame {
    uint8_t number;
    uint64_t base;
    uint32_t phys, virt, common;
};

/* A GT block (type 0) with its frames right after its 20-byte header. */
static size_t add_block(struct timers *t, uint32_t frame_count, const struct frame *frames,
                        size_t n)
{
    uint8_t *p = t->f.gtdt + t->at;
    size_t len = 20 + 40 * n;
    memset(p, 0, len);
    p[0] = 0;
    tu_put_u16(p, 1, (uint16_t)len);
    tu_put_u64(p, 4, GT_BASE);
    tu_put_u32(p, 12, frame_count);
    tu_put_u32(p, 16, 20);
    for (size_t i = 0; i < n; i++) {
        uint8_t *fr = p + 20 + 40 * i;
        fr[0] = frames[i].number;
        tu_put_u64(fr, 4, frames[i].base);
        tu_put_u64(fr, 12, ~0ULL);
        tu_put_u32(fr, 20, frames[i].phys);
        tu_put_u32(fr, 28, frames[i].virt);
        tu_put_u32(fr, 36, frames[i].common);
    }
    size_t o = t->at;
    t->at += len;
    t->count++;
    return o;
}

/* An Arm generic watchdog (type 1, 28 bytes). */
static size_t add_watchdog(struct timers *t, uint64_t refresh, uint64_t control, uint32_t gsi,
                           uint32_t flags, uint16_t len)
{
    uint8_t *p = t->f.gtdt + t->at;
    memset(p, 0, 28);
    p[0] = 1;
    tu_put_u16(p, 1, len);
    tu_put_u64(p, 4, refresh);
    tu_put_u64(p, 12, control);
    tu_put_u32(p, 20, gsi);
    tu_put_u32(p, 24, flags);
    size_t o = t->at;
    t->at += 28;
    t->count++;
    return o;
}

static const struct frame good = {0, 0x2a830000, 92, 0, 0};
static const struct frame secure = {1, 0x2a820000, 91, 0, 1};

/* A block with a good frame and a secure one, and a watchdog: the lines a real boot printed. */
static void p01_block_and_watchdog(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct timers t;
        timers_init(&t, ki);
        const struct frame frames[] = {good, secure};
        add_block(&t, 2, frames, 2);
        add_watchdog(&t, 0x2a450000, 0x2a440000, 93, 0, 28);
        timers_close(&t, 2);
        assert_int_equal(fx_run(&t.f), 0);
        assert_true(fx_log_has(&t.f, "ACPI GTDT: found 1 memory-mapped timer block(s)."));
        assert_true(fx_log_has(
            &t.f, "arch_timer: cp15 and mmio timer(s) running at 62.50MHz (phys/phys)."));
        assert_false(fx_log_has(&t.f, CP15_ONLY));
        assert_true(fx_log_has(&t.f, "ACPI GTDT: found 1 SBSA generic Watchdog(s)."));
        assert_int_equal(t.f.r.outcome, AL_OUT_BOOTS);
        fx_free(&t.f);
    }
}

/* A frame with a virtual timer makes the memory-mapped timer's mode virt. */
static void p02_virtual_frame(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct timers t;
        timers_init(&t, ki);
        struct frame v = good;
        v.virt = 94;
        add_block(&t, 1, &v, 1);
        timers_close(&t, 1);
        fx_run(&t.f);
        assert_true(fx_log_has(
            &t.f, "arch_timer: cp15 and mmio timer(s) running at 62.50MHz (phys/virt)."));
        assert_false(fx_log_has(&t.f, "ACPI GTDT: found 1 SBSA generic Watchdog(s)."));
        fx_free(&t.f);
    }
}

/* Block errors: the kernel's message, then the MMIO timer is given up; the per-CPU one runs. */
static void p03_block_errors(void **state)
{
    (void)state;
    static const struct {
        uint32_t frame_count;
        struct frame f;
        const char *line; /* the block's own message, NULL when it fails silently */
    } cases[] = {
        {0, {0, 0x2a830000, 92, 0, 0}, "ACPI GTDT: [Firmware Bug]: GT block present, but frame "
                                       "count is zero."},
        {9, {0, 0x2a830000, 92, 0, 0}, "ACPI GTDT: [Firmware Bug]: GT block lists 9 frames, "
                                       "ACPI spec only allows 8"},
        {2, {0, 0x2a830000, 92, 0, 0}, NULL}, /* frames do not end at the block's Length */
        {1, {8, 0x2a830000, 92, 0, 0}, NULL}, /* frame number 8 */
        {1, {0, 0, 92, 0, 0}, NULL},          /* CntBaseX 0 */
        {1, {0, 0x2a830000, 0, 0, 0}, NULL},  /* no physical GSIV */
        {1, {0, 0x2a830000, 5, 0, 0}, "ACPI GTDT: failed to map physical timer irq in frame 0."},
        {1, {0, 0x2a830000, 92, 7, 0}, "ACPI GTDT: failed to map virtual timer irq in frame 0."},
    };
    FX_EACH_6X
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        struct timers t;
        timers_init(&t, ki);
        add_block(&t, cases[i].frame_count, &cases[i].f, 1);
        timers_close(&t, 1);
        fx_run(&t.f);
        if (cases[i].line && !fx_log_has(&t.f, cases[i].line))
            fail_msg("case %zu: no \"%s\"", i, cases[i].line);
        assert_true(fx_log_has(&t.f, "arch_timer: Failed to initialize memory-mapped timer."));
        assert_false(fx_log_has(&t.f, "ACPI GTDT: found 1 memory-mapped timer block(s)."));
        assert_true(fx_log_has(&t.f, CP15_ONLY));
        assert_int_equal(t.f.r.outcome, AL_OUT_BOOTS);
        fx_free(&t.f);
    }
}

/* A duplicate frame number: the second frame fails the block. */
static void p04_duplicate_frame(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct timers t;
        timers_init(&t, ki);
        const struct frame frames[] = {good, good};
        add_block(&t, 2, frames, 2);
        timers_close(&t, 1);
        fx_run(&t.f);
        assert_true(fx_log_has(&t.f, "arch_timer: Failed to initialize memory-mapped timer."));
        fx_free(&t.f);
    }
}

/* Only secure frames: the block parses, no frame suits, the kernel says so. */
static void p05_only_secure_frames(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct timers t;
        timers_init(&t, ki);
        add_block(&t, 1, &secure, 1);
        timers_close(&t, 1);
        fx_run(&t.f);
        assert_true(fx_log_has(&t.f, "ACPI GTDT: found 1 memory-mapped timer block(s)."));
        assert_true(fx_log_has(
            &t.f, "arch_timer: Unable to find a suitable frame in timer @ 0x000000002a810000"));
        assert_true(fx_log_has(&t.f, CP15_ONLY));
        fx_free(&t.f);
    }
}

/* A watchdog entry of Length 0: the walk in time_init() never ends. */
static void p06_zero_length_hangs(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct timers t;
        timers_init(&t, ki);
        add_watchdog(&t, 0x2a450000, 0x2a440000, 93, 0, 0);
        timers_close(&t, 1);
        fx_run(&t.f);
        assert_int_equal(t.f.r.outcome, AL_OUT_HANG);
        assert_string_equal(t.f.r.outcome_stage, "time_init");
        assert_int_equal(fx_findings(&t.f, "sim.boot-dies"), 1);
        assert_false(fx_log_has(&t.f, CP15_ONLY)); /* the banner comes after the walk */
        fx_free(&t.f);
    }
}

/*
 * A GT block of Length 0 returns an error from inside the timer's walk, so
 * time_init() goes on without the MMIO timer; the watchdog initcall's walk
 * skips it as no watchdog and meets it again for ever.
 */
static void p07_zero_length_block_fails(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct timers t;
        timers_init(&t, ki);
        const struct frame frames[] = {good};
        size_t o = add_block(&t, 1, frames, 1);
        tu_put_u16(t.f.gtdt + o, 1, 0);
        timers_close(&t, 1);
        fx_run(&t.f);
        assert_true(fx_log_has(&t.f, "arch_timer: Failed to initialize memory-mapped timer."));
        assert_true(fx_log_has(&t.f, CP15_ONLY));
        assert_int_equal(t.f.r.outcome, AL_OUT_HANG);
        assert_string_equal(t.f.r.outcome_stage, "late");
        assert_int_equal(fx_findings(&t.f, "sim.boot-dies"), 1);
        fx_free(&t.f);
    }
}

/* The first watchdog without a frame address stops the watchdog walk. */
static void p08_watchdog_without_frame(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct timers t;
        timers_init(&t, ki);
        add_watchdog(&t, 0, 0x2a440000, 93, 0, 28);
        add_watchdog(&t, 0x2a470000, 0x2a460000, 94, 0, 28);
        timers_close(&t, 2);
        fx_run(&t.f);
        assert_true(fx_log_has(
            &t.f, "ACPI GTDT: [Firmware Bug]: failed to get the Watchdog base address."));
        assert_false(fx_log_has(&t.f, "ACPI GTDT: found 1 SBSA generic Watchdog(s)."));
        assert_int_equal(t.f.r.outcome, AL_OUT_BOOTS);
        fx_free(&t.f);
    }
}

/* The walks go to the table's end whatever Platform Timer Count says; secure watchdogs stay out. */
static void p09_count_not_a_bound(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct timers t;
        timers_init(&t, ki);
        add_watchdog(&t, 0x2a450000, 0x2a440000, 5, 0, 28); /* an SGI: registered without it */
        add_watchdog(&t, 0x2a470000, 0x2a460000, 94, 4, 28); /* secure */
        add_watchdog(&t, 0x2a490000, 0x2a480000, 95, 0, 28);
        timers_close(&t, 1);
        fx_run(&t.f);
        assert_true(fx_log_has(&t.f, "ACPI GTDT: failed to map the Watchdog interrupt."));
        assert_true(fx_log_has(&t.f, "ACPI GTDT: found 2 SBSA generic Watchdog(s)."));
        fx_free(&t.f);
    }
}

/* A revision 1 GTDT: acpi_gtdt_init() says so twice (the timer, then the watchdog initcall). */
static void p10_revision_1(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct timers t;
        timers_init(&t, ki);
        t.f.gtdt[8] = 1;
        timers_close(&t, 0);
        fx_run(&t.f);
        const char *got[96];
        size_t n = fx_log(&t.f, got, 96), said = 0;
        for (size_t i = 0; i < n && i < 96; i++)
            said += strcmp(got[i], "ACPI GTDT: Revision:1 doesn't support Platform Timers.") == 0;
        assert_int_equal(said, 2);
        assert_true(fx_log_has(&t.f, CP15_ONLY));
        fx_free(&t.f);
    }
}

/* More GT blocks than Platform Timer Count: the kernel parses past its array; said, not simulated. */
static void p11_blocks_beyond_count(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct timers t;
        timers_init(&t, ki);
        add_block(&t, 1, &good, 1);
        add_block(&t, 1, &good, 1);
        timers_close(&t, 1);
        fx_run(&t.f);
        assert_true(fx_log_has(&t.f, "ACPI GTDT: found 2 memory-mapped timer block(s)."));
        bool said = false;
        for (size_t i = 0; i < t.f.r.event_count; i++)
            said |= strstr(t.f.r.events[i].decision, "more GT blocks than Platform Timer Count") !=
                    NULL;
        assert_true(said);
        fx_free(&t.f);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(p01_block_and_watchdog), cmocka_unit_test(p02_virtual_frame),
        cmocka_unit_test(p03_block_errors),       cmocka_unit_test(p04_duplicate_frame),
        cmocka_unit_test(p05_only_secure_frames), cmocka_unit_test(p06_zero_length_hangs),
        cmocka_unit_test(p07_zero_length_block_fails),
        cmocka_unit_test(p08_watchdog_without_frame),
        cmocka_unit_test(p09_count_not_a_bound),  cmocka_unit_test(p10_revision_1),
        cmocka_unit_test(p11_blocks_beyond_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
