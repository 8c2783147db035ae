# SPDX-License-Identifier: MIT
# Minimal bad inputs for the SPCR and DBG2 rules (rules/serial.yaml, src/check/serial_rules.c).
# Valid SPCR (corpus/valid/spcr.dsl): Revision 0x08, InterfaceType 0x24, Reserved 0x25,
# BaseAddress GAS 0x28 (space 0x28, address 0x2C = 0x09000000), InterruptType 0x34,
# Irq 0x35, GSIV 0x36, BaudRate 0x3A, Parity 0x3B, StopBits 0x3C.
rule_case(spcr.revision-old SPCR set 0x08 1 fixsum)
# PL011 -> Qualcomm SDM845 UART (0x11): an Arm SoC UART the kernel's SPCR console does not take.
rule_case(spcr.interface-type-unsupported SPCR set 0x24 0x11 fixsum)
# PL011 -> Intel USIF (0x0B).
rule_case(spcr.interface-type-invalid SPCR set 0x24 0x0B fixsum)
# Base address space system memory -> system I/O.
rule_case(spcr.base-address-space SPCR set 0x28 1 fixsum)
# Base address 0x09000000 -> 0 (the DBG2/namespace cross rules warn too).
rule_case(spcr.base-address-zero SPCR set 0x2F 0 fixsum)
# Interrupt type GIC -> 8259.
rule_case(spcr.interrupt-type-not-gic SPCR set 0x34 1 fixsum)
# GSIV 33 -> 0.
rule_case(spcr.gsiv-invalid SPCR set 0x36 0 fixsum)
# PC-AT IRQ 0 -> 4.
rule_case(spcr.pc-irq-nonzero SPCR set 0x35 4 fixsum)
# Baud rate code 7 -> 5 (undefined).
rule_case(spcr.baud-rate-invalid SPCR set 0x3A 5 fixsum)
# Parity 0 -> 1.
rule_case(spcr.field-invalid SPCR set 0x3B 1 fixsum)
# Base address 0x09000000 -> 0x09001000: DBG2 describes 0x09000000 only.
rule_case(spcr.port-not-in-dbg2 SPCR set 0x2D 0x10 fixsum)
# PL011 -> SBSA generic UART: the namespace has ARMH0011 at the base, no ARMHB000.
rule_case(spcr.port-not-in-namespace SPCR set 0x24 0x0E fixsum)
# Valid DBG2 (corpus/valid/dbg2.dsl): OffsetDbgDeviceInfo 0x24, NumberDbgDeviceInfo 0x28;
# device at 0x2C: Length 0x2D, NamespaceStringOffset 0x32, PortType 0x38, PortSubtype 0x3A,
# GAS at 0x42, namespace "\_SB.COM0" at 0x52.
rule_case(dbg2.device-offset-invalid DBG2 set 0x24 0x10 fixsum)
rule_case(dbg2.device-truncated DBG2 set 0x28 2 fixsum)
# Namespace string offset 38 -> 48: the 10-byte string would end past the 48-byte device.
rule_case(dbg2.device-layout-invalid DBG2 set 0x32 0x30 fixsum)
# Port type 0x8000 -> 0x9000.
rule_case(dbg2.port-type-invalid DBG2 set 0x39 0x90 fixsum)
# Serial subtype PL011 -> Intel USIF (0x0B).
rule_case(dbg2.serial-subtype-invalid DBG2 set 0x3A 0x0B fixsum)
# Port type serial -> USB (0x8002), subtype 0x0008: USB defines 0 (XHCI) and 1 (EHCI) only.
rule_case(dbg2.port-subtype-reserved DBG2 set 0x38 0x02 set 0x3A 0x08 fixsum)
rule_quiet(dbg2.port-subtype-reserved DBG2 set 0x38 0x02 set 0x3A 0x01 fixsum)
# Base address GAS space system memory -> system I/O.
rule_case(dbg2.base-address-invalid DBG2 set 0x42 1 fixsum)
# "\_SB.COM0" -> "\_SB.COM9".
rule_case(dbg2.namespace-not-found DBG2 set 0x5A 0x39 fixsum)
# "\_SB.COM0" -> "COM0", as QEMU writes it: a name, not a path from the root.
rule_case(dbg2.namespace-not-absolute DBG2 set 0x52 0x43 set 0x53 0x4F set 0x54 0x4D set 0x55 0x30 set 0x56 0 set 0x57 0 set 0x58 0 set 0x59 0 set 0x5A 0 fixsum)
rule_quiet(dbg2.namespace-not-absolute DBG2 fixsum)
# Debug device Revision 0 -> 1, as every Windows-on-Arm laptop writes it.
rule_case(dbg2.device-field-invalid DBG2 set 0x2C 1 fixsum)
# Base address GAS register bit width 32 -> 0.
rule_case(dbg2.register-invalid DBG2 set 0x43 0 fixsum)
# A 16550 with GAS (interface type 0x12) whose GAS keeps 32-bit registers (bit width 0x20)
# but says byte accesses (Access Size 0x2B: 3 -> 1): Linux's console is "mmio", 1 byte apart.
rule_case(spcr.access-width-mismatch SPCR set 0x24 0x12 set 0x2B 1 fixsum)
# Quiet: the same 16550 with dword accesses for its 32-bit registers ("mmio32").
rule_quiet(spcr.access-width-mismatch SPCR set 0x24 0x12 fixsum)
# DBG2 device 0 becomes an SBSA 32-bit UART (subtype 0x0D) with byte accesses (0x45: 3 -> 1).
rule_case(dbg2.access-width-mismatch DBG2 set 0x3A 0x0D set 0x45 1 fixsum)
# Quiet: the SBSA 32-bit UART with dword accesses.
rule_quiet(dbg2.access-width-mismatch DBG2 set 0x3A 0x0D fixsum)
# The PL011's _CRS is a Method computing its base (Add): not verified, at info.
rule_case_source(spcr.port-namespace-unverified DSDT ${CORPUS_SRC}/rules/serial/port-namespace-unverified.asl)
