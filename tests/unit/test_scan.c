/* SPDX-License-Identifier: MIT */
/* --scan: tables found at odd offsets in noise, by signature, length and checksum. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "acpilint/checks.h"
#include "acpilint/load.h"
#include "acpilint/scan.h"
#include "acpilint/tableset.h"
#include "testutil.h"

static void make_table(uint8_t *buf, const char *sig, uint32_t len)
{
    memset(buf, 0, len);
    tu_put_header(buf, sig, len, 2);
    for (uint32_t i = AL_HEADER_SIZE; i < len; i++)
        buf[i] = (uint8_t)(i * 7);
    tu_fix_checksum(buf, len);
}

/* Pseudo-random noise with ASCII mixed in, deterministic. */
static void noise(uint8_t *buf, size_t n)
{
    uint32_t x = 12345;
    for (size_t i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        buf[i] = (uint8_t)(x >> 16);
        if (i % 97 < 10)
            buf[i] = (uint8_t)('A' + (x >> 8) % 26);
    }
}

static void test_finds_tables_at_odd_offsets(void **state)
{
    (void)state;
    size_t size = 1 << 20;
    uint8_t *img = malloc(size);
    assert_non_null(img);
    noise(img, size);
    tu_make_rsdp(img + 17);
    make_table(img + 4099, "FACP", 276);
    make_table(img + 70001, "APIC", 180);
    make_table(img + size - 200, "GTDT", 200); /* ends at the last byte */
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_scan_buffer(&ts, "image.bin", img, size), 4);
    assert_int_equal(ts.count, 4);
    assert_string_equal(ts.tables[0]->signature, "RSDP");
    assert_int_equal(ts.tables[0]->source.offset, 17);
    assert_int_equal(ts.tables[0]->size, 36);
    assert_string_equal(ts.tables[1]->signature, "FACP");
    assert_int_equal(ts.tables[1]->source.offset, 4099);
    assert_int_equal(ts.tables[1]->size, 276);
    assert_int_equal(ts.tables[2]->source.offset, 70001);
    assert_int_equal(ts.tables[3]->source.offset, size - 200);
    assert_true(ts.tables[3]->checksum_ok);
    assert_string_equal(ts.tables[3]->source.file, "image.bin");
    al_tableset_free(&ts);
    free(img);
}

/* A table with one flipped byte is still a table, and its checksum fails: an error, not a note. */
static void test_bad_checksum_loaded_and_fails(void **state)
{
    (void)state;
    uint8_t img[4096];
    memset(img, 0xff, sizeof(img));
    make_table(img + 333, "APIC", 100);
    img[333 + 50] ^= 1;
    make_table(img + 1001, "GTDT", 96);
    img[1001 + 12] ^= 0x80; /* a flipped bit in the OEM ID: still a sane header */
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_scan_buffer(&ts, "image.bin", img, sizeof(img)), 2);
    assert_string_equal(ts.tables[0]->signature, "APIC");
    assert_int_equal(ts.tables[0]->source.offset, 333);
    assert_false(ts.tables[0]->checksum_ok);
    assert_string_equal(ts.tables[1]->signature, "GTDT");
    assert_false(ts.tables[1]->checksum_ok);
    al_check_headers(&ts);
    assert_int_equal(tu_count_rule(&ts, "table.checksum"), 2);
    al_tableset_free(&ts);
}

/* A flipped signature byte: named as the table it was, at its offset. */
static void test_corrupt_signature_reported(void **state)
{
    (void)state;
    uint8_t img[4096];
    memset(img, 0xff, sizeof(img));
    for (unsigned i = 0; i < 4; i++) {
        size_t at = 100 + i * 1000;
        make_table(img + at, "DBG2", 120);
        img[at + i] ^= 0x40;
    }
    make_table(img + 3500, "ABCD", 64); /* an unknown signature, checksum right: not a DBG2 */
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_scan_buffer(&ts, "image.bin", img, sizeof(img)), 0);
    assert_int_equal(tu_count_rule(&ts, "scan.signature-corrupt"), 4);
    for (unsigned i = 0; i < 4; i++) {
        assert_int_equal(ts.findings.items[i].file_offset, 100 + i * 1000);
        assert_non_null(strstr(ts.findings.items[i].message, "DBG2"));
    }
    al_tableset_free(&ts);
}

/* A Length flipped out of range is reported where the header is. */
static void test_corrupt_length_reported(void **state)
{
    (void)state;
    uint8_t img[4096];
    memset(img, 0, sizeof(img));
    make_table(img + 100, "FACP", 276);
    img[100 + 7] ^= 0x10; /* Length 0x10000114: past the end */
    make_table(img + 1000, "SPCR", 80);
    tu_put_u32(img, 1000 + 4, 20); /* shorter than a header */
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_scan_buffer(&ts, "image.bin", img, sizeof(img)), 0);
    assert_int_equal(tu_count_rule(&ts, "scan.table-length"), 2);
    assert_int_equal(ts.findings.items[0].file_offset, 100);
    assert_int_equal(ts.findings.items[1].file_offset, 1000);
    al_tableset_free(&ts);
}

/*
 * A header whose checksum fails does not hide a table inside the bytes it
 * claims, and fake headers one after the other are each one candidate: the
 * second, third... start inside the first's claimed length.
 */
