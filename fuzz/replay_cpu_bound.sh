#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# fuzz_replay_cpu_bound: the replay's per-input CPU bound (replay_main.c) fires.
#
#   fuzz/replay_cpu_bound.sh REPLAY_BINARY INPUT
#
# The bound is what lets fuzz_replay's own time limit grow with the corpora, so
# a bound that never fired would let a slow path back in unseen.  A limit of 0
# makes any input slow (the clock counts microseconds); the default and an
# explicit 30 s pass the same input; a limit that is not a number is refused.
set -u
replay=$1
input=$2
out=$(mktemp)
trap 'rm -f "$out"' EXIT
fail() { echo "FAIL: $*"; sed 's/^/  | /' "$out"; exit 1; }

ACPILINT_REPLAY_CPU_LIMIT_S=0 "$replay" "$input" >"$out" 2>&1
rc=$?
[ "$rc" -eq 1 ] || fail "limit 0: exit $rc, expected 1"
grep -qF "replay: $input took " "$out" || fail "limit 0: no line naming $input and its time"
grep -q 'limit 0 s): a slow path$' "$out" || fail "limit 0: the slow-path message is missing"

for limit in "" 30; do
    ACPILINT_REPLAY_CPU_LIMIT_S=$limit "$replay" "$input" >"$out" 2>&1
    rc=$?
    [ "$rc" -eq 0 ] || fail "limit '${limit:-default}': exit $rc, expected 0"
    grep -q ': 1 inputs replayed$' "$out" || fail "limit '${limit:-default}': input not replayed"
done

for limit in abc -1 1e999; do
    ACPILINT_REPLAY_CPU_LIMIT_S=$limit "$replay" "$input" >"$out" 2>&1
    rc=$?
    [ "$rc" -eq 2 ] || fail "limit '$limit': exit $rc, expected 2"
    grep -qF "ACPILINT_REPLAY_CPU_LIMIT_S=$limit: not a number of seconds" "$out" ||
        fail "limit '$limit': no message naming the variable"
done
echo "PASS: the replay's CPU bound fires at limit 0, passes at the default, refuses a bad limit"
