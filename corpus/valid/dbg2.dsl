/* SPDX-License-Identifier: MIT */
/*
 * DBG2 of the acpilint valid arm64 corpus system. Physical address 0x40009000.
 * One debug device: serial port type 0x8000, subtype 0x0003 (ARM PL011),
 * one 32-bit MMIO register window at 0x09000000 (size 0x1000), \_SB.COM0.
 */
[0004]                          Signature : "DBG2"
[0004]                       Table Length : 00000000
[0001]                           Revision : 00
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0004]                        Info Offset : 0000002C
[0004]                         Info Count : 00000001

[0001]                           Revision : 00
[0002]                             Length : 0030
[0001]                     Register Count : 01
[0002]                    Namepath Length : 000A
[0002]                    Namepath Offset : 0026
[0002]                    OEM Data Length : 0000
[0002]                    OEM Data Offset : 0000
[0002]                          Port Type : 8000
[0002]                       Port Subtype : 0003
[0002]                           Reserved : 0000
[0002]                Base Address Offset : 0016
[0002]                Address Size Offset : 0022

[0012]              Base Address Register : [Generic Address Structure]
[0001]                           Space ID : 00
[0001]                          Bit Width : 20
[0001]                         Bit Offset : 00
[0001]               Encoded Access Width : 03
[0008]                            Address : 0000000009000000

[0004]                       Address Size : 00001000

[0010]                           Namepath : "\_SB.COM0"
