/* SPDX-License-Identifier: MIT */
/*
 * MCFG rule case mcfg.overlap: the valid MCFG (segment 0, buses 0-255 at
 * 0x4010000000) plus a second record for buses 128-255 of the same segment.
 */
[0004]                          Signature : "MCFG"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0008]                           Reserved : 0000000000000000

[0008]                       Base Address : 0000004010000000
[0002]               Segment Group Number : 0000
[0001]                   Start Bus Number : 00
[0001]                     End Bus Number : FF
[0004]                           Reserved : 00000000

[0008]                       Base Address : 0000004010000000
[0002]               Segment Group Number : 0000
[0001]                   Start Bus Number : 80
[0001]                     End Bus Number : FF
[0004]                           Reserved : 00000000
