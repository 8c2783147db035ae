/* SPDX-License-Identifier: MIT */
#include "cli/rules_cli.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "acpilint/rule_ids.h"
#include "acpilint/ruledoc.h"
#include "acpilint/waivable.h"

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int load_rule_data(struct al_rules_run *r, const char *dir, char *err, size_t size)
{
    r->catalogue = al_catalogue_default();
    r->profiles = al_profile_set_default();
    if (!dir)
        return 0;
    al_catalogue_init(&r->custom);
    r->have_custom = true;
    if (al_catalogue_load_dir(&r->custom, dir, err, size) != 0)
        return -1;
    r->catalogue = &r->custom;
    char sub[PATH_MAX];
    snprintf(sub, sizeof(sub), "%s/profiles", dir);
    if (!is_dir(sub))
        return 0; /* no profiles of its own: the built-in ones */
    al_profile_set_init(&r->own_profiles);
    r->have_own_profiles = true;
    if (al_profile_set_load_dir(&r->own_profiles, sub, err, size) != 0)
        return -1;
    /* Every profile, not only the one in use: --list-rules shows them all. */
    for (size_t i = 0; i < r->own_profiles.count; i++)
        if (al_profile_check_rules(r->own_profiles.profiles[i], r->catalogue, err, size) != 0)
            return -1;
    r->profiles = &r->own_profiles;
    return 0;
}

static int load_config(struct al_rules_run *r, const struct al_cli *cli, char *err, size_t size)
{
    char found[PATH_MAX];
    const char *path = cli->config;
    if (cli->no_config)
        return 0;
    if (!path && al_config_find(".", found, sizeof(found)))
        path = found;
    if (!path)
        return 0;
    r->have_config = true;
    return al_config_load(&r->config, path, err, size);
}

static const struct al_profile *pick_profile(const struct al_rules_run *r,
                                             const struct al_cli *cli, char *err, size_t size)
{
    const char *name = AL_PROFILE_DEFAULT, *from = "--profile";
    char where[PATH_MAX + 16];
    if (cli->profile) {
        name = cli->profile;
    } else if (r->have_config && r->config.profile) {
        name = r->config.profile;
        snprintf(where, sizeof(where), "%s:%u", r->config.path, r->config.profile_line);
        from = where;
    }
    const struct al_profile *p = al_profile_set_find(r->profiles, name);
    if (p)
        return p;
    char known[256] = "";
    for (size_t i = 0; i < r->profiles->count; i++) {
        if (i)
            strncat(known, ", ", sizeof(known) - strlen(known) - 1);
        strncat(known, r->profiles->profiles[i]->name, sizeof(known) - strlen(known) - 1);
    }
    /* Bounded pieces: the message must fit err whatever the path length. */
    snprintf(err, size, "%.512s: unknown profile '%.128s' (known: %.255s)", from, name, known);
    return NULL;
}

/* --waivers FILE: its suppressions after the config's (waiver.h). */
static int add_waivers(struct al_rules_run *r, const struct al_cli *cli, char *err, size_t size)
{
    if (!cli->waivers)
        return 0;
    if (al_waivers_load(&r->waivers, cli->waivers, r->catalogue, err, size) != 0) {
        al_waivers_free(&r->waivers);
        return -1;
    }
    r->have_waivers = true;
    size_t own = r->policy.suppression_count, n = own + r->waivers.count;
    r->all_suppressions = calloc(n ? n : 1, sizeof(*r->all_suppressions));
    if (!r->all_suppressions) {
        snprintf(err, size, "%s: out of memory", cli->waivers);
        return -1;
    }
    if (own)
        memcpy(r->all_suppressions, r->policy.suppressions, own * sizeof(*r->all_suppressions));
    if (r->waivers.count)
        memcpy(r->all_suppressions + own, r->waivers.items,
               r->waivers.count * sizeof(*r->all_suppressions));
    r->policy.suppressions = r->all_suppressions;
    r->policy.suppression_count = n;
    return 0;
}

/* --sbsa-level N: the claim as a fact (facts.h), over the config's own. */
static void claim_sbsa_level(struct al_rules_run *r, const struct al_cli *cli)
{
    if (!cli->sbsa_level)
        return;
    if (r->policy.facts)
        r->facts = *r->policy.facts;
    r->facts.v[AL_FACT_SBSA_LEVEL] = (struct al_fact_value){
        true, true, "claimed on the command line", "--sbsa-level", 0, cli->sbsa_level};
    r->policy.facts = &r->facts;
}

