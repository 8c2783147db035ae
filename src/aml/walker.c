/* SPDX-License-Identifier: MIT */
/*
 * The AML term walker: ACPI 6.5 section 20.2.5 (Term Objects Encoding).
 * One function parses one TermObj or TermArg, driven by the opcode table.
 * Recursion is bounded by AL_AML_MAX_DEPTH; every object is parsed once per
 * pass, so time is linear in the table size.  At definition-block level the
 * walker creates namespace objects; inside method bodies (methods.c) it only
 * records references.  Module-level If predicates are evaluated by
 * evaluate.c.
 */
#include "aml/aml_internal.h"

#include <stdarg.h>
#include <string.h>
#include "acpilint/rule_ids.h"

void al_aml_vreport_branch(struct al_aml_walk *w, const struct al_rule_id *rule, size_t offset,
                           const struct al_branch *branch, const char *fmt, va_list ap)
{
    if (w->returns) {
        w->returns->incomplete = true; /* the re-walk reports nothing, but stopped */
        return;
    }
    /* The parse failed here (what namespace.parse_failed records). */
    if (w->ns &&
        (rule == AL_R_AML_MALFORMED || rule == AL_R_AML_UNKNOWN_OPCODE || rule == AL_R_AML_LIMIT))
        w->ns->parse_failed = true;
    if (w->findings >= AL_AML_MAX_FINDINGS_PER_TABLE)
        return;
    w->findings++;
    struct al_where at = al_at_table(w->table, offset, NULL);
    if (branch)
        al_vreport_branch(w->ts, rule, at, branch, fmt, ap);
    else
        al_vreport(w->ts, rule, at, fmt, ap);
}

