/* SPDX-License-Identifier: MIT */
/*
 * The SystemReady profiles (issue 24 item 1): bbr-2.1 (alias sbbr) requires its
 * tables, SPCR unless the config declares no serial console, and the conditional
 * ones when the tables show the feature (an ITS -> IORT, an NVDIMM -> NFIT);
 * systemready-band and sbsa-8.0 add the BSA rules, which every Linux profile
 * disables; the FWTS parity rules judge what FWTS judges and nothing more.
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
#include "acpilint/finding.h"
#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/tableset.h"
#include "testutil.h"

static const struct al_profile *named(const char *name)
{
    const struct al_profile *p = al_profile_set_find(al_profile_set_default(), name);
    assert_non_null(p);
    return p;
}

/* A MADT (revision 5) holding one GIC ITS structure, or nothing. */
static void add_madt(bool its)
{
    uint8_t buf[64] = {0};
    uint32_t len = its ? 64 : 44;
    tu_put_header(buf, "APIC", len, 5);
    if (its) {
        buf[44] = 0xF; /* GIC ITS, ACPI 6.5 Table 5.48: 20 bytes */
        buf[45] = 20;
        tu_put_u64(buf, 52, 0x08080000);
    }
    tu_add_folder_table(buf, len);
}

static struct al_policy policy;
static struct al_facts facts;

/* Runs the checks under a profile, its rule severities and the facts set. */
static void run(const char *profile)
{
    char err[256];
    assert_int_equal(al_policy_init(&policy, al_catalogue_default(), named(profile), err,
                                    sizeof(err)),
                     0);
    policy.facts = &facts;
    al_engine_attach_policy(&tu_ts, &policy);
    struct al_context ctx = {&tu_ts, named(profile), NULL};
    al_engine_run(&ctx);
    al_policy_free(&policy);
}

static int missing(const char *sig)
{
    int n = 0;
    for (size_t i = 0; i < tu_ts.findings.count; i++) {
        const struct al_finding *f = &tu_ts.findings.items[i];
        n += strcmp(f->rule, "tables.required-missing") == 0 && f->field &&
             strcmp(f->field, sig) == 0;
    }
    return n;
}

static void reset(void)
{
    al_tableset_free(&tu_ts);
    al_tableset_init(&tu_ts);
    memset(&facts, 0, sizeof(facts));
}

/* The tables Linux needs: an XSDT of xsdt_entries, FADT, DSDT, MADT (with an ITS or not), GTDT. */
static void add_linux_base(unsigned xsdt_entries, bool its)
{
    tu_add_xsdt(xsdt_entries);
    tu_add_fadt6(5, 0, 0x1000);
    tu_add_sdt("DSDT", 2);
    add_madt(its);
    tu_add_sdt("GTDT", 3);
}

/* A bbr-2.1 system: Linux's tables, PPTT, DBG2, SPCR or not, and `extra` tables more in its XSDT. */
static void add_bbr_system(unsigned extra, bool its, bool spcr)
{
    add_linux_base(5 + (spcr ? 1 : 0) + extra, its);
    if (spcr)
        tu_add_sdt("SPCR", 2);
    tu_add_sdt("PPTT", 3);
    tu_add_sdt("DBG2", 0);
}

/* bbr-2.1 requires PPTT and DBG2 besides Linux's tables; "sbbr" names it. */
static void test_bbr_required(void **state)
{
    (void)state;
    reset();
    assert_ptr_equal(named("sbbr"), named("bbr-2.1"));
    add_linux_base(4, false);
    tu_add_sdt("SPCR", 2);
    run("bbr-2.1");
    assert_int_equal(missing("PPTT"), 1);
    assert_int_equal(missing("DBG2"), 1);
    assert_int_equal(missing("SPCR"), 0);
    assert_int_equal(missing("IORT"), 0); /* no ITS */
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 2);
    /* The same system under linux: neither PPTT nor DBG2 is asked for. */
    reset();
    add_linux_base(4, false);
    tu_add_sdt("SPCR", 2);
    run("linux");
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
}

