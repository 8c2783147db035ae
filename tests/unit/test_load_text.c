/* SPDX-License-Identifier: MIT */
/* acpidump text loader: the forms seen in the wild, and the broken ones. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "acpilint/load.h"
#include "acpilint/tableset.h"
#include "load/load_internal.h"
#include "testutil.h"

static void load(struct al_tableset *ts, const char *text)
{
    al_tableset_init(ts);
    assert_int_equal(al_load_buffer(ts, "dump.txt", (const uint8_t *)text, strlen(text)), 0);
}

/* A 0x2d-byte SSDT as Linux acpidump prints it (Ampere Altra dump, first table). */
#define SSDT_LINES                                                                            \
    "    0000: 53 53 44 54 2D 00 00 00 02 5F 41 6D 70 65 72 65  SSDT-...._Ampere\n"           \
    "    0010: 41 6C 74 72 61 20 20 20 01 00 00 00 49 4E 54 4C  Altra   ....INTL\n"           \
    "    0020: 17 12 20 20 14 08 4D 41 49 4E 00 A4 00           ..  ..MAIN...\n"

static void test_linux_format(void **state)
{
    (void)state;
    struct al_tableset ts;
    load(&ts, "SSDT @ 0x0000000080001000\n" SSDT_LINES "\n");
    assert_int_equal(ts.count, 1);
    const struct al_table *t = ts.tables[0];
    assert_memory_equal(t->signature, "SSDT", 4);
    assert_int_equal(t->size, 0x2d);
    assert_int_equal(t->header.length, 0x2d);
    assert_true(t->checksum_ok);
    assert_true(t->has_address);
    assert_int_equal(t->address, 0x80001000);
    assert_int_equal(t->source.line, 1);
    assert_int_equal(t->source.data_line, 2);
    assert_string_equal(t->header.oem_id, "Ampere");
    assert_int_equal(ts.findings.count, 0);
    al_tableset_free(&ts);
}

static void test_crlf_lowercase_and_no_ascii(void **state)
{
    (void)state;
    struct al_tableset ts;
    load(&ts, "SSDT @ 0x10\r\n"
              "  0000: 53 53 44 54 2d 00 00 00 02 5f 41 6d 70 65 72 65\r\n"
              "  0010: 41 6c 74 72 61 20 20 20 01 00 00 00 49 4e 54 4c\r\n"
              "  0020: 17 12 20 20 14 08 4d 41 49 4e 00 a4 00\r\n");
    assert_int_equal(ts.count, 1);
    assert_int_equal(ts.tables[0]->size, 0x2d);
    assert_true(ts.tables[0]->checksum_ok);
    assert_int_equal(ts.findings.count, 0);
    al_tableset_free(&ts);
}

static void test_several_ssdts_and_header_forms(void **state)
{
    (void)state;
    struct al_tableset ts;
    load(&ts, "SSDT @ (nil)\n" SSDT_LINES "\nSSDT4 @ 0x20\n" SSDT_LINES "\n"
              "RSD PTR @ 0xf7240\n"
              "  0000: 52 53 44 20 50 54 52 20 c5 4c 45 4e 4f 56 4f 02  RSD PTR .LENOVO.\n"
              "  0010: 94 87 6d bf 24 00 00 00 f0 87 6d bf 00 00 00 00  ..m.$.....m.....\n"
              "  0020: 39 00 00 00                                      9...\n"
              "\nRSD  @ 0x0\n"
              "  0000: 52 53 44 20 50 54 52 20 c5 4c 45 4e 4f 56 4f 02  RSD PTR .LENOVO.\n"
              "  0010: 94 87 6d bf 24 00 00 00 f0 87 6d bf 00 00 00 00  ..m.$.....m.....\n"
              "  0020: 39 00 00 00                                      9...\n");
    assert_int_equal(ts.count, 4);
    assert_int_equal(ts.tables[0]->instance, 0);
    assert_int_equal(ts.tables[1]->instance, 1);
    assert_true(ts.tables[0]->has_address);
    assert_int_equal(ts.tables[0]->address, 0);
    assert_int_equal(ts.tables[2]->kind, AL_KIND_RSDP);
    assert_memory_equal(ts.tables[2]->signature, "RSDP", 4);
    assert_int_equal(ts.tables[2]->size, 36);
    assert_int_equal(ts.tables[3]->kind, AL_KIND_RSDP);
    assert_int_equal(ts.tables[3]->instance, 1);
    al_tableset_free(&ts);
}

