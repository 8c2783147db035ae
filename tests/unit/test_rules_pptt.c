/* SPDX-License-Identifier: MIT */
/*
 * PPTT decoder and rules (src/model/pptt.c, src/check/pptt_rules.c) on a
 * table built in memory (the valid corpus system has no PPTT): revision 3,
 * an L2 cache at 0x24, an L1 cache at 0x40 (next level: the L2), a cluster
 * node at 0x5C and a CPU leaf at 0x70 (parent: the cluster, private
 * resource: the L1).  Each test changes one field and expects exactly one
 * finding of one rule.  Also decodes QEMU virt's PPTT when the shared
 * corpus is present.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "acpilint/engine.h"
#include "acpilint/pptt.h"
#include "acpilint/tableset.h"
#include "testutil.h"

extern const struct al_check al_checks_pptt[];

#define L2 0x24u
#define L1 0x40u
#define CLUSTER 0x5Cu
#define CPU 0x70u
#define PPTT_LEN 0x88u

static void cache(uint8_t *b, size_t off, uint32_t next, uint32_t size)
{
    b[off] = 1;
    b[off + 1] = 28;
    tu_put_u32(b, off + 4, 0x7F); /* size, sets, assoc, alloc, type, write policy, line size */
    tu_put_u32(b, off + 8, next);
    tu_put_u32(b, off + 12, size);
    tu_put_u32(b, off + 16, size / 64 / 8);
    b[off + 20] = 8;
    b[off + 21] = 0x0F;
    tu_put_u16(b, off + 22, 64);
}

static void build(uint8_t *b)
{
    memset(b, 0, PPTT_LEN);
    tu_put_header(b, "PPTT", PPTT_LEN, 3);
    cache(b, L2, 0, 1u << 20);
    cache(b, L1, L2, 64u << 10);
    b[CLUSTER] = 0;
    b[CLUSTER + 1] = 20;
    tu_put_u32(b, CLUSTER + 4, 0x11); /* physical package, identical */
    b[CPU] = 0;
    b[CPU + 1] = 24;
    tu_put_u32(b, CPU + 4, 0xA); /* ACPI id valid, leaf */
    tu_put_u32(b, CPU + 8, CLUSTER);
    tu_put_u32(b, CPU + 16, 1);
    tu_put_u32(b, CPU + 20, L1);
}

static const char *const rules[] = {
    "pptt.subtable-truncated",       "pptt.subtable-type-unknown", "pptt.subtable-length-invalid",
    "pptt.parent-invalid",           "pptt.parent-cycle",          "pptt.private-resource-invalid",
    "pptt.next-level-cache-invalid", "pptt.cache-parameter-invalid", "pptt.reserved-nonzero",
};

static int run(struct al_tableset *ts, uint8_t *b, size_t len)
{
    static const struct al_source src = {.file = "test"};
    tu_fix_checksum(b, len);
    al_tableset_init(ts);
    const struct al_table *t = al_tableset_add(ts, b, len, NULL, &src);
    assert_non_null(t);
    struct al_context ctx = {ts, NULL, NULL};
    al_checks_pptt[0].run(&ctx, t);
    int n = 0;
    for (size_t i = 0; i < sizeof(rules) / sizeof(rules[0]); i++)
        n += tu_count_rule(ts, rules[i]);
    return n;
}

static void expect_n(uint8_t *b, size_t len, const char *rule, int count)
{
    struct al_tableset ts;
    int total = run(&ts, b, len);
    assert_int_equal(tu_count_rule(&ts, rule), count);
    assert_int_equal(total, count);
    al_tableset_free(&ts);
}

static void expect_only(uint8_t *b, size_t len, const char *rule)
{
    expect_n(b, len, rule, 1);
}

static void test_valid_and_decoder(void **state)
{
    (void)state;
    uint8_t b[PPTT_LEN];
    build(b);
    struct al_tableset ts;
    assert_int_equal(run(&ts, b, PPTT_LEN), 0);
    const struct al_table *t = al_tableset_find(&ts, "PPTT", 0);
    struct al_walk w;
    struct al_pptt_entry e;
    unsigned n = 0;
    al_pptt_walk_init(&w, t);
    while (al_pptt_walk_next(&w, &e) == AL_WALK_OK) {
        n++;
        if (e.offset == CPU) {
            struct al_pptt_processor p;
            uint32_t r;
            assert_true(al_pptt_processor_decode(t, &e, &p));
            assert_int_equal(p.parent, CLUSTER);
            assert_true(p.resources_fit);
            assert_true(al_pptt_processor_resource(t, &e, 0, &r));
            assert_int_equal(r, L1);
            assert_false(al_pptt_processor_resource(t, &e, 1, &r));
        }
        if (e.offset == L1) {
            struct al_pptt_cache c;
            assert_true(al_pptt_cache_decode(t, &e, &c));
            assert_int_equal(c.next_level, L2);
            assert_int_equal(c.line_size, 64);
            assert_true(c.has_cache_id);
        }
    }
    assert_int_equal(w.status, AL_WALK_END);
    assert_int_equal(n, 4);
    al_tableset_free(&ts);
}

