/* SPDX-License-Identifier: MIT */
/*
 * The tables section: which tables were added, removed or changed, and per
 * changed table its header, its own fields, its subtables (subtables.c) and,
 * where the catalogue names no field, the byte ranges that changed.
 *
 * Tables are paired by signature and OEM Table ID (the second SSDT of a
 * build is the same SSDT however the loader ordered them), then the rest of
 * a signature by order.  Header noise, what every rebuild changes (length,
 * checksum, OEM revision, creator id and revision), is one line per table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff_internal.h"

/* The table layout whose fields follow the header, if the catalogue has one. */
static bool table_layout(const struct al_table *t, enum al_layout_id *out)
{
    for (unsigned l = 0; l < AL_LAYOUT_COUNT; l++) {
        const struct al_layout_info *li = al_layout_info((enum al_layout_id)l);
        if (li->type < 0 && strlen(al_layout_signature(li)) == 4 &&
            memcmp(al_layout_signature(li), t->signature, 4) == 0 &&
            strcmp(al_layout_name(li), al_layout_signature(li)) == 0) {
            *out = (enum al_layout_id)l;
            return true;
        }
    }
    return false;
}

static bool is_aml(const struct al_table *t)
{
    return al_table_is(t, "DSDT") || al_table_is(t, "SSDT");
}

/* The signature with bytes outside A-Z 0-9 _ as \xNN (a table's bytes never reach a terminal). */
static void sig_text(const struct al_table *t, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < 4 && t->signature[i] && used + 5 < size; i++) {
        unsigned char c = (unsigned char)t->signature[i];
        if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == ' ')
            buf[used++] = (char)c, buf[used] = '\0';
        else
            used += (size_t)snprintf(buf + used, size - used, "\\x%02x", c);
    }
}

/* "FACP", or "SSDT[1]" when the signature has several tables on either side. */
static void table_label(const struct al_diff *d, const struct al_table *t, char *buf, size_t size)
{
    unsigned n = al_tableset_count_sig(&d->old_side.ts, t->signature);
    unsigned m = al_tableset_count_sig(&d->new_side.ts, t->signature);
    char sig[24];
    sig_text(t, sig, sizeof(sig));
    if (n > 1 || m > 1)
        snprintf(buf, size, "%s[%u]", sig, t->instance);
    else
        snprintf(buf, size, "%s", sig);
}

static void oem_text(const char *s, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (; *s && used + 5 < size; s++) {
        unsigned char c = (unsigned char)*s;
        if (c >= 0x20 && c < 0x7f && c != '\\')
            buf[used++] = (char)c, buf[used] = '\0';
        else
            used += (size_t)snprintf(buf + used, size - used, "\\x%02x", c);
    }
}

/* What an added or removed table is: "v2 QEMU BXPC, 5337 bytes". */
static void table_summary(const struct al_table *t, char *buf, size_t size)
{
    char oem[40], tid[40];
    oem_text(t->header.oem_id, oem, sizeof(oem));
    oem_text(t->header.oem_table_id, tid, sizeof(tid));
    if (t->kind == AL_KIND_SDT && t->header_complete)
        snprintf(buf, size, "v%u %s %s, %zu bytes", t->header.revision, oem, tid, t->size);
    else
        snprintf(buf, size, "%zu bytes", t->size);
}

/* The header: Revision, OEMID, OEM Table ID as changes; the rest as one noise line. */
static void diff_header(struct al_diff *d, const char *label, const struct al_table *ot,
                        const struct al_table *nt)
{
    static const enum al_field_id real[] = {AL_F_HDR_REVISION, AL_F_HDR_OEMID,
                                            AL_F_HDR_OEM_TABLE_ID};
    static const enum al_field_id noise[] = {AL_F_HDR_LENGTH, AL_F_HDR_CHECKSUM,
                                             AL_F_HDR_OEM_REVISION, AL_F_HDR_CREATOR_ID,
                                             AL_F_HDR_CREATOR_REVISION};
    struct al_diff_struct o = {.s = al_table_span(ot), .length = AL_HEADER_SIZE};
    struct al_diff_struct n = {.s = al_table_span(nt), .length = AL_HEADER_SIZE};
    char ov[160], nv[160], path[300];
    for (size_t i = 0; i < sizeof(real) / sizeof(real[0]); i++) {
        bool ho = al_diff_field_value(&o, real[i], ov, sizeof(ov));
        bool hn = al_diff_field_value(&n, real[i], nv, sizeof(nv));
        if (ho == hn && (!ho || strcmp(ov, nv) == 0))
            continue;
        snprintf(path, sizeof(path), "%s/%s", label, al_field_name(real[i]));
        al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_CHANGED, path, ho ? ov : "(absent)",
                    hn ? nv : "(absent)", NULL);
    }
    char olds[400] = "", news[400] = "";
    for (size_t i = 0; i < sizeof(noise) / sizeof(noise[0]); i++) {
        bool ho = al_diff_field_value(&o, noise[i], ov, sizeof(ov));
        bool hn = al_diff_field_value(&n, noise[i], nv, sizeof(nv));
        if (ho == hn && (!ho || strcmp(ov, nv) == 0))
            continue;
        size_t lo = strlen(olds), ln = strlen(news);
        snprintf(olds + lo, sizeof(olds) - lo, "%s%s %s", lo ? ", " : "", al_field_name(noise[i]),
                 ho ? ov : "(absent)");
        snprintf(news + ln, sizeof(news) - ln, "%s%s %s", ln ? ", " : "", al_field_name(noise[i]),
                 hn ? nv : "(absent)");
    }
    if (olds[0])
        al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_HEADER, label, olds, news, NULL);
}

