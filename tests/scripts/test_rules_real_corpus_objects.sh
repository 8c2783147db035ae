# SPDX-License-Identifier: MIT
# The object rules (rules/objects.yaml, obj.*) on the shared real-world corpus.
#
# Machines: every machine (corpus_machines in lib.sh: a folder of tables or an
# acpidump text) under aarch64-laptops/, niyas-sait-acpi/ and
# edk2-platforms-asl/ (iasl builds of the platform ASL), and each QEMU
# arm64 virt configuration (the base tables, with a variant's suffixed files in
# place of the base ones, as QEMU's bios-tables-test does).  x86 machines
# (linuxhw-x86-nonarm/, qemu-x86-q35-nonarm/) are not arm64: \_PR, \_PIC and
# GPEs are right there, so they are not checked here; nor are the FWTS
# regression fixtures (fwts-test-fixtures/): synthetic tables beside a generic
# x86 FACP/DSDT (\_PR.CPU0-7, an LPC RTC), not an arm64 namespace.
#
# Asserted: no machine gives an obj.* error (the QEMU virt tables boot Linux; the
# defects found on real machines are ones Linux survives), and the two genuine
# defects that were errors are reported as warnings, each explained below.  Warnings and info are not asserted; the
# notable ones are explained at the end of this file.
. "$(dirname "$0")/lib.sh"
need_shared

# "machine | rule@field ...": every obj.* error of the machine, sorted.  None: no obj.*
# finding on the corpus is an error under the linux profile.
: >"$SCRATCH/expected"
# The two that were errors are genuine defects whose consequence Linux survives, so they
# are warnings (issue 13, severity by consequence); asserted below as warnings:
# - Acer Gateway GWTN133-1 (Windows-on-Arm laptop, ssdt1.dat): Device (\WMIH),
#   a WMI device (PNP0C14, _UID "HWMI"), is declared at the namespace root.
#   Seed 009 lines 476-477: "\_SB ... Required on arm64; all devices must be
#   defined in this namespace" (and ACPI 6.5 section 5.3.1: \_SB holds all
#   device/bus objects).  Linux enumerates devices from the root anyway
#   (acpi_bus_scan(ACPI_ROOT_OBJECT) walks the whole namespace), so the device is found.
# - Raspberry Pi 4 (pftf RPi4 UEFI, SSDT "FAN" table): \_SB.EC00.FAN0 has
#   _PR0 (its fan power resource) and no _PR3.  Seed 009 lines 452-453: "If
#   _PR0 is defined, _PR3 must also be defined."  Without _PR3 Linux has no
#   D3hot power resources for the fan and can only reach D3cold; the fan still
#   turns off, but the description violates the arm64 requirement.
expect_warning() { # MACHINE RULE FIELD
    "$ACPILINT" --no-config --format json "$SHARED/$1" >"$SCRATCH/one.json" 2>/dev/null
    if python3 - "$SCRATCH/one.json" "$2" "$3" <<'PY'; then pass; else fail "$1: no $2 warning at $3"; fi
import json, sys
doc = json.load(open(sys.argv[1]))
sys.exit(0 if any(f["rule"] == sys.argv[2] and f["severity"] == "warning" and
                  f.get("field") == sys.argv[3] for f in doc["findings"]) else 1)
PY
}
expect_warning aarch64-laptops/acer-gateway-gwtn133-1/acpi obj.device-outside-sb '\WMIH'
expect_warning niyas-sait-acpi/raspberrypi-4b-dsl/recompiled-by-iasl-20200925 obj.pr0-without-pr3 \
    '\_SB_.EC00.FAN0._PR0'

{ corpus_machines | grep -E '^(aarch64-laptops|niyas-sait-acpi|edk2-platforms-asl)/'
  laptop_machines; qemu_variants; } >"$SCRATCH/machines"
real_corpus_check "obj.* errors on the real corpus differ from EXPECTED" \
    "$SCRATCH/machines" "$SCRATCH/expected" -- --prefixes 'obj.' --error-fields

