# SPDX-License-Identifier: MIT
# Minimal bad inputs for the GTDT rules (rules/gtdt.yaml, src/check/gtdt_rules.c).
# Valid GTDT offsets (corpus/valid/gtdt.dsl): CntControlBase 0x24, Reserved 0x2C,
# timers GSIV/flags at 0x30/0x34 (secure EL1), 0x38/0x3C (non-secure EL1),
# 0x40/0x44 (virtual), 0x48/0x4C (EL2), CntReadBase 0x50, PlatformTimerCount
# 0x58, PlatformTimerOffset 0x5C; watchdog at 0x68: Type 0x68, Length 0x69,
# Reserved 0x6B, refresh frame 0x6C, control frame 0x74, GSIV 0x7C, flags 0x80.
# Virtual timer GSIV 27 -> 40 (an SPI).
rule_case(gtdt.timer-gsiv-not-ppi GTDT set 0x40 40 fixsum)
# Non-secure EL1 timer GSIV 30 -> 0.
rule_case(gtdt.timer-gsiv-missing GTDT set 0x38 0 fixsum)
# EL2 timer GSIV 26 -> 0.
rule_case(gtdt.el2-timer-gsiv-missing GTDT set 0x48 0 fixsum)
# Reserved (ex Global Flags) 0 -> 1.
rule_case(gtdt.reserved-nonzero GTDT set 0x2C 1 fixsum)
# Secure EL1 timer flags: reserved bit 3 set.
rule_case(gtdt.flags-reserved GTDT set 0x34 0x08 fixsum)
# CntControlBase 0xFFFFFFFFFFFFFFFF -> 0xFFFFFFFFFFFFFF00: not absent, not 4 KiB aligned.
rule_case(gtdt.counter-base-invalid GTDT set 0x24 0x00 fixsum)
# PlatformTimerOffset 0x68 -> 0x60: inside the 104 fixed bytes of revision 3.
rule_case(gtdt.platform-timer-offset-invalid GTDT set 0x5C 0x60 fixsum)
# PlatformTimerCount 1 -> 2: the second structure would start at the table end.
rule_case(gtdt.platform-timer-truncated GTDT set 0x58 2 fixsum)
# Watchdog Type 1 -> 5 (reserved).
rule_case(gtdt.platform-timer-type-unknown GTDT set 0x68 5 fixsum)
# PlatformTimerCount 1 -> 0: the 28 watchdog bytes are described by nothing.
rule_case(gtdt.trailing-bytes GTDT set 0x58 0 fixsum)
# PlatformTimerCount 0 and the watchdog's 28 bytes zeroed: zero padding after the fixed part.
rule_case(gtdt.trailing-padding GTDT set 0x58 0 set 0x68 0 set 0x69 0 set 0x6A 0 set 0x6B 0 set 0x6C 0 set 0x6D 0 set 0x6E 0 set 0x6F 0 set 0x70 0 set 0x71 0 set 0x72 0 set 0x73 0 set 0x74 0 set 0x75 0 set 0x76 0 set 0x77 0 set 0x78 0 set 0x79 0 set 0x7A 0 set 0x7B 0 set 0x7C 0 set 0x7D 0 set 0x7E 0 set 0x7F 0 set 0x80 0 set 0x81 0 set 0x82 0 set 0x83 0 fixsum)
# Watchdog Length 28 -> 24: not the 28 bytes of a watchdog (4 bytes are left over: a warning).
rule_case(gtdt.watchdog-length GTDT set 0x69 0x18 fixsum)
# Watchdog refresh frame 0x2A440000 -> 0.
rule_case(gtdt.platform-timer-base-zero GTDT set 0x6E 0 set 0x6F 0 fixsum)
# Watchdog GSIV 93 -> 20 (a PPI number).
rule_case(gtdt.platform-timer-gsiv-invalid GTDT set 0x7C 20 fixsum)
# GT Block cases: the valid GTDT with the watchdog replaced by a GT Block.
rule_case_source(gtdt.gt-block-timer-count GTDT ${CORPUS_SRC}/rules/gtdt/gt-block-timer-count.dsl)
rule_case_source(gtdt.gt-frame-number GTDT ${CORPUS_SRC}/rules/gtdt/gt-frame-number.dsl)
rule_case_source(gtdt.gt-block-length GTDT ${CORPUS_SRC}/rules/gtdt/gt-block-length.dsl)
