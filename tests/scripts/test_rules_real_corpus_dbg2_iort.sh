# SPDX-License-Identifier: MIT
# The DBG2 and IORT field rules (the FWTS dbg2/iort labels: device revision and reserved
# fields, register widths and sizes, IORT node revisions, reserved fields and bits, memory
# access properties, ITS group mappings, SMMU models, SMMU interrupt and RMR arrays) on the
# shared real corpus: per machine, the findings of these rules (rule=count, any severity)
# must be exactly those recorded below, each explained above its group; every machine not
# listed gives none, and every QEMU virt configuration (which boots Linux) gives no error.
# Machines are enumerated as in test_rules_real_corpus_tables2.sh, which also records the
# errors of iort.node-length-invalid (extended to the SMMU interrupt and RMR arrays: no real
# table overflows them).
. "$(dirname "$0")/lib.sh"
need_shared

RULES='dbg2.device-field-invalid dbg2.register-invalid iort.node-revision-invalid
iort.reserved-nonzero iort.memory-access-invalid iort.its-group-mappings iort.smmu-model-unknown
iort.smmuv3-model-unknown'

expected() {
    cat <<'TABLE'
# aarch64-laptops (Windows-on-Arm, Qualcomm): every Debug Device Information structure has
# Revision 1, which the DBG2 specification does not define ("must be 0", Table 2): one
# dbg2.device-field-invalid per device (a serial port plus USB and network debug ports, two
# to seven in all), information under linux: Linux ignores the DBG2.  The laptops not listed have no DBG2
# in their folder; the thinkbook's walk stops at its two all-zero devices (tables2 records
# its dbg2.device-truncated).
aarch64-laptops/acer-aspire-1/acpi | dbg2.device-field-invalid=2
aarch64-laptops/acer-sfa14-11 | dbg2.device-field-invalid=7
aarch64-laptops/acer-spin-7-sp714-61na | dbg2.device-field-invalid=5
aarch64-laptops/apcsilmic-dot-1 | dbg2.device-field-invalid=2
aarch64-laptops/asus-vivobook-s15-q5507/acpi | dbg2.device-field-invalid=7
aarch64-laptops/asus-vivobook-s15-s5507/acpi | dbg2.device-field-invalid=7
aarch64-laptops/asus-zenbook-a14-ux3407q | dbg2.device-field-invalid=7
aarch64-laptops/dell-inspiron-14-3420/acpi | dbg2.device-field-invalid=5
aarch64-laptops/dell-inspiron-14-5441-x1p-42-100 | dbg2.device-field-invalid=7
aarch64-laptops/dell-inspiron-14-7441-x1e-80-100 | dbg2.device-field-invalid=7
aarch64-laptops/dell-latitude-5455 | dbg2.device-field-invalid=7
aarch64-laptops/dell-latitude-7455 | dbg2.device-field-invalid=7
aarch64-laptops/ecs-liva-qc710 | dbg2.device-field-invalid=2
aarch64-laptops/honor-magicbook-art-14/acpi | dbg2.device-field-invalid=7
aarch64-laptops/honor-mro-521 | dbg2.device-field-invalid=7
aarch64-laptops/hp-elitebook-6-g1q | dbg2.device-field-invalid=7
aarch64-laptops/hp-elitebook-ultra-g1q | dbg2.device-field-invalid=7
aarch64-laptops/hp-omnibook-5-14-he0xxx | dbg2.device-field-invalid=7
aarch64-laptops/hp-omnibook-x14-fe0xxx | dbg2.device-field-invalid=7
aarch64-laptops/huawei-matebooke-go | dbg2.device-field-invalid=5
aarch64-laptops/lenovo-flex-5g | dbg2.device-field-invalid=5
aarch64-laptops/lenovo-ideacentre-01q8x10 | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-ideapad-5-2in1-83GH-14Q8X9 | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-ideapad-5-slim-14Q8X9 | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-ideapad-5g-14q8x05 | dbg2.device-field-invalid=5
aarch64-laptops/lenovo-ideapad-slim3x-15q8x10-WCN7850 | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-l10w/acpi | dbg2.device-field-invalid=2
aarch64-laptops/lenovo-thinkbook-16-g7-qoy/acpi | dbg2.device-field-invalid=5
aarch64-laptops/lenovo-thinkpad-t14s-120hz-64gb/acpi | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-thinkpad-x13s | dbg2.device-field-invalid=5
aarch64-laptops/lenovo-xiaoxin-14-q8x9/acpi | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-yoga-slim-7x-14Q8Y11/acpi | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-yoga-slim-7x/acpi | dbg2.device-field-invalid=7
aarch64-laptops/medion-14-s1-elite-sprchrgd | dbg2.device-field-invalid=7
aarch64-laptops/medion-14-s1-sprchrgd | dbg2.device-field-invalid=7
aarch64-laptops/microsoft-surface-pro-11/acpi | dbg2.device-field-invalid=7
aarch64-laptops/microsoft-surface-pro-12-in/acpi | dbg2.device-field-invalid=7
aarch64-laptops/microsoft-surface-pro-9-5G | dbg2.device-field-invalid=5
aarch64-laptops/microsoft-surface-prox | dbg2.device-field-invalid=5
aarch64-laptops/microsoft-surface-romulus13_and_15 | dbg2.device-field-invalid=7
aarch64-laptops/samsung-galaxy-book-go-5g | dbg2.device-field-invalid=5
aarch64-laptops/samsung-galaxybook2-go | dbg2.device-field-invalid=4
aarch64-laptops/samsung-galaxybook4-edge/acpi | dbg2.device-field-invalid=7
aarch64-laptops/tcl-book-14-go | dbg2.device-field-invalid=2
# The laptops joined with their DSDT (laptop_machines in lib.sh): the DBG2 is the folder's,
# so each count is the laptop's own above.
aarch64-laptops/acer-sfa14-11+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/acer-spin-7-sp714-61na+dsdt | dbg2.device-field-invalid=5
aarch64-laptops/asus-vivobook-s15-q5507+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/asus-vivobook-s15-s5507+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/asus-zenbook-a14-ux3407q+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/dell-inspiron-14-3420+dsdt | dbg2.device-field-invalid=5
aarch64-laptops/dell-inspiron-14-5441-x1p-42-100+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/dell-inspiron-14-7441-x1e-80-100+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/dell-latitude-5455+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/dell-latitude-7455+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/honor-magicbook-art-14+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/honor-mro-521+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/hp-elitebook-6-g1q+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/hp-omnibook-5-14-he0xxx+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-ideapad-5-2in1-83GH-14Q8X9+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-ideapad-5-slim-14Q8X9+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-ideapad-5g-14q8x05+dsdt | dbg2.device-field-invalid=5
aarch64-laptops/lenovo-ideapad-slim3x-15q8x10-WCN7850+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-thinkbook-16-g7-qoy+dsdt | dbg2.device-field-invalid=5
aarch64-laptops/lenovo-thinkpad-t14s-120hz-64gb+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-xiaoxin-14-q8x9+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-yoga-slim-7x-14Q8Y11+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/lenovo-yoga-slim-7x+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/medion-14-s1-elite-sprchrgd+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/medion-14-s1-sprchrgd+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/microsoft-surface-pro-12-in+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/microsoft-surface-prox+dsdt | dbg2.device-field-invalid=5
aarch64-laptops/microsoft-surface-romulus13_and_15+dsdt | dbg2.device-field-invalid=7
aarch64-laptops/samsung-galaxy-book-go-5g+dsdt | dbg2.device-field-invalid=5
aarch64-laptops/tcl-book-14-go+dsdt | dbg2.device-field-invalid=2
# The Surface Pro X dump is the same Qualcomm firmware family: five devices of Revision 1.
niyas-sait-acpi/surface-pro-x/acpidump.out | dbg2.device-field-invalid=5
# Root complexes with CCA 1 (fully coherent) but memory access flags 0 (CPM clear: no coherent
# path to memory), a combination IORT E.e Table 13 calls illegal; Linux takes coherency from
# _CCA and is not misled: Arm's Morello FVP tables (recompiled from their DSL) and HiSilicon
# Hi1620's IORT without SMMU (edk2-platforms, historic).
niyas-sait-acpi/morello-fvp-dsl/recompiled-by-iasl-20200925 | iort.memory-access-invalid=1
edk2-platforms-asl/historic-728c8bb9/Silicon/Hisilicon/Hi1620/Hi1620AcpiTables/compiled | iort.memory-access-invalid=1
# The FWTS IORT fixture built to fail every FWTS IORT check: an ITS group of revision 3 with
# 128 ID mappings, node revisions 5, 80, 160, 3 and 5 for the named component, root complex,
# SMMUv1/v2, PMCG and RMR; CCA 4 and 0xD1; 0xDEAD/0x8000 in reserved half-words, allocation
# hints 0xFE, SMMU flags 0xAA, interrupt flags 2/8/0xAA, SMMUv3 flags 0xFF000000 and reserved
# 0xDDCCBBAA, RMR flags 0xAABBCCDD and a descriptor's reserved word, a mapping's flags
# 0xFF000000; SMMUv1/v2 model 6 (an error, in tables2 too) and SMMUv3 model 5.
fwts-test-fixtures/iort-0001__acpidump-0002.txt | iort.its-group-mappings=1 iort.memory-access-invalid=2 iort.node-revision-invalid=6 iort.reserved-nonzero=12 iort.smmu-model-unknown=1 iort.smmuv3-model-unknown=1
TABLE
}

# Every machine of the corpus, and QEMU virt as tables2 builds it (the base tables with
# each variant's files on top), which must give none of these findings.
expected >"$SCRATCH/expected"
{ corpus_machines; laptop_machines; qemu_variants; } >"$SCRATCH/machines"
real_corpus_check "DBG2/IORT field findings on the real corpus differ from the record" \
    "$SCRATCH/machines" "$SCRATCH/expected" -- --rules "$RULES"
finish
