/* SPDX-License-Identifier: MIT */
/*
 * Sections of FFS files (PI 1.8 volume 3 section 3.2.4, 2.1.5): leaf
 * sections, encapsulations (COMPRESSION, GUID_DEFINED) and volume images;
 * the RAW sections of the ACPI table storage file are the tables.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/load.h"
#include "acpilint/rule_ids.h"
#include "load/fv_internal.h"

/* edk2 MdeModulePkg.dec gEfiAcpiTableStorageGuid. */
const uint8_t al_fv_acpi_storage_guid[16] = {0x25, 0x4E, 0x37, 0x7E, 0x01, 0x8E, 0xEE, 0x4F,
                                             0x87, 0xF2, 0x39, 0x0C, 0x23, 0xC6, 0x06, 0xCD};
/* edk2 gLzmaCustomDecompressGuid, EE4E5898-3914-4259-9D6E-DC7BD79403CF. */
static const uint8_t lzma_guid[16] = {0x98, 0x58, 0x4E, 0xEE, 0x14, 0x39, 0x59, 0x42,
                                      0x9D, 0x6E, 0xDC, 0x7B, 0xD7, 0x94, 0x03, 0xCF};
/* PI 1.8 vol. 3 section 2.1.5.1, EFI_CRC32_GUIDED_SECTION_EXTRACTION_GUID. */
static const uint8_t crc32_guid[16] = {0xB0, 0xCD, 0x1B, 0xFC, 0x31, 0x7D, 0xAA, 0x49,
                                       0x93, 0x6A, 0xA4, 0x60, 0x0D, 0x9D, 0xD0, 0x83};

enum {
    SECTION_COMPRESSION = 0x01,
    SECTION_GUID_DEFINED = 0x02,
    SECTION_FIRMWARE_VOLUME_IMAGE = 0x17,
    SECTION_FREEFORM_SUBTYPE_GUID = 0x18,
    SECTION_RAW = 0x19,
};
#define GUIDED_PROCESSING_REQUIRED 0x0001u

const char *al_fv_section_name(uint8_t type)
{
    static const char *const names[] = {
        [0x01] = "COMPRESSION", [0x02] = "GUID_DEFINED",      [0x03] = "DISPOSABLE",
        [0x10] = "PE32",        [0x11] = "PIC",               [0x12] = "TE",
        [0x13] = "DXE_DEPEX",   [0x14] = "VERSION",           [0x15] = "USER_INTERFACE",
        [0x16] = "COMPATIBILITY16", [0x17] = "FIRMWARE_VOLUME_IMAGE",
        [0x18] = "FREEFORM_SUBTYPE_GUID", [0x19] = "RAW",     [0x1B] = "PEI_DEPEX",
        [0x1C] = "MM_DEPEX",
    };
    return type < sizeof(names) / sizeof(names[0]) && names[type] ? names[type] : "?";
}

const char *al_fv_file_type_name(uint8_t type)
{
    static const char *const names[] = {
        [0x01] = "RAW",        [0x02] = "FREEFORM",   [0x03] = "SECURITY_CORE",
        [0x04] = "PEI_CORE",   [0x05] = "DXE_CORE",   [0x06] = "PEIM",
        [0x07] = "DRIVER",     [0x08] = "COMBINED_PEIM_DRIVER", [0x09] = "APPLICATION",
        [0x0A] = "MM",         [0x0B] = "FIRMWARE_VOLUME_IMAGE", [0x0C] = "COMBINED_MM_DXE",
        [0x0D] = "MM_CORE",    [0x0E] = "MM_STANDALONE", [0x0F] = "MM_CORE_STANDALONE",
    };
    if (type == 0xF0)
        return "FFS_PAD";
    return type < sizeof(names) / sizeof(names[0]) && names[type] ? names[type] : "?";
}

uint32_t al_fv_crc32(const uint8_t *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++)
            c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1)));
    }
    return ~c;
}

static void claim(struct fv_walk *w, uint64_t start, uint64_t end)
{
    if (w->claimed && w->claim_count < w->claim_cap) {
        w->claimed[2 * w->claim_count] = start;
        w->claimed[2 * w->claim_count + 1] = end;
        w->claim_count++;
    }
}

/* A RAW section of the ACPI table storage file: one table. */
static void load_table(struct fv_walk *w, const struct fv_region *r, size_t off, size_t len)
{
    struct al_source src = {0};
    src.file = w->name;
    src.offset = r->in_image ? r->base + off : off;
    src.compressed = !r->in_image;
    src.location = al_tableset_intern(w->ts, w->path);
    src.checksum_at_install = true;
    if (al_tableset_full(w->ts, &src))
        return;
    struct al_table *t = al_tableset_add(w->ts, r->data + off, len, NULL, &src);
    if (!t)
        return;
    if (r->in_image)
        claim(w, src.offset, src.offset + len);
    if (t->header_complete && !t->checksum_ok && t->header.checksum == 0)
        al_report(w->ts, AL_R_FV_CHECKSUM_AT_INSTALL, al_at_table(t, 9, "Checksum"),
                  "Checksum is 0 in the ACPI table storage file: the firmware computes it when "
                  "it installs the table, so only the file's own checksums guard these bytes");
}

