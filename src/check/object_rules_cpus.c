/* SPDX-License-Identifier: MIT */
/*
 * GICC processor UIDs without a processor in the namespace.  Linux binds a
 * processor object to its GICC by ACPI Processor UID (seed 005; drivers/
 * acpi/processor_core.c map_gicc_mpidr): an ACPI0007 device by its _UID, a
 * Processor() object by its ProcessorID byte.  A CPU without one boots (SMP
 * comes from the MADT) but gets no cpuidle, CPPC or thermal control.
 *
 * FWTS issue #46 (fwts/fwts) reports "GICC has no matching processor UID"
 * on firmware that is correct; to stay clear of such false positives:
 * processors are searched in the whole namespace, at any depth (inside
 * ACPI0010 processor containers), in every DefinitionBlock (SSDT layouts
 * that put the CPUs in their own tables), and the check is skipped when the
 * namespace may be incomplete (no DSDT in the input, malformed AML, limits
 * hit) or when a processor's UID cannot be known without running AML.
 */
#include "check/object_rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/checks.h"
#include "acpilint/field.h"
#include "acpilint/madt.h"
#include "acpilint/presence.h"
#include "acpilint/rule_ids.h"

/* Processor (ACPI 6.5 section 20.2.5.2): 5B 83 PkgLength NameString ProcID ... */
static bool processor_id(const struct al_namespace *ns, uint32_t node, uint64_t *id)
{
    struct al_span s = ob_table_span(ns, node);
    size_t pos = ns->nodes[node].offset;
    uint16_t op;
    uint32_t len;
    size_t ob, nb;
    if (!al_aml_read_opcode(s, pos, &op, &ob) || op != 0x5B83 ||
        !al_aml_pkglen(s, pos + ob, &len, &nb))
        return false;
    size_t name_end = ob_skip_name(s, pos + ob + nb, s.len);
    uint8_t v;
    if (!name_end || !al_read_u8(s, name_end, &v))
        return false;
    *id = v;
    return true;
}

/* True when the namespace may lack objects the tables define. */
static bool namespace_incomplete(const struct al_context *ctx)
{
    return ctx->ns->truncated || ctx->ns->partial || ctx->ns->parse_failed ||
           !al_tableset_find(ctx->ts, "DSDT", 0);
}

/* A processor's UID and the object that carries it. */
struct uid_entry {
    uint64_t uid;
    uint32_t node;
};

struct uid_set {
    struct uid_entry *v;
    size_t count, cap;
};

static bool uid_add(struct uid_set *u, uint64_t v, uint32_t node)
{
    if (u->count == u->cap) {
        size_t cap = u->cap ? u->cap * 2 : 64;
        struct uid_entry *nv = realloc(u->v, cap * sizeof(*nv));
        if (!nv)
            return false;
        u->v = nv;
        u->cap = cap;
    }
    u->v[u->count++] = (struct uid_entry){v, node};
    return true;
}

/*
 * The processor with UID v: AL_AML_NO_NODE when none.  One that every load
 * creates is preferred; else *cond receives the If/Else of one only a
 * branch creates (issue 22 item 1: a processor in one branch of a
 * module-level If/Else may not exist on the running machine).
 */
static uint32_t uid_find(const struct al_namespace *ns, const struct uid_set *u, uint64_t v,
                         const struct al_aml_cond **cond)
{
    uint32_t found = AL_AML_NO_NODE;
    *cond = NULL;
    for (size_t i = 0; i < u->count; i++) {
        if (u->v[i].uid != v)
            continue;
        const struct al_aml_cond *c = ob_presence_cond(ns, u->v[i].node, AL_AML_NO_NODE);
        if (!c) {
            *cond = NULL;
            return u->v[i].node;
        }
        if (found == AL_AML_NO_NODE) {
            found = u->v[i].node;
            *cond = c;
        }
    }
    return found;
}

/*
 * Collects the UIDs of every processor; false when one of them cannot be
 * known statically (a _UID method or string) or memory ran out.
 */
static bool collect_uids(const struct al_namespace *ns, struct uid_set *u)
{
    for (uint32_t n = 1; n < ns->count; n++) {
        if (!ob_defined(ns, n))
            continue;
        uint64_t id;
        if (ns->nodes[n].type == AL_AML_PROCESSOR) {
            if (!processor_id(ns, n, &id) || !uid_add(u, id, n))
                return false;
        } else if (ob_is_processor_device(ns, n)) {
            uint32_t uid = ob_child_defined(ns, n, "_UID");
            if (uid == AL_AML_NO_NODE)
                continue; /* obj.uid-missing tells; it matches no GICC */
            if (!ob_integer(ns, uid, &id) || !uid_add(u, id, n))
                return false;
        }
    }
    return true;
}

