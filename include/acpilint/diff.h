/* SPDX-License-Identifier: MIT */
/*
 * `acpilint diff OLD NEW` (issue 26): what changed between two firmware
 * builds, and what Linux will do differently.  Each side is loaded, checked
 * and simulated as a plain run would (src/diff/side.c); the two are then
 * compared section by section, each by its own module:
 *
 *   tables     added, removed, changed; changed fields by catalogue name
 *              (src/diff/tables.c, fields.c), subtables matched by identity
 *              (src/diff/subtables.c), header noise as one line, byte ranges
 *              for the tables the catalogue has no layout for;
 *   namespace  objects added, removed, retyped, method bodies changed, each
 *              device's _HID/_CID/_UID/_CRS (src/diff/namespace_diff.c);
 *   findings   new, fixed, still present, keyed as baselines are
 *              (src/diff/findings_diff.c);
 *   decisions  the kernel model's decisions, old -> new, each judged better,
 *              same or worse (src/diff/decisions.c).
 *
 * The result is a flat list of items the writers (text, JSON, Markdown,
 * SARIF: src/diff/write_*.c) print in section order.
 */
#ifndef ACPILINT_DIFF_H
#define ACPILINT_DIFF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "acpilint/aml.h"
#include "acpilint/budget.h"
#include "acpilint/finding.h"
#include "acpilint/sim.h"
#include "acpilint/tableset.h"

struct al_policy;

enum al_diff_section {
    AL_DIFF_TABLES,
    AL_DIFF_NAMESPACE,
    AL_DIFF_FINDINGS,
    AL_DIFF_DECISIONS,
    AL_DIFF_SECTION_COUNT
};

enum al_diff_kind {
    AL_DIFF_ADDED,     /* only in NEW (a table, subtable, object) */
    AL_DIFF_REMOVED,   /* only in OLD */
    AL_DIFF_CHANGED,   /* a value changed: old -> new */
    AL_DIFF_REORDERED, /* the same subtables in another order */
    AL_DIFF_HEADER,    /* header noise: checksum, OEM revision, creator id and revision */
    AL_DIFF_BYTES,     /* bytes the catalogue does not name changed */
    AL_DIFF_NEW,       /* a finding only NEW has */
    AL_DIFF_FIXED,     /* a finding only OLD had */
    AL_DIFF_STILL,     /* a finding both have */
};

/* One reported difference. */
struct al_diff_item {
    enum al_diff_section section;
    enum al_diff_kind kind;
    char *subject;   /* "APIC/GICC[UID 1]/Flags.Enabled", "\\_SB_.COM0._CRS", a rule id */
    char *old_value; /* NULL when there is none (added) */
    char *new_value; /* NULL when there is none (removed) */
    char *detail;    /* a finding's message, a decision's kernel message; or NULL */
    /* Findings: */
    enum al_severity severity;
    size_t count;                     /* reports of the same key */
    const struct al_finding *finding; /* in NEW for new and still, in OLD for fixed */
    bool failing;                     /* new, and at or above --fail-on */
    /* Decisions: */
    bool worse; /* the change is for the worse (exit status 1) */
};

/* One side as loaded, checked and simulated. */
struct al_diff_side {
    const char *path;
    struct al_tableset ts;
    struct al_namespace ns;
    bool have_ns;
    struct al_sim_result sim;
    bool have_sim;
};

/* What the command line decides for a diff. */
struct al_diff_options {
    struct al_sim_options sim;
    struct al_budget budget; /* for both sides together */
    bool assume_complete;
    const struct al_policy *policy; /* rule policy (fail_on, profile); must outlive the diff */
    bool no_simulate;
};

struct al_diff {
    struct al_diff_side old_side, new_side;
    struct al_diff_item *items;
    size_t count, capacity;
    bool oom; /* an item could not be recorded: the output is incomplete */
    const struct al_finding **new_findings; /* NEW's findings OLD did not have (SARIF) */
    size_t new_finding_count;
    size_t failing;  /* new findings at or above --fail-on */
    size_t worse;    /* decisions changed for the worse */
    char error[512]; /* when al_diff_run() returns -1 */
};

/*
 * Loads both sides, compares them and fills d.  Returns 0, or -1 (with
 * d->error) when an input could not be used at all or memory ran out:
 * exit status 2.  Call al_diff_free() always.
 */
int al_diff_run(struct al_diff *d, const char *old_path, const char *new_path,
                const struct al_diff_options *o);
void al_diff_free(struct al_diff *d);

/* 0: no new failing finding and no decision for the worse; 1 otherwise; 2 incomplete input. */
int al_diff_exit_status(const struct al_diff *d);

/* Items of a section, and whether any. */
size_t al_diff_section_count(const struct al_diff *d, enum al_diff_section s);

/* "tables", "namespace", "findings", "decisions"; "added", "changed", ... */
const char *al_diff_section_name(enum al_diff_section s);
const char *al_diff_kind_name(enum al_diff_kind k);

/* Writers.  Each returns 0, or -1 when memory ran out part-way. */
int al_diff_write_text(FILE *out, const struct al_diff *d);
int al_diff_write_json(FILE *out, const struct al_diff *d);
int al_diff_write_markdown(FILE *out, const struct al_diff *d);
/* SARIF 2.1.0 of NEW's findings that OLD did not have. */
int al_diff_write_sarif(FILE *out, struct al_diff *d);

/*
 * Internal to src/diff: records an item (strings copied; any may be NULL).
 * Returns the item, or NULL (d->oom set) when memory ran out.
 */
struct al_diff_item *al_diff_add(struct al_diff *d, enum al_diff_section section,
                                 enum al_diff_kind kind, const char *subject, const char *old_value,
                                 const char *new_value, const char *detail);

/* The section passes (one file each in src/diff/), in the order they run. */
void al_diff_tables(struct al_diff *d);
void al_diff_namespace(struct al_diff *d);
void al_diff_findings(struct al_diff *d);
void al_diff_decisions(struct al_diff *d);

/* Loads, checks and simulates one side (side.c).  Returns 0, or -1 with err. */
int al_diff_side_load(struct al_diff_side *s, const char *path, const struct al_diff_options *o,
                      const struct al_budget *budget, char *err, size_t err_size);
void al_diff_side_free(struct al_diff_side *s);

#endif
