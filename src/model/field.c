/* SPDX-License-Identifier: MIT */
/*
 * The field catalogue's entries (field.h), built from the layout lists in
 * include/acpilint/fields/, and the names reports give its fields.
 */
#include "acpilint/field.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct al_layout_info layouts[AL_LAYOUT_COUNT] = {
#define AL_LAYOUT(id, sig, nm, ty, title, min_len)                                                \
    [AL_L_##id] = {.signature = sig, .name = nm, .type = ty, .acpica = title, .min_length = min_len},
#define AL_FIELD(id, layout, off, len, fmt, since, rsvd, name, spec, acpica, values)
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
};

static const struct al_field_info fields[AL_FIELD_COUNT] = {
#define AL_LAYOUT(id, sig, name, type, acpica, min_length)
#define AL_FIELD(id, lay, off, len, fmt, since_rev, rsvd, nm, spec_name, label, vals)            \
    [AL_F_##id] = {.layout = AL_L_##lay,                                                           \
                   .format = fmt,                                                                  \
                   .offset = off,                                                                  \
                   .width = len,                                                                   \
                   .since = since_rev,                                                             \
                   .reserved = rsvd,                                                               \
                   .name = nm,                                                                     \
                   .spec = spec_name,                                                              \
                   .acpica = label,                                                                \
                   .values = vals},
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
};

const struct al_field_info *al_field_info(enum al_field_id id)
{
    return (unsigned)id < AL_FIELD_COUNT ? &fields[id] : NULL;
}

const struct al_layout_info *al_layout_info(enum al_layout_id id)
{
    return (unsigned)id < AL_LAYOUT_COUNT ? &layouts[id] : NULL;
}

const char *al_field_name(enum al_field_id id)
{
    const struct al_field_info *f = al_field_info(id);
    return f ? f->name : "";
}

char *al_field_path(char *buf, size_t size, enum al_field_id id, unsigned index)
{
    if (!size)
        return buf;
    const struct al_field_info *f = al_field_info(id);
    if (!f) {
        buf[0] = '\0';
        return buf;
    }
    const struct al_layout_info *l = &layouts[f->layout];
    /* A table's own field: SIG/Field; a subtable's: SIG/Name[index]/Field. */
    if (l->type < 0 && strncmp(l->name, l->signature, 4) == 0)
        snprintf(buf, size, "%.4s/%s", l->signature, f->name);
    else if (l->signature[0])
        snprintf(buf, size, "%.4s/%s[%u]/%s", l->signature, l->name, index, f->name);
    else
        snprintf(buf, size, "%s", f->name);
    return buf;
}

/*
 * values is "v=name;v=name;...": the name of `value`, copied into buf, or
 * NULL when the value is not one of them.
 */
const char *al_field_value_name(enum al_field_id id, uint64_t value, char *buf, size_t size)
{
    const struct al_field_info *f = al_field_info(id);
    if (!f || !f->values || !size)
        return NULL;
    const char *p = f->values;
    while (*p) {
        char *end;
        unsigned long long v = strtoull(p, &end, 0);
        if (end == p || *end != '=')
            return NULL; /* a malformed list: the catalogue test catches it */
        const char *name = end + 1;
        size_t n = strcspn(name, ";");
        if (v == value) {
            snprintf(buf, size, "%.*s", (int)n, name);
            return buf;
        }
        p = name + n;
        if (*p == ';')
            p++;
    }
    return NULL;
}
