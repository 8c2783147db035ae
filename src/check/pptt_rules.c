/* SPDX-License-Identifier: MIT */
/*
 * PPTT rules (ACPI 6.5 section 5.2.30; Linux drivers/acpi/pptt.c).  The
 * kernel builds the CPU topology by following Parent offsets from each
 * leaf up to the root, and the cache hierarchy from the private resources
 * along Next Level of Cache: a reference that is not the start of the
 * right kind of structure, or a loop, gives a wrong topology or a hang in
 * a parser without a depth limit.
 */
#include <stdio.h>
#include <stdlib.h>

#include "acpilint/checks.h"
#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/madt.h"
#include "acpilint/pptt.h"
#include "acpilint/rule_ids.h"
#include "check/walk_end.h"

struct node {
    size_t offset;
    uint8_t type;
    struct al_pptt_entry entry;
};

/* nodes are in walk order, so by rising offset: a binary search (a PPTT has thousands). */
static const struct node *find(const struct node *nodes, size_t n, uint32_t offset)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (nodes[mid].offset == offset)
            return &nodes[mid];
        if (nodes[mid].offset < offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static size_t min_length(uint8_t type, uint8_t revision)
{
    switch (type) {
    case AL_PPTT_PROCESSOR:
        return AL_PPTT_PROCESSOR_SIZE;
    case AL_PPTT_CACHE:
        /* PPTT revision 3 (ACPI 6.4) adds the Cache ID. */
        return revision >= 3 ? AL_PPTT_CACHE_V1_SIZE : AL_PPTT_CACHE_SIZE;
    case AL_PPTT_ID:
        return AL_PPTT_ID_SIZE;
    default:
        return 0;
    }
}

/* Follows a chain of offsets (parents or next-level caches); true when it loops. */
static bool chain_loops(const struct al_table *t, const struct node *nodes, size_t n,
                        const struct node *start, bool parents)
{
    const struct node *cur = start;
    for (size_t steps = 0; cur; steps++) {
        if (steps > n)
            return true;
        uint32_t next;
        if (parents) {
            struct al_pptt_processor p;
            if (!al_pptt_processor_decode(t, &cur->entry, &p))
                return false;
            next = p.parent;
        } else {
            struct al_pptt_cache c;
            if (!al_pptt_cache_decode(t, &cur->entry, &c))
                return false;
            next = c.next_level;
        }
        if (next == 0)
            return false;
        cur = find(nodes, n, next);
        if (cur && cur->type != (parents ? AL_PPTT_PROCESSOR : AL_PPTT_CACHE))
            return false;
    }
    return false;
}

/*
 * "PPTT/<kind>[<index>]" or ".../<field>": written only for a finding, as a
 * big PPTT (a 160-core server's has about 2,000 nodes) made formatting every
 * node's paths up front a tenth of a whole run.
 */
static const char *node_path(char *buf, size_t size, const char *kind, unsigned index,
                             const char *field)
{
    if (field)
        snprintf(buf, size, "PPTT/%s[%u]/%s", kind, index, field);
    else
        snprintf(buf, size, "PPTT/%s[%u]", kind, index);
    return buf;
}

static void check_processor(struct al_context *ctx, const struct al_table *t,
                            const struct node *self, const struct node *nodes, size_t n)
{
    const struct al_pptt_entry *e = &self->entry;
    struct al_pptt_processor p;
    char fpath[96];
    if (!al_pptt_processor_decode(t, e, &p))
        return;
    if (!p.resources_fit) {
        node_path(fpath, sizeof(fpath), "Processor", e->index, "NumberOfPrivateResources");
        al_report(ctx->ts, AL_R_PPTT_SUBTABLE_LENGTH_INVALID,
                  al_at_table(t, e->offset + AL_OFF_PPTT_PROCESSOR_RESOURCE_COUNT, fpath),
                  "%u private resources need Length %llu; the node has %u", p.resource_count,
                  20 + 4ull * p.resource_count, e->length);
    }
    if (p.parent != 0) {
        const struct node *parent = find(nodes, n, p.parent);
        if (!parent || parent->type != AL_PPTT_PROCESSOR || parent == self)
            al_report(ctx->ts, AL_R_PPTT_PARENT_INVALID,
                      al_at_table(t, e->offset + AL_OFF_PPTT_PROCESSOR_PARENT,
                                  node_path(fpath, sizeof(fpath), "Processor", e->index, "Parent")),
                      "Parent 0x%x is %s", p.parent,
                      !parent          ? "not the start of any PPTT structure"
                      : parent == self ? "the node itself"
                                       : "not a processor hierarchy node");
        else if (chain_loops(t, nodes, n, self, true))
            al_report(ctx->ts, AL_R_PPTT_PARENT_CYCLE,
                      al_at_table(t, e->offset + AL_OFF_PPTT_PROCESSOR_PARENT,
                                  node_path(fpath, sizeof(fpath), "Processor", e->index, "Parent")),
                      "following Parent from this node never reaches a root (Parent 0)");
    }
    for (uint32_t i = 0; p.resources_fit && i < p.resource_count; i++) {
        uint32_t r;
        if (!al_pptt_processor_resource(t, e, i, &r))
            break;
        const struct node *res = find(nodes, n, r);
        if (!res || (res->type != AL_PPTT_CACHE && res->type != AL_PPTT_ID)) {
            char field[40];
            snprintf(field, sizeof(field), "PrivateResource[%u]", i);
            node_path(fpath, sizeof(fpath), "Processor", e->index, field);
            al_report(
                ctx->ts, AL_R_PPTT_PRIVATE_RESOURCE_INVALID,
                al_at_table(t, e->offset + AL_OFF_PPTT_PROCESSOR_RESOURCE0 + (size_t)i * 4, fpath),
                "private resource 0x%x is %s", r,
                !res ? "not the start of any PPTT structure"
                     : "a processor node, not a cache or ID structure");
        }
    }
}

static bool power_of_two(uint32_t v)
{
    return v && !(v & (v - 1));
}

static void check_cache(struct al_context *ctx, const struct al_table *t, const struct node *self,
                        const struct node *nodes, size_t n)
{
    const struct al_pptt_entry *e = &self->entry;
    struct al_pptt_cache c;
    char fpath[96];
    if (!al_pptt_cache_decode(t, e, &c))
        return;
    if (c.next_level != 0) {
        const struct node *next = find(nodes, n, c.next_level);
        if (!next || next->type != AL_PPTT_CACHE || next == self)
            al_report(
                ctx->ts, AL_R_PPTT_NEXT_LEVEL_CACHE_INVALID,
                al_at_table(t, e->offset + AL_OFF_PPTT_CACHE_NEXT_LEVEL,
                            node_path(fpath, sizeof(fpath), "Cache", e->index, "NextLevelOfCache")),
                "Next Level of Cache 0x%x is %s", c.next_level,
                !next          ? "not the start of any PPTT structure"
                : next == self ? "the cache itself"
                               : "not a cache structure");
        else if (chain_loops(t, nodes, n, self, false))
            al_report(
                ctx->ts, AL_R_PPTT_NEXT_LEVEL_CACHE_INVALID,
                al_at_table(t, e->offset + AL_OFF_PPTT_CACHE_NEXT_LEVEL,
                            node_path(fpath, sizeof(fpath), "Cache", e->index, "NextLevelOfCache")),
                "following Next Level of Cache from here loops back");
    }
    /* A field marked valid must hold a usable value (Table 5.161). */
    struct {
        uint32_t flag;
        bool bad;
        size_t off;
        const char *name;
        const char *why;
    } params[] = {
        {AL_PPTT_SIZE_VALID, c.size == 0, AL_OFF_PPTT_CACHE_SIZE, "Size", "is 0"},
        {AL_PPTT_SETS_VALID, c.sets == 0, AL_OFF_PPTT_CACHE_SETS, "NumberOfSets", "is 0"},
        {AL_PPTT_ASSOC_VALID, c.associativity == 0, AL_OFF_PPTT_CACHE_ASSOCIATIVITY,
         "Associativity", "is 0"},
        {AL_PPTT_LINE_SIZE_VALID, !power_of_two(c.line_size), AL_OFF_PPTT_CACHE_LINE_SIZE,
         "LineSize", "is not a power of two"},
    };
    for (size_t i = 0; i < sizeof(params) / sizeof(params[0]); i++) {
        if (!(c.flags & params[i].flag) || !params[i].bad)
            continue;
        node_path(fpath, sizeof(fpath), "Cache", e->index, params[i].name);
        al_report(ctx->ts, AL_R_PPTT_CACHE_PARAMETER_INVALID,
                  al_at_table(t, e->offset + params[i].off, fpath),
                  "%s is marked valid in the cache flags but %s", params[i].name, params[i].why);
    }
}

/*
 * Reserved fields (FWTS pptt: PPTTReservedNonZero, PPTTReservedBitsNonZero):
 * the two bytes after each structure's Length, the processor flags past
 * those the table revision defines (Table 5.159: bits 0-1 in revision 1,
 * ACPI 6.2; bits 2-4, thread, leaf and identical implementation, from
 * revision 2, ACPI 6.3), the cache flags past those it defines (Table
 * 5.161: bits 0-6; bit 7, Cache ID valid, from revision 3, ACPI 6.4) and
 * cache Attributes bits 5-7.  Linux reads the revision-2 and -3 flags only
 * when the table revision defines them (drivers/acpi/pptt.c
 * check_acpi_cpu_flag(), update_cache_properties()), but not everywhere:
 * find_acpi_cpu_topology_cluster() reads the thread flag (bit 2) whatever
 * the revision, so a revision-1 table with that bit set gets wrong clusters.
 */
static void check_reserved(struct al_context *ctx, const struct al_table *t,
                           const struct node *self, uint8_t revision)
{
    const struct al_pptt_entry *e = &self->entry;
    char fpath[96];
    uint16_t reserved;
    const char *kind = al_pptt_type_name(e->type);
    if (al_read_u16(al_table_body(t), e->offset + AL_OFF_PPTT_SUB_RESERVED, &reserved) &&
        reserved) {
        node_path(fpath, sizeof(fpath), kind, e->index, "Reserved");
        al_report(ctx->ts, AL_R_PPTT_RESERVED_NONZERO,
                  al_at_table(t, e->offset + AL_OFF_PPTT_SUB_RESERVED, fpath),
                  "the Reserved field after Length is 0x%04x, not 0", reserved);
    }
    uint32_t flags = 0, defined = 0;
    const char *bits = "";
    if (e->type == AL_PPTT_PROCESSOR) {
        struct al_pptt_processor p;
        if (!al_pptt_processor_decode(t, e, &p))
            return;
        flags = p.flags;
        defined = revision >= 2 ? 0x1Fu : 0x03u;
        bits = revision >= 2 ? "5-31" : "2-31";
    } else if (e->type == AL_PPTT_CACHE) {
        struct al_pptt_cache c;
        if (!al_pptt_cache_decode(t, e, &c))
            return;
        flags = c.flags;
        defined = revision >= 3 ? 0xFFu : 0x7Fu;
        bits = revision >= 3 ? "8-31" : "7-31";
        if (c.attributes & 0xE0) {
            node_path(fpath, sizeof(fpath), "Cache", e->index, "Attributes");
            al_report(ctx->ts, AL_R_PPTT_RESERVED_NONZERO,
                      al_at_table(t, e->offset + AL_OFF_PPTT_CACHE_ATTRIBUTES, fpath),
                      "Attributes 0x%02x set reserved bits 5-7", c.attributes);
        }
    } else {
        return;
    }
    if (flags & ~defined) {
        node_path(fpath, sizeof(fpath), kind, e->index, "Flags");
        size_t at = e->offset + (e->type == AL_PPTT_CACHE ? AL_OFF_PPTT_CACHE_FLAGS
                                                          : AL_OFF_PPTT_PROCESSOR_FLAGS);
        al_report(ctx->ts, AL_R_PPTT_RESERVED_NONZERO, al_at_table(t, at, fpath),
                  "Flags 0x%08x set bits %s, reserved in a revision %u PPTT", flags, bits,
                  revision);
    }
}

static void check_pptt(struct al_context *ctx, const struct al_table *t)
{
    struct al_walk w;
    struct al_pptt_entry e;
    size_t cap = al_table_body(t).len / AL_PPTT_HEADER_SIZE + 1, n = 0;
    struct node *nodes = malloc(cap * sizeof(*nodes)); /* written before read */
    if (!nodes)
        return;
    uint8_t revision = t->header.revision;
    al_pptt_walk_init(&w, t);
    while (n < cap && al_pptt_walk_next(&w, &e) == AL_WALK_OK) {
        nodes[n].offset = e.offset;
        nodes[n].type = e.type;
        nodes[n++].entry = e;
        size_t min = min_length(e.type, revision);
        char path[48];
        if (min == 0)
            al_report(
                ctx->ts, AL_R_PPTT_SUBTABLE_TYPE_UNKNOWN,
                al_at_table(t, e.offset, node_path(path, sizeof(path), "Structure", e.index, NULL)),
                "structure type %u is reserved", e.type);
        else if (e.length < min)
            al_report(ctx->ts, AL_R_PPTT_SUBTABLE_LENGTH_INVALID,
                      al_at_table(t, e.offset + AL_OFF_PPTT_SUB_LENGTH,
                                  node_path(path, sizeof(path), "Structure", e.index, NULL)),
                      "%s structure has Length %u; revision %u defines %zu",
                      al_pptt_type_name(e.type), e.length, revision, min);
    }
    const struct al_walk_end end = {
        .name = "Structure", .item = "structure", .stopped = AL_R_PPTT_SUBTABLE_TRUNCATED};
    al_report_walk_end(ctx->ts, t, &w, &end);
    for (size_t i = 0; i < n; i++) {
        if (nodes[i].type == AL_PPTT_PROCESSOR)
            check_processor(ctx, t, &nodes[i], nodes, n);
        else if (nodes[i].type == AL_PPTT_CACHE)
            check_cache(ctx, t, &nodes[i], nodes, n);
        if (min_length(nodes[i].type, revision))
            check_reserved(ctx, t, &nodes[i], revision);
    }
    free(nodes);
}

/*
 * PPTT against MADT (issue 22 item 9).  Linux finds a CPU's node with
 * acpi_find_processor_node() (drivers/acpi/pptt.c, 6.1 and 6.12 alike): the
 * first processor node whose ACPI Processor ID equals the CPU's GICC ACPI
 * Processor UID (get_acpi_id_for_cpu()) and that is a leaf: from PPTT
 * revision 2 the "Node is a Leaf" flag (ACPI 6.5 Table 5.159, bit 3), in
 * revision 1 a node no processor node names as Parent
 * (acpi_pptt_leaf_node()).  The ID-valid flag is not consulted there.
 */
static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/*
 * The Parent of every processor node, sorted: revision 1's leaf test is
 * "no processor node names it", one search a node instead of a walk of
 * every node for every node.  NULL (and *count 0) when there is no memory.
 */
static uint32_t *parents_sorted(const struct al_table *t, const struct node *nodes, size_t n,
                                size_t *count)
{
    uint32_t *parents = malloc((n ? n : 1) * sizeof(*parents));
    *count = 0;
    if (!parents)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        struct al_pptt_processor c;
        if (nodes[i].type == AL_PPTT_PROCESSOR &&
            al_pptt_processor_decode(t, &nodes[i].entry, &c))
            parents[(*count)++] = c.parent;
    }
    qsort(parents, *count, sizeof(*parents), cmp_u32);
    return parents;
}

