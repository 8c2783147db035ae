/* SPDX-License-Identifier: MIT */
/*
 * The valid SSDT, plus a second _UID for \_SB.COM0, whose _UID the DSDT
 * already defines: the SSDT tries to replace an object of the DSDT, which
 * ACPICA refuses with AE_ALREADY_EXISTS (seed 009: an SSDT cannot modify or
 * replace anything in the DSDT).
 */
DefinitionBlock ("", "SSDT", 2, "ALINT ", "CORPUS02", 0x00000001)
{
    External (\_SB.COM0, DeviceObj)

    Scope (\_SB)
    {
        Device (GPI0)
        {
            Name (_HID, "ARMH0061")
            Name (_UID, 0)
            Name (_CRS, ResourceTemplate ()
            {
                Memory32Fixed (ReadWrite, 0x09030000, 0x00001000)
                Interrupt (ResourceConsumer, Level, ActiveHigh, Exclusive) { 39 }
            })
        }
    }

    Scope (\_SB.COM0)
    {
        Name (_UID, 1)
    }
}
