#!/bin/bash
# SPDX-License-Identifier: MIT
# Runs the boot simulator through the CLI over the shared real corpus and checks
# the outcomes recorded in tests/sim/real-corpus.expected.  The same check runs
# without the CLI in tests/unit/test_sim_real_corpus.c; this script covers the
# CLI path (--simulate --format json) once the CLI supports it.
# Usage: bash test_sim_real_corpus.sh ACPILINT_BIN CORPUS_BUILD_DIR SOURCE_DIR SHARED_CORPUS_DIR
set -u
BIN=$1
SRC=$3
CORPUS=$4
EXPECTED="$SRC/tests/sim/real-corpus.expected"
if [ ! -d "$CORPUS" ]; then
    echo "skipped: no shared corpus at $CORPUS"
    exit 77
fi
if ! "$BIN" --help 2>&1 | grep -q -- '--simulate'; then
    echo "skipped: this acpilint has no --simulate yet"
    exit 77
fi
fail=0
while IFS= read -r line; do
    case "$line" in '#'*|'') continue ;; esac
    machine=${line%% |*}
    path="$CORPUS/$machine"
    inputs=("$path")
    case "$machine" in
        qemu-*) inputs=(); for f in "$path"/*; do case "$(basename "$f")" in *.*) ;; *) inputs+=("$f") ;; esac; done ;;
    esac
    got=$("$BIN" --simulate --kernel 4.1 --format json "${inputs[@]}" 2>/dev/null | python3 -c '
import json, sys
s = json.load(sys.stdin)["simulation"]
c = s["cpus"]; g = s["gic"]
first = next((l for l in s["log"] if not l.startswith("psci: probing")), "")
print("acpi=%s boot=%s psci=%s cpus=%d/%d secondaries=%s gic=%s | %s" % (
    s["acpi"], s["boot_path"], s["psci"], c["enabled"], c["total"],
    "yes" if c["secondaries"] else "no",
    "ok" if g["ok"] else ("fail" if g["attempted"] else "-"), first))')
    want=${line#* | }
    if [ "$got" != "$want" ]; then
        echo "FAIL $machine"; echo "  want $want"; echo "  got  $got"; fail=1
    fi
done < "$EXPECTED"
exit $fail
