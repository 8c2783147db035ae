# SPDX-License-Identifier: MIT
# Minimal bad inputs for the GAS rules (rules/gas.yaml, src/check/gas_rules.c).  The valid
# SPCR's base address GAS is at 0x28 (space, width 32, offset, access size at 0x2B, address
# 0x09000000 at 0x2C); the valid FADT's SLEEP_CONTROL_REG GAS is at 244 and
# SLEEP_STATUS_REG at 256, both all zero (not provided).  gas.apei-register-invalid needs a
# HEST, EINJ or ERST, which the valid system has not: tests/unit/test_rules_gas.c.
# Access size 3 (dword) -> 0x20, the bit width written in the wrong field (Snapdragon laptops).
rule_case(gas.access-size-invalid SPCR set 0x2B 0x20 fixsum)
# SLEEP_CONTROL_REG in address space 0x20 (reserved), 8 bits, byte access, address 0x10.
rule_case(gas.space-id-reserved FACP set 244 0x20 set 245 8 set 247 1 set 248 0x10 fixsum)
# SLEEP_STATUS_REG in memory at 0x1000: bits 6..17 do not fit in one byte access.
rule_case(gas.bit-range-invalid FACP set 256 0 set 257 12 set 258 6 set 259 1 set 261 0x10 fixsum)
# The SPCR UART at 0x09000002, 32-bit register: not aligned (the SPCR/DBG2 and namespace
# cross-checks warn that no port is at that address).
rule_case(gas.address-misaligned SPCR set 0x2C 0x02 fixsum)
