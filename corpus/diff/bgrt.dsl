/* SPDX-License-Identifier: MIT */
/*
 * A BGRT for the acpilint diff tests (tests/scripts/test_diff.sh): the table
 * a firmware update adds.  Microsoft "Boot Graphics Resource Table", ACPI
 * 6.5 section 5.2.23; a bitmap at 0x50000000, not displayed.
 */
[0004]                          Signature : "BGRT"    [Boot Graphics Resource Table]
[0004]                       Table Length : 00000038
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0002]                            Version : 0001
[0001]             Status (decoded below) : 00
                                Displayed : 0
                       Orientation Offset : 0
[0001]                         Image Type : 00
[0008]                      Image Address : 0000000050000000
[0004]                      Image OffsetX : 00000000
[0004]                      Image OffsetY : 00000000
