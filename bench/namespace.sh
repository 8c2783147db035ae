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
# The generated DSDTs are written by acpilint-amlgen from the build folder of
# ACPILINT_BIN (milliseconds even for 100k devices); ACPILINT_BENCH_GEN=iasl
# compiles the same tables from bench/gen_asl.sh's ASL with iasl instead
# (identical AML after the header, tests/scripts/test_amlgen.sh; the 100k
# one took iasl about 19 minutes here).  Not part of CTest.
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
HAVE_HYPERFINE=0
if command -v hyperfine >/dev/null; then
    HAVE_HYPERFINE=1
else
    echo "hyperfine not installed (apt-get install hyperfine): timing in a shell loop instead," \
        "which adds the shell's ~0.5 ms per run to every command"
fi

# The ASL generator (gen_asl), shared with tests/scripts/test_amlgen.sh.
. "$(dirname "$0")/gen_asl.sh"
GEN=${ACPILINT_BENCH_GEN:-amlgen}
AMLGEN=$(dirname "$BIN")/acpilint-amlgen
if [ "$GEN" = amlgen ] && [ ! -x "$AMLGEN" ]; then
    echo "$AMLGEN not found: build the acpilint-amlgen target beside $BIN"
    exit 1
fi

# A DSDT of N devices (see bench/gen_asl.sh) as OUT.aml.
gen_nested() {
    local n=$1 out=$2
    if [ "$GEN" = iasl ]; then
        gen_asl "$n" "$out.asl"
        iasl -p "$out" "$out.asl" >/dev/null 2>&1 || { echo "iasl failed on $out.asl"; exit 1; }
    else
        "$AMLGEN" "$n" "$out.aml" || { echo "acpilint-amlgen failed for $n devices"; exit 1; }
    fi
}

# Mean wall-clock seconds of one run and peak RSS (KiB, from one separate run
# under /usr/bin/time).  A command whose first run already takes 0.3 s is
# timed by that one run alone (acpiexec takes over an hour on the 100k-device
# table; repeating it would add nothing but time).  Faster ones are timed by
# hyperfine -N: it starts the command itself, without a shell, after warm-up
# runs, for at least 3 s, so the ~0.5 ms a shell loop spends forking and
# redirecting each run is not added to a command that itself takes ~1.5 ms.
# Without hyperfine, a shell loop (>= 0.3 s or 64 runs) is used and says so.
measure() {
    local rss=0 n=1 t
    if [ $HAVE_TIME = 1 ]; then
        /usr/bin/time -f '%e %M' -o "$TMP/time" "$@" >/dev/null 2>&1
        # The last line: a failing command adds "Command exited with ..." first.
        read -r t rss < <(tail -n 1 "$TMP/time")
        if [ "$(echo "$t >= 0.3" | bc -l)" = 1 ]; then
            echo "$t $rss"
            return
        fi
    fi
    if [ $HAVE_HYPERFINE = 1 ]; then
        hyperfine -N -i --warmup 5 --export-json "$TMP/h.json" -- "$(printf '%q ' "$@")" \
            >/dev/null 2>&1 &&
            t=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["mean"])' \
                "$TMP/h.json") && { echo "$t $rss"; return; }
        echo "hyperfine failed on: $*" >&2
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
# ACPILINT_BENCH_SIZES shortens the run: acpiexec grows worse than
# quadratically on these tables (1k: 1 s, 10k: 18 s, 100k: 67 min here).
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
echo "x_iasl, x_exec: how many times faster acpilint is than iasl -d / acpiexec (same run; hyperfine's mean, or one run of a command slower than 0.3 s)."
