/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of mpam.aml
 *
 * ACPI Data Table [MPAM]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "MPAM"    [Memory System Resource Partitioning and Monitoring Table]
[004h 0004 004h]                Table Length : 000000FC
[008h 0008 001h]                    Revision : 02
[009h 0009 001h]                    Checksum : 54
[00Ah 0010 006h]                      Oem ID : "HISI  "
[010h 0016 008h]                Oem Table ID : "TEMPLATE"
[018h 0024 004h]                Oem Revision : 00000002
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 002h]                      Length : 0060
[026h 0038 001h]              Interface type : 00
[027h 0039 001h]                    Reserved : 00
[028h 0040 004h]                  Identifier : 00000001
[02Ch 0044 008h]                Base address : 00000000C0000000
[034h 0052 004h]                   MMIO size : 00010000
[038h 0056 004h]          Overflow interrupt : 00000000
[03Ch 0060 004h]    Overflow interrupt flags : 00000000
[040h 0064 004h]                   Reserved1 : 00000000
[044h 0068 004h] Overflow interrupt affinity : 00000000
[048h 0072 004h]             Error interrupt : 00000000
[04Ch 0076 004h]       Error interrupt flags : 00000000
[050h 0080 004h]                   Reserved2 : 00000000
[054h 0084 004h]    Error interrupt affinity : 00000000
[058h 0088 004h]               MAX_NRDY_USEC : 00000032
[05Ch 0092 008h] Hardware ID of linked device : ""
[064h 0100 004h] Instance ID of linked device : 00000000
[068h 0104 004h]    Number of resource nodes : 00000001

[06Ch 0108 004h]                  Identifier : 00000011
[070h 0112 001h]                   RIS Index : 00
[071h 0113 002h]                   Reserved1 : 0000
[073h 0115 001h]                Locator type : 01 [Memory]
[074h 0116 008h]            Proximity domain : 0000000000000020
[07Ch 0124 004h]                    Reserved : 00000000
[080h 0128 004h] Number of functional dependencies : 00000000


[084h 0132 002h]                      Length : 0078
[086h 0134 001h]              Interface type : 00
[087h 0135 001h]                    Reserved : 00
[088h 0136 004h]                  Identifier : 00000002
[08Ch 0140 008h]                Base address : 00000000D0000000
[094h 0148 004h]                   MMIO size : 00010000
[098h 0152 004h]          Overflow interrupt : 00000000
[09Ch 0156 004h]    Overflow interrupt flags : 00000000
[0A0h 0160 004h]                   Reserved1 : 00000000
[0A4h 0164 004h] Overflow interrupt affinity : 00000000
[0A8h 0168 004h]             Error interrupt : 00000000
[0ACh 0172 004h]       Error interrupt flags : 00000000
[0B0h 0176 004h]                   Reserved2 : 00000000
[0B4h 0180 004h]    Error interrupt affinity : 00000000
[0B8h 0184 004h]               MAX_NRDY_USEC : 00000032
[0BCh 0188 008h] Hardware ID of linked device : ""
[0C4h 0196 004h] Instance ID of linked device : 00000000
[0C8h 0200 004h]    Number of resource nodes : 00000002

[0CCh 0204 004h]                  Identifier : 00000012
[0D0h 0208 001h]                   RIS Index : 00
[0D1h 0209 002h]                   Reserved1 : 0000
[0D3h 0211 001h]                Locator type : 00 [Processor cache]
[0D4h 0212 008h]             Cache reference : 0000000000000001
[0DCh 0220 004h]                    Reserved : 00000000
[0E0h 0224 004h] Number of functional dependencies : 00000000



[0E4h 0228 004h]                  Identifier : 00000013
[0E8h 0232 001h]                   RIS Index : 01
[0E9h 0233 002h]                   Reserved1 : 0000
[0EBh 0235 001h]                Locator type : 00 [Processor cache]
[0ECh 0236 008h]             Cache reference : 0000000000000002
[0F4h 0244 004h]                    Reserved : 00000000
[0F8h 0248 004h] Number of functional dependencies : 00000000



Raw Table Data: Length 252 (0xFC)

    0000: 4D 50 41 4D FC 00 00 00 02 54 48 49 53 49 20 20  // MPAM.....THISI  
    0010: 54 45 4D 50 4C 41 54 45 02 00 00 00 49 4E 54 4C  // TEMPLATE....INTL
    0020: 08 04 26 20 60 00 00 00 01 00 00 00 00 00 00 C0  // ..& `...........
    0030: 00 00 00 00 00 00 01 00 00 00 00 00 00 00 00 00  // ................
    0040: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0050: 00 00 00 00 00 00 00 00 32 00 00 00 00 00 00 00  // ........2.......
    0060: 00 00 00 00 00 00 00 00 01 00 00 00 11 00 00 00  // ................
    0070: 00 00 00 01 20 00 00 00 00 00 00 00 00 00 00 00  // .... ...........
    0080: 00 00 00 00 78 00 00 00 02 00 00 00 00 00 00 D0  // ....x...........
    0090: 00 00 00 00 00 00 01 00 00 00 00 00 00 00 00 00  // ................
    00A0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    00B0: 00 00 00 00 00 00 00 00 32 00 00 00 00 00 00 00  // ........2.......
    00C0: 00 00 00 00 00 00 00 00 02 00 00 00 12 00 00 00  // ................
    00D0: 00 00 00 00 01 00 00 00 00 00 00 00 00 00 00 00  // ................
    00E0: 00 00 00 00 13 00 00 00 01 00 00 00 02 00 00 00  // ................
    00F0: 00 00 00 00 00 00 00 00 00 00 00 00              // ............
