/* SPDX-License-Identifier: MIT */
/*
 * Table policy: the set of tables against the active profile (required,
 * recommended, not supported), the root-table entries and MCFG for a PCI host
 * bridge.  (An SSDT redefining a name another table defines, ssdt.modifies-device,
 * is found where the namespace is built: src/aml/define.c.)
 *
 * Presence is judged only on an input that is a system (is_system()):
 * a single table file given alone says nothing about the tables beside it.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/aml.h"
#include "acpilint/field.h"
#include "acpilint/checks.h"
#include "acpilint/engine.h"
#include "acpilint/fadt.h"
#include "acpilint/facts.h"
#include "acpilint/policy.h"
#include "acpilint/presence.h"
#include "acpilint/profile.h"
#include "acpilint/rsdp.h"
#include "acpilint/rule_ids.h"
#include "tables_features.h"

/*
 * A system: an RSDP or an XSDT, or an FACP beside other tables.  One table
 * file on its own (even an FACP) is never a system.
 */
static bool is_system(const struct al_tableset *ts)
{
    if (ts->count < 2)
        return false;
    return al_tableset_count_sig(ts, "RSDP") || al_tableset_count_sig(ts, "XSDT") ||
           al_tableset_count_sig(ts, "FACP");
}

/* The active profile (the built-in default when the context names none). */
static const struct al_profile *profile_of(const struct al_context *ctx)
{
    return ctx->profile ? ctx->profile : al_profile_default();
}

static struct al_where whole_input(const struct al_tableset *ts, const char *field)
{
    struct al_where w = al_at_file(ts->input_count ? ts->inputs[0] : NULL, AL_NO_OFFSET, 0);
    w.field = field;
    return w;
}

/*
 * Missing tables are judged with the one definition of absence
 * (presence.h): a table is missing only when the input proves it, i.e. its
 * XSDT lists every table it holds and not this one (or the FADT gives no
 * DSDT address), or the user vouches with --assume-complete.  Otherwise
 * (a folder copied from /sys/firmware/acpi/tables, QEMU's test data, a
 * subset of a dump) one tables.incomplete-input says why nothing was
 * judged.  DESIGN.md, Principles; issue 22 item 1.
 */
struct completeness {
    bool told; /* tables.incomplete-input was reported */
};

/* Says once that missing tables are not judged, and why. */
static void tell_incomplete(struct al_tableset *ts, struct completeness *c, const char *sig,
                            const char *why)
{
    if (c->told)
        return;
    c->told = true;
    const struct al_table *root = NULL;
    al_root_lacking(ts, &root);
    if (strcmp(sig, "DSDT") == 0 && al_tableset_find(ts, "FACP", 0)) {
        al_report(ts, AL_R_TABLES_INCOMPLETE_INPUT, whole_input(ts, "DSDT"),
                  "%s: the DSDT and the objects in it are not checked", why);
        return;
    }
    al_report(ts, AL_R_TABLES_INCOMPLETE_INPUT,
              root ? al_at_table(root, AL_NO_OFFSET, NULL) : whole_input(ts, NULL),
              "tables the profile asks for are not reported missing: %s, so a table it lacks "
              "may only be missing from the copy (--assume-complete judges them)",
              why);
}

/*
 * Whether a table the input lacks may be reported missing; why receives
 * the clause that proves it.
 */
static bool may_report_missing(struct al_tableset *ts, struct completeness *c, const char *sig,
                               char *why, size_t size)
{
    /* Root tables: dumps leave them out, and a missing XSDT address is rsdp.xsdt-missing. */
    if (strcmp(sig, "RSDP") == 0 || strcmp(sig, "XSDT") == 0)
        return false;
    enum al_presence p = al_table_presence(ts, sig, why, size);
    if (p == AL_PRESENCE_UNKNOWN) {
        tell_incomplete(ts, c, sig, why);
        return false;
    }
    if (p != AL_PRESENCE_ABSENT)
        return false;
    const struct al_table *root = NULL;
    size_t lacking = al_root_lacking(ts, &root);
    if (ts->assume_complete && (!root || lacking) && strcmp(sig, "DSDT") != 0)
        snprintf(why, size, "the input is taken as the whole firmware (--assume-complete)");
    return true;
}

/*
 * The profile recommends tables "if RAS support is provided" and neither
 * the bytes nor the config say whether it is: one info naming the tables
 * not judged and how to declare the fact, once per input, and only when
 * the input proves them absent (presence.h), so that the answer would matter.
 */
