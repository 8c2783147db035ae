/* SPDX-License-Identifier: MIT */
/*
 * One side of a diff: loaded, checked, its namespace built and its boot
 * simulated exactly as a plain run does it (src/cli/main.c run_system()), so
 * that the findings and decisions compared are the ones `acpilint OLD` and
 * `acpilint NEW` would report.
 */
#include <stdio.h>
#include <string.h>

#include "acpilint/checks.h"
#include "acpilint/diff.h"
#include "acpilint/engine.h"
#include "acpilint/load.h"
#include "acpilint/policy.h"

int al_diff_side_load(struct al_diff_side *s, const char *path, const struct al_diff_options *o,
                      const struct al_budget *budget, char *err, size_t err_size)
{
    memset(s, 0, sizeof(*s));
    s->path = path;
    al_tableset_init(&s->ts);
    s->ts.budget = *budget;
    s->ts.assume_complete = o->assume_complete;
    al_engine_attach_policy(&s->ts, o->policy);
    char lerr[512] = "";
    int rc = al_load_path(&s->ts, path, lerr, sizeof(lerr));
    if (rc == AL_LOAD_NO_LIBRARY || (rc != 0 && s->ts.count == 0)) {
        snprintf(err, err_size, "%s", lerr[0] ? lerr : "cannot be read");
        return -1;
    }
    if (s->ts.count == 0) {
        snprintf(err, err_size, "%s: no ACPI table found%s", path,
                 al_tableset_incomplete(&s->ts) ? " (and the run was cut: see above)" : "");
        return -1;
    }
    al_check_headers(&s->ts);
    al_check_structure(&s->ts);
    if (al_namespace_build(&s->ts, &s->ns) != 0) {
        al_namespace_free(&s->ns);
        snprintf(err, err_size, "%s: out of memory while building the namespace", path);
        return -1;
    }
    s->have_ns = true;
    struct al_context ctx = {&s->ts, o->policy ? o->policy->profile : NULL, &s->ns};
    al_engine_run(&ctx);
    if (!o->no_simulate) {
        if (al_sim_run(&s->ts, &o->sim, &s->sim) != 0) {
            snprintf(err, err_size, "%s", s->sim.error);
            al_sim_result_free(&s->sim);
            return -1;
        }
        s->have_sim = true;
    }
    al_sink_finish(&s->ts);
    al_findings_sort(&s->ts.findings);
    return 0;
}

void al_diff_side_free(struct al_diff_side *s)
{
    if (s->have_ns)
        al_namespace_free(&s->ns);
    if (s->have_sim)
        al_sim_result_free(&s->sim);
    s->have_ns = s->have_sim = false;
    al_tableset_free(&s->ts);
}
