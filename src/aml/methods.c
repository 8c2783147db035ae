/* SPDX-License-Identifier: MIT */
/*
 * Building the namespace: the DSDT then every SSDT walked at definition-block
 * level (pass 1), then every method body scanned with the whole namespace
 * known (pass 2), as ACPICA's disassembler does its second pass: a method
 * invoked before its definition (or in a later table) is parsed with its
 * real argument count.  A name that still resolves to nothing is reported;
 * it is taken as a reference without arguments.
 * ACPI 6.5 sections 5.3 (namespace), 5.7.1 (predefined root objects) and
 * 20.2 (AML grammar).
 */
#include "aml/aml_internal.h"

#include <stdarg.h>

#include "acpilint/presence.h"
#include "acpilint/rsdp.h"
#include "acpilint/rule_ids.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The objects ACPICA predefines at the root (utglobal.c AcpiGbl_PreDefinedNames). */
static const struct {
    char name[5];
    uint8_t type;
    uint8_t args;
} predefined[] = {
    {"_GPE", AL_AML_SCOPE, 0},   {"_PR_", AL_AML_SCOPE, 0},  {"_SB_", AL_AML_DEVICE, 0},
    {"_SI_", AL_AML_SCOPE, 0},   {"_TZ_", AL_AML_DEVICE, 0}, {"_REV", AL_AML_INTEGER, 0},
    {"_OS_", AL_AML_STRING, 0},  {"_GL_", AL_AML_MUTEX, 0},  {"_OSI", AL_AML_METHOD, 1},
};

static bool is_local(const struct al_aml_walk *w, const struct al_aml_name *n)
{
    if (n->count != 1 || n->root || n->parents)
        return false;
    const char *seg = (const char *)w->aml.data + n->segs;
    unsigned count = w->local_count < AL_AML_MAX_LOCALS ? w->local_count : AL_AML_MAX_LOCALS;
    for (unsigned i = 0; i < count; i++)
        if (memcmp(w->locals[i], seg, 4) == 0)
            return true;
    return false;
}

/*
 * A name whose argument count the parse cannot know: nothing of that name
 * is in the namespace, or only an External of unknown type declares it.
 */
static bool arity_unknown(const struct al_namespace *ns, uint32_t target)
{
    if (target == AL_AML_NO_NODE)
        return true;
    const struct al_aml_node *t = &ns->nodes[target];
    return (t->flags & AL_AML_NODE_EXTERNAL) && t->type == AL_AML_ANY;
}

/*
 * Unresolved names in method bodies.  In a TermArg position with bytes
 * still to come in its enclosing object, the name may be a method call
 * whose arguments are those bytes (ACPI 6.5 section 20.2.5.4
 * MethodInvocation): the walk parses them as if it took none, as ACPICA's
 * disassembler must guess too, and says so (aml.ambiguous-invocation).
 * Anywhere else the name is only missing (aml.unresolved-reference).
 */
/* A finding inside the method being scanned: it rests on the branch that creates the method. */
__attribute__((format(printf, 4, 5))) static void report_in_method(struct al_aml_walk *w,
                                                                   const struct al_rule_id *rule,
                                                                   size_t offset, const char *fmt,
                                                                   ...)
{
    struct al_branch b;
    bool conditional =
        al_namespace_branch_fill(w->ns, al_namespace_branch_of(w->ns, w->method), &b);
    va_list ap;
    va_start(ap, fmt);
    al_aml_vreport_branch(w, rule, offset, conditional ? &b : NULL, fmt, ap);
    va_end(ap);
}

/*
 * A name that resolves to an object only one branch of an undecided
 * module-level If/Else creates (issue 22 item 1).  ACPICA runs module-level
 * code when it loads the table (AcpiNsExecuteTable()) and creates one
 * branch; when the method's reference runs and the other was taken, the
 * lookup fails with AE_NOT_FOUND and the method aborts.  A method in the
 * same branch always finds it; one in the other branch never does
 * (aml.unresolved-reference, resting on the method's branch); a method
 * every load creates is not verified (aml.reference-unverified, info).
 */
