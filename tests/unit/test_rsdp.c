/* SPDX-License-Identifier: MIT */
/* Unit tests for the RSDP decoder and the XSDT/RSDT entry walk (src/model/rsdp.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "acpilint/rsdp.h"
#include "testutil.h"

static const struct al_source src = {.file = "test"};

static void fix_sum(uint8_t *b, size_t len, size_t at)
{
    b[at] = 0;
    unsigned sum = 0;
    for (size_t i = 0; i < len; i++)
        sum += b[i];
    b[at] = (uint8_t)(0x100 - (sum & 0xff));
}

static void make_rsdp(uint8_t *b, uint8_t revision)
{
    memset(b, 0, 36);
    memcpy(b, "RSD PTR ", 8);
    memcpy(b + 9, "ACPILT", 6);
    b[15] = revision;
    tu_put_u32(b, 16, 0x7FFE1234);
    tu_put_u32(b, 20, 36);
    tu_put_u64(b, 24, 0x43FFF0000ULL);
    fix_sum(b, 20, 8);
    fix_sum(b, 36, 32);
}

static void test_rsdp_v1(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    uint8_t b[36];
    make_rsdp(b, 0);
    const struct al_table *t = al_tableset_add(&ts, b, 20, NULL, &src);
    struct al_rsdp r;
    assert_true(al_rsdp_decode(t, &r));
    assert_int_equal(r.revision, 0);
    assert_string_equal(r.oem_id, "ACPILT");
    assert_int_equal(r.rsdt_address, 0x7FFE1234);
    assert_false(r.has_v2_fields);
    assert_true(r.checksum_ok);
    assert_true(r.ext_checksum_ok);
    assert_int_equal(r.length, 0);
    assert_int_equal(r.xsdt_address, 0);
    al_tableset_free(&ts);
}

static void test_rsdp_v2_and_bad_checksums(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    uint8_t b[36];
    make_rsdp(b, 2);
    struct al_rsdp r;
    assert_true(al_rsdp_decode(al_tableset_add(&ts, b, 36, NULL, &src), &r));
    assert_true(r.has_v2_fields);
    assert_int_equal(r.length, 36);
    assert_int_equal(r.xsdt_address, 0x43FFF0000ULL);
    assert_true(r.checksum_ok);
    assert_true(r.ext_checksum_ok);

    b[35] = 0x01; /* reserved byte: breaks only the extended checksum */
    assert_true(al_rsdp_decode(al_tableset_add(&ts, b, 36, NULL, &src), &r));
    assert_true(r.checksum_ok);
    assert_false(r.ext_checksum_ok);

    make_rsdp(b, 2);
    b[16] ^= 0xFF; /* inside the first 20 bytes: both checksums fail */
    assert_true(al_rsdp_decode(al_tableset_add(&ts, b, 36, NULL, &src), &r));
    assert_false(r.checksum_ok);
    assert_false(r.ext_checksum_ok);
    al_tableset_free(&ts);
}

static void test_rsdp_v2_truncated_and_bad_length(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    uint8_t b[36];
    make_rsdp(b, 2);
    struct al_rsdp r;
    /* Revision 2 but only the v1 part present: v2 fields missing, ext checksum unverifiable. */
    assert_true(al_rsdp_decode(al_tableset_add(&ts, b, 20, NULL, &src), &r));
    assert_false(r.has_v2_fields);
    assert_true(r.checksum_ok);
    assert_false(r.ext_checksum_ok);
    /* Length claims more than present. */
    tu_put_u32(b, 20, 4096);
    fix_sum(b, 20, 8);
    fix_sum(b, 36, 32);
    assert_true(al_rsdp_decode(al_tableset_add(&ts, b, 36, NULL, &src), &r));
    assert_int_equal(r.length, 4096);
    assert_false(r.ext_checksum_ok);
    /* Length below 36. */
    tu_put_u32(b, 20, 20);
    fix_sum(b, 20, 8);
    fix_sum(b, 36, 32);
    assert_true(al_rsdp_decode(al_tableset_add(&ts, b, 36, NULL, &src), &r));
    assert_false(r.ext_checksum_ok);
    /* Fewer than 20 bytes: nothing to decode. */
    assert_false(al_rsdp_decode(al_tableset_add(&ts, b, 19, "RSDP", &src), &r));
    assert_false(al_rsdp_decode(NULL, &r));
    al_tableset_free(&ts);
}

