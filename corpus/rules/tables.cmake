# SPDX-License-Identifier: MIT
# Minimal bad inputs for the table-level rules (rules/tables.yaml).
rule_case(table.checksum APIC set 0x18 0x02)
rule_case(table.length-exceeds-data FACP setlen32 4 0x200 fixsum)
rule_case(table.length-short GTDT setlen32 4 0x7C fixsum)
rule_case(madt.subtable-zero-length APIC set 0x7D 0 fixsum)
# Table policy (src/check/tables_policy.c), sources in corpus/rules/tables/.
# GTDT renamed GTDX (byte 3 'T' -> 'X'): the required GTDT is gone.
rule_case(tables.required-missing GTDT set 3 0x58 fixsum)
# DBG2 renamed HPET: an x86 table the linux profile does not support (a warning).
rule_case(tables.not-supported DBG2 set 0 0x48 set 1 0x50 set 2 0x45 set 3 0x54 fixsum)
# MCFG renamed MCFX: the DSDT's \_SB.PCI0 (PNP0A08) has no MCFG.
rule_case(tables.mcfg-missing MCFG set 3 0x58 fixsum)
rule_case_source(tables.incomplete-input XSDT ${CORPUS_SRC}/rules/tables/incomplete-input.dsl)
rule_case_source(rsdp.rsdt-address RSDP ${CORPUS_SRC}/rules/tables/rsdt-address.dsl)
# XSDT entry 6 (offset 0x54, the SSDT's 0x40004000) -> 0 (iasl refuses to compile a null entry).
rule_case(xsdt.entry-null XSDT set 0x55 0 set 0x57 0 fixsum)
rule_case_source(xsdt.entry-duplicate XSDT ${CORPUS_SRC}/rules/tables/entry-duplicate.dsl)
rule_case_source(ssdt.modifies-device SSDT ${CORPUS_SRC}/rules/tables/ssdt-modifies-device.asl)
# Quiet: the SSDT adds a _STA to \_SB.COM0 (the DSDT's device has none): adding, not redefining.
rule_quiet_source(ssdt.modifies-device SSDT ${CORPUS_SRC}/rules/tables/ssdt-adds-to-device.asl)
# The valid system plus an SDEI table (firmware-first RAS): BERT and HEST are missing.
rule_case_source(tables.recommended-missing SDEI ${CORPUS_SRC}/rules/tables/ras-shown-by-sdei.dsl)
# A PCI host bridge and an Error Device each only in one branch of a module-level If/Else on a
# field: the BERT and HEST that RAS support recommends are not verified (info); quiet: the
# features in both branches make them certain (issue 22 item 1; branch_source: iasl -vw 6074).
branch_source(rules tables.feature-unverified
              ${CORPUS_SRC}/rules/tables/feature-in-one-branch.asl)
branch_source(rules-quiet tables.feature-unverified
              ${CORPUS_SRC}/rules/tables/feature-in-both-branches.asl)
branch_source(aml feature-in-one-branch ${CORPUS_SRC}/rules/tables/feature-in-one-branch.asl)
branch_source(aml feature-in-both-branches ${CORPUS_SRC}/rules/tables/feature-in-both-branches.asl)
