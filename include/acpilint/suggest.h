/* SPDX-License-Identifier: MIT */
/*
 * "Did you mean": the candidate nearest to a mistyped word (an option, a rule
 * id), by edit distance (insertions, deletions, substitutions and swaps of
 * two neighbours each cost 1), when it is near enough to be the likely intent:
 * at most a third of the word's length, and at least 1 and at most 3 edits.
 *
 *   struct al_suggest s;
 *   al_suggest_init(&s, typed);
 *   for (...) al_suggest_consider(&s, candidate);
 *   const char *best = al_suggest_best(&s);   // NULL: nothing near
 */
#ifndef ACPILINT_SUGGEST_H
#define ACPILINT_SUGGEST_H

#include <stddef.h>

struct al_suggest {
    const char *word;
    const char *best;  /* the candidate pointer given, kept as is */
    size_t distance;
};

void al_suggest_init(struct al_suggest *s, const char *word);
void al_suggest_consider(struct al_suggest *s, const char *candidate);
const char *al_suggest_best(const struct al_suggest *s);

#endif
