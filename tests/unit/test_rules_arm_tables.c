/* SPDX-License-Identifier: MIT */
/*
 * The catalogue-driven rules of SRAT, SLIT, PCCT, SDEI, AGDI, AEST, MPAM
 * and APMT (src/check/field_rules.c and the per-table files) on tables
 * built in memory: for every rule one table on which it fires and one
 * close to it on which it stays silent.  In memory because most of these
 * defects are what iasl refuses to compile (a zero Length, an unknown
 * Type, a count past the structure) and Debian 12's iasl knows none of
 * AEST, MPAM, APMT or AGDI; corpus/rules/arm/ shows the tables as iasl
 * sources too.
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

static void add(size_t len)
{
    tu_put_u32(buf, 4, (uint32_t)len);
    tu_fix_checksum(buf, len);
    tu_add_table(&tu_ts, buf, len, 0);
}

/* MADT with GICCs of ACPI Processor UIDs 0-3 (82-byte ACPI 6.5 GICCs) and a GICD. */
static void add_madt(void)
{
    memset(buf, 0, sizeof(buf));
    size_t len = 44 + 4 * 82 + 24;
    tu_put_header(buf, "APIC", (uint32_t)len, 6);
    for (unsigned i = 0; i < 4; i++) {
        uint8_t *g = buf + 44 + i * 82;
        g[0] = 0xB;
        g[1] = 82;
        tu_put_u32(g, 4, i);  /* CPU interface number */
        tu_put_u32(g, 8, i);  /* ACPI Processor UID */
        tu_put_u32(g, 12, 1); /* enabled */
        tu_put_u64(g, 68, i); /* MPIDR */
    }
    uint8_t *d = buf + 44 + 4 * 82;
    d[0] = 0xC;
    d[1] = 24;
    d[20] = 3;
    add(len);
}

/* ---- SRAT ------------------------------------------------------------------------------- */

/* SRAT: GICC affinity for UIDs 0-3 in `domain`, then one memory affinity in `domain`. */
static size_t srat(uint32_t domain)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "SRAT", 0, 3);
    tu_put_u32(buf, 36, 1);
    size_t at = 48;
    for (unsigned i = 0; i < 4; i++, at += 18) {
        buf[at] = 3;
        buf[at + 1] = 18;
        tu_put_u32(buf, at + 2, domain);
        tu_put_u32(buf, at + 6, i);
        tu_put_u32(buf, at + 10, 1);
    }
    buf[at] = 1;
    buf[at + 1] = 40;
    tu_put_u32(buf, at + 2, domain);
    tu_put_u64(buf, at + 16, 0x40000000);
    tu_put_u32(buf, at + 28, 1);
    return at + 40;
}

#define SRAT_MEMORY (48 + 4 * 18)

static void test_srat_clean(void **state)
{
    (void)state;
    add(srat(0));
    assert_string_equal(tu_run_checks("srat."), "");
}

static void test_srat_reserved(void **state)
{
    (void)state;
    size_t len = srat(0);
    buf[SRAT_MEMORY + 28] = 0x21; /* enabled and bit 5 */
    add(len);
    assert_string_equal(tu_run_checks("srat."), "srat.reserved-nonzero");
}

static void test_srat_generic_initiator(void **state)
{
    (void)state;
    for (uint8_t handle_type = 1; handle_type <= 2; handle_type++) {
        tu_ts_teardown(NULL);
        tu_ts_setup(NULL);
        size_t len = srat(0);
        buf[len] = 5;
        buf[len + 1] = 32;
        buf[len + 3] = handle_type;
        tu_put_u32(buf, len + 24, 1);
        add(len + 32);
        assert_string_equal(tu_run_checks("srat."), handle_type == 2 ? "srat.value-invalid" : "");
    }
}

static void test_srat_structures(void **state)
{
    (void)state;
    size_t len = srat(0);
    buf[len] = 9; /* no such type */
    buf[len + 1] = 8;
    add(len + 8);
    assert_string_equal(tu_run_checks("srat."), "srat.subtable-type-unknown");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    len = srat(0);
    buf[len] = 3; /* a 16-byte GICC affinity: no Clock Domain */
    buf[len + 1] = 16;
    tu_put_u32(buf, len + 6, 3);
    tu_put_u32(buf, len + 10, 1);
    add(len + 16);
    assert_string_equal(tu_run_checks("srat."), "srat.subtable-length-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    len = srat(0);
    buf[SRAT_MEMORY + 1] = 0;
    add(len);
    assert_string_equal(tu_run_checks("srat."), "srat.subtable-truncated");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    len = srat(0);
    tu_put_u32(buf, 36, 2);
    add(len);
    assert_string_equal(tu_run_checks("srat."), "srat.table-revision-invalid");
}

/* SLIT of n localities, distance 10 on the diagonal and 20 elsewhere. */
static size_t slit(unsigned n)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "SLIT", 0, 1);
    tu_put_u64(buf, 36, n);
    for (unsigned i = 0; i < n; i++)
        for (unsigned j = 0; j < n; j++)
            buf[44 + i * n + j] = i == j ? 10 : 20;
    return 44 + n * n;
}

