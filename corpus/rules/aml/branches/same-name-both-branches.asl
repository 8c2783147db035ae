/* SPDX-License-Identifier: MIT */
/*
 * Quiet case of aml.duplicate-name (issue 22 item 12): corpus/valid/dsdt.asl
 * plus a camera defined in both branches of a module-level If/Else whose
 * predicate reads the board revision.  ACPICA runs that code when it loads
 * the table and creates one branch, so \_SB.CAM0 is defined once whichever
 * the load takes: no duplicate.  (iasl, which loads both, is told -vw 6074.)
 */
DefinitionBlock ("", "DSDT", 2, "ALINT ", "CORPUS01", 0x00000001)
{
    Scope (\_SB)
    {
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
    }

    /*
     * The board revision, read from straps when the table loads (as the Dell
     * Inspiron 14 3420's \_SB.BREV reads two GPIO pins): static reading
     * cannot tell what it returns, so ACPICA's load decides the If below.
     */
    Scope (\_SB)
    {
        OperationRegion (STRP, SystemMemory, 0x09030000, 0x04)
        Field (STRP, DWordAcc, NoLock, Preserve)
        {
            BRID, 2
        }

        Method (BREV, 0, Serialized)
        {
            Return (BRID)
        }
    }

    If ((\_SB.BREV () == One))
    {
        Scope (\_SB)
        {
            Device (CAM0)
            {
                Name (_HID, "QCOM0C99")
                Name (_UID, 0)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09040000, 0x00001000)
                })
            }
        }
    }
    Else
    {
        Scope (\_SB)
        {
            Device (CAM0)
            {
                Name (_HID, "QCOM0C98")
                Name (_UID, 0)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09050000, 0x00001000)
                })
            }
        }
    }
}
