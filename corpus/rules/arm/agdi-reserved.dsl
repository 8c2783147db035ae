/* SPDX-License-Identifier: MIT */
/*
 * agdi.reserved-nonzero: the first Reserved byte is 2.
 * AGDI (Arm DEN0093 1.1 Table 4) signalled by SDEI event 0x40000001.
 * Debian 12's iasl does not know the AGDI: the body is written with iasl's
 * generic data types (UINT8 ... UINT64), each commented with its field.
 */
[0004]                          Signature : "AGDI"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

                               UINT8 : 00    /* Flags (SDEI signalling) */
                               UINT8 : 02    /* Reserved */
                              UINT16 : 0000    /* Reserved */
                              UINT32 : 40000001    /* SDEI event number */
                              UINT32 : 00000000    /* GSIV */
