/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of cedt.aml
 *
 * ACPI Data Table [CEDT]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "CEDT"    [CXL Early Discovery Table]
[004h 0004 004h]                Table Length : 000001C8
[008h 0008 001h]                    Revision : 01
[009h 0009 001h]                    Checksum : F3
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "TEMPLATE"
[018h 0024 004h]                Oem Revision : 00000000
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408


[024h 0036 001h]               Subtable Type : 00 [CXL Host Bridge Structure]
[025h 0037 001h]                    Reserved : 00
[026h 0038 002h]                      Length : 0020
[028h 0040 004h]      Associated host bridge : 00BA5E00
[02Ch 0044 004h]       Specification version : 00000000
[030h 0048 004h]                    Reserved : 00000000
[034h 0052 008h]               Register base : 0000000000001000
[03Ch 0060 008h]             Register length : 0000000000002000

[044h 0068 001h]               Subtable Type : 00 [CXL Host Bridge Structure]
[045h 0069 001h]                    Reserved : 00
[046h 0070 002h]                      Length : 0020
[048h 0072 004h]      Associated host bridge : 00BA5E01
[04Ch 0076 004h]       Specification version : 00000000
[050h 0080 004h]                    Reserved : 00000000
[054h 0084 008h]               Register base : 0000000000002000
[05Ch 0092 008h]             Register length : 0000000000002000

[064h 0100 001h]               Subtable Type : 00 [CXL Host Bridge Structure]
[065h 0101 001h]                    Reserved : 00
[066h 0102 002h]                      Length : 0020
[068h 0104 004h]      Associated host bridge : 00BA5E02
[06Ch 0108 004h]       Specification version : 00000000
[070h 0112 004h]                    Reserved : 00000000
[074h 0116 008h]               Register base : 0000000000003000
[07Ch 0124 008h]             Register length : 0000000000002000

[084h 0132 001h]               Subtable Type : 00 [CXL Host Bridge Structure]
[085h 0133 001h]                    Reserved : 00
[086h 0134 002h]                      Length : 0020
[088h 0136 004h]      Associated host bridge : 00BA5E03
[08Ch 0140 004h]       Specification version : 00000000
[090h 0144 004h]                    Reserved : 00000000
[094h 0148 008h]               Register base : 0000000000004000
[09Ch 0156 008h]             Register length : 0000000000002000

[0A4h 0164 001h]               Subtable Type : 01 [CXL Fixed Memory Window Structure]
[0A5h 0165 001h]                    Reserved : 00
[0A6h 0166 002h]                      Length : 0028
[0A8h 0168 004h]                    Reserved : 00000000
[0ACh 0172 008h]         Window base address : 0000010000000000
[0B4h 0180 008h]                 Window size : 0000010000000000
[0BCh 0188 001h]          Interleave Members : 00
[0BDh 0189 001h]       Interleave Arithmetic : 00
[0BEh 0190 002h]                    Reserved : 0000
[0C0h 0192 004h]                 Granularity : 00000003
[0C4h 0196 002h]                Restrictions : 0006
[0C6h 0198 002h]                       QtgId : 0001
[0C8h 0200 004h]                First Target : 00BA5E00

[0CCh 0204 001h]               Subtable Type : 01 [CXL Fixed Memory Window Structure]
[0CDh 0205 001h]                    Reserved : 00
[0CEh 0206 002h]                      Length : 0028
[0D0h 0208 004h]                    Reserved : 00000000
[0D4h 0212 008h]         Window base address : 0000010000000000
[0DCh 0220 008h]                 Window size : 0000010000000000
[0E4h 0228 001h]          Interleave Members : 00
[0E5h 0229 001h]       Interleave Arithmetic : 00
[0E6h 0230 002h]                    Reserved : 0000
[0E8h 0232 004h]                 Granularity : 00000003
[0ECh 0236 002h]                Restrictions : 0006
[0EEh 0238 002h]                       QtgId : 0001
[0F0h 0240 004h]                First Target : 00BA5E01

