/* SPDX-License-Identifier: MIT */
/*
 * The HEST (Arm subset: generic error sources), HMAT, BGRT, CEDT and ERST
 * rules (src/check/hest_rules.c, hmat_rules.c, bgrt_rules.c, cedt_rules.c,
 * erst_rules.c) on tables built in memory: for every rule one table on which it fires and one close to it on which it
 * stays silent.  In memory for the defects iasl will not compile (an
 * unknown source type, a count past the table, a Length too short) and the
 * cross-table ones that need an SRAT; corpus/rules/arm/ has the rest as
 * iasl sources.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "acpilint/tableset.h"
#include "testutil.h"

static uint8_t buf[1024];

/* ---- HEST ------------------------------------------------------------------------------- */

/* A generic source at `at` (GHESv2 when v2) notified by `notify`; returns its end. */
static size_t ghes(size_t at, int v2, uint8_t notify)
{
    uint8_t *g = buf + at;
    tu_put_u16(g, 0, v2 ? 10 : 9);
    tu_put_u16(g, 4, 0xFFFF);
    g[7] = 1;
    tu_put_u32(g, 8, 1);
    tu_put_u32(g, 12, 1);
    tu_put_u32(g, 16, 0x1000);
    g[20] = 0; /* status block address in memory, 64-bit */
    g[21] = 64;
    g[23] = 4;
    tu_put_u64(g, 24, 0xFFFF0000);
    g[32] = notify;
    g[33] = 28;
    tu_put_u32(g, 60, 0x1000);
    if (!v2)
        return at + 64;
    g[64] = 0;
    g[65] = 64;
    g[67] = 4;
    tu_put_u64(g, 68, 0xFFFF0100);
    tu_put_u64(g, 76, ~1ull);
    tu_put_u64(g, 84, 1);
    return at + 92;
}

/* A HEST of a GHES notified by SEA and a GHESv2 notified by SDEI. */
static size_t hest(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "HEST", 0, 1);
    tu_put_u32(buf, 36, 2);
    return ghes(ghes(40, 0, 8), 1, 11);
}

static void test_hest_clean(void **state)
{
    (void)state;
    tu_add_built(buf, hest());
    assert_string_equal(tu_run_checks("hest."), "");
}

static void test_hest_fields(void **state)
{
    (void)state;
    static const struct tu_poke cases[] = {
        {40 + 6, 1, 1, "hest.reserved-nonzero"},        /* the GHES's reserved Flags byte */
        {40 + 32 + 3, 1, 0x01, "hest.reserved-nonzero"}, /* Configuration Write Enable bit 8 */
        {40 + 32, 1, 12, "hest.value-invalid"},          /* a reserved notification type */
        {40 + 32, 1, 4, "hest.notify-not-arm64"},        /* NMI */
        {40 + 32, 1, 9, "hest.notify-not-arm64"},        /* ARMv8 SEI */
        {40 + 32, 1, 10, ""},                            /* GSIV */
        {40 + 60, 4, 16, "hest.error-block-length-invalid"},
        {40 + 64 + 60, 4, 19, "hest.error-block-length-invalid"},
        {40 + 8, 1, 0, "hest.count-zero"},  /* no record to pre-allocate */
        {40 + 12, 1, 0, "hest.count-zero"}, /* no section per record */
    };
    TU_CHECK_POKES(buf, hest, "hest.", cases);
}

static void test_hest_walk(void **state)
{
    (void)state;
    size_t len = hest();
    buf[40 + 64] = 5; /* the second source's Type: reserved */
    tu_add_built(buf, len);
    assert_string_equal(tu_run_checks("hest."), "hest.source-type-unknown");
    tu_reset();
    len = hest();
    tu_put_u32(buf, 36, 3); /* a third source the table does not hold */
    tu_add_built(buf, len);
    assert_string_equal(tu_run_checks("hest."), "hest.length-invalid");
    tu_reset();
    len = hest();
    tu_add_built(buf, len - 1); /* the GHESv2 cut short */
    assert_string_equal(tu_run_checks("hest."), "hest.length-invalid");
    tu_reset();
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "HEST", 0, 1);
    tu_add_built(buf, 38);
    assert_string_equal(tu_run_checks("hest."), "hest.length-invalid");
}

