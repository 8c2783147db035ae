/* SPDX-License-Identifier: MIT */
/*
 * tables.recommended-missing (issue 22 item 2): the valid system plus an SDEI
 * table, which shows firmware-first RAS (errors signalled through TF-A's
 * Software Delegated Exception Interface): BERT and HEST, recommended "if
 * RAS support is provided by the platform", are then missing.  The valid
 * system alone shows no RAS: there the two are not judged
 * (tables.feature-unknown, info).
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
