/* SPDX-License-Identifier: MIT */
/*
 * Subtables matched by what they are, not where they sit (issue 26): a GICC
 * by its ACPI Processor UID (then MPIDR), an IORT node by its Identifier, a
 * PPTT processor by its ACPI Processor ID and a cache by its Cache ID, a
 * GICD/GICR/ITS/MSI frame or GTDT block by type and base address, an MCFG
 * allocation by segment and start bus; what has no identity by its ordinal
 * among its type.  Reordered structures are one line, not a change each.
 * Offsets stored in fields (a PPTT parent, an IORT output reference) are
 * compared as the structures they point at.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/pptt.h"
#include "acpilint/walk.h"
#include "diff_internal.h"

/* How a table's structures are laid out. */
struct walk_kind {
    const char *sig;
    enum al_layout_id common; /* the Type/Length part every structure starts with */
    bool typed;               /* byte 0 is the Type selecting the layout */
    size_t first;             /* uncounted: offset of the first structure */
    bool counted;
    enum al_field_id count_field, offset_field;
    size_t length_size, min_length;
    size_t fixed_size; /* untyped fixed-size elements (MCFG): no Length field */
};

static const struct walk_kind kinds[] = {
    {"APIC", AL_L_MADT_SUB, true, AL_FIELD_END(MADT_FLAGS), false, 0, 0, 1, 2, 0},
    {"PPTT", AL_L_PPTT_SUB, true, AL_PPTT_SUBTABLES_OFFSET, false, 0, 0, 1, 4, 0},
    {"GTDT", AL_L_GTDT_TIMER, true, 0, true, AL_F_GTDT_PLATFORM_TIMER_COUNT,
     AL_F_GTDT_PLATFORM_TIMER_OFFSET, 2, 3, 0},
    {"IORT", AL_L_IORT_NODE, true, 0, true, AL_F_IORT_NODE_COUNT, AL_F_IORT_NODE_OFFSET, 2, 16, 0},
    {"DBG2", AL_L_DBG2_DEVICE, false, 0, true, AL_F_DBG2_INFO_COUNT, AL_F_DBG2_INFO_OFFSET, 2, 22,
     0},
    {"MCFG", AL_L_MCFG_ALLOCATION, false, AL_FIELD_END(MCFG_RESERVED), false, 0, 0, 0, 0, 16},
};

/* One structure of one side. */
struct sub {
    size_t offset, length;
    uint8_t type;
    int layout; /* enum al_layout_id of its type, -1 when the catalogue has none */
    unsigned rev;
    char key[80];   /* identity: "UID 5", "base 0x8000000", "#2" */
    char name[112]; /* in paths: "GICC[UID 5]" */
    size_t match;   /* index of its partner on the other side, SIZE_MAX: none */
};

struct side {
    const struct al_table *t;
    struct al_span body;
    struct sub *subs;
    size_t count;
};

static int layout_of(const char *sig, int type)
{
    for (unsigned l = 0; l < AL_LAYOUT_COUNT; l++) {
        const struct al_layout_info *li = al_layout_info((enum al_layout_id)l);
        if (li->type == type && strlen(al_layout_signature(li)) == 4 &&
            memcmp(al_layout_signature(li), sig, 4) == 0)
            return (int)l;
    }
    return -1;
}

static uint64_t get(const struct side *s, const struct sub *u, enum al_field_id id)
{
    uint64_t v = 0;
    if (al_field_in(id, u->length))
        al_field_uint(s->body, id, u->offset, &v);
    return v;
}

/* The base address that identifies a GIC frame or a timer block (identity()). */
static enum al_field_id base_field(int layout)
{
    switch (layout) {
    case AL_L_MADT_GICD: return AL_F_MADT_GICD_BASE_ADDRESS;
    case AL_L_MADT_GIC_MSI: return AL_F_MADT_GIC_MSI_BASE_ADDRESS;
    case AL_L_MADT_GICR: return AL_F_MADT_GICR_BASE;
    case AL_L_MADT_GIC_ITS: return AL_F_MADT_GIC_ITS_BASE_ADDRESS;
    case AL_L_GTDT_GT_BLOCK: return AL_F_GTDT_GT_BLOCK_CNT_CTL_BASE;
    default: return AL_F_GTDT_WATCHDOG_REFRESH_BASE; /* AL_L_GTDT_WATCHDOG */
    }
}

