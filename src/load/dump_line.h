/* SPDX-License-Identifier: MIT */
/*
 * One line of acpidump text (the forms text_dump.c describes): a table's
 * header line or one of its rows of hex bytes.  Nothing here allocates or
 * reports; text_dump.c puts the lines together into tables and says what
 * did not fit.
 */
#ifndef ACPILINT_LOAD_DUMP_LINE_H
#define ACPILINT_LOAD_DUMP_LINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A line without its end, and its 1-based number in the file. */
struct al_dump_line {
    const char *p;
    size_t len;
    unsigned number;
};

/* True when the line holds only blanks (or nothing). */
bool al_dump_line_is_blank(const struct al_dump_line *l);

/*
 * "NAME @ ADDR": NAME is a 4-character signature with an optional decimal
 * instance suffix, or "RSD PTR" / "RSD" for the root pointer ("RSDP" in
 * sig); *has_addr when an address follows the @ ("(nil)" is address 0).
 */
bool al_dump_parse_header(const struct al_dump_line *l, char sig[5], uint64_t *addr,
                          bool *has_addr);

/*
 * The fast path for what acpidump prints nearly every line as (offset,
 * sixteen " XX", two blanks, a 16-character ASCII column, the line end),
 * from p with avail characters left in the text: the characters the line
 * takes with its end, its offset and its 16 bytes; 0 when the line is not
 * of that layout (al_dump_parse_data decides it then).
 */
size_t al_dump_parse_fixed_line(const char *p, size_t avail, size_t *offset, uint8_t bytes[16]);

/*
 * "  OOOO: XX XX ...  ascii": the offset and the *count (up to 16) bytes of
 * a row.  False when the line is no row; *malformed when it is one whose
 * bytes break off in a way acpidump never prints.
 */
bool al_dump_parse_data(const struct al_dump_line *l, size_t *offset, uint8_t bytes[16],
                        size_t *count, bool *malformed);

#endif
