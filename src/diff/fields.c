/* SPDX-License-Identifier: MIT */
/*
 * Field-by-field comparison of one structure through the field catalogue
 * (include/acpilint/fields/): every field of its layout, by name, with its
 * old and new value in the field's own format.  A GAS is compared by its
 * parts (SPCR/BaseAddress.Address), a flags field by the bits that have a
 * name (APIC/GICC[UID 5]/Flags.Enabled), so that a change reads as what it
 * means.
 */
#include <stdio.h>
#include <string.h>

#include "diff_internal.h"

/* Named bits of flag fields, from the tables cited in each .def file. */
struct bit_name {
    enum al_field_id field;
    uint8_t bit;
    const char *name;
};

static const struct bit_name bit_names[] = {
    /* ACPI 6.5 Table 5.10 (FADT Flags), Table 5.12 (ARM_BOOT_ARCH) */
    {AL_F_FADT_FLAGS, 4, "PWR_BUTTON"},
    {AL_F_FADT_FLAGS, 5, "SLP_BUTTON"},
    {AL_F_FADT_FLAGS, 10, "RESET_REG_SUP"},
    {AL_F_FADT_FLAGS, 20, "HW_REDUCED_ACPI"},
    {AL_F_FADT_FLAGS, 21, "LOW_POWER_S0_IDLE_CAPABLE"},
    {AL_F_FADT_ARM_BOOT_ARCH, 0, "PSCI_COMPLIANT"},
    {AL_F_FADT_ARM_BOOT_ARCH, 1, "PSCI_USE_HVC"},
    /* Table 5.19 (MADT Flags), Table 5.38 (GICC CPU Interface Flags) */
    {AL_F_MADT_FLAGS, 0, "PCAT_COMPAT"},
    {AL_F_MADT_GICC_FLAGS, 0, "Enabled"},
    {AL_F_MADT_GICC_FLAGS, 1, "PerformanceInterruptMode"},
    {AL_F_MADT_GICC_FLAGS, 2, "VGICMaintenanceInterruptMode"},
    {AL_F_MADT_GICC_FLAGS, 3, "OnlineCapable"},
    {AL_F_MADT_GICC_FLAGS, 4, "GICRNonCoherent"},
    /* Table 5.122 (GTDT timer flags), Table 5.130 (watchdog flags) */
    {AL_F_GTDT_SECURE_EL1_FLAGS, 0, "InterruptMode"},
    {AL_F_GTDT_SECURE_EL1_FLAGS, 1, "InterruptPolarity"},
    {AL_F_GTDT_SECURE_EL1_FLAGS, 2, "AlwaysOnCapability"},
    {AL_F_GTDT_NONSECURE_EL1_FLAGS, 0, "InterruptMode"},
    {AL_F_GTDT_NONSECURE_EL1_FLAGS, 1, "InterruptPolarity"},
    {AL_F_GTDT_NONSECURE_EL1_FLAGS, 2, "AlwaysOnCapability"},
    {AL_F_GTDT_VIRTUAL_EL1_FLAGS, 0, "InterruptMode"},
    {AL_F_GTDT_VIRTUAL_EL1_FLAGS, 1, "InterruptPolarity"},
    {AL_F_GTDT_VIRTUAL_EL1_FLAGS, 2, "AlwaysOnCapability"},
    {AL_F_GTDT_EL2_FLAGS, 0, "InterruptMode"},
    {AL_F_GTDT_EL2_FLAGS, 1, "InterruptPolarity"},
    {AL_F_GTDT_EL2_FLAGS, 2, "AlwaysOnCapability"},
    {AL_F_GTDT_VIRTUAL_EL2_FLAGS, 0, "InterruptMode"},
    {AL_F_GTDT_VIRTUAL_EL2_FLAGS, 1, "InterruptPolarity"},
    {AL_F_GTDT_VIRTUAL_EL2_FLAGS, 2, "AlwaysOnCapability"},
    {AL_F_GTDT_WATCHDOG_FLAGS, 0, "TimerInterruptMode"},
    {AL_F_GTDT_WATCHDOG_FLAGS, 1, "TimerInterruptPolarity"},
    {AL_F_GTDT_WATCHDOG_FLAGS, 2, "SecureTimer"},
    /* Table 5.159 (PPTT processor structure flags) */
    {AL_F_PPTT_PROCESSOR_FLAGS, 0, "PhysicalPackage"},
    {AL_F_PPTT_PROCESSOR_FLAGS, 1, "ACPIProcessorIDValid"},
    {AL_F_PPTT_PROCESSOR_FLAGS, 2, "ProcessorIsAThread"},
    {AL_F_PPTT_PROCESSOR_FLAGS, 3, "NodeIsALeaf"},
    {AL_F_PPTT_PROCESSOR_FLAGS, 4, "IdenticalImplementation"},
};

