/* SPDX-License-Identifier: MIT */
#include "acpilint/table.h"
#include "acpilint/field.h"

#include <string.h>

bool al_table_is(const struct al_table *t, const char *sig4)
{
    return t && memcmp(t->signature, sig4, 4) == 0;
}

/*
 * ACPICA's AcpiUtValidNameChar(): A-Z, 0-9 and '_', plus '!' in the last
 * position (used by a few vendor signatures).
 */
bool al_signature_valid(const char sig[4])
{
    for (int i = 0; i < 4; i++) {
        char c = sig[i];
        bool ok = (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        if (!ok && !(c == '!' && i == 3))
            return false;
    }
    return true;
}

static void copy_chars(char *dst, struct al_span s, size_t offset, size_t n)
{
    memset(dst, 0, n + 1);
    al_read_bytes(s, offset, dst, n);
}

static void decode_rsdp(struct al_table *t, struct al_span s)
{
    t->header_complete = s.len >= AL_RSDP_V1_SIZE;
    copy_chars(t->header.signature, s, 0, 4);
    copy_chars(t->header.oem_id, s, AL_OFF_RSDP_OEMID, AL_LEN_RSDP_OEMID);
    t->header.checksum = al_field_get_u8(s, AL_F_RSDP_CHECKSUM, 0);
    t->header.revision = al_field_get_u8(s, AL_F_RSDP_REVISION, 0);
    t->header.length = AL_RSDP_V1_SIZE;
    t->checksum_ok = t->header_complete && al_span_sum8(al_span_sub(s, 0, AL_RSDP_V1_SIZE)) == 0;
    t->ext_checksum_ok = true;
    /* ACPI 6.5 section 5.2.5.3: Length and the extended checksum exist from revision 2. */
    if (t->header.revision >= 2) {
        uint32_t len = 0;
        if (al_field_u32(s, AL_F_RSDP_LENGTH, 0, &len)) {
            t->header.length = len;
            t->ext_checksum_ok = len >= AL_RSDP_V2_SIZE && al_span_has(s, 0, len) &&
                                 al_span_sum8(al_span_sub(s, 0, len)) == 0;
        } else {
            t->header.length = AL_RSDP_V2_SIZE;
            t->ext_checksum_ok = false;
        }
    }
}

void al_table_decode_header(struct al_table *t)
{
    struct al_span s = al_table_span(t);
    memset(&t->header, 0, sizeof(t->header));
    t->checksum_ok = false;
    t->ext_checksum_ok = true;

    if (t->kind == AL_KIND_RSDP) {
        decode_rsdp(t, s);
        return;
    }
    copy_chars(t->header.signature, s, 0, 4);
    t->header.length = al_field_get_u32(s, AL_F_HDR_LENGTH, 0);
    if (t->kind == AL_KIND_FACS) {
        /* ACPI 6.5 section 5.2.10: the FACS has no checksum and no standard header. */
        t->header_complete = s.len >= 8;
        t->checksum_ok = true;
        t->header.revision = al_field_get_u8(s, AL_F_FACS_VERSION, 0);
        return;
    }
    t->header_complete = s.len >= AL_HEADER_SIZE;
    t->header.revision = al_field_get_u8(s, AL_F_HDR_REVISION, 0);
    t->header.checksum = al_field_get_u8(s, AL_F_HDR_CHECKSUM, 0);
    copy_chars(t->header.oem_id, s, AL_OFF_HDR_OEMID, AL_LEN_HDR_OEMID);
    copy_chars(t->header.oem_table_id, s, AL_OFF_HDR_OEM_TABLE_ID, AL_LEN_HDR_OEM_TABLE_ID);
    t->header.oem_revision = al_field_get_u32(s, AL_F_HDR_OEM_REVISION, 0);
    copy_chars(t->header.creator_id, s, AL_OFF_HDR_CREATOR_ID, AL_LEN_HDR_CREATOR_ID);
    t->header.creator_revision = al_field_get_u32(s, AL_F_HDR_CREATOR_REVISION, 0);
    /* The kernel's ACPICA sums the header's Length bytes (AcpiTbVerifyChecksum). */
    t->checksum_ok = t->header_complete && al_span_has(s, 0, t->header.length) &&
                     al_span_sum8(al_span_sub(s, 0, t->header.length)) == 0;
}

size_t al_table_claimed_size(const struct al_table *t)
{
    size_t claimed = t->header.length;
    if (t->kind == AL_KIND_RSDP && claimed < AL_RSDP_V1_SIZE)
        claimed = AL_RSDP_V1_SIZE;
    return claimed < t->size ? claimed : t->size;
}

struct al_span al_table_body(const struct al_table *t)
{
    return al_span_make(t->bytes, al_table_claimed_size(t));
}
