/* SPDX-License-Identifier: MIT */
#include "acpilint/escape.h"

#include <stdio.h>
#include <string.h>

char *al_escape_bytes(const char *in, size_t n, char *out, size_t out_size)
{
    size_t o = 0;
    if (out_size == 0)
        return out;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)in[i];
        char piece[5];
        if (c >= 0x20 && c < 0x7f) {
            piece[0] = (char)c;
            piece[1] = '\0';
        } else {
            snprintf(piece, sizeof(piece), "\\x%02x", c);
        }
        size_t len = strlen(piece);
        if (o + len >= out_size)
            break;
        memcpy(out + o, piece, len);
        o += len;
    }
    out[o] = '\0';
    return out;
}

char *al_escape_str(const char *in, char *out, size_t out_size)
{
    return al_escape_bytes(in, in ? strlen(in) : 0, out, out_size);
}
