/* SPDX-License-Identifier: MIT */
/*
 * Unit tests for a rule's traces from rules/fwts-map.tsv (include/acpilint/
 * trace.h): the index built once per process must give, for every rule of the
 * catalogue, exactly the map rows that name it, in the map's order.  The
 * expectation here is an independent, naive read of the embedded map.
 *
 * Built twice (tests/CMakeLists.txt): test_trace_no_index refuses every
 * allocation made while al_rule_traces() runs, so the index is never built
 * and every trace comes from the scan of the map that stands in for it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "acpilint/rules.h"
#include "acpilint/trace.h"
#include "rules/embedded.h"

#ifdef TEST_TRACE_NO_INDEX
/* -Wl,--wrap=malloc: the core's malloc calls come here. */
void *__real_malloc(size_t size);
void *__wrap_malloc(size_t size);
static bool refuse_malloc;
static unsigned malloc_refused;

void *__wrap_malloc(size_t size)
{
    if (refuse_malloc) {
        malloc_refused++;
        return NULL;
    }
    return __real_malloc(size);
}
#endif

/* al_rule_traces(), with every allocation it makes refused in test_trace_no_index. */
static size_t traces(const struct al_rule *r, struct al_trace *out, size_t max)
{
#ifdef TEST_TRACE_NO_INDEX
    refuse_malloc = true;
    size_t n = al_rule_traces(r, out, max);
    refuse_malloc = false;
    return n;
#else
    return al_rule_traces(r, out, max);
#endif
}

static const char *fwts_map(void)
{
    for (unsigned i = 0; i < al_embedded_file_count; i++)
        if (strcmp(al_embedded_files[i].name, "rules/fwts-map.tsv") == 0)
            return al_embedded_files[i].data;
    return NULL;
}

/* A map row's label and test, when its rules column names `id` as a whole word. */
static bool row_names(const char *row, size_t len, const char *id, char *label, char *test)
{
    char copy[1024];
    if (row[0] == '#' || len >= sizeof(copy))
        return false;
    memcpy(copy, row, len);
    copy[len] = '\0';
    char *fields[4] = {NULL, NULL, NULL, NULL};
    char *p = copy;
    for (int f = 0; f < 4 && p; f++) {
        fields[f] = p;
        p = strchr(p, '\t');
        if (p)
            *p++ = '\0';
    }
    if (!fields[2])
        return false;
    for (char *save = NULL, *r = strtok_r(fields[2], ",", &save); r; r = strtok_r(NULL, ",", &save))
        if (strcmp(r, id) == 0) {
            snprintf(label, 64, "%s", fields[0]);
            snprintf(test, 48, "%s", fields[1]);
            return true;
        }
    return false;
}

/* Whether t is in the first n of list. */
static bool listed(const struct al_trace *list, size_t n, const char *test, const char *label)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(list[i].suite, "FWTS") == 0 && strcmp(list[i].test, test) == 0 &&
            strcmp(list[i].label, label) == 0)
            return true;
    return false;
}

/* Every rule: the map's rows naming it are among its traces, in the map's order. */
static void test_map_rows_per_rule(void **state)
{
    (void)state;
    const char *map = fwts_map();
    assert_non_null(map);
    size_t count = 0, rules_with_rows = 0, shared_rows = 0;
    const struct al_rule *rules = al_rule_all(&count);
    assert_true(count > 100);
    for (size_t r = 0; r < count; r++) {
        struct al_trace got[AL_TRACE_MAX];
        size_t n = traces(&rules[r], got, AL_TRACE_MAX);
        /* twice: the second call reads the index the first one built */
        struct al_trace again[AL_TRACE_MAX];
        assert_int_equal(traces(&rules[r], again, AL_TRACE_MAX), n);
        assert_memory_equal(got, again, (n < AL_TRACE_MAX ? n : AL_TRACE_MAX) * sizeof(*got));
        size_t kept = n < AL_TRACE_MAX ? n : AL_TRACE_MAX, last = 0, rows = 0;
        for (const char *line = map; *line;) {
            const char *eol = strchr(line, '\n');
            size_t len = eol ? (size_t)(eol - line) : strlen(line);
            char label[64], test[48];
            if (row_names(line, len, rules[r].id, label, test)) {
                rows++;
                shared_rows += memchr(line, ',', len) != NULL;
                /* found, and after the previous row's trace */
                size_t at = last;
                while (at < kept && !(strcmp(got[at].suite, "FWTS") == 0 &&
                                      strcmp(got[at].test, test) == 0 &&
                                      strcmp(got[at].label, label) == 0))
                    at++;
                if (at == kept && !listed(got, kept, test, label) && n <= AL_TRACE_MAX)
                    fail_msg("%s: map row %s %s missing from its traces", rules[r].id, test,
                             label);
                if (at < kept)
                    last = at;
            }
            line += len + (eol ? 1 : 0);
        }
        rules_with_rows += rows > 0;
        /* and no FWTS trace from a row that does not name the rule, unless its YAML says it */
        for (size_t i = 0; i < kept; i++) {
            if (strcmp(got[i].suite, "FWTS") != 0)
                continue;
            bool from_row = false;
            for (const char *line = map; *line && !from_row;) {
                const char *eol = strchr(line, '\n');
                size_t len = eol ? (size_t)(eol - line) : strlen(line);
                char label[64], test[48];
                from_row = row_names(line, len, rules[r].id, label, test) &&
                           strcmp(label, got[i].label) == 0 && strcmp(test, got[i].test) == 0;
                line += len + (eol ? 1 : 0);
            }
            bool from_yaml = rules[r].certification && got[i].label[0] &&
                             strstr(rules[r].certification, got[i].label);
            if (!from_row && !from_yaml)
                fail_msg("%s: trace %s %s names no row of it", rules[r].id, got[i].test,
                         got[i].label);
        }
    }
    /* the map is what the test says it is: many rules have rows, some rows name several */
    assert_true(rules_with_rows > 50);
    assert_true(shared_rows > 0);
#ifdef TEST_TRACE_NO_INDEX
    /* the index was asked for, refused, and asked for once only */
    assert_int_equal(malloc_refused, 1);
#endif
}

/* An id that is a prefix of mapped ids, or no rule at all, gets no map row. */
static void test_prefix_gets_nothing(void **state)
{
    (void)state;
    struct al_rule fake = {0};
    struct al_trace t[AL_TRACE_MAX];
    fake.id = "madt";
    assert_int_equal(traces(&fake, t, AL_TRACE_MAX), 0);
    fake.id = "";
    assert_int_equal(traces(&fake, t, AL_TRACE_MAX), 0);
    fake.id = "zzzz.not-a-rule";
    assert_int_equal(traces(&fake, t, AL_TRACE_MAX), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_map_rows_per_rule),
        cmocka_unit_test(test_prefix_gets_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
