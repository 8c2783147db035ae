/* SPDX-License-Identifier: MIT */
/*
 * MADT structure rules (ACPI 6.5 section 5.2.12): which structure types an
 * arm64 MADT may hold, each GIC structure's length against the MADT
 * revision, and reserved fields and flag bits, driven by one descriptor
 * table.  The walk itself (zero-length and truncated structures) is
 * checked earlier by structure_checks.c, which gates these rules.  The GIC
 * as a whole (CPUs, distributor, redistributors, ITS) is in madt_gic.c.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/madt_internal.h"
#include "acpilint/rule_ids.h"

#define N_ELEMS(a) (sizeof(a) / sizeof((a)[0]))

/* ---- Structure types ------------------------------------------------------------------ */

static bool is_gic_type(uint8_t type)
{
    return type >= AL_MADT_GICC && type <= AL_MADT_GIC_ITS;
}

/*
 * Seed 009 lines 187-190: only the GIC structures belong in an arm64 MADT.
 * One finding per foreign type, at its first structure, so an x86 MADT
 * with 64 local APICs gives one line, not 64.
 */
static void check_types(struct al_context *ctx, const struct madt_view *v)
{
    for (size_t i = 0; i < v->count; i++) {
        const struct madt_entry *e = &v->entries[i];
        if (is_gic_type(e->s.type) || e->ordinal != 0)
            continue;
        size_t n = madt_view_count(v, e->s.type);
        char path[64];
        madt_path(path, sizeof(path), e, NULL);
        al_report(ctx->ts, AL_R_MADT_SUBTABLE_NOT_GIC, al_at_table(v->t, e->s.offset, path),
                  "%zu structure%s of type 0x%02x (%s): arm64 describes interrupt controllers "
                  "with GIC structures (types 0xB-0xF) only, and the kernel ignores the rest",
                  n, n == 1 ? "" : "s", e->s.type, al_madt_type_name(e->s.type));
    }
}

/* ---- Lengths -------------------------------------------------------------------------- */

/*
 * GICC lengths per MADT revision.  Revision numbers from the spec tables
 * as edk2 MdePkg Acpi*.h records them: 3 for ACPI 4.0 to 6.0 (so 40, 76 and
 * 80 bytes are all valid there), 4 for 6.0 errata A to 6.2, 5 for 6.3/6.4,
 * 6 for 6.5.  Revision 7 (ACPI 6.6) adds flags but no GICC bytes.
 */
#define GICC_LEN_MIN_LINUX AL_GICC_LEN_ACPI_5_1 /* BAD_MADT_GICC_ENTRY: efficiency_class offset */

static size_t gicc_newest_length(uint8_t rev)
{
    return rev >= 6 ? AL_GICC_LEN_ACPI_6_5 : AL_GICC_LEN_ACPI_6_0;
}

static bool gicc_length_defined(uint8_t rev, size_t len)
{
    if (rev <= 3)
        return len == AL_GICC_LEN_ACPI_5_0 || len == AL_GICC_LEN_ACPI_5_1 ||
               len == AL_GICC_LEN_ACPI_6_0;
    return len == gicc_newest_length(rev);
}

static const char *gicc_layout_name(size_t len)
{
    switch (len) {
    case AL_GICC_LEN_ACPI_5_0:
        return "ACPI 5.0";
    case AL_GICC_LEN_ACPI_5_1:
        return "ACPI 5.1";
    case AL_GICC_LEN_ACPI_6_0:
        return "ACPI 6.0-6.4";
    default:
        return "ACPI 6.5";
    }
}