static bool pptt_is_leaf(const struct al_table *t, const uint32_t *parents, size_t nparents,
                         const struct node *self, const struct al_pptt_processor *p)
{
    if (t->header.revision > 1)
        return (p->flags & AL_PPTT_IS_LEAF) != 0;
    uint32_t key = (uint32_t)self->offset;
    return !bsearch(&key, parents, nparents, sizeof(*parents), cmp_u32);
}

/* A GICC's ACPI Processor UID and its place in struct cpu_ids, sorted by UID. */
struct uid_at {
    uint32_t uid;
    size_t k;
};

static int cmp_uid_at(const void *a, const void *b)
{
    const struct uid_at *x = a, *y = b;
    if (x->uid != y->uid)
        return (x->uid > y->uid) - (x->uid < y->uid);
    return (x->k > y->k) - (x->k < y->k);
}

struct cpu_ids {
    uint32_t *uid;
    size_t *offset;   /* GICC offset in the MADT */
    unsigned *index;  /* GICC ordinal */
    bool *usable;     /* enabled or online-capable: a possible CPU */
    size_t n;
};

/*
 * Every GICC: a leaf may describe a disabled one (a core fused off in this
 * SKU, as the Snapdragon X laptops do: ACPI 6.5 5.2.30.1 asks only that
 * the ID match "the processor's entry in the MADT"); only the possible
 * CPUs, enabled or online-capable (Table 5.37), need a leaf.
 */
