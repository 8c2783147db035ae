/* SPDX-License-Identifier: MIT */
/*
 * The kernel command line as parse_early_param() sees it: next_arg() of
 * kernel/params.c splits it (quotes honoured), shared by every model; what
 * a model makes of each parameter is its own (linux41/params.c,
 * linux6/params.c).
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
