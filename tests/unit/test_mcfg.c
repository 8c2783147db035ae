/* SPDX-License-Identifier: MIT */
/* Unit tests for the MCFG decoder (src/model/mcfg.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "acpilint/mcfg.h"
#include "acpilint/tableset.h"
#include "testutil.h"


static const struct al_source src = {.file = "test"};

static uint8_t buf[128];

static const struct al_table *make(struct al_tableset *ts, unsigned entries, size_t extra,
                                   size_t present_cut)
{
    memset(buf, 0, sizeof(buf));
    size_t len = AL_MCFG_ENTRIES_OFFSET + entries * AL_MCFG_ENTRY_SIZE + extra;
    tu_put_header(buf, "MCFG", (uint32_t)len, 1);
    for (unsigned i = 0; i < entries; i++) {
        size_t at = AL_MCFG_ENTRIES_OFFSET + i * AL_MCFG_ENTRY_SIZE;
        tu_put_u64(buf, at, 0x4010000000ULL + i * 0x10000000ULL);
        tu_put_u16(buf, at + 8, (uint16_t)i);
        buf[at + 10] = 0;
        buf[at + 11] = 0xFF;
    }
    tu_fix_checksum(buf, len);
    return al_tableset_add(ts, buf, len - present_cut, NULL, &src);
}

static void test_entries(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    struct al_mcfg m;
    assert_true(al_mcfg_decode(make(&ts, 3, 0, 0), &m));
    assert_int_equal(m.count, 3);
    assert_false(m.partial_entry);
    assert_int_equal(m.trailing, 0);
    struct al_mcfg_entry e;
    assert_true(al_mcfg_entry(&m, 2, &e));
    assert_int_equal(e.offset, 44 + 32);
    assert_int_equal(e.base_address, 0x4030000000ULL);
    assert_int_equal(e.segment, 2);
    assert_int_equal(e.start_bus, 0);
    assert_int_equal(e.end_bus, 0xFF);
    assert_false(al_mcfg_entry(&m, 3, &e));
    assert_false(al_mcfg_entry(&m, SIZE_MAX, &e));
    al_tableset_free(&ts);
}

static void test_partial_and_empty(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    struct al_mcfg m;
    /* Header Length includes 5 stray bytes. */
    assert_true(al_mcfg_decode(make(&ts, 2, 5, 0), &m));
    assert_int_equal(m.count, 2);
    assert_true(m.partial_entry);
    assert_int_equal(m.trailing, 5);
    /* Bytes present end in the middle of the second entry. */
    assert_true(al_mcfg_decode(make(&ts, 2, 0, 6), &m));
    assert_int_equal(m.count, 1);
    assert_true(m.partial_entry);
    assert_int_equal(m.trailing, 10);
    /* No entries at all. */
    assert_true(al_mcfg_decode(make(&ts, 0, 0, 0), &m));
    assert_int_equal(m.count, 0);
    assert_false(m.partial_entry);
    /* Cut inside the reserved bytes. */
    assert_true(al_mcfg_decode(make(&ts, 0, 0, 4), &m));
    assert_true(m.fixed_truncated);
    assert_int_equal(m.count, 0);
    assert_false(al_mcfg_decode(make(&ts, 0, 0, 10), &m));
    al_tableset_free(&ts);
}

static void test_real_qemu_mcfg(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    const struct al_table *t = tu_load_real(&ts, TU_QEMU_VIRT_DIR "MCFG");
    if (!t) {
        al_tableset_free(&ts);
        skip();
    }
    /* From `iasl -d MCFG`: one entry, ECAM at 0x4010000000, segment 0, buses 0-255. */
    struct al_mcfg m;
    assert_true(al_mcfg_decode(t, &m));
    assert_int_equal(m.count, 1);
    assert_false(m.partial_entry);
    struct al_mcfg_entry e;
    assert_true(al_mcfg_entry(&m, 0, &e));
    assert_int_equal(e.base_address, 0x4010000000ULL);
    assert_int_equal(e.segment, 0);
    assert_int_equal(e.start_bus, 0);
    assert_int_equal(e.end_bus, 0xFF);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_entries),
        cmocka_unit_test(test_partial_and_empty),
        cmocka_unit_test(test_real_qemu_mcfg),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
