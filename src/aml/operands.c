/* SPDX-License-Identifier: MIT */
/*
 * The operands of an AML term (ACPI 6.5 section 20.2.5): names in argument
 * positions, with what module-level code reads from them at load, a Return's
 * operand, SuperNames, fixed-size data, strings, PkgLengths and package
 * elements.  walker.c parses the term around them.
 */
#include "aml/aml_internal.h"

#include "acpilint/rule_ids.h"

static uint32_t follow_alias(const struct al_namespace *ns, uint32_t n)
{
    for (int i = 0; i < 8 && n != AL_AML_NO_NODE &&
                    (ns->nodes[n].type == AL_AML_ALIAS || ns->nodes[n].type == AL_AML_METHOD_ALIAS);
         i++)
        n = ns->nodes[n].alias_target;
    return n;
}

/*
 * What a method invoked by module-level code returns, when static reading
 * tells: its body starts with Return of an Integer constant (whatever
 * follows never runs).  Any other method is left to the load.
 */
static bool method_literal(const struct al_aml_walk *w, uint32_t method, uint64_t *out)
{
    struct al_aml_returns rs;
    if (!al_namespace_method_returns(w->ns, method, &rs) || rs.incomplete || rs.count == 0 ||
        !rs.r[0].known || rs.r[0].offset != w->ns->nodes[method].data_offset + 1)
        return false;
    *out = rs.r[0].value;
    return true;
}

/*
 * The value module-level code reads from a name when ACPICA loads the table
 * (ACPI 6.5 section 5.4.2: definition blocks run as they load).  Known: an
 * Integer Name no module-level code has stored into, a method returning a
 * constant, and CondRefOf of any name.  A field reads the hardware of the
 * machine (acpiexec's simulated regions read as zero, a board need not), so
 * it is not known.  An object only one undecided branch defines may
 * be absent, and one whose definition differs between the branches has
 * either value: neither is known.
 */
static void load_value(const struct al_aml_walk *w, uint32_t node, uint32_t target,
                       struct al_aml_value *val)
{
    const struct al_namespace *ns = w->ns;
    if (w->in_condref) {
        const struct al_aml_cond *c = al_namespace_cond(ns, node);
        if (c && !(c->flags & AL_AML_COND_BOTH))
            return;
        val->known = true;
        val->v = node != AL_AML_NO_NODE && !(ns->nodes[node].flags & AL_AML_NODE_EXTERNAL);
        return;
    }
    if (target == AL_AML_NO_NODE || al_namespace_branch_of(ns, target))
        return;
    const struct al_aml_node *t = &ns->nodes[target];
    if ((t->flags & AL_AML_NODE_HAS_INT) && !(t->flags & AL_AML_NODE_WRITTEN)) {
        val->known = true;
        val->v = t->integer;
    } else if (t->type == AL_AML_METHOD && method_literal(w, target, &val->v)) {
        val->known = true;
    }
}

/*
 * A NameString in an argument position.  When call is set and the name
 * resolves to a method, its arguments follow (MethodInvocation, 20.2.5.4).
 * term_arg: the name stands where a TermArg does, so an unknown name with
 * bytes after it may be a call whose arguments cannot be told apart.
 */
bool al_aml_name_arg(struct al_aml_walk *w, size_t *pos, size_t end, uint32_t scope, bool call,
                     bool term_arg, struct al_aml_value *val)
{
    struct al_aml_name n;
    if (!al_aml_name_decode(w->aml, *pos, &n) || n.end > end) {
        al_aml_report(w, AL_R_AML_MALFORMED, *pos, "malformed or truncated name string");
        return false;
    }
    *pos = n.end;
    uint32_t node = al_aml_resolve(w->ns, scope, w->aml, &n);
    uint32_t target = follow_alias(w->ns, node);
    unsigned argc = 0;
    if (call && target != AL_AML_NO_NODE && w->ns->nodes[target].type == AL_AML_METHOD)
        argc = w->ns->nodes[target].method_args;
    if (w->in_method)
        al_aml_note_ref(w, &n, node,
                        argc > 0 || (call && target != AL_AML_NO_NODE &&
                                     w->ns->nodes[target].type == AL_AML_METHOD),
                        (uint8_t)argc,
                        call && term_arg && n.end < end ? AL_AML_REF_ARGS_MAY_FOLLOW
                                                        : AL_AML_REF_NAME_ONLY);
    if (val) {
        *val = al_aml_unknown_value();
        val->node = node;
        if (!w->in_method)
            load_value(w, node, target, val);
        if (!val->known && !w->in_method && !w->unknown_name)
            w->unknown_name = (uint32_t)n.start;
    }
    for (unsigned i = 0; i < argc; i++) {
        if (*pos >= end) {
            al_aml_report(w, AL_R_AML_MALFORMED, *pos,
                          "method invocation ends before its %u arguments", argc);
            return false;
        }
        if (!al_aml_term(w, pos, end, scope, NULL))
            return false;
    }
    return true;
}

