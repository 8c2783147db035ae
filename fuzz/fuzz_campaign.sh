#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# A long fuzzing campaign of one target, then the corpus minimised into
# fuzz/corpus/<target>/ (what fuzz_replay and fuzz_smoke start from) and a
# row appended to fuzz/LEDGER.tsv:
#
#   fuzz/fuzz_campaign.sh FUZZ_BUILD_DIR TARGET RUNS [WORK_DIR [MAX_LEN]]
#
# RUNS is a number of executions, or a time such as 3600s (the campaign
# stops after that many seconds: a session's deadline).  FUZZ_BUILD_DIR is a
# clang -DACPILINT_FUZZ=ON build (README "Fuzzing") of this tree.  The run
# is niced (FUZZ_NICE, default 19), one process, with the limits that make
# a blow-up a finding:
# -rss_limit_mb=1024 (the whole process), -malloc_limit_mb=512 (one
# allocation: the run budget refuses more long before), -timeout=10 (FUZZ_TIMEOUT
# seconds: libFuzzer's timeout is wall-clock time, and a niced campaign on a
# loaded machine can wait seconds for a core; replay a timeout's input alone,
# and count it a finding only when it is slow there), and
# MAX_LEN (default 64 KiB): libFuzzer grows inputs towards it, and an
# execution costs about its length, so the 10^7-execution campaigns run at
# 64 KiB, where fuzz_load and fuzz_scan reach every cut through their small
# budgets and gzip reaches the bytes limit; a second campaign at 1 MiB
# (MAX_LEN=1048576) reaches the default limits of fuzz_input (4096 tables,
# 100000 findings) with inputs of their real size.  It prints libFuzzer's
# statistics (executions, exec/s, coverage at start and end) and leaves any
# crash in WORK_DIR/artifacts/.  A campaign whose deadline moves is stopped
# by SIGINT or SIGTERM to the fuzzer (not to this script): libFuzzer prints
# its statistics and exits 72, and the campaign ends as at its deadline,
# its ledger row saying so.
#
# The ledger row (fuzz/LEDGER.tsv, one per campaign, finding or not) names
# the harness version (FUZZ_HARNESS_VERSION in fuzz/TARGET.c) and the commit
# built, "+dirty" when fuzz/, src/ or include/ differ from it: executions
# add up towards 10^7 per harness version.  A finding leaves the corpus
# alone (fix it, then run again).
set -u
FUZZ_BUILD=$1
TARGET=$2
RUNS=$3
SRC=$(cd "$(dirname "$0")/.." && pwd)
WORK=${4:-$FUZZ_BUILD/campaign-$TARGET}
MAX_LEN=${5:-65536}
NICE=${FUZZ_NICE:-19}
TIMEOUT=${FUZZ_TIMEOUT:-10}
LEDGER=$SRC/fuzz/LEDGER.tsv
version=$(sed -n 's/^#define FUZZ_HARNESS_VERSION \([0-9][0-9]*\).*/\1/p' "$SRC/fuzz/$TARGET.c")
[ -n "$version" ] || { echo "fuzz/$TARGET.c defines no FUZZ_HARNESS_VERSION"; exit 1; }
[ -x "$FUZZ_BUILD/fuzz/$TARGET" ] || { echo "$FUZZ_BUILD/fuzz/$TARGET: not built"; exit 1; }
case $RUNS in
*s) limit=(-max_total_time="${RUNS%s}") ;;
*) limit=(-runs="$RUNS") ;;
esac
commit=$(git -C "$SRC" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
[ -z "$(git -C "$SRC" status --porcelain -- fuzz src include 2>/dev/null | grep -v LEDGER.tsv)" ] ||
    commit=$commit+dirty
mkdir -p "$WORK/corpus" "$WORK/artifacts" "$SRC/fuzz/corpus/$TARGET"
rm -f "$WORK/artifacts"/*
dict=$SRC/fuzz/acpi.dict
[ -f "$SRC/fuzz/$TARGET.dict" ] && dict=$SRC/fuzz/$TARGET.dict
seeds=("$SRC/fuzz/corpus/$TARGET")
[ -d "$SRC/fuzz/regressions/$TARGET" ] && seeds+=("$SRC/fuzz/regressions/$TARGET")

# A 16 MiB quarantine (ASan's default is 256): freed memory is reused sooner, so an
# execution costs fewer fresh pages (a third faster); use-after-free is still caught
# within the last 16 MiB freed.
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1:quarantine_size_mb=16
export UBSAN_OPTIONS=${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}print_stacktrace=1
started=$(date -u +%Y-%m-%dT%H:%MZ)
nice -n "$NICE" "$FUZZ_BUILD/fuzz/$TARGET" -dict="$dict" "${limit[@]}" -max_len="$MAX_LEN" \
    -timeout="$TIMEOUT" -rss_limit_mb=1024 -malloc_limit_mb=512 -print_final_stats=1 \
    -reload=0 -artifact_prefix="$WORK/artifacts/" "$WORK/corpus" "${seeds[@]}" \
    >"$WORK/log" 2>&1
rc=$?
first=$(grep -E '^#[0-9]+[[:space:]]+INITED' "$WORK/log" | head -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+')
last=$(grep -E '^#[0-9]+' "$WORK/log" | tail -1)
echo "$TARGET: exit $rc; at start ${first:-?}; at end: $last"
grep -E '^stat::' "$WORK/log"

# The ledger row: what libFuzzer counted, and what it found.
stat() { sed -n "s/^stat::$1: *//p" "$WORK/log" | tail -1; }
field() { # KEY LINE: the number after "KEY: " in a libFuzzer status line
    printf '%s\n' "$2" | grep -oE "$1: [0-9]+" | grep -oE '[0-9]+$' || echo '?'
}
findings=none
stopped=
# libFuzzer's exit on SIGINT or SIGTERM (its -interrupted_exitcode), between or during
# executions: not a finding.
if [ "$rc" -eq 72 ] && grep -q 'libFuzzer: run interrupted; exiting' "$WORK/log"; then
    rc=0
    stopped=", stopped early by a signal"
fi
if [ "$rc" -ne 0 ]; then
    what=$(grep -m1 -oE 'ERROR: [A-Za-z]+: [A-Za-z-]+|runtime error: [^;]{0,80}|ERROR: libFuzzer: [a-z -]+' \
        "$WORK/log" | tr '\t' ' ')
    art=$(cd "$WORK/artifacts" && ls | tr '\n' ' ')
    findings="exit $rc: ${what:-see log} (${art% }; open)"
fi
[ -f "$LEDGER" ] || printf 'date\tharness\tversion\tcommit\texecutions\texec_per_s\tcov_start\tft_start\tcov_end\tft_end\tmax_len\tfindings\tnote\n' >"$LEDGER"
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$started" "$TARGET" "$version" \
    "$commit" "$(stat number_of_executed_units)" "$(stat average_exec_per_sec)" \
    "$(field cov "$first")" "$(field ft "$first")" "$(field cov "$last")" "$(field ft "$last")" \
    "$MAX_LEN" "$findings" "fuzz_campaign.sh $RUNS$stopped, nice $NICE, peak RSS $(stat peak_rss_mb) MB" \
    >>"$LEDGER"
echo "$TARGET: ledger row appended to $LEDGER"
[ "$rc" -eq 0 ] || { grep -nE 'ERROR: |runtime error|SUMMARY' "$WORK/log" | head -20; exit "$rc"; }

# Minimise: what covers the same features, into a fresh folder, then replace the committed one.
rm -rf "$WORK/min"
mkdir -p "$WORK/min"
nice -n "$NICE" "$FUZZ_BUILD/fuzz/$TARGET" -merge=1 -max_len=1048576 -timeout="$TIMEOUT" \
    -rss_limit_mb=1024 -malloc_limit_mb=512 "$WORK/min" "$WORK/corpus" "${seeds[@]}" \
    >"$WORK/merge.log" 2>&1 || { tail -5 "$WORK/merge.log"; exit 1; }
rm -rf "$SRC/fuzz/corpus/$TARGET"
mkdir -p "$SRC/fuzz/corpus/$TARGET"
cp "$WORK/min"/* "$SRC/fuzz/corpus/$TARGET/"
echo "$TARGET: corpus $(find "$SRC/fuzz/corpus/$TARGET" -type f | wc -l) files," \
     "$(du -sk "$SRC/fuzz/corpus/$TARGET" | cut -f1) KiB"
