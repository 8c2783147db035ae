# SPDX-License-Identifier: MIT
"""The oracle's matrix: every case is booted on each kernel (6.1 and 6.12).

A case is a QEMU machine, a kernel command line and table edits (edits.py), with
the reason it is in the matrix. The acpilint options describing the same machine
are derived from it (Case.acpilint_args), so the replay runs exactly what was booted.
"""
from acpitables import MADT_GICC as GICC, MADT_GICD as GICD, MADT_GICR as GICR
from acpitables import MADT_ITS as ITS, MADT_MSI_FRAME as MSI
from acpitables import GICC_ENABLED, GICC_ONLINE_CAPABLE, ARM_PSCI_COMPLIANT, ARM_PSCI_USE_HVC
from acpitables import FADT_HW_REDUCED
from edits import Fadt, Sub, AddSub, NewSub, DropSub, Gtdt, BadChecksum, XsdtDrop
from edits import GtdtPlatformTimers, gt_block, watchdog
from edits import SubLength, RsdpRevision, Pptt, topology_nodes, proc, cache, AddGiccs
from edits import PPTT_LEAF, PPTT_ID_VALID, PPTT_THREAD, CACHE_ALL_VALID, CACHE_DATA
from qemuboot import Machine

KERNELS = ('6.1', '6.12')
NR_CPUS = {'6.1': 256, '6.12': 512}          # CONFIG_NR_CPUS of the Debian arm64 images
# The output plumbing every boot gets: the PL011 at 0x9000000 as early console (so a boot
# without ACPI or DT still shows its messages), ttyAMA0 as console, end at the first panic.
BASE_CMDLINE = 'console=ttyAMA0 earlycon=pl011,0x9000000 panic=-1'

V3 = Machine(gic=3, smp=2)
V2 = Machine(gic=2, smp=2)
V3_4 = Machine(gic=3, smp=4)
V2_4 = Machine(gic=2, smp=4)
V3_EL2 = Machine(gic=3, smp=2, virtualization=True)
V2_EL2 = Machine(gic=2, smp=2, virtualization=True)
V3_DT = Machine(gic=3, smp=2, acpi=False)
V2_DT = Machine(gic=2, smp=2, acpi=False)


class Case:
    def __init__(self, name, why, machine=V3, cmdline='', edits=(), assumptions=(), init=False):
        self.name, self.why, self.machine = name, why, machine
        self.extra_cmdline, self.edits = cmdline, list(edits)
        self.assumptions = list(assumptions)
        # init: the initrd holds the oracle's /init (init/topo_init.c), which prints the CPU
        # topology and caches the kernel put in /sys, then powers off
        self.init = init

    @property
    def cmdline(self):
        return (BASE_CMDLINE + ' ' + self.extra_cmdline).strip()

    @property
    def dt(self):
        # edk2 hands QEMU's device tree to the kernel only when QEMU builds no ACPI
        # tables (acpi=off machine); otherwise the EFI stub makes the empty /chosen DT.
        return 'stub' if self.machine.acpi else 'populated'

    def acpilint_args(self, kernel):
        m = self.machine
        return ['--kernel', kernel, '--cmdline', self.cmdline, '--dt', self.dt,
                '--hw-gic', str(m.gic), '--hw-mpidrs', ','.join('0x%x' % x for x in m.mpidrs()),
                '--hw-psci', m.psci_conduit(), '--boot-mpidr', '0x0',
                '--nr-cpus', str(NR_CPUS[kernel]),
                '--hw-parking', 'none',  # QEMU's firmware parks no CPU
                '--hw-map', 'qemu-virt']  # where QEMU's virt board has its GIC frames


