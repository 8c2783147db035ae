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

/*
 * Character classes of the name grammar (20.2.2): LeadNameChar is A-Z and
 * '_', NameChar adds 0-9, and a NameString starts with a LeadNameChar, a
 * RootChar, a ParentPrefixChar or a Dual/MultiNamePrefix.  One table
 * lookup per byte: names are the most frequent thing in byte code.
 */
#define LEAD AL_AML_NC_LEAD
#define NAME AL_AML_NC_NAME
#define START AL_AML_NC_START
#define L (LEAD | NAME | START)
const uint8_t al_aml_name_class[256] = {
    ['0'] = NAME, ['1'] = NAME, ['2'] = NAME, ['3'] = NAME, ['4'] = NAME,
    ['5'] = NAME, ['6'] = NAME, ['7'] = NAME, ['8'] = NAME, ['9'] = NAME,
    ['A'] = L, ['B'] = L, ['C'] = L, ['D'] = L, ['E'] = L, ['F'] = L, ['G'] = L,
    ['H'] = L, ['I'] = L, ['J'] = L, ['K'] = L, ['L'] = L, ['M'] = L, ['N'] = L,
    ['O'] = L, ['P'] = L, ['Q'] = L, ['R'] = L, ['S'] = L, ['T'] = L, ['U'] = L,
    ['V'] = L, ['W'] = L, ['X'] = L, ['Y'] = L, ['Z'] = L, ['_'] = L,
    [AML_ROOT_CHAR] = START, [AML_PARENT_PREFIX] = START,
    [AML_DUAL_NAME_PREFIX] = START, [AML_MULTI_NAME_PREFIX] = START,
};
#undef L
#undef START
#undef NAME
#undef LEAD

static bool lead_char(uint8_t b)
{
    return al_aml_name_class[b] & AL_AML_NC_LEAD;
}

/* A NameSeg: a LeadNameChar and three NameChars. */
static bool valid_seg(const uint8_t *seg)
{
    return (al_aml_name_class[seg[0]] & AL_AML_NC_LEAD) &&
           (al_aml_name_class[seg[1]] & al_aml_name_class[seg[2]] & al_aml_name_class[seg[3]] &
            AL_AML_NC_NAME);
}

bool al_aml_name_decode(struct al_span s, size_t pos, struct al_aml_name *out)
{
    out->start = pos;
    out->root = false;
    out->parents = 0;
    uint8_t b;
    if (!al_read_u8(s, pos, &b))
        return false;
    if (b == AML_ROOT_CHAR) {
        out->root = true;
        pos++;
    } else {
        while (b == AML_PARENT_PREFIX) {
            out->parents++;
            if (!al_read_u8(s, ++pos, &b))
                return false;
        }
    }
    if (!al_read_u8(s, pos, &b))
        return false;
    uint32_t count;
    if (lead_char(b)) {
        count = 1;
    } else if (b == AML_ZERO) {   /* NullName */
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
    } else {
        return false;
    }
    out->segs = pos;
    out->count = count;
    if (!al_span_has(s, pos, (size_t)count * 4))
        return false;
    for (uint32_t i = 0; i < count; i++)
        if (!valid_seg(s.data + pos + (size_t)i * 4))
            return false;
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
