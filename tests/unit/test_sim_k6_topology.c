/* SPDX-License-Identifier: MIT */
/*
 * Topology and cache scenarios of the 6.x models (drivers/acpi/pptt.c,
 * arch/arm64/kernel/topology.c parse_acpi_topology(), drivers/base/
 * arch_topology.c, drivers/base/cacheinfo.c) on hand-built PPTTs beside
 * QEMU's GICv3 MADT (GICC i: MPIDR i, ACPI Processor UID i), as the oracle's
 * recorded boots (tests/oracle/cases/topo-*, pptt-*) saw them; and the real
 * Ampere Altra PPTT when the shared corpus is there.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <cmocka.h>

#include "acpilint/load.h"

#define FX_KERNEL "6.12"
#include "sim_fixture.h"

#define ALTRA                                                                                      \
    ACPILINT_TEST_SOURCE_DIR "/../shared/corpus/real/niyas-sait-acpi/ampere-altra-ava/tables"

#define PACKAGE 1u
#define ID_VALID 2u
#define THREAD 4u
#define LEAF 8u
#define ALL_VALID 0x7Fu /* cache flags: size .. line size valid */
#define DATA 0x0u       /* cache Attributes bits 2-3 */
#define INSTR 0x4u
#define UNIFIED 0x8u

struct pb {
    uint8_t b[4096];
    size_t len;
};

static void pb_init(struct pb *p, uint8_t revision)
{
    memset(p, 0, sizeof(*p));
    tu_put_header(p->b, "PPTT", 36, revision);
    p->len = 36;
}

static uint32_t pb_proc(struct pb *p, uint32_t flags, uint32_t parent, uint32_t id, uint32_t nres,
                        const uint32_t *res)
{
    uint32_t o = (uint32_t)p->len;
    p->b[o] = 0;
    p->b[o + 1] = (uint8_t)(20 + 4 * nres);
    tu_put_u32(p->b, o + 4, flags);
    tu_put_u32(p->b, o + 8, parent);
    tu_put_u32(p->b, o + 12, id);
    tu_put_u32(p->b, o + 16, nres);
    for (uint32_t i = 0; i < nres; i++)
        tu_put_u32(p->b, o + 20 + 4 * i, res[i]);
    p->len += 20 + 4 * nres;
    return o;
}

/* A cache of `size` bytes, 64-byte lines; 28 bytes (with Cache ID) from revision 3. */
static uint32_t pb_cache(struct pb *p, uint32_t flags, uint32_t next, uint32_t size, uint8_t ways,
                         uint8_t type, uint32_t id)
{
    uint32_t o = (uint32_t)p->len;
    uint8_t len = p->b[8] >= 3 ? 28 : 24;
    p->b[o] = 1;
    p->b[o + 1] = len;
    tu_put_u32(p->b, o + 4, flags);
    tu_put_u32(p->b, o + 8, next);
    tu_put_u32(p->b, o + 12, size);
    tu_put_u32(p->b, o + 16, size / (ways * 64u));
    p->b[o + 20] = ways;
    p->b[o + 21] = (uint8_t)(type | 0x2); /* read-write allocate, write-back */
    tu_put_u16(p->b, o + 22, 64);
    if (len == 28)
        tu_put_u32(p->b, o + 24, id);
    p->len += len;
    return o;
}

static void pb_attach(struct fx *f, struct pb *p)
{
    tu_put_u32(p->b, 4, (uint32_t)p->len);
    tu_fix_checksum(p->b, p->len);
    f->big = p->b;
    f->big_len = p->len;
}

static void kinit(struct fx *f, size_t ki, unsigned n)
{
    fx_init(f);
    f->opt.kernel = fx_kernels_6x[ki];
    fx_qemu_v3(f, n);
}

/*
 * QEMU's layout (hw/acpi/aml-build.c build_pptt()): a package node (no valid id),
 * `clusters` cluster nodes, each with `cores` leaves; leaf ids 0.. in order.  With
 * caches: each leaf L1d and L1i whose Next Level is its own L2, each cluster an L3.
 * leaf_of[i] is leaf i's offset.
 */
