/* SPDX-License-Identifier: MIT */
/*
 * Quiet case of the tpm2.* rules.
 * A revision 4 TPM2 of 76 bytes: a client TPM behind a CRB (Start Method 7) with its
 * 64 KiB event log.
 */
[0004]                          Signature : "TPM2"
[0004]                       Table Length : 00000000
[0001]                           Revision : 04
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0002]                     Platform Class : 0000
[0002]                           Reserved : 0000
[0008]                    Control Address : 00000000FED40040
[0004]                       Start Method : 07

[0012]                  Method Parameters : 00 00 00 00 00 00 00 00 00 00 00 00
[0004]                 Minimum Log Length : 00010000
[0008]                        Log Address : 00000000FFF00000
