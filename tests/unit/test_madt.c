/* SPDX-License-Identifier: MIT */
/* Unit tests for the MADT walk and GIC decoders (src/model/madt.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "acpilint/madt.h"
#include "acpilint/tableset.h"
#include "testutil.h"


static const struct al_source src = {.file = "test"};

static uint8_t buf[512];
static size_t used;

static void start(void)
{
    memset(buf, 0, sizeof(buf));
    used = AL_MADT_SUBTABLES_OFFSET;
    tu_put_u32(buf, 36, 0);
    tu_put_u32(buf, 40, 0);
}

static size_t add(uint8_t type, uint8_t len)
{
    size_t at = used;
    buf[at] = type;
    buf[at + 1] = len;
    used += len;
    return at;
}

static const struct al_table *finish(struct al_tableset *ts, uint32_t claimed, size_t present)
{
    tu_put_header(buf, "APIC", claimed, 5);
    tu_fix_checksum(buf, claimed < sizeof(buf) ? claimed : sizeof(buf));
    return al_tableset_add(ts, buf, present, NULL, &src);
}

/* Walks to the end; returns the number of structures and the final status. */
static unsigned walk_all(const struct al_table *t, enum al_walk_status *st, size_t *cursor)
{
    struct al_walk w;
    struct al_subtable s;
    al_madt_walk_init(&w, t);
    unsigned n = 0;
    while (al_madt_walk_next(&w, &s) == AL_WALK_OK)
        n++;
    *st = w.status;
    *cursor = w.cursor;
    /* Once over, the walk stays over. */
    assert_int_equal(al_madt_walk_next(&w, &s), w.status);
    return n;
}

static void test_walk_ok(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    start();
    add(AL_MADT_GICD, 24);
    add(AL_MADT_GICC, 80);
    add(AL_MADT_GICC, 80);
    const struct al_table *t = finish(&ts, (uint32_t)used, used);
    enum al_walk_status st;
    size_t cur;
    assert_int_equal(walk_all(t, &st, &cur), 3);
    assert_int_equal(st, AL_WALK_END);
    assert_int_equal(cur, used);
    struct al_madt m;
    assert_true(al_madt_decode(t, &m));
    al_tableset_free(&ts);
}

static void test_zero_length_stops(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    for (uint8_t bad = 0; bad <= 1; bad++) {
        start();
        add(AL_MADT_GICD, 24);
        size_t at = used;
        buf[at] = AL_MADT_GICC;
        buf[at + 1] = bad;
        used += 40; /* bytes after it are there, but the walk must not move */
        const struct al_table *t = finish(&ts, (uint32_t)used, used);
        enum al_walk_status st;
        size_t cur;
        assert_int_equal(walk_all(t, &st, &cur), 1);
        assert_int_equal(st, AL_WALK_ZERO_LENGTH);
        assert_int_equal(cur, at);
    }
    al_tableset_free(&ts);
}

static void test_length_past_end(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    start();
    add(AL_MADT_GICD, 24);
    size_t at = add(AL_MADT_GICC, 80);
    /* Header Length cuts the GICC short. */
    const struct al_table *t = finish(&ts, (uint32_t)(used - 1), used);
    enum al_walk_status st;
    size_t cur;
    assert_int_equal(walk_all(t, &st, &cur), 1);
    assert_int_equal(st, AL_WALK_TRUNCATED);
    assert_int_equal(cur, at);
    /* Bytes present cut it short (the header claims the full length). */
    t = finish(&ts, (uint32_t)used, used - 10);
    assert_int_equal(walk_all(t, &st, &cur), 1);
    assert_int_equal(st, AL_WALK_TRUNCATED);
    al_tableset_free(&ts);
}

static void test_one_byte_left(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    start();
    add(AL_MADT_GICD, 24);
    size_t at = used;
    buf[used++] = AL_MADT_GICC;
    const struct al_table *t = finish(&ts, (uint32_t)used, used);
    enum al_walk_status st;
    size_t cur;
    assert_int_equal(walk_all(t, &st, &cur), 1);
    assert_int_equal(st, AL_WALK_TRUNCATED);
    assert_int_equal(cur, at);
    al_tableset_free(&ts);
}

