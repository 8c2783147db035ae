/* SPDX-License-Identifier: MIT */
/*
 * MCFG ("MCFG"), PCI Express memory-mapped configuration space base
 * address description table (PCI Firmware Specification 3.2 section
 * 4.1.2; signature reserved in ACPI 6.5 Table 5.6): 8 reserved bytes after
 * the header, then 16-byte allocation entries up to the end of the table.
 */
#ifndef ACPILINT_MCFG_H
#define ACPILINT_MCFG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/table.h"

#define AL_MCFG_ENTRIES_OFFSET 44u
#define AL_MCFG_ENTRY_SIZE 16u

struct al_mcfg {
    const struct al_table *table;
    size_t body_size;
    uint64_t reserved;   /* bytes 36..43 */
    size_t count;        /* complete allocation entries */
    size_t trailing;     /* bytes after the last complete entry */
    bool partial_entry;  /* trailing != 0: a cut-off entry or stray bytes */
    bool fixed_truncated; /* the body ends inside the 8 reserved bytes */
};

struct al_mcfg_entry {
    size_t offset; /* from the start of the table */
    uint64_t base_address;
    uint16_t segment;
    uint8_t start_bus;
    uint8_t end_bus;
    uint32_t reserved;
};

/* Decodes an MCFG; false when it has no complete header. */
bool al_mcfg_decode(const struct al_table *t, struct al_mcfg *out);
/* Allocation entry `index`; false when index >= count. */
bool al_mcfg_entry(const struct al_mcfg *m, size_t index, struct al_mcfg_entry *out);

#endif
