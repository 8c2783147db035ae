/*
 * Intel ACPI Component Architecture
 * AML/ASL+ Disassembler version 20260408 (64-bit version)
 * Copyright (c) 2000 - 2026 Intel Corporation
 * 
 * Disassembly of aest.aml
 *
 * ACPI Data Table [AEST]
 *
 * Format: [HexOffset DecimalOffset ByteLength]  FieldName : FieldValue (in hex)
 */

[000h 0000 004h]                   Signature : "AEST"    [Arm Error Source Table]
[004h 0004 004h]                Table Length : 00000390
[008h 0008 001h]                    Revision : 02
[009h 0009 001h]                    Checksum : 05
[00Ah 0010 006h]                      Oem ID : "INTEL "
[010h 0016 008h]                Oem Table ID : "Template"
[018h 0024 004h]                Oem Revision : 00000001
[01Ch 0028 004h]             Asl Compiler ID : "INTL"
[020h 0032 004h]       Asl Compiler Revision : 20260408

[024h 0036 001h]               Subtable Type : 00 [Processor Error Node]
[025h 0037 002h]                      Length : 00A0
[027h 0039 001h]                    Reserved : 00
[028h 0040 004h]        Node Specific Offset : 0000002C
[02Ch 0044 004h]       Node Interface Offset : 00000044
[030h 0048 004h] Node Interrupt Array Offset : 00000094
[034h 0052 004h]  Node Interrupt Array Count : 00000001
[038h 0056 008h]              Timestamp Rate : 0123456789ABCDEF
[040h 0064 008h]                    Reserved : 0000000000000000
[048h 0072 008h]        Error Injection Rate : 0000000000000000

[050h 0080 004h]                Processor ID : 0000FECD
[054h 0084 001h]               Resource Type : 00 [Cache Resource]
[055h 0085 001h]                    Reserved : 00
[056h 0086 001h]       Flags (decoded Below) : 00
                                      Global : 0
                                      Shared : 0
[057h 0087 001h]                    Revision : 00
[058h 0088 008h] Processor Affinity Structure : 0123456789ABCDEF

[060h 0096 004h]             Cache Reference : 22223333
[064h 0100 004h]                    Reserved : 00000000

[068h 0104 001h]              Interface Type : 01 [Memory Mapped Interface]
[069h 0105 001h]                Group Format : 00
[06Ah 0106 002h]                    Reserved : 0000
[06Ch 0108 004h]       Flags (decoded below) : 00000002
                            Shared Interface : 0
                       Clear MISCx Registers : 1
                     Error Node Device Valid : 0
                               Affinity Type : 0
                   Error group Address Valid : 0
               Fault Injection Address Valid : 0
              Interrupt Config Address valid : 0
[070h 0112 008h]                     Address : 0123456789ABCDEF
[078h 0120 004h]          Error Record Index : 00000000
[07Ch 0124 004h]          Error Record Count : 00000001
[080h 0128 008h]    Error Record Implemented : 0000000000000001
[088h 0136 008h]      Error Status Reporting : 0000000000000000
[090h 0144 008h]             Addressing Mode : 0000000001111111
[098h 0152 004h]       Arm Error Node Device : 00000001
[09Ch 0156 004h]          Processor Affinity : 78ABCDEF
[0A0h 0160 008h]     Err-Group Register Addr : 0123456789ABCDEF
[0A8h 0168 008h]    Err-Inject Register Addr : 0123456789ABCDEF
[0B0h 0176 008h]    IRQ-Config Register Addr : 0123456789ABCDEF

[0B8h 0184 001h]              Interrupt Type : 01 [Error Recovery Interrupt]
[0B9h 0185 002h]                    Reserved : 0000
[0BBh 0187 001h]       Flags (decoded below) : 00
                             Level Triggered : 0
[0BCh 0188 004h]                        Gsiv : 78ABCDEF
[0C0h 0192 004h]                    Reserved : 00000000

[0C4h 0196 001h]               Subtable Type : 00 [Processor Error Node]
[0C5h 0197 002h]                      Length : 0094
[0C7h 0199 001h]                    Reserved : 00
[0C8h 0200 004h]        Node Specific Offset : 0000002C
[0CCh 0204 004h]       Node Interface Offset : 00000044
[0D0h 0208 004h] Node Interrupt Array Offset : 00000000
[0D4h 0212 004h]  Node Interrupt Array Count : 00000000
[0D8h 0216 008h]              Timestamp Rate : 0123456789ABCDEF
[0E0h 0224 008h]                    Reserved : 0000000000000000
[0E8h 0232 008h]        Error Injection Rate : 0000000000000000

