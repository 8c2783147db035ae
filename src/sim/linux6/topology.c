/* SPDX-License-Identifier: MIT */
/*
 * CPU topology and caches in the 6.x models, as /sys/devices/system/cpu
 * shows them after the boot:
 *  - smp_prepare_cpus() calls drivers/base/arch_topology.c init_cpu_topology():
 *    arch/arm64/kernel/topology.c parse_acpi_topology() gives every possible
 *    CPU its thread, core, cluster and package id from the PPTT
 *    (drivers/acpi/pptt.c find_acpi_cpu_topology(), _cluster(), _package(),
 *    acpi_pptt_cpu_is_thread()); the first CPU without a leaf ends it with
 *    an error and every id is reset;
 *  - each CPU coming online runs store_cpu_topology(): a CPU left without ids
 *    gets core_id = its number and package_id = its NUMA node (no MPIDR
 *    affinity since Linux 5.16: arm64's own store_cpu_topology() is gone);
 *  - drivers/base/cacheinfo.c builds the leaves from CLIDR_EL1 plus the PPTT's
 *    levels (arch/arm64/kernel/cacheinfo.c init_cache_level()), fills each from
 *    the PPTT cache its search finds (cache_setup_acpi() ->
 *    update_cache_properties()), and leaves are shared between CPUs whose
 *    search found the cache from the same processor node (fw_token) or, with
 *    Cache IDs, the same id (cache_leaves_are_shared()).
 * The ACPI Processor UID of a CPU is its GICC's (get_acpi_id_for_cpu()).
 */
#include "sim/sim_internal.h"

#include "acpilint/field.h"
#include "acpilint/madt.h"
#include "acpilint/pptt.h"
#include "acpilint/rule_ids.h"

#include <stdlib.h>
#include <string.h>

#define SRC_PPTT "drivers/acpi/pptt.c "
#define SRC_TOPO "arch/arm64/kernel/topology.c parse_acpi_topology()"
#define PPTT_ABORT_PACKAGE 0xFFu

static struct al_where whole_input(const struct al_tableset *ts)
{
    return al_at_file(ts->input_count ? ts->inputs[0] : NULL, AL_NO_OFFSET, 0);
}

/* The ACPI Processor UID of the index-th GICC of the MADT the kernel walked. */
static bool gicc_uid(struct al_sim_ctx *c, int index, uint32_t *uid)
{
    const struct al_table *t = al_sim_get_table(c, "APIC", 0);
    int seen = 0;
    for (struct al_sim_madt_it it = al_sim_madt_begin(t); index >= 0 && al_sim_madt_next(&it);)
        if (it.type == AL_MADT_GICC && seen++ == index)
            return al_read_u32(it.s, it.off + AL_OFF_MADT_GICC_UID, uid);
    return false;
}

static void not_simulated(struct al_sim_topology *t, const char *why)
{
    t->simulated = false;
    snprintf(t->reason, sizeof(t->reason), "%s", why);
}

/* init_cpu_topology()'s reset_cpu_topology(): the ids store_cpu_topology() then sets. */
static void fallback(struct al_sim_ctx *c, const char *why)
{
    struct al_sim_topology *t = &c->r->topology;
    bool numa = al_sim_get_table(c, "SRAT", 0) != NULL;
    t->source = "fallback";
    snprintf(t->reason, sizeof(t->reason), "%s", why);
    for (size_t i = 0; i < t->count; i++) {
        struct al_sim_topo_cpu *cpu = &t->cpus[i];
        cpu->thread_id = -1;
        cpu->cluster_id = -1;
        cpu->core_id = cpu->cpu;
        /* cpu_to_node(): node 0 without an SRAT; with one, its proximity domains decide */
        cpu->package_known = !numa;
        cpu->package_id = 0;
    }
    al_sim_kevent(c, "drivers/base/arch_topology.c store_cpu_topology()",
                  "every CPU is left without PPTT ids: core_id is the CPU's number, "
                  "package_id its NUMA node, no cluster (-1), no thread (-1)",
                  "sched domains see one core per CPU",
                  numa ? "the NUMA node is not simulated "
                         "(the input has an SRAT)"
                       : "no SRAT: every CPU is on node 0",
                  NULL);
}

