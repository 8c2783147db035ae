# SPDX-License-Identifier: MIT
# Minimal bad inputs for the BSA rules (rules/bsa.yaml, src/check/bsa_rules.c) and the FWTS
# parity rules (rules/fwts_parity.yaml, src/check/fwts_parity.c).  These rules are off under
# the default profile: rule_cases.py judges them under systemready-band (sbsa-8.0 with
# --sbsa-level 3 for the SBSA level rules).  Offsets: corpus/README.md and gtdt.cmake.
# Non-secure EL1 timer GSIV 30 -> 31: still a PPI, not the one BSA assigns.
rule_case(bsa.timer-ppi GTDT set 0x38 31 fixsum)
# The secure EL1 timer (29 -> 20) is not one of the timers BSA assigns for the OS.
rule_quiet(bsa.timer-ppi GTDT set 0x30 20 fixsum)
# The only watchdog gets the Secure flag (TimerFlags 0 -> 4).
rule_case(bsa.watchdog-missing GTDT set 0x80 4 fixsum)
# Edge-triggered, active-low: still a non-secure watchdog.
rule_quiet(bsa.watchdog-missing GTDT set 0x80 3 fixsum)
# The MADT ends before its ITS (0x194): PCIe (MCFG, PCI0) on a GICv3 without an ITS.
rule_case(bsa.pcie-without-its APIC truncate 404 setlen32 4 404 fixsum)
# GICD GIC Version 3 -> 1.
rule_case(bsa.gic-version APIC set 0x180 1 fixsum)
# GICD GIC Version 3 -> 0 (read the hardware): not judged.
rule_quiet(bsa.gic-version APIC set 0x180 0 fixsum)
# GICD GIC Version 3 -> 2 with SBSA level 3 claimed (rule_cases.py passes --sbsa-level 3).
rule_case(bsa.sbsa-gic-version APIC set 0x180 2 fixsum)
# GICC[0] SPE overflow interrupt 0 -> 22 (offset 0x2C + 78).
rule_case(bsa.spe-ppi APIC set 0x7A 22 fixsum)
# SPE overflow interrupt 21, as BSA assigns it.
rule_quiet(bsa.spe-ppi APIC set 0x7A 21 fixsum)
# GTDT revision 3 -> 2 under the FADT's ACPI 6.3, which defines GTDT revision 3.
rule_case(table.revision-acpi-version GTDT set 0x08 2 fixsum)
# OEM Table ID byte 0 'C' -> 0xC3.
rule_case(table.id-not-ascii GTDT set 0x10 0xC3 fixsum)
# OEM Table ID byte 0 -> '~' (0x7E): ASCII.
rule_quiet(table.id-not-ascii GTDT set 0x10 0x7E fixsum)
# FADT Revision 6 -> 5 (minor 3 stays: a 5.3 FADT boots Linux, and BBR wants 6.0).
rule_case(fadt.revision-below-6 FACP set 0x08 5 fixsum)
