/* SPDX-License-Identifier: MIT */
/* "Did you mean" (contract in include/acpilint/suggest.h). */
#include "acpilint/suggest.h"

#include <string.h>

/* Words longer than this are not compared: no option or rule id is. */
#define MAX_WORD 128

void al_suggest_init(struct al_suggest *s, const char *word)
{
    s->word = word;
    s->best = NULL;
    s->distance = (size_t)-1;
}

/* Optimal string alignment distance (Levenshtein plus adjacent swaps), three rolling rows. */
static size_t distance(const char *a, size_t n, const char *b, size_t m)
{
    size_t rows[3][MAX_WORD + 1];
    size_t *prev2 = rows[0], *prev = rows[1], *cur = rows[2];
    for (size_t j = 0; j <= m; j++)
        prev[j] = j;
    for (size_t i = 1; i <= n; i++) {
        cur[0] = i;
        for (size_t j = 1; j <= m; j++) {
            size_t cost = a[i - 1] != b[j - 1];
            size_t d = prev[j] + 1;
            if (cur[j - 1] + 1 < d)
                d = cur[j - 1] + 1;
            if (prev[j - 1] + cost < d)
                d = prev[j - 1] + cost;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                prev2[j - 2] + 1 < d)
                d = prev2[j - 2] + 1;
            cur[j] = d;
        }
        size_t *t = prev2;
        prev2 = prev;
        prev = cur;
        cur = t;
    }
    return prev[m];
}

void al_suggest_consider(struct al_suggest *s, const char *candidate)
{
    size_t n = strlen(s->word), m = strlen(candidate);
    if (n > MAX_WORD || m > MAX_WORD)
        return;
    size_t d = distance(s->word, n, candidate, m);
    /* Ties keep the first candidate: callers give theirs in a fixed order. */
    if (d < s->distance) {
        s->distance = d;
        s->best = candidate;
    }
}

const char *al_suggest_best(const struct al_suggest *s)
{
    size_t n = strlen(s->word), limit = n / 3;
    if (limit < 1)
        limit = 1;
    if (limit > 3)
        limit = 3;
    return s->best && s->distance > 0 && s->distance <= limit ? s->best : NULL;
}
