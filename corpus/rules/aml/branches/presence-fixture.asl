/* SPDX-License-Identifier: MIT */
/*
 * Unit-test fixture (tests/unit/test_aml_branches.c, issue 22 item 1): rules
 * silenced by finding an object, where the object exists only in one branch
 * of a module-level If/Else whose predicate reads a field (BRID):
 *   USB0  bus master, its _CCA added by an If only          obj.presence-unverified
 *   USB1  bus master, a _CCA added by both the If and Else  settled: nothing
 *   USB2  bus master defined in an If with its _CCA         settled: nothing
 *   PWR0  _PS0 always, _PS3 only in an If                   obj.presence-unverified
 *   CPU3  the processor of GICC[3] only in an If            obj.gicc-processor-unverified
 * Built with iasl -vw 6074: iasl loads both branches.
 */
DefinitionBlock ("", "DSDT", 2, "ALINT ", "BRANCH02", 0x00000001)
{
    Scope (\_SB)
    {
        OperationRegion (STRP, SystemMemory, 0x09030000, 0x04)
        Field (STRP, DWordAcc, NoLock, Preserve)
        {
            BRID, 3
        }

        Device (USB0)
        {
            Name (_HID, "PNP0D10")
            Name (_UID, 0)
            Name (_CRS, ResourceTemplate ()
            {
                Memory32Fixed (ReadWrite, 0x09100000, 0x00001000)
            })
        }

        Device (USB1)
        {
            Name (_HID, "PNP0D10")
            Name (_UID, 1)
            Name (_CRS, ResourceTemplate ()
            {
                Memory32Fixed (ReadWrite, 0x09110000, 0x00001000)
            })
        }

        Device (PWR0)
        {
            Name (_HID, "PRP0001")
            Name (_CRS, ResourceTemplate ()
            {
                Memory32Fixed (ReadWrite, 0x09120000, 0x00001000)
            })
            Method (_PS0, 0, NotSerialized)
            {
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

        If (BRID == 1)
        {
            Scope (USB0)
            {
                Name (_CCA, 1)
            }

            Scope (USB1)
            {
                Name (_CCA, 1)
            }

            Scope (PWR0)
            {
                Method (_PS3, 0, NotSerialized)
                {
                }
            }

            Device (USB2)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 2)
                Name (_CCA, 1)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09130000, 0x00001000)
                })
            }

            Device (CPU3)
            {
                Name (_HID, "ACPI0007")
                Name (_UID, 3)
            }
        }
        Else
        {
            Scope (USB1)
            {
                Name (_CCA, 0)
            }
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
    }
}