static void test_srat_domains_vs_slit(void **state)
{
    (void)state;
    add(slit(2));
    add(srat(1));
    assert_string_equal(tu_run_checks("srat."), "");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add(slit(1));
    add(srat(1));
    assert_string_equal(tu_run_checks("srat."), "srat.domain-outside-slit");
}

static void test_slit(void **state)
{
    (void)state;
    add(slit(3));
    assert_string_equal(tu_run_checks("slit."), "");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    size_t len = slit(3);
    buf[44 + 4] = 11; /* [1][1] */
    buf[44 + 5] = 9;  /* [1][2] */
    add(len);
    assert_string_equal(tu_run_checks("slit."), "slit.diagonal-not-local,slit.distance-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    slit(3);
    add(44 + 8); /* a 3 x 3 matrix in 8 bytes */
    assert_string_equal(tu_run_checks("slit."), "slit.length-invalid");
}

/* ---- PCCT ------------------------------------------------------------------------------- */

/* PCCT with one generic subspace whose doorbell is in `space`. */
static size_t pcct(uint8_t space)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "PCCT", 0, 2);
    uint8_t *s = buf + 48;
    s[0] = 0;
    s[1] = 62;
    tu_put_u64(s, 8, 0x80000000); /* shared memory */
    tu_put_u64(s, 16, 0x1000);
    s[24] = space;
    s[25] = 32;
    s[27] = 3;
    tu_put_u64(s, 28, 0x90000000);
    return 48 + 62;
}

static void test_pcct(void **state)
{
    (void)state;
    add(pcct(0));
    assert_string_equal(tu_run_checks("pcct."), "");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add(pcct(2));
    assert_string_equal(tu_run_checks("pcct."), "pcct.register-space-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    size_t len = pcct(0);
    buf[36] = 0x8; /* flag bit 3 */
    buf[48 + 3] = 1;
    add(len);
    assert_string_equal(tu_run_checks("pcct."), "pcct.reserved-nonzero");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    len = pcct(0);
    buf[len] = 9;
    buf[len + 1] = 8;
    add(len + 8);
    assert_string_equal(tu_run_checks("pcct."), "pcct.subtable-type-unknown");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    len = pcct(0);
    buf[len] = 1; /* a HW-reduced subspace of 40 bytes */
    buf[len + 1] = 40;
    add(len + 40);
    assert_string_equal(tu_run_checks("pcct."), "pcct.subtable-length-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    len = pcct(0);
    buf[48 + 1] = 70; /* past the end */
    add(len);
    assert_string_equal(tu_run_checks("pcct."), "pcct.subtable-truncated");
}

static void test_pcct_slave(void **state)
{
    (void)state;
    for (uint8_t flags = 0; flags <= 1; flags++) {
        tu_ts_teardown(NULL);
        tu_ts_setup(NULL);
        size_t len = pcct(0);
        buf[36] = flags;
        buf[len] = 4;
        buf[len + 1] = 164;
        add(len + 164);
        assert_string_equal(tu_run_checks("pcct."),
                            flags ? "" : "pcct.slave-without-platform-interrupt");
    }
}

/* ---- SDEI, AGDI --------------------------------------------------------------------------- */

static void test_sdei_agdi(void **state)
{
    (void)state;
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "SDEI", 0, 1);
    add(36);
    assert_string_equal(tu_run_checks("sdei."), "");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add(40);
    assert_string_equal(tu_run_checks("sdei."), "sdei.length-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "AGDI", 0, 1);
    buf[36] = 1;
    tu_put_u32(buf, 40, 0x40000001);
    add(48);
    assert_string_equal(tu_run_checks("agdi."), "");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    buf[36] = 9;
    add(48);
    assert_string_equal(tu_run_checks("agdi."), "agdi.reserved-nonzero");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    buf[36] = 1;
    add(44);
    assert_string_equal(tu_run_checks("agdi."), "agdi.length-invalid");
}

/* ---- AEST --------------------------------------------------------------------------------- */

/*
 * AEST revision 1 with one processor node for ACPI Processor ID `id`: the
 * 44-byte header, processor data (16) and cache resource (8) at 44, the
 * 48-byte interface at 68 and one 12-byte interrupt at 116: 128 bytes.
 */
static size_t aest(uint32_t id)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "AEST", 0, 1);
    uint8_t *n = buf + 36;
    n[0] = 0;
    tu_put_u16(n, 1, 128);
    tu_put_u32(n, 4, 44);
    tu_put_u32(n, 8, 68);
    tu_put_u32(n, 12, 116);
    tu_put_u32(n, 16, 1);
    tu_put_u32(n, 44, id);
    n[68] = 1; /* MMIO interface */
    tu_put_u64(n, 76, 0x10000000);
    tu_put_u32(n, 88, 1); /* one error record */
    n[116] = 1;           /* error recovery interrupt */
    tu_put_u32(n, 120, 40);
    return 36 + 128;
}

