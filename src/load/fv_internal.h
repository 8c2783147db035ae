/* SPDX-License-Identifier: MIT */
/* The firmware-volume walker's modules (fv.c, fv_sections.c); not a public contract. */
#ifndef ACPILINT_FV_INTERNAL_H
#define ACPILINT_FV_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/fv.h"

/* Bytes being walked: the input itself, or the output of a decompression. */
struct fv_region {
    const uint8_t *data;
    size_t size;
    bool in_image;   /* data is the input: offsets are file offsets from base */
    uint64_t base;   /* file offset of data[0] when in_image */
    uint64_t anchor; /* otherwise: file offset of the outermost compressed section */
};

struct fv_walk {
    struct al_tableset *ts;
    const char *name; /* the input, interned */
    al_fv_visit visit;
    void *ctx;
    unsigned depth;        /* volumes, files and sections above the element */
    unsigned volume_depth; /* volumes only: at most AL_FV_MAX_DEPTH */
    size_t volumes;
    size_t inflated; /* decompressed bytes so far, at most AL_LOAD_MAX_INPUT */
    uint64_t *claimed;
    size_t claim_cap, claim_count;
    char path[1024]; /* location of the element being walked */
    size_t path_len;
};

/* edk2's gEfiAcpiTableStorageGuid, 7E374E25-8E01-4FEE-87F2-390C23C606CD. */
extern const uint8_t al_fv_acpi_storage_guid[16];

uint16_t al_fv_le16(const uint8_t *p);
uint32_t al_fv_le32(const uint8_t *p);
size_t al_fv_path_push(struct fv_walk *w, const char *text);
void al_fv_path_pop(struct fv_walk *w, size_t old);
struct al_where al_fv_where(const struct fv_walk *w, const struct fv_region *r, size_t off);
void al_fv_visit_item(struct fv_walk *w, const struct fv_region *r, enum al_fv_kind kind,
                      uint8_t type, size_t off, size_t len, const uint8_t *guid);

/* The volume whose header is at `at`, with `avail` bytes of r from there. */
void al_fv_walk_volume(struct fv_walk *w, const struct fv_region *r, size_t at, size_t avail);
/* The sections in [start, end) of r; `storage`: inside the ACPI table storage file. */
void al_fv_walk_sections(struct fv_walk *w, const struct fv_region *r, size_t start, size_t end,
                         bool storage);

#endif
