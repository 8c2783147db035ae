/* SPDX-License-Identifier: MIT */
/*
 * aest.processor-not-in-madt: the processor node names ACPI Processor ID 9.
 * AEST revision 1 (Arm DEN0085 1.0) with one processor node for ACPI Processor ID 2
 * (a GICC UID of the valid MADT): header, processor data and cache resource, a
 * 48-byte MMIO interface and one interrupt, 128 bytes.
 * Debian 12's iasl does not know the AEST: the body is written with iasl's
 * generic data types (UINT8 ... UINT64), each commented with its field.
 */
[0004]                          Signature : "AEST"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

                               UINT8 : 00    /* Node Type (processor) */
                              UINT16 : 0080    /* Length */
                               UINT8 : 00    /* Reserved */
                              UINT32 : 0000002C    /* Offset to node-specific data */
                              UINT32 : 00000044    /* Offset to node interface */
                              UINT32 : 00000074    /* Offset to node interrupt array */
                              UINT32 : 00000001    /* Node interrupt array size */
                              UINT64 : 0000000000000000    /* Timestamp rate */
                              UINT64 : 0000000000000000    /* Reserved */
                              UINT64 : 0000000000000000    /* Error injection countdown rate */
                              UINT32 : 00000009    /* ACPI Processor ID */
                               UINT8 : 00    /* Resource type (cache) */
                               UINT8 : 00    /* Reserved */
                               UINT8 : 00    /* Flags */
                               UINT8 : 00    /* Revision */
                              UINT64 : 0000000000000000    /* Processor affinity level indicator */
                              UINT32 : 00000000    /* Cache reference */
                              UINT32 : 00000000    /* Reserved */
                               UINT8 : 01    /* Interface type (MMIO) */
                               UINT8 : 00    /* Reserved */
                              UINT16 : 0000    /* Reserved */
                              UINT32 : 00000000    /* Flags */
                              UINT64 : 0000000010000000    /* Base address */
                              UINT32 : 00000000    /* Start error record index */
                              UINT32 : 00000001    /* Number of error records */
                              UINT64 : 0000000000000001    /* Error records implemented */
                              UINT64 : 0000000000000000    /* Error record status reporting supported */
                              UINT64 : 0000000000000000    /* Addressing mode */
                               UINT8 : 01    /* Interrupt type (error recovery) */
                              UINT16 : 0000    /* Reserved */
                               UINT8 : 00    /* Interrupt flags */
                              UINT32 : 00000028    /* Interrupt GSIV */
                               UINT8 : 00    /* ITS group reference */
                               UINT8 : 00    /* Reserved */
                              UINT16 : 0000    /* Reserved */
