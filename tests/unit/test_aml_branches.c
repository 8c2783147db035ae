/* SPDX-License-Identifier: MIT */
/*
 * Module-level If/Else/While (issue 22 item 12): which objects the walker
 * creates, which it marks conditional (src/aml), and what a finding that
 * rests on a conditional object becomes (al_report_branch(), the sink's
 * settling in src/model/branch.c, the object rules' ob_report()).  The
 * fixture corpus/rules/aml/branches/objects-fixture.asl, compiled into the
 * corpus build folder, lists its cases in its header.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "acpilint/aml.h"
#include "acpilint/engine.h"
#include "acpilint/policy.h"
#include "acpilint/profile.h"
#include "acpilint/rules.h"
#include "acpilint/rule_ids.h"
#include "acpilint/tableset.h"
#include "check/object_rules.h"
#include "testutil.h"

#define VALID ACPILINT_TEST_CORPUS_BIN "/valid/"
#define FIXTURE ACPILINT_TEST_CORPUS_BIN "/aml/objects-fixture.aml"

/* The valid system with a fixture as its DSDT, the built-in catalogue's severities. */
static void load_dsdt(struct al_tableset *ts, struct al_namespace *ns, const char *fixture)
{
    static const char *const sigs[] = {"RSDP", "XSDT", "FACP", "APIC", "GTDT", "SPCR",
                                       "MCFG", "DBG2", "SSDT"};
    al_tableset_init(ts);
    al_engine_attach_policy(ts, NULL);
    for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
        char path[512];
        snprintf(path, sizeof(path), "%s%s", VALID, sigs[i]);
        assert_non_null(tu_load_real(ts, path));
    }
    assert_non_null(tu_load_real(ts, fixture));
    assert_int_equal(al_namespace_build(ts, ns), 0);
}

static void load_fixture(struct al_tableset *ts, struct al_namespace *ns)
{
    load_dsdt(ts, ns, FIXTURE);
}

/* The finding of rule whose field (the object's path) is path, or NULL. */
static const struct al_finding *finding_at(const struct al_tableset *ts, const char *rule,
                                           const char *path)
{
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        if (strcmp(f->rule, rule) == 0 && f->field && strcmp(f->field, path) == 0)
            return f;
    }
    return NULL;
}

static const struct al_aml_cond *cond_at(const struct al_namespace *ns, const char *path)
{
    uint32_t node = al_namespace_lookup(ns, path);
    assert_int_not_equal(node, AL_AML_NO_NODE);
    return al_namespace_cond(ns, node);
}

