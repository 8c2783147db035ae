/* SPDX-License-Identifier: MIT */
/*
 * The platform features conditional table lists depend on (tables_features.h).
 * What the bytes show comes first, then what the config declares (facts.h);
 * BBR 2.1's conditionally required tables (Arm DEN0044 BBR 2.1, SBBR recipe:
 * MCFG with PCIe, IORT with an ITS or SMMU, SRAT and SLIT on NUMA, PCCT with a
 * PCC user, SDEI with SDEI notifications, NFIT with NVDIMMs, CEDT with CXL).
 */
#include "tables_features.h"

#include <stdio.h>
#include <string.h>

#include "acpilint/aml.h"
#include "acpilint/facts.h"
#include "acpilint/field.h"
#include "acpilint/hest.h"
#include "acpilint/madt.h"
#include "acpilint/policy.h"
#include "acpilint/tableset.h"
#include "check/xref.h"

/* The id a _HID or _CID node names (a string or an EISA id) into id[9]; "" when neither. */
static void hid_of(const struct al_namespace *ns, uint32_t i, char id[9])
{
    const struct al_aml_node *n = &ns->nodes[i];
    id[0] = '\0';
    if (n->flags & AL_AML_NODE_HAS_INT) {
        if (n->integer > UINT32_MAX || !al_eisaid_decode((uint32_t)n->integer, id))
            id[0] = '\0';
    } else if ((n->flags & AL_AML_NODE_HAS_DATA) && n->type == AL_AML_STRING) {
        struct al_span v = al_namespace_data(ns, i);
        snprintf(id, 9, "%.*s", (int)(v.len < 8 ? v.len : 8), (const char *)v.data);
    }
}

/*
 * The undecided module-level If/Else branches a feature fact was seen in
 * (issue 22 item 1).  ACPICA runs module-level code when it loads a table
 * (AcpiNsExecuteTable()) and creates one branch, so a fact seen only in one
 * is not certain; seen outside any, or in both branches of one If/Else
 * (neither nested in another undecided one), it holds whichever the load takes.
 */
struct branches {
    const struct al_aml_cond *seen[16];
    size_t count;
    bool certain;
};

static void branches_add(struct branches *b, const struct al_aml_cond *c)
{
    if (!c) {
        b->certain = true;
        return;
    }
    for (size_t i = 0; i < b->count; i++) {
        const struct al_aml_cond *o = b->seen[i];
        if (o->table == c->table && o->if_offset == c->if_offset && o->branch != c->branch &&
            o->branch != AL_AML_BRANCH_WHILE && c->branch != AL_AML_BRANCH_WHILE &&
            !((o->flags | c->flags) & AL_AML_COND_NESTED)) {
            b->certain = true;
            return;
        }
    }
    if (b->count < sizeof(b->seen) / sizeof(b->seen[0]))
        b->seen[b->count++] = c;
}

