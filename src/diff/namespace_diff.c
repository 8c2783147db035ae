/* SPDX-License-Identifier: MIT */
/*
 * The namespace section: objects added and removed (an added Device is one
 * line, its children counted in it), type changes, method bodies changed
 * (a hash of the body's AML: names in AML are names, not offsets, so a body
 * that moved in the table keeps its hash), and the values of named data
 * objects: _HID/_CID as EISA ids or strings, buffers that are resource
 * templates (_CRS, _PRS, the RBUF a _CRS method returns) decoded descriptor
 * by descriptor with src/aml's decoder.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff_internal.h"

struct entry {
    char *path;
    uint32_t node;
};

struct ns_side {
    const struct al_namespace *ns;
    struct entry *e;
    size_t count;
};

static int by_path(const void *a, const void *b)
{
    return strcmp(((const struct entry *)a)->path, ((const struct entry *)b)->path);
}

/*
 * Paths held per side at most: a real namespace's are a few MiB (the Altra's
 * 180 KiB DSDT: under 1 MiB); a hostile one of a million nodes nested 200
 * deep would ask for gigabytes.  Past it the namespace is not compared
 * object by object, and one line says so.
 */
#define MAX_PATH_BYTES ((size_t)64 << 20)

/* Lists ns's paths, sorted.  -1: memory ran out; 1: past MAX_PATH_BYTES; 0: done. */
static int list_side(struct ns_side *s, const struct al_namespace *ns)
{
    s->ns = ns;
    s->count = 0;
    s->e = calloc((size_t)ns->count + 1, sizeof(*s->e));
    if (!s->e)
        return -1;
    size_t held = 0;
    for (uint32_t i = 1; i < ns->count; i++) {
        char buf[1024];
        size_t need = al_namespace_path(ns, i, buf, sizeof(buf));
        if (need >= sizeof(buf))
            continue; /* deeper than any real namespace: its parent's change covers it */
        if ((held += need + 1) > MAX_PATH_BYTES)
            return 1;
        if (!(s->e[s->count].path = strdup(buf)))
            return -1;
        s->e[s->count++].node = i;
    }
    qsort(s->e, s->count, sizeof(*s->e), by_path);
    return 0;
}

static void free_side(struct ns_side *s)
{
    for (size_t i = 0; s->e && i < s->count; i++)
        free(s->e[i].path);
    free(s->e);
}

