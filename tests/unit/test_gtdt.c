/* SPDX-License-Identifier: MIT */
/* Unit tests for the GTDT decoder and platform timer walk (src/model/gtdt.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "acpilint/gtdt.h"
#include "acpilint/tableset.h"
#include "testutil.h"


static const struct al_source src = {.file = "test"};

static uint8_t buf[512];

/* A revision-3 GTDT with `count` platform timers at offset 104. */
static void fixed_part(uint8_t revision, uint32_t count, uint32_t offset)
{
    memset(buf, 0, sizeof(buf));
    tu_put_u64(buf, 36, 0x2A430000ULL); /* CntControlBase */
    tu_put_u32(buf, 48, 29);
    tu_put_u32(buf, 56, 30);
    tu_put_u32(buf, 60, AL_GTDT_TIMER_ALWAYS_ON);
    tu_put_u32(buf, 64, 27);
    tu_put_u32(buf, 72, 26);
    tu_put_u64(buf, 80, 0x2A800000ULL); /* CntReadBase */
    tu_put_u32(buf, 88, count);
    tu_put_u32(buf, 92, offset);
    if (revision >= 3) {
        tu_put_u32(buf, 96, 28);
        tu_put_u32(buf, 100, AL_GTDT_TIMER_EDGE);
    }
}

static const struct al_table *finish(struct al_tableset *ts, uint8_t rev, uint32_t claimed,
                                     size_t present)
{
    tu_put_header(buf, "GTDT", claimed, rev);
    tu_fix_checksum(buf, claimed < sizeof(buf) ? claimed : sizeof(buf));
    return al_tableset_add(ts, buf, present, NULL, &src);
}

/* GT Block at `at` with `n` frames right after its 20-byte header. */
static size_t put_block(size_t at, uint32_t n)
{
    uint16_t len = (uint16_t)(AL_GTDT_GT_BLOCK_SIZE + n * AL_GTDT_GT_FRAME_SIZE);
    buf[at] = AL_GTDT_GT_BLOCK;
    tu_put_u16(buf, at + 1, len);
    tu_put_u64(buf, at + 4, 0x2A810000ULL);
    tu_put_u32(buf, at + 12, n);
    tu_put_u32(buf, at + 16, AL_GTDT_GT_BLOCK_SIZE);
    for (uint32_t i = 0; i < n; i++) {
        size_t f = at + AL_GTDT_GT_BLOCK_SIZE + i * AL_GTDT_GT_FRAME_SIZE;
        buf[f] = (uint8_t)i;
        tu_put_u64(buf, f + 4, 0x2A820000ULL + i * 0x10000);
        tu_put_u64(buf, f + 12, 0xFFFFFFFFFFFFFFFFULL);
        tu_put_u32(buf, f + 20, 36 + i);
        tu_put_u32(buf, f + 28, 40 + i);
        tu_put_u32(buf, f + 36, AL_GTDT_FRAME_ALWAYS_ON);
    }
    return at + len;
}

static size_t put_watchdog(size_t at)
{
    buf[at] = AL_GTDT_SBSA_WATCHDOG;
    tu_put_u16(buf, at + 1, AL_GTDT_WATCHDOG_SIZE);
    tu_put_u64(buf, at + 4, 0x2A440000ULL);
    tu_put_u64(buf, at + 12, 0x2A450000ULL);
    tu_put_u32(buf, at + 20, 93);
    tu_put_u32(buf, at + 24, AL_GTDT_WATCHDOG_SECURE);
    return at + AL_GTDT_WATCHDOG_SIZE;
}