static void test_xsdt_entries(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    uint8_t facp[36], apic[36];
    tu_put_header(facp, "FACP", 36, 6);
    tu_put_header(apic, "APIC", 36, 4);
    struct al_table *tf = al_tableset_add(&ts, facp, 36, NULL, &src);
    struct al_table *ta = al_tableset_add(&ts, apic, 36, NULL, &src);
    tf->has_address = true;
    tf->address = 0x1000;
    ta->has_address = true;
    ta->address = 0x2000;

    uint8_t x[36 + 8 * 3 + 5];
    tu_put_header(x, "XSDT", sizeof(x), 1);
    tu_put_u64(x, 36, 0x1000);
    tu_put_u64(x, 44, 0x2000);
    tu_put_u64(x, 52, 0x3000); /* nothing loaded there */
    memset(x + 60, 0xAA, 5);    /* partial trailing entry: ignored */
    tu_fix_checksum(x, sizeof(x));
    const struct al_table *xt = al_tableset_add(&ts, x, sizeof(x), NULL, &src);

    struct al_root_entry e[2];
    assert_int_equal(al_root_entries(&ts, xt, e, 2), 3); /* total, though only 2 written */
    assert_int_equal(e[0].offset, 36);
    assert_int_equal(e[0].address, 0x1000);
    assert_ptr_equal(e[0].target, tf);
    assert_int_equal(e[1].offset, 44);
    assert_ptr_equal(e[1].target, ta);
    struct al_root_entry all[4];
    assert_int_equal(al_root_entries(&ts, xt, all, 4), 3);
    assert_null(all[2].target);
    assert_int_equal(al_root_entries(&ts, xt, NULL, 0), 3);
    /* Not a root table. */
    assert_int_equal(al_root_entries(&ts, tf, all, 4), 0);
    al_tableset_free(&ts);
}

static void test_rsdt_entries_and_length_clamp(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    uint8_t r[36 + 4 * 3];
    tu_put_header(r, "RSDT", 36 + 4 * 2, 1); /* claims two entries; a third byte group follows */
    tu_put_u32(r, 36, 0x1000);
    tu_put_u32(r, 40, 0xFFFFFFFF);
    tu_put_u32(r, 44, 0x3000);
    const struct al_table *rt = al_tableset_add(&ts, r, sizeof(r), NULL, &src);
    struct al_root_entry e[4];
    assert_int_equal(al_root_entries(&ts, rt, e, 4), 2);
    assert_int_equal(e[1].offset, 40);
    assert_int_equal(e[1].address, 0xFFFFFFFFu);
    /* Header claims 3 entries but only 1.5 are present. */
    tu_put_header(r, "RSDT", 36 + 12, 1);
    const struct al_table *cut = al_tableset_add(&ts, r, 36 + 6, NULL, &src);
    assert_int_equal(al_root_entries(&ts, cut, e, 4), 1);
    al_tableset_free(&ts);
}

static void test_by_address(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    uint8_t h[36];
    tu_put_header(h, "SSDT", 36, 2);
    struct al_table *a = al_tableset_add(&ts, h, 36, NULL, &src);
    struct al_table *b = al_tableset_add(&ts, h, 36, NULL, &src);
    assert_false(al_tableset_has_addresses(&ts));
    assert_null(al_tableset_by_address(&ts, 0));
    assert_null(al_tableset_by_address(&ts, 0x5000));
    /* address set but has_address false: not a match */
    a->address = 0x5000;
    assert_null(al_tableset_by_address(&ts, 0x5000));
    a->has_address = true;
    assert_ptr_equal(al_tableset_by_address(&ts, 0x5000), a);
    assert_true(al_tableset_has_addresses(&ts));
    /* has_address with address 0 is never a match, and does not count. */
    a->has_address = false;
    b->has_address = true;
    b->address = 0;
    assert_null(al_tableset_by_address(&ts, 0));
    assert_false(al_tableset_has_addresses(&ts));
    al_tableset_free(&ts);
}

