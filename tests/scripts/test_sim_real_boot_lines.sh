# SPDX-License-Identifier: MIT
# The simulator against real boot logs published with the tables of shared-corpus machines
# (tests/sim/real-boot-lines.tsv, which names each log and its lines): the trace of
# `acpilint --simulate --kernel MODEL` on the machine prints every recorded line, in the
# recorded order.  A line the trace lacks, or prints out of order, fails with the log line it
# stands for.  Skips when ../shared is absent.
. "$(dirname "$0")/lib.sh"
need_shared

record=$SRC/tests/sim/real-boot-lines.tsv
[ -s "$record" ] || { echo "FAIL: $record missing"; exit 1; }
machines=$(grep -v '^#' "$record" | cut -f1,2 | sort -u)
[ -n "$machines" ] || { echo "FAIL: $record lists no machine"; exit 1; }
while IFS=$'\t' read -r machine model; do
    path=$SHARED/$machine
    if [ ! -e "$path" ]; then
        fail "$machine: not in the shared corpus"
        continue
    fi
    "$ACPILINT" --simulate --kernel "$model" "$path" >"$SCRATCH/out" 2>"$SCRATCH/err"
    sed -n 's/^ *kernel: //p' "$SCRATCH/out" >"$SCRATCH/trace"
    [ -s "$SCRATCH/trace" ] || { fail "$machine: the $model trace printed no kernel line"; continue; }
    # Each recorded line matches a trace line after the one the previous line matched.
    at=0
    while IFS=$'\t' read -r m k ere source; do
        [ "$m" = "$machine" ] && [ "$k" = "$model" ] || continue
        found=$(tail -n +"$((at + 1))" "$SCRATCH/trace" | grep -nE -m1 -- "$ere" | cut -d: -f1)
        if [ -z "$found" ]; then
            if grep -qE -- "$ere" "$SCRATCH/trace"; then
                fail "$machine ($model): log line $source /$ere/ printed out of order"
            else
                fail "$machine ($model): log line $source /$ere/ not in the trace"
            fi
        else
            at=$((at + found))
            pass
        fi
    done < <(grep -v '^#' "$record")
done <<<"$machines"
echo "$checks recorded boot lines found in order, $failures failures"
[ "$failures" -eq 0 ]
