/* SPDX-License-Identifier: MIT */
/*
 * The shared base's steps (dt.c, tables.c, walk.c) in the 4.1 model's words
 * (model.h): citations of the seed code, "Linux 4.1 <file> <function> (seed
 * NNN lines L)", and ACPICA of 20150410 as the seeds run it.
 */
#include "sim/sim_internal.h"

#define K41_DT_PROBE "Linux 4.1 arch/arm64/kernel/acpi.c dt_scan_depth1_nodes()"

static void dt_probe(struct al_sim_ctx *c, enum al_sim_dt_verdict v, const char *what,
                     const char *note)
{
    switch (v) {
    case AL_SIM_DT_ABSENT:
        al_sim_event(c->r, K41_DT_PROBE " (seed 003 lines 378-389, 406-407)", what,
                     "the heuristic treats the DT as empty",
                     "assumption: the profile models "
                     "the seed heuristic only; 4.1's setup_machine_fdt() (outside the seeds) "
                     "stops the boot early when no valid DTB is passed at all",
                     NULL);
        return;
    case AL_SIM_DT_EMPTY:
        al_sim_event(c->r, K41_DT_PROBE " (seed 003 lines 386-388)", what,
                     "dt_scan_depth1_nodes() returns 0: the DT is empty", note, NULL);
        return;
    case AL_SIM_DT_PLATFORM:
        al_sim_event(c->r, K41_DT_PROBE " (seed 003 lines 386-388)", what,
                     "dt_scan_depth1_nodes() returns 1: the DT describes the platform", note,
                     NULL);
        return;
    }
}

/* 4.1 says nothing before it installs the tables. */
static void table_init_begin(struct al_sim_ctx *c)
{
    (void)c;
}

static void no_rsdp(struct al_sim_ctx *c)
{
    al_sim_acpica_event(c, "tbxfroot.c acpi_find_root_pointer()",
                        "no RSDP: UEFI's configuration table has no ACPI entry",
                        "acpi_table_init() fails", NULL);
}

static void rsdp_assumed(struct al_sim_ctx *c, const char *what)
{
    al_sim_acpica_event(c, "tbutils.c acpi_tb_parse_root_table()", what, NULL,
                        "assumption (seed 001: the RSDP comes from UEFI), not a fact of the "
                        "tables");
}

/* The seeds take the RSDP as UEFI hands it over and say nothing of its checksum. */
static void rsdp_bad_checksum(struct al_sim_ctx *c)
{
    (void)c;
}

/* The root table's length is checked against its header only: no log line of its own. */
static void root_too_short(struct al_sim_ctx *c, const struct al_table *root)
{
    (void)c;
    (void)root;
}

static void root_bad_checksum(struct al_sim_ctx *c, const struct al_table *root)
{
    (void)root;
    al_sim_acpica_event(c, "tbutils.c acpi_tb_parse_root_table()",
                        "the root table's checksum is wrong",
                        "ACPICA warns and goes on (ACPI_CHECKSUM_ABORT is FALSE)", NULL);
}

static void table_bad_checksum(struct al_sim_ctx *c, const struct al_table *t)
{
    char what[160];
    snprintf(what, sizeof(what), "%.4s (instance %u) has a wrong checksum", t->signature,
             t->instance);
    al_sim_acpica_event(c, "tbprint.c acpi_tb_verify_checksum()", what,
                        "ACPICA warns and installs the table all the same (ACPI_CHECKSUM_ABORT "
                        "is FALSE)",
                        "ACPICA prints \"ACPI BIOS Warning (bug): Incorrect checksum in table "
                        "[SIG] ...\" with its own source line, which the simulator does not "
                        "reproduce for 4.1");
}

static void tables_installed(struct al_sim_ctx *c, const char *what, const char *note)
{
    al_sim_event(
        c->r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_boot_table_init() (seed 002 lines 233-237)",
        what, NULL, note, NULL);
}

/* The seeds' ACPICA is not modelled past the table list: its FADT checks say nothing here. */
static void fadt_copied(struct al_sim_ctx *c, const struct al_table *fadt)
{
    (void)c;
    (void)fadt;
}

static void madt_absent(struct al_sim_ctx *c)
{
    al_sim_event(c->r, AL_K41_TABLES " acpi_table_parse_entries()", "no MADT is installed",
                 "the walk returns -ENODEV", NULL, "APIC not present");
}

const struct al_sim_voice al_sim_linux41_voice = {
    .dt_probe = dt_probe,
    .table_init_begin = table_init_begin,
    .no_rsdp = no_rsdp,
    .rsdp_assumed = rsdp_assumed,
    .rsdp_bad_checksum = rsdp_bad_checksum,
    .xsdt_needs_v2_fields = true,
    .rsdt_note = "seed 008 requires the XSDT on arm64; the code (ACPICA) quietly falls back to "
                 "the RSDT",
    .root_needs_an_entry = false,
    .root_too_short = root_too_short,
    .root_bad_checksum = root_bad_checksum,
    .table_bad_checksum = table_bad_checksum,
    .tables_installed = tables_installed,
    .fadt_copied = fadt_copied,
    .madt_absent = madt_absent,
};
