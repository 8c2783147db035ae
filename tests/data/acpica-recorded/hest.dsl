/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of hest.aml
 *
 * ACPI Data Table [HEST]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "HEST"    [Hardware Error Source Table]
[004h 0004 004h]                Table Length : 0000027C
[008h 0008 001h]                    Revision : 01
[009h 0009 001h]                    Checksum : 82
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "Template"
[018h 0024 004h]                Oem Revision : 00000001
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 004h]          Error Source Count : 00000004

[028h 0040 002h]               Subtable Type : 0000 [IA-32 Machine Check Exception]
[02Ah 0042 002h]                   Source Id : 0000
[02Ch 0044 002h]                   Reserved1 : 0000
[02Eh 0046 001h]       Flags (decoded below) : 00
                              Firmware First : 0
                                 GHES Assist : 0
[02Fh 0047 001h]                     Enabled : 01
[030h 0048 004h]      Records To Preallocate : 00000001
[034h 0052 004h]     Max Sections Per Record : 00000001
[038h 0056 008h]      Global Capability Data : 0000000000000000
[040h 0064 008h]         Global Control Data : 0000000000000000
[048h 0072 001h]          Num Hardware Banks : 02
[049h 0073 007h]                   Reserved2 : 00000000000000

[050h 0080 001h]                 Bank Number : 00
[051h 0081 001h]        Clear Status On Init : 00
[052h 0082 001h]               Status Format : 00
[053h 0083 001h]                    Reserved : 00
[054h 0084 004h]            Control Register : 00000000
[058h 0088 008h]                Control Data : 0000000000000000
[060h 0096 004h]             Status Register : 00000000
[064h 0100 004h]            Address Register : 00000000
[068h 0104 004h]               Misc Register : 00000000

[06Ch 0108 001h]                 Bank Number : 01
[06Dh 0109 001h]        Clear Status On Init : 00
[06Eh 0110 001h]               Status Format : 00
[06Fh 0111 001h]                    Reserved : 00
[070h 0112 004h]            Control Register : 00000000
[074h 0116 008h]                Control Data : 0000000000000000
[07Ch 0124 004h]             Status Register : 00000000
[080h 0128 004h]            Address Register : 00000000
[084h 0132 004h]               Misc Register : 00000000

[088h 0136 002h]               Subtable Type : 0001 [IA-32 Corrected Machine Check]
[08Ah 0138 002h]                   Source Id : 0001
[08Ch 0140 002h]                   Reserved1 : 0000
[08Eh 0142 001h]       Flags (decoded below) : 00
                              Firmware First : 0
                                 GHES Assist : 0
[08Fh 0143 001h]                     Enabled : 01
[090h 0144 004h]      Records To Preallocate : 00000001
[094h 0148 004h]     Max Sections Per Record : 00000001

[098h 0152 01Ch]                      Notify : [Hardware Error Notification Structure]
[098h 0152 001h]                 Notify Type : 00 [Polled]
[099h 0153 001h]               Notify Length : 1C
[09Ah 0154 002h]  Configuration Write Enable : 0000
[09Ch 0156 004h]                PollInterval : 00000000
[0A0h 0160 004h]                      Vector : 00000000
[0A4h 0164 004h]     Polling Threshold Value : 00000000
[0A8h 0168 004h]    Polling Threshold Window : 00000000
[0ACh 0172 004h]       Error Threshold Value : 00000000
[0B0h 0176 004h]      Error Threshold Window : 00000000

[0B4h 0180 001h]          Num Hardware Banks : 02
[0B5h 0181 003h]                   Reserved2 : 000000

[0B8h 0184 001h]                 Bank Number : 00
[0B9h 0185 001h]        Clear Status On Init : 00
[0BAh 0186 001h]               Status Format : 00
[0BBh 0187 001h]                    Reserved : 00
[0BCh 0188 004h]            Control Register : 00000000
[0C0h 0192 008h]                Control Data : 0000000000000000
[0C8h 0200 004h]             Status Register : 00000000
[0CCh 0204 004h]            Address Register : 00000000
[0D0h 0208 004h]               Misc Register : 00000000

