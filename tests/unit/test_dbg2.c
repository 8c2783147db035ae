/* SPDX-License-Identifier: MIT */
/* Unit tests for the DBG2 decoder and device walk (src/model/dbg2.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "acpilint/dbg2.h"
#include "acpilint/tableset.h"
#include "testutil.h"


static const struct al_source src = {.file = "test"};

static uint8_t buf[512];

/*
 * One device at `at` laid out like QEMU's: 22 fixed bytes, one GAS at 22,
 * one address size at 34, the namespace "COM0" at 38; 43 bytes in all.
 */
static size_t put_device(size_t at, uint16_t subtype)
{
    buf[at] = 0;
    tu_put_u16(buf, at + 1, 43);
    buf[at + 3] = 1;
    tu_put_u16(buf, at + 4, 5);
    tu_put_u16(buf, at + 6, 38);
    tu_put_u16(buf, at + 12, AL_DBG2_PORT_SERIAL);
    tu_put_u16(buf, at + 14, subtype);
    tu_put_u16(buf, at + 18, 22);
    tu_put_u16(buf, at + 20, 34);
    buf[at + 22] = 0;
    buf[at + 23] = 32;
    buf[at + 25] = 3;
    tu_put_u64(buf, at + 26, 0x2A400000ULL);
    tu_put_u32(buf, at + 34, 0x1000);
    memcpy(buf + at + 38, "COM0", 5);
    return at + 43;
}

static void fixed_part(uint32_t offset, uint32_t count)
{
    memset(buf, 0, sizeof(buf));
    tu_put_u32(buf, 36, offset);
    tu_put_u32(buf, 40, count);
}

static const struct al_table *finish(struct al_tableset *ts, uint32_t claimed, size_t present)
{
    tu_put_header(buf, "DBG2", claimed, 0);
    tu_fix_checksum(buf, claimed < sizeof(buf) ? claimed : sizeof(buf));
    return al_tableset_add(ts, buf, present, NULL, &src);
}

static enum al_walk_status first(const struct al_table *t, struct al_dbg2_device *d)
{
    struct al_dbg2 g;
    struct al_walk w;
    al_dbg2_decode(t, &g);
    al_dbg2_walk_init(&w, &g);
    return al_dbg2_walk_next(&w, d);
}

static void test_two_devices(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    fixed_part(44, 2);
    size_t end = put_device(44, AL_DBG2_SERIAL_PL011);
    end = put_device(end, AL_DBG2_SERIAL_SBSA);
    const struct al_table *t = finish(&ts, (uint32_t)end, end);
    struct al_dbg2 g;
    assert_true(al_dbg2_decode(t, &g));
    assert_int_equal(g.info_offset, 44);
    assert_int_equal(g.info_count, 2);
    struct al_walk w;
    struct al_dbg2_device d;
    al_dbg2_walk_init(&w, &g);
    assert_int_equal(al_dbg2_walk_next(&w, &d), AL_WALK_OK);
    assert_int_equal(d.port_subtype, AL_DBG2_SERIAL_PL011);
    assert_int_equal(al_dbg2_walk_next(&w, &d), AL_WALK_OK);
    assert_int_equal(d.offset, 87);
    assert_int_equal(d.index, 1);
    assert_true(d.gas_ok);
    assert_true(d.address_size_ok);
    assert_true(d.namespace_ok);
    assert_true(d.oem_data_ok);
    assert_string_equal(d.namespace_string, "COM0");
    struct al_gas gas;
    assert_true(al_dbg2_device_gas(t, &d, 0, &gas));
    assert_int_equal(gas.address, 0x2A400000ULL);
    assert_false(al_dbg2_device_gas(t, &d, 1, &gas));
    uint32_t size = 0;
    assert_true(al_dbg2_device_address_size(t, &d, 0, &size));
    assert_int_equal(size, 0x1000);
    assert_false(al_dbg2_device_address_size(t, &d, 1, &size));
    assert_int_equal(al_dbg2_walk_next(&w, &d), AL_WALK_END);
    assert_string_equal(al_dbg2_port_type_name(d.port_type), "Serial");
    assert_string_equal(al_dbg2_serial_subtype_name(AL_DBG2_SERIAL_SBSA), "ARM SBSA Generic UART");
    assert_null(al_dbg2_serial_subtype_name(0x100));
    al_tableset_free(&ts);
}

