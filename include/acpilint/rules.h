/* SPDX-License-Identifier: MIT */
/*
 * The catalogue of rules known to this build.  Each rule is defined once,
 * in src/check/rule_catalogue.c; reports name a rule by id and take its
 * severity and reference from here, so a message can never drift from its
 * catalogue entry.
 */
#ifndef ACPILINT_RULES_H
#define ACPILINT_RULES_H

#include <stddef.h>

#include "acpilint/finding.h"

struct al_rule {
    const char *id;       /* dotted, lower-case, stable, never reused */
    enum al_severity severity;
    const char *summary;  /* one line */
    const char *reference;
};

/* NULL when the id is unknown. */
const struct al_rule *al_rule_find(const char *id);
/* The whole catalogue, in id order; *count receives its size. */
const struct al_rule *al_rule_all(size_t *count);

#endif
