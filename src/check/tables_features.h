/* SPDX-License-Identifier: MIT */
/*
 * The platform features a profile's conditional table lists depend on
 * (profile.h: recommended_with_ras, required_with_its, ...), as the input
 * shows them: by a table, a MADT structure, a device in the namespace, or a
 * fact the config declares (facts.h).  One function per feature answers
 * whether it is known and, when it is, whether the platform has it and the
 * clause that says how it was told (" (a GIC ITS in the MADT)").
 */
#ifndef ACPILINT_CHECK_TABLES_FEATURES_H
#define ACPILINT_CHECK_TABLES_FEATURES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/engine.h"
#include "acpilint/profile.h"

struct al_namespace;
struct al_aml_cond;

struct al_feature {
    bool known; /* the input or the config tells */
    bool has;   /* valid when known */
    /*
     * has rests on an object only one branch of an undecided module-level
     * If/Else creates (ACPICA creates one branch when it loads the table):
     * the requirement it raises is not verified (tables.feature-unverified);
     * NULL when every load shows the feature.  why then names the If/Else.
     */
    const struct al_aml_cond *branch;
    char why[640];
};

/* RAS support (HEST, BERT, AEST, SDEI, RAS2, EINJ, ERST; a PNP0C33 device; facts: ras). */
void al_feature_ras(const struct al_context *ctx, struct al_feature *f);

/*
 * The feature a required_with_* status depends on; known false when the status
 * is not one of those.
 */
void al_feature_for_status(const struct al_context *ctx, enum al_table_status status,
                           struct al_feature *f);

/*
 * A _CPC whose registers are in PCC space, AL_AML_NO_NODE when none: one
 * every load creates if there is one.  *branch (may be NULL) receives the
 * If/Else the answer rests on (al_feature.branch), NULL when certain.
 */
uint32_t al_feature_cpc_using_pcc(const struct al_namespace *ns, const struct al_aml_cond **branch);

/*
 * A device whose _HID or _CID is one of ids[0..n) (strings or EISA ids),
 * AL_AML_NO_NODE when none, as a feature fact: one every load creates if
 * there is one, and *branch NULL; NULL too when devices of the ids lie in both branches of one
 * If/Else (whichever the load takes, one exists).  Otherwise the device
 * exists only in one branch of an undecided module-level If/Else, which
 * *branch receives (issue 22 item 1).
 */
uint32_t al_feature_find_device_of(const struct al_namespace *ns, const char *const *ids,
                                   size_t n, const struct al_aml_cond **branch);

#endif
