/* SPDX-License-Identifier: MIT */
/* Unit tests for the SPCR decoder (src/model/spcr.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "acpilint/spcr.h"
#include "acpilint/tableset.h"
#include "testutil.h"


static const struct al_source src = {.file = "test"};

static uint8_t buf[256];

static void base_fields(void)
{
    memset(buf, 0, sizeof(buf));
    buf[36] = 0x0E; /* SBSA generic UART */
    buf[40] = 0;    /* system memory */
    buf[41] = 32;
    buf[43] = 3;
    tu_put_u64(buf, 44, 0x2A400000ULL);
    buf[52] = 0x08; /* GIC */
    tu_put_u32(buf, 54, 0x61);
    buf[58] = 7;    /* 115200 */
    buf[60] = 1;
    buf[61] = 0;
    buf[62] = 3;    /* ANSI */
    tu_put_u16(buf, 64, 0xFFFF);
    tu_put_u16(buf, 66, 0xFFFF);
    tu_put_u32(buf, 71, 1);
    buf[75] = 0;
    tu_put_u32(buf, 76, 0xA5A5A5A5); /* reserved before rev 3 */
}

static const struct al_table *finish(struct al_tableset *ts, uint8_t rev, uint32_t claimed,
                                     size_t present)
{
    tu_put_header(buf, "SPCR", claimed, rev);
    tu_fix_checksum(buf, claimed < sizeof(buf) ? claimed : sizeof(buf));
    return al_tableset_add(ts, buf, present, NULL, &src);
}

static void test_rev2(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    base_fields();
    struct al_spcr s;
    assert_true(al_spcr_decode(finish(&ts, 2, 80, 80), &s));
    assert_true(s.complete);
    assert_int_equal(s.interface_type, 0x0E);
    assert_true(s.has_base_address);
    assert_int_equal(s.base_address.address, 0x2A400000ULL);
    assert_int_equal(s.base_address.bit_width, 32);
    assert_int_equal(s.base_address.access_size, 3);
    assert_int_equal(s.interrupt_type, AL_SPCR_IRQ_GIC);
    assert_int_equal(s.gsiv, 0x61);
    assert_int_equal(s.baud_rate, 7);
    assert_int_equal(s.stop_bits, 1);
    assert_int_equal(s.terminal_type, 3);
    assert_int_equal(s.pci_device_id, 0xFFFF);
    assert_int_equal(s.pci_flags, 1);
    assert_false(s.has_uart_clock_freq);
    assert_false(s.has_precise_baud_rate);
    assert_false(s.has_namespace_fields);
    al_tableset_free(&ts);
}

static void test_rev3_and_rev4(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    base_fields();
    tu_put_u32(buf, 76, 24000000);
    struct al_spcr s;
    assert_true(al_spcr_decode(finish(&ts, 3, 80, 80), &s));
    assert_true(s.has_uart_clock_freq);
    assert_int_equal(s.uart_clock_freq, 24000000);
    assert_false(s.has_precise_baud_rate);

    tu_put_u32(buf, 80, 1500000);
    tu_put_u16(buf, 84, 11);
    tu_put_u16(buf, 86, 88);
    memcpy(buf + 88, "\\_SB.COM0", 10);
    buf[98] = 0;
    assert_true(al_spcr_decode(finish(&ts, 4, 99, 99), &s));
    assert_int_equal(s.precise_baud_rate, 1500000);
    assert_true(s.has_namespace_fields);
    assert_int_equal(s.namespace_length, 11);
    assert_true(s.namespace_ok);
    assert_string_equal(s.namespace_string, "\\_SB.COM0");
    al_tableset_free(&ts);
}

