/* SPDX-License-Identifier: MIT */
/*
 * The PPTT as the 6.x kernels read it: drivers/acpi/pptt.c of Linux 6.1.192
 * and 6.12.117 (both carry the stable fix "ACPI: PPTT: Fix processor subtable
 * walk", upstream adfab6b39202).  The kernel follows Parent, private-resource
 * and Next Level of Cache offsets with fetch_pptt_subtable(), which checks
 * only that the structure's 2-byte header and its Length fit in the table:
 * it never checks the Type, so a Parent naming a cache is read as a processor
 * node, and fields past a short structure's Length are read from whatever
 * follows.  These reads are therefore raw reads at the kernel's offsets, each
 * bounds-checked against the table (al_read_u32); a read the kernel would make
 * beyond the table's end sets past_end, and the callers report the topology
 * as not simulated rather than guess those bytes.  The well-formed view of
 * the same table (src/model/pptt.c) is what the pptt.* rules judge.
 *
 * Offsets are from the start of the table; 0 is the kernel's NULL.
 */
#include "sim/sim_internal.h"

#include "acpilint/field.h"
#include "acpilint/pptt.h"

#include <stdlib.h>

/*
 * The kernel's offsets are the catalogue's (include/acpilint/fields/pptt.def):
 * struct acpi_subtable_header is Type and Length, struct acpi_pptt_processor
 * and struct acpi_pptt_cache (acpi_pptt_cache_v1 for the Cache ID) follow it.
 */
#define SUBTABLE_HEADER AL_FIELD_END(PPTT_SUB_LENGTH)
#define FLAGS AL_OFF_PPTT_PROCESSOR_FLAGS /* processor and cache structures alike */
_Static_assert(AL_OFF_PPTT_PROCESSOR_FLAGS == AL_OFF_PPTT_CACHE_FLAGS, "one Flags offset");
#define PROC_PARENT AL_OFF_PPTT_PROCESSOR_PARENT
#define PROC_ID AL_OFF_PPTT_PROCESSOR_ID
#define PROC_NRES AL_OFF_PPTT_PROCESSOR_RESOURCE_COUNT
#define CACHE_NEXT AL_OFF_PPTT_CACHE_NEXT_LEVEL
#define CACHE_SIZE AL_OFF_PPTT_CACHE_SIZE
#define CACHE_SETS AL_OFF_PPTT_CACHE_SETS
#define CACHE_ASSOC AL_OFF_PPTT_CACHE_ASSOCIATIVITY
#define CACHE_ATTR AL_OFF_PPTT_CACHE_ATTRIBUTES
#define CACHE_LINE AL_OFF_PPTT_CACHE_LINE_SIZE
#define CACHE_ID AL_OFF_PPTT_CACHE_ID
/* ACPI_PPTT_MASK_CACHE_TYPE and ACPI_PPTT_CACHE_TYPE_UNIFIED (actbl2.h) */
#define MASK_CACHE_TYPE 0x0Cu
#define CACHE_TYPE_UNIFIED 0x08u
#define MASK_WRITE_POLICY 0x10u
#define MASK_ALLOCATION 0x03u

/* Steps of the kernel's walks the simulator takes on one PPTT: a 512-CPU server's table
 * of thousands of structures needs a few million. */
#define PPTT_WORK_BUDGET (1u << 25)

/* One step of a walk; false (and over_budget) once the budget is spent. */
static bool tick(struct al_k6_pptt *p)
{
    if (++p->work <= PPTT_WORK_BUDGET)
        return true;
    p->over_budget = true;
    return false;
}

void al_k6_pptt_init(struct al_k6_pptt *p, const struct al_table *t)
{
    *p = (struct al_k6_pptt){0};
    if (!t)
        return;
    /* the kernel maps header.length bytes; a dump holding fewer cannot say what it read */
    p->s = al_table_body(t);
    p->truncated = t->size < t->header.length;
    p->revision = t->header.revision;
    /* no chain the kernel follows can be longer than the table has structures */
    p->max_steps = p->s.len / SUBTABLE_HEADER + 1;
}

static uint32_t rd32(struct al_k6_pptt *p, uint32_t node, uint32_t field)
{
    uint32_t v = 0;
    if (!al_read_u32(p->s, (size_t)node + field, &v))
        p->past_end = true;
    return v;
}

