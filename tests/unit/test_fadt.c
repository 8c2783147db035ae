/* SPDX-License-Identifier: MIT */
/* Unit tests for the FADT field table and decoder (src/model/fadt.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "acpilint/fadt.h"
#include "acpilint/tableset.h"
#include "testutil.h"


static const struct al_source src = {.file = "test"};

/* Loads a real table, or NULL (the caller skips) when the shared corpus is absent. */
static uint8_t buf[300];

static const struct al_table *make_fadt(struct al_tableset *ts, uint32_t length, size_t present,
                                        uint8_t major, uint8_t minor_byte)
{
    memset(buf, 0, sizeof(buf));
    tu_put_header(buf, "FACP", length, major);
    tu_put_u32(buf, 112, 1u << 20);      /* Flags: HW_REDUCED_ACPI */
    tu_put_u16(buf, 129, 0x0003);        /* ARM_BOOT_ARCH: PSCI, HVC */
    buf[131] = minor_byte;
    tu_put_u64(buf, 140, 0x47000000ULL); /* X_DSDT */
    buf[244] = 0;                        /* SLEEP_CONTROL_REG space id */
    tu_put_u64(buf, 248, 0x09090000ULL);
    tu_put_u64(buf, 268, 0x554D4551ULL); /* "QEMU" */
    tu_fix_checksum(buf, length < sizeof(buf) ? length : sizeof(buf));
    return al_tableset_add(ts, buf, present, NULL, &src);
}

static void test_field_table_is_consistent(void **state)
{
    (void)state;
    const struct al_field_desc *d = al_fadt_fields();
    size_t end = 36;
    for (size_t i = 0; i < AL_FADT_FIELD_COUNT; i++) {
        assert_non_null(d[i].name);
        /* Fields are listed in layout order and tile the table without gaps. */
        assert_int_equal(d[i].offset, end);
        if (d[i].kind == AL_FIELD_GAS)
            assert_int_equal(d[i].size, 12);
        end = d[i].offset + d[i].size;
    }
    assert_int_equal(end, 276);
    assert_int_equal(d[AL_FADT_FIRMWARE_CTRL].offset, 36);
    assert_int_equal(d[AL_FADT_ARM_BOOT_ARCH].offset, 129);
    assert_int_equal(d[AL_FADT_ARM_BOOT_ARCH].since_major, 5);
    assert_int_equal(d[AL_FADT_ARM_BOOT_ARCH].since_minor, 1);
    assert_int_equal(d[AL_FADT_MINOR_VERSION].offset, 131);
    assert_int_equal(d[AL_FADT_X_DSDT].offset, 140);
    assert_int_equal(d[AL_FADT_SLEEP_CONTROL_REG].offset, 244);
    assert_int_equal(d[AL_FADT_HYPERVISOR_VENDOR_ID].offset, 268);
    assert_string_equal(d[AL_FADT_X_PM1A_EVT_BLK].name, "X_PM1a_EVT_BLK");
}

static void test_spec_lengths(void **state)
{
    (void)state;
    /* ACPICA actbl.h ACPI_FADT_V1..V6_SIZE. */
    assert_int_equal(al_fadt_spec_length(1, 0), 116);
    assert_int_equal(al_fadt_spec_length(2, 0), 132);
    assert_int_equal(al_fadt_spec_length(3, 0), 244);
    assert_int_equal(al_fadt_spec_length(4, 0), 244);
    assert_int_equal(al_fadt_spec_length(5, 0), 268);
    assert_int_equal(al_fadt_spec_length(5, 1), 268);
    assert_int_equal(al_fadt_spec_length(6, 0), 276);
    assert_int_equal(al_fadt_spec_length(6, 5), 276);
    assert_int_equal(al_fadt_spec_length(0, 0), 0);
    assert_int_equal(al_fadt_spec_length(7, 0), 0);
}

/* A FADT of each revision, at its spec length: the last field of that revision is present. */
static void test_every_revision_length(void **state)
{
    (void)state;
    static const struct {
        uint8_t major, minor;
        uint32_t len;
        enum al_fadt_field last_present, first_absent;
    } cases[] = {
        {1, 0, 116, AL_FADT_FLAGS, AL_FADT_RESET_REG},
        {2, 0, 132, AL_FADT_RESET_VALUE, AL_FADT_X_FIRMWARE_CTRL},
        {3, 0, 244, AL_FADT_X_GPE1_BLK, AL_FADT_SLEEP_CONTROL_REG},
        {4, 0, 244, AL_FADT_X_GPE1_BLK, AL_FADT_SLEEP_CONTROL_REG},
        {5, 0, 268, AL_FADT_SLEEP_STATUS_REG, AL_FADT_HYPERVISOR_VENDOR_ID},
        {5, 1, 268, AL_FADT_SLEEP_STATUS_REG, AL_FADT_HYPERVISOR_VENDOR_ID},
        {6, 5, 276, AL_FADT_HYPERVISOR_VENDOR_ID, AL_FADT_FIELD_COUNT},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        struct al_tableset ts;
        al_tableset_init(&ts);
        const struct al_table *t =
            make_fadt(&ts, cases[i].len, cases[i].len, cases[i].major, cases[i].minor);
        struct al_fadt f;
        assert_true(al_fadt_decode(t, &f));
        assert_int_equal(f.major, cases[i].major);
        assert_int_equal(f.body_size, cases[i].len);
        assert_int_equal(f.expected_size, cases[i].len);
        assert_true(f.present[AL_FADT_FLAGS]);
        assert_true(f.present[cases[i].last_present]);
        if (cases[i].first_absent != AL_FADT_FIELD_COUNT) {
            assert_false(f.present[cases[i].first_absent]);
            assert_false(f.in_body[cases[i].first_absent]);
        }
        assert_int_equal(al_fadt_get(&f, AL_FADT_FLAGS, 0), AL_FADT_FLAG_HW_REDUCED_ACPI);
        al_tableset_free(&ts);
    }
}

