/* SPDX-License-Identifier: MIT */
/*
 * The other side of feature-in-one-branch.asl: a PCI host bridge in each
 * branch of the module-level If/Else (\_SB.PCI0 in the If, \_SB.PCI1 in the
 * Else) and the Error Device \_SB.ERR0 in both: whichever branch the load
 * takes, the platform has PCIe and RAS support, so the requirements are
 * certain (tables.recommended-missing for BERT and HEST, a warning) and
 * tables.feature-unverified stays quiet.  Built with iasl -vw 6074.
 */
DefinitionBlock ("", "DSDT", 2, "ALINT ", "CORPUS01", 0x00000001)
{
    Scope (\_SB)
    {
        OperationRegion (STRP, SystemMemory, 0x09030000, 0x04)
        Field (STRP, DWordAcc, NoLock, Preserve)
        {
            BRID, 3
        }

        Device (CPU0)
        {
            Name (_HID, "ACPI0007")
            Name (_UID, 0)
        }

        Device (CPU1)
        {
            Name (_HID, "ACPI0007")
            Name (_UID, 1)
        }

        Device (CPU2)
        {
            Name (_HID, "ACPI0007")
            Name (_UID, 2)
        }

        Device (CPU3)
        {
            Name (_HID, "ACPI0007")
            Name (_UID, 3)
        }

        Device (COM0)
        {
            Name (_HID, "ARMH0011")
            Name (_UID, 0)
            Name (_CRS, ResourceTemplate ()
            {
                Memory32Fixed (ReadWrite, 0x09000000, 0x00001000)
                Interrupt (ResourceConsumer, Level, ActiveHigh, Exclusive) { 33 }
            })
        }

        If (BRID == 1)
        {
            Device (PCI0)
            {
                Name (_HID, EisaId ("PNP0A08"))
                Name (_CID, EisaId ("PNP0A03"))
                Name (_UID, 0)
                Name (_SEG, 0)
                Name (_BBN, 0)
                Name (_CCA, 1)
                Name (_CRS, ResourceTemplate ()
                {
                    WordBusNumber (ResourceProducer, MinFixed, MaxFixed, PosDecode,
                        0x0000, 0x0000, 0x00FF, 0x0000, 0x0100)
                    DWordMemory (ResourceProducer, PosDecode, MinFixed, MaxFixed,
                        NonCacheable, ReadWrite,
                        0x00000000, 0x10000000, 0x3EFEFFFF, 0x00000000, 0x2EFF0000)
                    QWordMemory (ResourceProducer, PosDecode, MinFixed, MaxFixed,
                        NonCacheable, ReadWrite,
                        0x0000000000000000, 0x0000008000000000, 0x000000FFFFFFFFFF,
                        0x0000000000000000, 0x0000008000000000)
                })
            }

            Device (ERR0)
            {
                Name (_HID, EisaId ("PNP0C33"))
                Name (_UID, 0)
            }
        }
        Else
        {
            Device (PCI1)
            {
                Name (_HID, EisaId ("PNP0A08"))
                Name (_CID, EisaId ("PNP0A03"))
                Name (_UID, 0)
                Name (_SEG, 0)
                Name (_BBN, 0)
                Name (_CCA, 1)
                Name (_CRS, ResourceTemplate ()
                {
                    WordBusNumber (ResourceProducer, MinFixed, MaxFixed, PosDecode,
                        0x0000, 0x0000, 0x00FF, 0x0000, 0x0100)
                    DWordMemory (ResourceProducer, PosDecode, MinFixed, MaxFixed,
                        NonCacheable, ReadWrite,
                        0x00000000, 0x10000000, 0x3EFEFFFF, 0x00000000, 0x2EFF0000)
                    QWordMemory (ResourceProducer, PosDecode, MinFixed, MaxFixed,
                        NonCacheable, ReadWrite,
                        0x0000000000000000, 0x0000008000000000, 0x000000FFFFFFFFFF,
                        0x0000000000000000, 0x0000008000000000)
                })
            }

            Device (ERR0)
            {
                Name (_HID, EisaId ("PNP0C33"))
                Name (_UID, 0)
            }
        }
    }
}