static bool collect_giccs(const struct al_table *madt, struct cpu_ids *c)
{
    size_t cap = al_table_body(madt).len / 40 + 1;
    c->uid = calloc(cap, sizeof(*c->uid));
    c->offset = calloc(cap, sizeof(*c->offset));
    c->index = calloc(cap, sizeof(*c->index));
    c->usable = calloc(cap, sizeof(*c->usable));
    c->n = 0;
    if (!c->uid || !c->offset || !c->index || !c->usable)
        return false;
    struct al_walk w;
    struct al_subtable s;
    unsigned index = 0;
    al_madt_walk_init(&w, madt);
    while (c->n < cap && al_madt_walk_next(&w, &s) == AL_WALK_OK) {
        struct al_madt_gicc g;
        if (s.type != AL_MADT_GICC || !al_madt_gicc_decode(madt, &s, &g))
            continue;
        unsigned i = index++;
        c->usable[c->n] = (g.flags & (AL_GICC_FLAG_ENABLED | AL_GICC_FLAG_ONLINE_CAPABLE)) != 0;
        c->uid[c->n] = g.uid;
        c->offset[c->n] = g.offset;
        c->index[c->n++] = i;
    }
    return true;
}

static void free_giccs(struct cpu_ids *c)
{
    free(c->uid);
    free(c->offset);
    free(c->index);
    free(c->usable);
}

