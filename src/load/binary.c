/* SPDX-License-Identifier: MIT */
/*
 * Binary inputs: one table blob, an RSDP blob, or several tables back to
 * back (`cat *.dat > dump.bin`).  Tables are split by each header's
 * Length; whatever cannot be split is reported with its file offset,
 * never dropped in silence.
 */
#include "acpilint/load.h"
#include "acpilint/rule_ids.h"
#include "load/load_internal.h"

#include <string.h>

static bool all_bytes_are(const uint8_t *p, size_t n, uint8_t v)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != v)
            return false;
    return true;
}

/*
 * How many bytes the table at the start of `s` claims, or 0 when the bytes
 * do not start a plausible table.  `first` relaxes the checks for the first
 * table of a file: a one-table blob with a mangled signature (whose Length
 * still matches the file) or a too-small Length is loaded and reported
 * rather than discarded.
 */
static size_t claimed_length(struct al_span s, bool first, bool *truncated)
{
    *truncated = false;
    if (s.len >= 8 && memcmp(s.data, "RSD PTR ", 8) == 0) {
        /* ACPI 6.5 section 5.2.5.3: 20 bytes in revision 0, Length from revision 2. */
        size_t len = AL_RSDP_V1_SIZE;
        uint8_t rev = 0;
        uint32_t v2len = 0;
        if (al_read_u8(s, 15, &rev) && rev >= 2) {
            len = AL_RSDP_V2_SIZE;
            if (al_read_u32(s, 20, &v2len) && v2len >= AL_RSDP_V2_SIZE && v2len <= s.len)
                len = v2len;
        }
        if (len > s.len) {
            *truncated = true;
            return s.len;
        }
        return len;
    }
    uint32_t len = 0;
    if (!al_read_u32(s, 4, &len))
        return 0;
    bool facs = memcmp(s.data, "FACS", 4) == 0;
    size_t minimum = facs ? 8 : AL_HEADER_SIZE;
    if (!al_signature_valid((const char *)s.data) && !(first && len == s.len))
        return 0;
    if (len < minimum)
        return first && s.len >= minimum ? s.len : 0;
    if (len > s.len) {
        *truncated = true;
        return s.len;
    }
    return len;
}

/* owned: the caller's malloc'ed buffer, taken over (and set to NULL) when it is exactly one table. */
static int load_binary(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size,
                       int compressed, uint8_t **owned)
{
    struct al_span all = al_span_make(data, size);
    size_t pos = 0;
    while (pos < size) {
        struct al_span rest = al_span_tail(all, pos);
        bool truncated;
        size_t len = claimed_length(rest, pos == 0, &truncated);
        if (len == 0) {
            size_t left = size - pos;
            /* Nothing is a table (a picture, a text): the caller's input.no-tables says so once. */
            if (pos == 0)
                break;
            /* Zero or erased-flash padding after the last table is common and harmless. */
            if (pos > 0 && (all_bytes_are(rest.data, left, 0x00) ||
                            all_bytes_are(rest.data, left, 0xff)))
                al_report(ts, AL_R_INPUT_TRAILING_BYTES, al_at_file(name, pos, 0),
                          "%zu bytes of 0x%02x padding after the last table", left, rest.data[0]);
            else
                al_report(ts, AL_R_INPUT_UNSPLIT_BYTES, al_at_file(name, pos, 0),
                          "%zu bytes at file offset 0x%zx do not start an ACPI table "
                          "(no valid signature and length); not loaded",
                          left, pos);
            break;
        }
        /*
         * Bytes after this table that neither start another table nor are
         * padding belong with it: the table's Length is probably too small,
         * and table.length-short then says so at the table, with its offset.
         */
        if (!truncated && pos + len < size) {
            struct al_span next = al_span_tail(all, pos + len);
            bool next_truncated;
            if (claimed_length(next, false, &next_truncated) == 0 &&
                !all_bytes_are(next.data, next.len, 0x00) &&
                !all_bytes_are(next.data, next.len, 0xff))
                len = size - pos;
        }
        struct al_source src = {.file = name, .offset = pos, .compressed = compressed != 0};
        if (al_tableset_full(ts, &src))
            break;
        /* A table the budget or the memory refuses is a cut (reported there); the rest goes on. */
        if (owned && *owned == data && pos == 0 && len == size) {
            if (al_tableset_adopt(ts, *owned, size, NULL, &src))
                *owned = NULL;
        } else {
            al_tableset_add(ts, rest.data, len, NULL, &src);
        }
        pos += len;
        if (truncated)
            break;
    }
    return AL_LOAD_OK;
}

int al_load_binary(struct al_tableset *ts, const char *name, const uint8_t *data, size_t size,
                   int compressed)
{
    return load_binary(ts, name, data, size, compressed, NULL);
}

int al_load_binary_adopt(struct al_tableset *ts, const char *name, uint8_t **data, size_t size,
                         int compressed)
{
    return load_binary(ts, name, *data, size, compressed, data);
}
