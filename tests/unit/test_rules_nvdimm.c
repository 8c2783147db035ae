/* SPDX-License-Identifier: MIT */
/*
 * The NFIT, VIOT, FPDT and SDEV rules (src/check/nfit_rules.c, viot_rules.c,
 * fpdt_rules.c, sdev_rules.c) on tables built in memory: for every rule one
 * table on which it fires and one close to it on which it stays silent.  In
 * memory for the defects iasl will not compile (it zeroes Reserved fields,
 * writes Flags from the named bits, computes each Length and refuses unknown
 * types); corpus/rules/nvdimm/ has the rest as iasl sources.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "acpilint/field.h"
#include "acpilint/tableset.h"
#include "check/nfit_rules.h"
#include "testutil.h"

static uint8_t buf[512];

/* ---- NFIT ------------------------------------------------------------------------------- */

enum { NFIT_SPA = 40, NFIT_MEMDEV = 96, NFIT_DCR = 144, NFIT_FLUSH = 176, NFIT_IDT = 200 };

/*
 * An SPA range (persistent memory, index 1), its region mapping, a 32-byte
 * control region, one flush hint and an interleave of one line.
 */
static size_t nfit(void)
{
    static const uint8_t pmem_guid[16] = {0x79, 0xd3, 0xf0, 0x66, 0xf3, 0xb4, 0x74, 0x40,
                                          0xac, 0x43, 0x0d, 0x33, 0x18, 0xb7, 0x8c, 0xdb};
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "NFIT", 0, 1);
    tu_put_u16(buf, NFIT_SPA, 0);
    tu_put_u16(buf, NFIT_SPA + 2, 56);
    tu_put_u16(buf, NFIT_SPA + 4, 1);
    memcpy(buf + NFIT_SPA + 16, pmem_guid, 16);
    tu_put_u64(buf, NFIT_SPA + 40, 0x40000000);
    tu_put_u64(buf, NFIT_SPA + 48, 0x8008);
    tu_put_u16(buf, NFIT_MEMDEV, 1);
    tu_put_u16(buf, NFIT_MEMDEV + 2, 48);
    tu_put_u16(buf, NFIT_MEMDEV + 12, 1);
    tu_put_u16(buf, NFIT_MEMDEV + 14, 1);
    tu_put_u16(buf, NFIT_DCR, 4);
    tu_put_u16(buf, NFIT_DCR + 2, 32);
    tu_put_u16(buf, NFIT_DCR + 4, 1);
    tu_put_u16(buf, NFIT_DCR + 10, 1);
    tu_put_u16(buf, NFIT_FLUSH, 6);
    tu_put_u16(buf, NFIT_FLUSH + 2, 24);
    tu_put_u16(buf, NFIT_FLUSH + 8, 1);
    tu_put_u64(buf, NFIT_FLUSH + 16, 0x10000000);
    tu_put_u16(buf, NFIT_IDT, 2);
    tu_put_u16(buf, NFIT_IDT + 2, 20);
    tu_put_u32(buf, NFIT_IDT + 8, 1);
    tu_put_u32(buf, NFIT_IDT + 12, 256);
    return NFIT_IDT + 20;
}

static void test_nfit(void **state)
{
    (void)state;
    tu_add_built(buf, nfit());
    assert_string_equal(tu_run_checks("nfit."), "");
    static const struct tu_poke cases[] = {
        {36, 1, 1, "nfit.reserved-nonzero"},                  /* table Reserved */
        {NFIT_SPA + 8, 1, 1, "nfit.reserved-nonzero"},        /* SPA Reserved */
        {NFIT_SPA + 6, 1, 0x08, "nfit.reserved-nonzero"},     /* SPA Flags bit 3 */
        {NFIT_MEMDEV + 44, 1, 0x80, "nfit.reserved-nonzero"}, /* State Flags bit 7 */
        {NFIT_DCR + 11, 1, 0x55, "nfit.reserved-nonzero"},    /* Revision ID byte 1 */
        {NFIT_DCR + 18, 1, 0x02, "nfit.reserved-nonzero"},    /* Valid Fields bit 1 */
        {NFIT_FLUSH + 10, 1, 1, "nfit.reserved-nonzero"},     /* flush Reserved */
        {NFIT_SPA + 4, 2, 0, "nfit.spa-index-zero"},
        {NFIT_IDT + 8, 1, 0, "nfit.value-invalid"},             /* no lines */
        {NFIT_IDT + 8, 1, 2, "nfit.subtable-length-invalid"},   /* 2 lines in 20 bytes */
        {NFIT_FLUSH + 8, 1, 2, "nfit.subtable-length-invalid"}, /* 2 hints in 24 bytes */
        {NFIT_DCR + 30, 1, 1, "nfit.subtable-length-invalid"},  /* a window in 32 bytes */
        {NFIT_FLUSH, 1, 8, "nfit.subtable-type-unknown"},
        {NFIT_FLUSH + 2, 1, 0, "nfit.subtable-truncated"},
        {NFIT_IDT + 2, 1, 40, "nfit.subtable-truncated"},
    };
    TU_CHECK_POKES(buf, nfit, "nfit.", cases);
}