static void report_branch_only(struct al_aml_walk *w, const struct al_aml_name *n, uint32_t target)
{
    const struct al_namespace *ns = w->ns;
    if (target == AL_AML_NO_NODE ||
        (ns->nodes[target].flags & (AL_AML_NODE_EXTERNAL | AL_AML_NODE_IMPLICIT)))
        return;
    bool other;
    const struct al_aml_cond *c = al_aml_reach(ns, target, NULL, w->method, &other);
    if (!c)
        return;
    char where[96], path[64], clause[192];
    al_aml_name_format(w->aml, n, path, sizeof(path));
    al_namespace_path(ns, w->method, where, sizeof(where));
    al_namespace_branch_clause(ns, c, clause, sizeof(clause));
    if (other)
        report_in_method(w, AL_R_AML_UNRESOLVED_REFERENCE, n->start,
                         "%s references %s, which exists%s, and the method only in the other "
                         "branch: when the method exists the name does not (AE_NOT_FOUND)",
                         where, path, clause);
    else
        report_in_method(w, AL_R_AML_REFERENCE_UNVERIFIED, n->start,
                         "%s references %s, which exists%s: ACPICA creates one branch when it "
                         "loads the table, and when it creates the other the reference fails "
                         "with AE_NOT_FOUND and the method aborts",
                         where, path, clause);
}

static void report_unresolved(struct al_aml_walk *w, const struct al_aml_name *n, uint32_t target,
                              enum al_aml_ref_position position)
{
    char where[96], path[64];
    if (w->in_condref)
        return;
    if (!arity_unknown(w->ns, target)) {
        report_branch_only(w, n, target);
        return;
    }
    bool ambiguous = position == AL_AML_REF_ARGS_MAY_FOLLOW;
    if (target != AL_AML_NO_NODE && !ambiguous)
        return; /* declared External: its type is the only thing not known */
    if (w->ns->partial) {
        w->ns->unjudged_refs++; /* it may well be in the DSDT the input lacks */
        return;
    }
    al_aml_name_format(w->aml, n, path, sizeof(path));
    al_namespace_path(w->ns, w->method, where, sizeof(where));
    if (!ambiguous) {
        report_in_method(w, AL_R_AML_UNRESOLVED_REFERENCE, n->start,
                         "%s references %s, which is not in the namespace", where, path);
        return;
    }
    report_in_method(w, AL_R_AML_AMBIGUOUS_INVOCATION, n->start,
                     "%s invokes %s, %s: its argument count is unknown, so the bytes after it "
                     "are parsed as if it took none; declare it with External (%s, MethodObj) "
                     "or load the table that defines it",
                     where, path,
                     target == AL_AML_NO_NODE ? "which is not in the namespace"
                                              : "declared only as External of unknown type",
                     path);
}

void al_aml_note_ref(struct al_aml_walk *w, const struct al_aml_name *n, uint32_t target,
                     bool call, uint8_t argc, enum al_aml_ref_position position)
{
    struct al_namespace *ns = w->ns;
    if (n->count == 0 || w->returns)
        return;
    if (target == AL_AML_NO_NODE && is_local(w, n))
        return;
    report_unresolved(w, n, target, position);
    if (ns->ref_count == ns->ref_capacity) {
        size_t cap = ns->ref_capacity ? ns->ref_capacity * 2 : 256;
        struct al_aml_ref *r = realloc(ns->refs, cap * sizeof(*r));
        if (!r) {
            w->nomem = true;
            return;
        }
        ns->refs = r;
        ns->ref_capacity = cap;
    }
    struct al_aml_ref *r = &ns->refs[ns->ref_count++];
    memset(r, 0, sizeof(*r));
    r->scope = w->method;
    r->target = target;
    r->table = w->table_index;
    r->offset = (uint32_t)n->start;
    r->call = call;
    r->argc = argc;
}