/* A GUID-defined section: LZMA is inflated, CRC32 checked, others opened when they can be. */
static void walk_guided(struct fv_walk *w, const struct fv_region *r, size_t off, size_t hlen,
                        size_t len, bool storage)
{
    const uint8_t *p = r->data + off;
    char guid[37];
    al_fv_guid_text(p + hlen, guid);
    uint16_t data_off = al_fv_le16(p + hlen + 16), attr = al_fv_le16(p + hlen + 18);
    if (data_off < hlen + 20 || data_off > len) {
        al_report(w->ts, AL_R_FV_SECTION_SIZE, al_fv_where(w, r, off),
                  "GUID-defined section %s in %s puts its data at %u, outside its %zu bytes", guid,
                  w->path, data_off, len);
        return;
    }
    const uint8_t *body = p + data_off;
    size_t body_len = len - data_off;
    if (memcmp(p + hlen, lzma_guid, 16) == 0) {
        uint8_t *plain = NULL;
        size_t plain_len = 0;
        char err[256];
        int rc = al_lzma_alone_decode(body, body_len, AL_LOAD_MAX_INPUT - w->inflated, &plain,
                                      &plain_len, err, sizeof(err));
        if (rc == AL_LOAD_NO_LIBRARY) {
            al_report(w->ts, AL_R_FV_SECTION_UNOPENED, al_fv_where(w, r, off),
                      "LZMA section in %s not opened: %s", w->path, err);
            return;
        }
        if (rc != AL_LOAD_OK) {
            al_report(w->ts, AL_R_FV_SECTION_CORRUPT, al_fv_where(w, r, off),
                      "LZMA section in %s: %s", w->path, err);
            return;
        }
        w->inflated += plain_len;
        struct fv_region inner = {plain, plain_len, false, 0,
                                  r->in_image ? r->base + off : r->anchor};
        al_fv_walk_sections(w, &inner, 0, plain_len, storage);
        free(plain);
        return;
    }
    if (memcmp(p + hlen, crc32_guid, 16) == 0) {
        if (data_off < hlen + 24) {
            al_report(w->ts, AL_R_FV_SECTION_SIZE, al_fv_where(w, r, off),
                      "CRC32 section in %s has no room for its CRC", w->path);
            return;
        }
        uint32_t want = al_fv_le32(p + hlen + 20), got = al_fv_crc32(body, body_len);
        if (want != got)
            al_report(w->ts, AL_R_FV_SECTION_CORRUPT, al_fv_where(w, r, off),
                      "CRC32 section in %s: its data has CRC 0x%08x, the section says 0x%08x",
                      w->path, got, want);
        al_fv_walk_sections(w, r, off + data_off, off + len, storage);
        return;
    }
    if (!(attr & GUIDED_PROCESSING_REQUIRED)) {
        al_fv_walk_sections(w, r, off + data_off, off + len, storage);
        return;
    }
    al_report(w->ts, AL_R_FV_SECTION_UNOPENED, al_fv_where(w, r, off),
              "GUID-defined section %s in %s needs processing acpilint does not do (only "
              "LZMA and CRC32): what it holds is not checked",
              guid, w->path);
}

void al_fv_walk_sections(struct fv_walk *w, const struct fv_region *r, size_t start, size_t end,
                         bool storage)
{
    size_t off = start;
    unsigned index = 0;
    while (off < end && end - off >= 4) {
        const uint8_t *p = r->data + off;
        size_t len = (size_t)(p[0] | p[1] << 8 | p[2] << 16), hlen = 4;
        if (len == 0xFFFFFF) { /* EFI_COMMON_SECTION_HEADER2 */
            len = end - off >= 8 ? al_fv_le32(p + 4) : 0;
            hlen = 8;
        }
        uint8_t type = p[3];
        size_t need = hlen + (type == SECTION_GUID_DEFINED    ? 20
                              : type == SECTION_COMPRESSION  ? 5
                              : type == SECTION_FREEFORM_SUBTYPE_GUID ? 16
                                                              : 0);
        if (len < need || len > end - off) {
            al_report(w->ts, AL_R_FV_SECTION_SIZE, al_fv_where(w, r, off),
                      "section %u (%s) in %s claims %zu bytes; %zu are left and it needs %zu: "
                      "the rest of the file is not walked",
                      index, al_fv_section_name(type), w->path, len, end - off, need);
            return;
        }
        char text[64];
        snprintf(text, sizeof(text), "section %u (%s)", index, al_fv_section_name(type));
        size_t old = al_fv_path_push(w, text);
        bool guided = type == SECTION_GUID_DEFINED || type == SECTION_FREEFORM_SUBTYPE_GUID;
        al_fv_visit_item(w, r, AL_FV_SECTION, type, off, len, guided ? p + hlen : NULL);
        w->depth++;
        if (w->depth > 8 * AL_FV_MAX_DEPTH) { /* encapsulations inside encapsulations */
            al_report(w->ts, AL_R_FV_SECTION_UNOPENED, al_fv_where(w, r, off),
                      "sections nested too deep in %s: not walked", w->path);
        } else if (type == SECTION_COMPRESSION) {
            if (p[hlen + 4] == 0)
                al_fv_walk_sections(w, r, off + hlen + 5, off + len, storage);
            else
                al_report(w->ts, AL_R_FV_SECTION_UNOPENED, al_fv_where(w, r, off),
                          "compression section in %s uses the EFI standard compression, which "
                          "acpilint does not decompress: what it holds is not checked",
                          w->path);
        } else if (type == SECTION_GUID_DEFINED) {
            walk_guided(w, r, off, hlen, len, storage);
        } else if (type == SECTION_FIRMWARE_VOLUME_IMAGE) {
            al_fv_walk_volume(w, r, off + hlen, len - hlen);
        } else if (type == SECTION_RAW && storage) {
            load_table(w, r, off + hlen, len - hlen);
        }
        w->depth--;
        al_fv_path_pop(w, old);
        index++;
        size_t next = off + len;
        off = next + ((4 - ((next - start) & 3)) & 3); /* sections are 4-byte aligned */
    }
}
