/* SPDX-License-Identifier: MIT */
/*
 * PPTT rule case pptt.gicc-without-leaf (issue 22 item 9): PPTT revision 2,
 * one physical package (flags 0x1) at 0x24 and leaves (flags 0x0A: ACPI
 * Processor ID valid, Node is a Leaf) for the valid MADT's GICC UIDs 0, 1
 * and 2 only: the enabled GICC with UID 3 has no leaf, so Linux logs "PPTT
 * table found, but unable to locate core 3" and resets the topology.
 */
[0004]                          Signature : "PPTT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 02
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0001]                      Subtable Type : 00 [Processor Hierarchy Node]
[0001]                             Length : 14
[0002]                           Reserved : 0000
[0004]              Flags (decoded below) : 00000001
                     Physical package : 1
              ACPI Processor ID valid : 0
                Processor is a thread : 0
                       Node is a leaf : 0
             Identical Implementation : 0
[0004]                             Parent : 00000000
[0004]                  ACPI Processor ID : 00000000
[0004]            Private Resource Number : 00000000

[0001]                      Subtable Type : 00 [Processor Hierarchy Node]
[0001]                             Length : 14
[0002]                           Reserved : 0000
[0004]              Flags (decoded below) : 0000000A
                     Physical package : 0
              ACPI Processor ID valid : 1
                Processor is a thread : 0
                       Node is a leaf : 1
             Identical Implementation : 0
[0004]                             Parent : 00000024
[0004]                  ACPI Processor ID : 00000000
[0004]            Private Resource Number : 00000000

[0001]                      Subtable Type : 00 [Processor Hierarchy Node]
[0001]                             Length : 14
[0002]                           Reserved : 0000
[0004]              Flags (decoded below) : 0000000A
                     Physical package : 0
              ACPI Processor ID valid : 1
                Processor is a thread : 0
                       Node is a leaf : 1
             Identical Implementation : 0
[0004]                             Parent : 00000024
[0004]                  ACPI Processor ID : 00000001
[0004]            Private Resource Number : 00000000

[0001]                      Subtable Type : 00 [Processor Hierarchy Node]
[0001]                             Length : 14
[0002]                           Reserved : 0000
[0004]              Flags (decoded below) : 0000000A
                     Physical package : 0
              ACPI Processor ID valid : 1
                Processor is a thread : 0
                       Node is a leaf : 1
             Identical Implementation : 0
[0004]                             Parent : 00000024
[0004]                  ACPI Processor ID : 00000002
[0004]            Private Resource Number : 00000000
