/* SPDX-License-Identifier: MIT */
/* One line of acpidump text (load/dump_line.h); text_dump.c puts the lines together. */
#include "load/dump_line.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Hex digit values; 16 for anything else. */
static const unsigned char hexd[256] = {
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
     0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 16, 16, 16, 16, 16, 16,
    16, 10, 11, 12, 13, 14, 15, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 10, 11, 12, 13, 14, 15, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
};

static int hexval(char c)
{
    unsigned v = hexd[(unsigned char)c];
    return v < 16 ? (int)v : -1;
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

static size_t skip_blanks(const struct al_dump_line *l, size_t i)
{
    while (i < l->len && is_blank(l->p[i]))
        i++;
    return i;
}

/* Printable ASCII, no space: what a dump header's signature may hold. */
static bool sig_char(char c)
{
    return c > ' ' && c < 0x7f;
}

/*
 * "NAME @ ADDR": NAME is a 4-character signature with an optional decimal
 * instance suffix, or "RSD PTR" / "RSD" for the root pointer.
 */
bool al_dump_parse_header(const struct al_dump_line *l, char sig[5], uint64_t *addr,
                          bool *has_addr)
{
    const char *at = memchr(l->p, '@', l->len);
    if (!at)
        return false;
    size_t start = skip_blanks(l, 0), end = (size_t)(at - l->p);
    while (end > start && is_blank(l->p[end - 1]))
        end--;
    size_t name_len = end - start;
    const char *name = l->p + start;
    if ((name_len == 7 && memcmp(name, "RSD PTR", 7) == 0) ||
        (name_len == 3 && memcmp(name, "RSD", 3) == 0)) {
        memcpy(sig, "RSDP", 5);
    } else {
        if (name_len < 4 || name_len > 8)
            return false;
        for (size_t i = 0; i < 4; i++)
            if (!sig_char(name[i]))
                return false;
        for (size_t i = 4; i < name_len; i++)
            if (name[i] < '0' || name[i] > '9')
                return false;
        memcpy(sig, name, 4);
        sig[4] = '\0';
    }
    struct al_dump_line rest = {at + 1, l->len - (size_t)(at + 1 - l->p), l->number};
    size_t i = skip_blanks(&rest, 0);
    *addr = 0;
    *has_addr = false;
    if (rest.len - i >= 5 && memcmp(rest.p + i, "(nil)", 5) == 0) {
        i += 5;
        *has_addr = true;
    } else {
        if (rest.len - i >= 2 && rest.p[i] == '0' && (rest.p[i + 1] == 'x' || rest.p[i + 1] == 'X'))
            i += 2;
        size_t digits = 0;
        while (i < rest.len && hexval(rest.p[i]) >= 0 && digits < 16) {
            *addr = (*addr << 4) | (uint64_t)hexval(rest.p[i]);
            i++;
            digits++;
        }
        if (digits == 0)
            return false;
        *has_addr = true;
    }
    return skip_blanks(&rest, i) == rest.len;
}

#define ONES 0x0101010101010101u
#define HIGH 0x8080808080808080u

#if !defined(__SSE2__)
/* The 8 characters at p as a word, the first in the low byte (the compiler makes it one load). */
static uint64_t le64_at(const char *p)
{
    const unsigned char *u = (const unsigned char *)p;
    return (uint64_t)u[0] | (uint64_t)u[1] << 8 | (uint64_t)u[2] << 16 | (uint64_t)u[3] << 24 |
           (uint64_t)u[4] << 32 | (uint64_t)u[5] << 40 | (uint64_t)u[6] << 48 |
           (uint64_t)u[7] << 56;
}

/* 0x80 in each byte of x that is k or more (every byte of x below 0x80). */
static uint64_t bytes_ge(uint64_t x, unsigned k)
{
    return (x + (0x80u - k) * ONES) & HIGH;
}

/*
 * Eight characters of a row to their digit values, one a byte lane;
 * separators (sep: 0xFF lanes) must be spaces, the other lanes hex digits,
 * else bits land in *bad.
 */
static uint64_t nibbles(uint64_t x, uint64_t sep, uint64_t *bad)
{
    uint64_t lower = x | 0x20 * ONES; /* 'A'-'F' read as 'a'-'f' */
    uint64_t digit = bytes_ge(x, '0') & ~bytes_ge(x, '9' + 1);
    uint64_t letter = bytes_ge(lower, 'a') & ~bytes_ge(lower, 'f' + 1);
    *bad |= x & HIGH;                        /* not ASCII: the lanes above are void */
    *bad |= (x ^ 0x20 * ONES) & sep;         /* a separator that is not a space */
    *bad |= ~(digit | letter) & ~sep & HIGH; /* a digit that is not hex */
    return (x & 0x0F * ONES) + (letter >> 7) * 9; /* '0' -> 0, 'a' -> 1 + 9 */
}

/* Lane i of the result: lane i of v as the high digit, lane i + 1 (next's lane 0 for 7) the low. */
static uint64_t pairs(uint64_t v, uint64_t next)
{
    return v << 4 | v >> 8 | next << 56;
}

/*
 * The 16 bytes of a full acpidump line at p (" XX" sixteen times), decoded
 * eight characters at a time in the lanes of a 64-bit word (SWAR), about
 * three times faster than a table lookup a digit; false when any of the 48
 * characters does not fit (a tab as the separator too: the general parser
 * takes those).  The layout repeats every 24 characters (8 bytes): in its
 * three words the separators are lanes 0, 3, 6 / 1, 4, 7 / 2, 5.
 */
static bool parse_full_row(const char *p, uint8_t bytes[16])
{
    uint64_t bad = 0;
    for (size_t g = 0; g < 2; g++, p += 24, bytes += 8) {
        uint64_t a = nibbles(le64_at(p), 0x00FF0000FF0000FFu, &bad);
        uint64_t b = nibbles(le64_at(p + 8), 0xFF0000FF0000FF00u, &bad);
        uint64_t c = nibbles(le64_at(p + 16), 0x0000FF0000FF0000u, &bad);
        uint64_t pa = pairs(a, b), pb = pairs(b, c), pc = pairs(c, 0);
        /* Byte j is the pair at character 3j + 1. */
        bytes[0] = (uint8_t)(pa >> 8);
        bytes[1] = (uint8_t)(pa >> 32);
        bytes[2] = (uint8_t)(pa >> 56);
        bytes[3] = (uint8_t)(pb >> 16);
        bytes[4] = (uint8_t)(pb >> 40);
        bytes[5] = (uint8_t)pc;
        bytes[6] = (uint8_t)(pc >> 24);
        bytes[7] = (uint8_t)(pc >> 48);
    }
    return bad == 0;
}

#else
/*
 * The same decoding sixteen characters at a time with SSE2 (every x86-64
 * has it): a third of the instructions of the 64-bit lanes, on the step
 * that is most of the load of a server's dump.  Characters at 3j must be
 * spaces, the others hex digits, as above.
 */
static bool parse_full_row(const char *p, uint8_t bytes[16])
{
    /* nib[i]: the value of character i; comb[i]: nib[i] << 4 | nib[i + 1] */
    uint8_t nib[64], comb[48];
    __m128i bad = _mm_setzero_si128();
    _mm_storeu_si128((__m128i *)(void *)(nib + 48), bad); /* what the last pair reads past */
    for (size_t k = 0; k < 3; k++) {
        static const uint8_t sep[3][16] = {
            {255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255},
            {0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0},
            {0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0},
        };
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(p + 16 * k));
        __m128i is_sep = _mm_loadu_si128((const __m128i *)(const void *)sep[k]);
        /* x - '0' in 0..9 exactly for '0'-'9'; (x | 0x20) - 'a' in 0..5 exactly for a-f, A-F */
        __m128i d = _mm_sub_epi8(x, _mm_set1_epi8('0'));
        __m128i l = _mm_sub_epi8(_mm_or_si128(x, _mm_set1_epi8(0x20)), _mm_set1_epi8('a'));
        __m128i is_d = _mm_and_si128(_mm_cmpgt_epi8(d, _mm_set1_epi8(-1)),
                                     _mm_cmplt_epi8(d, _mm_set1_epi8(10)));
        __m128i is_l = _mm_and_si128(_mm_cmpgt_epi8(l, _mm_set1_epi8(-1)),
                                     _mm_cmplt_epi8(l, _mm_set1_epi8(6)));
        __m128i val = _mm_or_si128(_mm_and_si128(is_d, d),
                                   _mm_and_si128(is_l, _mm_add_epi8(l, _mm_set1_epi8(10))));
        __m128i space = _mm_cmpeq_epi8(x, _mm_set1_epi8(' '));
        bad = _mm_or_si128(bad, _mm_andnot_si128(space, is_sep));
        bad = _mm_or_si128(bad, _mm_andnot_si128(_mm_or_si128(is_d, is_l),
                                                 _mm_andnot_si128(is_sep, _mm_set1_epi8(-1))));
        _mm_storeu_si128((__m128i *)(void *)(nib + 16 * k), val);
    }
    if (_mm_movemask_epi8(bad))
        return false;
    for (size_t k = 0; k < 3; k++) {
        __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(nib + 16 * k));
        __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)(nib + 16 * k + 1));
        /* values are below 16: a 16-bit shift moves no bit into the next byte's nibble */
        __m128i c = _mm_or_si128(_mm_slli_epi16(hi, 4), lo);
        _mm_storeu_si128((__m128i *)(void *)(comb + 16 * k), c);
    }
    for (size_t j = 0; j < 16; j++) /* byte j is the pair at character 3j + 1 */
        bytes[j] = comb[3 * j + 1];
    return true;
}
#endif

