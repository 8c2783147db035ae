/* SPDX-License-Identifier: MIT */
/*
 * Quiet case of ssdt.modifies-device: the valid SSDT, plus a _STA method put
 * into \_SB.COM0, which the DSDT defines without one.  Adding a name inside
 * a device of the DSDT is what SSDTs are for (seed 009: an SSDT can only
 * ADD to the namespace); nothing is redefined, so the rule stays quiet.
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
        Method (_STA, 0, NotSerialized)
        {
            Return (0x0F)
        }
    }
}
