/* SPDX-License-Identifier: MIT */
/*
 * The tables a profile requires, looked for in the images of a --scan run
 * (include/acpilint/scan.h finds the tables; this judges what is missing).
 */
#ifndef ACPILINT_SCAN_REQUIRED_H
#define ACPILINT_SCAN_REQUIRED_H

#include "acpilint/tableset.h"

struct al_profile;

/*
 * After the checks of a run with --scan: every table the profile (NULL: the
 * default) requires, but those the firmware builds at boot (RSDP, XSDT,
 * RSDT, FACS), must be in the images; each one missing is
 * scan.required-missing, unless tables.required-missing said so already.
 */
void al_scan_check_required(struct al_tableset *ts, const struct al_profile *profile);

#endif
