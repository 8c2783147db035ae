/* SPDX-License-Identifier: MIT */
/*
 * The table set: every table loaded from every input, plus the findings
 * collected while loading and checking them.  This is the one object the
 * later stages (aml, rules, simulator, report) receive.
 */
#ifndef ACPILINT_TABLESET_H
#define ACPILINT_TABLESET_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/budget.h"
#include "acpilint/file_facts.h"
#include "acpilint/finding.h"
#include "acpilint/rule_id.h"
#include "acpilint/sink.h"
#include "acpilint/table.h"

struct al_policy;
struct al_sig_counts;

struct al_tableset {
    struct al_table **tables; /* load order */
    size_t count;
    size_t capacity;
    char **strings; /* interned file names */
    size_t string_count;
    struct al_findings findings; /* the findings kept (sink.h) */
    struct al_sink sink;
    char **inputs; /* input names as given, in order */
    size_t input_count;
    unsigned unreadable_inputs; /* inputs, or files inside input folders, that could not be read */
    struct al_file_facts_set files; /* what the reports need of each file read (file_facts.h) */
    /*
     * The policy the engine attached (al_engine_attach_policy), for the
     * reports (profile name, rule list); NULL: the built-in catalogue as it
     * stands.  The model never reads it: the sink applies the policy.
     */
    const struct al_policy *policy;
    struct al_sig_counts *sig_counts; /* private to tableset.c: tables per signature */

    /* The run budget (budget.h); al_tableset_init() sets the defaults. */
    struct al_budget budget;
    uint64_t bytes_held;       /* input data held now */
    struct al_cut cuts[AL_MAX_CUTS];
    size_t cut_count;          /* cuts so far; the first AL_MAX_CUTS are in cuts[] */
    unsigned cut_overflow_kinds; /* bit per al_cut_kind counted past cuts[] */
    uint64_t work_left;        /* --scan work allowance of the input being scanned */
    const char *work_input;    /* that input, or NULL: no scan under way */

    /* --assume-complete: a table the input lacks is absent, not unknown (presence.h) */
    bool assume_complete;
};

/*
 * Tables one run may load at most, whatever --max-tables says: the AML
 * namespace numbers tables in 16 bits (aml.h).  The default limit is
 * AL_BUDGET_TABLES_DEFAULT (budget.h).
 */
#define AL_MAX_TABLES AL_BUDGET_TABLES_CEILING

void al_tableset_init(struct al_tableset *ts);
void al_tableset_free(struct al_tableset *ts);

/* Keeps a copy of s for the life of the set and returns it. */
const char *al_tableset_intern(struct al_tableset *ts, const char *s);

/*
 * Adds a table made of a copy of `size` bytes.  Assigns its instance number,
 * decodes its header and returns it.  `sig_hint` names the table when the
 * bytes are too short to carry a signature (a text dump header), else may
 * be NULL.  NULL when the budget (table count, table size, bytes held) or
 * the memory does not allow it: that is a cut (budget.h), reported at src,
 * and the loader goes on or stops as it sees fit (al_tableset_full()).
 */
struct al_table *al_tableset_add(struct al_tableset *ts, const uint8_t *bytes, size_t size,
                                 const char *sig_hint, const struct al_source *src);

/*
 * As al_tableset_add, but the table takes over `bytes` (malloc'ed, exactly
 * this table) instead of copying it: a one-table file is then held once, not
 * twice.  The bytes must already be reserved (al_budget_reserve): the table
 * keeps that reservation.  On NULL the caller still owns the bytes and the
 * reservation.
 */
struct al_table *al_tableset_adopt(struct al_tableset *ts, uint8_t *bytes, size_t size,
                                   const char *sig_hint, const struct al_source *src);

/*
 * True when no table can be added any more (the table count limit was
 * reached): the table a loader is about to add at src, and every later one,
 * is not loaded; the first call that says so cuts (AL_CUT_TABLES) at src.
 */
bool al_tableset_full(struct al_tableset *ts, const struct al_source *src);

/* The n-th (0-based) table with this signature, or NULL. */
const struct al_table *al_tableset_find(const struct al_tableset *ts, const char *sig4,
                                        unsigned instance);
/* Number of tables with this signature. */
unsigned al_tableset_count_sig(const struct al_tableset *ts, const char *sig4);

/* Location of a finding. */
struct al_where {
    const struct al_table *table; /* NULL for findings about a file */
    uint64_t offset;              /* offset inside the table, or AL_NO_OFFSET */
    const char *file;             /* used when table is NULL */
    uint64_t file_offset;         /* used when table is NULL, or AL_NO_OFFSET */
    unsigned line;                /* used when table is NULL */
    const char *field;            /* optional field path */
};

/* Location helpers. */
struct al_where al_at_table(const struct al_table *t, uint64_t offset, const char *field);
struct al_where al_at_file(const char *file, uint64_t file_offset, unsigned line);

/*
 * The one reporting function: the finding goes into ts's sink (sink.h).
 * The rule is a generated constant (AL_R_..., rule_id.h), so it exists in
 * the built-in catalogue; its severity and reference
 * come from the attached policy: a disabled rule's finding is dropped, and
 * one matching a suppression is kept marked suppressed.  Past the findings
 * budget it is counted, not kept.
 */
void al_report(struct al_tableset *ts, const struct al_rule_id *rule, struct al_where where,
               const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void al_vreport(struct al_tableset *ts, const struct al_rule_id *rule, struct al_where where,
                const char *fmt, va_list ap);

/*
 * What decides whether the object a finding rests on exists: one branch of
 * a module-level If/Else (or the body of a While) whose predicate static
 * evaluation cannot decide.  ACPICA runs a table's module-level code when
 * it loads the table and creates only the branch the predicate selects
 * (issue 22 item 12; AcpiNsExecuteTable()).
 */
struct al_branch {
    const struct al_table *table; /* the table whose code holds the If */
    uint32_t if_offset;           /* the If (or While) opcode's offset in it */
    uint8_t branch;               /* 0 the If's body, 1 the Else's, 2 a While's (AL_AML_BRANCH_*) */
    bool nested;                  /* inside another undecided If: never "both branches" */
    char predicate[64];           /* the name that decides it ("\\_SB.BREV"), "" when unknown */
};

/*
 * al_report() of a finding that rests on such a branch: it is kept at info
 * (whatever the rule's severity) and its message says which branch, unless
 * the same rule also fires in the other branch of the same If/Else, so that
 * the defect holds whichever the load takes; al_sink_finish() (sink.h) then
 * gives both their rule's severity back.
 */
void al_report_branch(struct al_tableset *ts, const struct al_rule_id *rule, struct al_where where,
                      const struct al_branch *branch, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void al_vreport_branch(struct al_tableset *ts, const struct al_rule_id *rule, struct al_where where,
                       const struct al_branch *branch, const char *fmt, va_list ap);

#endif
