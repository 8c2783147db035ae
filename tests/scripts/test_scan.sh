# SPDX-License-Identifier: MIT
# --scan IMAGE: the valid tables hidden at odd offsets in noise (and in erased
# 0xFF flash) are all found at their offsets, linted as one system, and every
# finding points into the image; a broken table is found and reported there.
. "$(dirname "$0")/lib.sh"

V=$CORPUS/valid
B=$CORPUS/broken

# mkimage OUT SIZE FILL TABLE... : TABLEs at odd offsets in SIZE bytes of noise
# (FILL=noise) or erased flash (FILL=ff); prints "SIG OFFSET" per table.
mkimage() {
    python3 - "$@" <<'PY'
import random, sys
out, size, fill, tables = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
rnd = random.Random(20240601)
img = bytearray(rnd.randbytes(size)) if fill == "noise" else bytearray(b"\xff" * size)
# Text in the noise, as in firmware code: signatures with nonsense after them.
for i in range(0, size - 64, 4099):
    img[i:i + 8] = rnd.choice([b"APIC", b"FACP", b"SSDT", b"RSD PTR ", b"XSDT"]).ljust(8, b"\0")
pos = 12345
for path in tables:
    data = open(path, "rb").read()
    pos |= 1  # odd
    img[pos:pos + len(data)] = data
    print(path.rsplit("/", 1)[-1], pos)
    pos += len(data) + rnd.randrange(1000, 50000)
assert pos < size
open(out, "wb").write(img)
PY
}

tables=("$V/RSDP" "$V/XSDT" "$V/FACP" "$V/DSDT" "$V/SSDT" "$V/APIC" "$V/GTDT" "$V/SPCR" "$V/MCFG" "$V/DBG2")
for fill in noise ff; do
    img=$SCRATCH/$fill.img
    mkimage "$img" $((2 << 20)) "$fill" "${tables[@]}" >"$SCRATCH/$fill.where"
    expect_exit 0 "$ACPILINT" --scan "$img"
    expect_grep '^10 tables checked: 0 errors' "$SCRATCH/out" "$fill: valid tables lint clean"
    "$ACPILINT" --format json --scan "$img" >"$SCRATCH/$fill.json"
    python3 - "$SCRATCH/$fill.json" "$SCRATCH/$fill.where" "$img" <<'PY' && pass || fail "$fill: tables and offsets"
import json, sys
doc = json.load(open(sys.argv[1]))
want = [(l.split()[0], int(l.split()[1])) for l in open(sys.argv[2])]
got = [(t["signature"], t["source"]["offset"]) for t in doc["tables"]]
assert got == want, (got, want)
assert all(t["source"]["file"] == sys.argv[3] and t["checksum_ok"] for t in doc["tables"])
assert doc["inputs"] == [sys.argv[3]]
PY
    # The text report says where each table was found.
    while read -r sig off; do
        expect_grep "^$sig .*$(basename "$img")\\+0x$(printf '%x' "$off")\$" "$SCRATCH/out" "$fill: $sig offset listed"
    done <"$SCRATCH/$fill.where"
done
expect_exit 0 "$ACPILINT" --quiet --scan "$SCRATCH/ff.img"
[ "$(cat "$SCRATCH/out")" = PASS ] && pass || fail "--quiet --scan: $(cat "$SCRATCH/out")"
# The factory script of docs/ci.md.
"$ACPILINT" --quiet --fail-on warning --scan "$SCRATCH/ff.img" >"$SCRATCH/out"
rc=$?
if { [ $rc -eq 0 ] && [ "$(cat "$SCRATCH/out")" = PASS ]; } ||
    { [ $rc -eq 1 ] && grep -qxE 'FAIL: 0 errors, [1-9][0-9]* warnings?' "$SCRATCH/out"; }; then
    pass
else
    fail "--quiet --fail-on warning: exit $rc, $(cat "$SCRATCH/out")"
fi
expect_exit 0 "$ACPILINT" --severity warning --scan "$SCRATCH/ff.img"

# A table with a bad checksum is not loaded but reported at its offset (info);
# a table whose MADT walk is broken is loaded and its error points into the image.
bad=("$V/RSDP" "$V/XSDT" "$V/FACP" "$V/DSDT" "$V/SSDT" "$B/apic-zero-length-subtable.dat" "$V/GTDT" "$B/apic-bad-checksum.dat")
mkimage "$SCRATCH/bad.img" $((1 << 20)) noise "${bad[@]}" >"$SCRATCH/bad.where"
expect_exit 1 "$ACPILINT" --format json --scan "$SCRATCH/bad.img"
python3 - "$SCRATCH/out" "$SCRATCH/bad.where" <<'PY' && pass || fail "broken tables in an image"
import json, sys
doc = json.load(open(sys.argv[1]))
where = dict(reversed(l.split()) for l in open(sys.argv[2]))
off = {name: int(o) for o, name in where.items()}
zero = [f for f in doc["findings"] if f["rule"] == "madt.subtable-zero-length"]
assert zero and zero[0]["file_offset"] == off["apic-zero-length-subtable.dat"] + zero[0]["offset"], zero
mism = [f for f in doc["findings"] if f["rule"] == "scan.checksum-mismatch"]
assert [f["file_offset"] for f in mism] == [off["apic-bad-checksum.dat"]], mism
assert mism[0]["severity"] == "info"
assert len(doc["tables"]) == 7
PY
"$ACPILINT" --format sarif --scan "$SCRATCH/bad.img" >"$SCRATCH/bad.sarif"
python3 - "$SCRATCH/bad.sarif" "$SCRATCH/out" <<'PY' && pass || fail "SARIF byte regions of a scanned image"
import json, sys
res = json.load(open(sys.argv[1]))["runs"][0]["results"]
findings = json.load(open(sys.argv[2]))["findings"]
for r, f in zip(res, findings):
    region = r["locations"][0]["physicalLocation"].get("region", {})
    if f["file_offset"] is not None:
        assert region.get("byteOffset") == f["file_offset"], (r, f)
PY

# Nothing found, unreadable, not a file; --scan combines with ordinary inputs.
head -c 100000 /dev/zero >"$SCRATCH/zero.img"
expect_exit 1 "$ACPILINT" --scan "$SCRATCH/zero.img"
expect_grep 'error \[input.no-tables\]: no ACPI table with a valid checksum found by scanning 100000 bytes' "$SCRATCH/out" "empty image"
expect_exit 2 "$ACPILINT" --scan "$SCRATCH/missing.img"
expect_grep 'missing.img: cannot open' "$SCRATCH/err" "unreadable image named"
expect_exit 2 "$ACPILINT" --scan "$SCRATCH"
expect_grep 'not a regular file' "$SCRATCH/err" "directory refused"
expect_exit 2 "$ACPILINT" --scan
expect_exit 0 sh -c "\"$ACPILINT\" --list-tables --scan - < \"$SCRATCH/ff.img\""
expect_grep '^DBG2 ' "$SCRATCH/out" "--scan - reads standard input"
expect_exit 0 "$ACPILINT" --fail-on never --list-tables --scan "$SCRATCH/ff.img" --scan "$SCRATCH/noise.img"
[ "$(grep -c . "$SCRATCH/out")" -eq 20 ] && pass || fail "two --scan images: $(grep -c . "$SCRATCH/out") tables"
finish
