/* SPDX-License-Identifier: MIT */
/*
 * Object rules (area "objects"): what the arm64 kernel expects of the AML
 * namespace, from seed 009 (Documentation/arm64/acpi_object_usage.txt,
 * "ACPI Objects", "ACPI Event Model" and "ACPI Objects Not Supported on
 * ARM64").  This file holds the rules about objects that must not be used
 * and objects that must come in pairs; object_rules_devices.c the rules
 * about what a device carries, object_rules_cpus.c the MADT/namespace
 * processor match.
 *
 * Policy: which objects a rule looks for comes from the active profile's
 * objects: lists (object_rules_policy.c); a rule whose object the profile
 * does not list is silent.  Severities follow the consequence on Linux
 * (rules/objects.yaml): an error where the kernel fails, a warning where
 * the document says "must" or "do not use" but Linux copes, info for
 * "recommended" / "preferred".
 */
#include "check/object_rules.h"


#include <stdlib.h>
#include <string.h>
#include "acpilint/rule_ids.h"

static const char *const avoid[] = {"prohibited", "deprecated", NULL};

/*
 * Method bodies that reference target (a call or any other use), one
 * finding per method at its first reference: a laptop DSDT calls \_OSI
 * dozens of times from one _INI.  The references of one method body are
 * recorded together (methods.c scans each body once), so counting runs to
 * the end of its run: linear in the references, where a search of all of
 * them per method was quadratic on a table of many small methods.
 */
static void report_refs_to(struct al_context *ctx, uint32_t target, const struct al_rule_id *rule,
                           const char *what)
{
    const struct al_namespace *ns = ctx->ns;
    if (target == AL_AML_NO_NODE)
        return;
    uint32_t last_scope = AL_AML_NO_NODE;
    for (size_t i = 0; i < ns->ref_count; i++) {
        const struct al_aml_ref *r = &ns->refs[i];
        if (r->target != target || r->scope == last_scope || r->scope >= ns->count)
            continue;
        last_scope = r->scope;
        unsigned count = 0;
        for (size_t j = i; j < ns->ref_count && ns->refs[j].scope == r->scope; j++)
            count += ns->refs[j].target == target;
        char method[128], name[64];
        ob_path(ns, r->scope, method, sizeof(method));
        ob_report_at(ctx, rule, r->table, r->offset, r->scope, "%s %s %s (%u time%s)%s",
                     method, r->call ? "calls" : "references",
                     al_namespace_ref_name(ns, r, name, sizeof(name)), count,
                     count == 1 ? "" : "s", what);
    }
}

/* \_OSI: seed 009 line 426: deprecated on arm64, returns false, use _OSC. */
static void check_osi(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    if (!ob_listed(ctx, avoid, "\\_OSI"))
        return;
    report_refs_to(ctx, ob_child(ctx->ns, 0, "_OSI"), AL_R_OBJ_OSI_CALLED,
                   ": on arm64 Linux prints a warning and the answer cannot be relied on; "
                   "use _OSC");
}

/* Objects named seg that a table defines, each reported with msg. */
static void report_named(struct al_context *ctx, const char *seg, const struct al_rule_id *rule,
                         const char *msg)
{
    const struct al_namespace *ns = ctx->ns;
    for (uint32_t n = 1; n < ns->count; n++)
        if (ob_named(ns, n, seg) && ob_defined(ns, n))
            ob_report(ctx, rule, n, "%s is defined: %s", seg, msg);
}

/* _DSM: seed 009 line 353 "Do not use this method"; object_rules_dsm.c says which. */
static void check_dsm(struct al_context *ctx, const struct al_table *t)
{
    const struct al_namespace *ns = ctx->ns;
    if (!ob_listed(ctx, avoid, "_DSM"))
        return;
    al_objects_check_dsm_uuids(ctx, t);
    /* A _DSM invoked from AML: one finding per calling method. */
    uint32_t last = AL_AML_NO_NODE;
    for (size_t i = 0; i < ns->ref_count; i++) {
        const struct al_aml_ref *r = &ns->refs[i];
        if (!r->call || r->target == AL_AML_NO_NODE || !ob_named(ns, r->target, "_DSM") ||
            r->scope == last)
            continue;
        last = r->scope;
        char method[128], name[64];
        ob_path(ns, r->scope, method, sizeof(method));
        ob_report_at(ctx, AL_R_OBJ_DSM_CALLED, r->table, r->offset, r->scope,
                     "%s calls %s: firmware behaviour depends on a _DSM", method,
                     al_namespace_ref_name(ns, r, name, sizeof(name)));
    }
}

