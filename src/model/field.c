/* SPDX-License-Identifier: MIT */
/*
 * The field catalogue's entries (field.h), built from the layout lists in
 * include/acpilint/fields/, and the names reports give its fields.
 */
#include "acpilint/field.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Every string of the catalogue, one member each, so that an entry can name
 * its strings by offset (field.h says why there are no pointers).  The
 * compiler sizes each member from its literal.
 */
static const struct catalogue_strings {
    char none; /* offset 0: the empty string */
#define AL_LAYOUT(id, sig, nm, ty, title, min_len)                                                 \
    char l_sig_##id[sizeof(sig)];                                                                  \
    char l_name_##id[sizeof(nm)];                                                                  \
    char l_acpica_##id[sizeof(title)];
#define AL_FIELD(id, lay, off, len, fmt, since_rev, rsvd, nm, spec_name, label, vals)              \
    char f_name_##id[sizeof(nm)];                                                                  \
    char f_spec_##id[sizeof(spec_name)];                                                           \
    char f_acpica_##id[sizeof(label)];                                                             \
    char f_values_##id[sizeof(vals)];
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
} strings = {
    .none = '\0',
#define AL_LAYOUT(id, sig, nm, ty, title, min_len)                                                 \
    .l_sig_##id = sig, .l_name_##id = nm, .l_acpica_##id = title,
#define AL_FIELD(id, lay, off, len, fmt, since_rev, rsvd, nm, spec_name, label, vals)              \
    .f_name_##id = nm, .f_spec_##id = spec_name, .f_acpica_##id = label, .f_values_##id = vals,
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
};

#define AT(member) ((uint32_t)offsetof(struct catalogue_strings, member))

static const struct al_layout_info layouts[AL_LAYOUT_COUNT] = {
#define AL_LAYOUT(id, sig, nm, ty, title, min_len)                                                 \
    [AL_L_##id] = {.signature_at = AT(l_sig_##id),                                                 \
                   .name_at = AT(l_name_##id),                                                     \
                   .type = ty,                                                                     \
                   .acpica_at = AT(l_acpica_##id),                                                 \
                   .min_length = min_len},
#define AL_FIELD(id, layout, off, len, fmt, since, rsvd, name, spec, acpica, values)
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
};

static const struct al_field_info fields[AL_FIELD_COUNT] = {
#define AL_LAYOUT(id, sig, name, type, acpica, min_length)
#define AL_FIELD(id, lay, off, len, fmt, since_rev, rsvd, nm, spec_name, label, vals)              \
    [AL_F_##id] = {.layout = AL_L_##lay,                                                           \
                   .format = fmt,                                                                  \
                   .offset = off,                                                                  \
                   .width = len,                                                                   \
                   .since = since_rev,                                                             \
                   .reserved = rsvd,                                                               \
                   .name_at = AT(f_name_##id),                                                     \
                   .spec_at = AT(f_spec_##id),                                                     \
                   .acpica_at = AT(f_acpica_##id),                                                 \
                   .values_at = AT(f_values_##id)},
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
};

#undef AT

static const char *string_at(uint32_t at)
{
    return (const char *)&strings + at;
}

const char *al_layout_signature(const struct al_layout_info *l)
{
    return string_at(l->signature_at);
}

const char *al_layout_name(const struct al_layout_info *l)
{
    return string_at(l->name_at);
}

const char *al_layout_acpica(const struct al_layout_info *l)
{
    return string_at(l->acpica_at);
}

const char *al_field_info_name(const struct al_field_info *f)
{
    return string_at(f->name_at);
}

const char *al_field_info_spec(const struct al_field_info *f)
{
    return string_at(f->spec_at);
}

const char *al_field_info_acpica(const struct al_field_info *f)
{
    return string_at(f->acpica_at);
}

const char *al_field_info_values(const struct al_field_info *f)
{
    const char *values = string_at(f->values_at);
    return values[0] ? values : NULL;
}

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
    return f ? al_field_info_name(f) : "";
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
    const char *sig = al_layout_signature(l), *layout = al_layout_name(l);
    const char *field = al_field_info_name(f);
    if (l->type < 0 && strncmp(layout, sig, 4) == 0)
        snprintf(buf, size, "%.4s/%s", sig, field);
    else if (sig[0])
        snprintf(buf, size, "%.4s/%s[%u]/%s", sig, layout, index, field);
    else
        snprintf(buf, size, "%s", field);
    return buf;
}

/*
 * values is "v=name;v=name;...": the name of `value`, copied into buf, or
 * NULL when the value is not one of them.
 */
const char *al_field_value_name(enum al_field_id id, uint64_t value, char *buf, size_t size)
{
    const struct al_field_info *f = al_field_info(id);
    const char *p = f ? al_field_info_values(f) : NULL;
    if (!p || !size)
        return NULL;
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
