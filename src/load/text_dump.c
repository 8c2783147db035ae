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
 */
#include "acpilint/load.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* A block's offsets beyond this are treated as corrupt, not as a reason to allocate. */
#define MAX_TABLE_BYTES ((size_t)16 << 20)

struct line {
    const char *p;
    size_t len;
    unsigned number;
};

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = tolower(c);
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

static size_t skip_blanks(const struct line *l, size_t i)
{
    while (i < l->len && (l->p[i] == ' ' || l->p[i] == '\t'))
        i++;
    return i;
}

static bool line_blank(const struct line *l)
{
    return skip_blanks(l, 0) == l->len;
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
    while (end > start && (l->p[end - 1] == ' ' || l->p[end - 1] == '\t'))
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
            if (!isprint((unsigned char)name[i]) || name[i] == ' ')
                return false;
        for (size_t i = 4; i < name_len; i++)
            if (!isdigit((unsigned char)name[i]))
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
    *count = 0;
    while (*count < 16) {
        /* One space before each byte (acpidump prints exactly one after the colon). */
        if (i >= l->len || (l->p[i] != ' ' && l->p[i] != '\t'))
            break;
        size_t j = i + 1;
        if (j + 2 > l->len || hexval(l->p[j]) < 0 || hexval(l->p[j + 1]) < 0)
            break;
        if (j + 2 < l->len && l->p[j + 2] != ' ' && l->p[j + 2] != '\t')
            break;
        bytes[(*count)++] = (uint8_t)(hexval(l->p[j]) << 4 | hexval(l->p[j + 1]));
        i = j + 2;
    }
    *offset = (size_t)off;
    *malformed = false;
    /*
     * Fewer than 16 bytes must end the line or be followed by the gap before
     * the ASCII column; one space then something else is a mangled byte.
     */
    if (*count < 16 && i + 1 < l->len && (l->p[i] == ' ' || l->p[i] == '\t') &&
        l->p[i + 1] != ' ' && l->p[i + 1] != '\t')
        *malformed = true;
    return *count > 0 || *malformed;
}

struct block {
    bool open;
    char sig[5];
    uint64_t address;
    bool has_address;
    unsigned header_line;
    unsigned data_line;
    uint8_t *bytes;
    size_t len, cap;
    bool corrupt_offset; /* an offset beyond MAX_TABLE_BYTES was seen */
};

static void block_reset(struct block *b)
{
    b->open = false;
    b->len = 0;
    b->data_line = 0;
    b->corrupt_offset = false;
}

static bool block_put(struct block *b, size_t offset, const uint8_t *bytes, size_t count)
{
    if (offset > MAX_TABLE_BYTES || count > MAX_TABLE_BYTES - offset)
        return false;
    size_t need = offset + count;
    if (need > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < need)
            cap *= 2;
        uint8_t *grown = realloc(b->bytes, cap);
        if (!grown)
            return false;
        b->bytes = grown;
        b->cap = cap;
    }
    if (offset > b->len)
        memset(b->bytes + b->len, 0, offset - b->len);
    /* A malformed first line keeps 0 bytes while b->bytes is still NULL. */
    if (count)
        memcpy(b->bytes + offset, bytes, count);
    if (need > b->len)
        b->len = need;
    return true;
}

static void block_close(struct al_tableset *ts, const char *name, struct block *b)
{
    if (!b->open)
        return;
    if (b->len == 0) {
        al_report(ts, "dump.bad-line", al_at_file(name, AL_NO_OFFSET, b->header_line),
                  "table header '%s @ ...' is followed by no hex lines; table skipped", b->sig);
        block_reset(b);
        return;
    }
    struct al_source src = {name, 0, b->header_line, b->data_line, false, false, NULL, false};
    if (al_tableset_full(ts, &src)) {
        block_reset(b);
        return;
    }
    struct al_table *t = al_tableset_add(ts, b->bytes, b->len, b->sig, &src);
    if (t) {
        t->address = b->address;
        t->has_address = b->has_address;
        if (t->kind != AL_KIND_RSDP && b->len >= 4 && memcmp(t->signature, b->sig, 4) != 0)
            al_report(ts, "dump.signature-mismatch", al_at_table(t, 0, "Signature"),
                      "the dump header names this table %s but its bytes say otherwise",
                      b->sig);
    }
    block_reset(b);
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

int al_load_text_dump(struct al_tableset *ts, const char *name, const char *text, size_t size)
{
    struct block b = {0};
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
        if (line_blank(&l))
            continue;
        if (parse_header(&l, sig, &addr, &has_addr)) {
            block_close(ts, name, &b);
            b.open = true;
            memcpy(b.sig, sig, 5);
            b.address = addr;
            b.has_address = has_addr;
            b.header_line = l.number;
            seen_header = true;
            continue;
        }
        if (b.open && parse_data(&l, &offset, bytes, &count, &malformed)) {
            if (b.data_line == 0)
                b.data_line = l.number;
            if (malformed)
                al_report(ts, "dump.bad-line", al_at_file(name, AL_NO_OFFSET, l.number),
                          "%s: hex line 0x%zx is malformed after %zu byte(s); those bytes were "
                          "kept, the rest of the line ignored",
                          b.sig, offset, count);
            if (offset != b.len)
                al_report(ts, "dump.offset-gap", al_at_file(name, AL_NO_OFFSET, l.number),
                          "%s: hex line offset 0x%zx where 0x%zx was expected", b.sig, offset,
                          b.len);
            if (!block_put(&b, offset, bytes, count) && !b.corrupt_offset) {
                b.corrupt_offset = true;
                al_report(ts, "dump.bad-line", al_at_file(name, AL_NO_OFFSET, l.number),
                          "%s: hex line offset 0x%zx is beyond any plausible table size; "
                          "line ignored",
                          b.sig, offset);
            }
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
    free(b.bytes);
    if (preamble)
        al_report(ts, "dump.preamble", al_at_file(name, AL_NO_OFFSET, preamble_first),
                  "%u line(s) before the first table header were ignored", preamble);
    return AL_LOAD_OK;
}
