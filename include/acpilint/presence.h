/* SPDX-License-Identifier: MIT */
/*
 * Whether the input shows a table of the firmware, and when it does not,
 * whether the table's absence is proven or only unknown.  The one definition
 * every conclusion drawn from absence uses: the simulator (a decision that
 * needs an unknown table is not made) and the rules (a missing table or an
 * unresolved name is a warning only when its absence is proven).
 *
 *   held     the input holds a table with this signature.
 *   absent   proven: the input has an XSDT (or, on old firmware, an RSDT)
 *            and holds every table it lists, and the XSDT does not list
 *            this one; for the DSDT and FACS, which the FADT points at, the
 *            input's FADT gives no address for it (or the FADT itself is
 *            proven absent).
 *   unknown  the input has no XSDT (an acpidump text without its root
 *            tables, a sysfs copy, a folder, a lone table), or its XSDT
 *            lists tables the input lacks (a folder missing files), or the
 *            FADT points at a DSDT/FACS the input does not hold.
 *
 * --assume-complete (al_tableset.assume_complete) turns every unknown into
 * absent: the user vouches that the input is the whole firmware.
 */
#ifndef ACPILINT_PRESENCE_H
#define ACPILINT_PRESENCE_H

#include <stdbool.h>
#include <stddef.h>

#include "acpilint/tableset.h"

enum al_presence {
    AL_PRESENCE_HELD,
    AL_PRESENCE_ABSENT,
    AL_PRESENCE_UNKNOWN,
};

/*
 * The presence of the first table with signature sig4.  When why is not
 * NULL it receives one clause saying why an absent or unknown table is so
 * ("the input holds no XSDT, the list of the firmware's tables"), "" for a
 * held one.
 */
enum al_presence al_table_presence(const struct al_tableset *ts, const char *sig4, char *why,
                                   size_t why_size);

/*
 * True when the input provably holds every table the firmware installs
 * from its root table (or the user said so with --assume-complete): then
 * a name no table defines is provably undefined.  why as above.
 */
bool al_input_complete(const struct al_tableset *ts, char *why, size_t why_size);

const char *al_presence_name(enum al_presence p); /* "held", "absent", "unknown" */

/*
 * True when the input's tables were dumped with their Checksum bytes
 * cleared: two tables with a standard header or more, every one of them
 * with Checksum 0 and not one summing to zero (a tool that exports tables
 * without their checksum, as the real corpus's Surface "romulus" folder
 * shows).  Such an input says nothing about the firmware's checksums and
 * table pointers: table.checksum is replaced by one
 * table.checksums-cleared finding and the FADT pointer rules stay silent;
 * and an FADT pointer of 0 there proves no DSDT or FACS absent.
 */
bool al_checksums_cleared(const struct al_tableset *ts);


#endif