/* parse_acpi_topology(): false (and the fallback) at the first CPU the PPTT cannot place. */
static bool parse_acpi_topology(struct al_sim_ctx *c, struct al_k6_pptt *p)
{
    struct al_sim_topology *t = &c->r->topology;
    for (size_t i = 0; i < t->count; i++) {
        struct al_sim_topo_cpu *cpu = &t->cpus[i];
        int64_t id0 = 0;
        if (!al_k6_pptt_tag(p, cpu->uid, 0, 0, &id0)) {
            char why[160];
            al_sim_kevent(c, SRC_PPTT "topology_get_acpi_cpu_tag()",
                          "no PPTT leaf has this CPU's ACPI Processor UID (pr_warn_once)",
                          "parse_acpi_topology() fails: init_cpu_topology() discards every "
                          "PPTT id",
                          NULL,
                          "ACPI PPTT: PPTT table found, but unable to locate "
                          "core %u (%u)",
                          cpu->cpu, cpu->uid);
            snprintf(why, sizeof(why), "no PPTT leaf for CPU %u (GICC UID %u)", cpu->cpu, cpu->uid);
            al_report(c->ts, AL_R_SIM_TOPOLOGY_FALLBACK, whole_input(c->ts),
                      "no PPTT leaf has the ACPI Processor UID %u of CPU %u's GICC: Linux %s "
                      "discards the PPTT topology of every CPU",
                      cpu->uid, cpu->cpu, c->k.name);
            fallback(c, why);
            return false;
        }
        if (id0 < 0) { /* an ACPI id of 2^31 or more: the int is negative, an error */
            al_sim_kevent(c, SRC_TOPO, "the leaf's ACPI id does not fit an int", NULL,
                          "returned as an error, silently", NULL);
            fallback(c, "a leaf's ACPI id is 2^31 or more");
            return false;
        }
        int threaded = al_k6_pptt_is_thread(p, cpu->uid);
        if (threaded < 0) /* acpi_cpu_is_threaded(): before revision 2, the MPIDR's MT bit */
            threaded = 0;
        if (threaded) {
            cpu->thread_id = id0;
            al_k6_pptt_tag(p, cpu->uid, 1, 0, &cpu->core_id);
        } else {
            cpu->thread_id = -1;
            cpu->core_id = id0;
        }
        cpu->cluster_id = al_k6_pptt_cluster(p, cpu->uid);
        al_k6_pptt_tag(p, cpu->uid, PPTT_ABORT_PACKAGE, AL_PPTT_PHYSICAL_PACKAGE, &cpu->package_id);
        cpu->package_known = true;
    }
    t->source = "pptt";
    return true;
}

/*
 * The Parent references the kernel follows from each CPU's leaf that are not
 * processor nodes: fetch_pptt_node() checks no type, so each is a silent
 * decision (no message) that shapes the ids; one event per referring node.
 */