/* Constant predicates decide like ACPICA's load; the others mark both branches. */
static void test_static_decisions(void **state)
{
    (void)state;
    struct al_tableset ts;
    struct al_namespace ns;
    load_fixture(&ts, &ns);
    /* If (Zero), If (FLAG) with FLAG Zero, the Else of If (One): never created. */
    assert_int_equal(al_namespace_lookup(&ns, "\\_SB.USB4"), AL_AML_NO_NODE);
    assert_int_equal(al_namespace_lookup(&ns, "\\_SB.USB6"), AL_AML_NO_NODE);
    assert_int_equal(al_namespace_lookup(&ns, "\\_SB.USB7"), AL_AML_NO_NODE);
    /* Unconditional, If (0x01 == 0x01), If (ONE1 ()) with ONE1 returning One: always. */
    assert_null(cond_at(&ns, "\\_SB.USB0"));
    assert_null(cond_at(&ns, "\\_SB.USB5"));
    assert_null(cond_at(&ns, "\\_SB.USBA"));
    assert_null(cond_at(&ns, "\\ONEB"));
    /* The board revision decides: one branch each, what decides it named. */
    const struct al_aml_cond *c1 = cond_at(&ns, "\\_SB.USB1");
    assert_non_null(c1);
    assert_int_equal(c1->branch, AL_AML_BRANCH_IF);
    char by[64];
    assert_string_equal(al_namespace_cond_predicate(&ns, c1, by, sizeof(by)), "\\_SB.BREV");
    const struct al_aml_cond *c2 = cond_at(&ns, "\\_SB.USB2"), *c3 = cond_at(&ns, "\\_SB.USB3");
    assert_non_null(c2);
    assert_non_null(c3);
    assert_int_equal(c2->branch, AL_AML_BRANCH_IF);
    assert_int_equal(c3->branch, AL_AML_BRANCH_ELSE);
    assert_int_equal(c2->if_offset, c3->if_offset);
    assert_int_not_equal(c1->if_offset, c2->if_offset);
    /* A Name module-level code stores into is no constant any more. */
    assert_int_equal(cond_at(&ns, "\\_SB.USB8")->branch, AL_AML_BRANCH_IF);
    assert_int_equal(cond_at(&ns, "\\_SB.USB9")->branch, AL_AML_BRANCH_WHILE);
    /* Children rest on their device's branch. */
    const struct al_aml_cond *crs =
        al_namespace_branch_of(&ns, al_namespace_lookup(&ns, "\\_SB.USB1._CRS"));
    assert_non_null(crs);
    assert_int_equal(crs->if_offset, c1->if_offset);
    assert_int_equal(crs->branch, AL_AML_BRANCH_IF);
    uint32_t xtra = al_namespace_lookup(&ns, "\\_SB.USB1.XTRA");
    const struct al_aml_cond *cx = al_namespace_cond(&ns, xtra); /* outside the If, in its device */
    assert_non_null(cx);
    assert_int_equal(cx->if_offset, c1->if_offset);
    assert_int_equal(cx->branch, AL_AML_BRANCH_IF);
    /* In both branches: no duplicate, created whichever branch loads. */
    const struct al_aml_cond *cam = cond_at(&ns, "\\_SB.CAM0");
    assert_non_null(cam);
    assert_int_equal(cam->flags & (AL_AML_COND_BOTH | AL_AML_COND_SAME),
                     AL_AML_COND_BOTH | AL_AML_COND_SAME);
    assert_null(al_namespace_branch_of(&ns, al_namespace_lookup(&ns, "\\_SB.CAM0._ADR")));
    /* VAL0 differs between the branches (If (VAL0) undecided), VAL1 does not. */
    const struct al_aml_cond *v0 = cond_at(&ns, "\\VAL0"), *v1 = cond_at(&ns, "\\VAL1");
    assert_int_equal(v0->flags & (AL_AML_COND_BOTH | AL_AML_COND_SAME), AL_AML_COND_BOTH);
    assert_int_equal(v1->flags & (AL_AML_COND_BOTH | AL_AML_COND_SAME),
                     AL_AML_COND_BOTH | AL_AML_COND_SAME);
    assert_ptr_equal(al_namespace_branch_of(&ns, al_namespace_lookup(&ns, "\\VAL0")), v0);
    assert_non_null(cond_at(&ns, "\\INV0"));
    assert_null(cond_at(&ns, "\\INV1"));
    al_namespace_free(&ns);
    al_tableset_free(&ts);
}

/*
 * obj.cca-missing on the fixture: a warning on unconditional objects, info
 * (saying which branch) on an object of one branch, a warning again when
 * both branches of one If/Else have the defect; aml.duplicate-name: none for
 * CAM0, the one-branch DUP0 at info.
 */