/* \_GL and _GLK: seed 009 lines 367-372 (no global lock in hardware-reduced mode). */
static void check_global_lock(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    if (ob_listed(ctx, avoid, "\\_GL"))
        report_refs_to(ctx, ob_child(ctx->ns, 0, "_GL"), AL_R_OBJ_GLOBAL_LOCK,
                       ": there is no global lock in hardware-reduced ACPI");
    if (ob_listed(ctx, avoid, "_GLK"))
        report_named(ctx, "_GLK", AL_R_OBJ_GLOBAL_LOCK,
                     "it asks OSPM to take the global lock, which does not exist in "
                     "hardware-reduced ACPI");
}

/* The first defined child of a predefined root scope, and how many there are. */
static uint32_t first_defined_child(const struct al_namespace *ns, uint32_t scope,
                                    unsigned *count)
{
    uint32_t first = AL_AML_NO_NODE;
    *count = 0;
    if (scope == AL_AML_NO_NODE)
        return first;
    for (uint32_t c = ns->nodes[scope].first_child; c != AL_AML_NO_NODE && c < ns->count;
         c = ns->nodes[c].next_sibling) {
        if (!ob_defined(ns, c))
            continue;
        if (first == AL_AML_NO_NODE)
            first = c;
        (*count)++;
    }
    return first;
}

/* \_GPE and GPE block devices: seed 009 lines 374-375 and 519-521, 589. */
static void check_gpe(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    unsigned count;
    bool gpe = ob_listed(ctx, avoid, "\\_GPE");
    uint32_t first = first_defined_child(ns, ob_child(ns, 0, "_GPE"), &count);
    if (gpe && first != AL_AML_NO_NODE) {
        char path[128];
        ob_report(ctx, AL_R_OBJ_GPE_SCOPE, first,
                  "\\_GPE holds %u object%s (first %s): GPE events do not exist in the "
                  "hardware-reduced ACPI of arm64, so these handlers never run; signal events "
                  "with GPIO interrupts (_AEI) or a Generic Event Device",
                  count, count == 1 ? "" : "s", ob_path(ns, first, path, sizeof(path)));
    }
    static const char *const unsupported_hids[] = {"unsupported_hids", NULL};
    if (!gpe && !ob_listed(ctx, unsupported_hids, "ACPI0006"))
        return;
    for (uint32_t n = 1; n < ns->count; n++)
        if (ns->nodes[n].type == AL_AML_DEVICE && ob_defined(ns, n) &&
            ob_has_id(ns, n, "ACPI0006"))
            ob_report(ctx, AL_R_OBJ_GPE_BLOCK_DEVICE, n,
                      "GPE block device (ACPI0006): GPE blocks are not supported in the "
                      "hardware-reduced profile of arm64");
}

/* \_PR: seed 009 lines 442-443. */
static void check_pr(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    unsigned count;
    if (!ob_listed(ctx, avoid, "\\_PR"))
        return;
    uint32_t first = first_defined_child(ns, ob_child(ns, 0, "_PR"), &count);
    if (first != AL_AML_NO_NODE) {
        char path[128];
        ob_report(ctx, AL_R_OBJ_PR_SCOPE, first,
                  "\\_PR holds %u object%s (first %s): the \\_PR namespace is for legacy x86; "
                  "declare processors as ACPI0007 devices under \\_SB",
                  count, count == 1 ? "" : "s", ob_path(ns, first, path, sizeof(path)));
    }
}

/* \_PIC (seed 009 line 437) and _PDC (line 435). */
static void check_pic_pdc(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    if (ob_listed(ctx, avoid, "\\_PIC"))
        report_named(ctx, "_PIC", AL_R_OBJ_PIC_DEFINED,
                     "the only interrupt model on arm64 is the GIC, so OSPM never calls it");
    if (ob_listed(ctx, avoid, "_PDC"))
        report_named(ctx, "_PDC", AL_R_OBJ_PDC_DEFINED,
                     "_PDC is deprecated and not used on arm64; processor capabilities go "
                     "through _OSC");
}

/*
 * Whether obj's sibling named seg settles rule: present whenever obj is.
 * A sibling only one branch of a module-level If/Else creates does not:
 * obj.presence-unverified says so instead, and the caller stays silent.
 */
