/* SPDX-License-Identifier: MIT */
/*
 * fpdt.boot-pointer-count: two boot performance table pointer records.
 */
[0004]                          Signature : "FPDT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0002]                      Subtable Type : 0000
[0001]                             Length : 10
[0001]                           Revision : 01
[0004]                           Reserved : 00000000
[0008]           FPDT Boot Record Address : 0000000080001000

[0002]                      Subtable Type : 0000
[0001]                             Length : 10
[0001]                           Revision : 01
[0004]                           Reserved : 00000000
[0008]           FPDT Boot Record Address : 0000000080003000
