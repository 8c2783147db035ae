/* SPDX-License-Identifier: MIT */
/*
 * FADT decoding driven by one field table (ACPI 6.5 section 5.2.9,
 * Table 5.9).  Offsets and sizes were checked against ACPICA's
 * ACPI_TABLE_FADT (source/include/actbl.h).
 */
#include "acpilint/fadt.h"

#include "acpilint/field.h"

#include <string.h>

/*
 * The FADT's rows of the field catalogue (include/acpilint/fields/fadt.def),
 * in the shape of struct al_field_desc: `since` is the FADT major.minor
 * revision that gave the field meaning (1.0 for the first).
 */
#define FADT_KIND(fmt)                                                                             \
    ((fmt) == AL_FMT_GAS ? AL_FIELD_GAS : (fmt) == AL_FMT_FLAGS ? AL_FIELD_FLAGS : AL_FIELD_UINT)
static const struct al_field_desc fadt_fields[AL_FADT_FIELD_COUNT] = {
#define AL_LAYOUT(id, sig, name, type, acpica, min_length)
#define AL_FIELD(id, layout, off, len, fmt, since, rsvd, name, spec, acpica, values)               \
    [AL_##id] = {name, off, len, FADT_KIND(fmt), (since) ? (since) >> 4 : 1, (since)&15},
#include "acpilint/fields/fadt.def"
#undef AL_LAYOUT
#undef AL_FIELD
};

const struct al_field_desc *al_fadt_fields(void)
{
    return fadt_fields;
}

/*
 * ACPICA actbl.h: ACPI_FADT_V1_SIZE 116 (0x74), V2 132 (0x84, through the
 * minor version byte), V3/V4 244 (0xF4), V5 268 (0x10C), V6 276 (0x114).
 * 5.1 only redefined bytes 129..131, so its length stays 268.
 */
size_t al_fadt_spec_length(uint8_t major, uint8_t minor)
{
    (void)minor;
    switch (major) {
    case 1:
        return 116;
    case 2:
        return 132;
    case 3:
    case 4:
        return 244;
    case 5:
        return 268;
    case 6:
        return 276;
    default:
        return 0;
    }
}

static bool defined_at(const struct al_field_desc *d, uint8_t major, uint8_t minor)
{
    return major > d->since_major || (major == d->since_major && minor >= d->since_minor);
}

bool al_fadt_decode(const struct al_table *t, struct al_fadt *out)
{
    memset(out, 0, sizeof(*out));
    out->table = t;
    if (!t || !t->header_complete)
        return false;
    struct al_span body = al_table_body(t);
    out->body_size = body.len;
    out->major = t->header.revision;

    for (size_t i = 0; i < AL_FADT_FIELD_COUNT; i++) {
        const struct al_field_desc *d = &fadt_fields[i];
        if (!al_span_has(body, d->offset, d->size))
            continue;
        out->in_body[i] = true;
        if (d->kind == AL_FIELD_GAS) {
            al_gas_decode(body, d->offset, &out->gas[i]);
            out->value[i] = out->gas[i].address;
        } else {
            al_read_uint(body, d->offset, d->size, &out->value[i]);
        }
    }
    /* The minor version byte only means something from 5.1; earlier it is reserved. */
    if (out->major >= 5 && out->in_body[AL_FADT_MINOR_VERSION]) {
        uint8_t raw = (uint8_t)out->value[AL_FADT_MINOR_VERSION];
        out->minor = raw & 0x0F;
        out->errata = (uint8_t)(raw >> 4);
    }
    for (size_t i = 0; i < AL_FADT_FIELD_COUNT; i++)
        out->present[i] = out->in_body[i] && defined_at(&fadt_fields[i], out->major, out->minor);
    out->expected_size = al_fadt_spec_length(out->major, out->minor);
    return true;
}

uint64_t al_fadt_get(const struct al_fadt *f, enum al_fadt_field field, uint64_t fallback)
{
    if ((unsigned)field >= AL_FADT_FIELD_COUNT || !f->present[field])
        return fallback;
    return f->value[field];
}
