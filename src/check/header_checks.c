/* SPDX-License-Identifier: MIT */
/*
 * Header-level checks.  Each check states the kernel consequence in its
 * message where there is one, because that is what a firmware engineer
 * needs to decide whether to fix it now.
 */
#include "acpilint/checks.h"
#include "acpilint/field.h"
#include "acpilint/presence.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acpilint/escape.h"
#include "acpilint/rsdp.h"
#include "acpilint/rule_ids.h"

/*
 * Tables a system has at most one of (ACPI 6.5 Table 5.5 and 5.6).  FPDT and
 * BGRT are left out: real laptops carry two (surface-prox, dell-latitude-5455
 * in the shared corpus) and nothing in the kernel breaks on it.
 */
static const char *const unique_signatures[] = {
    "RSDP", "XSDT", "RSDT", "FACP", "FACS", "DSDT", "APIC", "GTDT", "MCFG", "SPCR", "DBG2",
    "IORT", "PPTT", "SRAT", "SLIT", "HMAT", "BERT", "HEST", "EINJ", "ERST",
    "PCCT", "SDEI", "APMT", "AEST", "CSRT", "DBGP", "SPMI", "TPM2", "MPAM", "RAS2",
};

bool al_table_structurally_sound(const struct al_table *t)
{
    if (!t->header_complete)
        return false;
    if (t->kind == AL_KIND_RSDP)
        return true;
    size_t minimum = t->kind == AL_KIND_FACS ? 8 : AL_HEADER_SIZE;
    return t->header.length >= minimum && t->header.length <= t->size;
}

static void check_rsdp(struct al_tableset *ts, const struct al_table *t)
{
    struct al_rsdp r;
    if (!al_rsdp_decode(t, &r)) {
        al_report(ts, AL_R_TABLE_HEADER_TRUNCATED, al_at_table(t, 0, NULL),
                  "RSDP has %zu bytes, fewer than the 20 of its ACPI 1.0 form", t->size);
        return;
    }
    /*
     * arm64 Linux takes the RSDP from the UEFI configuration table and never
     * checks it (drivers/acpi/osl.c acpi_os_get_root_pointer(), ACPICA
     * tbutils.c acpi_tb_parse_root_table()); only an RSDP search by scanning
     * memory (tbxfroot.c acpi_tb_validate_rsdp(), x86 and tools) skips it.
     */
    if (!r.checksum_ok)
        al_report(ts, AL_R_RSDP_CHECKSUM, al_at_table(t, AL_OFF_RSDP_CHECKSUM, "RSDP/Checksum"),
                  "RSDP checksum over the first 20 bytes is wrong (sum is 0x%02x, must be 0): "
                  "arm64 Linux gets the RSDP from UEFI and does not check it, but an RSDP "
                  "search by signature and checksum (acpidump, x86 kernels, other OSes) "
                  "passes over this one",
                  al_span_sum8(al_span_sub(al_table_span(t), 0, AL_RSDP_V1_SIZE)));
    if (r.revision >= 2 && !r.ext_checksum_ok)
        al_report(ts, AL_R_RSDP_EXT_CHECKSUM,
                  al_at_table(t, AL_OFF_RSDP_EXTENDED_CHECKSUM, "RSDP/ExtendedChecksum"),
                  "RSDP extended checksum over its %" PRIu32 " bytes is wrong%s", r.length,
                  r.has_v2_fields ? "" : " (the 36-byte form is not all present)");
    if (r.revision < 2 || r.xsdt_address == 0)
        al_report(ts, AL_R_RSDP_XSDT_MISSING,
                  al_at_table(t, r.revision < 2 ? 15 : 24, "RSDP/XsdtAddress"),
                  "RSDP revision %u gives no XSDT address: arm64 uses only the XSDT, so the "
                  "kernel finds no tables",
                  r.revision);
}

