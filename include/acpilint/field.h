/* SPDX-License-Identifier: MIT */
/*
 * The field catalogue: every table and subtable layout acpilint reads,
 * written once, as data (as ACPICA's source/common/dmtbinfo*.c and edk2
 * acpiview's ACPI_PARSER arrays do).  The layouts are the X-macro lists in
 * include/acpilint/fields/ (one file per table); this header turns them into
 *
 *   - enum al_field_id: AL_F_<LAYOUT>_<FIELD>, one per field;
 *   - enum al_layout_id: AL_L_<LAYOUT>, one per table or subtable layout;
 *   - compile-time constants AL_OFF_<id> and AL_LEN_<id> for the few places
 *     that need an offset in a constant expression (a static initialiser);
 *   - bounds-checked readers that take a field id and the offset of the
 *     structure holding it: al_field_u32(s, AL_F_MADT_GICC_FLAGS, entry, &v).
 *
 * Offsets are from the start of the layout: of the table (header included)
 * for a table layout, of the subtable for a subtable layout.  A reader goes
 * through span.h, so a field whose bytes are not in the span is "absent"
 * (false, *out untouched), never a read past the end.  A subtable shorter
 * than a field because of its revision (a 76-byte GICC has no Efficiency
 * Class) is told apart from a truncated one with al_field_in(id, length):
 * the _in readers take the structure's own length and give "absent" for a
 * field past it even when the table's bytes go on.
 */
#ifndef ACPILINT_FIELD_H
#define ACPILINT_FIELD_H

#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/span.h"

/* How a field's value is shown and checked. */
enum al_field_format {
    AL_FMT_HEX,   /* unsigned integer shown in hex (addresses, ids) */
    AL_FMT_DEC,   /* unsigned integer shown in decimal (counts, lengths, interrupts) */
    AL_FMT_FLAGS, /* bit field; `reserved` holds the bits that must be zero */
    AL_FMT_ENUM,  /* one of the values named in `values` ("0=PL011;3=..." form) */
    AL_FMT_TYPE,  /* a subtable's Type byte: selects the layout */
    AL_FMT_GAS,   /* 12-byte Generic Address Structure (layout AL_L_GAS) */
    AL_FMT_GUID,  /* 16-byte GUID */
    AL_FMT_STR,   /* fixed-size ASCII (signature, OEM id, name) */
    AL_FMT_BYTES, /* opaque bytes */
    AL_FMT_RSVD,  /* a reserved field: must be zero */
};

/* since: (major << 4) | minor of the revision that introduced the field. */
#define AL_REV(major, minor) (((major) << 4) | (minor))

/*
 * The catalogue keeps no pointers: its strings are offsets into one pool,
 * read through the accessors below.  A position-independent executable
 * relocates every pointer of a static table when it starts, writing (and
 * so copying) each page that holds one; without them the catalogue stays in
 * read-only pages of the file and a run pays only for what it reads
 * (bench/README.md, the start-up cost).
 */

/* One layout: a table, or one subtable type of a table. */
struct al_layout_info {
    uint32_t
        signature_at;   /* al_layout_signature(): "" for a layout of no one table (GAS, header) */
    uint32_t name_at;   /* al_layout_name(): "GICC" as in APIC/GICC[3]/MPIDR */
    uint32_t acpica_at; /* al_layout_acpica(): the title `iasl -d` prints ("" if none) */
    int16_t type;       /* the subtable Type that selects it; -1 for a table or a part */
    /*
     * How the layout's revision is known: the table header's Revision, or
     * for a subtable only its Length.  `min_length` is the shortest
     * structure the oldest revision defines.
     */
    uint16_t min_length;
};

