/* SPDX-License-Identifier: MIT */
/*
 * The kernel decisions section: what the chosen kernel model decides on each
 * side (ACPI or DT, FADT accepted, PSCI conduit, CPUs possible and online and
 * which, GIC version and driver, topology, outcome), old -> new.  A change is
 * for the worse (exit status 1) when the outcome class worsens, fewer CPUs
 * come online, or the GIC, PSCI, the FADT or the ACPI boot is lost.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff_internal.h"

/* Outcome classes, best first: a boot, an undecided one, an oops, a boot that never ends. */
static int outcome_rank(enum al_sim_outcome o)
{
    switch (o) {
    case AL_OUT_BOOTS:
        return 0;
    case AL_OUT_UNKNOWN:
        return 1;
    case AL_OUT_OOPS:
        return 2;
    case AL_OUT_HANG:
    case AL_OUT_PANIC:
        return 3;
    }
    return 3;
}

static void decide(struct al_diff *d, const char *what, const char *ov, const char *nv, bool worse,
                   const char *detail)
{
    if (!strcmp(ov, nv))
        return;
    struct al_diff_item *it =
        al_diff_add(d, AL_DIFF_DECISIONS, AL_DIFF_CHANGED, what, ov, nv, detail);
    if (it)
        it->worse = worse;
}

static void gic_text(const struct al_sim_result *r, char *buf, size_t size)
{
    if (!r->gic_attempted)
        snprintf(buf, size, "not initialised");
    else if (!r->gic_ok)
        snprintf(buf, size, "failed");
    else
        snprintf(buf, size, "GICv%u (%s)", r->gic_version, r->gic_driver ? r->gic_driver : "?");
}

static int by_value(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/*
 * The online CPUs by MPIDR, as a set (rising): which CPUs run, not the
 * logical numbers a reordered MADT hands out.  "..." past what fits.
 */
static bool online_text(const struct al_sim_result *r, char *buf, size_t size)
{
    size_t n = r->gicc_count ? r->gicc_count : r->logical_count, count = 0;
    uint64_t *m = calloc(n + 1, sizeof(*m));
    if (!m)
        return false;
    if (r->gicc_count) {
        for (size_t i = 0; i < r->gicc_count; i++)
            if (r->giccs[i].online)
                m[count++] = r->giccs[i].mpidr;
    } else {
        /* 4.1: no per-GICC record; the logical map of the CPUs brought up. */
        count = r->cpus_online < r->logical_count ? r->cpus_online : r->logical_count;
        for (size_t i = 0; i < count; i++)
            m[i] = r->logical_map[i].mpidr;
    }
    qsort(m, count, sizeof(*m), by_value);
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < count; i++) {
        int w = snprintf(buf + used, size - used, "%s0x%llx", used ? " " : "",
                         (unsigned long long)m[i]);
        if (w < 0 || (size_t)w + 5 >= size - used) {
            snprintf(buf + used, size - used, " ...");
            break;
        }
        used += (size_t)w;
    }
    if (!buf[0])
        snprintf(buf, size, "(none)");
    free(m);
    return true;
}

void al_diff_decisions(struct al_diff *d)
{
    if (!d->old_side.have_sim || !d->new_side.have_sim)
        return;
    const struct al_sim_result *o = &d->old_side.sim, *n = &d->new_side.sim;
    char ov[1024], nv[1024];

    bool lost_acpi = o->boot_path == AL_BOOT_ACPI && n->boot_path != AL_BOOT_ACPI;
    decide(d, "boot path", al_sim_boot_path_name(o->boot_path), al_sim_boot_path_name(n->boot_path),
           lost_acpi, NULL);
    decide(d, "FADT accepted", o->fadt_accepted ? "yes" : "no", n->fadt_accepted ? "yes" : "no",
           o->fadt_accepted && !n->fadt_accepted, NULL);
    decide(d, "PSCI", al_sim_psci_name(o->psci), al_sim_psci_name(n->psci),
           (o->psci == AL_PSCI_SMC || o->psci == AL_PSCI_HVC) &&
               !(n->psci == AL_PSCI_SMC || n->psci == AL_PSCI_HVC),
           NULL);
    snprintf(ov, sizeof(ov), "%u", o->cpus_possible);
    snprintf(nv, sizeof(nv), "%u", n->cpus_possible);
    decide(d, "CPUs possible", ov, nv, false, NULL);
    snprintf(ov, sizeof(ov), "%u", o->cpus_online);
    snprintf(nv, sizeof(nv), "%u", n->cpus_online);
    decide(d, "CPUs online", ov, nv, n->cpus_online < o->cpus_online, NULL);
    if (!online_text(o, ov, sizeof(ov)) || !online_text(n, nv, sizeof(nv))) {
        d->oom = true;
        return;
    }
    decide(d, "online CPUs (MPIDR)", ov, nv, false, NULL);
    gic_text(o, ov, sizeof(ov));
    gic_text(n, nv, sizeof(nv));
    decide(d, "GIC", ov, nv, o->gic_ok && !n->gic_ok, NULL);
    snprintf(ov, sizeof(ov), "%s", o->topology.simulated ? o->topology.summary : "not simulated");
    snprintf(nv, sizeof(nv), "%s", n->topology.simulated ? n->topology.summary : "not simulated");
    decide(d, "topology", ov, nv, false, NULL);
    snprintf(ov, sizeof(ov), "%s%s%s", al_sim_outcome_name(o->outcome),
             o->outcome_stage[0] ? " at " : "", o->outcome_stage);
    snprintf(nv, sizeof(nv), "%s%s%s", al_sim_outcome_name(n->outcome),
             n->outcome_stage[0] ? " at " : "", n->outcome_stage);
    decide(d, "outcome", ov, nv, outcome_rank(n->outcome) > outcome_rank(o->outcome),
           n->outcome_message);
}