char *al_namespace_ref_name(const struct al_namespace *ns, const struct al_aml_ref *r, char *buf,
                            size_t size)
{
    struct al_aml_name n;
    const struct al_table *t =
        ns->ts && r->table >= 0 && (size_t)r->table < ns->ts->count ? ns->ts->tables[r->table]
                                                                    : NULL;
    if (t && al_aml_name_decode(al_table_body(t), r->offset, &n))
        return al_aml_name_format(al_table_body(t), &n, buf, size);
    snprintf(buf, size, "?");
    return buf;
}

static void walk_init(struct al_aml_walk *w, struct al_tableset *ts, struct al_namespace *ns,
                      size_t index)
{
    memset(w, 0, sizeof(*w));
    w->ts = ts;
    w->ns = ns;
    w->table = ts->tables[index];
    w->table_index = (int32_t)index;
    w->aml = al_table_body(w->table);
    w->method = AL_AML_NO_NODE;
    w->last_if = -1;
    w->cond_branch = -1;
}

static bool is_definition_block(const struct al_table *t)
{
    return t->kind == AL_KIND_SDT && t->header_complete &&
           (al_table_is(t, "DSDT") || al_table_is(t, "SSDT") || al_table_is(t, "PSDT"));
}

static bool predefine(struct al_namespace *ns)
{
    if (ns->count)
        return true;
    if (!al_ns_ensure_root(ns))
        return false;
    for (size_t i = 0; i < sizeof(predefined) / sizeof(predefined[0]); i++) {
        int created;
        uint32_t n = al_ns_add(ns, 0, predefined[i].name, &created);
        if (n == AL_AML_NO_NODE)
            return false;
        ns->nodes[n].type = predefined[i].type;
        ns->nodes[n].method_args = predefined[i].args;
        if (predefined[i].type == AL_AML_INTEGER) {
            ns->nodes[n].integer = 2; /* ACPICA's _REV */
            ns->nodes[n].flags |= AL_AML_NODE_HAS_INT;
        }
    }
    return true;
}

int al_namespace_add_table(struct al_tableset *ts, struct al_namespace *ns, size_t table_index)
{
    if (!predefine(ns))
        return -1;
    if (table_index >= ts->count || !is_definition_block(ts->tables[table_index]))
        return 0;
    struct al_aml_walk w;
    walk_init(&w, ts, ns, table_index);
    al_aml_term_list(&w, AL_HEADER_SIZE, w.aml.len, 0);
    ns->tables_walked++;
    return w.nomem ? -1 : 0;
}

void al_aml_scan_method(struct al_aml_walk *w, uint32_t method)
{
    const struct al_aml_node *m = &w->ns->nodes[method];
    size_t start = m->data_offset, end = (size_t)m->data_offset + m->data_length;
    if (end > w->aml.len)
        return;
    w->in_method = true;
    w->method = method;
    w->local_count = 0;
    w->depth = 0;
    al_aml_term_list(w, start, end, method);
}

/*
 * Each method's answer, kept compactly: a whole struct al_aml_returns is
 * AL_AML_MAX_RETURNS entries (392 bytes) where a method has one or two
 * Returns, and the Altra's thousand methods made that 400 KB of freshly
 * touched memory (100 page faults when the heap is not on huge pages).
 */
struct al_aml_returns_memo {
    uint32_t *slot;                /* by node: 1 + its index in kept, 0 when not asked yet */
    uint32_t nodes;                /* of the namespace when the memo was made */
    struct kept_returns {
        uint32_t first;            /* in entries */
        unsigned count;            /* Return statements in the body, all of them */
        uint8_t stored;            /* of them in entries: at most AL_AML_MAX_RETURNS */
        bool incomplete;
    } *kept;
    size_t count, capacity;
    struct al_aml_return *entries;
    size_t entry_count, entry_capacity;
};

