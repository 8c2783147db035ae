/* SPDX-License-Identifier: MIT */
/*
 * Findings: what acpilint reports.  Every report goes through
 * al_report_finding() so the format stays in one place.
 */
#ifndef ACPILINT_FINDING_H
#define ACPILINT_FINDING_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum al_severity {
    AL_SEV_INFO = 0,
    AL_SEV_WARNING = 1,
    AL_SEV_ERROR = 2,
};

const char *al_severity_name(enum al_severity sev);
/* Parses "error", "warning", "info"; returns -1 for anything else. */
int al_severity_parse(const char *name);

#define AL_NO_OFFSET UINT64_MAX
#define AL_NO_INSTANCE (-1)

/* One more place of an aggregated finding (al_findings_aggregate). */
struct al_finding_location {
    uint64_t offset;        /* byte offset inside the table, or AL_NO_OFFSET */
    uint64_t file_offset;   /* byte offset in the input file, or AL_NO_OFFSET */
    unsigned line;          /* line in a text dump, 0 when not applicable */
    char *field;            /* field path or NULL */
    char *message;          /* what this instance said */
};

struct al_finding {
    const char *rule;       /* static string: the rule id */
    enum al_severity severity;
    char table[5];          /* "" for findings about the whole input */
    int instance;           /* AL_NO_INSTANCE when table is "" */
    uint64_t offset;        /* byte offset inside the table, or AL_NO_OFFSET */
    char *field;            /* field path "APIC/GICC[3]/Flags" or NULL */
    char *message;
    const char *reference;  /* static string: seed file + line or spec section */
    const char *file;       /* input file the finding points at (owned by the table set) */
    uint64_t file_offset;   /* byte offset in that file, or AL_NO_OFFSET */
    unsigned line;          /* line in a text dump, 0 when not applicable */
    char oem_table_id[9];   /* the table's OEM Table ID ("" when none): baseline key */
    bool suppressed;        /* accepted by a suppression or the baseline: not counted */
    bool baselined;         /* accepted by --baseline (suppressed is then true too) */
    const char *justification; /* why it is suppressed (owned by the table set), or NULL */
    /*
     * One problem, one finding: after al_findings_aggregate(), a finding may
     * stand for `count` reports of its rule in its table (a defect repeated
     * per device, per register or per reference); its own location is the
     * first, `more` holds the other count - 1.  count is 1 (or 0 before
     * aggregation ran) for a single report; use al_finding_count().
     */
    size_t count;
    struct al_finding_location *more;
    /*
     * Set by al_report_branch() (tableset.h): the finding rests on an
     * object only one branch of a module-level If/Else creates.  Its
     * severity is then info, the rule's own is kept here, and
     * al_sink_finish() gives it back when the other branch has the same
     * finding (both), appending to the message which case it is.
     */
    struct al_finding_branch {
        bool set;
        bool nested;
        bool both;
        uint8_t branch;            /* 0 If, 1 Else, 2 While */
        char table[5];             /* the table holding the If */
        int instance;
        uint32_t if_offset;
        const char *predicate;     /* interned in the table set; "" when unknown */
        enum al_severity severity; /* the rule's severity before the cap */
    } branch;
};

/* How many reports a finding stands for (1 for a single one). */
static inline size_t al_finding_count(const struct al_finding *f)
{
    return f->count > 1 ? f->count : 1;
}

struct al_findings {
    struct al_finding *items;
    size_t count;
    size_t capacity;
};

void al_findings_init(struct al_findings *f);
void al_findings_free(struct al_findings *f);

/* Sorts by file, line, file offset, table, offset, rule: deterministic output. */
void al_findings_sort(struct al_findings *f);

/*
 * One problem, one finding: merges the findings of one rule about one table
 * (signature and instance; or, for findings about a whole input, one file
 * and one field: the subject, such as the table found missing)
 * that share severity and suppression into the first of them in the
 * current order, which gets their count and keeps every other location and
 * message in `more`.  Run after suppressions and the baseline were applied,
 * so that each report was judged on its own, and after al_findings_sort()
 * (the order of the survivors is kept).  Returns false when memory ran out;
 * the findings are then left as they were.
 */
bool al_findings_aggregate(struct al_findings *f);

/* Count of suppressed findings (by a suppression or the baseline). */
size_t al_findings_count_suppressed(const struct al_findings *f);

/* Count of findings with exactly this severity, suppressed ones left out. */
size_t al_findings_count(const struct al_findings *f, enum al_severity sev);

#endif
