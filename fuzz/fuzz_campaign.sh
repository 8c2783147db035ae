#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# A long fuzzing campaign of one target, then the corpus minimised into
# fuzz/corpus/<target>/ (what fuzz_replay and fuzz_smoke start from):
#
#   fuzz/fuzz_campaign.sh FUZZ_BUILD_DIR TARGET RUNS [WORK_DIR [MAX_LEN]]
#
# FUZZ_BUILD_DIR is a clang -DACPILINT_FUZZ=ON build (README "Fuzzing").  The
# run is niced, one process, with the limits that make a blow-up a finding:
# -rss_limit_mb=1024 (the whole process), -malloc_limit_mb=512 (one
# allocation: the run budget refuses more long before), -timeout=10, and
# MAX_LEN (default 64 KiB): libFuzzer grows inputs towards it, and an
# execution costs about its length, so the 10^7-execution campaigns run at
# 64 KiB, where fuzz_load and fuzz_scan reach every cut through their small
# budgets and gzip reaches the bytes limit; a second campaign at 1 MiB
# (MAX_LEN=1048576) reaches the default limits of fuzz_input (4096 tables,
# 100000 findings) with inputs of their real size.  It prints libFuzzer's
# statistics (executions, exec/s, coverage at start and end) and leaves any
# crash in WORK_DIR/artifacts/.
set -u
FUZZ_BUILD=$1
TARGET=$2
RUNS=$3
SRC=$(cd "$(dirname "$0")/.." && pwd)
WORK=${4:-$FUZZ_BUILD/campaign-$TARGET}
MAX_LEN=${5:-65536}
mkdir -p "$WORK/corpus" "$WORK/artifacts" "$SRC/fuzz/corpus/$TARGET"
dict=$SRC/fuzz/acpi.dict
[ -f "$SRC/fuzz/$TARGET.dict" ] && dict=$SRC/fuzz/$TARGET.dict
seeds=("$SRC/fuzz/corpus/$TARGET")
[ -d "$SRC/fuzz/regressions/$TARGET" ] && seeds+=("$SRC/fuzz/regressions/$TARGET")

# A 16 MiB quarantine (ASan's default is 256): freed memory is reused sooner, so an
# execution costs fewer fresh pages (a third faster); use-after-free is still caught
# within the last 16 MiB freed.
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1:quarantine_size_mb=16
export UBSAN_OPTIONS=${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}print_stacktrace=1
nice -n 15 "$FUZZ_BUILD/fuzz/$TARGET" -dict="$dict" -runs="$RUNS" -max_len="$MAX_LEN" \
    -timeout=10 -rss_limit_mb=1024 -malloc_limit_mb=512 -print_final_stats=1 \
    -reload=0 -artifact_prefix="$WORK/artifacts/" "$WORK/corpus" "${seeds[@]}" \
    >"$WORK/log" 2>&1
rc=$?
first=$(grep -E '^#[0-9]+[[:space:]]+INITED' "$WORK/log" | head -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+')
last=$(grep -E '^#[0-9]+' "$WORK/log" | tail -1)
echo "$TARGET: exit $rc; at start ${first:-?}; at end: $last"
grep -E '^stat::' "$WORK/log"
[ "$rc" -eq 0 ] || { grep -nE 'ERROR: |runtime error|SUMMARY' "$WORK/log" | head -20; exit "$rc"; }

# Minimise: what covers the same features, into a fresh folder, then replace the committed one.
rm -rf "$WORK/min"
mkdir -p "$WORK/min"
nice -n 15 "$FUZZ_BUILD/fuzz/$TARGET" -merge=1 -max_len=1048576 -timeout=10 \
    -rss_limit_mb=1024 -malloc_limit_mb=512 "$WORK/min" "$WORK/corpus" "${seeds[@]}" \
    >"$WORK/merge.log" 2>&1 || { tail -5 "$WORK/merge.log"; exit 1; }
rm -rf "$SRC/fuzz/corpus/$TARGET"
mkdir -p "$SRC/fuzz/corpus/$TARGET"
cp "$WORK/min"/* "$SRC/fuzz/corpus/$TARGET/"
echo "$TARGET: corpus $(find "$SRC/fuzz/corpus/$TARGET" -type f | wc -l) files," \
     "$(du -sk "$SRC/fuzz/corpus/$TARGET" | cut -f1) KiB"
