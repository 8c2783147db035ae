/* SPDX-License-Identifier: MIT */
/*
 * Printable renderings of untrusted bytes.  Table fields (signatures, OEM
 * ids) may hold control characters or escape sequences; nothing from a
 * table reaches a terminal without passing through here.
 */
#ifndef ACPILINT_ESCAPE_H
#define ACPILINT_ESCAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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

/*
 * The text of a UUID or GUID ("e5c937d0-3553-4d7a-9117-ea4d19c3434d") from
 * its 16 bytes as ACPI's ToUUID and UEFI's EFI_GUID store them: the first
 * three fields little-endian.  upper: hex digits in capitals (how edk2 and
 * UEFIExtract write GUIDs).  out holds 36 characters and a NUL.
 */
void al_uuid_text(const uint8_t bytes[16], bool upper, char out[37]);

#endif