static void test_has_addresses_ignores_rsdp(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    uint8_t b[36];
    make_rsdp(b, 2);
    struct al_table *r = al_tableset_add(&ts, b, 36, NULL, &src);
    r->has_address = true;
    r->address = 0xF0000;
    assert_false(al_tableset_has_addresses(&ts));
    assert_ptr_equal(al_tableset_by_address(&ts, 0xF0000), r);
    al_tableset_free(&ts);
}

/*
 * al_root_lacking counts the root table's distinct non-null entries, in any
 * order, less the tables a root table lists (the DSDT is not one).
 */
static void test_root_lacking(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    const struct al_table *root = (const struct al_table *)&ts; /* any non-NULL */
    assert_int_equal(al_root_lacking(&ts, &root), 0);
    assert_null(root);

    uint8_t facp[36], apic[36], dsdt[36];
    tu_put_header(facp, "FACP", 36, 6);
    tu_put_header(apic, "APIC", 36, 4);
    tu_put_header(dsdt, "DSDT", 36, 2);
    al_tableset_add(&ts, facp, 36, NULL, &src);
    al_tableset_add(&ts, apic, 36, NULL, &src);
    al_tableset_add(&ts, dsdt, 36, NULL, &src);

    /* An RSDT is the root without an XSDT: 0x10 twice, 0x20, 0x30: three listed. */
    uint8_t r[36 + 4 * 4];
    tu_put_header(r, "RSDT", sizeof(r), 1);
    tu_put_u32(r, 36, 0x30);
    tu_put_u32(r, 40, 0x10);
    tu_put_u32(r, 44, 0x20);
    tu_put_u32(r, 48, 0x10);
    const struct al_table *rt = al_tableset_add(&ts, r, sizeof(r), NULL, &src);
    assert_int_equal(al_root_lacking(&ts, &root), 1);
    assert_ptr_equal(root, rt);

    /* Repeats and nulls apart, out of order: 0x4000, 0x1000, 0x3000, 0x2000. */
    static const uint64_t listed[] = {0x4000, 0, 0x1000, 0x3000, 0x1000, 0x4000, 0, 0x2000};
    uint8_t x[36 + 8 * 8];
    tu_put_header(x, "XSDT", sizeof(x), 1);
    for (size_t i = 0; i < 8; i++)
        tu_put_u64(x, 36 + 8 * i, listed[i]);
    const struct al_table *xt = al_tableset_add(&ts, x, sizeof(x), NULL, &src);
    assert_int_equal(al_root_lacking(&ts, &root), 2); /* four listed, FACP and APIC held */
    assert_ptr_equal(root, xt);
    al_tableset_free(&ts);

    /* A hostile XSDT: 8,000 entries, each of 4,000 addresses twice, far apart. */
    al_tableset_init(&ts);
    enum { ENTRIES = 8000 };
    size_t size = 36 + 8 * ENTRIES;
    uint8_t *big = malloc(size);
    assert_non_null(big);
    tu_put_header(big, "XSDT", (uint32_t)size, 1);
    for (size_t i = 0; i < ENTRIES; i++)
        tu_put_u64(big, 36 + 8 * i, 0x100000 + 0x1000 * (uint64_t)(i % (ENTRIES / 2)));
    al_tableset_add(&ts, facp, 36, NULL, &src);
    al_tableset_add(&ts, big, size, NULL, &src);
    assert_int_equal(al_root_lacking(&ts, &root), ENTRIES / 2 - 1);
    al_tableset_free(&ts);
    free(big);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rsdp_v1),
        cmocka_unit_test(test_rsdp_v2_and_bad_checksums),
        cmocka_unit_test(test_rsdp_v2_truncated_and_bad_length),
        cmocka_unit_test(test_xsdt_entries),
        cmocka_unit_test(test_rsdt_entries_and_length_clamp),
        cmocka_unit_test(test_by_address),
        cmocka_unit_test(test_has_addresses_ignores_rsdp),
        cmocka_unit_test(test_root_lacking),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