[0F4h 0244 001h]               Subtable Type : 01 [CXL Fixed Memory Window Structure]
[0F5h 0245 001h]                    Reserved : 00
[0F6h 0246 002h]                      Length : 0028
[0F8h 0248 004h]                    Reserved : 00000000
[0FCh 0252 008h]         Window base address : 0000010000000000
[104h 0260 008h]                 Window size : 0000010000000000
[10Ch 0268 001h]          Interleave Members : 00
[10Dh 0269 001h]       Interleave Arithmetic : 00
[10Eh 0270 002h]                    Reserved : 0000
[110h 0272 004h]                 Granularity : 00000003
[114h 0276 002h]                Restrictions : 0006
[116h 0278 002h]                       QtgId : 0001
[118h 0280 004h]                First Target : 00BA5E02

[11Ch 0284 001h]               Subtable Type : 01 [CXL Fixed Memory Window Structure]
[11Dh 0285 001h]                    Reserved : 00
[11Eh 0286 002h]                      Length : 0028
[120h 0288 004h]                    Reserved : 00000000
[124h 0292 008h]         Window base address : 0000010000000000
[12Ch 0300 008h]                 Window size : 0000010000000000
[134h 0308 001h]          Interleave Members : 00
[135h 0309 001h]       Interleave Arithmetic : 00
[136h 0310 002h]                    Reserved : 0000
[138h 0312 004h]                 Granularity : 00000003
[13Ch 0316 002h]                Restrictions : 0006
[13Eh 0318 002h]                       QtgId : 0001
[140h 0320 004h]                First Target : 00BA5E03

[144h 0324 001h]               Subtable Type : 01 [CXL Fixed Memory Window Structure]
[145h 0325 001h]                    Reserved : 00
[146h 0326 002h]                      Length : 002C
[148h 0328 004h]                    Reserved : 00000000
[14Ch 0332 008h]         Window base address : 0000030000000000
[154h 0340 008h]                 Window size : 0000010000000000
[15Ch 0348 001h]          Interleave Members : 01
[15Dh 0349 001h]       Interleave Arithmetic : 00
[15Eh 0350 002h]                    Reserved : 0000
[160h 0352 004h]                 Granularity : 00000003
[164h 0356 002h]                Restrictions : 0006
[166h 0358 002h]                       QtgId : 0001
[168h 0360 004h]                First Target : 00BA5E00
[16Ch 0364 004h]                 Next Target : 00BA5E01

[170h 0368 001h]               Subtable Type : 01 [CXL Fixed Memory Window Structure]
[171h 0369 001h]                    Reserved : 00
[172h 0370 002h]                      Length : 002C
[174h 0372 004h]                    Reserved : 00000000
[178h 0376 008h]         Window base address : 0000030000000000
[180h 0384 008h]                 Window size : 0000010000000000
[188h 0392 001h]          Interleave Members : 01
[189h 0393 001h]       Interleave Arithmetic : 00
[18Ah 0394 002h]                    Reserved : 0000
[18Ch 0396 004h]                 Granularity : 00000003
[190h 0400 002h]                Restrictions : 000A
[192h 0402 002h]                       QtgId : 0001
[194h 0404 004h]                First Target : 00BA5E02
[198h 0408 004h]                 Next Target : 00BA5E03

[19Ch 0412 001h]               Subtable Type : 02 [CXL XOR Interleave Math Structure]
[19Dh 0413 001h]                    Reserved : 00
[19Eh 0414 002h]                      Length : 0018
[1A0h 0416 002h]                    Reserved : 0000
[1A2h 0418 001h]      Interleave Granularity : 01
[1A3h 0419 001h]           Xormap List Count : 02
[1A4h 0420 008h]                First Xormap : 0000BA5E00000001
[1A5h 0421 008h]                 Next Xormap : 0000BA5E00000002