static void test_fixed_fields_by_revision(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    struct al_gtdt g;
    fixed_part(3, 0, 0);
    assert_true(al_gtdt_decode(finish(&ts, 3, 104, 104), &g));
    assert_int_equal(g.cnt_control_base, 0x2A430000ULL);
    assert_int_equal(g.cnt_read_base, 0x2A800000ULL);
    assert_true(g.has_platform_timers);
    assert_int_equal(g.timers[AL_GTDT_NONSECURE_EL1].gsiv, 30);
    assert_int_equal(g.timers[AL_GTDT_NONSECURE_EL1].flags, AL_GTDT_TIMER_ALWAYS_ON);
    assert_true(g.timers[AL_GTDT_VIRTUAL_EL2].present);
    assert_int_equal(g.timers[AL_GTDT_VIRTUAL_EL2].gsiv, 28);
    assert_int_equal(g.timers[AL_GTDT_VIRTUAL_EL2].offset, 96);
    assert_string_equal(al_gtdt_timer_name(AL_GTDT_VIRTUAL_EL1), "Virtual EL1");

    /* Revision 2: bytes 96.. are not a virtual EL2 timer even when present. */
    fixed_part(3, 0, 0);
    assert_true(al_gtdt_decode(finish(&ts, 2, 104, 104), &g));
    assert_false(g.timers[AL_GTDT_VIRTUAL_EL2].present);
    assert_int_equal(g.timers[AL_GTDT_VIRTUAL_EL2].gsiv, 0);

    /* ACPI 5.0 (revision 1, 80 bytes): no CntReadBase, no platform timers. */
    fixed_part(1, 0, 0);
    assert_true(al_gtdt_decode(finish(&ts, 1, 80, 80), &g));
    assert_true(g.timers[AL_GTDT_NONSECURE_EL2].present);
    assert_false(g.has_cnt_read_base);
    assert_false(g.has_platform_timers);

    /* Truncated in the middle of the EL2 timer. */
    assert_true(al_gtdt_decode(finish(&ts, 3, 104, 76), &g));
    assert_true(g.timers[AL_GTDT_VIRTUAL_EL1].present);
    assert_false(g.timers[AL_GTDT_NONSECURE_EL2].present);
    assert_false(al_gtdt_decode(finish(&ts, 3, 104, 30), &g));
    al_tableset_free(&ts);
}

static void test_block_and_watchdog(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    fixed_part(3, 2, 104);
    size_t end = put_block(104, 2);
    end = put_watchdog(end);
    const struct al_table *t = finish(&ts, 3, (uint32_t)end, end);
    struct al_gtdt g;
    assert_true(al_gtdt_decode(t, &g));
    struct al_walk w;
    struct al_gtdt_entry e;
    al_gtdt_walk_init(&w, &g);
    assert_int_equal(al_gtdt_walk_next(&w, &e), AL_WALK_OK);
    assert_int_equal(e.type, AL_GTDT_GT_BLOCK);
    assert_int_equal(e.length, 100);
    struct al_gtdt_block b;
    assert_true(al_gtdt_block_decode(t, &e, &b));
    assert_true(b.frames_fit);
    assert_int_equal(b.timer_count, 2);
    assert_int_equal(b.cnt_ctl_base, 0x2A810000ULL);
    struct al_gtdt_frame f;
    assert_true(al_gtdt_block_frame(t, &b, 1, &f));
    assert_int_equal(f.frame_number, 1);
    assert_int_equal(f.offset, 104 + 20 + 40);
    assert_int_equal(f.cnt_base, 0x2A830000ULL);
    assert_int_equal(f.phys_gsiv, 37);
    assert_int_equal(f.virt_gsiv, 41);
    assert_int_equal(f.common_flags, AL_GTDT_FRAME_ALWAYS_ON);
    assert_false(al_gtdt_block_frame(t, &b, 2, &f));
    struct al_gtdt_watchdog wd;
    assert_false(al_gtdt_watchdog_decode(t, &e, &wd));
    assert_int_equal(al_gtdt_walk_next(&w, &e), AL_WALK_OK);
    assert_true(al_gtdt_watchdog_decode(t, &e, &wd));
    assert_int_equal(wd.refresh_frame, 0x2A440000ULL);
    assert_int_equal(wd.control_frame, 0x2A450000ULL);
    assert_int_equal(wd.gsiv, 93);
    assert_int_equal(wd.flags, AL_GTDT_WATCHDOG_SECURE);
    assert_int_equal(al_gtdt_walk_next(&w, &e), AL_WALK_END);
    assert_string_equal(al_gtdt_type_name(1), "SBSA_WATCHDOG");
    al_tableset_free(&ts);
}