def _cases():
    c = []
    add = lambda *a, **k: c.append(Case(*a, **k))
    # ---- the machines as QEMU builds them
    add('baseline-v3', 'QEMU virt GICv3, 2 CPUs, tables untouched: the reference boot')
    add('baseline-v2', 'QEMU virt GICv2, 2 CPUs, tables untouched', V2)
    add('baseline-v3-smp4', 'GICv3 with 4 CPUs', V3_4)
    add('baseline-v2-smp4', 'GICv2 with 4 CPUs', V2_4)
    add('baseline-v3-el2', 'virtualization=on: the kernel owns EL2 and QEMU answers PSCI by '
        'SMC; the FADT says SMC', V3_EL2)
    add('baseline-v2-el2', 'GICv2 with virtualization=on', V2_EL2)
    # ---- acpi= and the DT-stub heuristic
    add('acpi-off', 'acpi=off with the EFI stub DT: ACPI is never tried', cmdline='acpi=off')
    add('acpi-on', 'acpi=on: prefer ACPI (same as the stub heuristic here)', cmdline='acpi=on')
    add('acpi-force', 'acpi=force', cmdline='acpi=force')
    add('acpi-nospcr', 'acpi=nospcr: 6.12 knows it (SPCR not the default console); '
        '6.1 rejects it as a malformed option', cmdline='acpi=nospcr')
    add('acpi-off-force', 'acpi=off then acpi=force: off wins whatever the order',
        cmdline='acpi=off acpi=force')
    add('acpi-force-off', 'acpi=force then acpi=off', cmdline='acpi=force acpi=off')
    add('acpi-on-nospcr', 'two acpi= options that do not conflict', cmdline='acpi=on acpi=nospcr')
    add('acpi-bogus', 'an unknown acpi= value is rejected by the option parser',
        cmdline='acpi=bogus')
    add('acpi-off-v2', 'acpi=off on the GICv2 machine', V2, cmdline='acpi=off')
    # ---- FADT revision, HW_REDUCED, PSCI
    add('fadt-rev5.0-noflags', 'FADT 5.0 without ARM boot flags: rejected, ACPI disabled',
        edits=[Fadt(revision=5, minor_revision=0, arm_boot_arch=0)])
    add('fadt-rev5.0-armflags', 'FADT 5.0 with ARM boot flags: 6.x assumes 5.1',
        edits=[Fadt(revision=5, minor_revision=0)])
    add('fadt-rev5.1', 'FADT 5.1 (the first revision with ARM boot flags)',
        edits=[Fadt(revision=5, minor_revision=1)])
    add('fadt-rev4-armflags', 'FADT revision 4 with ARM boot flags set',
        edits=[Fadt(revision=4, minor_revision=0)])
    add('fadt-rev5.0-noflags-force', 'FADT 5.0 without ARM boot flags, acpi=force',
        cmdline='acpi=force', edits=[Fadt(revision=5, minor_revision=0, arm_boot_arch=0)])
    add('fadt-hwreduced-clear', 'FADT without HW_REDUCED_ACPI: rejected',
        edits=[Fadt(flags_clear=FADT_HW_REDUCED)])
    add('fadt-hwreduced-clear-force', 'FADT without HW_REDUCED_ACPI, acpi=force',
        cmdline='acpi=force', edits=[Fadt(flags_clear=FADT_HW_REDUCED)])
    add('fadt-psci-absent', 'ARM boot flags 0 on a 6.0 FADT: no PSCI, no enable method',
        edits=[Fadt(arm_boot_arch=0)])
    add('fadt-psci-smc', 'FADT says PSCI by SMC; QEMU answers HVC only (no EL3): SMC is '
        'an undefined instruction', edits=[Fadt(arm_boot_arch=ARM_PSCI_COMPLIANT)])
    add('fadt-psci-hvc-el2', 'FADT says HVC on a virtualization=on machine: the HVC lands '
        'in the kernel\'s own EL2 stub', V3_EL2,
        edits=[Fadt(arm_boot_arch=ARM_PSCI_COMPLIANT | ARM_PSCI_USE_HVC)])
    add('fadt-hvc-not-compliant', 'USE_HVC without PSCI_COMPLIANT: PSCI absent',
        edits=[Fadt(arm_boot_arch=ARM_PSCI_USE_HVC)])
    # ---- GICC flags and MPIDRs
    add('gicc1-disabled', 'second GICC not Enabled: skipped', edits=[Sub(GICC, 1, flags=0)])
    add('gicc1-online-capable', 'second GICC Online Capable only: 6.12 makes it possible '
        '(hotpluggable), 6.1 skips it',
        edits=[Sub(GICC, 1, flags=GICC_ONLINE_CAPABLE)])
    add('gicc0-disabled', 'the boot CPU\'s GICC not Enabled: missing boot CPU',
        edits=[Sub(GICC, 0, flags=0)])
    add('gicc1-mpidr-bad-bits', 'MPIDR with bits outside the affinity mask (bit 24)',
        edits=[Sub(GICC, 1, mpidr=0x1000001)])
    add('gicc1-mpidr-invalid-hwid', 'MPIDR is INVALID_HWID (all ones)',
        edits=[Sub(GICC, 1, mpidr=0xFFFFFFFFFFFFFFFF)])
    add('gicc-dup-mpidr', 'two GICCs with MPIDR 0x1 (4 CPUs)', V3_4,
        edits=[Sub(GICC, 2, mpidr=0x1)])
    add('gicc-dup-boot-mpidr', 'a second GICC with the boot CPU\'s MPIDR 0x0',
        edits=[Sub(GICC, 1, mpidr=0x0)])
    add('gicc-more-than-cpus', 'MADT lists 4 GICCs, the machine has 2 CPUs: CPU_ON fails '
        'for the two that do not exist',
        edits=[AddSub(GICC, 1, uid=2, cpu_interface_number=2, mpidr=0x2),
               AddSub(GICC, 1, uid=3, cpu_interface_number=3, mpidr=0x3)])
    add('gicc-fewer-than-cpus', 'the machine has 4 CPUs, the MADT lists 2', V3_4,
        edits=[DropSub(GICC, 3), DropSub(GICC, 2)])
    # ---- NR_CPUS, nr_cpus=, maxcpus=
    add('nr_cpus-1', 'nr_cpus=1 on 4 CPUs', V3_4, cmdline='nr_cpus=1')
    add('nr_cpus-2', 'nr_cpus=2 on 4 CPUs', V3_4, cmdline='nr_cpus=2')
    add('maxcpus-1', 'maxcpus=1 on 4 CPUs: 4 possible, 1 online', V3_4, cmdline='maxcpus=1')
    add('maxcpus-2', 'maxcpus=2 on 4 CPUs', V3_4, cmdline='maxcpus=2')
    # ---- enable methods
    add('parking-protocol', 'no PSCI, every secondary GICC has a parking-protocol mailbox: '
        'the kernel writes the mailbox; QEMU\'s CPUs are not parked there',
        edits=[Fadt(arm_boot_arch=0), Sub(GICC, 1, parking_version=1, parked_address=0x40000000)])
    # ---- GIC driver choice and structures
    add('gicd-version-2-on-v3', 'GICD says GICv2 on GICv3 hardware',
        edits=[Sub(GICD, 0, version=2)])
    add('gicd-version-3-on-v2', 'GICD says GICv3 on GICv2 hardware', V2,
        edits=[Sub(GICD, 0, version=3)])
    add('gicd-version-0-on-v3', 'GICD version 0 (let the OS probe) on GICv3',
        edits=[Sub(GICD, 0, version=0)])
    add('gicd-version-0-on-v2', 'GICD version 0 on GICv2', V2, edits=[Sub(GICD, 0, version=0)])
    add('gicd-none', 'no GICD in the MADT', edits=[DropSub(GICD)])
    add('gicd-two', 'two GICDs in the MADT', edits=[AddSub(GICD, 0, gic_id=1)])
    add('gicr-none-v3', 'no GICR structure and no GICC redistributor base: no redistributors',
        edits=[DropSub(GICR)])
    add('its-none', 'no ITS structure', edits=[DropSub(ITS)])
    # ---- timer, tables, checksums
    add('xsdt-no-gtdt', 'GTDT unreachable (removed from the XSDT): no architected timer '
        'description', edits=[XsdtDrop('GTDT')])
    add('checksum-apic', 'MADT checksum wrong', edits=[BadChecksum('APIC')])
    add('checksum-facp', 'FADT checksum wrong', edits=[BadChecksum('FACP')])
    _more_cases(add)
    _topology_cases(add)
    return c


