/* SPDX-License-Identifier: MIT */
/*
 * GTDT of the acpilint valid arm64 corpus system. Physical address 0x40006000.
 * Revision 3. Timer PPIs: secure EL1 29, non-secure EL1 30, virtual 27,
 * non-secure EL2 26 (level triggered, active high); no memory-mapped
 * counter (CntControlBase/CntReadBase 0xFFFFFFFFFFFFFFFF); no virtual EL2
 * timer. One platform timer at offset 0x68: an SBSA generic watchdog with
 * refresh frame 0x2A440000, control frame 0x2A450000, GSIV 93 (SPI),
 * level triggered, active high, non-secure.
 */
[0004]                          Signature : "GTDT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 03
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0008]              Counter Block Address : FFFFFFFFFFFFFFFF
[0004]                           Reserved : 00000000

[0004]               Secure EL1 Interrupt : 0000001D
[0004]          EL1 Flags (decoded below) : 00000000
                             Trigger Mode : 0
                                 Polarity : 0
                                Always On : 0

[0004]           Non-Secure EL1 Interrupt : 0000001E
[0004]         NEL1 Flags (decoded below) : 00000000
                             Trigger Mode : 0
                                 Polarity : 0
                                Always On : 0

[0004]            Virtual Timer Interrupt : 0000001B
[0004]           VT Flags (decoded below) : 00000000
                             Trigger Mode : 0
                                 Polarity : 0
                                Always On : 0

[0004]           Non-Secure EL2 Interrupt : 0000001A
[0004]         NEL2 Flags (decoded below) : 00000000
                             Trigger Mode : 0
                                 Polarity : 0
                                Always On : 0
[0008]         Counter Read Block Address : FFFFFFFFFFFFFFFF

[0004]               Platform Timer Count : 00000001
[0004]              Platform Timer Offset : 00000068
[0004]             Virtual EL2 Timer GSIV : 00000000
[0004]            Virtual EL2 Timer Flags : 00000000

[0001]                      Subtable Type : 01
[0002]                             Length : 001C
[0001]                           Reserved : 00
[0008]              Refresh Frame Address : 000000002A440000
[0008]              Control Frame Address : 000000002A450000
[0004]                    Timer Interrupt : 0000005D
[0004]        Timer Flags (decoded below) : 00000000
                             Trigger Mode : 0
                                 Polarity : 0
                                 Security : 0
