/* SPDX-License-Identifier: MIT */
/*
 * What fuzz_report checks every report against, written from the formats'
 * definitions (RFC 8259 for JSON and SARIF, XML 1.0's well-formedness for
 * JUnit), strict where acpilint promises more: every report is printable
 * ASCII plus newlines (bytes from tables are escaped), so a control byte, an
 * escape sequence or a byte above 0x7e anywhere is a finding.
 *
 * Each function returns NULL when the text passes, else what is wrong.
 * Header-only: only the fuzz targets include it.
 */
#ifndef ACPILINT_FUZZ_VALIDATE_H
#define ACPILINT_FUZZ_VALIDATE_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

/*
 * The validators judge the reports; they are not the code under test.  In
 * the libFuzzer build they carry no coverage instrumentation: their
 * per-byte comparisons cost a callback each (a fifth of fuzz_report's time)
 * and counted as features, so inputs whose reports differed only in their
 * characters were kept as new.  An inlined body takes its caller's
 * instrumentation, so the entry points the harness calls are not inlined.
 */
#if defined(ACPILINT_LIBFUZZER) && defined(__clang__)
#define FV_UNTRACED __attribute__((no_sanitize("coverage")))
#define FV_ENTRY __attribute__((no_sanitize("coverage"), noinline))
#else
#define FV_UNTRACED
#define FV_ENTRY
#endif

/* Printable ASCII, space, newline; tab too when `tabs`. */
FV_ENTRY static inline const char *fv_plain_ascii(const char *s, size_t n, bool tabs)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\n' || (tabs && c == '\t') || (c >= 0x20 && c < 0x7f))
            continue;
        return "a control byte or a byte above 0x7e in the output";
    }
    return NULL;
}

/* ---- JSON (RFC 8259) ---- */

struct fv_json {
    const char *p, *end;
    const char *why;
    unsigned depth;
};

FV_UNTRACED static inline void fvj_ws(struct fv_json *j)
{
    while (j->p < j->end && (*j->p == ' ' || *j->p == '\n' || *j->p == '\t' || *j->p == '\r'))
        j->p++;
}

FV_UNTRACED static inline bool fvj_fail(struct fv_json *j, const char *why)
{
    if (!j->why)
        j->why = why;
    return false;
}

FV_UNTRACED static inline bool fvj_lit(struct fv_json *j, const char *lit)
{
    size_t n = strlen(lit);
    if ((size_t)(j->end - j->p) < n || memcmp(j->p, lit, n) != 0)
        return fvj_fail(j, "JSON: bad literal");
    j->p += n;
    return true;
}

FV_UNTRACED static inline bool fvj_hex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

FV_UNTRACED static inline bool fvj_string(struct fv_json *j)
{
    if (j->p >= j->end || *j->p != '"')
        return fvj_fail(j, "JSON: string expected");
    j->p++;
    while (j->p < j->end && *j->p != '"') {
        unsigned char c = (unsigned char)*j->p;
        if (c < 0x20)
            return fvj_fail(j, "JSON: raw control byte in a string");
        if (c == '\\') {
            j->p++;
            if (j->p >= j->end)
                return fvj_fail(j, "JSON: escape at the end");
            char e = *j->p;
            if (e == 'u') {
                if (j->end - j->p < 5 || !fvj_hex(j->p[1]) || !fvj_hex(j->p[2]) ||
                    !fvj_hex(j->p[3]) || !fvj_hex(j->p[4]))
                    return fvj_fail(j, "JSON: bad \\u escape");
                j->p += 4;
            } else if (!strchr("\"\\/bfnrt", e) || !e) {
                return fvj_fail(j, "JSON: bad escape");
            }
        }
        j->p++;
    }
    if (j->p >= j->end)
        return fvj_fail(j, "JSON: unterminated string");
    j->p++;
    return true;
}

FV_UNTRACED static inline bool fvj_digits(struct fv_json *j)
{
    const char *start = j->p;
    while (j->p < j->end && *j->p >= '0' && *j->p <= '9')
        j->p++;
    return j->p > start;
}

FV_UNTRACED static inline bool fvj_number(struct fv_json *j)
{
    if (j->p < j->end && *j->p == '-')
        j->p++;
    if (j->p < j->end && *j->p == '0')
        j->p++;
    else if (!fvj_digits(j))
        return fvj_fail(j, "JSON: bad number");
    if (j->p < j->end && *j->p == '.') {
        j->p++;
        if (!fvj_digits(j))
            return fvj_fail(j, "JSON: bad fraction");
    }
    if (j->p < j->end && (*j->p == 'e' || *j->p == 'E')) {
        j->p++;
        if (j->p < j->end && (*j->p == '+' || *j->p == '-'))
            j->p++;
        if (!fvj_digits(j))
            return fvj_fail(j, "JSON: bad exponent");
    }
    return true;
}

FV_UNTRACED static inline bool fvj_value(struct fv_json *j);

FV_UNTRACED static inline bool fvj_container(struct fv_json *j, char close, bool object)
{
    if (++j->depth > 64)
        return fvj_fail(j, "JSON: nested too deep");
    j->p++;
    fvj_ws(j);
    if (j->p < j->end && *j->p == close) {
        j->p++;
        j->depth--;
        return true;
    }
    for (;;) {
        fvj_ws(j);
        if (object) {
            if (!fvj_string(j))
                return false;
            fvj_ws(j);
            if (j->p >= j->end || *j->p != ':')
                return fvj_fail(j, "JSON: ':' expected");
            j->p++;
        }
        if (!fvj_value(j))
            return false;
        fvj_ws(j);
        if (j->p < j->end && *j->p == ',') {
            j->p++;
            continue;
        }
        if (j->p < j->end && *j->p == close) {
            j->p++;
            j->depth--;
            return true;
        }
        return fvj_fail(j, "JSON: ',' or close expected");
    }
}

