/* SPDX-License-Identifier: MIT */
/* The ACS's waivable test suites (include/acpilint/waivable.h). */
#include "acpilint/waivable.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "rules/embedded.h"

static const char *embedded_table(void)
{
    for (unsigned i = 0; i < al_embedded_file_count; i++)
        if (strcmp(al_embedded_files[i].name, "rules/acs-waivable.tsv") == 0)
            return al_embedded_files[i].data;
    return "";
}

/* Whether [s, s + n) is word, without case when fold. */
static bool field_is(const char *s, size_t n, const char *word, bool fold)
{
    size_t len = strlen(word);
    return n == len && (fold ? strncasecmp(s, word, n) : strncmp(s, word, n)) == 0;
}

const char *al_acs_module(const char *id)
{
    static const struct {
        const char *prefix, *module;
    } modules[] = {
        {"B_GIC_", "GIC"},   {"B_PPI_", "GIC"},    {"S_L3GI_", "GIC"},   {"B_TIME_", "TIMER"},
        {"B_WD_", "WATCHDOG"}, {"B_PE_", "PE"},    {"B_SMMU_", "SMMU"},  {"PCI_", "PCIE"},
    };
    for (size_t i = 0; i < sizeof(modules) / sizeof(modules[0]); i++)
        if (strncmp(id, modules[i].prefix, strlen(modules[i].prefix)) == 0)
            return modules[i].module;
    return "";
}

bool al_acs_waivable_in(const char *table, const char *suite, const char *test_suite)
{
    /* 0: no row seen; 1: the "*" row says no; 2: it says yes. An exact row decides. */
    int fallback = 0;
    for (const char *line = table; *line;) {
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        const char *f[3] = {line, NULL, NULL};
        size_t len[3] = {0, 0, 0};
        const char *p = line, *end = line + n;
        int k = 0;
        for (; k < 3 && p <= end; k++) {
            const char *tab = memchr(p, '\t', (size_t)(end - p));
            f[k] = p;
            len[k] = (size_t)((tab ? tab : end) - p);
            p = tab ? tab + 1 : end + 1;
        }
        if (line[0] != '#' && k == 3 && f[2] && field_is(f[0], len[0], suite, false)) {
            bool yes = field_is(f[2], len[2], "yes", true);
            if (field_is(f[1], len[1], test_suite, true))
                return yes;
            if (field_is(f[1], len[1], "*", false))
                fallback = yes ? 2 : 1;
        }
        line += n + (eol ? 1 : 0);
    }
    return fallback == 2;
}

bool al_acs_waivable(const char *suite, const char *test_suite)
{
    return al_acs_waivable_in(embedded_table(), suite, test_suite);
}

const char *al_acs_waivable_source(void)
{
    static char source[256];
    const char *key = "# source: ";
    const char *at = strstr(embedded_table(), key);
    if (!at)
        return "rules/acs-waivable.tsv";
    at += strlen(key);
    snprintf(source, sizeof(source), "%.*s", (int)strcspn(at, "\n"), at);
    return source;
}