static uint32_t qemu_pptt(struct pb *p, unsigned clusters, unsigned cores, bool caches,
                          uint32_t *leaf_of)
{
    uint32_t pkg = pb_proc(p, PACKAGE, 0, 0, 0, NULL), id = 0;
    for (unsigned c = 0; c < clusters; c++) {
        uint32_t l3 = caches ? pb_cache(p, ALL_VALID, 0, 4u << 20, 16, UNIFIED, 0) : 0;
        uint32_t cl = pb_proc(p, 0, pkg, c, caches, &l3);
        for (unsigned k = 0; k < cores; k++, id++) {
            uint32_t res[2] = {0, 0};
            if (caches) {
                uint32_t l2 = pb_cache(p, ALL_VALID, 0, 512u << 10, 8, UNIFIED, 0);
                res[0] = pb_cache(p, ALL_VALID, l2, 32u << 10, 4, DATA, 0);
                res[1] = pb_cache(p, ALL_VALID, l2, 48u << 10, 3, INSTR, 0);
            }
            uint32_t leaf = pb_proc(p, ID_VALID | LEAF, cl, id, caches ? 2 : 0, res);
            if (leaf_of)
                leaf_of[id] = leaf;
        }
    }
    return pkg;
}

static const struct al_sim_cache *cache(const struct al_sim_topo_cpu *c, unsigned level,
                                        const char *type)
{
    for (size_t i = 0; i < c->cache_count; i++)
        if (c->caches[i].level == level && strcmp(c->caches[i].type, type) == 0)
            return &c->caches[i];
    return NULL;
}

/* Whether a decision of the trace contains this text (the silent ones have no log line). */
static bool decided(const struct fx *f, const char *text)
{
    for (size_t i = 0; i < f->r.event_count; i++)
        if (f->r.events[i].decision && strstr(f->r.events[i].decision, text))
            return true;
    return false;
}

/* QEMU's shape: ids are node offsets where the id is not valid, the leaf's id for a core. */
static void t01_qemu_shape(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        struct pb p;
        kinit(&f, ki, 4);
        pb_init(&p, 2);
        uint32_t pkg = qemu_pptt(&p, 2, 2, false, NULL);
        pb_attach(&f, &p);
        fx_run(&f);
        const struct al_sim_topology *t = &f.r.topology;
        assert_true(t->simulated);
        assert_string_equal(t->source, "pptt");
        assert_int_equal(t->count, 4);
        for (unsigned i = 0; i < 4; i++) {
            assert_int_equal(t->cpus[i].core_id, i);
            assert_int_equal(t->cpus[i].thread_id, -1);
            assert_int_equal(t->cpus[i].package_id, pkg);
            assert_true(t->cpus[i].online);
        }
        /* the cluster nodes: package 20 bytes after the header, then cluster 0 */
        assert_int_equal(t->cpus[0].cluster_id, pkg + 20);
        assert_int_equal(t->cpus[1].cluster_id, pkg + 20);
        assert_int_equal(t->cpus[2].cluster_id, pkg + 20 + 20 + 2 * 20);
        assert_string_equal(t->summary, "1 package x 2 clusters x 2 cores x 1 thread");
        assert_non_null(strstr(t->caches_summary, "not simulated"));
        assert_int_equal(fx_findings(&f, "sim.topology-fallback"), 0);
        fx_free(&f);
    }
}

/* Threads: the leaf's id is the thread, the core node's (offset or valid id) the core. */
static void t02_threads(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        struct pb p;
        kinit(&f, ki, 4);
        pb_init(&p, 2);
        uint32_t pkg = pb_proc(&p, PACKAGE | ID_VALID, 0, 7, 0, NULL);
        uint32_t core0 = pb_proc(&p, 0, pkg, 0, 0, NULL);
        pb_proc(&p, ID_VALID | LEAF | THREAD, core0, 0, 0, NULL);
        pb_proc(&p, ID_VALID | LEAF | THREAD, core0, 1, 0, NULL);
        uint32_t core1 = pb_proc(&p, ID_VALID, pkg, 50, 0, NULL);
        pb_proc(&p, ID_VALID | LEAF | THREAD, core1, 2, 0, NULL);
        pb_proc(&p, ID_VALID | LEAF | THREAD, core1, 3, 0, NULL);
        pb_attach(&f, &p);
        fx_run(&f);
        const struct al_sim_topology *t = &f.r.topology;
        assert_int_equal(t->cpus[1].thread_id, 1);
        assert_int_equal(t->cpus[1].core_id, core0);
        assert_int_equal(t->cpus[3].core_id, 50);
        assert_int_equal(t->cpus[3].package_id, 7);
        /* find_acpi_cpu_topology_cluster(): a thread's grandparent, here the package */
        assert_int_equal(t->cpus[0].cluster_id, 7);
        assert_string_equal(t->summary, "1 package x 1 cluster x 2 cores x 2 threads");
        fx_free(&f);
        /* revision 1: the thread flag is not read (acpi_pptt_cpu_is_thread() -ENOENT),
         * but find_acpi_cpu_topology_cluster() still skips a level for it */
        kinit(&f, ki, 4);
        p.b[8] = 1;
        pb_attach(&f, &p);
        fx_run(&f);
        assert_int_equal(f.r.topology.cpus[1].thread_id, -1);
        assert_int_equal(f.r.topology.cpus[1].core_id, 1);
        assert_int_equal(f.r.topology.cpus[1].cluster_id, 7);
        fx_free(&f);
    }
}

