/* SPDX-License-Identifier: MIT */
/*
 * The text report of a diff: what could not be compared first, then the
 * sections in the order of issue 26 (tables, namespace, findings, kernel
 * decisions), then the verdict the exit status gives.  Every string that may
 * hold input bytes is escaped (escape.h).
 */
#include <stdio.h>
#include <string.h>

#include "acpilint/escape.h"
#include "acpilint/report.h"
#include "diff_internal.h"

static const char *esc(const char *s, char *buf, size_t size)
{
    if (s)
        return al_escape_str(s, buf, size);
    buf[0] = '\0';
    return buf;
}

static void print_change(FILE *out, const struct al_diff_item *it)
{
    char s[1200], o[1200], n[1200], x[1200];
    esc(it->subject, s, sizeof(s));
    esc(it->old_value, o, sizeof(o));
    esc(it->new_value, n, sizeof(n));
    switch (it->kind) {
    case AL_DIFF_ADDED:
        fprintf(out, "  added     %s%s%s\n", s, n[0] ? ": " : "", n);
        break;
    case AL_DIFF_REMOVED:
        fprintf(out, "  removed   %s%s%s\n", s, o[0] ? ": " : "", o);
        break;
    case AL_DIFF_REORDERED:
        fprintf(out, "  reordered %s: %s, %s (%s)\n", s, o, n, esc(it->detail, x, sizeof(x)));
        break;
    case AL_DIFF_HEADER:
        fprintf(out, "  header    %s: %s -> %s\n", s, o, n);
        break;
    case AL_DIFF_BYTES:
        if (it->old_value || it->new_value)
            fprintf(out, "  bytes     %s: %s -> %s%s%s%s\n", s, o, n, it->detail ? " (" : "",
                    it->detail ? esc(it->detail, x, sizeof(x)) : "", it->detail ? ")" : "");
        else
            fprintf(out, "  bytes     %s: %s\n", s, esc(it->detail, x, sizeof(x)));
        break;
    default:
        fprintf(out, "  changed   %s: %s -> %s\n", s, o[0] ? o : "(absent)", n[0] ? n : "(absent)");
        break;
    }
}

static void print_finding(FILE *out, const struct al_diff_item *it)
{
    char msg[2400], field[400], count[32] = "";
    const struct al_finding *f = it->finding;
    if (it->count > 1)
        snprintf(count, sizeof(count), " (x%zu)", it->count);
    esc(f->message, msg, sizeof(msg));
    esc(f->field ? f->field : f->table, field, sizeof(field));
    fprintf(out, "  %-9s %-7s %s%s%s%s: %s\n", al_diff_kind_name(it->kind),
            al_severity_name(it->severity), it->subject, count, field[0] ? " " : "", field, msg);
}

static size_t count_kind(const struct al_diff *d, enum al_diff_section s, enum al_diff_kind k)
{
    size_t n = 0;
    for (size_t i = 0; i < d->count; i++)
        if (d->items[i].section == s && d->items[i].kind == k)
            n++;
    return n;
}

int al_diff_write_text(FILE *out, const struct al_diff *d)
{
    char a[1100], b[1100];
    fprintf(out, "acpilint diff %s -> %s\n", esc(d->old_side.path, a, sizeof(a)),
            esc(d->new_side.path, b, sizeof(b)));
    /* Errors first: a side that was not wholly read. */
    const struct al_diff_side *sides[2] = {&d->old_side, &d->new_side};
    for (int i = 0; i < 2; i++)
        if (al_tableset_incomplete(&sides[i]->ts))
            fprintf(out, "error: %s %s was not wholly read: the comparison is incomplete\n",
                    i ? "NEW" : "OLD", esc(sides[i]->path, a, sizeof(a)));

    size_t total = 0;
    for (int s = 0; s < AL_DIFF_SECTION_COUNT; s++)
        total += al_diff_section_count(d, (enum al_diff_section)s);
    if (total == 0) {
        fputs("no change\n", out);
        return 0;
    }
    static const char *const titles[] = {"Tables", "Namespace", "Findings", "Kernel decisions"};
    for (int s = 0; s < AL_DIFF_SECTION_COUNT; s++) {
        size_t n = al_diff_section_count(d, (enum al_diff_section)s);
        if (s == AL_DIFF_FINDINGS) {
            fprintf(out, "\n%s: %zu new, %zu fixed, %zu still present\n", titles[s],
                    count_kind(d, AL_DIFF_FINDINGS, AL_DIFF_NEW),
                    count_kind(d, AL_DIFF_FINDINGS, AL_DIFF_FIXED),
                    count_kind(d, AL_DIFF_FINDINGS, AL_DIFF_STILL));
            for (size_t i = 0; i < d->count; i++)
                if (d->items[i].section == AL_DIFF_FINDINGS && d->items[i].kind != AL_DIFF_STILL)
                    print_finding(out, &d->items[i]);
            continue;
        }
        if (s == AL_DIFF_DECISIONS) {
            char kernel[24] = "";
            if (d->new_side.have_sim)
                snprintf(kernel, sizeof(kernel), " (Linux %s)", d->new_side.sim.kernel);
            fprintf(out, "\n%s%s:%s\n", titles[s], kernel,
                    !d->new_side.have_sim ? " not simulated"
                    : n                   ? ""
                                          : " no change");
            for (size_t i = 0; i < d->count; i++) {
                const struct al_diff_item *it = &d->items[i];
                if (it->section != AL_DIFF_DECISIONS)
                    continue;
                fprintf(out, "  %s: %s -> %s%s\n", it->subject, it->old_value, it->new_value,
                        it->worse ? "  [worse]" : "");
                if (it->detail)
                    fprintf(out, "    kernel: %s\n", esc(it->detail, a, sizeof(a)));
            }
            continue;
        }
        fprintf(out, "\n%s:%s\n", titles[s], n ? "" : " no change");
        for (size_t i = 0; i < d->count; i++)
            if (d->items[i].section == (enum al_diff_section)s)
                print_change(out, &d->items[i]);
    }
    int status = al_diff_exit_status(d);
    fprintf(out, "\n%s: %zu new failing finding%s, %zu decision%s changed for the worse\n",
            status == 0 ? "PASS" : "FAIL", d->failing, d->failing == 1 ? "" : "s", d->worse,
            d->worse == 1 ? "" : "s");
    return 0;
}
