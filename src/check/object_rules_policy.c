/* SPDX-License-Identifier: MIT */
/*
 * The object rules ask the active profile (rules/profiles/NAME.yaml, objects:)
 * which objects it prohibits, deprecates, requires or pairs; a rule whose
 * object the profile does not list stays silent.  linux-4.1 is seed 009's
 * lists, linux today's kernel document, sbbr-* only what SBBR asks.
 */
#include "check/object_rules.h"

#include <string.h>

#include "acpilint/profile.h"

bool ob_listed(const struct al_context *ctx, const char *const *lists, const char *name)
{
    for (; *lists; lists++)
        if (al_profile_object_listed(ctx->profile, *lists, name))
            return true;
    return false;
}

bool ob_pair_listed(const struct al_context *ctx, const char *list, const char *a, const char *b)
{
    const struct al_string_list *l = al_profile_object_list(ctx->profile, list);
    for (size_t i = 0; i + 1 < l->count; i += 2)
        if (strcmp(l->items[i], a) == 0 && strcmp(l->items[i + 1], b) == 0)
            return true;
    return false;
}

const char *const *ob_list(const struct al_context *ctx, const char *list, size_t *count)
{
    const struct al_string_list *l = al_profile_object_list(ctx->profile, list);
    *count = l->count;
    return l->items;
}