REDIST = 0x080A0000   # QEMU virt's GICv3 redistributor region; 0x20000 per CPU


def _more_cases(add):
    # ---- acpi= combinations
    add('acpi-on-off', 'acpi=on then acpi=off', cmdline='acpi=on acpi=off')
    add('acpi-nospcr-off', 'acpi=nospcr with acpi=off', cmdline='acpi=nospcr acpi=off')
    add('acpi-force-v2', 'acpi=force on GICv2', V2, cmdline='acpi=force')
    add('acpi-off-el2', 'acpi=off on a virtualization=on machine', V3_EL2, cmdline='acpi=off')
    add('acpi-on-fadt-rejected', 'acpi=on does not keep ACPI after a rejected FADT',
        cmdline='acpi=on', edits=[Fadt(revision=5, minor_revision=0, arm_boot_arch=0)])
    add('acpi-off-fadt-rejected', 'acpi=off: the broken FADT is never read', cmdline='acpi=off',
        edits=[Fadt(revision=5, minor_revision=0, arm_boot_arch=0)])
    # ---- a populated device tree (QEMU builds no ACPI tables; edk2 hands over its DT)
    dt = 'QEMU virt with acpi=off: no RSDP reaches the kernel; the tables input is empty'
    add('dt-populated', 'a populated DT and no ACPI tables: the DT path', V3_DT, assumptions=[dt])
    add('dt-populated-acpi-on', 'acpi=on with a populated DT and no tables', V3_DT,
        cmdline='acpi=on', assumptions=[dt])
    add('dt-populated-acpi-force', 'acpi=force with a populated DT and no tables: table '
        'init fails and ACPI stays enabled', V3_DT, cmdline='acpi=force', assumptions=[dt])
    add('dt-populated-acpi-off', 'acpi=off with a populated DT', V3_DT, cmdline='acpi=off',
        assumptions=[dt])
    add('dt-populated-v2', 'a populated DT on the GICv2 machine: the GICv2 driver and its '
        'GICv2m frame from the DT', V2_DT, assumptions=[dt])
    add('dt-populated-v2-smp4-maxcpus-2', 'a populated DT, GICv2, 4 CPUs, maxcpus=2',
        Machine(gic=2, smp=4, acpi=False), cmdline='maxcpus=2', assumptions=[dt])
    # ---- FADT
    add('fadt-rev5.0-hvc-only', 'FADT 5.0 whose ARM boot flags are only USE_HVC: non-zero, '
        'so "assuming 5.1", but PSCI is not compliant',
        edits=[Fadt(revision=5, minor_revision=0, arm_boot_arch=ARM_PSCI_USE_HVC)])
    add('fadt-rev5.0-noflags-hwreduced-clear', 'both FADT faults: the revision check stops '
        'first', edits=[Fadt(revision=5, minor_revision=0, arm_boot_arch=0,
                             flags_clear=FADT_HW_REDUCED)])
    add('fadt-rev5.0-armflags-hwreduced-clear', 'old revision accepted for its flags, then '
        'HW_REDUCED missing', edits=[Fadt(revision=5, minor_revision=0,
                                          flags_clear=FADT_HW_REDUCED)])
    add('fadt-rev6.5', 'FADT 6.5', edits=[Fadt(revision=6, minor_revision=5)])
    add('fadt-psci-absent-el2', 'no PSCI on a virtualization=on machine', V3_EL2,
        edits=[Fadt(arm_boot_arch=0)])
    add('fadt-psci-smc-v2', 'PSCI by SMC on GICv2 without EL3', V2,
        edits=[Fadt(arm_boot_arch=ARM_PSCI_COMPLIANT)])
    add('fadt-psci-hvc-el2-v2', 'HVC on a GICv2 virtualization=on machine', V2_EL2,
        edits=[Fadt(arm_boot_arch=ARM_PSCI_COMPLIANT | ARM_PSCI_USE_HVC)])
    add('fadt-psci-absent-v2-smp4', 'no PSCI, GICv2, 4 CPUs', V2_4, edits=[Fadt(arm_boot_arch=0)])
    # ---- GICC flags and MPIDRs
    add('gicc0-online-capable', 'the boot CPU\'s GICC Online Capable only',
        edits=[Sub(GICC, 0, flags=GICC_ONLINE_CAPABLE)])
    add('gicc1-enabled-and-online-capable', 'Enabled and Online Capable together (ACPI 6.5 '
        'says Online Capable must be 0 when Enabled is set)',
        edits=[Sub(GICC, 1, flags=GICC_ENABLED | GICC_ONLINE_CAPABLE)])
    add('gicc1-disabled-smp4', 'a middle GICC disabled: logical CPU numbers shift', V3_4,
        edits=[Sub(GICC, 1, flags=0)])
    add('gicc-secondaries-disabled', 'every secondary GICC disabled', V3_4,
        edits=[Sub(GICC, 1, flags=0), Sub(GICC, 2, flags=0), Sub(GICC, 3, flags=0)])
    add('gicc-boot-not-first', 'the boot CPU\'s GICC second in the MADT',
        edits=[Sub(GICC, 0, mpidr=0x1), Sub(GICC, 1, mpidr=0x0)])
    add('gicc0-mpidr-absent', 'no GICC has the boot CPU\'s MPIDR (GICC0 says 0x2)',
        edits=[Sub(GICC, 0, mpidr=0x2)])
    add('gicc1-mpidr-aff1', 'GICC1 MPIDR 0x100: valid, but no such CPU', 
        edits=[Sub(GICC, 1, mpidr=0x100)])
    add('gicc1-mpidr-aff3', 'GICC1 MPIDR 0x100000001 (Aff3 = 1, inside the mask), no such CPU',
        edits=[Sub(GICC, 1, mpidr=0x100000001)])
    add('gicc1-mpidr-bit40', 'GICC1 MPIDR with bit 40 set (outside the mask)',
        edits=[Sub(GICC, 1, mpidr=0x10000000001)])
    add('gicc-more-than-cpus-v2', 'GICv2: 3 GICCs, 2 CPUs', V2,
        edits=[AddSub(GICC, 1, uid=2, cpu_interface_number=2, mpidr=0x2)])
    add('gicc-dup-mpidr-v2', 'GICv2, 4 CPUs: GICC3 repeats GICC2\'s MPIDR 0x2', V2_4,
        edits=[Sub(GICC, 3, mpidr=0x2)])
    add('gicc-more-than-cpus-smp4', '6 GICCs on 4 CPUs', V3_4,
        edits=[AddSub(GICC, 3, uid=4, cpu_interface_number=4, mpidr=0x4),
               AddSub(GICC, 3, uid=5, cpu_interface_number=5, mpidr=0x5)])
    # ---- nr_cpus= and maxcpus=
    add('nr_cpus-3', 'nr_cpus=3 on 4 CPUs', V3_4, cmdline='nr_cpus=3')
    add('maxcpus-0', 'maxcpus=0: no secondary brought up', V3_4, cmdline='maxcpus=0')
    add('nr_cpus-2-maxcpus-1', 'nr_cpus=2 maxcpus=1', V3_4, cmdline='nr_cpus=2 maxcpus=1')
    add('nr_cpus-2-gicc1-disabled', 'nr_cpus=2 with a disabled GICC1: the limit counts '
        'logical CPUs', V3_4, cmdline='nr_cpus=2', edits=[Sub(GICC, 1, flags=0)])
    add('nr_cpus-1-v2', 'nr_cpus=1 on GICv2', V2_4, cmdline='nr_cpus=1')
    add('maxcpus-2-v2', 'maxcpus=2 on GICv2 with 4 CPUs', V2_4, cmdline='maxcpus=2')
    # ---- enable methods
    add('parking-protocol-no-mailbox', 'no PSCI, parking version 1 but mailbox address 0: '
        'no valid enable method',
        edits=[Fadt(arm_boot_arch=0), Sub(GICC, 1, parking_version=1, parked_address=0)])
    add('parking-protocol-with-psci', 'PSCI and a parking mailbox: PSCI wins',
        edits=[Sub(GICC, 1, parking_version=1, parked_address=0x40000000)])
    add('parking-protocol-v2', 'GICv2, no PSCI, mailboxes for both secondaries', V2_4,
        edits=[Fadt(arm_boot_arch=0)] + [Sub(GICC, i, parking_version=1,
                                             parked_address=0x40000000 + 0x1000 * i)
                                         for i in (1, 2, 3)])
    # ---- GIC
    add('gicd-version-4-on-v3', 'GICD says GICv4 on GICv3 hardware',
        edits=[Sub(GICD, 0, version=4)])
    add('gicd-version-5-on-v3', 'GICD version 5 (reserved)', edits=[Sub(GICD, 0, version=5)])
    add('gicd-version-1-on-v2', 'GICD says GICv1 on GICv2', V2, edits=[Sub(GICD, 0, version=1)])
    add('gicd-version-4-on-v2', 'GICD says GICv4 on GICv2 hardware', V2,
        edits=[Sub(GICD, 0, version=4)])
    add('gicd-none-v2', 'no GICD, GICv2', V2, edits=[DropSub(GICD)])
    add('gicd-two-v2', 'two GICDs, GICv2', V2, edits=[AddSub(GICD, 0, gic_id=1)])
    add('gicd-base-wrong-v3', 'GICD base at 0x9100000 (nothing there)',
        edits=[Sub(GICD, 0, base_address=0x09100000)])
    add('gicd-base-wrong-v2', 'GICD base at 0x9100000, GICv2', V2,
        edits=[Sub(GICD, 0, base_address=0x09100000)])
    add('gicc-base-zero-v2', 'GICv2 with every GICC CPU interface base 0', V2,
        edits=[Sub(GICC, 0, base_address=0), Sub(GICC, 1, base_address=0)])
    add('gicc1-base-inconsistent-v2', 'GICv2: GICC1 names another CPU interface base', V2,
        edits=[Sub(GICC, 1, base_address=0x08050000)])
    add('gicc1-base-inconsistent-v3', 'GICv3: GICC1 CPU interface base set (unused by v3)',
        edits=[Sub(GICC, 1, base_address=0x08010000)])
    add('gicr-none-gicc-gicr', 'no GICR structure; each GICC gives its redistributor',
        edits=[DropSub(GICR), Sub(GICC, 0, gicr_base=REDIST), Sub(GICC, 1, gicr_base=REDIST + 0x20000)])
    add('gicr-none-gicc1-gicr-zero', 'no GICR; GICC0 gives a redistributor, GICC1 none',
        edits=[DropSub(GICR), Sub(GICC, 0, gicr_base=REDIST)])
    add('gicr-and-gicc-gicr', 'GICR structure and GICC redistributor bases both present',
        edits=[Sub(GICC, 0, gicr_base=REDIST), Sub(GICC, 1, gicr_base=REDIST + 0x20000)])
    add('gicr-length-one-cpu', 'GICR region covering CPU 0\'s redistributor only',
        edits=[Sub(GICR, 0, length=0x20000)])
    add('gicr-base-wrong', 'GICR region at 0x9100000 (nothing there)',
        edits=[Sub(GICR, 0, base_address=0x09100000)])
    add('gicr-two-regions', 'the redistributors described as two GICR regions',
        edits=[Sub(GICR, 0, length=0x20000), AddSub(GICR, 0, base_address=REDIST + 0x20000,
                                                     length=0x20000)])
    add('gicr-on-v2', 'a GICR structure in a GICv2 MADT', V2,
        edits=[NewSub(GICR, base_address=REDIST, length=0x40000)])
    add('its-two', 'a second ITS with id 1 and a base where nothing is',
        edits=[AddSub(ITS, 0, its_id=1, base_address=0x09200000)])
    add('its-base-wrong', 'the ITS base at 0x9200000 (nothing there)',
        edits=[Sub(ITS, 0, base_address=0x09200000)])
    add('its-none-smp4', 'no ITS, 4 CPUs', V3_4, edits=[DropSub(ITS)])
    add('msi-frame-none-v2', 'GICv2 without its GICv2m MSI frame', V2, edits=[DropSub(MSI)])
    add('msi-frame-base-wrong-v2', 'GICv2m frame base where nothing is', V2,
        edits=[Sub(MSI, 0, base_address=0x09200000)])
    # ---- timer (GTDT edits are written into memory: the table upgrade refuses a GTDT)
    add('gtdt-el1-gsiv-0', 'GTDT non-secure EL1 timer GSIV 0', edits=[Gtdt(el1_gsiv=0)])
    add('gtdt-virt-gsiv-0', 'GTDT virtual timer GSIV 0 (the kernel at EL1 uses it)',
        edits=[Gtdt(virtual_el1_gsiv=0)])
    add('gtdt-all-gsiv-0', 'GTDT every timer GSIV 0',
        edits=[Gtdt(secure_el1_gsiv=0, el1_gsiv=0, virtual_el1_gsiv=0, el2_gsiv=0)])
    # (an offset past the table's end is not booted: for_each_platform_timer() reads the
    # first entry without an upper bound check, i.e. whatever memory follows the table)
    add('gtdt-platform-timer-offset-inside', 'GTDT says 1 platform timer at offset 0x40, '
        'inside its fixed part: "invalid timer data"',
        edits=[Gtdt(platform_timer_count=1, platform_timer_offset=0x40)])
    # ---- the GTDT's platform timers (src/sim/linux6/platform_timers.c): the walks run to the
    # table's end whatever the count says; an entry of Length 0 is its own successor.
    # Addresses are in the PCIe MMIO window, which no driver probes here (the SBSA watchdog
    # driver is a module, and no frame count lets the timer read a frame).
    add('gtdt-gt-block-no-frames', 'a GT block listing no frame: the kernel says so and '
        'gives up the memory-mapped timer', V3,
        edits=[GtdtPlatformTimers([gt_block(0x2a810000, [], count=0)])])
    add('gtdt-watchdogs-count-short', 'three watchdogs (the second secure) but Platform '
        'Timer Count 1: both non-secure ones are registered', V3,
        edits=[GtdtPlatformTimers([watchdog(0x2a450000, 0x2a440000, 112),
                                   watchdog(0x2a470000, 0x2a460000, 113, flags=4),
                                   watchdog(0x2a490000, 0x2a480000, 114)], count=1)])
    add('gtdt-watchdog-no-frame', 'a watchdog whose refresh frame is 0 stops the watchdog '
        'walk before the next, good one', V3,
        edits=[GtdtPlatformTimers([watchdog(0, 0x2a440000, 112),
                                   watchdog(0x2a490000, 0x2a480000, 114)])])
    add('gtdt-watchdog-length-0', 'a watchdog entry of Length 0: the walk in time_init() '
        'never ends', V3,
        edits=[GtdtPlatformTimers([watchdog(0x2a450000, 0x2a440000, 112, length=0)])])
    add('gtdt-gt-block-length-0', 'a GT block of Length 0: the timer gives it up, the '
        'watchdog initcall walks to it for ever', V3,
        edits=[GtdtPlatformTimers([gt_block(0x2a810000, [], length=0, count=0)])])
    add('gtdt-el2-gsiv-0-el2', 'GTDT EL2 timer GSIV 0 on a virtualization=on machine', V3_EL2,
        edits=[Gtdt(el2_gsiv=0)])
    add('xsdt-no-gtdt-v2', 'GTDT unreachable, GICv2', V2, edits=[XsdtDrop('GTDT')])
    add('xsdt-no-apic', 'MADT unreachable (removed from the XSDT)', edits=[XsdtDrop('APIC')])
    add('xsdt-no-facp', 'FADT unreachable', edits=[XsdtDrop('FACP')])
    add('xsdt-no-facp-force', 'FADT unreachable, acpi=force', cmdline='acpi=force',
        edits=[XsdtDrop('FACP')])
    add('xsdt-no-spcr', 'SPCR unreachable', edits=[XsdtDrop('SPCR')])
    add('xsdt-no-apic-force', 'MADT unreachable, acpi=force', cmdline='acpi=force',
        edits=[XsdtDrop('APIC')])
    # ---- checksums: ACPICA warns and installs (ACPI_CHECKSUM_ABORT is off)
    for sig in ('GTDT', 'DSDT', 'XSDT', 'SPCR', 'MCFG', 'IORT', 'PPTT', 'DBG2'):
        add('checksum-' + sig.lower(), '%s checksum wrong' % sig, edits=[BadChecksum(sig)])
    add('checksum-rsdp', 'RSDP checksum wrong (the kernel takes the RSDP from the EFI '
        'configuration table)', edits=[BadChecksum('RSDP')])
    add('checksum-rsdp-extended', 'RSDP extended checksum wrong',
        edits=[BadChecksum('RSDP', extended=True)])
    add('checksum-apic-v2', 'MADT checksum wrong, GICv2', V2, edits=[BadChecksum('APIC')])
    add('table-verification', 'acpi_force_table_verification: checksums checked at install',
        cmdline='acpi_force_table_verification')
    add('table-verification-checksum-apic', 'acpi_force_table_verification and a wrong MADT '
        'checksum', cmdline='acpi_force_table_verification', edits=[BadChecksum('APIC')])
    add('table-verification-checksum-facp', 'acpi_force_table_verification and a wrong FADT '
        'checksum', cmdline='acpi_force_table_verification', edits=[BadChecksum('FACP')])
    add('rsdp-revision-0', 'RSDP revision 0: ACPICA takes the RSDT address, which QEMU '
        'leaves 0', edits=[RsdpRevision(0)])
    # ---- more CPU limits and GICC lengths
    add('nosmp', 'nosmp on 4 CPUs', V3_4, cmdline='nosmp')
    add('nr_cpus-0', 'nr_cpus=0: ignored (below 1)', V3_4, cmdline='nr_cpus=0')
    add('nr_cpus-garbage', 'nr_cpus=abc: not a number, ignored', V3_4, cmdline='nr_cpus=abc')
    add('maxcpus-2-gicc1-absent', 'maxcpus=2, 4 CPUs, GICC1 names MPIDR 0x100 (no such CPU): '
        '6.1 stops at 2 online CPUs, 6.12 at 2 CPUs tried', V3_4, cmdline='maxcpus=2',
        edits=[Sub(GICC, 1, mpidr=0x100)])
    add('gicc1-length-76', 'GICC1 76 bytes long (ACPI 5.1 size, no efficiency class): the '
        'minimum the kernel accepts', edits=[SubLength(GICC, 1, 76)])
    add('gicc1-length-72', 'GICC1 72 bytes long: shorter than the minimum',
        edits=[SubLength(GICC, 1, 72)])


