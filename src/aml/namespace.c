/* SPDX-License-Identifier: MIT */
/*
 * Namespace storage: a node array (parent/child/sibling indices, never
 * pointers, so growing the array is safe) and an open-addressed hash of
 * (parent, name segment) for constant-time child lookup, so building the
 * namespace stays linear in the size of the tables.
 * ACPI 6.5 section 5.3 (ACPI Namespace).
 */
#include "aml/aml_internal.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static const char *const type_names[AL_AML_TYPE_COUNT] = {
    /* ACPICA utdecode.c AcpiGbl_NsTypeNames, as acpiexec's namespace dump prints them */
    [AL_AML_ANY] = "Untyped",
    [AL_AML_INTEGER] = "Integer",
    [AL_AML_STRING] = "String",
    [AL_AML_BUFFER] = "Buffer",
    [AL_AML_PACKAGE] = "Package",
    [AL_AML_FIELD_UNIT] = "FieldUnit",
    [AL_AML_DEVICE] = "Device",
    [AL_AML_EVENT] = "Event",
    [AL_AML_METHOD] = "Method",
    [AL_AML_MUTEX] = "Mutex",
    [AL_AML_REGION] = "Region",
    [AL_AML_POWER] = "Power",
    [AL_AML_PROCESSOR] = "Processor",
    [AL_AML_THERMAL] = "Thermal",
    [AL_AML_BUFFER_FIELD] = "BufferField",
    [AL_AML_DDB_HANDLE] = "DdbHandle",
    [AL_AML_DEBUG] = "DebugObject",
    [AL_AML_REGION_FIELD] = "RegionField",
    [AL_AML_BANK_FIELD] = "BankField",
    [AL_AML_INDEX_FIELD] = "IndexField",
    [AL_AML_ALIAS] = "Alias",
    [AL_AML_METHOD_ALIAS] = "MethodAlias",
    [AL_AML_SCOPE] = "Scope",
};

const char *al_aml_type_name(enum al_aml_type type)
{
    if ((unsigned)type >= AL_AML_TYPE_COUNT || !type_names[type])
        return "Invalid";
    return type_names[type];
}

static uint32_t seg_u32(const char seg[4])
{
    return (uint32_t)(uint8_t)seg[0] | (uint32_t)(uint8_t)seg[1] << 8 |
           (uint32_t)(uint8_t)seg[2] << 16 | (uint32_t)(uint8_t)seg[3] << 24;
}

static uint32_t hash_key(uint32_t parent, uint32_t seg)
{
    uint64_t h = ((uint64_t)parent << 32 | seg) * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(h >> 32);
}

void al_namespace_init(struct al_namespace *ns, const struct al_tableset *ts)
{
    memset(ns, 0, sizeof(*ns));
    ns->ts = ts;
}

void al_namespace_free(struct al_namespace *ns)
{
    free(ns->nodes);
    free(ns->refs);
    free(ns->hash);
    free(ns->conds);
    al_aml_returns_memo_free(ns->returns_memo);
    memset(ns, 0, sizeof(*ns));
}

static void hash_insert(struct al_aml_hash_slot *hash, uint32_t size,
                        struct al_aml_hash_slot entry)
{
    /* The table is never more than half full (hash_reserve), so a free slot exists. */
    uint32_t mask = size - 1, i = hash_key(entry.parent, entry.seg) & mask;
    while (hash[i].node != AL_AML_NO_NODE)
        i = (i + 1) & mask;
    hash[i] = entry;
}

/* Room for `more` entries beyond those in use, at most half full. */
static bool hash_reserve(struct al_namespace *ns, uint32_t more)
{
    uint64_t need = ((uint64_t)ns->hash_used + more) * 2;
    if (need <= ns->hash_size)
        return true;
    uint32_t size = ns->hash_size ? ns->hash_size : 256;
    while (size < need)
        size *= 2;
    struct al_aml_hash_slot *h = malloc((size_t)size * sizeof(*h));
    if (!h)
        return false;
    memset(h, 0xff, (size_t)size * sizeof(*h));
    for (uint32_t i = 0; i < ns->hash_size; i++)
        if (ns->hash[i].node != AL_AML_NO_NODE)
            hash_insert(h, size, ns->hash[i]);
    free(ns->hash);
    ns->hash = h;
    ns->hash_size = size;
    return true;
}

static void hash_add(struct al_namespace *ns, uint32_t parent, uint32_t child)
{
    hash_insert(ns->hash, ns->hash_size,
                (struct al_aml_hash_slot){parent, seg_u32(ns->nodes[child].name), child});
    ns->hash_used++;
}

