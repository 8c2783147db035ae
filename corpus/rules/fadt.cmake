# SPDX-License-Identifier: MIT
# Minimal bad inputs for the FADT rules (rules/fadt.yaml), edits of valid/facp.dsl (FADT 6.3,
# 276 bytes).  Offsets: Revision 8, FIRMWARE_CTRL 36, DSDT 40, SMI_CMD 48, Flags 112 (bit 20 =
# byte 114 bit 4), ARM_BOOT_ARCH 129, Minor Version 131, X_DSDT 140 (0x40003000).
# fadt.dsdt-address-wrong and fadt.facs-unreachable need dump addresses or a second table:
# they are shown by tests/unit/test_rules_fadt.c instead, and so are fadt.psci-not-compliant and
# fadt.psci-hvc-without-compliant: without PSCI the valid MADT's secondary CPUs, which give no
# parking protocol, add the madt.gicc-no-enable-method error.
rule_case(fadt.hw-reduced-missing FACP set 114 0x00 fixsum)
rule_case(fadt.hw-reduced-field-nonzero FACP set 48 0xB2 fixsum)
# Revision 5.0 and ARM_BOOT_ARCH 0 (the 276-byte layout is named in the same finding).
rule_case(fadt.revision-unsupported FACP set 8 5 set 131 0 set 129 0 fixsum)
# Revision 5.0, PSCI_COMPLIANT still set: the Windows-on-Arm laptops' table.
rule_case(fadt.revision-old FACP set 8 5 set 131 0 fixsum)
# Revision 5.1 (268 bytes) with the 276-byte layout.
rule_case(fadt.length-revision-mismatch FACP set 8 5 set 131 1 fixsum)
# X_DSDT 0 with the 32-bit DSDT field set (both 0 beside a DSDT is a table set before
# installation, not reported).
rule_case(fadt.x-dsdt-zero FACP set 141 0 set 143 0 set 41 0x30 set 43 0x40 fixsum)
# 32-bit DSDT 0x40004000 while X_DSDT says 0x40003000.
rule_case(fadt.x-dsdt-mismatch FACP set 41 0x40 set 43 0x40 fixsum)
# FIRMWARE_CTRL 0x4000A000 with X_FIRMWARE_CTRL (132) 0: the FACS only in the 32-bit field.
rule_case(fadt.firmware-ctrl-32bit FACP set 37 0xA0 set 39 0x40 fixsum)
# Quiet: the same address in FIRMWARE_CTRL and X_FIRMWARE_CTRL of this 6.3 FADT (ACPI 6.x:
# OSPM ignores FIRMWARE_CTRL then).
rule_quiet(fadt.firmware-ctrl-32bit FACP set 37 0xA0 set 39 0x40 set 133 0xA0 set 135 0x40 fixsum)
# Reserved byte 111 (between IAPC_BOOT_ARCH and Flags) 0 -> 1.
rule_case(fadt.reserved-nonzero FACP set 111 1 fixsum)
# Preferred_PM_Profile 4 (enterprise server) -> 9, past the last profile (8, tablet).
rule_case(fadt.pm-profile-invalid FACP set 45 9 fixsum)
# RESET_REG_SUP (Flags bit 10 = byte 113 bit 2) set while RESET_REG stays all zero.
rule_case(fadt.reset-reg-invalid FACP set 113 0x04 fixsum)
# RESET_REG (116) filled in as on the Windows-on-Arm laptops: space 3 (embedded controller),
# bit width 0, address 0x9020B4; RESET_REG_SUP stays clear.
rule_case(fadt.reset-reg-unused-invalid FACP set 116 3 set 119 3 set 120 0xB4 set 121 0x20 set 122 0x90 fixsum)
