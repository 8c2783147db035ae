/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of tpm2.aml
 *
 * ACPI Data Table [TPM2]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "TPM2"    [Trusted Platform Module hardware interface Table]
[004h 0004 004h]                Table Length : 0000004C
[008h 0008 001h]                    Revision : 04
[009h 0009 001h]                    Checksum : D6
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "Template"
[018h 0024 004h]                Oem Revision : 00000001
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 002h]              Platform Class : 0001
[026h 0038 002h]                    Reserved : 0000
[028h 0040 008h]             Control Address : 0000000000000000
[030h 0048 004h]                Start Method : 08 [Command Response Buffer with ACPI Start Method]

[034h 0052 00Ch]           Method Parameters : 01 02 03 04 05 06 07 08 09 0A 0B 0C
[040h 0064 004h]          Minimum Log Length : 0000FFFF
[044h 0068 008h]                 Log Address : 0000000000000000

Raw Table Data: Length 76 (0x4C)

    0000: 54 50 4D 32 4C 00 00 00 04 D6 49 4E 54 45 4C 20  // TPM2L.....INTEL 
    0010: 54 65 6D 70 6C 61 74 65 01 00 00 00 49 4E 54 4C  // Template....INTL
    0020: 08 04 26 20 01 00 00 00 00 00 00 00 00 00 00 00  // ..& ............
    0030: 08 00 00 00 01 02 03 04 05 06 07 08 09 0A 0B 0C  // ................
    0040: FF FF 00 00 00 00 00 00 00 00 00 00              // ............
