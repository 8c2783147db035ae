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
from edits import SubLength, RsdpRevision
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
    def __init__(self, name, why, machine=V3, cmdline='', edits=(), assumptions=()):
        self.name, self.why, self.machine = name, why, machine
        self.extra_cmdline, self.edits = cmdline, list(edits)
        self.assumptions = list(assumptions)

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


CASES = _cases()
