# SPDX-License-Identifier: MIT
# docs/ci.md's factory and fleet recipes, run exactly as written: the
# preflash-check script on a sound firmware image (edk2 layout, LZMA-compressed
# ACPI table storage file, tools/mkfv.py), on the same image with one byte of a
# table changed, and on a missing file; the fleet audit block on a folder of
# machines.  The blocks are taken from the document, so an edit there is tested.
. "$(dirname "$0")/lib.sh"

V=$CORPUS/valid
mkdir -p "$SCRATCH/bin"
ln -s "$ACPILINT" "$SCRATCH/bin/acpilint"
export PATH=$SCRATCH/bin:$PATH

# block MARKER OUT: the fenced code block of docs/ci.md whose text holds MARKER.
block() {
    python3 - "$SRC/docs/ci.md" "$1" >"$2" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
blocks = re.findall(r"^```sh\n(.*?)^```", text, re.S | re.M)
hits = [b for b in blocks if sys.argv[2] in b]
assert len(hits) == 1, (sys.argv[2], len(hits))
sys.stdout.write(hits[0])
PY
}
block "# preflash-check IMAGE" "$SCRATCH/preflash-check" || fail "no preflash-check block in docs/ci.md"
block "acpilint --each" "$SCRATCH/fleet.sh" || fail "no fleet block in docs/ci.md"
export PREFLASH_LOG=$SCRATCH/preflash.log

python3 "$SRC/tools/mkfv.py" "$SCRATCH/good.fd" "$SCRATCH/good.json" --lzma \
    "$V/FACP" "$V/DSDT" "$V/APIC" "$V/GTDT" "$V/SPCR" "$V/MCFG"
expect_exit 0 sh "$SCRATCH/preflash-check" "$SCRATCH/good.fd"
expect_grep "^PASS $SCRATCH/good.fd: 0 errors, [0-9]+ warnings?; Linux 6.12: [^;]+\$" "$SCRATCH/out" "sound image passes"
expect_grep "^[0-9T:-]+Z PASS $SCRATCH/good.fd: 0 errors" "$PREFLASH_LOG" "verdict logged"

# The same tables, one byte of the APIC changed, uncompressed so the byte is in the image.
python3 "$SRC/tools/mkfv.py" "$SCRATCH/bad.fd" "$SCRATCH/bad.json" \
    "$V/FACP" "$V/DSDT" "$V/APIC" "$V/GTDT" "$V/SPCR" "$V/MCFG"
python3 - "$SCRATCH/bad.fd" "$SCRATCH/bad.json" <<'PY'
import json, sys
d = bytearray(open(sys.argv[1], "rb").read())
apic = json.load(open(sys.argv[2]))["tables"][2]
d[apic["offset"] + 60] ^= 0x01
open(sys.argv[1], "wb").write(d)
PY
expect_exit 1 sh "$SCRATCH/preflash-check" "$SCRATCH/bad.fd"
expect_grep "^FAIL $SCRATCH/bad.fd: 1 error, [0-9]+ warnings? \([a-z0-9.-]+\); Linux 6.12: [^;]+: not flashing\$" "$SCRATCH/err" "broken image refused"
expect_grep 'error \[table.checksum\]' "$SCRATCH/bad.fd.acpilint.txt" "details kept for the analysis"
expect_grep 'FV 8C8CE578-8A3D-4F1C-9935-896185C32DD3 @0x0/file 7E374E25-8E01-4FEE-87F2-390C23C606CD \(ACPI tables\)/section 2 \(RAW\)' \
    "$SCRATCH/bad.fd.acpilint.txt" "details name where the table is"
expect_exit 2 sh "$SCRATCH/preflash-check" "$SCRATCH/missing.fd"
expect_grep "acpilint could not check $SCRATCH/missing.fd" "$SCRATCH/err" "unreadable image"
[ "$(grep -c . "$PREFLASH_LOG")" -eq 3 ] && pass || fail "one log line per check"

# The fleet audit, in a folder holding dumps/.
mkdir -p "$SCRATCH/fleet/dumps/m1" "$SCRATCH/fleet/dumps/rack2/m2"
cp "$V"/* "$SCRATCH/fleet/dumps/m1/"
cp "$V"/* "$SCRATCH/fleet/dumps/rack2/m2/"
cp "$CORPUS/broken/apic-bad-checksum.dat" "$SCRATCH/fleet/dumps/rack2/m2/APIC"
cp "$CORPUS/valid.acpidump.txt" "$SCRATCH/fleet/dumps/m3.txt"
gzip -c "$CORPUS/valid.acpidump.txt" >"$SCRATCH/fleet/dumps/m4.txt.gz"
(cd "$SCRATCH/fleet" && bash "$SCRATCH/fleet.sh") >"$SCRATCH/out" 2>"$SCRATCH/err"
expect_grep '^4 systems, 1 failed$' "$SCRATCH/out" "fleet summary"
expect_grep '^table.checksum 1 dumps/rack2/m2$' "$SCRATCH/out" "per-rule line names the machine"
[ "$(wc -l <"$SCRATCH/fleet/fleet.jsonl")" -eq 5 ] && pass || fail "fleet.jsonl: 4 systems + summary"
finish
