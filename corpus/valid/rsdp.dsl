/* SPDX-License-Identifier: MIT */
/*
 * RSDP of the acpilint valid arm64 corpus system. Physical address 0x40000000.
 * iasl computes both checksums and the length.
 */
[0008]                          Signature : "RSD PTR "
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0001]                           Revision : 02
[0004]                       RSDT Address : 00000000
[0004]                             Length : 00000024
[0008]                       XSDT Address : 0000000040001000
[0001]                  Extended Checksum : 00
[0003]                           Reserved : 000000
