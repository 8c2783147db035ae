/* SPDX-License-Identifier: MIT */
/*
 * A rule as the code names it when it reports.  The ids are written once, in
 * the rules/ YAML files; the build generates one constant per id (acpilint/rule_ids.h,
 * by tools/ruleidsgen.c), AL_R_MADT_GICC_MPIDR_DUPLICATE for
 * madt.gicc-mpidr-duplicate, and the reporting functions take only such a
 * constant: a misspelt rule is a compile error, and a string literal where a
 * rule belongs does not compile either (incompatible pointer type, made an
 * error below).
 *
 * tools/convert-rule-ids.py turns literal ids in C into the constants (run it
 * after adding a rule or merging code that reports one).
 */
#ifndef ACPILINT_RULE_ID_H
#define ACPILINT_RULE_ID_H

/*
 * The longest id a rule may have; the generator refuses a longer one.  The
 * id is held in the entry, not pointed at, so that the table of ids needs no
 * relocation when the executable starts (field.h says why that matters).
 */
#define AL_RULE_ID_MAX 48

struct al_rule_id {
    char id[AL_RULE_ID_MAX]; /* "madt.gicc-mpidr-duplicate" */
};

/*
 * A string literal passed for a rule is an incompatible pointer: an error in
 * every build (gcc before 14 only warns unless told), not only with
 * -DACPILINT_WERROR=ON.
 */
#pragma GCC diagnostic error "-Wincompatible-pointer-types"

#endif
