/* SPDX-License-Identifier: MIT */
/*
 * acpidump text, as Linux acpidump prints it and as it is found in the wild:
 *
 *   DSDT @ 0x00000000bf6dfcc6          (also "RSD PTR @", "RSD  @", "SSDT4 @", "@ (nil)")
 *     0000: 44 53 44 54 ... 16 bytes  ascii column (may be missing)
 *
 * CRLF or LF, upper or lower case hex, offsets of 4 to 8 digits.  Lines
 * that fit neither form become dump.bad-line findings with their line
 * number; the parse goes on so one mangled line does not hide the rest.
 *
 * A table grows only to what its lines hold: a gap in the offsets is
 * filled with zeros (one lost line) only while the table stays mostly real
 * bytes; a line far past them (a header, then one line at 0xFFFFF0) is
 * ignored and reported, never a reason to allocate.  Every table byte is
 * reserved in the run budget as it is parsed.
 */
#include "acpilint/load.h"
#include "acpilint/rule_ids.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "load/load_internal.h"

/*
 * A gap may add at most this many zero bytes, or as many as the lines of
 * the table already hold when that is more: a lost first line or a lost
 * line in the middle keeps the table whole, a jump to a huge offset does not.
 */
#define GAP_SLACK 4096u

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

struct line {
    const char *p;
    size_t len;
    unsigned number;
};

static size_t skip_blanks(const struct line *l, size_t i)
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
static bool parse_header(const struct line *l, char sig[5], uint64_t *addr, bool *has_addr)
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
    struct line rest = {at + 1, l->len - (size_t)(at + 1 - l->p), l->number};
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
static size_t parse_fixed_line(const char *p, size_t avail, size_t *offset, uint8_t bytes[16])
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
static bool parse_data(const struct line *l, size_t *offset, uint8_t bytes[16], size_t *count,
                       bool *malformed)
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

struct block {
    bool open;
    bool skip;           /* a limit is reached: its lines are read, not kept */
    char sig[5];
    uint64_t address;
    bool has_address;
    unsigned header_line;
    unsigned data_line;
    uint8_t *bytes;
    size_t len, cap;     /* cap bytes are reserved in the budget */
    size_t real;         /* bytes the lines really hold (len minus the zero-filled gaps) */
    unsigned far_lines;  /* lines ignored for an offset far past the table's bytes */
    size_t text_left;    /* characters after the header line: at most a third are bytes */
};

enum put_result { PUT_OK, PUT_FAR, PUT_CUT };

/*
 * A table's buffer is written from start to end right after it is made:
 * for a big one, ask for all its pages in one call instead of taking a
 * fault every 4 KiB (each costs more than the 4 KiB of parsing).  Only a
 * hint: an older kernel says no and the pages fault in as usual.
 */
static void prefault(uint8_t *p, size_t n)
{
#ifdef MADV_POPULATE_WRITE
    uintptr_t page = 4096, start = ((uintptr_t)p + page - 1) & ~(page - 1);
    uintptr_t end = ((uintptr_t)p + n) & ~(page - 1);
    if (n >= 16 * page && end > start)
        (void)madvise((void *)start, end - start, MADV_POPULATE_WRITE);
#else
    (void)p;
    (void)n;
#endif
}

static void block_drop_bytes(struct al_tableset *ts, struct block *b)
{
    free(b->bytes);
    al_budget_release(ts, b->cap);
    b->bytes = NULL;
    b->cap = 0;
}

static void block_reset(struct al_tableset *ts, struct block *b)
{
    block_drop_bytes(ts, b);
    b->open = b->skip = false;
    b->len = b->real = 0;
    b->data_line = 0;
    b->far_lines = 0;
}

static void cut_block(struct al_tableset *ts, const char *name, struct block *b,
                      enum al_cut_kind kind, size_t need)
{
    char what[128];
    snprintf(what, sizeof(what), "the %s table reaches %zu bytes and was not loaded", b->sig,
             need);
    struct al_source at = {.file = name, .line = b->header_line};
    al_budget_cut(ts, kind, &at, kind == AL_CUT_TABLE ? ts->budget.table : ts->budget.bytes,
                  what);
    /* Like a binary table too large: none of it is loaded, rather than a truncated part. */
    block_drop_bytes(ts, b);
    b->len = b->real = 0;
    b->skip = true;
}

