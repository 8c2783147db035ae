/* SPDX-License-Identifier: MIT */
/*
 * hmat.value-invalid: the locality structure's Data Type is 6 (0-5 are defined).
 */
[0004]                          Signature : "HMAT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 02
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0004]                           Reserved : 00000000

[0002]                     Structure Type : 0000 [Memory Proximity Domain Attributes]
[0002]                           Reserved : 0000
[0004]                             Length : 00000028
[0002]              Flags (decoded below) : 0001
         Processor Proximity Domain Valid : 1
[0002]                          Reserved1 : 0000
[0004] Attached Initiator Proximity Domain : 00000000
[0004]            Memory Proximity Domain : 00000000
[0004]                          Reserved2 : 00000000
[0008]                          Reserved3 : 0000000000000000
[0008]                          Reserved4 : 0000000000000000

[0002]                     Structure Type : 0001 [System Locality Latency and Bandwidth Information]
[0002]                           Reserved : 0000
[0004]                             Length : 0000002A
[0001]              Flags (decoded below) : 00
                         Memory Hierarchy : 0
[0001]                          Data Type : 06
[0002]                          Reserved1 : 0000
[0004]      Initiator Proximity Domains # : 00000001
[0004]         Target Proximity Domains # : 00000001
[0004]                          Reserved2 : 00000000
[0008]                    Entry Base Unit : 0000000000000064
[0004]    Initiator Proximity Domain List : 00000000
[0004]       Target Proximity Domain List : 00000000
[0002]                              Entry : 000A

[0002]                     Structure Type : 0002 [Memory Side Cache Information]
[0002]                           Reserved : 0000
[0004]                             Length : 00000022
[0004]            Memory Proximity Domain : 00000000
[0004]                          Reserved1 : 00000000
[0008]             Memory Side Cache Size : 0000000000100000
[0004]   Cache Attributes (decoded below) : 00401111
                       Total Cache Levels : 1
                              Cache Level : 1
                      Cache Associativity : 1
                             Write Policy : 1
                          Cache Line Size : 0040
[0002]                          Reserved2 : 0000
[0002]                    SMBIOS Handle # : 0001
[0002]                      SMBIOS Handle : 0000
