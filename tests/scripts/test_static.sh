# SPDX-License-Identifier: MIT
# The static build (CMake ACPILINT_STATIC, README "Building"): one static PIE
# with libyaml, zlib, libfdt and liblzma linked in.  It needs no shared library
# at run time, opens none (a library of the same SONAME that is not one changes
# nothing), and says what the shared build says on the inputs that use each.
. "$(dirname "$0")/lib.sh"

command -v cmake >/dev/null || { echo "FAIL: cmake not found"; exit 1; }
BUILD=$SCRATCH/build
# -O0: the test proves the link and the library paths, not the optimiser.
cmake -S "$SRC" -B "$BUILD" -DCMAKE_BUILD_TYPE=Debug -DACPILINT_STATIC=ON -DACPILINT_TESTS=OFF \
    -DACPILINT_CORPUS=OFF >"$SCRATCH/configure.log" 2>&1 ||
    { tail -5 "$SCRATCH/configure.log"; echo "FAIL: configuring the static build"; exit 1; }
cmake --build "$BUILD" -j"$(nproc)" --target acpilint >"$SCRATCH/build.log" 2>&1 ||
    { grep -E 'error|undefined' "$SCRATCH/build.log" | head -10; echo "FAIL: building it"; exit 1; }
STATIC=$BUILD/acpilint

# Static PIE: no program interpreter, nothing in DT_NEEDED, still position-independent (ASLR).
if command -v readelf >/dev/null; then
    readelf -lh "$STATIC" >"$SCRATCH/headers"
    expect_no_grep 'INTERP' "$SCRATCH/headers" "static build has a program interpreter"
    expect_grep 'Type: +DYN' "$SCRATCH/headers" "static build is a PIE"
    readelf -d "$STATIC" >"$SCRATCH/dynamic" 2>&1
    expect_no_grep 'NEEDED' "$SCRATCH/dynamic" "static build needs a shared library"
else
    fail "readelf not found (binutils)"
fi

# The same report as the shared build, through each linked library.
same() { # same DESCRIPTION ARGS...
    local what=$1
    shift
    "$ACPILINT" "$@" >"$SCRATCH/shared.out" 2>"$SCRATCH/shared.err"
    local want=$?
    "$STATIC" "$@" >"$SCRATCH/static.out" 2>"$SCRATCH/static.err"
    local got=$?
    [ "$got" -eq "$want" ] && cmp -s "$SCRATCH/shared.out" "$SCRATCH/static.out" &&
        cmp -s "$SCRATCH/shared.err" "$SCRATCH/static.err" && pass ||
        fail "$what: the static build differs (exit $got, shared $want)"
}
same "plain run" --format json "$CORPUS/valid.acpidump.txt"
same "gzip input (zlib)" --format json "$CORPUS/valid.bin.gz"
same "--rules-dir (libyaml)" --format json --rules-dir "$SRC/rules" "$CORPUS/valid.bin"
same "broken input" --format text "$CORPUS/broken/apic-bad-checksum.dat"
write_root_dtb "$SCRATCH/root.dtb"
same "--dt (libfdt, or the built-in walker)" --format json --dt "$SCRATCH/root.dtb" "$CORPUS/valid.bin"

# Nothing is opened: a text file in place of every SONAME on LD_LIBRARY_PATH changes nothing.
HIDE=$SCRATCH/hide
mkdir -p "$HIDE"
while IFS= read -r so; do
    [ -n "$so" ] && echo "not a library" >"$HIDE/$so"
done <"$(dirname "$ACPILINT")/generated/optlib_sonames.txt"
export LD_LIBRARY_PATH=$HIDE
expect_exit 0 "$STATIC" --quiet "$CORPUS/valid.bin.gz"
expect_exit 0 "$STATIC" --quiet --rules-dir "$SRC/rules" "$CORPUS/valid.bin"
expect_exit 0 "$STATIC" --quiet --dt "$SCRATCH/root.dtb" "$CORPUS/valid.bin"
unset LD_LIBRARY_PATH

finish