/* SPCR is required unless the config says the platform has no serial console. */
static void test_serial_console_fact(void **state)
{
    (void)state;
    for (int console = 1; console >= 0; console--) {
        reset();
        if (!console)
            facts.v[AL_FACT_SERIAL_CONSOLE] =
                (struct al_fact_value){true, false, "headless board", ".acpilint.yaml", 4, 0};
        add_bbr_system(0, false, false);
        run("bbr-2.1");
        assert_int_equal(missing("SPCR"), console);
        assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), console);
    }
}

/* A GIC ITS in the MADT makes the IORT required, in every SystemReady profile. */
static void test_its_requires_iort(void **state)
{
    (void)state;
    const char *profiles[] = {"bbr-2.1", "systemready-band", "sbsa-8.0"};
    for (size_t p = 0; p < 3; p++)
        for (int its = 0; its <= 1; its++) {
            reset();
            add_bbr_system(0, its != 0, true);
            run(profiles[p]);
            assert_int_equal(missing("IORT"), its);
            if (its)
                assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.required-missing")->message,
                                       "GIC ITS"));
        }
}

/* An SMMU, which no table but the IORT shows, is declared: the IORT is then required. */
static void test_smmu_fact_requires_iort(void **state)
{
    (void)state;
    reset();
    facts.v[AL_FACT_SMMU] = (struct al_fact_value){true, true, "SMMUv3 for PCIe", "c.yaml", 5, 0};
    add_bbr_system(0, false, true);
    run("bbr-2.1");
    assert_int_equal(missing("IORT"), 1);
    assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.required-missing")->message,
                           "an SMMU declared present by c.yaml:5"));
}

/* NUMA declared by the config (no SRAT to count): facts: numa -> SRAT and SLIT. */
static void test_numa_fact(void **state)
{
    (void)state;
    reset();
    facts.v[AL_FACT_NUMA] = (struct al_fact_value){true, true, "two sockets", "c.yaml", 2, 0};
    add_bbr_system(0, false, true);
    run("bbr-2.1");
    assert_int_equal(missing("SRAT"), 1);
    assert_int_equal(missing("SLIT"), 1);
    assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.required-missing")->message,
                           "declared present by c.yaml:2"));
}

/* An SRAT of GICC affinity structures (18 bytes each) in the proximity domains given. */
static void add_srat(const uint32_t *domains, unsigned n)
{
    uint8_t buf[48 + 4 * 18] = {0};
    uint32_t len = 48 + 18 * n;
    tu_put_header(buf, "SRAT", len, 3);
    tu_put_u32(buf, 36, 1);
    for (unsigned i = 0; i < n; i++) {
        uint8_t *g = buf + 48 + 18 * i;
        g[0] = 3;
        g[1] = 18;
        tu_put_u32(g, 2, domains[i]);
        tu_put_u32(g, 6, i);
        tu_put_u32(g, 10, 1);
    }
    tu_add_folder_table(buf, len);
}

/* NUMA shown by the SRAT: two domains need the SLIT; one domain twice does not. */
static void test_numa_from_srat(void **state)
{
    (void)state;
    reset();
    add_bbr_system(1, false, true);
    add_srat((const uint32_t[]){0, 0, 1, 1}, 4);
    run("bbr-2.1");
    assert_int_equal(missing("SLIT"), 1);
    assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.required-missing")->message,
                           "the SRAT names 2 proximity domains"));
    reset();
    add_bbr_system(1, false, true);
    add_srat((const uint32_t[]){0, 0, 0, 0}, 4);
    run("bbr-2.1");
    assert_int_equal(tu_count_rule(&tu_ts, "tables.required-missing"), 0);
}

/* A HEST generic error source (GHES, 64 bytes) notified by `notify`. */
static void add_hest(uint8_t notify)
{
    uint8_t buf[40 + 64] = {0};
    tu_put_header(buf, "HEST", sizeof(buf), 1);
    tu_put_u32(buf, 36, 1);
    uint8_t *g = buf + 40;
    tu_put_u16(g, 0, 9);
    g[7] = 1;
    tu_put_u32(g, 8, 1);
    tu_put_u32(g, 12, 1);
    g[32] = notify;
    g[33] = 28;
    tu_put_u32(g, 60, 0x1000);
    tu_add_folder_table(buf, sizeof(buf));
}