static void test_references(void **state)
{
    (void)state;
    uint8_t b[PPTT_LEN];
    build(b);
    tu_put_u32(b, CPU + 8, L1); /* parent is a cache */
    expect_only(b, PPTT_LEN, "pptt.parent-invalid");
    build(b);
    tu_put_u32(b, CLUSTER + 8, CPU); /* cluster's parent is the CPU: a loop of two nodes */
    expect_n(b, PPTT_LEN, "pptt.parent-cycle", 2);
    build(b);
    tu_put_u32(b, CPU + 20, CLUSTER); /* private resource is a processor node */
    expect_only(b, PPTT_LEN, "pptt.private-resource-invalid");
    build(b);
    tu_put_u32(b, L2 + 8, L1); /* L2 -> L1 -> L2: both caches of the loop are reported */
    expect_n(b, PPTT_LEN, "pptt.next-level-cache-invalid", 2);
    build(b);
    tu_put_u32(b, L1 + 8, L1 + 4); /* into the middle of the L1 */
    expect_only(b, PPTT_LEN, "pptt.next-level-cache-invalid");
}

static void test_layout_and_parameters(void **state)
{
    (void)state;
    uint8_t b[PPTT_LEN + 4];
    build(b);
    tu_put_u16(b, L1 + 22, 48); /* line size not a power of two */
    expect_only(b, PPTT_LEN, "pptt.cache-parameter-invalid");
    build(b);
    tu_put_u32(b, L2 + 12, 0); /* size marked valid but 0 */
    expect_only(b, PPTT_LEN, "pptt.cache-parameter-invalid");
    build(b);
    tu_put_u32(b, CPU + 16, 2); /* two private resources in a 24-byte node */
    expect_only(b, PPTT_LEN, "pptt.subtable-length-invalid");
    build(b);
    b[CPU + 1] = 40; /* runs past the end */
    expect_only(b, PPTT_LEN, "pptt.subtable-truncated");
    /* A 4-byte structure of reserved type 9 at the end. */
    build(b);
    tu_put_header(b, "PPTT", PPTT_LEN + 4, 3);
    memset(b + PPTT_LEN, 0, 4);
    b[PPTT_LEN] = 9;
    b[PPTT_LEN + 1] = 4;
    expect_only(b, PPTT_LEN + 4, "pptt.subtable-type-unknown");
}

/* Reserved fields and bits, by table revision (FWTS PPTTReservedNonZero, PPTTReservedBitsNonZero). */
static void test_reserved(void **state)
{
    (void)state;
    uint8_t b[PPTT_LEN];
    build(b);
    b[CPU + 2] = 1; /* the Reserved bytes after Length */
    expect_only(b, PPTT_LEN, "pptt.reserved-nonzero");
    build(b);
    tu_put_u32(b, CPU + 4, 0x2A); /* bit 5: past the five flags of revisions 2 and 3 */
    expect_only(b, PPTT_LEN, "pptt.reserved-nonzero");
    build(b);
    b[L1 + 21] = 0x2F; /* cache Attributes bit 5 */
    expect_only(b, PPTT_LEN, "pptt.reserved-nonzero");
    /* Revision 2: cache flag bit 7 (Cache ID valid) is reserved; the 28-byte caches fit. */
    build(b);
    tu_put_header(b, "PPTT", PPTT_LEN, 2);
    expect_n(b, PPTT_LEN, "pptt.reserved-nonzero", 0);
    tu_put_u32(b, L2 + 4, 0xFF);
    expect_only(b, PPTT_LEN, "pptt.reserved-nonzero");
    /* Revision 1: the cluster's identical flag and the CPU's leaf flag are reserved. */
    build(b);
    tu_put_header(b, "PPTT", PPTT_LEN, 1);
    expect_n(b, PPTT_LEN, "pptt.reserved-nonzero", 2);
}

static void test_qemu_virt(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    const struct al_table *t = tu_load_real(&ts, TU_QEMU_VIRT_DIR "PPTT.topology");
    if (t) {
        struct al_context ctx = {&ts, NULL, NULL};
        al_checks_pptt[0].run(&ctx, t);
        for (size_t i = 0; i < sizeof(rules) / sizeof(rules[0]); i++)
            assert_int_equal(tu_count_rule(&ts, rules[i]), 0);
    }
    al_tableset_free(&ts);
}


/*
 * PPTT against MADT (issue 22 item 9): the valid corpus MADT (GICC UIDs
 * 0-3, enabled) beside the PPTT rule cases of corpus/rules/pptt/, each
 * read into a buffer so one field can be changed.
 */
