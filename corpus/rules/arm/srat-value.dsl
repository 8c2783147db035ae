/* SPDX-License-Identifier: MIT */
/*
 * srat.value-invalid: the generic initiator's Device Handle Type is 2.
 * SRAT: the valid MADT's four GICCs (UIDs 0-3), its ITS 0, 1 GiB of memory and a PCI
 * generic initiator (segment 0, bus 8), all in proximity domain 0.
 */
[0004]                          Signature : "SRAT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 03
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0004]                     Table Revision : 00000001
[0008]                           Reserved : 0000000000000000

[0001]                      Subtable Type : 03 [GICC Affinity]
[0001]                             Length : 12
[0004]                   Proximity Domain : 00000000
[0004]                 Acpi Processor UID : 00000000
[0004]              Flags (decoded below) : 00000001
                                  Enabled : 1
[0004]                       Clock Domain : 00000000

[0001]                      Subtable Type : 03 [GICC Affinity]
[0001]                             Length : 12
[0004]                   Proximity Domain : 00000000
[0004]                 Acpi Processor UID : 00000001
[0004]              Flags (decoded below) : 00000001
                                  Enabled : 1
[0004]                       Clock Domain : 00000000

[0001]                      Subtable Type : 03 [GICC Affinity]
[0001]                             Length : 12
[0004]                   Proximity Domain : 00000000
[0004]                 Acpi Processor UID : 00000002
[0004]              Flags (decoded below) : 00000001
                                  Enabled : 1
[0004]                       Clock Domain : 00000000

[0001]                      Subtable Type : 03 [GICC Affinity]
[0001]                             Length : 12
[0004]                   Proximity Domain : 00000000
[0004]                 Acpi Processor UID : 00000003
[0004]              Flags (decoded below) : 00000001
                                  Enabled : 1
[0004]                       Clock Domain : 00000000

[0001]                      Subtable Type : 04 [GIC ITS Affinity]
[0001]                             Length : 0C
[0004]                   Proximity Domain : 00000000
[0002]                           Reserved : 0000
[0004]                             ITS ID : 00000000

[0001]                      Subtable Type : 01 [Memory Affinity]
[0001]                             Length : 28
[0004]                   Proximity Domain : 00000000
[0002]                          Reserved1 : 0000
[0008]                       Base Address : 0000000040000000
[0008]                     Address Length : 0000000040000000
[0004]                          Reserved2 : 00000000
[0004]              Flags (decoded below) : 00000001
                                  Enabled : 1
                            Hot Pluggable : 0
                             Non-Volatile : 0
[0008]                          Reserved3 : 0000000000000000

[0001]                      Subtable Type : 05 [Generic Initiator Affinity]
[0001]                             Length : 20
[0001]                          Reserved1 : 00
[0001]                 Device Handle Type : 02
[0004]                   Proximity Domain : 00000000
[0016]                      Device Handle : 00 00 08 00 00 00 00 00 00 00 00 00 00 00 00 00
[0004]              Flags (decoded below) : 00000001
                                  Enabled : 1
[0004]                          Reserved2 : 00000000