static void bad_parents(struct al_sim_ctx *c, struct al_k6_pptt *p)
{
    struct al_sim_topology *t = &c->r->topology;
    uint32_t seen[8];
    size_t nseen = 0;
    for (size_t i = 0; i < t->count; i++) {
        size_t steps = 0;
        for (uint32_t node = al_k6_pptt_find_leaf(p, t->cpus[i].uid);
             node && steps++ < p->max_steps && !p->past_end; node = al_k6_pptt_parent(p, node)) {
            uint32_t ref;
            int bad = al_k6_pptt_bad_parent(p, node, &ref);
            size_t k = 0;
            while (k < nseen && seen[k] != node)
                k++;
            if (!bad || k < nseen || nseen == sizeof(seen) / sizeof(seen[0]))
                continue;
            seen[nseen++] = node;
            char what[160];
            snprintf(what, sizeof(what), "the node at 0x%x names Parent 0x%x, %s", node, ref,
                     bad == 1 ? "where no structure fits in the table"
                              : "which is not a processor node");
            al_sim_kevent(c, SRC_PPTT "fetch_pptt_node()", what,
                          bad == 1 ? "fetch_pptt_node() gives NULL: the node is a root (its "
                                     "package; no cluster, -ENOENT)"
                                   : "its bytes are read as a processor node's Flags, Parent "
                                     "and ACPI id",
                          "no message: the kernel checks neither", NULL);
        }
    }
}

/*
 * Caches a leaf finds whose flags leave fields unused: one event per level,
 * type and set of unused fields (the first such cache named), so a table
 * whose caches all share a defect gives one line per cache level and type.
 */
static void partly_valid(struct al_sim_ctx *c)
{
    struct al_sim_topology *t = &c->r->topology;
    uint32_t seen[32];
    size_t nseen = 0;
    for (size_t i = 0; i < t->count; i++)
        for (size_t k = 0; k < t->cpus[i].cache_count; k++) {
            const struct al_sim_cache *ch = &t->cpus[i].caches[k];
            uint32_t key = ch->level << 16 | (uint32_t)(unsigned char)ch->type[0] << 8 | !ch->size |
                           !ch->line_size << 1 | !ch->ways << 2 | !ch->sets << 3;
            size_t j = 0;
            while (j < nseen && seen[j] != key)
                j++;
            if ((ch->size && ch->line_size && ch->ways && ch->sets) || j < nseen ||
                nseen == sizeof(seen) / sizeof(seen[0]))
                continue;
            seen[nseen++] = key;
            char what[200];
            snprintf(what, sizeof(what),
                     "the level-%u %s cache at 0x%x (and any like it) "
                     "leaves%s%s%s%s unset (not valid in its flags)",
                     ch->level, ch->type, ch->node, ch->size ? "" : " size",
                     ch->line_size ? "" : " line-size", ch->ways ? "" : " ways",
                     ch->sets ? "" : " sets");
            al_sim_kevent(c, SRC_PPTT "update_cache_properties()", what,
                          "those /sys files are absent (ways: 0 when the size is known)",
                          "no message", NULL);
        }
}

static const struct {
    unsigned bits; /* PPTT Attributes bits 2-3: acpi_cache_type() */
    const char *name;
} cache_types[] = {{0x0, "Data"}, {0x4, "Instruction"}, {0x8, "Unified"}};

/* Per CPU, every level and type a leaf could have, and the PPTT cache it would take. */
static void caches(struct al_sim_ctx *c, struct al_k6_pptt *p)
{
    struct al_sim_topology *t = &c->r->topology;
    for (size_t i = 0; i < t->count; i++) {
        struct al_sim_topo_cpu *cpu = &t->cpus[i];
        cpu->cache_levels = (int)al_k6_pptt_cache_levels(p, cpu->uid);
        if (p->loops || p->past_end || p->over_budget)
            return;
        if (cpu->cache_levels > 64) { /* a level needs a structure; this many is no cache */
            p->over_budget = true;
            return;
        }
        size_t n = (size_t)cpu->cache_levels * 3;
        cpu->caches = n ? calloc(n, sizeof(*cpu->caches)) : NULL;
        for (unsigned level = 1; cpu->caches && level <= (unsigned)cpu->cache_levels; level++)
            for (size_t k = 0; k < 3; k++) {
                uint32_t at = 0;
                unsigned dups = p->duplicates;
                uint32_t node = al_k6_pptt_cache_node(p, cpu->uid, cache_types[k].bits, level, &at);
                if (p->duplicates != dups)
                    al_sim_kevent(c, SRC_PPTT "acpi_pptt_walk_cache()",
                                  "two caches of one level and type for this CPU", NULL,
                                  "the kernel keeps the last one found; it prints this line on "
                                  "every search for that leaf",
                                  "ACPI PPTT: Found duplicate cache level/type unable to "
                                  "determine uniqueness");
                if (!node)
                    continue;
                struct al_sim_cache *ch = &cpu->caches[cpu->cache_count++];
                ch->level = level;
                ch->type = cache_types[k].name;
                ch->node = node;
                ch->found_at = at;
                al_k6_pptt_cache_props(p, node, c->k.pptt_cache_id, ch);
            }
    }
}

