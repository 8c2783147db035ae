#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# Times `acpilint --namespace` against `iasl -d` and `acpiexec -di -b namespace`
# on the biggest real DSDTs of the corpus and on generated DSDTs of 1k, 10k
# and 100k devices; prints the ratios measured in this run and peak memory.
#
#   bash bench/namespace.sh [ACPILINT_BIN] [SHARED_CORPUS_DIR]
#
# ACPILINT_NAMESPACE_CMD overrides the acpilint command (e.g. a test driver).
# Not part of CTest.
set -u
BIN=${1:-build/acpilint}
SHARED=${2:-../shared/corpus/real}
NS_CMD=${ACPILINT_NAMESPACE_CMD:-"$BIN --namespace"}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for t in iasl acpiexec; do
    command -v $t >/dev/null || { echo "$t not installed"; exit 1; }
done
HAVE_TIME=0
[ -x /usr/bin/time ] && /usr/bin/time -v true 2>/dev/null && HAVE_TIME=1

# A DSDT of N devices, each with _HID, _UID, _CRS, _STA and a method that
# calls another, written in ASL and compiled once with iasl.
# Device names repeat every 4096; wrap each block of 4096 in its own Device.
gen_nested() {
    local n=$1 out=$2
    {
        echo 'DefinitionBlock ("", "DSDT", 2, "BENCH", "GEN", 1) {'
        echo ' Scope (\_SB) {'
        echo '  Method (HLP0, 2) { Return (Arg0 + Arg1) }'
        awk -v n="$n" 'BEGIN {
            for (i = 0; i < n; i++) {
                if (i % 4096 == 0) { if (i) print "  }"; printf "  Device (G%03X) {\n", i / 4096 }
                printf "   Device (D%03X) { Name (_HID, \"ACPI0007\") Name (_UID, %d)\n", i % 4096, i
                printf "    Name (_CRS, ResourceTemplate () { Memory32Fixed (ReadWrite, 0x%X, 0x1000) })\n", (i * 4096) % 4294967296
                printf "    Method (_STA) { If (HLP0 (1, 2) == 3) { Return (0x0F) } Return (0) } }\n"
            }
            print "  }"
        }'
        echo ' }'
        echo '}'
    } >"$out.asl"
    iasl -p "$out" "$out.asl" >/dev/null 2>&1 || { echo "iasl failed on $out.asl"; exit 1; }
}

# Mean wall-clock seconds of one run, from a loop long enough (>= 0.3 s or 64
# runs) that the cost of the timing itself does not count; peak RSS (KiB) from
# one separate run under /usr/bin/time.
measure() {
    local rss=0 n=1 t
    if [ $HAVE_TIME = 1 ]; then
        /usr/bin/time -v -o "$TMP/time" "$@" >/dev/null 2>&1
        rss=$(awk -F: '/Maximum resident/ {gsub(/ /, "", $2); print $2}' "$TMP/time")
    fi
    while :; do
        t=$( { TIMEFORMAT=%R; time (for ((i = 0; i < n; i++)); do "$@" >/dev/null 2>&1; done); } 2>&1)
        if [ "$(echo "$t >= 0.3" | bc -l)" = 1 ] || [ $n -ge 64 ]; then break; fi
        n=$((n * 4))
    done
    echo "$(echo "$t / $n" | bc -l) $rss"
}

tables=()
for f in $(find "$SHARED" -type f \( -iname 'dsdt*' \) -size +100k 2>/dev/null | head -200); do
    [ "$(head -c4 "$f")" = DSDT ] && tables+=("$f")
done
big=$(for f in "${tables[@]}"; do echo "$(stat -c %s "$f") $f"; done | sort -rn | head -3 | cut -d' ' -f2)
# ACPILINT_BENCH_SIZES shortens the run (the 100k DSDT takes iasl minutes to build).
sizes=${ACPILINT_BENCH_SIZES:-1000 10000 100000}
generated=()
for n in $sizes; do
    gen_nested $n "$TMP/gen$n"
    generated+=("$TMP/gen$n.aml")
done

printf '%-48s %9s %10s %10s %10s %8s %8s %9s %9s\n' table bytes acpilint_s iasl_s acpiexec_s "x_iasl" "x_exec" lint_KiB exec_KiB
for f in $big "${generated[@]}"; do
    size=$(stat -c %s "$f")
    read -r tl rl < <(measure $NS_CMD "$f")
    cp "$f" "$TMP/d.dat"
    read -r ti _ < <(measure iasl -d -p "$TMP/d" "$TMP/d.dat")
    read -r te re < <(measure acpiexec -di -b namespace "$f")
    name=$(echo "$f" | sed "s|$TMP/||; s|$SHARED/||")
    printf '%-48s %9d %10.4f %10.4f %10.4f %8.1f %8.1f %9s %9s\n' "$(printf %s "$name" | tail -c 48)" "$size" "$tl" "$ti" "$te" \
        "$(echo "$ti / $tl" | bc -l)" "$(echo "$te / $tl" | bc -l)" "$rl" "$re"
done
echo "x_iasl, x_exec: how many times faster acpilint is than iasl -d / acpiexec (same run, mean of a timed loop)."
