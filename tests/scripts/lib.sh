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

# The real-corpus rule records (test_rules_real_corpus_*.sh) share this machinery; each
# script keeps only its rule selection, its expected table and its own assertions.
# Machine lists are "name<TAB>input..." lines.

# corpus_machines: every machine of the shared corpus, each folder holding a table file
# (not only sources or notes) and each text dump, named by its path under $SHARED.
corpus_machines() {
    local m
    while IFS= read -r m; do
        if [ -d "$m" ] && [ -z "$(find "$m" -maxdepth 1 -type f ! -name '*.dsl' ! -name '*.asl' \
            ! -name '*.asi' ! -name '*.md' ! -name '*.txt' ! -name '*.log' ! -name '*.out' \
            -print -quit)" ]; then
            continue
        fi
        printf '%s\t%s\n' "${m#"$SHARED"/}" "$m"
    done < <({ find "$SHARED" -mindepth 1 -type d
               find "$SHARED" -type f \( -name '*.txt' -o -name '*.log' -o -name '*.out' \) \
                   ! -name 'DSDT-NOT-COPIED.txt'; } | sort)
}

# laptop_machines: each laptop whose DSDT is in ../laptop-dsdts (beside the real corpus, kept
# out of it so that only the tests that ask see them) joined with its other tables in
# aarch64-laptops/NAME: two inputs checked as one system (a DSDT alone is an incomplete
# input).  Named "aarch64-laptops/NAME+dsdt"; nothing is copied.  Prints nothing, with the
# reason on standard error, when the folder is absent.
laptop_machines() {
    local dir=$SHARED/../laptop-dsdts m f
    if [ ! -d "$dir" ]; then
        echo "SKIP laptop DSDTs: $dir is absent" >&2
        return 0
    fi
    for m in "$dir"/*/; do
        m=$(basename "$m")
        f=$(find "$dir/$m" -maxdepth 1 -type f | sort | head -1)
        [ -n "$f" ] && [ -d "$SHARED/aarch64-laptops/$m" ] || continue
        printf 'aarch64-laptops/%s+dsdt\t%s\t%s\n' "$m" "$SHARED/aarch64-laptops/$m" "$f"
    done
}

# listed_machines EXPECTED: the machines named in an expected table; a QEMU folder is given
# as its base files (no dot in the name), without the variants' replacements.
# No process is started per machine: a real-corpus record lists a hundred of them, and the
# laptops' joined inputs, looked up per machine, took 50 of a test's 54 seconds.
listed_machines() {
    local line machine path f inputs laptop laptops=() laptops_read=false
    while IFS= read -r line; do
        case "$line" in '#'*|'') continue ;; esac
        machine=${line%% |*}
        path="$SHARED/$machine"
        inputs=("$path")
        case "$machine" in
            *+dsdt)
                if ! $laptops_read; then
                    mapfile -t laptops < <(laptop_machines)
                    laptops_read=true
                fi
                inputs=()
                for laptop in "${laptops[@]}"; do
                    [ "${laptop%%$'\t'*}" = "$machine" ] &&
                        IFS=$'\t' read -r -a inputs <<<"${laptop#*$'\t'}"
                done
                ;;
        esac
        case "$machine" in
            qemu-*)
                inputs=()
                for f in "$path"/*; do
                    case "${f##*/}" in *.*) ;; *) inputs+=("$f") ;; esac
                done
                ;;
        esac
        printf '%s' "$machine"
        printf '\t%s' "${inputs[@]}"
        printf '\n'
    done <"$1"
}

# qemu_variants: each QEMU virt version as bios-tables-test builds it, the base tables with
# one variant's files (TABL.variant) on top, as a folder of links to them; named
# "qemu-aarch64-virt/VERSION [variant]" so no record applies (nothing expected).  The
# folders are made once per build tree (test-cache/ beside the binary), so that the
# reports run_machines keeps for one test serve the others.
qemu_variants() {
    local root ver variants v sys f tmp
    root=$(dirname "$ACPILINT")/test-cache/qemu-variants
    mkdir -p "$root"
    for ver in "$SHARED"/qemu-aarch64-virt/v*; do
        [ -d "$ver" ] || continue
        variants=$(ls "$ver" | sed -n 's/^[A-Z0-9]\{4\}\.\(.*\)$/\1/p' | sort -u)
        for v in "" $variants; do
            sys=$root/$(basename "$ver").${v:-base}
            if [ ! -d "$sys" ]; then
                tmp=$(mktemp -d "$root/.new.XXXXXX")
                for f in "$ver"/*; do
                    case "$(basename "$f")" in ????) ln -s "$f" "$tmp/" ;; esac
                done
                if [ -n "$v" ]; then
                    for f in "$ver"/*."$v"; do ln -sf "$f" "$tmp/$(basename "$f" ."$v")"; done
                fi
                # Another test may have made it meanwhile: its folder is the same.
                mv -T "$tmp" "$sys" 2>/dev/null || rm -rf "$tmp"
            fi
            printf 'qemu-aarch64-virt/%s [%s]\t%s\n' "$(basename "$ver")" "${v:-base}" "$sys"
        done
    done
}

# run_machines LIST DIR [ACPILINT-OPTION...]: acpilint --no-config OPTION... --format json on
# every machine of LIST; DIR/name.N, DIR/json.N, DIR/rc.N per machine (run_machines.py,
# which keeps the reports for the other tests of the same binary); prints the count.
run_machines() {
    python3 "$SRC/tests/scripts/run_machines.py" "$ACPILINT" "$@"
}

# real_corpus_check DESCRIPTION MACHINES EXPECTED [ACPILINT-OPTION...] -- [COUNTS-OPTION...]
# Runs every machine of the MACHINES list (run_machines), then real_corpus_counts.py
# (selection options there) against the EXPECTED table; one check, failed with
# DESCRIPTION after the per-machine FAIL lines.
real_corpus_check() {
    local what=$1 list=$2 want=$3 n dir
    shift 3
    local opts=()
    while [ $# -gt 0 ] && [ "$1" != -- ]; do opts+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    dir=$(mktemp -d "$SCRATCH/run.XXXXXX")
    n=$(run_machines "$list" "$dir" "${opts[@]}") || { fail "$what: the runs failed"; return; }
    if python3 "$SRC/tests/scripts/real_corpus_counts.py" "$dir" "$n" "$want" "$@"; then
        pass
    else
        fail "$what"
    fi
}

# write_root_dtb FILE: a device tree of a root node only (version 17), for --dt
# FILE: header, empty reservation block, structure; 72 bytes.
write_root_dtb() {
    local v
    for v in 0xd00dfeed 72 56 72 40 17 16 0 0 16 0 0 0 0 1 0 2 9; do
        printf "$(printf '\\%03o' $((v >> 24 & 255)) $((v >> 16 & 255)) $((v >> 8 & 255)) $((v & 255)))"
    done >"$1"
}

finish() {
    echo "$checks passed, $failures failed"
    [ "$failures" -eq 0 ]
    exit $?
}

# The per-rule corpus cases of this build, one path a line, from the list
# CMake writes (corpus/rules/cases.txt), not a glob of corpus/rules/ where a
# case removed from the sources lingers in an old build directory.
rule_cases() {
    local list="$CORPUS/rules/cases.txt" name
    [ -s "$list" ] || { echo "FAIL: $list is missing or empty (reconfigure the build)" >&2; return 1; }
    while IFS= read -r name; do
        [ -n "$name" ] && echo "$CORPUS/rules/$name"
    done <"$list"
}