static void test_truncated_header(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    start();
    /* Only 40 of the 44 fixed bytes. */
    const struct al_table *t = finish(&ts, 40, 40);
    enum al_walk_status st;
    size_t cur;
    assert_int_equal(walk_all(t, &st, &cur), 0);
    assert_int_equal(st, AL_WALK_TRUNCATED);
    struct al_madt m;
    assert_false(al_madt_decode(t, &m));
    /* Less than a table header. */
    t = finish(&ts, 44, 20);
    assert_false(al_madt_decode(t, &m));
    assert_int_equal(walk_all(t, &st, &cur), 0);
    assert_int_equal(st, AL_WALK_TRUNCATED);
    /* Exactly 44 bytes: an empty but valid walk. */
    t = finish(&ts, 44, 44);
    assert_int_equal(walk_all(t, &st, &cur), 0);
    assert_int_equal(st, AL_WALK_END);
    al_tableset_free(&ts);
}

static void put_gicc(size_t at)
{
    tu_put_u32(buf, at + 4, 7);               /* CPU interface number */
    tu_put_u32(buf, at + 8, 3);               /* UID */
    tu_put_u32(buf, at + 12, AL_GICC_FLAG_ENABLED);
    tu_put_u32(buf, at + 20, 23);             /* perf GSIV */
    tu_put_u64(buf, at + 32, 0x08010000ULL);  /* GICC base */
}

static void put_gicc_tail(size_t at, uint8_t len)
{
    if (len >= 60) {
        tu_put_u64(buf, at + 40, 0x08040000ULL);
        tu_put_u64(buf, at + 48, 0x08030000ULL);
        tu_put_u32(buf, at + 56, 25);
    }
    if (len >= 76) {
        tu_put_u64(buf, at + 60, 0x080A0000ULL);
        tu_put_u64(buf, at + 68, 0x0000000100000203ULL);
    }
    if (len >= 80) {
        buf[at + 76] = 1;
        tu_put_u16(buf, at + 78, 21);
    }
    if (len >= 82)
        tu_put_u16(buf, at + 80, 22);
}

static void test_gicc_lengths(void **state)
{
    (void)state;
    static const uint8_t lens[] = {AL_GICC_LEN_ACPI_5_0, AL_GICC_LEN_ACPI_5_1, AL_GICC_LEN_ACPI_6_0,
                                   AL_GICC_LEN_ACPI_6_5};
    for (size_t i = 0; i < sizeof(lens); i++) {
        struct al_tableset ts;
        al_tableset_init(&ts);
        start();
        size_t at = add(AL_MADT_GICC, lens[i]);
        put_gicc(at);
        put_gicc_tail(at, lens[i]);
        /* Garbage right after the structure must not leak into optional fields. */
        memset(buf + used, 0xEE, 16);
        const struct al_table *t = finish(&ts, (uint32_t)used, used + 16);
        struct al_walk w;
        struct al_subtable s;
        al_madt_walk_init(&w, t);
        assert_int_equal(al_madt_walk_next(&w, &s), AL_WALK_OK);
        assert_int_equal(s.length, lens[i]);
        struct al_madt_gicc g;
        assert_true(al_madt_gicc_decode(t, &s, &g));
        assert_int_equal(g.cpu_interface_number, 7);
        assert_int_equal(g.uid, 3);
        assert_int_equal(g.flags, AL_GICC_FLAG_ENABLED);
        assert_int_equal(g.perf_gsiv, 23);
        assert_int_equal(g.base_address, 0x08010000ULL);
        assert_int_equal(g.has_gicr_base, lens[i] >= 68);
        assert_int_equal(g.has_mpidr, lens[i] >= 76);
        assert_int_equal(g.has_efficiency_class, lens[i] >= 77);
        assert_int_equal(g.has_spe_gsiv, lens[i] >= 80);
        assert_int_equal(g.has_trbe_gsiv, lens[i] >= 82);
        if (lens[i] == 40) {
            assert_int_equal(g.gicv_base, 0);
            assert_int_equal(g.mpidr, 0);
        } else {
            assert_int_equal(g.gicv_base, 0x08040000ULL);
            assert_int_equal(g.vgic_gsiv, 25);
            assert_int_equal(g.mpidr, 0x0000000100000203ULL);
            assert_int_equal(g.gicr_base, 0x080A0000ULL);
        }
        if (lens[i] >= 80)
            assert_int_equal(g.spe_gsiv, 21);
        if (lens[i] >= 82)
            assert_int_equal(g.trbe_gsiv, 22);
        al_tableset_free(&ts);
    }
}

