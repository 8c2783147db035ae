# SPDX-License-Identifier: MIT
# Whole machines built from edk2-platforms (corpus/machines/, PROVENANCE.md there): every
# finding at warning or above, per machine, with a verdict, as
# test_rules_real_corpus_verdicts.sh does for the shared corpus (issue 22: grow the real
# corpus; review every warning as a firmware engineer would).  acpilint runs with the default
# profile (linux) on each machine folder; its findings at warning or above, as rule@TABLE,
# must be exactly the machine's record below, and each must be explained by a verdict:
# genuine (the spec or kernel reason) or expected (an artefact of taking the tables from the
# build rather than from the running machine, with why).  A new finding fails until it is
# recorded with its verdict; a vanished one fails until it is removed.  PRINT_RECORD=1 prints
# the record of this run.  Also checks the simulated boot verdict per machine (SIM below).
# Needs nothing outside the project: runs in CI always.
. "$(dirname "$0")/lib.sh"

MACHINES=$SRC/corpus/machines

verdicts() {
    cat <<'VERDICTS'
# Arm Neoverse reference designs (SgiPkg): RD-N2 and RD-N2-Cfg1 share Iort.aslc.
iort.memory-access-invalid@IORT | machines/arm-sgi-rdn2* | genuine: SgiPkg/AcpiTables/Iort.aslc gives the root complex node CacheCoherent 1 and MemoryAccessFlags 0 (CPM 0); IORT (DEN0049) Memory Access Properties: CCA 1 with CPM 0 is illegal.  No Linux consequence (Linux takes PCI coherency from the host bridge's _CCA, not the IORT flags): a spec defect, not a boot defect
# Marvell Armada 7k/8k and CN913x (OcteonTx T91) boards share one Madt.aslc pattern.
obj.uid-missing@SSDT | machines/solidrun-cn913xcex7eval | genuine: seven PNP0C02 devices (RES0 under PCI0..PCI6, one per PCIe controller, in the three SSDTs Cn9130/Cn9131/Cn9132EvalSsdt.asl) and none has a _UID; ACPI 6.5 6.1.12 requires _UID when devices share a _HID.  No Linux failure (drivers/pnp/system.c reserves the ECAM window either way): a spec defect, one finding per SSDT
# Raspberry Pi 4 Model B (default configuration, PROVENANCE.md): nothing at warning.  Its GTDT
# CntControlBase (RPI_SYSTEM_TIMER_BASE_ADDRESS 0xff80001c, a BCM2711 ARM-local register, not a
# 4 KiB CNTControlBase frame), like the Pi 3's 0x4000001c, is gtdt.counter-base-invalid at info:
# Linux never reads it (issue 22: severities from consequences).
# Raspberry Pi 3 (default configuration, PROVENANCE.md): BCM2837 has no GIC; its ACPI tables are
# written for Windows's BCM2836 interrupt-controller driver, and the firmware's default mode
# (PcdSystemTableMode BOTH) also hands over a device tree, with which Linux boots
# (acpilint --dt populated: "device tree, boots").  Under the default assumption (the EFI
# stub's empty device tree) Linux takes ACPI, and these are the consequences.
madt.gicd-count@APIC | machines/raspberrypi-rpi3 | genuine for Linux: the MADT has four GICCs and no GICD (there is no GIC); arm64 Linux needs one GIC distributor to initialise its interrupt controller from ACPI (drivers/irqchip/irq-gic*.c IRQCHIP_ACPI_DECLARE, arm-acpi.txt)
sim.gic-init-failed@- | machines/raspberrypi-rpi3 | genuine for Linux: with no GICD no irqchip probes from the MADT (the consequence of madt.gicd-count)
sim.boot-dies@- | machines/raspberrypi-rpi3 | genuine for Linux booted by ACPI on the EFI stub's empty device tree: no root interrupt controller, so the timer's interrupt cannot be set up and boot stops in time_init(); the exact message is the simulator's model (not checked against a booted kernel here)
gtdt.timer-gsiv-not-ppi@GTDT | machines/raspberrypi-rpi3 | genuine for Linux: the timer GSIVs are numbers of the BCM2836 local controller (NS EL1 = 1), not GIC PPIs; drivers/clocksource/arm_arch_timer.c maps GTDT GSIVs as PPIs through the GIC domain
madt.gicc-pmu-irq-invalid@APIC | machines/raspberrypi-rpi3 | genuine: GSIV 9 is a BCM2836 local-controller number, to a GIC an SGI: the GIC driver refuses to translate it and no CPU gets a PMU interrupt (drivers/perf/arm_pmu_acpi.c arm_pmu_acpi_register_irq())
spcr.access-width-mismatch@SPCR | machines/marvell-* | genuine: a 16550-subset UART (the Armada's Synopsys DesignWare APB UART, registers 4 bytes apart: reg-shift 2 in Linux's armada-ap80x.dtsi) whose GAS says 32-bit registers but byte accesses; drivers/acpi/spcr.c acpi_parse_spcr() takes "mmio" from Access Size 1, so the earlycon and console use a 1-byte register stride and drive the wrong registers
spcr.access-width-mismatch@SPCR | machines/solidrun-* | genuine: the same SPCR as the Marvell boards (Armada/CN913x DesignWare UART with byte accesses for 32-bit registers): Linux picks "mmio" and the wrong register stride
predef.id-invalid@DSDT | machines/raspberrypi-rpi3 | genuine: USB0 (the DWC OTG controller, RPi3 only) has _CID "DWC_OTG", neither a PNP ID nor an ACPI ID nor a bus compatible ID (ACPI 6.5 6.1.2, 6.1.5); only a driver matching that exact string binds (Windows's)
VERDICTS
}

record() {
    cat <<'RECORD'
machines/arm-sgi-rdn2 | iort.memory-access-invalid@IORT
machines/arm-sgi-rdn2cfg1 | iort.memory-access-invalid@IORT
machines/marvell-armada70x0db | spcr.access-width-mismatch@SPCR
machines/marvell-armada80x0db | spcr.access-width-mismatch@SPCR
machines/marvell-cn9130dba | spcr.access-width-mismatch@SPCR
machines/marvell-cn9131dba | spcr.access-width-mismatch@SPCR
machines/raspberrypi-rpi3 | gtdt.timer-gsiv-not-ppi@GTDT madt.gicc-pmu-irq-invalid@APIC madt.gicd-count@APIC predef.id-invalid@DSDT sim.boot-dies@- sim.gic-init-failed@-
machines/solidrun-armada80x0mcbin | spcr.access-width-mismatch@SPCR
machines/solidrun-cn913xcex7eval | obj.uid-missing@SSDT spcr.access-width-mismatch@SPCR
RECORD
}

# The simulated kernel's verdict per machine (the last field of `acpilint -q`).
sim_expected() {
    cat <<'SIM'
machines/arm-sgi-rdn2 | Linux 6.12: ACPI, GICv3, boots, 16/16 CPUs online
machines/arm-sgi-rdn2cfg1 | Linux 6.12: ACPI, GICv3, boots, 8/8 CPUs online
machines/arm-sgi-rdn2cfg2 | Linux 6.12: ACPI, GICv3, boots, 16/16 CPUs online
machines/arm-sgi-rdn2cfg3 | Linux 6.12: ACPI, GICv3, boots, 16/16 CPUs online
machines/arm-sgi-rdv3 | Linux 6.12: ACPI, GICv3, boots, 16/16 CPUs online
machines/arm-sgi-rdv3cfg1 | Linux 6.12: ACPI, GICv3, boots, 8/8 CPUs online
machines/arm-sgi-rdv3cfg2 | Linux 6.12: ACPI, GICv3, boots, 16/16 CPUs online
machines/arm-sgi-rdv3r1 | Linux 6.12: ACPI, GICv3, boots, 28/28 CPUs online
machines/arm-sgi-rdv3r1cfg1 | Linux 6.12: ACPI, GICv3, boots, 32/32 CPUs online
machines/marvell-armada70x0db | Linux 6.12: ACPI, GICv2, boots, 4/4 CPUs online
machines/marvell-armada80x0db | Linux 6.12: ACPI, GICv2, boots, 4/4 CPUs online
machines/marvell-cn9130dba | Linux 6.12: ACPI, GICv2, boots, 4/4 CPUs online
machines/marvell-cn9131dba | Linux 6.12: ACPI, GICv2, boots, 4/4 CPUs online
machines/raspberrypi-rpi3 | Linux 6.12: ACPI, no GIC, oopses in time_init, 1/4 CPUs online
machines/raspberrypi-rpi4 | Linux 6.12: ACPI, GICv2, boots, 4/4 CPUs online
machines/solidrun-armada80x0mcbin | Linux 6.12: ACPI, GICv2, boots, 4/4 CPUs online
machines/solidrun-cn913xcex7eval | Linux 6.12: ACPI, GICv2, boots, 4/4 CPUs online
SIM
}

list=$SCRATCH/machines
for m in "$MACHINES"/*/; do
    m=${m%/}
    printf 'machines/%s\t%s\n' "$(basename "$m")" "$m"
done >"$list"
if [ ! -s "$list" ]; then
    fail "no machine folders under $MACHINES"
    finish
fi
dir=$(mktemp -d "$SCRATCH/run.XXXXXX")
n=$(run_machines "$list" "$dir") || { fail "running the machines failed"; finish; }
record >"$SCRATCH/record"
verdicts >"$SCRATCH/verdicts"
if [ -n "${PRINT_RECORD:-}" ]; then
    python3 "$SRC/tests/scripts/real_corpus_verdicts.py" "$dir" "$n" "$SCRATCH/record" \
        "$SCRATCH/verdicts" --print
    while IFS=$'\t' read -r name path; do
        printf '%s | %s\n' "$name" "$("$ACPILINT" --no-config -q "$path" 2>/dev/null | sed 's/.*; //')"
    done <"$list"
    exit 0
fi
if python3 "$SRC/tests/scripts/real_corpus_verdicts.py" "$dir" "$n" "$SCRATCH/record" \
    "$SCRATCH/verdicts"; then
    pass
else
    fail "findings at warning or above on corpus/machines differ from the record or lack a verdict"
fi

# Each machine folder is what edk2 builds (PROVENANCE.md): every table's Length equals its
# file size and its bytes sum to 0, as the firmware installs it.
python3 - "$MACHINES"/*/*.dat >"$SCRATCH/integrity" <<'PY'
import struct, sys
for path in sys.argv[1:]:
    b = open(path, "rb").read()
    good = len(b) >= 36 and struct.unpack_from("<I", b, 4)[0] == len(b) and sum(b) % 256 == 0
    print(("ok " if good else "bad ") + path)
PY
while read -r verdict path; do
    if [ "$verdict" = ok ]; then pass; else fail "$path: Length or checksum wrong"; fi
done <"$SCRATCH/integrity"
[ -s "$SCRATCH/integrity" ] || fail "no tables under $MACHINES"

sim_expected >"$SCRATCH/sim"
while IFS=$'\t' read -r name path; do
    want=$(awk -F' [|] ' -v n="$name" '$1 == n { print $2 }' "$SCRATCH/sim")
    got=$("$ACPILINT" --no-config -q "$path" 2>/dev/null | sed 's/.*; //')
    if [ -z "$want" ]; then
        fail "$name: no expected simulation verdict (got: $got)"
    elif [ "$got" != "$want" ]; then
        fail "$name: simulation verdict '$got', expected '$want'"
    else
        pass
    fi
done <"$list"

# The Pi 3's firmware hands over a device tree as well (system table mode BOTH by default):
# with it Linux boots by device tree and the ACPI tables' missing GIC does not matter.
got=$("$ACPILINT" --no-config -q --dt populated "$MACHINES/raspberrypi-rpi3" 2>/dev/null | sed 's/.*; //')
if [ "$got" = "Linux 6.12: device tree, boots" ]; then pass; else fail "raspberrypi-rpi3 with a populated device tree: '$got'"; fi
finish