/* One field. */
struct al_field_info {
    uint8_t layout;     /* enum al_layout_id */
    uint8_t format;     /* enum al_field_format */
    uint16_t offset;    /* from the start of the layout */
    uint16_t width;     /* bytes */
    uint8_t since;      /* AL_REV() of the table revision that introduced it; 0: always there */
    uint64_t reserved;  /* AL_FMT_FLAGS: the bits that must be zero */
    uint32_t name_at;   /* al_field_info_name(): the path component ("MPIDR", "X_DSDT") */
    uint32_t spec_at;   /* al_field_info_spec(): the spec's own words */
    uint32_t acpica_at; /* al_field_info_acpica(): the label `iasl -d` prints ("ARM MPIDR") */
    uint32_t values_at; /* al_field_info_values(): AL_FMT_ENUM's "value=name;..." */
};

#define AL_FIELDS_ALL_DEF "acpilint/fields/all.def"

enum al_layout_id {
#define AL_LAYOUT(id, sig, name, type, acpica, min_length) AL_L_##id,
#define AL_FIELD(id, layout, off, len, fmt, since, rsvd, name, spec, acpica, values)
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
    AL_LAYOUT_COUNT
};

enum al_field_id {
#define AL_LAYOUT(id, sig, name, type, acpica, min_length)
#define AL_FIELD(id, layout, off, len, fmt, since, rsvd, name, spec, acpica, values) AL_F_##id,
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
    AL_FIELD_COUNT
};

/* AL_OFF_<id> and AL_LEN_<id>: constant expressions. */
enum {
#define AL_LAYOUT(id, sig, name, type, acpica, min_length)
#define AL_FIELD(id, layout, off, len, fmt, since, rsvd, name, spec, acpica, values)               \
    AL_OFF_##id = (off), AL_LEN_##id = (len),
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
};

/*
 * AL_SIZE_<layout>: the layout's min_length (the size its oldest revision
 * defines), a constant expression: AL_SIZE_HEST_GHES is 64.
 */
enum {
#define AL_LAYOUT(id, sig, name, type, acpica, min_length) AL_SIZE_##id = (min_length),
#define AL_FIELD(id, layout, off, len, fmt, since, rsvd, name, spec, acpica, values)
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
};

/* The offset one past a field, as a constant: AL_FIELD_END(MADT_GICC_MPIDR) is 76. */
#define AL_FIELD_END(id) ((size_t)AL_OFF_##id + (size_t)AL_LEN_##id)

/* The whole entry of a field or a layout (field.c). */
const struct al_field_info *al_field_info(enum al_field_id id);
const struct al_layout_info *al_layout_info(enum al_layout_id id);

/* The strings of an entry (never NULL; values is NULL when the field names none). */
const char *al_layout_signature(const struct al_layout_info *l);
const char *al_layout_name(const struct al_layout_info *l);
const char *al_layout_acpica(const struct al_layout_info *l);
const char *al_field_info_name(const struct al_field_info *f);
const char *al_field_info_spec(const struct al_field_info *f);
const char *al_field_info_acpica(const struct al_field_info *f);
const char *al_field_info_values(const struct al_field_info *f);

/*
 * Offset and width of a field.  Inline from a static table so that a
 * constant id folds into a constant: a catalogue read costs what the raw
 * read it replaces did.
 */
static inline size_t al_field_offset(enum al_field_id id)
{
    static const uint16_t offsets[AL_FIELD_COUNT + 1] = {
#define AL_LAYOUT(id, sig, name, type, acpica, min_length)
#define AL_FIELD(id, layout, off, len, fmt, since, rsvd, name, spec, acpica, values) (off),
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
        0};
    return offsets[id];
}

static inline size_t al_field_width(enum al_field_id id)
{
    static const uint16_t widths[AL_FIELD_COUNT + 1] = {
#define AL_LAYOUT(id, sig, name, type, acpica, min_length)
#define AL_FIELD(id, layout, off, len, fmt, since, rsvd, name, spec, acpica, values) (len),
#include AL_FIELDS_ALL_DEF
#undef AL_LAYOUT
#undef AL_FIELD
        0};
    return widths[id];
}

/* The offset one past the field: the least structure length that holds it. */
static inline size_t al_field_end(enum al_field_id id)
{
    return al_field_offset(id) + al_field_width(id);
}

