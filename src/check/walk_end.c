/* SPDX-License-Identifier: MIT */
#include "check/walk_end.h"

#include <stdio.h>

bool al_report_walk_end(struct al_tableset *ts, const struct al_table *t, const struct al_walk *w,
                        const struct al_walk_end *e)
{
    char path[64];
    if (w->status == AL_WALK_OK || w->status == AL_WALK_END)
        return false;
    if (w->status == AL_WALK_BAD_OFFSET) {
        snprintf(path, sizeof(path), "%s/%s", t->signature, e->offset_field);
        al_report(ts, e->bad_offset, al_at_table(t, e->offset_at, path), "%s %u with %u %s is %s",
                  e->offset_field, e->offset, w->count, e->items, e->where);
        return true;
    }
    char reason[48];
    if (w->status == AL_WALK_TRUNCATED)
        snprintf(reason, sizeof(reason), "runs past the end of the table");
    else
        snprintf(reason, sizeof(reason), "has a Length below %zu", w->min_length);
    snprintf(path, sizeof(path), "%s/%s[%u]", t->signature, e->name, w->index);
    /* A counted walk falls short of its count; an uncounted one leaves the rest of the body. */
    if (w->counted)
        al_report(ts, e->stopped, al_at_table(t, w->cursor, path),
                  "%s is %u but %s %u at offset 0x%zx %s", e->count_field, w->count, e->item,
                  w->index, w->cursor, reason);
    else
        al_report(ts, e->stopped, al_at_table(t, w->cursor, path),
                  "%s %u at offset 0x%zx %s; the %zu bytes from there are not parsed", e->item,
                  w->index, w->cursor, reason, w->body.len - w->cursor);
    return true;
}