def _swap_mpidrs(machine, order):
    """GICC i gets the MPIDR of CPU order[i] (its UID, and so its PPTT leaf, stays i)."""
    m = machine.mpidrs()
    return [Sub(GICC, i, mpidr=m[j]) for i, j in enumerate(order) if i != j]


def _leaf(nodes, acpi_id):
    return next(n for n in nodes if n['kind'] == 'proc' and n['flags'] & PPTT_LEAF
                and n['id'] == acpi_id)


def _topology_cases(add):
    """Item 7 and 8 of issue 21: SMP at 8 to 32 vCPUs, CPU limits, GICC orders, and the
    topology and caches the kernel reads from the PPTT; every case boots the oracle's /init,
    which prints what the kernel put in /sys."""
    t = lambda *a, **k: add(*a, init=True, **k)
    V3_8, V3_16, V3_17, V3_32 = (Machine(gic=3, smp=n) for n in (8, 16, 17, 32))
    V2_8 = Machine(gic=2, smp=8)
    # ---- more vCPUs (QEMU virt: 16 CPUs per MPIDR Aff1 cluster under GICv3, 8 under GICv2)
    t('smp8-v3', 'GICv3, 8 CPUs', V3_8)
    t('smp16-v3', 'GICv3, 16 CPUs: Aff0 0-15', V3_16)
    t('smp17-v3', 'GICv3, 17 CPUs: the 17th is MPIDR 0x100 (Aff1 1)', V3_17)
    t('smp32-v3', 'GICv3, 32 CPUs: two Aff1 clusters of 16', V3_32)
    t('smp8-v2', 'GICv2, 8 CPUs (the GICv2 maximum)', V2_8)
    t('smp4-v3-init', 'GICv3, 4 CPUs: QEMU\'s topology as the baseline with /init', V3_4)
    t('smp2-v2-init', 'GICv2, 2 CPUs with /init', V2)
    # ---- CPU limits
    t('nr_cpus-4-smp16', 'nr_cpus=4 on 16 CPUs', V3_16, cmdline='nr_cpus=4')
    t('nr_cpus-16-smp17', 'nr_cpus=16 on 17 CPUs: the Aff1 CPU is clipped', V3_17,
      cmdline='nr_cpus=16')
    t('maxcpus-4-smp16', 'maxcpus=4 on 16 CPUs: 16 possible, 4 online', V3_16,
      cmdline='maxcpus=4')
    t('maxcpus-16-smp17', 'maxcpus=16 on 17 CPUs', V3_17, cmdline='maxcpus=16')
    t('nr_cpus-3-smp8-v2', 'nr_cpus=3 on 8 CPUs, GICv2', V2_8, cmdline='nr_cpus=3')
    t('maxcpus-5-smp8-v2', 'maxcpus=5 on 8 CPUs, GICv2', V2_8, cmdline='maxcpus=5')
    t('nosmp-smp16', 'nosmp on 16 CPUs', V3_16, cmdline='nosmp')
    t('nr_cpus-8-maxcpus-4-smp16', 'nr_cpus=8 maxcpus=4 on 16 CPUs', V3_16,
      cmdline='nr_cpus=8 maxcpus=4')
    t('gicc-260-nr-cpus-clip', '260 GICCs on 2 CPUs: 6.1 maps NR_CPUS (256) logical CPUs and '
      'drops the rest without a word, 6.12 (NR_CPUS 512) maps all; CPU_ON fails for every '
      'CPU the machine lacks', V3, edits=[AddGiccs(260)])
    t('nr_cpus-6-gicc2-disabled-smp8', 'nr_cpus=6 on 8 CPUs with GICC2 disabled', V3_8,
      cmdline='nr_cpus=6', edits=[Sub(GICC, 2, flags=0)])
    # ---- GICC order unlike MPIDR order; the boot CPU's GICC anywhere
    t('gicc-order-reversed-smp4', 'GICCs in reverse MPIDR order: the boot CPU\'s GICC last',
      V3_4, edits=_swap_mpidrs(V3_4, [3, 2, 1, 0]))
    t('gicc-order-reversed-smp8-v2', 'GICv2, 8 GICCs in reverse MPIDR order', V2_8,
      edits=_swap_mpidrs(V2_8, list(range(7, -1, -1))))
    t('gicc-order-secondaries-swapped-smp8', 'GICC1 and GICC7 swap MPIDRs: logical CPU 1 is '
      'MPIDR 0x7', V3_8, edits=_swap_mpidrs(V3_8, [0, 7, 2, 3, 4, 5, 6, 1]))
    t('gicc-boot-at-2-smp4', 'the boot CPU\'s GICC third', V3_4,
      edits=_swap_mpidrs(V3_4, [2, 1, 0, 3]))
    t('gicc-boot-at-7-smp8', 'the boot CPU\'s GICC last of 8', V3_8,
      edits=_swap_mpidrs(V3_8, [7, 1, 2, 3, 4, 5, 6, 0]))
    t('gicc-boot-at-16-smp17', 'the boot CPU\'s GICC last of 17, the Aff1 CPU first', V3_17,
      edits=_swap_mpidrs(V3_17, [16] + list(range(1, 16)) + [0]))
    t('gicc-aff1-second-smp17', 'the Aff1 CPU (0x100) second in the MADT', V3_17,
      edits=_swap_mpidrs(V3_17, [0, 16] + list(range(1, 16))))
    t('gicc-boot-at-3-smp4-v2', 'GICv2: the boot CPU\'s GICC fourth', V2_4,
      edits=_swap_mpidrs(V2_4, [3, 1, 2, 0]))
    t('gicc-order-rotated-nr_cpus-3-smp8', 'GICCs rotated by 3 and nr_cpus=3', V3_8,
      cmdline='nr_cpus=3', edits=_swap_mpidrs(V3_8, [3, 4, 5, 6, 7, 0, 1, 2]))
    # ---- topology as QEMU builds its PPTT (-smp sockets=,clusters=,cores=,threads=; no caches)
    topo = lambda gic, sockets, clusters, cores, threads: Machine(
        gic=gic, smp=sockets * clusters * cores * threads,
        topology=(sockets, clusters, cores, threads))
    for gic, shape in ((3, (2, 1, 2, 1)), (3, (4, 1, 1, 1)), (3, (1, 2, 2, 1)),
                       (3, (1, 1, 2, 2)), (3, (2, 2, 2, 1)), (3, (2, 2, 1, 2)),
                       (3, (2, 2, 2, 2)), (3, (1, 4, 4, 1)), (3, (1, 1, 1, 4)),
                       (3, (4, 1, 4, 1)), (2, (2, 1, 4, 1)), (2, (2, 2, 2, 1)),
                       (2, (1, 2, 2, 2))):
        m = topo(gic, *shape)
        t('topo-%s' % m.ident, 'QEMU\'s own PPTT for -smp %s' % m.smp_arg(), m)
    S2C2 = topo(3, 2, 1, 2, 1)
    C2T2 = topo(3, 1, 1, 2, 2)
    S2CL2C2T2 = topo(3, 2, 2, 2, 2)
    t('topo-s2-c2-nr_cpus-3', 'two sockets of 2 cores, nr_cpus=3', S2C2, cmdline='nr_cpus=3')
    t('topo-c2-t2-maxcpus-3', 'two cores of 2 threads, maxcpus=3', C2T2, cmdline='maxcpus=3')
    t('topo-s2-cl2-c2-t2-boot-gicc-last', 'the boot CPU\'s GICC last of 16 threads',
      S2CL2C2T2, edits=_swap_mpidrs(S2CL2C2T2, [15] + list(range(1, 15)) + [0]))
    t('topo-c2-t2-gicc-swapped', 'threads: GICC1 and GICC2 swap MPIDRs', C2T2,
      edits=_swap_mpidrs(C2T2, [0, 2, 1, 3]))
    t('xsdt-no-pptt', 'PPTT unreachable: "No PPTT table found"; the kernel\'s fallback '
      'topology', V3_4, edits=[XsdtDrop('PPTT')])
    t('xsdt-no-pptt-threads', 'PPTT unreachable on a machine of threads', C2T2,
      edits=[XsdtDrop('PPTT')])
    # ---- PPTTs replaced through the table upgrade: caches, ids, defects (item 7)
    CL2C2 = topo(3, 1, 2, 2, 1)
    CL2C2T2 = topo(3, 1, 2, 2, 2)
    S2CL2C4 = topo(3, 2, 2, 4, 1)
    shape = lambda m: m.topology
    pp = lambda m, caches=None, **k: Pptt(topology_nodes(*shape(m), caches=caches), **k)
    t('pptt-caches-split', 'L1d/L1i per core, Next Level a private L2 (Ampere Altra\'s '
      'layout), L3 per cluster', CL2C2, edits=[pp(CL2C2, 'split', what='split caches')])
    t('pptt-caches-flat', 'L1d/L1i at the core, L2 at the cluster, L3 at the package, no '
      'Next Level links', CL2C2, edits=[pp(CL2C2, 'flat', what='flat caches')])
    t('pptt-caches-split-threads', 'split caches on cores of 2 threads', CL2C2T2,
      edits=[pp(CL2C2T2, 'split', what='split caches')])
    t('pptt-caches-flat-threads', 'flat caches on cores of 2 threads', CL2C2T2,
      edits=[pp(CL2C2T2, 'flat', what='flat caches')])
    t('pptt-caches-split-smp16', 'split caches, 2 packages x 2 clusters x 4 cores', S2CL2C4,
      edits=[pp(S2CL2C4, 'split', what='split caches')])
    t('pptt-caches-flat-smp16', 'flat caches, 2 packages x 2 clusters x 4 cores', S2CL2C4,
      edits=[pp(S2CL2C4, 'flat', what='flat caches')])

    def each_cache(fn):
        def mutate(nodes):
            for n in nodes:
                if n['kind'] == 'cache':
                    fn(n)
        return mutate

    def set_ids(nodes):
        for i, n in enumerate(x for x in nodes if x['kind'] == 'cache'):
            n['flags'] |= 0x80
            n['cache_id'] = i + 1
    t('pptt-caches-rev3-cache-id', 'PPTT revision 3, every cache with a Cache ID (valid)',
      CL2C2, edits=[pp(CL2C2, 'split', revision=3, what='split caches with Cache IDs',
                       mutate=set_ids)])
    def l2_ids_per_cluster(nodes):
        set_ids(nodes)
        for n in nodes:
            if n['kind'] == 'cache' and n['name'].endswith('.l2'):
                n['cache_id'] = 100 + int(n['name'].split('.')[1][1:])   # 's0.c1.k0.l2'
    t('pptt-caches-rev3-l2-id-per-cluster', 'revision 3: the private L2s of a cluster\'s '
      'cores carry one Cache ID: shared by id, not by the node they were found from', CL2C2,
      edits=[pp(CL2C2, 'split', revision=3, what='split caches, L2 Cache ID per cluster',
                mutate=l2_ids_per_cluster)])
    t('pptt-caches-rev3-no-cache-id', 'PPTT revision 3, caches without Cache ID', CL2C2,
      edits=[pp(CL2C2, 'flat', revision=3, what='flat caches, revision 3')])
    t('pptt-caches-type-invalid', 'every cache\'s Cache Type Valid flag clear: none matches',
      CL2C2, edits=[pp(CL2C2, 'flat', what='cache type flags invalid',
                       mutate=each_cache(lambda n: n.update(flags=CACHE_ALL_VALID & ~0x10)))])
    t('pptt-caches-size-invalid', 'every cache\'s Size Property Valid flag clear', CL2C2,
      edits=[pp(CL2C2, 'flat', what='size flags invalid',
                mutate=each_cache(lambda n: n.update(flags=CACHE_ALL_VALID & ~0x1)))])
    t('pptt-caches-flags-zero', 'every cache\'s flags 0: nothing valid', CL2C2,
      edits=[pp(CL2C2, 'split', what='cache flags 0',
                mutate=each_cache(lambda n: n.update(flags=0)))])
    t('pptt-caches-geometry-invalid', 'sets, associativity and line size marked invalid',
      CL2C2, edits=[pp(CL2C2, 'flat', what='geometry flags invalid',
                       mutate=each_cache(lambda n: n.update(flags=CACHE_ALL_VALID & ~0x46)))])

    def dup_l1d(nodes):
        core = _leaf(nodes, 0)
        nodes.insert(0, cache('dup.l1d', 64 << 10, 4, ctype=CACHE_DATA))
        core['res'] = core['res'] + ['dup.l1d']
    t('pptt-caches-duplicate-l1d', 'CPU 0\'s leaf lists two level-1 data caches', CL2C2,
      edits=[pp(CL2C2, 'flat', what='a second L1d on CPU 0', mutate=dup_l1d)])

    def no_leaf(acpi_id):
        return lambda nodes: _leaf(nodes, acpi_id).update(id=90 + acpi_id)
    t('pptt-no-leaf-cpu3', 'no PPTT leaf has GICC3\'s UID 3 ("unable to locate core")',
      CL2C2, edits=[pp(CL2C2, what='leaf 3 renamed 93', mutate=no_leaf(3))])
    t('pptt-no-leaf-cpu0', 'no PPTT leaf has the boot CPU\'s UID 0', CL2C2,
      edits=[pp(CL2C2, what='leaf 0 renamed 90', mutate=no_leaf(0))])
    t('pptt-no-leaf-cpu3-caches', 'no leaf for UID 3, caches described', CL2C2,
      edits=[pp(CL2C2, 'flat', what='flat caches, leaf 3 renamed 93', mutate=no_leaf(3))])
    t('pptt-leaf-flag-missing', 'revision 2: CPU 2\'s leaf without the Node is a Leaf flag',
      CL2C2, edits=[pp(CL2C2, what='leaf 2 without flag 3',
                       mutate=lambda n: _leaf(n, 2).update(flags=PPTT_ID_VALID))])
    t('pptt-rev1', 'PPTT revision 1: leaves are the nodes no node names as parent', CL2C2,
      edits=[pp(CL2C2, revision=1, what='revision 1')])
    t('pptt-rev1-threads', 'PPTT revision 1 with the thread flag set (undefined in revision '
      '1)', CL2C2T2, edits=[pp(CL2C2T2, revision=1, what='revision 1 with thread flags')])
    t('pptt-parent-past-end', 'CPU 1\'s leaf names a parent past the table\'s end', CL2C2,
      edits=[pp(CL2C2, what='leaf 1 parent 0xfff0',
                mutate=lambda n: _leaf(n, 1).update(parent=0xFFF0))])

    def parent_to_cache(nodes):
        _leaf(nodes, 1)['parent'] = 's0.l3'
    t('pptt-parent-is-cache', 'CPU 1\'s leaf names a cache structure as its parent', CL2C2,
      edits=[pp(CL2C2, 'flat', what='leaf 1 parent: the L3 cache', mutate=parent_to_cache)])
    t('pptt-parent-zero-thread', 'a thread leaf whose parent is 0 (no core, no cluster)',
      C2T2, edits=[pp(C2T2, what='thread leaf 1 parent 0',
                      mutate=lambda n: _leaf(n, 1).update(parent=None))])
    t('pptt-leaf-length-24', 'CPU 2\'s leaf 24 bytes long with no private resource: 6.x '
      'wants exactly 20 + 4 x resources', CL2C2,
      edits=[pp(CL2C2, what='leaf 2 length 24', mutate=lambda n: _leaf(n, 2).update(
          length=24))])

    def ids_valid(nodes):
        for n in nodes:
            if n['kind'] == 'proc' and not n['flags'] & PPTT_LEAF:
                n['flags'] |= PPTT_ID_VALID
                n['id'] += 1000 if n['name'].count('.') == 0 else 500 if \
                    n['name'].count('.') == 1 else 200
    t('pptt-ids-valid', 'every package, cluster and core node has a valid ACPI id',
      S2CL2C2T2, edits=[pp(S2CL2C2T2, what='container ids valid', mutate=ids_valid)])
    t('pptt-package-ids', 'packages with valid ids 100 and 101', S2C2,
      edits=[Pptt(topology_nodes(2, 1, 2, 1, package_ids=True), what='package ids valid')])
    t('pptt-empty', 'a PPTT without structures', V3_4,
      edits=[Pptt([], what='no structures')])
    t('pptt-flat-no-containers', 'four leaves, no parents: each CPU its own package', V3_4,
      edits=[Pptt([proc('l%d' % i, PPTT_ID_VALID | PPTT_LEAF, acpi_id=i) for i in range(4)],
                  what='four root leaves')])


CASES = _cases()
