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
#include <string.h>
#include <unistd.h>

#include "acpilint/load.h"
#include "acpilint/tableset.h"
#include "testutil.h"

static int setup(void **state)
{
    (void)state;
    return tu_dir_make("dir");
}

static int teardown(void **state)
{
    (void)state;
    return tu_dir_remove();
}

static void test_acpixtract_and_qemu_names(void **state)
{
    (void)state;
    tu_dir_write_table("facp.dat", "FACP", 100);
    tu_dir_write_table("ssdt1.dat", "SSDT", 40);
    tu_dir_write_table("ssdt2.dat", "SSDT", 44);
    tu_dir_write_table("DSDT.pxb", "DSDT", 60);
    const char *readme = "These tables came from a test board.\n";
    tu_dir_write("README", readme, strlen(readme));
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, tu_dir, NULL, 0), 0);
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
    tu_dir_mkdir("dynamic");
    tu_dir_mkdir("data");
    tu_dir_write_table("APIC", "APIC", 80);
    tu_dir_write_table("SSDT1", "SSDT", 40);
    tu_dir_write_table("dynamic/SSDT7", "SSDT", 36);
    const uint8_t bert_data[16] = {1, 2, 3};
    tu_dir_write("data/BERT", bert_data, sizeof(bert_data));
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, tu_dir, NULL, 0), 0);
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
    assert_int_equal(al_load_path(&ts, tu_dir, NULL, 0), 0);
    assert_int_equal(tu_count_rule(&ts, "input.no-tables"), 1);
    char err[256];
    char missing[128];
    tu_dir_path(missing, sizeof(missing), "does-not-exist");
    assert_int_equal(al_load_path(&ts, missing, err, sizeof(err)), AL_LOAD_UNREADABLE);
    assert_non_null(strstr(err, "does-not-exist"));
    assert_int_equal(ts.unreadable_inputs, 1);
    al_tableset_free(&ts);
}

static void test_dangling_entry_is_reported(void **state)
{
    (void)state;
    tu_dir_write_table("APIC", "APIC", 80);
    char link[256];
    tu_dir_path(link, sizeof(link), "SSDT1");
    assert_int_equal(symlink("/nonexistent/acpilint-test-target", link), 0);
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, tu_dir, NULL, 0), 0);
    assert_int_equal(ts.count, 1);
    assert_int_equal(tu_count_rule(&ts, "input.unreadable-entry"), 1);
    al_tableset_free(&ts);
}

/* Laptop dumps: machine/acpi/ holds the tables, beside notes and other folders. */
static void test_tables_one_level_down(void **state)
{
    (void)state;
    tu_dir_mkdir("acpi");
    tu_dir_mkdir("photos");
    tu_dir_write_table("acpi/facp.dat", "FACP", 100);
    tu_dir_write_table("acpi/apic.dat", "APIC", 60);
    tu_dir_mkdir("acpi/deeper");
    tu_dir_write_table("acpi/deeper/dsdt.dat", "DSDT", 40);
    const char *readme = "Dumped on Windows.\n";
    tu_dir_write("README", readme, strlen(readme));
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, tu_dir, NULL, 0), 0);
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
    tu_dir_mkdir("tables");
    tu_dir_write_table("tables/APIC", "APIC", 60);
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, tu_dir, NULL, 0), 0);
    assert_int_equal(ts.count, 1);
    assert_int_equal(tu_count_rule(&ts, "input.tables-in-subfolder"), 1);
    al_tableset_free(&ts);

    tu_dir_mkdir("machine2");
    tu_dir_write_table("machine2/APIC", "APIC", 60);
    al_tableset_init(&ts);
    assert_int_equal(al_load_path(&ts, tu_dir, NULL, 0), 0);
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
