/* SPDX-License-Identifier: MIT */
/*
 * Unit-test fixture (tests/unit/test_aml_branches.c, issue 22 item 1): names
 * that resolve only to an object one branch of a module-level If/Else on a
 * field (BRID) creates.  ACPICA creates one branch when it loads the table.
 *   \_SB.ALWS  (every load) reads CAM0.VAL0, only in the If    aml.reference-unverified
 *   \_SB.BTHM  (every load) reads BOTH, defined by both         resolved: nothing
 *   \_SB.CAM0.INIT (the If) reads VAL0 of its own branch        resolved: nothing
 *   \_SB.OTHR  (the Else) reads CAM0.VAL0 of the If             aml.unresolved-reference (info:
 *                                                               it rests on the Else)
 *   Scope (CAM0) after the If/Else                              aml.reference-unverified
 *   Scope (CAM0) inside the Else                                aml.scope-undefined (info)
 * Built with iasl -vw 6074: iasl loads both branches.
 */
DefinitionBlock ("", "DSDT", 2, "ALINT ", "BRANCH03", 0x00000001)
{
    Scope (\_SB)
    {
        OperationRegion (STRP, SystemMemory, 0x09030000, 0x04)
        Field (STRP, DWordAcc, NoLock, Preserve)
        {
            BRID, 3
        }

        If (BRID == 1)
        {
            Device (CAM0)
            {
                Name (_HID, "PRP0001")
                Name (_UID, 0)
                Name (VAL0, 1)
                Method (INIT, 0, NotSerialized)
                {
                    Return (VAL0)
                }
            }

            Name (BOTH, 1)
        }
        Else
        {
            Name (BOTH, 2)
            Method (OTHR, 0, NotSerialized)
            {
                Return (\_SB.CAM0.VAL0)
            }

            Scope (CAM0)
            {
                Name (INEL, 3)
            }
        }

        Method (ALWS, 0, NotSerialized)
        {
            Return (\_SB.CAM0.VAL0)
        }

        Method (BTHM, 0, NotSerialized)
        {
            Return (BOTH)
        }

        Scope (CAM0)
        {
            Name (AFTR, 4)
        }
    }
}
