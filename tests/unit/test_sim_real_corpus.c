/* SPDX-License-Identifier: MIT */
/*
 * Runs the boot simulator's 4.1 model (default options: no command line,
 * the EFI stub's DT, NR_CPUS 64) over every machine of the shared real
 * corpus and compares one outcome line per machine with
 * tests/sim/real-corpus.expected; then the 6.12 model (NR_CPUS 512, the
 * machine as the tables describe it) with tests/sim/real-corpus-6.12.expected.  A machine is a text dump file or a
 * folder of table blobs; for QEMU's expected-table folders only the base
 * files (no ".variant" suffix) form the machine.  Skips when the corpus
 * is absent.  The outcome lines are also written to sim-real-corpus.actual.
 */
#include <dirent.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <cmocka.h>

#include "acpilint/load.h"
#include "acpilint/sim.h"

#define CORPUS ACPILINT_TEST_SOURCE_DIR "/../shared/corpus/real"
#define EXPECTED ACPILINT_TEST_SOURCE_DIR "/tests/sim/real-corpus.expected"
#define EXPECTED_612 ACPILINT_TEST_SOURCE_DIR "/tests/sim/real-corpus-6.12.expected"

struct lines {
    char **v;
    size_t n, cap;
};

static void push(struct lines *l, const char *s)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 64;
        l->v = realloc(l->v, l->cap * sizeof(*l->v));
        assert_non_null(l->v);
    }
    l->v[l->n++] = strdup(s);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool is_dump_name(const char *n)
{
    return strstr(n, "acpidump") || strstr(n, ".log") || strcmp(n, "acpidump.out") == 0;
}

static bool is_blob_name(const char *n)
{
    const char *dot = strrchr(n, '.');
    if (n[0] == '.')
        return false;
    if (dot && (strcmp(dot, ".txt") == 0 || strcmp(dot, ".md") == 0 || strcmp(dot, ".dsl") == 0 ||
                strcmp(dot, ".asl") == 0 || strcmp(dot, ".log") == 0 || strcmp(dot, ".out") == 0 ||
                strcmp(dot, ".c") == 0 || strcmp(dot, ".h") == 0 || strcmp(dot, ".py") == 0))
        return false;
    return true;
}

/* 6.12: the outcome, and the kernel's last word (the oops or panic line, or the SMP count). */
static void line_612(char *line, size_t size, const char *name, const struct al_sim_result *r)
{
    const char *last = r->outcome_message ? r->outcome_message : "";
    for (size_t i = 0; i < r->event_count && !r->outcome_message; i++)
        if (r->events[i].log && strncmp(r->events[i].log, "smp: Brought up", 15) == 0)
            last = r->events[i].log;
    snprintf(line, size,
             "%.400s | acpi=%s fadt=%s boot=%s psci=%s cpus=%u/%u gic=%s end=%s/%s | %.300s", name,
             r->boot_path == AL_BOOT_UNKNOWN ? "unknown" : r->acpi_enabled ? "enabled" : "disabled",
             r->fadt_accepted ? "yes" : "no",
             al_sim_boot_path_name(r->boot_path), al_sim_psci_name(r->psci), r->cpus_possible,
             r->cpus_online, r->gic_driver ? r->gic_driver : "-", al_sim_outcome_name(r->outcome),
             r->outcome_stage, last);
}

static const char *model_under_test;

/* One outcome line for the machine made of the given input paths. */
static void simulate(const char *name, char **paths, size_t n, struct lines *out)
{
    struct al_tableset ts;
    al_tableset_init(&ts);
    char err[256];
    for (size_t i = 0; i < n; i++)
        al_load_path(&ts, paths[i], err, sizeof(err));
    if (!al_tableset_find(&ts, "FACP", 0) && !al_tableset_find(&ts, "APIC", 0)) {
        al_tableset_free(&ts);
        return; /* not a machine: no FADT, no MADT (e.g. a lone fixture table) */
    }
    struct al_sim_options o;
    al_sim_options_default(&o);
    o.kernel = model_under_test; /* 4.1: the pinned seed model, its outcomes must not change */
    struct al_sim_result r;
    char line[1024];
    if (al_sim_run(&ts, &o, &r) != 0) {
        /* Bounded pieces: gcc -O3 -Wformat-truncation sees name's 4096-byte buffer. */
        snprintf(line, sizeof(line), "%.400s | error %.500s", name, r.error);
    } else if (strcmp(model_under_test, "4.1") != 0) {
        line_612(line, sizeof(line), name, &r);
    } else {
        const char *last = ""; /* the first decisive kernel line */
        for (size_t i = 0; i < r.event_count && !*last; i++)
            if (r.events[i].log && strncmp(r.events[i].log, "psci: probing", 13) != 0)
                last = r.events[i].log;
        snprintf(line, sizeof(line), "%.400s | acpi=%s boot=%s psci=%s cpus=%u/%u secondaries=%s "
                 "gic=%s | %s",
                 name, r.boot_path == AL_BOOT_UNKNOWN ? "unknown" : r.acpi_enabled ? "enabled" : "disabled",
                 al_sim_boot_path_name(r.boot_path), al_sim_psci_name(r.psci), r.enabled_cpus,
                 r.total_cpus, r.secondaries ? "yes" : "no",
                 r.gic_ok ? "ok" : r.gic_attempted ? "fail" : "-", last);
    }
    push(out, line);
    al_sim_result_free(&r);
    al_tableset_free(&ts);
}