static void test_offsets_above_ffff(void **state)
{
    (void)state;
    /* A 0x10010-byte table: the last line's offset needs five digits. */
    size_t len = 0x10010;
    static char text[0x10010 / 16 * 80 + 256];
    size_t pos = (size_t)snprintf(text, sizeof(text), "DSDT @ 0x1000\n");
    for (size_t off = 0; off < len; off += 16) {
        pos += (size_t)snprintf(text + pos, sizeof(text) - pos, "  %04zX:", off);
        for (size_t i = 0; i < 16; i++) {
            unsigned byte = 0;
            if (off == 0 && i < 4)
                byte = (unsigned char)"DSDT"[i];
            if (off == 0 && i >= 4 && i < 8)
                byte = (unsigned)(len >> (8 * (i - 4))) & 0xff;
            pos += (size_t)snprintf(text + pos, sizeof(text) - pos, " %02X", byte);
        }
        pos += (size_t)snprintf(text + pos, sizeof(text) - pos, "  ................\n");
    }
    struct al_tableset ts;
    load(&ts, text);
    assert_int_equal(ts.count, 1);
    assert_int_equal(ts.tables[0]->size, len);
    assert_int_equal(ts.tables[0]->header.length, len);
    assert_int_equal(tu_count_rule(&ts, "dump.offset-gap"), 0);
    al_tableset_free(&ts);
}

/*
 * A 256-byte table holding every byte value, printed as acpidump does, in
 * the layouts the fast row parser takes and in the near misses it leaves to
 * the general one (tab separators, a short or odd ASCII column, no final
 * newline): every form must give the same bytes.
 */
static size_t print_all_bytes(char *out, size_t size, const char *sep, bool upper,
                              const char *ascii_gap, size_t ascii_len, const char *eol)
{
    uint8_t bytes[256];
    for (size_t i = 0; i < 256; i++)
        bytes[i] = (uint8_t)i;
    memcpy(bytes, "OEMX", 4);
    bytes[4] = 0;
    bytes[5] = 1; /* Length 0x100 */
    bytes[6] = bytes[7] = 0;
    size_t n = (size_t)snprintf(out, size, "OEMX @ 0x1000%s", eol);
    for (size_t row = 0; row < 16; row++) {
        n += (size_t)snprintf(out + n, size - n, "    %04zX:", row * 16);
        for (size_t k = 0; k < 16; k++)
            n += (size_t)snprintf(out + n, size - n, upper ? "%s%02X" : "%s%02x", sep,
                                  bytes[row * 16 + k]);
        n += (size_t)snprintf(out + n, size - n, "%s", ascii_gap);
        for (size_t k = 0; k < ascii_len; k++) {
            uint8_t c = bytes[row * 16 + k];
            out[n++] = c >= 0x20 && c < 0x7f ? (char)c : '.';
        }
        n += (size_t)snprintf(out + n, size - n, "%s", eol);
    }
    return n;
}

static void test_row_layouts_decode_alike(void **state)
{
    (void)state;
    static const struct {
        const char *sep;
        bool upper;
        const char *gap;
        size_t ascii;
        const char *eol;
    } forms[] = {
        {" ", true, "  ", 16, "\n"},   /* Linux acpidump */
        {" ", false, "  ", 16, "\r\n"}, /* lower case, CRLF */
        {"\t", true, "  ", 16, "\n"},  /* tab separators */
        {" ", true, "  ", 12, "\n"},   /* short ASCII column */
        {" ", true, "", 0, "\n"},      /* no ASCII column */
        {" ", true, "   ", 16, "\n"},  /* three blanks before it */
    };
    static char text[16384];
    for (size_t f = 0; f < sizeof(forms) / sizeof(forms[0]); f++) {
        size_t n = print_all_bytes(text, sizeof(text), forms[f].sep, forms[f].upper,
                                   forms[f].gap, forms[f].ascii, forms[f].eol);
        struct al_tableset ts;
        al_tableset_init(&ts);
        assert_int_equal(al_load_buffer(&ts, "dump.txt", (const uint8_t *)text, n), 0);
        assert_int_equal(ts.count, 1);
        const struct al_table *t = ts.tables[0];
        assert_int_equal(t->size, 256);
        for (size_t i = 8; i < 256; i++)
            assert_int_equal(t->bytes[i], i);
        assert_null(tu_first_finding(&ts, "dump.bad-line"));
        al_tableset_free(&ts);
    }
    /* The last row without its line end: the text ends inside the ASCII column's line. */
    size_t n = print_all_bytes(text, sizeof(text), " ", true, "  ", 16, "\n");
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_buffer(&ts, "dump.txt", (const uint8_t *)text, n - 1), 0);
    assert_int_equal(ts.count, 1);
    assert_int_equal(ts.tables[0]->size, 256);
    assert_int_equal(ts.tables[0]->bytes[255], 255);
    al_tableset_free(&ts);
}

