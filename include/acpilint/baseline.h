/* SPDX-License-Identifier: MIT */
/*
 * Baselines: `--write-baseline FILE` records today's findings, `--baseline
 * FILE` accepts the findings recorded there (marked suppressed and
 * baselined) so that only new ones count.  A finding's key is stable across
 * runs and input file names: rule id, table signature and instance, OEM
 * table id, field path and offset in the table.  Keys are a multiset: a
 * baseline entry accepts one finding.
 *
 * File format (YAML, one flow mapping per finding, written sorted):
 *
 *   acpilint-baseline: 1
 *   findings:
 *     - {rule: table.checksum, table: APIC, instance: 0, oem_table_id: "BXPC    ",
 *        field: Checksum, offset: 9, message: "..."}
 *
 * Every member but rule is optional; message is for people and not part of
 * the key.
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
    int instance;       /* AL_NO_INSTANCE when absent */
    char *oem_table_id; /* "" when absent */
    char *field;        /* NULL when absent */
    uint64_t offset;    /* AL_NO_OFFSET when absent */
    unsigned line;
    bool used;
};

struct al_baseline {
    char *path;
    struct al_baseline_entry *entries;
    size_t count;
};

/* Reads a baseline.  Returns 0, or -1 with "file:line: reason" in err. */
int al_baseline_load(struct al_baseline *b, const char *path, char *err, size_t err_size);
int al_baseline_parse(struct al_baseline *b, const char *name, const char *text, size_t size,
                      char *err, size_t err_size);
void al_baseline_free(struct al_baseline *b);

/* True when the entry is the key of the finding. */
bool al_baseline_entry_matches(const struct al_baseline_entry *e, const struct al_finding *f);

/*
 * Marks every finding of ts the baseline accepts (suppressed, baselined,
 * justification naming the file).  Findings suppressed otherwise are left
 * alone.  Returns the number accepted.
 */
size_t al_baseline_apply(struct al_baseline *b, struct al_tableset *ts);

/*
 * Writes every finding of ts not suppressed by a suppression (baselined ones
 * are kept) to path.  Returns 0, or -1 with "path: reason" in err.
 */
int al_baseline_write(const struct al_tableset *ts, const char *path, char *err,
                      size_t err_size);

#endif
