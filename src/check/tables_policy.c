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

/* A device whose _HID or _CID is id (a string or an EISA id), AL_AML_NO_NODE when none. */
static uint32_t find_device_id(const struct al_namespace *ns, const char *want)
{
    for (uint32_t i = 1; ns && i < ns->count; i++) {
        const struct al_aml_node *n = &ns->nodes[i];
        if ((memcmp(n->name, "_HID", 4) != 0 && memcmp(n->name, "_CID", 4) != 0) ||
            n->parent == AL_AML_NO_NODE || ns->nodes[n->parent].type != AL_AML_DEVICE)
            continue;
        char id[9] = "";
        if (n->flags & AL_AML_NODE_HAS_INT) {
            if (n->integer > UINT32_MAX || !al_eisaid_decode((uint32_t)n->integer, id))
                continue;
        } else if ((n->flags & AL_AML_NODE_HAS_DATA) && n->type == AL_AML_STRING) {
            struct al_span v = al_namespace_data(ns, i);
            snprintf(id, sizeof(id), "%.*s", (int)(v.len < 8 ? v.len : 8), (const char *)v.data);
        }
        if (strcmp(id, want) == 0)
            return n->parent;
    }
    return AL_AML_NO_NODE;
}

/*
 * Whether the platform provides RAS, the condition of BERT and HEST
 * ("Must be supplied if RAS support is provided by the platform",
 * Linux 6.12 Documentation/arch/arm64/acpi_object_usage.rst lines 55-56 and
 * 212-213; seed 009 lines 52-55).  Shown by the bytes: a table of the RAS
 * family (HEST with its GHES error sources, BERT, AEST, SDEI, RAS2, EINJ,
 * ERST), or an Error Device (PNP0C33, ACPI 6.5 section 18.3.2.7.2) in the
 * namespace; or declared by the config (facts: ras).  Not shown by a server
 * FADT Preferred_PM_Profile (issue 22 item 2: boards without firmware-first
 * error handling).  Returns true when known; *has the answer, why the clause.
 */
static bool ras_known(const struct al_context *ctx, bool *has, char *why, size_t size)
{
    static const char *const family[] = {"HEST", "BERT", "AEST", "SDEI", "RAS2", "EINJ", "ERST"};
    const struct al_facts *facts = ctx->ts->policy ? ctx->ts->policy->facts : NULL;
    for (size_t i = 0; i < sizeof(family) / sizeof(family[0]); i++)
        if (al_tableset_count_sig(ctx->ts, family[i])) {
            *has = true;
            snprintf(why, size, " (RAS support shown by the %s table)", family[i]);
            return true;
        }
    uint32_t dev = find_device_id(ctx->ns, "PNP0C33");
    if (dev != AL_AML_NO_NODE) {
        char path[96];
        al_namespace_path(ctx->ns, dev, path, sizeof(path));
        *has = true;
        snprintf(why, size, " (RAS support shown by the error device %s, PNP0C33)", path);
        return true;
    }
    if (facts && facts->v[AL_FACT_RAS].set) {
        const struct al_fact_value *f = &facts->v[AL_FACT_RAS];
        *has = f->value;
        snprintf(why, size, " (RAS support declared by %s:%u: \"%s\")", f->file, f->line,
                 f->reason);
        return true;
    }
    *has = false;
    return false;
}

/*
 * The first _CPC whose registers are in PCC space (0x0A): a Generic
 * Register descriptor (ACPI 6.5 section 6.4.3.7: 0x82, length 0x000C, then
 * the address space id) inside the _CPC package or method.  Linux's CPPC
 * driver reaches such registers only through the PCCT subspace the
 * register names (drivers/acpi/cppc_acpi.c).
 */