#if !defined(__SSE2__)
/* Whether any of the 8 bytes at p is c (the classic SWAR zero-byte test). */
static bool has_byte8(const char *p, char c)
{
    uint64_t x = le64_at(p) ^ ONES * (unsigned char)c;
    return ((x - ONES) & ~x & HIGH) != 0;
}
#endif

/* Whether any of the 16 characters at p is '\n' or '\r'. */
static bool has_line_end16(const char *p)
{
#if defined(__SSE2__)
    __m128i x = _mm_loadu_si128((const __m128i *)(const void *)p);
    __m128i ends = _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\n')),
                                _mm_cmpeq_epi8(x, _mm_set1_epi8('\r')));
    return _mm_movemask_epi8(ends) != 0;
#else
    return has_byte8(p, '\n') || has_byte8(p + 8, '\n') || has_byte8(p, '\r') ||
           has_byte8(p + 8, '\r');
#endif
}

/*
 * The fast path for what acpidump prints nearly every line as: blanks, a
 * 4 to 8 digit offset, ':', sixteen " XX", two blanks, a 16-character ASCII
 * column and the line end.  With that layout the line's end is known
 * without searching for it.  Returns the characters the line takes with its
 * end (0: not this layout; the general parser decides) and the decoded row.
 */
size_t al_dump_parse_fixed_line(const char *p, size_t avail, size_t *offset, uint8_t bytes[16])
{
    size_t i = 0;
    uint64_t off = 0;
    unsigned d0, d1, d2, d3;
    if (avail > 9 && memcmp(p, "    ", 4) == 0 && p[8] == ':' &&
        ((d0 = hexd[(unsigned char)p[4]]) | (d1 = hexd[(unsigned char)p[5]]) |
         (d2 = hexd[(unsigned char)p[6]]) | (d3 = hexd[(unsigned char)p[7]])) < 16) {
        /* "    OOOO:", a table's first 64 KiB: what the loops below find, without them */
        off = d0 << 12 | d1 << 8 | d2 << 4 | d3;
        i = 9;
    } else {
        while (i < 8 && i < avail && p[i] == ' ')
            i++;
        size_t start = i;
        for (unsigned v; i < avail && i - start < 8 && (v = hexd[(unsigned char)p[i]]) < 16; i++)
            off = off << 4 | v;
        if (i - start < 4 || i >= avail || p[i] != ':')
            return 0;
        i++;
    }
    /* 48 characters of bytes, "  ", 16 of ASCII, then "\n", "\r\n" or the end of the text. */
    if (avail - i < 66 || p[i + 48] != ' ' || p[i + 49] != ' ')
        return 0;
    if (has_line_end16(p + i + 50)) /* the ASCII column is whole */
        return 0;
    size_t end = i + 66;
    if (end < avail && p[end] == '\r')
        end++;
    if (end < avail && p[end] != '\n')
        return 0;
    if (!parse_full_row(p + i, bytes))
        return 0;
    *offset = (size_t)off;
    return end < avail ? end + 1 : end;
}