/* The identity of a structure, "" when it has none but its ordinal. */
static void identity(const struct side *s, const struct sub *u, char *buf, size_t size)
{
    buf[0] = '\0';
    switch (u->layout) {
    case AL_L_MADT_GICC:
        snprintf(buf, size, "UID %llu", (unsigned long long)get(s, u, AL_F_MADT_GICC_UID));
        break;
    case AL_L_MADT_GICD:
    case AL_L_MADT_GIC_MSI:
    case AL_L_MADT_GICR:
    case AL_L_MADT_GIC_ITS:
    case AL_L_GTDT_GT_BLOCK:
    case AL_L_GTDT_WATCHDOG:
        snprintf(buf, size, "base 0x%llx", (unsigned long long)get(s, u, base_field(u->layout)));
        break;
    case AL_L_MCFG_ALLOCATION:
        snprintf(buf, size, "segment %llu bus %llu",
                 (unsigned long long)get(s, u, AL_F_MCFG_ALLOCATION_SEGMENT),
                 (unsigned long long)get(s, u, AL_F_MCFG_ALLOCATION_START_BUS));
        break;
    case AL_L_PPTT_PROCESSOR: {
        uint64_t flags = get(s, u, AL_F_PPTT_PROCESSOR_FLAGS);
        if (flags & AL_PPTT_ACPI_ID_VALID)
            snprintf(buf, size, "%s %llu", flags & AL_PPTT_IS_LEAF ? "CPU" : "id",
                     (unsigned long long)get(s, u, AL_F_PPTT_PROCESSOR_ID));
        break;
    }
    case AL_L_PPTT_CACHE:
        if (u->rev >= al_diff_rev(3) && (get(s, u, AL_F_PPTT_CACHE_FLAGS) & AL_PPTT_CACHE_ID_VALID))
            snprintf(buf, size, "id %llu", (unsigned long long)get(s, u, AL_F_PPTT_CACHE_ID));
        break;
    default:
        break;
    }
    /* IORT nodes from revision 1 (Arm DEN0049 E.b) carry an Identifier. */
    if (!buf[0] && al_table_is(s->t, "IORT") && get(s, u, AL_F_IORT_NODE_REVISION) >= 1)
        snprintf(buf, size, "id 0x%llx", (unsigned long long)get(s, u, AL_F_IORT_NODE_IDENTIFIER));
}

static const struct walk_kind *kind_of(const struct al_table *t)
{
    for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
        if (al_table_is(t, kinds[i].sig))
            return &kinds[i];
    return NULL;
}

static int by_key(const void *a, const void *b)
{
    const struct sub *const *x = a, *const *y = b;
    int c = strcmp((*x)->name, (*y)->name);
    if (c)
        return c;
    return (*x)->offset < (*y)->offset ? -1 : (*x)->offset > (*y)->offset;
}

/*
 * Names structures with no identity (or a shared one) "#n": n-th of that
 * name, in table order.  Round 0 first tells GICCs that share a UID apart
 * by their MPIDR.
 */
static bool name_round(struct side *s, int round)
{
    struct sub **sorted = malloc((s->count + 1) * sizeof(*sorted));
    if (!sorted)
        return false;
    for (size_t i = 0; i < s->count; i++)
        sorted[i] = &s->subs[i];
    qsort(sorted, s->count, sizeof(*sorted), by_key);
    for (size_t i = 0; i < s->count;) {
        size_t j = i + 1;
        while (j < s->count && !strcmp(sorted[j]->name, sorted[i]->name))
            j++;
        bool anonymous = !strchr(sorted[i]->name, '[');
        if (round == 0) {
            if (j - i > 1 && sorted[i]->layout == AL_L_MADT_GICC)
                for (size_t k = i; k < j; k++) {
                    struct sub *u = sorted[k];
                    size_t len = strlen(u->name);
                    snprintf(u->name + len - 1, sizeof(u->name) - len + 1, " MPIDR 0x%llx]",
                             (unsigned long long)get(s, u, AL_F_MADT_GICC_MPIDR));
                }
            i = j;
            continue;
        }
        if (j - i > 1 || anonymous)
            for (size_t k = i; k < j; k++) {
                struct sub *u = sorted[k];
                char base[112];
                snprintf(base, sizeof(base), "%s", u->name);
                char *br = strchr(base, '[');
                if (br) /* "GICC[UID 5" + " #1]" */
                    al_diff_label(u->name, sizeof(u->name), "%.*s #%zu]",
                                  (int)(strlen(base) - 1 < 90 ? strlen(base) - 1 : 90), base,
                                  k - i);
                else
                    al_diff_label(u->name, sizeof(u->name), "%.90s[#%zu]", base, k - i);
            }
        i = j;
    }
    free(sorted);
    return true;
}

