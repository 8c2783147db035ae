/* SPDX-License-Identifier: MIT */
/*
 * Quiet case of the sdev.* rules: a namespace device and a PCIe endpoint (00:02.0), both
 * handed to the OS.  Its defects iasl will not compile (it writes Flags from the named bits, the
 * types and lengths itself) are in tests/unit/test_rules_nvdimm.c.
 */
[0004]                          Signature : "SDEV"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0001]                      Subtable Type : 00 [Namespace Device]
[0001]              Flags (decoded below) : 01
             Allow handoff to unsecure OS : 1
[0002]                             Length : 001C
[0002]                   Device ID Offset : 000C
[0002]                   Device ID Length : 000C
[0002]                 Vendor Data Offset : 0018
[0002]                 Vendor Data Length : 0004
[0012]                           Namepath : "\\_SB_.TPM0"
[0004]                        Vendor Data : 01 02 03 04

[0001]                      Subtable Type : 01 [PCIe Endpoint Device]
[0001]              Flags (decoded below) : 01
             Allow handoff to unsecure OS : 1
[0002]                             Length : 0016
[0002]                            Segment : 0000
[0002]                          Start Bus : 0000
[0002]                        Path Offset : 0010
[0002]                        Path Length : 0002
[0002]                 Vendor Data Offset : 0012
[0002]                 Vendor Data Length : 0004
[0001]                             Device : 02
[0001]                           Function : 00
[0004]                        Vendor Data : 05 06 07 08