static void tell_ras_unknown(struct al_tableset *ts, const struct al_profile *prof,
                             struct completeness *c)
{
    const struct al_string_list *l = al_profile_tables(prof, AL_TABLE_RECOMMENDED_WITH_RAS);
    char list[96] = "";
    for (size_t i = 0; i < l->count; i++) {
        /*
         * Only tables proven absent; on a partial copy may_report_missing()
         * says once (tables.incomplete-input) that they are not judged.
         */
        char why[160];
        if (strpbrk(l->items[i], "*?") || al_tableset_count_sig(ts, l->items[i]) ||
            !may_report_missing(ts, c, l->items[i], why, sizeof(why)))
            continue;
        size_t used = strlen(list);
        snprintf(list + used, sizeof(list) - used, "%s%s", used ? ", " : "", l->items[i]);
    }
    if (!list[0])
        return;
    al_report(ts, AL_R_TABLES_FEATURE_UNKNOWN, whole_input(ts, NULL),
              "profile %s recommends %s if the platform provides RAS, and nothing shows whether "
              "it does (no HEST, BERT, AEST, SDEI, RAS2, EINJ or ERST table, no PNP0C33 error "
              "device): not judged; declare it in the config (facts: ras: {value: ..., "
              "reason: ...})",
              prof->name, list);
}

/*
 * Reports each table of one status the input provably lacks.  branch: the
 * feature that makes the table expected rests on one branch of an undecided
 * module-level If/Else (tables_features.h; why names it), so the requirement
 * is not verified: tables.feature-unverified, info (issue 22 item 1).
 */
static void report_missing(struct al_context *ctx, struct completeness *c,
                           enum al_table_status status, const struct al_rule_id *rule, const char *verb,
                           const char *why, const struct al_aml_cond *branch)
{
    struct al_tableset *ts = ctx->ts;
    const struct al_profile *prof = profile_of(ctx);
    const struct al_string_list *l = al_profile_tables(prof, status);
    for (size_t i = 0; i < l->count; i++) {
        const char *sig = l->items[i];
        char proof[160];
        if (strpbrk(sig, "*?") || al_tableset_count_sig(ts, sig) ||
            !may_report_missing(ts, c, sig, proof, sizeof(proof)))
            continue;
        if (branch)
            al_report(ts, AL_R_TABLES_FEATURE_UNVERIFIED, whole_input(ts, sig),
                      "%s not verified: profile %s %s the %s table%s; %s; ACPICA creates one "
                      "branch of a module-level If/Else when it loads the table, so whether the "
                      "platform has the feature depends on that branch",
                      rule->id, prof->name, verb, sig, why, proof);
        else
            al_report(ts, rule, whole_input(ts, sig), "profile %s %s the %s table%s; %s",
                      prof->name, verb, sig, why, proof);
    }
}

/*
 * A fact of the config (facts.h) as a clause for a message: " (NUMA declared
 * by FILE:LINE: "reason")"; "" when the fact is not set.  set and value: the fact.
 */
static const char *fact_clause(const struct al_context *ctx, enum al_fact which, const char *what,
                               bool *set, bool *value, char *buf, size_t size)
{
    const struct al_facts *facts = ctx->ts->policy ? ctx->ts->policy->facts : NULL;
    const struct al_fact_value *f = facts ? &facts->v[which] : NULL;
    *set = f && f->set;
    *value = *set && f->value;
    buf[0] = '\0';
    if (*set)
        snprintf(buf, size, " (%s declared %s by %s:%u: \"%s\")", what,
                 f->value ? "present" : "absent", f->file, f->line, f->reason);
    return buf;
}

