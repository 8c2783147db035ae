/* SPDX-License-Identifier: MIT */
/*
 * Unit-test fixture (tests/unit/test_aml_branches.c, issue 22 item 12): XHCI
 * controllers (PNP0D10, bus masters) without _CCA, which obj.cca-missing
 * reports, created by module-level code whose predicate static reading
 * decides or not:
 *   USB0  unconditional                                   warning
 *   USB1  If (BREV () == 1), no Else                      info, the If branch
 *   USB2/USB3  If (BREV () == 2) / its Else               warning, both branches
 *   USB4  If (Zero)                                       never created
 *   USB5  If (0x01 == 0x01)                               warning, always created
 *   USB6  If (FLAG), FLAG a Name of Zero                  never created
 *   USB7  Else of If (One)                                never created
 *   USB8  If (FLG2), FLG2 = One stored at module level    info, the If branch
 *   USB9  While (BREV () == 5)                            info, the While's body
 *   USBA  If (ONE1 ()), ONE1 returning One                warning, always created
 * and CAM0 in both branches of one If/Else (no duplicate), with DUP0 defined
 * twice in one branch (a duplicate, info), DUP1 once in an If and twice in
 * its Else (the second in the Else is a duplicate, info); VAL0 and VAL1 in both branches of
 * another, VAL0 with different values (so If (VAL0) is undecided: INV0 is
 * conditional) and VAL1 with the same (If (VAL1) is decided: INV1 is not).  Built with iasl -vw 6074: iasl,
 * which loads both branches, calls CAM0 a duplicate.
 */
DefinitionBlock ("", "DSDT", 2, "ALINT ", "BRANCH01", 0x00000001)
{
    Scope (\_SB)
    {
        OperationRegion (STRP, SystemMemory, 0x09030000, 0x04)
        Field (STRP, DWordAcc, NoLock, Preserve)
        {
            BRID, 3
        }

        Method (BREV, 0, Serialized)
        {
            Return (BRID)
        }

        Method (ONE1, 0, NotSerialized)
        {
            Return (One)
        }

        Name (FLAG, Zero)
        Name (FLG2, Zero)
            Device (USB0)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x00)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09100000, 0x00001000)
                })
            }
    }

    If ((\_SB.BREV () == One))
    {
        Scope (\_SB)
        {
            Device (USB1)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x01)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09101000, 0x00001000)
                })
            }
        }
    }

    /* Added to USB1 from outside its branch: rests on that branch all the same. */
    Scope (\_SB.USB1)
    {
        Name (XTRA, One)
    }

    If ((\_SB.BREV () == 0x02))
    {
        Scope (\_SB)
        {
            Device (USB2)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x02)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09102000, 0x00001000)
                })
            }
        }
    }
    Else
    {
        Scope (\_SB)
        {
            Device (USB3)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x03)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09103000, 0x00001000)
                })
            }
        }
    }

    If (Zero)
    {
        Scope (\_SB)
        {
            Device (USB4)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x04)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09104000, 0x00001000)
                })
            }
        }
    }

    If ((0x01 == 0x01))
    {
        Scope (\_SB)
        {
            Device (USB5)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x05)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09105000, 0x00001000)
                })
            }
        }
    }

    If (\_SB.FLAG)
    {
        Scope (\_SB)
        {
            Device (USB6)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x06)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09106000, 0x00001000)
                })
            }
        }
    }

    If (One)
    {
        Name (ONEB, One)
    }
    Else
    {
        Scope (\_SB)
        {
            Device (USB7)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x07)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09107000, 0x00001000)
                })
            }
        }
    }

    Store (One, \_SB.FLG2)
    If (\_SB.FLG2)
    {
        Scope (\_SB)
        {
            Device (USB8)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x08)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09108000, 0x00001000)
                })
            }
        }
    }

    While ((\_SB.BREV () == 0x05))
    {
        Scope (\_SB)
        {
            Device (USB9)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x09)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x09109000, 0x00001000)
                })
            }
        }
        Break
    }

    If (\_SB.ONE1 ())
    {
        Scope (\_SB)
        {
            Device (USBA)
            {
                Name (_HID, "PNP0D10")
                Name (_UID, 0x0A)
                Name (_CRS, ResourceTemplate ()
                {
                    Memory32Fixed (ReadWrite, 0x0910A000, 0x00001000)
                })
            }
        }
    }

    If ((\_SB.BREV () == 0x03))
    {
        Scope (\_SB)
        {
            Device (CAM0)
            {
                Name (_ADR, One)
            }
            Name (DUP0, One)
            Name (DUP0, 0x02)
        }
    }
    Else
    {
        Scope (\_SB)
        {
            Device (CAM0)
            {
                Name (_ADR, One)
            }
        }
    }

    If ((\_SB.BREV () == 0x04))
    {
        Name (VAL0, One)
        Name (VAL1, One)
    }
    Else
    {
        Name (VAL0, 0x02)
        Name (VAL1, One)
    }

    If (\VAL0)
    {
        Name (INV0, One)
    }

    If (\VAL1)
    {
        Name (INV1, One)
    }

    If ((\_SB.BREV () == 0x06))
    {
        Name (DUP1, One)
    }
    Else
    {
        Name (DUP1, One)
        Name (DUP1, 0x02)
    }
}