/* FNV-1a, 64 bits: a body's fingerprint (equal bodies, equal hashes; the bytes decide). */
static uint64_t fnv1a(struct al_span s)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < s.len; i++) {
        h ^= s.data[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static struct al_span method_body(const struct al_namespace *ns, uint32_t node)
{
    const struct al_table *t = al_namespace_table(ns, node);
    if (!t)
        return al_span_make(NULL, 0);
    return al_span_sub(al_table_body(t), ns->nodes[node].data_offset, ns->nodes[node].data_length);
}

static bool is_id_name(const char *path)
{
    size_t n = strlen(path);
    return n >= 4 && (!strcmp(path + n - 4, "_HID") || !strcmp(path + n - 4, "_CID"));
}

/* One descriptor in words: "Memory32Fixed 0x9000000 len 0x1000", "Interrupt 33". */
static void resource_text(struct al_span buf, const struct al_resource *r, char *out, size_t size)
{
    const char *k = al_resource_kind_name(r->kind);
    switch (r->kind) {
    case AL_RES_MEMORY32_FIXED:
    case AL_RES_MEMORY24:
    case AL_RES_MEMORY32:
    case AL_RES_IO:
    case AL_RES_FIXED_IO:
        snprintf(out, size, "%s 0x%llx len 0x%llx", k, (unsigned long long)r->minimum,
                 (unsigned long long)r->address_length);
        break;
    case AL_RES_DWORD_ADDRESS:
    case AL_RES_WORD_ADDRESS:
    case AL_RES_QWORD_ADDRESS:
    case AL_RES_EXT_ADDRESS:
        snprintf(out, size, "%s type %u 0x%llx-0x%llx len 0x%llx tra 0x%llx", k, r->resource_type,
                 (unsigned long long)r->minimum, (unsigned long long)r->maximum,
                 (unsigned long long)r->address_length, (unsigned long long)r->translation);
        break;
    case AL_RES_IRQ:
    case AL_RES_EXT_INTERRUPT: {
        size_t used = (size_t)snprintf(out, size, "%s", k);
        for (uint32_t i = 0; i < r->irq_count && i < AL_RES_MAX_IRQS && used + 12 < size; i++)
            used += (size_t)snprintf(out + used, size - used, "%s%u", i ? "," : " ", r->irqs[i]);
        snprintf(out + used, size - used, " flags 0x%x", r->irq_flags);
        break;
    }
    case AL_RES_REGISTER:
        snprintf(out, size, "%s space %u width %u 0x%llx", k, r->space_id, r->bit_width,
                 (unsigned long long)r->minimum);
        break;
    default: {
        /* no decoded fields: the descriptor's bytes */
        size_t used = (size_t)snprintf(out, size, "%s ", k);
        for (size_t i = 0; i < r->length && i < 24 && used + 3 < size; i++) {
            uint8_t b = 0;
            al_read_u8(buf, r->offset + i, &b);
            used += (size_t)snprintf(out + used, size - used, "%02x", b);
        }
        break;
    }
    }
}

#define MAX_RES 64u

/* Decodes a resource template; false when the buffer is not one (no end tag, malformed). */
static bool decode(struct al_span buf, struct al_resource *r, size_t *n)
{
    size_t off = 0;
    *n = 0;
    for (;;) {
        struct al_resource one;
        memset(&one, 0, sizeof(one));
        int rc = al_resource_next(buf, &off, &one);
        if (rc < 0)
            return false;
        if (rc == 0)
            return one.kind == AL_RES_END_TAG || (*n > 0 && off >= buf.len);
        if (*n == MAX_RES)
            return false;
        r[(*n)++] = one;
    }
}

static void diff_resources(struct al_diff *d, const char *path, struct al_span ob,
                           struct al_span nb, bool *done)
{
    struct al_resource *orr = malloc(2 * MAX_RES * sizeof(*orr)), *nrr = orr + MAX_RES;
    size_t on, nn;
    *done = false;
    if (!orr) {
        d->oom = true;
        *done = true;
        return;
    }
    if (!decode(ob, orr, &on) || !decode(nb, nrr, &nn)) {
        free(orr);
        return;
    }
    *done = true;
    size_t most = on > nn ? on : nn;
    for (size_t i = 0; i < most; i++) {
        char ov[200] = "", nv[200] = "", sub[1100];
        if (i < on)
            resource_text(ob, &orr[i], ov, sizeof(ov));
        if (i < nn)
            resource_text(nb, &nrr[i], nv, sizeof(nv));
        if (i < on && i < nn && !strcmp(ov, nv))
            continue;
        if (most > 1)
            snprintf(sub, sizeof(sub), "%s[%zu]", path, i);
        else
            snprintf(sub, sizeof(sub), "%s", path);
        al_diff_add(d, AL_DIFF_NAMESPACE, AL_DIFF_CHANGED, sub, i < on ? ov : NULL,
                    i < nn ? nv : NULL, "resource");
    }
    free(orr);
}

/* A Name's value in words: an integer (an EISA id for _HID/_CID), a string, a buffer's size. */
static void value_text(const struct al_namespace *ns, uint32_t node, const char *path, char *buf,
                       size_t size)
{
    const struct al_aml_node *n = &ns->nodes[node];
    buf[0] = '\0';
    if (n->flags & AL_AML_NODE_HAS_INT) {
        char eisa[8];
        if (is_id_name(path) && n->integer <= UINT32_MAX && al_eisaid_valid((uint32_t)n->integer) &&
            al_eisaid_decode((uint32_t)n->integer, eisa))
            snprintf(buf, size, "%s", eisa);
        else
            snprintf(buf, size, "0x%llx", (unsigned long long)n->integer);
    } else if (n->flags & AL_AML_NODE_HAS_DATA) {
        struct al_span s = al_namespace_data(ns, node);
        if (n->type == AL_AML_STRING) {
            size_t used = 0;
            buf[used++] = '"';
            for (size_t i = 0; i < s.len && s.data[i] && used + 6 < size; i++) {
                unsigned char c = s.data[i];
                if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
                    buf[used++] = (char)c;
                else
                    used += (size_t)snprintf(buf + used, size - used, "\\x%02x", c);
            }
            buf[used++] = '"';
            buf[used] = '\0';
        } else {
            snprintf(buf, size, "Buffer %zu bytes #%016llx", s.len, (unsigned long long)fnv1a(s));
        }
    }
}

static void diff_object(struct al_diff *d, const char *path, const struct al_namespace *ons,
                        uint32_t o, const struct al_namespace *nns, uint32_t n)
{
    const struct al_aml_node *a = &ons->nodes[o], *b = &nns->nodes[n];
    if (a->type != b->type) {
        al_diff_add(d, AL_DIFF_NAMESPACE, AL_DIFF_CHANGED, path, al_aml_type_name(a->type),
                    al_aml_type_name(b->type), "type");
        return;
    }
    if (a->type == AL_AML_METHOD) {
        struct al_span ob = method_body(ons, o), nb = method_body(nns, n);
        if (a->method_args != b->method_args || ob.len != nb.len || fnv1a(ob) != fnv1a(nb)) {
            char ov[96], nv[96];
            snprintf(ov, sizeof(ov), "args %u, %zu bytes #%016llx", a->method_args, ob.len,
                     (unsigned long long)fnv1a(ob));
            snprintf(nv, sizeof(nv), "args %u, %zu bytes #%016llx", b->method_args, nb.len,
                     (unsigned long long)fnv1a(nb));
            al_diff_add(d, AL_DIFF_NAMESPACE, AL_DIFF_CHANGED, path, ov, nv, "method body");
        }
        return;
    }
    if (a->type == AL_AML_BUFFER && (a->flags & b->flags & AL_AML_NODE_HAS_DATA)) {
        struct al_span ob = al_namespace_data(ons, o), nb = al_namespace_data(nns, n);
        if (ob.len == nb.len && !memcmp(ob.data, nb.data, ob.len))
            return;
        bool done;
        diff_resources(d, path, ob, nb, &done);
        if (done)
            return;
    }
    char ov[300], nv[300];
    value_text(ons, o, path, ov, sizeof(ov));
    value_text(nns, n, path, nv, sizeof(nv));
    if (strcmp(ov, nv))
        al_diff_add(d, AL_DIFF_NAMESPACE, AL_DIFF_CHANGED, path, ov, nv, "value");
}

/* Objects under an added or removed one are counted in its line, not listed. */
static bool under(const char *path, const char *root)
{
    size_t n = strlen(root);
    return root[0] && !strncmp(path, root, n) && path[n] == '.';
}

static void one_sided(struct al_diff *d, const struct ns_side *s, size_t from, size_t to,
                      enum al_diff_kind kind)
{
    for (size_t i = from; i < to;) {
        size_t j = i + 1;
        while (j < to && under(s->e[j].path, s->e[i].path))
            j++;
        char what[96];
        const char *type = al_aml_type_name(s->ns->nodes[s->e[i].node].type);
        if (j - i > 1)
            snprintf(what, sizeof(what), "%s (+%zu objects inside)", type, j - i - 1);
        else
            snprintf(what, sizeof(what), "%s", type);
        al_diff_add(d, AL_DIFF_NAMESPACE, kind, s->e[i].path, kind == AL_DIFF_REMOVED ? what : NULL,
                    kind == AL_DIFF_ADDED ? what : NULL, NULL);
        i = j;
    }
}

void al_diff_namespace(struct al_diff *d)
{
    if (!d->old_side.have_ns || !d->new_side.have_ns)
        return;
    struct ns_side o = {0}, n = {0};
    int ro = list_side(&o, &d->old_side.ns), rn = ro ? 0 : list_side(&n, &d->new_side.ns);
    if (ro || rn) {
        if (ro < 0 || rn < 0)
            d->oom = true;
        else
            al_diff_add(d, AL_DIFF_NAMESPACE, AL_DIFF_BYTES, "\\", NULL, NULL,
                        "namespace too large to compare object by object (paths past 64 MiB)");
        free_side(&o);
        free_side(&n);
        return;
    }
    /*
     * Sorted merge.  A run of objects only one side has, with everything
     * under its first, is reported by one_sided() as one line per subtree.
     */
    size_t i = 0, j = 0;
    while (i < o.count || j < n.count) {
        int c = i == o.count ? 1 : j == n.count ? -1 : strcmp(o.e[i].path, n.e[j].path);
        if (c == 0) {
            diff_object(d, n.e[j].path, o.ns, o.e[i].node, n.ns, n.e[j].node);
            i++, j++;
        } else if (c < 0) {
            size_t k = i + 1;
            while (k < o.count && under(o.e[k].path, o.e[i].path))
                k++;
            one_sided(d, &o, i, k, AL_DIFF_REMOVED);
            i = k;
        } else {
            size_t k = j + 1;
            while (k < n.count && under(n.e[k].path, n.e[j].path))
                k++;
            one_sided(d, &n, j, k, AL_DIFF_ADDED);
            j = k;
        }
    }
    free_side(&o);
    free_side(&n);
}
