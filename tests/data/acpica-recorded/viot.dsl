/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of viot.aml
 *
 * ACPI Data Table [VIOT]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "VIOT"    [Virtual I/O Translation Table]
[004h 0004 004h]                Table Length : 00000080
[008h 0008 001h]                    Revision : 00
[009h 0009 001h]                    Checksum : 47
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "Template"
[018h 0024 004h]                Oem Revision : 00000000
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 002h]                  Node count : 0004
[026h 0038 002h]                 Node offset : 0030
[028h 0040 008h]                    Reserved : 0000000000000000

[030h 0048 001h]                        Type : 01 [PCI Range]
[031h 0049 001h]                    Reserved : 00
[032h 0050 002h]                      Length : 0018

[034h 0052 004h]              Endpoint start : 00000000
[038h 0056 002h]           PCI Segment start : 0000
[03Ah 0058 002h]             PCI Segment end : 0000
[03Ch 0060 002h]               PCI BDF start : 0000
[03Eh 0062 002h]                 PCI BDF end : FFFF
[040h 0064 002h]                 Output node : 0060
[042h 0066 006h]                    Reserved : 000000000000

[048h 0072 001h]                        Type : 02 [MMIO Endpoint]
[049h 0073 001h]                    Reserved : 00
[04Ah 0074 002h]                      Length : 0018

[04Ch 0076 004h]                    Endpoint : 00010000
[050h 0080 008h]                Base address : 000000001C000000
[058h 0088 002h]                 Output node : 0070
[05Ah 0090 006h]                    Reserved : 000000000000

[060h 0096 001h]                        Type : 03 [VirtIO-PCI IOMMU]
[061h 0097 001h]                    Reserved : 00
[062h 0098 002h]                      Length : 0010

[064h 0100 002h]                 PCI Segment : 0000
[066h 0102 002h]              PCI BDF number : 0000
[068h 0104 008h]                    Reserved : 0000000000000000

[070h 0112 001h]                        Type : 04 [VirtIO-MMIO IOMMU]
[071h 0113 001h]                    Reserved : 00
[072h 0114 002h]                      Length : 0010

[074h 0116 004h]                    Reserved : 00000000
[078h 0120 008h]                Base address : 000000001D000000

Raw Table Data: Length 128 (0x80)

    0000: 56 49 4F 54 80 00 00 00 00 47 49 4E 54 45 4C 20  // VIOT.....GINTEL 
    0010: 54 65 6D 70 6C 61 74 65 00 00 00 00 49 4E 54 4C  // Template....INTL
    0020: 08 04 26 20 04 00 30 00 00 00 00 00 00 00 00 00  // ..& ..0.........
    0030: 01 00 18 00 00 00 00 00 00 00 00 00 00 00 FF FF  // ................
    0040: 60 00 00 00 00 00 00 00 02 00 18 00 00 00 01 00  // `...............
    0050: 00 00 00 1C 00 00 00 00 70 00 00 00 00 00 00 00  // ........p.......
    0060: 03 00 10 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0070: 04 00 10 00 00 00 00 00 00 00 00 1D 00 00 00 00  // ................