static const char *bit_name(enum al_field_id id, unsigned bit)
{
    for (size_t i = 0; i < sizeof(bit_names) / sizeof(bit_names[0]); i++)
        if (bit_names[i].field == id && bit_names[i].bit == bit)
            return bit_names[i].name;
    return NULL;
}

/*
 * Per layout the span of field ids holding its fields (the .def files list a
 * layout's fields together): made once, so that comparing a structure costs
 * its own fields, not the whole catalogue's.
 */
static uint16_t layout_first[AL_LAYOUT_COUNT], layout_end[AL_LAYOUT_COUNT];
static bool index_built;

static void build_index(void)
{
    if (index_built)
        return;
    for (unsigned j = 0; j < AL_FIELD_COUNT; j++) {
        const struct al_field_info *f = al_field_info((enum al_field_id)j);
        if (layout_end[f->layout] == 0)
            layout_first[f->layout] = (uint16_t)j;
        layout_end[f->layout] = (uint16_t)(j + 1);
    }
    index_built = true;
}

/*
 * A field applies to a structure when its revision has it, no later field of
 * the same layout redefines its bytes at that revision (IORT Reserved ->
 * Identifier), and the structure's length holds it.
 */
static bool field_applies(const struct al_diff_struct *st, enum al_field_id id)
{
    if (!st)
        return false;
    const struct al_field_info *f = al_field_info(id);
    if (f->since > st->rev || !al_field_in(id, st->length))
        return false;
    for (unsigned j = layout_first[f->layout]; j < layout_end[f->layout]; j++) {
        const struct al_field_info *g = al_field_info((enum al_field_id)j);
        if (g->layout == f->layout && g->offset == f->offset && g->since > f->since &&
            g->since <= st->rev)
            return false;
    }
    return true;
}

static void hex_bytes(struct al_span s, size_t at, size_t n, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && used + 3 < size; i++) {
        uint8_t b = 0;
        if (!al_read_u8(s, at + i, &b))
            break;
        used += (size_t)snprintf(buf + used, size - used, "%02x", b);
    }
}

/* An ASCII field as a quoted string, bytes outside printable ASCII as \xNN. */
static void quoted(struct al_span s, size_t at, size_t n, char *buf, size_t size)
{
    size_t used = 0;
    if (size < 4)
        return;
    buf[used++] = '"';
    for (size_t i = 0; i < n && used + 6 < size; i++) {
        uint8_t b = 0;
        if (!al_read_u8(s, at + i, &b))
            break;
        if (b == 0)
            break;
        if (b >= 0x20 && b < 0x7f && b != '"' && b != '\\')
            buf[used++] = (char)b;
        else
            used += (size_t)snprintf(buf + used, size - used, "\\x%02x", b);
    }
    buf[used++] = '"';
    buf[used] = '\0';
}

bool al_diff_field_value(const struct al_diff_struct *st, enum al_field_id id, char *buf,
                         size_t size)
{
    const struct al_field_info *f = al_field_info(id);
    size_t at = st->base + f->offset;
    if (at + f->width > st->s.len || at + f->width < at)
        return false;
    if (f->format == AL_FMT_STR) {
        quoted(st->s, at, f->width, buf, size);
        return true;
    }
    if (f->width > 8 || f->format == AL_FMT_GUID || f->format == AL_FMT_BYTES) {
        hex_bytes(st->s, at, f->width, buf, size);
        return true;
    }
    uint64_t v = 0;
    if (!al_read_uint(st->s, at, f->width, &v))
        return false;
    if (st->ref_name && st->ref_name(st->ref_ctx, id, v, buf, size))
        return true;
    char name[64];
    switch (f->format) {
    case AL_FMT_DEC:
        snprintf(buf, size, "%llu", (unsigned long long)v);
        break;
    case AL_FMT_ENUM:
    case AL_FMT_TYPE:
        if (al_field_value_name(id, v, name, sizeof(name)))
            snprintf(buf, size, "%llu (%s)", (unsigned long long)v, name);
        else
            snprintf(buf, size, "%llu", (unsigned long long)v);
        break;
    default:
        snprintf(buf, size, "0x%llx", (unsigned long long)v);
        break;
    }
    return true;
}

