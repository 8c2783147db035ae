/* SPDX-License-Identifier: MIT */
/*
 * --namespace output: text (one line per object sorted by path) and JSON.
 * Objects only declared by External() are left out of the text form, as
 * ACPICA creates no namespace node for External (ACPI 6.5 section 19.6.45);
 * the JSON form lists them with "external": true.
 */
#include "aml/aml_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/outbuf.h"

/*
 * The text listing is the hot path of `--namespace` on big tables (one line
 * per object), so lines are formatted by hand into a block that is written
 * whole, and each path is extended from its parent's instead of rebuilt.
 */
struct text_out {
    struct al_outbuf o;
    char buf[1 << 14];
};

/* " if@0x", " else@0x", " if+else@0x" or " while@0x": which branch creates the object. */
static const char *cond_label(const struct al_aml_cond *c)
{
    if (c->branch == AL_AML_BRANCH_WHILE)
        return " while@0x";
    if (c->flags & AL_AML_COND_BOTH)
        return " if+else@0x";
    return c->branch == AL_AML_BRANCH_ELSE ? " else@0x" : " if@0x";
}

/* Room a line needs after its path: type, method flags, table and offset. */
#define LINE_TAIL_MAX 128
/* Paths up to this long (six levels) are copied as one block; the path buffer has this much slack. */
#define PATH_BLOCK 32

/*
 * Pieces of a line copied as fixed 16-byte blocks and advanced by their
 * length (a line always has LINE_TAIL_MAX bytes of room), instead of
 * character loops: the type name with its leading space, and per table
 * " SIGN[instance]+0x".
 */
struct piece {
    char text[16];
    size_t len;
};

static char *put_piece(char *p, const struct piece *piece)
{
    memcpy(p, piece->text, sizeof(piece->text));
    return p + piece->len;
}

static char *put_str(char *p, const char *s)
{
    while (*s)
        *p++ = *s++;
    return p;
}

static void make_piece(struct piece *piece, const char *a, const char *b, unsigned number,
                       const char *c)
{
    memset(piece->text, 0, sizeof(piece->text)); /* copied whole */
    int len = number ? snprintf(piece->text, sizeof(piece->text), "%s%s%u%s", a, b, number, c)
                     : snprintf(piece->text, sizeof(piece->text), "%s%s%s", a, b, c);
    piece->len = len < 0 ? 0 : (size_t)len < sizeof(piece->text) ? (size_t)len
                                                                  : sizeof(piece->text) - 1;
}

