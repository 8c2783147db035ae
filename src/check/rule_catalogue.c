/* SPDX-License-Identifier: MIT */
/*
 * The rules this build implements.  Kept sorted by id (checked at start-up
 * in debug builds and by tests/unit/test_rules.c) so lookup is a bsearch.
 */
#include "acpilint/rules.h"

#include <stdlib.h>
#include <string.h>

#define SEED_008 "seed 008 (Documentation/arm64/arm-acpi.txt)"
#define SEED_009 "seed 009 (Documentation/arm64/acpi_object_usage.txt)"

static const struct al_rule rules[] = {
    {"aml.duplicate-name", AL_SEV_ERROR,
     "An AML object is defined twice in the same scope; ACPICA fails it with AE_ALREADY_EXISTS",
     "ACPI 6.5 section 5.3; ACPICA AcpiDsLoad1BeginOp"},
    {"aml.limit", AL_SEV_ERROR,
     "AML nesting or the number of namespace objects exceeds acpilint's limits",
     "ACPI 6.5 section 20.2; acpilint limits against hostile input"},
    {"aml.malformed", AL_SEV_ERROR,
     "AML byte code that cannot be decoded (bad PkgLength, name string, truncated operand)",
     "ACPI 6.5 section 20.2 (AML grammar)"},
    {"aml.scope-undefined", AL_SEV_WARNING,
     "Scope() or a named object refers to a scope that does not exist when the table loads",
     "ACPI 6.5 sections 5.3 and 19.6.122; ACPICA AE_NOT_FOUND"},
    {"aml.unknown-opcode", AL_SEV_ERROR, "A byte that is not an AML opcode where a term is expected",
     "ACPI 6.5 section 20.3 (AML byte stream byte values)"},
    {"aml.unresolved-reference", AL_SEV_WARNING,
     "A method body names an object that is not in the namespace of the loaded tables",
     "ACPI 6.5 section 5.3 (namespace search rules); section 20.2.5.4 MethodInvocation"},
    {"dump.bad-line", AL_SEV_ERROR, "A line of an acpidump text could not be parsed",
     "acpidump(8) output format; ACPICA acpixtract"},
    {"dump.offset-gap", AL_SEV_ERROR,
     "The offsets of an acpidump hex block do not follow one another",
     "acpidump(8) output format; ACPICA acpixtract"},
    {"dump.preamble", AL_SEV_INFO, "Lines before the first table header of an acpidump text",
     "acpidump(8) output format"},
    {"dump.signature-mismatch", AL_SEV_WARNING,
     "The signature in an acpidump header line differs from the table's own bytes",
     "acpidump(8) output format"},
    {"input.no-tables", AL_SEV_ERROR, "An input holds no ACPI table",
     "ACPI 6.5 section 5.2.6"},
    {"input.not-a-table", AL_SEV_INFO,
     "A directory entry that is not a table (text, subfolder, sysfs data/) was not loaded",
     "Linux Documentation/ABI/testing/sysfs-firmware-acpi"},
    {"input.trailing-bytes", AL_SEV_WARNING,
     "Bytes after the end of the last table of a binary input",
     "ACPI 6.5 section 5.2.6 (Length covers the whole table)"},
    {"input.unreadable-entry", AL_SEV_ERROR, "A file inside an input directory could not be read",
     "-"},
    {"input.unsplit-bytes", AL_SEV_ERROR,
     "Bytes of a binary input that do not form a table and could not be split",
     "ACPI 6.5 section 5.2.6"},
    {"madt.subtable-truncated", AL_SEV_ERROR,
     "An MADT interrupt controller structure runs past the end of the table",
     "ACPI 6.5 section 5.2.12; Linux drivers/acpi/tables.c acpi_parse_entries()"},
    {"madt.subtable-zero-length", AL_SEV_ERROR,
     "An MADT interrupt controller structure has a Length of 0 or 1",
     "ACPI 6.5 section 5.2.12; Linux drivers/acpi/tables.c acpi_parse_entries()"},
    {"rsdp.checksum", AL_SEV_ERROR,
     "The RSDP checksum over its first 20 bytes is wrong",
     "ACPI 6.5 section 5.2.5.3; " SEED_008 " line 158"},
    {"rsdp.ext-checksum", AL_SEV_ERROR,
     "The RSDP extended checksum over its whole length is wrong",
     "ACPI 6.5 section 5.2.5.3; " SEED_008 " line 158"},
    {"rsdp.xsdt-missing", AL_SEV_ERROR, "The RSDP gives no XSDT address (revision < 2 or zero)",
     SEED_008 " lines 168-176"},
    {"rsdt.present", AL_SEV_WARNING,
     "An RSDT is present; arm64 ignores it and uses only the XSDT",
     SEED_008 " lines 174-176; " SEED_009 " lines 220-223"},
    {"sim.acpi-disabled", AL_SEV_ERROR,
     "The simulated kernel disables ACPI (no usable RSDP/XSDT, no FADT, FADT older than 5.1)",
     "seed 002 (arch/arm64/kernel/acpi.c) lines 227-244; seed 004 lines 255-257"},
    {"sim.boot-cpu-not-first", AL_SEV_ERROR,
     "The boot CPU's GICC is not the first enabled GICC: its MPIDR is mapped twice and the "
     "first GICC's CPU is never started",
     "seed 004 (arch/arm64/kernel/acpi.c) lines 162-176"},
    {"sim.cpu-ignored", AL_SEV_WARNING,
     "The simulated kernel ignores a CPU of the MADT (duplicate MPIDR, NR_CPUS limit)",
     "seed 004 (arch/arm64/kernel/acpi.c) lines 129-157"},
    {"sim.gic-init-failed", AL_SEV_ERROR,
     "The simulated kernel cannot initialise the GIC from the MADT",
     "seed 007 (drivers/irqchip/irq-gic.c) lines 268-365"},
    {"sim.gic-not-v2", AL_SEV_WARNING,
     "The GICD declares a GIC version the profile's ACPI code does not drive (GICv2 only)",
     "seed 007 (arch/arm64/include/asm/irq.h) lines 199-207"},
    {"sim.gsi-unmappable", AL_SEV_ERROR,
     "A GSI outside the GICv2 model (PPI 16-31, SPI 32-1019), or a timer GSI that is not a PPI",
     "seed 006 (arch/arm64/kernel/acpi.c) lines 63-74; seed 011 (drivers/acpi/gsi.c)"},
    {"sim.multiple-madt", AL_SEV_WARNING,
     "More than one MADT: the kernel warns and uses the first",
     "Linux 4.1 drivers/acpi/tables.c check_multiple_madt()"},
    {"sim.no-platform", AL_SEV_ERROR,
     "The simulated kernel is left with no usable platform description (neither ACPI nor a "
     "populated device tree)",
     "seed 003 lines 280-290; seed 010 (arch/arm64/kernel/setup.c) line 477"},
    {"sim.secondaries-not-started", AL_SEV_ERROR,
     "The simulated kernel will not start secondary CPUs (no PSCI, MADT walk error, boot CPU "
     "missing from the MADT)",
     "seed 004 (arch/arm64/kernel/acpi.c) lines 199-256"},
    {"table.checksum", AL_SEV_ERROR,
     "The table checksum is wrong; the kernel's ACPICA refuses to install the table",
     "ACPI 6.5 section 5.2.6; ACPICA AcpiTbVerifyChecksum"},
    {"table.duplicate", AL_SEV_ERROR,
     "A table that must be unique appears more than once",
     "ACPI 6.5 section 5.2.6, Table 5.5 (one FADT, one MADT, one DSDT per system)"},
    {"table.header-truncated", AL_SEV_ERROR,
     "The table is shorter than its 36-byte header",
     "ACPI 6.5 section 5.2.6"},
    {"table.length-exceeds-data", AL_SEV_ERROR,
     "The header Length is larger than the bytes present: the table is truncated",
     "ACPI 6.5 section 5.2.6"},
    {"table.length-invalid", AL_SEV_ERROR,
     "The header Length is smaller than the header itself",
     "ACPI 6.5 section 5.2.6"},
    {"table.length-short", AL_SEV_WARNING,
     "More bytes are present than the header Length covers",
     "ACPI 6.5 section 5.2.6"},
    {"table.signature-invalid", AL_SEV_ERROR,
     "The table signature holds characters other than A-Z, 0-9 and _",
     "ACPI 6.5 section 5.2.6; ACPICA AcpiUtValidNameseg"},
    {"xsdt.entry-missing", AL_SEV_WARNING,
     "An XSDT entry points at an address where the dump has no table",
     SEED_008 " lines 168-172"},
    {"xsdt.links-unknown", AL_SEV_INFO,
     "The input carries no table addresses, so XSDT entries cannot be matched to tables",
     SEED_008 " lines 168-172"},
    {"xsdt.table-unlisted", AL_SEV_WARNING,
     "A table in the dump is not listed in the XSDT, so the kernel will never see it",
     SEED_008 " lines 168-172"},
};

static int cmp_id(const void *key, const void *elem)
{
    return strcmp((const char *)key, ((const struct al_rule *)elem)->id);
}

const struct al_rule *al_rule_find(const char *id)
{
    if (!id)
        return NULL;
    return bsearch(id, rules, sizeof(rules) / sizeof(rules[0]), sizeof(rules[0]), cmp_id);
}

const struct al_rule *al_rule_all(size_t *count)
{
    *count = sizeof(rules) / sizeof(rules[0]);
    return rules;
}
