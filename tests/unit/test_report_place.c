/* SPDX-License-Identifier: MIT */
/*
 * Where a finding points (src/report/place.c) comes from what the loader
 * recorded when it opened each file (acpilint/file_facts.h), not from the
 * disk at report time: an input deleted, or a file made, between the load
 * and the report cannot change the report.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "acpilint/file_facts.h"
#include "acpilint/load.h"
#include "acpilint/tableset.h"
#include "report/place.h"
#include "testutil.h"

static char real_root[PATH_MAX];

static int setup(void **state)
{
    (void)state;
    if (tu_dir_make("place") != 0 || !realpath(tu_dir, real_root))
        return -1;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    return tu_dir_remove();
}

/* A finding about a whole file (no table, no line, no offset), as the loader reports one. */
static struct al_finding about(const char *file)
{
    struct al_finding f;
    memset(&f, 0, sizeof(f));
    f.instance = AL_NO_INSTANCE;
    f.offset = AL_NO_OFFSET;
    f.file = file;
    f.file_offset = AL_NO_OFFSET;
    return f;
}

static void remove_rel(const char *rel)
{
    char path[256];
    tu_dir_path(path, sizeof(path), rel);
    assert_int_equal(remove(path), 0);
}

/* A text file's lines, a binary file's bytes: the same before and after the file is deleted. */
static void test_deleted_input_places_the_same(void **state)
{
    (void)state;
    tu_dir_write("notes.txt", "one\ntwo\nthree", 13); /* a last line without a newline counts */
    tu_dir_write_table("facp.bin", "FACP", 116);
    char text[256], bin[256];
    tu_dir_path(text, sizeof(text), "notes.txt");
    tu_dir_path(bin, sizeof(bin), "facp.bin");
    struct al_tableset ts;
    al_tableset_init(&ts);
    al_load_path(&ts, text, NULL, 0);
    al_load_path(&ts, bin, NULL, 0);

    struct al_finding ft = about(text), fb = about(bin);
    struct al_place before_t, before_b, after_t, after_b;
    al_place_of(&ts, &ft, real_root, &before_t);
    al_place_of(&ts, &fb, real_root, &before_b);
    assert_true(before_t.relative);
    assert_string_equal(before_t.path, "notes.txt");
    assert_int_equal(before_t.start_line, 1);
    assert_int_equal(before_t.end_line, 3);
    assert_string_equal(before_b.path, "facp.bin");
    assert_true(before_b.has_bytes);
    assert_int_equal(before_b.byte_length, 116);

    remove_rel("notes.txt");
    remove_rel("facp.bin");
    al_place_of(&ts, &ft, real_root, &after_t);
    al_place_of(&ts, &fb, real_root, &after_b);
    assert_memory_equal(&before_t, &after_t, sizeof(before_t));
    assert_memory_equal(&before_b, &after_b, sizeof(before_b));
    al_tableset_free(&ts);
}

/*
 * A big acpidump text (256 KiB and more: read in pieces by the text-dump
 * reader) gets its lines from that reader, not from a second read of the
 * file: the same count the reports' rule gives, a last line without a
 * newline included, and kept once the file is deleted.
 */
static void test_streamed_dump_lines(void **state)
{
    (void)state;
    enum { ROWS = 20000 };
    size_t cap = 80 * (ROWS + 4), n = 0;
    char *text = malloc(cap);
    assert_non_null(text);
    n += (size_t)snprintf(text + n, cap - n, "banner line\nSSDT @ 0x0000000000000000\n");
    n += (size_t)snprintf(text + n, cap - n,
                          "    0000: 53 53 44 54 24 00 00 00 02 00 4F 45 4D 49 44 20  SSDT$.....OEMID \n");
    for (unsigned i = 1; i < ROWS; i++)
        n += (size_t)snprintf(text + n, cap - n,
                              "    %04X: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
                              (i * 16) & 0xFFFF);
    n += (size_t)snprintf(text + n, cap - n, "trailer without a newline");
    assert_true(n >= 256 * 1024);
    tu_dir_write("big.txt", text, n);
    unsigned want = 0;
    for (size_t i = 0; i < n; i++)
        want += text[i] == '\n';
    want++; /* the last line */
    free(text);
    char path[256];
    tu_dir_path(path, sizeof(path), "big.txt");
    struct al_tableset ts;
    al_tableset_init(&ts);
    al_load_path(&ts, path, NULL, 0);
    const struct al_file_facts *f = al_file_facts_of(&ts.files, path);
    assert_non_null(f);
    assert_true(f->counted);
    assert_true(f->text);
    assert_int_equal(f->lines, want);
    remove_rel("big.txt");
    struct al_finding fd = about(path);
    struct al_place p;
    al_place_of(&ts, &fd, real_root, &p);
    assert_int_equal(p.start_line, 1);
    assert_int_equal(p.end_line, want);
    al_tableset_free(&ts);
}