static bool name_all(struct side *s)
{
    return name_round(s, 0) && name_round(s, 1);
}

/* Walks t's structures into s.  False when memory ran out. */
static bool collect(struct side *s, const struct al_table *t, const struct walk_kind *k,
                    uint8_t *cov)
{
    s->t = t;
    s->body = al_table_body(t);
    s->subs = NULL;
    s->count = 0;
    size_t cap = 0;
    unsigned table_rev = al_diff_rev(t->header.revision);
    size_t off = k->first, count = SIZE_MAX;
    struct al_walk w;
    memset(&w, 0, sizeof(w));
    if (k->counted) {
        uint64_t c = 0, o = 0;
        al_field_uint(s->body, k->count_field, 0, &c);
        al_field_uint(s->body, k->offset_field, 0, &o);
        if (k->fixed_size)
            off = (size_t)o, count = (size_t)c;
        else
            al_walk_init_counted(&w, t, (size_t)o, (uint32_t)c, AL_HEADER_SIZE, k->length_size,
                                 k->min_length);
    } else if (!k->fixed_size)
        al_walk_init(&w, t, k->first, k->length_size, k->min_length);
    for (size_t n = 0;; n++) {
        struct sub u = {.layout = -1, .rev = table_rev, .match = SIZE_MAX};
        if (k->fixed_size) {
            if (n >= count || off + k->fixed_size > s->body.len || off + k->fixed_size < off)
                break;
            u.offset = off;
            u.length = k->fixed_size;
            off += k->fixed_size;
            u.layout = (int)k->common;
        } else {
            struct al_walk_item it;
            if (al_walk_next(&w, &it) != AL_WALK_OK)
                break;
            u.offset = it.offset;
            u.length = it.length;
            u.type = it.type;
            u.layout = k->typed ? layout_of(k->sig, it.type) : (int)k->common;
        }
        if (al_table_is(t, "IORT")) {
            uint8_t r = 0;
            al_read_u8(s->body, u.offset + al_field_offset(AL_F_IORT_NODE_REVISION), &r);
            u.rev = al_diff_rev(r);
        }
        if (s->count == cap) {
            cap = cap ? cap * 2 : 32;
            struct sub *m = realloc(s->subs, cap * sizeof(*m));
            if (!m)
                return false;
            s->subs = m;
        }
        char id[80];
        identity(s, &u, id, sizeof(id));
        const char *lname =
            u.layout >= 0 ? al_layout_name(al_layout_info((enum al_layout_id)u.layout)) : NULL;
        char tname[24];
        if (!lname) {
            snprintf(tname, sizeof(tname), "Type%u", u.type);
            lname = tname;
        }
        if (id[0])
            snprintf(u.name, sizeof(u.name), "%s[%s]", lname, id);
        else
            snprintf(u.name, sizeof(u.name), "%s", lname);
        s->subs[s->count++] = u;
        for (size_t i = u.offset; i < u.offset + u.length && i < s->body.len; i++)
            cov[i] = 1;
    }
    return name_all(s);
}