/* True when a structure of `length` bytes (as its Length claims) holds the field. */
static inline bool al_field_in(enum al_field_id id, size_t length)
{
    return al_field_end(id) <= length;
}

/*
 * Readers: the field of the structure at `base` in span s.  False (and
 * *out untouched) when its bytes are not all in s.  The width must match
 * the reader (checked in debug builds).
 */
static inline bool al_field_u8(struct al_span s, enum al_field_id id, size_t base, uint8_t *out)
{
    assert(al_field_width(id) == 1);
    return base <= s.len && al_read_u8(s, base + al_field_offset(id), out);
}

static inline bool al_field_u16(struct al_span s, enum al_field_id id, size_t base, uint16_t *out)
{
    assert(al_field_width(id) == 2);
    return base <= s.len && al_read_u16(s, base + al_field_offset(id), out);
}

static inline bool al_field_u32(struct al_span s, enum al_field_id id, size_t base, uint32_t *out)
{
    assert(al_field_width(id) == 4);
    return base <= s.len && al_read_u32(s, base + al_field_offset(id), out);
}

static inline bool al_field_u64(struct al_span s, enum al_field_id id, size_t base, uint64_t *out)
{
    assert(al_field_width(id) == 8);
    return base <= s.len && al_read_u64(s, base + al_field_offset(id), out);
}

/* Any integer field of 1..8 bytes, whatever its width. */
static inline bool al_field_uint(struct al_span s, enum al_field_id id, size_t base, uint64_t *out)
{
    return base <= s.len && al_read_uint(s, base + al_field_offset(id), al_field_width(id), out);
}

/* Terse forms: 0 when the field's bytes are not in s (as al_get_u*). */
static inline uint8_t al_field_get_u8(struct al_span s, enum al_field_id id, size_t base)
{
    assert(al_field_width(id) == 1);
    return base <= s.len ? al_get_u8(s, base + al_field_offset(id)) : 0;
}

static inline uint16_t al_field_get_u16(struct al_span s, enum al_field_id id, size_t base)
{
    assert(al_field_width(id) == 2);
    return base <= s.len ? al_get_u16(s, base + al_field_offset(id)) : 0;
}

static inline uint32_t al_field_get_u32(struct al_span s, enum al_field_id id, size_t base)
{
    assert(al_field_width(id) == 4);
    return base <= s.len ? al_get_u32(s, base + al_field_offset(id)) : 0;
}

static inline uint64_t al_field_get_u64(struct al_span s, enum al_field_id id, size_t base)
{
    assert(al_field_width(id) == 8);
    return base <= s.len ? al_get_u64(s, base + al_field_offset(id)) : 0;
}

/*
 * The field of a structure of `length` bytes at `base`: absent when the
 * structure is too short for it (an older revision) as well as when its
 * bytes are not in s (a truncated table).
 */
static inline bool al_field_in_u32(struct al_span s, enum al_field_id id, size_t base,
                                   size_t length, uint32_t *out)
{
    return al_field_in(id, length) && al_field_u32(s, id, base, out);
}

static inline bool al_field_in_u64(struct al_span s, enum al_field_id id, size_t base,
                                   size_t length, uint64_t *out)
{
    return al_field_in(id, length) && al_field_u64(s, id, base, out);
}

/* The field's name in reports, e.g. "MPIDR". */
const char *al_field_name(enum al_field_id id);

/*
 * The report path of a field of the index-th structure of its layout:
 * "APIC/GICC[3]/MPIDR"; of a table field: "FACP/Flags".  Truncated to fit
 * size (always NUL-terminated); returns buf.
 */
char *al_field_path(char *buf, size_t size, enum al_field_id id, unsigned index);

/* The name of an enumerated value ("PL011"), NULL when not one of the values named. */
const char *al_field_value_name(enum al_field_id id, uint64_t value, char *buf, size_t size);

#endif
