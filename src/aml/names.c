/* SPDX-License-Identifier: MIT */
/*
 * Name strings and name resolution.
 * ACPI 6.5 section 20.2.2 (Name Objects Encoding) and section 5.3
 * (namespace search rules: a single NameSeg without prefix is searched in
 * the current scope and then each parent up to the root; any other path is
 * taken as written).
 */
#include "aml/aml_internal.h"

#include <stdio.h>
#include <string.h>

static bool lead_char(uint8_t b)
{
    return (b >= 'A' && b <= 'Z') || b == '_';
}

static bool name_char(uint8_t b)
{
    return lead_char(b) || (b >= '0' && b <= '9');
}

bool al_aml_name_lead(uint8_t b)
{
    return lead_char(b) || b == AML_ROOT_CHAR || b == AML_PARENT_PREFIX ||
           b == AML_DUAL_NAME_PREFIX || b == AML_MULTI_NAME_PREFIX;
}

bool al_aml_name_decode(struct al_span s, size_t pos, struct al_aml_name *out)
{
    memset(out, 0, sizeof(*out));
    out->start = pos;
    uint8_t b;
    if (!al_read_u8(s, pos, &b))
        return false;
    if (b == AML_ROOT_CHAR) {
        out->root = true;
        pos++;
    } else {
        while (al_read_u8(s, pos, &b) && b == AML_PARENT_PREFIX) {
            out->parents++;
            pos++;
        }
    }
    if (!al_read_u8(s, pos, &b))
        return false;
    uint32_t count;
    if (b == AML_ZERO) {          /* NullName */
        count = 0;
        pos++;
    } else if (b == AML_DUAL_NAME_PREFIX) {
        count = 2;
        pos++;
    } else if (b == AML_MULTI_NAME_PREFIX) {
        uint8_t c;
        if (!al_read_u8(s, pos + 1, &c))
            return false;
        count = c;
        pos += 2;
    } else if (lead_char(b)) {
        count = 1;
    } else {
        return false;
    }
    out->segs = pos;
    out->count = count;
    if (!al_span_has(s, pos, (size_t)count * 4))
        return false;
    for (uint32_t i = 0; i < count; i++) {
        const uint8_t *seg = s.data + pos + (size_t)i * 4;
        if (!lead_char(seg[0]) || !name_char(seg[1]) || !name_char(seg[2]) ||
            !name_char(seg[3]))
            return false;
    }
    out->end = pos + (size_t)count * 4;
    return true;
}

char *al_aml_name_format(struct al_span s, const struct al_aml_name *n, char *buf, size_t size)
{
    size_t pos = 0;
#define PUT(c) do { if (pos + 1 < size) buf[pos++] = (char)(c); } while (0)
    if (n->root)
        PUT('\\');
    for (uint32_t i = 0; i < n->parents; i++)
        PUT('^');
    for (uint32_t i = 0; i < n->count; i++) {
        if (i)
            PUT('.');
        const uint8_t *seg = s.data + n->segs + (size_t)i * 4;
        int len = 4;
        while (len > 1 && seg[len - 1] == '_')
            len--;
        for (int k = 0; k < len; k++)
            PUT(seg[k]);
    }
#undef PUT
    if (size)
        buf[pos] = '\0';
    return buf;
}

/* The node the prefix of n designates, or AL_AML_NO_NODE. */
static uint32_t prefix_node(const struct al_namespace *ns, uint32_t scope,
                            const struct al_aml_name *n)
{
    uint32_t node = n->root ? 0 : scope;
    for (uint32_t i = 0; i < n->parents; i++) {
        if (node == AL_AML_NO_NODE || node == 0)
            return AL_AML_NO_NODE;
        node = ns->nodes[node].parent;
    }
    return node;
}

uint32_t al_aml_resolve(const struct al_namespace *ns, uint32_t scope, struct al_span s,
                        const struct al_aml_name *n)
{
    uint32_t node = prefix_node(ns, scope, n);
    if (n->count == 0) /* "\" or "^" alone name a scope; a bare NullName names nothing */
        return (n->root || n->parents) ? node : AL_AML_NO_NODE;
    if (node == AL_AML_NO_NODE)
        return node;
    const char *segs = (const char *)s.data + n->segs;
    if (n->count == 1 && !n->root && n->parents == 0) {
        /* Search rule: this scope, then each parent up to the root. */
        for (uint32_t sc = node; sc != AL_AML_NO_NODE; sc = ns->nodes[sc].parent) {
            uint32_t hit = al_namespace_child(ns, sc, segs);
            if (hit != AL_AML_NO_NODE)
                return hit;
        }
        return AL_AML_NO_NODE;
    }
    for (uint32_t i = 0; i < n->count && node != AL_AML_NO_NODE; i++)
        node = al_namespace_child(ns, node, segs + (size_t)i * 4);
    return node;
}

uint32_t al_aml_parent_of(const struct al_namespace *ns, uint32_t scope, struct al_span s,
                          const struct al_aml_name *n)
{
    uint32_t node = prefix_node(ns, scope, n);
    if (n->count == 0)
        return AL_AML_NO_NODE;
    const char *segs = (const char *)s.data + n->segs;
    for (uint32_t i = 0; i + 1 < n->count && node != AL_AML_NO_NODE; i++)
        node = al_namespace_child(ns, node, segs + (size_t)i * 4);
    return node;
}
