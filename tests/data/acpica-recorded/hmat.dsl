/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of hmat.aml
 *
 * ACPI Data Table [HMAT]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "HMAT"    [Heterogeneous Memory Attributes Table]
[004h 0004 004h]                Table Length : 0000009C
[008h 0008 001h]                    Revision : 02
[009h 0009 001h]                    Checksum : 3D
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "TEMPLATE"
[018h 0024 004h]                Oem Revision : 00000000
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 004h]                    Reserved : 00000000

[028h 0040 002h]              Structure Type : 0000 [Memory Proximity Domain Attributes]
[02Ah 0042 002h]                    Reserved : 0000
[02Ch 0044 004h]                      Length : 00000028
[030h 0048 002h]       Flags (decoded below) : 0000
            Processor Proximity Domain Valid : 0
[032h 0050 002h]                   Reserved1 : 0000
[034h 0052 004h] Attached Initiator Proximity Domain : 00000000
[038h 0056 004h]     Memory Proximity Domain : 00000000
[03Ch 0060 004h]                   Reserved2 : 00000000
[040h 0064 008h]                   Reserved3 : 0000000000000000
[048h 0072 008h]                   Reserved4 : 0000000000000000

[050h 0080 002h]              Structure Type : 0001 [System Locality Latency and Bandwidth Information]
[052h 0082 002h]                    Reserved : 0000
[054h 0084 004h]                      Length : 0000002A
[058h 0088 001h]       Flags (decoded below) : 00
                            Memory Hierarchy : 0
                   Use Minimum Transfer Size : 0
                    Non-sequential Transfers : 0
[059h 0089 001h]                   Data Type : 00
[05Ah 0090 001h]       Minimum Transfer Size : 00
[05Bh 0091 001h]                   Reserved1 : 00
[05Ch 0092 004h] Initiator Proximity Domains # : 00000001
[060h 0096 004h]  Target Proximity Domains # : 00000001
[064h 0100 004h]                   Reserved2 : 00000000
[068h 0104 008h]             Entry Base Unit : 0000000000000000
[070h 0112 004h] Initiator Proximity Domain List : 00000000
[074h 0116 004h] Target Proximity Domain List : 00000000
[078h 0120 002h]                       Entry : 0000

[07Ah 0122 002h]              Structure Type : 0002 [Memory Side Cache Information]
[07Ch 0124 002h]                    Reserved : 0000
[07Eh 0126 004h]                      Length : 00000022
[082h 0130 004h]     Memory Proximity Domain : 00000000
[086h 0134 004h]                   Reserved1 : 00000000
[08Ah 0138 008h]      Memory Side Cache Size : 0000000000000000
[092h 0146 004h] Cache Attributes (decoded below) : 00000000
                          Total Cache Levels : 0
                                 Cache Level : 0
                         Cache Associativity : 0
                                Write Policy : 0
                             Cache Line Size : 0000
[096h 0150 002h]                Address Mode : 0000
[098h 0152 002h]             SMBIOS Handle # : 0001
[09Ah 0154 002h]               SMBIOS Handle : 0000

Raw Table Data: Length 156 (0x9C)

    0000: 48 4D 41 54 9C 00 00 00 02 3D 49 4E 54 45 4C 20  // HMAT.....=INTEL 
    0010: 54 45 4D 50 4C 41 54 45 00 00 00 00 49 4E 54 4C  // TEMPLATE....INTL
    0020: 08 04 26 20 00 00 00 00 00 00 00 00 28 00 00 00  // ..& ........(...
    0030: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0040: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0050: 01 00 00 00 2A 00 00 00 00 00 00 00 01 00 00 00  // ....*...........
    0060: 01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0070: 00 00 00 00 00 00 00 00 00 00 02 00 00 00 22 00  // ..............".
    0080: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0090: 00 00 00 00 00 00 00 00 01 00 00 00              // ............
