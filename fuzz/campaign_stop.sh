#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# fuzz_campaign_stop: a campaign stopped early by SIGINT to its fuzzer ends as
# at its deadline (fuzz_campaign.sh): exit 0, a ledger row with the executions
# and "stopped early by a signal", no finding, and the corpus minimised.
#
#   fuzz/campaign_stop.sh SOURCE_DIR FUZZ_BUILD_DIR [TARGET]
#
# A session stops its campaigns this way when its deadline moves; twice, before
# the script knew libFuzzer's exit 72 after "run interrupted", such a stop was
# recorded as a finding and its corpus left unmerged.  The campaign runs in a
# scratch copy of fuzz/ (the script writes the ledger and the corpus beside
# itself), with the real fuzzer of FUZZ_BUILD_DIR (fuzz_smoke's build) and a
# few committed inputs as seeds, so it costs seconds.
set -u
SRC=$1
FUZZ_BUILD=$2
TARGET=${3:-fuzz_scan}
SEEDS=20
SCRATCH=$(mktemp -d)
campaign=
cleanup() {
    [ -n "$campaign" ] && kill "$campaign" 2>/dev/null
    rm -rf "$SCRATCH"
}
trap cleanup EXIT
fail() {
    echo "FAIL: $*"
    for f in "$SCRATCH/out" "$SCRATCH/work/log"; do
        [ -f "$f" ] && { echo "--- $f"; tail -15 "$f" | sed 's/^/  | /'; }
    done
    exit 1
}

[ -x "$FUZZ_BUILD/fuzz/$TARGET" ] ||
    fail "$FUZZ_BUILD/fuzz/$TARGET: not built (fuzz_smoke builds it)"
tree=$SCRATCH/tree
mkdir -p "$tree/fuzz/corpus/$TARGET"
cp "$SRC/fuzz/fuzz_campaign.sh" "$SRC/fuzz/$TARGET.c" "$SRC/fuzz/acpi.dict" "$tree/fuzz/"
[ -f "$SRC/fuzz/$TARGET.dict" ] && cp "$SRC/fuzz/$TARGET.dict" "$tree/fuzz/"
find "$SRC/fuzz/corpus/$TARGET" -type f | sort | head -n "$SEEDS" |
    xargs -r cp -t "$tree/fuzz/corpus/$TARGET/"
[ -n "$(ls "$tree/fuzz/corpus/$TARGET")" ] || fail "no committed corpus for $TARGET to seed from"

# A deadline the test never reaches: only the signal ends this campaign.
work=$SCRATCH/work
FUZZ_NICE=0 bash "$tree/fuzz/fuzz_campaign.sh" "$FUZZ_BUILD" "$TARGET" 600s "$work" 4096 \
    >"$SCRATCH/out" 2>&1 &
campaign=$!

# Stop it once it fuzzes (INITED, then a few executions), at most 120 s in.
fuzzer=
for _ in $(seq 240); do
    grep -qE '^#[0-9]+[[:space:]]+INITED' "$work/log" 2>/dev/null &&
        fuzzer=$(pgrep -f -- "-artifact_prefix=$work/artifacts/" | head -1)
    [ -n "$fuzzer" ] && break
    kill -0 "$campaign" 2>/dev/null || fail "the campaign ended before the fuzzer started"
    sleep 0.5
done
[ -n "$fuzzer" ] || fail "the fuzzer did not start fuzzing within 120 s"
sleep 2
kill -INT "$fuzzer" || fail "could not signal the fuzzer ($fuzzer)"
wait "$campaign"
rc=$?
campaign=

[ "$rc" -eq 0 ] || fail "the campaign exited $rc after SIGINT, expected 0 (a stop, not a finding)"
grep -q 'libFuzzer: run interrupted; exiting' "$work/log" ||
    fail "libFuzzer's log does not say it was interrupted: the signal missed it"
ledger=$tree/fuzz/LEDGER.tsv
[ "$(wc -l <"$ledger")" -eq 2 ] || fail "$ledger: expected a header and one row"
row=$(tail -1 "$ledger")
IFS=$'\t' read -r _ harness _ _ executions _ _ _ _ _ max_len findings note <<<"$row"
[ "$harness" = "$TARGET" ] || fail "ledger row names harness '$harness', expected $TARGET"
[[ $executions =~ ^[1-9][0-9]*$ ]] || fail "ledger row counts '$executions' executions"
[ "$max_len" = 4096 ] || fail "ledger row's max_len is '$max_len', expected 4096"
[ "$findings" = none ] || fail "ledger row records a finding: $findings"
case $note in
*"stopped early by a signal"*) ;;
*) fail "ledger note does not say the campaign was stopped early: $note" ;;
esac
grep -q "corpus [1-9][0-9]* files" "$SCRATCH/out" || fail "the corpus was not minimised"
[ -n "$(ls "$tree/fuzz/corpus/$TARGET")" ] || fail "the minimised corpus is empty"
echo "PASS: $TARGET stopped by SIGINT after $executions executions: ledger row without" \
     "a finding, corpus minimised ($(find "$tree/fuzz/corpus/$TARGET" -type f | wc -l) files)"
