/* SPDX-License-Identifier: MIT */
/* The YAML rule catalogue: the embedded data is valid, and bad files say where. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "acpilint/rules.h"

static int parse(const char *text, char *err, size_t err_size)
{
    struct al_catalogue c;
    al_catalogue_init(&c);
    int rc = al_catalogue_parse(&c, "t.yaml", text, strlen(text), err, err_size);
    al_catalogue_free(&c);
    return rc;
}

static void test_embedded_catalogue(void **state)
{
    (void)state;
    size_t n;
    const struct al_rule *rules = al_rule_all(&n);
    assert_true(n >= 40);
    for (size_t i = 0; i < n; i++) {
        assert_true(al_rule_id_valid(rules[i].id));
        assert_true(rules[i].summary[0] != '\0');
        assert_true(rules[i].reference[0] != '\0');
        assert_non_null(strstr(rules[i].file, "rules/"));
        if (i > 0)
            assert_true(strcmp(rules[i - 1].id, rules[i].id) < 0);
        assert_ptr_equal(al_rule_find(rules[i].id), &rules[i]);
    }
    const struct al_rule *r = al_rule_find("table.checksum");
    assert_non_null(r);
    assert_int_equal(r->severity, AL_SEV_ERROR);
    assert_null(al_rule_find("no.such-rule"));
}

static void test_valid_document(void **state)
{
    (void)state;
    char err[256];
    struct al_catalogue c;
    al_catalogue_init(&c);
    const char *text = "rules:\n"
                       "  - id: b.second\n    severity: info\n    summary: S\n    reference: R\n"
                       "  - id: a.first-rule\n    severity: warning\n    summary: \"S2\"\n"
                       "    rationale: why\n    reference: R2\n";
    assert_int_equal(al_catalogue_parse(&c, "t.yaml", text, strlen(text), err, sizeof(err)), 0);
    al_catalogue_finish(&c);
    assert_int_equal(c.count, 2);
    assert_string_equal(c.rules[0].id, "a.first-rule");
    assert_string_equal(c.rules[0].rationale, "why");
    assert_int_equal(c.rules[0].line, 6);
    assert_string_equal(c.rules[1].rationale, "");
    al_catalogue_free(&c);
}

static void test_errors_name_file_and_line(void **state)
{
    (void)state;
    char err[256];
    assert_int_equal(parse("rules:\n  - id: a.b\n    severity: fatal\n    summary: S\n"
                           "    reference: R\n",
                           err, sizeof(err)),
                     -1);
    assert_non_null(strstr(err, "t.yaml:2:"));
    assert_non_null(strstr(err, "fatal"));
    assert_int_equal(parse("rules:\n  - id: a.b\n    severity: error\n    summary: S\n", err,
                           sizeof(err)),
                     -1);
    assert_non_null(strstr(err, "'reference'"));
    assert_int_equal(parse("rules:\n  - id: Bad_Id\n    severity: error\n    summary: S\n"
                           "    reference: R\n",
                           err, sizeof(err)),
                     -1);
    assert_non_null(strstr(err, "Bad_Id"));
    assert_int_equal(parse("rules:\n  - id: a.b\n    severity: error\n    summary: S\n"
                           "    reference: R\n    colour: red\n",
                           err, sizeof(err)),
                     -1);
    assert_non_null(strstr(err, "t.yaml:6:"));
    assert_int_equal(parse("rules:\n  - id: a.b\n    severity: error\n    summary: S\n"
                           "    reference: R\n  - id: a.b\n    severity: error\n"
                           "    summary: S\n    reference: R\n",
                           err, sizeof(err)),
                     -1);
    assert_non_null(strstr(err, "already defined at t.yaml:2"));
    assert_int_equal(parse("rules: [\n", err, sizeof(err)), -1);
    assert_non_null(strstr(err, "YAML error"));
    assert_int_equal(parse("checks:\n  - id: a.b\n", err, sizeof(err)), -1);
    assert_non_null(strstr(err, "unknown top-level key 'checks'"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_embedded_catalogue),
        cmocka_unit_test(test_valid_document),
        cmocka_unit_test(test_errors_name_file_and_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