/* An AGDI (48 bytes) with its Flags byte. */
static void add_agdi(uint8_t flags)
{
    uint8_t buf[48] = {0};
    tu_put_header(buf, "AGDI", sizeof(buf), 1);
    buf[36] = flags;
    tu_put_u32(buf, 44, 40);
    tu_add_folder_table(buf, sizeof(buf));
}

/* SDEI notifications: a HEST source notified by SDEI (11), or an AGDI in SDEI mode. */
static void test_sdei_from_hest_and_agdi(void **state)
{
    (void)state;
    reset();
    add_bbr_system(1, false, true);
    add_hest(11);
    run("bbr-2.1");
    assert_int_equal(missing("SDEI"), 1);
    assert_non_null(strstr(tu_first_finding(&tu_ts, "tables.required-missing")->message,
                           "HEST error source 0 is notified through SDEI"));
    reset();
    add_bbr_system(1, false, true);
    add_hest(8); /* SEA */
    run("bbr-2.1");
    assert_int_equal(missing("SDEI"), 0);
    reset();
    add_bbr_system(1, false, true);
    add_agdi(0);
    run("bbr-2.1");
    assert_int_equal(missing("SDEI"), 1);
    reset();
    add_bbr_system(1, false, true);
    add_agdi(1); /* interrupt signalling */
    run("bbr-2.1");
    assert_int_equal(missing("SDEI"), 0);
}

/* The BSA rules: off under every Linux profile and bbr-2.1, errors under the SystemReady ones. */
static void test_bsa_rules_per_profile(void **state)
{
    (void)state;
    const char *off[] = {"linux", "linux-4.1", "sbbr-1.0", "sbbr-1.1", "sbbr-1.2", "bbr-2.1"};
    for (size_t i = 0; i < 6; i++) {
        assert_int_equal(al_profile_rule_severity(named(off[i]), "bsa.timer-ppi", AL_SEV_WARNING),
                         -1);
        assert_int_equal(al_profile_rule_severity(named(off[i]), "bsa.pcie-without-its",
                                                  AL_SEV_ERROR),
                         -1);
    }
    assert_int_equal(al_profile_rule_severity(named("systemready-band"), "bsa.timer-ppi",
                                              AL_SEV_WARNING),
                     AL_SEV_ERROR);
    assert_int_equal(al_profile_rule_severity(named("systemready-band"), "bsa.sbsa-gic-version",
                                              AL_SEV_ERROR),
                     -1);
    assert_int_equal(al_profile_rule_severity(named("sbsa-8.0"), "bsa.sbsa-gic-version",
                                              AL_SEV_ERROR),
                     AL_SEV_ERROR);
    assert_int_equal(al_profile_rule_severity(named("linux"), "madt.gicc-pmu-irq-not-bsa",
                                              AL_SEV_INFO),
                     AL_SEV_INFO);
    assert_int_equal(al_profile_rule_severity(named("systemready-band"),
                                              "madt.gicc-pmu-irq-not-bsa", AL_SEV_INFO),
                     AL_SEV_ERROR);
    /* The three SystemReady profiles ask for the same tables. */
    const char *sigs[] = {"PPTT", "DBG2", "SPCR", "IORT", "SRAT", "NFIT", "CEDT", "MCFG", "RSDT"};
    for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
        enum al_table_status s = al_profile_table_status(named("bbr-2.1"), sigs[i]);
        assert_int_equal(al_profile_table_status(named("systemready-band"), sigs[i]), s);
        assert_int_equal(al_profile_table_status(named("sbsa-8.0"), sigs[i]), s);
    }
    assert_int_equal(al_profile_table_status(named("bbr-2.1"), "NFIT"),
                     AL_TABLE_REQUIRED_WITH_NVDIMM);
}

