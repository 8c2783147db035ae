/* SPDX-License-Identifier: MIT */
/*
 * Several machines given as one (src/cli/machines.c): inputs that each look
 * like a whole machine are not merged into one system full of duplicate
 * tables; the run stops and suggests --each.
 */
#ifndef ACPILINT_CLI_MACHINES_H
#define ACPILINT_CLI_MACHINES_H

#include <stdbool.h>
#include <stddef.h>

#include "acpilint/tableset.h"

/*
 * The tables of input i are ts->tables[starts[i] .. starts[i + 1]) (count
 * inputs, names[i] as given).  Returns true, with the message in msg, when
 * two or more inputs, or two or more dump files inside one folder input,
 * each look like a whole machine (two tables or more, among them an FADT,
 * DSDT or MADT) and share one of those signatures.
 */
bool al_machines_conflict(const struct al_tableset *ts, const char *const *names,
                          const size_t *starts, size_t count, char *msg, size_t msg_size);

#endif
