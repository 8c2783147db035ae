/* SPDX-License-Identifier: MIT */
/*
 * UEFI PI firmware volumes (PI 1.8 volume 3, chapters 2 and 3): the volume
 * header, FFS files, their sections, nested volume images and GUID-defined
 * sections (edk2's LZMA, CRC32), walked with every header checksum checked.
 * The ACPI tables of an image are the RAW sections of its ACPI table storage
 * file (edk2: FFS file 7E374E25-8E01-4FEE-87F2-390C23C606CD, one table a
 * section, installed by AcpiPlatformDxe); each is loaded with its location
 * (volume / file GUID / section / offset).
 *
 * Bounded: nesting depth AL_FV_MAX_DEPTH; all decompressed data of one walk
 * at most AL_LOAD_MAX_INPUT bytes; every length read from the image is
 * checked against the bytes really there.  A problem is a finding (rules
 * fv.*), never a read outside the buffer.
 */
#ifndef ACPILINT_FV_H
#define ACPILINT_FV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/tableset.h"

#define AL_FV_MAX_DEPTH 8

enum al_fv_kind { AL_FV_VOLUME, AL_FV_FILE, AL_FV_SECTION };

/* One element of the walk, as a visitor sees it (valid during the call only). */
struct al_fv_item {
    enum al_fv_kind kind;
    unsigned depth;       /* 0: a volume of the input itself */
    uint8_t type;         /* FFS file type or section type; 0 for a volume */
    const uint8_t *bytes; /* the whole element, header included */
    size_t size;
    bool in_image;        /* false inside decompressed data */
    uint64_t offset;      /* offset in the input when in_image */
    uint8_t guid[16];     /* volume: its name (extended header), else its file system GUID;
                             file: its name; GUID-defined section: its GUID */
    bool has_guid;
    const char *location; /* "FV <name GUID>/file <GUID>/section 2 (RAW)" */
};

typedef void (*al_fv_visit)(void *ctx, const struct al_fv_item *item);

/*
 * Offset of the first firmware volume header in data (its "_FVH" signature
 * and header checksum valid), at or after `from`; size when there is none.
 */
size_t al_fv_find(const uint8_t *data, size_t size, size_t from);

/*
 * Walks every firmware volume of data (named `name` for findings), loading
 * the tables of ACPI table storage files into ts and reporting what is
 * broken.  visit (may be NULL) sees every volume, file and section.
 * claimed[] (may be NULL) receives up to claim_cap byte ranges of data that
 * held the tables loaded (start, end pairs), so a scan does not load them
 * twice; *claim_count is set.  Returns the number of volumes walked.
 */
size_t al_fv_walk(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size,
                  al_fv_visit visit, void *ctx, uint64_t *claimed, size_t claim_cap,
                  size_t *claim_count);

/* The name of a section or file type ("RAW", "PE32", "FREEFORM"), "?" when unknown. */
const char *al_fv_section_name(uint8_t type);
const char *al_fv_file_type_name(uint8_t type);

/* CRC-32 of PI 1.8 vol. 3 section 2.1.5.1 (IEEE 802.3 polynomial, reflected; as zlib's). */
uint32_t al_fv_crc32(const uint8_t *p, size_t n);

/* A GUID as text, upper case (EFI_GUID byte order); out has 37 bytes. */
void al_fv_guid_text(const uint8_t guid[16], char out[37]);

/*
 * Inflates edk2's LZMA data (13-byte "LZMA alone" header: properties,
 * dictionary size, 64-bit uncompressed size) with liblzma, at most `max`
 * bytes out.  Returns 0 with a malloc'ed buffer, AL_LOAD_NO_LIBRARY when
 * liblzma cannot be loaded, or another negative status; err says why.
 */
int al_lzma_alone_decode(const uint8_t *data, size_t size, size_t max, uint8_t **out,
                         size_t *out_size, char *err, size_t err_size);

#endif