/*
 * A Return's operand at pos, whose parsed value is *v: a data object
 * written in place, a name of one, or what only running the method tells.
 */
void al_aml_note_return(struct al_aml_walk *w, uint32_t scope, size_t pos,
                        const struct al_aml_value *v)
{
    struct al_aml_returns *rs = w->returns;
    if (rs->count++ >= AL_AML_MAX_RETURNS)
        return;
    struct al_aml_return *r = &rs->r[rs->count - 1];
    r->offset = (uint32_t)pos;
    r->node = AL_AML_NO_NODE;
    r->literal = false;
    r->known = false;
    r->type = AL_AML_ANY;
    uint8_t b;
    struct al_aml_name n;
    if (!al_read_u8(w->aml, pos, &b))
        return;
    if (al_aml_name_lead(b)) {
        if (!al_aml_name_decode(w->aml, pos, &n))
            return;
        uint32_t node = follow_alias(w->ns, al_aml_resolve(w->ns, scope, w->aml, &n));
        if (node == AL_AML_NO_NODE || (w->ns->nodes[node].flags & AL_AML_NODE_EXTERNAL))
            return;
        uint8_t t = w->ns->nodes[node].type;
        r->node = node;
        if (t == AL_AML_INTEGER || t == AL_AML_STRING || t == AL_AML_BUFFER ||
            t == AL_AML_PACKAGE)
            r->type = t;
        return;
    }
    /* Zero/One/Ones, the prefixed constants, String, Buffer and Package set a type. */
    bool data = b == AML_ZERO || b == AML_ONE || b == AML_ONES ||
                (b >= AML_BYTE_PREFIX && b <= AML_QWORD_PREFIX) || b == 0x11 || b == 0x12 ||
                b == 0x13;
    if (data && v->type != AL_AML_ANY) {
        r->type = v->type;
        r->literal = true;
        r->known = v->known && v->type == AL_AML_INTEGER;
        r->value = v->v;
    }
}

/* SuperName / Target / SimpleName (20.2.5.4): NullName, a name, or a term. */
bool al_aml_super_arg(struct al_aml_walk *w, size_t *pos, size_t end, uint32_t scope, bool call,
                      struct al_aml_value *val)
{
    uint8_t b;
    if (*pos >= end || !al_read_u8(w->aml, *pos, &b)) {
        al_aml_report(w, AL_R_AML_MALFORMED, *pos, "operand missing at the end of an object");
        return false;
    }
    if (b == AML_ZERO) {
        (*pos)++;
        if (val)
            *val = al_aml_unknown_value();
        return true;
    }
    if (al_aml_name_lead(b))
        return al_aml_name_arg(w, pos, end, scope, call, false, val);
    return al_aml_term(w, pos, end, scope, val);
}

bool al_aml_fixed_arg(struct al_aml_walk *w, size_t *pos, size_t end, size_t size, uint64_t *v)
{
    if (*pos > end || size > end - *pos || !al_read_uint(w->aml, *pos, size, v)) {
        al_aml_report(w, AL_R_AML_MALFORMED, *pos, "%zu-byte operand runs past its object", size);
        return false;
    }
    *pos += size;
    return true;
}

bool al_aml_chars_arg(struct al_aml_walk *w, size_t *pos, size_t end)
{
    size_t nul;
    if (al_span_find_u8(w->aml, *pos, end, 0, &nul)) {
        *pos = nul + 1;
        return true;
    }
    al_aml_report(w, AL_R_AML_MALFORMED, *pos, "string without its terminating NUL");
    return false;
}

bool al_aml_pkg_arg(struct al_aml_walk *w, size_t *pos, size_t end, size_t *obj_end)
{
    uint32_t len;
    size_t nb;
    if (!al_aml_pkglen(w->aml, *pos, &len, &nb) || *pos + nb > end) {
        al_aml_report(w, AL_R_AML_MALFORMED, *pos, "truncated or invalid PkgLength");
        return false;
    }
    if (len < nb) {
        al_aml_report(w, AL_R_AML_MALFORMED, *pos, "PkgLength %u shorter than its own encoding",
                      len);
        return false;
    }
    if (len > end - *pos) {
        al_aml_report(w, AL_R_AML_MALFORMED, *pos,
                      "PkgLength %u runs 0x%zx bytes past the enclosing object or table", len,
                      (size_t)len - (end - *pos));
        *obj_end = end; /* clamp: never read past the container */
    } else {
        *obj_end = *pos + len;
    }
    *pos += nb;
    return true;
}

/* Package elements (20.2.5.4 PackageElementList): names are references only. */
bool al_aml_package_list(struct al_aml_walk *w, size_t pos, size_t end, uint32_t scope)
{
    while (pos < end) {
        uint8_t b = al_get_u8(w->aml, pos);
        bool ok = al_aml_name_lead(b) ? al_aml_name_arg(w, &pos, end, scope, false, false, NULL)
                                      : al_aml_term(w, &pos, end, scope, NULL);
        if (!ok)
            return false;
    }
    return true;
}
