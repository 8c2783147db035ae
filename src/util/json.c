/* SPDX-License-Identifier: MIT */
/*
 * Each call composes what it writes (separator, indentation, key, value) in
 * a buffer on the stack and hands it to stdio in one write before it
 * returns: a report is thousands of small pieces, and a stdio call a piece
 * (each takes the stream's lock) was a third of the JSON writer's cost.
 * Nothing is held between calls, so a caller may write to the stream itself
 * between them.  Numbers are formatted here for the same reason (printf
 * parses its format on every call).
 */
#include "acpilint/json.h"

#include <string.h>

#include "acpilint/outbuf.h"

/* What one call writes (outbuf.h); a longer string goes out in several writes. */
struct piece {
    struct al_outbuf o;
    char b[512];
};

static void piece_init(struct piece *p, FILE *out)
{
    al_outbuf_init(&p->o, out, p->b, sizeof(p->b));
}

static void flush(struct piece *p)
{
    al_outbuf_flush(&p->o);
}

static void put(struct piece *p, const char *s, size_t n)
{
    al_outbuf_write(&p->o, s, n);
}

static void put_c(struct piece *p, char c)
{
    al_outbuf_putc(&p->o, c);
}

void al_json_init(struct al_json *j, FILE *out)
{
    memset(j, 0, sizeof(*j));
    j->out = out;
    j->first[0] = true;
}

static void indent(struct al_json *j, struct piece *p)
{
    static const char spaces[] = "\n                                                                ";
    size_t n = 1 + 2 * (size_t)j->depth;
    put(p, spaces, n < sizeof(spaces) - 1 ? n : sizeof(spaces) - 1);
}

/* Separator and indentation before a value or key at the current depth. */
static void before_item(struct al_json *j, struct piece *p)
{
    if (j->after_key) {
        j->after_key = false;
        return;
    }
    if (j->depth == 0)
        return;
    if (!j->first[j->depth])
        put_c(p, ',');
    j->first[j->depth] = false;
    indent(j, p);
}

static void open(struct al_json *j, char c)
{
    struct piece p;
    piece_init(&p, j->out);
    before_item(j, &p);
    put_c(&p, c);
    flush(&p);
    if (j->depth + 1 < AL_JSON_MAX_DEPTH)
        j->depth++;
    j->first[j->depth] = true;
}

static void close(struct al_json *j, char c)
{
    struct piece p;
    piece_init(&p, j->out);
    bool empty = j->first[j->depth];
    if (j->depth > 0)
        j->depth--;
    if (!empty)
        indent(j, &p);
    put_c(&p, c);
    flush(&p);
}

void al_json_begin_object(struct al_json *j)
{
    open(j, '{');
}

void al_json_end_object(struct al_json *j)
{
    close(j, '}');
}

void al_json_begin_array(struct al_json *j)
{
    open(j, '[');
}

void al_json_end_array(struct al_json *j)
{
    close(j, ']');
}

/* The bytes a JSON string holds as they are: printable ASCII but '"' and '\\'. */
#define PLAIN16(b) b, b, b, b, b, b, b, b, b, b, b, b, b, b, b, b
static const bool plain[256] = {
    PLAIN16(false), PLAIN16(false),
    true, true, false, true, true, true, true, true, true, true, true, true, true, true, true, true,
    PLAIN16(true), PLAIN16(true),
    true, true, true, true, true, true, true, true, true, true, true, true, false, true, true, true,
    PLAIN16(true),
    true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false,
    PLAIN16(false), PLAIN16(false), PLAIN16(false), PLAIN16(false),
    PLAIN16(false), PLAIN16(false), PLAIN16(false), PLAIN16(false),
};

static void put_escaped(struct piece *p, const char *s, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    put_c(p, '"');
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        /* A run of printable ASCII but '"' and '\\' is copied as it is. */
        size_t run = i;
        while (run < n && plain[(unsigned char)s[run]])
            run++;
        if (run > i) {
            put(p, s + i, run - i);
            i = run - 1;
            continue;
        }
        switch (c) {
        case '"':
            put(p, "\\\"", 2);
            break;
        case '\\':
            put(p, "\\\\", 2);
            break;
        case '\n':
            put(p, "\\n", 2);
            break;
        case '\t':
            put(p, "\\t", 2);
            break;
        default: {
            /* Bytes from tables are not UTF-8: everything outside printable ASCII is escaped. */
            char u[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            put(p, u, sizeof(u));
        }
        }
    }
    put_c(p, '"');
}