void al_aml_report(struct al_aml_walk *w, const struct al_rule_id *rule, size_t offset,
                   const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    al_aml_vreport_branch(w, rule, offset, NULL, fmt, ap);
    va_end(ap);
}

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
static bool name_arg(struct al_aml_walk *w, size_t *pos, size_t end, uint32_t scope, bool call,
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
static void note_return(struct al_aml_walk *w, uint32_t scope, size_t pos,
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
static bool super_arg(struct al_aml_walk *w, size_t *pos, size_t end, uint32_t scope, bool call,
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
        return name_arg(w, pos, end, scope, call, false, val);
    return al_aml_term(w, pos, end, scope, val);
}

static bool fixed_arg(struct al_aml_walk *w, size_t *pos, size_t end, size_t size, uint64_t *v)
{
    if (*pos > end || size > end - *pos || !al_read_uint(w->aml, *pos, size, v)) {
        al_aml_report(w, AL_R_AML_MALFORMED, *pos, "%zu-byte operand runs past its object", size);
        return false;
    }
    *pos += size;
    return true;
}

static bool chars_arg(struct al_aml_walk *w, size_t *pos, size_t end)
{
    size_t nul;
    if (al_span_find_u8(w->aml, *pos, end, 0, &nul)) {
        *pos = nul + 1;
        return true;
    }
    al_aml_report(w, AL_R_AML_MALFORMED, *pos, "string without its terminating NUL");
    return false;
}

static bool pkg_arg(struct al_aml_walk *w, size_t *pos, size_t end, size_t *obj_end)
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
static bool package_list(struct al_aml_walk *w, size_t pos, size_t end, uint32_t scope)
{
    while (pos < end) {
        uint8_t b = al_get_u8(w->aml, pos);
        bool ok = al_aml_name_lead(b) ? name_arg(w, &pos, end, scope, false, false, NULL)
                                      : al_aml_term(w, &pos, end, scope, NULL);
        if (!ok)
            return false;
    }
    return true;
}

#define MAX_FIXED_ARGS 8

/* The undecided module-level branch around the walk, saved while a nested one is walked. */
struct branch_state {
    uint32_t cond_if, cond_predicate;
    int cond_branch;
    unsigned cond_depth;
};

/* Into an undecided module-level branch: what it defines is marked (define.c). */
static struct branch_state enter_branch(struct al_aml_walk *w, uint32_t if_offset,
                                        unsigned branch, uint32_t predicate)
{
    struct branch_state saved = {w->cond_if, w->cond_predicate, w->cond_branch, w->cond_depth};
    w->cond_if = if_offset;
    w->cond_branch = (int)branch;
    w->cond_predicate = predicate;
    w->cond_depth++;
    return saved;
}

static void leave_branch(struct al_aml_walk *w, struct branch_state saved)
{
    w->cond_if = saved.cond_if;
    w->cond_predicate = saved.cond_predicate;
    w->cond_branch = saved.cond_branch;
    w->cond_depth = saved.cond_depth;
}

/*
 * Module-level code that stores into a name (a Target after the operands,
 * the SuperName of Store, Increment, Decrement or CopyObject): from then on
 * its value at load is not the one it was defined with.  The first
 * SuperName of Notify, Acquire, RefOf, SizeOf and the like is read, not
 * written (ACPI 6.5 section 20.2.5.4).
 */
static void note_store(struct al_aml_walk *w, uint16_t opcode, unsigned arg,
                       const struct al_aml_value *v)
{
    bool written = arg > 0 || opcode == 0x75 || opcode == 0x76; /* Increment, Decrement */
    if (written && v->node != AL_AML_NO_NODE && v->node < w->ns->count)
        w->ns->nodes[v->node].flags |= AL_AML_NODE_WRITTEN;
}

/*
 * The data objects and locals that make up most terms of real byte code
 * (ACPI 6.5 section 20.2.3 ComputationalData, 20.2.6.1-2 Arg/Local), parsed
 * without the generic argument machinery.  Returns false (nothing consumed)
 * for any other opcode.
 */
static bool simple_term(struct al_aml_walk *w, uint8_t b, size_t *pos, size_t end,
                        struct al_aml_value *val, bool *ok)
{
    size_t size;
    switch (b) {
    case AML_ZERO: case AML_ONE: case AML_ONES:
        (*pos)++;
        if (val) {
            val->known = true;
            val->type = AL_AML_INTEGER;
            val->v = b == AML_ONE ? 1 : b == AML_ONES ? ~0ull : 0;
        }
        *ok = true;
        return true;
    case AML_BYTE_PREFIX: size = 1; break;
    case AML_WORD_PREFIX: size = 2; break;
    case AML_DWORD_PREFIX: size = 4; break;
    case AML_QWORD_PREFIX: size = 8; break;
    case 0x60: case 0x61: case 0x62: case 0x63: /* Local0-7 */
    case 0x64: case 0x65: case 0x66: case 0x67:
    case 0x68: case 0x69: case 0x6A: case 0x6B: /* Arg0-6 */
    case 0x6C: case 0x6D: case 0x6E:
        (*pos)++;
        *ok = true;
        return true;
    case AML_STRING_PREFIX: {
        size_t p = *pos + 1;
        *ok = chars_arg(w, &p, end);
        if (!*ok)
            return true;
        if (val) {
            val->type = AL_AML_STRING;
            val->data_offset = (uint32_t)(*pos + 1);
            val->data_length = (uint32_t)(p - *pos - 2);
        }
        *pos = p;
        return true;
    }
    default:
        return false;
    }
    size_t p = *pos + 1;
    uint64_t v;
    *ok = fixed_arg(w, &p, end, size, &v);
    if (*ok) {
        *pos = p;
        if (val) {
            val->known = true;
            val->type = AL_AML_INTEGER;
            val->v = v;
        }
    }
    return true;
}

bool al_aml_term(struct al_aml_walk *w, size_t *pos, size_t end, uint32_t scope,
                 struct al_aml_value *val)
{
    int prev_if = w->last_if;
    w->last_if = -1;
    if (val)
        *val = al_aml_unknown_value();
    uint8_t b;
    if (*pos >= end || !al_read_u8(w->aml, *pos, &b)) {
        al_aml_report(w, AL_R_AML_MALFORMED, *pos, "operand missing at the end of an object");
        return false;
    }
    if (al_aml_name_lead(b))
        return name_arg(w, pos, end, scope, true, true, val);
    bool simple_ok;
    if (simple_term(w, b, pos, end, val, &simple_ok))
        return simple_ok;
    if (w->depth >= AL_AML_MAX_DEPTH) {
        al_aml_report(w, AL_R_AML_LIMIT, *pos, "nesting deeper than %u levels", AL_AML_MAX_DEPTH);
        return false;
    }
    size_t start = *pos, p = *pos + 1;
    uint16_t opcode = b;
    if (b == AML_EXT_PREFIX) {
        uint8_t b2;
        if (p >= end || !al_read_u8(w->aml, p, &b2)) {
            al_aml_report(w, AL_R_AML_MALFORMED, start, "truncated extended opcode");
            return false;
        }
        opcode = AML_EXT(b2);
        p++;
    }
    const struct al_aml_opinfo *op = al_aml_opcode(opcode);
    if (!op) {
        if (opcode > 0xFF)
            al_aml_report(w, AL_R_AML_UNKNOWN_OPCODE, start, "unknown AML opcode 0x5B 0x%02X",
                          opcode & 0xFF);
        else
            al_aml_report(w, AL_R_AML_UNKNOWN_OPCODE, start, "unknown AML opcode 0x%02X", opcode);
        return false;
    }
    w->depth++;
    if (opcode == 0xA0 || opcode == 0xA2) /* If, While: what leaves the predicate unknown */
        w->unknown_name = 0;
    bool ok = true;
    size_t obj_end = end;
    size_t operand = p; /* the first argument: a Return's value */
    /* Not cleared: each is read only after its argument was parsed. */
    struct al_aml_name defname, refname;
    struct al_aml_value args[MAX_FIXED_ARGS];
    uint64_t fixed[MAX_FIXED_ARGS];
    unsigned nargs = 0, nfixed = 0;
    /* The fixed arguments; a list kind or the end of the string ends them. */
    for (const char *a = op->args; ok; a++) {
        size_t size;
        switch (*a) {
        case AML_ARG_PKGLEN:
            ok = pkg_arg(w, &p, end, &obj_end);
            continue;
        case AML_ARG_NAME:
        case AML_ARG_NAMESTR: {
            struct al_aml_name *n = *a == AML_ARG_NAME ? &defname : &refname;
            if (!al_aml_name_decode(w->aml, p, n) || n->end > obj_end) {
                al_aml_report(w, AL_R_AML_MALFORMED, p, "malformed or truncated name string");
                ok = false;
                continue;
            }
            if (*a == AML_ARG_NAMESTR && w->in_method)
                al_aml_note_ref(w, n, al_aml_resolve(w->ns, scope, w->aml, n), false, 0,
                                AL_AML_REF_NAME_ONLY);
            p = n->end;
            continue;
        }
        case AML_ARG_BYTE: size = 1; break;
        case AML_ARG_WORD: size = 2; break;
        case AML_ARG_DWORD: size = 4; break;
        case AML_ARG_QWORD: size = 8; break;
        case AML_ARG_CHARS:
            ok = chars_arg(w, &p, obj_end);
            continue;
        case AML_ARG_TERM:
            /*
             * A Return at the very end of its enclosing object returns nothing:
             * ACPICA parses it without an operand and executes it as such
             * (dscontrol.c: "One optional operand -- the return value"), and
             * Microsoft's ASL compiler emits it for a bare `Return`.
             */
            if (opcode == AML_RETURN && p >= obj_end && w->in_method)
                goto args_done;
            ok = al_aml_term(w, &p, obj_end, scope, nargs < MAX_FIXED_ARGS ? &args[nargs] : NULL);
            nargs++;
            continue;
        case AML_ARG_SUPER:
        case AML_ARG_SIMPLE: {
            bool cond = opcode == AML_EXT(0x12) && nargs == 0;
            bool saved = w->in_condref;
            w->in_condref = cond;
            struct al_aml_value target = al_aml_unknown_value();
            ok = super_arg(w, &p, obj_end, scope, *a == AML_ARG_SUPER && !cond,
                           nargs < MAX_FIXED_ARGS ? &args[nargs] : &target);
            w->in_condref = saved;
            if (ok && !w->in_method)
                note_store(w, opcode, nargs, nargs < MAX_FIXED_ARGS ? &args[nargs] : &target);
            nargs++;
            continue;
        }
        case '\0':
        case AML_ARG_TERMLIST:
        case AML_ARG_FIELDLIST:
        case AML_ARG_BYTELIST:
        case AML_ARG_DATALIST:
            goto args_done;
        default:
            ok = false;
            continue;
        }
        /* A ByteData/WordData/DWordData/QWordData argument. */
        uint64_t v = 0;
        ok = fixed_arg(w, &p, obj_end, size, &v);
        if (nfixed < MAX_FIXED_ARGS)
            fixed[nfixed++] = v;
    }
args_done:
    if (!ok) {
        w->depth--;
        return false;
    }
    if (opcode == AML_RETURN && w->returns && nargs)
        note_return(w, scope, operand, &args[0]);
    /* Semantic action, then the trailing list (if any) up to obj_end. */
    uint32_t node = AL_AML_NO_NODE;
    switch ((enum al_aml_kind)op->kind) {
    case AML_K_CONST:
        if (val) {
            val->known = opcode != AML_EXT(0x30);
            val->type = AL_AML_INTEGER;
            val->v = opcode == 0x01 ? 1 : opcode == 0xFF ? ~0ull : nfixed ? fixed[0] : 0;
        }
        break;
    case AML_K_STRING:
        if (val) {
            val->type = AL_AML_STRING;
            val->data_offset = (uint32_t)(start + 1);
            val->data_length = (uint32_t)(p - start - 2);
        }
        break;
    case AML_K_BUFFER:
        if (val) {
            val->type = AL_AML_BUFFER;
            val->data_offset = (uint32_t)p;
            val->data_length = (uint32_t)(obj_end - p);
        }
        p = obj_end;
        break;
    case AML_K_PACKAGE:
        if (val)
            val->type = AL_AML_PACKAGE;
        ok = package_list(w, p, obj_end, scope);
        p = obj_end;
        break;
    case AML_K_NAME:
        if (w->in_method) {
            al_aml_note_local(w, &defname);
            break;
        }
        node = al_aml_define(w, scope, &defname, (enum al_aml_type)args[0].type, start);
        if (node != AL_AML_NO_NODE && w->merged) {
            /* The other branch's Name: the node keeps the first value (define.c). */
            al_aml_merged(w, node, start, p);
        } else if (node != AL_AML_NO_NODE) {
            struct al_aml_node *n = &w->ns->nodes[node];
            if (args[0].type == AL_AML_INTEGER && args[0].known) {
                n->integer = args[0].v;
                n->flags |= AL_AML_NODE_HAS_INT;
            } else if (args[0].type == AL_AML_STRING || args[0].type == AL_AML_BUFFER) {
                n->data_offset = args[0].data_offset;
                n->data_length = args[0].data_length;
                n->flags |= AL_AML_NODE_HAS_DATA;
            }
        }
        break;
    case AML_K_NAMED:
        if (w->in_method) {
            al_aml_note_local(w, &defname);
            break;
        }
        node = al_aml_define(w, scope, &defname, (enum al_aml_type)op->type, start);
        if (node != AL_AML_NO_NODE && w->merged)
            al_aml_merged(w, node, start, p);
        else if (node != AL_AML_NO_NODE && op->type == AL_AML_MUTEX)
            w->ns->nodes[node].sync_level = (uint8_t)(fixed[0] & 0x0F);
        break;
    case AML_K_ALIAS:
        if (w->in_method) {
            al_aml_note_local(w, &defname);
            break;
        }
        node = al_aml_define(w, scope, &defname, AL_AML_ALIAS, start);
        if (node != AL_AML_NO_NODE && w->merged) {
            al_aml_merged(w, node, start, p);
        } else if (node != AL_AML_NO_NODE) {
            /* ACPICA AcpiExCreateAlias: an alias of a method is a MethodAlias. */
            uint32_t t = al_aml_resolve(w->ns, scope, w->aml, &refname);
            if (t == AL_AML_NO_NODE || (w->ns->nodes[t].flags & AL_AML_NODE_EXTERNAL)) {
                /* ACPICA creates an Untyped node for a missing alias source. */
                t = al_aml_define(w, scope, &refname, AL_AML_ANY, start);
            }
            w->ns->nodes[node].alias_target = t;
            if (t != AL_AML_NO_NODE && w->ns->nodes[t].type == AL_AML_METHOD) {
                w->ns->nodes[node].type = AL_AML_METHOD_ALIAS;
                w->ns->nodes[node].method_args = w->ns->nodes[t].method_args;
            }
        }
        break;
    case AML_K_EXTERNAL:
        if (!w->in_method)
            al_aml_external(w, scope, &defname, (uint8_t)fixed[0], (uint8_t)fixed[1]);
        break;
    case AML_K_SCOPE:
    case AML_K_NAMED_LIST:
    case AML_K_METHOD: {
        uint32_t inner = scope;
        if (w->in_method) {
            if (op->kind != AML_K_SCOPE)
                al_aml_note_local(w, &defname);
        } else if (op->kind == AML_K_SCOPE) {
            inner = al_aml_define(w, scope, &refname, AL_AML_SCOPE, start);
        } else {
            inner = al_aml_define(w, scope, &defname, (enum al_aml_type)op->type, start);
        }
        if (op->kind == AML_K_METHOD && !w->in_method) {
            if (inner != AL_AML_NO_NODE && w->merged) {
                al_aml_merged(w, inner, start, obj_end); /* keeps the first body */
            } else if (inner != AL_AML_NO_NODE) {
                struct al_aml_node *m = &w->ns->nodes[inner];
                m->method_args = (uint8_t)(fixed[0] & 7);
                if (fixed[0] & 8)
                    m->flags |= AL_AML_NODE_SERIALIZED;
                m->sync_level = (uint8_t)(fixed[0] >> 4);
                m->data_offset = (uint32_t)p;
                m->data_length = (uint32_t)(obj_end - p);
            }
        } else if (inner != AL_AML_NO_NODE) {
            al_aml_term_list(w, p, obj_end, inner);
        }
        p = obj_end;
        break;
    }
    case AML_K_FIELD:
        ok = al_aml_field_list(w, p, obj_end, scope, (enum al_aml_type)op->type);
        p = obj_end;
        break;
    case AML_K_IF: {
        int taken = w->in_method ? 2 : al_aml_branch_taken(&args[0]);
        /*
         * Module-level code whose predicate cannot be decided: ACPICA runs
         * it at load and creates one branch; both are walked and what they
         * define is marked conditional (issue 22 item 12).
         */
        uint32_t predicate = w->unknown_name;
        bool undecided = taken == 2 && !w->in_method;
        struct branch_state saved = {0};
        if (undecided)
            saved = enter_branch(w, (uint32_t)start, AL_AML_BRANCH_IF, predicate);
        if (taken)
            al_aml_term_list(w, p, obj_end, scope);
        if (undecided)
            leave_branch(w, saved);
        p = obj_end;
        w->depth--;
        *pos = p;
        w->last_if = taken;
        w->last_if_offset = (uint32_t)start;
        w->last_if_predicate = predicate;
        return true;
    }
    case AML_K_ELSE: {
        if (prev_if < 0 && !w->in_method)
            al_aml_report(w, AL_R_AML_MALFORMED, start, "Else without a preceding If");
        bool undecided = prev_if == 2 && !w->in_method;
        struct branch_state saved = {0};
        if (undecided)
            saved = enter_branch(w, w->last_if_offset, AL_AML_BRANCH_ELSE, w->last_if_predicate);
        if (prev_if != 1)
            al_aml_term_list(w, p, obj_end, scope);
        if (undecided)
            leave_branch(w, saved);
        p = obj_end;
        break;
    }
    case AML_K_WHILE: {
        /*
         * Module-level While: a false predicate runs no body (nothing in it
         * is created), an undecided one may run it or not; a true one runs
         * it at least once.
         */
        int taken = w->in_method ? 1 : al_aml_branch_taken(&args[0]);
        struct branch_state saved = {0};
        if (taken == 2)
            saved = enter_branch(w, (uint32_t)start, AL_AML_BRANCH_WHILE, w->unknown_name);
        if (taken)
            al_aml_term_list(w, p, obj_end, scope);
        if (taken == 2)
            leave_branch(w, saved);
        p = obj_end;
        break;
    }
    case AML_K_LOCAL:
        break;
    case AML_K_PLAIN:
        if (val)
            al_aml_evaluate(opcode, args, nargs < MAX_FIXED_ARGS ? nargs : MAX_FIXED_ARGS, val);
        break;
    }
    w->depth--;
    *pos = p;
    return ok;
}

/*
 * An Else that is the last term of its list, as every ElseIf is (ASL
 * "ElseIf" and "Switch/Case" compile to Else { If ... Else { If ... } }).
 * Its body is walked in place of the list's tail instead of one level
 * deeper, so a Switch of 200 cases does not read as 400 levels of nesting.
 * Returns false when the term at pos is anything else (or is malformed:
 * al_aml_term then reports it); *walk tells whether the body is taken.
 */
static bool tail_else(struct al_aml_walk *w, size_t pos, size_t end, size_t *body, bool *walk)
{
    uint32_t len;
    size_t nb;
    if (al_get_u8(w->aml, pos) != 0xA1 || !al_aml_pkglen(w->aml, pos + 1, &len, &nb) ||
        len < nb || len != end - pos - 1)
        return false;
    if (w->last_if < 0 && !w->in_method)
        al_aml_report(w, AL_R_AML_MALFORMED, pos, "Else without a preceding If");
    *walk = w->last_if != 1;
    *body = pos + 1 + nb;
    return true;
}

void al_aml_term_list(struct al_aml_walk *w, size_t pos, size_t end, uint32_t scope)
{
    if (w->depth >= AL_AML_MAX_DEPTH) {
        al_aml_report(w, AL_R_AML_LIMIT, pos, "nesting deeper than %u levels", AL_AML_MAX_DEPTH);
        return;
    }
    w->depth++;
    w->last_if = -1;
    /* A tail Else of an undecided If marks the rest of this list (its body) conditional. */
    struct branch_state saved = {w->cond_if, w->cond_predicate, w->cond_branch, w->cond_depth};
    while (pos < end && !w->nomem) {
        bool walk;
        int prev = w->last_if;
        uint32_t prev_offset = w->last_if_offset, prev_predicate = w->last_if_predicate;
        if (tail_else(w, pos, end, &pos, &walk)) {
            if (!walk)
                break;
            if (prev == 2 && !w->in_method)
                enter_branch(w, prev_offset, AL_AML_BRANCH_ELSE, prev_predicate);
            w->last_if = -1;
            continue;
        }
        if (!al_aml_term(w, &pos, end, scope, NULL))
            break; /* reported; abandon the rest of this list */
    }
    leave_branch(w, saved);
    w->depth--;
}