[0D4h 0212 001h]                 Bank Number : 01
[0D5h 0213 001h]        Clear Status On Init : 00
[0D6h 0214 001h]               Status Format : 00
[0D7h 0215 001h]                    Reserved : 00
[0D8h 0216 004h]            Control Register : 00000000
[0DCh 0220 008h]                Control Data : 0000000000000000
[0E4h 0228 004h]             Status Register : 00000000
[0E8h 0232 004h]            Address Register : 00000000
[0ECh 0236 004h]               Misc Register : 00000000

[0F0h 0240 002h]               Subtable Type : 0007 [PCI Express AER (AER Endpoint)]
[0F2h 0242 002h]                   Source Id : 0000
[0F4h 0244 002h]                    Reserved : 0000
[0F6h 0246 001h]       Flags (decoded below) : 00
                              Firmware First : 0
                                      Global : 0
[0F7h 0247 001h]                     Enabled : 01
[0F8h 0248 004h]      Records To Preallocate : 00000001
[0FCh 0252 004h]     Max Sections Per Record : 00000001
[100h 0256 004h]                         Bus : 00000000
[104h 0260 002h]                      Device : 0000
[106h 0262 002h]                    Function : 0000
[108h 0264 002h]               DeviceControl : 0000
[10Ah 0266 002h]                    Reserved : 0000
[10Ch 0268 004h]          Uncorrectable Mask : 00000000
[110h 0272 004h]      Uncorrectable Severity : 00000000
[114h 0276 004h]            Correctable Mask : 00000000
[118h 0280 004h]       Advanced Capabilities : 00000000

[11Ch 0284 002h]               Subtable Type : 0008 [PCI Express/PCI-X Bridge AER]
[11Eh 0286 002h]                   Source Id : 0000
[120h 0288 002h]                    Reserved : 0000
[122h 0290 001h]       Flags (decoded below) : 00
                              Firmware First : 0
                                      Global : 0
[123h 0291 001h]                     Enabled : 01
[124h 0292 004h]      Records To Preallocate : 00000001
[128h 0296 004h]     Max Sections Per Record : 00000001
[12Ch 0300 004h]                         Bus : 00000000
[130h 0304 002h]                      Device : 0000
[132h 0306 002h]                    Function : 0000
[134h 0308 002h]               DeviceControl : 0000
[136h 0310 002h]                    Reserved : 0000
[138h 0312 004h]          Uncorrectable Mask : 00000000
[13Ch 0316 004h]      Uncorrectable Severity : 00000000
[140h 0320 004h]            Correctable Mask : 00000000
[144h 0324 004h]       Advanced Capabilities : 00000000
[148h 0328 004h]      2nd Uncorrectable Mask : 00000000
[14Ch 0332 004h]  2nd Uncorrectable Severity : 00000000
[150h 0336 004h]   2nd Advanced Capabilities : 00000000

[154h 0340 002h]               Subtable Type : 0009 [Generic Hardware Error Source]
[156h 0342 002h]                   Source Id : 0002
[158h 0344 002h]           Related Source Id : FFFF
[15Ah 0346 001h]                    Reserved : 00
[15Bh 0347 001h]                     Enabled : 01
[15Ch 0348 004h]      Records To Preallocate : 00000001
[160h 0352 004h]     Max Sections Per Record : 00000001
[164h 0356 004h]         Max Raw Data Length : 00001000

[168h 0360 00Ch]        Error Status Address : [Generic Address Structure]
[168h 0360 001h]                    Space ID : 00 [SystemMemory]
[169h 0361 001h]                   Bit Width : 40
[16Ah 0362 001h]                  Bit Offset : 00
[16Bh 0363 001h]        Encoded Access Width : 04 [QWord Access:64]
[16Ch 0364 008h]                     Address : 0000000000000000

[174h 0372 01Ch]                      Notify : [Hardware Error Notification Structure]
[174h 0372 001h]                 Notify Type : 03 [SCI]
[175h 0373 001h]               Notify Length : 1C
[176h 0374 002h]  Configuration Write Enable : 0000
[178h 0376 004h]                PollInterval : 00000000
[17Ch 0380 004h]                      Vector : 00000000
[180h 0384 004h]     Polling Threshold Value : 00000000
[184h 0388 004h]    Polling Threshold Window : 00000000
[188h 0392 004h]       Error Threshold Value : 00000000
[18Ch 0396 004h]      Error Threshold Window : 00000000

[190h 0400 004h]   Error Status Block Length : 00001000