static void test_block_frames_outside(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    fixed_part(3, 1, 104);
    size_t end = put_block(104, 1);
    tu_put_u32(buf, 104 + 12, 3);          /* claims 3 frames, room for 1 */
    const struct al_table *t = finish(&ts, 3, (uint32_t)end, end);
    struct al_gtdt g;
    struct al_walk w;
    struct al_gtdt_entry e;
    al_gtdt_decode(t, &g);
    al_gtdt_walk_init(&w, &g);
    assert_int_equal(al_gtdt_walk_next(&w, &e), AL_WALK_OK);
    struct al_gtdt_block b;
    struct al_gtdt_frame f;
    assert_true(al_gtdt_block_decode(t, &e, &b));
    assert_false(b.frames_fit);
    assert_true(al_gtdt_block_frame(t, &b, 0, &f));
    assert_false(al_gtdt_block_frame(t, &b, 1, &f));
    /* Frame offset inside the block header, and a huge one. */
    tu_put_u32(buf, 104 + 12, 1);
    tu_put_u32(buf, 104 + 16, 8);
    t = finish(&ts, 3, (uint32_t)end, end);
    assert_true(al_gtdt_block_decode(t, &e, &b));
    assert_false(b.frames_fit);
    assert_false(al_gtdt_block_frame(t, &b, 0, &f));
    tu_put_u32(buf, 104 + 16, 0xFFFFFFF0u);
    tu_put_u32(buf, 104 + 12, 0xFFFFFFFFu);
    t = finish(&ts, 3, (uint32_t)end, end);
    assert_true(al_gtdt_block_decode(t, &e, &b));
    assert_false(b.frames_fit);
    assert_false(al_gtdt_block_frame(t, &b, 0xFFFFFFFEu, &f));
    al_tableset_free(&ts);
}

/*
 * al_walk_structure (walk.h), which every decoder reads through: a claim
 * the table's own Type and 2-byte Length do not bear out gets no bytes.
 */
static void test_structure_claims(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    fixed_part(3, 1, 104);
    size_t end = put_watchdog(104);
    const struct al_table *t = finish(&ts, 3, (uint32_t)end, end);
    const uint8_t wd = AL_GTDT_SBSA_WATCHDOG;
    struct al_span s = al_walk_structure(t, 104, wd, AL_GTDT_WATCHDOG_SIZE, 2, 28);
    assert_non_null(s.data);
    assert_int_equal(s.len, AL_GTDT_WATCHDOG_SIZE);
    assert_null(al_walk_structure(t, 104, AL_GTDT_GT_BLOCK, 28, 2, 20).data);
    assert_null(al_walk_structure(t, 104, wd, 24, 2, 20).data); /* Length says 28 */
    assert_null(al_walk_structure(t, 104, wd, 28, 2, 29).data); /* below min_length */
    assert_null(al_walk_structure(t, 100, wd, 28, 2, 0).data);  /* not where it starts */
    assert_null(al_walk_structure(t, end, wd, 28, 2, 0).data);  /* past the body */
    assert_null(al_walk_structure(NULL, 104, wd, 28, 2, 0).data);
    /* The decoders refuse a hand-made entry that lies about its length. */
    struct al_gtdt_entry e = {.offset = 104, .type = wd, .length = 24};
    struct al_gtdt_watchdog w;
    assert_false(al_gtdt_watchdog_decode(t, &e, &w));
    al_tableset_free(&ts);
}

static enum al_walk_status walk_status(const struct al_table *t, unsigned *n)
{
    struct al_gtdt g;
    struct al_walk w;
    struct al_gtdt_entry e;
    al_gtdt_decode(t, &g);
    al_gtdt_walk_init(&w, &g);
    *n = 0;
    while (al_gtdt_walk_next(&w, &e) == AL_WALK_OK)
        (*n)++;
    return w.status;
}