static void check_gicc_length(struct al_context *ctx, const struct madt_view *v,
                              const struct madt_entry *e)
{
    size_t len = e->s.length;
    uint8_t rev = v->revision;
    size_t newest = gicc_newest_length(rev);
    char path[64];
    madt_path(path, sizeof(path), e, "Length");
    struct al_where at = al_at_table(v->t, e->s.offset + AL_OFF_MADT_SUB_LENGTH, path);
    if (len == AL_GICC_LEN_ACPI_5_0) {
        al_report(ctx->ts, AL_R_MADT_GICC_ACPI50_LAYOUT, at,
                  "GICC is 40 bytes, the ACPI 5.0 layout without MPIDR and GICR base (%s): "
                  "the kernel needs at least the 76-byte ACPI 5.1 layout and rejects it",
                  rev <= 3 ? "an older revision this revision-3 MADT still allows"
                           : "which this MADT revision no longer defines");
    } else if (len < GICC_LEN_MIN_LINUX) {
        al_report(ctx->ts, AL_R_MADT_SUBTABLE_TOO_SHORT, at,
                  "GICC is %zu bytes: no ACPI revision defines that length and the kernel "
                  "rejects a GICC shorter than 76 bytes (truncated structure)",
                  len);
    } else if (gicc_length_defined(rev, len)) {
        return;
    } else if (len < newest && (len == AL_GICC_LEN_ACPI_5_1 || len == AL_GICC_LEN_ACPI_6_0)) {
        al_report(ctx->ts, AL_R_MADT_GICC_OLDER_LAYOUT, at,
                  "GICC is %zu bytes, the %s layout, in a revision %u MADT whose GICC is %zu "
                  "bytes: the fields after byte %zu are missing (the kernel accepts it)",
                  len, gicc_layout_name(len), rev, newest, len);
    } else if (len < newest) {
        al_report(ctx->ts, AL_R_MADT_GICC_TRUNCATED, at,
                  "GICC is %zu bytes: shorter than the %zu bytes of a revision %u MADT and not "
                  "the length of any older revision, so it is cut short",
                  len, newest, rev);
    } else if (rev <= 6) {
        /* Newer than we know (revision 7 and later): longer entries are expected. */
        al_report(ctx->ts, AL_R_MADT_SUBTABLE_LONGER, at,
                  "GICC is %zu bytes, longer than the %zu bytes a revision %u MADT defines: a "
                  "newer layout under an old Revision byte? (the kernel accepts it)",
                  len, newest, rev);
    }
}

static void check_lengths(struct al_context *ctx, const struct madt_view *v)
{
    for (size_t i = 0; i < v->count; i++) {
        const struct madt_entry *e = &v->entries[i];
        if (!is_gic_type(e->s.type))
            continue;
        if (e->s.type == AL_MADT_GICC) {
            check_gicc_length(ctx, v, e);
            continue;
        }
        /* GICD 24, MSI frame 24, GICR 16, ITS 20 in every revision that has them. */
        size_t want = al_madt_type_max_length(e->s.type);
        size_t len = e->s.length;
        if (len == want)
            continue;
        char path[64];
        madt_path(path, sizeof(path), e, "Length");
        struct al_where at = al_at_table(v->t, e->s.offset + AL_OFF_MADT_SUB_LENGTH, path);
        if (len < want)
            al_report(ctx->ts, AL_R_MADT_SUBTABLE_TOO_SHORT, at,
                      "%s is %zu bytes, shorter than its %zu-byte layout: the kernel rejects "
                      "it (BAD_MADT_ENTRY)",
                      al_madt_type_name(e->s.type), len, want);
        else
            al_report(ctx->ts, AL_R_MADT_SUBTABLE_LONGER, at,
                      "%s is %zu bytes, longer than its %zu-byte layout (the kernel accepts it "
                      "and ignores the extra bytes)",
                      al_madt_type_name(e->s.type), len, want);
    }
}

/* ---- Reserved fields and flag bits ---------------------------------------------------- */

#define MADT_HEADER 0x100u /* pseudo type: the MADT's own fields, offsets from the table start */

struct madt_field {
    unsigned type;    /* structure type, or MADT_HEADER */
    uint8_t offset;   /* from the start of the structure */
    uint8_t size;
    uint32_t allowed; /* bits that may be set; 0 for a reserved field */
    uint8_t min_rev;  /* MADT revisions this description applies to */
    uint8_t max_rev;
    const char *name;
};

/*
 * ACPI 6.5 Tables 5.19 (MADT), 5.37 (GICC), 5.40 (GICD), 5.42 (GIC MSI
 * frame), 5.44 (GICR), 5.46 (GIC ITS); the non-coherent flags of MADT
 * revision 7 (ACPI 6.6) as ACPICA and Linux read them.
 */