/* Offsets in fields as the structure they point at (ref_name of al_diff_struct). */
static bool ref_name(void *ctx, enum al_field_id id, uint64_t offset, char *buf, size_t size)
{
    const struct side *s = ctx;
    if (id != AL_F_PPTT_PROCESSOR_PARENT && id != AL_F_PPTT_CACHE_NEXT_LEVEL &&
        id != AL_F_PPTT_PROCESSOR_RESOURCE0 && id != AL_F_IORT_ID_MAPPING_OUTPUT_REFERENCE &&
        id != AL_F_IORT_PMCG_NODE_REFERENCE)
        return false;
    if (offset == 0) {
        snprintf(buf, size, "0 (none)");
        return true;
    }
    size_t lo = 0, hi = s->count;
    while (lo < hi) { /* structures are in rising offset order */
        size_t mid = lo + (hi - lo) / 2;
        if (s->subs[mid].offset < offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < s->count && s->subs[lo].offset == offset)
        snprintf(buf, size, "%s", s->subs[lo].name);
    else
        snprintf(buf, size, "0x%llx (no structure there)", (unsigned long long)offset);
    return true;
}

static struct al_diff_struct view(struct side *s, const struct sub *u, uint8_t *cov)
{
    struct al_diff_struct v = {.s = s->body,
                               .base = u->offset,
                               .length = u->length,
                               .rev = u->rev,
                               .covered = cov,
                               .ref_name = ref_name,
                               .ref_ctx = s};
    return v;
}

/* An array of fixed-size elements inside a structure (IORT ID mappings, GT block frames). */
static void diff_array(struct al_diff *d, const char *prefix, const char *what,
                       enum al_layout_id layout, size_t elem, struct al_diff_struct *o,
                       uint64_t ocount, uint64_t ooff, struct al_diff_struct *n, uint64_t ncount,
                       uint64_t noff)
{
    /* A count is a claim: no more elements than the structure's bytes hold (a hostile
     * count of 2^32 costs nothing). */
    uint64_t ofit = ooff <= o->length ? (o->length - ooff) / elem : 0;
    uint64_t nfit = noff <= n->length ? (n->length - noff) / elem : 0;
    ocount = ocount < ofit ? ocount : ofit;
    ncount = ncount < nfit ? ncount : nfit;
    uint64_t most = ocount > ncount ? ocount : ncount;
    for (uint64_t i = 0; i < most; i++) {
        char path[300];
        al_diff_label(path, sizeof(path), "%s/%s[%llu]", prefix, what, (unsigned long long)i);
        struct al_diff_struct oe = *o, ne = *n;
        bool ho = i < ocount && ooff + (i + 1) * elem <= o->length;
        bool hn = i < ncount && noff + (i + 1) * elem <= n->length;
        if (ho) {
            oe.base = o->base + ooff + i * elem;
            oe.length = elem;
            oe.covered = NULL;
            for (size_t b = 0; b < elem; b++)
                o->covered[ooff + i * elem + b] = 1;
        }
        if (hn) {
            ne.base = n->base + noff + i * elem;
            ne.length = elem;
            ne.covered = NULL;
            for (size_t b = 0; b < elem; b++)
                n->covered[noff + i * elem + b] = 1;
        }
        if (ho && hn)
            al_diff_fields(d, path, layout, &oe, &ne);
        else if (ho)
            al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_REMOVED, path, "", NULL, NULL);
        else if (hn)
            al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_ADDED, path, NULL, "", NULL);
    }
}

/* A PPTT processor's private resources past the first (the catalogue's field). */
static void diff_resources(struct al_diff *d, const char *prefix, struct al_diff_struct *o,
                           struct al_diff_struct *n)
{
    uint64_t oc = 0, nc = 0;
    if (al_field_in(AL_F_PPTT_PROCESSOR_RESOURCE_COUNT, o->length))
        al_field_uint(o->s, AL_F_PPTT_PROCESSOR_RESOURCE_COUNT, o->base, &oc);
    if (al_field_in(AL_F_PPTT_PROCESSOR_RESOURCE_COUNT, n->length))
        al_field_uint(n->s, AL_F_PPTT_PROCESSOR_RESOURCE_COUNT, n->base, &nc);
    size_t first = al_field_offset(AL_F_PPTT_PROCESSOR_RESOURCE0);
    /* No more resources than the structure's bytes hold, whatever the count says. */
    uint64_t ofit = o->length > first ? (o->length - first) / 4 : 0;
    uint64_t nfit = n->length > first ? (n->length - first) / 4 : 0;
    oc = oc < ofit ? oc : ofit;
    nc = nc < nfit ? nc : nfit;
    uint64_t most = oc > nc ? oc : nc;
    for (uint64_t i = 1; i < most; i++) {
        size_t at = first + 4 * (size_t)i;
        char ov[112] = "", nv[112] = "", path[300];
        bool ho = i < oc && at + 4 <= o->length, hn = i < nc && at + 4 <= n->length;
        uint32_t v;
        if (ho && al_read_u32(o->s, o->base + at, &v)) {
            ref_name(o->ref_ctx, AL_F_PPTT_PROCESSOR_RESOURCE0, v, ov, sizeof(ov));
            memset(o->covered + at, 1, 4);
        }
        if (hn && al_read_u32(n->s, n->base + at, &v)) {
            ref_name(n->ref_ctx, AL_F_PPTT_PROCESSOR_RESOURCE0, v, nv, sizeof(nv));
            memset(n->covered + at, 1, 4);
        }
        if (ho == hn && !strcmp(ov, nv))
            continue;
        al_diff_label(path, sizeof(path), "%s/PrivateResource[%llu]", prefix,
                      (unsigned long long)i);
        al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_CHANGED, path, ho ? ov : NULL, hn ? nv : NULL, NULL);
    }
}

