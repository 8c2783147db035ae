/* SPDX-License-Identifier: MIT */
/* The run budget (budget.h): limits, the bytes held, the --scan work guard, and the cuts. */
#include "acpilint/budget.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/rule_ids.h"
#include "acpilint/tableset.h"
#include "model/sink_internal.h"

struct al_budget al_budget_default(void)
{
    struct al_budget b = {
        .bytes = AL_BUDGET_BYTES_DEFAULT,
        .table = AL_BUDGET_TABLE_DEFAULT,
        .tables = AL_BUDGET_TABLES_DEFAULT,
        .findings = AL_BUDGET_FINDINGS_DEFAULT,
        .scan_work = AL_BUDGET_SCAN_WORK_DEFAULT,
        .wait_ms = AL_BUDGET_WAIT_MS_DEFAULT,
    };
    return b;
}

/* "256 MiB", "1 GiB", "1000 bytes". */
static void size_text(uint64_t n, char *out, size_t size)
{
    static const char *const unit[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
    unsigned u = 0;
    while (u < 4 && n >= 1024 && n % 1024 == 0) {
        n /= 1024;
        u++;
    }
    snprintf(out, size, "%llu %s", (unsigned long long)n, unit[u]);
}

/* The rule of a cut's finding; input.findings-limit is reported by al_sink_finish(). */
static const struct al_rule_id *cut_rule(enum al_cut_kind kind)
{
    switch (kind) {
    case AL_CUT_BYTES:
    case AL_CUT_TABLE:
        return AL_R_INPUT_SIZE_LIMIT;
    case AL_CUT_TABLES:
        return AL_R_INPUT_TABLE_LIMIT;
    case AL_CUT_FINDINGS:
        return NULL;
    case AL_CUT_SCAN_WORK:
        return AL_R_SCAN_WORK_LIMIT;
    case AL_CUT_WAIT:
        return AL_R_INPUT_READ_STALLED;
    case AL_CUT_NOMEM:
        return AL_R_INPUT_OUT_OF_MEMORY;
    case AL_CUT_UNREADABLE:
        return AL_R_INPUT_UNREADABLE_ENTRY;
    }
    return NULL;
}

/* What the limit is, for the finding and the line on standard error. */
static void cut_text(const struct al_cut *c, char *out, size_t size)
{
    char limit[32];
    size_text(c->limit, limit, sizeof(limit));
    switch (c->kind) {
    case AL_CUT_BYTES:
        snprintf(out, size, "input data past the limit of %s held at once (--max-bytes): %s",
                 limit, c->what);
        return;
    case AL_CUT_TABLE:
        snprintf(out, size, "a table larger than the limit of %s (--max-table-size): %s", limit,
                 c->what);
        return;
    case AL_CUT_TABLES:
        snprintf(out, size, "more than %llu tables (--max-tables): %s",
                 (unsigned long long)c->limit, c->what);
        return;
    case AL_CUT_FINDINGS:
        snprintf(out, size, "more than %llu findings (--max-findings): %s",
                 (unsigned long long)c->limit, c->what);
        return;
    case AL_CUT_SCAN_WORK:
        snprintf(out, size,
                 "the scan's checksum work passed %llu bytes per image byte (--max-scan-work): %s",
                 (unsigned long long)c->limit, c->what);
        return;
    case AL_CUT_WAIT:
        snprintf(out, size, "no data for %llu ms (--max-wait): %s", (unsigned long long)c->limit,
                 c->what);
        return;
    case AL_CUT_NOMEM:
        snprintf(out, size, "out of memory: %s", c->what);
        return;
    case AL_CUT_UNREADABLE:
        snprintf(out, size, "%s", c->what);
        return;
    }
    snprintf(out, size, "%s", c->what);
}

static bool same_cut(const struct al_cut *c, enum al_cut_kind kind, const char *input)
{
    return c->kind == kind && strcmp(c->input ? c->input : "", input ? input : "") == 0;
}

void al_budget_cut(struct al_tableset *ts, enum al_cut_kind kind, const struct al_source *at,
                   uint64_t limit, const char *what)
{
    const char *input = at && at->file ? al_tableset_intern(ts, at->file) : NULL;
    size_t kept = ts->cut_count < AL_MAX_CUTS ? ts->cut_count : AL_MAX_CUTS;
    for (size_t i = 0; i < kept; i++)
        if (same_cut(&ts->cuts[i], kind, input))
            return;
    /* Past the remembered ones, one more of each kind is counted (a folder of 10^6 bad files). */
    if (kept == AL_MAX_CUTS) {
        if (ts->cut_overflow_kinds & (1u << kind))
            return;
        ts->cut_overflow_kinds |= 1u << kind;
    }
    struct al_cut c = {kind, input, AL_NO_OFFSET, 0, limit, ""};
    if (at) {
        c.offset = at->offset;
        c.line = at->line;
    }
    snprintf(c.what, sizeof(c.what), "%s", what);
    /* Recorded before its finding, which may itself run out of memory and cut again. */
    if (ts->cut_count < AL_MAX_CUTS)
        ts->cuts[ts->cut_count] = c;
    ts->cut_count++;
    const struct al_rule_id *rule = cut_rule(kind);
    if (!rule)
        return;
    char text[320];
    cut_text(&c, text, sizeof(text));
    /* The remembered cuts are reported past the findings limit; later ones within it. */
    struct al_where where = al_at_file(input, c.line ? AL_NO_OFFSET : c.offset, c.line);
    if (kept < AL_MAX_CUTS)
        al_sink_report_beyond(ts, rule, where, "%s", text);
    else
        al_report(ts, rule, where, "%s", text);
}

bool al_budget_reserve(struct al_tableset *ts, uint64_t n)
{
    if (ts->bytes_held > ts->budget.bytes || n > ts->budget.bytes - ts->bytes_held)
        return false;
    ts->bytes_held += n;
    return true;
}

void al_budget_release(struct al_tableset *ts, uint64_t n)
{
    ts->bytes_held -= n < ts->bytes_held ? n : ts->bytes_held;
}

uint64_t al_budget_bytes_left(const struct al_tableset *ts)
{
    return ts->bytes_held < ts->budget.bytes ? ts->budget.bytes - ts->bytes_held : 0;
}

#define WORK_SLACK ((uint64_t)1 << 20)

void al_budget_work_begin(struct al_tableset *ts, const char *input, uint64_t size)
{
    uint64_t per = ts->budget.scan_work;
    ts->work_left = per && size > (UINT64_MAX - WORK_SLACK) / per ? UINT64_MAX
                                                                  : per * size + WORK_SLACK;
    ts->work_input = al_tableset_intern(ts, input ? input : "");
}

bool al_budget_work(struct al_tableset *ts, uint64_t units)
{
    if (!ts->work_input)
        return true;
    if (units <= ts->work_left) {
        ts->work_left -= units;
        return true;
    }
    ts->work_left = 0;
    struct al_source at = {.file = ts->work_input, .offset = AL_NO_OFFSET};
    al_budget_cut(ts, AL_CUT_SCAN_WORK, &at, ts->budget.scan_work,
                  "the scan stopped there; tables found before were kept");
    return false;
}

void al_budget_work_end(struct al_tableset *ts)
{
    ts->work_input = NULL;
    ts->work_left = 0;
}

bool al_tableset_incomplete(const struct al_tableset *ts)
{
    return ts->unreadable_inputs || ts->cut_count;
}

void al_budget_print_cuts(FILE *out, const struct al_tableset *ts)
{
    size_t kept = ts->cut_count < AL_MAX_CUTS ? ts->cut_count : AL_MAX_CUTS;
    for (size_t i = 0; i < kept; i++) {
        const struct al_cut *c = &ts->cuts[i];
        char text[320];
        cut_text(c, text, sizeof(text));
        const char *input = c->input ? c->input : "(input)";
        if (c->line)
            fprintf(out, "acpilint: %s:%u: %s\n", input, c->line, text);
        else if (c->offset != AL_NO_OFFSET && c->kind != AL_CUT_FINDINGS)
            fprintf(out, "acpilint: %s: at byte 0x%llx: %s\n", input,
                    (unsigned long long)c->offset, text);
        else
            fprintf(out, "acpilint: %s: %s\n", input, text);
    }
    if (ts->cut_count > kept)
        fprintf(out, "acpilint: and %zu more cuts of other kinds (see the findings)\n",
                ts->cut_count - kept);
    if (ts->cut_count)
        fputs("acpilint: the check is incomplete (exit status 2): what was loaded is reported\n",
              out);
}

int al_budget_parse_size(const char *s, uint64_t max, uint64_t *out)
{
    if (!s || *s < '0' || *s > '9')
        return -1;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno)
        return -1;
    unsigned shift = 0;
    if (*end == 'K' || *end == 'k')
        shift = 10;
    else if (*end == 'M' || *end == 'm')
        shift = 20;
    else if (*end == 'G' || *end == 'g')
        shift = 30;
    if (shift)
        end++;
    if (*end || v > (max >> shift))
        return -1;
    *out = (uint64_t)v << shift;
    return 0;
}