/* ---- HMAT ------------------------------------------------------------------------------- */

/*
 * An HMAT: domain attributes (initiator 0, memory 1), a 1 x 2 access
 * latency structure (initiator 0, targets 0 and 1) and a memory side cache
 * of domain 1.
 */
static size_t hmat(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "HMAT", 0, 2);
    uint8_t *p = buf + 40;
    tu_put_u16(p, 0, 0);
    tu_put_u32(p, 4, 40);
    tu_put_u16(p, 8, 1);
    tu_put_u32(p, 12, 0);
    tu_put_u32(p, 16, 1);
    p += 40;
    tu_put_u16(p, 0, 1);
    tu_put_u32(p, 4, 32 + 4 + 8 + 4);
    tu_put_u32(p, 12, 1);
    tu_put_u32(p, 16, 2);
    tu_put_u64(p, 24, 100);
    tu_put_u32(p, 32, 0);
    tu_put_u32(p, 36, 0);
    tu_put_u32(p, 40, 1);
    tu_put_u16(p, 44, 10);
    tu_put_u16(p, 46, 20);
    p += 48;
    tu_put_u16(p, 0, 2);
    tu_put_u32(p, 4, 32);
    tu_put_u32(p, 8, 1);
    tu_put_u64(p, 16, 0x100000);
    tu_put_u32(p, 24, 0x00401111);
    return (size_t)(p + 32 - buf);
}

#define HMAT_LOCALITY 80
#define HMAT_CACHE 128

static void test_hmat(void **state)
{
    (void)state;
    tu_add_built(buf, hmat());
    assert_string_equal(tu_run_checks("hmat."), "");
    static const struct tu_poke cases[] = {
        {40 + 8, 2, 3, "hmat.reserved-nonzero"},        /* flags bit 1 */
        {36, 4, 1, "hmat.reserved-nonzero"},            /* the table's Reserved */
        {HMAT_LOCALITY + 9, 1, 6, "hmat.value-invalid"}, /* Data Type */
        {HMAT_LOCALITY + 24, 8, 0, "hmat.value-invalid"}, /* Entry Base Unit 0 */
        {HMAT_CACHE + 24, 4, 0x00401311, "hmat.value-invalid"}, /* associativity 3 */
        {HMAT_CACHE + 24, 4, 0x00402111, ""},                   /* write through */
        {HMAT_CACHE, 2, 7, "hmat.subtable-type-unknown"},
        {HMAT_LOCALITY + 16, 4, 3, "hmat.subtable-length-invalid"}, /* 3 targets in 48 bytes */
        {HMAT_LOCALITY + 4, 4, 0, "hmat.subtable-truncated"},
    };
    TU_CHECK_POKES(buf, hmat, "hmat.", cases);
}

/* SRAT with GICC affinity in domain 0 and memory affinity in `memory`. */
static void add_srat(uint32_t memory)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "SRAT", 0, 3);
    tu_put_u32(buf, 36, 1);
    buf[48] = 3;
    buf[49] = 18;
    tu_put_u32(buf, 58, 1);
    buf[66] = 1;
    buf[67] = 40;
    tu_put_u32(buf, 68, memory);
    tu_put_u64(buf, 74, 0x80000000);
    tu_put_u64(buf, 82, 0x40000000);
    tu_put_u32(buf, 94, 1);
    tu_add_built(buf, 106);
}