static void test_rev4_namespace_outside(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    base_fields();
    tu_put_u16(buf, 84, 11);
    tu_put_u16(buf, 86, 90); /* runs one byte past the 99-byte table */
    memcpy(buf + 88, "\\_SB.COM0", 10);
    struct al_spcr s;
    assert_true(al_spcr_decode(finish(&ts, 4, 99, 99), &s));
    assert_false(s.namespace_ok);
    assert_string_equal(s.namespace_string, "");
    tu_put_u16(buf, 86, 40); /* points into the fixed fields */
    assert_true(al_spcr_decode(finish(&ts, 4, 99, 99), &s));
    assert_false(s.namespace_ok);
    tu_put_u16(buf, 86, 0xFFFF);
    tu_put_u16(buf, 84, 0xFFFF);
    assert_true(al_spcr_decode(finish(&ts, 4, 99, 99), &s));
    assert_false(s.namespace_ok);
    /* In range but not NUL-terminated. */
    tu_put_u16(buf, 84, 4);
    tu_put_u16(buf, 86, 88);
    assert_true(al_spcr_decode(finish(&ts, 4, 99, 99), &s));
    assert_false(s.namespace_ok);
    assert_string_equal(s.namespace_string, "\\_SB");
    /* Revision 4 table cut before the namespace fields. */
    assert_true(al_spcr_decode(finish(&ts, 4, 99, 84), &s));
    assert_true(s.has_precise_baud_rate);
    assert_false(s.has_namespace_fields);
    al_tableset_free(&ts);
}

static void test_truncated(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    base_fields();
    struct al_spcr s;
    assert_true(al_spcr_decode(finish(&ts, 2, 80, 50), &s));
    assert_false(s.complete);
    assert_false(s.has_base_address);
    assert_int_equal(s.gsiv, 0);
    assert_false(al_spcr_decode(finish(&ts, 2, 80, 20), &s));
    al_tableset_free(&ts);
}

static void test_names_and_baud(void **state)
{
    (void)state;
    assert_string_equal(al_spcr_interface_name(0x03), "ARM PL011 UART");
    assert_string_equal(al_spcr_interface_name(0x0E), "ARM SBSA Generic UART");
    assert_non_null(strstr(al_spcr_interface_name(0x0D), "32-bit"));
    assert_string_equal(al_spcr_interface_name(0x00), "16550 compatible");
    assert_null(al_spcr_interface_name(0x07));
    assert_null(al_spcr_interface_name(0xFF));
    uint32_t bps = 1;
    assert_true(al_spcr_baud_rate(0, &bps));
    assert_int_equal(bps, 0);
    assert_true(al_spcr_baud_rate(3, &bps));
    assert_int_equal(bps, 9600);
    assert_true(al_spcr_baud_rate(7, &bps));
    assert_int_equal(bps, 115200);
    assert_false(al_spcr_baud_rate(5, &bps));
    assert_false(al_spcr_baud_rate(1, &bps));
}

static void test_real_qemu_spcr(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    const struct al_table *t = tu_load_real(&ts, TU_QEMU_VIRT_DIR "SPCR");
    if (!t) {
        al_tableset_free(&ts);
        skip();
    }
    /* From `iasl -d SPCR`: rev 2, PL011 @0x09000000, GIC interrupt 0x21, 9600 baud. */
    struct al_spcr s;
    assert_true(al_spcr_decode(t, &s));
    assert_int_equal(s.revision, 2);
    assert_true(s.complete);
    assert_int_equal(s.interface_type, 0x03);
    assert_int_equal(s.base_address.space_id, AL_GAS_SPACE_SYSTEM_MEMORY);
    assert_int_equal(s.base_address.bit_width, 32);
    assert_int_equal(s.base_address.access_size, 3);
    assert_int_equal(s.base_address.address, 0x09000000ULL);
    assert_int_equal(s.interrupt_type, AL_SPCR_IRQ_GIC);
    assert_int_equal(s.gsiv, 0x21);
    assert_int_equal(s.baud_rate, 3);
    assert_int_equal(s.stop_bits, 1);
    assert_int_equal(s.flow_control, 2);
    assert_int_equal(s.pci_device_id, 0xFFFF);
    assert_int_equal(s.pci_vendor_id, 0xFFFF);
    assert_false(s.has_uart_clock_freq);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rev2),
        cmocka_unit_test(test_rev3_and_rev4),
        cmocka_unit_test(test_rev4_namespace_outside),
        cmocka_unit_test(test_truncated),
        cmocka_unit_test(test_names_and_baud),
        cmocka_unit_test(test_real_qemu_spcr),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
