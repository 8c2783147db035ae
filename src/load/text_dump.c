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

#include "load/dump_line.h"
#include "load/load_internal.h"

/*
 * A gap may add at most this many zero bytes, or as many as the lines of
 * the table already hold when that is more: a lost first line or a lost
 * line in the middle keeps the table whole, a jump to a huge offset does not.
 */
#define GAP_SLACK 4096u

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
    struct al_dump_line l = {(const char *)data, 0, 0};
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
        if (al_dump_parse_header(&l, sig, &addr, &has))
            return 1;
        pos = end + 1;
    }
    return 0;
}

/* A hex line of the open block. */
static void data_line(struct al_tableset *ts, const char *name, struct block *b,
                      const struct al_dump_line *l, size_t offset, const uint8_t *bytes, size_t count,
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
            taken = al_dump_parse_fixed_line(text + pos, size - pos, &offset, bytes);
            if (taken) {
                struct al_dump_line l = {text + pos, taken, ++st->number};
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
        struct al_dump_line l = {text + pos, end - pos, ++st->number};
        if (l.len && l.p[l.len - 1] == '\r')
            l.len--;
        pos = end + 1;

        char sig[5];
        uint64_t addr;
        bool has_addr, malformed;
        size_t offset, count;
        uint8_t bytes[16];
        if (b->open && al_dump_parse_data(&l, &offset, bytes, &count, &malformed)) {
            data_line(ts, name, b, &l, offset, bytes, count, malformed);
            continue;
        }
        if (al_dump_line_is_blank(&l))
            continue;
        if (al_dump_parse_header(&l, sig, &addr, &has_addr)) {
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