int al_rules_run_open(struct al_rules_run *r, const struct al_cli *cli, FILE *err)
{
    char msg[1024];
    memset(r, 0, sizeof(*r));
    const struct al_profile *profile = NULL;
    int rc = load_rule_data(r, cli->rules_dir, msg, sizeof(msg));
    if (rc == 0)
        rc = load_config(r, cli, msg, sizeof(msg));
    if (rc == 0 && !(profile = pick_profile(r, cli, msg, sizeof(msg))))
        rc = -1;
    if (rc == 0) {
        rc = al_policy_init(&r->policy, r->catalogue, profile, msg, sizeof(msg));
        r->have_policy = rc == 0;
    }
    if (rc == 0 && r->have_config)
        rc = al_policy_apply_config(&r->policy, &r->config, msg, sizeof(msg));
    for (size_t i = 0; rc == 0 && i < cli->switch_count; i++) {
        const struct al_rule_switch *s = &cli->switches[i];
        if (al_policy_set_enabled(&r->policy, s->pattern, s->enable,
                                  s->enable ? "--enable" : "--disable", msg, sizeof(msg)) < 0)
            rc = -1;
    }
    if (rc == 0)
        rc = add_waivers(r, cli, msg, sizeof(msg));
    if (rc == 0 && r->have_waivers && r->waivers.not_waivable)
        fprintf(err,
                "acpilint: %s:%u: %zu waiver%s only verdicts the ACS never waives, not "
                "applied (not waivable: %s)\n",
                cli->waivers, r->waivers.first_not_waivable_line, r->waivers.not_waivable,
                r->waivers.not_waivable == 1 ? " names" : "s name", al_acs_waivable_source());
    if (rc == 0)
        claim_sbsa_level(r, cli);
    if (rc != 0) {
        fprintf(err, "acpilint: %s\n", msg);
        return -1;
    }
    r->judge_arm64 = cli->profile || (r->have_config && r->config.profile);
    const struct al_rule *foreign = al_catalogue_find(r->catalogue, AL_R_INPUT_NOT_ARM64->id);
    if (r->judge_arm64 && foreign) {
        signed char *sev = &r->policy.severity[foreign - r->catalogue->rules];
        if (*sev != AL_RULE_DISABLED)
            *sev = AL_SEV_ERROR;
    }
    r->policy.show_suppressed = cli->show_suppressed;
    /* The command line wins over the config file's fail-on. */
    r->policy.fail_on = !cli->fail_on_given && r->have_config && r->config.has_fail_on
                            ? r->config.fail_on
                            : cli->fail_on;
    r->policy.show_severity = cli->severity;
    r->policy.base_dir = cli->base_dir;
    /* Resolved here, before any report: the reports read no file (report/place.h). */
    r->base_real = realpath(cli->base_dir ? cli->base_dir : ".", NULL);
    r->policy.base_real = r->base_real;
    r->policy.sarif_category = cli->sarif_category;
    r->policy.sarif_per_system = cli->each;
    return 0;
}

void al_rules_run_close(struct al_rules_run *r)
{
    free(r->base_real);
    r->base_real = NULL;
    if (r->have_policy)
        al_policy_free(&r->policy);
    if (r->have_waivers)
        al_waivers_free(&r->waivers);
    free(r->all_suppressions);
    if (r->have_config)
        al_config_free(&r->config);
    if (r->have_own_profiles)
        al_profile_set_free(&r->own_profiles);
    if (r->have_custom)
        al_catalogue_free(&r->custom);
    memset(r, 0, sizeof(*r));
}

int al_rules_run_describe(const struct al_rules_run *r, const struct al_cli *cli, FILE *out,
                          FILE *err)
{
    struct al_rule_view v = {r->catalogue, r->profiles, &r->policy};
    if (cli->explain) {
        if (al_rules_explain(out, &v, cli->explain) != 0) {
            const char *best = al_catalogue_suggest(r->catalogue, cli->explain);
            fprintf(err, "acpilint: --explain: unknown rule '%s' (%s%s%s)\n", cli->explain,
                    best ? "did you mean '" : "see --list-rules", best ? best : "",
                    best ? "'?" : "");
            return 2;
        }
        return 0;
    }
    if (cli->format == AL_FORMAT_JSON)
        al_rules_list_json(out, &v);
    else
        al_rules_list_text(out, &v);
    return 0;
}

int al_rules_run_baseline(const struct al_cli *cli, struct al_tableset *ts, FILE *err)
{
    char msg[1024];
    struct al_baseline b = {0};
    bool have = false;
    int rc = 0;
    if (cli->baseline) {
        have = true;
        if (al_baseline_load(&b, cli->baseline, msg, sizeof(msg)) != 0) {
            al_baseline_free(&b);
            fprintf(err, "acpilint: %s\n", msg);
            return -1;
        }
        if (b.version == 1)
            fprintf(err, "acpilint: %s: a version 1 baseline, keyed by table offsets: its "
                         "findings stop matching when the tables move; rewrite it with "
                         "--write-baseline\n",
                    cli->baseline);
        al_baseline_apply(&b, ts);
    }
    if (cli->write_baseline) {
        if (al_baseline_write(ts, cli->write_baseline, msg, sizeof(msg)) != 0) {
            fprintf(err, "acpilint: %s\n", msg);
            rc = -1;
        } else {
            /* What was just recorded is accepted, as the next run with --baseline will. */
            struct al_baseline w;
            if (al_baseline_load(&w, cli->write_baseline, msg, sizeof(msg)) == 0)
                al_baseline_apply(&w, ts);
            al_baseline_free(&w);
        }
    }
    size_t left_out = 0;
    if (cli->write_waivers &&
        al_waivers_write(ts, cli->write_waivers, &left_out, msg, sizeof(msg)) < 0) {
        fprintf(err, "acpilint: %s\n", msg);
        rc = -1;
    } else if (left_out) {
        fprintf(err,
                "acpilint: %s: %zu predicted verdict%s left out: the ACS applies no waiver "
                "to %s (not waivable: %s)\n",
                cli->write_waivers, left_out, left_out == 1 ? "" : "s",
                left_out == 1 ? "it" : "them", al_acs_waivable_source());
    }
    /*
     * The stale entries of --baseline, after --write-baseline so that the new
     * file does not record them; with --each every system uses only its own.
     */
    if (have && !cli->each)
        al_baseline_report_unused(&b, ts);
    if (have)
        al_baseline_free(&b);
    return rc;
}
