/* SPDX-License-Identifier: MIT */
/* The valid XSDT listing an eighth table (at 0x4000A000) that the system does not hold. */
[0004]                          Signature : "XSDT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0008]             ACPI Table Address   0 : 0000000040002000
[0008]             ACPI Table Address   1 : 0000000040005000
[0008]             ACPI Table Address   2 : 0000000040006000
[0008]             ACPI Table Address   3 : 0000000040007000
[0008]             ACPI Table Address   4 : 0000000040008000
[0008]             ACPI Table Address   5 : 0000000040009000
[0008]             ACPI Table Address   6 : 0000000040004000
[0008]             ACPI Table Address   7 : 000000004000A000
