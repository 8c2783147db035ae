/* SPDX-License-Identifier: MIT */
/*
 * UEFI PI firmware volumes: volume header, FFS files, sections (PI 1.8
 * volume 3: 3.2.1 EFI_FIRMWARE_VOLUME_HEADER, 3.2.3 EFI_FFS_FILE_HEADER,
 * 3.2.4 sections).  See include/acpilint/fv.h for the contract.
 *
 * Every element is read through checked offsets into the buffer that holds
 * it: the input itself, or the output of a decompression (a `region`), and
 * every size it claims is checked against what is left of its parent.
 */
#include "acpilint/fv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/escape.h"
#include "acpilint/load.h"
#include "acpilint/rule_ids.h"
#include "load/fv_internal.h"

/* PI 1.8 vol. 3 section 3.2.1.1: EFI_FVB2_ERASE_POLARITY. */
#define FVB2_ERASE_POLARITY 0x00000800u
/* Section 3.2.3.1: FFS_ATTRIB_LARGE_FILE, FFS_ATTRIB_CHECKSUM, FFS_FIXED_CHECKSUM. */
#define FFS_ATTRIB_LARGE_FILE 0x01u
#define FFS_ATTRIB_CHECKSUM 0x40u
#define FFS_FIXED_CHECKSUM 0xAAu
/* Section 3.2.3.1, EFI_FILE_STATE bits. */
#define FILE_DATA_VALID 0x04u
#define FILE_DELETED 0x10u
#define FILE_HEADER_INVALID 0x20u

/* File types (PI 1.8 vol. 3 table 3-3) that hold no sections: RAW, FFS_PAD. */
#define FV_FILETYPE_RAW 0x01u
#define FV_FILETYPE_FFS_PAD 0xF0u

/* EFI_FIRMWARE_FILE_SYSTEM2_GUID and ..._SYSTEM3_GUID: volumes holding FFS files. */
static const uint8_t ffs2_guid[16] = {0x78, 0xE5, 0x8C, 0x8C, 0x3D, 0x8A, 0x1C, 0x4F,
                                      0x99, 0x35, 0x89, 0x61, 0x85, 0xC3, 0x2D, 0xD3};
static const uint8_t ffs3_guid[16] = {0x7A, 0xC0, 0x73, 0x54, 0xCB, 0x3D, 0xCA, 0x4D,
                                      0xBD, 0x6F, 0x1E, 0x96, 0x89, 0xE7, 0x34, 0x9A};

void al_fv_guid_text(const uint8_t g[16], char out[37])
{
    al_uuid_text(g, true, out);
}

uint16_t al_fv_le16(const uint8_t *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}

uint32_t al_fv_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t le64(const uint8_t *p)
{
    return al_fv_le32(p) | (uint64_t)al_fv_le32(p + 4) << 32;
}

/*
 * Whether a sane volume header starts at `at`: "_FVH", a header length that
 * holds the block map, a volume length that fits, a 16-bit header sum of 0.
 * `len` gets the volume length.
 */
static bool volume_header_ok(const uint8_t *data, size_t size, size_t at, uint64_t *len)
{
    if (at > size || size - at < 64 || memcmp(data + at + 40, "_FVH", 4) != 0)
        return false;
    const uint8_t *p = data + at;
    uint16_t hlen = al_fv_le16(p + 48);
    *len = le64(p + 32);
    if (hlen < 64 || (hlen & 1) || hlen > size - at || *len < hlen || *len > size - at)
        return false;
    uint16_t sum = 0;
    for (size_t i = 0; i < hlen; i += 2)
        sum = (uint16_t)(sum + al_fv_le16(p + i));
    return sum == 0;
}

size_t al_fv_find(const uint8_t *data, size_t size, size_t from)
{
    while (from < size) {
        const uint8_t *hit = memchr(data + from, '_', size - from);
        /* Fewer than four bytes from the hit on (a buffer of under four bytes too:
         * `size - 4` would wrap) cannot hold "_FVH". */
        if (!hit || size - (size_t)(hit - data) < 4)
            return size;
        size_t sig = (size_t)(hit - data);
        if (memcmp(hit, "_FVH", 4) != 0) {
            from = sig + 1;
            continue;
        }
        uint64_t len = 0;
        if (sig >= 40 && volume_header_ok(data, size, sig - 40, &len))
            return sig - 40;
        from = sig + 1;
    }
    return size;
}

