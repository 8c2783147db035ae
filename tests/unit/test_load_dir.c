/* SPDX-License-Identifier: MIT */
/*
 * Directory loader: acpixtract names, QEMU names, the sysfs layout, unreadable paths, tables
 * one level down.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "acpilint/load.h"
#include "acpilint/tableset.h"
#include "testutil.h"

static char root[64];

static void write_file(const char *rel, const void *data, size_t n)
{
    char path[256];
    snprintf(path, sizeof(path), "%s/%s", root, rel);
    FILE *fp = fopen(path, "wb");
    assert_non_null(fp);
    assert_int_equal(fwrite(data, 1, n, fp), n);
    fclose(fp);
}

static void write_table(const char *rel, const char *sig, uint32_t len)
{
    uint8_t buf[128] = {0};
    tu_put_header(buf, sig, len, 2);
    tu_fix_checksum(buf, len);
    write_file(rel, buf, len);
}

static int setup(void **state)
{
    (void)state;
    snprintf(root, sizeof(root), "/tmp/acpilint-dir-XXXXXX");
    if (!mkdtemp(root))
        return -1;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof(cmd), "rm -rf '%s'", root);
    return system(cmd) == 0 ? 0 : -1;
}

static void test_acpixtract_and_qemu_names(void **state)
{
    (void)state;
    write_table("facp.dat", "FACP", 100);
    write_table("ssdt1.dat", "SSDT", 40);
    write_table("ssdt2.dat", "SSDT", 44);
    write_table("DSDT.pxb", "DSDT", 60);
    const char *readme = "These tables came from a test board.\n";
    write_file("README", readme, strlen(readme));
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, root, NULL, 0), 0);
    assert_int_equal(ts.count, 4);
    /* Name order: DSDT.pxb, facp.dat, ssdt1.dat, ssdt2.dat. */
    assert_memory_equal(ts.tables[0]->signature, "DSDT", 4);
    assert_memory_equal(ts.tables[3]->signature, "SSDT", 4);
    assert_int_equal(ts.tables[3]->instance, 1);
    assert_non_null(strstr(ts.tables[1]->source.file, "facp.dat"));
    assert_int_equal(tu_count_rule(&ts, "input.not-a-table"), 1);
    assert_int_equal(ts.input_count, 1);
    al_tableset_free(&ts);
}

static void test_sysfs_layout(void **state)
{
    (void)state;
    char path[256];
    snprintf(path, sizeof(path), "%s/dynamic", root);
    assert_int_equal(mkdir(path, 0755), 0);
    snprintf(path, sizeof(path), "%s/data", root);
    assert_int_equal(mkdir(path, 0755), 0);
    write_table("APIC", "APIC", 80);
    write_table("SSDT1", "SSDT", 40);
    write_table("dynamic/SSDT7", "SSDT", 36);
    const uint8_t bert_data[16] = {1, 2, 3};
    write_file("data/BERT", bert_data, sizeof(bert_data));
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, root, NULL, 0), 0);
    assert_int_equal(ts.count, 3);
    int dynamic = 0;
    for (size_t i = 0; i < ts.count; i++)
        dynamic += ts.tables[i]->source.dynamic;
    assert_int_equal(dynamic, 1);
    assert_int_equal(tu_count_rule(&ts, "input.not-a-table"), 1); /* data/ */
    assert_int_equal(tu_count_rule(&ts, "input.unsplit-bytes"), 0);
    al_tableset_free(&ts);
}

static void test_empty_dir_and_missing_path(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, root, NULL, 0), 0);
    assert_int_equal(tu_count_rule(&ts, "input.no-tables"), 1);
    char err[256];
    char missing[128];
    snprintf(missing, sizeof(missing), "%s/does-not-exist", root);
    assert_int_equal(al_load_path(&ts, missing, err, sizeof(err)), AL_LOAD_UNREADABLE);
    assert_non_null(strstr(err, "does-not-exist"));
    assert_int_equal(ts.unreadable_inputs, 1);
    al_tableset_free(&ts);
}

static void test_dangling_entry_is_reported(void **state)
{
    (void)state;
    write_table("APIC", "APIC", 80);
    char link[256];
    snprintf(link, sizeof(link), "%s/SSDT1", root);
    assert_int_equal(symlink("/nonexistent/acpilint-test-target", link), 0);
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, root, NULL, 0), 0);
    assert_int_equal(ts.count, 1);
    assert_int_equal(tu_count_rule(&ts, "input.unreadable-entry"), 1);
    al_tableset_free(&ts);
}

static void make_dir(const char *rel)
{
    char path[256];
    snprintf(path, sizeof(path), "%s/%s", root, rel);
    assert_int_equal(mkdir(path, 0700), 0);
}

/* Laptop dumps: machine/acpi/ holds the tables, beside notes and other folders. */
static void test_tables_one_level_down(void **state)
{
    (void)state;
    make_dir("acpi");
    make_dir("photos");
    write_table("acpi/facp.dat", "FACP", 100);
    write_table("acpi/apic.dat", "APIC", 60);
    make_dir("acpi/deeper");
    write_table("acpi/deeper/dsdt.dat", "DSDT", 40);
    const char *readme = "Dumped on Windows.\n";
    write_file("README", readme, strlen(readme));
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, root, NULL, 0), 0);
    assert_int_equal(ts.count, 2); /* one level down, no deeper */
    assert_int_equal(tu_count_rule(&ts, "input.tables-in-subfolder"), 1);
    /* README, photos/ and acpi/deeper/ are not loaded; acpi/ itself is. */
    assert_int_equal(tu_count_rule(&ts, "input.not-a-table"), 3);
    assert_int_equal(tu_count_rule(&ts, "input.no-tables"), 0);
    al_tableset_free(&ts);
}

/* The only subfolder is used whatever its name; several, none named acpi: none is. */
static void test_subfolder_choice(void **state)
{
    (void)state;
    make_dir("tables");
    write_table("tables/APIC", "APIC", 60);
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, root, NULL, 0), 0);
    assert_int_equal(ts.count, 1);
    assert_int_equal(tu_count_rule(&ts, "input.tables-in-subfolder"), 1);
    al_tableset_free(&ts);

    make_dir("machine2");
    write_table("machine2/APIC", "APIC", 60);
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, root, NULL, 0), 0);
    assert_int_equal(ts.count, 0);
    assert_int_equal(tu_count_rule(&ts, "input.no-tables"), 1);
    assert_int_equal(tu_count_rule(&ts, "input.tables-in-subfolder"), 0);
    assert_int_equal(tu_count_rule(&ts, "input.not-a-table"), 2);
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_acpixtract_and_qemu_names, setup, teardown),
        cmocka_unit_test_setup_teardown(test_sysfs_layout, setup, teardown),
        cmocka_unit_test_setup_teardown(test_empty_dir_and_missing_path, setup, teardown),
        cmocka_unit_test_setup_teardown(test_dangling_entry_is_reported, setup, teardown),
        cmocka_unit_test_setup_teardown(test_tables_one_level_down, setup, teardown),
        cmocka_unit_test_setup_teardown(test_subfolder_choice, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
