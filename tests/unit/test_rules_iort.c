/* SPDX-License-Identifier: MIT */
/*
 * IORT decoder and rules (src/model/iort.c, src/check/iort_rules.c) on
 * tables built in memory: the rules the per-rule corpus cannot show
 * because iasl recomputes node lengths, counts and offsets, and the one
 * that needs an MADT without ITS.  The base table is QEMU virt's IORT: an
 * ITS group (ITS ID 0) at 0x30 and a root complex at 0x48 whose one ID
 * mapping (at 0x6C) goes to the ITS group.  A second table adds the
 * SMMUv1/v2 and RMR nodes for their arrays, flags and models, and the field
 * rules of iort_fields.c are shown on both.
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
    b[0x5F] = 3;               /* CPM, DACS: coherent path, as CCA 1 requires */
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

static void run_len(struct al_tableset *ts, uint8_t *iort, size_t len, int its_id)
{
    static const struct al_source src = {.file = "test"};
    uint8_t madt[128];
    size_t mlen = build_madt(madt, its_id);
    tu_fix_checksum(iort, len);
    al_tableset_init(ts);
    assert_non_null(al_tableset_add(ts, madt, mlen, NULL, &src));
    const struct al_table *t = al_tableset_add(ts, iort, len, NULL, &src);
    assert_non_null(t);
    struct al_context ctx = {ts, NULL, NULL};
    for (size_t i = 0; al_checks_iort[i].run; i++)
        al_checks_iort[i].run(&ctx, t);
}

static void run(struct al_tableset *ts, uint8_t *iort, int its_id)
{
    run_len(ts, iort, IORT_LEN, its_id);
}