/* Appends "/text" to the walk's location; returns the old length to restore. */
size_t al_fv_path_push(struct fv_walk *w, const char *text)
{
    size_t old = w->path_len;
    int k = snprintf(w->path + old, sizeof(w->path) - old, "%s%s", old ? "/" : "", text);
    if (k > 0)
        w->path_len = old + (size_t)k < sizeof(w->path) ? old + (size_t)k : sizeof(w->path) - 1;
    return old;
}

void al_fv_path_pop(struct fv_walk *w, size_t old)
{
    w->path_len = old;
    w->path[old] = '\0';
}

/* Where a finding about bytes of region r at offset off points. */
struct al_where al_fv_where(const struct fv_walk *w, const struct fv_region *r, size_t off)
{
    return al_at_file(w->name, r->in_image ? r->base + off : r->anchor, 0);
}

void al_fv_visit_item(struct fv_walk *w, const struct fv_region *r, enum al_fv_kind kind,
                      uint8_t type, size_t off, size_t len, const uint8_t *guid)
{
    if (!w->visit)
        return;
    struct al_fv_item it = {kind,         w->depth, type, r->data + off, len, r->in_image,
                            r->base + off, {0},      guid != NULL, w->path};
    if (guid)
        memcpy(it.guid, guid, 16);
    w->visit(w->ctx, &it);
}

/* One FFS file at off (its header checked by the caller); walks its sections. */
static void walk_file(struct fv_walk *w, const struct fv_region *r, size_t off, size_t hlen,
                      size_t len)
{
    const uint8_t *p = r->data + off;
    char guid[37], text[64];
    al_fv_guid_text(p, guid);
    bool storage = memcmp(p, al_fv_acpi_storage_guid, 16) == 0;
    snprintf(text, sizeof(text), "file %s%s", guid, storage ? " (ACPI tables)" : "");
    size_t old = al_fv_path_push(w, text);
    al_fv_visit_item(w, r, AL_FV_FILE, p[18], off, len, p);
    uint8_t type = p[18];
    if (type != FV_FILETYPE_RAW && type != FV_FILETYPE_FFS_PAD) {
        w->depth++;
        al_fv_walk_sections(w, r, off + hlen, off + len, storage);
        w->depth--;
    }
    al_fv_path_pop(w, old);
}

/* The FFS files of the volume whose files lie in [start, end) of r. */
static void walk_files(struct fv_walk *w, const struct fv_region *r, size_t vol, size_t start,
                       size_t end, bool erase_ones)
{
    uint8_t erased = erase_ones ? 0xFF : 0x00;
    size_t off = start;
    while (off < end && end - off >= 24) {
        const uint8_t *p = r->data + off;
        bool blank = true;
        for (size_t i = 0; i < 24 && blank; i++)
            blank = p[i] == erased;
        if (blank)
            return; /* free space to the end of the volume (PI 1.8 vol. 3 section 2.1.4.1.4) */
        uint8_t attr = p[19];
        bool large = attr & FFS_ATTRIB_LARGE_FILE;
        size_t hlen = large ? 32 : 24;
        uint64_t len = large ? (end - off >= 32 ? le64(p + 24) : 0)
                             : (uint64_t)(p[20] | p[21] << 8 | p[22] << 16);
        char guid[37];
        al_fv_guid_text(p, guid);
        if (len < hlen || len > end - off) {
            al_report(w->ts, AL_R_FV_FILE_SIZE, al_fv_where(w, r, off),
                      "FFS file %s at 0x%zx in %s claims %llu bytes, but the volume has %zu "
                      "left: the rest of the volume is not walked",
                      guid, off - vol, w->path[0] ? w->path : "the volume", (unsigned long long)len,
                      end - off);
            return;
        }
        /* The header sums to zero with State and the file checksum taken as 0. */
        uint8_t sum = 0;
        for (size_t i = 0; i < hlen; i++)
            sum = (uint8_t)(sum + p[i]);
        sum = (uint8_t)(sum - p[17] - p[23]);
        uint8_t state = erase_ones ? (uint8_t)~p[23] : p[23];
        bool live = (state & FILE_DATA_VALID) && !(state & (FILE_DELETED | FILE_HEADER_INVALID));
        if (sum != 0) {
            al_report(w->ts, AL_R_FV_FILE_HEADER_CHECKSUM, al_fv_where(w, r, off),
                      "FFS file %s header checksum is wrong (sum 0x%02x): the firmware does "
                      "not load it",
                      guid, sum);
        } else if (live) {
            if (attr & FFS_ATTRIB_CHECKSUM) {
                uint8_t data_sum = p[17];
                for (size_t i = hlen; i < len; i++)
                    data_sum = (uint8_t)(data_sum + p[i]);
                if (data_sum != 0)
                    al_report(w->ts, AL_R_FV_FILE_CHECKSUM, al_fv_where(w, r, off),
                              "FFS file %s data checksum is wrong (sum 0x%02x): its bytes "
                              "changed after the image was built",
                              guid, data_sum);
            } else if (p[17] != FFS_FIXED_CHECKSUM) {
                al_report(w->ts, AL_R_FV_FILE_CHECKSUM, al_fv_where(w, r, off),
                          "FFS file %s has no data checksum but its checksum byte is 0x%02x, "
                          "not 0xAA",
                          guid, p[17]);
            }
            walk_file(w, r, off, hlen, (size_t)len);
        }
        size_t next = off + (size_t)len;
        off = next + ((8 - ((next - vol) & 7)) & 7); /* files are 8-byte aligned in the volume */
    }
}

