/* SPDX-License-Identifier: MIT */
/* Binary loader: one blob, an RSDP, concatenations, truncation, leftovers, gzip. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "acpilint/load.h"
#include "acpilint/tableset.h"
#include "testutil.h"

static size_t make_table(uint8_t *buf, const char *sig, uint32_t len)
{
    memset(buf, 0, len);
    tu_put_header(buf, sig, len, 1);
    for (uint32_t i = AL_HEADER_SIZE; i < len; i++)
        buf[i] = (uint8_t)i;
    tu_fix_checksum(buf, len);
    return len;
}

static void load(struct al_tableset *ts, const uint8_t *data, size_t size)
{
    al_tableset_init(ts);
    assert_int_equal(al_load_buffer(ts, "in.bin", data, size), 0);
}

static void test_single_blob(void **state)
{
    (void)state;
    uint8_t buf[64];
    struct al_tableset ts;
    load(&ts, buf, make_table(buf, "GTDT", 64));
    assert_int_equal(ts.count, 1);
    assert_true(ts.tables[0]->checksum_ok);
    assert_int_equal(ts.tables[0]->source.offset, 0);
    assert_int_equal(ts.findings.count, 0);
    al_tableset_free(&ts);
}

static void test_rsdp_blob(void **state)
{
    (void)state;
    uint8_t buf[36];
    struct al_tableset ts;
    load(&ts, buf, tu_make_rsdp(buf));
    assert_int_equal(ts.count, 1);
    assert_int_equal(ts.tables[0]->kind, AL_KIND_RSDP);
    assert_true(ts.tables[0]->checksum_ok);
    assert_true(ts.tables[0]->ext_checksum_ok);
    al_tableset_free(&ts);
}

static void test_concatenated(void **state)
{
    (void)state;
    uint8_t buf[36 + 50 + 40 + 64];
    size_t n = tu_make_rsdp(buf);
    n += make_table(buf + n, "SSDT", 50);
    n += make_table(buf + n, "SSDT", 40);
    n += make_table(buf + n, "APIC", 64);
    struct al_tableset ts;
    load(&ts, buf, n);
    assert_int_equal(ts.count, 4);
    assert_int_equal(ts.tables[1]->source.offset, 36);
    assert_int_equal(ts.tables[2]->source.offset, 86);
    assert_int_equal(ts.tables[2]->instance, 1);
    assert_int_equal(ts.tables[3]->source.offset, 126);
    assert_int_equal(ts.findings.count, 0);
    al_tableset_free(&ts);
}

static void test_truncated_last_table(void **state)
{
    (void)state;
    uint8_t buf[50 + 64];
    size_t n = make_table(buf, "SSDT", 50);
    make_table(buf + n, "APIC", 64);
    struct al_tableset ts;
    load(&ts, buf, n + 40);
    assert_int_equal(ts.count, 2);
    assert_int_equal(ts.tables[1]->size, 40);
    assert_int_equal(ts.tables[1]->header.length, 64);
    assert_false(ts.tables[1]->checksum_ok);
    al_tableset_free(&ts);
}

static void test_unsplittable_rest_is_reported(void **state)
{
    (void)state;
    uint8_t buf[50 + 20];
    size_t n = make_table(buf, "SSDT", 50);
    memcpy(buf + n, "this is no table....", 20);
    struct al_tableset ts;
    load(&ts, buf, sizeof(buf));
    /* The stray bytes stay with the table before them, whose Length then looks short. */
    assert_int_equal(ts.count, 1);
    assert_int_equal(ts.tables[0]->size, sizeof(buf));
    assert_int_equal(ts.tables[0]->header.length, 50);
    assert_int_equal(tu_count_rule(&ts, "input.unsplit-bytes"), 0);
    al_tableset_free(&ts);
}

static void test_zero_padding_is_trailing(void **state)
{
    (void)state;
    uint8_t buf[50 + 30];
    size_t n = make_table(buf, "SSDT", 50);
    memset(buf + n, 0, 30);
    struct al_tableset ts;
    load(&ts, buf, sizeof(buf));
    assert_int_equal(ts.count, 1);
    assert_int_equal(tu_count_rule(&ts, "input.trailing-bytes"), 1);
    al_tableset_free(&ts);
}

static void test_zero_length_table_does_not_loop(void **state)
{
    (void)state;
    uint8_t buf[50 + 40];
    size_t n = make_table(buf, "SSDT", 50);
    make_table(buf + n, "APIC", 40);
    tu_put_u32(buf + n, 4, 0); /* a zero Length in the middle of a concatenation */
    struct al_tableset ts;
    load(&ts, buf, sizeof(buf));
    assert_int_equal(ts.count, 1);
    assert_int_equal(ts.tables[0]->size, sizeof(buf));
    al_tableset_free(&ts);
}