[1B4h 0436 001h]               Subtable Type : 03 [CXL RCEC Downstream Port Association Structure]
[1B5h 0437 001h]                    Reserved : 00
[1B6h 0438 002h]                      Length : 0014
[1B8h 0440 002h]                 PCI Segment : 0000
[1BAh 0442 002h]                     PCI BDF : 0000
[1BCh 0444 008h]           RCRB Base Address : 0000BA5E00000000
[1C4h 0452 001h]                    Protocol : 01
[1C5h 0453 003h]                    Reserved : 000000

Raw Table Data: Length 456 (0x1C8)

    0000: 43 45 44 54 C8 01 00 00 01 F3 49 4E 54 45 4C 20  // CEDT......INTEL 
    0010: 54 45 4D 50 4C 41 54 45 00 00 00 00 49 4E 54 4C  // TEMPLATE....INTL
    0020: 08 04 26 20 00 00 20 00 00 5E BA 00 00 00 00 00  // ..& .. ..^......
    0030: 00 00 00 00 00 10 00 00 00 00 00 00 00 20 00 00  // ............. ..
    0040: 00 00 00 00 00 00 20 00 01 5E BA 00 00 00 00 00  // ...... ..^......
    0050: 00 00 00 00 00 20 00 00 00 00 00 00 00 20 00 00  // ..... ....... ..
    0060: 00 00 00 00 00 00 20 00 02 5E BA 00 00 00 00 00  // ...... ..^......
    0070: 00 00 00 00 00 30 00 00 00 00 00 00 00 20 00 00  // .....0....... ..
    0080: 00 00 00 00 00 00 20 00 03 5E BA 00 00 00 00 00  // ...... ..^......
    0090: 00 00 00 00 00 40 00 00 00 00 00 00 00 20 00 00  // .....@....... ..
    00A0: 00 00 00 00 01 00 28 00 00 00 00 00 00 00 00 00  // ......(.........
    00B0: 00 01 00 00 00 00 00 00 00 01 00 00 00 00 00 00  // ................
    00C0: 03 00 00 00 06 00 01 00 00 5E BA 00 01 00 28 00  // .........^....(.
    00D0: 00 00 00 00 00 00 00 00 00 01 00 00 00 00 00 00  // ................
    00E0: 00 01 00 00 00 00 00 00 03 00 00 00 06 00 01 00  // ................
    00F0: 01 5E BA 00 01 00 28 00 00 00 00 00 00 00 00 00  // .^....(.........
    0100: 00 01 00 00 00 00 00 00 00 01 00 00 00 00 00 00  // ................
    0110: 03 00 00 00 06 00 01 00 02 5E BA 00 01 00 28 00  // .........^....(.
    0120: 00 00 00 00 00 00 00 00 00 01 00 00 00 00 00 00  // ................
    0130: 00 01 00 00 00 00 00 00 03 00 00 00 06 00 01 00  // ................
    0140: 03 5E BA 00 01 00 2C 00 00 00 00 00 00 00 00 00  // .^....,.........
    0150: 00 03 00 00 00 00 00 00 00 01 00 00 01 00 00 00  // ................
    0160: 03 00 00 00 06 00 01 00 00 5E BA 00 01 5E BA 00  // .........^...^..
    0170: 01 00 2C 00 00 00 00 00 00 00 00 00 00 03 00 00  // ..,.............
    0180: 00 00 00 00 00 01 00 00 01 00 00 00 03 00 00 00  // ................
    0190: 0A 00 01 00 02 5E BA 00 03 5E BA 00 02 00 18 00  // .....^...^......
    01A0: 00 00 01 02 01 00 00 00 5E BA 00 00 02 00 00 00  // ........^.......
    01B0: 5E BA 00 00 03 00 14 00 00 00 00 00 00 00 00 00  // ^...............
    01C0: 5E BA 00 00 01 00 00 00                          // ^.......