/* A virtual disk region may (and does) have SPA Range Structure Index 0. */
static void test_nfit_virtual_region(void **state)
{
    (void)state;
    static const uint8_t vdisk[16] = {0x5a, 0x53, 0xab, 0x77, 0xfc, 0x45, 0x4b, 0x62,
                                      0x55, 0x60, 0xf7, 0xb2, 0x81, 0xd1, 0xf9, 0x6e};
    assert_true(al_nfit_guid_is_virtual(vdisk));
    size_t len = nfit();
    assert_false(al_nfit_guid_is_virtual(buf + NFIT_SPA + 16));
    memcpy(buf + NFIT_SPA + 16, vdisk, sizeof(vdisk));
    tu_put_u16(buf, NFIT_SPA + 4, 0);
    tu_add_built(buf, len);
    assert_string_equal(tu_run_checks("nfit."), "");
    assert_int_equal(al_nfit_counted_length(AL_L_NFIT_INTERLEAVE, 3), 28);
    assert_int_equal(al_nfit_counted_length(AL_L_NFIT_FLUSH, 2), 32);
    assert_int_equal(al_nfit_counted_length(AL_L_NFIT_SPA, 9), 56);
}

/* ---- VIOT ------------------------------------------------------------------------------- */

/* A PCI range (bus 0) behind a virtio-pci IOMMU, the nodes from offset 48. */
static size_t viot(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "VIOT", 0, 0);
    tu_put_u16(buf, 36, 2);
    tu_put_u16(buf, 38, 48);
    buf[48] = 1;
    tu_put_u16(buf, 50, 24);
    tu_put_u16(buf, 62, 0xFF);
    tu_put_u16(buf, 64, 72);
    buf[72] = 3;
    tu_put_u16(buf, 74, 16);
    tu_put_u16(buf, 78, 8);
    return 88;
}

static void test_viot(void **state)
{
    (void)state;
    tu_add_built(buf, viot());
    assert_string_equal(tu_run_checks("viot."), "");
    static const struct tu_poke cases[] = {
        {40, 1, 1, "viot.reserved-nonzero"},    /* table Reserved */
        {73, 1, 1, "viot.reserved-nonzero"},    /* node header Reserved */
        {80, 1, 1, "viot.reserved-nonzero"},    /* IOMMU Reserved */
        {36, 2, 3, "viot.node-offset-invalid"}, /* 3 nodes counted, 2 there */
        {38, 2, 0, "viot.node-offset-invalid"},
        {38, 2, 40, "viot.node-offset-invalid"}, /* inside the fixed part */
        {38, 2, 88, "viot.node-offset-invalid"}, /* the end of the table */
        {72, 1, 0, "viot.subtable-type-unknown"},
        {74, 1, 32, "viot.subtable-truncated"},
        {74, 1, 0, "viot.subtable-truncated"},
    };
    TU_CHECK_POKES(buf, viot, "viot.", cases);
    /* the IOMMU node cut to 12 bytes (16 defined), the table with it */
    tu_reset();
    size_t len = viot();
    buf[74] = 12;
    tu_add_built(buf, len - 4);
    assert_string_equal(tu_run_checks("viot."), "viot.subtable-length-invalid");
    /* a VIOT of no nodes whose offset says so is fine */
    tu_reset();
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "VIOT", 0, 0);
    tu_put_u16(buf, 38, 48);
    tu_add_built(buf, 48);
    assert_string_equal(tu_run_checks("viot."), "");
}

