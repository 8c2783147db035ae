# SPDX-License-Identifier: MIT
# --format junit: well-formed XML (parsed with python3 xml.etree), one test
# case per (rule, table) and a <failure> per finding, counts that add up, the
# same test names whether the tables pass or fail, deterministic output.
. "$(dirname "$0")/lib.sh"

cat >"$SCRATCH/check.py" <<'PY'
import json, sys
import xml.etree.ElementTree as ET

xml_path, json_path = sys.argv[1], sys.argv[2]
root = ET.parse(xml_path).getroot()  # raises on anything not well-formed
# Accepted (suppressed or baselined) findings are skipped cases, not failures.
findings = [f for f in json.load(open(json_path))["findings"] if not f.get("suppressed")]
problems = []
if root.tag != "testsuites":
    problems.append("root is not <testsuites>")
cases = root.findall("testsuite/testcase")
names = [(c.get("classname"), c.get("name")) for c in cases]
if len(set(names)) != len(names):
    problems.append("duplicate (classname, name)")
if int(root.get("tests")) != len(cases):
    problems.append(f"tests={root.get('tests')} but {len(cases)} cases")
failures = root.findall("testsuite/testcase/failure")
if len(failures) != len(findings):
    problems.append(f"{len(failures)} failures for {len(findings)} findings")
failed_cases = sum(1 for c in cases if c.find("failure") is not None)
if int(root.get("failures")) != failed_cases:
    problems.append("testsuites failures count")
for s in root.findall("testsuite"):
    sc = s.findall("testcase")
    if int(s.get("tests")) != len(sc) or int(s.get("failures")) != sum(1 for c in sc if c.find("failure") is not None):
        problems.append(f"suite {s.get('name')}: counts")
    for c in sc:
        if not c.get("name") or not c.get("classname", "").startswith("acpilint."):
            problems.append("case without name/classname")
for f in failures:
    if not f.get("message") or not (f.text or "").strip() or f.get("type") not in ("error", "warning", "info"):
        problems.append("failure without message, text or type")
rules = sorted({f["rule"] for f in findings})
failed_rules = sorted({c.get("name") for c in cases if c.find("failure") is not None})
if rules != failed_rules:
    problems.append(f"failed cases {failed_rules} != finding rules {rules}")
print("\n".join(f"{xml_path}: {p}" for p in problems[:10]))
sys.exit(1 if problems else 0)
PY

# junit NAME ARGS...: JUnit and JSON of the same run, checked against each other.
junit() {
    local name=$1
    shift
    "$ACPILINT" --format junit "$@" >"$SCRATCH/$name.xml" 2>/dev/null
    "$ACPILINT" --format json "$@" >"$SCRATCH/$name.json" 2>/dev/null
    if python3 "$SCRATCH/check.py" "$SCRATCH/$name.xml" "$SCRATCH/$name.json"; then
        pass
    else
        fail "$name: JUnit report"
    fi
}

V=$CORPUS/valid
B=$CORPUS/broken
junit valid-text "$CORPUS/valid.acpidump.txt"
junit valid-dir "$V"
for f in "$B"/*; do
    junit "broken-$(basename "$f")" "$f"
done
cases=$(rule_cases) || exit 1
for f in $cases; do
    [ -e "$f" ] && junit "rule-$(basename "$f")" "$f"
done
: >"$SCRATCH/empty.bin"
junit empty "$SCRATCH/empty.bin"

# Exit status as with any format; the valid system has cases and no failure.
expect_exit 0 "$ACPILINT" --format junit "$V"
expect_grep '<testsuites name="acpilint" tests="[1-9][0-9]*" failures="[0-9]+"' "$SCRATCH/out" "valid: test cases"
expect_exit 1 "$ACPILINT" --format junit "$B/apic-bad-checksum.dat"
expect_grep '<failure type="error" message=' "$SCRATCH/out" "failure element"

# The set of test names does not depend on whether the tables pass.
names() { python3 -c 'import sys, xml.etree.ElementTree as ET
print("\n".join(sorted(c.get("classname") + " " + c.get("name") for c in ET.parse(sys.argv[1]).getroot().iter("testcase"))))' "$1"; }
mkdir -p "$SCRATCH/sys"
cp "$V"/* "$SCRATCH/sys/"
cp "$B/apic-bad-checksum.dat" "$SCRATCH/sys/APIC"
"$ACPILINT" --format junit "$V" >"$SCRATCH/good.xml"
"$ACPILINT" --format junit "$SCRATCH/sys" >"$SCRATCH/bad.xml"
if [ "$(names "$SCRATCH/good.xml")" = "$(names "$SCRATCH/bad.xml")" ]; then pass; else
    fail "test names differ between a passing and a failing system"
    diff <(names "$SCRATCH/good.xml") <(names "$SCRATCH/bad.xml") | head -5
fi
"$ACPILINT" --format junit "$SCRATCH/sys" >"$SCRATCH/bad2.xml"
cmp -s "$SCRATCH/bad.xml" "$SCRATCH/bad2.xml" && pass || fail "JUnit output not deterministic"

# Hostile bytes (a control-character signature) stay well-formed XML.
junit hostile "$B/bad-signature.dat"
if LC_ALL=C grep -q "$(printf '[\001-\010\013-\037\177]')" "$SCRATCH/hostile.xml"; then
    fail "control bytes in JUnit output"
else
    pass
fi

# A sample of the real corpus, when present.
if [ -n "$SHARED" ] && [ -d "$SHARED" ]; then
    n=0
    for m in "$SHARED"/qemu-aarch64-virt/* "$SHARED"/aarch64-laptops/*; do
        [ -e "$m" ] || continue
        n=$((n + 1))
        [ $n -le 12 ] || break
        junit "real-$n" "$m"
    done
fi
finish
