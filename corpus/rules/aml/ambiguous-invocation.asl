/* SPDX-License-Identifier: MIT */
/*
 * aml.ambiguous-invocation: the valid SSDT plus a method that calls GCFG,
 * which is defined only inside If (Zero) at definition-block level.  iasl
 * sees the definition (and compiles the call with its one argument), but
 * the If is false when the table loads, so GCFG never exists: a parser
 * cannot know that "GCFG One" is a call with one argument rather than a
 * name followed by the constant One.
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
            If (Zero)
            {
                Method (GCFG, 1)
                {
                    Return (Arg0)
                }
            }
            Method (_INI)
            {
                GCFG (One)
            }
        }
    }
}
