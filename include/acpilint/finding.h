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
};

struct al_findings {
    struct al_finding *items;
    size_t count;
    size_t capacity;
};

void al_findings_init(struct al_findings *f);
void al_findings_free(struct al_findings *f);

/* Sorts by file, line, file offset, table, offset, rule: deterministic output. */
void al_findings_sort(struct al_findings *f);

/* Count of suppressed findings (by a suppression or the baseline). */
size_t al_findings_count_suppressed(const struct al_findings *f);

/* Count of findings with exactly this severity, suppressed ones left out. */
size_t al_findings_count(const struct al_findings *f, enum al_severity sev);

#endif