uint32_t al_namespace_child(const struct al_namespace *ns, uint32_t parent, const char seg[4])
{
    /*
     * A node without children (every method: the search rules start in
     * one) answers at once.  A few children are compared along the list:
     * they were created one after another, so the nodes share cache lines,
     * where a hash probe on a large namespace is a cache miss.
     */
    if (parent >= ns->count)
        return AL_AML_NO_NODE;
    const struct al_aml_node *p = &ns->nodes[parent];
    uint32_t key = seg_u32(seg);
    if (p->child_count < AL_AML_HASHED_CHILDREN) {
        for (uint32_t c = p->first_child; c != AL_AML_NO_NODE; c = ns->nodes[c].next_sibling)
            if (seg_u32(ns->nodes[c].name) == key)
                return c;
        return AL_AML_NO_NODE;
    }
    uint32_t mask = ns->hash_size - 1;
    for (uint32_t i = hash_key(parent, key) & mask;; i = (i + 1) & mask) {
        const struct al_aml_hash_slot *slot = &ns->hash[i];
        if (slot->node == AL_AML_NO_NODE)
            return AL_AML_NO_NODE;
        if (slot->parent == parent && slot->seg == key)
            return slot->node;
    }
}

/*
 * A namespace of hundreds of thousands of nodes fills tens of MiB, and each
 * 4 KiB page of it costs a page fault (about 2 us in a VM; on the 100k-device
 * table the faults were over a third of the run).  Where the kernel offers
 * transparent huge pages on request, the 2 MiB aligned inside of a node
 * array of 4 MiB or more asks for them: one fault a 2 MiB page.  Smaller
 * arrays are left alone: a huge page would zero far more than they use.
 */
static void advise_huge_pages(void *p, size_t size)
{
#ifdef MADV_HUGEPAGE
    const uintptr_t huge = (uintptr_t)2 << 20;
    if (size < 2 * huge)
        return;
    uintptr_t lo = ((uintptr_t)p + huge - 1) & ~(huge - 1);
    uintptr_t hi = ((uintptr_t)p + size) & ~(huge - 1);
    if (hi > lo)
        (void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE); /* advice only: may be refused */
#else
    (void)p;
    (void)size;
#endif
}

bool al_ns_reserve(struct al_namespace *ns, uint32_t nodes)
{
    if (nodes > AL_AML_MAX_NODES)
        nodes = AL_AML_MAX_NODES;
    if (nodes > ns->capacity) {
        struct al_aml_node *n = realloc(ns->nodes, (size_t)nodes * sizeof(*n));
        if (!n)
            return false;
        ns->nodes = n;
        ns->capacity = nodes;
        advise_huge_pages(n, (size_t)nodes * sizeof(*n));
    }
    /* Only the node array: pages of it never used are never touched. */
    return true;
}

/* Links a new child under parent, hashing the family once it grows large. */
static bool link_child(struct al_namespace *ns, uint32_t parent, uint32_t idx)
{
    struct al_aml_node *p = &ns->nodes[parent];
    if (p->child_count + 1u >= AL_AML_HASHED_CHILDREN) {
        bool first = p->child_count + 1u == AL_AML_HASHED_CHILDREN;
        if (!hash_reserve(ns, first ? AL_AML_HASHED_CHILDREN : 1))
            return false;
        if (first)
            for (uint32_t c = p->first_child; c != AL_AML_NO_NODE; c = ns->nodes[c].next_sibling)
                hash_add(ns, parent, c);
        hash_add(ns, parent, idx);
    }
    if (p->child_count < UINT16_MAX)
        p->child_count++;
    if (p->last_child == AL_AML_NO_NODE)
        p->first_child = idx;
    else
        ns->nodes[p->last_child].next_sibling = idx;
    p->last_child = idx;
    return true;
}

static uint32_t new_node(struct al_namespace *ns, uint32_t parent, const char seg[4])
{
    if (ns->count >= AL_AML_MAX_NODES) {
        ns->truncated = true;
        return AL_AML_NO_NODE;
    }
    if (ns->count == ns->capacity) {
        uint32_t cap = ns->capacity ? ns->capacity * 2 : 256;
        struct al_aml_node *n = realloc(ns->nodes, (size_t)cap * sizeof(*n));
        if (!n)
            return AL_AML_NO_NODE;
        ns->nodes = n;
        ns->capacity = cap;
    }
    uint32_t idx = ns->count;
    struct al_aml_node *n = &ns->nodes[idx];
    memset(n, 0, sizeof(*n));
    memcpy(n->name, seg, 4);
    n->parent = parent;
    n->first_child = n->last_child = n->next_sibling = AL_AML_NO_NODE;
    n->alias_target = AL_AML_NO_NODE;
    n->table = -1;
    if (parent != AL_AML_NO_NODE && !link_child(ns, parent, idx))
        return AL_AML_NO_NODE;
    ns->count++;
    return idx;
}