static enum put_result block_put(struct al_tableset *ts, const char *name, struct block *b,
                                 size_t offset, const uint8_t *bytes, size_t count)
{
    if (offset > b->len && offset - b->len > (b->real > GAP_SLACK ? b->real : GAP_SLACK))
        return PUT_FAR;
    size_t need = offset + count;
    if (need > b->cap) {
        if (need > ts->budget.table) {
            cut_block(ts, name, b, AL_CUT_TABLE, need);
            return PUT_CUT;
        }
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < need)
            cap *= 2;
        /*
         * The first line holds the header's Length: one buffer of that size,
         * when the rest of the text can hold it (" XX" a byte), instead of a
         * copy per doubling.
         */
        if (!b->cap && offset == 0 && count >= 8) {
            size_t claimed = (size_t)bytes[4] | (size_t)bytes[5] << 8 |
                             (size_t)bytes[6] << 16 | (size_t)bytes[7] << 24;
            if (claimed >= need && claimed <= b->text_left / 3 + 16)
                cap = claimed;
        }
        if (cap > ts->budget.table)
            cap = (size_t)ts->budget.table;
        if (!al_budget_reserve(ts, cap - b->cap)) {
            cut_block(ts, name, b, AL_CUT_BYTES, need);
            return PUT_CUT;
        }
        uint8_t *grown = realloc(b->bytes, cap);
        if (!grown) {
            al_budget_release(ts, cap - b->cap);
            cut_block(ts, name, b, AL_CUT_NOMEM, need);
            return PUT_CUT;
        }
        prefault(grown + b->cap, cap - b->cap);
        b->bytes = grown;
        b->cap = cap;
    }
    if (offset > b->len)
        memset(b->bytes + b->len, 0, offset - b->len);
    if (count)
        memcpy(b->bytes + offset, bytes, count);
    if (need > b->len)
        b->len = need;
    b->real += count;
    return PUT_OK;
}

static void block_close(struct al_tableset *ts, const char *name, struct block *b)
{
    if (!b->open)
        return;
    if (b->far_lines > 1)
        al_report(ts, AL_R_DUMP_OFFSET_GAP, al_at_file(name, AL_NO_OFFSET, b->header_line),
                  "%s: %u hex lines in all were ignored for offsets far past the table's bytes",
                  b->sig, b->far_lines);
    if (b->skip) {
        block_reset(ts, b);
        return;
    }
    if (b->len == 0) {
        al_report(ts, AL_R_DUMP_BAD_LINE, al_at_file(name, AL_NO_OFFSET, b->header_line),
                  "table header '%s @ ...' is followed by no hex lines; table skipped", b->sig);
        block_reset(ts, b);
        return;
    }
    struct al_source src = {.file = name, .line = b->header_line, .data_line = b->data_line};
    /* The table takes the block's buffer, fitted to its bytes, with their reservation. */
    uint8_t *fitted = b->len < b->cap ? realloc(b->bytes, b->len) : b->bytes;
    if (fitted)
        b->bytes = fitted;
    al_budget_release(ts, b->cap - b->len);
    b->cap = b->len;
    struct al_table *t = al_tableset_adopt(ts, b->bytes, b->len, b->sig, &src);
    if (t) {
        b->bytes = NULL; /* the table's now, with its reservation */
        b->cap = 0;
        t->address = b->address;
        t->has_address = b->has_address;
        if (t->kind != AL_KIND_RSDP && b->len >= 4 && memcmp(t->signature, b->sig, 4) != 0)
            al_report(ts, AL_R_DUMP_SIGNATURE_MISMATCH, al_at_table(t, 0, "Signature"),
                      "the dump header names this table %s but its bytes say otherwise", b->sig);
    }
    block_reset(ts, b);
}

int al_looks_like_text_dump(const uint8_t *data, size_t size)
{
    size_t limit = size < 65536 ? size : 65536;
    if (size == 0 || memchr(data, 0, limit))
        return 0;
    struct line l = {(const char *)data, 0, 0};
    size_t pos = 0;
    for (unsigned n = 0; pos < limit && n < 200; n++) {
        const char *nl = memchr(data + pos, '\n', size - pos);
        size_t end = nl ? (size_t)(nl - (const char *)data) : size;
        l.p = (const char *)data + pos;
        l.len = end - pos;
        if (l.len && l.p[l.len - 1] == '\r')
            l.len--;
        char sig[5];
        uint64_t addr;
        bool has;
        if (parse_header(&l, sig, &addr, &has))
            return 1;
        pos = end + 1;
    }
    return 0;
}

/* A hex line of the open block. */
static void data_line(struct al_tableset *ts, const char *name, struct block *b,
                      const struct line *l, size_t offset, const uint8_t *bytes, size_t count,
                      bool malformed)
{
    if (b->data_line == 0)
        b->data_line = l->number;
    if (b->skip)
        return;
    if (malformed)
        al_report(ts, AL_R_DUMP_BAD_LINE, al_at_file(name, AL_NO_OFFSET, l->number),
                  "%s: hex line 0x%zx is malformed after %zu byte(s); those bytes were "
                  "kept, the rest of the line ignored",
                  b->sig, offset, count);
    size_t expected = b->len;
    if (block_put(ts, name, b, offset, bytes, count) == PUT_FAR) {
        /* The first such line is reported; the count of all of them when the table ends. */
        if (b->far_lines++ == 0)
            al_report(ts, AL_R_DUMP_OFFSET_GAP, al_at_file(name, AL_NO_OFFSET, l->number),
                      "%s: hex line offset 0x%zx is far past the 0x%zx bytes the table's lines "
                      "hold; line ignored",
                      b->sig, offset, expected);
        return;
    }
    /* Offsets must follow one another; a small gap (zero-filled) or a step back is reported. */
    if (offset != expected)
        al_report(ts, AL_R_DUMP_OFFSET_GAP, al_at_file(name, AL_NO_OFFSET, l->number),
                  "%s: hex line offset 0x%zx where 0x%zx was expected", b->sig, offset, expected);
}

