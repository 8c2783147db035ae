/* SPDX-License-Identifier: MIT */
/*
 * Rules judged by what the kernel does (issue 22 items 3, 7, 8, 10 and 11;
 * item 4 is in test_rules_fadt.c, item 5 in test_rules_madt.c),
 * both sides of each: the input that shows the defect and the close input
 * that is normal.  Systems are the valid corpus (corpus/valid/) with one
 * table replaced by a rule case (corpus/rules/), a quiet case
 * (corpus/rules-quiet/) or a table built here; every check runs, with the
 * namespace, under the profile named.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "acpilint/aml.h"
#include "acpilint/checks.h"
#include "acpilint/engine.h"
#include "acpilint/profile.h"
#include "acpilint/rules.h"
#include "acpilint/tableset.h"
#include "testutil.h"

#define CORPUS ACPILINT_TEST_CORPUS_BIN "/"

static const char *const valid_sigs[] = {"RSDP", "XSDT", "FACP", "DSDT", "SSDT",
                                         "APIC", "GTDT", "SPCR", "MCFG", "DBG2"};

/*
 * Loads the valid system into tu_ts with table `sig` replaced by the file
 * `replacement` (relative to the corpus build folder) or, when bytes is set,
 * by those bytes.
 */
static void load_system(const char *sig, const char *replacement, const uint8_t *bytes,
                        size_t n)
{
    char path[512];
    for (size_t i = 0; i < sizeof(valid_sigs) / sizeof(valid_sigs[0]); i++) {
        if (sig && strcmp(sig, valid_sigs[i]) == 0) {
            if (bytes) {
                tu_add_table(&tu_ts, bytes, n, 0);
                continue;
            }
            snprintf(path, sizeof(path), "%s%s", CORPUS, replacement);
        } else {
            snprintf(path, sizeof(path), "%svalid/%s", CORPUS, valid_sigs[i]);
        }
        assert_non_null(tu_load_real(&tu_ts, path));
    }
}

/* Builds the namespace, runs every check under `profile` (NULL: linux); the rules fired. */
static const char *run(const char *profile, const char *prefix)
{
    struct al_namespace ns;
    assert_int_equal(al_namespace_build(&tu_ts, &ns), 0);
    struct al_context ctx = {
        &tu_ts, profile ? al_profile_set_find(al_profile_set_default(), profile) : NULL, &ns};
    al_check_structure(&tu_ts);
    al_engine_run(&ctx);
    al_namespace_free(&ns);
    return tu_rules_fired(&tu_ts, prefix);
}

/* Item 3: an SSDT redefining a name of the DSDT is one finding, the SSDT rule. */
static void test_ssdt_redefinition(void **state)
{
    (void)state;
    load_system("SSDT", "rules/ssdt.modifies-device@SSDT", NULL, 0);
    assert_string_equal(run(NULL, "ssdt."), "ssdt.modifies-device");
    assert_string_equal(tu_rules_fired(&tu_ts, "aml.duplicate-name"), "");
    const struct al_finding *f = tu_first_finding(&tu_ts, "ssdt.modifies-device");
    assert_non_null(strstr(f->message, "\\_SB_.COM0._UID"));
    assert_non_null(strstr(f->message, "AE_ALREADY_EXISTS"));
}

/* Item 3, the other side: adding _STA inside the DSDT's COM0 is what SSDTs do. */
static void test_ssdt_adding_is_quiet(void **state)
{
    (void)state;
    load_system("SSDT", "rules-quiet/ssdt.modifies-device@SSDT", NULL, 0);
    assert_string_equal(run(NULL, "ssdt."), "");
    assert_string_equal(tu_rules_fired(&tu_ts, "aml."), "");
}

static const struct al_profile *profile(const char *name)
{
    const struct al_profile *p = al_profile_set_find(al_profile_set_default(), name);
    assert_non_null(p);
    return p;
}

/* The severity a profile gives a rule, from the rule's catalogue default. */
static int severity_under(const char *prof, const char *rule)
{
    const struct al_rule *r = al_rule_find(rule);
    assert_non_null(r);
    return al_profile_rule_severity(profile(prof), rule, r->severity);
}