static void test_5_0_lacks_arm_boot_arch(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    struct al_fadt f;
    /* 5.0: bytes 129..131 exist but are reserved; ARM_BOOT_ARCH is not a 5.0 field. */
    assert_true(al_fadt_decode(make_fadt(&ts, 268, 268, 5, 0x00), &f));
    assert_int_equal(f.minor, 0);
    assert_false(f.present[AL_FADT_ARM_BOOT_ARCH]);
    assert_true(f.in_body[AL_FADT_ARM_BOOT_ARCH]);
    assert_int_equal(f.value[AL_FADT_ARM_BOOT_ARCH], 3); /* raw bytes still visible */
    assert_int_equal(al_fadt_get(&f, AL_FADT_ARM_BOOT_ARCH, 0xABCD), 0xABCD);
    assert_true(f.present[AL_FADT_SLEEP_CONTROL_REG]);
    assert_int_equal(f.gas[AL_FADT_SLEEP_CONTROL_REG].address, 0x09090000ULL);

    /* 5.1 has it; an errata nibble does not change the minor version. */
    assert_true(al_fadt_decode(make_fadt(&ts, 268, 268, 5, 0x21), &f));
    assert_int_equal(f.minor, 1);
    assert_int_equal(f.errata, 2);
    assert_true(f.present[AL_FADT_ARM_BOOT_ARCH]);
    assert_int_equal(al_fadt_get(&f, AL_FADT_ARM_BOOT_ARCH, 0),
                     AL_ARM_BOOT_ARCH_PSCI_COMPLIANT | AL_ARM_BOOT_ARCH_PSCI_USE_HVC);
    /* A 4.0 FADT never has a minor version, whatever byte 131 holds. */
    assert_true(al_fadt_decode(make_fadt(&ts, 244, 244, 4, 0x01), &f));
    assert_int_equal(f.minor, 0);
    assert_false(f.present[AL_FADT_ARM_BOOT_ARCH]);
    assert_false(f.present[AL_FADT_MINOR_VERSION]);
    al_tableset_free(&ts);
}

static void test_truncated(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    struct al_fadt f;
    /* Claims 276 bytes, only 130 present: ARM_BOOT_ARCH (129..130) would need byte 130. */
    assert_true(al_fadt_decode(make_fadt(&ts, 276, 130, 6, 0), &f));
    assert_int_equal(f.body_size, 130);
    assert_int_equal(f.expected_size, 276);
    assert_true(f.present[AL_FADT_RESET_VALUE]);
    assert_false(f.in_body[AL_FADT_ARM_BOOT_ARCH]);
    assert_false(f.present[AL_FADT_MINOR_VERSION]);
    assert_int_equal(f.minor, 0);
    assert_int_equal(al_fadt_get(&f, AL_FADT_X_DSDT, 7), 7);
    /* Length field smaller than the bytes present: the claim bounds the body. */
    assert_true(al_fadt_decode(make_fadt(&ts, 116, 276, 6, 3), &f));
    assert_int_equal(f.body_size, 116);
    assert_false(f.present[AL_FADT_RESET_REG]);
    /* Header itself cut: no decode. */
    assert_false(al_fadt_decode(make_fadt(&ts, 276, 35, 6, 0), &f));
    assert_false(al_fadt_decode(NULL, &f));
    al_tableset_free(&ts);
}

static void test_real_qemu_facp(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    const struct al_table *t = tu_load_real(&ts, TU_QEMU_VIRT_DIR "FACP");
    if (!t) {
        al_tableset_free(&ts);
        skip();
    }
    /* Values from `iasl -d FACP`: revision 6, minor 3, length 0x114, flags 0x00100000. */
    struct al_fadt f;
    assert_true(al_fadt_decode(t, &f));
    assert_int_equal(f.major, 6);
    assert_int_equal(f.minor, 3);
    assert_int_equal(f.body_size, 276);
    assert_int_equal(f.expected_size, 276);
    assert_int_equal(al_fadt_get(&f, AL_FADT_FLAGS, 0), AL_FADT_FLAG_HW_REDUCED_ACPI);
    assert_int_equal(al_fadt_get(&f, AL_FADT_ARM_BOOT_ARCH, 0), 0x0003);
    assert_int_equal(al_fadt_get(&f, AL_FADT_HYPERVISOR_VENDOR_ID, 0), 0x554D4551ULL);
    assert_int_equal(al_fadt_get(&f, AL_FADT_X_DSDT, 1), 0);
    assert_true(f.present[AL_FADT_SLEEP_STATUS_REG]);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_field_table_is_consistent),
        cmocka_unit_test(test_spec_lengths),
        cmocka_unit_test(test_every_revision_length),
        cmocka_unit_test(test_5_0_lacks_arm_boot_arch),
        cmocka_unit_test(test_truncated),
        cmocka_unit_test(test_real_qemu_facp),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