uint32_t al_feature_find_device_of(const struct al_namespace *ns, const char *const *ids,
                                   size_t count, const struct al_aml_cond **branch)
{
    struct branches b = {{NULL}, 0, false};
    uint32_t first = AL_AML_NO_NODE;
    const struct al_aml_cond *first_cond = NULL;
    for (uint32_t i = 1; ns && i < ns->count && !b.certain; i++) {
        const struct al_aml_node *n = &ns->nodes[i];
        if ((memcmp(n->name, "_HID", 4) != 0 && memcmp(n->name, "_CID", 4) != 0) ||
            n->parent == AL_AML_NO_NODE || ns->nodes[n->parent].type != AL_AML_DEVICE)
            continue;
        char id[9];
        hid_of(ns, i, id);
        bool match = false;
        for (size_t k = 0; k < count && !match; k++)
            match = strcmp(id, ids[k]) == 0;
        if (!match)
            continue;
        /* The id's own branch, or its device's: either decides whether the fact holds. */
        const struct al_aml_cond *c = al_namespace_branch_of(ns, i);
        if (!c) {
            first = n->parent;
            first_cond = NULL;
            b.certain = true;
            break;
        }
        if (first == AL_AML_NO_NODE) {
            first = n->parent;
            first_cond = c;
        }
        branches_add(&b, c);
    }
    if (branch)
        *branch = b.certain ? NULL : first_cond;
    return first;
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
static bool ras_known(const struct al_context *ctx, bool *has, const struct al_aml_cond **branch,
                      char *why, size_t size)
{
    static const char *const error_device[] = {"PNP0C33"};
    *branch = NULL;
    static const char *const family[] = {"HEST", "BERT", "AEST", "SDEI", "RAS2", "EINJ", "ERST"};
    const struct al_facts *facts = ctx->ts->policy ? ctx->ts->policy->facts : NULL;
    for (size_t i = 0; i < sizeof(family) / sizeof(family[0]); i++)
        if (al_tableset_count_sig(ctx->ts, family[i])) {
            *has = true;
            snprintf(why, size, " (RAS support shown by the %s table)", family[i]);
            return true;
        }
    const struct al_aml_cond *c = NULL;
    uint32_t dev = al_feature_find_device_of(ctx->ns, error_device, 1, &c);
    char path[96];
    if (dev != AL_AML_NO_NODE && !c) {
        al_namespace_path(ctx->ns, dev, path, sizeof(path));
        *has = true;
        snprintf(why, size, " (RAS support shown by the error device %s, PNP0C33)", path);
        return true;
    }
    /* The config is certain; an error device in one branch is not (issue 22 item 1). */
    if (facts && facts->v[AL_FACT_RAS].set) {
        const struct al_fact_value *f = &facts->v[AL_FACT_RAS];
        *has = f->value;
        snprintf(why, size, " (RAS support declared by %s:%u: \"%s\")", f->file, f->line,
                 f->reason);
        return true;
    }
    if (dev != AL_AML_NO_NODE) {
        char clause[192];
        al_namespace_path(ctx->ns, dev, path, sizeof(path));
        *has = true;
        *branch = c;
        snprintf(why, size, " (RAS support shown by the error device %s, PNP0C33, which is there%s)",
                 path, al_namespace_branch_clause(ctx->ns, c, clause, sizeof(clause)));
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
uint32_t al_feature_cpc_using_pcc(const struct al_namespace *ns, const struct al_aml_cond **branch)
{
    struct branches b = {{NULL}, 0, false};
    uint32_t first = AL_AML_NO_NODE;
    const struct al_aml_cond *first_cond = NULL;
    for (uint32_t n = 1; ns && n < ns->count && !b.certain; n++) {
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
        bool pcc = false;
        for (size_t p = pos; p + 4 <= end && !pcc; p++) {
            uint8_t d[4];
            pcc = al_read_bytes(s, p, d, 4) && d[0] == 0x82 && d[1] == 0x0C && d[2] == 0 &&
                  d[3] == 0x0A;
        }
        if (!pcc)
            continue;
        /* One every load creates settles it (issue 22 item 1); else the first one. */
        const struct al_aml_cond *c = al_namespace_branch_of(ns, n);
        if (!c || first == AL_AML_NO_NODE) {
            first = n;
            first_cond = c;
        }
        branches_add(&b, c);
    }
    if (branch)
        *branch = b.certain ? NULL : first_cond;
    return first;
}


void al_feature_ras(const struct al_context *ctx, struct al_feature *f)
{
    f->why[0] = '\0';
    f->known = ras_known(ctx, &f->has, &f->branch, f->why, sizeof(f->why));
}

static const struct al_fact_value *fact(const struct al_context *ctx, enum al_fact which)
{
    const struct al_facts *facts = ctx->ts->policy ? ctx->ts->policy->facts : NULL;
    return facts && facts->v[which].set ? &facts->v[which] : NULL;
}

static void from_fact(const struct al_fact_value *v, const char *what, struct al_feature *f)
{
    f->known = true;
    f->has = v->value;
    snprintf(f->why, sizeof(f->why), " (%s declared %s by %s:%u: \"%s\")", what,
             v->value ? "present" : "absent", v->file, v->line, v->reason);
}

/*
 * A serial console is assumed, as BBR 2.1 requires the SPCR "unless the
 * platform has no serial console": only the config can say there is none
 * (facts: serial-console false).
 */
static void serial_console(const struct al_context *ctx, struct al_feature *f)
{
    /* What Linux does without it (issue 22 item 2). */
    static const char consequence[] =
        ": acpi_parse_spcr() (drivers/acpi/spcr.c, from acpi_boot_table_init()) finds none, so "
        "Linux sets up no serial console unless console= names one";
    const struct al_fact_value *v = fact(ctx, AL_FACT_SERIAL_CONSOLE);
    if (v) {
        from_fact(v, "a serial console", f);
    } else {
        f->known = f->has = true;
        snprintf(f->why, sizeof(f->why),
                 " (the platform is taken to have a serial console; declare facts: "
                 "serial-console false if it has none)");
    }
    size_t used = strlen(f->why);
    snprintf(f->why + used, sizeof(f->why) - used, "%s", consequence);
}

/*
 * What the IORT describes: a GIC ITS structure in the MADT (ACPI 6.5 section
 * 5.2.12.18), whose MSIs need the IORT's ITS group, or an SMMU, which no other
 * table shows (facts: smmu).
 */
static void gic_its(const struct al_context *ctx, struct al_feature *f)
{
    const struct al_table *madt = al_tableset_find(ctx->ts, "APIC", 0);
    const struct al_fact_value *smmu = fact(ctx, AL_FACT_SMMU);
    f->known = madt != NULL;
    f->has = false;
    if (smmu && smmu->value) {
        from_fact(smmu, "an SMMU", f);
        return;
    }
    if (!madt)
        return;
    struct al_walk w;
    struct al_subtable s;
    al_madt_walk_init(&w, madt);
    while (al_madt_walk_next(&w, &s) == AL_WALK_OK)
        if (s.type == AL_MADT_GIC_ITS) {
            f->has = true;
            snprintf(f->why, sizeof(f->why), " (the MADT describes a GIC ITS, structure %u)",
                     s.index);
            return;
        }
}

/*
 * Two distinct _PXM values among the namespace's devices (ACPI 6.5 section
 * 6.2.14): Name(_PXM, n) objects, whose value the namespace holds; a _PXM
 * method's value needs the interpreter and is not counted.
 */
static bool pxm_two_domains(const struct al_namespace *ns, char *why, size_t size)
{
    uint32_t first = AL_AML_NO_NODE;
    for (uint32_t i = 1; ns && i < ns->count; i++) {
        const struct al_aml_node *n = &ns->nodes[i];
        if (memcmp(n->name, "_PXM", 4) != 0 || !(n->flags & AL_AML_NODE_HAS_INT))
            continue;
        if (first == AL_AML_NO_NODE) {
            first = i;
        } else if (ns->nodes[first].integer != n->integer) {
            char a[96], b[96];
            al_namespace_path(ns, first, a, sizeof(a));
            al_namespace_path(ns, i, b, sizeof(b));
            snprintf(why, size, " (%s is %llu and %s is %llu: two proximity domains)", a,
                     (unsigned long long)ns->nodes[first].integer, b,
                     (unsigned long long)n->integer);
            return true;
        }
    }
    return false;
}

/*
 * More than one proximity domain: shown by an SRAT naming two or more
 * (ACPI 6.5 section 5.2.16) or by two _PXM values in the namespace; an
 * SRAT naming one shows a single node.  Otherwise the config's facts: numa.
 */
static void numa(const struct al_context *ctx, struct al_feature *f)
{
    struct al_idset domains = {0};
    al_idset_srat_domains(ctx->ts, &domains);
    size_t distinct = 0; /* the set is sorted, one entry per structure */
    for (size_t i = 0; i < domains.n; i++)
        distinct += i == 0 || domains.ids[i] != domains.ids[i - 1];
    f->known = false;
    if (domains.known && distinct > 1) {
        f->known = f->has = true;
        snprintf(f->why, sizeof(f->why), " (the SRAT names %zu proximity domains)", distinct);
    } else if (pxm_two_domains(ctx->ns, f->why, sizeof(f->why))) {
        f->known = f->has = true;
    } else if (fact(ctx, AL_FACT_NUMA)) {
        from_fact(fact(ctx, AL_FACT_NUMA), "more than one NUMA node", f);
    } else if (domains.known && distinct == 1) {
        f->known = true;
        f->has = false;
    }
    al_idset_free(&domains);
}

/* A user of PCC registers: a _CPC in PCC space (Linux's CPPC driver reaches it through the PCCT). */
static void pcc_user(const struct al_context *ctx, struct al_feature *f)
{
    uint32_t cpc = al_feature_cpc_using_pcc(ctx->ns, &f->branch);
    f->known = ctx->ns != NULL;
    f->has = cpc != AL_AML_NO_NODE;
    if (f->has) {
        char path[128], clause[192];
        al_namespace_path(ctx->ns, cpc, path, sizeof(path));
        snprintf(f->why, sizeof(f->why), " (%s uses PCC registers%s%s)", path,
                 f->branch ? ", and is there" : "",
                 al_namespace_branch_clause(ctx->ns, f->branch, clause, sizeof(clause)));
    }
}

/*
 * An SDEI notification: a HEST generic error source notified by SDEI
 * (notification type 11, ACPI 6.5 Table 18.14) or an AGDI in SDEI
 * signalling mode (Arm DEN0093 AGDI 1.1 Table 4, Flags bit 0 clear).  A
 * HEST or AGDI without one shows there is none.
 */
static void sdei(const struct al_context *ctx, struct al_feature *f)
{
    const struct al_table *hest = al_tableset_find(ctx->ts, "HEST", 0);
    const struct al_table *agdi = al_tableset_find(ctx->ts, "AGDI", 0);
    f->known = hest || agdi;
    f->has = false;
    struct al_hest_walk w;
    struct al_hest_source src;
    al_hest_walk_init(&w, hest);
    while (hest && al_hest_walk_next(&w, &src) == AL_HEST_OK) {
        size_t notify = al_hest_notify_offset(src.type);
        uint8_t type;
        if (notify && al_field_u8(al_table_body(hest), AL_F_HEST_NOTIFY_TYPE, src.offset + notify,
                                  &type) &&
            type == AL_HEST_NOTIFY_SDEI) {
            f->has = true;
            snprintf(f->why, sizeof(f->why),
                     " (HEST error source %u is notified through SDEI)", src.index);
            return;
        }
    }
    uint8_t flags;
    if (agdi && al_field_u8(al_table_body(agdi), AL_F_AGDI_FLAGS, 0, &flags) && !(flags & 1u)) {
        f->has = true;
        snprintf(f->why, sizeof(f->why), " (the AGDI signals through SDEI, Flags bit 0 clear)");
    }
}

/* A device of one of the ids, found in the namespace. */
static void device(const struct al_context *ctx, const char *const *ids, size_t n,
                   const char *what, struct al_feature *f)
{
    f->known = ctx->ns != NULL;
    uint32_t dev = al_feature_find_device_of(ctx->ns, ids, n, &f->branch);
    f->has = dev != AL_AML_NO_NODE;
    if (f->has) {
        char path[128], clause[192];
        al_namespace_path(ctx->ns, dev, path, sizeof(path));
        snprintf(f->why, sizeof(f->why), " (%s is %s%s%s)", path, what,
                 f->branch ? ", there" : "",
                 al_namespace_branch_clause(ctx->ns, f->branch, clause, sizeof(clause)));
    }
}

void al_feature_for_status(const struct al_context *ctx, enum al_table_status status,
                           struct al_feature *f)
{
    /* ACPI 6.5 section 9.19.7.1 (NVDIMM root device); CXL 3.0 section 9.18 (host bridge, root). */
    static const char *const nvdimm[] = {"ACPI0012"};
    static const char *const cxl[] = {"ACPI0016", "ACPI0017"};
    memset(f, 0, sizeof(*f));
    switch (status) {
    case AL_TABLE_REQUIRED_WITH_SERIAL_CONSOLE:
        serial_console(ctx, f);
        break;
    case AL_TABLE_REQUIRED_WITH_ITS:
        gic_its(ctx, f);
        break;
    case AL_TABLE_REQUIRED_WITH_NUMA:
        numa(ctx, f);
        break;
    case AL_TABLE_REQUIRED_WITH_PCC:
        pcc_user(ctx, f);
        break;
    case AL_TABLE_REQUIRED_WITH_SDEI:
        sdei(ctx, f);
        break;
    case AL_TABLE_REQUIRED_WITH_NVDIMM:
        device(ctx, nvdimm, 1, "an NVDIMM root device", f);
        break;
    case AL_TABLE_REQUIRED_WITH_CXL:
        device(ctx, cxl, 2, "a CXL host bridge", f);
        break;
    default:
        break;
    }
}