static uint8_t rd8(struct al_k6_pptt *p, uint32_t node, uint32_t field)
{
    uint8_t v = 0;
    if (!al_read_u8(p->s, (size_t)node + field, &v))
        p->past_end = true;
    return v;
}

static uint16_t rd16(struct al_k6_pptt *p, uint32_t node, uint32_t field)
{
    uint16_t v = 0;
    if (!al_read_u16(p->s, (size_t)node + field, &v))
        p->past_end = true;
    return v;
}

/* fetch_pptt_subtable(): the structure at ref, or 0. */
static uint32_t fetch(struct al_k6_pptt *p, uint32_t ref)
{
    if (ref < SUBTABLE_HEADER || (uint64_t)ref + SUBTABLE_HEADER > p->s.len)
        return 0;
    uint8_t len = al_get_u8(p->s, (size_t)ref + AL_OFF_PPTT_SUB_LENGTH);
    if (len == 0 || (uint64_t)ref + len > p->s.len)
        return 0;
    return ref;
}

uint32_t al_k6_pptt_flags(struct al_k6_pptt *p, uint32_t node)
{
    return rd32(p, node, FLAGS);
}

uint32_t al_k6_pptt_parent(struct al_k6_pptt *p, uint32_t node)
{
    return fetch(p, rd32(p, node, PROC_PARENT));
}

/*
 * What the kernel makes of the node's Parent when it is not a processor node:
 * 0 when it is one (or 0, a root); else *ref is the Parent and the result 1
 * (nothing the kernel can fetch: the node is a root to it) or 2 (another
 * structure, read as a processor node).
 */
