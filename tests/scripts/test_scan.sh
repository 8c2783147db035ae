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
expect_grep "^PASS $SCRATCH/ff.img: 0 errors, [0-9]+ warnings?; Linux 6.12: [^;]+\$" "$SCRATCH/out" "--quiet --scan names the image"
# The factory script of docs/ci.md.
"$ACPILINT" --quiet --fail-on warning --scan "$SCRATCH/ff.img" >"$SCRATCH/out"
rc=$?
if { [ $rc -eq 0 ] && grep -qxE "PASS $SCRATCH/ff.img: 0 errors, 0 warnings; Linux 6.12: [^;]+" "$SCRATCH/out"; } ||
    { [ $rc -eq 1 ] && grep -qxE "FAIL $SCRATCH/ff.img: 0 errors, [1-9][0-9]* warnings? \([a-z0-9., -]+\); Linux 6.12: [^;]+" "$SCRATCH/out"; }; then
    pass
else
    fail "--quiet --fail-on warning: exit $rc, $(cat "$SCRATCH/out")"
fi
expect_exit 0 "$ACPILINT" --severity warning --scan "$SCRATCH/ff.img"

# A table with a bad checksum is loaded and fails at its offset (an error);
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
mism = [f for f in doc["findings"] if f["rule"] == "table.checksum"]
assert [f["file_offset"] for f in mism] == [off["apic-bad-checksum.dat"] + 9], mism
assert mism[0]["severity"] == "error"
assert len(doc["tables"]) == 8
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

# What the firmware builds at boot (RSDP, XSDT) need not be in an image; the
# tables the profile requires must: an image without its MADT and FADT fails.
mkimage "$SCRATCH/boot.img" $((1 << 20)) ff "$V/FACP" "$V/DSDT" "$V/APIC" "$V/GTDT" "$V/SPCR" "$V/MCFG" >/dev/null
expect_exit 0 "$ACPILINT" --quiet --scan "$SCRATCH/boot.img"
mkimage "$SCRATCH/nomadt.img" $((1 << 20)) ff "$V/DSDT" "$V/GTDT" "$V/SPCR" "$V/DBG2" >/dev/null
expect_exit 1 "$ACPILINT" --scan "$SCRATCH/nomadt.img"
expect_grep 'error \[scan.required-missing\].*APIC' "$SCRATCH/out" "missing MADT fails"
expect_grep 'error \[scan.required-missing\].*FACP' "$SCRATCH/out" "missing FADT fails"
[ "$(grep -c '\[scan.required-missing\]' "$SCRATCH/out")" -eq 2 ] && pass || fail "one finding per missing table"

# One flipped byte anywhere in a table (every header byte, every 7th body byte, of
# every table, tables packed between random bytes) never passes, and the
# finding names the defect.  (A Length grown over erased flash, 0xFF, by what
# its byte gained keeps the sum: docs/ci.md says what a scan cannot prove.)
python3 - "$ACPILINT" "$SCRATCH/f.img" "${tables[@]}" <<'PY' && pass || fail "a flipped byte passed"
import json, random, subprocess, sys
acpilint, work, paths = sys.argv[1], sys.argv[2], sys.argv[3:]
rnd = random.Random(7)
base, where = bytearray(rnd.randbytes(101)), []
for path in paths:
    where.append((path.rsplit("/", 1)[-1], len(base), open(path, "rb").read()))
    base += where[-1][2] + rnd.randbytes(rnd.randrange(40, 90))
# Every flipped image is its own system of one --each run (a process per image was most of
# this test's time under ASan); its exit status is its report's summary.exit_status.
images = []
for name, pos, table in where:
    for off in [o for o in range(len(table)) if o < 36 or o % 7 == 0]:
        data = bytearray(base)
        data[pos + off] ^= 0x80 if 4 <= off < 8 else 0x01
        path = f"{work}.{len(images)}"
        open(path, "wb").write(data)
        images.append((name, off, path))
r = subprocess.run([acpilint, "--each", "--format", "json"] +
                   [arg for _, _, path in images for arg in ("--scan", path)],
                   capture_output=True, text=True)
docs = [json.loads(line) for line in r.stdout.splitlines()]
assert r.returncode == 1 and len(docs) == len(images) + 1 and "batch" in docs[-1], \
    (r.returncode, len(docs), len(images), r.stderr[-1000:])
bad, runs = [], 0
for (name, off, path), doc in zip(images, docs):
    assert doc["inputs"] == [path], (doc["inputs"], path)
    runs += 1
    rc = doc["summary"]["exit_status"]
    rules = {f["rule"] for f in doc["findings"] if f["severity"] == "error"}
    if name == "RSDP":
        want = {"scan.signature-corrupt"} if off < 8 else {"rsdp.checksum"} if off < 20 else set()
    elif off < 4:  # SSDT flipped to RSDT is a known table, whose checksum fails
        want = {"scan.signature-corrupt"} if not {"table.checksum"} & rules else set()
    elif off < 8:
        want = set()  # the Length: scan.table-length, table.checksum or a structure error
    else:
        want = {"table.checksum"}
    if rc != 1 or not rules or not want <= rules:
        bad.append((name, off, rc, sorted(rules)))
assert not bad and runs > 500, (runs, bad[:10])
PY

# Nothing found, unreadable, not a file; --scan combines with ordinary inputs.
head -c 100000 /dev/zero >"$SCRATCH/zero.img"
expect_exit 1 "$ACPILINT" --scan "$SCRATCH/zero.img"
expect_grep 'error \[input.no-tables\]: no ACPI table header found by scanning 100000 bytes' "$SCRATCH/out" "empty image"
expect_exit 2 "$ACPILINT" --scan "$SCRATCH/missing.img"
expect_grep 'missing.img: cannot open' "$SCRATCH/err" "unreadable image named"
expect_exit 2 "$ACPILINT" --scan "$SCRATCH"
expect_grep 'not a regular file' "$SCRATCH/err" "directory refused"
expect_exit 2 "$ACPILINT" --scan
expect_grep 'no input given' "$SCRATCH/err" "--scan alone: no image"
# --scan before an option is a mode: the options stay options, the inputs are images.
expect_exit 0 "$ACPILINT" --scan -q "$SCRATCH/ff.img"
expect_grep "^PASS $SCRATCH/ff.img: 0 errors" "$SCRATCH/out" "--scan -q IMAGE scans IMAGE"
expect_exit 0 "$ACPILINT" --scan --format json "$SCRATCH/ff.img"
python3 - "$SCRATCH/out" <<'PY' && pass || fail "--scan --format json IMAGE: JSON of the scanned image"
import json, sys
d = json.load(open(sys.argv[1]))
assert len(d["tables"]) > 3 and all(t["source"]["file"].endswith("ff.img") for t in d["tables"]), d["tables"][:2]
PY
expect_exit 0 "$ACPILINT" --scan=$SCRATCH/ff.img -q
expect_grep "^PASS $SCRATCH/ff.img: " "$SCRATCH/out" "--scan=IMAGE"
expect_exit 0 sh -c "\"$ACPILINT\" --list-tables --scan - < \"$SCRATCH/ff.img\""
expect_grep '^DBG2 ' "$SCRATCH/out" "--scan - reads standard input"
expect_exit 0 "$ACPILINT" --fail-on never --list-tables --scan "$SCRATCH/ff.img" --scan "$SCRATCH/noise.img"
[ "$(grep -c . "$SCRATCH/out")" -eq 20 ] && pass || fail "two --scan images: $(grep -c . "$SCRATCH/out") tables"
finish
