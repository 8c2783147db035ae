/* SPDX-License-Identifier: MIT */
/*
 * pcct.slave-without-platform-interrupt: the PCCT's Platform Interrupt flag is clear.
 * PCCT revision 2 with a generic subspace and an extended PCC slave subspace (type 4),
 * registers in system memory.
 */
[0004]                          Signature : "PCCT"
[0004]                       Table Length : 00000000
[0001]                           Revision : 02
[0001]                           Checksum : 00
[0006]                             Oem ID : "ALINT "
[0008]                       Oem Table ID : "CORPUS01"
[0004]                       Oem Revision : 00000001
[0004]                    Asl Compiler ID : "INTL"
[0004]              Asl Compiler Revision : 20200925

[0004]              Flags (decoded below) : 00000000
                                 Platform : 0
[0008]                           Reserved : 0000000000000000

[0001]                      Subtable Type : 00 [Generic Communications Subspace]
[0001]                             Length : 3E

[0006]                           Reserved : 000000000000
[0008]                       Base Address : 0000000080000000
[0008]                     Address Length : 0000000000001000

[0012]                  Doorbell Register : [Generic Address Structure]
[0001]                           Space ID : 00
[0001]                          Bit Width : 20
[0001]                         Bit Offset : 00
[0001]               Encoded Access Width : 03 [DWord Access:32]
[0008]                            Address : 0000000090000000

[0008]                      Preserve Mask : 0000000000000000
[0008]                         Write Mask : 0000000000000001
[0004]                    Command Latency : 000003E8
[0004]                Maximum Access Rate : 00000000
[0002]            Minimum Turnaround Time : 0000

[0001]                      Subtable Type : 04 [Extended PCC Slave Subspace]
[0001]                             Length : A4

[0004]                 Platform Interrupt : 00000030
[0001]              Flags (Decoded Below) : 00
                                 Polarity : 0
                                     Mode : 0
[0001]                           Reserved : 00
[0008]                       Base Address : 0000000080001000
[0004]                     Address Length : 00001000

[0012]                   Doorbell Register : [Generic Address Structure]
[0001]                           Space ID : 00 [SystemMemory]
[0001]                          Bit Width : 20
[0001]                         Bit Offset : 00
[0001]               Encoded Access Width : 03 [DWord Access:32]
[0008]                            Address : 0000000090001000

[0008]                      Preserve Mask : 0000000000000000
[0008]                         Write Mask : 0000000000000001
[0004]                    Command Latency : 000003E8
[0004]                Maximum Access Rate : 00000000
[0004]            Minimum Turnaround Time : 00000000

[0012]               Platform ACK Register : [Generic Address Structure]
[0001]                           Space ID : 00 [SystemMemory]
[0001]                          Bit Width : 20
[0001]                         Bit Offset : 00
[0001]               Encoded Access Width : 03 [DWord Access:32]
[0008]                            Address : 0000000090001000

[0008]                  ACK Preserve Mask : 0000000000000000
[0008]                       ACK Set Mask : 0000000000000001
[0008]                           Reserved : 0000000000000000

[0012]           Command Complete Register : [Generic Address Structure]
[0001]                           Space ID : 00 [SystemMemory]
[0001]                          Bit Width : 20
[0001]                         Bit Offset : 00
[0001]               Encoded Access Width : 03 [DWord Access:32]
[0008]                            Address : 0000000090001000

[0008]        Command Complete Check Mask : 0000000000000001

[0012]             Command Update Register : [Generic Address Structure]
[0001]                           Space ID : 00 [SystemMemory]
[0001]                          Bit Width : 20
[0001]                         Bit Offset : 00
[0001]               Encoded Access Width : 03 [DWord Access:32]
[0008]                            Address : 0000000090001000

[0008]       Command Update Preserve Mask : 0000000000000000
[0008]            Command Update Set Mask : 0000000000000001

[0012]               Error Status Register : [Generic Address Structure]
[0001]                           Space ID : 00 [SystemMemory]
[0001]                          Bit Width : 20
[0001]                         Bit Offset : 00
[0001]               Encoded Access Width : 03 [DWord Access:32]
[0008]                            Address : 0000000090001000

[0008]                  Error Status Mask : 0000000000000000
