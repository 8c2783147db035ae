/* SPDX-License-Identifier: MIT */
/*
 * Creating namespace objects: named objects (ACPI 6.5 section 20.2.5.2),
 * Scope (19.6.122), External (19.6.45) and the field units of Field,
 * IndexField and BankField (20.2.5.2 FieldList).
 *
 * As ACPICA does at load: a new object's path must exist up to its last
 * segment; a name already defined is an error unless it was only declared
 * by External; Scope() on an Integer, String or Buffer turns it Untyped.
 * External creates nodes flagged external (ACPICA creates none; they are
 * kept so that argument counts of external methods are known) which a later
 * definition takes over.
 */
#include "aml/aml_internal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "acpilint/rule_ids.h"

_Static_assert(AL_MAX_TABLES <= INT16_MAX, "a node's table index is 16 bits");

static const char *last_seg(const struct al_aml_walk *w, const struct al_aml_name *n)
{
    return (const char *)w->aml.data + n->segs + (size_t)(n->count - 1) * 4;
}

static uint32_t add_node(struct al_aml_walk *w, uint32_t parent, const char *seg,
                         size_t offset, int *created)
{
    uint32_t node = al_ns_add(w->ns, parent, seg, created);
    if (node == AL_AML_NO_NODE) {
        if (w->ns->truncated)
            al_aml_report(w, AL_R_AML_LIMIT, offset, "more than %u namespace objects",
                          AL_AML_MAX_NODES);
        else
            w->nomem = true;
    }
    return node;
}

static void claim(struct al_aml_walk *w, uint32_t node, enum al_aml_type type, size_t offset)
{
    struct al_aml_node *n = &w->ns->nodes[node];
    n->type = (uint8_t)type;
    n->flags &= (uint8_t)~(AL_AML_NODE_EXTERNAL | AL_AML_NODE_IMPLICIT);
    n->table = (int16_t)w->table_index;
    n->offset = (uint32_t)offset;
}

/*
 * Whether a scope this table opens on a missing name is assumed to exist:
 * in an SSDT of a partial namespace, where the name may be the missing
 * DSDT's or a missing SSDT's.  Never in the DSDT, which loads first: a
 * Scope there on a name it has not defined fails whatever else exists.
 */
static bool assumes(const struct al_aml_walk *w)
{
    return w->ns->partial && !al_table_is(w->table, "DSDT");
}

/*
 * In a partial namespace (assumes()) a scope an SSDT names may well be
 * the DSDT's: its path is created as implicit External nodes, the first
 * `count` segments of n, so the objects inside still load.  Returns the
 * last node.
 */
static uint32_t assume_path(struct al_aml_walk *w, uint32_t scope, const struct al_aml_name *n,
                            uint32_t count)
{
    uint32_t node = n->root ? 0 : scope;
    for (uint32_t i = 0; i < n->parents && node != AL_AML_NO_NODE; i++)
        node = node ? w->ns->nodes[node].parent : AL_AML_NO_NODE;
    const char *segs = (const char *)w->aml.data + n->segs;
    for (uint32_t i = 0; i < count && node != AL_AML_NO_NODE; i++) {
        int created;
        node = add_node(w, node, segs + (size_t)i * 4, n->start, &created);
        if (node != AL_AML_NO_NODE && created) {
            struct al_aml_node *x = &w->ns->nodes[node];
            x->flags |= AL_AML_NODE_EXTERNAL | AL_AML_NODE_IMPLICIT;
            x->type = AL_AML_ANY;
            x->table = (int16_t)w->table_index;
            x->offset = (uint32_t)n->start;
        }
    }
    if (node != AL_AML_NO_NODE)
        w->ns->unjudged_scopes++;
    return node;
}

/*
 * Records that node lies in the undecided module-level If/Else the walk is
 * in; or, created outside any (a Scope () adding to a device from elsewhere),
 * in the one its parent rests on: ACPICA fails that Scope when the branch
 * that creates the device was not taken, so node exists only with it.
 */
