/* SPDX-License-Identifier: MIT */
/*
 * Table policy: required and recommended tables are judged only on an
 * input whose XSDT lists every table it holds, a partial input says so
 * once, the profile decides what is missing or not supported, and RAS
 * support shown by the tables or declared by the config (facts: ras), not
 * a server FADT profile, decides whether BERT and HEST are expected.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <string.h>

#include "acpilint/engine.h"
#include "acpilint/facts.h"
#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/tableset.h"
#include "testutil.h"



static void run(const char *profile)
{
    struct al_context ctx = {&tu_ts, profile ? al_profile_set_find(al_profile_set_default(), profile)
                                          : NULL,
                             NULL};
    al_engine_run(&ctx);
}

static int missing(const char *rule, const char *sig)
{
    int n = 0;
    for (size_t i = 0; i < tu_ts.findings.count; i++) {
        const struct al_finding *f = &tu_ts.findings.items[i];
        n += strcmp(f->rule, rule) == 0 && f->field && strcmp(f->field, sig) == 0;
    }
    return n;
}

/* A single table file is never a system, even an FACP. */
static void test_single_table_is_not_a_system(void **state)
{
    (void)state;
    tu_add_fadt6(5, 0, 0x1000);
    run(NULL);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.recommended-missing"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.incomplete-input"), 0);
}

/* Tables without an RSDP, XSDT or FACP are a collection, not a system. */
static void test_tables_without_root_or_fadt(void **state)
{
    (void)state;
    tu_add_sdt("APIC", 1);
    tu_add_sdt("GTDT", 1);
    run(NULL);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.incomplete-input"), 0);
}

/*
 * A sysfs-style copy (no XSDT) is never judged, whatever it holds: only the
 * XSDT says which tables the firmware installs.  RSDP and XSDT are never missing.
 */
static void test_copy_without_xsdt_is_not_judged(void **state)
{
    (void)state;
    tu_add_fadt6(5, 0, 0x1000);
    tu_add_sdt("DSDT", 1);
    tu_add_sdt("APIC", 1);
    run("linux");
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.recommended-missing"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.incomplete-input"), 1);
    for (size_t i = 0; i < tu_ts.findings.count; i++)
        if (strcmp(tu_ts.findings.items[i].rule, "tables.incomplete-input") == 0)
            assert_non_null(strstr(tu_ts.findings.items[i].message, "no XSDT"));
}

/* A whole XSDT: what the profile requires and the XSDT lacks is missing. */
static void test_whole_xsdt(void **state)
{
    (void)state;
    tu_add_xsdt(2);
    tu_add_fadt6(5, 0, 0x1000);
    tu_add_sdt("DSDT", 1);
    tu_add_sdt("APIC", 1);
    run("linux");
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 2);
    assert_int_equal(missing("tables.required-missing", "GTDT"), 1);
    assert_int_equal(missing("tables.required-missing", "SPCR"), 1);
    assert_int_equal(missing("tables.required-missing", "RSDP"), 0);
    assert_int_equal(missing("tables.required-missing", "XSDT"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.incomplete-input"), 0);
    /* Preferred_PM_Profile 0 (unspecified): no RAS table is expected. */
    assert_int_equal(tu_count_rule(&tu_ts, "tables.recommended-missing"), 0);
}

/* An FADT with Preferred_PM_Profile pm and the tables a whole system needs (no XSDT). */
static void add_system_tables(uint8_t pm)
{
    tu_add_fadt6(5, pm, 0x1000);
    tu_add_sdt("DSDT", 1);
    tu_add_sdt("APIC", 1);
    tu_add_sdt("GTDT", 1);
    tu_add_sdt("SPCR", 1);
}

/* The same with an XSDT that lists exactly those four tables. */
static void add_system(uint8_t pm)
{
    tu_add_xsdt(4);
    add_system_tables(pm);
}

/*
 * BERT and HEST "must be supplied if RAS support is provided" (issue 22
 * item 2): a server FADT profile (4, 5, 7) is no evidence; a table of the
 * RAS family is (HEST beside a missing BERT, SDEI...), and so is the config.
 * Otherwise one tables.feature-unknown info.
 */
static void test_ras_tables_when_ras_shown(void **state)
{
    (void)state;
    static const uint8_t pms[] = {0, 2, 4, 5, 7, 8};
    for (size_t i = 0; i < sizeof(pms); i++) {
        al_tableset_free(&tu_ts);
        al_tableset_init(&tu_ts);
        add_system(pms[i]);
        run("linux");
        assert_int_equal(tu_count_rule(&tu_ts, "tables.recommended-missing"), 0);
        assert_int_equal(tu_count_rule(&tu_ts, "tables.feature-unknown"), 1);
        assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.feature-unknown")->message,
                               "BERT, HEST"));
        /* EINJ, ERST and SSDT are never expected; PCCT only with a _CPC in PCC space. */
        assert_int_equal(missing("tables.recommended-missing", "EINJ"), 0);
        assert_int_equal(missing("tables.recommended-missing", "PCCT"), 0);
        assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
    }
    /* An SDEI table shows firmware-first RAS: BERT and HEST are missing. */
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    tu_add_xsdt(5);
    add_system_tables(0);
    tu_add_sdt("SDEI", 1);
    run("linux");
    assert_int_equal(missing("tables.recommended-missing", "HEST"), 1);
    assert_int_equal(missing("tables.recommended-missing", "BERT"), 1);
    assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.recommended-missing")->message,
                           "shown by the SDEI table"));
    assert_int_equal(tu_count_rule(&tu_ts, "tables.feature-unknown"), 0);
}