static void test_findings_on_branches(void **state)
{
    (void)state;
    struct al_tableset ts;
    struct al_namespace ns;
    load_fixture(&ts, &ns);
    struct al_context ctx = {&ts, NULL, &ns};
    for (const struct al_check *c = al_checks_objects; c->name; c++)
        c->run(&ctx, NULL);
    al_sink_finish(&ts);
    static const struct {
        const char *path;
        enum al_severity severity;
        const char *says; /* in the message, or NULL: says nothing of a branch */
    } expect[] = {
        {"\\_SB_.USB0", AL_SEV_WARNING, NULL},
        {"\\_SB_.USB5", AL_SEV_WARNING, NULL},
        {"\\_SB_.USBA", AL_SEV_WARNING, NULL},
        {"\\_SB_.USB1", AL_SEV_INFO, "only if the load takes the If branch"},
        {"\\_SB_.USB2", AL_SEV_WARNING, "in both branches"},
        {"\\_SB_.USB3", AL_SEV_WARNING, "in both branches"},
        {"\\_SB_.USB8", AL_SEV_INFO, "only if the load takes the If branch"},
        {"\\_SB_.USB9", AL_SEV_INFO, "While"},
    };
    for (size_t i = 0; i < sizeof(expect) / sizeof(expect[0]); i++) {
        const struct al_finding *f = finding_at(&ts, "obj.cca-missing", expect[i].path);
        assert_non_null(f);
        assert_int_equal(f->severity, expect[i].severity);
        if (expect[i].says)
            assert_non_null(strstr(f->message, expect[i].says));
        else
            assert_null(strstr(f->message, "branch"));
    }
    assert_non_null(strstr(finding_at(&ts, "obj.cca-missing", "\\_SB_.USB1")->message,
                           "decided by \\_SB.BREV"));
    assert_int_equal(tu_count_rule(&ts, "obj.cca-missing"), (int)(sizeof(expect) /
                                                                  sizeof(expect[0])));
    /* DUP0 twice in an If; DUP1 once in an If, twice in its Else: each a duplicate, info. */
    assert_int_equal(tu_count_rule(&ts, "aml.duplicate-name"), 2);
    static const char *const dups[][2] = {{"DUP0", "If branch"}, {"DUP1", "Else branch"}};
    for (size_t d = 0; d < 2; d++) {
        const struct al_finding *dup = NULL;
        for (size_t i = 0; i < ts.findings.count && !dup; i++)
            if (strcmp(ts.findings.items[i].rule, "aml.duplicate-name") == 0 &&
                strstr(ts.findings.items[i].message, dups[d][0]))
                dup = &ts.findings.items[i];
        assert_non_null(dup);
        assert_int_equal(dup->severity, AL_SEV_INFO);
        assert_non_null(strstr(dup->message, dups[d][1]));
    }
    al_namespace_free(&ns);
    al_tableset_free(&ts);
}

/*
 * Rules silenced by finding an object (issue 22 item 1): an object only one
 * branch creates no longer silences them; they say "not verified" at info,
 * naming the If/Else.  Both branches, or the subject's own branch: settled.
 */
static void test_presence_on_branches(void **state)
{
    (void)state;
    struct al_tableset ts;
    struct al_namespace ns;
    load_dsdt(&ts, &ns, ACPILINT_TEST_CORPUS_BIN "/aml/presence-fixture.aml");
    struct al_context ctx = {&ts, NULL, &ns};
    for (const struct al_check *c = al_checks_objects; c->name; c++)
        c->run(&ctx, NULL);
    al_sink_finish(&ts);
    static const struct {
        const char *path;
        const char *rule; /* the rule not verified */
        const char *object;
    } expect[] = {
        {"\\_SB_.USB0", "obj.cca-missing", "\\_SB_.USB0._CCA"},
        {"\\_SB_.PWR0._PS0", "obj.ps0-without-ps3", "\\_SB_.PWR0._PS3"},
    };
    for (size_t i = 0; i < sizeof(expect) / sizeof(expect[0]); i++) {
        const struct al_finding *f = finding_at(&ts, "obj.presence-unverified", expect[i].path);
        assert_non_null(f);
        assert_int_equal(f->severity, AL_SEV_INFO);
        assert_non_null(strstr(f->message, expect[i].rule));
        assert_non_null(strstr(f->message, expect[i].object));
        assert_non_null(strstr(f->message, "only when the load takes the If branch"));
        assert_non_null(strstr(f->message, "decided by"));
    }
    assert_int_equal(tu_count_rule(&ts, "obj.presence-unverified"), 2);
    /* Neither silenced rule fires: USB1 (both branches), USB2 (its own branch) are settled. */
    assert_int_equal(tu_count_rule(&ts, "obj.cca-missing"), 0);
    assert_int_equal(tu_count_rule(&ts, "obj.ps0-without-ps3"), 0);
    /* GICC[3]'s processor exists only in the If: not verified, and not "without processor". */
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-without-processor"), 0);
    assert_int_equal(tu_count_rule(&ts, "obj.gicc-processor-unverified"), 1);
    for (size_t i = 0; i < ts.findings.count; i++)
        if (strcmp(ts.findings.items[i].rule, "obj.gicc-processor-unverified") == 0) {
            assert_non_null(strstr(ts.findings.items[i].message, "GICC[3]"));
            assert_non_null(strstr(ts.findings.items[i].message, "\\_SB_.CPU3"));
        }
    al_namespace_free(&ns);
    al_tableset_free(&ts);
}