static void test_hmat_domains_vs_srat(void **state)
{
    (void)state;
    add_srat(1);
    tu_add_built(buf, hmat());
    assert_string_equal(tu_run_checks("hmat."), "");
    tu_reset();
    add_srat(2); /* the HMAT's domain 1 is in no SRAT structure */
    tu_add_built(buf, hmat());
    assert_string_equal(tu_run_checks("hmat."), "hmat.domain-not-in-srat");
    assert_int_equal(tu_count_rule(&tu_ts, "hmat.domain-not-in-srat"), 3);
}

/* ---- BGRT ------------------------------------------------------------------------------- */

/* A BGRT (56 bytes): version 1, displayed, a bitmap at 0x50000000. */
static size_t bgrt(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "BGRT", 0, 1);
    tu_put_u16(buf, 36, 1);
    buf[38] = 1;
    tu_put_u64(buf, 40, 0x50000000);
    return 56;
}

static void test_bgrt(void **state)
{
    (void)state;
    static const struct tu_poke cases[] = {
        {0, 0, 0, ""},
        {38, 1, 0x09, "bgrt.reserved-nonzero"}, /* Status bit 3 */
        {38, 1, 0x07, ""},                      /* displayed, rotated 270 degrees */
        {36, 1, 2, "bgrt.value-invalid"},       /* Version */
        {39, 1, 1, "bgrt.value-invalid"},       /* Image Type */
        {40, 8, 0, "bgrt.image-address-zero"},  /* Image Address 0 */
    };
    TU_CHECK_POKES(buf, bgrt, "bgrt.", cases);
    tu_reset();
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "BGRT", 0, 1);
    tu_put_u16(buf, 36, 1);
    tu_add_built(buf, 40);
    assert_string_equal(tu_run_checks("bgrt."), "bgrt.length-invalid");
}

/* ---- CEDT ------------------------------------------------------------------------------- */

/*
 * A CEDT: a CXL 2.0 host bridge (UID 7, 64 KiB registers), a memory window
 * of two ways (ENIW 1) on UIDs 7 and 8, an XOR math structure with one map
 * and an RCEC association (CXL.io).
 */
static size_t cedt(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "CEDT", 0, 1);
    uint8_t *p = buf + 36;
    p[0] = 0;
    tu_put_u16(p, 2, 32);
    tu_put_u32(p, 4, 7);
    tu_put_u32(p, 8, 1);
    tu_put_u64(p, 16, 0x4000000000ull);
    tu_put_u64(p, 24, 0x10000);
    p += 32;
    p[0] = 1;
    tu_put_u16(p, 2, 44);
    tu_put_u64(p, 8, 0x10000000000ull);
    tu_put_u64(p, 16, 0x40000000);
    p[24] = 1;
    tu_put_u16(p, 32, 6);
    tu_put_u32(p, 36, 7);
    tu_put_u32(p, 40, 8);
    p += 44;
    p[0] = 2;
    tu_put_u16(p, 2, 16);
    p[7] = 1;
    tu_put_u64(p, 8, 0x101);
    p += 16;
    p[0] = 3;
    tu_put_u16(p, 2, 20);
    tu_put_u64(p, 8, 0x4000100000ull);
    return (size_t)(p + 20 - buf);
}

#define CEDT_CHBS 36
#define CEDT_CFMWS 68
#define CEDT_CXIMS 112
#define CEDT_RDPAS 128

