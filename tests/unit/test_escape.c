/* SPDX-License-Identifier: MIT */
/* Unit tests for the printable renderings of untrusted bytes (include/acpilint/escape.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "acpilint/escape.h"

static void test_printable_and_escaped(void **state)
{
    (void)state;
    char out[AL_ESCAPED_SIZE(8)];
    /* Printable ASCII passes; a NUL inside the count, controls, DEL and high bytes do not. */
    static const char in[8] = {'A', ' ', '~', '\0', '\x1b', '\x7f', '\x80', '\xff'};
    assert_ptr_equal(al_escape_bytes(in, sizeof(in), out, sizeof(out)), out);
    assert_string_equal(out, "A ~\\x00\\x1b\\x7f\\x80\\xff");
    assert_string_equal(al_escape_str("tab\there\n", out, sizeof(out)), "tab\\x09here\\x0a");
    assert_string_equal(al_escape_str(NULL, out, sizeof(out)), "");
}

static void test_idempotent(void **state)
{
    (void)state;
    /* Text passes through more than once (a finding's message, then a report) unchanged. */
    char once[AL_ESCAPED_SIZE(16)], twice[AL_ESCAPED_SIZE(AL_ESCAPED_SIZE(16))];
    al_escape_bytes("OEM\x01\x02\\x41\xfe", 10, once, sizeof(once));
    al_escape_str(once, twice, sizeof(twice));
    assert_string_equal(once, "OEM\\x01\\x02\\x41\\xfe");
    assert_string_equal(twice, once);
}

static void test_truncation_never_cuts_an_escape(void **state)
{
    (void)state;
    char out[8];
    memset(out, 'Z', sizeof(out));
    /* 5 bytes of room and a NUL: "ab" fits, "\x01" would need 4 more. */
    al_escape_bytes("ab\x01" "c", 4, out, 6);
    assert_string_equal(out, "ab");
    /* Exactly the room for it. */
    al_escape_bytes("ab\x01" "c", 4, out, 7);
    assert_string_equal(out, "ab\\x01");
    al_escape_bytes("abcdefgh", 8, out, 4);
    assert_string_equal(out, "abc");
    al_escape_bytes("abc", 3, out, 1);
    assert_string_equal(out, "");
    /* No room at all: nothing written, not even the NUL. */
    out[0] = 'Z';
    al_escape_bytes("abc", 3, out, 0);
    assert_int_equal(out[0], 'Z');
    /* The worst case fits AL_ESCAPED_SIZE. */
    char full[AL_ESCAPED_SIZE(3)];
    al_escape_bytes("\x01\x02\x03", 3, full, sizeof(full));
    assert_string_equal(full, "\\x01\\x02\\x03");
}

static void test_uuid_text(void **state)
{
    (void)state;
    /* ACPI's ToUUID("e5c937d0-3553-4d7a-9117-ea4d19c3434d"), as _DSD stores it. */
    static const uint8_t dsd[16] = {0xd0, 0x37, 0xc9, 0xe5, 0x53, 0x35, 0x7a, 0x4d,
                                    0x91, 0x17, 0xea, 0x4d, 0x19, 0xc3, 0x43, 0x4d};
    char text[37];
    al_uuid_text(dsd, false, text);
    assert_string_equal(text, "e5c937d0-3553-4d7a-9117-ea4d19c3434d");
    al_uuid_text(dsd, true, text);
    assert_string_equal(text, "E5C937D0-3553-4D7A-9117-EA4D19C3434D");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_printable_and_escaped),
        cmocka_unit_test(test_idempotent),
        cmocka_unit_test(test_truncation_never_cuts_an_escape),
        cmocka_unit_test(test_uuid_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