static void check_presence(struct al_context *ctx, const struct al_table *unused)
{
    (void)unused;
    struct al_tableset *ts = ctx->ts;
    if (!is_system(ts))
        return;
    const struct al_profile *prof = profile_of(ctx);
    struct completeness c = {false};
    struct al_feature ras;
    al_feature_ras(ctx, &ras);
    const struct al_aml_cond *cpc_branch = NULL;
    uint32_t cpc = al_feature_cpc_using_pcc(ctx->ns, &cpc_branch);
    char cpc_path[128] = "", cpc_where[192], cpc_clause[224] = "";
    if (cpc != AL_AML_NO_NODE)
        al_namespace_path(ctx->ns, cpc, cpc_path, sizeof(cpc_path));
    if (cpc_branch)
        snprintf(cpc_clause, sizeof(cpc_clause), ", and is there%s",
                 al_namespace_branch_clause(ctx->ns, cpc_branch, cpc_where, sizeof(cpc_where)));
    char why_cppc[512];
    snprintf(why_cppc, sizeof(why_cppc),
             ": %s uses PCC registers%s, which Linux's CPPC driver reaches only through the "
             "PCCT, so CPPC performance control fails without it",
             cpc_path, cpc_clause);
    /*
     * Facts only the config can give (issue 22 item 2), each with what Linux
     * 6.x does without the table.
     */
    bool numa_set, numa, smmu_set, smmu;
    char fact[2][320], why_numa[512], why_smmu[512];
    fact_clause(ctx, AL_FACT_NUMA, "NUMA", &numa_set, &numa, fact[0], sizeof(fact[0]));
    fact_clause(ctx, AL_FACT_SMMU, "an SMMU", &smmu_set, &smmu, fact[1], sizeof(fact[1]));
    snprintf(why_numa, sizeof(why_numa),
             "%s: acpi_numa_init() fails without it, and arch_numa_init() (drivers/base/"
             "arch_numa.c) falls back to dummy_numa_init(), one node for all memory and CPUs",
             fact[0]);
    snprintf(why_smmu, sizeof(why_smmu),
             "%s: acpi_iort_init() (drivers/acpi/arm64/iort.c) returns before "
             "iort_init_platform_devices(), so no SMMU is probed and DMA is neither translated "
             "nor isolated",
             fact[1]);
    const struct {
        enum al_table_status status;
        bool judged;
        const struct al_rule_id *rule;
        const char *verb;
        const char *why;
        const struct al_aml_cond *branch;
    } kinds[] = {
        {AL_TABLE_REQUIRED, true, AL_R_TABLES_REQUIRED_MISSING, "requires", "", NULL},
        {AL_TABLE_RECOMMENDED, true, AL_R_TABLES_RECOMMENDED_MISSING, "recommends", "", NULL},
        {AL_TABLE_RECOMMENDED_WITH_RAS, ras.known && ras.has, AL_R_TABLES_RECOMMENDED_MISSING,
         "recommends", ras.why, ras.branch},
        {AL_TABLE_RECOMMENDED_WITH_CPPC, cpc != AL_AML_NO_NODE, AL_R_TABLES_RECOMMENDED_MISSING,
         "recommends", why_cppc, cpc_branch},
        {AL_TABLE_RECOMMENDED_WITH_NUMA, numa, AL_R_TABLES_RECOMMENDED_MISSING, "recommends",
         why_numa, NULL},
        {AL_TABLE_RECOMMENDED_WITH_SMMU, smmu, AL_R_TABLES_RECOMMENDED_MISSING, "recommends",
         why_smmu, NULL},
    };
    for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
        if (kinds[k].judged)
            report_missing(ctx, &c, kinds[k].status, kinds[k].rule, kinds[k].verb, kinds[k].why,
                           kinds[k].branch);
    /* BBR 2.1's conditional tables: required when the feature is shown (tables_features.h). */
    for (int s = AL_TABLE_REQUIRED_WITH_SERIAL_CONSOLE; s <= AL_TABLE_REQUIRED_WITH_CXL; s++) {
        if (!al_profile_tables(prof, (enum al_table_status)s)->count)
            continue;
        struct al_feature f;
        al_feature_for_status(ctx, (enum al_table_status)s, &f);
        if (f.known && f.has)
            report_missing(ctx, &c, (enum al_table_status)s, AL_R_TABLES_REQUIRED_MISSING,
                           "requires", f.why, f.branch);
    }
    if (!ras.known)
        tell_ras_unknown(ts, prof, &c);
    /*
     * SLIT with NUMA: without it acpi_numa_init() sets no distance and the
     * kernel keeps numa_alloc_distance()'s defaults (drivers/base/
     * arch_numa.c: 10 local, 20 remote), which the scheduler's NUMA levels
     * are built from.  Right for two nodes, flat for more: information.
     * Only where the profile judges NUMA tables at all.
     */
    char proof[160];
    if (numa && al_profile_tables(prof, AL_TABLE_RECOMMENDED_WITH_NUMA)->count &&
        !al_tableset_count_sig(ts, "SLIT") &&
        may_report_missing(ts, &c, "SLIT", proof, sizeof(proof)))
        al_report(ts, AL_R_TABLES_SLIT_MISSING, whole_input(ts, "SLIT"),
                  "no SLIT on a NUMA machine%s: the kernel keeps its default node distances "
                  "(numa_alloc_distance(): 10 local, 20 remote), so nodes farther apart than "
                  "others look alike to the scheduler; %s",
                  fact[0], proof);
}

