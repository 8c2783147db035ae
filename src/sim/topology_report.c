/* SPDX-License-Identifier: MIT */
/* The simulated topology in words, in JSON (simulation.topology) and in the text trace. */
#include "sim_internal.h"

#include <inttypes.h>
#include <string.h>

static const char *plural(size_t n)
{
    return n == 1 ? "" : "s";
}

/* CPUs a and b in one group: same package; and cluster; and core (depth 1, 2, 3). */
static bool same(const struct al_sim_topo_cpu *a, const struct al_sim_topo_cpu *b, int depth)
{
    return a->package_id == b->package_id && (depth < 2 || a->cluster_id == b->cluster_id) &&
           (depth < 3 || a->core_id == b->core_id);
}

/* Groups at a depth: CPUs that are the first of their group. */
static size_t groups(const struct al_sim_topology *t, int depth)
{
    size_t n = 0;
    for (size_t i = 0; i < t->count; i++) {
        size_t j = 0;
        while (j < i && !same(&t->cpus[i], &t->cpus[j], depth))
            j++;
        n += j == i;
    }
    return n;
}

static bool shares(const struct al_sim_cache *a, const struct al_sim_cache *b)
{
    return a->has_id && b->has_id ? a->id == b->id : a->found_at == b->found_at;
}

/* The smallest group holding exactly the CPUs that share this CPU's cache. */
static const char *scope(const struct al_sim_topology *t, size_t i, const struct al_sim_cache *c)
{
    static const char *const names[] = {"per system", "per package", "per cluster", "per core"};
    size_t sharing = 0;
    for (size_t j = 0; j < t->count; j++)
        for (size_t k = 0; k < t->cpus[j].cache_count; k++) {
            const struct al_sim_cache *o = &t->cpus[j].caches[k];
            sharing += o->level == c->level && al_sim_same_cache_type(o->type, c->type) && shares(c, o);
        }
    for (int depth = 3; depth >= 0; depth--) {
        size_t members = 0;
        for (size_t j = 0; j < t->count; j++)
            members += depth == 0 || same(&t->cpus[i], &t->cpus[j], depth);
        if (members == sharing)
            return names[depth];
    }
    return sharing == 1 ? "per thread" : "shared irregularly";
}

void al_sim_topology_summary(struct al_sim_topology *t)
{
    if (!t->simulated || !t->count) {
        snprintf(t->summary, sizeof(t->summary), "not simulated: %s",
                 t->reason[0] ? t->reason : "the boot did not reach smp_prepare_cpus()");
        return;
    }
    size_t p = groups(t, 1), cl = groups(t, 2), co = groups(t, 3), n = t->count;
    bool clusters = t->cpus[0].cluster_id >= 0;
    if (strcmp(t->source, "fallback") == 0)
        snprintf(t->summary, sizeof(t->summary), "%zu CPU%s, one core each (%s)", n, plural(n),
                 t->reason);
    else if (cl % p == 0 && co % cl == 0 && n % co == 0)
        snprintf(t->summary, sizeof(t->summary),
                 "%zu package%s x %zu cluster%s x %zu core%s x %zu thread%s%s", p, plural(p),
                 cl / p, plural(cl / p), co / cl, plural(co / cl), n / co, plural(n / co),
                 clusters ? "" : " (no cluster: ids -2, -ENOENT)");
    else
        snprintf(t->summary, sizeof(t->summary),
                 "not uniform: %zu package%s, %zu cluster%s, %zu core%s, %zu CPU%s", p, plural(p),
                 cl, plural(cl), co, plural(co), n, plural(n));
    size_t used = 0;
    t->caches_summary[0] = '\0';
    for (size_t i = 0; i < t->count; i++)
        for (size_t k = 0; k < t->cpus[i].cache_count; k++) {
            const struct al_sim_cache *c = &t->cpus[i].caches[k];
            char item[64], kind[4] = "";
            if (strcmp(c->type, "Unified") != 0)
                snprintf(kind, sizeof(kind), "%c", c->type[0] == 'D' ? 'd' : 'i');
            if (c->size)
                snprintf(item, sizeof(item), "L%u%s %" PRIu32 "K %s", c->level, kind, c->size >> 10,
                         scope(t, i, c));
            else
                snprintf(item, sizeof(item), "L%u%s %s", c->level, kind, scope(t, i, c));
            if (strstr(t->caches_summary, item))
                continue;
            int w = snprintf(t->caches_summary + used, sizeof(t->caches_summary) - used, "%s%s",
                             used ? ", " : "", item);
            if (w < 0 || (size_t)w >= sizeof(t->caches_summary) - used)
                break;
            used += (size_t)w;
        }
    if (!used)
        snprintf(t->caches_summary, sizeof(t->caches_summary),
                 "not simulated: the PPTT describes no cache a leaf finds; the levels and types "
                 "come from the CPU's CLIDR_EL1, which no table holds");
}