/*
 * The valid system with dsdt as its DSDT, mcfg as its MCFG and apic as its
 * MADT, every check run under profile (NULL: the linux profile, the built-in
 * catalogue's severities).  The policy stays attached to ts: free it after ts.
 */
static struct al_policy policy;

static void run_system_as(struct al_tableset *ts, struct al_namespace *ns, const char *dsdt,
                          const char *mcfg, const char *apic, const char *profile)
{
    static const char *const sigs[] = {"RSDP", "XSDT", "FACP", "GTDT", "SPCR", "DBG2", "SSDT"};
    al_tableset_init(ts);
    const struct al_profile *p = NULL;
    if (profile) {
        p = al_profile_set_find(al_profile_set_default(), profile);
        assert_non_null(p);
        char err[256];
        assert_int_equal(al_policy_init(&policy, al_catalogue_default(), p, err, sizeof(err)), 0);
    }
    al_engine_attach_policy(ts, profile ? &policy : NULL);
    for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
        char path[512];
        snprintf(path, sizeof(path), "%s%s", VALID, sigs[i]);
        assert_non_null(tu_load_real(ts, path));
    }
    assert_non_null(tu_load_real(ts, apic));
    assert_non_null(tu_load_real(ts, mcfg));
    assert_non_null(tu_load_real(ts, dsdt));
    assert_int_equal(al_namespace_build(ts, ns), 0);
    struct al_context ctx = {ts, p, ns};
    al_engine_run(&ctx);
    al_sink_finish(ts);
}

static void run_system(struct al_tableset *ts, struct al_namespace *ns, const char *dsdt,
                       const char *mcfg)
{
    run_system_as(ts, ns, dsdt, mcfg, VALID "APIC", NULL);
}

/* The findings of rule whose message holds text. */
static int count_saying(const struct al_tableset *ts, const char *rule, const char *text)
{
    int n = 0;
    for (size_t i = 0; i < ts->findings.count; i++) {
        const struct al_finding *f = &ts->findings.items[i];
        n += strcmp(f->rule, rule) == 0 && strstr(f->message, text) != NULL;
    }
    return n;
}

/*
 * Feature facts the namespace shows (issue 22 item 1): a PCI host bridge
 * (the MCFG) and an Error Device (RAS: BERT, HEST) only in one branch of an
 * undecided If/Else raise no missing table, only tables.feature-unverified
 * (info) naming the If/Else; in both branches they are certain.
 */
