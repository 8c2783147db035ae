/* SPDX-License-Identifier: MIT */
/*
 * The CSRT and TPM2 rules (src/check/csrt_rules.c, tpm2_rules.c) on tables
 * built in memory: a clean table, then one defect at a time, each with the
 * rule it must fire (and nothing else of the table's area).  In memory for
 * what Debian 12's iasl will not compile: resource groups without the Intel
 * shared info, zero or overlong group Lengths, TPM2 Start Methods it does
 * not know (it refuses them) and 11 (it crashes), Reserved fields (it
 * writes zero), revision 3 and 5 TPM2 tables.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "acpilint/tableset.h"
#include "testutil.h"

static uint8_t buf[512];

/* ---- CSRT ------------------------------------------------------------------------------- */

static size_t descriptor(size_t at, uint16_t type, uint16_t subtype, uint32_t uid)
{
    tu_put_u32(buf, at, 12);
    tu_put_u16(buf, at + 4, type);
    tu_put_u16(buf, at + 6, subtype);
    tu_put_u32(buf, at + 8, uid);
    return at + 12;
}

#define CSRT_A 36          /* group A: no shared info, three descriptors */
#define CSRT_A_DESC (CSRT_A + 24)
#define CSRT_B 96          /* group B: 8 bytes of shared info, two descriptors */
#define CSRT_B_DESC (CSRT_B + 32)

/*
 * Group A (60 bytes): a DMA controller, one DMA channel and a Platform
 * Security resource (type 4 subtype 1, CSRT version 2); group B (56 bytes):
 * 8 bytes of vendor shared info, an interrupt controller and a timer.
 */
static size_t csrt(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "CSRT", 0, 0);
    tu_put_u32(buf, CSRT_A, 60);
    tu_put_u32(buf, CSRT_A + 4, 0x4D4F4351); /* "QCOM" */
    tu_put_u16(buf, CSRT_A + 12, 0x100C);
    size_t at = descriptor(CSRT_A_DESC, 3, 1, 1);
    at = descriptor(at, 3, 0, 2);
    descriptor(at, 4, 1, 0xDEADF00D);
    tu_put_u32(buf, CSRT_B, 56);
    tu_put_u32(buf, CSRT_B + 4, 0x4C544E49); /* "INTL" */
    tu_put_u32(buf, CSRT_B + 20, 8);
    memset(buf + CSRT_B + 24, 0xA5, 8);
    at = descriptor(CSRT_B_DESC, 1, 1, 0x10);
    at = descriptor(at, 2, 0, 0x11);
    return at;
}

static void test_csrt(void **state)
{
    (void)state;
    size_t len = csrt();
    assert_int_equal(len, 152);
    tu_add_built(buf, len);
    assert_string_equal(tu_run_checks("csrt."), "");
    static const struct tu_poke cases[] = {
        {CSRT_A + 18, 2, 1, "csrt.reserved-nonzero"},
        {CSRT_A_DESC + 4, 2, 0, "csrt.resource-type-unknown"},
        {CSRT_A_DESC + 24 + 4, 2, 5, "csrt.resource-type-unknown"},
        {CSRT_A_DESC + 24 + 4, 2, 0x800, "csrt.resource-type-unknown"},
        {CSRT_A_DESC + 12 + 6, 2, 2, "csrt.resource-subtype-unknown"},     /* DMA 2 */
        {CSRT_A_DESC + 24 + 6, 2, 0, "csrt.resource-subtype-unknown"},     /* Platform Security 0 */
        {CSRT_A_DESC + 24 + 6, 2, 3, "csrt.resource-subtype-unknown"},     /* Platform Security 3 */
        {CSRT_B_DESC + 12 + 6, 2, 1, "csrt.resource-subtype-unknown"},     /* Timer 1 */
        {CSRT_B_DESC + 6, 2, 2, "csrt.resource-subtype-unknown"},          /* Interrupt 2 */
        {CSRT_B_DESC + 12 + 8, 4, 0xFFFFFFFF, "csrt.uid-reserved"},
        {CSRT_A_DESC + 12, 4, 8, "csrt.subtable-length-invalid"},          /* under 12 */
        {CSRT_A_DESC + 24, 4, 40, "csrt.subtable-length-invalid"},         /* past group A */
        {CSRT_B + 20, 4, 100, "csrt.subtable-length-invalid"},             /* shared info */
        {CSRT_B + 20, 4, 28, "csrt.subtable-length-invalid"},              /* 4 bytes left */
        {CSRT_B + 20, 4, 30, "csrt.subtable-length-invalid"},              /* 2 bytes left */
        {CSRT_A, 4, 0, "csrt.subtable-truncated"},
        {CSRT_B, 4, 200, "csrt.subtable-truncated"},
    };
    TU_CHECK_POKES(buf, csrt, "csrt.", cases);
}

/* A descriptor whose data runs past its group still has its header judged. */
static void test_csrt_header_of_overlong_descriptor(void **state)
{
    (void)state;
    csrt();
    tu_put_u32(buf, CSRT_B_DESC + 12, 40);
    tu_put_u16(buf, CSRT_B_DESC + 12 + 6, 7);
    tu_add_built(buf, 152);
    assert_string_equal(tu_run_checks("csrt."),
                        "csrt.resource-subtype-unknown,csrt.subtable-length-invalid");
}

/* ---- TPM2 ------------------------------------------------------------------------------- */

#define TPM2_CLASS 36
#define TPM2_RESERVED 38
#define TPM2_START_METHOD 48
#define TPM2_PARAMETERS 52