static void mark(const struct al_diff_struct *st, size_t off, size_t width)
{
    if (!st || !st->covered)
        return;
    for (size_t i = off; i < off + width && i < st->length; i++)
        st->covered[i] = 1;
}

/* A flags field: one change per named bit that flipped, one for the rest. */
static size_t diff_flags(struct al_diff *d, const char *path, enum al_field_id id,
                         const struct al_diff_struct *o, const struct al_diff_struct *n)
{
    const struct al_field_info *f = al_field_info(id);
    uint64_t ov = 0, nv = 0;
    al_read_uint(o->s, o->base + f->offset, f->width, &ov);
    al_read_uint(n->s, n->base + f->offset, f->width, &nv);
    uint64_t changed = ov ^ nv, unnamed = 0;
    size_t count = 0;
    char sub[300], a[8], b[8];
    for (unsigned bit = 0; bit < 64 && changed >> bit; bit++) {
        if (!((changed >> bit) & 1))
            continue;
        const char *name = bit_name(id, bit);
        if (!name) {
            unnamed |= 1ull << bit;
            continue;
        }
        al_diff_label(sub, sizeof(sub), "%s.%s", path, name);
        snprintf(a, sizeof(a), "%u", (unsigned)((ov >> bit) & 1));
        snprintf(b, sizeof(b), "%u", (unsigned)((nv >> bit) & 1));
        al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_CHANGED, sub, a, b, NULL);
        count++;
    }
    if (unnamed) {
        char oa[32], nb[32];
        snprintf(oa, sizeof(oa), "0x%llx", (unsigned long long)ov);
        snprintf(nb, sizeof(nb), "0x%llx", (unsigned long long)nv);
        al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_CHANGED, path, oa, nb, NULL);
        count++;
    }
    return count;
}

/* A GAS field: its parts, each under path.Part. */
static size_t diff_gas(struct al_diff *d, const char *path, enum al_field_id id,
                       const struct al_diff_struct *o, const struct al_diff_struct *n)
{
    const struct al_field_info *f = al_field_info(id);
    struct al_diff_struct og, ng;
    if (o) {
        og = *o;
        og.base = o->base + f->offset;
        og.length = 12;
        og.covered = NULL;
        og.rev = 0;
    }
    if (n) {
        ng = *n;
        ng.base = n->base + f->offset;
        ng.length = 12;
        ng.covered = NULL;
        ng.rev = 0;
    }
    char sub[400]; /* path (< 300) "." name */
    /* al_diff_fields writes prefix/Name: a GAS part reads better as path.Name. */
    size_t count = 0;
    for (unsigned j = layout_first[AL_L_GAS]; j < layout_end[AL_L_GAS]; j++) {
        const struct al_field_info *g = al_field_info((enum al_field_id)j);
        if (g->layout != AL_L_GAS)
            continue;
        char ov[96], nv[96];
        bool hav = o && al_diff_field_value(&og, (enum al_field_id)j, ov, sizeof(ov));
        bool hnv = n && al_diff_field_value(&ng, (enum al_field_id)j, nv, sizeof(nv));
        if (hav == hnv && (!hav || strcmp(ov, nv) == 0))
            continue;
        al_diff_label(sub, sizeof(sub), "%s.%s", path, al_field_info_name(g));
        al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_CHANGED, sub, hav ? ov : NULL, hnv ? nv : NULL,
                    NULL);
        count++;
    }
    return count;
}

