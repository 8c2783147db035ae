/* SPDX-License-Identifier: MIT */
/*
 * apmt.value-invalid: the Node Type is 6 (0-4 defined).
 * APMT (Arm DEN0117) with one 56-byte memory controller PMU node whose processor
 * affinity is ACPI Processor UID 1 of the valid MADT.
 * Debian 12's iasl does not know the APMT: the body is written with iasl's
 * generic data types (UINT8 ... UINT64), each commented with its field.
 */
[0004]                          Signature : "APMT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 00
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

                              UINT16 : 0038    /* Length */
                               UINT8 : 00    /* Node flags */
                               UINT8 : 06    /* Node type (memory controller) */
                              UINT32 : 00000000    /* Identifier */
                              UINT64 : 0000000000000000    /* Node instance primary */
                              UINT32 : 00000000    /* Node instance secondary */
                              UINT64 : 0000000030000000    /* Base address 0 */
                              UINT64 : 0000000000000000    /* Base address 1 */
                              UINT32 : 000000C8    /* Overflow interrupt */
                              UINT32 : 00000000    /* Reserved */
                              UINT32 : 00000000    /* Overflow interrupt flags */
                              UINT32 : 00000001    /* Processor affinity */
                              UINT32 : 00000000    /* Implementation ID */
