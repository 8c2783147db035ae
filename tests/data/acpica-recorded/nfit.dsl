/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of nfit.aml
 *
 * ACPI Data Table [NFIT]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "NFIT"    [NVDIMM Firmware Interface Table]
[004h 0004 004h]                Table Length : 00000188
[008h 0008 001h]                    Revision : 01
[009h 0009 001h]                    Checksum : 84
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "Template"
[018h 0024 004h]                Oem Revision : 00000001
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 004h]                    Reserved : 00000000

[028h 0040 002h]               Subtable Type : 0000 [System Physical Address Range]
[02Ah 0042 002h]                      Length : 0040

[02Ch 0044 002h]                 Range Index : 0001
[02Eh 0046 002h]       Flags (decoded below) : 0000
                   Add/Online Operation Only : 0
                      Proximity Domain Valid : 0
                       Location Cookie Valid : 0
[030h 0048 004h]                    Reserved : 00000000
[034h 0052 004h]            Proximity Domain : 00000000
[038h 0056 010h]            Region Type GUID : 91AF0530-5D86-470E-A6B0-0A2DB9408249
[048h 0072 008h]          Address Range Base : 000000037C000000
[050h 0080 008h]        Address Range Length : 000000000C000000
[058h 0088 008h]        Memory Map Attribute : 0000000000000008
[060h 0096 008h]             Location Cookie : 12345678ABCDEF00

[068h 0104 002h]               Subtable Type : 0001 [Memory Range Map]
[06Ah 0106 002h]                      Length : 0030

[06Ch 0108 004h]               Device Handle : 00000001
[070h 0112 002h]                 Physical Id : 0004
[072h 0114 002h]                   Region Id : 0000
[074h 0116 002h]                 Range Index : 0001
[076h 0118 002h]        Control Region Index : 0001
[078h 0120 008h]                 Region Size : 0000000004000000
[080h 0128 008h]               Region Offset : 0000000000000000
[088h 0136 008h]         Address Region Base : 0000000008000000
[090h 0144 002h]            Interleave Index : 0001
[092h 0146 002h]             Interleave Ways : 0003
[094h 0148 002h]                       Flags : 002A
                       Save to device failed : 0
                  Restore from device failed : 1
                       Platform flush failed : 0
                            Device not armed : 1
                      Health events observed : 0
                       Health events enabled : 1
                              Mapping failed : 0
[096h 0150 002h]                    Reserved : 0000

[098h 0152 002h]               Subtable Type : 0002 [Interleave Info]
[09Ah 0154 002h]                      Length : 0020

[09Ch 0156 002h]            Interleave Index : 0001
[09Eh 0158 002h]                    Reserved : 0000
[0A0h 0160 004h]                  Line Count : 00000004
[0A4h 0164 004h]                   Line Size : 00000100
[0A8h 0168 004h]                 Line Offset : 00000000
[0ACh 0172 004h]                 Line Offset : 00000003
[0B0h 0176 004h]                 Line Offset : 00000006
[0B4h 0180 004h]                 Line Offset : 00000009

[0B8h 0184 002h]               Subtable Type : 0003 [SMBIOS Information]
[0BAh 0186 002h]                      Length : 0028

[0BCh 0188 004h]                    Reserved : 00000000
[008h 0008 020h]        SMBIOS Table Entries : 03 00 28 00 00 00 00 00 03 00 28 00 00 00 00 00 /* ..(.......(..... */\
/* 018h 0024  16 */                            B4 13 5D 40 91 0B 29 93 67 E8 23 4C 00 00 00 88 /* ..]@..).g.#L.... */\

[0E0h 0224 002h]               Subtable Type : 0004 [NVDIMM Control Region]
[0E2h 0226 002h]                      Length : 0050

[0E4h 0228 002h]                Region Index : 0001
[0E6h 0230 002h]                   Vendor Id : 8086
[0E8h 0232 002h]                   Device Id : 2017
[0EAh 0234 002h]                 Revision Id : 0001
[0ECh 0236 002h]         Subsystem Vendor Id : 8086
[0EEh 0238 002h]         Subsystem Device Id : 2017
[0F0h 0240 002h]       Subsystem Revision Id : 0001
[0F2h 0242 001h]                Valid Fields : 00
[0F3h 0243 001h]      Manufacturing Location : 00
[0F4h 0244 002h]          Manufacturing Date : 0000
[0F6h 0246 002h]                    Reserved : 0000
[0F8h 0248 004h]               Serial Number : 76540089
[0FCh 0252 002h]                        Code : 0301
[0FEh 0254 002h]                Window Count : 0100
[100h 0256 008h]                 Window Size : 0000000000002000
[108h 0264 008h]              Command Offset : 0000000000800000
[110h 0272 008h]                Command Size : 0000000000000008
[118h 0280 008h]               Status Offset : 0000000000801000
[120h 0288 008h]                 Status Size : 0000000000000004
[128h 0296 002h]                       Flags : 0000
                            Windows buffered : 0