/* The config's fact decides when the bytes cannot: true judges, false does not. */
static void test_ras_fact_from_config(void **state)
{
    (void)state;
    static struct al_facts facts;
    static struct al_policy policy;
    for (int value = 0; value <= 1; value++) {
        al_tableset_free(&tu_ts);
        al_tableset_init(&tu_ts);
        memset(&facts, 0, sizeof(facts));
        facts.v[AL_FACT_RAS] = (struct al_fact_value){true, value != 0, "RAS via TF-A",
                                                      ".acpilint.yaml", 3, 0};
        char err[256];
        assert_int_equal(al_policy_init(&policy, al_catalogue_default(), NULL, err, sizeof(err)),
                         0);
        policy.facts = &facts;
        al_engine_attach_policy(&tu_ts, &policy);
        add_system(0);
        run("linux");
        al_policy_free(&policy);
        assert_int_equal(tu_count_rule(&tu_ts, "tables.recommended-missing"), value ? 2 : 0);
        assert_int_equal(tu_count_rule(&tu_ts, "tables.feature-unknown"), 0);
        if (value)
            assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.recommended-missing")->message,
                                   "declared by .acpilint.yaml:3"));
    }
}

/*
 * A whole system (an XSDT listing FACP, APIC, GTDT) with the config's facts: the value of fact
 * which (-1: no fact), under profile.  The system lacks SPCR, SRAT, SLIT, IORT.
 */
static void run_with_fact(int which, bool value, const char *profile)
{
    static struct al_facts facts;
    static struct al_policy policy;
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    memset(&facts, 0, sizeof(facts));
    if (which >= 0)
        facts.v[which] = (struct al_fact_value){.set = true, .value = value,
                                                .reason = "the board's spec",
                                                .file = ".acpilint.yaml", .line = 7};
    char err[256];
    assert_int_equal(al_policy_init(&policy, al_catalogue_default(), NULL, err, sizeof(err)), 0);
    policy.facts = &facts;
    al_engine_attach_policy(&tu_ts, &policy);
    tu_add_xsdt(3);
    tu_add_fadt6(5, 0, 0x1000);
    tu_add_sdt("DSDT", 1);
    tu_add_sdt("APIC", 1);
    tu_add_sdt("GTDT", 1);
    run(profile);
    al_policy_free(&policy);
}

/*
 * The facts the tables cannot show (issue 22 item 2), each both ways under
 * linux: serial-console false drops the SPCR requirement (true or unset
 * keeps it, an error); numa true recommends the SRAT (warning) and says at
 * info that a missing SLIT leaves default distances; smmu true recommends
 * the IORT (warning); false or unset judge neither.
 */
