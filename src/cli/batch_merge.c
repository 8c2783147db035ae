/* SPDX-License-Identifier: MIT */
/*
 * --each in the formats that are one document (batch_merge.h): each system's
 * run writes its own complete document, as without --each, and this module
 * joins them: SARIF runs into one log's runs[], JUnit test suites into one
 * <testsuites> (totals summed), GitLab issues into one array.  The documents
 * are acpilint's own, in the layout its writers give (src/util/json, junit.c),
 * so the pieces are found by their fixed framing, never inside a string:
 * JSON strings are escaped, so a '[' or ']' at the framing positions is
 * structure.
 */
#include "cli/batch_merge.h"

#include <stdlib.h>
#include <string.h>

bool al_merge_wanted(enum al_format f)
{
    return f == AL_FORMAT_SARIF || f == AL_FORMAT_JUNIT || f == AL_FORMAT_GITLAB;
}

int al_merge_init(struct al_merge *m, enum al_format f)
{
    memset(m, 0, sizeof(*m));
    m->format = f;
    m->body = open_memstream(&m->buf, &m->len);
    return m->body ? 0 : -1;
}

/* The last occurrence of c in [s, s + n), or NULL. */
static const char *last_of(const char *s, size_t n, char c)
{
    while (n--)
        if (s[n] == c)
            return s + n;
    return NULL;
}

/* [from, to) without the white space at both ends. */
static void trim(const char **from, const char **to)
{
    while (*from < *to && strchr(" \t\r\n", **from))
        ++*from;
    while (*to > *from && strchr(" \t\r\n", (*to)[-1]))
        --*to;
}

static void add_piece(struct al_merge *m, const char *from, const char *to)
{
    trim(&from, &to);
    if (from == to)
        return;
    if (m->pieces++)
        fputs(",\n", m->body);
    fwrite(from, 1, (size_t)(to - from), m->body);
}

/* A number attribute of the tag at tag (up to its '>'), or 0. */
static size_t attr(const char *tag, const char *end, const char *name)
{
    char key[32];
    snprintf(key, sizeof(key), " %s=\"", name);
    const char *close = memchr(tag, '>', (size_t)(end - tag));
    const char *p = strstr(tag, key);
    return p && close && p < close ? strtoull(p + strlen(key), NULL, 10) : 0;
}

void al_merge_add(struct al_merge *m, const char *doc, size_t len)
{
    if (!doc || !len)
        return; /* a system whose worker stopped: its status says so */
    const char *end = doc + len;
    if (m->format == AL_FORMAT_SARIF) {
        /* {"$schema", "version", "runs": [ RUN ]}: the run is between "runs": [ and the last ]. */
        const char *runs = strstr(doc, "\"runs\": [");
        const char *close = last_of(doc, len, ']');
        if (!runs || !close || close < runs)
            return;
        const char *open = runs + strlen("\"runs\": [");
        if (!m->head) /* the log's own members, from the first system's */
            m->head = strndup(doc, (size_t)(open - doc));
        add_piece(m, open, close);
    } else if (m->format == AL_FORMAT_GITLAB) {
        const char *open = memchr(doc, '[', len), *close = last_of(doc, len, ']');
        if (open && close && open < close)
            add_piece(m, open + 1, close);
    } else if (m->format == AL_FORMAT_JUNIT) {
        /* <?xml ...?> <testsuites ... tests= failures=> SUITES </testsuites> */
        const char *root = strstr(doc, "<testsuites ");
        const char *close = root ? strstr(root, "</testsuites>") : NULL;
        const char *open = root ? memchr(root, '>', (size_t)(end - root)) : NULL;
        if (!root || !close || !open || close < open)
            return;
        m->tests += attr(root, end, "tests");
        m->failures += attr(root, end, "failures");
        const char *from = open + 1, *to = close;
        while (from < to && *from == '\n')
            from++;
        fwrite(from, 1, (size_t)(to - from), m->body);
        m->pieces++;
    }
}

int al_merge_finish(struct al_merge *m, FILE *out)
{
    int rc = fclose(m->body) == 0 ? 0 : -1;
    m->body = NULL;
    if (!out) {
        /* the run stopped before its document: only the memory is given back */
    } else if (m->format == AL_FORMAT_SARIF) {
        fputs(m->head ? m->head : "{\n  \"version\": \"2.1.0\",\n  \"runs\": [", out);
        if (m->pieces)
            fputs("\n    ", out);
        fwrite(m->buf, 1, m->len, out);
        fputs(m->pieces ? "\n  ]\n}\n" : "]\n}\n", out);
    } else if (m->format == AL_FORMAT_GITLAB) {
        fputs(m->pieces ? "[\n  " : "[", out);
        fwrite(m->buf, 1, m->len, out);
        fputs(m->pieces ? "\n]\n" : "]\n", out);
    } else if (m->format == AL_FORMAT_JUNIT) {
        fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"acpilint\" "
                     "tests=\"%zu\" failures=\"%zu\" errors=\"0\">\n",
                m->tests, m->failures);
        fwrite(m->buf, 1, m->len, out);
        fputs("</testsuites>\n", out);
    }
    free(m->buf);
    free(m->head);
    m->buf = m->head = NULL;
    return rc;
}