static void test_walk_errors(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    unsigned n;
    /* Zero-length structure. */
    fixed_part(3, 2, 104);
    put_watchdog(104);
    tu_put_u16(buf, 105, 0);
    assert_int_equal(walk_status(finish(&ts, 3, 160, 160), &n), AL_WALK_ZERO_LENGTH);
    assert_int_equal(n, 0);
    /* Length 2: shorter than the 3-byte structure header. */
    tu_put_u16(buf, 105, 2);
    assert_int_equal(walk_status(finish(&ts, 3, 160, 160), &n), AL_WALK_TOO_SHORT);
    /* Count claims more structures than there are. */
    fixed_part(3, 2, 104);
    size_t end = put_watchdog(104);
    assert_int_equal(walk_status(finish(&ts, 3, (uint32_t)end, end), &n), AL_WALK_TRUNCATED);
    assert_int_equal(n, 1);
    /* Structure length runs past the end. */
    fixed_part(3, 1, 104);
    end = put_watchdog(104);
    assert_int_equal(walk_status(finish(&ts, 3, (uint32_t)end - 1, end), &n), AL_WALK_TRUNCATED);
    assert_int_equal(n, 0);
    /* Offsets pointing into the fixed fields or outside the table. */
    fixed_part(3, 1, 40);
    put_watchdog(104);
    assert_int_equal(walk_status(finish(&ts, 3, 132, 132), &n), AL_WALK_BAD_OFFSET);
    fixed_part(3, 1, 0xFFFFFFF0u);
    assert_int_equal(walk_status(finish(&ts, 3, 132, 132), &n), AL_WALK_BAD_OFFSET);
    /* Revision 2: 96 is the first usable offset. */
    fixed_part(2, 1, 96);
    put_watchdog(96);
    assert_int_equal(walk_status(finish(&ts, 2, 124, 124), &n), AL_WALK_END);
    assert_int_equal(n, 1);
    /* No platform timers: offset is not looked at. */
    fixed_part(3, 0, 0xFFFFFFFFu);
    assert_int_equal(walk_status(finish(&ts, 3, 104, 104), &n), AL_WALK_END);
    al_tableset_free(&ts);
}

static void test_real_qemu_gtdt(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    const struct al_table *t = tu_load_real(&ts, TU_QEMU_VIRT_DIR "GTDT");
    if (!t) {
        al_tableset_free(&ts);
        skip();
    }
    /* From `iasl -d GTDT`: revision 3, 104 bytes, GSIVs 0x1D/0x1E/0x1B/0x1A. */
    struct al_gtdt g;
    assert_true(al_gtdt_decode(t, &g));
    assert_int_equal(g.revision, 3);
    assert_int_equal(g.body_size, 104);
    assert_int_equal(g.cnt_control_base, 0xFFFFFFFFFFFFFFFFULL);
    assert_int_equal(g.cnt_read_base, 0xFFFFFFFFFFFFFFFFULL);
    assert_int_equal(g.timers[AL_GTDT_SECURE_EL1].gsiv, 0x1D);
    assert_int_equal(g.timers[AL_GTDT_NONSECURE_EL1].gsiv, 0x1E);
    assert_int_equal(g.timers[AL_GTDT_NONSECURE_EL1].flags, AL_GTDT_TIMER_ALWAYS_ON);
    assert_int_equal(g.timers[AL_GTDT_VIRTUAL_EL1].gsiv, 0x1B);
    assert_int_equal(g.timers[AL_GTDT_NONSECURE_EL2].gsiv, 0x1A);
    assert_true(g.timers[AL_GTDT_VIRTUAL_EL2].present);
    assert_int_equal(g.timers[AL_GTDT_VIRTUAL_EL2].gsiv, 0);
    assert_int_equal(g.platform_timer_count, 0);
    unsigned n;
    assert_int_equal(walk_status(t, &n), AL_WALK_END);
    assert_int_equal(n, 0);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixed_fields_by_revision),
        cmocka_unit_test(test_block_and_watchdog),
        cmocka_unit_test(test_block_frames_outside),
        cmocka_unit_test(test_structure_claims),
        cmocka_unit_test(test_walk_errors),
        cmocka_unit_test(test_real_qemu_gtdt),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