/* Revision 4, 76 bytes: a client TPM behind a CRB (Start Method 7) with a 64 KiB event log. */
static size_t tpm2(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "TPM2", 0, 4);
    tu_put_u64(buf, 40, 0xFED40040ull);
    tu_put_u32(buf, TPM2_START_METHOD, 7);
    tu_put_u32(buf, 64, 0x10000);
    tu_put_u64(buf, 68, 0xFFF00000ull);
    return 76;
}

static void test_tpm2(void **state)
{
    (void)state;
    tu_add_built(buf, tpm2());
    assert_string_equal(tu_run_checks("tpm2."), "");
    static const struct tu_poke cases[] = {
        {TPM2_CLASS, 2, 1, ""}, /* server */
        {TPM2_CLASS, 2, 2, "tpm2.value-invalid"},
        {TPM2_RESERVED, 2, 1, "tpm2.reserved-nonzero"},
        {TPM2_START_METHOD, 4, 0, "tpm2.start-method-unknown"},
        {TPM2_START_METHOD, 4, 14, "tpm2.start-method-unknown"},
        {TPM2_START_METHOD, 4, 16, "tpm2.start-method-unknown"},
        {TPM2_START_METHOD, 4, 0xFF, "tpm2.start-method-unknown"},
        {TPM2_START_METHOD, 4, 1, ""},  /* legacy use */
        {TPM2_START_METHOD, 4, 9, ""},  /* legacy use */
        {TPM2_START_METHOD, 4, 13, ""}, /* CRB with Pluton */
        {TPM2_START_METHOD, 4, 15, ""}, /* CRB with Arm FF-A, zero parameters */
        {TPM2_START_METHOD, 4, 11, ""}, /* CRB with Arm SMC, zero parameters */
    };
    TU_CHECK_POKES(buf, tpm2, "tpm2.", cases);
}

/* The start-method-specific parameters: reserved bits and, for Arm SMC, their presence. */
static void test_tpm2_parameters(void **state)
{
    (void)state;
    static const struct {
        uint32_t start_method;
        size_t length;
        struct tu_poke poke;
    } cases[] = {
        {2, 76, {TPM2_PARAMETERS, 4, 1, "tpm2.reserved-nonzero"}},      /* ACPI start's word */
        {11, 76, {TPM2_PARAMETERS + 4, 1, 2, "tpm2.reserved-nonzero"}}, /* SMC flags bit 1 */
        {11, 76, {TPM2_PARAMETERS + 5, 1, 1, ""}},                      /* idle supported */
        {11, 76, {TPM2_PARAMETERS + 6, 2, 1, "tpm2.reserved-nonzero"}}, /* SMC Reserved */
        {15, 76, {TPM2_PARAMETERS + 1, 1, 0x10, "tpm2.reserved-nonzero"}},
        {15, 76, {TPM2_PARAMETERS + 8, 1, 1, "tpm2.reserved-nonzero"}},
        {11, 52, {TPM2_CLASS, 2, 0, "tpm2.length-invalid"}},    /* no SMC parameters */
        {11, 60, {TPM2_CLASS, 2, 0, "tpm2.length-invalid"}},    /* 8 of 12 */
        {2, 52, {TPM2_CLASS, 2, 0, ""}},                         /* Linux reads none */
        {7, 48, {TPM2_CLASS, 2, 0, "tpm2.length-invalid"}},     /* shorter than 52 */
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        tu_reset();
        tpm2();
        tu_put_u32(buf, TPM2_START_METHOD, cases[i].start_method);
        tu_poke_apply(buf, &cases[i].poke);
        tu_add_built(buf, cases[i].length);
        assert_string_equal(tu_run_checks("tpm2."), cases[i].poke.want);
    }
}

/* The log area: LAML and LASA together, where revision 4 (76 bytes) and 5 (80) put them. */
static void test_tpm2_log_area(void **state)
{
    (void)state;
    static const struct {
        uint8_t revision;
        size_t length, laml_at;
        uint32_t laml;
        uint64_t lasa;
        const char *want;
    } cases[] = {
        {4, 76, 64, 0, 0xFFF00000ull, "tpm2.log-area-invalid"},
        {4, 76, 64, 0x10000, 0, "tpm2.log-area-invalid"},
        {4, 76, 64, 0, 0, ""},
        {5, 80, 68, 0, 0xFFF00000ull, "tpm2.log-area-invalid"},
        {5, 80, 68, 0x10000, 0xFFF00000ull, ""},
        {4, 64, 64, 0, 0, ""}, /* no log area */
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        tu_reset();
        tpm2();
        buf[8] = cases[i].revision;
        memset(buf + 64, 0, 16);
        tu_put_u32(buf, cases[i].laml_at, cases[i].laml);
        tu_put_u64(buf, cases[i].laml_at + 4, cases[i].lasa);
        tu_add_built(buf, cases[i].length);
        assert_string_equal(tu_run_checks("tpm2."), cases[i].want);
    }
}

/* Revision 3 has no Platform Class: its 32-bit Flags word is reserved whole. */
static void test_tpm2_revision3(void **state)
{
    (void)state;
    tpm2();
    buf[8] = 3;
    tu_add_built(buf, 52);
    assert_string_equal(tu_run_checks("tpm2."), "");
    tu_reset();
    tpm2();
    buf[8] = 3;
    tu_put_u32(buf, TPM2_CLASS, 0x00030004); /* FWTS's tpm2-0002 fixture */
    tu_add_built(buf, 52);
    assert_string_equal(tu_run_checks("tpm2."), "tpm2.reserved-nonzero");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_csrt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_csrt_header_of_overlong_descriptor, tu_ts_setup,
                                        tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_tpm2, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_tpm2_parameters, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_tpm2_log_area, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_tpm2_revision3, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
