# SPDX-License-Identifier: MIT
# FADT and MADT rules on the shared real corpus: per machine, the fadt.* and madt.* findings
# (rule=count) must be exactly those recorded below.  QEMU virt (Linux boots it) must give no
# error; every error recorded on a machine is a genuine firmware defect, explained in the
# comment above its group with the rule's reference.  Machines and inputs as in
# tests/sim/real-corpus.expected (QEMU folders: the base files, without a dot in the name).
. "$(dirname "$0")/lib.sh"
need_shared

expected() {
    cat <<'TABLE'
# aarch64-laptops: Windows-on-Arm (Qualcomm).  No error.  Warnings, all genuine:
#  fadt.revision-old: Revision 5, Minor Version 0 with ARM_BOOT_ARCH = PSCI_COMPLIANT; today's
#   kernel logs FW_BUG and assumes 5.1 (acpi_fadt_sanity_check), Linux 4.1 disables ACPI
#   (seed 002 lines 207-215): the linux-4.1 profile is the one that makes it an error.
#   The table is 276 bytes, the ACPI 6.x layout, under Revision 5: one defect (the Revision
#   byte was not updated), which fadt.revision-old says; fadt.length-revision-mismatch no
#   longer repeats it on the same bytes (issue 13).
#  fadt.firmware-ctrl-32bit (info): on the machines listed with it, FIRMWARE_CTRL alone,
#   X_FIRMWARE_CTRL 0; seed 009 lines 141-142 want X_FIRMWARE_CTRL, and ACPICA loads no FACS
#   on a hardware-reduced platform, so Linux reads neither.  The others put the same address
#   in both fields, which ACPI 6.x allows (their FADT is the 276-byte 6.x layout under
#   Revision 5, judged as 6.x): not reported (issue 22).
#  madt.gicc-pmu-irq-not-bsa (info): those listed with it give the PMU interrupt as PPI 21,
#   not the BSA's 23; Linux takes any PPI (drivers/perf/arm_pmu_acpi.c).
#  madt.subtable-longer (info): the GICD is 25 bytes, one more than ACPI 6.5 Table 5.40.
#   The five without it have no MADT in their folder.
#  fadt.reset-reg-unused-invalid (info): RESET_REG is 03 00 00 03 / 0x9020B4 (embedded
#   controller space, bit width 0) with RESET_REG_SUP clear: inert, but not a valid reset
#   register (ACPI 6.5 Table 5.9 wants memory, I/O or PCI config space, width 8); every
#   Qualcomm FADT here carries it, the 6.3 one and the Surface romulus included.
aarch64-laptops/acer-aspire-1/acpi | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/acer-gateway-gwtn133-1/acpi | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1
aarch64-laptops/acer-sfa14-11 | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/acer-spin-7-sp714-61na | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/apcsilmic-dot-1 | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/asus-tp370ql | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1
aarch64-laptops/asus-vivobook-s15-q5507/acpi | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/asus-vivobook-s15-s5507/acpi | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/asus-zenbook-a14-ux3407q | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/dell-inspiron-14-3420/acpi | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/dell-inspiron-14-5441-x1p-42-100 | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/dell-inspiron-14-7441-x1e-80-100 | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/dell-latitude-5455 | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/dell-latitude-7455 | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/ecs-liva-qc710 | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/honor-magicbook-art-14/acpi | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/honor-mro-521 | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/hp-elitebook-6-g1q | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/hp-elitebook-ultra-g1q | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/hp-omnibook-5-14-he0xxx | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/hp-omnibook-x14-fe0xxx | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/huawei-matebooke-go | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-flex-5g | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1
aarch64-laptops/lenovo-ideacentre-01q8x10 | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-ideapad-5-2in1-83GH-14Q8X9 | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-ideapad-5-slim-14Q8X9 | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-ideapad-5g-14q8x05 | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/lenovo-ideapad-slim3x-15q8x10-WCN7850 | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-l10w/acpi | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/lenovo-miix-630 | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1
aarch64-laptops/lenovo-thinkbook-16-g7-qoy/acpi | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-thinkpad-t14s-120hz-64gb/acpi | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-thinkpad-x13s | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-xiaoxin-14-q8x9/acpi | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-yoga-slim-7x/acpi | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/medion-14-s1-elite-sprchrgd | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/medion-14-s1-sprchrgd | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/microsoft-surface-pro-11/acpi | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/microsoft-surface-pro-12-in/acpi | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/microsoft-surface-pro-9-5G | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/microsoft-surface-prox | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/samsung-galaxy-book-go-5g | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/samsung-galaxybook2/acpi | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1
aarch64-laptops/samsung-galaxybook2-go | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/samsung-galaxybook4-edge/acpi | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/tcl-book-14-go | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
# The one laptop with FADT 6.3: the 25-byte GICD and the RESET_REG info (FIRMWARE_CTRL equals
# X_FIRMWARE_CTRL there, as ACPI 6.x allows).
aarch64-laptops/lenovo-yoga-slim-7x-14Q8Y11/acpi | fadt.reset-reg-unused-invalid=1 madt.subtable-longer=1
# Surface romulus: every table's Checksum is 0 and FIRMWARE_CTRL, X_FIRMWARE_CTRL, DSDT and
# X_DSDT are all 0: tables exported without checksums and pointers (table.checksums-cleared),
# not firmware as it booted, so the pointers are not judged (no fadt.x-dsdt-zero nor
# fadt.facs-unreachable); warnings and infos only.
aarch64-laptops/microsoft-surface-romulus13_and_15 | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
# The laptops joined with their DSDT (laptop_machines in lib.sh, issue 22): the FADT and
# MADT are the folder's, so each line is the laptop's own above (reviewed: the same
# Revision 5 FADT, unused RESET_REG, 32-bit FIRMWARE_CTRL and longer GICCs).
aarch64-laptops/acer-gateway-gwtn133-1+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1
aarch64-laptops/acer-sfa14-11+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/acer-spin-7-sp714-61na+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/asus-vivobook-s15-q5507+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/asus-vivobook-s15-s5507+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/asus-zenbook-a14-ux3407q+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/dell-inspiron-14-3420+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/dell-inspiron-14-5441-x1p-42-100+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/dell-inspiron-14-7441-x1e-80-100+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/dell-latitude-5455+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/dell-latitude-7455+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/honor-magicbook-art-14+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/honor-mro-521+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/hp-elitebook-6-g1q+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/hp-omnibook-5-14-he0xxx+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-ideapad-5-2in1-83GH-14Q8X9+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-ideapad-5-slim-14Q8X9+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-ideapad-5g-14q8x05+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/lenovo-ideapad-slim3x-15q8x10-WCN7850+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-thinkbook-16-g7-qoy+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-thinkpad-t14s-120hz-64gb+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-xiaoxin-14-q8x9+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/lenovo-yoga-slim-7x-14Q8Y11+dsdt | fadt.reset-reg-unused-invalid=1 madt.subtable-longer=1
aarch64-laptops/lenovo-yoga-slim-7x+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/medion-14-s1-elite-sprchrgd+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/medion-14-s1-sprchrgd+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/microsoft-surface-pro-12-in+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/microsoft-surface-prox+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/microsoft-surface-romulus13_and_15+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.subtable-longer=1
aarch64-laptops/samsung-galaxy-book-go-5g+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
aarch64-laptops/samsung-galaxybook2+dsdt | fadt.reset-reg-unused-invalid=1 fadt.revision-old=1
aarch64-laptops/tcl-book-14-go+dsdt | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 fadt.revision-old=1 madt.gicc-pmu-irq-not-bsa=1 madt.subtable-longer=1
# fwts-test-fixtures: FWTS unit-test dumps built around an x86 FADT 3.0 (AMD "GUAM").  Errors,
# genuine for arm64: fadt.hw-reduced-missing (Flags 0xc1a5, HW_REDUCED_ACPI clear: today's
# kernel disables ACPI, seed 008 lines 182-186) and fadt.revision-unsupported (3.0 with
# ARM_BOOT_ARCH 0: ACPI disabled, seed 002 lines 207-215).
fwts-test-fixtures/aest-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/aest-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/apmt-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/apmt-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/bert-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/bert-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/dbg2-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/hest-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/hest-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/iort-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/iort-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/mpam-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/mpam-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/pcct-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/pcct-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/pptt-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/pptt-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/sdei-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/sdei-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/sdev-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/sdev-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/slit-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/slit-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/spcr-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/spcr-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/srat-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/srat-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/viot-0001__acpidump-0001.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
fwts-test-fixtures/viot-0001__acpidump-0002.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1
# The FWTS MADT fixtures carry no FADT and x86 MADTs (local APIC, I/O APIC, overrides, NMIs;
# the first dump two of them): madt.gicc-missing (no CPU for arm64, seed 004 lines 203-213) and
# madt.gicd-count (no GIC distributor, seed 007 lines 188-202) are genuine for arm64.
fwts-test-fixtures/madt-0001__acpidump-0001.txt | madt.gicc-missing=2 madt.gicd-count=2 madt.subtable-not-gic=8
fwts-test-fixtures/madt-0001__acpidump-0002.txt | madt.gicc-missing=1 madt.gicd-count=1 madt.subtable-not-gic=4
# linuxhw-x86-nonarm and qemu-x86-q35-nonarm: x86 machines as a negative control.  Every error
# is the x86 design seen by arm64: not hardware-reduced (fadt.hw-reduced-missing), FADT < 5.1
# without ARM flags (fadt.revision-unsupported), an APIC-only MADT (madt.gicc-missing,
# madt.gicd-count).  The MSI desktop's FADT is 6.x, so it gets fadt.psci-not-compliant instead
# of the revision error.  QEMU q35's FADT pointers are cleared by bios-tables-test beside the
# DSDT and FACS it stores: no FADT as it booted, so no pointer finding (see below).
linuxhw-x86-nonarm/desktop_msi-ms-7c91_6C848DE1FD01.acpidump.txt | fadt.hw-reduced-missing=1 fadt.psci-not-compliant=1 madt.gicc-missing=1 madt.gicd-count=1 madt.subtable-not-gic=4
linuxhw-x86-nonarm/notebook_lenovo-thinkpad-11e-3rd-gen_2A3A2DBF3FD4.acpidump.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1 madt.gicc-missing=1 madt.gicd-count=1 madt.subtable-not-gic=4
linuxhw-x86-nonarm/server_fujitsu-primergy_41B1E7A57925.acpidump.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1 madt.gicc-missing=1 madt.gicd-count=1 madt.subtable-not-gic=4
linuxhw-x86-nonarm/server_hp-proliant-dl360-g5_A8DA802364DF.acpidump.txt | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1 madt.gicc-missing=1 madt.gicd-count=1 madt.subtable-not-gic=4
qemu-x86-q35-nonarm/v10.2.2 | fadt.hw-reduced-missing=1 fadt.revision-unsupported=1 madt.gicc-missing=1 madt.gicd-count=1 madt.subtable-not-gic=4
# niyas-sait-acpi: Ampere Altra (three forms) and Morello FVP are clean; the Surface Pro X dump
# (FADT 6.0) sets FIRMWARE_CTRL alone (info), the PMU on PPI 21 (info) and the inert RESET_REG
# like the other Qualcomm machines.
niyas-sait-acpi/ampere-altra-ava/ava_acpidump.log | 
niyas-sait-acpi/ampere-altra-ava/ava_acpidump_jerome.log | 
niyas-sait-acpi/ampere-altra-ava/tables | 
niyas-sait-acpi/morello-fvp-dsl/recompiled-by-iasl-20200925 | 
niyas-sait-acpi/surface-pro-x/acpidump.out | fadt.firmware-ctrl-32bit=1 fadt.reset-reg-unused-invalid=1 madt.gicc-pmu-irq-not-bsa=1
# qemu-aarch64-virt: Linux boots these, so no error.  bios-tables-test clears the DSDT and FACS
# pointers of the FADT before storing it, beside the DSDT it stores: both pointers 0 next to a
# DSDT held by the input is an export, not firmware as it booted (edk2's AcpiTableDxe and
# QEMU's loader fill them on install), so fadt.x-dsdt-zero is not reported.
qemu-aarch64-virt/v10.2.2 | 
qemu-aarch64-virt/v7.2.0 | 
TABLE
}

expected >"$SCRATCH/expected"
listed_machines "$SCRATCH/expected" >"$SCRATCH/machines"
# --profile linux (the default profile, named): the x86 negative controls are judged as
# arm64 firmware, not set aside in one input.not-arm64 line as a run naming no profile does.
real_corpus_check "FADT/MADT findings on the real corpus differ from the record" \
    "$SCRATCH/machines" "$SCRATCH/expected" --profile linux -- --prefixes 'fadt. madt.'
finish
