#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# compare-builds.sh OLD_BIN NEW_BIN [CORPUS_BUILD_DIR] [SHARED_REAL_CORPUS]
#
# Proves that a refactoring step left acpilint's output byte-identical: runs
# both binaries over every input we have and diffs what they print (stdout,
# stderr and the exit status) in each of these modes:
#   text     the default text report
#   json     --format json
#   sim41    --format json --simulate --kernel 4.1   (the seed model's decisions)
#   trace    --simulate                              (the 6.12 model's boot trace)
# Inputs: every file and every directory holding files under the shared real
# corpus (/work/shared/corpus/real), and under the corpus build directory
# (build/corpus): its valid system, broken cases, iasl outputs and, for every
# rule case corpus/rules{,-quiet}/RULE@SIG, the valid system with table SIG
# replaced (as tests/scripts/test_rule_corpus.sh builds it) and the case alone.
#
# MODES="text json" narrows the modes; JOBS=N runs N inputs at once (default 2).
# Exit status 0 when every output is identical, 1 when any differs (the first
# differences are printed), 2 on a usage error.
set -u

if [ $# -lt 2 ]; then
    echo "usage: $0 OLD_BIN NEW_BIN [CORPUS_BUILD_DIR] [SHARED_REAL_CORPUS]" >&2
    exit 2
fi
old=$(realpath "$1") new=$(realpath "$2")
corpus=${3:-build/corpus}
real=${4:-/work/shared/corpus/real}
for bin in "$old" "$new"; do
    [ -x "$bin" ] || { echo "$0: $bin is not an executable" >&2; exit 2; }
done
modes=${MODES:-text json sim41 trace}
jobs=${JOBS:-2}

work=$(mktemp -d "${TMPDIR:-/tmp}/compare-builds.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The list of inputs, one per line.
list=$work/inputs
: >"$list"
if [ -d "$real" ]; then
    find "$real" -type f ! -name '*.md' | sort >>"$list"
    find "$real" -type f ! -name '*.md' -printf '%h\n' | sort -u >>"$list"
else
    echo "note: $real is absent, comparing on the corpus build only" >&2
fi
if [ -d "$corpus" ]; then
    corpus=$(realpath "$corpus")
    for d in valid broken iasl objects; do
        [ -d "$corpus/$d" ] && find "$corpus/$d" -maxdepth 1 -type f | sort >>"$list"
    done
    [ -d "$corpus/valid" ] && echo "$corpus/valid" >>"$list"
    [ -f "$corpus/valid.acpidump.txt" ] && echo "$corpus/valid.acpidump.txt" >>"$list"
    for kind in rules rules-quiet; do
        [ -d "$corpus/$kind" ] || continue
        for case in "$corpus/$kind"/*@*; do
            [ -f "$case" ] || continue
            name=$(basename "$case")
            sig=${name#*@}
            sys=$work/sys/$kind/$name
            mkdir -p "$sys"
            for f in "$corpus"/valid/*; do
                [ "$(basename "$f")" = "$sig" ] || cp "$f" "$sys/"
            done
            cp "$case" "$sys/$sig"
            printf '%s\n%s\n' "$sys" "$case" >>"$list"
        done
    done
else
    echo "note: $corpus is absent, comparing on the real corpus only" >&2
fi

# run_one INPUT: every mode with both binaries; prints a line per difference.
run_one() {
    local input=$1 mode out_old out_new rc_old rc_new
    local -a args
    for mode in $modes; do
        case $mode in
        text) args=() ;;
        json) args=(--format json) ;;
        sim41) args=(--format json --simulate --kernel 4.1) ;;
        trace) args=(--simulate) ;;
        *) echo "unknown mode $mode"; return ;;
        esac
        out_old=$("$old" "${args[@]}" "$input" 2>&1; echo "exit $?")
        out_new=$("$new" "${args[@]}" "$input" 2>&1; echo "exit $?")
        if [ "$out_old" != "$out_new" ]; then
            echo "DIFF [$mode] $input"
            diff <(printf '%s\n' "$out_old") <(printf '%s\n' "$out_new") | head -n 8 | sed 's/^/    /'
        fi
    done
}
export -f run_one
export old new modes

total=$(wc -l <"$list")
tr '\n' '\0' <"$list" | xargs -0 -n 1 -P "$jobs" bash -c 'run_one "$1"' _ >"$work/diffs"
if [ -s "$work/diffs" ]; then
    head -n 80 "$work/diffs"
    echo "$(grep -c '^DIFF' "$work/diffs") of $total inputs x ($modes) differ"
    exit 1
fi
echo "identical: $total inputs x ($modes)"
