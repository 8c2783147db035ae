/* SPDX-License-Identifier: MIT */
/*
 * The other side of the PPTT rule cases (issue 22 item 9): PPTT revision 2,
 * one physical package (flags 0x1) at 0x24 and a leaf (flags 0x0A: ACPI
 * Processor ID valid, Node is a Leaf) for each of the valid MADT's enabled
 * GICC UIDs 0-3: acpi_find_processor_node() finds every CPU's node, so
 * neither pptt.gicc-without-leaf nor pptt.leaf-not-in-madt fires.
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
