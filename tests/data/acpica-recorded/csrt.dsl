/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of csrt.aml
 *
 * ACPI Data Table [CSRT]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "CSRT"    [Core System Resource Table]
[004h 0004 004h]                Table Length : 0000014C
[008h 0008 001h]                    Revision : 01
[009h 0009 001h]                    Checksum : 12
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "TEMPLATE"
[018h 0024 004h]                Oem Revision : 00000001
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408


[024h 0036 004h]                      Length : 00000088
[028h 0040 004h]                   Vendor ID : 4C544E49
[02Ch 0044 004h]                Subvendor ID : 00000000
[030h 0048 002h]                   Device ID : 9C60
[032h 0050 002h]                Subdevice ID : 0000
[034h 0052 002h]                    Revision : 0002
[036h 0054 002h]                    Reserved : 0000
[038h 0056 004h]          Shared Info Length : 0000001C

[03Ch 0060 002h]               Major Version : 0001
[03Eh 0062 002h]               Minor Version : 0000
[040h 0064 004h]       MMIO Base Address Low : B3A00000
[044h 0068 004h]      MMIO Base Address High : 00000000
[048h 0072 004h]               GSI Interrupt : 0000002A
[04Ch 0076 001h]          Interrupt Polarity : 02
[04Dh 0077 001h]              Interrupt Mode : 00
[04Eh 0078 001h]                Num Channels : 06
[04Fh 0079 001h]           DMA Address Width : 20
[050h 0080 002h]           Base Request Line : 0000
[052h 0082 002h]       Num Handshake Signals : 0010
[054h 0084 004h]              Max Block Size : 00000FFF

[058h 0088 004h]                      Length : 0000000C
[05Ch 0092 002h]                        Type : 0003
[05Eh 0094 002h]                     Subtype : 0001
[060h 0096 004h]                         UID : 20495053

[064h 0100 004h]                      Length : 0000000C
[068h 0104 002h]                        Type : 0003
[06Ah 0106 002h]                     Subtype : 0000
[06Ch 0108 004h]                         UID : 30414843

[070h 0112 004h]                      Length : 0000000C
[074h 0116 002h]                        Type : 0003
[076h 0118 002h]                     Subtype : 0000
[078h 0120 004h]                         UID : 31414843

[07Ch 0124 004h]                      Length : 0000000C
[080h 0128 002h]                        Type : 0003
[082h 0130 002h]                     Subtype : 0000
[084h 0132 004h]                         UID : 32414843

[088h 0136 004h]                      Length : 0000000C
[08Ch 0140 002h]                        Type : 0003
[08Eh 0142 002h]                     Subtype : 0000
[090h 0144 004h]                         UID : 33414843

[094h 0148 004h]                      Length : 0000000C
[098h 0152 002h]                        Type : 0003
[09Ah 0154 002h]                     Subtype : 0000
[09Ch 0156 004h]                         UID : 34414843

[0A0h 0160 004h]                      Length : 0000000C
[0A4h 0164 002h]                        Type : 0003
[0A6h 0166 002h]                     Subtype : 0000
[0A8h 0168 004h]                         UID : 35414843

[0ACh 0172 004h]                      Length : 000000A0
[0B0h 0176 004h]                   Vendor ID : 4C544E49
[0B4h 0180 004h]                Subvendor ID : 00000000
[0B8h 0184 002h]                   Device ID : 9C60
[0BAh 0186 002h]                Subdevice ID : 0000
[0BCh 0188 002h]                    Revision : 0003
[0BEh 0190 002h]                    Reserved : 0000
[0C0h 0192 004h]          Shared Info Length : 0000001C

[0C4h 0196 002h]               Major Version : 0001
[0C6h 0198 002h]               Minor Version : 0000
[0C8h 0200 004h]       MMIO Base Address Low : 00000000
[0CCh 0204 004h]      MMIO Base Address High : 00000000
[0D0h 0208 004h]               GSI Interrupt : 0000002B
[0D4h 0212 001h]          Interrupt Polarity : 02
[0D5h 0213 001h]              Interrupt Mode : 00
[0D6h 0214 001h]                Num Channels : 08
[0D7h 0215 001h]           DMA Address Width : 20
[0D8h 0216 002h]           Base Request Line : 0010
[0DAh 0218 002h]       Num Handshake Signals : 0010
[0DCh 0220 004h]              Max Block Size : 00000FFF