static void test_gicc_too_short_or_wrong_type(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    start();
    size_t at = add(AL_MADT_GICC, 39);
    put_gicc(at);
    add(AL_MADT_GICD, 24);
    const struct al_table *t = finish(&ts, (uint32_t)used, used);
    struct al_walk w;
    struct al_subtable s;
    al_madt_walk_init(&w, t);
    assert_int_equal(al_madt_walk_next(&w, &s), AL_WALK_OK);
    struct al_madt_gicc g;
    assert_false(al_madt_gicc_decode(t, &s, &g));
    assert_int_equal(al_madt_walk_next(&w, &s), AL_WALK_OK);
    assert_false(al_madt_gicc_decode(t, &s, &g)); /* a GICD is not a GICC */
    struct al_madt_gicd d;
    assert_true(al_madt_gicd_decode(t, &s, &d));
    /* A hand-made subtable that lies about its length is refused. */
    struct al_subtable fake = {at, AL_MADT_GICC, 80, 0};
    assert_false(al_madt_gicc_decode(t, &fake, &g));
    struct al_subtable beyond = {400, AL_MADT_GICC, 80, 0};
    assert_false(al_madt_gicc_decode(t, &beyond, &g));
    al_tableset_free(&ts);
}

static void test_gic_structures(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    start();
    size_t d = add(AL_MADT_GICD, 24);
    tu_put_u64(buf, d + 8, 0x08000000ULL);
    tu_put_u32(buf, d + 16, 0);
    buf[d + 20] = 3;
    size_t m = add(AL_MADT_GIC_MSI_FRAME, 24);
    tu_put_u32(buf, m + 4, 1);
    tu_put_u64(buf, m + 8, 0x08020000ULL);
    tu_put_u32(buf, m + 16, 1);
    tu_put_u16(buf, m + 20, 64);
    tu_put_u16(buf, m + 22, 80);
    size_t r = add(AL_MADT_GICR, 16);
    buf[r + 2] = 1;
    tu_put_u64(buf, r + 4, 0x080A0000ULL);
    tu_put_u32(buf, r + 12, 0x00F60000);
    size_t i = add(AL_MADT_GIC_ITS, 20);
    tu_put_u32(buf, i + 4, 2);
    tu_put_u64(buf, i + 8, 0x08080000ULL);
    const struct al_table *t = finish(&ts, (uint32_t)used, used);
    struct al_walk w;
    struct al_subtable s[4];
    al_madt_walk_init(&w, t);
    for (int k = 0; k < 4; k++)
        assert_int_equal(al_madt_walk_next(&w, &s[k]), AL_WALK_OK);
    struct al_madt_gicd gd;
    assert_true(al_madt_gicd_decode(t, &s[0], &gd));
    assert_int_equal(gd.base_address, 0x08000000ULL);
    assert_int_equal(gd.gic_version, 3);
    struct al_madt_gic_msi gm;
    assert_true(al_madt_gic_msi_decode(t, &s[1], &gm));
    assert_int_equal(gm.frame_id, 1);
    assert_int_equal(gm.spi_count, 64);
    assert_int_equal(gm.spi_base, 80);
    struct al_madt_gicr gr;
    assert_true(al_madt_gicr_decode(t, &s[2], &gr));
    assert_int_equal(gr.flags, 1);
    assert_int_equal(gr.discovery_range_length, 0x00F60000);
    struct al_madt_gic_its gi;
    assert_true(al_madt_gic_its_decode(t, &s[3], &gi));
    assert_int_equal(gi.its_id, 2);
    assert_int_equal(gi.base_address, 0x08080000ULL);
    assert_false(al_madt_gic_its_decode(t, &s[2], &gi));
    al_tableset_free(&ts);
}