static void check_pptt_madt(struct al_context *ctx, const struct al_table *t)
{
    const struct al_table *madt = al_tableset_find(ctx->ts, "APIC", 0);
    /* One PPTT is used (acpi_get_table(ACPI_SIG_PPTT, 0, ...)); both tables must be walkable. */
    if (!madt || t->instance != 0 || !al_table_structurally_sound(madt) ||
        !al_table_structurally_sound(t))
        return;
    struct cpu_ids cpus = {NULL, NULL, NULL, NULL, 0};
    size_t cap = al_table_body(t).len / AL_PPTT_HEADER_SIZE + 1, n = 0;
    struct node *nodes = malloc(cap * sizeof(*nodes)); /* written before read */
    bool *matched = NULL;
    uint32_t *parents = NULL;
    struct uid_at *by_uid = NULL;
    if (!nodes || !collect_giccs(madt, &cpus) ||
        !(matched = calloc(cpus.n ? cpus.n : 1, sizeof(*matched))) ||
        !(by_uid = malloc((cpus.n ? cpus.n : 1) * sizeof(*by_uid))))
        goto out;
    struct al_walk w;
    struct al_pptt_entry e;
    al_pptt_walk_init(&w, t);
    while (n < cap && al_pptt_walk_next(&w, &e) == AL_WALK_OK) {
        nodes[n].offset = e.offset;
        nodes[n].type = e.type;
        nodes[n++].entry = e;
    }
    /* pptt.subtable-truncated: the kernel's walk is cut there too; no GICC: madt.gicc-missing. */
    if (w.status != AL_WALK_END || cpus.n == 0)
        goto out;
    size_t nparents = 0;
    if (t->header.revision <= 1 && !(parents = parents_sorted(t, nodes, n, &nparents)))
        goto out;
    /* Leaves are matched to GICCs by a search, not a scan of every GICC for every leaf. */
    for (size_t k = 0; k < cpus.n; k++)
        by_uid[k] = (struct uid_at){cpus.uid[k], k};
    qsort(by_uid, cpus.n, sizeof(*by_uid), cmp_uid_at);
    unsigned leaves = 0;
    for (size_t i = 0; i < n; i++) {
        struct al_pptt_processor p;
        if (nodes[i].type != AL_PPTT_PROCESSOR ||
            !al_pptt_processor_decode(t, &nodes[i].entry, &p) ||
            !pptt_is_leaf(t, parents, nparents, &nodes[i], &p))
            continue;
        leaves++;
        size_t lo = 0, hi = cpus.n;
        while (lo < hi) { /* the first GICC of this UID */
            size_t mid = lo + (hi - lo) / 2;
            if (by_uid[mid].uid < p.acpi_processor_id)
                lo = mid + 1;
            else
                hi = mid;
        }
        bool found = false;
        for (; lo < cpus.n && by_uid[lo].uid == p.acpi_processor_id; lo++) {
            matched[by_uid[lo].k] = true;
            found = true;
        }
        /* A leaf claiming a valid ID no GICC has (ACPI 6.5 5.2.30.1: "must match"); info. */
        if (found || !(p.flags & AL_PPTT_ACPI_ID_VALID))
            continue;
        char path[48];
        al_report(ctx->ts, AL_R_PPTT_LEAF_NOT_IN_MADT,
                  al_at_table(t, nodes[i].offset + AL_OFF_PPTT_PROCESSOR_ID,
                              node_path(path, sizeof(path), "Processor", nodes[i].entry.index,
                                        "AcpiProcessorId")),
                  "leaf processor node at 0x%zx has ACPI Processor ID %u (marked valid), which "
                  "no MADT GICC has as its ACPI Processor UID: no CPU gets this node's "
                  "topology and caches",
                  nodes[i].offset, p.acpi_processor_id);
    }
    for (size_t k = 0; k < cpus.n; k++) {
        if (matched[k] || !cpus.usable[k])
            continue;
        char field[48];
        snprintf(field, sizeof(field), "APIC/GICC[%u]/AcpiProcessorUid", cpus.index[k]);
        al_report(ctx->ts, AL_R_PPTT_GICC_WITHOUT_LEAF,
                  al_at_table(madt, cpus.offset[k] + AL_OFF_MADT_GICC_UID, field),
                  "GICC[%u] (ACPI Processor UID %u) has no leaf processor node in the PPTT "
                  "(%u leaves): Linux logs \"PPTT table found, but unable to locate core\", "
                  "so the CPU topology of every CPU falls back to the default and this CPU's "
                  "caches are not described",
                  cpus.index[k], cpus.uid[k], leaves);
    }
out:
    free(nodes);
    free(matched);
    free(parents);
    free(by_uid);
    free_giccs(&cpus);
}

static const struct al_rule_id *const pptt_rules[] = {
    AL_R_PPTT_SUBTABLE_TRUNCATED,
    AL_R_PPTT_SUBTABLE_TYPE_UNKNOWN,
    AL_R_PPTT_SUBTABLE_LENGTH_INVALID,
    AL_R_PPTT_PARENT_INVALID,
    AL_R_PPTT_PARENT_CYCLE,
    AL_R_PPTT_PRIVATE_RESOURCE_INVALID,
    AL_R_PPTT_NEXT_LEVEL_CACHE_INVALID,
    AL_R_PPTT_CACHE_PARAMETER_INVALID,
    AL_R_PPTT_RESERVED_NONZERO,
    NULL,
};
static const struct al_rule_id *const pptt_madt_rules[] = {AL_R_PPTT_GICC_WITHOUT_LEAF,
                                                           AL_R_PPTT_LEAF_NOT_IN_MADT, NULL};

const struct al_check al_checks_pptt[] = {
    {"pptt.hierarchy", "PPTT", check_pptt, pptt_rules, AL_NEEDS_TABLE},
    {"pptt.madt", "PPTT", check_pptt_madt, pptt_madt_rules, AL_NEEDS_TABLE},
    {0},
};