# The laptops joined with their DSDT (laptop_machines in lib.sh, issue 22), where the object
# rules meet a whole Windows-on-Arm namespace: every obj.* finding, counted by places, as
# reviewed.  Warnings: obj.cca-missing (GPU0, a _CLS bus master without _CCA: no DMA,
# drivers/acpi/scan.c acpi_init_coherency()), obj.dsm-defined (_DSMs of Qualcomm/Microsoft
# UUIDs no Linux driver evaluates), obj.device-outside-sb (the Acer's WMI device \WMIH).
# Info: obj.crs-missing (software devices without resources), obj.dsm-called,
# obj.ddn-without-str, obj.hid-and-adr-unused, and obj.gicc-processor-unverified where the
# XSDT lists tables the folder lacks (the processors may be in a missing SSDT).
cat >"$SCRATCH/joined-expected" <<'TABLE'
aarch64-laptops/acer-gateway-gwtn133-1+dsdt | obj.cca-missing=1 obj.crs-missing=31 obj.ddn-without-str=1 obj.device-outside-sb=1 obj.dsm-defined=3 obj.hid-and-adr-unused=4
aarch64-laptops/acer-sfa14-11+dsdt | obj.cca-missing=1 obj.crs-missing=34 obj.ddn-without-str=1 obj.dsm-called=19 obj.dsm-defined=19 obj.gicc-processor-unverified=1
aarch64-laptops/acer-spin-7-sp714-61na+dsdt | obj.cca-missing=1 obj.crs-missing=26 obj.ddn-without-str=1 obj.dsm-defined=2 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=2
aarch64-laptops/asus-vivobook-s15-q5507+dsdt | obj.cca-missing=1 obj.crs-missing=44 obj.ddn-without-str=1 obj.dsm-called=20 obj.dsm-defined=18 obj.gicc-processor-unverified=1
aarch64-laptops/asus-vivobook-s15-s5507+dsdt | obj.cca-missing=1 obj.crs-missing=44 obj.ddn-without-str=1 obj.dsm-called=20 obj.dsm-defined=18 obj.gicc-processor-unverified=1
aarch64-laptops/asus-zenbook-a14-ux3407q+dsdt | obj.cca-missing=1 obj.crs-missing=41 obj.ddn-without-str=1 obj.dsm-called=13 obj.dsm-defined=16 obj.gicc-processor-unverified=1
aarch64-laptops/dell-inspiron-14-3420+dsdt | obj.cca-missing=1 obj.crs-missing=26 obj.ddn-without-str=1 obj.dsm-defined=2 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=2
aarch64-laptops/dell-inspiron-14-5441-x1p-42-100+dsdt | obj.cca-missing=1 obj.crs-missing=39 obj.ddn-without-str=1 obj.dsm-called=18 obj.dsm-defined=29 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/dell-inspiron-14-7441-x1e-80-100+dsdt | obj.cca-missing=1 obj.crs-missing=39 obj.ddn-without-str=1 obj.dsm-called=18 obj.dsm-defined=29 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/dell-latitude-5455+dsdt | obj.cca-missing=1 obj.crs-missing=38 obj.ddn-without-str=1 obj.dsm-called=18 obj.dsm-defined=29 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/dell-latitude-7455+dsdt | obj.cca-missing=1 obj.crs-missing=38 obj.ddn-without-str=1 obj.dsm-called=18 obj.dsm-defined=29 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/honor-magicbook-art-14+dsdt | obj.cca-missing=1 obj.crs-missing=40 obj.ddn-without-str=1 obj.dsm-called=19 obj.dsm-defined=19 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/honor-mro-521+dsdt | obj.cca-missing=1 obj.crs-missing=41 obj.ddn-without-str=1 obj.dsm-called=19 obj.dsm-defined=19 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/hp-elitebook-6-g1q+dsdt | obj.cca-missing=1 obj.crs-missing=55 obj.ddn-without-str=1 obj.dsm-called=14 obj.dsm-defined=15 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=2
aarch64-laptops/hp-omnibook-5-14-he0xxx+dsdt | obj.cca-missing=1 obj.crs-missing=55 obj.ddn-without-str=1 obj.dsm-called=26 obj.dsm-defined=26 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/lenovo-ideapad-5-2in1-83GH-14Q8X9+dsdt | obj.cca-missing=1 obj.crs-missing=45 obj.ddn-without-str=1 obj.dsm-defined=14 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=2
aarch64-laptops/lenovo-ideapad-5-slim-14Q8X9+dsdt | obj.cca-missing=1 obj.crs-missing=46 obj.ddn-without-str=1 obj.dsm-called=18 obj.dsm-defined=21 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/lenovo-ideapad-5g-14q8x05+dsdt | obj.cca-missing=1 obj.crs-missing=36 obj.ddn-without-str=1 obj.dsm-defined=2
aarch64-laptops/lenovo-ideapad-slim3x-15q8x10-WCN7850+dsdt | obj.cca-missing=1 obj.crs-missing=52 obj.ddn-without-str=1 obj.dsm-called=27 obj.dsm-defined=26 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=2
aarch64-laptops/lenovo-thinkbook-16-g7-qoy+dsdt | obj.cca-missing=1 obj.crs-missing=34 obj.ddn-without-str=1 obj.dsm-defined=14 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=2
aarch64-laptops/lenovo-thinkpad-t14s-120hz-64gb+dsdt | obj.cca-missing=1 obj.crs-missing=42 obj.ddn-without-str=1 obj.dsm-called=19 obj.dsm-defined=19 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/lenovo-xiaoxin-14-q8x9+dsdt | obj.cca-missing=1 obj.crs-missing=37 obj.ddn-without-str=1 obj.dsm-called=18 obj.dsm-defined=21 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/lenovo-yoga-slim-7x-14Q8Y11+dsdt | obj.cca-missing=1 obj.crs-missing=75 obj.ddn-without-str=1 obj.dsm-called=27 obj.dsm-defined=46 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=3
aarch64-laptops/lenovo-yoga-slim-7x+dsdt | obj.cca-missing=1 obj.crs-missing=40 obj.ddn-without-str=1 obj.dsm-called=19 obj.dsm-defined=19 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=1
aarch64-laptops/medion-14-s1-elite-sprchrgd+dsdt | obj.cca-missing=1 obj.crs-missing=34 obj.ddn-without-str=1 obj.dsm-called=19 obj.dsm-defined=19 obj.gicc-processor-unverified=1
aarch64-laptops/medion-14-s1-sprchrgd+dsdt | obj.cca-missing=1 obj.crs-missing=39 obj.ddn-without-str=1 obj.dsm-called=19 obj.dsm-defined=22 obj.gicc-processor-unverified=1
aarch64-laptops/microsoft-surface-pro-12-in+dsdt | obj.cca-missing=1 obj.crs-missing=51 obj.ddn-without-str=1 obj.dsm-defined=15 obj.gicc-processor-unverified=1
aarch64-laptops/microsoft-surface-prox+dsdt | obj.cca-missing=1 obj.crs-missing=37 obj.dsm-defined=9 obj.gicc-processor-unverified=1
aarch64-laptops/microsoft-surface-romulus13_and_15+dsdt | obj.cca-missing=1 obj.crs-missing=37 obj.ddn-without-str=1 obj.dsm-defined=15 obj.gicc-processor-unverified=1
aarch64-laptops/samsung-galaxy-book-go-5g+dsdt | obj.cca-missing=1 obj.crs-missing=40 obj.ddn-without-str=3 obj.dsm-defined=4 obj.gicc-processor-unverified=1 obj.hid-and-adr-unused=3
aarch64-laptops/samsung-galaxybook2+dsdt | obj.cca-missing=1 obj.crs-missing=32 obj.ddn-without-str=4 obj.dsm-defined=8 obj.hid-and-adr-unused=10
aarch64-laptops/tcl-book-14-go+dsdt | obj.cca-missing=1 obj.crs-missing=31 obj.dsm-defined=2 obj.gicc-processor-unverified=1
TABLE
laptop_machines >"$SCRATCH/joined"
real_corpus_check "obj.* findings on the joined laptops differ from the record" \
    "$SCRATCH/joined" "$SCRATCH/joined-expected" -- --prefixes 'obj.'
finish

# Notable warnings (not asserted):
# - Windows-on-Arm laptops (Qualcomm): obj.dsm-defined (dozens: Windows drivers
#   use _DSM freely), obj.crs-missing on QCOMxxxx software devices that carry
#   no resources, obj.unsupported-device for the lid (PNP0C0D), the processor
#   aggregator (ACPI000C) and the time-and-alarm device (ACPI000E), and
#   obj.cca-missing on the GPU (a _CLS device) -- all real departures from seed
#   009 that Windows tolerates; none is an error.
# - Ampere Altra (niyas-sait-acpi/ampere-altra-ava, edk2 Jade/Altra boards):
#   obj.dsm-defined on the PCIe root complexes and obj.crs-missing on the
#   APMC0D29 devices, which carry no resources.
# - QEMU virt: obj.dsm-defined on \_SB.PCI0._DSM (the PCI firmware _DSM that
#   Linux evaluates, UUID e5c937d0-3553-4d7a-9117-ea4d19c3434d).
