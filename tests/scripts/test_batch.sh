# SPDX-License-Identifier: MIT
# --each: every input its own system, in input order whatever -j is; -q lines
# name their input; JSON Lines (one document per system, then the summary);
# a folder of machine folders is one system per folder; the exit status is
# the worst system's; a per-rule summary (how many systems, which) ends it.
. "$(dirname "$0")/lib.sh"

V=$CORPUS/valid
BAD=$CORPUS/broken/apic-bad-checksum.dat
DUMP=$CORPUS/valid.acpidump.txt

# -q: one line per system, then the summary.
expect_exit 1 "$ACPILINT" --each -q "$V" "$BAD" "$DUMP"
expect_grep "^PASS $V: 0 errors, [0-9]+ warnings?; Linux 6.12: ACPI, GICv3, boots, 4/4 CPUs online\$" \
    "$SCRATCH/out" "first system, with the kernel's verdict"
# a lone MADT: whether ACPI stays on needs the FADT, which a lone table proves nothing about
[ "$(sed -n 2p "$SCRATCH/out")" = "FAIL $BAD: 1 error, 0 warnings (table.checksum); Linux 6.12: unknown: the input lacks the FADT (the input holds no XSDT, the list of the firmware's tables)" ] && pass || fail "second line: $(sed -n 2p "$SCRATCH/out")"
expect_grep "^PASS $DUMP: 0 errors" "$SCRATCH/out" "third system"
expect_grep '^3 systems: 2 passed, 1 failed, 0 could not be checked$' "$SCRATCH/out" "summary counts"
expect_grep "^table.checksum: 1 system: $BAD\$" "$SCRATCH/out" "per-rule summary names the system"
cp "$SCRATCH/out" "$SCRATCH/q1"
expect_exit 1 "$ACPILINT" --each -q -j 2 "$V" "$BAD" "$DUMP"
cmp -s "$SCRATCH/out" "$SCRATCH/q1" && pass || fail "-j 2 output differs from -j 1"

# The worst status: all clean is 0, an unreadable input is 2 and the others are still checked.
expect_exit 0 "$ACPILINT" --each -q "$V" "$DUMP"
expect_exit 2 "$ACPILINT" --each -q -j 3 "$V" "$SCRATCH/missing" "$BAD"
expect_grep "^ERROR $SCRATCH/missing: cannot open: No such file or directory; 1 error, 0 warnings \(input.unreadable-entry\)\$" "$SCRATCH/out" "unreadable system"
expect_grep "^FAIL $BAD: 1 error" "$SCRATCH/out" "later systems still checked"

# JSON Lines: one document per system with its own inputs, then the summary.
for j in 1 2; do
    expect_exit 1 "$ACPILINT" --each -j $j --format json "$V" "$BAD" "$DUMP"
    cp "$SCRATCH/out" "$SCRATCH/jl$j"
done
cmp -s "$SCRATCH/jl1" "$SCRATCH/jl2" && pass || fail "JSON Lines differ between -j 1 and -j 2"
python3 - "$SCRATCH/jl1" "$V" "$BAD" "$DUMP" <<'PY' && pass || fail "JSON Lines"
import json, sys
lines = open(sys.argv[1]).read().splitlines()
docs = [json.loads(l) for l in lines]
assert len(docs) == 4, len(docs)
for doc, path in zip(docs, sys.argv[2:]):
    assert doc["inputs"] == [path], doc["inputs"]
    assert "summary" in doc and "findings" in doc
assert docs[1]["summary"]["errors"] == 1
b = docs[3]["batch"]
assert (b["systems"], b["passed"], b["failed"], b["unusable"]) == (3, 2, 1, 0), b
rules = {r["rule"]: r for r in b["rules"]}
assert rules["table.checksum"]["which"] == [sys.argv[3]] and rules["table.checksum"]["systems"] == 1
PY
# Identical to one run per system (as a plain JSON report).
"$ACPILINT" --format json "$BAD" >"$SCRATCH/one.json"
python3 -c 'import json, sys; a = json.loads(open(sys.argv[1]).read().splitlines()[1]); b = json.load(open(sys.argv[2])); sys.exit(0 if a == b else 1)' \
    "$SCRATCH/jl1" "$SCRATCH/one.json" && pass || fail "a JSON line is the system's own report"

