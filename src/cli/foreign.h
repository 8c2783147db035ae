/* SPDX-License-Identifier: MIT */
/*
 * Inputs that are not arm64 firmware (src/cli/foreign.c): an x86 (or IA-64,
 * LoongArch) table set gets one line, input.not-arm64, instead of a page of
 * arm64 findings, unless the run was asked to judge it as arm64 (a profile
 * named on the command line or in the config file).
 */
#ifndef ACPILINT_CLI_FOREIGN_H
#define ACPILINT_CLI_FOREIGN_H

#include <stdbool.h>

#include "acpilint/tableset.h"

/*
 * True when the loaded tables are another architecture's: an MADT that holds
 * no GICC in any MADT of the set, and a CPU structure of another architecture
 * (Local APIC, Local x2APIC, Local SAPIC, LoongArch Core PIC).  Reports
 * input.not-arm64 at the first such structure; `judged` says that the arm64
 * checks still run (the message then says so and the finding is an error by
 * the caller's policy).
 */
bool al_foreign_report(struct al_tableset *ts, bool judged);

#endif
