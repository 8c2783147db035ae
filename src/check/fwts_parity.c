/* SPDX-License-Identifier: MIT */
/*
 * FWTS verdicts of a SystemReady run that no Linux profile asks for
 * (rules/fwts_parity.yaml): each table's Revision against the ACPI version the
 * FADT declares (FWTS acpitables ACPITableBadRevision), ASCII identifiers in
 * the header (ACPITableHdrInfo), the RSDP's Length (rsdp RSDPBadLength) and an
 * FADT of ACPI 6.0 or later (sbbr/fadt fadt_revision).  The linux profiles
 * disable these rules; bbr-2.1, systemready-band and sbsa-8.0 enable them.
 */
#include <stdio.h>
#include <string.h>

#include "acpilint/engine.h"
#include "acpilint/fadt.h"
#include "acpilint/field.h"
#include "acpilint/rsdp.h"
#include "acpilint/rule_ids.h"

/* ACPI 6.1 to 6.6: the versions FWTS compares (columns of table_revisions). */
#define FIRST_MINOR 1u
#define VERSIONS 6u

/*
 * The Revision each version of the spec lists for a table (ACPI 6.5 section
 * 5.2.6 Table 5.5 and the ASWG "ACPI Table Revision Overview"), as FWTS
 * src/acpi/acpitables/acpitables.c compares them; 0: not listed in that version.
 * The FADT, FACS and RSDP are left out, as FWTS leaves them out.
 */
static const struct {
    char sig[5];
    uint8_t rev[VERSIONS]; /* 6.1, 6.2, 6.3, 6.4, 6.5, 6.6 */
} table_revisions[] = {
    {"APIC", {4, 4, 5, 5, 6, 7}}, {"BERT", {1, 1, 1, 1, 1, 1}}, {"BGRT", {1, 1, 1, 1, 1, 1}},
    {"CPEP", {1, 1, 1, 1, 1, 1}}, {"DSDT", {2, 2, 2, 2, 2, 2}}, {"ECDT", {1, 1, 1, 1, 1, 1}},
    {"EINJ", {1, 1, 1, 1, 2, 2}}, {"ERST", {1, 1, 1, 1, 1, 1}}, {"FPDT", {1, 1, 1, 1, 1, 1}},
    {"GTDT", {2, 2, 3, 3, 3, 3}}, {"HEST", {1, 1, 1, 1, 2, 2}}, {"MISC", {0, 0, 0, 0, 1, 1}},
    {"MSCT", {1, 1, 1, 1, 1, 1}}, {"MPST", {1, 1, 1, 1, 1, 1}}, {"NFIT", {1, 1, 1, 1, 1, 1}},
    {"PCCT", {1, 2, 2, 2, 2, 2}}, {"PHAT", {0, 0, 0, 1, 1, 1}}, {"PMTT", {1, 1, 1, 2, 2, 2}},
    {"PPTT", {0, 1, 2, 3, 3, 3}}, {"RASF", {1, 1, 1, 1, 1, 1}}, {"RAS2", {0, 0, 0, 0, 1, 1}},
    {"RHCT", {0, 0, 0, 0, 0, 1}}, {"RSDT", {1, 1, 1, 1, 1, 1}}, {"SBST", {1, 1, 1, 1, 1, 1}},
    {"SDEV", {0, 0, 1, 1, 1, 1}}, {"SLIT", {1, 1, 1, 1, 1, 1}}, {"SRAT", {3, 3, 3, 3, 3, 3}},
    {"SSDT", {2, 2, 2, 2, 2, 2}}, {"XSDT", {1, 1, 1, 1, 1, 1}},
};

static void check_revisions(struct al_context *ctx, const struct al_table *facp)
{
    struct al_fadt f;
    if (facp->instance != 0 || !al_fadt_decode(facp, &f) || f.major != 6 ||
        f.minor < FIRST_MINOR || f.minor >= FIRST_MINOR + VERSIONS)
        return;
    unsigned column = f.minor - FIRST_MINOR;
    struct al_tableset *ts = ctx->ts;
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        if (t->kind != AL_KIND_SDT || !t->header_complete)
            continue;
        for (size_t k = 0; k < sizeof(table_revisions) / sizeof(table_revisions[0]); k++) {
            uint8_t want = table_revisions[k].rev[column];
            if (!al_table_is(t, table_revisions[k].sig) || !want || t->header.revision == want)
                continue;
            char path[16];
            snprintf(path, sizeof(path), "%.4s/Revision", t->signature);
            al_report(ts, AL_R_TABLE_REVISION_ACPI_VERSION,
                      al_at_table(t, AL_OFF_HDR_REVISION, path),
                      "%.4s Revision is %u, but the FADT declares ACPI 6.%u, which defines "
                      "revision %u: FWTS fails it (ACPITableBadRevision)",
                      t->signature, t->header.revision, f.minor, want);
        }
    }
}

