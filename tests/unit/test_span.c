/* SPDX-License-Identifier: MIT */
/* Unit tests for the bounds-checked span accessors (include/acpilint/span.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "acpilint/span.h"

static const uint8_t bytes[8] = {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08};

static void test_has_bounds(void **state)
{
    (void)state;
    struct al_span s = al_span_make(bytes, sizeof(bytes));
    assert_true(al_span_has(s, 0, 8));
    assert_true(al_span_has(s, 8, 0));
    assert_true(al_span_has(s, 7, 1));
    assert_false(al_span_has(s, 7, 2));
    assert_false(al_span_has(s, 8, 1));
    assert_false(al_span_has(s, 9, 0));
    assert_false(al_span_has(s, 0, 9));
}

static void test_off_by_one_at_end(void **state)
{
    (void)state;
    struct al_span s = al_span_make(bytes, sizeof(bytes));
    uint32_t v32 = 0xdeadbeef;
    assert_true(al_read_u32(s, 4, &v32));
    assert_int_equal(v32, 0x08070605);
    v32 = 0xdeadbeef;
    assert_false(al_read_u32(s, 5, &v32));
    assert_int_equal(v32, 0xdeadbeef); /* untouched on failure */
    uint16_t v16 = 0;
    assert_true(al_read_u16(s, 6, &v16));
    assert_int_equal(v16, 0x0807);
    assert_false(al_read_u16(s, 7, &v16));
    uint8_t v8 = 0;
    assert_true(al_read_u8(s, 7, &v8));
    assert_int_equal(v8, 0x08);
    assert_false(al_read_u8(s, 8, &v8));
    uint64_t v64 = 0;
    assert_true(al_read_u64(s, 0, &v64));
    assert_int_equal(v64, 0x0807060504030201ULL);
    assert_false(al_read_u64(s, 1, &v64));
    assert_int_equal(al_get_u32(s, 5), 0);
    assert_int_equal(al_get_u8(s, 8), 0);
}

static void test_overflow_offsets(void **state)
{
    (void)state;
    struct al_span s = al_span_make(bytes, sizeof(bytes));
    /* offset + size would wrap around to a small number: must still be rejected. */
    assert_false(al_span_has(s, SIZE_MAX, 1));
    assert_false(al_span_has(s, SIZE_MAX - 3, 4));
    assert_false(al_span_has(s, 4, SIZE_MAX));
    assert_false(al_span_has(s, 1, SIZE_MAX - 0));
    uint32_t v = 0;
    assert_false(al_read_u32(s, SIZE_MAX - 1, &v));
    assert_false(al_read_u32(s, SIZE_MAX, &v));
    uint64_t w = 0;
    assert_false(al_read_uint(s, SIZE_MAX - 7, 8, &w));
    assert_int_equal(al_get_u64(s, SIZE_MAX), 0);
    uint8_t out[4];
    assert_false(al_read_bytes(s, SIZE_MAX - 1, out, 4));
    struct al_span sub = al_span_sub(s, SIZE_MAX, 2);
    assert_null(sub.data);
    assert_int_equal(sub.len, 0);
    sub = al_span_sub(s, 2, SIZE_MAX - 1);
    assert_null(sub.data);
}

static void test_empty_span(void **state)
{
    (void)state;
    struct al_span s = al_span_make(NULL, 100); /* NULL data forces length 0 */
    assert_int_equal(s.len, 0);
    assert_true(al_span_has(s, 0, 0));
    assert_false(al_span_has(s, 0, 1));
    uint8_t v = 0x55;
    assert_false(al_read_u8(s, 0, &v));
    assert_int_equal(v, 0x55);
    assert_int_equal(al_span_sum8(s), 0);
    struct al_span e = al_span_make(bytes, 0);
    assert_false(al_read_u8(e, 0, &v));
    assert_int_equal(al_get_u16(e, 0), 0);
}

