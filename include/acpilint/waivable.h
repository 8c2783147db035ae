/* SPDX-License-Identifier: MIT */
/*
 * Whether a failure of the SystemReady certification run may be waived (issue 24
 * item 1): the ACS's own log parser applies a waiver to a test suite only when
 * its test category file marks that suite waivable, and skips the others
 * (rules/acs-waivable.tsv holds those facts with their source, embedded in the
 * binary like rules/fwts-map.tsv).
 */
#ifndef ACPILINT_WAIVABLE_H
#define ACPILINT_WAIVABLE_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The ACS module (the BSA/SBSA results' test suite) of a BSA/SBSA rule id:
 * "B_GIC_03" -> "GIC"; "" when unknown.
 */
const char *al_acs_module(const char *rule_id);

/*
 * Whether the rows of `table` (the text of an acs-waivable.tsv: "suite<TAB>test
 * suite<TAB>yes|no<TAB>source") make a waiver of (suite, test_suite) count: the
 * row naming the test suite (compared without case, as the ACS does), else the
 * suite's "*" row, else no.
 */
bool al_acs_waivable_in(const char *table, const char *suite, const char *test_suite);

/* The same, on the embedded rules/acs-waivable.tsv. */
bool al_acs_waivable(const char *suite, const char *test_suite);

/* Where the embedded facts come from: the value of its "# source:" line. */
const char *al_acs_waivable_source(void);

#endif
