/* SPDX-License-Identifier: MIT */
/*
 * A write buffer in front of a stdio stream, for output made of many small
 * pieces (the JSON writer's calls, the --namespace listing's lines): pieces
 * are copied into caller-provided storage and leave in one fwrite when it
 * fills or the caller flushes, because a stdio call a piece (each takes the
 * stream's lock) costs more than the copy.  A piece larger than the storage
 * goes straight to the stream.  Inline: the callers are hot paths.
 */
#ifndef ACPILINT_OUTBUF_H
#define ACPILINT_OUTBUF_H

#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct al_outbuf {
    FILE *out;
    char *buf;  /* the caller's storage */
    size_t cap; /* its size */
    size_t len; /* bytes held, not yet written */
};

static inline void al_outbuf_init(struct al_outbuf *o, FILE *out, char *buf, size_t cap)
{
    o->out = out;
    o->buf = buf;
    o->cap = cap;
    o->len = 0;
}

/* Bytes that fit before the next flush. */
static inline size_t al_outbuf_room(const struct al_outbuf *o)
{
    return o->cap - o->len;
}

static inline void al_outbuf_flush(struct al_outbuf *o)
{
    if (o->len)
        fwrite(o->buf, 1, o->len, o->out);
    o->len = 0;
}

static inline void al_outbuf_write(struct al_outbuf *o, const char *s, size_t n)
{
    if (n > al_outbuf_room(o)) {
        al_outbuf_flush(o);
        if (n > o->cap) {
            fwrite(s, 1, n, o->out);
            return;
        }
    }
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}

static inline void al_outbuf_putc(struct al_outbuf *o, char c)
{
    if (o->len == o->cap)
        al_outbuf_flush(o);
    o->buf[o->len++] = c;
}

#endif
