/* SPDX-License-Identifier: MIT */
/*
 * Quiet case of obj.unsupported-device under the linux profile:
 * corpus/valid/dsdt.asl plus a time and alarm device \_SB.TAD0 (ACPI000E).
 * Linux 4.1's document listed the class as not supported on arm64; Linux 6.1
 * and 6.12 drive it on arm64 (drivers/acpi/acpi_tad.c), so the 6.x profiles
 * do not list it.  Under linux-4.1 it fires (tests/unit/test_rules_consequences.c).
 * Also an embedded controller \_SB.EC0 (PNP0C09, which the linux profile lists)
 * whose _STA method returns Zero, as on the Snapdragon X laptops: a device that
 * is not present is never enumerated, so no driver is missing for it.
 */
DefinitionBlock ("", "DSDT", 2, "ALINT ", "CORPUS01", 0x00000001)
{
    Scope (\_SB)
    {
        Device (EC0)
        {
            Name (_HID, EisaId ("PNP0C09"))
            Name (_UID, 0)
            Method (_STA, 0, NotSerialized)
            {
                Return (Zero)
            }
        }

        Device (TAD0)
        {
            Name (_HID, "ACPI000E")
            Name (_UID, 0)
            Method (_GCP, 0, NotSerialized)
            {
                Return (0x05)
            }
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