static void check_not_supported(struct al_context *ctx, const struct al_table *unused)
{
    (void)unused;
    struct al_tableset *ts = ctx->ts;
    const struct al_profile *prof = profile_of(ctx);
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        /* The RSDT has its own rule (rsdt.present); a broken signature is not a table name. */
        if (t->kind != AL_KIND_SDT || al_table_is(t, "RSDT") || !al_signature_valid(t->signature))
            continue;
        if (al_profile_table_status(prof, t->signature) != AL_TABLE_NOT_SUPPORTED)
            continue;
        al_report(ts, AL_R_TABLES_NOT_SUPPORTED, al_at_table(t, 0, NULL),
                  "profile %s lists %.4s as not supported: Linux on arm64 does not use it",
                  prof->name, t->signature);
    }
}

static void check_rsdt_address(struct al_context *ctx, const struct al_table *t)
{
    struct al_rsdp r;
    if (!al_rsdp_decode(t, &r) || r.rsdt_address == 0)
        return;
    al_report(ctx->ts, AL_R_RSDP_RSDT_ADDRESS,
              al_at_table(t, AL_OFF_RSDP_RSDT_ADDRESS, "RSDP/RsdtAddress"),
              "RsdtAddress is 0x%08" PRIx32 ": arm64 ignores the RSDT and uses only the XSDT, "
              "so this should be 0",
              r.rsdt_address);
}

/* An XSDT entry and where it stands, sorted by address to find repeats. */
struct entry_at {
    uint64_t address;
    size_t index;
};

static int by_address_then_index(const void *a, const void *b)
{
    const struct entry_at *x = a, *y = b;
    if (x->address != y->address)
        return (x->address > y->address) - (x->address < y->address);
    return (x->index > y->index) - (x->index < y->index);
}

static void check_xsdt_entries(struct al_context *ctx, const struct al_table *xsdt)
{
    struct al_tableset *ts = ctx->ts;
    /* No tableset: the entries' targets are not needed here. */
    size_t n = al_root_entries(NULL, xsdt, NULL, 0);
    struct al_root_entry *e = calloc(n ? n : 1, sizeof(*e));
    struct entry_at *sorted = calloc(n ? n : 1, sizeof(*sorted));
    size_t *first = calloc(n ? n : 1, sizeof(*first));
    if (!e || !sorted || !first)
        goto out;
    al_root_entries(NULL, xsdt, e, n);
    /*
     * Each entry's first holder of its address, found in O(n log n): a
     * hostile 64 KiB XSDT has 8,000 entries, and comparing them pairwise
     * took a tenth of fuzz_report's time.
     */
    for (size_t i = 0; i < n; i++)
        sorted[i] = (struct entry_at){e[i].address, i};
    qsort(sorted, n, sizeof(*sorted), by_address_then_index);
    for (size_t i = 0; i < n; i++)
        first[sorted[i].index] =
            i > 0 && sorted[i - 1].address == sorted[i].address ? first[sorted[i - 1].index]
                                                                 : sorted[i].index;
    for (size_t i = 0; i < n; i++) {
        if (e[i].address != 0 && first[i] == i)
            continue;
        char field[48];
        snprintf(field, sizeof(field), "XSDT/Entry[%zu]", i);
        if (e[i].address == 0)
            al_report(ts, AL_R_XSDT_ENTRY_NULL, al_at_table(xsdt, e[i].offset, field),
                      "entry %zu is 0: the kernel skips it", i);
        else if (first[i] != i)
            al_report(ts, AL_R_XSDT_ENTRY_DUPLICATE, al_at_table(xsdt, e[i].offset, field),
                      "entry %zu repeats entry %zu (0x%" PRIx64 ")", i, first[i], e[i].address);
    }
out:
    free(first);
    free(sorted);
    free(e);
}