/* A GICC UID no leaf has: the warning once, every CPU's ids reset (store_cpu_topology()). */
static void t03_no_leaf(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        struct pb p;
        uint32_t leaf[4];
        kinit(&f, ki, 4);
        pb_init(&p, 2);
        qemu_pptt(&p, 2, 2, false, leaf);
        tu_put_u32(p.b, leaf[2] + 12, 92);
        pb_attach(&f, &p);
        fx_run(&f);
        const struct al_sim_topology *t = &f.r.topology;
        assert_true(fx_log_has(&f, "ACPI PPTT: PPTT table found, but unable to locate core 2 (2)"));
        assert_string_equal(t->source, "fallback");
        assert_int_equal(fx_findings(&f, "sim.topology-fallback"), 1);
        for (unsigned i = 0; i < 4; i++) {
            assert_int_equal(t->cpus[i].core_id, i);
            assert_int_equal(t->cpus[i].package_id, 0);
            assert_int_equal(t->cpus[i].cluster_id, -1);
        }
        fx_free(&f);
        /* no PPTT at all */
        kinit(&f, ki, 2);
        fx_run(&f);
        assert_true(fx_log_has(&f, "ACPI PPTT: No PPTT table found, CPU and cache topology may "
                                   "be inaccurate"));
        assert_string_equal(f.r.topology.source, "fallback");
        assert_int_equal(fx_findings(&f, "sim.topology-fallback"), 0);
        fx_free(&f);
    }
}

/* Leaf look-up details: the exact Length 6.x wants, the leaf flag, revision 1's children. */
static void t04_leaf_lookup(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        struct pb p;
        uint32_t leaf[2];
        /* a 24-byte leaf with no private resource is not found (stable "Fix processor
         * subtable walk": Length must be 20 + 4 x resources) */
        kinit(&f, ki, 2);
        pb_init(&p, 2);
        uint32_t pkg = pb_proc(&p, PACKAGE, 0, 0, 0, NULL);
        pb_proc(&p, ID_VALID | LEAF, pkg, 0, 0, NULL);
        leaf[1] = pb_proc(&p, ID_VALID | LEAF, pkg, 1, 1, (const uint32_t[]){0});
        tu_put_u32(p.b, leaf[1] + 16, 0);
        pb_attach(&f, &p);
        fx_run(&f);
        assert_true(fx_log_has(&f, "ACPI PPTT: PPTT table found, but unable to locate core 1 (1)"));
        fx_free(&f);
        /* revision 2 without the leaf flag: not a leaf */
        kinit(&f, ki, 2);
        pb_init(&p, 2);
        pkg = pb_proc(&p, PACKAGE, 0, 0, 0, NULL);
        pb_proc(&p, ID_VALID, pkg, 0, 0, NULL);
        pb_proc(&p, ID_VALID | LEAF, pkg, 1, 0, NULL);
        pb_attach(&f, &p);
        fx_run(&f);
        assert_true(fx_log_has(&f, "ACPI PPTT: PPTT table found, but unable to locate core 0 (0)"));
        fx_free(&f);
        /* revision 1: a node without children is a leaf, flag or not */
        kinit(&f, ki, 2);
        p.b[8] = 1;
        pb_attach(&f, &p);
        fx_run(&f);
        assert_string_equal(f.r.topology.source, "pptt");
        fx_free(&f);
    }
}

