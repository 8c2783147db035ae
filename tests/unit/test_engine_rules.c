/* SPDX-License-Identifier: MIT */
/*
 * The check records and the catalogue agree: every rule id a check declares
 * is in the YAML catalogue (rules/), and check names are unique.  The other direction, and
 * rules reported outside check records, is tests/scripts/test_rule_catalogue.sh.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "acpilint/engine.h"
#include "acpilint/rules.h"

static void count_unknown(const char *rule_id, void *arg)
{
    if (!al_rule_find(rule_id)) {
        print_error("a check record declares %s, which no rule file defines\n", rule_id);
        (*(int *)arg)++;
    }
}

static void test_declared_rules_are_in_the_catalogue(void **state)
{
    (void)state;
    int unknown = 0;
    al_engine_for_each_declared_rule(count_unknown, &unknown);
    assert_int_equal(unknown, 0);
}

static void test_check_records(void **state)
{
    (void)state;
    size_t checks = 0;
    for (size_t a = 0; al_check_areas[a]; a++)
        for (const struct al_check *c = al_check_areas[a]; c->name; c++) {
            checks++;
            assert_non_null(c->run);
            assert_true(c->rules && c->rules[0]);
            for (size_t b = 0; al_check_areas[b]; b++)
                for (const struct al_check *d = al_check_areas[b]; d->name; d++)
                    if (d != c && strcmp(d->name, c->name) == 0)
                        fail_msg("two check records are named %s", c->name);
        }
    assert_true(checks > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_declared_rules_are_in_the_catalogue),
        cmocka_unit_test(test_check_records),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
