/* SPDX-License-Identifier: MIT */
/*
 * Printable renderings of untrusted bytes.  Table fields (signatures, OEM
 * ids) may hold control characters or escape sequences; nothing from a
 * table reaches a terminal without passing through here.
 */
#ifndef ACPILINT_ESCAPE_H
#define ACPILINT_ESCAPE_H

#include <stddef.h>

/*
 * Writes n bytes of `in` to `out` (always NUL-terminated, truncated to
 * out_size) with every byte outside printable ASCII written as \xHH, so
 * text can pass through more than once without growing.  Returns out.
 */
char *al_escape_bytes(const char *in, size_t n, char *out, size_t out_size);

/* Same for a NUL-terminated string. */
char *al_escape_str(const char *in, char *out, size_t out_size);

/* Buffer size that always holds the escape of n bytes. */
#define AL_ESCAPED_SIZE(n) ((n) * 4 + 1)

#endif
