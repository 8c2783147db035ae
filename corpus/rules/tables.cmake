# SPDX-License-Identifier: MIT
# Minimal bad inputs for the table-level rules (rules/tables.yaml).
rule_case(table.checksum APIC set 0x18 0x02)
rule_case(table.length-exceeds-data FACP setlen32 4 0x200 fixsum)
rule_case(table.length-short GTDT setlen32 4 0x7C fixsum)
rule_case(madt.subtable-zero-length APIC set 0x7D 0 fixsum)