/* ---- FPDT ------------------------------------------------------------------------------- */

/* A boot and an S3 performance table pointer record. */
static size_t fpdt(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "FPDT", 0, 1);
    for (unsigned i = 0; i < 2; i++) {
        uint8_t *r = buf + 36 + 16 * i;
        tu_put_u16(r, 0, (uint16_t)i);
        r[2] = 16;
        r[3] = 1;
        tu_put_u64(r, 8, 0x80001000u + 0x1000u * i);
    }
    return 68;
}

static void test_fpdt(void **state)
{
    (void)state;
    tu_add_built(buf, fpdt());
    assert_string_equal(tu_run_checks("fpdt."), "");
    static const struct tu_poke cases[] = {
        {40, 1, 0x11, "fpdt.reserved-nonzero"},
        {55, 1, 5, "fpdt.value-invalid"},              /* S3PT pointer revision 5 */
        {52, 2, 0x4000, "fpdt.record-type-reserved"},  /* no more S3PT: a reserved type */
        {52, 2, 0x1000, ""},                           /* a platform vendor's record */
        {52, 2, 0x0003, "fpdt.record-length-invalid"}, /* a 16-byte timestamp delta (24) */
        {38, 1, 0, "fpdt.record-truncated"},
        {54, 1, 32, "fpdt.record-truncated"},
        {36, 2, 0x0001, "fpdt.boot-pointer-count"}, /* two S3PT pointers, no boot one */
        {52, 2, 0x0000, "fpdt.boot-pointer-count"}, /* two boot pointers */
    };
    TU_CHECK_POKES(buf, fpdt, "fpdt.", cases);
    /* a pointer record 24 bytes long: Linux steps 16 and misreads what follows */
    tu_reset();
    size_t len = fpdt();
    buf[38] = 24;
    memmove(buf + 60, buf + 52, 16);
    memset(buf + 52, 0, 8);
    tu_add_built(buf, len + 8);
    assert_string_equal(tu_run_checks("fpdt."), "fpdt.record-length-invalid");
}

/* ---- SDEV ------------------------------------------------------------------------------- */

/* A namespace device (12 bytes and a 12-byte path) and a PCIe endpoint (16 and a 2-byte path). */
static size_t sdev(void)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "SDEV", 0, 1);
    buf[36] = 0;
    buf[37] = 1;
    tu_put_u16(buf, 38, 24);
    tu_put_u16(buf, 40, 12);
    tu_put_u16(buf, 42, 12);
    memcpy(buf + 48, "\\_SB_.TPM0", 11);
    buf[60] = 1;
    buf[61] = 1;
    tu_put_u16(buf, 62, 18);
    tu_put_u16(buf, 68, 16);
    tu_put_u16(buf, 70, 2);
    buf[76] = 2;
    return 78;
}

static void test_sdev(void **state)
{
    (void)state;
    tu_add_built(buf, sdev());
    assert_string_equal(tu_run_checks("sdev."), "");
    static const struct tu_poke cases[] = {
        {37, 1, 0x03, ""}, /* a namespace device's Secure Access Components bit */
        {37, 1, 0x07, "sdev.reserved-nonzero"},
        {61, 1, 0x03, "sdev.reserved-nonzero"},
        {60, 1, 2, "sdev.subtable-type-unknown"},
        {62, 1, 40, "sdev.subtable-truncated"},
        {38, 1, 0, "sdev.subtable-truncated"},
    };
    TU_CHECK_POKES(buf, sdev, "sdev.", cases);
    /* the PCIe endpoint cut to 14 bytes (16 defined), the table with it */
    tu_reset();
    size_t len = sdev();
    buf[62] = 14;
    tu_add_built(buf, len - 4);
    assert_string_equal(tu_run_checks("sdev."), "sdev.subtable-length-invalid");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_nfit, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_nfit_virtual_region, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_viot, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_fpdt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_sdev, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
