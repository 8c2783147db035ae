/* SPDX-License-Identifier: MIT */
/*
 * csrt.resource-type-unknown: the third descriptor's type is 5, reserved.
 * One resource group (an Intel-style DMA controller: iasl 20200925 compiles every group with
 * its 28-byte shared info) of 24 + 28 + 3 x 12 = 88 bytes: the controller (type 3
 * subtype 1), one channel (type 3 subtype 0) and a Platform Security resource (type 4
 * subtype 1, CSRT version 2, as the Snapdragon laptops have).
 */
[0004]                          Signature : "CSRT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 01
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0004]                             Length : 00000058
[0004]                          Vendor ID : 4C544E49
[0004]                       Subvendor ID : 00000000
[0002]                          Device ID : 9C60
[0002]                       Subdevice ID : 0000
[0002]                           Revision : 0001
[0002]                           Reserved : 0000
[0004]                 Shared Info Length : 0000001C

[0002]                      Major Version : 0001
[0002]                      Minor Version : 0000
[0004]              MMIO Base Address Low : 09000000
[0004]             MMIO Base Address High : 00000000
[0004]                      GSI Interrupt : 0000002A
[0001]                 Interrupt Polarity : 02
[0001]                     Interrupt Mode : 00
[0001]                       Num Channels : 01
[0001]                  DMA Address Width : 20
[0002]                  Base Request Line : 0000
[0002]              Num Handshake Signals : 0010
[0004]                     Max Block Size : 00000FFF

[0004]                             Length : 0000000C
[0002]                               Type : 0003
[0002]                            Subtype : 0001
[0004]                                UID : 20495053

[0004]                             Length : 0000000C
[0002]                               Type : 0003
[0002]                            Subtype : 0000
[0004]                                UID : 30414843

[0004]                             Length : 0000000C
[0002]                               Type : 0005
[0002]                            Subtype : 0000
[0004]                                UID : 00000001
