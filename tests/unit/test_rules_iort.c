/* SPDX-License-Identifier: MIT */
/*
 * IORT decoder and rules (src/model/iort.c, src/check/iort_rules.c) on
 * tables built in memory: the rules the per-rule corpus cannot show
 * because iasl recomputes node lengths, counts and offsets, and the one
 * that needs an MADT without ITS.  The base table is QEMU virt's IORT: an
 * ITS group (ITS ID 0) at 0x30 and a root complex at 0x48 whose one ID
 * mapping (at 0x6C) goes to the ITS group.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "acpilint/engine.h"
#include "acpilint/iort.h"
#include "acpilint/tableset.h"
#include "testutil.h"

extern const struct al_check al_checks_iort[];

#define IORT_LEN 128u

static void build_iort(uint8_t *b)
{
    memset(b, 0, IORT_LEN);
    tu_put_header(b, "IORT", IORT_LEN, 3);
    tu_put_u32(b, 36, 2);    /* NodeCount */
    tu_put_u32(b, 40, 0x30); /* NodeOffset */
    b[0x30] = 0;             /* ITS group */
    tu_put_u16(b, 0x31, 24);
    b[0x33] = 1;
    tu_put_u32(b, 0x40, 1); /* ItsCount */
    tu_put_u32(b, 0x44, 0); /* ITS ID 0 */
    b[0x48] = 2;            /* root complex */
    tu_put_u16(b, 0x49, 56);
    b[0x4B] = 3;
    tu_put_u32(b, 0x4C, 1);    /* Identifier */
    tu_put_u32(b, 0x50, 1);    /* mapping count */
    tu_put_u32(b, 0x54, 36);   /* mapping offset */
    tu_put_u32(b, 0x58, 1);    /* cache coherent */
    b[0x68] = 0x40;            /* memory address limit */
    tu_put_u32(b, 0x70, 0xFFFF); /* ID count */
    tu_put_u32(b, 0x78, 0x30);   /* output reference: the ITS group */
}

/* MADT with a GICD and, when its_id >= 0, one GIC ITS structure. */
static size_t build_madt(uint8_t *b, int its_id)
{
    size_t len = 44 + 24 + (its_id >= 0 ? 20 : 0);
    memset(b, 0, len);
    tu_put_header(b, "APIC", (uint32_t)len, 5);
    b[44] = 0xC;
    b[45] = 24;
    b[44 + 20] = 3; /* GICv3 */
    if (its_id >= 0) {
        b[68] = 0xF;
        b[69] = 20;
        tu_put_u32(b, 72, (uint32_t)its_id);
        tu_put_u64(b, 76, 0x08080000);
    }
    tu_fix_checksum(b, len);
    return len;
}

static void run(struct al_tableset *ts, uint8_t *iort, int its_id)
{
    static const struct al_source src = {.file = "test"};
    uint8_t madt[128];
    size_t mlen = build_madt(madt, its_id);
    tu_fix_checksum(iort, IORT_LEN);
    al_tableset_init(ts);
    assert_non_null(al_tableset_add(ts, madt, mlen, NULL, &src));
    const struct al_table *t = al_tableset_add(ts, iort, IORT_LEN, NULL, &src);
    assert_non_null(t);
    struct al_context ctx = {ts, NULL, NULL};
    al_checks_iort[0].run(&ctx, t);
}

static int iort_findings(const struct al_tableset *ts)
{
    static const char *const ids[] = {
        "iort.node-offset-invalid", "iort.node-truncated",  "iort.node-type-unknown",
        "iort.node-length-invalid", "iort.mapping-outside-node", "iort.reference-invalid",
        "iort.its-id-unknown",      "iort.its-group-without-its",
    };
    int n = 0;
    for (size_t i = 0; i < sizeof(ids) / sizeof(ids[0]); i++)
        n += tu_count_rule(ts, ids[i]);
    return n;
}

/* One defect, exactly one finding of `rule` and none of the other IORT rules. */
static void expect_only(uint8_t *iort, int its_id, const char *rule)
{
    struct al_tableset ts;
    run(&ts, iort, its_id);
    assert_int_equal(tu_count_rule(&ts, rule), 1);
    assert_int_equal(iort_findings(&ts), 1);
    al_tableset_free(&ts);
}

static void test_decoder(void **state)
{
    (void)state;
    uint8_t b[IORT_LEN];
    build_iort(b);
    struct al_tableset ts;
    run(&ts, b, 0);
    const struct al_table *t = al_tableset_find(&ts, "IORT", 0);
    struct al_iort io;
    assert_true(al_iort_decode(t, &io));
    assert_int_equal(io.node_count, 2);
    struct al_iort_walk w;
    struct al_iort_node n;
    al_iort_walk_init(&w, &io);
    assert_int_equal(al_iort_walk_next(&w, &n), AL_WALK_OK);
    uint32_t v;
    assert_true(al_iort_its_count(t, &n, &v));
    assert_int_equal(v, 1);
    assert_int_equal(al_iort_walk_next(&w, &n), AL_WALK_OK);
    assert_int_equal(n.type, AL_IORT_ROOT_COMPLEX);
    assert_true(n.mappings_fit);
    struct al_iort_mapping m;
    assert_true(al_iort_mapping(t, &n, 0, &m));
    assert_int_equal(m.output_reference, 0x30);
    assert_false(al_iort_mapping(t, &n, 1, &m));
    assert_int_equal(al_iort_walk_next(&w, &n), AL_WALK_END);
    /* The sound table gives no finding. */
    assert_int_equal(iort_findings(&ts), 0);
    al_tableset_free(&ts);
}

static void test_layout_rules(void **state)
{
    (void)state;
    uint8_t b[IORT_LEN];
    build_iort(b);
    tu_put_u32(b, 40, 0x20); /* NodeOffset inside the fixed fields */
    expect_only(b, 0, "iort.node-offset-invalid");
    build_iort(b);
    tu_put_u32(b, 36, 3); /* a third node that is not there */
    expect_only(b, 0, "iort.node-truncated");
    build_iort(b);
    b[0x48] = 9; /* the root complex becomes a reserved type */
    expect_only(b, 0, "iort.node-type-unknown");
    build_iort(b);
    tu_put_u32(b, 0x40, 2); /* two ITS ids in a 24-byte node */
    expect_only(b, 0, "iort.node-length-invalid");
    build_iort(b);
    tu_put_u32(b, 0x54, 40); /* mapping would end 4 bytes past the node */
    expect_only(b, 0, "iort.mapping-outside-node");
}

static void test_references(void **state)
{
    (void)state;
    uint8_t b[IORT_LEN];
    build_iort(b);
    tu_put_u32(b, 0x78, 0x48); /* the root complex maps to itself */
    expect_only(b, 0, "iort.reference-invalid");
    build_iort(b);
    tu_put_u32(b, 0x78, 0x34); /* inside the ITS group */
    expect_only(b, 0, "iort.reference-invalid");
    build_iort(b);
    expect_only(b, 7, "iort.its-id-unknown");
    /* GICv2m-style MADT without ITS (QEMU virt default): a warning only. */
    build_iort(b);
    expect_only(b, -1, "iort.its-group-without-its");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_decoder),
        cmocka_unit_test(test_layout_rules),
        cmocka_unit_test(test_references),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
