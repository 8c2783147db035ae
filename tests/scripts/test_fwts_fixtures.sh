#!/bin/bash
# SPDX-License-Identifier: MIT
# FWTS's own table fixtures, every table of ../shared/reference/fwts-test (issue 24, second
# "Done when"; tests/fwts-oracle/fixtures.py and fixtures.tsv): each -0002 input FWTS fails
# gets a content finding on its table at warning or above, each -0001 input FWTS passes no
# error on it but the justified ones.  Skips when ../shared is absent.
# Usage: bash test_fwts_fixtures.sh ACPILINT_BIN CORPUS_BUILD_DIR SOURCE_DIR SHARED_CORPUS_DIR
set -u
exec python3 "$3/tests/fwts-oracle/fixtures.py" --acpilint "$1" --ref "$4/../../reference/fwts-test"
