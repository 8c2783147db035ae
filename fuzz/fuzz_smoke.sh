#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# fuzz_smoke: a bounded libFuzzer run of every fuzz target, as a CTest.
#   bash fuzz_smoke.sh SOURCE_DIR FUZZ_BUILD_DIR CORPUS_BUILD_DIR SHARED_CORPUS [SECONDS]
#
# Configures and builds FUZZ_BUILD_DIR with clang -DACPILINT_FUZZ=ON (an
# incremental build after the first), seeds each target with the committed
# regressions, a sample of its committed corpus, the built corpus and the shared
# corpus's DSDT/SSDT blobs, and fuzzes it for SECONDS (default 10).  Any crash, leak, UBSan report, timeout or memory
# blow-up fails the test with the reproducer printed in hex and kept in
# FUZZ_BUILD_DIR/artifacts/.  The clang build has warnings as errors when the
# environment says ACPILINT_WERROR=ON (the calling build's setting, so that clang's
# warnings fail CI too).  It never skips: without clang and libFuzzer it fails and
# says what to install (tools/bootstrap.sh test installs them).
set -u
SRC=$1
FUZZ_BUILD=$2
CORPUS=$3
SHARED=${4:-}
SECONDS_PER_TARGET=${5:-10}
CC=${ACPILINT_FUZZ_CC:-clang}
TARGETS=(fuzz_input fuzz_aml fuzz_load fuzz_report fuzz_scan fuzz_hw fuzz_diff)
# Real tables bigger than this are left out of the seeds: libFuzzer's
# -max_len follows the largest seed, and a 1 MiB DSDT would spend the few
# seconds a smoke run has on reading it.
MAX_REAL_SEED=$((128 * 1024))

started=$(date +%s)
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT

die() {
    echo "FAIL: $*"
    exit 1
}

# 1. clang and libFuzzer, or a failure that says what to install.
command -v "$CC" >/dev/null 2>&1 ||
    die "$CC not found: fuzz_smoke needs clang with libFuzzer (Debian 12: apt-get install" \
        "clang libclang-rt-14-dev; tools/bootstrap.sh test installs them)"
printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
    'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);' \
    'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }' \
    >"$SCRATCH/probe.c"
"$CC" -fsanitize=fuzzer,address,undefined "$SCRATCH/probe.c" -o "$SCRATCH/probe" \
    >"$SCRATCH/probe.log" 2>&1 || {
    sed 's/^/    /' "$SCRATCH/probe.log" | head -5
    die "$CC cannot link -fsanitize=fuzzer (libclang_rt.fuzzer missing; Debian 12: apt-get" \
        "install libclang-rt-14-dev; tools/bootstrap.sh test installs it)"
}

# 2. The libFuzzer build: configure (cheap when cached) and build the targets.
cmake -S "$SRC" -B "$FUZZ_BUILD" -DCMAKE_C_COMPILER="$CC" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DACPILINT_FUZZ=ON -DACPILINT_SANITIZE=OFF -DACPILINT_TESTS=OFF -DACPILINT_CORPUS=OFF \
    -DACPILINT_WERROR="${ACPILINT_WERROR:-OFF}" \
    >"$SCRATCH/configure.log" 2>&1 || {
    tail -20 "$SCRATCH/configure.log"
    die "configuring $FUZZ_BUILD failed"
}
cmake --build "$FUZZ_BUILD" -j"${ACPILINT_FUZZ_JOBS:-2}" --target "${TARGETS[@]}" \
    >"$SCRATCH/build.log" 2>&1 || {
    grep -E 'error|Error' "$SCRATCH/build.log" | head -20
    die "building the fuzz targets in $FUZZ_BUILD failed"
}
built=$(date +%s)

