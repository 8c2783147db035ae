/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of ras2.aml
 *
 * ACPI Data Table [RAS2]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "RAS2"    [RAS2 Features Table]
[004h 0004 004h]                Table Length : 00000038
[008h 0008 001h]                    Revision : 01
[009h 0009 001h]                    Checksum : 47
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "Template"
[018h 0024 004h]                Oem Revision : 00000001
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 002h]                    Reserved : 0000
[026h 0038 002h]   Number of PCC Descriptors : 0002

[028h 0040 001h]                  Channel ID : 00
[029h 0041 002h]                    Reserved : 0000
[02Bh 0043 001h]                Feature Type : 00
[02Ch 0044 004h]                    Instance : 00000001

[030h 0048 001h]                  Channel ID : 01
[031h 0049 002h]                    Reserved : 0000
[033h 0051 001h]                Feature Type : 00
[034h 0052 004h]                    Instance : 00000002

Raw Table Data: Length 56 (0x38)

    0000: 52 41 53 32 38 00 00 00 01 47 49 4E 54 45 4C 20  // RAS28....GINTEL 
    0010: 54 65 6D 70 6C 61 74 65 01 00 00 00 49 4E 54 4C  // Template....INTL
    0020: 08 04 26 20 00 00 02 00 00 00 00 00 01 00 00 00  // ..& ............
    0030: 01 00 00 00 02 00 00 00                          // ........
