/* SPDX-License-Identifier: MIT */
/*
 * mpam.subtable-truncated: the MSC node's Length (200) runs past the table.
 * MPAM (Arm DEN0065) with one MMIO MSC node of 96 bytes holding one resource node
 * that locates an ACPI device (no other table named).
 * Debian 12's iasl does not know the MPAM: the body is written with iasl's
 * generic data types (UINT8 ... UINT64), each commented with its field.
 */
[0004]                          Signature : "MPAM"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

                              UINT16 : 00C8    /* MSC Length */
                               UINT8 : 00    /* Interface type (MMIO) */
                               UINT8 : 00    /* Reserved */
                              UINT32 : 00000001    /* Identifier */
                              UINT64 : 0000000020000000    /* Base address */
                              UINT32 : 00004000    /* MMIO size */
                              UINT32 : 00000000    /* Overflow interrupt */
                              UINT32 : 00000000    /* Overflow interrupt flags */
                              UINT32 : 00000000    /* Reserved */
                              UINT32 : 00000000    /* Overflow interrupt affinity */
                              UINT32 : 00000000    /* Error interrupt */
                              UINT32 : 00000000    /* Error interrupt flags */
                              UINT32 : 00000000    /* Reserved */
                              UINT32 : 00000000    /* Error interrupt affinity */
                              UINT32 : 00000032    /* MAX_NRDY_USEC */
                              UINT64 : 0000000000000000    /* Hardware ID of linked device */
                              UINT32 : 00000000    /* Instance ID of linked device */
                              UINT32 : 00000001    /* Number of resource nodes */
                              UINT32 : 00000001    /* Resource identifier */
                               UINT8 : 00    /* RIS index */
                              UINT16 : 0000    /* Reserved */
                               UINT8 : 04    /* Locator type (ACPI device) */
                              UINT64 : 0000000000000000    /* Descriptor1: ACPI HID */
                              UINT32 : 00000000    /* Descriptor2: ACPI UID */
                              UINT32 : 00000000    /* Number of functional dependencies */