/* Parents the kernel follows without checking: past the end, a cache, a loop. */
static void t05_bad_parents(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        struct pb p;
        uint32_t leaf[4];
        kinit(&f, ki, 4);
        pb_init(&p, 2);
        qemu_pptt(&p, 2, 2, false, leaf);
        tu_put_u32(p.b, leaf[1] + 8, 0xFFF0);
        pb_attach(&f, &p);
        fx_run(&f);
        /* fetch_pptt_node() gives NULL: the leaf is its own root; no cluster (-ENOENT) */
        assert_int_equal(f.r.topology.cpus[1].package_id, 1);
        assert_int_equal(f.r.topology.cpus[1].cluster_id, -2);
        assert_int_equal(f.r.topology.cpus[1].core_id, 1);
        assert_true(decided(&f, "names Parent 0xfff0, where no structure fits in the table"));
        fx_free(&f);
        /* a parent that is a cache structure is read as a processor node: its flags 0x7f
         * hold "physical package" and "id valid", its Size is the id */
        kinit(&f, ki, 4);
        pb_init(&p, 2);
        qemu_pptt(&p, 2, 2, false, leaf);
        uint32_t c = pb_cache(&p, ALL_VALID, 0, 1u << 20, 16, UNIFIED, 0);
        tu_put_u32(p.b, leaf[3] + 8, c);
        pb_attach(&f, &p);
        fx_run(&f);
        assert_int_equal(f.r.topology.cpus[3].package_id, 1u << 20);
        assert_int_equal(f.r.topology.cpus[3].cluster_id, 1u << 20);
        assert_true(decided(&f, "which is not a processor node"));
        fx_free(&f);
        /* a Parent loop: acpi_count_levels() never ends */
        kinit(&f, ki, 4);
        pb_init(&p, 2);
        qemu_pptt(&p, 2, 2, false, leaf);
        tu_put_u32(p.b, leaf[0] + 8, leaf[0]);
        pb_attach(&f, &p);
        fx_run(&f);
        assert_int_equal(f.r.outcome, AL_OUT_HANG);
        assert_int_equal(fx_findings(&f, "sim.boot-dies"), 1);
        fx_free(&f);
    }
}

/* Caches: properties per valid flag, levels counted up the tree, sharing by fw_token. */
static void t06_caches(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        struct pb p;
        kinit(&f, ki, 4);
        pb_init(&p, 2);
        qemu_pptt(&p, 2, 2, true, NULL);
        pb_attach(&f, &p);
        fx_run(&f);
        const struct al_sim_topo_cpu *c = &f.r.topology.cpus[1];
        assert_int_equal(c->cache_levels, 3);
        const struct al_sim_cache *l1d = cache(c, 1, "Data"), *l2 = cache(c, 2, "Unified");
        const struct al_sim_cache *l3 = cache(c, 3, "Unified");
        assert_non_null(l1d);
        assert_non_null(l2);
        assert_non_null(l3);
        assert_null(cache(c, 1, "Unified"));
        assert_int_equal(l1d->size, 32u << 10);
        assert_int_equal(l1d->ways, 4);
        assert_int_equal(l1d->sets, 128);
        assert_int_equal(l1d->line_size, 64);
        assert_string_equal(l1d->allocation_policy, "ReadWriteAllocate");
        assert_string_equal(l1d->write_policy, "WriteBack");
        assert_string_equal(l1d->shared, "1");
        assert_string_equal(l2->shared, "1");   /* found from the leaf: private */
        assert_string_equal(l3->shared, "0-1"); /* found from the cluster */
        assert_string_equal(cache(&f.r.topology.cpus[2], 3, "Unified")->shared, "2-3");
        assert_string_equal(f.r.topology.caches_summary,
                            "L1d 32K per core, L1i 48K per core, L2 512K per core, "
                            "L3 4096K per cluster");
        fx_free(&f);
    }
}

/* Flags: a cache without Cache Type Valid is never found; Size not valid leaves it 0. */
static void t07_cache_flags(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        struct pb p;
        kinit(&f, ki, 2);
        pb_init(&p, 2);
        uint32_t l1 = pb_cache(&p, ALL_VALID & ~0x10u, 0, 32u << 10, 4, DATA, 0);
        uint32_t l2 = pb_cache(&p, ALL_VALID & ~0x01u, 0, 1u << 20, 8, UNIFIED, 0);
        uint32_t pkg = pb_proc(&p, PACKAGE, 0, 0, 1, &l2);
        pb_proc(&p, ID_VALID | LEAF, pkg, 0, 1, &l1);
        pb_proc(&p, ID_VALID | LEAF, pkg, 1, 1, &l1);
        pb_attach(&f, &p);
        fx_run(&f);
        const struct al_sim_topo_cpu *c = &f.r.topology.cpus[0];
        assert_int_equal(c->cache_levels, 2); /* still counted as a level */
        assert_null(cache(c, 1, "Data"));
        const struct al_sim_cache *u = cache(c, 2, "Unified");
        assert_non_null(u);
        assert_int_equal(u->size, 0);
        assert_int_equal(u->ways, 8);
        assert_string_equal(u->shared, "0-1");
        assert_true(decided(&f, "has no Cache Type Valid flag"));
        assert_true(decided(&f, "leaves size unset"));
        fx_free(&f);
    }
}