static uint32_t cpc_using_pcc(const struct al_namespace *ns)
{
    for (uint32_t n = 1; ns && n < ns->count; n++) {
        const struct al_aml_node *node = &ns->nodes[n];
        const struct al_table *t = al_namespace_table(ns, n);
        if (memcmp(node->name, "_CPC", 4) != 0 || !t ||
            (node->flags & (AL_AML_NODE_EXTERNAL | AL_AML_NODE_IMPLICIT)))
            continue;
        struct al_span s = al_table_body(t);
        /* A Name's package follows its opcode; a Method's body is recorded. */
        size_t pos = node->type == AL_AML_METHOD ? node->data_offset : node->offset;
        size_t end = node->type == AL_AML_METHOD ? pos + node->data_length : s.len;
        if (end > s.len)
            end = s.len;
        /* A _CPC package is at most 23 registers of 15 bytes plus integers. */
        if (node->type != AL_AML_METHOD && end > pos + 1024)
            end = pos + 1024;
        for (size_t p = pos; p + 4 <= end; p++) {
            uint8_t b[4];
            if (al_read_bytes(s, p, b, 4) && b[0] == 0x82 && b[1] == 0x0C && b[2] == 0 &&
                b[3] == 0x0A)
                return n;
        }
    }
    return AL_AML_NO_NODE;
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

static void check_presence(struct al_context *ctx, const struct al_table *unused)
{
    (void)unused;
    struct al_tableset *ts = ctx->ts;
    if (!is_system(ts))
        return;
    const struct al_profile *prof = profile_of(ctx);
    struct completeness c = {false};
    bool ras = false;
    char why_ras[384];
    bool ras_judged = ras_known(ctx, &ras, why_ras, sizeof(why_ras));
    uint32_t cpc = cpc_using_pcc(ctx->ns);
    char cpc_path[128] = "";
    if (cpc != AL_AML_NO_NODE)
        al_namespace_path(ctx->ns, cpc, cpc_path, sizeof(cpc_path));
    char why_cppc[320];
    snprintf(why_cppc, sizeof(why_cppc),
             ": %s uses PCC registers, which Linux's CPPC driver reaches only through the "
             "PCCT, so CPPC performance control fails without it",
             cpc_path);
    const struct {
        enum al_table_status status;
        bool judged;
        const struct al_rule_id *rule;
        const char *verb;
        const char *why;
    } kinds[] = {
        {AL_TABLE_REQUIRED, true, AL_R_TABLES_REQUIRED_MISSING, "requires", ""},
        {AL_TABLE_RECOMMENDED, true, AL_R_TABLES_RECOMMENDED_MISSING, "recommends", ""},
        {AL_TABLE_RECOMMENDED_WITH_RAS, ras, AL_R_TABLES_RECOMMENDED_MISSING, "recommends",
         why_ras},
        {AL_TABLE_RECOMMENDED_WITH_CPPC, cpc != AL_AML_NO_NODE, AL_R_TABLES_RECOMMENDED_MISSING,
         "recommends", why_cppc},
    };
    for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
        if (!kinds[k].judged)
            continue;
        const struct al_string_list *l = al_profile_tables(prof, kinds[k].status);
        for (size_t i = 0; i < l->count; i++) {
            const char *sig = l->items[i];
            char proof[160];
            if (strpbrk(sig, "*?") || al_tableset_count_sig(ts, sig) ||
                !may_report_missing(ts, &c, sig, proof, sizeof(proof)))
                continue;
            al_report(ts, kinds[k].rule, whole_input(ts, sig),
                      "profile %s %s the %s table%s; %s", prof->name, kinds[k].verb, sig,
                      kinds[k].why, proof);
        }
    }
    if (!ras_judged)
        tell_ras_unknown(ts, prof, &c);
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

static void check_xsdt_entries(struct al_context *ctx, const struct al_table *xsdt)
{
    struct al_tableset *ts = ctx->ts;
    size_t n = al_root_entries(ts, xsdt, NULL, 0);
    struct al_root_entry *e = calloc(n ? n : 1, sizeof(*e));
    if (!e)
        return;
    al_root_entries(ts, xsdt, e, n);
    for (size_t i = 0; i < n; i++) {
        char field[48];
        snprintf(field, sizeof(field), "XSDT/Entry[%zu]", i);
        if (e[i].address == 0) {
            al_report(ts, AL_R_XSDT_ENTRY_NULL, al_at_table(xsdt, e[i].offset, field),
                      "entry %zu is 0: the kernel skips it", i);
            continue;
        }
        for (size_t k = 0; k < i; k++)
            if (e[k].address == e[i].address) {
                al_report(ts, AL_R_XSDT_ENTRY_DUPLICATE, al_at_table(xsdt, e[i].offset, field),
                          "entry %zu repeats entry %zu (0x%" PRIx64 ")", i, k, e[i].address);
                break;
            }
    }
    free(e);
}

/* A _HID or _CID value naming a PCI host bridge (ACPI 6.5 section 6.1.5; PCI Firmware 3.3). */
static bool is_pci_host_id(const struct al_namespace *ns, uint32_t node)
{
    const struct al_aml_node *n = &ns->nodes[node];
    char id[9] = "";
    if (n->flags & AL_AML_NODE_HAS_INT) {
        if (n->integer > UINT32_MAX || !al_eisaid_decode((uint32_t)n->integer, id))
            return false;
    } else if (n->flags & AL_AML_NODE_HAS_DATA && n->type == AL_AML_STRING) {
        struct al_span s = al_namespace_data(ns, node);
        snprintf(id, sizeof(id), "%.*s", (int)(s.len < 8 ? s.len : 8), (const char *)s.data);
    }
    return strcmp(id, "PNP0A08") == 0 || strcmp(id, "PNP0A03") == 0;
}

static uint32_t find_pci_host(const struct al_namespace *ns)
{
    for (uint32_t i = 1; i < ns->count; i++) {
        const struct al_aml_node *n = &ns->nodes[i];
        if ((memcmp(n->name, "_HID", 4) != 0 && memcmp(n->name, "_CID", 4) != 0) ||
            n->parent == AL_AML_NO_NODE || ns->nodes[n->parent].type != AL_AML_DEVICE)
            continue;
        if (is_pci_host_id(ns, i))
            return n->parent;
    }
    return AL_AML_NO_NODE;
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
    uint32_t host = find_pci_host(ctx->ns);
    const struct al_table *t = host == AL_AML_NO_NODE ? NULL : al_namespace_table(ctx->ns, host);
    const struct al_facts *facts = ts->policy ? ts->policy->facts : NULL;
    if (!t && facts && facts->v[AL_FACT_PCIE].set && facts->v[AL_FACT_PCIE].value) {
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
    al_report(ts, AL_R_TABLES_MCFG_MISSING, al_at_table(t, ctx->ns->nodes[host].offset, NULL),
              "%s is a PCI host bridge but there is no MCFG: the kernel cannot reach its "
              "configuration space",
              path);
}

static const struct al_rule_id *const presence_rules[] = {
    AL_R_TABLES_REQUIRED_MISSING, AL_R_TABLES_RECOMMENDED_MISSING, AL_R_TABLES_INCOMPLETE_INPUT,
    AL_R_TABLES_FEATURE_UNKNOWN, NULL};
static const struct al_rule_id *const not_supported_rules[] = {AL_R_TABLES_NOT_SUPPORTED, NULL};
static const struct al_rule_id *const rsdp_rules[] = {AL_R_RSDP_RSDT_ADDRESS, NULL};
static const struct al_rule_id *const xsdt_rules[] = {AL_R_XSDT_ENTRY_NULL,
                                                      AL_R_XSDT_ENTRY_DUPLICATE, NULL};
static const struct al_rule_id *const mcfg_rules[] = {AL_R_TABLES_MCFG_MISSING, NULL};

const struct al_check al_checks_tables_policy[] = {
    {"tables.presence", NULL, check_presence, presence_rules, AL_NEEDS_NOTHING},
    {"tables.not-supported", NULL, check_not_supported, not_supported_rules, AL_NEEDS_NOTHING},
    {"rsdp.rsdt-address", "RSDP", check_rsdt_address, rsdp_rules, AL_NEEDS_TABLE},
    {"xsdt.entries", "XSDT", check_xsdt_entries, xsdt_rules, AL_NEEDS_TABLE},
    {"tables.mcfg-for-pci", NULL, check_mcfg_for_pci, mcfg_rules, AL_NEEDS_NAMESPACE},
    {0},
};