static size_t read_file(const char *path, uint8_t *buf, size_t size)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    size_t n = fread(buf, 1, size, f);
    fclose(f);
    return n;
}

#define MADT_PATH ACPILINT_TEST_CORPUS_BIN "/valid/APIC"
#define CASE(name) ACPILINT_TEST_CORPUS_BIN "/rules/" name "@PPTT"
#define GICC3_FLAGS (44u + 3u * 80u + 12u) /* the fourth GICC's Flags in the valid MADT */

static void run_madt(struct al_tableset *ts, uint8_t *madt, size_t mlen, uint8_t *pptt,
                     size_t plen)
{
    static const struct al_source src = {.file = "test"};
    tu_fix_checksum(madt, mlen);
    tu_fix_checksum(pptt, plen);
    al_tableset_init(ts);
    assert_non_null(al_tableset_add(ts, madt, mlen, NULL, &src));
    const struct al_table *t = al_tableset_add(ts, pptt, plen, NULL, &src);
    assert_non_null(t);
    struct al_context ctx = {ts, NULL, NULL};
    for (const struct al_check *c = al_checks_pptt; c->name; c++)
        c->run(&ctx, t);
}

static void test_pptt_against_madt(void **state)
{
    (void)state;
    static uint8_t madt[4096], pptt[4096];
    size_t mlen = read_file(MADT_PATH, madt, sizeof(madt));
    assert_int_equal(madt[GICC3_FLAGS - 12], 0x0B); /* a GICC, so the offset is right */
    struct al_tableset ts;

    /* Leaves for UIDs 0-2: the enabled GICC 3 has none, a warning on the MADT. */
    size_t plen = read_file(CASE("pptt.gicc-without-leaf"), pptt, sizeof(pptt));
    run_madt(&ts, madt, mlen, pptt, plen);
    assert_int_equal(tu_count_rule(&ts, "pptt.gicc-without-leaf"), 1);
    assert_int_equal(tu_count_rule(&ts, "pptt.leaf-not-in-madt"), 0);
    assert_non_null(strstr(tu_first_finding(&ts, "pptt.gicc-without-leaf")->message,
                           "UID 3"));
    al_tableset_free(&ts);

    /* PPTT revision 1 has no leaf flag: Linux takes a node no node names as Parent. */
    pptt[8] = 1;
    for (size_t off = 36; off + 20 <= plen; off += 20)
        tu_put_u32(pptt, off + 4, pptt[off + 4] & ~AL_PPTT_IS_LEAF);
    run_madt(&ts, madt, mlen, pptt, plen);
    assert_int_equal(tu_count_rule(&ts, "pptt.gicc-without-leaf"), 1);
    al_tableset_free(&ts);

    /* GICC 3 neither enabled nor online-capable: no possible CPU, nothing missing. */
    plen = read_file(CASE("pptt.gicc-without-leaf"), pptt, sizeof(pptt));
    madt[GICC3_FLAGS] = 0;
    run_madt(&ts, madt, mlen, pptt, plen);
    assert_int_equal(tu_count_rule(&ts, "pptt.gicc-without-leaf"), 0);
    al_tableset_free(&ts);

    /* Leaves 0-3 and 7: every CPU placed; leaf 7 describes no MADT entry (info). */
    mlen = read_file(MADT_PATH, madt, sizeof(madt));
    plen = read_file(CASE("pptt.leaf-not-in-madt"), pptt, sizeof(pptt));
    run_madt(&ts, madt, mlen, pptt, plen);
    assert_int_equal(tu_count_rule(&ts, "pptt.gicc-without-leaf"), 0);
    assert_int_equal(tu_count_rule(&ts, "pptt.leaf-not-in-madt"), 1);
    al_tableset_free(&ts);

    /* The same leaf with its ID not marked valid is not judged. */
    size_t last = plen - 20;
    tu_put_u32(pptt, last + 4, AL_PPTT_IS_LEAF);
    run_madt(&ts, madt, mlen, pptt, plen);
    assert_int_equal(tu_count_rule(&ts, "pptt.leaf-not-in-madt"), 0);
    al_tableset_free(&ts);

    /* A leaf for a disabled GICC (a core fused off) matches its MADT entry. */
    plen = read_file(CASE("pptt.leaf-not-in-madt"), pptt, sizeof(pptt));
    tu_put_u32(pptt, last + 12, 3);
    madt[GICC3_FLAGS] = 0;
    run_madt(&ts, madt, mlen, pptt, plen);
    assert_int_equal(tu_count_rule(&ts, "pptt.leaf-not-in-madt"), 0);
    assert_int_equal(tu_count_rule(&ts, "pptt.gicc-without-leaf"), 0);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valid_and_decoder),
        cmocka_unit_test(test_references),
        cmocka_unit_test(test_layout_and_parameters),
        cmocka_unit_test(test_reserved),
        cmocka_unit_test(test_qemu_virt),
        cmocka_unit_test(test_pptt_against_madt),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