static void mark_conditional(struct al_aml_walk *w, uint32_t node)
{
    struct al_namespace *ns = w->ns;
    if (w->in_method)
        return;
    struct al_aml_cond rec = {
        .node = node,
        .if_offset = w->cond_if,
        .predicate = w->cond_predicate,
        .table = (int16_t)w->table_index,
        .branch = (uint8_t)w->cond_branch,
        .flags = w->cond_depth > 1 ? AL_AML_COND_NESTED : 0,
    };
    if (w->cond_branch < 0) {
        /* Copied now: growing the array below may move it. */
        const struct al_aml_cond *parent = al_namespace_branch_of(ns, ns->nodes[node].parent);
        if (!parent)
            return;
        rec = *parent;
        rec.node = node;
        rec.flags &= AL_AML_COND_NESTED;
    }
    /* Nodes are claimed as they are created, so the list stays sorted by node. */
    if (ns->cond_count && ns->conds[ns->cond_count - 1].node >= node)
        return;
    if (ns->cond_count == ns->cond_capacity) {
        size_t cap = ns->cond_capacity ? ns->cond_capacity * 2 : 64;
        struct al_aml_cond *grown = realloc(ns->conds, cap * sizeof(*grown));
        if (!grown) {
            w->nomem = true;
            return;
        }
        ns->conds = grown;
        ns->cond_capacity = cap;
    }
    ns->conds[ns->cond_count++] = rec;
    ns->nodes[node].flags |= AL_AML_NODE_CONDITIONAL;
}

/* The walk's current undecided branch as a finding's (al_report_branch()). */
static bool walk_branch(const struct al_aml_walk *w, struct al_branch *out)
{
    if (w->cond_branch < 0 || w->in_method)
        return false;
    struct al_aml_cond c = {.if_offset = w->cond_if,
                            .predicate = w->cond_predicate,
                            .table = (int16_t)w->table_index,
                            .branch = (uint8_t)w->cond_branch,
                            .flags = w->cond_depth > 1 ? AL_AML_COND_NESTED : 0};
    return al_namespace_branch_fill(w->ns, &c, out);
}

/*
 * A second definition of node: a finding about it rests on the branch the
 * walk is in, or else on the one the first definition lies in (an
 * unconditional Name after a conditional one clashes only when that branch
 * was taken).
 */