void al_objects_check_gicc(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_table *madt = al_tableset_find(ctx->ts, "APIC", 0);
    if (!madt || !al_table_structurally_sound(madt))
        return;
    if (namespace_incomplete(ctx)) {
        /*
         * A processor device may be in an SSDT the input lacks (issue 22
         * item 1): say once why the GICCs were not matched, when the
         * reason is the input's incompleteness (presence.h).
         */
        char why[192];
        if (ctx->ns->partial && al_tableset_find(ctx->ts, "DSDT", 0) &&
            !al_input_complete(ctx->ts, why, sizeof(why)))
            al_report(ctx->ts, AL_R_OBJ_GICC_PROCESSOR_UNVERIFIED,
                      al_at_table(madt, AL_MADT_SUBTABLES_OFFSET, "APIC"),
                      "the GICCs' processor devices in the namespace are not checked: %s, and "
                      "an SSDT the input lacks may define them",
                      why);
        return;
    }
    struct uid_set uids = {NULL, 0, 0};
    if (!collect_uids(ctx->ns, &uids)) {
        free(uids.v);
        return;
    }
    struct al_walk w;
    struct al_subtable s;
    unsigned index = 0, missing = 0, total = 0, unverified = 0, first_unverified = 0;
    size_t first_offset = 0, unverified_offset = 0;
    uint32_t unverified_node = AL_AML_NO_NODE, unverified_uid = 0;
    const struct al_aml_cond *unverified_cond = NULL;
    al_madt_walk_init(&w, madt);
    while (al_madt_walk_next(&w, &s) == AL_WALK_OK) {
        struct al_madt_gicc g;
        if (s.type != AL_MADT_GICC || !al_madt_gicc_decode(madt, &s, &g))
            continue;
        unsigned i = index++;
        /* A GICC neither enabled nor online-capable is no CPU (ACPI 6.5 Table 5.37). */
        if (!(g.flags & (AL_GICC_FLAG_ENABLED | AL_GICC_FLAG_ONLINE_CAPABLE)))
            continue;
        total++;
        const struct al_aml_cond *cond;
        uint32_t proc = uid_find(ctx->ns, &uids, g.uid, &cond);
        if (proc != AL_AML_NO_NODE && cond && unverified++ == 0) {
            first_unverified = i;
            unverified_offset = g.offset;
            unverified_node = proc;
            unverified_uid = g.uid;
            unverified_cond = cond;
        }
        if (proc != AL_AML_NO_NODE)
            continue;
        if (missing++ == 0)
            first_offset = g.offset;
        if (uids.count == 0)
            continue; /* one summary below instead of one finding per CPU */
        char field[48];
        al_field_path(field, sizeof(field), AL_F_MADT_GICC_UID,
                      i); /* APIC/GICC[i]/AcpiProcessorUid */
        al_report(ctx->ts, AL_R_OBJ_GICC_WITHOUT_PROCESSOR,
                  al_at_table(madt, g.offset + AL_OFF_MADT_GICC_UID, field),
                  "GICC[%u] (ACPI Processor UID %u, %s) has no processor device with _UID %u "
                  "(nor a Processor object with that ProcessorID) in the namespace",
                  i, g.uid, (g.flags & AL_GICC_FLAG_ENABLED) ? "enabled" : "online-capable", g.uid);
    }
    if (uids.count == 0 && missing)
        al_report(
            ctx->ts, AL_R_OBJ_GICC_WITHOUT_PROCESSOR,
            al_at_table(madt, first_offset + AL_OFF_MADT_GICC_UID, "APIC/GICC[0]/AcpiProcessorUid"),
            "the namespace has no processor device (ACPI0007) or Processor object for "
            "any of the %u usable GICC entries",
            total);
    if (unverified) {
        /* One finding for the CPUs whose processor rests on a branch: one If decides them all. */
        char field[48], path[128], clause[192], more[48] = "";
        al_field_path(field, sizeof(field), AL_F_MADT_GICC_UID, first_unverified);
        al_namespace_path(ctx->ns, unverified_node, path, sizeof(path));
        if (unverified > 1)
            snprintf(more, sizeof(more), " (and %u more GICCs alike)", unverified - 1);
        al_report(ctx->ts, AL_R_OBJ_GICC_PROCESSOR_UNVERIFIED,
                  al_at_table(madt, unverified_offset + AL_OFF_MADT_GICC_UID, field),
                  "GICC[%u]'s processor (UID %u) is not verified%s: %s exists %s, and ACPICA "
                  "creates one branch when it loads the table; without it the CPU gets no "
                  "cpuidle, CPPC or thermal control",
                  first_unverified, unverified_uid, more, path,
                  ob_cond_clause(ctx->ns, unverified_cond, clause, sizeof(clause)));
    }
    free(uids.v);
}
