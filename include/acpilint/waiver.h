/* SPDX-License-Identifier: MIT */
/*
 * Waiver files of the Arm SystemReady ACS (its log parser's waiver.json:
 * Arm arm-systemready common/log_parser, "Applying Waivers to Test Suite
 * Results"), both ways (issue 24 item 5):
 *
 *   {"Suites": [
 *     {"Suite": "BSA", "TestSuites": [
 *       {"TestSuite": "GIC", "TestCases": [
 *         {"Test_case": "B_GIC_03", "Reason": "..."}]}]},
 *     {"Suite": "FWTS", "TestSuites": [
 *       {"TestCase": {"Test_case": "madt", "SubTests": [
 *         {"sub_Test_Description": "MADTGICCFlags", "Reason": "..."}]}}]}]}
 *
 * --write-waivers FILE writes one entry for each certification verdict
 * (trace.h) the run's unsuppressed findings predict, with the findings as its
 * reason; --waivers FILE reads such a file (or a hand-written one, at any of
 * the parser's levels: Suite, TestSuite, TestCase, SubTest) back as
 * suppressions of every rule predicting a waived verdict, each with the
 * waiver's Reason.  A BSA/SBSA TestSuite is the ACS module of the rule id
 * (B_GIC_*, B_PPI_* -> GIC; B_TIME_* -> TIMER; B_WD_* -> WATCHDOG; B_PE_* -> PE;
 * B_SMMU_* -> SMMU; PCI_* -> PCIE); an FWTS TestSuite or Test_case is the FWTS
 * test ("madt") and a SubTest's sub_Test_Description its failure label.
 *
 * Only waivable verdicts (waivable.h) either way: the ACS's apply_waivers.py
 * applies a waiver to a test suite only when its test category file marks the
 * suite waivable and skips the entry otherwise, so a waiver of any other verdict
 * changes no certification result.  --write-waivers leaves those verdicts out
 * (and says how many), --waivers does not suppress with such an entry (and says
 * which, by its line).
 */
#ifndef ACPILINT_WAIVER_H
#define ACPILINT_WAIVER_H

#include <stddef.h>

#include "acpilint/policy.h"
#include "acpilint/rules.h"
#include "acpilint/tableset.h"

/* The suppressions a waiver file stands for. */
struct al_waivers {
    struct al_suppression *items; /* line 0: never reported unused (unused.c) */
    size_t count;
    char **strings;
    size_t string_count;
    size_t not_waivable;               /* entries naming only verdicts the ACS never waives */
    unsigned first_not_waivable_line;  /* the first of them */
};

/*
 * Reads a waiver file and turns each waiver into suppressions of the rules of
 * catalogue c whose traces it covers.  Returns 0, or -1 with "file:line:
 * reason" in err (not JSON, not the waiver shape, an entry without a Reason).
 */
int al_waivers_load(struct al_waivers *w, const char *path, const struct al_catalogue *c,
                    char *err, size_t err_size);
void al_waivers_free(struct al_waivers *w);

/*
 * Writes the waivers the findings of ts predict (unsuppressed findings of
 * rules with traces) to path, the waivable verdicts only; *left_out (when not
 * NULL) gets the number of predicted verdicts left out as not waivable.
 * Returns the number of waivers written, or -1 with the reason in err.
 */
long al_waivers_write(const struct al_tableset *ts, const char *path, size_t *left_out,
                      char *err, size_t err_size);

/* The ACS module of a BSA/SBSA rule id ("B_GIC_03" -> "GIC"), "" when unknown. */
const char *al_waiver_acs_module(const char *rule_id);

#endif