bool al_ns_ensure_root(struct al_namespace *ns)
{
    if (ns->count)
        return true;
    uint32_t r = new_node(ns, AL_AML_NO_NODE, "\\___");
    if (r == AL_AML_NO_NODE)
        return false;
    ns->nodes[r].type = AL_AML_SCOPE;
    return true;
}

uint32_t al_ns_add(struct al_namespace *ns, uint32_t parent, const char seg[4], int *created)
{
    *created = 0;
    uint32_t n = al_namespace_child(ns, parent, seg);
    if (n != AL_AML_NO_NODE)
        return n;
    n = new_node(ns, parent, seg);
    if (n != AL_AML_NO_NODE)
        *created = 1;
    return n;
}

static const char *skip_seg(const char *p, char seg[4])
{
    int i = 0;
    while (*p && *p != '.' && i < 4)
        seg[i++] = *p++;
    while (i < 4)
        seg[i++] = '_';
    while (*p && *p != '.')
        p++;
    return p;
}

uint32_t al_namespace_lookup(const struct al_namespace *ns, const char *path)
{
    if (!ns->count || !path)
        return AL_AML_NO_NODE;
    uint32_t n = 0;
    if (*path == '\\')
        path++;
    while (*path) {
        char seg[4];
        path = skip_seg(path, seg);
        n = al_namespace_child(ns, n, seg);
        if (n == AL_AML_NO_NODE)
            return n;
        if (*path == '.')
            path++;
    }
    return n;
}

size_t al_namespace_path(const struct al_namespace *ns, uint32_t node, char *buf, size_t size)
{
    /* Collect the chain upwards (bounded by the node count), then write down. */
    uint32_t chain[AL_AML_MAX_DEPTH + 8];
    size_t depth = 0;
    for (uint32_t n = node; n != AL_AML_NO_NODE && n != 0 && n < ns->count;
         n = ns->nodes[n].parent) {
        if (depth == sizeof(chain) / sizeof(chain[0]))
            break;
        chain[depth++] = n;
    }
    size_t need = depth ? depth * 5 : 1;
    if (size) {
        size_t pos = 0;
        if (pos + 1 < size)
            buf[pos++] = '\\';
        for (size_t i = depth; i-- > 0;) {
            if (i + 1 != depth && pos + 1 < size)
                buf[pos++] = '.';
            for (int k = 0; k < 4 && pos + 1 < size; k++)
                buf[pos++] = ns->nodes[chain[i]].name[k];
        }
        buf[pos] = '\0';
    }
    return need;
}

/* A segment as a big-endian integer: integer order is byte (memcmp) order. */
static uint32_t seg_key(const char seg[4])
{
    return (uint32_t)(uint8_t)seg[0] << 24 | (uint32_t)(uint8_t)seg[1] << 16 |
           (uint32_t)(uint8_t)seg[2] << 8 | (uint32_t)(uint8_t)seg[3];
}

/*
 * Every segment is 4 characters, so sorting absolute paths as strings is a
 * depth-first walk that visits each node's children in segment order: a
 * parent's path is a prefix of its children's and sorts first.  Each
 * family is sorted when the walk enters it, in a scratch stack that holds
 * only the families on the current path: most families are a handful of
 * names (insertion sort), big ones such as \_SB are radix sorted.  The
 * memory touched stays small, where sorting every node at once needed five
 * arrays of the namespace's size.
 */
struct sort_entry {
    uint32_t key; /* the segment, big-endian: integer order is byte order */
    uint32_t node;
};

struct sort_frame {
    size_t start, pos, end; /* the family in the scratch stack; next to visit */
};

static void sort_small(struct sort_entry *e, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        struct sort_entry x = e[i];
        size_t j = i;
        for (; j > 0 && e[j - 1].key > x.key; j--)
            e[j] = e[j - 1];
        e[j] = x;
    }
}

