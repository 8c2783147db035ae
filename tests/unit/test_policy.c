/* SPDX-License-Identifier: MIT */
/*
 * The active policy: glob enable/disable, profile severities, al_report()
 * honouring them, suppression matching, and the config file with its
 * errors naming file and line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/checks.h"
#include "acpilint/engine.h"
#include "acpilint/policy.h"
#include "acpilint/rule_ids.h"
#include "acpilint/tableset.h"
#include "testutil.h"

static const struct al_profile *profile(const char *name)
{
    return al_profile_set_find(al_profile_set_default(), name);
}

static int sev(const struct al_policy *p, const char *id)
{
    return al_policy_severity(p, al_catalogue_find(p->catalogue, id));
}

static void test_profile_severity_and_globs(void **state)
{
    (void)state;
    char err[256];
    struct al_policy p;
    assert_int_equal(al_policy_init(&p, al_catalogue_default(), profile("sbbr-1.0"), err,
                                    sizeof(err)),
                     0);
    /* sbbr: RsdtAddress must be 0 (error); the catalogue default is a warning. */
    assert_int_equal(sev(&p, "rsdp.rsdt-address"), AL_SEV_ERROR);
    assert_int_equal(sev(&p, "table.checksum"), AL_SEV_ERROR);

    int n = al_policy_set_enabled(&p, "madt.*", false, "--disable", err, sizeof(err));
    assert_true(n >= 2);
    assert_int_equal(sev(&p, "madt.subtable-zero-length"), AL_RULE_DISABLED);
    assert_int_equal(sev(&p, "madt.subtable-truncated"), AL_RULE_DISABLED);
    assert_int_equal(sev(&p, "table.checksum"), AL_SEV_ERROR);
    /* Enabling again restores the profile's severity, not the catalogue's. */
    assert_int_equal(al_policy_set_enabled(&p, "rsdp.*", false, "--disable", err, sizeof(err)) > 0,
                     1);
    assert_int_equal(al_policy_set_enabled(&p, "rsdp.rsdt-address", true, "--enable", err,
                                           sizeof(err)),
                     1);
    assert_int_equal(sev(&p, "rsdp.rsdt-address"), AL_SEV_ERROR);
    assert_int_equal(sev(&p, "rsdp.checksum"), AL_RULE_DISABLED);

    assert_int_equal(al_policy_set_enabled(&p, "no.such-rule", false, "--disable", err,
                                           sizeof(err)),
                     -1);
    assert_string_equal(err, "--disable: unknown rule 'no.such-rule' is not in the catalogue "
                             "(see --list-rules)");
    assert_int_equal(al_policy_set_enabled(&p, "nothing.*", true, "--enable", err, sizeof(err)),
                     -1);
    assert_string_equal(err, "--enable: pattern 'nothing.*' matches no rule (see --list-rules)");
    al_policy_free(&p);
}

static const struct al_table *add_table(struct al_tableset *ts, const char *sig,
                                        const char *oem_table_id)
{
    uint8_t buf[64] = {0};
    tu_put_header(buf, sig, sizeof(buf), 1);
    memcpy(buf + 16, oem_table_id, strlen(oem_table_id));
    tu_fix_checksum(buf, sizeof(buf));
    struct al_source src = {"dump.bin", 0, 0, 0, false, false, NULL, false};
    const struct al_table *t = al_tableset_add(ts, buf, sizeof(buf), NULL, &src);
    assert_non_null(t);
    return t;
}

