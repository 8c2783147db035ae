/* SPDX-License-Identifier: MIT */
/*
 * Helpers of the object rules: namespace queries over the public structs of
 * include/acpilint/aml.h and a small reader of static AML data objects
 * (ACPI 6.5 sections 20.2.3 and 20.2.5.4).  Every byte goes through the span
 * accessors; a malformed object reads as OB_BAD and the rule skips it (the
 * aml.* rules already report malformed byte code).
 */
#include "check/object_rules.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "acpilint/rule_ids.h"

static void seg4(const char *seg, char out[4])
{
    size_t n = strlen(seg);
    for (size_t i = 0; i < 4; i++)
        out[i] = i < n ? seg[i] : '_';
}

bool ob_defined(const struct al_namespace *ns, uint32_t node)
{
    if (node == AL_AML_NO_NODE || node == 0 || node >= ns->count)
        return false;
    const struct al_aml_node *n = &ns->nodes[node];
    return n->table >= 0 && !(n->flags & (AL_AML_NODE_EXTERNAL | AL_AML_NODE_IMPLICIT));
}

uint32_t ob_child(const struct al_namespace *ns, uint32_t node, const char *seg)
{
    char s[4];
    seg4(seg, s);
    return al_namespace_child(ns, node, s);
}

uint32_t ob_child_defined(const struct al_namespace *ns, uint32_t node, const char *seg)
{
    uint32_t c = ob_child(ns, node, seg);
    return ob_defined(ns, c) ? c : AL_AML_NO_NODE;
}

bool ob_under_sb(const struct al_namespace *ns, uint32_t node)
{
    uint32_t sb = ob_child(ns, 0, "_SB");
    if (sb == AL_AML_NO_NODE)
        return false;
    for (uint32_t p = ns->nodes[node].parent; p != AL_AML_NO_NODE; p = ns->nodes[p].parent)
        if (p == sb)
            return true;
    return false;
}

const char *ob_path(const struct al_namespace *ns, uint32_t node, char *buf, size_t size)
{
    al_namespace_path(ns, node, buf, size);
    return buf;
}

struct al_span ob_table_span(const struct al_namespace *ns, uint32_t node)
{
    const struct al_table *t = al_namespace_table(ns, node);
    return t ? al_table_body(t) : al_span_make(NULL, 0);
}

/* An id from an Integer (EISA id) or a String object. */
static bool id_of(struct al_span s, const struct ob_obj *o, char *out, size_t size)
{
    if (o->kind == OB_INTEGER) {
        char eisa[8];
        if (o->integer > 0xFFFFFFFFu || !al_eisaid_valid((uint32_t)o->integer) ||
            !al_eisaid_decode((uint32_t)o->integer, eisa) || size == 0)
            return false;
        size_t n = strnlen(eisa, sizeof(eisa) - 1); /* not snprintf: this runs per device */
        n = n < size - 1 ? n : size - 1;
        memcpy(out, eisa, n);
        out[n] = '\0';
        return true;
    }
    if (o->kind == OB_STRING && size > 0) {
        size_t n = o->data_len < size - 1 ? o->data_len : size - 1;
        if (!al_read_bytes(s, o->data, out, n))
            return false;
        out[n] = '\0';
        return true;
    }
    return false;
}

bool ob_hid(const struct al_namespace *ns, uint32_t dev, char *out, size_t size)
{
    struct ob_obj o;
    uint32_t hid = ob_child_defined(ns, dev, "_HID");
    if (hid == AL_AML_NO_NODE || !ob_name_value(ns, hid, &o))
        return false;
    return id_of(ob_table_span(ns, hid), &o, out, size);
}

/*
 * Calls found(id, arg) for the device's _HID and each _CID entry in turn
 * until it returns true; true then.
 */
