# SPDX-License-Identifier: MIT
# Minimal bad inputs for the MCFG rules (rules/mcfg.yaml, src/check/mcfg_rules.c).
# Valid MCFG (corpus/valid/mcfg.dsl): Reserved 0x24, one record at 0x2C: base
# 0x4010000000 (bytes 0x2C-0x33), segment 0x34, start bus 0x36, end bus 0x37, reserved 0x38.
# Base 0x4010000000 -> 0.
rule_case(mcfg.base-zero MCFG set 0x2F 0 set 0x30 0 fixsum)
# Buses 0-255 -> 16-15.
rule_case(mcfg.bus-range-invalid MCFG set 0x36 0x10 set 0x37 0x0F fixsum)
# Record reserved field 0 -> 1.
rule_case(mcfg.reserved-nonzero MCFG set 0x38 1 fixsum)
# Length 60 -> 56 (file cut too): 12 bytes of a record remain (no-entries warns as well).
rule_case(mcfg.trailing-bytes MCFG truncate 0x38 setlen32 4 0x38 fixsum)
# Length 60 -> 44: the reserved bytes and no record.
rule_case(mcfg.no-entries MCFG truncate 0x2C setlen32 4 0x2C fixsum)
# A second record for buses 128-255 of segment 0.
rule_case_source(mcfg.overlap MCFG ${CORPUS_SRC}/rules/mcfg/overlap.dsl)
