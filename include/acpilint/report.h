/* SPDX-License-Identifier: MIT */
/*
 * Output of a finished run: findings as compiler-style text or as the JSON
 * document of DESIGN.md, the table list, and table extraction.
 */
#ifndef ACPILINT_REPORT_H
#define ACPILINT_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "acpilint/json.h"
#include "acpilint/tableset.h"

/* `file:line: SIG+0xOFF: severity [rule]: message` lines, then a summary line. */
void al_report_text(FILE *out, const struct al_tableset *ts);

/* One table per line, like `acpidump -s`, with where it came from. */
void al_report_table_list(FILE *out, const struct al_tableset *ts);

/* The top-level members shared by every JSON document: tool, inputs, tables. */
void al_report_json_preamble(struct al_json *j, const struct al_tableset *ts);
/* findings[] and summary. */
void al_report_json_findings(struct al_json *j, const struct al_tableset *ts);

/*
 * Writes every table's bytes to DIR in acpixtract naming (facp.dat,
 * ssdt1.dat, ssdt2.dat ...; rsdp.dat).  Returns 0, or -1 with errno-style
 * reason on stderr.
 */
int al_extract_tables(const struct al_tableset *ts, const char *dir);

/* A table's name in messages: "APIC", or "SSDT#3" when several share the signature. */
void al_table_label(const struct al_tableset *ts, const char *sig, int instance, char *out,
                    size_t out_size);

#endif