/*
 * "  OOOO: XX XX ...  ascii".  Bytes are two hex digits separated by one
 * space; two spaces (or the 16th byte, or the end of the line) end them.
 */
bool al_dump_parse_data(const struct al_dump_line *l, size_t *offset, uint8_t bytes[16],
                        size_t *count, bool *malformed)
{
    size_t i = skip_blanks(l, 0), digits = 0;
    uint64_t off = 0;
    while (i < l->len && hexval(l->p[i]) >= 0 && digits < 9) {
        off = (off << 4) | (uint64_t)hexval(l->p[i]);
        i++;
        digits++;
    }
    if (digits < 4 || digits > 8 || i >= l->len || l->p[i] != ':')
        return false;
    i++;
    *offset = (size_t)off;
    *malformed = false;
    /* The common case: sixteen bytes, then the end of the line or a blank. */
    if (l->len - i >= 48 && (l->len - i == 48 || is_blank(l->p[i + 48])) &&
        parse_full_row(l->p + i, bytes)) {
        *count = 16;
        return true;
    }
    *count = 0;
    while (*count < 16) {
        /* One space before each byte (acpidump prints exactly one after the colon). */
        if (i >= l->len || !is_blank(l->p[i]))
            break;
        size_t j = i + 1;
        if (j + 2 > l->len || hexval(l->p[j]) < 0 || hexval(l->p[j + 1]) < 0)
            break;
        if (j + 2 < l->len && !is_blank(l->p[j + 2]))
            break;
        bytes[(*count)++] = (uint8_t)(hexval(l->p[j]) << 4 | hexval(l->p[j + 1]));
        i = j + 2;
    }
    /*
     * Fewer than 16 bytes must end the line or be followed by the gap before
     * the ASCII column; one space then something else is a mangled byte.
     */
    if (*count < 16 && i + 1 < l->len && is_blank(l->p[i]) && !is_blank(l->p[i + 1]))
        *malformed = true;
    return *count > 0 || *malformed;
}

bool al_dump_line_is_blank(const struct al_dump_line *l)
{
    return skip_blanks(l, 0) == l->len;
}
