/* SPDX-License-Identifier: MIT */
/* The valid RSDP with RsdtAddress 0x40010000 (arm64 uses only the XSDT). */
[0008]                          Signature : "RSD PTR "
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0001]                           Revision : 02
[0004]                       RSDT Address : 40010000
[0004]                             Length : 00000024
[0008]                       XSDT Address : 0000000040001000
[0001]                  Extended Checksum : 00
[0003]                           Reserved : 000000
