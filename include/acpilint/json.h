/* SPDX-License-Identifier: MIT */
/*
 * A small streaming JSON writer: it tracks nesting and commas so callers
 * only say what comes next, and it escapes every string (table bytes may
 * hold anything; non-ASCII and control bytes leave as \u00XX escapes).
 * Output is deterministic: two-space indentation, keys in call order.
 */
#ifndef ACPILINT_JSON_H
#define ACPILINT_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define AL_JSON_MAX_DEPTH 32

struct al_json {
    FILE *out;
    int depth;
    bool first[AL_JSON_MAX_DEPTH]; /* no member written yet at this depth */
    bool after_key;
};

void al_json_init(struct al_json *j, FILE *out);

void al_json_begin_object(struct al_json *j);
void al_json_end_object(struct al_json *j);
void al_json_begin_array(struct al_json *j);
void al_json_end_array(struct al_json *j);

/* A member key inside an object; the next value call writes its value. */
void al_json_key(struct al_json *j, const char *key);

void al_json_string(struct al_json *j, const char *s);
/* A string of exactly n raw bytes (may contain NUL and any byte). */
void al_json_string_n(struct al_json *j, const char *s, size_t n);
void al_json_uint(struct al_json *j, uint64_t v);
void al_json_int(struct al_json *j, int64_t v);
void al_json_bool(struct al_json *j, bool v);
void al_json_null(struct al_json *j);
/* "0x..." string for addresses and MPIDRs. */
void al_json_hex(struct al_json *j, uint64_t v);

/* Shorthands for key + value. */
void al_json_kv_string(struct al_json *j, const char *key, const char *s);
void al_json_kv_uint(struct al_json *j, const char *key, uint64_t v);
void al_json_kv_int(struct al_json *j, const char *key, int64_t v);
void al_json_kv_bool(struct al_json *j, const char *key, bool v);
void al_json_kv_hex(struct al_json *j, const char *key, uint64_t v);

/* Ends the document with a newline. */
void al_json_finish(struct al_json *j);

#endif