static void test_sub_and_tail(void **state)
{
    (void)state;
    struct al_span s = al_span_make(bytes, sizeof(bytes));
    struct al_span sub = al_span_sub(s, 2, 4);
    assert_non_null(sub.data);
    assert_int_equal(sub.len, 4);
    assert_int_equal(al_get_u8(sub, 0), 0x03);
    assert_false(al_span_has(sub, 4, 1)); /* the sub-span ends where it says */
    sub = al_span_sub(s, 6, 3);
    assert_null(sub.data);
    assert_int_equal(sub.len, 0);
    sub = al_span_sub(s, 9, 0);
    assert_null(sub.data);
    sub = al_span_sub(s, 8, 0);
    assert_int_equal(sub.len, 0);
    struct al_span tail = al_span_tail(s, 6);
    assert_int_equal(tail.len, 2);
    assert_int_equal(al_get_u16(tail, 0), 0x0807);
    tail = al_span_tail(s, 9);
    assert_null(tail.data);
    assert_int_equal(tail.len, 0);
}

static void test_read_uint_sizes(void **state)
{
    (void)state;
    struct al_span s = al_span_make(bytes, sizeof(bytes));
    uint64_t v = 0;
    assert_false(al_read_uint(s, 0, 0, &v));
    assert_false(al_read_uint(s, 0, 9, &v));
    assert_true(al_read_uint(s, 1, 3, &v));
    assert_int_equal(v, 0x040302);
    assert_true(al_read_uint(s, 2, 6, &v));
    assert_int_equal(v, 0x080706050403ULL);
}

static void test_sum8(void **state)
{
    (void)state;
    const uint8_t b[3] = {0x80, 0x70, 0x10};
    assert_int_equal(al_span_sum8(al_span_make(b, 3)), 0);
    assert_int_equal(al_span_sum8(al_span_make(b, 2)), 0xF0);
}

/* Every length around the 16-byte blocks, against a byte-at-a-time sum. */
static void test_sum8_blocks(void **state)
{
    (void)state;
    uint8_t b[300];
    uint32_t x = 12345;
    for (size_t i = 0; i < sizeof(b); i++) {
        x = x * 1103515245u + 12345u;
        b[i] = (uint8_t)(x >> 16);
    }
    for (size_t len = 0; len <= sizeof(b); len++) {
        for (size_t start = 0; start < 3 && start <= len; start++) {
            uint8_t naive = 0;
            for (size_t i = start; i < len; i++)
                naive = (uint8_t)(naive + b[i]);
            assert_int_equal(al_span_sum8(al_span_make(b + start, len - start)), naive);
        }
    }
}

static void test_find_u8(void **state)
{
    (void)state;
    const uint8_t b[6] = {'A', 'B', 0, 'C', 0, 'D'};
    struct al_span s = al_span_make(b, sizeof(b));
    size_t at = 99;
    assert_true(al_span_find_u8(s, 0, 6, 0, &at));
    assert_int_equal(at, 2);
    assert_true(al_span_find_u8(s, 3, 6, 0, &at));
    assert_int_equal(at, 4);
    assert_false(al_span_find_u8(s, 5, 6, 0, &at));   /* none left */
    assert_false(al_span_find_u8(s, 0, 2, 0, &at));   /* the NUL is past `to` */
    assert_true(al_span_find_u8(s, 5, 1000, 'D', &at)); /* `to` clamped to the span */
    assert_int_equal(at, 5);
    assert_false(al_span_find_u8(s, 7, 9, 'D', &at));  /* `from` past the span */
    assert_false(al_span_find_u8(al_span_make(NULL, 0), 0, 4, 0, &at));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_has_bounds),     cmocka_unit_test(test_off_by_one_at_end),
        cmocka_unit_test(test_overflow_offsets), cmocka_unit_test(test_empty_span),
        cmocka_unit_test(test_sub_and_tail),   cmocka_unit_test(test_read_uint_sizes),
        cmocka_unit_test(test_sum8),           cmocka_unit_test(test_sum8_blocks),
        cmocka_unit_test(test_find_u8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
