/* SPDX-License-Identifier: MIT */
#include "acpilint/escape.h"

#include <string.h>

char *al_escape_bytes(const char *in, size_t n, char *out, size_t out_size)
{
    static const char hex[] = "0123456789abcdef";
    size_t o = 0;
    if (out_size == 0)
        return out;
    /* By hand, not a snprintf and strlen per byte: every finding's message and field
     * of every report passes through here. */
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)in[i];
        bool printable = c >= 0x20 && c < 0x7f;
        if (o + (printable ? 1 : 4) >= out_size)
            break; /* a byte's escape is never cut */
        if (printable) {
            out[o++] = (char)c;
        } else {
            out[o++] = '\\';
            out[o++] = 'x';
            out[o++] = hex[c >> 4];
            out[o++] = hex[c & 15];
        }
    }
    out[o] = '\0';
    return out;
}

char *al_escape_str(const char *in, char *out, size_t out_size)
{
    return al_escape_bytes(in, in ? strlen(in) : 0, out, out_size);
}

void al_uuid_text(const uint8_t bytes[16], bool upper, char out[37])
{
    /* By hand, not snprintf: a server's DSDT has hundreds of _DSD and _DSM UUIDs, and
     * sixteen %02x conversions cost about 6,000 instructions each. */
    static const uint8_t order[16] = {3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15};
    const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    char *o = out;
    for (size_t i = 0; i < 16; i++) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            *o++ = '-';
        *o++ = digits[bytes[order[i]] >> 4];
        *o++ = digits[bytes[order[i]] & 15];
    }
    *o = '\0';
}