/* al_report() drops disabled rules, applies severities and marks suppressed findings. */
static void test_report_honours_policy(void **state)
{
    (void)state;
    char err[256];
    struct al_policy p;
    assert_int_equal(al_policy_init(&p, al_catalogue_default(), profile("sbbr-1.2"), err,
                                    sizeof(err)),
                     0);
    assert_int_equal(al_policy_set_enabled(&p, "table.length-*", false, "--disable", err,
                                           sizeof(err)) > 0,
                     1);
    static const struct al_suppression sup[] = {
        {"table.checksum", "APIC", "VIRT", NULL, "known: fixed in 2.1", "c.yaml", 3},
        {"tables.recommended-*", "BERT", NULL, NULL, "no RAS on this board", "c.yaml", 9},
    };
    p.suppressions = sup;
    p.suppression_count = 2;

    struct al_tableset ts;
    al_tableset_init(&ts);
    al_engine_attach_policy(&ts, &p);
    const struct al_table *apic = add_table(&ts, "APIC", "VIRT    ");
    const struct al_table *gtdt = add_table(&ts, "GTDT", "VIRT    ");
    al_report(&ts, AL_R_TABLE_LENGTH_SHORT, al_at_table(apic, 4, "Length"), "dropped");
    al_report(&ts, AL_R_TABLE_CHECKSUM, al_at_table(apic, 9, "Checksum"), "suppressed");
    al_report(&ts, AL_R_TABLE_CHECKSUM, al_at_table(gtdt, 9, "Checksum"), "kept");
    al_report(&ts, AL_R_RSDP_RSDT_ADDRESS, al_at_file("dump.bin", AL_NO_OFFSET, 0), "error now");
    struct al_where missing = al_at_file("dump.bin", AL_NO_OFFSET, 0);
    missing.field = "BERT";
    al_report(&ts, AL_R_TABLES_RECOMMENDED_MISSING, missing, "suppressed by table BERT");
    missing.field = "EINJ";
    al_report(&ts, AL_R_TABLES_RECOMMENDED_MISSING, missing, "kept");

    assert_int_equal(ts.findings.count, 5);
    assert_int_equal(tu_count_rule(&ts, "table.length-short"), 0);
    const struct al_finding *f = ts.findings.items;
    assert_true(f[0].suppressed);
    assert_string_equal(f[0].justification, "known: fixed in 2.1");
    assert_string_equal(f[0].oem_table_id, "VIRT    ");
    assert_false(f[1].suppressed);
    assert_int_equal(f[2].severity, AL_SEV_ERROR);
    assert_true(f[3].suppressed);
    assert_false(f[4].suppressed);
    assert_int_equal(al_findings_count(&ts.findings, AL_SEV_ERROR), 2);
    assert_int_equal(al_findings_count(&ts.findings, AL_SEV_WARNING), 1);
    assert_int_equal(al_findings_count_suppressed(&ts.findings), 2);
    al_tableset_free(&ts);
    al_policy_free(&p);
}

/* Disabling the structural rule drops its finding, not the prerequisite it stands for. */
static void test_disabled_structure_rule_still_gates(void **state)
{
    (void)state;
    char err[256];
    struct al_policy p;
    assert_int_equal(al_policy_init(&p, al_catalogue_default(), NULL, err, sizeof(err)), 0);
    assert_int_equal(al_policy_set_enabled(&p, "madt.subtable-*", false, "--disable", err,
                                           sizeof(err)) > 0,
                     1);
    struct al_tableset ts;
    al_tableset_init(&ts);
    al_engine_attach_policy(&ts, &p);
    /* MADT: 44-byte header, then a GICC whose Length is 0. */
    uint8_t buf[64] = {0};
    tu_put_header(buf, "APIC", sizeof(buf), 5);
    buf[44] = 0x0B;
    tu_fix_checksum(buf, sizeof(buf));
    struct al_source src = {"apic.dat", 0, 0, 0, false, false, NULL, false};
    assert_non_null(al_tableset_add(&ts, buf, sizeof(buf), NULL, &src));
    al_check_headers(&ts);
    al_check_structure(&ts);
    assert_int_equal(tu_count_rule(&ts, "madt.subtable-zero-length"), 0);
    struct al_context ctx = {&ts, NULL, NULL};
    al_engine_run(&ctx);
    assert_int_equal(tu_count_rule(&ts, "engine.checks-skipped"), 1);
    assert_int_equal(ts.findings.count, 1);
    al_tableset_free(&ts);
    al_policy_free(&p);
}

static void test_suppression_matching(void **state)
{
    (void)state;
    struct al_finding f;
    memset(&f, 0, sizeof(f));
    f.rule = "madt.gicc-reserved";
    memcpy(f.table, "APIC", 5);
    strcpy(f.oem_table_id, "VIRT    ");
    f.field = "APIC/GICC[3]/Flags";
    struct al_suppression s = {"madt.*", "APIC", NULL, NULL, "r", "c.yaml", 1};
    assert_true(al_suppression_matches(&s, &f));
    s.oem_table_id = "VIRT";
    assert_true(al_suppression_matches(&s, &f));
    s.oem_table_id = "VIRTX";
    assert_false(al_suppression_matches(&s, &f));
    s.oem_table_id = NULL;
    s.field = "APIC/GICC[3]/Flags";
    assert_true(al_suppression_matches(&s, &f));
    s.field = "APIC/GICC[2]/Flags";
    assert_false(al_suppression_matches(&s, &f));
    s.field = NULL;
    s.table = "API";
    assert_false(al_suppression_matches(&s, &f));
    s.table = "APIC";
    s.rule = "madt.gicc-other";
    assert_false(al_suppression_matches(&s, &f));
    /* A finding about the whole input matches by the first segment of its field. */
    memset(f.table, 0, sizeof(f.table));
    f.rule = "tables.required-missing";
    f.field = "GTDT";
    struct al_suppression m = {"tables.required-missing", "GTDT", NULL, NULL, "r", "c", 1};
    assert_true(al_suppression_matches(&m, &f));
    m.table = "GTD";
    assert_false(al_suppression_matches(&m, &f));
}

