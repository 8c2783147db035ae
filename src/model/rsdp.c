/* SPDX-License-Identifier: MIT */
/*
 * RSDP (ACPI 6.5 section 5.2.5.3, Table 5.3) and the XSDT/RSDT entry
 * arrays (sections 5.2.7 and 5.2.8).
 */
#include "acpilint/rsdp.h"

#include <stdlib.h>

#include <string.h>

#define RSDP_OEM_ID 9u
#define RSDP_REVISION 15u
#define RSDP_RSDT_ADDRESS 16u
#define RSDP_LENGTH 20u
#define RSDP_XSDT_ADDRESS 24u

bool al_rsdp_decode(const struct al_table *t, struct al_rsdp *out)
{
    memset(out, 0, sizeof(*out));
    if (!t)
        return false;
    struct al_span s = al_table_span(t);
    if (!al_span_has(s, 0, AL_RSDP_V1_SIZE))
        return false;
    al_read_bytes(s, RSDP_OEM_ID, out->oem_id, 6);
    out->revision = al_get_u8(s, RSDP_REVISION);
    out->rsdt_address = al_get_u32(s, RSDP_RSDT_ADDRESS);
    /* The v1 checksum covers the first 20 bytes only, whatever the revision. */
    out->checksum_ok = al_span_sum8(al_span_sub(s, 0, AL_RSDP_V1_SIZE)) == 0;
    out->ext_checksum_ok = true;
    if (out->revision < 2)
        return true;
    /*
     * Revision 2+: Length, XsdtAddress and the extended checksum.  The
     * extended checksum covers `Length` bytes; a Length below 36 or beyond
     * the bytes present cannot be verified and counts as failed.
     */
    out->has_v2_fields = al_span_has(s, 0, AL_RSDP_V2_SIZE);
    out->length = al_get_u32(s, RSDP_LENGTH);
    out->xsdt_address = al_get_u64(s, RSDP_XSDT_ADDRESS);
    out->ext_checksum_ok = out->has_v2_fields && out->length >= AL_RSDP_V2_SIZE &&
                           al_span_has(s, 0, out->length) &&
                           al_span_sum8(al_span_sub(s, 0, out->length)) == 0;
    return true;
}

size_t al_root_entries(const struct al_tableset *ts, const struct al_table *root,
                       struct al_root_entry *out, size_t max)
{
    size_t entry_size;
    if (al_table_is(root, "XSDT"))
        entry_size = 8;
    else if (al_table_is(root, "RSDT"))
        entry_size = 4;
    else
        return 0;
    if (!root->header_complete)
        return 0;
    struct al_span body = al_table_body(root);
    size_t n = 0;
    /* Entries follow the 36-byte header; a partial trailing entry is not one. */
    for (size_t off = AL_HEADER_SIZE; al_span_has(body, off, entry_size); off += entry_size) {
        if (n < max && out) {
            uint64_t addr = 0;
            al_read_uint(body, off, entry_size, &addr);
            out[n].offset = off;
            out[n].address = addr;
            out[n].target = ts ? al_tableset_by_address(ts, addr) : NULL;
        }
        n++;
    }
    return n;
}

/* Tables the XSDT lists (the others are reached through the RSDP, FADT or at run time). */
static bool xsdt_listable(const struct al_table *t)
{
    return t->kind == AL_KIND_SDT && !al_table_is(t, "XSDT") && !al_table_is(t, "RSDT") &&
           !al_table_is(t, "DSDT") && !t->source.dynamic;
}

static int by_address(const void *a, const void *b)
{
    uint64_t x = ((const struct al_root_entry *)a)->address;
    uint64_t y = ((const struct al_root_entry *)b)->address;
    return (x > y) - (x < y);
}

size_t al_root_lacking(const struct al_tableset *ts, const struct al_table **xsdt_out)
{
    const struct al_table *xsdt = al_tableset_find(ts, "XSDT", 0);
    if (!xsdt)
        xsdt = al_tableset_find(ts, "RSDT", 0); /* x86 firmware of ACPI 1.0 lists them there */
    *xsdt_out = xsdt;
    if (!xsdt)
        return 0;
    /*
     * Every presence question asks this, so it stays O(n log n) in the entries: a
     * hostile 64 KiB XSDT has 8,000 of them, and the pairwise count it replaced
     * took a quarter of fuzz_report's time.  No tableset: the targets are not needed.
     */
    size_t n = al_root_entries(NULL, xsdt, NULL, 0);
    struct al_root_entry *e = calloc(n ? n : 1, sizeof(*e));
    if (!e)
        return 0;
    al_root_entries(NULL, xsdt, e, n);
    qsort(e, n, sizeof(*e), by_address);
    size_t listed = 0;
    for (size_t i = 0; i < n; i++)
        listed += e[i].address != 0 && (i == 0 || e[i].address != e[i - 1].address);
    free(e);
    size_t held = 0;
    for (size_t i = 0; i < ts->count; i++)
        held += xsdt_listable(ts->tables[i]);
    return listed > held ? listed - held : 0;
}

const struct al_table *al_tableset_by_address(const struct al_tableset *ts, uint64_t address)
{
    /* Address 0 is "no address" (binary blobs carry none): never a match. */
    if (address == 0)
        return NULL;
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        if (t->has_address && t->address == address)
            return t;
    }
    return NULL;
}

bool al_tableset_has_addresses(const struct al_tableset *ts)
{
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        if (t->kind != AL_KIND_RSDP && t->has_address && t->address != 0)
            return true;
    }
    return false;
}
