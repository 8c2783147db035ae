# SPDX-License-Identifier: MIT
# Shared by the script tests: arguments, a scratch folder, assertions.
# Invoked as: bash test_X.sh ACPILINT CORPUS_BUILD SOURCE_DIR SHARED_CORPUS
set -u
abs() { [ -e "$1" ] && (cd "$(dirname "$1")" && echo "$(pwd)/$(basename "$1")") || echo "$1"; }
ACPILINT=$(abs "$1")
CORPUS=$(abs "$2")
SRC=$(abs "$3")
SHARED=${4:+$(abs "$4")}
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
failures=0
checks=0

fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

pass() {
    checks=$((checks + 1))
}

# expect_exit CODE -- command...: runs the command, output in $SCRATCH/out, $SCRATCH/err.
expect_exit() {
    local want=$1
    shift
    "$@" >"$SCRATCH/out" 2>"$SCRATCH/err"
    local got=$?
    if [ "$got" -ne "$want" ]; then
        fail "exit $got, expected $want: $*"
        sed 's/^/    /' "$SCRATCH/err" | head -5
    else
        pass
    fi
}

# expect_grep PATTERN FILE DESCRIPTION
expect_grep() {
    if grep -qE -- "$1" "$2"; then pass; else fail "$3: /$1/ not in $(basename "$2")"; fi
}

expect_no_grep() {
    if grep -qE -- "$1" "$2"; then fail "$3: /$1/ found in $(basename "$2")"; else pass; fi
}

need_shared() {
    if [ -z "$SHARED" ] || [ ! -d "$SHARED" ]; then
        echo "SKIP: shared corpus not found at '${SHARED}' (expected ../shared/corpus/real beside the checkout)"
        exit 77
    fi
}

finish() {
    echo "$checks passed, $failures failed"
    [ "$failures" -eq 0 ]
    exit $?
}