static void diff_pair(struct al_diff *d, const char *label, const struct walk_kind *k,
                      struct side *os, const struct sub *ou, struct side *ns, const struct sub *nu)
{
    if (ou->length == nu->length &&
        memcmp(os->body.data + ou->offset, ns->body.data + nu->offset, ou->length) == 0 &&
        ou->layout != AL_L_PPTT_PROCESSOR && ou->layout != AL_L_PPTT_CACHE &&
        ou->layout != AL_L_IORT_PMCG && !al_table_is(os->t, "IORT"))
        return; /* the same bytes, and no field in them points elsewhere */
    uint8_t *oc = calloc(ou->length + 1, 1), *nc = calloc(nu->length + 1, 1);
    if (!oc || !nc) {
        free(oc);
        free(nc);
        d->oom = true;
        return;
    }
    char prefix[300];
    snprintf(prefix, sizeof(prefix), "%s/%s", label, nu->name);
    struct al_diff_struct o = view(os, ou, oc), n = view(ns, nu, nc);
    if (k->typed)
        al_diff_fields(d, prefix, k->common, &o, &n);
    if (nu->layout >= 0 && (!k->typed || nu->layout != (int)k->common))
        al_diff_fields(d, prefix, (enum al_layout_id)nu->layout, &o, &n);
    if (al_table_is(os->t, "IORT")) {
        diff_array(d, prefix, "IDMapping", AL_L_IORT_ID_MAPPING, 20, &o,
                   get(os, ou, AL_F_IORT_NODE_MAPPING_COUNT),
                   get(os, ou, AL_F_IORT_NODE_MAPPING_OFFSET), &n,
                   get(ns, nu, AL_F_IORT_NODE_MAPPING_COUNT),
                   get(ns, nu, AL_F_IORT_NODE_MAPPING_OFFSET));
    }
    if (nu->layout == AL_L_GTDT_GT_BLOCK)
        diff_array(d, prefix, "Frame", AL_L_GTDT_GT_FRAME, 40, &o,
                   get(os, ou, AL_F_GTDT_GT_BLOCK_TIMER_COUNT),
                   get(os, ou, AL_F_GTDT_GT_BLOCK_TIMER_OFFSET), &n,
                   get(ns, nu, AL_F_GTDT_GT_BLOCK_TIMER_COUNT),
                   get(ns, nu, AL_F_GTDT_GT_BLOCK_TIMER_OFFSET));
    if (nu->layout == AL_L_PPTT_PROCESSOR)
        diff_resources(d, prefix, &o, &n);
    al_diff_byte_ranges(d, prefix, &o, &n, 0);
    free(oc);
    free(nc);
}

static int by_name(const void *a, const void *b)
{
    const struct sub *const *x = a, *const *y = b;
    return strcmp((*x)->name, (*y)->name);
}

/* Pairs the two sides' structures by name (sorted merge).  False when memory ran out. */
static bool match(struct side *os, struct side *ns)
{
    struct sub **a = malloc((os->count + 1) * sizeof(*a)),
               **b = malloc((ns->count + 1) * sizeof(*b));
    if (!a || !b) {
        free(a);
        free(b);
        return false;
    }
    for (size_t i = 0; i < os->count; i++)
        a[i] = &os->subs[i];
    for (size_t i = 0; i < ns->count; i++)
        b[i] = &ns->subs[i];
    qsort(a, os->count, sizeof(*a), by_name);
    qsort(b, ns->count, sizeof(*b), by_name);
    for (size_t i = 0, j = 0; i < os->count && j < ns->count;) {
        int c = strcmp(a[i]->name, b[j]->name);
        if (c < 0)
            i++;
        else if (c > 0)
            j++;
        else {
            a[i]->match = (size_t)(b[j] - ns->subs);
            b[j]->match = (size_t)(a[i] - os->subs);
            i++, j++;
        }
    }
    free(a);
    free(b);
    return true;
}