size_t al_diff_fields(struct al_diff *d, const char *prefix, enum al_layout_id layout,
                      const struct al_diff_struct *o, const struct al_diff_struct *n)
{
    size_t count = 0;
    build_index();
    for (unsigned j = layout_first[layout]; j < layout_end[layout]; j++) {
        enum al_field_id id = (enum al_field_id)j;
        const struct al_field_info *f = al_field_info(id);
        if (f->layout != layout)
            continue;
        bool oa = field_applies(o, id), na = field_applies(n, id);
        if (oa)
            mark(o, f->offset, f->width);
        if (na)
            mark(n, f->offset, f->width);
        if (!oa && !na)
            continue;
        char ov[160], nv[160];
        bool hav = oa && al_diff_field_value(o, id, ov, sizeof(ov));
        bool hnv = na && al_diff_field_value(n, id, nv, sizeof(nv));
        if (hav == hnv && (!hav || strcmp(ov, nv) == 0))
            continue;
        char path[300];
        snprintf(path, sizeof(path), "%s/%s", prefix, al_field_info_name(f));
        if (hav && hnv && f->format == AL_FMT_FLAGS)
            count += diff_flags(d, path, id, o, n);
        else if (f->format == AL_FMT_GAS && hav && hnv)
            count += diff_gas(d, path, id, o, n);
        else {
            al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_CHANGED, path, hav ? ov : NULL, hnv ? nv : NULL,
                        NULL);
            count++;
        }
    }
    return count;
}

/* Two differing runs closer than this are one range: a moved word is one line, not two. */
#define RANGE_GAP 4u
/* Ranges listed per structure; past it one line says how many more. */
#define MAX_RANGES 16u
/* Bytes shown per side of a range. */
#define SHOW_BYTES 16u

static bool byte_at(const struct al_diff_struct *st, size_t i, uint8_t *b)
{
    return st && i < st->length && al_read_u8(st->s, st->base + i, b);
}

static bool covered(const struct al_diff_struct *st, size_t i)
{
    return st && st->covered && i < st->length && st->covered[i];
}

static void range_value(const struct al_diff_struct *st, size_t start, size_t end, char *buf,
                        size_t size)
{
    if (!st || start >= st->length) {
        snprintf(buf, size, "(absent)");
        return;
    }
    size_t stop = end < st->length ? end : st->length;
    size_t shown = stop - start < SHOW_BYTES ? stop - start : SHOW_BYTES;
    hex_bytes(st->s, st->base + start, shown, buf, size);
    if (shown < stop - start) {
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, "... (%zu bytes)", stop - start);
    }
}

size_t al_diff_byte_ranges(struct al_diff *d, const char *prefix, const struct al_diff_struct *o,
                           const struct al_diff_struct *n, size_t from)
{
    size_t end = 0;
    if (o && o->length > end)
        end = o->length;
    if (n && n->length > end)
        end = n->length;
    size_t ranges = 0, more = 0, i = from;
    while (i < end) {
        uint8_t a = 0, b = 0;
        bool ha = byte_at(o, i, &a), hb = byte_at(n, i, &b);
        if ((ha == hb && a == b) || covered(o, i) || covered(n, i)) {
            i++;
            continue;
        }
        size_t start = i, last = i;
        for (i++; i < end && i <= last + RANGE_GAP; i++) {
            ha = byte_at(o, i, &a);
            hb = byte_at(n, i, &b);
            if (!((ha == hb && a == b) || covered(o, i) || covered(n, i)))
                last = i;
        }
        i = last + 1;
        if (ranges == MAX_RANGES) {
            more++;
            continue;
        }
        char subject[320], ov[80], nv[80];
        snprintf(subject, sizeof(subject), "%s+0x%zx[%zu]", prefix, start, last + 1 - start);
        range_value(o, start, last + 1, ov, sizeof(ov));
        range_value(n, start, last + 1, nv, sizeof(nv));
        al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_BYTES, subject, ov, nv, NULL);
        ranges++;
    }
    if (more) {
        char subject[320], detail[64];
        snprintf(subject, sizeof(subject), "%s", prefix);
        snprintf(detail, sizeof(detail), "%zu more changed byte ranges", more);
        al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_BYTES, subject, NULL, NULL, detail);
    }
    return ranges + more;
}