/* A CPU the topology describes: possible (the boot CPU always) and with an MPIDR. */
static bool topology_cpu(const struct al_sim_ctx *c, unsigned i)
{
    return (i == 0 || c->possible[i]) && c->logical_map[i] != AL_INVALID_HWID;
}

void al_k6_topology_prepare(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    struct al_sim_topology *t = &r->topology;
    /* The possible CPUs only: NR_CPUS entries (4096 on Debian) would be fresh pages for nothing. */
    size_t possible = 0;
    for (unsigned i = 0; i < c->nr_cpu_ids && i < r->nr_cpus; i++)
        possible += topology_cpu(c, i);
    t->cpus = calloc(possible ? possible : 1, sizeof(*t->cpus));
    if (!t->cpus)
        return;
    t->simulated = true;
    for (unsigned i = 0; i < c->nr_cpu_ids && i < r->nr_cpus; i++) {
        if (!topology_cpu(c, i))
            continue;
        struct al_sim_topo_cpu *cpu = &t->cpus[t->count++];
        cpu->cpu = i;
        cpu->mpidr = c->logical_map[i];
        cpu->package_id = cpu->cluster_id = cpu->core_id = cpu->thread_id = -1;
        if (!gicc_uid(c, c->gicc_of_cpu[i], &cpu->uid)) {
            not_simulated(t, "the boot CPU has no GICC: the ACPI Processor UID the kernel "
                             "uses for it is not simulated");
            return;
        }
    }
    const struct al_table *pptt = al_sim_get_table(c, "PPTT", 0);
    if (!pptt) {
        al_sim_kevent(c, SRC_PPTT "acpi_pptt_warn_missing()", "ACPICA has no PPTT (pr_warn_once)",
                      "no topology or cache properties from firmware", NULL,
                      "ACPI PPTT: No PPTT table found, CPU and cache topology may be inaccurate");
        fallback(c, "no PPTT");
        return;
    }
    struct al_k6_pptt p;
    al_k6_pptt_init(&p, pptt);
    if (p.truncated) {
        not_simulated(t, "the input holds fewer bytes of the PPTT than its Length");
        return;
    }
    if (parse_acpi_topology(c, &p))
        al_sim_kevent(c, SRC_TOPO,
                      "every possible CPU has a PPTT leaf: thread, core, cluster "
                      "and package ids from the PPTT",
                      NULL, NULL, NULL);
    bad_parents(c, &p);
    caches(c, &p);
    partly_valid(c);
    uint32_t untyped = t->count ? al_k6_pptt_untyped_cache(&p, t->cpus[0].uid) : 0;
    if (untyped) {
        char what[120];
        snprintf(what, sizeof(what),
                 "the cache at 0x%x, in the boot CPU's hierarchy, has no "
                 "Cache Type Valid flag",
                 untyped);
        al_sim_kevent(c, SRC_PPTT "acpi_pptt_walk_cache()", what,
                      "it counts as a level, but "
                      "no leaf takes its size or geometry",
                      "no message", NULL);
    }
    if (p.zero_length)
        al_sim_kevent(c, SRC_PPTT "acpi_find_processor_node()",
                      "a structure of Length 0 ends every search for a leaf", NULL,
                      "the kernel prints this line on every search; shown once",
                      "ACPI PPTT: "
                      "Invalid zero length subtable");
    if (p.over_budget) {
        not_simulated(t, "the kernel's walks over this PPTT take more steps than the simulator "
                         "takes (2^25), or count more than 64 cache levels");
    } else if (p.past_end) {
        not_simulated(t, "the kernel would read PPTT fields past the table's end (a reference "
                         "to a structure shorter than the fields read)");
    } else if (p.loops) {
        al_sim_kevent(c, SRC_PPTT "acpi_count_levels()",
                      "a Parent or Next Level of Cache chain never ends",
                      "the boot CPU loops for ever counting cache levels", NULL, NULL);
        al_report(c->ts, AL_R_SIM_BOOT_DIES, al_at_table(pptt, AL_NO_OFFSET, "PPTT"),
                  "a Parent or Next Level of Cache chain of the PPTT loops: Linux %s counts "
                  "cache levels for ever in smp_prepare_cpus()",
                  c->k.name);
        al_sim_die(c, AL_OUT_HANG, "smp_init", NULL);
    }
    al_k6_pptt_free(&p);
}

