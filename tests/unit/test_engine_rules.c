/* SPDX-License-Identifier: MIT */
/*
 * The check records and the catalogue agree: every rule id a check declares
 * is in the YAML catalogue (rules/), the generated constants are exactly its
 * ids, and check names are unique.  The other direction, and
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
#include "acpilint/rule_ids.h"
#include "acpilint/rules.h"

static void count_unknown(const struct al_rule_id *rule, void *arg)
{
    if (!al_rule_find(rule->id)) {
        print_error("a check record declares %s, which no rule file defines\n", rule->id);
        (*(int *)arg)++;
    }
}

/* The generated constants (rule_ids.h) are the catalogue's ids, in its order. */
static void test_generated_ids_are_the_catalogue(void **state)
{
    (void)state;
    size_t count;
    const struct al_rule *all = al_rule_all(&count);
    assert_int_equal(count, AL_RULE_ID_COUNT);
    for (size_t i = 0; i < count; i++)
        assert_string_equal(al_rule_ids[i].id, all[i].id);
    assert_string_equal(AL_R_MADT_GICC_MPIDR_DUPLICATE->id, "madt.gicc-mpidr-duplicate");
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
            /* A check on a table runs only on a table whose header and walk succeeded. */
            if (c->signature && (c->needs & AL_NEEDS_TABLE) != AL_NEEDS_TABLE)
                fail_msg("check %s runs on %s but does not need AL_NEEDS_TABLE", c->name,
                         c->signature);
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
        cmocka_unit_test(test_generated_ids_are_the_catalogue),
        cmocka_unit_test(test_check_records),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