static int iort_findings(const struct al_tableset *ts)
{
    static const char *const ids[] = {
        "iort.node-offset-invalid", "iort.node-truncated",  "iort.node-type-unknown",
        "iort.node-length-invalid", "iort.mapping-outside-node", "iort.reference-invalid",
        "iort.its-id-unknown",      "iort.its-group-without-its", "iort.node-revision-invalid",
        "iort.reserved-nonzero",    "iort.memory-access-invalid", "iort.its-group-mappings",
        "iort.smmu-model-unknown",  "iort.smmuv3-model-unknown",
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
    struct al_walk w;
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

/*
 * A second table for the node types QEMU's IORT lacks: the ITS group, an
 * SMMUv1/v2 (MMU-500) at 0x48 with its global interrupt array at +60 and one
 * context interrupt at +76, and an RMR at 0x9C with one memory range
 * descriptor at +28.
 */
#define IORT2_LEN 204u

static void build_iort2(uint8_t *b)
{
    memset(b, 0, IORT2_LEN);
    tu_put_header(b, "IORT", IORT2_LEN, 5);
    tu_put_u32(b, 36, 3);
    tu_put_u32(b, 40, 0x30);
    b[0x30] = 0; /* ITS group, ITS ID 0 */
    tu_put_u16(b, 0x31, 24);
    b[0x33] = 1;
    tu_put_u32(b, 0x40, 1);
    b[0x48] = 3; /* SMMUv1/v2 */
    tu_put_u16(b, 0x49, 84);
    b[0x4B] = 3;
    tu_put_u64(b, 0x48 + 16, 0x2B400000);
    tu_put_u32(b, 0x48 + 32, 3);  /* CoreLink MMU-500 */
    tu_put_u32(b, 0x48 + 40, 60); /* global interrupt array */
    tu_put_u32(b, 0x48 + 44, 1);  /* one context interrupt ... */
    tu_put_u32(b, 0x48 + 48, 76); /* ... at +76 */
    tu_put_u32(b, 0x48 + 60, 97);
    tu_put_u32(b, 0x48 + 68, 98);
    tu_put_u32(b, 0x48 + 76, 99);
    b[0x9C] = 6; /* RMR */
    tu_put_u16(b, 0x9D, 48);
    b[0x9F] = 3;
    tu_put_u32(b, 0x9C + 20, 1);  /* one memory range descriptor ... */
    tu_put_u32(b, 0x9C + 24, 28); /* ... at +28 */
    tu_put_u64(b, 0x9C + 28, 0x80000000);
    tu_put_u64(b, 0x9C + 36, 0x10000);
}

static void expect_only2(uint8_t *b, const char *rule)
{
    struct al_tableset ts;
    run_len(&ts, b, IORT2_LEN, 0);
    assert_int_equal(tu_count_rule(&ts, rule), 1);
    assert_int_equal(iort_findings(&ts), 1);
    al_tableset_free(&ts);
}

static void test_arrays(void **state)
{
    (void)state;
    uint8_t b[IORT2_LEN];
    build_iort2(b);
    struct al_tableset ts;
    run_len(&ts, b, IORT2_LEN, 0);
    assert_int_equal(iort_findings(&ts), 0);
    al_tableset_free(&ts);
    build_iort2(b);
    tu_put_u32(b, 0x48 + 40, 72); /* global array would end 4 bytes past the SMMU node */
    expect_only2(b, "iort.node-length-invalid");
    build_iort2(b);
    tu_put_u32(b, 0x48 + 44, 2); /* two context interrupts, room for one */
    expect_only2(b, "iort.node-length-invalid");
    build_iort2(b);
    tu_put_u32(b, 0x48 + 56, 8); /* a PMU array inside the fixed fields */
    tu_put_u32(b, 0x48 + 52, 1);
    expect_only2(b, "iort.node-length-invalid");
    build_iort2(b);
    tu_put_u32(b, 0x9C + 20, 2); /* two descriptors, room for one */
    expect_only2(b, "iort.node-length-invalid");
}

static void test_field_rules(void **state)
{
    (void)state;
    uint8_t b[IORT_LEN];
    build_iort(b);
    b[0x33] = 2; /* ITS group revision 2: the newest is 1 */
    expect_only(b, 0, "iort.node-revision-invalid");
    build_iort(b);
    tu_put_u32(b, 44, 1); /* the table's Reserved word */
    expect_only(b, 0, "iort.reserved-nonzero");
    build_iort(b);
    b[0x5D] = 1; /* root complex memory properties: reserved half-word */
    expect_only(b, 0, "iort.reserved-nonzero");
    build_iort(b);
    tu_put_u32(b, 0x60, 8); /* ATS attribute bit 3 */
    expect_only(b, 0, "iort.reserved-nonzero");
    build_iort(b);
    b[0x69] = 1; /* revision 3: the reserved byte after the memory address size limit */
    expect_only(b, 0, "iort.reserved-nonzero");
    build_iort(b);
    b[0x4B] = 0; /* revision 0 defines nothing past the PCI segment: not read */
    b[0x69] = 1;
    struct al_tableset ts;
    run(&ts, b, 0);
    assert_int_equal(iort_findings(&ts), 0);
    al_tableset_free(&ts);
    build_iort(b);
    tu_put_u32(b, 0x7C, 2); /* ID mapping flags bit 1 */
    expect_only(b, 0, "iort.reserved-nonzero");
    build_iort(b);
    b[0x5F] = 0; /* CCA 1 without CPM */
    expect_only(b, 0, "iort.memory-access-invalid");
    build_iort(b);
    tu_put_u32(b, 0x58, 0); /* CCA 0 with CPM and DACS */
    expect_only(b, 0, "iort.memory-access-invalid");
    build_iort(b);
    tu_put_u32(b, 0x58, 2); /* CCA 2 */
    expect_only(b, 0, "iort.memory-access-invalid");
    build_iort(b);
    tu_put_u32(b, 0x3C, 0x18); /* ITS group: a reference to an (empty) ID array */
    expect_only(b, 0, "iort.its-group-mappings");
}

static void test_smmu_fields(void **state)
{
    (void)state;
    uint8_t b[IORT2_LEN];
    build_iort2(b);
    tu_put_u32(b, 0x48 + 32, 6); /* SMMUv1/v2 model 6 */
    expect_only2(b, "iort.smmu-model-unknown");
    build_iort2(b);
    tu_put_u32(b, 0x48 + 36, 4); /* SMMU flags bit 2 */
    expect_only2(b, "iort.reserved-nonzero");
    build_iort2(b);
    tu_put_u32(b, 0x48 + 64, 2); /* global interrupt flags bit 1 */
    tu_put_u32(b, 0x48 + 72, 2);
    expect_only2(b, "iort.reserved-nonzero");
    build_iort2(b);
    tu_put_u32(b, 0x9C + 44, 1); /* RMR descriptor reserved word */
    expect_only2(b, "iort.reserved-nonzero");
    build_iort2(b);
    b[0x9F] = 2; /* RMR revision 2: the withdrawn E.c layout */
    expect_only2(b, "iort.node-revision-invalid");
    /* The SMMU becomes an SMMUv3 (base 0x2B400000, model at +40 = 60). */
    build_iort2(b);
    b[0x48] = 4;
    tu_put_u64(b, 0x48 + 16, 0);
    tu_put_u32(b, 0x48 + 32, 0);
    tu_put_u32(b, 0x48 + 36, 0);
    expect_only2(b, "iort.smmuv3-model-unknown");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_decoder),
        cmocka_unit_test(test_layout_rules),
        cmocka_unit_test(test_references),
        cmocka_unit_test(test_arrays),
        cmocka_unit_test(test_field_rules),
        cmocka_unit_test(test_smmu_fields),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