[12Ah 0298 006h]                   Reserved1 : 000000000000

[130h 0304 002h]               Subtable Type : 0005 [NVDIMM Block Data Window Region]
[132h 0306 002h]                      Length : 0028

[134h 0308 002h]                Region Index : 0001
[136h 0310 002h]                Window Count : 0100
[138h 0312 008h]                      Offset : 0000000000000000
[140h 0320 008h]                        Size : 0000000000002000
[148h 0328 008h]                    Capacity : 0000000FE0000000
[150h 0336 008h]               Start Address : 0000000010000000

[158h 0344 002h]               Subtable Type : 0006 [Flush Hint Address]
[15Ah 0346 002h]                      Length : 0020

[15Ch 0348 004h]               Device Handle : 00000001
[160h 0352 002h]                  Hint Count : 0002
[162h 0354 006h]                    Reserved : 000000000000
[168h 0360 008h]                Hint Address : 0000000418000000
[170h 0368 008h]                Hint Address : 0000000618000000

[178h 0376 002h]               Subtable Type : 0007 [Platform Capabilities]
[17Ah 0378 002h]                      Length : 0010

[17Ch 0380 001h]          Highest Capability : 00
[17Dh 0381 003h]                    Reserved : 000000
[180h 0384 004h] Capabilities (decoded below) : 00000005
                       Cache Flush to NVDIMM : 1
                      Memory Flush to NVDIMM : 0
                            Memory Mirroring : 1
[184h 0388 004h]                    Reserved : 00000000

Raw Table Data: Length 392 (0x188)

    0000: 4E 46 49 54 88 01 00 00 01 84 49 4E 54 45 4C 20  // NFIT......INTEL 
    0010: 54 65 6D 70 6C 61 74 65 01 00 00 00 49 4E 54 4C  // Template....INTL
    0020: 08 04 26 20 00 00 00 00 00 00 40 00 01 00 00 00  // ..& ......@.....
    0030: 00 00 00 00 00 00 00 00 30 05 AF 91 86 5D 0E 47  // ........0....].G
    0040: A6 B0 0A 2D B9 40 82 49 00 00 00 7C 03 00 00 00  // ...-.@.I...|....
    0050: 00 00 00 0C 00 00 00 00 08 00 00 00 00 00 00 00  // ................
    0060: 00 EF CD AB 78 56 34 12 01 00 30 00 01 00 00 00  // ....xV4...0.....
    0070: 04 00 00 00 01 00 01 00 00 00 00 04 00 00 00 00  // ................
    0080: 00 00 00 00 00 00 00 00 00 00 00 08 00 00 00 00  // ................
    0090: 01 00 03 00 2A 00 00 00 02 00 20 00 01 00 00 00  // ....*..... .....
    00A0: 04 00 00 00 00 01 00 00 00 00 00 00 03 00 00 00  // ................
    00B0: 06 00 00 00 09 00 00 00 03 00 28 00 00 00 00 00  // ..........(.....
    00C0: 03 00 28 00 00 00 00 00 B4 13 5D 40 91 0B 29 93  // ..(.......]@..).
    00D0: 67 E8 23 4C 00 00 00 88 00 11 22 33 44 55 66 77  // g.#L......"3DUfw
    00E0: 04 00 50 00 01 00 86 80 17 20 01 00 86 80 17 20  // ..P...... ..... 
    00F0: 01 00 00 00 00 00 00 00 89 00 54 76 01 03 00 01  // ..........Tv....
    0100: 00 20 00 00 00 00 00 00 00 00 80 00 00 00 00 00  // . ..............
    0110: 08 00 00 00 00 00 00 00 00 10 80 00 00 00 00 00  // ................
    0120: 04 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0130: 05 00 28 00 01 00 00 01 00 00 00 00 00 00 00 00  // ..(.............
    0140: 00 20 00 00 00 00 00 00 00 00 00 E0 0F 00 00 00  // . ..............
    0150: 00 00 00 10 00 00 00 00 06 00 20 00 01 00 00 00  // .......... .....
    0160: 02 00 00 00 00 00 00 00 00 00 00 18 04 00 00 00  // ................
    0170: 00 00 00 18 06 00 00 00 07 00 10 00 00 00 00 00  // ................
    0180: 05 00 00 00 00 00 00 00                          // ........
