/* SPDX-License-Identifier: MIT */
/*
 * IORT against MADT and MCFG (src/check/iort_xref.c) on tables built in
 * memory: an ITS group (0x30), an SMMUv3 (0x48) mapping to it, and two PCI
 * root complexes (0xA0, 0xD8) of segment 0 mapping their requester IDs
 * into the SMMUv3; an MADT with one GIC ITS and an MCFG for segment 0.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "acpilint/tableset.h"
#include "testutil.h"

#define IORT_LEN 272u

static uint8_t buf[512];

static void node(size_t at, uint8_t type, uint16_t length, uint32_t mappings, uint32_t offset)
{
    buf[at] = type;
    tu_put_u16(buf, at + 1, length);
    tu_put_u32(buf, at + 8, mappings);
    tu_put_u32(buf, at + 12, offset);
}

static void mapping(size_t at, uint32_t count, uint32_t out_base, uint32_t ref)
{
    tu_put_u32(buf, at + 4, count);
    tu_put_u32(buf, at + 8, out_base);
    tu_put_u32(buf, at + 12, ref);
}

/* rc2_base: the second root complex's first StreamID; rc_target: where both map (0: nowhere). */
static void add_iort(uint32_t rc2_base, uint32_t rc_target, uint32_t segment)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "IORT", IORT_LEN, 3);
    tu_put_u32(buf, 36, 4);
    tu_put_u32(buf, 40, 0x30);
    node(0x30, 0, 24, 0, 0); /* ITS group of ITS 0 */
    tu_put_u32(buf, 0x30 + 16, 1);
    node(0x48, 4, 88, 1, 68); /* SMMUv3 */
    tu_put_u64(buf, 0x48 + 16, 0x2B400000);
    mapping(0x48 + 68, 0xFFFF, 0, 0x30);
    for (int i = 0; i < 2; i++) {
        size_t rc = i ? 0xD8 : 0xA0;
        node(rc, 2, 56, rc_target ? 1 : 0, 36); /* rc_target 0: no ID mapping */
        tu_put_u32(buf, rc + 16, 1); /* coherent */
        buf[rc + 23] = 3;
        tu_put_u32(buf, rc + 28, segment + (uint32_t)i);
        mapping(rc + 36, 0xFF, i ? rc2_base : 0, rc_target);
    }
    tu_fix_checksum(buf, IORT_LEN);
    tu_add_table(&tu_ts, buf, IORT_LEN, 0);
}

static void add_madt_mcfg(void)
{
    memset(buf, 0, sizeof(buf));
    size_t len = 44 + 20;
    tu_put_header(buf, "APIC", (uint32_t)len, 5);
    buf[44] = 0xF; /* GIC ITS 0 */
    buf[45] = 20;
    tu_put_u64(buf, 52, 0x08080000);
    tu_fix_checksum(buf, len);
    tu_add_table(&tu_ts, buf, len, 0);
    memset(buf, 0, sizeof(buf));
    len = 44 + 32;
    tu_put_header(buf, "MCFG", (uint32_t)len, 1);
    for (int i = 0; i < 2; i++) {
        tu_put_u64(buf, 44 + 16 * i, 0x4010000000ull + 0x10000000ull * (unsigned)i);
        tu_put_u16(buf, 44 + 16 * i + 8, (uint16_t)i);
        buf[44 + 16 * i + 11] = 0xFF;
    }
    tu_fix_checksum(buf, len);
    tu_add_table(&tu_ts, buf, len, 0);
}

static const char *run(uint32_t rc2_base, uint32_t rc_target, uint32_t segment)
{
    add_madt_mcfg();
    add_iort(rc2_base, rc_target, segment);
    return tu_run_checks("iort.");
}

static void test_clean(void **state)
{
    (void)state;
    assert_string_equal(run(0x100, 0x48, 0), "");
}

static void test_stream_ids_overlap(void **state)
{
    (void)state;
    assert_string_equal(run(0x80, 0x48, 0), "iort.stream-id-overlap");
}

static void test_segment_without_mcfg(void **state)
{
    (void)state;
    assert_string_equal(run(0x100, 0x48, 1), "iort.rc-segment-without-mcfg");
}

static void test_root_complex_without_its(void **state)
{
    (void)state;
    /* the root complexes have no ID mapping: nothing leads to the ITS group */
    assert_string_equal(run(0x100, 0, 0), "iort.rc-without-its");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_clean, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_stream_ids_overlap, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_segment_without_mcfg, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_root_complex_without_its, tu_ts_setup,
                                        tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