[0F0h 0240 004h]                Processor ID : 00001111
[0F4h 0244 001h]               Resource Type : 01 [TLB Resource]
[0F5h 0245 001h]                    Reserved : 00
[0F6h 0246 001h]       Flags (decoded Below) : 01
                                      Global : 1
                                      Shared : 0
[0F7h 0247 001h]                    Revision : 00
[0F8h 0248 008h] Processor Affinity Structure : 0123456789ABCDEF

[100h 0256 004h]                   TLB Level : 67676767
[104h 0260 004h]                    Reserved : 00000000

[108h 0264 001h]              Interface Type : 00 [System Register Interface]
[109h 0265 001h]                Group Format : 00
[10Ah 0266 002h]                    Reserved : 0000
[10Ch 0268 004h]       Flags (decoded below) : 00000003
                            Shared Interface : 1
                       Clear MISCx Registers : 1
                     Error Node Device Valid : 0
                               Affinity Type : 0
                   Error group Address Valid : 0
               Fault Injection Address Valid : 0
              Interrupt Config Address valid : 0
[110h 0272 008h]                     Address : 0123456789ABCDEF
[118h 0280 004h]          Error Record Index : 00000000
[11Ch 0284 004h]          Error Record Count : 00000001
[120h 0288 008h]    Error Record Implemented : 0000000000000001
[128h 0296 008h]      Error Status Reporting : 0000000000000000
[130h 0304 008h]             Addressing Mode : 0000000001111111
[138h 0312 004h]       Arm Error Node Device : 00000001
[13Ch 0316 004h]          Processor Affinity : 78ABCDEF
[140h 0320 008h]     Err-Group Register Addr : 0123456789ABCDEF
[148h 0328 008h]    Err-Inject Register Addr : 0123456789ABCDEF
[150h 0336 008h]    IRQ-Config Register Addr : 0123456789ABCDEF

[158h 0344 001h]               Subtable Type : 01 [Memory Error Node]
[159h 0345 002h]                      Length : 0080
[15Bh 0347 001h]                    Reserved : 00
[15Ch 0348 004h]        Node Specific Offset : 0000002C
[160h 0352 004h]       Node Interface Offset : 00000030
[164h 0356 004h] Node Interrupt Array Offset : 00000000
[168h 0360 004h]  Node Interrupt Array Count : 00000000
[16Ch 0364 008h]              Timestamp Rate : 0000000000000000
[174h 0372 008h]                    Reserved : 0000000000000000
[17Ch 0380 008h]        Error Injection Rate : 0123456789ABCDEF

[184h 0388 004h]       Srat Proximity Domain : 0000AAAA

[188h 0392 001h]              Interface Type : 01 [Memory Mapped Interface]
[189h 0393 001h]                Group Format : 00
[18Ah 0394 002h]                    Reserved : 0000
[18Ch 0396 004h]       Flags (decoded below) : 00000001
                            Shared Interface : 1
                       Clear MISCx Registers : 0
                     Error Node Device Valid : 0
                               Affinity Type : 0
                   Error group Address Valid : 0
               Fault Injection Address Valid : 0
              Interrupt Config Address valid : 0
[190h 0400 008h]                     Address : 0123456789ABCDEF
[198h 0408 004h]          Error Record Index : 00000000
[19Ch 0412 004h]          Error Record Count : 00000001
[1A0h 0416 008h]    Error Record Implemented : 0000000000000001
[1A8h 0424 008h]      Error Status Reporting : 0000000000000000
[1B0h 0432 008h]             Addressing Mode : 0000000001111111
[1B8h 0440 004h]       Arm Error Node Device : 00000001
[1BCh 0444 004h]          Processor Affinity : 78ABCDEF
[1C0h 0448 008h]     Err-Group Register Addr : 0123456789ABCDEF
[1C8h 0456 008h]    Err-Inject Register Addr : 0123456789ABCDEF
[1D0h 0464 008h]    IRQ-Config Register Addr : 0000000000000000

