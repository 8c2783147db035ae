/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of pdtt.aml
 *
 * ACPI Data Table [PDTT]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "PDTT"    [Platform Debug Trigger Table]
[004h 0004 004h]                Table Length : 00000034
[008h 0008 001h]                    Revision : 01
[009h 0009 001h]                    Checksum : E9
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "Template"
[018h 0024 004h]                Oem Revision : 00000001
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 001h]               Trigger Count : 04
[025h 0037 003h]                    Reserved : 000000
[028h 0040 004h]                Array Offset : 0000002C

[02Ch 0044 001h]               Subchannel Id : AA
[02Dh 0045 001h]       Flags (Decoded Below) : 03
                             Runtime Trigger : 1
                         Wait for Completion : 1
                               Trigger Order : 0

[02Eh 0046 001h]               Subchannel Id : BB
[02Fh 0047 001h]       Flags (Decoded Below) : 02
                             Runtime Trigger : 0
                         Wait for Completion : 1
                               Trigger Order : 0

[030h 0048 001h]               Subchannel Id : CC
[031h 0049 001h]       Flags (Decoded Below) : 01
                             Runtime Trigger : 1
                         Wait for Completion : 0
                               Trigger Order : 0

[032h 0050 001h]               Subchannel Id : DD
[033h 0051 001h]       Flags (Decoded Below) : 00
                             Runtime Trigger : 0
                         Wait for Completion : 0
                               Trigger Order : 0

Raw Table Data: Length 52 (0x34)

    0000: 50 44 54 54 34 00 00 00 01 E9 49 4E 54 45 4C 20  // PDTT4.....INTEL 
    0010: 54 65 6D 70 6C 61 74 65 01 00 00 00 49 4E 54 4C  // Template....INTL
    0020: 08 04 26 20 04 00 00 00 2C 00 00 00 AA 03 BB 02  // ..& ....,.......
    0030: CC 01 DD 00                                      // ....
