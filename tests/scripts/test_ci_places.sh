# SPDX-License-Identifier: MIT
# Every defect visible where reviewers look (issue 25): the formats code hosts
# read report each place of a defect on its own.  The corpus's valid system gets
# two devices without _CRS (obj.crs-missing, grouped into one text finding), then
# tomorrow's firmware appends a third at the end of the DSDT and inserts a Name()
# at its top (every AML offset moves).  SARIF and GitLab must carry exactly one
# new result, for the new device, named in its message; the two untouched places
# keep their fingerprints; text keeps one grouped finding.  On a real QEMU DSDT
# (shared corpus) the same append gives exactly one new result too.
. "$(dirname "$0")/lib.sh"

command -v iasl >/dev/null || { echo "FAIL: iasl missing (acpica-tools; bash tools/bootstrap.sh)"; exit 1; }
V=$SRC/corpus/valid

# build DIR DSDT.asl: the valid system's blobs with that DSDT compiled in.
build() {
    mkdir -p "$1" "$SCRATCH/iasl"
    cp "$CORPUS"/valid/* "$1/"
    iasl -vs -p "$SCRATCH/iasl/out" "$2" >"$SCRATCH/iasl.log" 2>&1 ||
        { fail "iasl $2"; tail -5 "$SCRATCH/iasl.log"; return 1; }
    cp "$SCRATCH/iasl/out.aml" "$1/DSDT"
}

# devices NAME...: Device blocks with a _HID and no _CRS, for \_SB.
devices() {
    for d in "$@"; do
        printf '        Device (%s)\n        {\n            Name (_HID, "ACME0001")\n' "$d"
        printf '            Name (_UID, "%s")\n        }\n' "$d"
    done
}

# Today: NRS1 and NRS2 at the end of \_SB.  Tomorrow: a Name() first, NRS3 appended.
devices NRS1 NRS2 >"$SCRATCH/today.dev"
devices NRS1 NRS2 NRS3 >"$SCRATCH/tomorrow.dev"
sb_end=$(awk '/^    }$/ { n = NR } END { print n }' "$V/dsdt.asl") # closes Scope (\_SB)
sed "$((sb_end - 1))r $SCRATCH/today.dev" "$V/dsdt.asl" >"$SCRATCH/today.asl"
sed -e "$((sb_end - 1))r $SCRATCH/tomorrow.dev" \
    -e '/^DefinitionBlock/{n;a\    Name (NEWA, 0x12345678)
}' "$V/dsdt.asl" >"$SCRATCH/tomorrow.asl"
build "$SCRATCH/today" "$SCRATCH/today.asl" || finish
build "$SCRATCH/tomorrow" "$SCRATCH/tomorrow.asl" || finish

for day in today tomorrow; do
    "$ACPILINT" --format sarif "$SCRATCH/$day" >"$SCRATCH/$day.sarif"
    "$ACPILINT" --format gitlab "$SCRATCH/$day" >"$SCRATCH/$day.gl.json"
    "$ACPILINT" --format github "$SCRATCH/$day" >"$SCRATCH/$day.gh.txt"
    "$ACPILINT" --format junit "$SCRATCH/$day" >"$SCRATCH/$day.xml"
    "$ACPILINT" "$SCRATCH/$day" >"$SCRATCH/$day.txt"
    "$ACPILINT" --format json "$SCRATCH/$day" >"$SCRATCH/$day.json"
done

# compare TODAY TOMORROW NEW: SARIF and GitLab results of obj.crs-missing, one per place.
python3 - "$SCRATCH" <<'PY' && pass || fail "one new result per new place, old fingerprints kept"
import json, sys, re
d = sys.argv[1]
def sarif(day):
    rs = json.load(open(f"{d}/{day}.sarif"))["runs"][0]["results"]
    return {r["partialFingerprints"]["acpilintFingerprint/v2"]: r for r in rs}
def gitlab(day):
    return {i["fingerprint"]: i for i in json.load(open(f"{d}/{day}.gl.json"))}
for name, load, text in (("SARIF", sarif, lambda r: r["message"]["text"]),
                         ("GitLab", gitlab, lambda i: i["description"])):
    a, b = load("today"), load("tomorrow")
    crs = lambda s: {k: v for k, v in s.items() if "obj.crs-missing" in json.dumps(v)}
    ca, cb = crs(a), crs(b)
    assert len(ca) == 2 and len(cb) == 3, (name, len(ca), len(cb))
    # Every result of today is still there with its fingerprint; tomorrow has one more.
    assert set(a) <= set(b), (name, set(a) - set(b))
    new = set(b) - set(a)
    assert len(new) == 1, (name, [text(b[k]) for k in new])
    assert "NRS3" in text(b[new.pop()]), name
    for k in ca:
        assert re.search(r"NRS[12]", text(ca[k])), (name, text(ca[k]))
# SARIF: each place its own location, which moved with the inserted Name().
sa, sb = sarif("today"), sarif("tomorrow")
region = lambda r: r["locations"][0]["physicalLocation"]["region"]["byteOffset"]
crs = [r for r in sb.values() if r["ruleId"] == "obj.crs-missing"]
assert len({region(r) for r in crs}) == 3, [region(r) for r in crs]
assert all(region(sb[k]) != region(sa[k]) for k in sa if sa[k]["ruleId"] == "obj.crs-missing")
# JSON keeps the group with every place.
j = json.load(open(f"{d}/tomorrow.json"))["findings"]
g = [f for f in j if f["rule"] == "obj.crs-missing"]
assert len(g) == 1 and g[0].get("count") == 3, g
PY
# GitHub: an annotation per place; JUnit: a line per place; text: one grouped finding.
[ "$(grep -c 'obj.crs-missing::' "$SCRATCH/tomorrow.gh.txt")" -eq 3 ] && pass ||
    fail "github: $(grep -c 'obj.crs-missing::' "$SCRATCH/tomorrow.gh.txt") annotations, want 3"
[ "$(grep -c '\[obj.crs-missing\]: ' "$SCRATCH/tomorrow.xml")" -eq 3 ] && pass ||
    fail "junit: $(grep -c '\[obj.crs-missing\]: ' "$SCRATCH/tomorrow.xml") lines, want 3"
[ "$(grep -c 'info \[obj.crs-missing\]' "$SCRATCH/tomorrow.txt")" -eq 1 ] && pass ||
    fail "text: obj.crs-missing not one grouped finding"

# A real DSDT (QEMU's virt machine): disassembled, a device without _CRS appended, rebuilt.
if [ -n "$SHARED" ] && [ -f "$SHARED/qemu-aarch64-virt/v10.2.2/DSDT" ]; then
    iasl -d -p "$SCRATCH/qtoday" "$SHARED/qemu-aarch64-virt/v10.2.2/DSDT" >"$SCRATCH/iasl.log" 2>&1
    # Tomorrow: NRS9 before the brace that closes the last top-level scope (\_SB).
    awk -v dev="$(devices NRS9)" '{ lines[NR] = $0 } /^    }$/ { last = NR }
         END { for (i = 1; i <= NR; i++) { if (i == last) print dev; print lines[i] } }' \
        "$SCRATCH/qtoday.dsl" >"$SCRATCH/qtomorrow.dsl"
    for day in qtoday qtomorrow; do
        iasl -vs -p "$SCRATCH/$day" "$SCRATCH/$day.dsl" >"$SCRATCH/iasl.log" 2>&1 ||
            { fail "iasl $day"; tail -5 "$SCRATCH/iasl.log"; }
        "$ACPILINT" --format sarif "$SCRATCH/$day.aml" >"$SCRATCH/$day.sarif"
        "$ACPILINT" --format gitlab "$SCRATCH/$day.aml" >"$SCRATCH/$day.gl.json"
    done
    python3 - "$SCRATCH" <<'PY' && pass || fail "real DSDT: one new result for the appended device"
import json, sys
d = sys.argv[1]
for ext, load in (("sarif", lambda p: {r["partialFingerprints"]["acpilintFingerprint/v2"]: r["message"]["text"]
                                       for r in json.load(open(p))["runs"][0]["results"]}),
                  ("gl.json", lambda p: {i["fingerprint"]: i["description"] for i in json.load(open(p))})):
    a, b = load(f"{d}/qtoday.{ext}"), load(f"{d}/qtomorrow.{ext}")
    new = set(b) - set(a)
    assert set(a) <= set(b) and len(new) == 1 and "NRS9" in b[new.pop()], (ext, len(a), len(b), new)
PY
else
    echo "note: shared corpus absent, the real-DSDT half skipped"
fi
finish
