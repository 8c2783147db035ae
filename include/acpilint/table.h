/* SPDX-License-Identifier: MIT */
/*
 * One ACPI table as loaded from an input, and where it came from.
 *
 * A table owns a copy of the bytes that were really present in the input;
 * `size` is that count.  The header's Length field is kept separately in
 * `header.length` and may disagree with `size` (truncated dump, trailing
 * bytes): that disagreement is a finding, never a reason to read further.
 */
#ifndef ACPILINT_TABLE_H
#define ACPILINT_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/span.h"

#define AL_HEADER_SIZE 36u  /* ACPI 6.5 section 5.2.6, System Description Table Header */
#define AL_RSDP_V1_SIZE 20u /* ACPI 6.5 section 5.2.5.3 */
#define AL_RSDP_V2_SIZE 36u
#define AL_FACS_MIN_SIZE 64u

/* What kind of layout the first bytes of a table follow. */
enum al_table_kind {
    AL_KIND_SDT,  /* standard 36-byte header with checksum */
    AL_KIND_RSDP, /* "RSD PTR " root pointer */
    AL_KIND_FACS, /* signature + length only, no checksum */
};

/* Where a table was found; file is owned by the table set. */
struct al_source {
    const char *file;
    uint64_t offset;  /* byte offset in the (decompressed) file; for text dumps 0 */
    unsigned line;    /* 1-based line of the "SIG @ addr" header in a text dump; 0 otherwise */
    unsigned data_line; /* line of the first hex line of a text dump (16 bytes a line) */
    bool compressed;  /* the file was gzip-compressed; offsets are in the decompressed data */
    bool dynamic;     /* from /sys/firmware/acpi/tables/dynamic: loaded at run time, not via the XSDT */
    /*
     * Inside a UEFI firmware volume: "FV <GUID> @0x.../file <GUID> (ACPI
     * tables)/section 2 (RAW)" (owned by the table set), else NULL.  offset is
     * then in the file, or in the decompressed data when compressed is set.
     */
    const char *location;
    bool checksum_at_install; /* an edk2 ACPI table storage file: a Checksum of 0 is filled in
                                 by the firmware when it installs the table */
};

struct al_header {
    char signature[5]; /* raw bytes, NUL-terminated; may hold non-printable bytes */
    uint32_t length;
    uint8_t revision;
    uint8_t checksum;
    char oem_id[7];       /* raw bytes, NUL-terminated, may hold anything */
    char oem_table_id[9];
    uint32_t oem_revision;
    char creator_id[5];
    uint32_t creator_revision;
};

struct al_table {
    enum al_table_kind kind;
    char signature[5]; /* "RSDP" for the root pointer; otherwise the 4 raw bytes */
    unsigned instance; /* 0-based among tables of the same signature, in load order */
    uint8_t *bytes;
    size_t size; /* bytes present */
    struct al_header header;
    bool header_complete; /* the 36-byte header (or RSDP/FACS minimum) is present */
    bool checksum_ok;     /* true for FACS, which has none */
    bool ext_checksum_ok; /* RSDP v2 extended checksum; true when not applicable */
    uint64_t address;     /* physical address from a text dump header */
    bool has_address;
    struct al_source source;
};

static inline struct al_span al_table_span(const struct al_table *t)
{
    return al_span_make(t->bytes, t->size);
}

/* Signature compare against a 4-character string. */
bool al_table_is(const struct al_table *t, const char *sig4);

/*
 * Decode header, kind and checksums from t->bytes/t->size.  Called by the
 * loaders after filling bytes, size and signature.
 */
void al_table_decode_header(struct al_table *t);

/*
 * The length the table claims, clamped to what is present: the range later
 * decoders may walk.  For an RSDP it is 20 or 36 bytes by revision.
 */
size_t al_table_claimed_size(const struct al_table *t);

/* The span of the table body the decoders use: min(claimed length, size). */
struct al_span al_table_body(const struct al_table *t);

/* True when every byte is a character ACPI allows in a signature: A-Z 0-9 _ */
bool al_signature_valid(const char sig[4]);

#endif