[1D8h 0472 001h]               Subtable Type : 02 [SMMU Error Node]
[1D9h 0473 002h]                      Length : 0084
[1DBh 0475 001h]                    Reserved : 00
[1DCh 0476 004h]        Node Specific Offset : 0000002C
[1E0h 0480 004h]       Node Interface Offset : 00000034
[1E4h 0484 004h] Node Interrupt Array Offset : 00000000
[1E8h 0488 004h]  Node Interrupt Array Count : 00000000
[1ECh 0492 008h]              Timestamp Rate : 0000000000000000
[1F4h 0500 008h]                    Reserved : 0000000000000000
[1FCh 0508 008h]        Error Injection Rate : 0123456789ABCDEF

[204h 0516 004h]         Iort Node Reference : 55555555
[208h 0520 004h]      Subcomponent Reference : 66666666

[20Ch 0524 001h]              Interface Type : 01 [Memory Mapped Interface]
[20Dh 0525 001h]                Group Format : 00
[20Eh 0526 002h]                    Reserved : 0000
[210h 0528 004h]       Flags (decoded below) : 00000003
                            Shared Interface : 1
                       Clear MISCx Registers : 1
                     Error Node Device Valid : 0
                               Affinity Type : 0
                   Error group Address Valid : 0
               Fault Injection Address Valid : 0
              Interrupt Config Address valid : 0
[214h 0532 008h]                     Address : 0123456789ABCDEF
[21Ch 0540 004h]          Error Record Index : 00000000
[220h 0544 004h]          Error Record Count : 00000001
[224h 0548 008h]    Error Record Implemented : 0000000000000001
[22Ch 0556 008h]      Error Status Reporting : 0000000000000000
[234h 0564 008h]             Addressing Mode : 0000000001111111
[23Ch 0572 004h]       Arm Error Node Device : 00000001
[240h 0576 004h]          Processor Affinity : 78ABCDEF
[244h 0580 008h]     Err-Group Register Addr : 0123456789ABCDEF
[24Ch 0588 008h]    Err-Inject Register Addr : 0123456789ABCDEF
[254h 0596 008h]    IRQ-Config Register Addr : 0123456789ABCDEF

[25Ch 0604 001h]               Subtable Type : 03 [Vendor-defined Error Node]
[25Dh 0605 002h]                      Length : 0098
[25Fh 0607 001h]                    Reserved : 00
[260h 0608 004h]        Node Specific Offset : 0000002C
[264h 0612 004h]       Node Interface Offset : 00000048
[268h 0616 004h] Node Interrupt Array Offset : 00000000
[26Ch 0620 004h]  Node Interrupt Array Count : 00000000
[270h 0624 008h]              Timestamp Rate : 0000000000000000
[278h 0632 008h]                    Reserved : 0000000000000000
[280h 0640 008h]        Error Injection Rate : 0123456789ABCDEF

[288h 0648 008h]                    ACPI HID : 2222222233333333
[290h 0656 004h]                    ACPI UID : 44444444
[294h 0660 010h]        Vendor Specific Data : 12 23 34 45 56 67 78 89 9A AB BC CD DE EF FF 55

[2A4h 0676 001h]              Interface Type : 01 [Memory Mapped Interface]
[2A5h 0677 001h]                Group Format : 00
[2A6h 0678 002h]                    Reserved : 0000
[2A8h 0680 004h]       Flags (decoded below) : 00000002
                            Shared Interface : 0
                       Clear MISCx Registers : 1
                     Error Node Device Valid : 0
                               Affinity Type : 0
                   Error group Address Valid : 0
               Fault Injection Address Valid : 0
              Interrupt Config Address valid : 0
[2ACh 0684 008h]                     Address : 0123456789ABCDEF
[2B4h 0692 004h]          Error Record Index : 00000000
[2B8h 0696 004h]          Error Record Count : 00000001
[2BCh 0700 008h]    Error Record Implemented : 0000000000000001
[2C4h 0708 008h]      Error Status Reporting : 0000000000000000
[2CCh 0716 008h]             Addressing Mode : 0000000001111111
[2D4h 0724 004h]       Arm Error Node Device : 00000001
[2D8h 0728 004h]          Processor Affinity : 78ABCDEF
[2DCh 0732 008h]     Err-Group Register Addr : 0123456789ABCDEF
[2E4h 0740 008h]    Err-Inject Register Addr : 0123456789ABCDEF
[2ECh 0748 008h]    IRQ-Config Register Addr : 0123456789ABCDEF

