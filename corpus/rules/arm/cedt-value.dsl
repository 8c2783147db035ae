/* SPDX-License-Identifier: MIT */
/*
 * cedt.value-invalid: the CXL 2.0 host bridge describes an 8 KiB register block
 * (the size of a CXL 1.1 RCRB).
 * Debian 12's iasl does not know the CEDT: the body is written with iasl's
 * generic data types (UINT8 ... UINT64), each commented with its field.
 */
[0004]                          Signature : "CEDT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

                               UINT8 : 00    /* CHBS: Type */
                               UINT8 : 00    /* Reserved */
                              UINT16 : 0020    /* Length */
                              UINT32 : 00000007    /* UID of the host bridge */
                              UINT32 : 00000001    /* CXL Version */
                              UINT32 : 00000000    /* Reserved */
                              UINT64 : 0000004000000000    /* Base */
                              UINT64 : 0000000000002000    /* Length of the register block */

                               UINT8 : 01    /* CFMWS: Type */
                               UINT8 : 00    /* Reserved */
                              UINT16 : 0028    /* Length: 36 + one target */
                              UINT32 : 00000000    /* Reserved */
                              UINT64 : 0000010000000000    /* Base HPA */
                              UINT64 : 0000000040000000    /* Window Size */
                               UINT8 : 00    /* Encoded Interleave Ways: 1 */
                               UINT8 : 00    /* Interleave Arithmetic: modulo */
                              UINT16 : 0000    /* Reserved */
                              UINT32 : 00000000    /* Host Bridge Interleave Granularity: 256 bytes */
                              UINT16 : 0006    /* Window Restrictions: volatile, persistent */
                              UINT16 : 0000    /* QTG ID */
                              UINT32 : 00000007    /* Interleave target: the host bridge */
