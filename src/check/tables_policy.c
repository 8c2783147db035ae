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
#include "acpilint/engine.h"
#include "acpilint/fadt.h"
#include "acpilint/profile.h"
#include "acpilint/rsdp.h"

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

/* The DSDT address the FADT gives (X_DSDT, else DSDT), 0 when none. */
static uint64_t fadt_dsdt_address(const struct al_tableset *ts)
{
    const struct al_table *facp = al_tableset_find(ts, "FACP", 0);
    struct al_fadt f;
    if (!facp || !al_fadt_decode(facp, &f))
        return 0;
    uint64_t x = al_fadt_get(&f, AL_FADT_X_DSDT, 0);
    return x ? x : al_fadt_get(&f, AL_FADT_DSDT, 0);
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
 * Whether the input shows which tables the firmware has: only the XSDT says
 * so, and only when every table it lists was loaded.  Without one (a folder
 * copied from /sys/firmware/acpi/tables, QEMU's test data, a subset of a
 * dump) nothing can be reported missing.
 */
struct completeness {
    bool listed;      /* there is an XSDT and every table it lists is here */
    size_t lacking;   /* XSDT entries beyond the tables held */
    const struct al_table *xsdt;
    bool told;        /* tables.incomplete-input was reported */
};

static void completeness_of(const struct al_tableset *ts, struct completeness *c)
{
    memset(c, 0, sizeof(*c));
    c->lacking = al_root_lacking(ts, &c->xsdt);
    c->listed = c->xsdt && c->lacking == 0;
}

/* Says once that missing tables are not judged, and why. */
static void tell_incomplete(struct al_tableset *ts, struct completeness *c)
{
    if (c->told)
        return;
    c->told = true;
    if (c->xsdt)
        al_report(ts, "tables.incomplete-input", al_at_table(c->xsdt, AL_NO_OFFSET, NULL),
                  "the %.4s lists %zu table%s more than the input holds: tables the profile "
                  "asks for are not reported missing",
                  c->xsdt->signature, c->lacking, c->lacking == 1 ? "" : "s");
    else
        al_report(ts, "tables.incomplete-input", whole_input(ts, NULL),
                  "the input holds no XSDT (nor RSDT), the list of every table the firmware "
                  "installs, so a table it lacks may only be missing from the copy: tables the "
                  "profile asks for are not reported missing");
}

/* Whether a table the input lacks may be reported missing. */
static bool may_report_missing(struct al_tableset *ts, struct completeness *c, const char *sig)
{
    /* Root tables: dumps leave them out, and a missing XSDT address is rsdp.xsdt-missing. */
    if (strcmp(sig, "RSDP") == 0 || strcmp(sig, "XSDT") == 0)
        return false;
    if (!c->listed) {
        tell_incomplete(ts, c);
        return false;
    }
    /* The XSDT does not list the DSDT: the FADT points at it. */
    uint64_t at = strcmp(sig, "DSDT") == 0 ? fadt_dsdt_address(ts) : 0;
    if (at)
        al_report(ts, "tables.incomplete-input", whole_input(ts, "DSDT"),
                  "the FADT points at a DSDT at 0x%" PRIx64 " that the input does not hold: "
                  "the DSDT and the objects in it are not checked",
                  at);
    return at == 0;
}

/*
 * A server by its own FADT: Preferred_PM_Profile 4 (enterprise server),
 * 5 (SOHO server) or 7 (performance server), ACPI 6.5 Table 5.9.  Laptops,
 * tablets and virtual machines (0, unspecified) are not.
 */
static bool server_profile(const struct al_tableset *ts, unsigned *pm)
{
    const struct al_table *facp = al_tableset_find(ts, "FACP", 0);
    struct al_fadt f;
    *pm = 0;
    if (!facp || !al_fadt_decode(facp, &f))
        return false;
    *pm = (unsigned)al_fadt_get(&f, AL_FADT_PREFERRED_PM_PROFILE, 0);
    return *pm == 4 || *pm == 5 || *pm == 7;
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

static void check_presence(struct al_context *ctx, const struct al_table *unused)
{
    (void)unused;
    struct al_tableset *ts = ctx->ts;
    if (!is_system(ts))
        return;
    const struct al_profile *prof = profile_of(ctx);
    struct completeness c;
    completeness_of(ts, &c);
    unsigned pm;
    bool server = server_profile(ts, &pm);
    uint32_t cpc = cpc_using_pcc(ctx->ns);
    char cpc_path[128] = "";
    if (cpc != AL_AML_NO_NODE)
        al_namespace_path(ctx->ns, cpc, cpc_path, sizeof(cpc_path));
    char why_server[96], why_cppc[320];
    snprintf(why_server, sizeof(why_server),
             " on a server (FADT Preferred_PM_Profile %u)", pm);
    snprintf(why_cppc, sizeof(why_cppc),
             ": %s uses PCC registers, which Linux's CPPC driver reaches only through the "
             "PCCT, so CPPC performance control fails without it",
             cpc_path);
    const struct {
        enum al_table_status status;
        bool judged;
        const char *rule;
        const char *verb;
        const char *why;
    } kinds[] = {
        {AL_TABLE_REQUIRED, true, "tables.required-missing", "requires", ""},
        {AL_TABLE_RECOMMENDED, true, "tables.recommended-missing", "recommends", ""},
        {AL_TABLE_RECOMMENDED_FOR_SERVERS, server, "tables.recommended-missing", "recommends",
         why_server},
        {AL_TABLE_RECOMMENDED_WITH_CPPC, cpc != AL_AML_NO_NODE, "tables.recommended-missing",
         "recommends", why_cppc},
    };
    for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
        if (!kinds[k].judged)
            continue;
        const struct al_string_list *l = al_profile_tables(prof, kinds[k].status);
        for (size_t i = 0; i < l->count; i++) {
            const char *sig = l->items[i];
            if (strpbrk(sig, "*?") || al_tableset_count_sig(ts, sig) ||
                !may_report_missing(ts, &c, sig))
                continue;
            al_report(ts, kinds[k].rule, whole_input(ts, sig),
                      "profile %s %s the %s table%s; %s", prof->name, kinds[k].verb, sig,
                      kinds[k].why,
                      strcmp(sig, "DSDT") == 0 ? "the FADT points at none"
                                               : "the root table, which lists every table "
                                                 "the firmware installs, has none");
        }
    }
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
        al_report(ts, "tables.not-supported", al_at_table(t, 0, NULL),
                  "profile %s lists %.4s as not supported: Linux on arm64 does not use it",
                  prof->name, t->signature);
    }
}

