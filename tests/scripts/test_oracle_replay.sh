#!/bin/bash
# SPDX-License-Identifier: MIT
# The oracle (tests/oracle/README.md): every boot of the real Linux 6.1 and 6.12 kernels
# recorded in tests/oracle/cases is replayed through `acpilint --simulate --format json`;
# the model must agree on every decision field and decision line (tests/oracle/replay.py
# prints the per-case diff and the agreement table).
# Usage: bash test_oracle_replay.sh ACPILINT_BIN CORPUS_BUILD_DIR SOURCE_DIR SHARED_CORPUS_DIR
set -u
exec python3 "$3/tests/oracle/replay.py" --acpilint "$1" --table
