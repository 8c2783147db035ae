/* SPDX-License-Identifier: MIT */
/*
 * SSDT of the acpilint valid arm64 corpus system. Physical address 0x40004000.
 * Adds one device to \_SB: a PL061 GPIO controller (ARMH0061) at 0x09030000
 * with GSIV 39.
 */
DefinitionBlock ("", "SSDT", 2, "ALINT ", "CORPUS02", 0x00000001)
{
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
}