static void report_redefinition(struct al_aml_walk *w, uint32_t node, const struct al_rule_id *rule,
                                size_t offset, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void report_redefinition(struct al_aml_walk *w, uint32_t node, const struct al_rule_id *rule,
                                size_t offset, const char *fmt, ...)
{
    struct al_branch b;
    bool conditional = walk_branch(w, &b) ||
                       al_namespace_branch_fill(w->ns, al_namespace_branch_of(w->ns, node), &b);
    va_list ap;
    va_start(ap, fmt);
    al_aml_vreport_branch(w, rule, offset, conditional ? &b : NULL, fmt, ap);
    va_end(ap);
}

/* Mutable access to node's record (al_namespace_cond() is the reader's). */
static struct al_aml_cond *cond_of(struct al_namespace *ns, uint32_t node)
{
    return (struct al_aml_cond *)al_namespace_cond(ns, node);
}

void al_aml_merged(struct al_aml_walk *w, uint32_t node, size_t start, size_t end)
{
    struct al_aml_cond *c = cond_of(w->ns, node);
    if (!c || end <= start || (c->flags & AL_AML_COND_SAME))
        return;
    /* The first definition has the same length if it is the same bytes. */
    size_t first = w->ns->nodes[node].offset, len = end - start;
    struct al_span a = al_span_sub(w->aml, start, len), b = al_span_sub(w->aml, first, len);
    if (a.len == len && b.len == len && memcmp(a.data, b.data, len) == 0)
        c->flags |= AL_AML_COND_SAME;
}

/*
 * A Scope whose object only one branch of an undecided module-level If/Else
 * creates (issue 22 item 1): ACPICA fails the Scope with AE_NOT_FOUND, and
 * loads nothing inside it, when the load took the other branch.  Inside
 * that same branch it is found; in the other branch never
 * (aml.scope-undefined, resting on the walk's branch; false is returned, so
 * that nothing inside it is loaded, as in ACPICA); elsewhere not verified
 * (aml.reference-unverified, info).
 */
static bool scope_reach(struct al_aml_walk *w, uint32_t scope, const struct al_aml_name *n,
                        uint32_t node, size_t offset)
{
    if (w->in_method || (w->ns->nodes[node].flags & AL_AML_NODE_IMPLICIT))
        return true;
    struct al_aml_cond here = {.if_offset = w->cond_if,
                               .table = (int16_t)w->table_index,
                               .branch = (uint8_t)w->cond_branch};
    bool other;
    const struct al_aml_cond *c =
        al_aml_reach(w->ns, node, w->cond_branch < 0 ? NULL : &here, scope, &other);
    if (!c)
        return true;
    static const char *const names[] = {"If", "Else", "While"};
    struct al_branch b = {0};
    char path[64], at[32] = "?", by[96] = "";
    al_aml_name_format(w->aml, n, path, sizeof(path));
    if (al_namespace_branch_fill(w->ns, c, &b) && b.table) {
        if (b.table->instance > 0)
            snprintf(at, sizeof(at), "%.4s%u+0x%x", b.table->signature, b.table->instance,
                     b.if_offset);
        else
            snprintf(at, sizeof(at), "%.4s+0x%x", b.table->signature, b.if_offset);
    }
    if (b.predicate[0])
        snprintf(by, sizeof(by), ", decided by %s", b.predicate);
    if (other) {
        /* Rests on the walk's branch (or the enclosing object's): info unless both fail. */
        report_redefinition(w, scope, AL_R_AML_SCOPE_UNDEFINED, offset,
                            "Scope (%s): the object exists only in the %s branch of the "
                            "module-level If/Else at %s%s, and this Scope only in the other, "
                            "so ACPICA fails it (AE_NOT_FOUND) and loads nothing inside it",
                            path, names[c->branch < 3 ? c->branch : 0], at, by);
        return false;
    }
    al_aml_report(w, AL_R_AML_REFERENCE_UNVERIFIED, offset,
                  "Scope (%s): the object exists only in the %s branch of the module-level "
                  "If/Else at %s%s: ACPICA creates one branch when it loads the table, and when "
                  "it creates the other it fails this Scope (AE_NOT_FOUND) and loads nothing "
                  "inside it",
                  path, names[c->branch < 3 ? c->branch : 0], at, by);
    return true;
}

uint32_t al_aml_define(struct al_aml_walk *w, uint32_t scope, const struct al_aml_name *n,
                       enum al_aml_type type, size_t offset)
{
    char path[64];
    if (type == AL_AML_SCOPE) {
        uint32_t node = al_aml_resolve(w->ns, scope, w->aml, n);
        if (node != AL_AML_NO_NODE && !(w->ns->nodes[node].flags & AL_AML_NODE_EXTERNAL)) {
            if (!scope_reach(w, scope, n, node, offset))
                return AL_AML_NO_NODE;
            uint8_t t = w->ns->nodes[node].type;
            if (t == AL_AML_INTEGER || t == AL_AML_STRING || t == AL_AML_BUFFER)
                w->ns->nodes[node].type = AL_AML_ANY;
            return node;
        }
        if (assumes(w) && n->count)
            return assume_path(w, scope, n, n->count);
        /* ACPICA fails the Scope with AE_NOT_FOUND and loads nothing inside it. */
        al_aml_report(w, AL_R_AML_SCOPE_UNDEFINED, offset,
                      "Scope (%s): no such object%s; the objects inside it are not loaded",
                      al_aml_name_format(w->aml, n, path, sizeof(path)),
                      node != AL_AML_NO_NODE ? " (only declared External)" : "");
        return AL_AML_NO_NODE;
    }
    if (n->count == 0) {
        al_aml_report(w, AL_R_AML_MALFORMED, n->start, "a new object with a null name");
        return AL_AML_NO_NODE;
    }
    uint32_t parent = al_aml_parent_of(w->ns, scope, w->aml, n);
    if (parent != AL_AML_NO_NODE && (w->ns->nodes[parent].flags & AL_AML_NODE_EXTERNAL) &&
        !assumes(w))
        parent = AL_AML_NO_NODE; /* ACPICA has no node for an External */
    if (parent == AL_AML_NO_NODE && assumes(w))
        parent = assume_path(w, scope, n, n->count - 1);
    if (parent == AL_AML_NO_NODE) {
        al_aml_report(w, AL_R_AML_SCOPE_UNDEFINED, offset,
                      "%s: the scope it is declared in does not exist",
                      al_aml_name_format(w->aml, n, path, sizeof(path)));
        return AL_AML_NO_NODE;
    }
    int created;
    w->merged = false;
    uint32_t node = add_node(w, parent, last_seg(w, n), offset, &created);
    if (node == AL_AML_NO_NODE)
        return node;
    if (!created && !(w->ns->nodes[node].flags & (AL_AML_NODE_EXTERNAL | AL_AML_NODE_IMPLICIT))) {
        /*
         * The same name in the other branch of the same undecided If/Else:
         * ACPICA creates one of them, so this is no duplicate; the first
         * branch's object stands for both (issue 22 item 12).  A second
         * one in that other branch (AL_AML_COND_BOTH already) is one.
         */
        struct al_aml_cond *c = cond_of(w->ns, node);
        if (c && w->cond_branch >= 0 && c->table == w->table_index && c->if_offset == w->cond_if &&
            c->branch <= AL_AML_BRANCH_ELSE && w->cond_branch <= (int)AL_AML_BRANCH_ELSE &&
            c->branch != (uint8_t)w->cond_branch && !(c->flags & AL_AML_COND_BOTH)) {
            /*
             * It exists whichever branch the load takes.  A Device (or
             * another object whose content is its children, each marked on
             * its own) is then the same in both; another object is the same
             * only when its bytes are (al_aml_merged()).
             */
            c->flags |= AL_AML_COND_BOTH;
            if (type == AL_AML_DEVICE || type == AL_AML_PROCESSOR || type == AL_AML_POWER ||
                type == AL_AML_THERMAL)
                c->flags |= AL_AML_COND_SAME;
            w->merged = true;
            return node;
        }
        char where[96];
        al_namespace_path(w->ns, node, where, sizeof(where));
        /*
         * An SSDT that defines a name another table already defined is the
         * "modify or replace" seed 009 forbids (acpi_object_usage.txt lines
         * 65 and 232-233); adding new names is what SSDTs are for.  One
         * finding under the SSDT rule, not a second one as a duplicate.
         */
        const struct al_table *owner = al_namespace_table(w->ns, node);
        if (owner && w->ns->nodes[node].table != w->table_index && al_table_is(w->table, "SSDT"))
            report_redefinition(
                w, node, AL_R_SSDT_MODIFIES_DEVICE, offset,
                "redefines %s (%s), which %.4s defines: ACPICA refuses the second "
                "definition (AE_ALREADY_EXISTS) and keeps the first, so what this SSDT "
                "meant to replace never takes effect",
                where, al_aml_type_name((enum al_aml_type)w->ns->nodes[node].type),
                owner->signature);
        else
            report_redefinition(w, node, AL_R_AML_DUPLICATE_NAME, offset,
                                "%s is already defined (as %s)", where,
                                al_aml_type_name((enum al_aml_type)w->ns->nodes[node].type));
        return AL_AML_NO_NODE;
    }
    claim(w, node, type, offset);
    mark_conditional(w, node);
    return node;
}

void al_aml_external(struct al_aml_walk *w, uint32_t scope, const struct al_aml_name *n,
                     uint8_t type, uint8_t argc)
{
    if (n->count == 0)
        return;
    uint32_t node = n->root ? 0 : scope;
    for (uint32_t i = 0; i < n->parents && node != AL_AML_NO_NODE; i++)
        node = node ? w->ns->nodes[node].parent : AL_AML_NO_NODE;
    if (node == AL_AML_NO_NODE)
        return;
    const char *segs = (const char *)w->aml.data + n->segs;
    for (uint32_t i = 0; i < n->count; i++) {
        int created;
        node = add_node(w, node, segs + (size_t)i * 4, n->start, &created);
        if (node == AL_AML_NO_NODE)
            return;
        if (!created)
            continue;
        struct al_aml_node *x = &w->ns->nodes[node];
        x->flags |= AL_AML_NODE_EXTERNAL;
        x->table = (int16_t)w->table_index;
        x->offset = (uint32_t)n->start - 1;
        if (i + 1 < n->count) {
            x->flags |= AL_AML_NODE_IMPLICIT;
            x->type = AL_AML_ANY;
        } else {
            x->type = type <= AL_AML_DEBUG ? type : AL_AML_ANY;
            if (type == AL_AML_METHOD)
                x->method_args = argc & 7;
        }
    }
    /* An External method declared after a scope-only node gets its arguments. */
    struct al_aml_node *x = &w->ns->nodes[node];
    if ((x->flags & AL_AML_NODE_EXTERNAL) && type == AL_AML_METHOD) {
        x->type = AL_AML_METHOD;
        x->method_args = argc & 7;
    }
}

void al_aml_note_local(struct al_aml_walk *w, const struct al_aml_name *n)
{
    if (n->count == 0)
        return;
    unsigned slot = w->local_count++ % AL_AML_MAX_LOCALS;
    memcpy(w->locals[slot], last_seg(w, n), 4);
}

/* FieldList, ACPI 6.5 section 20.2.5.2. */
bool al_aml_field_list(struct al_aml_walk *w, size_t pos, size_t end, uint32_t scope,
                       enum al_aml_type type)
{
    while (pos < end) {
        uint8_t b = al_get_u8(w->aml, pos);
        uint32_t len;
        size_t nb;
        switch (b) {
        case 0x00: /* ReservedField := 0x00 PkgLength */
            if (!al_aml_pkglen(w->aml, pos + 1, &len, &nb) || pos + 1 + nb > end)
                goto bad;
            pos += 1 + nb;
            break;
        case 0x01: /* AccessField := 0x01 AccessType AccessAttrib */
            if (end - pos < 3)
                goto bad;
            pos += 3;
            break;
        case 0x03: /* ExtendedAccessField := 0x03 AccessType ExtAccessAttrib AccessLength */
            if (end - pos < 4)
                goto bad;
            pos += 4;
            break;
        case 0x02: { /* ConnectField := 0x02 NameString | 0x02 BufferData */
            pos++;
            if (pos >= end)
                goto bad;
            if (al_get_u8(w->aml, pos) == AML_BUFFER) {
                if (!al_aml_term(w, &pos, end, scope, NULL))
                    return false;
            } else {
                struct al_aml_name n;
                if (!al_aml_name_decode(w->aml, pos, &n) || n.end > end)
                    goto bad;
                if (w->in_method)
                    al_aml_note_ref(w, &n, al_aml_resolve(w->ns, scope, w->aml, &n), false, 0,
                                    AL_AML_REF_NAME_ONLY);
                pos = n.end;
            }
            break;
        }
        default: { /* NamedField := NameSeg PkgLength */
            struct al_aml_name n;
            if (!al_aml_name_decode(w->aml, pos, &n) || n.count != 1 || n.root ||
                n.parents || n.end > end)
                goto bad;
            if (!al_aml_pkglen(w->aml, n.end, &len, &nb) || n.end + nb > end)
                goto bad;
            if (w->in_method)
                al_aml_note_local(w, &n);
            else
                al_aml_define(w, scope, &n, type, pos);
            pos = n.end + nb;
            break;
        }
        }
    }
    return true;
bad:
    al_aml_report(w, AL_R_AML_MALFORMED, pos, "malformed field list element (byte 0x%02X)",
                  al_get_u8(w->aml, pos));
    return false;
}
