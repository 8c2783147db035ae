/* SPDX-License-Identifier: MIT */
/*
 * Decisions the simulator does not make (al_sim_need()): a decision that
 * needs a table the input may simply lack (presence.h: unknown) predicts
 * nothing from that absence.  The boot's other decisions are still made;
 * al_sim_conclude_undecided() names the ones left, in one sim.not-simulated
 * finding, and makes the outcome `unknown` when the boot depends on them.
 * A copy of a machine's tables (an acpidump text without its XSDT, a folder
 * missing files) must not be called a machine that panics.
 */
#include "sim_internal.h"

#include <stdio.h>
#include <string.h>

#include "acpilint/presence.h"
#include "acpilint/rule_ids.h"

/* The name the specification gives a table: its signature but for the MADT and FADT. */
static const char *spec_name(const char *sig)
{
    if (strncmp(sig, "APIC", 4) == 0)
        return "MADT";
    if (strncmp(sig, "FACP", 4) == 0)
        return "FADT";
    return sig;
}

const struct al_table *al_sim_need(struct al_sim_ctx *c, const char *sig, const char *src,
                                   const char *decision, bool outcome, bool *unknown)
{
    *unknown = false;
    const struct al_table *t = al_sim_get_table(c, sig, 0);
    /*
     * Held but not installed: the firmware's own root table leaves it out, a
     * fact.  No table list at all (no RSDP handed over, a root table ACPICA
     * rejects): the kernel sees no table, whatever the firmware holds.
     */
    if (t || !c->tables_ok || al_tableset_find(c->ts, sig, 0))
        return t;
    char why[160];
    if (al_table_presence(c->ts, sig, why, sizeof(why)) != AL_PRESENCE_UNKNOWN)
        return NULL;
    *unknown = true;
    struct al_sim_result *r = c->r;
    for (size_t i = 0; i < r->undecided_count; i++)
        if (strcmp(r->undecided[i].decision, decision) == 0)
            return NULL;
    if (r->undecided_count < AL_SIM_MAX_UNDECIDED) {
        struct al_sim_undecided *u = &r->undecided[r->undecided_count++];
        snprintf(u->table, sizeof(u->table), "%.4s", sig);
        snprintf(u->decision, sizeof(u->decision), "%s", decision);
        snprintf(u->reason, sizeof(u->reason), "%s", why);
        u->outcome = outcome;
    }
    char what[200], note[256];
    snprintf(what, sizeof(what), "not simulated: %s needs the %s, which the input does not hold",
             decision, spec_name(sig));
    snprintf(note, sizeof(note), "its absence is not proven: %s (--assume-complete treats it as "
             "absent)", why);
    al_sim_kevent(c, src, what, NULL, note, NULL);
    return NULL;
}

/*
 * "the MADT and GTDT": each table once, in the order the boot needed it;
 * only those of decisions the outcome depends on when outcome_only.
 */
static void list_tables(const struct al_sim_result *r, bool outcome_only, char *out, size_t size)
{
    const char *names[AL_SIM_MAX_UNDECIDED];
    size_t n = 0;
    for (size_t i = 0; i < r->undecided_count; i++) {
        const struct al_sim_undecided *u = &r->undecided[i];
        bool seen = outcome_only && !u->outcome;
        for (size_t k = 0; k < n && !seen; k++)
            seen = strcmp(names[k], spec_name(u->table)) == 0;
        if (!seen)
            names[n++] = spec_name(u->table);
    }
    out[0] = '\0';
    for (size_t k = 0, len = 0; k < n && len < size; k++, len = strlen(out))
        snprintf(out + len, size - len, "%s%s", k == 0 ? "" : k + 1 == n ? " and " : ", ",
                 names[k]);
}

void al_sim_conclude_undecided(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    if (!r->undecided_count)
        return;
    char decisions[400] = "";
    bool outcome = false;
    for (size_t i = 0, len = 0; i < r->undecided_count && len < sizeof(decisions);
         i++, len = strlen(decisions)) {
        const struct al_sim_undecided *u = &r->undecided[i];
        outcome |= u->outcome;
        snprintf(decisions + len, sizeof(decisions) - len, "%s%s (%s)", i ? "; " : "",
                 u->decision, spec_name(u->table));
    }
    char all[64], needed[64];
    list_tables(r, false, all, sizeof(all));
    list_tables(r, true, needed, sizeof(needed));
    const char *why = r->undecided[0].reason;
    bool unknown = outcome && !c->died;
    if (unknown) {
        char reason[256];
        snprintf(reason, sizeof(reason), "the input lacks the %s (%s)", needed, why);
        al_sim_die(c, AL_OUT_UNKNOWN, "", reason);
    }
    al_report(c->ts, AL_R_SIM_NOT_SIMULATED,
              al_at_file(c->ts->input_count ? c->ts->inputs[0] : NULL, AL_NO_OFFSET, 0),
              "Linux %s decisions not simulated, for want of the %s: %s; %s%s", c->k.name, all,
              decisions, why, unknown ? "; the boot's outcome is unknown" : "");
}