/* LSD radix sort by key, 8 bits a pass; tmp holds n entries. */
static void sort_radix(struct sort_entry *e, struct sort_entry *tmp, size_t n)
{
    struct sort_entry *from = e, *to = tmp;
    for (unsigned shift = 0; shift < 32; shift += 8) {
        size_t bucket[257] = {0};
        for (size_t i = 0; i < n; i++)
            bucket[((from[i].key >> shift) & 0xFF) + 1]++;
        if (bucket[((from[0].key >> shift) & 0xFF) + 1] == n)
            continue; /* every key has this byte: the pass would change nothing */
        for (unsigned b = 1; b < 257; b++)
            bucket[b] += bucket[b - 1];
        for (size_t i = 0; i < n; i++)
            to[bucket[(from[i].key >> shift) & 0xFF]++] = from[i];
        struct sort_entry *swap = from;
        from = to;
        to = swap;
    }
    if (from != e)
        memcpy(e, from, n * sizeof(*e));
}

#define SORT_SMALL_FAMILY 16

/* Pushes node's children, sorted, on the scratch stack at *top; returns how many. */
static size_t push_family(const struct al_namespace *ns, uint32_t node, struct sort_entry *stack,
                          size_t *top, struct sort_entry *tmp)
{
    size_t start = *top, n = 0;
    for (uint32_t c = ns->nodes[node].first_child; c != AL_AML_NO_NODE && start + n < ns->count;
         c = ns->nodes[c].next_sibling, n++)
        stack[start + n] = (struct sort_entry){seg_key(ns->nodes[c].name), c};
    if (n <= SORT_SMALL_FAMILY)
        sort_small(stack + start, n);
    else
        sort_radix(stack + start, tmp, n);
    *top = start + n;
    return n;
}

bool al_namespace_walk_sorted(const struct al_namespace *ns, al_namespace_visit_fn *visit,
                              void *ctx)
{
    if (ns->count <= 1)
        return true;
    /* Each node is pushed once, so neither stack outgrows the node count. */
    struct sort_entry *stack = malloc(ns->count * sizeof(*stack));
    struct sort_entry *tmp = malloc(ns->count * sizeof(*tmp));
    struct sort_frame *frames = malloc(ns->count * sizeof(*frames));
    if (!stack || !tmp || !frames) {
        free(stack);
        free(tmp);
        free(frames);
        return false;
    }
    size_t top = 0, depth = 0;
    frames[depth++] = (struct sort_frame){0, 0, push_family(ns, 0, stack, &top, tmp)};
    while (depth) {
        struct sort_frame *f = &frames[depth - 1];
        if (f->pos == f->end) {
            top = f->start;
            depth--;
            continue;
        }
        uint32_t node = stack[f->pos++].node;
        visit(ctx, node, (unsigned)depth);
        if (ns->nodes[node].first_child != AL_AML_NO_NODE && depth < ns->count) {
            size_t start = top;
            frames[depth++] = (struct sort_frame){start, start,
                                                  start + push_family(ns, node, stack, &top, tmp)};
        }
    }
    free(stack);
    free(tmp);
    free(frames);
    return true;
}

struct order_fill {
    uint32_t *out;
    size_t count;
};

static void append_node(void *ctx, uint32_t node, unsigned depth)
{
    (void)depth;
    struct order_fill *fill = ctx;
    fill->out[fill->count++] = node;
}

size_t al_namespace_sorted(const struct al_namespace *ns, uint32_t **order)
{
    *order = NULL;
    if (ns->count <= 1)
        return 0;
    struct order_fill fill = {malloc((ns->count - 1) * sizeof(*fill.out)), 0};
    if (!fill.out || !al_namespace_walk_sorted(ns, append_node, &fill)) {
        free(fill.out);
        return 0;
    }
    *order = fill.out;
    return fill.count;
}

const struct al_table *al_namespace_table(const struct al_namespace *ns, uint32_t node)
{
    if (node >= ns->count || !ns->ts)
        return NULL;
    int32_t t = ns->nodes[node].table;
    if (t < 0 || (size_t)t >= ns->ts->count)
        return NULL;
    return ns->ts->tables[t];
}

struct al_span al_namespace_data(const struct al_namespace *ns, uint32_t node)
{
    const struct al_table *t = al_namespace_table(ns, node);
    if (!t || !(ns->nodes[node].flags & AL_AML_NODE_HAS_DATA))
        return al_span_make(NULL, 0);
    return al_span_sub(al_table_body(t), ns->nodes[node].data_offset,
                       ns->nodes[node].data_length);
}