/* The line loop's state, carried from one piece of a streamed text to the next. */
struct al_dump_stream {
    const char *name;
    struct block b;
    unsigned number, preamble, preamble_first;
    bool seen_header;
};

/*
 * The lines of one piece of the text.  A piece ends at a line end (or is the
 * text's last); after: the characters of the text after it, what a table's
 * claimed Length is weighed against.
 */
void al_dump_stream_lines(struct al_tableset *ts, struct al_dump_stream *st, const char *text,
                          size_t size, uint64_t after)
{
    const char *name = st->name;
    struct block *b = &st->b;
    size_t pos = 0;
    while (pos < size) {
        if (b->open) {
            size_t offset, taken;
            uint8_t bytes[16];
            taken = parse_fixed_line(text + pos, size - pos, &offset, bytes);
            if (taken) {
                struct line l = {text + pos, taken, ++st->number};
                pos += taken;
                if (b->data_line && !b->skip && offset == b->len && b->len + 16 <= b->cap) {
                    /* The next row of a table whose buffer holds it: no bookkeeping. */
                    memcpy(b->bytes + b->len, bytes, 16);
                    b->len += 16;
                    b->real += 16;
                } else {
                    data_line(ts, name, b, &l, offset, bytes, 16, false);
                }
                continue;
            }
        }
        const char *nl = memchr(text + pos, '\n', size - pos);
        size_t end = nl ? (size_t)(nl - text) : size;
        struct line l = {text + pos, end - pos, ++st->number};
        if (l.len && l.p[l.len - 1] == '\r')
            l.len--;
        pos = end + 1;

        char sig[5];
        uint64_t addr;
        bool has_addr, malformed;
        size_t offset, count;
        uint8_t bytes[16];
        if (b->open && parse_data(&l, &offset, bytes, &count, &malformed)) {
            data_line(ts, name, b, &l, offset, bytes, count, malformed);
            continue;
        }
        if (skip_blanks(&l, 0) == l.len)
            continue;
        if (parse_header(&l, sig, &addr, &has_addr)) {
            block_close(ts, name, b);
            b->open = true;
            memcpy(b->sig, sig, 5);
            b->address = addr;
            b->has_address = has_addr;
            b->header_line = l.number;
            b->text_left = size - (pos < size ? pos : size) + after;
            struct al_source src = {.file = name, .line = l.number};
            b->skip = al_tableset_full(ts, &src);
            st->seen_header = true;
            continue;
        }
        if (!st->seen_header) {
            /* Text before the first table (a banner, a shell prompt) is not part of the dump. */
            if (st->preamble++ == 0)
                st->preamble_first = l.number;
            continue;
        }
        al_report(ts, AL_R_DUMP_BAD_LINE, al_at_file(name, AL_NO_OFFSET, l.number),
                  "line is neither a table header ('SIG @ 0xADDR') nor a hex line "
                  "('OOOO: XX XX ...'); ignored");
    }
}

static void dump_end(struct al_tableset *ts, struct al_dump_stream *st)
{
    block_close(ts, st->name, &st->b);
    block_drop_bytes(ts, &st->b);
    if (st->preamble)
        al_report(ts, AL_R_DUMP_PREAMBLE, al_at_file(st->name, AL_NO_OFFSET, st->preamble_first),
                  "%u line(s) before the first table header were ignored", st->preamble);
}

int al_load_text_dump(struct al_tableset *ts, const char *name, const char *text, size_t size)
{
    struct al_dump_stream st = {.name = name};
    al_dump_stream_lines(ts, &st, text, size, 0);
    dump_end(ts, &st);
    return AL_LOAD_OK;
}

struct al_dump_stream *al_dump_stream_begin(const char *name)
{
    struct al_dump_stream *st = calloc(1, sizeof(*st));
    if (st)
        st->name = name;
    return st;
}

unsigned al_dump_stream_line_count(const struct al_dump_stream *st)
{
    return st->number;
}

void al_dump_stream_end(struct al_tableset *ts, struct al_dump_stream *st)
{
    dump_end(ts, st);
    free(st);
}