static bool partner_present(struct al_context *ctx, const struct al_rule_id *rule, uint32_t obj,
                            const char *seg, const char *consequence)
{
    const struct al_namespace *ns = ctx->ns;
    uint32_t other = ob_child_defined(ns, ns->nodes[obj].parent, seg);
    if (other == AL_AML_NO_NODE)
        return false;
    const struct al_aml_cond *c = ob_presence_cond(ns, other, obj);
    if (c)
        ob_report_unverified(ctx, rule, obj, other, c, consequence);
    return true;
}

/* _PS0/_PS3 (seed 009 lines 461-464) and _PR0/_PR3 (lines 452-453). */
static void check_pairs(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    bool ps = ob_pair_listed(ctx, "pairs", "_PS0", "_PS3");
    bool pr = ob_pair_listed(ctx, "pairs", "_PR0", "_PR3");
    for (uint32_t n = 1; n < ns->count && (ps || pr); n++) {
        if (!ob_defined(ns, n))
            continue;
        uint32_t p = ns->nodes[n].parent;
        char path[128];
        if (ps && ob_named(ns, n, "_PS0") &&
            !partner_present(ctx, AL_R_OBJ_PS0_WITHOUT_PS3, n, "_PS3",
                             "the device stays in D0 when its driver suspends it"))
            ob_report(ctx, AL_R_OBJ_PS0_WITHOUT_PS3, n,
                      "%s has _PS0 but no _PS3: Linux can power the device up but has no "
                      "method to put it in D3, so it stays in D0 when its driver suspends it",
                      ob_path(ns, p, path, sizeof(path)));
        if (ps && ob_named(ns, n, "_PS3") &&
            !partner_present(ctx, AL_R_OBJ_PS3_WITHOUT_PS0, n, "_PS0",
                             "_PS3 is never used"))
            ob_report(ctx, AL_R_OBJ_PS3_WITHOUT_PS0, n,
                      "%s has _PS3 but no _PS0: Linux treats a device as power-manageable "
                      "only with _PS0 or _PR0, so _PS3 is never used",
                      ob_path(ns, p, path, sizeof(path)));
        if (pr && ob_named(ns, n, "_PR0") &&
            !partner_present(ctx, AL_R_OBJ_PR0_WITHOUT_PR3, n, "_PR3",
                             "the device never enters D3cold"))
            ob_report(ctx, AL_R_OBJ_PR0_WITHOUT_PR3, n,
                      "%s has _PR0 but no _PR3: Linux takes D3cold as supported only when "
                      "_PR3 lists power resources, so the device never enters D3cold and "
                      "suspends to D3hot at most",
                      ob_path(ns, p, path, sizeof(path)));
    }
}

static bool is_device_like(const struct al_namespace *ns, uint32_t n)
{
    return ns->nodes[n].type == AL_AML_DEVICE || ns->nodes[n].type == AL_AML_PROCESSOR;
}

/*
 * Devices and processors outside \_SB: seed 009 line 476 ("all devices must
 * be defined in this namespace").  Only the outermost one of a subtree is
 * reported: its children move with it.
 */
static void check_outside_sb(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    static const char *const required[] = {"required", NULL};
    if (!ob_listed(ctx, required, "\\_SB"))
        return;
    for (uint32_t n = 1; n < ns->count; n++) {
        if (!is_device_like(ns, n) || !ob_defined(ns, n) || ob_under_sb(ns, n))
            continue;
        bool nested = false;
        for (uint32_t p = ns->nodes[n].parent; p != AL_AML_NO_NODE && p != 0 && !nested;
             p = ns->nodes[p].parent)
            nested = is_device_like(ns, p) && ob_defined(ns, p);
        if (nested)
            continue;
        if (ns->nodes[n].type == AL_AML_PROCESSOR || ob_is_processor_device(ns, n))
            ob_report(ctx, AL_R_OBJ_PROCESSOR_OUTSIDE_SB, n,
                      "processor %s is outside \\_SB: on arm64 processors are ACPI0007 "
                      "devices in \\_SB (or in processor containers below it); Linux still "
                      "finds it, as it scans the whole namespace",
                      ns->nodes[n].type == AL_AML_PROCESSOR ? "object" : "device");
        else
            ob_report(ctx, AL_R_OBJ_DEVICE_OUTSIDE_SB, n,
                      "device is outside \\_SB, where the arm64 rules want every device; "
                      "Linux still enumerates it (it scans the whole namespace from the "
                      "root), an OS or tool that looks only in \\_SB does not");
    }
}