static void test_fake_header_hides_nothing(void **state)
{
    (void)state;
    size_t size = 1 << 16;
    uint8_t *img = calloc(1, size);
    assert_non_null(img);
    size_t last = 0;
    for (size_t at = 0; at + 36 <= 4096; at += 40) {
        tu_put_header(img + at, "SSDT", (uint32_t)(size - at), 2);
        last = at;
    }
    make_table(img + 20001, "DBG2", 90);
    /* Last to first, so each fix changes only the sums of the headers before it. */
    for (size_t at = last + 40; at >= 40;) {
        at -= 40;
        uint8_t sum = 0;
        for (size_t i = at; i < size; i++)
            sum = (uint8_t)(sum + img[i]);
        if (sum == 0)
            img[at + 9] = 1; /* every fake header's checksum fails */
    }
    struct al_tableset ts;
    al_tableset_init(&ts);
    al_scan_buffer(&ts, "image.bin", img, size);
    const struct al_table *dbg2 = al_tableset_find(&ts, "DBG2", 0);
    assert_non_null(dbg2);
    assert_int_equal(dbg2->source.offset, 20001);
    assert_true(dbg2->checksum_ok);
    /* The first fake header is loaded (its checksum fails); those inside it are not. */
    assert_int_equal(al_tableset_count_sig(&ts, "SSDT"), 1);
    assert_false(ts.tables[0]->checksum_ok);
    al_tableset_free(&ts);
    free(img);
}

/* Random bytes after a known signature are not a header: no table, no finding. */
static void test_signature_in_noise_is_not_a_table(void **state)
{
    (void)state;
    size_t size = 1 << 20;
    uint8_t *img = malloc(size);
    assert_non_null(img);
    uint32_t x = 99;
    for (size_t i = 0; i < size; i++) {
        x = x * 1103515245u + 12345u;
        img[i] = (uint8_t)(x >> 16);
    }
    for (size_t at = 0; at + 64 < size; at += 509) {
        memcpy(img + at, "APIC", 4);
        img[at + 7] = 0; /* a Length that fits */
    }
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_scan_buffer(&ts, "image.bin", img, size), 0);
    assert_int_equal(ts.findings.count, 0);
    al_tableset_free(&ts);
    free(img);
}

static void test_implausible_lengths_and_unknown_signatures(void **state)
{
    (void)state;
    uint8_t img[2048];
    memset(img, 0, sizeof(img));
    make_table(img + 10, "ABCD", 64);   /* valid checksum, unknown signature */
    make_table(img + 200, "SSDT", 64);
    tu_put_u32(img, 200 + 4, 5000);     /* longer than what is left */
    make_table(img + 600, "DSDT", 300); /* a DSDT quoting a valid-looking SSDT */
    make_table(img + 700, "SSDT", 40);
    tu_fix_checksum(img + 600, 300);
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_scan_buffer(&ts, "image.bin", img, sizeof(img)), 1);
    assert_string_equal(ts.tables[0]->signature, "DSDT");
    assert_int_equal(ts.tables[0]->source.offset, 600);
    assert_int_equal(tu_count_rule(&ts, "scan.table-length"), 1); /* the SSDT at 200 */
    al_tableset_free(&ts);
}

static void test_tiny_and_empty_inputs(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_scan_buffer(&ts, "x", (const uint8_t *)"RSD PTR", 7), 0);
    assert_int_equal(al_scan_buffer(&ts, "x", NULL, 0), 0);
    uint8_t rsdp[20];
    memcpy(rsdp, "RSD PTR ", 8);
    memset(rsdp + 8, 0, 12);
    rsdp[8] = (uint8_t)(0x100 - (('R' + 'S' + 'D' + ' ' + 'P' + 'T' + 'R' + ' ') & 0xff));
    assert_int_equal(al_scan_buffer(&ts, "x", rsdp, sizeof(rsdp)), 1); /* revision 0: 20 bytes */
    al_tableset_free(&ts);
}

static void test_load_scan_file(void **state)
{
    (void)state;
    char path[] = "/tmp/acpilint-scan-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    uint8_t img[8192];
    memset(img, 0xff, sizeof(img));
    make_table(img + 1001, "MCFG", 60);
    assert_int_equal(write(fd, img, sizeof(img)), (ssize_t)sizeof(img));
    close(fd);
    struct al_tableset ts;
    al_tableset_init(&ts);
    char err[256];
    assert_int_equal(al_load_scan(&ts, path, err, sizeof(err)), AL_LOAD_OK);
    assert_int_equal(ts.count, 1);
    assert_int_equal(ts.tables[0]->source.offset, 1001);
    assert_int_equal(ts.input_count, 1);
    unlink(path);
    assert_int_equal(al_load_scan(&ts, path, err, sizeof(err)), AL_LOAD_UNREADABLE);
    assert_non_null(strstr(err, "cannot open"));
    assert_int_equal(ts.unreadable_inputs, 1);
    assert_int_equal(al_load_scan(&ts, "/tmp", err, sizeof(err)), AL_LOAD_UNREADABLE);
    al_tableset_free(&ts);
}

static void test_empty_file_is_no_tables(void **state)
{
    (void)state;
    char path[] = "/tmp/acpilint-scan-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_scan(&ts, path, NULL, 0), AL_LOAD_OK);
    assert_int_equal(tu_count_rule(&ts, "input.no-tables"), 1);
    unlink(path);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_finds_tables_at_odd_offsets),
        cmocka_unit_test(test_bad_checksum_loaded_and_fails),
        cmocka_unit_test(test_corrupt_length_reported),
        cmocka_unit_test(test_corrupt_signature_reported),
        cmocka_unit_test(test_fake_header_hides_nothing),
        cmocka_unit_test(test_signature_in_noise_is_not_a_table),
        cmocka_unit_test(test_implausible_lengths_and_unknown_signatures),
        cmocka_unit_test(test_tiny_and_empty_inputs),
        cmocka_unit_test(test_load_scan_file),
        cmocka_unit_test(test_empty_file_is_no_tables),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