static void test_console_numa_smmu_facts(void **state)
{
    (void)state;
    /* serial-console */
    run_with_fact(-1, false, "linux");
    assert_int_equal(missing("tables.required-missing", "SPCR"), 1);
    run_with_fact(AL_FACT_SERIAL_CONSOLE, true, "linux");
    assert_int_equal(missing("tables.required-missing", "SPCR"), 1);
    assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.required-missing")->message,
                           "declared present by .acpilint.yaml:7"));
    assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.required-missing")->message,
                           "acpi_parse_spcr()"));
    run_with_fact(AL_FACT_SERIAL_CONSOLE, false, "linux");
    assert_int_equal(missing("tables.required-missing", "SPCR"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
    /* SBBR requires an SPCR whatever the config says. */
    run_with_fact(AL_FACT_SERIAL_CONSOLE, false, "sbbr-1.2");
    assert_int_equal(missing("tables.required-missing", "SPCR"), 1);
    /* numa */
    for (int v = -1; v <= 1; v++) {
        run_with_fact(v < 0 ? -1 : AL_FACT_NUMA, v > 0, "linux");
        assert_int_equal(missing("tables.recommended-missing", "SRAT"), v > 0);
        assert_int_equal(missing("tables.slit-missing", "SLIT"), v > 0);
    }
    run_with_fact(AL_FACT_NUMA, true, "linux");
    for (size_t i = 0; i < tu_ts.findings.count; i++)
        if (tu_ts.findings.items[i].field &&
            strcmp(tu_ts.findings.items[i].field, "SRAT") == 0)
            assert_non_null(strstr(tu_ts.findings.items[i].message, "dummy_numa_init()"));
    assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.slit-missing")->message,
                           "numa_alloc_distance()"));
    /* smmu */
    for (int v = -1; v <= 1; v++) {
        run_with_fact(v < 0 ? -1 : AL_FACT_SMMU, v > 0, "linux");
        assert_int_equal(missing("tables.recommended-missing", "IORT"), v > 0);
    }
    run_with_fact(AL_FACT_SMMU, true, "linux");
    assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.recommended-missing")->message,
                           "iort_init_platform_devices()"));
}

/* Without an XSDT, a missing DSDT marks a partial copy: nothing is reported missing. */
static void test_partial_copy_without_dsdt(void **state)
{
    (void)state;
    tu_add_fadt6(5, 0, 0x1000);
    tu_add_sdt("APIC", 1);
    run(NULL);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.recommended-missing"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.incomplete-input"), 1);
}

/* Without an XSDT, a copy without the MADT is partial too (an FWTS fixture, say). */
static void test_partial_copy_without_madt(void **state)
{
    (void)state;
    tu_add_fadt6(5, 0, 0x1000);
    tu_add_sdt("DSDT", 1);
    tu_add_sdt("DBG2", 1);
    run(NULL);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.incomplete-input"), 1);
}

/* The XSDT lists more tables than the input holds: said once, nothing missing. */
static void test_xsdt_lists_more(void **state)
{
    (void)state;
    tu_add_xsdt(4);
    tu_add_fadt6(5, 0, 0x1000);
    tu_add_sdt("DSDT", 1);
    tu_add_sdt("APIC", 1);
    run(NULL);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.recommended-missing"), 0);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.incomplete-input"), 1);
    assert_string_equal(tu_ts.findings.items[tu_ts.findings.count - 1].table, "XSDT");
}

/* A whole XSDT: a DSDT the FADT points at is only absent from the dump. */
static void test_dsdt_named_by_fadt(void **state)
{
    (void)state;
    tu_add_xsdt(4);
    tu_add_fadt6(5, 0, 0x1000);
    tu_add_sdt("APIC", 1);
    tu_add_sdt("GTDT", 1);
    tu_add_sdt("SPCR", 1);
    run(NULL);
    assert_int_equal(missing("tables.incomplete-input", "DSDT"), 1);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
}

/* A whole XSDT and an FADT naming no DSDT: the DSDT is missing. */
static void test_dsdt_named_by_nothing(void **state)
{
    (void)state;
    tu_add_xsdt(4);
    tu_add_fadt6(5, 0, 0);
    tu_add_sdt("APIC", 1);
    tu_add_sdt("GTDT", 1);
    tu_add_sdt("SPCR", 1);
    run(NULL);
    assert_int_equal(missing("tables.required-missing", "DSDT"), 1);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 1);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.incomplete-input"), 0);
}

