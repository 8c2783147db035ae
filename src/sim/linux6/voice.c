/* SPDX-License-Identifier: MIT */
/*
 * The shared base's steps (dt.c, tables.c, walk.c) in the 6.x model's words
 * (model.h): "Linux <version> <file> <function>" and the kernel's and
 * ACPICA's log lines, with the values of each kernel's row (kernels.c).
 */
#include "sim/sim_internal.h"

#define K6_DT_PROBE "arch/arm64/kernel/acpi.c dt_is_stub()"

static void dt_probe(struct al_sim_ctx *c, enum al_sim_dt_verdict v, const char *what,
                     const char *note)
{
    const char *consequence = v == AL_SIM_DT_ABSENT   ? "the heuristic treats the DT as empty"
                              : v == AL_SIM_DT_EMPTY  ? "dt_is_stub() is true"
                                                      : "dt_is_stub() is false: the DT describes "
                                                        "the platform";
    al_sim_kevent(c, K6_DT_PROBE, what, consequence, note, NULL);
}

static void table_init_begin(struct al_sim_ctx *c)
{
    al_sim_kevent(c, "drivers/acpi/tables.c acpi_locate_initial_tables()",
                  c->force_table_verification
                      ? "acpi_force_table_verification: ACPICA checks checksums at install"
                      : "ACPICA installs the tables without checking their checksums",
                  NULL, NULL, "ACPI: Early table checksum verification %s",
                  c->force_table_verification ? "enabled" : "disabled");
}

static void no_rsdp(struct al_sim_ctx *c)
{
    al_sim_kevent(c, "drivers/acpi/osl.c acpi_os_get_root_pointer()",
                  "no RSDP: UEFI's configuration table has no ACPI entry",
                  "acpi_initialize_tables() returns AE_NOT_FOUND", NULL,
                  "ACPI: OSL: System description tables not found");
}

static void rsdp_assumed(struct al_sim_ctx *c, const char *what)
{
    al_sim_kevent(c, "drivers/acpi/acpica/tbutils.c acpi_tb_parse_root_table()", what, NULL,
                  "assumption: edk2 installs the RSDP and XSDT with the tables; not a fact "
                  "of the tables",
                  NULL);
}

static void rsdp_bad_checksum(struct al_sim_ctx *c)
{
    al_sim_kevent(c, "drivers/acpi/osl.c acpi_os_get_root_pointer()",
                  "the RSDP's checksum is wrong, but on a UEFI boot the kernel takes "
                  "the RSDP from the EFI configuration table and never checks it "
                  "(only acpi_find_root_pointer() calls acpi_tb_validate_rsdp())",
                  "the RSDP is used", NULL, NULL);
}

static void root_too_short(struct al_sim_ctx *c, const struct al_table *root)
{
    al_sim_kevent(c, "drivers/acpi/acpica/tbutils.c acpi_tb_parse_root_table()",
                  "ACPICA's message", NULL, NULL,
                  "ACPI BIOS Error (bug): Invalid table length 0x%X in RSDT/XSDT "
                  "(%08X/tbutils-%u)",
                  root->header_complete ? root->header.length : 0, c->k.acpica,
                  c->k.tbutils_length_line);
}

static void root_bad_checksum(struct al_sim_ctx *c, const struct al_table *root)
{
    al_sim_checksum_warning(c, root);
}

/* acpi_force_table_verification: acpi_tb_verify_temp_table() checks at install time */
static void table_bad_checksum(struct al_sim_ctx *c, const struct al_table *t)
{
    if (c->force_table_verification)
        al_sim_checksum_warning(c, t);
}

static void tables_installed(struct al_sim_ctx *c, const char *what, const char *note)
{
    al_sim_kevent(c, "drivers/acpi/tables.c acpi_table_init()", what, NULL, note, NULL);
}

/* ACPICA's FADT conversion and its messages (acpica.c) */
static void fadt_copied(struct al_sim_ctx *c, const struct al_table *fadt)
{
    al_sim_parse_fadt_acpica(c, fadt);
}

/* pr_debug("%4.4s not present\n"): not in the log */
static void madt_absent(struct al_sim_ctx *c)
{
    al_sim_kevent(c, "drivers/acpi/tables.c acpi_table_parse_entries_array()",
                  "no MADT is installed", "the walk returns -ENODEV", NULL, NULL);
}

const struct al_sim_voice al_sim_linux6_voice = {
    .dt_probe = dt_probe,
    .table_init_begin = table_init_begin,
    .no_rsdp = no_rsdp,
    .rsdp_assumed = rsdp_assumed,
    .rsdp_bad_checksum = rsdp_bad_checksum,
    /* revision > 1 and a non-zero XSDT address (acpi_gbl_do_not_use_xsdt is FALSE) */
    .xsdt_needs_v2_fields = false,
    .rsdt_note = "Documentation/arch/arm64/arm-acpi.rst says the RSDT is ignored on arm64; "
                 "ACPICA quietly uses it",
    .root_needs_an_entry = true,
    .root_too_short = root_too_short,
    .root_bad_checksum = root_bad_checksum,
    .table_bad_checksum = table_bad_checksum,
    .tables_installed = tables_installed,
    .fadt_copied = fadt_copied,
    .madt_absent = madt_absent,
};
