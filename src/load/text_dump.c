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

#include <stdlib.h>
#include <string.h>

/*
 * A gap may add at most this many zero bytes, or as many as the lines of
 * the table already hold when that is more: a lost first line or a lost
 * line in the middle keeps the table whole, a jump to a huge offset does not.
 */
#define GAP_SLACK 4096u

/* Hex digit values plus one (0: not a hex digit), so one load answers both questions. */
static const unsigned char hex1[256] = {
    ['0'] = 1,  ['1'] = 2,  ['2'] = 3,  ['3'] = 4,  ['4'] = 5,  ['5'] = 6,  ['6'] = 7,
    ['7'] = 8,  ['8'] = 9,  ['9'] = 10, ['a'] = 11, ['b'] = 12, ['c'] = 13, ['d'] = 14,
    ['e'] = 15, ['f'] = 16, ['A'] = 11, ['B'] = 12, ['C'] = 13, ['D'] = 14, ['E'] = 15,
    ['F'] = 16,
};

static int hexval(char c)
{
    return (int)hex1[(unsigned char)c] - 1;
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

/*
 * The 16 bytes of a full acpidump line at p (" XX" sixteen times), decoded
 * with no branch per byte; false when any of the 48 characters does not fit.
 */
static bool parse_full_row(const char *p, uint8_t bytes[16])
{
    unsigned bad = 0;
    for (size_t k = 0; k < 16; k++, p += 3) {
        unsigned hi = hex1[(unsigned char)p[1]], lo = hex1[(unsigned char)p[2]];
        bad |= (p[0] != ' ' && p[0] != '\t') | !hi | !lo;
        bytes[k] = (uint8_t)((hi - 1) << 4 | (lo - 1));
    }
    return !bad;
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
        al_report(ts, "dump.offset-gap", al_at_file(name, AL_NO_OFFSET, b->header_line),
                  "%s: %u hex lines in all were ignored for offsets far past the table's bytes",
                  b->sig, b->far_lines);
    if (b->skip) {
        block_reset(ts, b);
        return;
    }
    if (b->len == 0) {
        al_report(ts, "dump.bad-line", al_at_file(name, AL_NO_OFFSET, b->header_line),
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
            al_report(ts, "dump.signature-mismatch", al_at_table(t, 0, "Signature"),
                      "the dump header names this table %s but its bytes say otherwise",
                      b->sig);
    }
    block_reset(ts, b);
}

int al_looks_like_text_dump(const uint8_t *data, size_t size)
{
    size_t limit = size < 65536 ? size : 65536;
    if (memchr(data, 0, limit))
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
        al_report(ts, "dump.bad-line", al_at_file(name, AL_NO_OFFSET, l->number),
                  "%s: hex line 0x%zx is malformed after %zu byte(s); those bytes were "
                  "kept, the rest of the line ignored",
                  b->sig, offset, count);
    size_t expected = b->len;
    if (block_put(ts, name, b, offset, bytes, count) == PUT_FAR) {
        /* The first such line is reported; the count of all of them when the table ends. */
        if (b->far_lines++ == 0)
            al_report(ts, "dump.offset-gap", al_at_file(name, AL_NO_OFFSET, l->number),
                      "%s: hex line offset 0x%zx is far past the 0x%zx bytes the table's lines "
                      "hold; line ignored",
                      b->sig, offset, expected);
        return;
    }
    /* Offsets must follow one another; a small gap (zero-filled) or a step back is reported. */
    if (offset != expected)
        al_report(ts, "dump.offset-gap", al_at_file(name, AL_NO_OFFSET, l->number),
                  "%s: hex line offset 0x%zx where 0x%zx was expected", b->sig, offset,
                  expected);
}

int al_load_text_dump(struct al_tableset *ts, const char *name, const char *text, size_t size)
{
    struct block b;
    memset(&b, 0, sizeof(b));
    size_t pos = 0;
    unsigned number = 0, preamble = 0, preamble_first = 0;
    bool seen_header = false;
    while (pos < size) {
        const char *nl = memchr(text + pos, '\n', size - pos);
        size_t end = nl ? (size_t)(nl - text) : size;
        struct line l = {text + pos, end - pos, ++number};
        if (l.len && l.p[l.len - 1] == '\r')
            l.len--;
        pos = end + 1;

        char sig[5];
        uint64_t addr;
        bool has_addr, malformed;
        size_t offset, count;
        uint8_t bytes[16];
        if (b.open && parse_data(&l, &offset, bytes, &count, &malformed)) {
            data_line(ts, name, &b, &l, offset, bytes, count, malformed);
            continue;
        }
        if (skip_blanks(&l, 0) == l.len)
            continue;
        if (parse_header(&l, sig, &addr, &has_addr)) {
            block_close(ts, name, &b);
            b.open = true;
            memcpy(b.sig, sig, 5);
            b.address = addr;
            b.has_address = has_addr;
            b.header_line = l.number;
            b.text_left = size - (pos < size ? pos : size);
            struct al_source src = {.file = name, .line = l.number};
            b.skip = al_tableset_full(ts, &src);
            seen_header = true;
            continue;
        }
        if (!seen_header) {
            /* Text before the first table (a banner, a shell prompt) is not part of the dump. */
            if (preamble++ == 0)
                preamble_first = l.number;
            continue;
        }
        al_report(ts, "dump.bad-line", al_at_file(name, AL_NO_OFFSET, l.number),
                  "line is neither a table header ('SIG @ 0xADDR') nor a hex line "
                  "('OOOO: XX XX ...'); ignored");
    }
    block_close(ts, name, &b);
    block_drop_bytes(ts, &b);
    if (preamble)
        al_report(ts, "dump.preamble", al_at_file(name, AL_NO_OFFSET, preamble_first),
                  "%u line(s) before the first table header were ignored", preamble);
    return AL_LOAD_OK;
}
