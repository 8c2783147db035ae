/* SPDX-License-Identifier: MIT */
/*
 * Rule case obj.hid-and-adr-unused: corpus/valid/dsdt.asl with an _ADR added
 * to the UART \_SB.COM0 (ARMH0011): both identifications on one device (ACPI
 * 6.5 section 6.1, iasl warning 3073), but \_SB enumerates by _HID, so no
 * Linux bus reads the _ADR.
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
            Name (_ADR, 0)
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
}
