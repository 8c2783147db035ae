/* SPDX-License-Identifier: MIT */
/*
 * viot.subtable-truncated: the IOMMU node claims 32 bytes where 16 remain.
 * Debian 12's iasl does not know the VIOT: the body is written with iasl's
 * generic data types (UINT8 ... UINT64), each commented with its field.
 */
[0004]                          Signature : "VIOT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

                               UINT16 : 0002    /* Node Count */
                               UINT16 : 0030    /* Node Offset */
                               UINT64 : 0000000000000000    /* Reserved */

                                UINT8 : 01    /* PCI Range: Type */
                                UINT8 : 00    /* Reserved */
                               UINT16 : 0018    /* Length */
                               UINT32 : 00000000    /* Endpoint Start */
                               UINT16 : 0000    /* PCI Segment Start */
                               UINT16 : 0000    /* PCI Segment End */
                               UINT16 : 0000    /* PCI BDF Start */
                               UINT16 : 00FF    /* PCI BDF End: bus 0 */
                               UINT16 : 0048    /* Output Node: the IOMMU at 0x48 */
                               UINT16 : 0000    /* Reserved */
                               UINT32 : 00000000    /* Reserved */

                                UINT8 : 03    /* virtio-pci IOMMU: Type */
                                UINT8 : 00    /* Reserved */
                               UINT16 : 0020    /* Length */
                               UINT16 : 0000    /* PCI Segment */
                               UINT16 : 0008    /* PCI BDF Number: 00:01.0 */
                               UINT64 : 0000000000000000    /* Reserved */