static void test_type_names_and_lengths(void **state)
{
    (void)state;
    assert_string_equal(al_madt_type_name(AL_MADT_GICC), "GICC");
    assert_string_equal(al_madt_type_name(AL_MADT_IO_APIC), "IOAPIC");
    assert_string_equal(al_madt_type_name(0x7F), "Reserved");
    assert_string_equal(al_madt_type_name(0x80), "OEM");
    assert_int_equal(al_madt_type_min_length(AL_MADT_GICC), 40);
    assert_int_equal(al_madt_type_max_length(AL_MADT_GICC), 82);
    assert_int_equal(al_madt_type_max_length(AL_MADT_GICD), 24);
    assert_int_equal(al_madt_type_max_length(AL_MADT_GICR), 16);
    assert_int_equal(al_madt_type_max_length(AL_MADT_GIC_ITS), 20);
    assert_int_equal(al_madt_type_max_length(AL_MADT_LOCAL_APIC), 8);
    assert_int_equal(al_madt_type_max_length(AL_MADT_LOCAL_X2APIC), 16);
    assert_int_equal(al_madt_type_max_length(AL_MADT_LOCAL_SAPIC), 0); /* variable */
    assert_int_equal(al_madt_type_max_length(0x40), 0);
    assert_string_equal(al_walk_status_name(AL_WALK_ZERO_LENGTH), "zero-length");
}

static void test_real_qemu_apic(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    const struct al_table *t = tu_load_real(&ts, TU_QEMU_VIRT_DIR "APIC");
    if (!t) {
        al_tableset_free(&ts);
        skip();
    }
    /* From `iasl -d APIC`: GICD v2 @0x08000000, one 80-byte GICC, one MSI frame. */
    struct al_walk w;
    struct al_subtable s;
    al_madt_walk_init(&w, t);
    assert_int_equal(al_madt_walk_next(&w, &s), AL_WALK_OK);
    struct al_madt_gicd d;
    assert_true(al_madt_gicd_decode(t, &s, &d));
    assert_int_equal(d.base_address, 0x08000000ULL);
    assert_int_equal(d.gic_version, 2);
    assert_int_equal(al_madt_walk_next(&w, &s), AL_WALK_OK);
    assert_int_equal(s.offset, 0x44);
    assert_int_equal(s.length, 80);
    struct al_madt_gicc g;
    assert_true(al_madt_gicc_decode(t, &s, &g));
    assert_int_equal(g.flags, AL_GICC_FLAG_ENABLED);
    assert_int_equal(g.perf_gsiv, 0x17);
    assert_int_equal(g.base_address, 0x08010000ULL);
    assert_int_equal(g.gicv_base, 0x08040000ULL);
    assert_int_equal(g.gich_base, 0x08030000ULL);
    assert_true(g.has_mpidr);
    assert_int_equal(g.mpidr, 0);
    assert_true(g.has_spe_gsiv);
    assert_false(g.has_trbe_gsiv);
    assert_int_equal(al_madt_walk_next(&w, &s), AL_WALK_OK);
    struct al_madt_gic_msi m;
    assert_true(al_madt_gic_msi_decode(t, &s, &m));
    assert_int_equal(m.base_address, 0x08020000ULL);
    assert_int_equal(m.spi_count, 0x40);
    assert_int_equal(m.spi_base, 0x50);
    assert_int_equal(al_madt_walk_next(&w, &s), AL_WALK_END);
    assert_int_equal(w.cursor, 172);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_walk_ok),
        cmocka_unit_test(test_zero_length_stops),
        cmocka_unit_test(test_length_past_end),
        cmocka_unit_test(test_one_byte_left),
        cmocka_unit_test(test_truncated_header),
        cmocka_unit_test(test_gicc_lengths),
        cmocka_unit_test(test_gicc_too_short_or_wrong_type),
        cmocka_unit_test(test_gic_structures),
        cmocka_unit_test(test_type_names_and_lengths),
        cmocka_unit_test(test_real_qemu_apic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