[194h 0404 002h]               Subtable Type : 0009 [Generic Hardware Error Source]
[196h 0406 002h]                   Source Id : 0003
[198h 0408 002h]           Related Source Id : 0000
[19Ah 0410 001h]                    Reserved : 00
[19Bh 0411 001h]                     Enabled : 01
[19Ch 0412 004h]      Records To Preallocate : 00000001
[1A0h 0416 004h]     Max Sections Per Record : 00000001
[1A4h 0420 004h]         Max Raw Data Length : 00001000

[1A8h 0424 00Ch]        Error Status Address : [Generic Address Structure]
[1A8h 0424 001h]                    Space ID : 00 [SystemMemory]
[1A9h 0425 001h]                   Bit Width : 40
[1AAh 0426 001h]                  Bit Offset : 00
[1ABh 0427 001h]        Encoded Access Width : 04 [QWord Access:64]
[1ACh 0428 008h]                     Address : 0000000000000000

[1B4h 0436 01Ch]                      Notify : [Hardware Error Notification Structure]
[1B4h 0436 001h]                 Notify Type : 04 [NMI]
[1B5h 0437 001h]               Notify Length : 1C
[1B6h 0438 002h]  Configuration Write Enable : 0000
[1B8h 0440 004h]                PollInterval : 00000000
[1BCh 0444 004h]                      Vector : 00000000
[1C0h 0448 004h]     Polling Threshold Value : 00000000
[1C4h 0452 004h]    Polling Threshold Window : 00000000
[1C8h 0456 004h]       Error Threshold Value : 00000000
[1CCh 0460 004h]      Error Threshold Window : 00000000

[1D0h 0464 004h]   Error Status Block Length : 00001000

[1D4h 0468 002h]               Subtable Type : 000A [Generic Hardware Error Source V2]
[1D6h 0470 002h]                   Source Id : 0003
[1D8h 0472 002h]           Related Source Id : 0000
[1DAh 0474 001h]                    Reserved : 00
[1DBh 0475 001h]                     Enabled : 01
[1DCh 0476 004h]      Records To Preallocate : 00000001
[1E0h 0480 004h]     Max Sections Per Record : 00000001
[1E4h 0484 004h]         Max Raw Data Length : 00001000

[1E8h 0488 00Ch]        Error Status Address : [Generic Address Structure]
[1E8h 0488 001h]                    Space ID : 00 [SystemMemory]
[1E9h 0489 001h]                   Bit Width : 40
[1EAh 0490 001h]                  Bit Offset : 00
[1EBh 0491 001h]        Encoded Access Width : 04 [QWord Access:64]
[1ECh 0492 008h]                     Address : 0000000000000000

[1F4h 0500 01Ch]                      Notify : [Hardware Error Notification Structure]
[1F4h 0500 001h]                 Notify Type : 04 [NMI]
[1F5h 0501 001h]               Notify Length : 1C
[1F6h 0502 002h]  Configuration Write Enable : 0000
[1F8h 0504 004h]                PollInterval : 00000000
[1FCh 0508 004h]                      Vector : 00000000
[200h 0512 004h]     Polling Threshold Value : 00000000
[204h 0516 004h]    Polling Threshold Window : 00000000
[208h 0520 004h]       Error Threshold Value : 00000000
[20Ch 0524 004h]      Error Threshold Window : 00000000

[210h 0528 004h]   Error Status Block Length : 00001000
[214h 0532 00Ch]           Read Ack Register : [Generic Address Structure]
[214h 0532 001h]                    Space ID : 00 [SystemMemory]
[215h 0533 001h]                   Bit Width : 40
[216h 0534 001h]                  Bit Offset : 00
[217h 0535 001h]        Encoded Access Width : 04 [QWord Access:64]
[218h 0536 008h]                     Address : 0000000000000000

[220h 0544 008h]           Read Ack Preserve : 0000000000000000
[228h 0552 008h]              Read Ack Write : 0000000000000000

[230h 0560 002h]               Subtable Type : 000B [IA-32 Deferred Machine Check]
[232h 0562 002h]                   Source Id : 0001
[234h 0564 002h]                   Reserved1 : 0000
[236h 0566 001h]       Flags (decoded below) : 00
                              Firmware First : 0
                                 GHES Assist : 0
[237h 0567 001h]                     Enabled : 01
[238h 0568 004h]      Records To Preallocate : 00000001
[23Ch 0572 004h]     Max Sections Per Record : 00000001

