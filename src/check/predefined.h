/* SPDX-License-Identifier: MIT */
/*
 * Predefined ACPI names (ACPI 6.5 section 5.6.8 and the section of each
 * object): what a name such as _STA or _CLS must be.  Used by the
 * predefined-name rules (predefined_rules.c).  Not installed.
 */
#ifndef ACPILINT_PREDEFINED_H
#define ACPILINT_PREDEFINED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The object types a predefined name may hold or return (bit mask). */
#define PD_NONE 0x00u /* a method that returns nothing */
#define PD_INT 0x01u
#define PD_STR 0x02u
#define PD_BUF 0x04u
#define PD_PKG 0x08u
#define PD_REF 0x10u /* an object reference */
#define PD_ANY (PD_INT | PD_STR | PD_BUF | PD_PKG | PD_REF)

/* Flags. */
#define PD_ARGS_MIN 0x01u /* the argument count is a minimum (_DSM may take more) */

struct al_predef {
    char name[5];   /* "_STA" */
    uint8_t args;   /* arguments a method of that name takes */
    uint8_t types;  /* PD_* mask of what it holds or returns; PD_NONE: returns nothing */
    uint8_t flags;
};

/* The entry for a 4-character name segment ("_STA"), or NULL when it is not predefined. */
const struct al_predef *al_predef_find(const char seg[4]);
/* The i-th entry in name order, NULL past the last: the whole list, for its tests. */
const struct al_predef *al_predef_at(size_t i);

/* "Integer", "String or Buffer", ... for a PD_* mask, into buf. */
const char *al_predef_types_name(uint8_t types, char *buf, unsigned size);

#endif