/* _DDN without _STR: seed 009 lines 327-329 and 491-492. */
static void check_ddn(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    if (!ob_pair_listed(ctx, "preferred_over", "_STR", "_DDN"))
        return;
    for (uint32_t n = 1; n < ns->count; n++)
        if (ob_named(ns, n, "_DDN") && ob_defined(ns, n) &&
            !partner_present(ctx, AL_R_OBJ_DDN_WITHOUT_STR, n, "_STR",
                             "the device has no name for users but its DOS name"))
            ob_report(ctx, AL_R_OBJ_DDN_WITHOUT_STR, n,
                      "_DDN (a DOS device name) without _STR: _STR is the recommended way to "
                      "give a device a name for users");
}

/*
 * Descriptions of the device classes the profiles list as not supported
 * (seed 009 lines 577-597 and the processor aggregator of line 529; the
 * current kernel document adds chapters 10, 12 and 13).
 */
static const struct {
    const char *id;
    const char *what;
} unsupported[] = {
    {"ACPI0008", "ambient light sensor (ACPI 6.5 section 9.2)"},
    {"PNP0C0A", "control method battery (section 9.3)"},
    {"PNP0C0D", "lid device (section 9.4)"},
    {"PNP0600", "IDE controller (section 9.8.2)"},
    {"PNP0700", "floppy controller (section 9.9)"},
    {"PNP0701", "floppy controller (section 9.9)"},
    {"PNP0702", "floppy controller (section 9.9)"},
    {"PNP0703", "floppy controller (section 9.9)"},
    {"PNP0704", "floppy controller (section 9.9)"},
    {"PNP0B00", "PC/AT RTC/CMOS (section 9.15)"},
    {"PNP0B01", "PC/AT RTC/CMOS (section 9.15)"},
    {"PNP0B02", "PC/AT RTC/CMOS (section 9.15)"},
    {"ACPI000F", "user presence detection device (section 9.16)"},
    {"ACPI0009", "I/OxAPIC (section 9.17); GICs are described by the MADT"},
    {"ACPI000A", "I/O APIC (section 9.17); GICs are described by the MADT"},
    {"ACPI000B", "I/O SAPIC (section 9.17); GICs are described by the MADT"},
    {"ACPI000E", "time and alarm device (section 9.18)"},
    {"ACPI000C", "processor aggregator device (section 8.5)"},
    {"ACPI0003", "power source device (section 10.3)"},
    {"ACPI000D", "power meter device (section 10.4)"},
    {"PNP0C09", "embedded controller (chapter 12)"},
    {"ACPI0001", "SMBus 1.0 host controller (chapter 13)"},
    {"ACPI0005", "SMBus 2.0 host controller (chapter 13)"},
};

static const char *unsupported_what(const char *id)
{
    for (size_t i = 0; i < sizeof(unsupported) / sizeof(unsupported[0]); i++)
        if (strcmp(unsupported[i].id, id) == 0)
            return unsupported[i].what;
    return "a device class";
}

/*
 * The profile's unsupported_hids (GPE block devices: obj.gpe-block-device),
 * data per profile: linux-4.1 keeps the seed's 2015 list
 * (acpi_object_usage.txt lines 547-572), as that kernel's documentation states it (its battery and AC
 * drivers were x86 only until Linux 4.19); the 6.x profiles list the classes the simulated kernel has no arm64
 * driver for (rules/profiles/linux.yaml says which driver decides each).
 * Judged on every machine: whether a class has a driver does not depend on
 * the FADT's Preferred_PM_Profile.
 */
static void check_unsupported(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    size_t count;
    const char *const *ids = ob_list(ctx, "unsupported_hids", &count);
    for (uint32_t n = 1; n < ns->count && count; n++) {
        /* A device whose _STA says it is not there is never enumerated: no driver is sought. */
        if (ns->nodes[n].type != AL_AML_DEVICE || !ob_defined(ns, n) ||
            ob_statically_absent(ns, n))
            continue;
        /* The first listed id the device has, ACPI0006 aside (obj.gpe-block-device says it). */
        size_t i = ob_first_id(ns, n, ids, count);
        if (i < count && strcmp(ids[i], "ACPI0006") == 0)
            i = ob_first_id(ns, n, ids + i + 1, count - i - 1) + i + 1;
        if (i < count)
            ob_report(ctx, AL_R_OBJ_UNSUPPORTED_DEVICE, n,
                      "%s: %s, which the profile lists as not supported on arm64", ids[i],
                      unsupported_what(ids[i]));
    }
}

