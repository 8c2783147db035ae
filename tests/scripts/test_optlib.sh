# SPDX-License-Identifier: MIT
# libyaml, zlib and libfdt are dlopen()ed on first use (include/acpilint/optlib.h):
# the binary does not need them to start, a typical run never opens them, and
# an input that needs one that cannot be loaded fails with exit 2 and a message
# naming the file and the library.  A library is "missing" here when a file of
# its SONAME that is not a library (or a library without its symbols) comes
# first on LD_LIBRARY_PATH: dlopen() then fails as it would without it.
. "$(dirname "$0")/lib.sh"

BUILD=$(dirname "$ACPILINT")
SONAMES=$BUILD/generated/optlib_sonames.txt
[ -f "$SONAMES" ] || { echo "FAIL: $SONAMES missing (reconfigure the build)"; exit 1; }
{ read -r YAML; read -r ZLIB; read -r FDT; } <"$SONAMES"

# Nothing of the three in DT_NEEDED: not paid for at start-up.
if command -v readelf >/dev/null; then
    readelf -d "$ACPILINT" >"$SCRATCH/dynamic"
    for so in "$YAML" "$ZLIB" ${FDT:+"$FDT"}; do
        expect_no_grep "NEEDED.*\[$so\]" "$SCRATCH/dynamic" "DT_NEEDED"
    done
fi

# A typical run opens none of them; gzip input opens zlib only.
LD_DEBUG=files "$ACPILINT" --quiet "$CORPUS/valid.bin" >/dev/null 2>"$SCRATCH/ld"
expect_no_grep 'dynamically loaded' "$SCRATCH/ld" "plain run dlopen()s nothing"
LD_DEBUG=files "$ACPILINT" --quiet "$CORPUS/valid.bin.gz" >/dev/null 2>"$SCRATCH/ld"
expect_grep "file=$ZLIB .*dynamically loaded" "$SCRATCH/ld" "gzip run opens zlib"
expect_no_grep "file=($YAML|${FDT:-none}) " "$SCRATCH/ld" "gzip run opens only zlib"

write_root_dtb "$SCRATCH/root.dtb"
[ "$(wc -c <"$SCRATCH/root.dtb")" -eq 72 ] && pass || fail "root.dtb is not 72 bytes"
expect_exit 0 "$ACPILINT" --quiet --dt "$SCRATCH/root.dtb" "$CORPUS/valid.bin"

# hide_with KIND: a folder where every SONAME is a text file (KIND=text) or a
# library exporting none of the symbols (KIND=nosym, needs a C compiler).
hide_with() {
    local dir=$SCRATCH/$1 so
    mkdir -p "$dir"
    for so in "$YAML" "$ZLIB" ${FDT:+"$FDT"}; do
        if [ "$1" = text ]; then
            echo "not a library" >"$dir/$so"
        else
            echo 'int acpilint_optlib_test_nothing(void) { return 0; }' >"$dir/empty.c"
            cc -shared -fPIC -Wl,-soname,"$so" -o "$dir/$so" "$dir/empty.c" || return 1
        fi
    done
}

kinds=text
if command -v cc >/dev/null; then kinds="text nosym"; fi
for kind in $kinds; do
    hide_with "$kind" || { fail "cannot build the $kind libraries"; continue; }
    export LD_LIBRARY_PATH=$SCRATCH/$kind
    # A run that needs none still works.
    expect_exit 0 "$ACPILINT" --quiet "$CORPUS/valid.bin"
    # gzip: exit 2 even with --fail-on never; the file and the library are named.
    for fail_on in error never; do
        expect_exit 2 "$ACPILINT" --fail-on "$fail_on" "$CORPUS/valid.bin.gz"
        expect_grep "^acpilint: $CORPUS/valid.bin.gz: gzip input needs zlib \($ZLIB\): .+" \
            "$SCRATCH/err" "$kind: gzip error on stderr"
        # The installation is at fault, not the file: no finding blames it.
        expect_no_grep "input\.unsplit-bytes|gzip input needs zlib" "$SCRATCH/out" \
            "$kind: no gzip finding on the file"
    done
    expect_exit 2 sh -c "\"$ACPILINT\" - < \"$CORPUS/valid.bin.gz\""
    expect_grep "^acpilint: <stdin>: gzip input needs zlib" "$SCRATCH/err" "$kind: stdin gzip"
    # YAML read at run time: --rules-dir names the first file.
    expect_exit 2 "$ACPILINT" --rules-dir "$SRC/rules" "$CORPUS/valid.bin"
    expect_grep "^acpilint: $SRC/rules/[a-z0-9_-]+\.yaml: YAML input needs libyaml \($YAML\): .+" \
        "$SCRATCH/err" "$kind: --rules-dir error"
    # .dtb: an error naming the file, not a silent fallback.
    if [ -n "$FDT" ]; then
        expect_exit 2 "$ACPILINT" --dt "$SCRATCH/root.dtb" "$CORPUS/valid.bin"
        expect_grep "^acpilint: cannot read device tree '$SCRATCH/root.dtb': .dtb input needs libfdt \($FDT\): .+" \
            "$SCRATCH/err" "$kind: --dt error"
    fi
    unset LD_LIBRARY_PATH
done
finish