/* The first byte above 0x7F of a header identifier, or -1. */
static int non_ascii_at(const struct al_table *t, size_t offset, size_t len)
{
    uint8_t b[8];
    if (len > sizeof(b) || !al_read_bytes(al_table_span(t), offset, b, len))
        return -1;
    for (size_t i = 0; i < len; i++)
        if (b[i] > 0x7F)
            return (int)i;
    return -1;
}

static void check_ascii_ids(struct al_context *ctx, const struct al_table *unused)
{
    (void)unused;
    static const struct {
        size_t offset, len;
        const char *name;
    } ids[] = {
        {AL_OFF_HDR_OEMID, AL_LEN_HDR_OEMID, "OEMID"},
        {AL_OFF_HDR_OEM_TABLE_ID, AL_LEN_HDR_OEM_TABLE_ID, "OEMTableID"},
        {AL_OFF_HDR_CREATOR_ID, AL_LEN_HDR_CREATOR_ID, "CreatorID"},
    };
    struct al_tableset *ts = ctx->ts;
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *t = ts->tables[i];
        /* FWTS skips the RSDP and FACS, which have no such header. */
        if (t->kind != AL_KIND_SDT || !t->header_complete)
            continue;
        for (size_t k = 0; k < sizeof(ids) / sizeof(ids[0]); k++) {
            int at = non_ascii_at(t, ids[k].offset, ids[k].len);
            if (at < 0)
                continue;
            char path[24];
            snprintf(path, sizeof(path), "%.4s/%s", al_signature_valid(t->signature)
                                                        ? t->signature : "????",
                     ids[k].name);
            al_report(ts, AL_R_TABLE_ID_NOT_ASCII, al_at_table(t, ids[k].offset + (size_t)at, path),
                      "%s byte %d is not ASCII: FWTS fails the header (ACPITableHdrInfo)",
                      ids[k].name, at);
            break; /* one finding per table */
        }
    }
}

static void check_rsdp_length(struct al_context *ctx, const struct al_table *t)
{
    struct al_rsdp r;
    if (!al_rsdp_decode(t, &r) || r.revision < 2 || !r.has_v2_fields || r.length == 36)
        return;
    al_report(ctx->ts, AL_R_RSDP_LENGTH_INVALID, al_at_table(t, AL_OFF_RSDP_LENGTH, "RSDP/Length"),
              "Length is %u, not 36: FWTS fails the RSDP (RSDPBadLength)", r.length);
}

static void check_fadt_revision(struct al_context *ctx, const struct al_table *t)
{
    struct al_fadt f;
    if (!al_fadt_decode(t, &f) || f.major >= 6)
        return;
    al_report(ctx->ts, AL_R_FADT_REVISION_BELOW_6, al_at_table(t, AL_OFF_HDR_REVISION, "FACP/Revision"),
              "the FADT is revision %u.%u: BBR asks for ACPI 6.0 or later, and FWTS's sbbr "
              "test fails it (fadt_revision)",
              f.major, f.minor);
}

static const struct al_rule_id *const revision_rules[] = {AL_R_TABLE_REVISION_ACPI_VERSION, NULL};
static const struct al_rule_id *const ascii_rules[] = {AL_R_TABLE_ID_NOT_ASCII, NULL};
static const struct al_rule_id *const rsdp_rules[] = {AL_R_RSDP_LENGTH_INVALID, NULL};
static const struct al_rule_id *const fadt_rules[] = {AL_R_FADT_REVISION_BELOW_6, NULL};

const struct al_check al_checks_fwts_parity[] = {
    {"fwts.table-revisions", "FACP", check_revisions, revision_rules, AL_NEEDS_TABLE},
    {"fwts.ascii-ids", NULL, check_ascii_ids, ascii_rules, AL_NEEDS_NOTHING},
    {"fwts.rsdp-length", "RSDP", check_rsdp_length, rsdp_rules, AL_NEEDS_TABLE},
    {"fwts.fadt-revision", "FACP", check_fadt_revision, fadt_rules, AL_NEEDS_TABLE},
    {0},
};
