/* SPDX-License-Identifier: MIT */
/*
 * The registered check areas (see CONTRIBUTING.md before adding one).  Each
 * area file exports one NULL-terminated array; adding an area is one line here.
 */
#include "acpilint/engine.h"

extern const struct al_check al_checks_gtdt[];
extern const struct al_check al_checks_fadt[];
extern const struct al_check al_checks_madt[];
extern const struct al_check al_checks_serial[];
extern const struct al_check al_checks_mcfg[];
extern const struct al_check al_checks_iort[];
extern const struct al_check al_checks_pptt[];
extern const struct al_check al_checks_objects[];
extern const struct al_check al_checks_tables_policy[];
extern const struct al_check al_checks_gas[];
extern const struct al_check al_checks_predefined[];
extern const struct al_check al_checks_bsa[];
extern const struct al_check al_checks_fwts_parity[];

const struct al_check *const al_check_areas[] = {
    al_checks_gtdt,
    al_checks_fadt,
    al_checks_madt,
    al_checks_serial,
    al_checks_mcfg,
    al_checks_iort,
    al_checks_pptt,
    al_checks_objects,
    al_checks_tables_policy,
    al_checks_gas,
    al_checks_predefined,
    al_checks_bsa,
    al_checks_fwts_parity,
    NULL,
};
