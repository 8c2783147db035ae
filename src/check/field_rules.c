/* SPDX-License-Identifier: MIT */
/*
 * Catalogue-driven field checks (field_rules.h).  Reserved fields, reserved
 * flag bits and enumerations are data in include/acpilint/fields/;
 * this file only walks them, so a table gains these checks by getting a
 * layout.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/field.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

uint8_t al_fc_revision(const struct al_table *t)
{
    unsigned rev = t->header.revision;
    return (uint8_t)(rev > 15 ? 0xF0u : rev << 4);
}

/*
 * The fields of a layout are consecutive in the catalogue, in rising layout
 * order (each .def file lists a layout's fields after it; test_field_catalogue
 * checks the order): the first of them by binary search, so that checking a
 * structure costs its own fields, not the whole catalogue.
 */
static unsigned first_field_of(enum al_layout_id layout)
{
    unsigned lo = 0, hi = AL_FIELD_COUNT;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (al_field_info((enum al_field_id)mid)->layout < (unsigned)layout)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* True when another entry of the layout, newer but still within rev, redefines f's bytes. */
static bool superseded(unsigned first, enum al_field_id id, const struct al_field_info *f,
                       uint8_t rev)
{
    for (unsigned i = first; i < AL_FIELD_COUNT; i++) {
        const struct al_field_info *g = al_field_info((enum al_field_id)i);
        if (g->layout != f->layout)
            break;
        if (i == (unsigned)id || g->since <= f->since || g->since > rev)
            continue;
        if (g->offset < f->offset + f->width && f->offset < g->offset + g->width)
            return true;
    }
    return false;
}

static bool in_values(const char *values, uint64_t v)
{
    for (const char *p = values; p && *p;) {
        char *end;
        unsigned long long n = strtoull(p, &end, 0);
        if (end != p && n == v)
            return true;
        p = strchr(p, ';');
        if (p)
            p++;
    }
    return false;
}

static void check_field(struct al_context *ctx, const struct al_table *t,
                        const struct al_fc_rules *r, enum al_field_id id,
                        const struct al_field_info *f, size_t base, unsigned index)
{
    struct al_span s = al_table_body(t);
    char path[96];
    uint64_t v = 0;
    if (f->format == AL_FMT_RSVD) {
        /* reserved fields wider than 8 bytes are judged 8 bytes at a time */
        for (size_t at = 0; at < f->width; at += 8) {
            size_t w = f->width - at < 8 ? f->width - at : 8;
            if (!al_read_uint(s, base + f->offset + at, w, &v))
                return;
            if (v && r->reserved) {
                al_field_path(path, sizeof(path), id, index);
                al_report(ctx->ts, r->reserved, al_at_table(t, base + f->offset, path),
                          "%s is 0x%" PRIx64 " where it is reserved: it must be zero", path, v);
                return;
            }
        }
        return;
    }
    if (f->width > 8 || !al_field_uint(s, id, base, &v))
        return;
    if (f->format == AL_FMT_FLAGS && (v & f->reserved) && r->reserved) {
        al_field_path(path, sizeof(path), id, index);
        al_report(ctx->ts, r->reserved, al_at_table(t, base + f->offset, path),
                  "%s is 0x%" PRIx64 " with reserved bits 0x%" PRIx64 " set: they must be zero",
                  path, v, v & f->reserved);
    } else if (f->format == AL_FMT_ENUM && !in_values(al_field_info_values(f), v) && r->value) {
        al_field_path(path, sizeof(path), id, index);
        al_report(ctx->ts, r->value, al_at_table(t, base + f->offset, path),
                  "%s is %" PRIu64 ", which its specification does not define (%s)", path, v,
                  al_field_info_values(f));
    }
}

void al_fc_check_fields(struct al_context *ctx, const struct al_table *t,
                        const struct al_fc_rules *r, enum al_layout_id layout, size_t base,
                        size_t length, unsigned index, uint8_t rev)
{
    unsigned first = first_field_of(layout);
    for (unsigned i = first; i < AL_FIELD_COUNT; i++) {
        const struct al_field_info *f = al_field_info((enum al_field_id)i);
        if (f->layout != (unsigned)layout)
            break;
        if (f->since > rev || !al_field_in((enum al_field_id)i, length))
            continue;
        if (superseded(first, (enum al_field_id)i, f, rev))
            continue;
        check_field(ctx, t, r, (enum al_field_id)i, f, base, index);
    }
}

/* The layout among [from, to) whose Type is `type`, or AL_LAYOUT_COUNT. */
static enum al_layout_id layout_of(const struct al_fc_list *list, int type)
{
    for (unsigned l = list->from; l < list->to; l++)
        if (al_layout_info((enum al_layout_id)l)->type == type)
            return (enum al_layout_id)l;
    return AL_LAYOUT_COUNT;
}

static void report_stop(struct al_context *ctx, const struct al_table *t,
                        const struct al_fc_rules *r, size_t at, unsigned index, uint64_t length,
                        size_t end, const char *layout_name)
{
    if (!r->truncated)
        return;
    char path[64];
    snprintf(path, sizeof(path), "%s/%s[%u]", t->signature, layout_name, index);
    if (length == 0 || at + length > end)
        al_report(ctx->ts, r->truncated, al_at_table(t, at, path),
                  "%s at offset 0x%zx has Length %" PRIu64 ": %s; the structures after it "
                  "cannot be found",
                  path, at, length,
                  length == 0 ? "a zero Length never reaches the next one"
                              : "it runs past the end of the table");
    else
        al_report(ctx->ts, r->truncated, al_at_table(t, at, path),
                  "%s at offset 0x%zx has Length %" PRIu64 ", shorter than its header: the "
                  "structures after it cannot be found",
                  path, at, length);
}

bool al_fc_check_table(struct al_context *ctx, const struct al_table *t,
                       const struct al_fc_rules *r, enum al_layout_id table,
                       const struct al_fc_list *list, al_fc_visit visit, void *arg)
{
    struct al_span body = al_table_body(t);
    uint8_t rev = al_fc_revision(t);
    const struct al_layout_info *tl = al_layout_info(table);
    if (body.len < tl->min_length && r->length)
        al_report(ctx->ts, r->length, al_at_table(t, AL_OFF_HDR_LENGTH, "Length"),
                  "the %s is %zu bytes, shorter than the %u its fixed part takes", t->signature,
                  body.len, tl->min_length);
    al_fc_check_fields(ctx, t, r, table, 0, body.len, 0, rev);
    if (!list)
        return true;
    size_t at = list->first;
    const struct al_field_info *lf = al_field_info(list->length);
    size_t header_end = al_field_end(list->length);
    if (list->type != AL_FIELD_COUNT && al_field_end(list->type) > header_end)
        header_end = al_field_end(list->type);
    const char *item_name =
        al_layout_name(al_layout_info(list->header != AL_LAYOUT_COUNT ? list->header : list->from));
    for (unsigned index = 0; at < body.len; index++) {
        uint64_t length = 0;
        if (!al_field_uint(body, list->length, at, &length) || length < header_end ||
            at + length > body.len) {
            if (at + lf->offset + lf->width > body.len)
                length = body.len - at + 1; /* the Length itself is cut off */
            report_stop(ctx, t, r, at, index, length, body.len, item_name);
            return false;
        }
        struct al_fc_item item = {at, (size_t)length, index, -1, list->from};
        if (list->type != AL_FIELD_COUNT) {
            uint64_t type = 0;
            al_field_uint(body, list->type, at, &type);
            item.type = (int)type;
            item.layout = layout_of(list, (int)type);
        }
        if (list->header != AL_LAYOUT_COUNT)
            al_fc_check_fields(ctx, t, r, list->header, at, item.length, index, rev);
        if (item.layout == AL_LAYOUT_COUNT) {
            if (r->type) {
                char path[64];
                snprintf(path, sizeof(path), "%s/%s[%u]/Type", t->signature, item_name, index);
                al_report(ctx->ts, r->type, al_at_table(t, at, path),
                          "%s is %d, which no revision of the table defines: the structure is "
                          "skipped",
                          path, item.type);
            }
        } else {
            const struct al_layout_info *li = al_layout_info(item.layout);
            if (item.length < li->min_length && r->length) {
                char path[64];
                snprintf(path, sizeof(path), "%s/%s[%u]/Length", t->signature, al_layout_name(li),
                         index);
                al_report(ctx->ts, r->length, al_at_table(t, at + lf->offset, path),
                          "%s is %zu: a %s structure takes at least %u bytes, so its last "
                          "fields overlap the next structure",
                          path, item.length,
                          al_layout_acpica(li)[0] ? al_layout_acpica(li) : al_layout_name(li),
                          li->min_length);
            }
            al_fc_check_fields(ctx, t, r, item.layout, at, item.length, index, rev);
        }
        if (visit)
            visit(ctx, t, &item, arg);
        at += item.length;
    }
    return true;
}
