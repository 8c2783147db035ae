# SPDX-License-Identifier: MIT
# GTDT, SPCR/DBG2, MCFG, IORT and PPTT rules on the shared real-world corpus.
# 1. QEMU virt (which boots Linux): every configuration QEMU's bios-tables-test
#    builds (the base tables with one variant's suffixed files on top) gives no
#    error from these rules.
# 2. Every other machine (folder or acpidump text) gives exactly the errors listed
#    below from these rules, each one a genuine firmware defect.
. "$(dirname "$0")/lib.sh"
need_shared

# Prefixes of this file's areas; errors only, compared as the set of rule ids raised.
PREFIXES='gtdt. spcr. dbg2. mcfg. iort. pptt.'

expected() {
    cat <<'TABLE'
# NumberDbgDeviceInfo is 7 but devices 5 and 6 are all zeros (Length 0): the
# firmware counted two USB debug devices it did not write (DBG2 spec Table 1).
aarch64-laptops/lenovo-thinkbook-16-g7-qoy/acpi | dbg2.device-truncated
# ... and the same folder joined with its DSDT (laptop_machines in lib.sh).
aarch64-laptops/lenovo-thinkbook-16-g7-qoy+dsdt | dbg2.device-truncated
# The source repository's copy is UTF-8 mangled (PROVENANCE.md): the bytes of
# the SPCR and PPTT are garbage (interface type 0x4F, interrupt type 0xEF, a
# PPTT structure of Length 0), so every finding here is real corruption.
aarch64-laptops/microsoft-surface-pro-12-in/BROKEN-utf8-mangled-in-source-repo | pptt.subtable-truncated spcr.interface-type-invalid spcr.interrupt-type-not-gic
# FWTS fixtures are built to fail FWTS's IORT test: output references
# 0xFFFFFFFF, 0x88888888, 5 and 0 point at no node (IORT E.e section 3.4).
fwts-test-fixtures/iort-0001__acpidump-0001.txt | iort.reference-invalid
# ... and the second one adds mapping counts of 128/3/16 that overflow their
# nodes, an ITS group of 4 ids in 32 bytes and an SMMUv1/v2 of model 6, which
# IORT E.e Table 15 does not define (0-5) and the arm-smmu driver refuses.
fwts-test-fixtures/iort-0001__acpidump-0002.txt | iort.mapping-outside-node iort.node-length-invalid iort.reference-invalid iort.smmu-model-unknown
# FWTS PPTT fixtures: private resource offset 0 (not a structure) and a cache
# marked size/sets/line-size valid with 0 values (ACPI 6.5 Table 5.161).
fwts-test-fixtures/pptt-0001__acpidump-0001.txt | pptt.cache-parameter-invalid pptt.private-resource-invalid
fwts-test-fixtures/pptt-0001__acpidump-0002.txt | pptt.cache-parameter-invalid pptt.private-resource-invalid
# FWTS SPCR fixtures are x86 tables: a 16550 at I/O port 0x3F8 with an 8259
# IRQ 4 (no GIC interrupt, no MMIO): unusable on arm64.
fwts-test-fixtures/spcr-0001__acpidump-0001.txt | spcr.base-address-space spcr.interrupt-type-not-gic
# ... the second one also has baud rate code 8, which no SPCR revision defines.
fwts-test-fixtures/spcr-0001__acpidump-0002.txt | spcr.base-address-space spcr.baud-rate-invalid spcr.interrupt-type-not-gic
# QEMU sbsa-ref MCFG recompiled from its DSL: a second, all-zero allocation
# record (ECAM base 0 for segment 0 bus 0), which Linux adds as a region.
niyas-sait-acpi/qemu-sbsa-dsl/recompiled-by-iasl-20200925 | mcfg.base-zero
TABLE
}

# The other records' machines less QEMU virt (checked as its variants below) and the x86
# negative controls; then the QEMU virt variants, which must give no error.
expected >"$SCRATCH/expected"
{ corpus_machines | grep -Ev '^(qemu-aarch64-virt|qemu-x86|linuxhw-x86)'; laptop_machines
  qemu_variants; } \
    >"$SCRATCH/machines"
real_corpus_check "GTDT/SPCR/DBG2/MCFG/IORT/PPTT errors on the real corpus differ from the record" \
    "$SCRATCH/machines" "$SCRATCH/expected" -- --prefixes "$PREFIXES" --errors-distinct
finish