static void test_offsets_outside_structure(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    struct al_dbg2_device d;
    struct al_gas gas;
    uint32_t size;
    /* GAS array one byte past the structure (but still inside the table). */
    fixed_part(44, 1);
    size_t end = put_device(44, 3);
    tu_put_u16(buf, 44 + 18, 32);
    memset(buf + end, 0, 32);
    const struct al_table *t = finish(&ts, (uint32_t)end + 32, end + 32);
    assert_int_equal(first(t, &d), AL_WALK_OK);
    assert_false(d.gas_ok);
    assert_false(al_dbg2_device_gas(t, &d, 0, &gas));
    assert_true(d.address_size_ok);
    /* Offsets inside the 22 fixed bytes. */
    tu_put_u16(buf, 44 + 18, 10);
    tu_put_u16(buf, 44 + 20, 0);
    t = finish(&ts, (uint32_t)end, end);
    assert_int_equal(first(t, &d), AL_WALK_OK);
    assert_false(d.gas_ok);
    assert_false(d.address_size_ok);
    assert_false(al_dbg2_device_address_size(t, &d, 0, &size));
    /* Namespace offset past the structure, huge lengths, OEM data out of range. */
    put_device(44, 3);
    tu_put_u16(buf, 44 + 6, 0xFFFF);
    tu_put_u16(buf, 44 + 8, 0xFFFF);
    tu_put_u16(buf, 44 + 10, 30);
    buf[44 + 3] = 0xFF; /* 255 GAS registers claimed */
    t = finish(&ts, (uint32_t)end, end);
    assert_int_equal(first(t, &d), AL_WALK_OK);
    assert_false(d.namespace_ok);
    assert_string_equal(d.namespace_string, "");
    assert_false(d.oem_data_ok);
    assert_false(d.gas_ok);
    assert_false(al_dbg2_device_gas(t, &d, 200, &gas));
    /* Namespace not NUL-terminated. */
    put_device(44, 3);
    tu_put_u16(buf, 44 + 4, 4);
    t = finish(&ts, (uint32_t)end, end);
    assert_int_equal(first(t, &d), AL_WALK_OK);
    assert_false(d.namespace_ok);
    assert_string_equal(d.namespace_string, "COM0");
    al_tableset_free(&ts);
}

static void test_walk_errors(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    struct al_dbg2_device d;
    /* OffsetDbgDeviceInfo into the header, or past the table. */
    fixed_part(20, 1);
    size_t end = put_device(44, 3);
    assert_int_equal(first(finish(&ts, (uint32_t)end, end), &d), AL_WALK_BAD_OFFSET);
    fixed_part(0xFFFFFFFFu, 1);
    put_device(44, 3);
    assert_int_equal(first(finish(&ts, (uint32_t)end, end), &d), AL_WALK_BAD_OFFSET);
    /* Zero and too-short lengths. */
    fixed_part(44, 1);
    put_device(44, 3);
    tu_put_u16(buf, 45, 0);
    assert_int_equal(first(finish(&ts, (uint32_t)end, end), &d), AL_WALK_ZERO_LENGTH);
    tu_put_u16(buf, 45, 21);
    assert_int_equal(first(finish(&ts, (uint32_t)end, end), &d), AL_WALK_TOO_SHORT);
    /* Length past the end of the table. */
    tu_put_u16(buf, 45, 44);
    assert_int_equal(first(finish(&ts, (uint32_t)end, end), &d), AL_WALK_TRUNCATED);
    /* Count claims two devices; only one is there. */
    fixed_part(44, 2);
    put_device(44, 3);
    const struct al_table *t = finish(&ts, (uint32_t)end, end);
    struct al_dbg2 g;
    struct al_walk w;
    al_dbg2_decode(t, &g);
    al_dbg2_walk_init(&w, &g);
    assert_int_equal(al_dbg2_walk_next(&w, &d), AL_WALK_OK);
    assert_int_equal(al_dbg2_walk_next(&w, &d), AL_WALK_TRUNCATED);
    /* Count 0: END at once, whatever the offset. */
    fixed_part(0, 0);
    assert_int_equal(first(finish(&ts, 44, 44), &d), AL_WALK_END);
    /* Table cut before the info fields. */
    assert_true(al_dbg2_decode(finish(&ts, 44, 40), &g));
    assert_false(g.has_info_fields);
    al_tableset_free(&ts);
}

static void test_real_qemu_dbg2(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    const struct al_table *t = tu_load_real(&ts, TU_QEMU_VIRT_DIR "DBG2");
    if (!t) {
        al_tableset_free(&ts);
        skip();
    }
    /* From `iasl -d DBG2`: one serial PL011 device, GAS 0x09000000, size 0x1000, "COM0". */
    struct al_dbg2 g;
    assert_true(al_dbg2_decode(t, &g));
    assert_int_equal(g.info_offset, 0x2C);
    assert_int_equal(g.info_count, 1);
    struct al_walk w;
    struct al_dbg2_device d;
    al_dbg2_walk_init(&w, &g);
    assert_int_equal(al_dbg2_walk_next(&w, &d), AL_WALK_OK);
    assert_int_equal(d.length, 0x2B);
    assert_int_equal(d.gas_count, 1);
    assert_int_equal(d.port_type, AL_DBG2_PORT_SERIAL);
    assert_int_equal(d.port_subtype, AL_DBG2_SERIAL_PL011);
    assert_true(d.namespace_ok);
    assert_string_equal(d.namespace_string, "COM0");
    struct al_gas gas;
    assert_true(al_dbg2_device_gas(t, &d, 0, &gas));
    assert_int_equal(gas.address, 0x09000000ULL);
    assert_int_equal(gas.bit_width, 32);
    uint32_t size;
    assert_true(al_dbg2_device_address_size(t, &d, 0, &size));
    assert_int_equal(size, 0x1000);
    assert_int_equal(al_dbg2_walk_next(&w, &d), AL_WALK_END);
    assert_int_equal(w.cursor, 87);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_devices),
        cmocka_unit_test(test_offsets_outside_structure),
        cmocka_unit_test(test_walk_errors),
        cmocka_unit_test(test_real_qemu_dbg2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