/* A folder stays a folder (its finding points at its first table's file) once deleted. */
static void test_deleted_folder_places_the_same(void **state)
{
    (void)state;
    char dir[256];
    tu_dir_path(dir, sizeof(dir), "machine");
    tu_dir_mkdir("machine");
    tu_dir_write_table("machine/APIC", "APIC", 44);
    struct al_tableset ts;
    al_tableset_init(&ts);
    al_load_path(&ts, dir, NULL, 0);
    struct al_finding f = about(dir);
    struct al_place before, after;
    al_place_of(&ts, &f, real_root, &before);
    assert_string_equal(before.path, "machine/APIC");
    assert_true(before.has_bytes);
    assert_int_equal(before.byte_length, 44);

    remove_rel("machine/APIC");
    remove_rel("machine");
    al_place_of(&ts, &f, real_root, &after);
    assert_memory_equal(&before, &after, sizeof(before));
    al_tableset_free(&ts);
}

/*
 * A file the run never opened is known as nothing, even when it exists at
 * report time: its name as given and an empty region, read from no disk.
 */
static void test_unopened_file_is_not_read(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    tu_dir_write("later.txt", "a\nb\n", 4);
    char later[256];
    tu_dir_path(later, sizeof(later), "later.txt");
    struct al_finding f = about(later);
    struct al_place p;
    al_place_of(&ts, &f, real_root, &p);
    assert_false(p.relative);
    assert_string_equal(p.path, later);
    assert_int_equal(p.start_line, 0);
    assert_true(p.has_bytes);
    assert_int_equal(p.byte_length, 0);
    assert_null(al_file_facts_of(&ts.files, later));
    al_tableset_free(&ts);
}

/* The record of a name is the first: a second note after the file changed keeps it. */
static void test_first_record_stands(void **state)
{
    (void)state;
    tu_dir_write("grow.txt", "x\n", 2);
    char grow[256];
    tu_dir_path(grow, sizeof(grow), "grow.txt");
    struct al_tableset ts;
    al_tableset_init(&ts);
    al_load_note_file(&ts, grow);
    tu_dir_write("grow.txt", "x\ny\nz\n", 6);
    al_load_note_file(&ts, grow);
    const struct al_file_facts *f = al_file_facts_of(&ts.files, grow);
    assert_non_null(f);
    assert_true(f->text);
    assert_int_equal(f->lines, 1);
    assert_int_equal(f->size, 2);
    al_tableset_free(&ts);
}

/* Text or binary as place.c always decided: a control byte in the first 4 KiB makes it binary. */
static void test_text_count(void **state)
{
    (void)state;
    struct al_text_count c = {.text = true, .last = '\n'};
    al_text_count_feed(&c, (const uint8_t *)"a\tb\r\n\fc", 7);
    assert_true(c.text);
    assert_int_equal(al_text_count_lines(&c), 2);
    static uint8_t big[5000];
    memset(big, 'x', sizeof(big));
    big[4095] = 1; /* the last byte probed */
    struct al_text_count b = {.text = true, .last = '\n'};
    al_text_count_feed(&b, big, 2000);
    al_text_count_feed(&b, big + 2000, sizeof(big) - 2000);
    assert_false(b.text);
    big[4095] = 'x';
    big[4096] = 1; /* past the probe: still text */
    big[4999] = '\n';
    struct al_text_count t = {.text = true, .last = '\n'};
    al_text_count_feed(&t, big, sizeof(big));
    assert_true(t.text);
    assert_int_equal(al_text_count_lines(&t), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deleted_input_places_the_same),
        cmocka_unit_test(test_streamed_dump_lines),
        cmocka_unit_test(test_deleted_folder_places_the_same),
        cmocka_unit_test(test_unopened_file_is_not_read),
        cmocka_unit_test(test_first_record_stands),
        cmocka_unit_test(test_text_count),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