static void check_sdt(struct al_tableset *ts, const struct al_table *t, bool cleared)
{
    char sig[AL_ESCAPED_SIZE(4)];
    al_escape_bytes(t->signature, strnlen(t->signature, 4), sig, sizeof(sig));
    if (t->size >= 4 && !al_signature_valid(t->signature))
        al_report(ts, AL_R_TABLE_SIGNATURE_INVALID, al_at_table(t, 0, "Signature"),
                  "signature \"%s\" holds characters other than A-Z, 0-9 and _", sig);
    size_t minimum = t->kind == AL_KIND_FACS ? 8 : AL_HEADER_SIZE;
    if (t->size < minimum) {
        al_report(ts, AL_R_TABLE_HEADER_TRUNCATED, al_at_table(t, 0, NULL),
                  "%s has %zu bytes, fewer than its %zu-byte header; nothing else checked", sig,
                  t->size, minimum);
        return;
    }
    uint32_t len = t->header.length;
    if (len < minimum) {
        al_report(ts, AL_R_TABLE_LENGTH_INVALID, al_at_table(t, AL_OFF_HDR_LENGTH, "Length"),
                  "Length %" PRIu32 " is smaller than the %zu-byte header", len, minimum);
        return;
    }
    if (len > t->size) {
        al_report(ts, AL_R_TABLE_LENGTH_EXCEEDS_DATA, al_at_table(t, AL_OFF_HDR_LENGTH, "Length"),
                  "Length says %" PRIu32 " bytes but only %zu are present: the table is "
                  "truncated (checksum not checked)",
                  len, t->size);
        return;
    }
    if (len < t->size)
        al_report(ts, AL_R_TABLE_LENGTH_SHORT, al_at_table(t, len, "Length"),
                  "%zu bytes follow the %" PRIu32 " bytes that Length covers; they are not "
                  "part of the table",
                  t->size - len, len);
    /*
     * ACPICA verifies every table but the FACS and S3PT (no checksum, and
     * t->checksum_ok is true for the FACS), warns and goes on: with
     * ACPI_CHECKSUM_ABORT off, as Linux builds it (include/acpi/acconfig.h),
     * a bad checksum never stops a table from being installed (Linux 6.1
     * tbprint.c acpi_tb_verify_checksum(), 6.12 utcksum.c
     * acpi_ut_verify_checksum(), called from tbdata.c for every table,
     * tbutils.c for the XSDT and tbfadt.c again for the FADT).
     */
    /* edk2 AcpiTableDxe InstallAcpiTable() computes the checksum left 0 in its storage file. */
    if (!t->checksum_ok && !cleared &&
        !(t->source.checksum_at_install && t->header.checksum == 0)) {
        uint8_t sum = al_span_sum8(al_table_body(t));
        al_report(ts, AL_R_TABLE_CHECKSUM, al_at_table(t, AL_OFF_HDR_CHECKSUM, "Checksum"),
                  "checksum is wrong (the %" PRIu32 " bytes sum to 0x%02x, must be 0; "
                  "Checksum 0x%02x should be 0x%02x): Linux logs \"ACPI BIOS Warning (bug): "
                  "Incorrect checksum in table [%s]\" and installs the table anyway, but a "
                  "wrong checksum means the bytes changed after the table was built",
                  len, sum, t->header.checksum, (uint8_t)(t->header.checksum - sum), sig);
    }
}

static bool is_unique(const char *sig)
{
    for (size_t i = 0; i < sizeof(unique_signatures) / sizeof(unique_signatures[0]); i++)
        if (memcmp(sig, unique_signatures[i], 4) == 0)
            return true;
    return false;
}

static void check_duplicates(struct al_tableset *ts)
{
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        if (t->instance == 0 || !is_unique(t->signature))
            continue;
        const struct al_table *first = al_tableset_find(ts, t->signature, 0);
        bool same = first && first->size == t->size && memcmp(first->bytes, t->bytes, t->size) == 0;
        al_report(ts, AL_R_TABLE_DUPLICATE, al_at_table(t, 0, NULL),
                  "second %s (instance %u, %s the first): a system has only one; the kernel "
                  "uses whichever the XSDT lists first",
                  t->signature, t->instance, same ? "identical to" : "different from");
    }
}