[2F4h 0756 001h]               Subtable Type : 04 [GIC Error Node]
[2F5h 0757 002h]                      Length : 009C
[2F7h 0759 001h]                    Reserved : 00
[2F8h 0760 004h]        Node Specific Offset : 0000002C
[2FCh 0764 004h]       Node Interface Offset : 00000034
[300h 0768 004h] Node Interrupt Array Offset : 00000084
[304h 0772 004h]  Node Interrupt Array Count : 00000002
[308h 0776 008h]              Timestamp Rate : 0000000000000000
[310h 0784 008h]                    Reserved : 0000000000000000
[318h 0792 008h]        Error Injection Rate : 0123456789ABCDEF

[320h 0800 004h]          GIC Interface Type : 00000003 [GIC ITS]
[324h 0804 004h]                 Instance ID : 77778888

[328h 0808 001h]              Interface Type : 00 [System Register Interface]
[329h 0809 001h]                Group Format : 00
[32Ah 0810 002h]                    Reserved : 0000
[32Ch 0812 004h]       Flags (decoded below) : 00000003
                            Shared Interface : 1
                       Clear MISCx Registers : 1
                     Error Node Device Valid : 0
                               Affinity Type : 0
                   Error group Address Valid : 0
               Fault Injection Address Valid : 0
              Interrupt Config Address valid : 0
[330h 0816 008h]                     Address : 0123456789ABCDEF
[338h 0824 004h]          Error Record Index : 00000000
[33Ch 0828 004h]          Error Record Count : 00000001
[340h 0832 008h]    Error Record Implemented : 0000000000000001
[348h 0840 008h]      Error Status Reporting : 0000000000000000
[350h 0848 008h]             Addressing Mode : 0000000001111111
[358h 0856 004h]       Arm Error Node Device : 00000001
[35Ch 0860 004h]          Processor Affinity : 78ABCDEF
[360h 0864 008h]     Err-Group Register Addr : 0123456789ABCDEF
[368h 0872 008h]    Err-Inject Register Addr : 0123456789ABCDEF
[370h 0880 008h]    IRQ-Config Register Addr : 0000000000000000

[378h 0888 001h]              Interrupt Type : 00 [Fault Handling Interrupt]
[379h 0889 002h]                    Reserved : 0000
[37Bh 0891 001h]       Flags (decoded below) : 00
                             Level Triggered : 0
[37Ch 0892 004h]                        Gsiv : AAAABBBB
[380h 0896 004h]                    Reserved : 00000000

[384h 0900 001h]              Interrupt Type : 01 [Error Recovery Interrupt]
[385h 0901 002h]                    Reserved : 0000
[387h 0903 001h]       Flags (decoded below) : 01
                             Level Triggered : 1
[388h 0904 004h]                        Gsiv : 78ABCDEF
[38Ch 0908 004h]                    Reserved : 00000000


