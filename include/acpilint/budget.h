/* SPDX-License-Identifier: MIT */
/*
 * The run budget (DESIGN.md, Principles: "Bounded: one documented budget per
 * run").  Every input is untrusted, so what a run may hold and do is capped,
 * whatever the bytes:
 *
 *   bytes      input data held at once: files read, data decompressed, tables kept
 *   table      the largest single table
 *   tables     the number of tables
 *   findings   findings kept (later ones are counted per rule, not stored)
 *   scan work  checksum work of --scan per byte of the image
 *   wait       how long a FIFO, socket or terminal may go without a byte
 *
 * Reaching a limit is a cut: the part that did not fit is not loaded (or
 * not kept), a finding says so at the input, al_budget_print_cuts() says it
 * on standard error, and the run is incomplete (al_tableset_incomplete():
 * exit status 2), while everything that did fit is still checked and
 * reported.  Running out of memory is a cut of the same kind: nothing is
 * ever dropped in silence.
 *
 * The table set (tableset.h) owns the budget and its counters; this header
 * is the contract the loaders, the scanner and the command line use.
 */
#ifndef ACPILINT_BUDGET_H
#define ACPILINT_BUDGET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "acpilint/finding.h"
#include "acpilint/table.h"

struct al_tableset;

/*
 * Defaults, sized against the shared corpus of real firmware: its largest
 * acpidump text is about 1 MiB (an Ampere Altra: 1.1 MB of text, 230 KiB
 * of tables), its largest table a 180 KiB DSDT, its largest system 36
 * tables and 200 findings.  256 MiB of input data is a thousand times the
 * largest machine and still well under what a CI runner or a factory
 * station has; a table of 16 MiB is 90 times the largest DSDT.
 */
#define AL_BUDGET_BYTES_DEFAULT ((uint64_t)256 << 20)
#define AL_BUDGET_TABLE_DEFAULT ((uint64_t)16 << 20)
#define AL_BUDGET_TABLES_DEFAULT 4096u
#define AL_BUDGET_FINDINGS_DEFAULT 100000u
#define AL_BUDGET_SCAN_WORK_DEFAULT 16u   /* checksum bytes per image byte */
#define AL_BUDGET_WAIT_MS_DEFAULT 10000u  /* 10 s without a byte from a FIFO or terminal */

/*
 * The machine description (--hw FILE, hw.h): a document a user writes, but
 * one that may come with a bug report like a dump.  Its format nests three
 * deep (the document, a list of frames, a frame); a 4096-core server's
 * MPIDR list is under 64 KiB of text and 4,100 YAML nodes.  Past a limit
 * the file is refused (exit status 2): a description is all or nothing.
 */
#define AL_BUDGET_HW_FILE_BYTES ((size_t)1 << 20)
#define AL_BUDGET_HW_FILE_DEPTH 3u
#define AL_BUDGET_HW_FILE_NODES 16384u
#define AL_BUDGET_HW_FRAMES 1024u

/* The AML namespace numbers tables in 16 bits (src/aml/define.c): --max-tables stops there. */
#define AL_BUDGET_TABLES_CEILING 32767u

struct al_budget {
    uint64_t bytes;       /* input data held at once */
    uint64_t table;       /* bytes of the largest table */
    unsigned tables;      /* tables loaded */
    size_t findings;      /* findings kept */
    unsigned scan_work;   /* --scan: checksum bytes allowed per image byte (plus 1 MiB) */
    unsigned wait_ms;     /* longest wait for a byte from a FIFO/socket/terminal; 0: no limit */
};

/* The defaults above. */
struct al_budget al_budget_default(void);

/* What was cut, for the message on standard error and the exit status. */
enum al_cut_kind {
    AL_CUT_BYTES,       /* --max-bytes: input data held */
    AL_CUT_TABLE,       /* --max-table-size */
    AL_CUT_TABLES,      /* --max-tables */
    AL_CUT_FINDINGS,    /* --max-findings */
    AL_CUT_SCAN_WORK,   /* --max-scan-work */
    AL_CUT_WAIT,        /* --max-wait: a FIFO or terminal stopped sending */
    AL_CUT_NOMEM,       /* the system refused memory */
    AL_CUT_UNREADABLE,  /* an input or a file inside an input folder could not be read */
};

struct al_cut {
    enum al_cut_kind kind;
    const char *input;  /* the input (or folder entry) it happened in; owned by the table set */
    uint64_t offset;    /* byte offset in it, or AL_NO_OFFSET */
    unsigned line;      /* line in a text dump, or 0 */
    uint64_t limit;     /* the limit reached (bytes, tables, findings, ms), 0 if none */
    char what[160];     /* what was lost: "this table and every later one were not loaded" */
};

/* Cuts remembered for the message; later ones are only counted (ts->cut_count). */
#define AL_MAX_CUTS 16u

/*
 * Records a cut at `at` (its file, and offset or line when known) and
 * reports its finding there, past the findings limit: a cut is never itself
 * cut.  `what` says what was lost.  A second cut of the same kind in the
 * same input is not recorded again.
 */
void al_budget_cut(struct al_tableset *ts, enum al_cut_kind kind, const struct al_source *at,
                   uint64_t limit, const char *what);

/*
 * Reserves n bytes of input data (a file read, a decompression buffer, a
 * table).  False, and nothing reserved, when that would pass the bytes
 * limit; the caller then cuts (al_budget_cut(AL_CUT_BYTES)) and goes on
 * with what it has.  Every reservation is released when its buffer is
 * freed; a table's bytes are released by al_tableset_free().
 */
bool al_budget_reserve(struct al_tableset *ts, uint64_t n);
void al_budget_release(struct al_tableset *ts, uint64_t n);
/* Bytes still free under the bytes limit. */
uint64_t al_budget_bytes_left(const struct al_tableset *ts);

/*
 * The --scan work guard.  al_budget_work_begin() starts the allowance of one
 * scanned input of `size` bytes (scan_work x size + 1 MiB units);
 * al_budget_work() charges `units` (bytes summed or compared) and returns
 * false once the allowance is spent, after cutting (AL_CUT_SCAN_WORK) once
 * for that input; the scanner then stops and keeps what it found.
 */
void al_budget_work_begin(struct al_tableset *ts, const char *input, uint64_t size);
bool al_budget_work(struct al_tableset *ts, uint64_t units);
/* Ends the guard: al_budget_work() charges nothing until the next begin. */
void al_budget_work_end(struct al_tableset *ts);

/*
 * True when the run is incomplete: an input could not be read, or a limit or
 * the memory cut something.  The command line then exits with status 2.
 */
bool al_tableset_incomplete(const struct al_tableset *ts);

/* One line per cut on `out` ("acpilint: dump.txt: ..."), then how many more. */
void al_budget_print_cuts(FILE *out, const struct al_tableset *ts);

/*
 * Parses a size for the options: decimal with an optional K, M or G suffix
 * (powers of 1024).  Returns 0, or -1 when it is not a number or passes max.
 */
int al_budget_parse_size(const char *s, uint64_t max, uint64_t *out);

#endif