static bool each_id(const struct al_namespace *ns, uint32_t dev,
                    bool (*found)(const char *id, void *arg), void *arg)
{
    char buf[16];
    if (ob_hid(ns, dev, buf, sizeof(buf)) && found(buf, arg))
        return true;
    uint32_t cid = ob_child_defined(ns, dev, "_CID");
    struct ob_obj o;
    if (cid == AL_AML_NO_NODE || !ob_name_value(ns, cid, &o))
        return false;
    struct al_span s = ob_table_span(ns, cid);
    if (o.kind != OB_PACKAGE)
        return id_of(s, &o, buf, sizeof(buf)) && found(buf, arg);
    size_t pos = o.elements;
    for (uint64_t i = 0; i < o.count && pos < o.end; i++) {
        struct ob_obj e;
        if (!ob_read_object(s, pos, o.end, &e))
            break;
        if (id_of(s, &e, buf, sizeof(buf)) && found(buf, arg))
            return true;
        pos = e.end;
    }
    return false;
}

static bool is_id(const char *id, void *arg)
{
    return strcmp(id, arg) == 0;
}

bool ob_has_id(const struct al_namespace *ns, uint32_t dev, const char *id)
{
    return each_id(ns, dev, is_id, (void *)id);
}

struct first_of {
    const char *const *ids;
    size_t count;
    size_t best; /* lowest index in ids seen so far; count: none */
};

static bool note_listed(const char *id, void *arg)
{
    struct first_of *f = arg;
    for (size_t i = 0; i < f->best; i++)
        if (strcmp(f->ids[i], id) == 0) {
            f->best = i;
            break;
        }
    return f->best == 0; /* nothing can come before the first */
}

size_t ob_first_id(const struct al_namespace *ns, uint32_t dev, const char *const *ids,
                   size_t count)
{
    struct first_of f = {ids, count, count};
    each_id(ns, dev, note_listed, &f);
    return f.best;
}

bool ob_is_processor_device(const struct al_namespace *ns, uint32_t dev)
{
    char hid[16];
    return ns->nodes[dev].type == AL_AML_DEVICE && ob_hid(ns, dev, hid, sizeof(hid)) &&
           strcmp(hid, "ACPI0007") == 0;
}

bool ob_integer(const struct al_namespace *ns, uint32_t node, uint64_t *out)
{
    if (!ob_defined(ns, node) || !(ns->nodes[node].flags & AL_AML_NODE_HAS_INT))
        return false;
    *out = ns->nodes[node].integer;
    return true;
}

/* The integer constant a Method's only Return gives (Zero, One, Ones, a Byte/Word/DWord/QWord). */
static bool method_constant(const struct al_namespace *ns, uint32_t method, uint64_t *out)
{
    struct al_aml_returns rs;
    if (!al_namespace_method_returns(ns, method, &rs) || rs.incomplete || rs.count != 1 ||
        !rs.r[0].literal || rs.r[0].type != AL_AML_INTEGER)
        return false;
    const struct al_table *t = al_namespace_table(ns, method);
    if (!t)
        return false;
    struct al_span s = al_table_span(t);
    size_t nbytes;
    return al_aml_read_const(s, rs.r[0].offset, out, &nbytes);
}

bool ob_statically_absent(const struct al_namespace *ns, uint32_t dev)
{
    uint32_t sta_node = ob_child_defined(ns, dev, "_STA");
    uint64_t sta;
    if (!ob_integer(ns, sta_node, &sta) &&
        !(sta_node != AL_AML_NO_NODE && ns->nodes[sta_node].type == AL_AML_METHOD &&
          method_constant(ns, sta_node, &sta)))
        return false;
    return (sta & 0x9) == 0;
}

static struct al_where where_of(struct al_context *ctx, int32_t table, uint32_t offset,
                                const char *field)
{
    const struct al_tableset *ts = ctx->ts;
    if (table >= 0 && (size_t)table < ts->count)
        return al_at_table(ts->tables[table], offset, field);
    const struct al_table *dsdt = al_tableset_find(ts, "DSDT", 0);
    if (!dsdt && ts->count)
        dsdt = ts->tables[0];
    return al_at_table(dsdt, AL_NO_OFFSET, field);
}

/*
 * Every object finding goes through here: one about an object only one
 * branch of an undecided module-level If/Else creates (or defines this way)
 * rests on that branch, and the sink keeps it at info unless the other
 * branch has the same finding (al_report_branch(), issue 22 item 12).
 */
