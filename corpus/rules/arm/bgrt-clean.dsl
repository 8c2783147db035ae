/* SPDX-License-Identifier: MIT */
/*
 * Quiet case of the bgrt.* rules: a displayed bitmap at 0x50000000, version 1.
 */
[0004]                          Signature : "BGRT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0002]                            Version : 0001
[0001]             Status (decoded below) : 01
                                Displayed : 1
                       Orientation Offset : 0
[0001]                         Image Type : 00
[0008]                      Image Address : 0000000050000000
[0004]                      Image OffsetX : 00000100
[0004]                      Image OffsetY : 00000080
