/* SPDX-License-Identifier: MIT */
/*
 * The valid DSDT (corpus/valid/dsdt.asl) whose PCI host bridge \_SB.PCI0 lies
 * in the If of a module-level If/Else on a field (BRID) and an Error Device
 * (PNP0C33) \_SB.ERR0 in its Else (issue 22 item 1).  ACPICA creates one
 * branch when it loads the table, so neither feature is certain: the BERT and
 * HEST that RAS support makes recommended, and the MCFG a host bridge makes
 * required (tests/unit/test_aml_branches.c, with the MCFG renamed), are
 * tables.feature-unverified (info), not missing tables.
 * Built with iasl -vw 6074: iasl loads both branches.
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
        }
        Else
        {
            Device (ERR0)
            {
                Name (_HID, EisaId ("PNP0C33"))
                Name (_UID, 0)
            }
        }
    }
}
