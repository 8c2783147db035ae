/* SPDX-License-Identifier: MIT */
/*
 * spcr.port-namespace-unverified: the valid DSDT (corpus/valid/dsdt.asl) whose
 * PL011 COM0 computes its _CRS base at run time (Add in a _CRS Method).  The
 * SPCR UART at 0x09000000 is then "not verified" (info), never "not in the
 * namespace" (issue 22 item 6); the valid DSDT's static _CRS verifies it.
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
            /*
             * The defect: the base is computed when the OS evaluates _CRS
             * (a platform base plus an offset), so static evaluation cannot
             * tell whether it is the SPCR's 0x09000000.
             */
            Name (UBAS, 0x08000000)
            Method (_CRS, 0, Serialized)
            {
                Name (RBUF, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x00000000, 0x00001000, UMEM)
                    Interrupt (ResourceConsumer, Level, ActiveHigh, Exclusive) { 33 }
                })
                CreateDWordField (RBUF, \_SB.COM0._CRS.UMEM._BAS, UADR)
                Add (UBAS, 0x01000000, UADR)
                Return (RBUF)
            }
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
}