static void test_features_on_branches(void **state)
{
    (void)state;
    /* The MCFG renamed MCFX: the XSDT lists its address, so the MCFG is proven absent. */
    static const char mcfx[] = ACPILINT_TEST_CORPUS_BIN "/rules/tables.mcfg-missing@MCFG";
    struct al_tableset ts;
    struct al_namespace ns;
    run_system(&ts, &ns, ACPILINT_TEST_CORPUS_BIN "/aml/feature-in-one-branch.aml", mcfx);
    assert_int_equal(tu_count_rule(&ts, "tables.mcfg-missing"), 0);
    assert_int_equal(tu_count_rule(&ts, "tables.recommended-missing"), 0);
    assert_int_equal(tu_count_rule(&ts, "tables.feature-unverified"), 3);
    for (size_t i = 0; i < ts.findings.count; i++) {
        const struct al_finding *f = &ts.findings.items[i];
        if (strcmp(f->rule, "tables.feature-unverified") != 0)
            continue;
        assert_int_equal(f->severity, AL_SEV_INFO);
        assert_non_null(strstr(f->message, "module-level If/Else at DSDT+0x"));
        assert_non_null(strstr(f->message, "decided by BRID"));
    }
    assert_int_equal(count_saying(&ts, "tables.feature-unverified",
                                  "tables.mcfg-missing not verified: \\_SB_.PCI0 is a PCI host "
                                  "bridge only when the load takes the If branch"),
                     1);
    assert_int_equal(count_saying(&ts, "tables.feature-unverified",
                                  "\\_SB_.ERR0, PNP0C33, which is there only when the load "
                                  "takes the Else branch"),
                     2);
    al_namespace_free(&ns);
    al_tableset_free(&ts);

    /* A host bridge in each branch, the Error Device in both: certain (an error, warnings). */
    run_system(&ts, &ns, ACPILINT_TEST_CORPUS_BIN "/aml/feature-in-both-branches.aml", mcfx);
    assert_int_equal(tu_count_rule(&ts, "tables.feature-unverified"), 0);
    assert_int_equal(tu_count_rule(&ts, "tables.mcfg-missing"), 1);
    assert_int_equal(tu_first_finding(&ts, "tables.mcfg-missing")->severity, AL_SEV_ERROR);
    assert_int_equal(tu_count_rule(&ts, "tables.recommended-missing"), 2);
    assert_int_equal(tu_first_finding(&ts, "tables.recommended-missing")->severity,
                     AL_SEV_WARNING);
    al_namespace_free(&ns);
    al_tableset_free(&ts);

    /* The valid MCFG: a host bridge in one branch raises nothing about it. */
    run_system(&ts, &ns, ACPILINT_TEST_CORPUS_BIN "/aml/feature-in-one-branch.aml",
               VALID "MCFG");
    assert_int_equal(count_saying(&ts, "tables.feature-unverified", "tables.mcfg-missing"), 0);
    assert_int_equal(tu_count_rule(&ts, "tables.feature-unverified"), 2);
    al_namespace_free(&ns);
    al_tableset_free(&ts);
}

/*
 * bsa.pcie-without-its (systemready-band) on a MADT without its ITS and no
 * MCFG: a host bridge in one branch of an undecided If/Else is PCIe named
 * with that branch; in both branches, PCIe without a condition; with the
 * valid MADT's ITS, nothing to say.
 */
