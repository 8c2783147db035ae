/* SPDX-License-Identifier: MIT */
/*
 * --extract DIR: the loaded tables written out as files.  It writes to the
 * file system, so it sits with the command line, not with the reports
 * (src/report/ touches no file: report/place.h).
 */
#ifndef ACPILINT_CLI_EXTRACT_H
#define ACPILINT_CLI_EXTRACT_H

#include "acpilint/tableset.h"

/*
 * Writes every table's bytes to DIR in acpixtract naming (facp.dat,
 * ssdt1.dat, ssdt2.dat ...; rsdp.dat).  Returns 0, or -1 with errno-style
 * reason on stderr.
 */
int al_extract_tables(const struct al_tableset *ts, const char *dir);

#endif
