/* SPDX-License-Identifier: MIT */
/*
 * Table presence (presence.h).  The root table is the firmware's own list of
 * what it installs (ACPI 6.5 section 5.2.8); the FADT's DSDT/X_DSDT and
 * FIRMWARE_CTRL/X_FIRMWARE_CTRL are the only pointers to the DSDT and FACS
 * (section 5.2.9).  Nothing else in an input proves that a table is not
 * there: acpidump on arm64 often cannot read the RSDP and XSDT, and a folder
 * may hold any subset of the firmware's tables.
 */
#include "acpilint/presence.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "acpilint/fadt.h"
#include "acpilint/rsdp.h"

/* The length of the folder part of a table's source file ("a/b/APIC.aml": 3). */
static size_t source_dir_len(const struct al_table *t)
{
    const char *f = t->source.file, *slash = f ? strrchr(f, '/') : NULL;
    return slash ? (size_t)(slash - f) : 0;
}

static bool same_source_dir(const struct al_table *a, const struct al_table *b)
{
    size_t n = source_dir_len(a);
    return n == source_dir_len(b) && (n == 0 || strncmp(a->source.file, b->source.file, n) == 0);
}

/*
 * Every table exported with a Checksum of 0 that is wrong (tables saved
 * from Windows).  A table with a right checksum from another folder (a
 * laptop's DSDT taken from elsewhere and checked with the exported set)
 * does not make the export any less cleared; one from the same folder, or
 * a wrong non-zero checksum, does.
 */
bool al_checksums_cleared(const struct al_tableset *ts)
{
    size_t sdts = 0;
    const struct al_table *first = NULL;
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        /* A firmware-volume storage file's 0 is filled in at install: not an export. */
        if (t->kind != AL_KIND_SDT || !t->header_complete || t->source.checksum_at_install)
            continue;
        if (t->checksum_ok && t->header.checksum != 0)
            continue; /* judged below against the cleared tables' folder */
        if (t->header.checksum != 0 || t->checksum_ok)
            return false;
        first = first ? first : t;
        sdts++;
    }
    if (sdts < 2)
        return false;
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        if (t->kind == AL_KIND_SDT && t->header_complete && !t->source.checksum_at_install &&
            t->checksum_ok && same_source_dir(t, first))
            return false;
    }
    return true;
}

/* Whether the root table lists every table and the input holds them all. */
static bool root_complete(const struct al_tableset *ts, char *why, size_t size)
{
    const struct al_table *root = NULL;
    size_t lacking = al_root_lacking(ts, &root);
    if (!root) {
        if (why && size)
            snprintf(why, size, "the input holds no XSDT, the list of the firmware's tables");
        return false;
    }
    if (lacking) {
        if (why && size)
            snprintf(why, size, "the %.4s lists %zu table%s more than the input holds",
                     root->signature, lacking, lacking == 1 ? "" : "s");
        return false;
    }
    return true;
}

/* The address the FADT gives for the DSDT or FACS (64-bit field first), 0 for none. */
static uint64_t fadt_pointer(const struct al_table *facp, bool dsdt)
{
    struct al_fadt f;
    if (!al_fadt_decode(facp, &f))
        return 0;
    uint64_t x = al_fadt_get(&f, dsdt ? AL_FADT_X_DSDT : AL_FADT_X_FIRMWARE_CTRL, 0);
    return x ? x : al_fadt_get(&f, dsdt ? AL_FADT_DSDT : AL_FADT_FIRMWARE_CTRL, 0);
}

enum al_presence al_table_presence(const struct al_tableset *ts, const char *sig4, char *why,
                                   size_t why_size)
{
    if (why && why_size)
        why[0] = '\0';
    if (al_tableset_find(ts, sig4, 0))
        return AL_PRESENCE_HELD;
    bool pointed = strncmp(sig4, "DSDT", 4) == 0 || strncmp(sig4, "FACS", 4) == 0;
    enum al_presence unknown = ts->assume_complete ? AL_PRESENCE_ABSENT : AL_PRESENCE_UNKNOWN;
    if (pointed) {
        /* The FADT is the DSDT's and the FACS's only pointer. */
        const struct al_table *facp = al_tableset_find(ts, "FACP", 0);
        if (!facp) {
            enum al_presence fp = al_table_presence(ts, "FACP", why, why_size);
            return fp == AL_PRESENCE_ABSENT ? AL_PRESENCE_ABSENT : unknown;
        }
        uint64_t at = fadt_pointer(facp, sig4[0] == 'D');
        if (!at && al_checksums_cleared(ts)) {
            /* an export that cleared the checksums cleared the FADT's pointers too */
            if (why && why_size)
                snprintf(why, why_size, "the tables were exported with their checksums and "
                         "FADT pointers cleared, so the FADT's zero %.4s address proves nothing",
                         sig4);
            return unknown;
        }
        if (!at) {
            if (why && why_size)
                snprintf(why, why_size, "the FADT gives no %.4s address", sig4);
            return AL_PRESENCE_ABSENT;
        }
        if (why && why_size)
            snprintf(why, why_size, "the FADT points at a %.4s at 0x%" PRIx64
                     " that the input does not hold", sig4, at);
        return unknown;
    }
    if (!root_complete(ts, why, why_size))
        return unknown;
    if (why && why_size) {
        const struct al_table *root = al_tableset_find(ts, "XSDT", 0);
        snprintf(why, why_size, "the %s does not list one", root ? "XSDT" : "RSDT");
    }
    return AL_PRESENCE_ABSENT;
}

bool al_input_complete(const struct al_tableset *ts, char *why, size_t why_size)
{
    if (why && why_size)
        why[0] = '\0';
    if (ts->assume_complete)
        return true;
    if (!root_complete(ts, why, why_size))
        return false;
    if (al_table_presence(ts, "DSDT", why, why_size) == AL_PRESENCE_UNKNOWN)
        return false;
    if (why && why_size)
        why[0] = '\0';
    return true;
}

const char *al_presence_name(enum al_presence p)
{
    switch (p) {
    case AL_PRESENCE_HELD: return "held";
    case AL_PRESENCE_ABSENT: return "absent";
    case AL_PRESENCE_UNKNOWN: return "unknown";
    }
    return "?";
}
