/* SPDX-License-Identifier: MIT */
/*
 * Quiet case of sdei.length-invalid: the SDEI is its 36-byte header.
 */
[0004]                          Signature : "SDEI"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

