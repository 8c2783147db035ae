#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# Issue 26's speed target, measured side by side in this one invocation
# (hyperfine: warm-up runs, then at least 20 runs per command): `acpilint diff`
# of the two Ampere Altra AVA acpidump texts (target: well under 50 ms) against
# what a reviewer does today, `acpixtract -a` + `iasl -d` of both dumps and a
# `diff -u` of the .dsl files, printed as a ratio; also the JSON form and the
# diff of the text against the folder of the same machine.
#
#   bash bench/diff.sh [ACPILINT_BIN] [SHARED_CORPUS_DIR]
#
# Times are CPU seconds (user + system) unless BENCH_CLOCK=wall.  Use an optimised build:
#   cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DACPILINT_TESTS=OFF -DACPILINT_CORPUS=OFF
#   cmake --build build-bench --target acpilint
# Not part of CTest.
set -u
BIN=${1:-build-bench/acpilint}
SHARED=${2:-../shared/corpus/real}
AVA=$SHARED/niyas-sait-acpi/ampere-altra-ava
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
. "$(dirname "$0")/lib.sh"
need hyperfine acpixtract iasl diff python3
[ -x "$BIN" ] || { echo "no acpilint at $BIN"; exit 1; }
[ -d "$AVA" ] || { echo "no Altra dumps at $AVA"; exit 1; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
AVA=$(cd "$AVA" && pwd)
OLD=$AVA/ava_acpidump.log
NEW=$AVA/ava_acpidump_jerome.log

# The peer: both dumps extracted and disassembled, then the .dsl compared.
{
    echo 'set -e'
    echo "for side in old new; do"
    echo "    rm -rf \"$TMP/\$side\" && mkdir -p \"$TMP/\$side\" && cd \"$TMP/\$side\""
    echo "    dump=\"$OLD\"; [ \$side = new ] && dump=\"$NEW\""
    echo "    acpixtract -a \"\$dump\" >/dev/null 2>&1"
    echo "    for f in ./*.dat; do iasl -d \"\$f\" >/dev/null 2>&1; done"
    echo "done"
    echo "cd \"$TMP\" && { diff -u old new >/dev/null 2>&1 || true; }"
} >"$TMP/iasl.sh"
bash "$TMP/iasl.sh" || { echo "acpixtract + iasl failed"; exit 1; }
echo "== acpilint diff of the two Altra AVA dumps ($(wc -c <"$OLD") and $(wc -c <"$NEW") bytes)"
echo "peer: $(ls "$TMP"/old/*.dsl | wc -l) + $(ls "$TMP"/new/*.dsl | wc -l) tables disassembled," \
    "$(cd "$TMP" && diff -u old new | wc -l) lines of diff -u;" \
    "acpilint diff: $("$BIN" diff "$OLD" "$NEW" | grep -c '^  ') lines"
run "diff=$BIN diff -o /dev/null $OLD $NEW" \
    "diff-json=$BIN diff --format json -o /dev/null $OLD $NEW" \
    "text-vs-folder=$BIN diff -o /dev/null $OLD $AVA/tables" \
    "iasl=bash $TMP/iasl.sh"
python3 - "$(mean diff)" "$(mean diff-json)" "$(mean text-vs-folder)" "$(mean iasl)" <<'PY'
import sys
a, j, f, i = map(float, sys.argv[1:])
print(f"acpilint diff (text)          {a * 1000:8.2f} ms  target < 50 ms: {'met' if a < 0.05 else 'NOT met'}")
print(f"acpilint diff --format json   {j * 1000:8.2f} ms")
print(f"acpilint diff text vs folder  {f * 1000:8.2f} ms")
print(f"acpixtract + iasl -d + diff   {i * 1000:8.2f} ms  ({i / a:.1f}x acpilint diff)")
PY
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