static void diff_table(struct al_diff *d, const struct al_table *ot, const struct al_table *nt)
{
    struct al_span ob = al_table_body(ot), nb = al_table_body(nt);
    if (ob.len == nb.len && memcmp(ob.data, nb.data, ob.len) == 0 && ot->size == nt->size)
        return;
    char label[64];
    table_label(d, nt, label, sizeof(label));
    bool sdt = ot->kind == AL_KIND_SDT && nt->kind == AL_KIND_SDT && ot->header_complete &&
               nt->header_complete;
    size_t from = 0;
    if (sdt) {
        diff_header(d, label, ot, nt);
        from = AL_HEADER_SIZE;
    }
    bool body_same = ob.len == nb.len && ob.len >= from &&
                     memcmp(ob.data + from, nb.data + from, ob.len - from) == 0;
    if (body_same)
        return;
    if (is_aml(nt) && sdt) {
        /*
         * Byte code moves as a whole: what it means is the namespace
         * section's.  Only a change the namespace did not see (module-level
         * code, a value it does not compare) is told here, as sizes.
         */
        if (al_diff_section_count(d, AL_DIFF_NAMESPACE) > 0)
            return;
        char os[32], ns[32];
        snprintf(os, sizeof(os), "%zu bytes", ob.len);
        snprintf(ns, sizeof(ns), "%zu bytes", nb.len);
        al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_BYTES, label, os, ns,
                    "definition block changed: see the namespace section");
        return;
    }
    uint8_t *ocov = calloc(ob.len + 1, 1), *ncov = calloc(nb.len + 1, 1);
    if (!ocov || !ncov) {
        free(ocov);
        free(ncov);
        d->oom = true;
        return;
    }
    struct al_diff_struct o = {
        .s = ob, .length = ob.len, .covered = ocov, .rev = al_diff_rev(ot->header.revision)};
    struct al_diff_struct n = {
        .s = nb, .length = nb.len, .covered = ncov, .rev = al_diff_rev(nt->header.revision)};
    for (size_t i = 0; i < from; i++) {
        if (i < ob.len)
            ocov[i] = 1;
        if (i < nb.len)
            ncov[i] = 1;
    }
    enum al_layout_id layout;
    if (ot->kind == AL_KIND_RSDP && nt->kind == AL_KIND_RSDP) {
        o.rev = al_diff_rev(ot->header.revision);
        al_diff_fields(d, label, AL_L_RSDP, &o, &n);
    } else if (table_layout(nt, &layout))
        al_diff_fields(d, label, layout, &o, &n);
    al_diff_subtables(d, label, ot, nt, ocov, ncov);
    al_diff_byte_ranges(d, label, &o, &n, from);
    free(ocov);
    free(ncov);
}

/* Pairing: old table i -> new table pair[i], or SIZE_MAX. */
static bool same_sig(const struct al_table *a, const struct al_table *b)
{
    return memcmp(a->signature, b->signature, 4) == 0 && a->kind == b->kind;
}

void al_diff_tables(struct al_diff *d)
{
    const struct al_tableset *os = &d->old_side.ts, *ns = &d->new_side.ts;
    size_t *pair = malloc((os->count + 1) * sizeof(*pair));
    bool *taken = calloc(ns->count + 1, sizeof(*taken));
    if (!pair || !taken) {
        free(pair);
        free(taken);
        d->oom = true;
        return;
    }
    /* First by signature and OEM Table ID, in order; then what is left of a signature. */
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < os->count; i++) {
            if (pass == 0)
                pair[i] = SIZE_MAX;
            else if (pair[i] != SIZE_MAX)
                continue;
            const struct al_table *a = os->tables[i];
            for (size_t j = 0; j < ns->count; j++) {
                const struct al_table *b = ns->tables[j];
                if (taken[j] || !same_sig(a, b))
                    continue;
                if (pass == 0 && strcmp(a->header.oem_table_id, b->header.oem_table_id) != 0)
                    continue;
                pair[i] = j;
                taken[j] = true;
                break;
            }
        }
    char label[64], what[200];
    for (size_t i = 0; i < os->count; i++)
        if (pair[i] == SIZE_MAX) {
            table_label(d, os->tables[i], label, sizeof(label));
            table_summary(os->tables[i], what, sizeof(what));
            al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_REMOVED, label, what, NULL, NULL);
        }
    for (size_t j = 0; j < ns->count; j++)
        if (!taken[j]) {
            table_label(d, ns->tables[j], label, sizeof(label));
            table_summary(ns->tables[j], what, sizeof(what));
            al_diff_add(d, AL_DIFF_TABLES, AL_DIFF_ADDED, label, NULL, what, NULL);
        }
    for (size_t i = 0; i < os->count; i++)
        if (pair[i] != SIZE_MAX)
            diff_table(d, os->tables[i], ns->tables[pair[i]]);
    free(pair);
    free(taken);
}
