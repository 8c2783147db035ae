/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of agdi.aml
 *
 * ACPI Data Table [AGDI]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "AGDI"    [Arm Generic Diagnostic Dump and Reset Device Interface Table]
[004h 0004 004h]                Table Length : 00000030
[008h 0008 001h]                    Revision : 01
[009h 0009 001h]                    Checksum : D9
[00Ah 0010 006h]                      Oem ID : "AMPERE"
[010h 0016 008h]                Oem Table ID : "TEMPLATE"
[018h 0024 004h]                Oem Revision : 00000001
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 001h]       Flags (decoded below) : 00
                             Signalling mode : 0
[025h 0037 003h]                    Reserved : 000000
[028h 0040 004h]                   SdeiEvent : 40000001
[02Ch 0044 004h]                        Gsiv : 00000000

Raw Table Data: Length 48 (0x30)

    0000: 41 47 44 49 30 00 00 00 01 D9 41 4D 50 45 52 45  // AGDI0.....AMPERE
    0010: 54 45 4D 50 4C 41 54 45 01 00 00 00 49 4E 54 4C  // TEMPLATE....INTL
    0020: 08 04 26 20 00 00 00 00 01 00 00 40 00 00 00 00  // ..& .......@....