[240h 0576 01Ch]                      Notify : [Hardware Error Notification Structure]
[240h 0576 001h]                 Notify Type : 00 [Polled]
[241h 0577 001h]               Notify Length : 1C
[242h 0578 002h]  Configuration Write Enable : 0000
[244h 0580 004h]                PollInterval : 00000000
[248h 0584 004h]                      Vector : 00000000
[24Ch 0588 004h]     Polling Threshold Value : 00000000
[250h 0592 004h]    Polling Threshold Window : 00000000
[254h 0596 004h]       Error Threshold Value : 00000000
[258h 0600 004h]      Error Threshold Window : 00000000

[25Ch 0604 001h]          Num Hardware Banks : 01
[25Dh 0605 003h]                   Reserved2 : 000000

[260h 0608 001h]                 Bank Number : 00
[261h 0609 001h]        Clear Status On Init : 00
[262h 0610 001h]               Status Format : 00
[263h 0611 001h]                    Reserved : 00
[264h 0612 004h]            Control Register : 00000000
[268h 0616 008h]                Control Data : 0000000000000000
[270h 0624 004h]             Status Register : 00000000
[274h 0628 004h]            Address Register : 00000000
[278h 0632 004h]               Misc Register : 00000000

Raw Table Data: Length 636 (0x27C)

    0000: 48 45 53 54 7C 02 00 00 01 82 49 4E 54 45 4C 20  // HEST|.....INTEL 
    0010: 54 65 6D 70 6C 61 74 65 01 00 00 00 49 4E 54 4C  // Template....INTL
    0020: 08 04 26 20 04 00 00 00 00 00 00 00 00 00 00 01  // ..& ............
    0030: 01 00 00 00 01 00 00 00 00 00 00 00 00 00 00 00  // ................
    0040: 00 00 00 00 00 00 00 00 02 00 00 00 00 00 00 00  // ................
    0050: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0060: 00 00 00 00 00 00 00 00 00 00 00 00 01 00 00 00  // ................
    0070: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0080: 00 00 00 00 00 00 00 00 01 00 01 00 00 00 00 01  // ................
    0090: 01 00 00 00 01 00 00 00 00 1C 00 00 00 00 00 00  // ................
    00A0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    00B0: 00 00 00 00 02 00 00 00 00 00 00 00 00 00 00 00  // ................
    00C0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    00D0: 00 00 00 00 01 00 00 00 00 00 00 00 00 00 00 00  // ................
    00E0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    00F0: 07 00 00 00 00 00 00 01 01 00 00 00 01 00 00 00  // ................
    0100: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0110: 00 00 00 00 00 00 00 00 00 00 00 00 08 00 00 00  // ................
    0120: 00 00 00 01 01 00 00 00 01 00 00 00 00 00 00 00  // ................
    0130: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0140: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0150: 00 00 00 00 09 00 02 00 FF FF 00 01 01 00 00 00  // ................
    0160: 01 00 00 00 00 10 00 00 00 40 00 04 00 00 00 00  // .........@......
    0170: 00 00 00 00 03 1C 00 00 00 00 00 00 00 00 00 00  // ................
    0180: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0190: 00 10 00 00 09 00 03 00 00 00 00 01 01 00 00 00  // ................
    01A0: 01 00 00 00 00 10 00 00 00 40 00 04 00 00 00 00  // .........@......
    01B0: 00 00 00 00 04 1C 00 00 00 00 00 00 00 00 00 00  // ................
    01C0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    01D0: 00 10 00 00 0A 00 03 00 00 00 00 01 01 00 00 00  // ................
    01E0: 01 00 00 00 00 10 00 00 00 40 00 04 00 00 00 00  // .........@......
    01F0: 00 00 00 00 04 1C 00 00 00 00 00 00 00 00 00 00  // ................
    0200: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0210: 00 10 00 00 00 40 00 04 00 00 00 00 00 00 00 00  // .....@..........
    0220: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0230: 0B 00 01 00 00 00 00 01 01 00 00 00 01 00 00 00  // ................
    0240: 00 1C 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0250: 00 00 00 00 00 00 00 00 00 00 00 00 01 00 00 00  // ................
    0260: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0270: 00 00 00 00 00 00 00 00 00 00 00 00              // ............