static void json_id(struct al_json *j, const char *key, int64_t v, bool known)
{
    if (known) {
        al_json_kv_int(j, key, v);
    } else {
        al_json_key(j, key);
        al_json_null(j);
    }
}

static void json_cache(struct al_json *j, const struct al_sim_cache *c)
{
    al_json_begin_object(j);
    al_json_kv_uint(j, "level", c->level);
    al_json_kv_string(j, "type", c->type);
    json_id(j, "size", c->size, c->size != 0);
    json_id(j, "line_size", c->line_size, c->line_size != 0);
    json_id(j, "ways", c->ways, c->ways != 0);
    json_id(j, "sets", c->sets, c->sets != 0);
    al_json_key(j, "write_policy");
    c->write_policy ? al_json_string(j, c->write_policy) : al_json_null(j);
    al_json_key(j, "allocation_policy");
    c->allocation_policy ? al_json_string(j, c->allocation_policy) : al_json_null(j);
    json_id(j, "id", c->id, c->has_id);
    al_json_kv_uint(j, "pptt_offset", c->node);
    al_json_kv_uint(j, "found_from", c->found_at);
    al_json_kv_string(j, "shared_cpu_list", c->shared);
    al_json_end_object(j);
}

void al_sim_topology_json(struct al_json *j, const struct al_sim_topology *t)
{
    al_json_begin_object(j);
    al_json_kv_bool(j, "simulated", t->simulated);
    al_json_key(j, "source");
    t->simulated && t->source ? al_json_string(j, t->source) : al_json_null(j);
    al_json_kv_string(j, "reason", t->reason);
    al_json_kv_string(j, "summary", t->summary);
    al_json_kv_string(j, "caches", t->caches_summary);
    al_json_key(j, "cpus");
    al_json_begin_array(j);
    for (size_t i = 0; t->simulated && i < t->count; i++) {
        const struct al_sim_topo_cpu *c = &t->cpus[i];
        al_json_begin_object(j);
        al_json_kv_uint(j, "cpu", c->cpu);
        al_json_kv_hex(j, "mpidr", c->mpidr);
        al_json_kv_uint(j, "acpi_uid", c->uid);
        al_json_kv_bool(j, "online", c->online);
        json_id(j, "package_id", c->package_id, c->package_known);
        json_id(j, "cluster_id", c->cluster_id, true);
        json_id(j, "core_id", c->core_id, true);
        json_id(j, "thread_id", c->thread_id, true);
        al_json_kv_int(j, "cache_levels_pptt", c->cache_levels);
        al_json_key(j, "caches");
        al_json_begin_array(j);
        for (size_t k = 0; k < c->cache_count; k++)
            json_cache(j, &c->caches[k]);
        al_json_end_array(j);
        al_json_end_object(j);
    }
    al_json_end_array(j);
    al_json_end_object(j);
}

void al_sim_topology_text(FILE *out, const struct al_sim_topology *t)
{
    fprintf(out, "  topology: %s\n", t->summary);
    if (t->simulated && t->count)
        fprintf(out, "  caches: %s\n", t->caches_summary);
}