FV_UNTRACED static inline bool fvj_value(struct fv_json *j)
{
    fvj_ws(j);
    if (j->p >= j->end)
        return fvj_fail(j, "JSON: value expected");
    switch (*j->p) {
    case '{':
        return fvj_container(j, '}', true);
    case '[':
        return fvj_container(j, ']', false);
    case '"':
        return fvj_string(j);
    case 't':
        return fvj_lit(j, "true");
    case 'f':
        return fvj_lit(j, "false");
    case 'n':
        return fvj_lit(j, "null");
    default:
        return fvj_number(j);
    }
}

/* One JSON document (an object), nothing after it but white space. */
FV_ENTRY static inline const char *fv_json(const char *s, size_t n)
{
    const char *why = fv_plain_ascii(s, n, false);
    if (why)
        return why;
    struct fv_json j = {s, s + n, NULL, 0};
    fvj_ws(&j);
    if (j.p >= j.end || *j.p != '{')
        return "JSON: the document is not an object";
    if (!fvj_value(&j))
        return j.why;
    fvj_ws(&j);
    return j.p == j.end ? NULL : "JSON: bytes after the document";
}

/* ---- XML 1.0 well-formedness, the subset a JUnit report uses ---- */

FV_UNTRACED static inline bool fvx_name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-' || c == '.' || c == ':';
}

/* An entity or character reference at p (after '&'); returns its length or 0. */
FV_UNTRACED static inline size_t fvx_reference(const char *p, const char *end)
{
    static const char *const named[] = {"amp;", "lt;", "gt;", "quot;", "apos;"};
    for (size_t i = 0; i < sizeof(named) / sizeof(named[0]); i++) {
        size_t n = strlen(named[i]);
        if ((size_t)(end - p) >= n && memcmp(p, named[i], n) == 0)
            return n;
    }
    if (p < end && *p == '#') {
        const char *q = p + 1;
        while (q < end && ((*q >= '0' && *q <= '9') || *q == 'x'))
            q++;
        if (q < end && *q == ';' && q > p + 1)
            return (size_t)(q - p) + 1;
    }
    return 0;
}

/* Character data or an attribute value up to `stop`: no '<', '&' only as a reference. */
FV_UNTRACED static inline const char *fvx_chars(const char **pp, const char *end, char stop)
{
    const char *p = *pp;
    while (p < end && *p != stop) {
        if (*p == '<' && stop != '<')
            return "XML: '<' in an attribute value";
        if (*p == '&') {
            size_t n = fvx_reference(p + 1, end);
            if (!n)
                return "XML: '&' that starts no reference";
            p += n;
        }
        p++;
    }
    *pp = p;
    return NULL;
}

FV_ENTRY static inline const char *fv_xml(const char *s, size_t n)
{
    const char *why = fv_plain_ascii(s, n, true);
    if (why)
        return why;
    const char *p = s, *end = s + n;
    const char *stack[64];
    size_t stack_len[64], depth = 0;
    bool root_seen = false;
    if ((size_t)(end - p) >= 5 && memcmp(p, "<?xml", 5) == 0) {
        const char *q = strstr(p, "?>");
        if (!q)
            return "XML: unterminated declaration";
        p = q + 2;
    }
    while (p < end) {
        if (*p != '<') {
            const char *text = p;
            if ((why = fvx_chars(&p, end, '<')))
                return why;
            for (const char *q = text; depth == 0 && q < p; q++)
                if (*q != ' ' && *q != '\n' && *q != '\t')
                    return "XML: text outside the root element";
            continue;
        }
        p++;
        bool closing = p < end && *p == '/';
        if (closing)
            p++;
        const char *name = p;
        while (p < end && fvx_name_char(*p))
            p++;
        size_t name_len = (size_t)(p - name);
        if (!name_len)
            return "XML: element name expected";
        if (closing) {
            if (!depth || stack_len[depth - 1] != name_len ||
                memcmp(stack[depth - 1], name, name_len) != 0)
                return "XML: mismatched end tag";
            depth--;
            if (p >= end || *p != '>')
                return "XML: '>' expected";
            p++;
            continue;
        }
        if (depth == 0 && root_seen)
            return "XML: a second root element";
        root_seen = true;
        for (;;) {
            while (p < end && (*p == ' ' || *p == '\n' || *p == '\t'))
                p++;
            if (p < end && (*p == '>' || *p == '/'))
                break;
            const char *attr = p;
            while (p < end && fvx_name_char(*p))
                p++;
            if (p == attr || p >= end || *p != '=' || p + 1 >= end || p[1] != '"')
                return "XML: attribute name=\"value\" expected";
            p += 2;
            if ((why = fvx_chars(&p, end, '"')))
                return why;
            if (p >= end)
                return "XML: unterminated attribute value";
            p++;
        }
        if (p < end && *p == '/') {
            if (p + 1 >= end || p[1] != '>')
                return "XML: '/>' expected";
            p += 2;
            continue;
        }
        p++;
        if (depth == sizeof(stack) / sizeof(stack[0]))
            return "XML: nested too deep";
        stack[depth] = name;
        stack_len[depth++] = name_len;
    }
    if (depth)
        return "XML: unclosed element";
    return root_seen ? NULL : "XML: no root element";
}

#endif