static int config_text(struct al_config *c, const char *text, char *err, size_t size)
{
    return al_config_parse(c, ".acpilint.yaml", text, strlen(text), err, size);
}

static void test_config(void **state)
{
    (void)state;
    char err[512];
    struct al_config c;
    const char *text = "# project policy\n"
                       "profile: sbbr-1.1\n"
                       "enable: madt.subtable-truncated\n"
                       "disable: [madt.*, 'tables.recommended-*']\n"
                       "suppressions:\n"
                       "  - rule: table.checksum\n"
                       "    table: APIC\n"
                       "    oem_table_id: VIRT\n"
                       "    reason: \"fixed in 2.1\"\n";
    assert_int_equal(config_text(&c, text, err, sizeof(err)), 0);
    assert_string_equal(c.profile, "sbbr-1.1");
    assert_int_equal(c.profile_line, 2);
    /* disable first, then enable: a rule in both ends enabled. */
    assert_int_equal(c.switch_count, 3);
    assert_false(c.switches[0].enable);
    assert_string_equal(c.switches[2].pattern, "madt.subtable-truncated");
    assert_true(c.switches[2].enable);
    assert_int_equal(c.switches[2].line, 3);
    assert_int_equal(c.suppression_count, 1);
    assert_int_equal(c.suppressions[0].line, 6);

    struct al_policy p;
    assert_int_equal(al_policy_init(&p, al_catalogue_default(), profile("sbbr-1.1"), err,
                                    sizeof(err)),
                     0);
    assert_int_equal(al_policy_apply_config(&p, &c, err, sizeof(err)), 0);
    assert_int_equal(sev(&p, "madt.subtable-zero-length"), AL_RULE_DISABLED);
    assert_int_equal(sev(&p, "madt.subtable-truncated"), AL_SEV_ERROR);
    assert_int_equal(sev(&p, "tables.recommended-missing"), AL_RULE_DISABLED);
    assert_int_equal(p.suppression_count, 1);
    al_policy_free(&p);
    al_config_free(&c);
}

/* The facts a config declares reach the policy, with value, reason and line. */
static void test_config_facts(void **state)
{
    (void)state;
    char err[512];
    struct al_config c;
    const char *text = "facts:\n"
                       "  ras: {value: true, reason: \"TF-A firmware-first via SDEI\"}\n"
                       "  pcie:\n"
                       "    value: false\n"
                       "    reason: no PCIe on this SoC\n";
    assert_int_equal(config_text(&c, text, err, sizeof(err)), 0);
    assert_true(c.facts.v[AL_FACT_RAS].set);
    assert_true(c.facts.v[AL_FACT_RAS].value);
    assert_string_equal(c.facts.v[AL_FACT_RAS].reason, "TF-A firmware-first via SDEI");
    assert_int_equal(c.facts.v[AL_FACT_RAS].line, 2);
    assert_true(c.facts.v[AL_FACT_PCIE].set);
    assert_false(c.facts.v[AL_FACT_PCIE].value);
    assert_int_equal(c.facts.v[AL_FACT_PCIE].line, 4);
    assert_false(c.facts.v[AL_FACT_NUMA].set);
    assert_string_equal(al_fact_name(AL_FACT_SERIAL_CONSOLE), "serial-console");
    assert_int_equal(al_fact_lookup("smmu"), AL_FACT_SMMU);
    assert_int_equal(al_fact_lookup("gpu"), -1);
    struct al_policy p;
    assert_int_equal(al_policy_init(&p, al_catalogue_default(), NULL, err, sizeof(err)), 0);
    assert_null(p.facts);
    assert_int_equal(al_policy_apply_config(&p, &c, err, sizeof(err)), 0);
    assert_ptr_equal(p.facts, &c.facts);
    al_policy_free(&p);
    al_config_free(&c);
}

static void expect_config_error(const char *text, const char *want)
{
    char err[512] = "";
    struct al_config c;
    int rc = config_text(&c, text, err, sizeof(err));
    if (rc == 0) {
        struct al_policy p;
        assert_int_equal(al_policy_init(&p, al_catalogue_default(), NULL, err, sizeof(err)), 0);
        rc = al_policy_apply_config(&p, &c, err, sizeof(err));
        al_policy_free(&p);
    }
    al_config_free(&c);
    assert_int_equal(rc, -1);
    if (!strstr(err, want))
        fail_msg("error '%s' does not contain '%s'", err, want);
}

