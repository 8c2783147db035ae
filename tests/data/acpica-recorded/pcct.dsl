/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of pcct.aml
 *
 * ACPI Data Table [PCCT]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "PCCT"    [Platform Communications Channel Table]
[004h 0004 004h]                Table Length : 000002AE
[008h 0008 001h]                    Revision : 01
[009h 0009 001h]                    Checksum : 02
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "Template"
[018h 0024 004h]                Oem Revision : 00000001
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 004h]       Flags (decoded below) : 00000001
                                    Platform : 1
[028h 0040 008h]                    Reserved : 0000000000000000

[030h 0048 001h]               Subtable Type : 00 [Generic Communications Subspace]
[031h 0049 001h]                      Length : 3E

[032h 0050 006h]                    Reserved : 000000000000
[038h 0056 008h]                Base Address : 1111111111111111
[040h 0064 008h]              Address Length : 2222222222222222

[048h 0072 00Ch]           Doorbell Register : [Generic Address Structure]
[048h 0072 001h]                    Space ID : 01 [SystemIO]
[049h 0073 001h]                   Bit Width : 32
[04Ah 0074 001h]                  Bit Offset : 00
[04Bh 0075 001h]        Encoded Access Width : 03 [DWord Access:32]
[04Ch 0076 008h]                     Address : 3333333333333333

[054h 0084 008h]               Preserve Mask : 4444444444444444
[05Ch 0092 008h]                  Write Mask : 5555555555555555
[064h 0100 004h]             Command Latency : 66666666
[068h 0104 004h]         Maximum Access Rate : 77777777
[06Ch 0108 002h]     Minimum Turnaround Time : 8888

[06Eh 0110 001h]               Subtable Type : 01 [HW-Reduced Comm Subspace]
[06Fh 0111 001h]                      Length : 3E

[070h 0112 004h]          Platform Interrupt : 00000001
[074h 0116 001h]       Flags (Decoded Below) : 01
                                    Polarity : 1
                                        Mode : 0
[075h 0117 001h]                    Reserved : 00
[076h 0118 008h]                Base Address : 0000000000000000
[07Eh 0126 008h]              Address Length : 0000000000000000

[086h 0134 00Ch]           Doorbell Register : [Generic Address Structure]
[086h 0134 001h]                    Space ID : 01 [SystemIO]
[087h 0135 001h]                   Bit Width : 32
[088h 0136 001h]                  Bit Offset : 00
[089h 0137 001h]        Encoded Access Width : 03 [DWord Access:32]
[08Ah 0138 008h]                     Address : 4444444444444444

[092h 0146 008h]               Preserve Mask : 4444444444444444
[09Ah 0154 008h]                  Write Mask : 5555555555555555
[0A2h 0162 004h]             Command Latency : 66666666
[0A6h 0166 004h]         Maximum Access Rate : 77777777
[0AAh 0170 002h]     Minimum Turnaround Time : 8888

[0ACh 0172 001h]               Subtable Type : 02 [HW-Reduced Comm Subspace Type2]
[0ADh 0173 001h]                      Length : 5A

[0AEh 0174 004h]          Platform Interrupt : 00000001
[0B2h 0178 001h]       Flags (Decoded Below) : 01
                                    Polarity : 1
                                        Mode : 0
[0B3h 0179 001h]                    Reserved : 00
[0B4h 0180 008h]                Base Address : 0000000000000000
[0BCh 0188 008h]              Address Length : 0000000000000000

[0C4h 0196 00Ch]           Doorbell Register : [Generic Address Structure]
[0C4h 0196 001h]                    Space ID : 01 [SystemIO]
[0C5h 0197 001h]                   Bit Width : 32
[0C6h 0198 001h]                  Bit Offset : 00
[0C7h 0199 001h]        Encoded Access Width : 03 [DWord Access:32]
[0C8h 0200 008h]                     Address : 4444444444444444

[0D0h 0208 008h]               Preserve Mask : 4444444444444444
[0D8h 0216 008h]                  Write Mask : 5555555555555555
[0E0h 0224 004h]             Command Latency : 66666666
[0E4h 0228 004h]         Maximum Access Rate : 77777777
[0E8h 0232 002h]     Minimum Turnaround Time : 8888
[0EAh 0234 00Ch]       Platform ACK Register : [Generic Address Structure]
[0EAh 0234 001h]                    Space ID : 01 [SystemIO]
[0EBh 0235 001h]                   Bit Width : 32
[0ECh 0236 001h]                  Bit Offset : 00
[0EDh 0237 001h]        Encoded Access Width : 03 [DWord Access:32]
[0EEh 0238 008h]                     Address : 3333333333333333