/* Revision 3 Cache IDs: leaves with ids are shared by id, not by the node found from. */
static void t08_cache_id(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        struct pb p;
        kinit(&f, ki, 2);
        pb_init(&p, 3);
        uint32_t a = pb_cache(&p, ALL_VALID | 0x80u, 0, 1u << 20, 8, UNIFIED, 5);
        uint32_t b = pb_cache(&p, ALL_VALID | 0x80u, 0, 1u << 20, 8, UNIFIED, 5);
        uint32_t pkg = pb_proc(&p, PACKAGE, 0, 0, 0, NULL);
        pb_proc(&p, ID_VALID | LEAF, pkg, 0, 1, &a);
        pb_proc(&p, ID_VALID | LEAF, pkg, 1, 1, &b);
        pb_attach(&f, &p);
        fx_run(&f);
        const struct al_sim_cache *u = cache(&f.r.topology.cpus[0], 1, "Unified");
        assert_non_null(u);
        assert_true(u->has_id);
        assert_int_equal(u->id, 5);
        assert_string_equal(u->shared, "0-1");
        fx_free(&f);
    }
}

/* Offline CPUs keep their ids but no shared list; maxcpus=1 leaves CPU 1 offline. */
static void t09_offline(void **state)
{
    (void)state;
    FX_EACH_6X
    {
        struct fx f;
        struct pb p;
        kinit(&f, ki, 2);
        f.opt.cmdline = "maxcpus=1";
        pb_init(&p, 2);
        qemu_pptt(&p, 1, 2, true, NULL);
        pb_attach(&f, &p);
        fx_run(&f);
        const struct al_sim_topology *t = &f.r.topology;
        assert_int_equal(t->count, 2);
        assert_false(t->cpus[1].online);
        assert_int_equal(t->cpus[1].core_id, 1);
        assert_string_equal(cache(&t->cpus[0], 3, "Unified")->shared, "0");
        fx_free(&f);
    }
}

/* The Ampere Altra's PPTT and MADT (ampere-altra-ava tables/): every CPU has a leaf. */
static void t10_altra(void **state)
{
    (void)state;
    struct al_tableset ts;
    char err[256];
    struct stat st;
    if (stat(ALTRA "/pptt.dat", &st) != 0)
        skip();
    FX_EACH_6X
    {
        al_tableset_init(&ts);
        assert_int_equal(al_load_path(&ts, ALTRA, err, sizeof(err)), 0);
        struct al_sim_options o;
        struct al_sim_result r;
        al_sim_options_default(&o);
        o.kernel = fx_kernels_6x[ki];
        assert_int_equal(al_sim_run(&ts, &o, &r), 0);
        const struct al_sim_topology *t = &r.topology;
        assert_true(t->simulated);
        assert_string_equal(t->source, "pptt");
        assert_int_equal(t->count, 32);
        assert_string_equal(t->summary, "1 package x 16 clusters x 2 cores x 1 thread");
        assert_string_equal(t->caches_summary, "L1d 64K per core, L1i 64K per core, "
                                               "L2 1024K per core");
        /* the leaf's ACPI id is the GICC's UID, and the core id */
        for (size_t i = 0; i < t->count; i++)
            assert_int_equal(t->cpus[i].core_id, t->cpus[i].uid);
        al_sim_result_free(&r);
        al_tableset_free(&ts);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t01_qemu_shape),  cmocka_unit_test(t02_threads),
        cmocka_unit_test(t03_no_leaf),     cmocka_unit_test(t04_leaf_lookup),
        cmocka_unit_test(t05_bad_parents), cmocka_unit_test(t06_caches),
        cmocka_unit_test(t07_cache_flags), cmocka_unit_test(t08_cache_id),
        cmocka_unit_test(t09_offline),     cmocka_unit_test(t10_altra),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