/*
 * Reordered: the matched structures' new positions, read in old order, are
 * not rising.  Those outside a longest rising run are the ones that moved.
 */
static void report_order(struct al_diff *d, const char *label, struct side *os)
{
    size_t m = 0;
    for (size_t i = 0; i < os->count; i++)
        if (os->subs[i].match != SIZE_MAX)
            m++;
    if (m < 2)
        return;
    size_t *seq = malloc(m * sizeof(*seq)), *from = malloc(m * sizeof(*from));
    size_t *tails = malloc(m * sizeof(*tails)), *prev = malloc(m * sizeof(*prev));
    bool *keep = calloc(m, sizeof(*keep));
    if (!seq || !from || !tails || !prev || !keep) {
        d->oom = true;
        goto out;
    }
    m = 0;
    for (size_t i = 0; i < os->count; i++)
        if (os->subs[i].match != SIZE_MAX) {
            from[m] = i;
            seq[m++] = os->subs[i].match;
        }
    size_t len = 0;
    for (size_t i = 0; i < m; i++) {
        size_t lo = 0, hi = len;
        while (lo < hi) {
            size_t mid = (lo + hi) / 2;
            if (seq[tails[mid]] < seq[i])
                lo = mid + 1;
            else
                hi = mid;
        }
        prev[i] = lo ? tails[lo - 1] : SIZE_MAX;
        tails[lo] = i;
        if (lo == len)
            len++;
    }
    if (len == m)
        goto out;
    for (size_t i = tails[len - 1]; i != SIZE_MAX; i = prev[i])
        keep[i] = true;
    char moved[400] = "", ov[64], nv[64];
    size_t shown = 0;
    for (size_t i = 0; i < m; i++) {
        if (keep[i])
            continue;
        size_t used = strlen(moved);
        if (shown++ < 8)
            snprintf(moved + used, sizeof(moved) - used, "%s%s",
                     used ? ", " : "moved: ", os->subs[from[i]].name);
    }
    if (shown > 8) {
        size_t used = strlen(moved);
        snprintf(moved + used, sizeof(moved) - used, " and %zu more", shown - 8);
    }
    snprintf(ov, sizeof(ov), "%zu structures", m);
    snprintf(nv, sizeof(nv), "%zu moved", m - len);
    al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_REORDERED, label, ov, nv, moved);
out:
    free(seq);
    free(from);
    free(tails);
    free(prev);
    free(keep);
}

bool al_diff_subtables(struct al_diff *d, const char *label, const struct al_table *ot,
                       const struct al_table *nt, uint8_t *ocov, uint8_t *ncov)
{
    const struct walk_kind *k = kind_of(nt);
    if (!k)
        return false;
    struct side os, ns;
    bool ok = collect(&os, ot, k, ocov) && collect(&ns, nt, k, ncov) && match(&os, &ns);
    if (!ok) {
        d->oom = true;
        free(os.subs);
        free(ns.subs);
        return true;
    }
    char path[300], what[48];
    for (size_t i = 0; i < os.count; i++)
        if (os.subs[i].match == SIZE_MAX) {
            snprintf(path, sizeof(path), "%s/%s", label, os.subs[i].name);
            snprintf(what, sizeof(what), "%zu bytes", os.subs[i].length);
            al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_REMOVED, path, what, NULL, NULL);
        }
    for (size_t i = 0; i < ns.count; i++)
        if (ns.subs[i].match == SIZE_MAX) {
            snprintf(path, sizeof(path), "%s/%s", label, ns.subs[i].name);
            snprintf(what, sizeof(what), "%zu bytes", ns.subs[i].length);
            al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_ADDED, path, NULL, what, NULL);
        }
    report_order(d, label, &os);
    for (size_t i = 0; i < os.count; i++)
        if (os.subs[i].match != SIZE_MAX)
            diff_pair(d, label, k, &os, &os.subs[i], &ns, &ns.subs[os.subs[i].match]);
    free(os.subs);
    free(ns.subs);
    return true;
}