# A folder of machine folders: each folder one system, dumps in it one each, name order.
mkdir -p "$SCRATCH/fleet/b-machine" "$SCRATCH/fleet/a-machine" "$SCRATCH/fleet/rack/c-machine"
cp "$V"/* "$SCRATCH/fleet/a-machine/"
cp "$V"/* "$SCRATCH/fleet/rack/c-machine/"
cp "$V"/* "$SCRATCH/fleet/b-machine/"
cp "$BAD" "$SCRATCH/fleet/b-machine/APIC"
cp "$DUMP" "$SCRATCH/fleet/d-dump.txt"
echo "notes" >"$SCRATCH/fleet/README.md"
expect_exit 1 "$ACPILINT" --each -q -j 2 "$SCRATCH/fleet"
python3 - "$SCRATCH/out" "$SCRATCH/fleet" <<'PY' && pass || fail "folder of machine folders: $(head -5 "$SCRATCH/out")"
import sys
lines = open(sys.argv[1]).read().splitlines()
f = sys.argv[2]
got = [l.split(":")[0] for l in lines[:4]]
assert got == ["PASS " + f + "/a-machine", "FAIL " + f + "/b-machine", "PASS " + f + "/d-dump.txt",
               "PASS " + f + "/rack/c-machine"], got
assert lines[4].startswith("4 systems: 3 passed, 1 failed"), lines[4]
PY

# --scan images are systems too; text reports are headed by their system.
python3 - "$SCRATCH/img" "$V/FACP" <<'PY'
import sys
img = bytearray(b"\xff" * 65536)
t = open(sys.argv[2], "rb").read()
img[1001:1001 + len(t)] = t
open(sys.argv[1], "wb").write(img)
PY
expect_exit 1 "$ACPILINT" --each "$V" --scan "$SCRATCH/img"
expect_grep "^== $V ==\$" "$SCRATCH/out" "text report headed by its system"
expect_grep "^== --scan $SCRATCH/img ==\$" "$SCRATCH/out" "scan image headed"
expect_grep "scan.required-missing: 1 system: $SCRATCH/img\$" "$SCRATCH/out" "image alone misses its MADT"

# Every format: SARIF one log with a run per system (each its own category), JUnit one
# suite per system under summed totals, GitLab one array, GitHub annotations per system;
# the same bytes whatever -j is; the exit status the worst.
for f in sarif junit gitlab github; do
    expect_exit 1 "$ACPILINT" --each --format $f "$V" "$BAD" "$DUMP"
    cp "$SCRATCH/out" "$SCRATCH/each1.$f"
    # After a document on standard error; after GitHub's log lines, a log line too.
    where=$SCRATCH/err
    [ $f = github ] && where=$SCRATCH/out
    expect_grep '^3 systems: 2 passed, 1 failed' "$where" "$f: the summary"
    expect_exit 1 "$ACPILINT" --each -j 3 --format $f "$V" "$BAD" "$DUMP"
    cmp -s "$SCRATCH/out" "$SCRATCH/each1.$f" && pass || fail "$f: -j 3 output differs from -j 1"
done
python3 - "$SCRATCH" "$SRC/tests/schemas" "$V" "$BAD" "$DUMP" <<'PY' && pass || fail "--each in SARIF, JUnit, GitLab"
import json, sys, xml.etree.ElementTree as ET
import jsonschema
d, schemas, systems = sys.argv[1], sys.argv[2], sys.argv[3:]
log = json.load(open(f"{d}/each1.sarif"))
jsonschema.validate(log, json.load(open(f"{schemas}/sarif-2.1.0.json")))
runs = log["runs"]
assert len(runs) == 3, len(runs)
cats = [r["automationDetails"]["id"].rsplit("/", 1)[0] for r in runs]
assert len(set(cats)) == 3, cats
assert [r["invocations"][0]["exitCode"] for r in runs] == [0, 1, 0], [r["invocations"][0]["exitCode"] for r in runs]
assert any(x["ruleId"] == "table.checksum" for x in runs[1]["results"])
root = ET.parse(f"{d}/each1.junit").getroot()
suites = root.findall("testsuite")
assert [s.get("name") for s in suites] == systems, [s.get("name") for s in suites]
assert int(root.get("tests")) == sum(int(s.get("tests")) for s in suites) == len(root.findall(".//testcase"))
assert int(root.get("failures")) == sum(int(s.get("failures")) for s in suites) == 1
gl = json.load(open(f"{d}/each1.gitlab"))
schema = json.load(open(f"{schemas}/gitlab-codeclimate.json"))
for issue in gl:
    jsonschema.validate(issue, schema)
assert any(i["check_name"] == "table.checksum" for i in gl)
assert {i["location"]["path"].split("/")[0] for i in gl}, gl
PY
expect_grep '^::error file=.*title=acpilint table.checksum::' "$SCRATCH/each1.github" "github: the failing system's annotation"
expect_grep "^== $BAD ==\$" "$SCRATCH/each1.github" "github: each system headed"

# Several machines without --each: named, --each suggested, exit 2, nothing merged.
expect_exit 2 "$ACPILINT" "$V" "$DUMP"
expect_grep "each hold a whole machine.*: $V $DUMP; check each on its own with --each\$" "$SCRATCH/err" "two machines named"
expect_no_grep 'table.duplicate' "$SCRATCH/out" "no duplicate-table errors"
mkdir -p "$SCRATCH/two-dumps"
cp "$DUMP" "$SCRATCH/two-dumps/a.txt"
cp "$DUMP" "$SCRATCH/two-dumps/b.txt"
expect_exit 2 "$ACPILINT" "$SCRATCH/two-dumps"
expect_grep "two-dumps holds several dumps, each a whole machine: .*a.txt .*b.txt; check each on its own with --each" "$SCRATCH/err" "a folder of dumps"
expect_exit 0 "$ACPILINT" --each -q "$SCRATCH/two-dumps"
# A listing says what is there (both dumps; their duplicate tables still count, exit 1).
expect_exit 1 "$ACPILINT" --list-tables "$SCRATCH/two-dumps"
[ "$(grep -c '^FACP#' "$SCRATCH/out")" -eq 2 ] && pass || fail "--list-tables of a folder of dumps"
# One machine in pieces still merges; a lone table beside a machine is a duplicate, as before.
expect_exit 0 "$ACPILINT" -q "$V/DSDT" "$V/APIC" "$V/FACP" "$V/XSDT" "$V/GTDT" "$V/SPCR" "$V/DBG2" "$V/MCFG" "$V/SSDT"
expect_exit 1 "$ACPILINT" "$BAD" "$V"
expect_grep 'table.duplicate' "$SCRATCH/out" "a lone MADT beside a machine: table.duplicate"
# -j without --each: said to do nothing.
expect_exit 0 "$ACPILINT" -j 2 -q "$V"
expect_grep '^acpilint: -j does nothing without --each' "$SCRATCH/err" "-j without --each"

# -q with --each and a machine format: the JSON Lines stay JSON Lines (a system's PASS line
# once landed between them).
expect_exit 0 "$ACPILINT" -q --each --format json "$V" "$CORPUS/valid.bin"
python3 -c 'import json, sys; [json.loads(l) for l in open(sys.argv[1])]' "$SCRATCH/out" 2>/dev/null &&
    pass || fail "-q --each --format json: not JSON Lines"
expect_no_grep '^PASS' "$SCRATCH/out" "-q --each --format json: no PASS line in the JSON Lines"

# What --each cannot do.
expect_exit 2 "$ACPILINT" --each --extract "$SCRATCH/x" "$V"
expect_exit 2 "$ACPILINT" --each -j 0 "$V"
finish