[0F6h 0246 008h]           ACK Preserve Mask : 4444444444444444
[0FEh 0254 008h]              ACK Write Mask : 5555555555555555

[106h 0262 001h]               Subtable Type : 03 [Extended PCC Master Subspace]
[107h 0263 001h]                      Length : A4

[108h 0264 004h]          Platform Interrupt : 00000001
[10Ch 0268 001h]       Flags (Decoded Below) : 01
                                    Polarity : 1
                                        Mode : 0
[10Dh 0269 001h]                    Reserved : 00
[10Eh 0270 008h]                Base Address : 0000000000000000
[116h 0278 004h]              Address Length : 00000000

[11Ah 0282 00Ch]           Doorbell Register : [Generic Address Structure]
[11Ah 0282 001h]                    Space ID : 01 [SystemIO]
[11Bh 0283 001h]                   Bit Width : 32
[11Ch 0284 001h]                  Bit Offset : 00
[11Dh 0285 001h]        Encoded Access Width : 03 [DWord Access:32]
[11Eh 0286 008h]                     Address : 3333333333333333

[126h 0294 008h]               Preserve Mask : 4444444444444444
[12Eh 0302 008h]                  Write Mask : 5555555555555555
[136h 0310 004h]             Command Latency : 66666666
[13Ah 0314 004h]         Maximum Access Rate : 77777777
[13Eh 0318 004h]     Minimum Turnaround Time : 88888888
[142h 0322 00Ch]       Platform ACK Register : [Generic Address Structure]
[142h 0322 001h]                    Space ID : 01 [SystemIO]
[143h 0323 001h]                   Bit Width : 32
[144h 0324 001h]                  Bit Offset : 00
[145h 0325 001h]        Encoded Access Width : 03 [DWord Access:32]
[146h 0326 008h]                     Address : 3333333333333333

[14Eh 0334 008h]           ACK Preserve Mask : 9999999999999999
[156h 0342 008h]                ACK Set Mask : 0000000000000000
[15Eh 0350 008h]                    Reserved : 0000000000000000
[166h 0358 00Ch]   Command Complete Register : [Generic Address Structure]
[166h 0358 001h]                    Space ID : 01 [SystemIO]
[167h 0359 001h]                   Bit Width : 32
[168h 0360 001h]                  Bit Offset : 00
[169h 0361 001h]        Encoded Access Width : 03 [DWord Access:32]
[16Ah 0362 008h]                     Address : 3333333333333333

[172h 0370 008h] Command Complete Check Mask : 2222222222222222
[17Ah 0378 00Ch]     Command Update Register : [Generic Address Structure]
[17Ah 0378 001h]                    Space ID : 01 [SystemIO]
[17Bh 0379 001h]                   Bit Width : 32
[17Ch 0380 001h]                  Bit Offset : 00
[17Dh 0381 001h]        Encoded Access Width : 03 [DWord Access:32]
[17Eh 0382 008h]                     Address : 3333333333333333

[186h 0390 008h] Command Update Preserve Mask : 3333333333333333
[18Eh 0398 008h]     Command Update Set Mask : 4444444444444444
[196h 0406 00Ch]       Error Status Register : [Generic Address Structure]
[196h 0406 001h]                    Space ID : 01 [SystemIO]
[197h 0407 001h]                   Bit Width : 32
[198h 0408 001h]                  Bit Offset : 00
[199h 0409 001h]        Encoded Access Width : 03 [DWord Access:32]
[19Ah 0410 008h]                     Address : 3333333333333333

[1A2h 0418 008h]           Error Status Mask : 5555555555555555

[1AAh 0426 001h]               Subtable Type : 04 [Extended PCC Slave Subspace]
[1ABh 0427 001h]                      Length : A4

[1ACh 0428 004h]          Platform Interrupt : 00000001
[1B0h 0432 001h]       Flags (Decoded Below) : 01
                                    Polarity : 1
                                        Mode : 0
[1B1h 0433 001h]                    Reserved : 00
[1B2h 0434 008h]                Base Address : 0000000000000000
[1BAh 0442 004h]              Address Length : 00000000

[1BEh 0446 00Ch]           Doorbell Register : [Generic Address Structure]
[1BEh 0446 001h]                    Space ID : 01 [SystemIO]
[1BFh 0447 001h]                   Bit Width : 32
[1C0h 0448 001h]                  Bit Offset : 00
[1C1h 0449 001h]        Encoded Access Width : 03 [DWord Access:32]
[1C2h 0450 008h]                     Address : 3333333333333333