static void put_key(struct al_json *j, struct piece *p, const char *key)
{
    before_item(j, p);
    put_escaped(p, key, strlen(key));
    put(p, ": ", 2);
}

/* v in decimal, as printf's PRIu64 writes it. */
static void put_uint(struct piece *p, uint64_t v)
{
    char d[20];
    size_t n = sizeof(d);
    do {
        d[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    put(p, d + n, sizeof(d) - n);
}

static void put_int(struct piece *p, int64_t v)
{
    if (v < 0) {
        put_c(p, '-');
        put_uint(p, (uint64_t)0 - (uint64_t)v); /* INT64_MIN too */
    } else {
        put_uint(p, (uint64_t)v);
    }
}

/* "0x..." in lower case without leading zeros, as printf's "0x%" PRIx64 writes it. */
static void put_hex(struct piece *p, uint64_t v)
{
    static const char hex[] = "0123456789abcdef";
    char d[19];
    size_t n = sizeof(d);
    do {
        d[--n] = hex[v & 15];
        v >>= 4;
    } while (v);
    d[--n] = 'x';
    d[--n] = '0';
    put_c(p, '"');
    put(p, d + n, sizeof(d) - n);
    put_c(p, '"');
}

void al_json_key(struct al_json *j, const char *key)
{
    struct piece p;
    piece_init(&p, j->out);
    put_key(j, &p, key);
    flush(&p);
    j->after_key = true;
}

void al_json_string(struct al_json *j, const char *s)
{
    if (!s) {
        al_json_null(j);
        return;
    }
    al_json_string_n(j, s, strlen(s));
}

void al_json_string_n(struct al_json *j, const char *s, size_t n)
{
    struct piece p;
    piece_init(&p, j->out);
    before_item(j, &p);
    put_escaped(&p, s, n);
    flush(&p);
}

void al_json_uint(struct al_json *j, uint64_t v)
{
    struct piece p;
    piece_init(&p, j->out);
    before_item(j, &p);
    put_uint(&p, v);
    flush(&p);
}

void al_json_int(struct al_json *j, int64_t v)
{
    struct piece p;
    piece_init(&p, j->out);
    before_item(j, &p);
    put_int(&p, v);
    flush(&p);
}

void al_json_bool(struct al_json *j, bool v)
{
    struct piece p;
    piece_init(&p, j->out);
    before_item(j, &p);
    put(&p, v ? "true" : "false", v ? 4 : 5);
    flush(&p);
}

void al_json_null(struct al_json *j)
{
    struct piece p;
    piece_init(&p, j->out);
    before_item(j, &p);
    put(&p, "null", 4);
    flush(&p);
}

void al_json_hex(struct al_json *j, uint64_t v)
{
    struct piece p;
    piece_init(&p, j->out);
    before_item(j, &p);
    put_hex(&p, v);
    flush(&p);
}

/* The shorthands: key and value in one write. */
void al_json_kv_string(struct al_json *j, const char *key, const char *s)
{
    struct piece p;
    piece_init(&p, j->out);
    put_key(j, &p, key);
    if (s)
        put_escaped(&p, s, strlen(s));
    else
        put(&p, "null", 4);
    flush(&p);
}

void al_json_kv_uint(struct al_json *j, const char *key, uint64_t v)
{
    struct piece p;
    piece_init(&p, j->out);
    put_key(j, &p, key);
    put_uint(&p, v);
    flush(&p);
}

void al_json_kv_int(struct al_json *j, const char *key, int64_t v)
{
    struct piece p;
    piece_init(&p, j->out);
    put_key(j, &p, key);
    put_int(&p, v);
    flush(&p);
}

void al_json_kv_bool(struct al_json *j, const char *key, bool v)
{
    struct piece p;
    piece_init(&p, j->out);
    put_key(j, &p, key);
    put(&p, v ? "true" : "false", v ? 4 : 5);
    flush(&p);
}

void al_json_kv_hex(struct al_json *j, const char *key, uint64_t v)
{
    struct piece p;
    piece_init(&p, j->out);
    put_key(j, &p, key);
    put_hex(&p, v);
    flush(&p);
}

void al_json_finish(struct al_json *j)
{
    fputc('\n', j->out);
}