static void test_aest(void **state)
{
    (void)state;
    add_madt();
    add(aest(2));
    assert_string_equal(tu_run_checks("aest."), "");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add_madt();
    add(aest(9));
    assert_string_equal(tu_run_checks("aest."), "aest.processor-not-in-madt");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add_madt();
    size_t len = aest(1);
    buf[36 + 68 + 2] = 1; /* interface Reserved */
    buf[36 + 44 + 4] = 5; /* resource type 5 */
    add(len);
    assert_string_equal(tu_run_checks("aest."), "aest.reserved-nonzero,aest.value-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add_madt();
    len = aest(1);
    buf[36] = 9;
    add(len);
    assert_string_equal(tu_run_checks("aest."), "aest.subtable-type-unknown");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add_madt();
    len = aest(1);
    tu_put_u32(buf, 36 + 16, 2); /* two interrupts in room for one */
    add(len);
    assert_string_equal(tu_run_checks("aest."), "aest.subtable-length-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add_madt();
    len = aest(1);
    tu_put_u16(buf, 36 + 1, 0);
    add(len);
    assert_string_equal(tu_run_checks("aest."), "aest.subtable-truncated");
}

/* ---- MPAM, APMT ----------------------------------------------------------------------------- */

/* PPTT revision 3 with one cache of Cache ID 1 (valid); SRAT with domain 0 (srat()). */
static void add_pptt(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "PPTT", 0, 3);
    uint8_t *c = buf + 36;
    c[0] = 1;
    c[1] = 28;
    tu_put_u32(c, 4, 0x80);
    tu_put_u32(c, 24, 1);
    add(36 + 28);
}

/* MPAM with one MMIO MSC of one resource node locating `locator` with `d1`. */
static size_t mpam(uint8_t locator, uint64_t d1)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "MPAM", 0, 1);
    uint8_t *m = buf + 36;
    tu_put_u16(m, 0, 96);
    tu_put_u32(m, 4, 1);
    tu_put_u64(m, 8, 0x20000000);
    tu_put_u32(m, 16, 0x4000);
    tu_put_u32(m, 68, 1);
    m[72 + 7] = locator;
    tu_put_u64(m, 72 + 8, d1);
    return 36 + 96;
}

static void test_mpam(void **state)
{
    (void)state;
    add_pptt();
    add(srat(0));
    add(mpam(0, 1));
    assert_string_equal(tu_run_checks("mpam."), "");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add_pptt();
    add(srat(0));
    add(mpam(0, 2));
    assert_string_equal(tu_run_checks("mpam."), "mpam.cache-locator-unknown");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add(srat(0));
    add(mpam(1, 0));
    assert_string_equal(tu_run_checks("mpam."), "");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add(srat(0));
    add(mpam(1, 5));
    assert_string_equal(tu_run_checks("mpam."), "mpam.memory-locator-unknown");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    size_t len = mpam(4, 0);
    buf[36 + 2] = 3; /* interface type 3 */
    buf[36 + 3] = 1; /* Reserved */
    add(len);
    assert_string_equal(tu_run_checks("mpam."), "mpam.reserved-nonzero,mpam.value-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    len = mpam(4, 0);
    tu_put_u32(buf, 36 + 72 + 20, 1); /* a dependency the MSC has no room for */
    add(len);
    assert_string_equal(tu_run_checks("mpam."), "mpam.subtable-length-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    len = mpam(4, 0);
    tu_put_u16(buf, 36, 200);
    add(len);
    assert_string_equal(tu_run_checks("mpam."), "mpam.subtable-truncated");
}

/* APMT with one memory controller PMU node affine to processor UID `uid`. */
static size_t apmt(uint32_t uid)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "APMT", 0, 0);
    uint8_t *n = buf + 36;
    tu_put_u16(n, 0, 56);
    tu_put_u64(n, 20, 0x30000000);
    tu_put_u32(n, 36, 200);
    tu_put_u32(n, 48, uid);
    return 36 + 56;
}