static char *put_decimal(char *p, uint64_t v)
{
    char digits[24];
    size_t i = sizeof(digits);
    do {
        digits[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (i < sizeof(digits))
        *p++ = digits[i++];
    return p;
}

/* Lower-case hex without leading zeros (every line has an offset), two digits a step. */
static char *put_hex(char *p, uint32_t v, const char (*pairs)[2])
{
    int digits = (32 - __builtin_clz(v | 1) + 3) / 4;
    char *q = p + digits;
    for (; v > 0xFF; v >>= 8) {
        q -= 2;
        memcpy(q, pairs[v & 0xFF], 2);
    }
    if (v > 0xF)
        memcpy(q - 2, pairs[v], 2);
    else
        q[-1] = pairs[v][1];
    return p + digits;
}

struct line_pieces {
    struct piece type[AL_AML_TYPE_COUNT + 1]; /* the last: an invalid type */
    char hex_pairs[256][2];                   /* "00" .. "ff" */
    struct piece *table; /* per table index, built on first use (len 0: not yet) */
};

static bool pieces_init(struct line_pieces *lp, const struct al_namespace *ns)
{
    for (int t = 0; t <= AL_AML_TYPE_COUNT; t++)
        make_piece(&lp->type[t], " ", al_aml_type_name((enum al_aml_type)t), 0, "");
    for (int v = 0; v < 256; v++) {
        lp->hex_pairs[v][0] = "0123456789abcdef"[v >> 4];
        lp->hex_pairs[v][1] = "0123456789abcdef"[v & 0xF];
    }
    size_t tables = ns->ts ? ns->ts->count : 0;
    lp->table = tables ? calloc(tables, sizeof(*lp->table)) : NULL;
    return !tables || lp->table;
}

static void pieces_free(struct line_pieces *lp)
{
    free(lp->table);
}

static const struct piece *table_piece(struct line_pieces *lp, const struct al_namespace *ns,
                                       uint32_t idx)
{
    const struct al_table *t = al_namespace_table(ns, idx);
    if (!t)
        return NULL;
    size_t k = (size_t)ns->nodes[idx].table;
    if (!lp->table[k].len) { /* a built one is at least " SIG+0x" */
        char sig[5];
        memcpy(sig, t->signature, 4);
        sig[4] = '\0';
        make_piece(&lp->table[k], " ", sig, t->instance, "+0x");
    }
    return &lp->table[k];
}

static void write_text_line(struct text_out *o, struct line_pieces *lp,
                            const struct al_namespace *ns, uint32_t idx, const char *path,
                            size_t path_len)
{
    const struct al_aml_node *n = &ns->nodes[idx];
    struct al_outbuf *b = &o->o;
    if (path_len <= PATH_BLOCK && al_outbuf_room(b) >= PATH_BLOCK + LINE_TAIL_MAX) {
        memcpy(b->buf + b->len, path, PATH_BLOCK); /* one fixed-size copy; the rest is overwritten */
        b->len += path_len;
    } else {
        al_outbuf_write(b, path, path_len);
        if (al_outbuf_room(b) < LINE_TAIL_MAX)
            al_outbuf_flush(b);
    }
    char *p = b->buf + b->len;
    p = put_piece(p, &lp->type[n->type < AL_AML_TYPE_COUNT ? n->type : AL_AML_TYPE_COUNT]);
    if (n->type == AL_AML_METHOD) {
        p = put_str(p, " args=");
        p = put_decimal(p, n->method_args);
        if (n->flags & AL_AML_NODE_SERIALIZED)
            p = put_str(p, " serialized");
    }
    const struct piece *table = table_piece(lp, ns, idx);
    if (table) {
        p = put_piece(p, table);
        p = put_hex(p, n->offset, lp->hex_pairs);
    }
    /*
     * In an undecided module-level If/Else: " if@0x1a2" or " else@0x1a2"
     * (the If's offset), " if+else@0x1a2" when both branches define it, or
     * " while@0x1a2" in a While's body.
     */
    const struct al_aml_cond *c = al_namespace_cond(ns, idx);
    if (c) {
        p = put_str(p, cond_label(c));
        p = put_hex(p, c->if_offset, lp->hex_pairs);
    }
    *p++ = '\n';
    b->len = (size_t)(p - b->buf);
}

struct text_walk {
    struct text_out *out;
    struct line_pieces pieces;
    const struct al_namespace *ns;
    char *path; /* the current path: each node's extends its parent's */
};

static void text_visit(void *ctx, uint32_t node, unsigned depth)
{
    struct text_walk *tw = ctx;
    const struct al_aml_node *n = &tw->ns->nodes[node];
    size_t at = 1 + (size_t)(depth - 1) * 5;
    if (depth > 1)
        tw->path[at - 1] = '.';
    memcpy(tw->path + at, n->name, 4);
    if (!(n->flags & AL_AML_NODE_EXTERNAL))
        write_text_line(tw->out, &tw->pieces, tw->ns, node, tw->path, at + 4);
}

void al_namespace_write_text(FILE *out, const struct al_namespace *ns)
{
    if (ns->count <= 1)
        return;
    struct text_walk tw;
    tw.out = malloc(sizeof(*tw.out));
    tw.ns = ns;
    tw.path = malloc((size_t)ns->count * 5 + 2 + PATH_BLOCK);
    bool pieces = pieces_init(&tw.pieces, ns);
    bool ok = tw.out && tw.path && pieces;
    if (ok) {
        al_outbuf_init(&tw.out->o, out, tw.out->buf, sizeof(tw.out->buf));
        memset(tw.path, 0, PATH_BLOCK); /* block copies read this far */
        tw.path[0] = '\\';
        ok = al_namespace_walk_sorted(ns, text_visit, &tw);
        al_outbuf_flush(&tw.out->o);
    }
    if (!ok)
        fputs("acpilint: out of memory while writing the namespace\n", stderr);
    pieces_free(&tw.pieces);
    free(tw.path);
    free(tw.out);
}

void al_namespace_write_json(struct al_json *j, const struct al_namespace *ns)
{
    uint32_t *order = NULL;
    size_t count = al_namespace_sorted(ns, &order);
    al_json_begin_array(j);
    for (size_t i = 0; i < count; i++) {
        const struct al_aml_node *n = &ns->nodes[order[i]];
        char path[AL_AML_MAX_DEPTH * 5 + 8];
        al_namespace_path(ns, order[i], path, sizeof(path));
        al_json_begin_object(j);
        al_json_kv_string(j, "path", path);
        al_json_kv_string(j, "type", al_aml_type_name((enum al_aml_type)n->type));
        const struct al_table *t = al_namespace_table(ns, order[i]);
        if (t) {
            al_json_key(j, "table");
            al_json_string_n(j, t->signature, 4);
            al_json_kv_uint(j, "instance", t->instance);
            al_json_kv_uint(j, "offset", n->offset);
        }
        if (n->type == AL_AML_METHOD) {
            al_json_kv_uint(j, "args", n->method_args);
            al_json_kv_bool(j, "serialized", (n->flags & AL_AML_NODE_SERIALIZED) != 0);
        }
        if (n->flags & AL_AML_NODE_EXTERNAL)
            al_json_kv_bool(j, "external", true);
        const struct al_aml_cond *c = al_namespace_cond(ns, order[i]);
        if (c) {
            /* ACPICA creates this object only if the load takes this branch. */
            al_json_key(j, "conditional");
            al_json_begin_object(j);
            al_json_kv_string(j, "branch", c->branch == AL_AML_BRANCH_WHILE ? "while"
                                           : c->branch == AL_AML_BRANCH_ELSE  ? "else"
                                                                              : "if");
            al_json_kv_uint(j, "if_offset", c->if_offset);
            if (c->flags & AL_AML_COND_BOTH)
                al_json_kv_bool(j, "both_branches", true);
            if (c->flags & AL_AML_COND_SAME)
                al_json_kv_bool(j, "same_in_both", true);
            char by[64];
            if (al_namespace_cond_predicate(ns, c, by, sizeof(by))[0])
                al_json_kv_string(j, "decided_by", by);
            al_json_end_object(j);
        }
        if (n->type == AL_AML_ALIAS && n->alias_target != AL_AML_NO_NODE) {
            al_namespace_path(ns, n->alias_target, path, sizeof(path));
            al_json_kv_string(j, "target", path);
        }
        al_json_end_object(j);
    }
    al_json_end_array(j);
    free(order);
}

int al_namespace_report(struct al_tableset *ts, FILE *out, int json)
{
    struct al_namespace ns;
    int rc = al_namespace_build(ts, &ns);
    if (json) {
        struct al_json j;
        al_json_init(&j, out);
        al_namespace_write_json(&j, &ns);
        al_json_finish(&j);
    } else {
        al_namespace_write_text(out, &ns);
    }
    al_namespace_free(&ns);
    return rc;
}