/* FWTS compares table revisions only against a declared ACPI 6.1 to 6.6. */
static void test_table_revision_by_acpi_version(void **state)
{
    (void)state;
    for (int minor = 0; minor <= 3; minor += 3) {
        reset();
        tu_add_fadt6((uint8_t)minor, 0, 0x1000);
        tu_add_sdt("GTDT", 2); /* ACPI 6.3 defines GTDT revision 3 */
        tu_add_sdt("DBG2", 0); /* not in FWTS's list: never compared */
        run("systemready-band");
        assert_int_equal(tu_count_rule(&tu_ts, "table.revision-acpi-version"), minor ? 1 : 0);
    }
    /* Under linux the rule is off. */
    reset();
    tu_add_fadt6(3, 0, 0x1000);
    tu_add_sdt("GTDT", 2);
    run("linux");
    assert_int_equal(tu_count_rule(&tu_ts, "table.revision-acpi-version"), 0);
}

/* RSDP Length: 36 passes, anything else fails FWTS's rsdp test. */
static void test_rsdp_length(void **state)
{
    (void)state;
    for (int bad = 0; bad <= 1; bad++) {
        reset();
        uint8_t buf[40];
        size_t n = tu_make_rsdp(buf);
        if (bad) {
            tu_put_u32(buf, 20, 40);
            /* Keep the extended checksum right: it is not the defect. */
            unsigned sum = 0;
            buf[32] = 0;
            for (size_t i = 0; i < n; i++)
                sum += buf[i];
            buf[32] = (uint8_t)(0x100 - (sum & 0xff));
        }
        tu_add_table(&tu_ts, buf, n, 0x40000000);
        run("systemready-band");
        assert_int_equal(tu_count_rule(&tu_ts, "rsdp.length-invalid"), bad);
    }
}

/* A GICv2 MADT (revision 5) with n enabled GICCs of 80 bytes and one GICD. */
static void add_gicv2_madt(unsigned n)
{
    static uint8_t buf[44 + 16 * 80 + 24];
    memset(buf, 0, sizeof(buf));
    uint32_t len = 44 + n * 80 + 24;
    tu_put_header(buf, "APIC", len, 5);
    for (unsigned i = 0; i < n; i++) {
        uint8_t *g = buf + 44 + i * 80;
        g[0] = 0xB;
        g[1] = 80;
        tu_put_u32(g, 4, i);         /* CPU interface number */
        tu_put_u32(g, 8, i);         /* UID */
        tu_put_u32(g, 12, 1);        /* enabled */
        tu_put_u32(g, 20, 23);       /* PMU PPI */
        tu_put_u64(g, 32, 0x2c002000); /* GICC base */
        tu_put_u64(g, 68, i);        /* MPIDR */
    }
    uint8_t *d = buf + 44 + n * 80;
    d[0] = 0xC;
    d[1] = 24;
    tu_put_u64(d, 8, 0x2c001000);
    d[20] = 2;
    tu_add_folder_table(buf, len);
}

/* GICv2 targets at most eight processors: a ninth fails BSA B_GIC_02. */
static void test_gicv2_pe_count(void **state)
{
    (void)state;
    for (unsigned n = 8; n <= 9; n++) {
        reset();
        add_gicv2_madt(n);
        run("systemready-band");
        assert_int_equal(tu_count_rule(&tu_ts, "bsa.gicv2-pe-count"), n > 8);
        assert_int_equal(tu_count_rule(&tu_ts, "bsa.gic-version"), 0);
    }
    /* Under linux, Linux's own limits speak (the GICv2 driver), not BSA. */
    reset();
    add_gicv2_madt(9);
    run("linux");
    assert_int_equal(tu_count_rule(&tu_ts, "bsa.gicv2-pe-count"), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_bbr_required, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_serial_console_fact, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_its_requires_iort, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_smmu_fact_requires_iort, tu_ts_setup,
                                        tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_numa_fact, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_numa_from_srat, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_sdei_from_hest_and_agdi, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_bsa_rules_per_profile, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_table_revision_by_acpi_version, tu_ts_setup,
                                        tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_rsdp_length, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_gicv2_pe_count, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