static const struct madt_field madt_fields[] = {
    {MADT_HEADER, 40, 4, 0x1, 0, 255, "Flags"},          /* PCAT_COMPAT */
    {AL_MADT_GICC, 2, 2, 0, 0, 255, "Reserved"},
    {AL_MADT_GICC, 12, 4, 0x7, 0, 5, "Flags"},            /* enabled, PMU and VGIC trigger */
    {AL_MADT_GICC, 12, 4, 0xF, 6, 6, "Flags"},            /* + online capable (6.5) */
    {AL_MADT_GICC, 12, 4, 0x1F, 7, 255, "Flags"},         /* + GICR non-coherent (6.6) */
    {AL_MADT_GICC, 77, 3, 0, 0, 4, "Reserved2"},          /* SPE interrupt came with 6.3 */
    {AL_MADT_GICC, 77, 1, 0, 5, 255, "Reserved2"},
    {AL_MADT_GICD, 2, 2, 0, 0, 255, "Reserved"},
    {AL_MADT_GICD, 21, 3, 0, 0, 255, "Reserved2"},
    {AL_MADT_GIC_MSI_FRAME, 2, 2, 0, 0, 255, "Reserved"},
    {AL_MADT_GIC_MSI_FRAME, 16, 4, 0x1, 0, 255, "Flags"}, /* SPI count/base select */
    {AL_MADT_GICR, 2, 1, 0, 0, 6, "Reserved"},
    {AL_MADT_GICR, 2, 1, 0x1, 7, 255, "Flags"},           /* non-coherent (6.6) */
    {AL_MADT_GICR, 3, 1, 0, 0, 255, "Reserved"},
    {AL_MADT_GIC_ITS, 2, 1, 0, 0, 6, "Reserved"},
    {AL_MADT_GIC_ITS, 2, 1, 0x1, 7, 255, "Flags"},        /* non-coherent (6.6) */
    {AL_MADT_GIC_ITS, 3, 1, 0, 0, 255, "Reserved"},
    {AL_MADT_GIC_ITS, 16, 4, 0, 0, 255, "Reserved2"},
};

/* e: the structure holding the field, NULL for a field of the MADT header. */
static void check_field(struct al_context *ctx, const struct madt_view *v,
                        const struct madt_field *f, struct al_span bytes, size_t base,
                        const struct madt_entry *e)
{
    uint64_t value;
    if (v->revision < f->min_rev || v->revision > f->max_rev ||
        !al_read_uint(bytes, f->offset, f->size, &value))
        return;
    uint64_t bad = value & ~(uint64_t)f->allowed;
    if (!bad)
        return;
    /* Written only now: every structure of a big MADT has these fields. */
    char path[64];
    if (e)
        madt_path(path, sizeof(path), e, f->name);
    else
        snprintf(path, sizeof(path), "APIC/%s", f->name);
    if (f->allowed)
        al_report(ctx->ts, AL_R_MADT_RESERVED_NONZERO, al_at_table(v->t, base + f->offset, path),
                  "%s is 0x%" PRIx64 ": bits 0x%" PRIx64 " are reserved in a revision %u MADT "
                  "and must be zero",
                  f->name, value, bad, v->revision);
    else
        al_report(ctx->ts, AL_R_MADT_RESERVED_NONZERO, al_at_table(v->t, base + f->offset, path),
                  "%s is 0x%" PRIx64 ": a reserved field must be zero", f->name, value);
}

static void check_reserved(struct al_context *ctx, const struct madt_view *v)
{
    struct al_span body = al_table_body(v->t);
    for (size_t k = 0; k < N_ELEMS(madt_fields); k++) {
        const struct madt_field *f = &madt_fields[k];
        if (f->type == MADT_HEADER) {
            check_field(ctx, v, f, body, 0, NULL);
            continue;
        }
        for (size_t i = 0; i < v->count; i++) {
            const struct madt_entry *e = &v->entries[i];
            if (e->s.type != f->type)
                continue;
            /* Only the structure's own bytes: a short structure has no such field. */
            struct al_span bytes = al_span_sub(body, e->s.offset, e->s.length);
            check_field(ctx, v, f, bytes, e->s.offset, e);
        }
    }
}

static void check_structures(struct al_context *ctx, const struct al_table *t)
{
    struct madt_view v;
    if (!madt_view_build(t, &v))
        return;
    check_types(ctx, &v);
    check_lengths(ctx, &v);
    check_reserved(ctx, &v);
    madt_view_free(&v);
}

static const struct al_rule_id *const madt_structure_rules[] = {
    AL_R_MADT_SUBTABLE_NOT_GIC,  AL_R_MADT_SUBTABLE_TOO_SHORT,
    AL_R_MADT_SUBTABLE_LONGER,   AL_R_MADT_GICC_ACPI50_LAYOUT,
    AL_R_MADT_GICC_OLDER_LAYOUT, AL_R_MADT_GICC_TRUNCATED,
    AL_R_MADT_RESERVED_NONZERO,  NULL,
};

const struct al_check al_checks_madt[] = {
    {"madt.structures", "APIC", check_structures, madt_structure_rules, AL_NEEDS_TABLE},
    {"madt.cpus", "APIC", madt_check_cpus, madt_cpu_rules, AL_NEEDS_TABLE},
    {"madt.gic", "APIC", madt_check_gic, madt_gic_rules, AL_NEEDS_TABLE},
    {NULL, NULL, NULL, NULL, 0},
};
