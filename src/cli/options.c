/* SPDX-License-Identifier: MIT */
/*
 * The command-line parser: words to options (long, short, attached or
 * separate arguments, --scan as a mode), each applied by its row's action
 * (options_table.c); then what needs the whole command line (--scan's
 * inputs, --no-simulate's conflicts, the --hw FILE under its overrides).
 */
#include "cli/options_internal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/suggest.h"

/* "unknown option '--formt'", with the nearest long option when there is one. */
static void unknown_option(FILE *err, const char *arg, const char *name, size_t len)
{
    char typed[64];
    snprintf(typed, sizeof(typed), "%.*s", (int)(len < 63 ? len : 63), name);
    struct al_suggest sg;
    al_suggest_init(&sg, typed);
    size_t count;
    const struct al_option *options = al_cli_options(&count);
    for (size_t i = 0; i < count; i++)
        al_suggest_consider(&sg, options[i].long_name);
    const char *best = al_suggest_best(&sg);
    if (best)
        fprintf(err, "acpilint: unknown option '%s' (did you mean '--%s'?)\n", arg, best);
    else
        fprintf(err, "acpilint: unknown option '%s' (see --help)\n", arg);
}

static const struct al_option *find_long(const char *name, size_t len)
{
    size_t count;
    const struct al_option *options = al_cli_options(&count);
    for (size_t i = 0; i < count; i++)
        if (strlen(options[i].long_name) == len && strncmp(options[i].long_name, name, len) == 0)
            return &options[i];
    return NULL;
}

static const struct al_option *find_short(char c)
{
    size_t count;
    const struct al_option *options = al_cli_options(&count);
    for (size_t i = 0; i < count; i++)
        if (options[i].short_name == c)
            return &options[i];
    return NULL;
}

static int apply(struct al_cli *cli, const struct al_option *o, const char *value, FILE *err)
{
    _Static_assert(AL_OPT_COUNT <= 64, "hw_given holds a bit per option");
    cli->hw_given |= (uint64_t)1 << o->id; /* fields of a --hw FILE the command line overrides */
    if (o->simulates)
        cli->simulate = true;
    return o->action(cli, o, value, err);
}

int al_cli_parse(int argc, char **argv, struct al_cli *cli, FILE *err)
{
    memset(cli, 0, sizeof(*cli));
    cli->fail_on = AL_SEV_ERROR;
    cli->budget = al_budget_default();
    al_sim_options_default(&cli->sim);
    cli->inputs = calloc((size_t)(argc > 0 ? argc : 1), sizeof(*cli->inputs));
    cli->severity = AL_SEV_INFO;
    cli->jobs = 1;
    cli->scans = calloc((size_t)(argc > 0 ? argc : 1), sizeof(*cli->scans));
    /* A comma list gives a switch per piece: room for every comma too. */
    size_t pieces = (size_t)(argc > 0 ? argc : 1);
    for (int i = 1; i < argc; i++)
        for (const char *p = argv[i]; (p = strchr(p, ',')) != NULL; p++)
            pieces++;
    cli->switches = calloc(pieces, sizeof(*cli->switches));
    cli->owned = calloc(pieces, sizeof(*cli->owned));
    if (!cli->inputs || !cli->scans || !cli->switches || !cli->owned)
        return -1;
    bool only_inputs = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (only_inputs || a[0] != '-' || strcmp(a, "-") == 0) {
            cli->inputs[cli->input_count++] = a;
            continue;
        }
        if (strcmp(a, "--") == 0) {
            only_inputs = true;
            continue;
        }
        const struct al_option *o;
        const char *value = NULL;
        if (a[1] == '-') {
            const char *eq = strchr(a + 2, '=');
            size_t len = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
            o = find_long(a + 2, len);
            if (!o) {
                unknown_option(err, a, a + 2, len);
                return -1;
            }
            if (eq && !o->arg) {
                fprintf(err, "acpilint: option '--%s' takes no argument\n", o->long_name);
                return -1;
            }
            value = eq ? eq + 1 : NULL;
        } else {
            o = find_short(a[1]);
            /* An argument may be attached to its short option: -fjson, -ofile, -j4. */
            if (!o || (a[2] != '\0' && !o->arg)) {
                fprintf(err, "acpilint: unknown option '%s' (see --help)\n", a);
                return -1;
            }
            if (a[2] != '\0')
                value = a + 2;
        }
        /*
         * --scan followed by an option or by nothing is a mode, not an option
         * that swallows the next word: `--scan -q IMAGE` scans IMAGE.
         */
        bool scan_mode = o->id == AL_OPT_SCAN && !value &&
                         (i + 1 >= argc || (argv[i + 1][0] == '-' && strcmp(argv[i + 1], "-") != 0));
        if (o->arg && !value && !scan_mode) {
            if (i + 1 >= argc) {
                fprintf(err, "acpilint: option '--%s' needs an argument %s\n", o->long_name,
                        o->arg);
                return -1;
            }
            value = argv[++i];
        }
        if (apply(cli, o, value, err) != 0)
            return -1;
    }
    /* --scan as a mode: the inputs are the images, in the order given. */
    if (cli->scan_all) {
        for (size_t k = 0; k < cli->input_count; k++)
            cli->scans[cli->scan_count++] = cli->inputs[k];
        cli->input_count = 0;
    }
    if (cli->no_simulate && (cli->simulate || cli->sim.no_rsdp)) {
        fputs("acpilint: --no-simulate: the simulator options (--simulate, --cmdline, --dt, "
              "--kernel, --hw-*, --no-rsdp, ...) need the simulation\n",
              err);
        return -1;
    }
    return cli->hw_file ? al_cli_apply_hw_file(cli, err) : 0;
}

void al_cli_free(struct al_cli *cli)
{
    free(cli->inputs);
    cli->inputs = NULL;
    free(cli->scans);
    cli->scans = NULL;
    free(cli->switches);
    cli->switches = NULL;
    for (size_t i = 0; cli->owned && i < cli->owned_count; i++)
        free(cli->owned[i]);
    free(cli->owned);
    cli->owned = NULL;
    free(cli->hw_mpidrs);
    cli->hw_mpidrs = NULL;
    al_hw_free(&cli->hw);
}