static void walk(const char *root, const char *rel, struct lines *out)
{
    char dir[4096 + 8];
    snprintf(dir, sizeof(dir), "%s%s%s", root, *rel ? "/" : "", rel);
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct lines names = {0};
    struct dirent *e;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.')
            push(&names, e->d_name);
    closedir(d);
    if (names.n)
        qsort(names.v, names.n, sizeof(*names.v), cmp_str);
    bool qemu = strstr(rel, "qemu-") != NULL;
    char **blobs = calloc(names.n + 1, sizeof(*blobs));
    size_t nb = 0;
    for (size_t i = 0; i < names.n; i++) {
        char path[8300], sub[4096];
        snprintf(path, sizeof(path), "%s/%s", dir, names.v[i]);
        snprintf(sub, sizeof(sub), "%s%s%s", rel, *rel ? "/" : "", names.v[i]);
        struct stat st;
        if (stat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            walk(root, sub, out);
        } else if (is_dump_name(names.v[i])) {
            char *p = path;
            simulate(sub, &p, 1, out);
        } else if (is_blob_name(names.v[i]) && (!qemu || !strchr(names.v[i], '.'))) {
            blobs[nb++] = strdup(path);
        }
    }
    if (nb)
        simulate(*rel ? rel : ".", blobs, nb, out);
    for (size_t i = 0; i < nb; i++)
        free(blobs[i]);
    free(blobs);
    for (size_t i = 0; i < names.n; i++)
        free(names.v[i]);
    free(names.v);
}

static void compare_corpus(const char *kernel, const char *expected, const char *actual)
{
    model_under_test = kernel;
    struct stat st;
    if (stat(CORPUS, &st) != 0) {
        printf("skipped: no shared corpus at %s\n", CORPUS);
        skip();
    }
    struct lines got = {0};
    walk(CORPUS, "", &got);
    FILE *a = fopen(actual, "w");
    for (size_t i = 0; a && i < got.n; i++)
        fprintf(a, "%s\n", got.v[i]);
    if (a)
        fclose(a);
    FILE *f = fopen(expected, "r");
    assert_non_null(f);
    struct lines want = {0};
    char buf[2048];
    while (fgets(buf, sizeof(buf), f)) {
        buf[strcspn(buf, "\n")] = '\0';
        if (buf[0] == '#' || buf[0] == '\0')
            continue;
        push(&want, buf);
    }
    fclose(f);
    size_t bad = 0;
    for (size_t i = 0; i < got.n || i < want.n; i++) {
        const char *g = i < got.n ? got.v[i] : "(none)";
        const char *w = i < want.n ? want.v[i] : "(none)";
        if (strcmp(g, w) != 0 && bad++ < 10)
            fprintf(stderr, "line %zu:\n  want %s\n  got  %s\n", i + 1, w, g);
    }
    for (size_t i = 0; i < got.n; i++)
        free(got.v[i]);
    for (size_t i = 0; i < want.n; i++)
        free(want.v[i]);
    free(got.v);
    free(want.v);
    assert_int_equal(bad, 0);
}

static void real_corpus(void **state)
{
    (void)state;
    compare_corpus("4.1", EXPECTED, "sim-real-corpus.actual");
}

static void real_corpus_612(void **state)
{
    (void)state;
    compare_corpus("6.12", EXPECTED_612, "sim-real-corpus-6.12.actual");
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(real_corpus),
                                       cmocka_unit_test(real_corpus_612)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