Raw Table Data: Length 912 (0x390)

    0000: 41 45 53 54 90 03 00 00 02 05 49 4E 54 45 4C 20  // AEST......INTEL 
    0010: 54 65 6D 70 6C 61 74 65 01 00 00 00 49 4E 54 4C  // Template....INTL
    0020: 08 04 26 20 00 A0 00 00 2C 00 00 00 44 00 00 00  // ..& ....,...D...
    0030: 94 00 00 00 01 00 00 00 EF CD AB 89 67 45 23 01  // ............gE#.
    0040: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0050: CD FE 00 00 00 00 00 00 EF CD AB 89 67 45 23 01  // ............gE#.
    0060: 33 33 22 22 00 00 00 00 01 00 00 00 02 00 00 00  // 33""............
    0070: EF CD AB 89 67 45 23 01 00 00 00 00 01 00 00 00  // ....gE#.........
    0080: 01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0090: 11 11 11 01 00 00 00 00 01 00 00 00 EF CD AB 78  // ...............x
    00A0: EF CD AB 89 67 45 23 01 EF CD AB 89 67 45 23 01  // ....gE#.....gE#.
    00B0: EF CD AB 89 67 45 23 01 01 00 00 00 EF CD AB 78  // ....gE#........x
    00C0: 00 00 00 00 00 94 00 00 2C 00 00 00 44 00 00 00  // ........,...D...
    00D0: 00 00 00 00 00 00 00 00 EF CD AB 89 67 45 23 01  // ............gE#.
    00E0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    00F0: 11 11 00 00 01 00 01 00 EF CD AB 89 67 45 23 01  // ............gE#.
    0100: 67 67 67 67 00 00 00 00 00 00 00 00 03 00 00 00  // gggg............
    0110: EF CD AB 89 67 45 23 01 00 00 00 00 01 00 00 00  // ....gE#.........
    0120: 01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0130: 11 11 11 01 00 00 00 00 01 00 00 00 EF CD AB 78  // ...............x
    0140: EF CD AB 89 67 45 23 01 EF CD AB 89 67 45 23 01  // ....gE#.....gE#.
    0150: EF CD AB 89 67 45 23 01 01 80 00 00 2C 00 00 00  // ....gE#.....,...
    0160: 30 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // 0...............
    0170: 00 00 00 00 00 00 00 00 00 00 00 00 EF CD AB 89  // ................
    0180: 67 45 23 01 AA AA 00 00 01 00 00 00 01 00 00 00  // gE#.............
    0190: EF CD AB 89 67 45 23 01 00 00 00 00 01 00 00 00  // ....gE#.........
    01A0: 01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    01B0: 11 11 11 01 00 00 00 00 01 00 00 00 EF CD AB 78  // ...............x
    01C0: EF CD AB 89 67 45 23 01 EF CD AB 89 67 45 23 01  // ....gE#.....gE#.
    01D0: 00 00 00 00 00 00 00 00 02 84 00 00 2C 00 00 00  // ............,...
    01E0: 34 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // 4...............
    01F0: 00 00 00 00 00 00 00 00 00 00 00 00 EF CD AB 89  // ................
    0200: 67 45 23 01 55 55 55 55 66 66 66 66 01 00 00 00  // gE#.UUUUffff....
    0210: 03 00 00 00 EF CD AB 89 67 45 23 01 00 00 00 00  // ........gE#.....
    0220: 01 00 00 00 01 00 00 00 00 00 00 00 00 00 00 00  // ................
    0230: 00 00 00 00 11 11 11 01 00 00 00 00 01 00 00 00  // ................
    0240: EF CD AB 78 EF CD AB 89 67 45 23 01 EF CD AB 89  // ...x....gE#.....
    0250: 67 45 23 01 EF CD AB 89 67 45 23 01 03 98 00 00  // gE#.....gE#.....
    0260: 2C 00 00 00 48 00 00 00 00 00 00 00 00 00 00 00  // ,...H...........
    0270: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0280: EF CD AB 89 67 45 23 01 33 33 33 33 22 22 22 22  // ....gE#.3333""""
    0290: 44 44 44 44 12 23 34 45 56 67 78 89 9A AB BC CD  // DDDD.#4EVgx.....
    02A0: DE EF FF 55 01 00 00 00 02 00 00 00 EF CD AB 89  // ...U............
    02B0: 67 45 23 01 00 00 00 00 01 00 00 00 01 00 00 00  // gE#.............
    02C0: 00 00 00 00 00 00 00 00 00 00 00 00 11 11 11 01  // ................
    02D0: 00 00 00 00 01 00 00 00 EF CD AB 78 EF CD AB 89  // ...........x....
    02E0: 67 45 23 01 EF CD AB 89 67 45 23 01 EF CD AB 89  // gE#.....gE#.....
    02F0: 67 45 23 01 04 9C 00 00 2C 00 00 00 34 00 00 00  // gE#.....,...4...
    0300: 84 00 00 00 02 00 00 00 00 00 00 00 00 00 00 00  // ................
    0310: 00 00 00 00 00 00 00 00 EF CD AB 89 67 45 23 01  // ............gE#.
    0320: 03 00 00 00 88 88 77 77 00 00 00 00 03 00 00 00  // ......ww........
    0330: EF CD AB 89 67 45 23 01 00 00 00 00 01 00 00 00  // ....gE#.........
    0340: 01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  // ................
    0350: 11 11 11 01 00 00 00 00 01 00 00 00 EF CD AB 78  // ...............x
    0360: EF CD AB 89 67 45 23 01 EF CD AB 89 67 45 23 01  // ....gE#.....gE#.
    0370: 00 00 00 00 00 00 00 00 00 00 00 00 BB BB AA AA  // ................
    0380: 00 00 00 00 01 00 00 01 EF CD AB 78 00 00 00 00  // ...........x....