__attribute__((format(printf, 5, 0))) static void report_node(struct al_context *ctx,
                                                              const struct al_rule_id *rule,
                                                              uint32_t node, struct al_where at,
                                                              const char *fmt, va_list ap)
{
    struct al_branch b;
    if (al_namespace_branch_fill(ctx->ns, al_namespace_branch_of(ctx->ns, node), &b))
        al_vreport_branch(ctx->ts, rule, at, &b, fmt, ap);
    else
        al_vreport(ctx->ts, rule, at, fmt, ap);
}

void ob_report(struct al_context *ctx, const struct al_rule_id *rule, uint32_t node,
               const char *fmt, ...)
{
    char path[128];
    const struct al_aml_node *n = &ctx->ns->nodes[node];
    ob_path(ctx->ns, node, path, sizeof(path));
    va_list ap;
    va_start(ap, fmt);
    report_node(ctx, rule, node, where_of(ctx, n->table, n->offset, path), fmt, ap);
    va_end(ap);
}

void ob_report_at(struct al_context *ctx, const struct al_rule_id *rule, int32_t table,
                  uint32_t offset, uint32_t node, const char *fmt, ...)
{
    char path[128];
    ob_path(ctx->ns, node, path, sizeof(path));
    va_list ap;
    va_start(ap, fmt);
    report_node(ctx, rule, node, where_of(ctx, table, offset, path), fmt, ap);
    va_end(ap);
}

/* The If/Else on node's chain that decides whether node exists, or NULL. */
static const struct al_aml_cond *existence_cond(const struct al_namespace *ns, uint32_t node)
{
    /* Bounded by the depth: every step goes to the parent. */
    for (uint32_t n = node; n != AL_AML_NO_NODE && n < ns->count; n = ns->nodes[n].parent) {
        const struct al_aml_cond *c = al_namespace_cond(ns, n);
        /* Defined by both branches: it exists whichever the load takes, if its parent does. */
        if (c && !(c->flags & AL_AML_COND_BOTH))
            return c;
    }
    return NULL;
}

static bool same_branch(const struct al_aml_cond *a, const struct al_aml_cond *b)
{
    return a->table == b->table && a->if_offset == b->if_offset && a->branch == b->branch;
}

const struct al_aml_cond *ob_presence_cond(const struct al_namespace *ns, uint32_t obj,
                                           uint32_t subject)
{
    if (obj == AL_AML_NO_NODE || obj >= ns->count)
        return NULL;
    const struct al_aml_cond *c = existence_cond(ns, obj);
    if (!c)
        return NULL;
    /* The subject exists only in the same branch: whenever it exists, so does obj. */
    for (uint32_t n = subject; n != AL_AML_NO_NODE && n < ns->count; n = ns->nodes[n].parent) {
        const struct al_aml_cond *s = al_namespace_cond(ns, n);
        if (s && !(s->flags & AL_AML_COND_BOTH) && same_branch(s, c))
            return NULL;
    }
    return c;
}

const char *ob_cond_clause(const struct al_namespace *ns, const struct al_aml_cond *c, char *buf,
                           size_t size)
{
    const char *clause = al_namespace_branch_clause(ns, c, buf, size);
    return clause[0] == ' ' ? clause + 1 : clause;
}

void ob_report_unverified(struct al_context *ctx, const struct al_rule_id *rule, uint32_t subject,
                          uint32_t obj, const struct al_aml_cond *c, const char *consequence)
{
    char path[128], clause[192];
    ob_path(ctx->ns, obj, path, sizeof(path));
    ob_report(ctx, AL_R_OBJ_PRESENCE_UNVERIFIED, subject,
              "%s not verified: %s exists %s, and ACPICA creates one branch when it loads the "
              "table; without it, %s",
              rule->id, path, ob_cond_clause(ctx->ns, c, clause, sizeof(clause)), consequence);
}

size_t ob_skip_name(struct al_span s, size_t pos, size_t end)
{
    uint8_t b;
    if (!al_read_u8(s, pos, &b))
        return 0;
    if (b == '\\') {
        pos++;
    } else {
        while (pos < end && al_read_u8(s, pos, &b) && b == '^')
            pos++;
    }
    if (pos >= end || !al_read_u8(s, pos, &b))
        return 0;
    size_t segs;
    if (b == 0x00)
        return pos + 1;
    if (b == 0x2E) {
        segs = 2;
        pos++;
    } else if (b == 0x2F) {
        uint8_t c;
        if (!al_aml_read_seg_count(s, pos, &c))
            return 0;
        segs = c;
        pos += 2;
    } else {
        segs = 1;
    }
    size_t after = pos + 4 * segs;
    return after <= end ? after : 0;
}