void al_fv_walk_volume(struct fv_walk *w, const struct fv_region *r, size_t at, size_t avail)
{
    uint64_t len = 0;
    const uint8_t *p = r->data + at;
    if (!volume_header_ok(r->data, at + avail, at, &len)) {
        al_report(w->ts, AL_R_FV_VOLUME_HEADER, al_fv_where(w, r, at),
                  "a firmware volume in %s has a header that is not sane (signature, lengths "
                  "or header checksum): it is not walked",
                  w->path[0] ? w->path : "the image");
        return;
    }
    if (w->volume_depth >= AL_FV_MAX_DEPTH) {
        al_report(w->ts, AL_R_FV_SECTION_UNOPENED, al_fv_where(w, r, at),
                  "firmware volumes nested more than %d deep: the inner one is not walked",
                  AL_FV_MAX_DEPTH);
        return;
    }
    uint16_t hlen = al_fv_le16(p + 48), ext = al_fv_le16(p + 52);
    const uint8_t *name = p + 16; /* the file system GUID until an extended header names it */
    size_t files = hlen;
    if (ext && (size_t)ext + 20 <= len) {
        uint32_t ext_size = al_fv_le32(p + ext + 16);
        if (ext_size >= 20 && ext_size <= len - ext) {
            name = p + ext;
            files = (size_t)ext + ext_size;
        }
    }
    files = (files + 7) & ~(size_t)7;
    char guid[37], text[80];
    al_fv_guid_text(name, guid);
    if (r->in_image)
        snprintf(text, sizeof(text), "FV %s @0x%zx", guid, at);
    else
        snprintf(text, sizeof(text), "FV %s", guid);
    size_t old = al_fv_path_push(w, text);
    al_fv_visit_item(w, r, AL_FV_VOLUME, 0, at, (size_t)len, name);
    w->volumes++;
    if (memcmp(p + 16, ffs2_guid, 16) == 0 || memcmp(p + 16, ffs3_guid, 16) == 0) {
        w->depth++;
        w->volume_depth++;
        if (files < len)
            walk_files(w, r, at, at + files, at + (size_t)len,
                       al_fv_le32(p + 44) & FVB2_ERASE_POLARITY);
        w->depth--;
        w->volume_depth--;
    }
    al_fv_path_pop(w, old);
}

size_t al_fv_walk(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size,
                  al_fv_visit visit, void *ctx, uint64_t *claimed, size_t claim_cap,
                  size_t *claim_count)
{
    struct fv_walk *w = calloc(1, sizeof(*w));
    if (claim_count)
        *claim_count = 0;
    if (!w)
        return 0;
    w->ts = ts;
    w->name = al_tableset_intern(ts, name);
    w->visit = visit;
    w->ctx = ctx;
    w->claimed = claimed;
    w->claim_cap = claim_cap;
    struct fv_region r = {data, size, true, 0, 0};
    for (size_t at = al_fv_find(data, size, 0); at < size;) {
        uint64_t len = 0;
        volume_header_ok(data, size, at, &len);
        al_fv_walk_volume(w, &r, at, size - at);
        at = al_fv_find(data, size, at + (size_t)len);
    }
    size_t volumes = w->volumes;
    if (claim_count)
        *claim_count = w->claim_count;
    free(w);
    return volumes;
}
