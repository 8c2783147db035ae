/* SPDX-License-Identifier: MIT */
/*
 * Baselines: `--write-baseline FILE` records today's findings, `--baseline
 * FILE` accepts the findings recorded there (marked suppressed and
 * baselined) so that only new ones count.  A finding's key is what the
 * finding is about, never where its bytes happen to sit: rule id, table
 * signature, OEM table id, field or AML path, and the message, with the
 * numbers that are positions taken out (al_baseline_normalise: offsets,
 * lines, [indices], structure and node ordinals).  Inserting AML at the top
 * of a DSDT, reordering MADT subtables or SSDTs, bumping an OEM revision or
 * renaming the dump keeps the key.  Keys are a multiset: an entry accepts one
 * finding, so a second identical defect is new.
 *
 * File format (YAML, one flow mapping per finding, written sorted):
 *
 *   acpilint-baseline: 2
 *   findings:
 *     - {rule: "madt.gicc-mpidr-duplicate", table: "APIC", oem_table_id: "VIRT",
 *        field: "APIC/GICC[]/MPIDR", message: "MPIDR 0x100 is also the MPIDR of GICC[] ..."}
 *
 * Version 1 files (keyed by table instance and offset, message not a key) are
 * still read and matched their way; --write-baseline writes version 2.
 */
#ifndef ACPILINT_BASELINE_H
#define ACPILINT_BASELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/tableset.h"

/*
 * Strings are kept in canonical form: bytes outside printable ASCII and the
 * backslash as "\xNN", so that any table byte round-trips through YAML.
 */
struct al_baseline_entry {
    char *rule;
    char *table;        /* "" when absent */
    char *oem_table_id; /* "" when absent */
    char *field;        /* NULL when absent (version 2: normalised) */
    char *message;      /* version 2: the normalised message, a part of the key */
    int instance;       /* version 1 only: AL_NO_INSTANCE when absent */
    uint64_t offset;    /* version 1 only: AL_NO_OFFSET when absent */
    unsigned line;
    bool used;
};

struct al_baseline {
    char *path;
    int version; /* 1 or 2 */
    struct al_baseline_entry *entries;
    size_t count;
};

/*
 * A message or field path without the numbers that are positions: "offset N",
 * "line N", "structure N", "node N", "device N", "entry N" and "+0xN" become
 * "_", "[N]" becomes "[]".  Values (an MPIDR, a revision) stay.
 */
void al_baseline_normalise(const char *text, char *out, size_t out_size);

/* Reads a baseline.  Returns 0, or -1 with "file:line: reason" in err. */
int al_baseline_load(struct al_baseline *b, const char *path, char *err, size_t err_size);
int al_baseline_parse(struct al_baseline *b, const char *name, const char *text, size_t size,
                      char *err, size_t err_size);
void al_baseline_free(struct al_baseline *b);

/*
 * A finding's version 2 key (malloc'ed; NULL when out of memory): rule,
 * table, OEM table id, normalised field and message, canonical, separated by
 * 0x1f.  Code hosts' fingerprints are made of it (src/report/fingerprint.c),
 * so an alert and a baseline entry name a defect the same way.
 */
char *al_baseline_key(const struct al_finding *f);

/* True when the entry is the key of the finding. */
bool al_baseline_entry_matches(const struct al_baseline_entry *e, const struct al_finding *f);

/*
 * Marks every finding of ts the baseline accepts (suppressed, baselined,
 * justification naming the file).  Findings suppressed otherwise are left
 * alone.  Returns the number accepted.
 */
size_t al_baseline_apply(struct al_baseline *b, struct al_tableset *ts);

/*
 * Entries that no longer match (as ruff's unused-noqa): after
 * al_baseline_apply(), reports one engine.baseline-entry-unused info, at the
 * entry's line of the baseline file, for each entry that accepted no finding
 * (its defect was fixed, or its message changed).  Does nothing when findings
 * were counted and not kept (the budget).  Returns the number reported.
 */
size_t al_baseline_report_unused(const struct al_baseline *b, struct al_tableset *ts);

/*
 * Writes every finding of ts not suppressed by a suppression (baselined ones
 * are kept) to path.  Returns 0, or -1 with "path: reason" in err.
 */
int al_baseline_write(const struct al_tableset *ts, const char *path, char *err,
                      size_t err_size);

#endif
