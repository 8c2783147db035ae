/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of srat.aml
 *
 * ACPI Data Table [SRAT]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "SRAT"    [System Resource Affinity Table]
[004h 0004 004h]                Table Length : 000000D2
[008h 0008 001h]                    Revision : 03
[009h 0009 001h]                    Checksum : CB
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "Template"
[018h 0024 004h]                Oem Revision : 00000001
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 004h]              Table Revision : 00000001
[028h 0040 008h]                    Reserved : 0000000000000000

[030h 0048 001h]               Subtable Type : 00 [Processor Local APIC/SAPIC Affinity]
[031h 0049 001h]                      Length : 10

[032h 0050 001h]     Proximity Domain Low(8) : 00
[033h 0051 001h]                     Apic ID : 00
[034h 0052 004h]       Flags (decoded below) : 00000001
                                     Enabled : 1
[038h 0056 001h]             Local Sapic EID : 00
[039h 0057 003h]   Proximity Domain High(24) : 000000
[03Ch 0060 004h]                Clock Domain : 00000000

[040h 0064 001h]               Subtable Type : 01 [Memory Affinity]
[041h 0065 001h]                      Length : 28

[042h 0066 004h]            Proximity Domain : 00000000
[046h 0070 002h]                   Reserved1 : 0000
[048h 0072 008h]                Base Address : 0000000000000000
[050h 0080 008h]              Address Length : 000000000009FC00
[058h 0088 004h]                   Reserved2 : 00000000
[05Ch 0092 004h]       Flags (decoded below) : 00000001
                                     Enabled : 1
                               Hot Pluggable : 0
                                Non-Volatile : 0
[060h 0096 008h]                   Reserved3 : 0000000000000000

[068h 0104 001h]               Subtable Type : 02 [Processor Local x2APIC Affinity]
[069h 0105 001h]                      Length : 18

[06Ah 0106 002h]                   Reserved1 : 0000
[06Ch 0108 004h]            Proximity Domain : 00000000
[070h 0112 004h]                     Apic ID : 00000000
[074h 0116 004h]       Flags (decoded below) : 00000001
                                     Enabled : 1
[078h 0120 004h]                Clock Domain : 00000000
[07Ch 0124 004h]                   Reserved2 : 00000000

[080h 0128 001h]               Subtable Type : 03 [GICC Affinity]
[081h 0129 001h]                      Length : 12

[082h 0130 004h]            Proximity Domain : 00000000
[086h 0134 004h]          Acpi Processor UID : 00000000
[08Ah 0138 004h]       Flags (decoded below) : 00000001
                                     Enabled : 1
[08Eh 0142 004h]                Clock Domain : 00000000

[092h 0146 001h]               Subtable Type : 04 [GIC ITS Affinity]
[093h 0147 001h]                      Length : 0C

[094h 0148 004h]            Proximity Domain : 00000000
[098h 0152 002h]                    Reserved : 0000
[09Ah 0154 004h]                      ITS ID : 00000001

[09Eh 0158 001h]               Subtable Type : 05 [Generic Initiator Affinity]
[09Fh 0159 001h]                      Length : 20

[0A0h 0160 001h]                   Reserved1 : 00
[0A1h 0161 001h]          Device Handle Type : 00
[0A2h 0162 004h]            Proximity Domain : 00000000
[0A6h 0166 010h]               Device Handle : 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
[0B6h 0182 004h]       Flags (decoded below) : 00000000
                                     Enabled : 0
                  Architectural Transactions : 0
[0BAh 0186 004h]                   Reserved2 : 00000000

[0BEh 0190 001h]               Subtable Type : 07 [RINTC Affinity]
[0BFh 0191 001h]                      Length : 14

[0C0h 0192 002h]                    Reserved : 0000
[0C2h 0194 004h]            Proximity Domain : 00000000
[0C6h 0198 004h]          Acpi Processor UID : 00000000
[0CAh 0202 004h]       Flags (decoded below) : 00000001
                                     Enabled : 1
[0CEh 0206 004h]                Clock Domain : 00000000

Raw Table Data: Length 210 (0xD2)

    0000: 53 52 41 54 D2 00 00 00 03 CB 49 4E 54 45 4C 20  // SRAT......INTEL 
    0010: 54 65 6D 70 6C 61 74 65 01 00 00 00 49 4E 54 4C  // Template....INTL
    0020: 08 04 26 20 01 00 00 00 00 00 00 00 00 00 00 00  // ..& ............
    0030: 00 10 00 00 01 00 00 00 00 00 00 00 00 00 00 00  // ................
    0040: 01 28 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // .(..............
    0050: 00 FC 09 00 00 00 00 00 00 00 00 00 01 00 00 00  // ................
    0060: 00 00 00 00 00 00 00 00 02 18 00 00 00 00 00 00  // ................
    0070: 00 00 00 00 01 00 00 00 00 00 00 00 00 00 00 00  // ................
    0080: 03 12 00 00 00 00 00 00 00 00 01 00 00 00 00 00  // ................
    0090: 00 00 04 0C 00 00 00 00 00 00 01 00 00 00 05 20  // ............... 
    00A0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    00B0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 07 14  // ................
    00C0: 00 00 00 00 00 00 00 00 00 00 01 00 00 00 00 00  // ................
    00D0: 00 00                                            // ..