/* A row in the full layout with one character that is not a hex digit is not read as 16 bytes. */
static void test_row_with_a_bad_digit(void **state)
{
    (void)state;
    static const char *const bad[] = {"4G", "G4", "4\x80", ":4", "4 "};
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        char text[512];
        snprintf(text, sizeof(text),
                 "SSDT @ 0x10\n"
                 "    0000: 53 53 44 54 2D 00 00 00 02 5F 41 6D 70 65 72 65  SSDT-...._Ampere\n"
                 "    0010: 41 6C 74 72 61 20 20 %s 01 00 00 00 49 4E 54 4C  Altra   ....INTL\n"
                 "    0020: 17 12 20 20 14 08 4D 41 49 4E 00 A4 00           ..  ..MAIN...\n",
                 bad[i]);
        struct al_tableset ts;
        load(&ts, text);
        assert_int_equal(ts.count, 1);
        /* Seven bytes of the row are kept (malformed after them), the rest zero-filled. */
        assert_non_null(tu_first_finding(&ts, "dump.bad-line"));
        assert_false(ts.tables[0]->checksum_ok);
        al_tableset_free(&ts);
    }
}

static void test_bad_line_and_gap(void **state)
{
    (void)state;
    struct al_tableset ts;
    load(&ts, "SSDT @ 0x10\n"
              "    0000: 53 53 44 54 2D 00 00 00 02 5F 41 6D 70 65 72 65  SSDT-...._Ampere\n"
              "this line is garbage\n"
              "    0020: 17 12 20 20 14 08 4D 41 49 4E 00 A4 00           ..  ..MAIN...\n");
    assert_int_equal(ts.count, 1);
    const struct al_finding *bad = tu_first_finding(&ts, "dump.bad-line");
    assert_non_null(bad);
    assert_int_equal(bad->line, 3);
    assert_string_equal(bad->file, "dump.txt");
    const struct al_finding *gap = tu_first_finding(&ts, "dump.offset-gap");
    assert_non_null(gap);
    assert_int_equal(gap->line, 4);
    /* The missing line is zero-filled so later offsets stay right. */
    assert_int_equal(ts.tables[0]->size, 0x2d);
    al_tableset_free(&ts);
}

static void test_header_without_data_and_preamble(void **state)
{
    (void)state;
    struct al_tableset ts;
    load(&ts, "$ sudo acpidump\nFirmware banner\nFACP @ 0x0\n\nSSDT @ 0x10\n" SSDT_LINES);
    assert_int_equal(ts.count, 1);
    assert_int_equal(tu_count_rule(&ts, "dump.preamble"), 1);
    const struct al_finding *bad = tu_first_finding(&ts, "dump.bad-line");
    assert_non_null(bad);
    assert_int_equal(bad->line, 3);
    al_tableset_free(&ts);
}

static void test_signature_mismatch(void **state)
{
    (void)state;
    struct al_tableset ts;
    load(&ts, "FACP @ 0x10\n" SSDT_LINES);
    assert_int_equal(ts.count, 1);
    assert_int_equal(tu_count_rule(&ts, "dump.signature-mismatch"), 1);
    al_tableset_free(&ts);
}

static void test_huge_offset_is_not_allocated(void **state)
{
    (void)state;
    struct al_tableset ts;
    load(&ts, "SSDT @ 0x10\n" SSDT_LINES "FFFFFFF0: 00 00 00 00\n");
    assert_int_equal(ts.count, 1);
    assert_int_equal(ts.tables[0]->size, 0x2d);
    /* A gap far past the table's bytes: the line is ignored and reported, nothing allocated. */
    assert_int_equal(tu_count_rule(&ts, "dump.offset-gap"), 1);
    assert_non_null(strstr(tu_first_finding(&ts, "dump.offset-gap")->message, "far past"));
    assert_true(ts.bytes_held < 4096);
    al_tableset_free(&ts);
}

