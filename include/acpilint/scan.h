/* SPDX-License-Identifier: MIT */
/*
 * Whole-image scanning (--scan): ACPI tables found anywhere inside an
 * arbitrary binary (a flash image, a memory dump) by a known signature and
 * a sane header, in one pass over the memory-mapped file, linear in its
 * size whatever its bytes.  Every candidate is loaded with the file offset
 * it was found at and checked like any table, so a wrong checksum is an
 * error (table.checksum); a sane header whose Length cannot be right is
 * scan.table-length.
 */
#ifndef ACPILINT_SCAN_H
#define ACPILINT_SCAN_H

#include <stddef.h>
#include <stdint.h>

#include "acpilint/tableset.h"

/* Largest table the scanner accepts (a DSDT of a big server is a few MiB). */
#define AL_SCAN_MAX_TABLE ((uint32_t)16 << 20)

/*
 * Scans the file at path ("-": standard input, read to memory) and adds what
 * it finds to ts.  Returns 0 (AL_LOAD_OK), or a negative al_load_status with
 * a one-line reason in err when the file cannot be read; the path counts as
 * an input either way.
 */
int al_load_scan(struct al_tableset *ts, const char *path, char *err, size_t err_size);

/* Scans bytes already in memory, named `name` for findings.  Returns the tables found. */
size_t al_scan_buffer(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size);

#endif
