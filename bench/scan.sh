#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# Times `acpilint --scan` on a 64 MiB image (noise, erased-flash runs, ACPI
# signatures followed by garbage as in firmware code, and the tables of
# CORPUS_VALID_DIR at odd offsets) against plain reads of the same file:
# `cmp IMAGE COPY` (cmp of a file with itself returns at once, so against a
# copy: it reads 2 x 64 MiB) and `sha256sum IMAGE`; prints the best of 5
# runs of each and the ratios.  Use an optimised build (the ASan build is ~10x slower):
#
#   cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DACPILINT_TESTS=OFF -DACPILINT_CORPUS=OFF
#   cmake --build build-bench --target acpilint
#   bash bench/scan.sh build-bench/acpilint build/corpus/valid
#
# Not part of CTest.
set -eu
BIN=${1:-build/acpilint}
TABLES=${2:-build/corpus/valid}
SIZE_MIB=${SIZE_MIB:-64}
RUNS=${RUNS:-5}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
IMG=$TMP/flash.img
[ -x "$BIN" ] || { echo "no acpilint at $BIN" >&2; exit 1; }
[ -d "$TABLES" ] || { echo "no table folder at $TABLES" >&2; exit 1; }

python3 - "$IMG" "$SIZE_MIB" "$TABLES" >"$TMP/where" <<'PY'
import os, random, sys
out, mib, folder = sys.argv[1], int(sys.argv[2]), sys.argv[3]
size = mib << 20
rnd = random.Random(1)
img = bytearray(rnd.randbytes(size))
# A quarter erased flash, in 1 MiB runs.
for start in range(0, size, 4 << 20):
    img[start:start + (1 << 20)] = b"\xff" * (1 << 20)
# Signature constants in code: every 4 KiB, a known signature and a random Length.
for i in range(0, size - 16, 4096):
    img[i + 7:i + 11] = rnd.choice([b"APIC", b"FACP", b"DSDT", b"SSDT", b"XSDT", b"RSD "])
tables = sorted(os.listdir(folder))
step = size // (len(tables) + 1)
for n, name in enumerate(tables):
    data = open(os.path.join(folder, name), "rb").read()
    pos = step * (n + 1) + 2 * n + 1  # odd offsets
    img[pos:pos + len(data)] = data
    print(name, pos)
open(out, "wb").write(img)
PY
echo "image: $SIZE_MIB MiB, $(wc -l <"$TMP/where") tables at odd offsets"
cp "$IMG" "$TMP/copy.img"
cat "$IMG" "$TMP/copy.img" >/dev/null # into the page cache for every contender alike

best() { # best NAME command... : best wall time in seconds of RUNS runs
    local name=$1 t b=""
    shift
    for _ in $(seq "$RUNS"); do
        local s e
        s=$(date +%s.%N)
        "$@" >/dev/null 2>&1 || true
        e=$(date +%s.%N)
        t=$(echo "$e - $s" | bc -l)
        if [ -z "$b" ] || [ "$(echo "$t < $b" | bc -l)" = 1 ]; then b=$t; fi
    done
    printf '%-28s %8.3f s  %7.0f MiB/s\n' "$name" "$b" "$(echo "$SIZE_MIB / $b" | bc -l)" >&2
    echo "$b"
}
command -v bc >/dev/null || { echo "bc not installed" >&2; exit 1; }
found=$("$BIN" --fail-on never --format json --scan "$IMG" |
    python3 -c 'import json,sys; print(len(json.load(sys.stdin)["tables"]))')
echo "acpilint --scan found $found tables"
t_scan=$(best "acpilint --scan" "$BIN" --quiet --scan "$IMG")
t_cmp=$(best "cmp IMAGE COPY" cmp "$IMG" "$TMP/copy.img")
t_sha=$(best "sha256sum IMAGE" sha256sum "$IMG")
printf 'ratio acpilint/cmp:       %.2f\n' "$(echo "$t_scan / $t_cmp" | bc -l)"
printf 'ratio acpilint/sha256sum: %.2f\n' "$(echo "$t_scan / $t_sha" | bc -l)"
