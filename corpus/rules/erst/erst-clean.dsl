/* SPDX-License-Identifier: MIT */
/*
 * Quiet case of the ERST rules: an ERST whose two entries are BEGIN_WRITE_OPERATION
 * and END_OPERATION (0x04), each a WRITE_REGISTER_VALUE (0x03) to a 64-bit system memory
 * register, flags and reserved fields zero.
 */
[0004]                          Signature : "ERST"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0004]        Serialization Header Length : 00000030
[0004]                           Reserved : 00000000
[0004]            Instruction Entry Count : 00000002

[0001]                             Action : 00
[0001]                        Instruction : 03
[0001]              Flags (decoded below) : 00
                   Preserve Register Bits : 0
[0001]                           Reserved : 00

[0012]                    Register Region : [Generic Address Structure]
[0001]                           Space ID : 00
[0001]                          Bit Width : 40
[0001]                         Bit Offset : 00
[0001]               Encoded Access Width : 04
[0008]                            Address : 0000000090000000

[0008]                              Value : 0000000000000001
[0008]                               Mask : FFFFFFFFFFFFFFFF

[0001]                             Action : 04
[0001]                        Instruction : 03
[0001]              Flags (decoded below) : 00
                   Preserve Register Bits : 0
[0001]                           Reserved : 00

[0012]                    Register Region : [Generic Address Structure]
[0001]                           Space ID : 00
[0001]                          Bit Width : 40
[0001]                         Bit Offset : 00
[0001]               Encoded Access Width : 04
[0008]                            Address : 0000000090000008

[0008]                              Value : 0000000000000001
[0008]                               Mask : FFFFFFFFFFFFFFFF