static void test_tiny_and_empty_inputs(void **state)
{
    (void)state;
    struct al_tableset ts;
    const uint8_t three[3] = {'A', 'P', 'I'};
    load(&ts, three, sizeof(three));
    assert_int_equal(ts.count, 0);
    /* Nothing in the input is a table: one finding says so (and suggests --scan). */
    assert_int_equal(tu_count_rule(&ts, "input.unsplit-bytes"), 0);
    assert_int_equal(tu_count_rule(&ts, "input.no-tables"), 1);
    al_tableset_free(&ts);
    load(&ts, three, 0);
    assert_int_equal(ts.count, 0);
    assert_int_equal(tu_count_rule(&ts, "input.no-tables"), 1);
    al_tableset_free(&ts);
}

static void test_mangled_signature_single_blob_is_kept(void **state)
{
    (void)state;
    uint8_t buf[48];
    make_table(buf, "GTDT", 48);
    buf[1] = 0x1b; /* ESC */
    tu_fix_checksum(buf, 48);
    struct al_tableset ts;
    load(&ts, buf, sizeof(buf));
    assert_int_equal(ts.count, 1);
    assert_int_equal(ts.tables[0]->signature[1], 0x1b);
    al_tableset_free(&ts);
}

static size_t gzip_bytes(const uint8_t *in, size_t n, uint8_t *out, size_t cap)
{
    z_stream zs = {0};
    assert_int_equal(deflateInit2(&zs, 9, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY),
                     Z_OK);
    zs.next_in = (Bytef *)in;
    zs.avail_in = (uInt)n;
    zs.next_out = out;
    zs.avail_out = (uInt)cap;
    assert_int_equal(deflate(&zs, Z_FINISH), Z_STREAM_END);
    size_t written = cap - zs.avail_out;
    deflateEnd(&zs);
    return written;
}

static void test_gzip_binary_and_text(void **state)
{
    (void)state;
    uint8_t buf[50 + 64], gz[512];
    size_t n = make_table(buf, "SSDT", 50);
    n += make_table(buf + n, "APIC", 64);
    struct al_tableset ts;
    load(&ts, gz, gzip_bytes(buf, n, gz, sizeof(gz)));
    assert_int_equal(ts.count, 2);
    assert_true(ts.tables[0]->source.compressed);
    assert_int_equal(ts.tables[1]->source.offset, 50);
    al_tableset_free(&ts);

    const char *text = "SSDT @ 0x0\n"
                       "  0000: 53 53 44 54 24 00 00 00 01 00 41 42 43 44 45 46\n"
                       "  0010: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
                       "  0020: 00 00 00 00\n";
    load(&ts, gz, gzip_bytes((const uint8_t *)text, strlen(text), gz, sizeof(gz)));
    assert_int_equal(ts.count, 1);
    assert_int_equal(ts.tables[0]->source.line, 1);
    al_tableset_free(&ts);
}

static void test_corrupt_gzip(void **state)
{
    (void)state;
    uint8_t buf[64], gz[512];
    size_t n = gzip_bytes(buf, make_table(buf, "APIC", 64), gz, sizeof(gz));
    struct al_tableset ts;
    load(&ts, gz, n / 2); /* truncated stream */
    assert_int_equal(ts.count, 0);
    assert_int_equal(tu_count_rule(&ts, "input.unsplit-bytes"), 1);
    al_tableset_free(&ts);
    gz[12] ^= 0xff;
    gz[13] ^= 0xff;
    load(&ts, gz, n);
    assert_int_equal(tu_count_rule(&ts, "input.unsplit-bytes"), 1);
    al_tableset_free(&ts);
}

/*
 * A concatenation of more tables than the default limit (what a small gzip
 * can expand into) loads the first AL_BUDGET_TABLES_DEFAULT and says so
 * once, at the offset of the first table left out.
 */
static void test_table_limit(void **state)
{
    (void)state;
    size_t n = AL_BUDGET_TABLES_DEFAULT + 10, size = n * AL_HEADER_SIZE;
    uint8_t *buf = malloc(size);
    assert_non_null(buf);
    for (size_t i = 0; i < n; i++)
        make_table(buf + i * AL_HEADER_SIZE, "SSDT", AL_HEADER_SIZE);
    struct al_tableset ts;
    load(&ts, buf, size);
    assert_int_equal(ts.count, AL_BUDGET_TABLES_DEFAULT);
    assert_int_equal(tu_count_rule(&ts, "input.table-limit"), 1);
    assert_int_equal(ts.findings.items[0].file_offset,
                     (uint64_t)AL_BUDGET_TABLES_DEFAULT * AL_HEADER_SIZE);
    al_tableset_free(&ts);
    free(buf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table_limit),
        cmocka_unit_test(test_single_blob),
        cmocka_unit_test(test_rsdp_blob),
        cmocka_unit_test(test_concatenated),
        cmocka_unit_test(test_truncated_last_table),
        cmocka_unit_test(test_unsplittable_rest_is_reported),
        cmocka_unit_test(test_zero_padding_is_trailing),
        cmocka_unit_test(test_zero_length_table_does_not_loop),
        cmocka_unit_test(test_tiny_and_empty_inputs),
        cmocka_unit_test(test_mangled_signature_single_blob_is_kept),
        cmocka_unit_test(test_gzip_binary_and_text),
        cmocka_unit_test(test_corrupt_gzip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