/* Tables reached other than through the XSDT entries. */
static bool reached_elsewhere(const struct al_table *t)
{
    return t->kind != AL_KIND_SDT || al_table_is(t, "XSDT") || al_table_is(t, "RSDT") ||
           al_table_is(t, "DSDT") || t->source.dynamic;
}

/*
 * Dump addresses can only link tables when they tell tables apart: some
 * dumps print 0 for every table (acpidump -z style) and Windows tools print
 * one address for all of them.
 */
static bool addresses_usable(const struct al_tableset *ts)
{
    size_t with_address = 0;
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *a = ts->tables[i];
        if (a->kind == AL_KIND_RSDP || !a->has_address || a->address == 0)
            continue;
        with_address++;
        for (size_t j = i + 1; j < ts->count; j++) {
            const struct al_table *b = ts->tables[j];
            if (b->has_address && b->address == a->address && b->kind != AL_KIND_RSDP)
                return false;
        }
    }
    return with_address >= 2;
}

static void check_links(struct al_tableset *ts)
{
    const struct al_table *xsdt = al_tableset_find(ts, "XSDT", 0);
    if (!xsdt || !al_table_structurally_sound(xsdt))
        return;
    if (!addresses_usable(ts)) {
        al_report(ts, AL_R_XSDT_LINKS_UNKNOWN, al_at_table(xsdt, AL_HEADER_SIZE, "XSDT/Entry"),
                  "XSDT entries not matched to the tables: the input gives no table "
                  "addresses");
        return;
    }
    size_t n = al_root_entries(ts, xsdt, NULL, 0);
    struct al_root_entry *entries = calloc(n ? n : 1, sizeof(*entries));
    if (!entries)
        return;
    al_root_entries(ts, xsdt, entries, n);
    for (size_t i = 0; i < n; i++) {
        if (entries[i].target || entries[i].address == 0)
            continue; /* null entries are a policy rule of their own */
        char field[48];
        snprintf(field, sizeof(field), "XSDT/Entry[%zu]", i);
        al_report(ts, AL_R_XSDT_ENTRY_MISSING, al_at_table(xsdt, entries[i].offset, field),
                  "entry %zu points at 0x%" PRIx64 " where the dump has no table", i,
                  entries[i].address);
    }
    for (size_t t_i = 0; t_i < ts->count; t_i++) {
        const struct al_table *t = ts->tables[t_i];
        if (reached_elsewhere(t) || !t->has_address || t->address == 0)
            continue;
        bool listed = false;
        for (size_t i = 0; i < n && !listed; i++)
            listed = entries[i].target == t;
        if (!listed)
            al_report(ts, AL_R_XSDT_TABLE_UNLISTED, al_at_table(t, 0, NULL),
                      "%s at 0x%" PRIx64 " is not listed in the XSDT: the kernel will not see it",
                      t->signature, t->address);
    }
    free(entries);
}

void al_check_headers(struct al_tableset *ts)
{
    bool cleared = al_checksums_cleared(ts);
    if (cleared)
        al_report(ts, AL_R_TABLE_CHECKSUMS_CLEARED,
                  al_at_file(ts->input_count ? ts->inputs[0] : NULL, AL_NO_OFFSET, 0),
                  "every table's Checksum byte is 0 and none sums to zero: the tables were "
                  "exported without their checksums, so checksums (and the FADT's table "
                  "pointers) are not judged");
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        if (t->kind == AL_KIND_RSDP)
            check_rsdp(ts, t);
        else
            check_sdt(ts, t, cleared);
        if (al_table_is(t, "RSDT"))
            al_report(ts, AL_R_RSDT_PRESENT, al_at_table(t, 0, NULL),
                      "RSDT present: arm64 ignores it (32-bit addresses only) and uses the XSDT");
    }
    check_duplicates(ts);
    check_links(ts);
}
