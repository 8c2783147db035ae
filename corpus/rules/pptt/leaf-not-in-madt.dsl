/* SPDX-License-Identifier: MIT */
/*
 * PPTT rule case pptt.leaf-not-in-madt (issue 22 item 9): PPTT revision 2,
 * one physical package and leaves for the valid MADT's GICC UIDs 0-3 (every
 * CPU has its node) plus a leaf with ACPI Processor ID 7, marked valid,
 * which no GICC has: a node no CPU can use (info).
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
[0004]                  ACPI Processor ID : 00000003
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
[0004]                  ACPI Processor ID : 00000007
[0004]            Private Resource Number : 00000000
