# SPDX-License-Identifier: MIT
# Minimal bad inputs for the MADT rules (rules/madt.yaml), edits of valid/apic.dsl (revision 5):
# GICC[0..3] at 0x2C 0x7C 0xCC 0x11C (80 bytes; +8 UID, +12 Flags, +20 PMU GSIV, +32 CPU
# interface base, +60 GICR base, +68 MPIDR), GICD at 0x16C (+16 System Vector Base, +20
# version), GICR at 0x184 (16 bytes), ITS at 0x194 (20 bytes), end 0x1A8.
rule_case(madt.subtable-not-gic APIC set 0x194 0x01 fixsum)
# ITS cut to 16 bytes, the table to 0x1A4.
rule_case(madt.subtable-too-short APIC set 0x195 0x10 truncate 0x1A4 setlen32 4 0x1A4 fixsum)
# GICR grows over the ITS: 36 bytes (an info finding, and the ITS is gone).
rule_case(madt.subtable-longer APIC set 0x185 0x24 fixsum)
# GICC[3] becomes 40 bytes, its last 40 bytes an OEM structure (a madt.subtable-not-gic warning).
rule_case(madt.gicc-acpi50-layout APIC set 0x11D 0x28 set 0x144 0x80 set 0x145 0x28 fixsum)
# Revision 6 (ACPI 6.5): the 80-byte GICCs are the 6.0-6.4 layout.
rule_case(madt.gicc-older-layout APIC set 8 6 fixsum)
# GICC[3] becomes 78 bytes, the last 2 an OEM structure of length 2.
rule_case(madt.gicc-truncated APIC set 0x11D 0x4E set 0x16A 0x80 set 0x16B 0x02 fixsum)
rule_case(madt.reserved-nonzero APIC set 0x2E 0x01 fixsum)
# The four GICCs become OEM structures.
rule_case(madt.gicc-missing APIC set 0x2C 0x80 set 0x7C 0x80 set 0xCC 0x80 set 0x11C 0x80 fixsum)
# GICC[0] disabled.
rule_case(madt.gicc-boot-cpu-not-first APIC set 0x38 0x00 fixsum)
# GICC[1] MPIDR 0x01000001.
rule_case(madt.gicc-mpidr-reserved-bits APIC set 0xC3 0x01 fixsum)
# GICC[1] MPIDR 0x0, GICC[0]'s.
rule_case(madt.gicc-mpidr-duplicate APIC set 0xC0 0x00 fixsum)
# GICC[1] UID 0, GICC[0]'s.
rule_case(madt.gicc-uid-duplicate APIC set 0x84 0x00 fixsum)
# GICC[0] VGIC maintenance interrupt 64 (an SPI): KVM needs a per-CPU interrupt.
rule_case(madt.gicc-irq-not-ppi APIC set 0x64 0x40 fixsum)
# GICC[0] and GICC[1] PMU interrupt 64: one SPI for two CPUs, the second gets none.
rule_case(madt.gicc-pmu-irq-invalid APIC set 0x40 0x40 set 0x90 0x40 fixsum)
# Quiet: PMU interrupts 64, 65, 66, 67, one SPI per CPU, as Linux's arm_pmu_acpi.c takes them
# (only the BSA's PPI 23, info, is said).
rule_quiet(madt.gicc-pmu-irq-invalid APIC set 0x40 0x40 set 0x90 0x41 set 0xE0 0x42 set 0x130 0x43 fixsum)
# GICC[2] PMU interrupt PPI 22 instead of the BSA's 23.
rule_case(madt.gicc-pmu-irq-not-bsa APIC set 0xE0 0x16 fixsum)
# The GICD becomes an OEM structure.
rule_case(madt.gicd-count APIC set 0x16C 0x80 fixsum)
rule_case(madt.gicd-system-vector-base APIC set 0x17C 0x20 fixsum)
rule_case(madt.gicd-version-invalid APIC set 0x180 0x07 fixsum)
# GICv2 (version 2), GICC[1] CPU interface base 0x1000 while the others say 0.
rule_case(madt.gicv2-cpu-base-mismatch APIC set 0x180 0x02 set 0x9D 0x10 fixsum)
# GICC[0] GICR base 0x080A0000 beside the GICR structure.
rule_case(madt.gicr-mixed APIC set 0x6A 0x0A set 0x6B 0x08 fixsum)
# The GICR structure becomes an OEM structure: GICv3 without redistributors.
rule_case(madt.gicc-gicr-missing APIC set 0x184 0x80 fixsum)
# The GICR's Discovery Range Length 0x00080000 becomes 0.
rule_case(madt.gicr-length-zero APIC set 0x192 0x00 fixsum)
rule_case_source(madt.gic-msi-frame-id-duplicate APIC ${CORPUS_SRC}/rules/madt/msi-frame-id-duplicate.dsl)
rule_case_source(madt.gic-its-id-duplicate APIC ${CORPUS_SRC}/rules/madt/its-id-duplicate.dsl)
# FADT ARM_BOOT_ARCH (129) 1 -> 0: no PSCI, and the GICCs give no parking protocol (version 0,
# parked address 0), so the three secondary CPUs cannot be started (fadt.psci-not-compliant
# warns too).  The case replaces the FADT: the rule compares the two tables.
rule_case(madt.gicc-no-enable-method FACP set 129 0 fixsum)
# GICC[1] (0x7C) Parking Protocol Version (+16) 0 -> 1 while the FADT says PSCI_COMPLIANT.
rule_case(madt.gicc-parking-with-psci APIC set 0x8C 1 fixsum)
# GICC[1] (0x7C) Parking Protocol Version (+16) 0 -> 2 (madt.gicc-parking-with-psci, an info, too).
rule_case(madt.gicc-parking-version-unknown APIC set 0x8C 2 fixsum)
