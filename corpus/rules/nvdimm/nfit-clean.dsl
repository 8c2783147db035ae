/* SPDX-License-Identifier: MIT */
/*
 * Quiet case of the nfit.* rules: one NVDIMM (handle 1) behind a 1 GiB persistent memory
 * SPA range (index 1), its region mapping, control region with one block control window, its
 * block data window and one flush hint.
 */
[0004]                          Signature : "NFIT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0004]                           Reserved : 00000000

[0002]                      Subtable Type : 0000 [System Physical Address Range]
[0002]                             Length : 0038
[0002]                        Range Index : 0001
[0002]              Flags (decoded below) : 0002
                Add/Online Operation Only : 0
                   Proximity Domain Valid : 1
[0004]                           Reserved : 00000000
[0004]                   Proximity Domain : 00000000
[0016]                   Region Type GUID : 66F0D379-B4F3-4074-AC43-0D3318B78CDB
[0008]                 Address Range Base : 0000008000000000
[0008]               Address Range Length : 0000000040000000
[0008]               Memory Map Attribute : 0000000000008008

[0002]                      Subtable Type : 0001 [Memory Range Map]
[0002]                             Length : 0030
[0004]                      Device Handle : 00000001
[0002]                        Physical Id : 0000
[0002]                          Region Id : 0000
[0002]                        Range Index : 0001
[0002]               Control Region Index : 0001
[0008]                        Region Size : 0000000040000000
[0008]                      Region Offset : 0000000000000000
[0008]                Address Region Base : 0000000000000000
[0002]                   Interleave Index : 0000
[0002]                    Interleave Ways : 0001
[0002]                              Flags : 0000
                    Save to device failed : 0
               Restore from device failed : 0
                    Platform flush failed : 0
                         Device not armed : 0
                   Health events observed : 0
                    Health events enabled : 0
                           Mapping failed : 0
[0002]                           Reserved : 0000

[0002]                      Subtable Type : 0004 [NVDIMM Control Region]
[0002]                             Length : 0050
[0002]                       Region Index : 0001
[0002]                          Vendor Id : 8086
[0002]                          Device Id : 0001
[0002]                        Revision Id : 0001
[0002]                Subsystem Vendor Id : 8086
[0002]                Subsystem Device Id : 0001
[0002]              Subsystem Revision Id : 0001
[0001]                       Valid Fields : 01
[0001]             Manufacturing Location : 00
[0002]                 Manufacturing Date : 0000
[0002]                           Reserved : 0000
[0004]                      Serial Number : 12345678
[0002]                               Code : 0201
[0002]                       Window Count : 0001
[0008]                        Window Size : 0000000000002000
[0008]                     Command Offset : 0000000000000000
[0008]                       Command Size : 0000000000000008
[0008]                      Status Offset : 0000000000001000
[0008]                        Status Size : 0000000000000004
[0002]                              Flags : 0000
                         Windows buffered : 0
[0006]                          Reserved1 : 000000000000

[0002]                      Subtable Type : 0005 [NVDIMM Block Data Window Region]
[0002]                             Length : 0028
[0002]                       Region Index : 0001
[0002]                       Window Count : 0001
[0008]                             Offset : 0000000000000000
[0008]                               Size : 0000000000002000
[0008]                           Capacity : 0000000040000000
[0008]                      Start Address : 0000000000000000

[0002]                      Subtable Type : 0006 [Flush Hint Address]
[0002]                             Length : 0018
[0004]                      Device Handle : 00000001
[0002]                         Hint Count : 0001
[0006]                           Reserved : 000000000000
[0008]                       Hint Address : 0000000010000000
