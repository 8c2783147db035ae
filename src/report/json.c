/* SPDX-License-Identifier: MIT */
#include "acpilint/json.h"

#include <inttypes.h>
#include <string.h>

void al_json_init(struct al_json *j, FILE *out)
{
    memset(j, 0, sizeof(*j));
    j->out = out;
    j->first[0] = true;
}

static void indent(struct al_json *j)
{
    /* One write per line: reports of thousands of findings (--each) spend their time here. */
    static const char spaces[] = "\n                                                                ";
    size_t n = 1 + 2 * (size_t)j->depth;
    fwrite(spaces, 1, n < sizeof(spaces) - 1 ? n : sizeof(spaces) - 1, j->out);
}

/* Separator and indentation before a value or key at the current depth. */
static void before_item(struct al_json *j)
{
    if (j->after_key) {
        j->after_key = false;
        return;
    }
    if (j->depth == 0)
        return;
    if (!j->first[j->depth])
        fputc(',', j->out);
    j->first[j->depth] = false;
    indent(j);
}

static void open(struct al_json *j, char c)
{
    before_item(j);
    fputc(c, j->out);
    if (j->depth + 1 < AL_JSON_MAX_DEPTH)
        j->depth++;
    j->first[j->depth] = true;
}

static void close(struct al_json *j, char c)
{
    bool empty = j->first[j->depth];
    if (j->depth > 0)
        j->depth--;
    if (!empty)
        indent(j);
    fputc(c, j->out);
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

static void write_escaped(FILE *out, const char *s, size_t n)
{
    fputc('"', out);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        /* A run of printable ASCII but '"' and '\\' goes out in one write. */
        size_t run = i;
        while (run < n && (unsigned char)s[run] >= 0x20 && (unsigned char)s[run] < 0x7f &&
               s[run] != '"' && s[run] != '\\')
            run++;
        if (run > i) {
            fwrite(s + i, 1, run - i, out);
            i = run - 1;
            continue;
        }
        switch (c) {
        case '"':
            fputs("\\\"", out);
            break;
        case '\\':
            fputs("\\\\", out);
            break;
        case '\n':
            fputs("\\n", out);
            break;
        case '\t':
            fputs("\\t", out);
            break;
        default:
            /* Bytes from tables are not UTF-8: escape everything outside printable ASCII. */
            if (c < 0x20 || c >= 0x7f)
                fprintf(out, "\\u%04x", c);
            else
                fputc(c, out);
        }
    }
    fputc('"', out);
}

void al_json_key(struct al_json *j, const char *key)
{
    before_item(j);
    write_escaped(j->out, key, strlen(key));
    fputs(": ", j->out);
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
    before_item(j);
    write_escaped(j->out, s, n);
}

void al_json_uint(struct al_json *j, uint64_t v)
{
    before_item(j);
    fprintf(j->out, "%" PRIu64, v);
}

void al_json_int(struct al_json *j, int64_t v)
{
    before_item(j);
    fprintf(j->out, "%" PRId64, v);
}

void al_json_bool(struct al_json *j, bool v)
{
    before_item(j);
    fputs(v ? "true" : "false", j->out);
}

void al_json_null(struct al_json *j)
{
    before_item(j);
    fputs("null", j->out);
}

void al_json_hex(struct al_json *j, uint64_t v)
{
    before_item(j);
    fprintf(j->out, "\"0x%" PRIx64 "\"", v);
}

void al_json_kv_string(struct al_json *j, const char *key, const char *s)
{
    al_json_key(j, key);
    al_json_string(j, s);
}

void al_json_kv_uint(struct al_json *j, const char *key, uint64_t v)
{
    al_json_key(j, key);
    al_json_uint(j, v);
}

void al_json_kv_int(struct al_json *j, const char *key, int64_t v)
{
    al_json_key(j, key);
    al_json_int(j, v);
}

void al_json_kv_bool(struct al_json *j, const char *key, bool v)
{
    al_json_key(j, key);
    al_json_bool(j, v);
}

void al_json_kv_hex(struct al_json *j, const char *key, uint64_t v)
{
    al_json_key(j, key);
    al_json_hex(j, v);
}

void al_json_finish(struct al_json *j)
{
    fputc('\n', j->out);
}
