/* SPDX-License-Identifier: MIT */
/*
 * The Markdown summary of a diff, to paste as a pull-request comment: a
 * heading, the verdict, then one section per part (tables, namespace,
 * findings, kernel decisions) as lists, values in code spans.  Input bytes
 * are escaped (escape.h) and a backtick, which would end a code span, is
 * written as \x60.
 */
#include <stdio.h>
#include <string.h>

#include "acpilint/escape.h"
#include "diff_internal.h"

static const char *code(const char *s, char *buf, size_t size)
{
    char tmp[1200];
    al_escape_str(s ? s : "", tmp, sizeof(tmp));
    size_t used = 0;
    for (const char *p = tmp; *p && used + 5 < size; p++) {
        if (*p == '`') {
            memcpy(buf + used, "\\x60", 4);
            used += 4;
        } else
            buf[used++] = *p;
    }
    buf[used] = '\0';
    return buf;
}

static size_t count_kind(const struct al_diff *d, enum al_diff_kind k)
{
    size_t n = 0;
    for (size_t i = 0; i < d->count; i++)
        if (d->items[i].section == AL_DIFF_FINDINGS && d->items[i].kind == k)
            n++;
    return n;
}

static void change_line(FILE *out, const struct al_diff_item *it)
{
    char s[1300], o[1300], n[1300], x[1300];
    code(it->subject, s, sizeof(s));
    switch (it->kind) {
    case AL_DIFF_ADDED:
        fprintf(out, "- **added** `%s`%s%s%s\n", s, it->new_value && it->new_value[0] ? ": `" : "",
                it->new_value && it->new_value[0] ? code(it->new_value, n, sizeof(n)) : "",
                it->new_value && it->new_value[0] ? "`" : "");
        break;
    case AL_DIFF_REMOVED:
        fprintf(out, "- **removed** `%s`%s%s%s\n", s,
                it->old_value && it->old_value[0] ? ": `" : "",
                it->old_value && it->old_value[0] ? code(it->old_value, o, sizeof(o)) : "",
                it->old_value && it->old_value[0] ? "`" : "");
        break;
    case AL_DIFF_REORDERED:
        fprintf(out, "- **reordered** `%s`: %s, %s (%s)\n", s, code(it->old_value, o, sizeof(o)),
                code(it->new_value, n, sizeof(n)), code(it->detail, x, sizeof(x)));
        break;
    case AL_DIFF_BYTES:
        if (!it->old_value && !it->new_value) {
            fprintf(out, "- **bytes** `%s`: %s\n", s, code(it->detail, x, sizeof(x)));
            break;
        }
        /* fall through */
    default:
        fprintf(out, "- **%s** `%s`: `%s` → `%s`\n", al_diff_kind_name(it->kind), s,
                it->old_value ? code(it->old_value, o, sizeof(o)) : "(absent)",
                it->new_value ? code(it->new_value, n, sizeof(n)) : "(absent)");
        break;
    }
}

int al_diff_write_markdown(FILE *out, const struct al_diff *d)
{
    char a[1300], b[1300];
    int status = al_diff_exit_status(d);
    fprintf(out, "# acpilint diff\n\n`%s` → `%s`\n\n", code(d->old_side.path, a, sizeof(a)),
            code(d->new_side.path, b, sizeof(b)));
    const struct al_diff_side *sides[2] = {&d->old_side, &d->new_side};
    for (int i = 0; i < 2; i++)
        if (al_tableset_incomplete(&sides[i]->ts))
            fprintf(out,
                    "**Error:** %s `%s` was not wholly read: the comparison is incomplete.\n\n",
                    i ? "NEW" : "OLD", code(sides[i]->path, a, sizeof(a)));
    fprintf(out, "**%s**: %zu new failing finding%s, %zu decision%s changed for the worse.\n",
            status == 0 ? "PASS" : "FAIL", d->failing, d->failing == 1 ? "" : "s", d->worse,
            d->worse == 1 ? "" : "s");
    static const char *const titles[] = {"Tables", "Namespace", "Findings", "Kernel decisions"};
    for (int s = 0; s < AL_DIFF_SECTION_COUNT; s++) {
        size_t n = al_diff_section_count(d, (enum al_diff_section)s);
        fprintf(out, "\n## %s\n\n", titles[s]);
        if (s == AL_DIFF_FINDINGS) {
            fprintf(out, "%zu new, %zu fixed, %zu still present.\n", count_kind(d, AL_DIFF_NEW),
                    count_kind(d, AL_DIFF_FIXED), count_kind(d, AL_DIFF_STILL));
            if (n)
                fputs("\n", out);
            for (size_t i = 0; i < d->count; i++) {
                const struct al_diff_item *it = &d->items[i];
                if (it->section != AL_DIFF_FINDINGS || it->kind == AL_DIFF_STILL)
                    continue;
                fprintf(out, "- **%s** %s `%s`", al_diff_kind_name(it->kind),
                        al_severity_name(it->severity), code(it->subject, a, sizeof(a)));
                if (it->count > 1)
                    fprintf(out, " (x%zu)", it->count);
                fprintf(out, ": `%s`\n", code(it->detail, b, sizeof(b)));
            }
            continue;
        }
        if (s == AL_DIFF_DECISIONS && !d->new_side.have_sim) {
            fputs("Not simulated.\n", out);
            continue;
        }
        if (!n) {
            fputs("No change.\n", out);
            continue;
        }
        if (s == AL_DIFF_DECISIONS) {
            fprintf(out, "| decision | old | new | |\n|---|---|---|---|\n");
            for (size_t i = 0; i < d->count; i++) {
                const struct al_diff_item *it = &d->items[i];
                if (it->section != AL_DIFF_DECISIONS)
                    continue;
                char o[1300], nv[1300];
                fprintf(out, "| %s | `%s` | `%s` | %s |\n", it->subject,
                        code(it->old_value, o, sizeof(o)), code(it->new_value, nv, sizeof(nv)),
                        it->worse ? "**worse**" : "");
            }
            continue;
        }
        for (size_t i = 0; i < d->count; i++)
            if (d->items[i].section == (enum al_diff_section)s)
                change_line(out, &d->items[i]);
    }
    return 0;
}