/* The profile decides: DBG2 is mandatory for SBBR and not supported in Linux 4.1. */
static void test_profile_decides_dbg2(void **state)
{
    (void)state;
    tu_add_xsdt(4);
    tu_add_fadt6(5, 0, 0x1000);
    tu_add_sdt("DSDT", 1);
    tu_add_sdt("APIC", 1);
    tu_add_sdt("GTDT", 1);
    tu_add_sdt("SPCR", 1);
    run("sbbr-1.0");
    assert_int_equal(missing("tables.required-missing", "DBG2"), 1);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 1);
    assert_int_equal(tu_count_rule(&tu_ts, "tables.not-supported"), 0);

    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    tu_add_fadt6(5, 0, 0x1000);
    tu_add_sdt("DSDT", 1);
    tu_add_sdt("APIC", 1);
    tu_add_sdt("DBG2", 1);
    run("linux-4.1");
    assert_int_equal(tu_count_rule(&tu_ts, "tables.not-supported"), 1);
}

/* Not-supported tables are reported even on their own; OEMx is a glob; RSDT has its own rule. */
static void test_not_supported_alone(void **state)
{
    (void)state;
    tu_add_sdt("HPET", 1);
    tu_add_sdt("OEM7", 1);
    tu_add_sdt("RSDT", 1);
    tu_add_sdt("OEXX", 1);
    run("linux");
    assert_int_equal(tu_count_rule(&tu_ts, "tables.not-supported"), 2);
    run("linux-4.1"); /* 4.1 knows HPET but not OEMx */
    assert_int_equal(tu_count_rule(&tu_ts, "tables.not-supported"), 3);
}

/*
 * XSDT entries: each repeat names the first entry with its address, null
 * entries are never repeats, and the findings come in entry order.
 */
static void test_xsdt_repeats_name_the_first(void **state)
{
    (void)state;
    static const uint64_t entries[] = {0x5000, 0x6000, 0x5000, 0, 0x6000, 0x5000, 0, 0x7000};
    uint8_t xsdt[36 + sizeof(entries)] = {0};
    tu_put_header(xsdt, "XSDT", sizeof(xsdt), 1);
    for (size_t i = 0; i < sizeof(entries) / sizeof(entries[0]); i++)
        tu_put_u64(xsdt, 36 + 8 * i, entries[i]);
    tu_fix_checksum(xsdt, sizeof(xsdt));
    tu_add_table(&tu_ts, xsdt, sizeof(xsdt), 0x1000);
    run(NULL);
    static const char *const expected[] = {
        "entry 2 repeats entry 0 (0x5000)", "entry 3 is 0: the kernel skips it",
        "entry 4 repeats entry 1 (0x6000)", "entry 5 repeats entry 0 (0x5000)",
        "entry 6 is 0: the kernel skips it"};
    size_t seen = 0;
    for (size_t i = 0; i < tu_ts.findings.count; i++) {
        const struct al_finding *f = &tu_ts.findings.items[i];
        if (strcmp(f->rule, "xsdt.entry-duplicate") != 0 && strcmp(f->rule, "xsdt.entry-null") != 0)
            continue;
        assert_true(seen < sizeof(expected) / sizeof(expected[0]));
        assert_string_equal(f->message, expected[seen]);
        seen++;
    }
    assert_int_equal(seen, sizeof(expected) / sizeof(expected[0]));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_single_table_is_not_a_system, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_tables_without_root_or_fadt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_copy_without_xsdt_is_not_judged, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_whole_xsdt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_ras_tables_when_ras_shown, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_ras_fact_from_config, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_console_numa_smmu_facts, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_partial_copy_without_dsdt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_partial_copy_without_madt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_xsdt_lists_more, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_dsdt_named_by_fadt, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_dsdt_named_by_nothing, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_profile_decides_dbg2, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_not_supported_alone, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_xsdt_repeats_name_the_first, tu_ts_setup,
                                        tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
