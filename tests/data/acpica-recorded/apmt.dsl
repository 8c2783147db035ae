/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of apmt.aml
 *
 * ACPI Data Table [APMT]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "APMT"    
[004h 0004 004h]                Table Length : 00000094
[008h 0008 001h]                    Revision : 00
[009h 0009 001h]                    Checksum : 91
[00Ah 0010 006h]                      Oem ID : "NVIDIA"
[010h 0016 008h]                Oem Table ID : "TEMPLATE"
[018h 0024 004h]                Oem Revision : 00000000
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408


/* APMT Node-0 */
[024h 0036 002h]         Length of APMT Node : 0038
[026h 0038 001h]                  Node Flags : 04
                         Dual Page Extension : 0
                     Processor Affinity Type : 0
                       64-bit Atomic Support : 1
[027h 0039 001h]                   Node Type : 03
[028h 0040 004h]      Unique Node Identifier : 00000000
[02Ch 0044 008h]       Primary Node Instance : 0000000000000001
[034h 0052 004h]     Secondary Node Instance : 00000000
[038h 0056 008h]         Page 0 Base Address : 0000000000002000
[040h 0064 008h]         Page 1 Base Address : 0000000000002000
[048h 0072 004h]       Overflow Interrupt ID : 00000003
[04Ch 0076 004h]                    Reserved : 00000000
[050h 0080 004h]    Overflow Interrupt Flags : 00000000
                              Interrupt Mode : 0
                              Interrupt Type : 0
[054h 0084 004h]          Processor Affinity : 00000000
[058h 0088 004h]           Implementation ID : 0000036B


/* APMT Node-1 */
[05Ch 0092 002h]         Length of APMT Node : 0038
[05Eh 0094 001h]                  Node Flags : 06
                         Dual Page Extension : 0
                     Processor Affinity Type : 1
                       64-bit Atomic Support : 1
[05Fh 0095 001h]                   Node Type : 03
[060h 0096 004h]      Unique Node Identifier : 00000001
[064h 0100 008h]       Primary Node Instance : 0000000000000002
[06Ch 0108 004h]     Secondary Node Instance : 00000000
[070h 0112 008h]         Page 0 Base Address : 0000000000003000
[078h 0120 008h]         Page 1 Base Address : 0000000000003000
[080h 0128 004h]       Overflow Interrupt ID : 00000004
[084h 0132 004h]                    Reserved : 00000000
[088h 0136 004h]    Overflow Interrupt Flags : 00000001
                              Interrupt Mode : 1
                              Interrupt Type : 0
[08Ch 0140 004h]          Processor Affinity : 00000001
[090h 0144 004h]           Implementation ID : 0000036B


Raw Table Data: Length 148 (0x94)

    0000: 41 50 4D 54 94 00 00 00 00 91 4E 56 49 44 49 41  // APMT......NVIDIA
    0010: 54 45 4D 50 4C 41 54 45 00 00 00 00 49 4E 54 4C  // TEMPLATE....INTL
    0020: 08 04 26 20 38 00 04 03 00 00 00 00 01 00 00 00  // ..& 8...........
    0030: 00 00 00 00 00 00 00 00 00 20 00 00 00 00 00 00  // ......... ......
    0040: 00 20 00 00 00 00 00 00 03 00 00 00 00 00 00 00  // . ..............
    0050: 00 00 00 00 00 00 00 00 6B 03 00 00 38 00 06 03  // ........k...8...
    0060: 01 00 00 00 02 00 00 00 00 00 00 00 00 00 00 00  // ................
    0070: 00 30 00 00 00 00 00 00 00 30 00 00 00 00 00 00  // .0.......0......
    0080: 04 00 00 00 00 00 00 00 01 00 00 00 01 00 00 00  // ................
    0090: 6B 03 00 00                                      // k...