static void check_rsdt_address(struct al_context *ctx, const struct al_table *t)
{
    struct al_rsdp r;
    if (!al_rsdp_decode(t, &r) || r.rsdt_address == 0)
        return;
    al_report(ctx->ts, "rsdp.rsdt-address", al_at_table(t, 16, "RSDP/RsdtAddress"),
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
            al_report(ts, "xsdt.entry-null", al_at_table(xsdt, e[i].offset, field),
                      "entry %zu is 0: the kernel skips it", i);
            continue;
        }
        for (size_t k = 0; k < i; k++)
            if (e[k].address == e[i].address) {
                al_report(ts, "xsdt.entry-duplicate", al_at_table(xsdt, e[i].offset, field),
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
    struct completeness c;
    completeness_of(ts, &c);
    if (!ctx->ns || !is_system(ts) || !c.listed || al_tableset_count_sig(ts, "MCFG") ||
        al_profile_table_status(prof, "MCFG") == AL_TABLE_REQUIRED)
        return;
    uint32_t host = find_pci_host(ctx->ns);
    const struct al_table *t = host == AL_AML_NO_NODE ? NULL : al_namespace_table(ctx->ns, host);
    if (!t)
        return;
    char path[128];
    al_namespace_path(ctx->ns, host, path, sizeof(path));
    al_report(ts, "tables.mcfg-missing", al_at_table(t, ctx->ns->nodes[host].offset, NULL),
              "%s is a PCI host bridge but there is no MCFG: the kernel cannot reach its "
              "configuration space",
              path);
}

static const char *const presence_rules[] = {"tables.required-missing",
                                             "tables.recommended-missing",
                                             "tables.incomplete-input", NULL};
static const char *const not_supported_rules[] = {"tables.not-supported", NULL};
static const char *const rsdp_rules[] = {"rsdp.rsdt-address", NULL};
static const char *const xsdt_rules[] = {"xsdt.entry-null", "xsdt.entry-duplicate", NULL};
static const char *const mcfg_rules[] = {"tables.mcfg-missing", NULL};

const struct al_check al_checks_tables_policy[] = {
    {"tables.presence", NULL, check_presence, presence_rules, false},
    {"tables.not-supported", NULL, check_not_supported, not_supported_rules, false},
    {"rsdp.rsdt-address", "RSDP", check_rsdt_address, rsdp_rules, false},
    {"xsdt.entries", "XSDT", check_xsdt_entries, xsdt_rules, false},
    {"tables.mcfg-for-pci", NULL, check_mcfg_for_pci, mcfg_rules, true},
    {0},
};
