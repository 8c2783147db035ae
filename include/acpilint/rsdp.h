/* SPDX-License-Identifier: MIT */
/*
 * RSDP and the root tables (XSDT, RSDT) it leads to.
 * ACPI 6.5 section 5.2.5 (RSDP), 5.2.7 (RSDT), 5.2.8 (XSDT).
 */
#ifndef ACPILINT_RSDP_H
#define ACPILINT_RSDP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/tableset.h"

struct al_rsdp {
    char oem_id[7];
    uint8_t revision;       /* 0 = ACPI 1.0 (20 bytes), 2 = ACPI 2.0+ */
    uint32_t rsdt_address;
    uint32_t length;        /* v2 only; 0 for v1 */
    uint64_t xsdt_address;  /* v2 only */
    bool has_v2_fields;     /* the 36-byte form is present */
    bool checksum_ok;       /* over the first 20 bytes */
    bool ext_checksum_ok;   /* over `length` bytes (v2); true for v1 */
};

/* Decodes an RSDP table; false when the 20-byte v1 part is not present. */
bool al_rsdp_decode(const struct al_table *t, struct al_rsdp *out);

struct al_root_entry {
    size_t offset;                /* byte offset of the entry inside the root table */
    uint64_t address;             /* the physical address it holds */
    const struct al_table *target; /* the loaded table at that address, or NULL */
};

/*
 * Entries of an XSDT (8-byte addresses) or RSDT (4-byte).  Only entries
 * wholly inside the table body are returned.  Writes up to `max` entries
 * and returns the total number present (which may exceed max).
 */
size_t al_root_entries(const struct al_tableset *ts, const struct al_table *root,
                       struct al_root_entry *out, size_t max);

/*
 * How many tables the XSDT (or, without one, the RSDT) lists beyond those
 * the input holds: its distinct non-null entries less the loaded tables a
 * root table lists (every SDT but the XSDT, RSDT and DSDT, and no sysfs
 * dynamic table).  0 without a root table (then *xsdt is NULL).  Compares
 * counts, so it works on inputs without addresses.
 */
size_t al_root_lacking(const struct al_tableset *ts, const struct al_table **xsdt);

/* The loaded table whose text-dump address is `address`, or NULL. */
const struct al_table *al_tableset_by_address(const struct al_tableset *ts, uint64_t address);

/* True when at least one table other than the RSDP carries a usable (non-zero) address. */
bool al_tableset_has_addresses(const struct al_tableset *ts);

#endif
