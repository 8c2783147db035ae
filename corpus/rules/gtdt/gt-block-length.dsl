/* SPDX-License-Identifier: MIT */
/*
 * GTDT rule case gtdt.gt-block-length: the valid GTDT with its watchdog
 * replaced by a GT Block whose GTBlockTimerOffset is 24: its one 40-byte
 * frame would end 4 bytes past the 60-byte structure.
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

[0001]                      Subtable Type : 00
[0002]                             Length : 0000
[0001]                           Reserved : 00
[0008]                      Block Address : 000000002A810000
[0004]                        Timer Count : 00000001
[0004]                       Timer Offset : 00000018

[0001]                       Frame Number : 00
[0003]                           Reserved : 000000
[0008]                       Base Address : 000000002A830000
[0008]                   EL0 Base Address : FFFFFFFFFFFFFFFF
[0004]                    Timer Interrupt : 0000005C
[0004]        Timer Flags (decoded below) : 00000000
                             Trigger Mode : 0
                                 Polarity : 0
[0004]            Virtual Timer Interrupt : 00000000
[0004] Virtual Timer Flags (decoded below) : 00000000
                             Trigger Mode : 0
                                 Polarity : 0
[0004]       Common Flags (decoded below) : 00000000
                                   Secure : 0
                                Always On : 0