int al_k6_pptt_bad_parent(struct al_k6_pptt *p, uint32_t node, uint32_t *ref)
{
    *ref = rd32(p, node, PROC_PARENT);
    if (*ref == 0)
        return 0;
    uint32_t parent = fetch(p, *ref);
    if (!parent)
        return 1;
    return al_get_u8(p->s, parent) == AL_PPTT_PROCESSOR ? 0 : 2;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* By ACPI id, then offset: the first of an id is the one the kernel's walk meets first. */
static int cmp_leaf(const void *a, const void *b)
{
    const struct al_k6_pptt_leaf *x = a, *y = b;
    if (x->uid != y->uid)
        return (x->uid > y->uid) - (x->uid < y->uid);
    return (x->node > y->node) - (x->node < y->node);
}

/*
 * acpi_pptt_leaf_node(): from revision 2 the node's "Node is a Leaf" flag;
 * in revision 1 a node no processor node names as its parent, where the
 * kernel's walk for children stops at a structure of Length 0 and then says
 * "not a leaf" (the index's walk is the same walk: it saw the same Parents
 * and the same zero Length).
 */
static bool leaf_node(const struct al_k6_pptt *p, uint32_t node)
{
    if (p->revision > 1)
        return (al_get_u32(p->s, (size_t)node + FLAGS) & AL_PPTT_IS_LEAF) != 0;
    if (p->index_zero_length)
        return false;
    return !bsearch(&node, p->parents, p->parent_count, sizeof(*p->parents), cmp_u32);
}

/*
 * The one walk behind every leaf look-up: acpi_find_processor_node() walks
 * the structures from the first until one of Length 0 ("Invalid zero length
 * subtable") or the end, and takes the first processor structure with the
 * CPU's ACPI id whose Length is exactly 20 + 4 x its private resources,
 * inside the table, and a leaf.  Every such candidate is kept, by id.
 */
static void build_index(struct al_k6_pptt *p)
{
    p->indexed = true;
    size_t most = p->s.len / SUBTABLE_HEADER + 1;
    p->leaves = malloc(most * sizeof(*p->leaves));
    p->parents = malloc(most * sizeof(*p->parents));
    if (!p->leaves || !p->parents) {
        p->over_budget = true; /* no memory to simulate with: not simulated */
        return;
    }
    /* Revision 1's leaf test needs every Parent first, so candidates are judged after. */
    size_t structures = 0;
    for (uint64_t e = AL_PPTT_SUBTABLES_OFFSET;
         e + AL_PPTT_PROCESSOR_SIZE <= p->s.len && tick(p); structures++) {
        uint8_t len = al_get_u8(p->s, (size_t)e + AL_OFF_PPTT_SUB_LENGTH);
        if (al_get_u8(p->s, (size_t)e) == AL_PPTT_PROCESSOR)
            p->parents[p->parent_count++] = al_get_u32(p->s, (size_t)e + PROC_PARENT);
        if (len == 0) {
            p->index_zero_length = true;
            break;
        }
        e += len;
    }
    qsort(p->parents, p->parent_count, sizeof(*p->parents), cmp_u32);
    uint64_t e = AL_PPTT_SUBTABLES_OFFSET;
    for (size_t k = 0; k < structures; k++) {
        uint8_t len = al_get_u8(p->s, (size_t)e + AL_OFF_PPTT_SUB_LENGTH);
        if (len == 0)
            break;
        uint32_t nres = al_get_u32(p->s, (size_t)e + PROC_NRES);
        if (al_get_u8(p->s, (size_t)e) == AL_PPTT_PROCESSOR && e + len <= p->s.len &&
            len == AL_PPTT_PROCESSOR_SIZE + 4ull * nres && leaf_node(p, (uint32_t)e))
            p->leaves[p->leaf_count++] = (struct al_k6_pptt_leaf){
                .uid = al_get_u32(p->s, (size_t)e + PROC_ID), .node = (uint32_t)e};
        e += len;
    }
    qsort(p->leaves, p->leaf_count, sizeof(*p->leaves), cmp_leaf);
}

/* acpi_find_processor_node(): the CPU's leaf, or 0. */
static uint32_t find_leaf(struct al_k6_pptt *p, uint32_t uid)
{
    if (!p->indexed)
        build_index(p);
    size_t lo = 0, hi = p->leaf_count;
    while (lo < hi) { /* the first entry of this id */
        size_t mid = lo + (hi - lo) / 2;
        if (p->leaves[mid].uid < uid)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < p->leaf_count && p->leaves[lo].uid == uid)
        return p->leaves[lo].node;
    /* the kernel's walk for this id reached the structure of Length 0 */
    if (p->index_zero_length)
        p->zero_length = true;
    return 0;
}

void al_k6_pptt_free(struct al_k6_pptt *p)
{
    free(p->leaves);
    free(p->parents);
    p->leaves = NULL;
    p->parents = NULL;
    p->leaf_count = p->parent_count = 0;
}

/* find_leaf() for one CPU after another: the same CPU's look-ups come in a row. */
uint32_t al_k6_pptt_find_leaf(struct al_k6_pptt *p, uint32_t uid)
{
    if (!p->memo_valid || p->memo_uid != uid) {
        p->memo_leaf = find_leaf(p, uid);
        p->memo_uid = uid;
        p->memo_valid = !p->over_budget;
    }
    return p->memo_leaf;
}

/*
 * topology_get_acpi_cpu_tag() after acpi_find_processor_tag(): from the
 * leaf, up while `level` lasts, stopping at a node with `flag` (0: none) or
 * at a root; the node's ACPI id when level is 0 or its id is valid, else its
 * offset.  False when no leaf has this id (the caller prints the warning).
 */
bool al_k6_pptt_tag(struct al_k6_pptt *p, uint32_t uid, unsigned level, uint32_t flag, int64_t *id)
{
    uint32_t node = al_k6_pptt_find_leaf(p, uid);
    if (!node)
        return false;
    for (unsigned l = level; l && tick(p); l--) {
        if (al_k6_pptt_flags(p, node) & flag)
            break;
        uint32_t prev = al_k6_pptt_parent(p, node);
        if (!prev)
            break;
        node = prev;
    }
    /* an int: an ACPI id of 2^31 or more is negative, an error to parse_acpi_topology() */
    if (level == 0 || (al_k6_pptt_flags(p, node) & AL_PPTT_ACPI_ID_VALID))
        *id = (int32_t)rd32(p, node, PROC_ID);
    else
        *id = node;
    return true;
}

/*
 * find_acpi_cpu_topology_cluster(): the leaf's parent, or for a thread (its
 * flag read whatever the revision) the parent's parent; -ENOENT (-2) when
 * there is none.
 */
int64_t al_k6_pptt_cluster(struct al_k6_pptt *p, uint32_t uid)
{
    uint32_t node = al_k6_pptt_find_leaf(p, uid);
    if (!node || !rd32(p, node, PROC_PARENT))
        return -2;
    bool thread = (al_k6_pptt_flags(p, node) & AL_PPTT_IS_THREAD) != 0;
    uint32_t cluster = al_k6_pptt_parent(p, node);
    if (!cluster)
        return -2;
    if (thread) {
        if (!rd32(p, cluster, PROC_PARENT))
            return -2;
        cluster = al_k6_pptt_parent(p, cluster);
        if (!cluster)
            return -2;
    }
    if (al_k6_pptt_flags(p, cluster) & AL_PPTT_ACPI_ID_VALID)
        return (int32_t)rd32(p, cluster, PROC_ID);
    return cluster;
}

/* acpi_pptt_cpu_is_thread(): check_acpi_cpu_flag(cpu, 2, ...): -1 (-ENOENT) before revision 2. */
int al_k6_pptt_is_thread(struct al_k6_pptt *p, uint32_t uid)
{
    uint32_t node = p->revision >= 2 ? al_k6_pptt_find_leaf(p, uid) : 0;
    if (!node)
        return -1;
    return (al_k6_pptt_flags(p, node) & AL_PPTT_IS_THREAD) != 0;
}

/* acpi_pptt_match_type(): the type bits equal, or both have the unified bit. */
static bool match_type(uint8_t attributes, unsigned type)
{
    return (attributes & MASK_CACHE_TYPE) == type || (attributes & CACHE_TYPE_UNIFIED & type);
}

/*
 * acpi_pptt_walk_cache(): down a chain of Next Level of Cache from one
 * private resource, counting levels from local_level; a cache of `level`
 * with its type valid and matching is found (a second one is the duplicate
 * warning).  A resource that is not a cache counts 0.  The kernel has no
 * bound on the chain: a loop sets `loops`.
 */
static unsigned walk_cache(struct al_k6_pptt *p, unsigned local_level, uint32_t res,
                           uint32_t *found, unsigned level, unsigned type)
{
    if (al_get_u8(p->s, res) != AL_PPTT_CACHE)
        return 0;
    for (uint32_t cache = res, steps = 0; cache; cache = fetch(p, rd32(p, cache, CACHE_NEXT))) {
        if (++steps > p->max_steps || !tick(p)) {
            p->loops = !p->over_budget;
            break;
        }
        local_level++;
        if (local_level == level && (rd32(p, cache, FLAGS) & AL_PPTT_TYPE_VALID) &&
            match_type(rd8(p, cache, CACHE_ATTR), type)) {
            if (*found && cache != *found)
                p->duplicates++;
            *found = cache;
        }
    }
    return local_level;
}

/*
 * acpi_find_cache_level(): every private resource of the node (up to the
 * first that is no structure), each chain counted from *starting_level;
 * *starting_level becomes the deepest.
 */
static uint32_t find_cache_level(struct al_k6_pptt *p, uint32_t node, unsigned *starting_level,
                                 unsigned level, unsigned type)
{
    unsigned levels = *starting_level;
    uint32_t found = 0, nres = rd32(p, node, PROC_NRES);
    for (uint32_t i = 0; i < nres && !p->past_end && tick(p); i++) {
        uint32_t res = fetch(p, rd32(p, node, AL_PPTT_PROCESSOR_SIZE + 4 * i));
        if (!res)
            break;
        unsigned local = walk_cache(p, *starting_level, res, &found, level, type);
        if (levels < local)
            levels = local;
        if (p->loops || p->over_budget)
            break;
    }
    if (levels > *starting_level)
        *starting_level = levels;
    return found;
}

/*
 * acpi_count_levels() (6.1 via acpi_find_last_cache_level(), 6.12 via
 * acpi_get_cache_info()): the levels of every node from the leaf up to its
 * root, one after the other.  The walk up has no bound in the kernel.
 */
unsigned al_k6_pptt_cache_levels(struct al_k6_pptt *p, uint32_t uid)
{
    unsigned levels = 0, steps = 0;
    for (uint32_t node = al_k6_pptt_find_leaf(p, uid); node && !p->past_end;
         node = al_k6_pptt_parent(p, node)) {
        if (++steps > p->max_steps || !tick(p)) {
            p->loops = !p->over_budget;
            break;
        }
        find_cache_level(p, node, &levels, 0, 0);
    }
    return levels;
}

/*
 * acpi_find_cache_node(): the cache a leaf of `level` and `type` (PPTT type
 * bits: 0 data, 4 instruction, 8 unified) takes, searched from the CPU's
 * leaf up; *found_at is the processor node it was found from (the leaf's
 * fw_token, which decides what shares it).
 */
uint32_t al_k6_pptt_cache_node(struct al_k6_pptt *p, uint32_t uid, unsigned type, unsigned level,
                               uint32_t *found_at)
{
    unsigned total = 0, steps = 0;
    uint32_t found = 0;
    *found_at = 0;
    for (uint32_t node = al_k6_pptt_find_leaf(p, uid); node && !found && !p->past_end;
         node = al_k6_pptt_parent(p, node)) {
        if (++steps > p->max_steps || !tick(p)) {
            p->loops = !p->over_budget;
            break;
        }
        found = find_cache_level(p, node, &total, level, type);
        *found_at = node;
    }
    return found;
}

/*
 * The first cache reachable from the CPU's leaf (private resources of the
 * leaf and its ancestors, then Next Level chains) without Cache Type Valid:
 * it counts as a level, but acpi_pptt_walk_cache() never matches it, so no
 * leaf takes its properties.  0 when there is none.
 */
uint32_t al_k6_pptt_untyped_cache(struct al_k6_pptt *p, uint32_t uid)
{
    size_t steps = 0;
    for (uint32_t node = al_k6_pptt_find_leaf(p, uid);
         node && steps++ < p->max_steps && !p->past_end && tick(p);
         node = al_k6_pptt_parent(p, node)) {
        uint32_t nres = rd32(p, node, PROC_NRES);
        for (uint32_t i = 0; i < nres && !p->past_end; i++) {
            uint32_t cache = fetch(p, rd32(p, node, AL_PPTT_PROCESSOR_SIZE + 4 * i));
            if (!cache)
                break;
            if (al_get_u8(p->s, cache) != AL_PPTT_CACHE)
                continue;
            for (size_t n = 0; cache && n++ < p->max_steps && tick(p);
                 cache = fetch(p, rd32(p, cache, CACHE_NEXT)))
                if (!(rd32(p, cache, FLAGS) & AL_PPTT_TYPE_VALID))
                    return cache;
        }
    }
    return 0;
}

/* update_cache_properties(): the fields the cache's flags mark valid; the ID from revision 3. */
void al_k6_pptt_cache_props(struct al_k6_pptt *p, uint32_t cache, bool use_cache_id,
                            struct al_sim_cache *out)
{
    uint32_t flags = rd32(p, cache, FLAGS);
    uint8_t attr = rd8(p, cache, CACHE_ATTR);
    if (flags & AL_PPTT_SIZE_VALID)
        out->size = rd32(p, cache, CACHE_SIZE);
    if (flags & AL_PPTT_LINE_SIZE_VALID)
        out->line_size = rd16(p, cache, CACHE_LINE);
    if (flags & AL_PPTT_SETS_VALID)
        out->sets = rd32(p, cache, CACHE_SETS);
    if (flags & AL_PPTT_ASSOC_VALID)
        out->ways = rd8(p, cache, CACHE_ASSOC);
    if (flags & AL_PPTT_WRITE_POLICY_VALID)
        out->write_policy = (attr & MASK_WRITE_POLICY) ? "WriteThrough" : "WriteBack";
    if (flags & AL_PPTT_ALLOC_VALID) {
        static const char *const alloc[4] = {"ReadAllocate", "WriteAllocate", "ReadWriteAllocate",
                                             "ReadWriteAllocate"};
        out->allocation_policy = alloc[attr & MASK_ALLOCATION];
    }
    if (use_cache_id && p->revision >= 3 && (flags & AL_PPTT_CACHE_ID_VALID)) {
        out->has_id = true;
        out->id = rd32(p, cache, CACHE_ID);
    }
}
