/* SPDX-License-Identifier: MIT */
/*
 * Rules judged by what the kernel does (issue 22 items 3, 5, 7, 8, 10, 11),
 * both sides of each: the input that shows the defect and the close input
 * that is normal.  Systems are the valid corpus (corpus/valid/) with one
 * table replaced by a rule case (corpus/rules/), a quiet case
 * (corpus/rules-quiet/) or a table built here; every check runs, with the
 * namespace, under the profile named.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "acpilint/aml.h"
#include "acpilint/checks.h"
#include "acpilint/engine.h"
#include "acpilint/profile.h"
#include "acpilint/tableset.h"
#include "testutil.h"

#define CORPUS ACPILINT_TEST_CORPUS_BIN "/"

static const char *const valid_sigs[] = {"RSDP", "XSDT", "FACP", "DSDT", "SSDT",
                                         "APIC", "GTDT", "SPCR", "MCFG", "DBG2"};

/*
 * Loads the valid system into tu_ts with table `sig` replaced by the file
 * `replacement` (relative to the corpus build folder) or, when bytes is set,
 * by those bytes.
 */
static void load_system(const char *sig, const char *replacement, const uint8_t *bytes,
                        size_t n)
{
    char path[512];
    for (size_t i = 0; i < sizeof(valid_sigs) / sizeof(valid_sigs[0]); i++) {
        if (sig && strcmp(sig, valid_sigs[i]) == 0) {
            if (bytes) {
                tu_add_table(&tu_ts, bytes, n, 0);
                continue;
            }
            snprintf(path, sizeof(path), "%s%s", CORPUS, replacement);
        } else {
            snprintf(path, sizeof(path), "%svalid/%s", CORPUS, valid_sigs[i]);
        }
        assert_non_null(tu_load_real(&tu_ts, path));
    }
}

/* Builds the namespace, runs every check under `profile` (NULL: linux); the rules fired. */
static const char *run(const char *profile, const char *prefix)
{
    struct al_namespace ns;
    assert_int_equal(al_namespace_build(&tu_ts, &ns), 0);
    struct al_context ctx = {
        &tu_ts, profile ? al_profile_set_find(al_profile_set_default(), profile) : NULL, &ns};
    al_check_structure(&tu_ts);
    al_engine_run(&ctx);
    al_namespace_free(&ns);
    return tu_rules_fired(&tu_ts, prefix);
}

/* Item 3: an SSDT redefining a name of the DSDT is one finding, the SSDT rule. */
static void test_ssdt_redefinition(void **state)
{
    (void)state;
    load_system("SSDT", "rules/ssdt.modifies-device@SSDT", NULL, 0);
    assert_string_equal(run(NULL, "ssdt."), "ssdt.modifies-device");
    assert_string_equal(tu_rules_fired(&tu_ts, "aml.duplicate-name"), "");
    const struct al_finding *f = tu_first_finding(&tu_ts, "ssdt.modifies-device");
    assert_non_null(strstr(f->message, "\\_SB_.COM0._UID"));
    assert_non_null(strstr(f->message, "AE_ALREADY_EXISTS"));
}

/* Item 3, the other side: adding _STA inside the DSDT's COM0 is what SSDTs do. */
static void test_ssdt_adding_is_quiet(void **state)
{
    (void)state;
    load_system("SSDT", "rules-quiet/ssdt.modifies-device@SSDT", NULL, 0);
    assert_string_equal(run(NULL, "ssdt."), "");
    assert_string_equal(tu_rules_fired(&tu_ts, "aml."), "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_ssdt_redefinition, tu_ts_setup, tu_ts_teardown),
        cmocka_unit_test_setup_teardown(test_ssdt_adding_is_quiet, tu_ts_setup, tu_ts_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