static void test_detection(void **state)
{
    (void)state;
    const char *dump = "DSDT @ 0x0\n  0000: 44\n";
    assert_true(al_looks_like_text_dump((const uint8_t *)dump, strlen(dump)));
    const char *notes = "hello\nworld\n";
    assert_false(al_looks_like_text_dump((const uint8_t *)notes, strlen(notes)));
    const uint8_t blob[8] = {'D', 'S', 'D', 'T', 8, 0, 0, 0};
    assert_false(al_looks_like_text_dump(blob, sizeof(blob)));
}

/* The same tables and findings (rule, line, message), in the same order. */
static void assert_same_load(const struct al_tableset *a, const struct al_tableset *b)
{
    assert_int_equal(a->count, b->count);
    for (size_t i = 0; i < a->count; i++) {
        assert_memory_equal(a->tables[i]->signature, b->tables[i]->signature, 4);
        assert_int_equal(a->tables[i]->size, b->tables[i]->size);
        assert_memory_equal(a->tables[i]->bytes, b->tables[i]->bytes, a->tables[i]->size);
    }
    assert_int_equal(a->findings.count, b->findings.count);
    for (size_t i = 0; i < a->findings.count; i++) {
        assert_string_equal(a->findings.items[i].rule, b->findings.items[i].rule);
        assert_int_equal(a->findings.items[i].line, b->findings.items[i].line);
        assert_string_equal(a->findings.items[i].message, b->findings.items[i].message);
    }
}

/*
 * A text read in pieces (al_stream_text_dump: a big file through a small
 * buffer) loads as the whole text does, wherever the pieces end: after
 * every line, after every third, with CRLF, a bad line, a gap, a table
 * header as the last line of a piece, and a last line without its end.
 */
static void test_pieces_load_as_the_whole(void **state)
{
    (void)state;
    static const char text[] =
        "banner line\n"
        "SSDT @ 0x0000000080001000\r\n" SSDT_LINES
        "DSDT @ 0x0000000080002000\n"
        "    0000: 44 53 44 54 30 00 00 00 02 00 4F 45 4D 49 44 20  DSDT0.....OEMID \n"
        "    0010: 54 41 42 4C 45 49 44 20 01 00 00 00 49 4E 54 4C  TABLEID ....INTL\r\n"
        "    this is not a line of the dump\n"
        "    0020: 17 12 20 20 14 08 4D 41 49 4E 00 A4 00 00 00 00  ..  ..MAIN.....\n"
        "APIC @ 0x0000000080003000\n"
        "    0000: 41 50 49 43 2C 00 00 00 05 00 4F 45 4D 49 44 20  APIC,.....OEMID \n"
        "    0020: 00 00 00 00 00 00 00 00 00 00 00 00              ............";
    size_t size = sizeof(text) - 1;
    struct al_tableset whole;
    al_tableset_init(&whole);
    al_load_text_dump(&whole, "dump.txt", text, size);
    assert_int_equal(whole.count, 3);
    for (unsigned every = 1; every <= 3; every++) {
        struct al_tableset pieces;
        al_tableset_init(&pieces);
        struct al_dump_stream *st = al_dump_stream_begin("dump.txt");
        assert_non_null(st);
        size_t start = 0;
        unsigned lines = 0;
        for (size_t i = 0; i < size; i++) {
            if (text[i] != '\n' || ++lines % every)
                continue;
            al_dump_stream_lines(&pieces, st, text + start, i + 1 - start, size - (i + 1));
            start = i + 1;
        }
        al_dump_stream_lines(&pieces, st, text + start, size - start, 0);
        al_dump_stream_end(&pieces, st);
        assert_same_load(&whole, &pieces);
        al_tableset_free(&pieces);
    }
    al_tableset_free(&whole);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_linux_format),
        cmocka_unit_test(test_crlf_lowercase_and_no_ascii),
        cmocka_unit_test(test_several_ssdts_and_header_forms),
        cmocka_unit_test(test_offsets_above_ffff),
        cmocka_unit_test(test_row_layouts_decode_alike),
        cmocka_unit_test(test_row_with_a_bad_digit),
        cmocka_unit_test(test_bad_line_and_gap),
        cmocka_unit_test(test_header_without_data_and_preamble),
        cmocka_unit_test(test_signature_mismatch),
        cmocka_unit_test(test_huge_offset_is_not_allocated),
        cmocka_unit_test(test_detection),
        cmocka_unit_test(test_pieces_load_as_the_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
