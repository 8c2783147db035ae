#!/bin/bash
# SPDX-License-Identifier: MIT
# The FWTS oracle (tests/fwts-oracle/README.md): FWTS's verdicts, recorded once by running
# FWTS (arm64, under qemu-user) on every real machine, FWTS fixture, edk2-built machine and
# corpus case, are replayed against acpilint: every recorded FWTS table failure must be
# predicted by a finding of a rule rules/fwts-map.tsv maps its label to, explained there
# (n/a, with why), or listed in tests/fwts-oracle/unpredicted.allow (the work left).
# Inputs under ../shared are skipped with the reason when it is absent.
# Usage: bash test_fwts_oracle_replay.sh ACPILINT_BIN CORPUS_BUILD_DIR SOURCE_DIR SHARED_CORPUS_DIR
set -u
exec python3 "$3/tests/fwts-oracle/replay.py" --acpilint "$1" --corpus "$2" --shared "$4/../.."