/* "0-3,8": a CPU list as the kernel prints one (%*pbl). */
static void cpu_list(char *buf, size_t size, const bool *in, size_t n)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        if (!in[i])
            continue;
        size_t j = i;
        while (j + 1 < n && in[j + 1])
            j++;
        int w = j > i ? snprintf(buf + used, size - used, "%s%zu-%zu", used ? "," : "", i, j)
                      : snprintf(buf + used, size - used, "%s%zu", used ? "," : "", i);
        if (w < 0 || (size_t)w >= size - used)
            return;
        used += (size_t)w;
        i = j;
    }
}

static const struct al_sim_cache *cache_of(const struct al_sim_topo_cpu *cpu, unsigned level,
                                           const char *type)
{
    for (size_t k = 0; k < cpu->cache_count; k++)
        if (cpu->caches[k].level == level && al_sim_same_cache_type(cpu->caches[k].type, type))
            return &cpu->caches[k];
    return NULL;
}

/* cache_shared_cpu_map_setup(): the online CPUs whose leaf shares this one. */
static void shared_lists(struct al_sim_ctx *c)
{
    struct al_sim_topology *t = &c->r->topology;
    /* CPU numbers reach only the highest possible CPU's, not NR_CPUS: lists stop there. */
    size_t span = 0;
    for (size_t i = 0; i < t->count; i++)
        if (t->cpus[i].cpu >= span)
            span = (size_t)t->cpus[i].cpu + 1;
    bool *in = calloc(span ? span : 1, sizeof(*in));
    if (!in)
        return;
    for (size_t i = 0; i < t->count; i++)
        for (size_t k = 0; t->cpus[i].online && k < t->cpus[i].cache_count; k++) {
            struct al_sim_cache *a = &t->cpus[i].caches[k];
            memset(in, 0, span * sizeof(*in));
            for (size_t j = 0; j < t->count; j++) {
                const struct al_sim_cache *b = cache_of(&t->cpus[j], a->level, a->type);
                if (t->cpus[j].online && b &&
                    (a->has_id && b->has_id ? a->id == b->id : a->found_at == b->found_at))
                    in[t->cpus[j].cpu] = true;
            }
            cpu_list(a->shared, sizeof(a->shared), in, span);
        }
    free(in);
}

void al_k6_topology_online(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    struct al_sim_topology *t = &r->topology;
    for (size_t i = 0; i < t->count; i++) {
        struct al_sim_topo_cpu *cpu = &t->cpus[i];
        int g = c->gicc_of_cpu[cpu->cpu];
        cpu->online = cpu->cpu == 0 || (g >= 0 && (size_t)g < r->gicc_count && r->giccs[g].online);
    }
    if (t->simulated)
        shared_lists(c);
    al_sim_topology_summary(t);
}