/*
 * Item 7: a time and alarm device (ACPI000E) is a class Linux 6.x drives on
 * arm64 (acpi_tad.c): quiet under linux, a warning under linux-4.1, whose
 * document listed it; a PC/AT RTC (PNP0B00) has no arm64 driver in either.
 */
static void test_device_classes_by_kernel(void **state)
{
    (void)state;
    load_system("DSDT", "rules-quiet/obj.unsupported-device@DSDT", NULL, 0);
    assert_string_equal(run(NULL, "obj.unsupported"), "");
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    load_system("DSDT", "rules-quiet/obj.unsupported-device@DSDT", NULL, 0);
    assert_string_equal(run("linux-4.1", "obj.unsupported"), "obj.unsupported-device");
    assert_non_null(strstr(tu_first_finding(&tu_ts, "obj.unsupported-device")->message,
                           "ACPI000E"));
    for (int k = 0; k < 2; k++) {
        al_tableset_free(&tu_ts);
        al_tableset_init(&tu_ts);
        load_system("DSDT", "rules/obj.unsupported-device@DSDT", NULL, 0);
        assert_string_equal(run(k ? "linux-4.1" : "linux", "obj.unsupported"),
                            "obj.unsupported-device");
        assert_non_null(strstr(tu_first_finding(&tu_ts, "obj.unsupported-device")->message,
                               "PNP0B00"));
    }
    /* The lists are the profiles' data, not code: 4.1 has the battery, 6.x does not. */
    assert_true(al_profile_object_listed(profile("linux-4.1"), "unsupported_hids", "PNP0C0A"));
    assert_false(al_profile_object_listed(profile("linux"), "unsupported_hids", "PNP0C0A"));
    assert_false(al_profile_object_listed(profile("linux"), "unsupported_hids", "ACPI000E"));
    assert_true(al_profile_object_listed(profile("linux"), "unsupported_hids", "PNP0B00"));
}

/*
 * Item 8: linux-4.1 stays the seed: a table its document lists as not
 * supported (DBG2 in the valid system) is a warning there, info under linux.
 */
static void test_not_supported_tables_by_profile(void **state)
{
    (void)state;
    load_system(NULL, NULL, NULL, 0);
    assert_string_equal(run("linux-4.1", "tables.not-supported"), "tables.not-supported");
    assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.not-supported")->message, "DBG2"));
    assert_int_equal(severity_under("linux-4.1", "tables.not-supported"), AL_SEV_WARNING);
    assert_int_equal(severity_under("linux", "tables.not-supported"), AL_SEV_INFO);
    /* DBG2 is optional under linux: nothing to say. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    load_system(NULL, NULL, NULL, 0);
    assert_string_equal(run("linux", "tables.not-supported"), "");
    /* Item 4 follows the same line: FIRMWARE_CTRL is the seed's warning, info for 6.x. */
    assert_int_equal(severity_under("linux-4.1", "fadt.firmware-ctrl-32bit"), AL_SEV_WARNING);
    assert_int_equal(severity_under("linux", "fadt.firmware-ctrl-32bit"), AL_SEV_INFO);
}

/* The whole file at `rel` (corpus build folder) into buf; its size. */
static size_t read_corpus(const char *rel, uint8_t *buf, size_t size)
{
    char path[512];
    snprintf(path, sizeof(path), "%s%s", CORPUS, rel);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    size_t n = fread(buf, 1, size, f);
    fclose(f);
    assert_true(n > 36 && n < size);
    return n;
}

/*
 * Item 11: a 16550 whose GAS says 32-bit registers and byte accesses: Linux's
 * console is "mmio", registers 1 byte apart.  Quiet: dword accesses; and the
 * X-Gene table that acpi_parse_spcr() forces to "mmio32".
 */