[0E0h 0224 004h]                      Length : 0000000C
[0E4h 0228 002h]                        Type : 0003
[0E6h 0230 002h]                     Subtype : 0001
[0E8h 0232 004h]                         UID : 20433249

[0ECh 0236 004h]                      Length : 0000000C
[0F0h 0240 002h]                        Type : 0003
[0F2h 0242 002h]                     Subtype : 0000
[0F4h 0244 004h]                         UID : 30414843

[0F8h 0248 004h]                      Length : 0000000C
[0FCh 0252 002h]                        Type : 0003
[0FEh 0254 002h]                     Subtype : 0000
[100h 0256 004h]                         UID : 31414843

[104h 0260 004h]                      Length : 0000000C
[108h 0264 002h]                        Type : 0003
[10Ah 0266 002h]                     Subtype : 0000
[10Ch 0268 004h]                         UID : 32414843

[110h 0272 004h]                      Length : 0000000C
[114h 0276 002h]                        Type : 0003
[116h 0278 002h]                     Subtype : 0000
[118h 0280 004h]                         UID : 33414843

[11Ch 0284 004h]                      Length : 0000000C
[120h 0288 002h]                        Type : 0003
[122h 0290 002h]                     Subtype : 0000
[124h 0292 004h]                         UID : 34414843

[128h 0296 004h]                      Length : 0000000C
[12Ch 0300 002h]                        Type : 0003
[12Eh 0302 002h]                     Subtype : 0000
[130h 0304 004h]                         UID : 35414843

[134h 0308 004h]                      Length : 0000000C
[138h 0312 002h]                        Type : 0003
[13Ah 0314 002h]                     Subtype : 0000
[13Ch 0316 004h]                         UID : 36414843

[140h 0320 004h]                      Length : 0000000C
[144h 0324 002h]                        Type : 0003
[146h 0326 002h]                     Subtype : 0000
[148h 0328 004h]                         UID : 37414843

Raw Table Data: Length 332 (0x14C)

    0000: 43 53 52 54 4C 01 00 00 01 12 49 4E 54 45 4C 20  // CSRTL.....INTEL 
    0010: 54 45 4D 50 4C 41 54 45 01 00 00 00 49 4E 54 4C  // TEMPLATE....INTL
    0020: 08 04 26 20 88 00 00 00 49 4E 54 4C 00 00 00 00  // ..& ....INTL....
    0030: 60 9C 00 00 02 00 00 00 1C 00 00 00 01 00 00 00  // `...............
    0040: 00 00 A0 B3 00 00 00 00 2A 00 00 00 02 00 06 20  // ........*...... 
    0050: 00 00 10 00 FF 0F 00 00 0C 00 00 00 03 00 01 00  // ................
    0060: 53 50 49 20 0C 00 00 00 03 00 00 00 43 48 41 30  // SPI ........CHA0
    0070: 0C 00 00 00 03 00 00 00 43 48 41 31 0C 00 00 00  // ........CHA1....
    0080: 03 00 00 00 43 48 41 32 0C 00 00 00 03 00 00 00  // ....CHA2........
    0090: 43 48 41 33 0C 00 00 00 03 00 00 00 43 48 41 34  // CHA3........CHA4
    00A0: 0C 00 00 00 03 00 00 00 43 48 41 35 A0 00 00 00  // ........CHA5....
    00B0: 49 4E 54 4C 00 00 00 00 60 9C 00 00 03 00 00 00  // INTL....`.......
    00C0: 1C 00 00 00 01 00 00 00 00 00 00 00 00 00 00 00  // ................
    00D0: 2B 00 00 00 02 00 08 20 10 00 10 00 FF 0F 00 00  // +...... ........
    00E0: 0C 00 00 00 03 00 01 00 49 32 43 20 0C 00 00 00  // ........I2C ....
    00F0: 03 00 00 00 43 48 41 30 0C 00 00 00 03 00 00 00  // ....CHA0........
    0100: 43 48 41 31 0C 00 00 00 03 00 00 00 43 48 41 32  // CHA1........CHA2
    0110: 0C 00 00 00 03 00 00 00 43 48 41 33 0C 00 00 00  // ........CHA3....
    0120: 03 00 00 00 43 48 41 34 0C 00 00 00 03 00 00 00  // ....CHA4........
    0130: 43 48 41 35 0C 00 00 00 03 00 00 00 43 48 41 36  // CHA5........CHA6
    0140: 0C 00 00 00 03 00 00 00 43 48 41 37              // ........CHA7