static void test_apmt(void **state)
{
    (void)state;
    add_madt();
    add(apmt(3));
    assert_string_equal(tu_run_checks("apmt."), "");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add_madt();
    add(apmt(7));
    assert_string_equal(tu_run_checks("apmt."), "apmt.processor-not-in-madt");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add_madt();
    size_t len = apmt(7);
    buf[36 + 2] = 0x12; /* processor container affinity (bit 1) and reserved bit 4 */
    buf[36 + 3] = 7;    /* node type 7 */
    add(len);
    assert_string_equal(tu_run_checks("apmt."), "apmt.reserved-nonzero,apmt.value-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    len = apmt(0);
    tu_put_u16(buf, 36, 48);
    add(len);
    assert_string_equal(tu_run_checks("apmt."),
                        "apmt.subtable-length-invalid,apmt.subtable-truncated");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    len = apmt(0);
    tu_put_u16(buf, 36, 0);
    add(len);
    assert_string_equal(tu_run_checks("apmt."), "apmt.subtable-truncated");
}

/* PPTT revision 3 with caches of Cache IDs a and b (valid). */
static void test_pptt_cache_ids(void **state)
{
    (void)state;
    static const uint32_t pairs[][2] = {{1, 2}, {1, 1}, {0, 2}};
    static const char *const want[] = {"", "pptt.cache-id-duplicate", "pptt.cache-id-zero"};
    for (unsigned k = 0; k < 3; k++) {
        tu_ts_teardown(NULL);
        tu_ts_setup(NULL);
        memset(buf, 0, sizeof(buf));
        tu_put_header(buf, "PPTT", 0, 3);
        for (unsigned i = 0; i < 2; i++) {
            uint8_t *c = buf + 36 + 28 * i;
            c[0] = 1;
            c[1] = 28;
            tu_put_u32(c, 4, 0x80);
            tu_put_u32(c, 24, pairs[k][i]);
        }
        add(36 + 2 * 28);
        assert_string_equal(tu_run_checks("pptt.cache-id"), want[k]);
    }
}

static void test_bert_pdtt_ras2(void **state)
{
    (void)state;
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "BERT", 0, 1);
    tu_put_u32(buf, 36, 0x1000);
    tu_put_u64(buf, 40, 0xFFFF0000);
    add(48);
    assert_string_equal(tu_run_checks("bert."), "");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    tu_put_u32(buf, 36, 0);
    add(48);
    assert_string_equal(tu_run_checks("bert."), "bert.region-length-invalid");
    tu_ts_teardown(NULL);
    tu_ts_setup(NULL);
    add(44);
    assert_string_equal(tu_run_checks("bert."), "bert.length-invalid,bert.region-length-invalid");
    /* PDTT: two triggers at 44 */
    for (unsigned k = 0; k < 3; k++) {
        tu_ts_teardown(NULL);
        tu_ts_setup(NULL);
        memset(buf, 0, sizeof(buf));
        tu_put_header(buf, "PDTT", 0, 0);
        buf[36] = 2;
        tu_put_u32(buf, 40, k == 2 ? 46 : 44);
        buf[44] = 1;
        buf[45] = k == 1 ? 0x9 : 0x1;
        buf[46] = 2;
        buf[47] = 0x6;
        add(48);
        static const char *const want[] = {"", "pdtt.reserved-nonzero", "pdtt.length-invalid"};
        assert_string_equal(tu_run_checks("pdtt."), want[k]);
    }
    /* RAS2: two memory descriptors */
    for (unsigned k = 0; k < 4; k++) {
        tu_ts_teardown(NULL);
        tu_ts_setup(NULL);
        memset(buf, 0, sizeof(buf));
        tu_put_header(buf, "RAS2", 0, 1);
        tu_put_u16(buf, 38, k == 3 ? 3 : 2);
        buf[48] = 1;
        if (k == 1)
            buf[49] = 1; /* descriptor 1 Reserved */
        if (k == 2)
            buf[51] = 0x3F;
        add(56);
        static const char *const want[] = {"", "ras2.reserved-nonzero", "ras2.value-invalid",
                                           "ras2.length-invalid"};
        assert_string_equal(tu_run_checks("ras2."), want[k]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_srat_clean, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_srat_reserved, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_srat_generic_initiator, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_srat_structures, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_srat_domains_vs_slit, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_slit, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_pcct, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_pcct_slave, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_sdei_agdi, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_aest, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_mpam, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_apmt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_pptt_cache_ids, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_bert_pdtt_ras2, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