static void test_spcr_access_width(void **state)
{
    (void)state;
    load_system("SPCR", "rules/spcr.access-width-mismatch@SPCR", NULL, 0);
    assert_string_equal(run(NULL, "spcr."), "spcr.access-width-mismatch");
    const struct al_finding *f = tu_first_finding(&tu_ts, "spcr.access-width-mismatch");
    assert_int_equal(f->severity, AL_SEV_WARNING);
    assert_non_null(strstr(f->message, "\"mmio\""));

    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    load_system("SPCR", "rules-quiet/spcr.access-width-mismatch@SPCR", NULL, 0);
    assert_string_equal(run(NULL, "spcr."), "");

    uint8_t b[256];
    size_t n = read_corpus("rules/spcr.access-width-mismatch@SPCR", b, sizeof(b));
    b[36] = 0x00; /* fully 16550-compatible, as X-Gene's table says */
    memcpy(b + 10, "APMC0D", 6);
    memcpy(b + 16, "XGENESPC", 8);
    tu_put_u32(b, 24, 0);
    tu_fix_checksum(b, n);
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    load_system("SPCR", NULL, b, n);
    assert_string_equal(run(NULL, "spcr.access"), "");
    /* Another OEM with the same bytes gets no quirk. */
    memcpy(b + 10, "ALINT ", 6);
    tu_fix_checksum(b, n);
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    load_system("SPCR", NULL, b, n);
    assert_string_equal(run(NULL, "spcr.access"), "spcr.access-width-mismatch");

    /* 8-bit registers with dword accesses: "mmio32", registers 4 bytes apart. */
    b[41] = 8;
    b[43] = 3;
    tu_fix_checksum(b, n);
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    load_system("SPCR", NULL, b, n);
    assert_string_equal(run(NULL, "spcr.access"), "spcr.access-width-mismatch");
    assert_non_null(strstr(tu_first_finding(&tu_ts, "spcr.access-width-mismatch")->message,
                           "\"mmio32\""));

    /* A PL011 with byte accesses (QEMU 7.2's SPCR): pl011 keeps its offsets, not judged. */
    b[36] = 0x03;
    b[41] = 32;
    b[43] = 1;
    tu_fix_checksum(b, n);
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    load_system("SPCR", NULL, b, n);
    assert_string_equal(run(NULL, "spcr.access"), "");
}

/* Item 11 in DBG2: info, as Linux reads no DBG2. */
static void test_dbg2_access_width(void **state)
{
    (void)state;
    load_system("DBG2", "rules/dbg2.access-width-mismatch@DBG2", NULL, 0);
    assert_string_equal(run(NULL, "dbg2."), "dbg2.access-width-mismatch");
    assert_int_equal(tu_first_finding(&tu_ts, "dbg2.access-width-mismatch")->severity,
                     AL_SEV_INFO);
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    load_system("DBG2", "rules-quiet/dbg2.access-width-mismatch@DBG2", NULL, 0);
    assert_string_equal(run(NULL, "dbg2."), "");
}

/*
 * Item 10: _HID beside _ADR on one device under a PCI host bridge (a warning);
 * _ADR alone (a PCI function) is quiet; under \_SB the _ADR is unused (info).
 */
static void test_hid_and_adr(void **state)
{
    (void)state;
    load_system("DSDT", "rules/obj.hid-and-adr@DSDT", NULL, 0);
    assert_string_equal(run(NULL, "obj.hid"), "obj.hid-and-adr");
    const struct al_finding *f = tu_first_finding(&tu_ts, "obj.hid-and-adr");
    assert_non_null(strstr(f->message, "PNP0D10"));
    assert_non_null(strstr(f->message, "0x10000"));
    assert_int_equal(tu_count_rule(&tu_ts, "obj.hid-and-adr"), 1);
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    load_system("DSDT", "rules-quiet/obj.hid-and-adr@DSDT", NULL, 0);
    assert_string_equal(run(NULL, "obj.hid"), "");
    /* Under \_SB no bus reads the _ADR: information only. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    load_system("DSDT", "rules/obj.hid-and-adr-unused@DSDT", NULL, 0);
    assert_string_equal(run(NULL, "obj.hid"), "obj.hid-and-adr-unused");
    assert_int_equal(tu_first_finding(&tu_ts, "obj.hid-and-adr-unused")->severity, AL_SEV_INFO);
    assert_null(tu_first_finding(&tu_ts, "obj.hid-and-adr"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_ssdt_redefinition, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_ssdt_adding_is_quiet, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_device_classes_by_kernel, tu_ts_setup,
                                        tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_not_supported_tables_by_profile, tu_ts_setup,
                                        tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_hid_and_adr, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_spcr_access_width, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_dbg2_access_width, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
