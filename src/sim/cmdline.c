/* SPDX-License-Identifier: MIT */
/*
 * The kernel command line as parse_early_param() sees it: next_arg() of
 * kernel/params.c splits it (quotes honoured), do_early_param() of
 * init/main.c hands every "acpi" parameter to parse_acpi() (seed 003
 * lines 361-376) and prints "Malformed early option" when it fails.
 */
#include "sim_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static char *skip_spaces(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    return s;
}

/* kernel/params.c next_arg() of Linux 4.1, on our own copy of the line. */
static char *next_arg(char *args, char **param, char **val)
{
    size_t i, equals = 0;
    int in_quote = 0, quoted = 0;
    char *next;

    if (*args == '"') {
        args++;
        in_quote = 1;
        quoted = 1;
    }
    for (i = 0; args[i]; i++) {
        if (isspace((unsigned char)args[i]) && !in_quote)
            break;
        if (equals == 0 && args[i] == '=')
            equals = i;
        if (args[i] == '"')
            in_quote = !in_quote;
    }
    *param = args;
    if (!equals) {
        *val = NULL;
    } else {
        args[equals] = '\0';
        *val = args + equals + 1;
        if (**val == '"') { /* don't include quotes in value */
            (*val)++;
            if (i > 0 && args[i - 1] == '"')
                args[i - 1] = '\0';
        }
    }
    if (quoted && i > 0 && args[i - 1] == '"')
        args[i - 1] = '\0';
    if (args[i]) {
        args[i] = '\0';
        next = args + i + 1;
    } else {
        next = args + i;
    }
    return skip_spaces(next);
}

/* parameq(): '-' and '_' are the same character in parameter names. */
bool al_sim_parameq(const char *a, const char *b)
{
    for (; *a || *b; a++, b++) {
        char ca = *a == '-' ? '_' : *a, cb = *b == '-' ? '_' : *b;
        if (ca != cb)
            return false;
    }
    return true;
}

/*
 * parse_args() of kernel/params.c as parse_early_param() runs it: every
 * parameter in order; with stop_at_dashes a bare "--" ends the kernel's
 * parameters (6.x parse_args(), "Stop at --").
 */
void al_sim_each_param(struct al_sim_ctx *c, bool stop_at_dashes, al_sim_param_fn fn)
{
    const char *line = c->o->cmdline ? c->o->cmdline : "";
    char *copy = strdup(line);
    if (!copy)
        return;
    char *args = skip_spaces(copy);
    while (*args) {
        char *param, *val;
        args = next_arg(args, &param, &val);
        if (stop_at_dashes && !val && strcmp(param, "--") == 0)
            break;
        fn(c, param, val);
    }
    free(copy);
}

/* seed 003 lines 361-376: parse_acpi() of Linux 4.1 */
static void parse_acpi_41(struct al_sim_ctx *c, const char *param, const char *val)
{
    struct al_sim_result *r = c->r;
    if (!al_sim_parameq(param, "acpi"))
        return;
    c->acpi_params_seen++;
    char what[160];
    if (!val) {
        snprintf(what, sizeof(what), "\"acpi\" without a value: parse_acpi(NULL) returns -EINVAL");
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c parse_acpi() (seed 003 lines "
                     "363-364); " AL_K41_PARAMS,
                     what, "the option is ignored", NULL, "Malformed early option '%s'", param);
    } else if (strcmp(val, "off") == 0) {
        r->param_acpi_off = true;
        al_sim_event(r, "Linux 4.1 arch/arm64/kernel/acpi.c parse_acpi() (seed 003 lines 366-368)",
                     "acpi=off sets param_acpi_off",
                     "ACPI table parsing is skipped; the device tree is used", NULL, NULL);
    } else if (strcmp(val, "force") == 0) {
        r->param_acpi_force = true;
        al_sim_event(r, "Linux 4.1 arch/arm64/kernel/acpi.c parse_acpi() (seed 003 lines 369-370)",
                     "acpi=force sets param_acpi_force",
                     "ACPI is used even if the device tree describes the platform; no "
                     "fallback to the device tree (seed 010 line 477)",
                     NULL, NULL);
    } else {
        snprintf(what, sizeof(what),
                 "acpi=%.100s is not \"off\" or \"force\": parse_acpi() returns -EINVAL", val);
        al_sim_event(r,
                     "Linux 4.1 arch/arm64/kernel/acpi.c parse_acpi() (seed 003 lines "
                     "371-372); " AL_K41_PARAMS,
                     what, "the option is ignored",
                     "seed 003 line 315 documents only off and "
                     "force for arm64; strict, noirq, rsdt, copy_dsdt are rejected too",
                     "Malformed early option '%s'", param);
    }
}

void al_sim_parse_cmdline(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    al_sim_each_param(c, false, parse_acpi_41);
    if (r->param_acpi_off && r->param_acpi_force)
        al_sim_event(
            r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_boot_table_init() (seed 003 lines 406-407)",
            "both acpi=off and acpi=force were given: the flags are never cleared, "
            "and param_acpi_off is tested first",
            "ACPI is never enabled, yet param_acpi_force still keeps setup_arch() off "
            "the device tree (seed 010 line 477): whatever the order, the kernel has "
            "neither ACPI nor DT",
            "seed 003's policy text treats off and force as alternatives; the code "
            "combines them this way",
            NULL);
    if (!c->acpi_params_seen)
        al_sim_event(r, "Linux 4.1 arch/arm64/kernel/acpi.c parse_acpi() (seed 003 lines 358-359)",
                     "no acpi= option on the command line", "the device-tree heuristic decides",
                     NULL, NULL);
}
