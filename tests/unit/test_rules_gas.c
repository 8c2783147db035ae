/* SPDX-License-Identifier: MIT */
/*
 * GAS rules (src/check/gas_rules.c) on the tables the per-rule corpus has
 * none of: APEI registers of EINJ and the HEST's generic error sources,
 * PCCT doorbells; and the SPCR message that names the Linux log line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <string.h>

#include "testutil.h"

static void put_gas(uint8_t *b, size_t at, uint8_t space, uint8_t width, uint8_t offset,
                    uint8_t access, uint64_t address)
{
    b[at] = space;
    b[at + 1] = width;
    b[at + 2] = offset;
    b[at + 3] = access;
    tu_put_u64(b, at + 4, address);
}

static void add(uint8_t *b, uint32_t len)
{
    tu_fix_checksum(b, len);
    tu_add_table(&tu_ts, b, len, 0);
}

/* EINJ: a READ_REGISTER with Access Size 0 is refused by apei_check_gar; a NOOP is not judged. */
static void test_einj_register(void **state)
{
    (void)state;
    uint8_t b[48 + 2 * 32] = {0};
    tu_put_header(b, "EINJ", sizeof(b), 1);
    tu_put_u32(b, 36, 12);
    tu_put_u32(b, 44, 2);
    b[48 + 1] = 0; /* READ_REGISTER */
    put_gas(b, 48 + 4, 0, 64, 0, 0, 0x1000);
    b[80 + 1] = 4; /* NOOP: its register region is unused */
    add(b, sizeof(b));
    assert_string_equal(tu_run_checks("gas."), "gas.apei-register-invalid");
    assert_int_equal(tu_count_rule(&tu_ts, "gas.apei-register-invalid"), 1);
    const struct al_finding *f = tu_first_finding(&tu_ts, "gas.apei-register-invalid");
    assert_non_null(strstr(f->message, "Invalid access size code in GAR"));
    assert_string_equal(f->field, "EINJ/Entry[0]/RegisterRegion");
}

/* EINJ: a 32-bit register at an aligned address with byte accesses passes (Linux's fix-up). */
static void test_einj_fixup(void **state)
{
    (void)state;
    uint8_t b[48 + 32] = {0};
    tu_put_header(b, "EINJ", sizeof(b), 1);
    tu_put_u32(b, 44, 1);
    put_gas(b, 48 + 4, 0, 32, 0, 1, 0x1000);
    add(b, sizeof(b));
    assert_string_equal(tu_run_checks("gas."), "");
}

/* HEST: a generic error source whose Error Status Address is 0. */
static void test_hest_ghes(void **state)
{
    (void)state;
    uint8_t b[40 + 64] = {0};
    tu_put_header(b, "HEST", sizeof(b), 1);
    tu_put_u32(b, 36, 1);
    tu_put_u16(b, 40, 9);
    put_gas(b, 40 + 20, 0, 64, 0, 4, 0);
    add(b, sizeof(b));
    assert_string_equal(tu_run_checks("gas."), "gas.apei-register-invalid");
    const struct al_finding *f = tu_first_finding(&tu_ts, "gas.apei-register-invalid");
    assert_non_null(strstr(f->message, "Invalid physical address in GAR"));
}

/* PCCT: a doorbell whose Access Size holds a bit width. */
static void test_pcct_doorbell(void **state)
{
    (void)state;
    uint8_t b[48 + 62] = {0};
    tu_put_header(b, "PCCT", sizeof(b), 2);
    b[48] = 0;
    b[49] = 62;
    put_gas(b, 48 + 24, 0, 32, 0, 0x20, 0x40000000);
    add(b, sizeof(b));
    assert_string_equal(tu_run_checks("gas."), "gas.access-size-invalid");
    const struct al_finding *f = tu_first_finding(&tu_ts, "gas.access-size-invalid");
    assert_string_equal(f->field, "PCCT/Subspace[0]/DoorbellRegister");
    assert_non_null(strstr(f->message, "Unsupported register access width"));
}

/* SPCR: the Snapdragon laptops' 0x20, with the line Linux 6.x logs. */
static void test_spcr_access_width(void **state)
{
    (void)state;
    uint8_t b[80] = {0};
    tu_put_header(b, "SPCR", sizeof(b), 2);
    b[36] = 3;
    put_gas(b, 40, 0, 32, 0, 0x20, 0x09000000);
    b[52] = 8;
    tu_put_u32(b, 54, 33);
    b[58] = 7;
    tu_put_u16(b, 64, 0xFFFF);
    tu_put_u16(b, 66, 0xFFFF);
    add(b, sizeof(b));
    tu_run_checks("gas.");
    const struct al_finding *f = tu_first_finding(&tu_ts, "gas.access-size-invalid");
    assert_non_null(f);
    assert_non_null(strstr(f->message, "Unacceptable wide SPCR Access Width"));
    assert_non_null(strstr(f->message, "is a bit width, not a size code"));
    assert_int_equal(tu_count_rule(&tu_ts, "gas.address-misaligned"), 0);
}

/* DBG2: the same 0x20, which no Linux code reads: the debug port's own rule, at info. */
static void test_dbg2_register(void **state)
{
    (void)state;
    uint8_t b[44 + 22 + 12 + 4 + 8] = {0};
    tu_put_header(b, "DBG2", sizeof(b), 0);
    tu_put_u32(b, 36, 44); /* OffsetDbgDeviceInfo */
    tu_put_u32(b, 40, 1);  /* NumberDbgDeviceInfo */
    uint8_t *d = b + 44;
    d[0] = 0;                                /* Revision */
    tu_put_u16(d, 1, sizeof(b) - 44);        /* Length */
    d[3] = 1;                                /* NumberofGenericAddressRegisters */
    tu_put_u16(d, 4, 2);                     /* NameSpaceStringLength */
    tu_put_u16(d, 6, 22 + 12 + 4);           /* NameSpaceStringOffset */
    tu_put_u16(d, 12, 0x8000);               /* PortType: serial */
    tu_put_u16(d, 14, 0x0003);               /* PortSubtype: PL011 */
    tu_put_u16(d, 18, 22);                   /* BaseAddressRegisterOffset */
    tu_put_u16(d, 20, 22 + 12);              /* AddressSizeOffset */
    put_gas(d, 22, 0, 32, 0, 0x20, 0x09000000);
    tu_put_u32(d, 22 + 12, 0x1000);
    d[22 + 12 + 4] = '.';
    add(b, sizeof(b));
    tu_run_checks("gas.");
    assert_int_equal(tu_count_rule(&tu_ts, "gas.access-size-invalid"), 0);
    const struct al_finding *f = tu_first_finding(&tu_ts, "gas.debug-register-invalid");
    assert_non_null(f);
    assert_int_equal(f->severity, AL_SEV_INFO);
    assert_string_equal(f->field, "DBG2/Device[0]/BaseAddressRegister[0]");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_einj_register, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_einj_fixup, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_hest_ghes, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_pcct_doorbell, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_spcr_access_width, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_dbg2_register, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
