/* SPDX-License-Identifier: MIT */
/*
 * Table-level checks run on every load: headers, lengths, checksums,
 * duplicates and the RSDP -> XSDT -> table links.  The full rule engine
 * builds on these; their findings are the prerequisites that gate
 * semantic checks on a table.
 */
#ifndef ACPILINT_CHECKS_H
#define ACPILINT_CHECKS_H

#include <stdbool.h>

#include "acpilint/tableset.h"

void al_check_headers(struct al_tableset *ts);


/* Subtable walks (MADT) with length checks; run after al_check_headers(). */
void al_check_structure(struct al_tableset *ts);

/*
 * True when the table's header and length are sound enough for its body to
 * be decoded without producing noise: header complete, Length >= header
 * size and not past the bytes present.
 */
bool al_table_structurally_sound(const struct al_table *t);

/*
 * True when the table's subtable walk (MADT today) reaches its end: the
 * prerequisite al_check_structure() reports on, asked again so that it holds
 * even when the policy disables the structural rules.
 */
bool al_table_walk_sound(const struct al_table *t);

#endif
