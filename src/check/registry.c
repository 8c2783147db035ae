/* SPDX-License-Identifier: MIT */
/*
 * The registered check areas (see CONTRIBUTING.md before adding one).  Each
 * area file exports one NULL-terminated array; adding an area is one line here.
 */
#include "acpilint/engine.h"

extern const struct al_check al_checks_gtdt[];
extern const struct al_check al_checks_fadt[];
extern const struct al_check al_checks_madt[];
extern const struct al_check al_checks_spcr[];
extern const struct al_check al_checks_dbg2[];
extern const struct al_check al_checks_mcfg[];
extern const struct al_check al_checks_iort[];
extern const struct al_check al_checks_pptt[];
extern const struct al_check al_checks_objects[];
extern const struct al_check al_checks_tables_policy[];
extern const struct al_check al_checks_gas[];
extern const struct al_check al_checks_predefined[];
extern const struct al_check al_checks_numa[];
extern const struct al_check al_checks_pcct[];
extern const struct al_check al_checks_arm_ras[];
extern const struct al_check al_checks_arm_perf[];
extern const struct al_check al_checks_iort_xref[];
extern const struct al_check al_checks_pptt_cache_ids[];
extern const struct al_check al_checks_arm_misc[];
extern const struct al_check al_checks_hest[];
extern const struct al_check al_checks_hmat[];
extern const struct al_check al_checks_bgrt[];
extern const struct al_check al_checks_cedt[];
extern const struct al_check al_checks_csrt[];
extern const struct al_check al_checks_tpm2[];
extern const struct al_check al_checks_nfit[];
extern const struct al_check al_checks_viot[];
extern const struct al_check al_checks_fpdt[];
extern const struct al_check al_checks_sdev[];
extern const struct al_check al_checks_erst[];
extern const struct al_check al_checks_bsa[];
extern const struct al_check al_checks_fwts_parity[];

const struct al_check *const al_check_areas[] = {
    al_checks_gtdt,
    al_checks_fadt,
    al_checks_madt,
    al_checks_spcr,
    al_checks_dbg2,
    al_checks_mcfg,
    al_checks_iort,
    al_checks_pptt,
    al_checks_objects,
    al_checks_tables_policy,
    al_checks_gas,
    al_checks_predefined,
    al_checks_numa,
    al_checks_pcct,
    al_checks_arm_ras,
    al_checks_arm_perf,
    al_checks_iort_xref,
    al_checks_pptt_cache_ids,
    al_checks_arm_misc,
    al_checks_hest,
    al_checks_hmat,
    al_checks_bgrt,
    al_checks_cedt,
    al_checks_csrt,
    al_checks_tpm2,
    al_checks_nfit,
    al_checks_viot,
    al_checks_fpdt,
    al_checks_sdev,
    al_checks_erst,
    al_checks_bsa,
    al_checks_fwts_parity,
    NULL,
};