static void check_mcfg_for_pci(struct al_context *ctx, const struct al_table *unused)
{
    (void)unused;
    struct al_tableset *ts = ctx->ts;
    const struct al_profile *prof = profile_of(ctx);
    /* The MCFG must be proven absent (presence.h), not only missing from the copy. */
    if (!ctx->ns || !is_system(ts) ||
        al_table_presence(ts, "MCFG", NULL, 0) != AL_PRESENCE_ABSENT ||
        al_profile_table_status(prof, "MCFG") == AL_TABLE_REQUIRED)
        return;
    /* A PCI host bridge (ACPI 6.5 section 6.1.5; PCI Firmware 3.3). */
    static const char *const host_ids[] = {"PNP0A08", "PNP0A03"};
    const struct al_aml_cond *branch = NULL;
    uint32_t host = al_feature_find_device_of(ctx->ns, host_ids, 2, &branch);
    const struct al_table *t = host == AL_AML_NO_NODE ? NULL : al_namespace_table(ctx->ns, host);
    const struct al_facts *facts = ts->policy ? ts->policy->facts : NULL;
    /* The config is certain; a host bridge in one branch is not (issue 22 item 1). */
    if ((!t || branch) && facts && facts->v[AL_FACT_PCIE].set && facts->v[AL_FACT_PCIE].value) {
        /*
         * "If the platform supports PCI/PCIe, an MCFG table is required"
         * (seed 009 lines 192-194): the config says it does, though no host
         * bridge is in the namespace (the DSDT may build it at run time).
         */
        const struct al_fact_value *f = &facts->v[AL_FACT_PCIE];
        al_report(ts, AL_R_TABLES_MCFG_MISSING, whole_input(ts, "MCFG"),
                  "PCIe support is declared by %s:%u (\"%s\") but there is no MCFG: the "
                  "kernel cannot reach any configuration space (pci_mcfg_lookup())",
                  f->file, f->line, f->reason);
        return;
    }
    if (!t)
        return;
    char path[128];
    al_namespace_path(ctx->ns, host, path, sizeof(path));
    if (branch) {
        char clause[192];
        al_report(ts, AL_R_TABLES_FEATURE_UNVERIFIED,
                  al_at_table(t, ctx->ns->nodes[host].offset, NULL),
                  "tables.mcfg-missing not verified: %s is a PCI host bridge%s, and there is no "
                  "MCFG; ACPICA creates one branch of a module-level If/Else when it loads the "
                  "table, and when it creates this one the kernel cannot reach the bridge's "
                  "configuration space (pci_mcfg_lookup())",
                  path, al_namespace_branch_clause(ctx->ns, branch, clause, sizeof(clause)));
        return;
    }
    al_report(ts, AL_R_TABLES_MCFG_MISSING, al_at_table(t, ctx->ns->nodes[host].offset, NULL),
              "%s is a PCI host bridge but there is no MCFG: the kernel cannot reach its "
              "configuration space",
              path);
}

static const struct al_rule_id *const presence_rules[] = {AL_R_TABLES_REQUIRED_MISSING,
                                             AL_R_TABLES_RECOMMENDED_MISSING,
                                             AL_R_TABLES_INCOMPLETE_INPUT, AL_R_TABLES_FEATURE_UNKNOWN,
                                             AL_R_TABLES_SLIT_MISSING, AL_R_TABLES_FEATURE_UNVERIFIED, NULL};
static const struct al_rule_id *const not_supported_rules[] = {AL_R_TABLES_NOT_SUPPORTED, NULL};
static const struct al_rule_id *const rsdp_rules[] = {AL_R_RSDP_RSDT_ADDRESS, NULL};
static const struct al_rule_id *const xsdt_rules[] = {AL_R_XSDT_ENTRY_NULL, AL_R_XSDT_ENTRY_DUPLICATE, NULL};
static const struct al_rule_id *const mcfg_rules[] = {AL_R_TABLES_MCFG_MISSING,
                                                     AL_R_TABLES_FEATURE_UNVERIFIED, NULL};

const struct al_check al_checks_tables_policy[] = {
    {"tables.presence", NULL, check_presence, presence_rules, AL_NEEDS_NOTHING},
    {"tables.not-supported", NULL, check_not_supported, not_supported_rules, AL_NEEDS_NOTHING},
    {"rsdp.rsdt-address", "RSDP", check_rsdt_address, rsdp_rules, AL_NEEDS_TABLE},
    {"xsdt.entries", "XSDT", check_xsdt_entries, xsdt_rules, AL_NEEDS_TABLE},
    {"tables.mcfg-for-pci", NULL, check_mcfg_for_pci, mcfg_rules, AL_NEEDS_NAMESPACE},
    {0},
};
