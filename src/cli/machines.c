/* SPDX-License-Identifier: MIT */
/*
 * Several machines given as one (machines.h).  Two acpidump texts or two
 * machine folders on one command line used to become one system with every
 * FADT, DSDT and MADT twice: a page of table.duplicate errors about a
 * machine that does not exist.  What tells a machine from a table: a set of
 * two tables or more that holds one of the three tables every arm64 ACPI
 * machine has.  Separate blobs of one machine (dsdt.dat apic.dat) are single
 * tables and merge as before; a duplicate inside one dump stays
 * table.duplicate.
 */
#include "cli/machines.h"

#include <stdio.h>
#include <string.h>

static const char *const machine_sigs[] = {"FACP", "DSDT", "APIC"};
#define N_SIGS (sizeof(machine_sigs) / sizeof(machine_sigs[0]))

/* A group of tables: which of the three it holds, and how many tables. */
struct group {
    const char *name;
    bool has[N_SIGS];
    size_t tables;
};

static void tally(struct group *g, const struct al_table *t)
{
    g->tables++;
    for (size_t s = 0; s < N_SIGS; s++)
        if (strncmp(t->header.signature, machine_sigs[s], 4) == 0)
            g->has[s] = true;
}

static bool machine_like(const struct group *g)
{
    return g->tables >= 2 && (g->has[0] || g->has[1] || g->has[2]);
}

/*
 * Whether two of the machine-like groups share a signature; the message names
 * every machine-like group (at most the first few) and suggests --each.
 */
static bool conflict(const struct group *g, size_t n, const char *what, char *msg,
                     size_t msg_size)
{
    size_t machines = 0;
    bool shared = false;
    for (size_t s = 0; s < N_SIGS; s++) {
        size_t holders = 0;
        for (size_t i = 0; i < n; i++)
            holders += machine_like(&g[i]) && g[i].has[s];
        shared |= holders >= 2;
    }
    if (!shared)
        return false;
    size_t o = (size_t)snprintf(msg, msg_size, "%s", what);
    for (size_t i = 0; i < n && o < msg_size; i++) {
        if (!machine_like(&g[i]))
            continue;
        if (machines++ == 6) {
            o += (size_t)snprintf(msg + o, msg_size - o, " ...");
            break;
        }
        o += (size_t)snprintf(msg + o, msg_size - o, " %s", g[i].name);
    }
    return true;
}

bool al_machines_conflict(const struct al_tableset *ts, const char *const *names,
                          const size_t *starts, size_t count, char *msg, size_t msg_size)
{
    char what[128];
    /* Inputs: each one a group. */
    if (count >= 2) {
        struct group g[64];
        size_t n = count < 64 ? count : 64; /* the first 64 inputs tell enough */
        memset(g, 0, sizeof(g));
        for (size_t i = 0; i < n; i++) {
            g[i].name = names[i];
            for (size_t k = starts[i]; k < starts[i + 1]; k++)
                tally(&g[i], ts->tables[k]);
        }
        snprintf(what, sizeof(what), "these inputs each hold a whole machine (FADT, DSDT or MADT "
                                     "and more), so they are not checked as one system:");
        if (conflict(g, n, what, msg, msg_size)) {
            size_t o = strlen(msg);
            snprintf(msg + o, msg_size - o, "; check each on its own with --each");
            return true;
        }
    }
    /* Inside each input: a group per file (a folder holding several dumps). */
    for (size_t i = 0; i < count; i++) {
        struct group g[64];
        size_t n = 0;
        memset(g, 0, sizeof(g));
        for (size_t k = starts[i]; k < starts[i + 1]; k++) {
            const struct al_table *t = ts->tables[k];
            const char *file = t->source.file ? t->source.file : "";
            size_t f = 0;
            while (f < n && strcmp(g[f].name, file) != 0)
                f++;
            if (f == n) {
                if (n == 64)
                    continue;
                g[n++].name = file;
            }
            tally(&g[f], t);
        }
        if (n < 2)
            continue;
        snprintf(what, sizeof(what), "%.60s holds several dumps, each a whole machine:", names[i]);
        if (conflict(g, n, what, msg, msg_size)) {
            size_t o = strlen(msg);
            snprintf(msg + o, msg_size - o, "; check each on its own with --each %s", names[i]);
            return true;
        }
    }
    return false;
}