static void test_pcie_without_its_on_branches(void **state)
{
    (void)state;
    static const char mcfx[] = ACPILINT_TEST_CORPUS_BIN "/rules/tables.mcfg-missing@MCFG";
    static const char no_its[] = ACPILINT_TEST_CORPUS_BIN "/rules/bsa.pcie-without-its@APIC";
    static const char one[] = ACPILINT_TEST_CORPUS_BIN "/aml/feature-in-one-branch.aml";
    static const char both[] = ACPILINT_TEST_CORPUS_BIN "/aml/feature-in-both-branches.aml";
    struct al_tableset ts;
    struct al_namespace ns;
    run_system_as(&ts, &ns, one, mcfx, no_its, "systemready-band");
    assert_int_equal(tu_count_rule(&ts, "bsa.pcie-without-its"), 1);
    const struct al_finding *f = tu_first_finding(&ts, "bsa.pcie-without-its");
    assert_non_null(strstr(f->message, "the platform has PCIe (a PCI host bridge in the namespace "
                                       "only when the load takes the If branch of the "
                                       "module-level If/Else at DSDT+0x"));
    assert_non_null(strstr(f->message, "decided by BRID"));
    al_namespace_free(&ns);
    al_tableset_free(&ts);
    al_policy_free(&policy);

    run_system_as(&ts, &ns, both, mcfx, no_its, "systemready-band");
    assert_int_equal(tu_count_rule(&ts, "bsa.pcie-without-its"), 1);
    f = tu_first_finding(&ts, "bsa.pcie-without-its");
    assert_non_null(strstr(f->message, "(a PCI host bridge in the namespace) and a GICv3"));
    al_namespace_free(&ns);
    al_tableset_free(&ts);
    al_policy_free(&policy);

    run_system_as(&ts, &ns, one, mcfx, VALID "APIC", "systemready-band");
    assert_int_equal(tu_count_rule(&ts, "bsa.pcie-without-its"), 0);
    al_namespace_free(&ns);
    al_tableset_free(&ts);
    al_policy_free(&policy);
}

/*
 * Names that resolve only to an object one branch creates (issue 22 item 1):
 * from code every load runs, not proven resolved (aml.reference-unverified,
 * info, naming the If/Else); from the same branch, resolved; from the other
 * branch, never (unresolved, resting on that branch: info).
 */
static void test_references_to_branches(void **state)
{
    (void)state;
    struct al_tableset ts;
    struct al_namespace ns;
    load_dsdt(&ts, &ns, ACPILINT_TEST_CORPUS_BIN "/aml/references-fixture.aml");
    al_sink_finish(&ts);
    /* ALWS's read and the Scope after the If/Else. */
    assert_int_equal(tu_count_rule(&ts, "aml.reference-unverified"), 2);
    assert_int_equal(count_saying(&ts, "aml.reference-unverified",
                                  "\\_SB_.ALWS references ^CAM0.VAL0, which exists only when the "
                                  "load takes the If branch of the module-level If/Else at DSDT+0x"),
                     1);
    assert_int_equal(count_saying(&ts, "aml.reference-unverified", "Scope (CAM0)"), 1);
    for (size_t i = 0; i < ts.findings.count; i++) {
        const struct al_finding *f = &ts.findings.items[i];
        if (strcmp(f->rule, "aml.reference-unverified") == 0) {
            assert_int_equal(f->severity, AL_SEV_INFO);
            assert_non_null(strstr(f->message, "decided by BRID"));
        }
    }
    /* BTHM (both branches) and CAM0.INIT (its own branch): resolved, no finding. */
    assert_int_equal(count_saying(&ts, "aml.reference-unverified", "BTHM"), 0);
    assert_int_equal(count_saying(&ts, "aml.reference-unverified", "INIT"), 0);
    /* OTHR in the Else reads the If's CAM0: never there, on the Else's branch (info). */
    assert_int_equal(tu_count_rule(&ts, "aml.unresolved-reference"), 1);
    const struct al_finding *f = tu_first_finding(&ts, "aml.unresolved-reference");
    assert_non_null(strstr(f->message, "\\_SB_.OTHR references"));
    assert_non_null(strstr(f->message, "the method only in the other branch"));
    assert_int_equal(f->severity, AL_SEV_INFO);
    assert_int_equal(f->branch.branch, AL_AML_BRANCH_ELSE);
    /* The Scope inside the Else: fails whenever that branch is taken. */
    assert_int_equal(tu_count_rule(&ts, "aml.scope-undefined"), 1);
    assert_int_equal(tu_first_finding(&ts, "aml.scope-undefined")->severity, AL_SEV_INFO);
    al_namespace_free(&ns);
    al_tableset_free(&ts);
}