static void test_cedt(void **state)
{
    (void)state;
    tu_add_built(buf, cedt());
    assert_string_equal(tu_run_checks("cedt."), "");
    static const struct tu_poke cases[] = {
        {CEDT_CHBS + 1, 1, 1, "cedt.reserved-nonzero"},  /* header Reserved */
        {CEDT_CFMWS + 33, 1, 1, "cedt.reserved-nonzero"}, /* Window Restrictions bit 8 */
        {CEDT_RDPAS + 17, 1, 1, "cedt.reserved-nonzero"},
        {CEDT_CHBS + 8, 1, 2, "cedt.value-invalid"},      /* CXL Version */
        {CEDT_CHBS + 8, 1, 0, "cedt.value-invalid"},      /* CXL 1.1 with a 64 KiB block */
        {CEDT_CFMWS + 24, 1, 5, "cedt.value-invalid"},    /* ENIW 5 */
        {CEDT_CFMWS + 25, 1, 2, "cedt.value-invalid"},    /* arithmetic */
        {CEDT_RDPAS + 16, 1, 2, "cedt.value-invalid"},    /* protocol */
        {CEDT_CFMWS + 24, 1, 2, "cedt.subtable-length-invalid"}, /* 4 ways, 2 targets */
        {CEDT_CXIMS + 7, 1, 2, "cedt.subtable-length-invalid"},  /* 2 maps, room for 1 */
        {CEDT_RDPAS, 1, 9, "cedt.subtable-type-unknown"},
        {CEDT_RDPAS + 2, 1, 2, "cedt.subtable-truncated"},
    };
    TU_CHECK_POKES(buf, cedt, "cedt.", cases);
}

/* ---- ERST ------------------------------------------------------------------------------- */

/*
 * An ERST (ACPI 6.5 section 18.5) of two entries (32 bytes each, after the
 * 48-byte header): BEGIN_WRITE_OPERATION by WRITE_REGISTER_VALUE with
 * PRESERVE_REGISTER set, then EXECUTE_OPERATION by WRITE_REGISTER, each to a
 * 32-bit system memory register.  Returns its length.
 */
#define ERST_ENTRY(i) (48 + 32 * (size_t)(i))
static size_t erst(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "ERST", 0, 1);
    tu_put_u32(buf, 36, 48); /* Serialization Header Size */
    tu_put_u32(buf, 44, 2);  /* Instruction Entry Count */
    static const uint8_t action[2] = {0x00, 0x05}, instruction[2] = {0x03, 0x02};
    for (unsigned i = 0; i < 2; i++) {
        size_t e = ERST_ENTRY(i);
        buf[e] = action[i];
        buf[e + 1] = instruction[i];
        buf[e + 2] = i == 0 ? 1 : 0; /* PRESERVE_REGISTER */
        buf[e + 4] = 0;              /* GAS: system memory, 32 bits, dword access */
        buf[e + 5] = 32;
        buf[e + 7] = 3;
        tu_put_u64(buf, e + 8, 0x90000000u + 8u * i);
        tu_put_u64(buf, e + 24, 0xFFFFFFFFu);
    }
    return ERST_ENTRY(2);
}

static void test_erst(void **state)
{
    (void)state;
    tu_add_built(buf, erst());
    assert_string_equal(tu_run_checks("erst."), "");
    static const struct tu_poke cases[] = {
        {40, 1, 1, "erst.reserved-nonzero"},                /* header Reserved */
        {ERST_ENTRY(1) + 3, 1, 0x80, "erst.reserved-nonzero"}, /* an entry's Reserved */
        {ERST_ENTRY(1) + 2, 1, 2, "erst.reserved-nonzero"},    /* Flags bit 1 */
        {ERST_ENTRY(0) + 2, 1, 0x81, "erst.reserved-nonzero"}, /* bit 7 beside PRESERVE_REGISTER */
        {ERST_ENTRY(1), 1, 0x11, "erst.value-invalid"},        /* an action past 0x10 */
        {ERST_ENTRY(0) + 1, 1, 0x13, "erst.value-invalid"},    /* an instruction past 0x12 */
        {ERST_ENTRY(0) + 1, 1, 0x12, ""},                      /* MOVE_DATA, the last one */
        {ERST_ENTRY(1), 1, 0x10, ""},                          /* the last action */
    };
    TU_CHECK_POKES(buf, erst, "erst.", cases);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_hest_clean, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_hest_fields, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_hest_walk, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_hmat, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_hmat_domains_vs_srat, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_bgrt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_cedt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_erst, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