[1CAh 0458 008h]               Preserve Mask : 4444444444444444
[1D2h 0466 008h]                  Write Mask : 5555555555555555
[1DAh 0474 004h]             Command Latency : 66666666
[1DEh 0478 004h]         Maximum Access Rate : 77777777
[1E2h 0482 004h]     Minimum Turnaround Time : 88888888
[1E6h 0486 00Ch]       Platform ACK Register : [Generic Address Structure]
[1E6h 0486 001h]                    Space ID : 01 [SystemIO]
[1E7h 0487 001h]                   Bit Width : 32
[1E8h 0488 001h]                  Bit Offset : 00
[1E9h 0489 001h]        Encoded Access Width : 03 [DWord Access:32]
[1EAh 0490 008h]                     Address : 3333333333333333

[1F2h 0498 008h]           ACK Preserve Mask : 9999999999999999
[1FAh 0506 008h]                ACK Set Mask : 0000000000000000
[202h 0514 008h]                    Reserved : 0000000000000000
[20Ah 0522 00Ch]   Command Complete Register : [Generic Address Structure]
[20Ah 0522 001h]                    Space ID : 01 [SystemIO]
[20Bh 0523 001h]                   Bit Width : 32
[20Ch 0524 001h]                  Bit Offset : 00
[20Dh 0525 001h]        Encoded Access Width : 03 [DWord Access:32]
[20Eh 0526 008h]                     Address : 3333333333333333

[216h 0534 008h] Command Complete Check Mask : 2222222222222222
[21Eh 0542 00Ch]     Command Update Register : [Generic Address Structure]
[21Eh 0542 001h]                    Space ID : 01 [SystemIO]
[21Fh 0543 001h]                   Bit Width : 32
[220h 0544 001h]                  Bit Offset : 00
[221h 0545 001h]        Encoded Access Width : 03 [DWord Access:32]
[222h 0546 008h]                     Address : 3333333333333333

[22Ah 0554 008h] Command Update Preserve Mask : 3333333333333333
[232h 0562 008h]     Command Update Set Mask : 4444444444444444
[23Ah 0570 00Ch]       Error Status Register : [Generic Address Structure]
[23Ah 0570 001h]                    Space ID : 01 [SystemIO]
[23Bh 0571 001h]                   Bit Width : 32
[23Ch 0572 001h]                  Bit Offset : 00
[23Dh 0573 001h]        Encoded Access Width : 03 [DWord Access:32]
[23Eh 0574 008h]                     Address : 3333333333333333

[246h 0582 008h]           Error Status Mask : 5555555555555555

[24Eh 0590 001h]               Subtable Type : 05 [HW Registers based Comm Subspace]
[24Fh 0591 001h]                      Length : 60

[250h 0592 002h]                     Version : 0001
[252h 0594 008h]                Base Address : 0000000000000000
[25Ah 0602 008h]                      Length : 0000000000000000

[262h 0610 00Ch]           Doorbell Register : [Generic Address Structure]
[262h 0610 001h]                    Space ID : 01 [SystemIO]
[263h 0611 001h]                   Bit Width : 32
[264h 0612 001h]                  Bit Offset : 00
[265h 0613 001h]        Encoded Access Width : 03 [DWord Access:32]
[266h 0614 008h]                     Address : 3333333333333333

[26Eh 0622 008h]               Preserve Mask : 3333333333333333
[276h 0630 008h]                  Write Mask : 3333333333333333
[27Eh 0638 00Ch]   Command Complete Register : [Generic Address Structure]
[27Eh 0638 001h]                    Space ID : 01 [SystemIO]
[27Fh 0639 001h]                   Bit Width : 32
[280h 0640 001h]                  Bit Offset : 00
[281h 0641 001h]        Encoded Access Width : 03 [DWord Access:32]
[282h 0642 008h]                     Address : 3333333333333333

[28Ah 0650 008h] Command Complete Check Mask : 4444444444444444
[292h 0658 00Ch]       Error Status Register : [Generic Address Structure]
[292h 0658 001h]                    Space ID : 01 [SystemIO]
[293h 0659 001h]                   Bit Width : 32
[294h 0660 001h]                  Bit Offset : 00
[295h 0661 001h]        Encoded Access Width : 03 [DWord Access:32]
[296h 0662 008h]                     Address : 3333333333333333

[29Eh 0670 008h]           Error Status Mask : 5555555555555555
[2A6h 0678 004h]             Nominal Latency : 00000003
[2AAh 0682 004h]     Minimum Turnaround Time : 00000005