void al_aml_returns_memo_free(struct al_aml_returns_memo *memo)
{
    if (!memo)
        return;
    free(memo->slot);
    free(memo->kept);
    free(memo->entries);
    free(memo);
}

/* Room for `more` items in an array of `size`-byte items; false without memory. */
static bool grow(void **items, size_t *capacity, size_t count, size_t more, size_t size,
                 size_t first_capacity)
{
    if (count + more <= *capacity)
        return true;
    size_t cap = *capacity ? *capacity : first_capacity;
    while (cap < count + more)
        cap *= 2;
    void *grown = realloc(*items, cap * size);
    if (!grown)
        return false;
    *items = grown;
    *capacity = cap;
    return true;
}

/* Keeps a method's answer; without memory it is simply asked again next time. */
static void remember_returns(struct al_namespace *ns, uint32_t method,
                             const struct al_aml_returns *r)
{
    struct al_aml_returns_memo *memo = ns->returns_memo;
    if (!memo) {
        memo = calloc(1, sizeof(*memo));
        if (!memo || !(memo->slot = calloc(ns->count, sizeof(*memo->slot)))) {
            free(memo);
            return;
        }
        memo->nodes = ns->count;
        ns->returns_memo = memo;
    }
    if (method >= memo->nodes)
        return;
    size_t stored = r->count < AL_AML_MAX_RETURNS ? r->count : AL_AML_MAX_RETURNS;
    if (!grow((void **)&memo->kept, &memo->capacity, memo->count, 1, sizeof(*memo->kept), 64) ||
        !grow((void **)&memo->entries, &memo->entry_capacity, memo->entry_count, stored,
              sizeof(*memo->entries), 128))
        return;
    memo->kept[memo->count++] = (struct kept_returns){(uint32_t)memo->entry_count, r->count,
                                                      (uint8_t)stored, r->incomplete};
    if (stored) { /* entries stays NULL until a method has a Return */
        memcpy(memo->entries + memo->entry_count, r->r, stored * sizeof(*r->r));
        memo->entry_count += stored;
    }
    memo->slot[method] = (uint32_t)memo->count;
}

bool al_namespace_method_returns(const struct al_namespace *ns, uint32_t method,
                                 struct al_aml_returns *out)
{
    memset(out, 0, sizeof(*out));
    if (method >= ns->count || ns->nodes[method].type != AL_AML_METHOD ||
        (ns->nodes[method].flags & AL_AML_NODE_EXTERNAL) || ns->nodes[method].table < 0 ||
        !ns->ts || (size_t)ns->nodes[method].table >= ns->ts->count)
        return false;
    const struct al_aml_returns_memo *memo = ns->returns_memo;
    if (memo && method < memo->nodes && memo->slot[method]) {
        const struct kept_returns *k = &memo->kept[memo->slot[method] - 1];
        out->count = k->count;
        out->incomplete = k->incomplete;
        if (k->stored)
            memcpy(out->r, memo->entries + k->first, k->stored * sizeof(*out->r));
        return true;
    }
    /*
     * A re-walk that only notes Return operands: al_aml_report() and
     * al_aml_note_ref() do nothing while w.returns is set, so neither the
     * table set nor the namespace is written (the casts drop a const that
     * holds).
     */
    struct al_aml_walk w;
    walk_init(&w, (struct al_tableset *)ns->ts, (struct al_namespace *)ns,
              (size_t)ns->nodes[method].table);
    w.returns = out;
    al_aml_scan_method(&w, method);
    remember_returns((struct al_namespace *)ns, method, out);
    return true;
}

static int scan_methods(struct al_tableset *ts, struct al_namespace *ns)
{
    int rc = 0;
    unsigned findings[64] = {0}; /* per-table finding budget carried across methods */
    for (uint32_t i = 1; i < ns->count; i++) {
        const struct al_aml_node *m = &ns->nodes[i];
        if (m->type != AL_AML_METHOD || (m->flags & AL_AML_NODE_EXTERNAL) || m->table < 0 ||
            (size_t)m->table >= ts->count)
            continue;
        struct al_aml_walk w;
        walk_init(&w, ts, ns, (size_t)m->table);
        if (m->table < 64)
            w.findings = findings[m->table];
        al_aml_scan_method(&w, i);
        if (m->table < 64)
            findings[m->table] = w.findings;
        if (w.nomem)
            rc = -1;
    }
    return rc;
}