static void test_config_errors(void **state)
{
    (void)state;
    expect_config_error("suppressions:\n  - rule: table.checksum\n    table: APIC\n",
                        ".acpilint.yaml:2: suppression of table.checksum: 'reason' is required");
    expect_config_error("suppressions:\n  - rule: table.checksum\n    reason: x\n",
                        ".acpilint.yaml:2: suppression of table.checksum: 'table' is required");
    expect_config_error("suppressions:\n  - {table: APIC, reason: x}\n",
                        ".acpilint.yaml:2: suppression: 'rule' is required");
    expect_config_error("suppressions:\n  - {rule: a.b, table: APIC, reason: x, why: y}\n",
                        ".acpilint.yaml:2: suppression: unknown key 'why'");
    expect_config_error("profile: linux\nprofil: x\n", ".acpilint.yaml:2: config: unknown key");
    expect_config_error("disable: [table.checksum\n", ".acpilint.yaml:2: YAML error");
    expect_config_error("disable:\n  - [a, b]\n", ".acpilint.yaml:2: disable: each entry");
    expect_config_error("\n\ndisable:\n  - table.checksum\n  - table.chekcsum\n",
                        ".acpilint.yaml:5: disable: unknown rule 'table.chekcsum'");
    expect_config_error("enable: ['zzz.*']\n", ".acpilint.yaml:1: enable: pattern 'zzz.*' "
                                               "matches no rule");
    expect_config_error("suppressions:\n  - {rule: no.rule, table: APIC, reason: x}\n",
                        ".acpilint.yaml:2: suppression: unknown rule 'no.rule'");
    expect_config_error("suppressions: {rule: a}\n", ".acpilint.yaml:1: suppressions must be a list");
    /* facts: known keys only, each with value true/false and a reason (issue 22 item 2). */
    expect_config_error("facts:\n  rass: {value: true, reason: x}\n",
                        ".acpilint.yaml:2: facts: unknown key 'rass' (known: ras, serial-console, "
                        "numa, smmu, pcie, sbsa-level)");
    expect_config_error("facts:\n  ras: {value: true}\n",
                        ".acpilint.yaml:2: fact ras: 'reason' is required");
    expect_config_error("facts:\n  ras: {value: maybe, reason: x}\n",
                        ".acpilint.yaml:2: fact ras: value must be true or false");
    expect_config_error("facts:\n  ras: true\n", ".acpilint.yaml:2: fact ras: a mapping");
    expect_config_error("facts:\n  numa: {value: true, reason: x, source: y}\n",
                        ".acpilint.yaml:2: fact numa: unknown key 'source'");
    expect_config_error("facts: [ras]\n", ".acpilint.yaml:1: facts must be a mapping");
    /* An empty file is a valid config that changes nothing. */
    char err[64];
    struct al_config c;
    assert_int_equal(config_text(&c, "", err, sizeof(err)), 0);
    assert_null(c.profile);
    al_config_free(&c);
}

static void test_config_lookup_in_parents(void **state)
{
    (void)state;
    assert_int_equal(tu_dir_make("config"), 0);
    char sub[256], file[256], found[4096];
    tu_dir_path(sub, sizeof(sub), "a/b");
    tu_dir_path(file, sizeof(file), ".acpilint.yaml");
    assert_int_equal(al_config_find(sub, found, sizeof(found)), 0); /* sub does not exist yet */
    tu_dir_mkdir("a");
    tu_dir_mkdir("a/b");
    const char *yaml = "profile: linux-4.1\n";
    tu_dir_write(".acpilint.yaml", yaml, strlen(yaml));
    assert_int_equal(al_config_find(sub, found, sizeof(found)), 1);
    char real[4096];
    assert_non_null(realpath(file, real));
    assert_string_equal(found, real);
    struct al_config c;
    char err[256];
    assert_int_equal(al_config_load(&c, found, err, sizeof(err)), 0);
    assert_string_equal(c.profile, "linux-4.1");
    al_config_free(&c);
    assert_int_equal(tu_dir_remove(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_profile_severity_and_globs),
        cmocka_unit_test(test_report_honours_policy),
        cmocka_unit_test(test_disabled_structure_rule_still_gates),
        cmocka_unit_test(test_suppression_matching),
        cmocka_unit_test(test_config),
        cmocka_unit_test(test_config_facts),
        cmocka_unit_test(test_config_errors),
        cmocka_unit_test(test_config_lookup_in_parents),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