# 3. Seeds.  fuzz_aml strips a part's own DSDT/SSDT header itself, so whole
#    tables serve both targets.
is_aml_table() { # a binary DSDT/SSDT blob (a text dump starts "DSDT @")
    # read, not head: no fork per file of the shared corpus (bash drops NULs,
    # which only the Length bytes after the signature can be).
    local hdr=
    LC_ALL=C IFS= read -r -N 6 hdr <"$1" 2>/dev/null
    case $hdr in
    "DSDT @" | "SSDT @") return 1 ;;
    DSDT* | SSDT*) return 0 ;;
    esac
    return 1
}
# Regressions named slow-* are megabytes of tables behind gzip: seconds each
# under libFuzzer's instrumentation, near -timeout.  fuzz_replay runs them.
# Seeds keep their paths below DEST (libFuzzer reads a corpus folder
# recursively), so names never collide, and go a few hundred to a cp, not a
# fork per file: the committed corpora are thousands of files, which took
# minutes one by one on a loaded machine.
add_seeds() { # DEST FILE|DIR...: copies files, recursing
    local dest=$1 f
    shift
    mkdir -p "$dest"
    for f in "$@"; do
        [ -e "$f" ] || continue
        find "$f" -type f ! -name '.*' ! -name 'slow-*' -exec cp --parents -t "$dest" {} +
    done
}
# The committed corpora are thousands of files a target (fuzz_input's 3,662): libFuzzer
# runs every seed before it mutates any, and that replay alone outlasted the run (on a
# loaded machine fuzz_report replayed its 2,763 seeds for 132 s and mutated 3 inputs).
# fuzz_replay.<target> runs every committed input already, in the plain and the ASan+UBSan
# builds; here a spread sample of each corpus seeds the fuzzer, so that its seconds go to
# new inputs.
MAX_CORPUS_SEEDS=${ACPILINT_FUZZ_CORPUS_SEEDS:-256}
add_corpus_sample() { # DEST DIR: at most MAX_CORPUS_SEEDS files of DIR, evenly spread
    local dest=$1 dir=$2 files=() pick=() i n
    [ -d "$dir" ] || return 0
    mapfile -d '' -t files < <(find "$dir" -type f ! -name '.*' ! -name 'slow-*' -print0 | sort -z)
    n=${#files[@]}
    [ "$n" -gt 0 ] || return 0
    if [ "$n" -le "$MAX_CORPUS_SEEDS" ]; then
        pick=("${files[@]}")
    else
        for ((i = 0; i < MAX_CORPUS_SEEDS; i++)); do
            pick+=("${files[i * n / MAX_CORPUS_SEEDS]}")
        done
    fi
    mkdir -p "$dest"
    cp --parents -t "$dest" "${pick[@]}"
}
real_seeds=()
if [ -n "$SHARED" ] && [ -d "$SHARED" ]; then
    while IFS= read -r -d '' x; do
        is_aml_table "$x" && real_seeds+=("$x")
    done < <(find "$SHARED" -type f -size -$((MAX_REAL_SEED + 1))c -print0)
fi
echo "shared corpus: ${#real_seeds[@]} DSDT/SSDT blobs of at most $MAX_REAL_SEED bytes"
for t in "${TARGETS[@]}"; do
    seeds=$SCRATCH/seeds-$t
    add_seeds "$seeds" "$SRC/fuzz/regressions/$t"
    add_corpus_sample "$seeds" "$SRC/fuzz/corpus/$t"
    if [ -d "$CORPUS" ]; then
        add_seeds "$seeds" "$CORPUS/valid" "$CORPUS/iasl"
        [ "$t" != fuzz_aml ] && add_seeds "$seeds" "$CORPUS/valid.d" "$CORPUS/broken" \
            "$CORPUS/rules" "$CORPUS/valid.acpidump.txt" "$CORPUS/valid.bin.gz"
    fi
    [ ${#real_seeds[@]} -eq 0 ] || add_seeds "$seeds" "${real_seeds[@]}"
    n=$(find "$seeds" -type f | wc -l)
    [ "$n" -gt 0 ] || die "$t: no seeds (regressions $SRC/fuzz/regressions/$t missing?)"
    echo "$t: $n seeds"
done

# 4. Fuzz each target; any libFuzzer exit other than 0 is a finding.
mkdir -p "$FUZZ_BUILD/artifacts"
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1
export UBSAN_OPTIONS=${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}print_stacktrace=1
failed=0
for t in "${TARGETS[@]}"; do
    work=$SCRATCH/work-$t
    mkdir -p "$work" "$SCRATCH/art-$t"
    log=$SCRATCH/$t.log
    dict=(-dict="$SRC/fuzz/acpi.dict")
    [ -f "$SRC/fuzz/$t.dict" ] && dict=(-dict="$SRC/fuzz/$t.dict")
    t0=$(date +%s)
    "$FUZZ_BUILD/fuzz/$t" "${dict[@]}" -max_total_time="$SECONDS_PER_TARGET" -timeout=5 -rss_limit_mb=1024 -malloc_limit_mb=512 \
        -print_final_stats=1 -artifact_prefix="$SCRATCH/art-$t/" "$work" "$SCRATCH/seeds-$t" \
        >"$log" 2>&1
    rc=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    cov=$(grep -E '^#[0-9]+' "$log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+')
    # Runs past INITED are mutated inputs, not the seeds' replay.
    inited=$(sed -n 's/^#\([0-9]*\)[[:space:]]*INITED.*/\1/p' "$log" | tail -1)
    echo "$t: exit $rc, ${runs:-0} runs ($((${runs:-0} - ${inited:-0})) mutated) in" \
        "$(($(date +%s) - t0)) s, ${cov:-no coverage line}"
    if [ "$rc" -ne 0 ]; then
        failed=1
        echo "FAIL: $t found a bug; libFuzzer's report:"
        grep -nE 'ERROR: |runtime error|SUMMARY|==[0-9]+==|#[0-9]+ 0x' "$log" | head -40 |
            sed 's/^/    /'
        for a in "$SCRATCH/art-$t"/*; do
            [ -f "$a" ] || continue
            kept=$FUZZ_BUILD/artifacts/$t-$(basename "$a")
            cp "$a" "$kept"
            echo "  reproducer ($(stat -c %s "$a") bytes), kept as $kept:"
            od -An -tx1 -v "$a" | head -32 | sed 's/^/    /'
            echo "  replay: $FUZZ_BUILD/fuzz/$t $kept"
            echo "  once fixed, add it to $SRC/fuzz/regressions/$t/"
        done
    elif [ "${runs:-0}" -lt 100 ]; then
        # A fuzzer that ran nothing proved nothing.
        failed=1
        echo "FAIL: $t executed only ${runs:-0} inputs"
        tail -20 "$log" | sed 's/^/    /'
    fi
done
echo "fuzz_smoke: build $((built - started)) s, total $(($(date +%s) - started)) s"
exit $failed