static const struct al_rule_id *const r_osi[] = {AL_R_OBJ_OSI_CALLED, NULL};
static const struct al_rule_id *const r_dsm[] = {AL_R_OBJ_DSM_DEFINED, AL_R_OBJ_DSM_CALLED, NULL};
static const struct al_rule_id *const r_gl[] = {AL_R_OBJ_GLOBAL_LOCK, NULL};
static const struct al_rule_id *const r_gpe[] = {AL_R_OBJ_GPE_SCOPE, AL_R_OBJ_GPE_BLOCK_DEVICE, NULL};
static const struct al_rule_id *const r_pr[] = {AL_R_OBJ_PR_SCOPE, NULL};
static const struct al_rule_id *const r_pic[] = {AL_R_OBJ_PIC_DEFINED, AL_R_OBJ_PDC_DEFINED, NULL};
static const struct al_rule_id *const r_pairs[] = {AL_R_OBJ_PS0_WITHOUT_PS3, AL_R_OBJ_PS3_WITHOUT_PS0,
                                      AL_R_OBJ_PR0_WITHOUT_PR3, AL_R_OBJ_PRESENCE_UNVERIFIED,
                                      NULL};
static const struct al_rule_id *const r_sb[] = {AL_R_OBJ_DEVICE_OUTSIDE_SB, AL_R_OBJ_PROCESSOR_OUTSIDE_SB, NULL};
static const struct al_rule_id *const r_ddn[] = {AL_R_OBJ_DDN_WITHOUT_STR, AL_R_OBJ_PRESENCE_UNVERIFIED, NULL};
static const struct al_rule_id *const r_unsup[] = {AL_R_OBJ_UNSUPPORTED_DEVICE, NULL};
static const struct al_rule_id *const r_crs[] = {AL_R_OBJ_CRS_MISSING, AL_R_OBJ_PRESENCE_UNVERIFIED, NULL};
static const struct al_rule_id *const r_cca[] = {AL_R_OBJ_CCA_MISSING, AL_R_OBJ_PRESENCE_UNVERIFIED, NULL};
static const struct al_rule_id *const r_uid[] = {AL_R_OBJ_UID_MISSING, AL_R_OBJ_PRESENCE_UNVERIFIED, NULL};
static const struct al_rule_id *const r_hid_adr[] = {AL_R_OBJ_HID_AND_ADR, AL_R_OBJ_HID_AND_ADR_UNUSED, NULL};
static const struct al_rule_id *const r_dsd[] = {AL_R_OBJ_DSD_UNKNOWN_UUID, NULL};
static const struct al_rule_id *const r_gicc[] = {AL_R_OBJ_GICC_WITHOUT_PROCESSOR,
                                     AL_R_OBJ_GICC_PROCESSOR_UNVERIFIED, NULL};

const struct al_check al_checks_objects[] = {
    {"objects.osi", NULL, check_osi, r_osi, AL_NEEDS_NAMESPACE},
    {"objects.dsm", NULL, check_dsm, r_dsm, AL_NEEDS_NAMESPACE},
    {"objects.global-lock", NULL, check_global_lock, r_gl, AL_NEEDS_NAMESPACE},
    {"objects.gpe", NULL, check_gpe, r_gpe, AL_NEEDS_NAMESPACE},
    {"objects.pr", NULL, check_pr, r_pr, AL_NEEDS_NAMESPACE},
    {"objects.pic-pdc", NULL, check_pic_pdc, r_pic, AL_NEEDS_NAMESPACE},
    {"objects.pairs", NULL, check_pairs, r_pairs, AL_NEEDS_NAMESPACE},
    {"objects.outside-sb", NULL, check_outside_sb, r_sb, AL_NEEDS_NAMESPACE},
    {"objects.ddn", NULL, check_ddn, r_ddn, AL_NEEDS_NAMESPACE},
    {"objects.unsupported", NULL, check_unsupported, r_unsup, AL_NEEDS_NAMESPACE},
    {"objects.crs", NULL, al_objects_check_crs, r_crs, AL_NEEDS_NAMESPACE},
    {"objects.cca", NULL, al_objects_check_cca, r_cca, AL_NEEDS_NAMESPACE},
    {"objects.uid", NULL, al_objects_check_uid, r_uid, AL_NEEDS_NAMESPACE},
    {"objects.dsd", NULL, al_objects_check_dsd, r_dsd, AL_NEEDS_NAMESPACE},
    {"objects.hid-and-adr", NULL, al_objects_check_hid_adr, r_hid_adr, AL_NEEDS_NAMESPACE},
    {"objects.gicc", NULL, al_objects_check_gicc, r_gicc, AL_NEEDS_NAMESPACE},
    {NULL, NULL, NULL, NULL, 0},
};
