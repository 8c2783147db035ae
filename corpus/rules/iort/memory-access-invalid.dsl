/* SPDX-License-Identifier: MIT */
/*
 * IORT of the QEMU virt machine (ITS group with ITS ID 0, root complex of
 * segment 0 mapping RIDs 0-0xFFFF to it), with the root complex's
 * memory access flags 3 -> 0: CCA 1 (fully coherent) without CPM is illegal.
 */
[000h 0000   4]                    Signature : "IORT"    [IO Remapping Table]
[004h 0004   4]                 Table Length : 00000080
[008h 0008   1]                     Revision : 03
[009h 0009   1]                     Checksum : B3
[00Ah 0010   6]                       Oem ID : "ALINT "
[010h 0016   8]                 Oem Table ID : "CORPUS01"
[018h 0024   4]                 Oem Revision : 00000001
[01Ch 0028   4]              Asl Compiler ID : "INTL"
[020h 0032   4]        Asl Compiler Revision : 20200925

[024h 0036   4]                   Node Count : 00000002
[028h 0040   4]                  Node Offset : 00000030
[02Ch 0044   4]                     Reserved : 00000000

[030h 0048   1]                         Type : 00
[031h 0049   2]                       Length : 0018
[033h 0051   1]                     Revision : 01
[034h 0052   4]                     Reserved : 00000000
[038h 0056   4]                Mapping Count : 00000000
[03Ch 0060   4]               Mapping Offset : 00000000

[040h 0064   4]                     ItsCount : 00000001
[044h 0068   4]                  Identifiers : 00000000

[048h 0072   1]                         Type : 02
[049h 0073   2]                       Length : 0038
[04Bh 0075   1]                     Revision : 03
[04Ch 0076   4]                     Reserved : 00000001
[050h 0080   4]                Mapping Count : 00000001
[054h 0084   4]               Mapping Offset : 00000024

[058h 0088   8]            Memory Properties : [IORT Memory Access Properties]
[058h 0088   4]              Cache Coherency : 00000001
[05Ch 0092   1]        Hints (decoded below) : 00
                                   Transient : 0
                              Write Allocate : 0
                               Read Allocate : 0
                                    Override : 0
[05Dh 0093   2]                     Reserved : 0000
[05Fh 0095   1] Memory Flags (decoded below) : 00
                                   Coherency : 1
                            Device Attribute : 1
[060h 0096   4]                ATS Attribute : 00000000
[064h 0100   4]           PCI Segment Number : 00000000
[068h 0104   1]            Memory Size Limit : 40
[069h 0105   3]                     Reserved : 000000

[06Ch 0108   4]                   Input base : 00000000
[070h 0112   4]                     ID Count : 0000FFFF
[074h 0116   4]                  Output Base : 00000000
[078h 0120   4]             Output Reference : 00000030
[07Ch 0124   4]        Flags (decoded below) : 00000000
                              Single Mapping : 0