static bool is_name_lead(uint8_t b)
{
    return b == '\\' || b == '^' || b == '_' || (b >= 'A' && b <= 'Z') || b == 0x2E ||
           b == 0x2F;
}

/* A PkgLength-delimited object at pos (opcode already at pos): its end and content start. */
static bool pkg_bounds(struct al_span s, size_t pos, size_t end, size_t *content, size_t *obj_end)
{
    uint32_t len;
    size_t nb;
    if (!al_aml_pkglen(s, pos + 1, &len, &nb) || len < nb || (size_t)len > end - (pos + 1))
        return false;
    *content = pos + 1 + nb;
    *obj_end = pos + 1 + len;
    return true;
}

bool ob_read_object(struct al_span s, size_t pos, size_t end, struct ob_obj *o)
{
    memset(o, 0, sizeof(*o));
    o->start = pos;
    uint8_t b;
    if (pos >= end || !al_read_u8(s, pos, &b))
        return false;
    uint64_t v = 0;
    switch (b) {
    case 0x00: case 0x01: case 0xFF:
        o->kind = OB_INTEGER;
        o->integer = b == 0x00 ? 0 : b == 0x01 ? 1 : ~0ull;
        o->end = pos + 1;
        return true;
    case 0x0A: case 0x0B: case 0x0C: case 0x0E: {
        size_t n;
        if (!al_aml_read_const(s, pos, &v, &n) || n > end - pos)
            return false;
        o->kind = OB_INTEGER;
        o->integer = v;
        o->end = pos + n;
        return true;
    }
    case 0x0D:
        for (size_t p = pos + 1; p < end; p++) {
            uint8_t c;
            if (!al_read_u8(s, p, &c))
                return false;
            if (c == 0) {
                o->kind = OB_STRING;
                o->data = pos + 1;
                o->data_len = p - (pos + 1);
                o->end = p + 1;
                return true;
            }
        }
        return false;
    case 0x11: {
        size_t content, obj_end;
        struct ob_obj size;
        if (!pkg_bounds(s, pos, end, &content, &obj_end) ||
            !ob_read_object(s, content, obj_end, &size))
            return false;
        o->kind = OB_BUFFER;
        o->buffer_size = size.kind == OB_INTEGER ? size.integer : ~0ull;
        o->data = size.end;
        o->data_len = obj_end - size.end;
        o->end = obj_end;
        return size.kind == OB_INTEGER;
    }
    case 0x12: {
        size_t content, obj_end;
        uint8_t count;
        if (!pkg_bounds(s, pos, end, &content, &obj_end) || content >= obj_end ||
            !al_read_u8(s, content, &count))
            return false;
        o->kind = OB_PACKAGE;
        o->count = count;
        o->elements = content + 1;
        o->end = obj_end;
        return true;
    }
    case 0x13: {
        size_t content, obj_end;
        struct ob_obj count;
        if (!pkg_bounds(s, pos, end, &content, &obj_end) ||
            !ob_read_object(s, content, obj_end, &count) || count.kind != OB_INTEGER)
            return false;
        o->kind = OB_PACKAGE;
        o->count = count.integer;
        o->elements = count.end;
        o->end = obj_end;
        return true;
    }
    default:
        break;
    }
    if (is_name_lead(b)) {
        size_t e = ob_skip_name(s, pos, end);
        if (!e)
            return false;
        o->kind = OB_NAME;
        o->end = e;
        return true;
    }
    o->kind = OB_OTHER;
    return false;
}

bool ob_name_value(const struct al_namespace *ns, uint32_t node, struct ob_obj *out)
{
    if (!ob_defined(ns, node))
        return false;
    struct al_span s = ob_table_span(ns, node);
    size_t pos = ns->nodes[node].offset;
    uint8_t op;
    if (!al_read_u8(s, pos, &op) || op != 0x08)
        return false;
    size_t value = ob_skip_name(s, pos + 1, s.len);
    return value && ob_read_object(s, value, s.len, out);
}