int al_namespace_build(struct al_tableset *ts, struct al_namespace *ns)
{
    al_namespace_init(ns, ts);
    /*
     * Reserve one object per 6 bytes of AML, the smallest object that
     * defines one name (Name (ABCD, 0)), so the node array is not copied as
     * it grows (only an External of a long path, which creates a node per
     * segment, can outrun it; the array then grows as before).  It costs
     * only address space: pages of it that no node reaches are never
     * touched (real DSDTs carry one object per 150-250 bytes, dense
     * generated ones one per 16).
     */
    size_t reserve = 256;
    for (size_t i = 0; i < ts->count; i++)
        if (is_definition_block(ts->tables[i]))
            reserve += ts->tables[i]->size / 6;
    if (!predefine(ns) || !al_ns_reserve(ns, (uint32_t)(reserve < AL_AML_MAX_NODES
                                                            ? reserve
                                                            : AL_AML_MAX_NODES)))
        return -1;
    int rc = 0;
    const struct al_table *first_ssdt = NULL;
    unsigned ssdts = 0;
    for (size_t i = 0; i < ts->count; i++)
        if (is_definition_block(ts->tables[i]) && !al_table_is(ts->tables[i], "DSDT")) {
            first_ssdt = first_ssdt ? first_ssdt : ts->tables[i];
            ssdts++;
        }
    /*
     * Names defined outside the input cannot be judged unless the input is
     * provably the whole firmware (presence.h al_input_complete(): an XSDT
     * listing only tables the input holds, and the DSDT the FADT points
     * at): a DSDT alone, an acpidump without its XSDT or a folder missing
     * an SSDT may lack the table that defines a name its methods use
     * (issue 22 item 1; DESIGN.md "a conclusion drawn from absence ... is a
     * warning only on a provably complete input").
     */
    char why[160] = "";
    bool any_block = first_ssdt || al_tableset_count_sig(ts, "DSDT") > 0;
    ns->partial = any_block && !al_input_complete(ts, why, sizeof(why));
    bool dsdt = al_tableset_count_sig(ts, "DSDT") > 0;
    /* The DSDT first, then the SSDTs in load order, as the kernel does. */
    for (size_t i = 0; i < ts->count; i++)
        if (al_table_is(ts->tables[i], "DSDT") && al_namespace_add_table(ts, ns, i) < 0)
            rc = -1;
    for (size_t i = 0; i < ts->count; i++)
        if (!al_table_is(ts->tables[i], "DSDT") && al_namespace_add_table(ts, ns, i) < 0)
            rc = -1;
    if (scan_methods(ts, ns) < 0)
        rc = -1;
    if (ns->partial && (ns->unjudged_refs || ns->unjudged_scopes)) {
        char lack[64] = "";
        if (!dsdt)
            snprintf(lack, sizeof(lack), "the input holds %u SSDT%s but no DSDT; ", ssdts,
                     ssdts == 1 ? "" : "s");
        al_report(ts, AL_R_AML_NAMESPACE_INCOMPLETE,
                  al_at_table(dsdt ? al_tableset_find(ts, "DSDT", 0) : first_ssdt, 0, NULL),
                  "%s%s, so the namespace is not all known: %u reference%s to names no loaded "
                  "table defines and %u scope%s opened on such names are not judged "
                  "(--assume-complete judges them)",
                  lack, why, ns->unjudged_refs, ns->unjudged_refs == 1 ? "" : "s",
                  ns->unjudged_scopes, ns->unjudged_scopes == 1 ? "" : "s");
    }
    return rc;
}