Raw Table Data: Length 686 (0x2AE)

    0000: 50 43 43 54 AE 02 00 00 01 02 49 4E 54 45 4C 20  // PCCT......INTEL 
    0010: 54 65 6D 70 6C 61 74 65 01 00 00 00 49 4E 54 4C  // Template....INTL
    0020: 08 04 26 20 01 00 00 00 00 00 00 00 00 00 00 00  // ..& ............
    0030: 00 3E 00 00 00 00 00 00 11 11 11 11 11 11 11 11  // .>..............
    0040: 22 22 22 22 22 22 22 22 01 32 00 03 33 33 33 33  // """""""".2..3333
    0050: 33 33 33 33 44 44 44 44 44 44 44 44 55 55 55 55  // 3333DDDDDDDDUUUU
    0060: 55 55 55 55 66 66 66 66 77 77 77 77 88 88 01 3E  // UUUUffffwwww...>
    0070: 01 00 00 00 01 00 00 00 00 00 00 00 00 00 00 00  // ................
    0080: 00 00 00 00 00 00 01 32 00 03 44 44 44 44 44 44  // .......2..DDDDDD
    0090: 44 44 44 44 44 44 44 44 44 44 55 55 55 55 55 55  // DDDDDDDDDDUUUUUU
    00A0: 55 55 66 66 66 66 77 77 77 77 88 88 02 5A 01 00  // UUffffwwww...Z..
    00B0: 00 00 01 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    00C0: 00 00 00 00 01 32 00 03 44 44 44 44 44 44 44 44  // .....2..DDDDDDDD
    00D0: 44 44 44 44 44 44 44 44 55 55 55 55 55 55 55 55  // DDDDDDDDUUUUUUUU
    00E0: 66 66 66 66 77 77 77 77 88 88 01 32 00 03 33 33  // ffffwwww...2..33
    00F0: 33 33 33 33 33 33 44 44 44 44 44 44 44 44 55 55  // 333333DDDDDDDDUU
    0100: 55 55 55 55 55 55 03 A4 01 00 00 00 01 00 00 00  // UUUUUU..........
    0110: 00 00 00 00 00 00 00 00 00 00 01 32 00 03 33 33  // ...........2..33
    0120: 33 33 33 33 33 33 44 44 44 44 44 44 44 44 55 55  // 333333DDDDDDDDUU
    0130: 55 55 55 55 55 55 66 66 66 66 77 77 77 77 88 88  // UUUUUUffffwwww..
    0140: 88 88 01 32 00 03 33 33 33 33 33 33 33 33 99 99  // ...2..33333333..
    0150: 99 99 99 99 99 99 00 00 00 00 00 00 00 00 00 00  // ................
    0160: 00 00 00 00 00 00 01 32 00 03 33 33 33 33 33 33  // .......2..333333
    0170: 33 33 22 22 22 22 22 22 22 22 01 32 00 03 33 33  // 33"""""""".2..33
    0180: 33 33 33 33 33 33 33 33 33 33 33 33 33 33 44 44  // 33333333333333DD
    0190: 44 44 44 44 44 44 01 32 00 03 33 33 33 33 33 33  // DDDDDD.2..333333
    01A0: 33 33 55 55 55 55 55 55 55 55 04 A4 01 00 00 00  // 33UUUUUUUU......
    01B0: 01 00 00 00 00 00 00 00 00 00 00 00 00 00 01 32  // ...............2
    01C0: 00 03 33 33 33 33 33 33 33 33 44 44 44 44 44 44  // ..33333333DDDDDD
    01D0: 44 44 55 55 55 55 55 55 55 55 66 66 66 66 77 77  // DDUUUUUUUUffffww
    01E0: 77 77 88 88 88 88 01 32 00 03 33 33 33 33 33 33  // ww.....2..333333
    01F0: 33 33 99 99 99 99 99 99 99 99 00 00 00 00 00 00  // 33..............
    0200: 00 00 00 00 00 00 00 00 00 00 01 32 00 03 33 33  // ...........2..33
    0210: 33 33 33 33 33 33 22 22 22 22 22 22 22 22 01 32  // 333333"""""""".2
    0220: 00 03 33 33 33 33 33 33 33 33 33 33 33 33 33 33  // ..33333333333333
    0230: 33 33 44 44 44 44 44 44 44 44 01 32 00 03 33 33  // 33DDDDDDDD.2..33
    0240: 33 33 33 33 33 33 55 55 55 55 55 55 55 55 05 60  // 333333UUUUUUUU.`
    0250: 01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0260: 00 00 01 32 00 03 33 33 33 33 33 33 33 33 33 33  // ...2..3333333333
    0270: 33 33 33 33 33 33 33 33 33 33 33 33 33 33 01 32  // 33333333333333.2
    0280: 00 03 33 33 33 33 33 33 33 33 44 44 44 44 44 44  // ..33333333DDDDDD
    0290: 44 44 01 32 00 03 33 33 33 33 33 33 33 33 55 55  // DD.2..33333333UU
    02A0: 55 55 55 55 55 55 03 00 00 00 05 00 00 00        // UUUUUU........