/* The sink on its own: which findings on branches settle as "both". */
static void test_settle(void **state)
{
    (void)state;
    struct al_tableset ts;
    al_tableset_init(&ts);
    al_engine_attach_policy(&ts, NULL);
    uint8_t dsdt[36];
    tu_put_header(dsdt, "DSDT", sizeof(dsdt), 2);
    tu_fix_checksum(dsdt, sizeof(dsdt));
    struct al_source src = {.file = "t.aml"};
    const struct al_table *t = al_tableset_add(&ts, dsdt, sizeof(dsdt), NULL, &src);
    assert_non_null(t);
    struct al_branch b = {.table = t, .if_offset = 0x40, .branch = AL_AML_BRANCH_IF};
    struct al_where at = al_at_table(t, 0x50, "A");
    /* One If/Else, one rule in both branches: both get the rule's warning back. */
    al_report_branch(&ts, AL_R_OBJ_CCA_MISSING, at, &b, "in if");
    b.branch = AL_AML_BRANCH_ELSE;
    al_report_branch(&ts, AL_R_OBJ_CCA_MISSING, at, &b, "in else");
    /* Another rule only in the If branch: stays info. */
    b.branch = AL_AML_BRANCH_IF;
    al_report_branch(&ts, AL_R_OBJ_CRS_MISSING, at, &b, "crs in if");
    /* Another If/Else's Else: not the same pair. */
    b.if_offset = 0x80;
    b.branch = AL_AML_BRANCH_ELSE;
    al_report_branch(&ts, AL_R_OBJ_CRS_MISSING, at, &b, "crs in another else");
    /* Nested inside another undecided If: both of its branches may be skipped. */
    b.if_offset = 0xC0;
    b.nested = true;
    b.branch = AL_AML_BRANCH_IF;
    al_report_branch(&ts, AL_R_OBJ_UID_MISSING, at, &b, "nested if");
    b.branch = AL_AML_BRANCH_ELSE;
    al_report_branch(&ts, AL_R_OBJ_UID_MISSING, at, &b, "nested else");
    al_report(&ts, AL_R_OBJ_CCA_MISSING, at, "unconditional");
    for (size_t i = 0; i < ts.findings.count; i++)
        assert_int_equal(ts.findings.items[i].severity,
                         ts.findings.items[i].branch.set ? AL_SEV_INFO : AL_SEV_WARNING);
    al_sink_finish(&ts);
    static const struct {
        const char *starts;
        enum al_severity severity;
        const char *says;
    } expect[] = {
        {"in if", AL_SEV_WARNING, "in both branches"},
        {"in else", AL_SEV_WARNING, "in both branches"},
        {"crs in if", AL_SEV_INFO, "If branch of the module-level If/Else at DSDT+0x40"},
        {"crs in another else", AL_SEV_INFO, "Else branch of the module-level If/Else at DSDT+0x80"},
        {"nested if", AL_SEV_INFO, "only if"},
        {"nested else", AL_SEV_INFO, "only if"},
        {"unconditional", AL_SEV_WARNING, NULL},
    };
    assert_int_equal(ts.findings.count, sizeof(expect) / sizeof(expect[0]));
    for (size_t i = 0; i < ts.findings.count; i++) {
        const struct al_finding *f = &ts.findings.items[i];
        assert_int_equal(strncmp(f->message, expect[i].starts, strlen(expect[i].starts)), 0);
        assert_int_equal(f->severity, expect[i].severity);
        if (expect[i].says)
            assert_non_null(strstr(f->message, expect[i].says));
        else
            assert_string_equal(f->message, expect[i].starts);
    }
    al_tableset_free(&ts);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_static_decisions),
        cmocka_unit_test(test_findings_on_branches),
        cmocka_unit_test(test_presence_on_branches),
        cmocka_unit_test(test_features_on_branches),
        cmocka_unit_test(test_pcie_without_its_on_branches),
        cmocka_unit_test(test_references_to_branches),
        cmocka_unit_test(test_settle),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
