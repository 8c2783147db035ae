# SPDX-License-Identifier: MIT
# --format junit: well-formed XML (parsed with python3 xml.etree), a suite per
# input and in it a case per enabled rule, the same test names whether the
# tables pass or fail; the exit story: a <failure> only for the findings that
# fail the run (at or above --fail-on, not suppressed), the others in
# <system-out>, counts that add up, deterministic output.
. "$(dirname "$0")/lib.sh"

cat >"$SCRATCH/check.py" <<'PY'
import json, sys
import xml.etree.ElementTree as ET


def check(xml_path, json_path, status):
    """The problems of one JUnit report against the JSON and exit status of the same run."""
    root = ET.parse(xml_path).getroot()  # raises on anything not well-formed
    doc = json.load(open(json_path))
    failing = [f for f in doc["findings"] if f.get("fails_run")]
    problems = []
    if root.tag != "testsuites":
        problems.append("root is not <testsuites>")
    cases = root.findall("testsuite/testcase")
    names = [(c.get("classname"), c.get("name")) for c in cases]
    if len(set(names)) != len(names):
        problems.append("duplicate (classname, name)")
    if int(root.get("tests")) != len(cases):
        problems.append(f"tests={root.get('tests')} but {len(cases)} cases")
    failed_cases = [c for c in cases if c.find("failure") is not None]
    if int(root.get("failures")) != len(failed_cases):
        problems.append("testsuites failures count")
    if any(len(c.findall("failure")) > 1 for c in cases):
        problems.append("a case with more than one <failure>")
    # The exit story: failures exactly when the run fails on findings.
    if status != 2 and (status == 1) != bool(failed_cases):
        problems.append(f"exit status {status} but {len(failed_cases)} failed cases")
    if doc["summary"]["failing"] != len(failing):
        problems.append("JSON summary.failing differs from the findings marked fails_run")
    lines = sum(len([l for l in (c.find("failure").text or "").splitlines()
                     if not l.startswith("Reference: ")]) for c in failed_cases)
    # A line per place: a finding grouped in JSON (count N) is N lines.
    places = lambda fs: sum(f.get("count", 1) for f in fs)
    if lines != places(failing):
        problems.append(f"{lines} places in <failure>s for {places(failing)} places of failing findings")
    for s in root.findall("testsuite"):
        sc = s.findall("testcase")
        if int(s.get("tests")) != len(sc) or int(s.get("failures")) != sum(1 for c in sc if c.find("failure") is not None):
            problems.append(f"suite {s.get('name')}: counts")
        props = {p.get("name"): p.get("value") for p in s.findall("properties/property")}
        if props.get("exit-status") != str(status) or props.get("fail-on") != doc["summary"]["fail_on"]:
            problems.append(f"suite {s.get('name')}: properties {props}")
        for c in sc:
            if not c.get("name") or c.get("classname") != s.get("name"):
                problems.append("case without name, or classname not its suite's input")
    for c in failed_cases:
        f = c.find("failure")
        if not f.get("message") or not (f.text or "").strip() or f.get("type") not in ("error", "warning", "info"):
            problems.append("failure without message, text or type")
    rules = sorted({f["rule"] for f in failing})
    failed_rules = sorted({c.get("name") for c in failed_cases})
    if rules != failed_rules:
        problems.append(f"failed cases {failed_rules} != failing rules {rules}")
    # The findings that do not fail the run are told in <system-out>, never lost.
    others = [f for f in doc["findings"] if not f.get("fails_run")]
    out_lines = sum(len((c.findtext("system-out") or "").splitlines()) for c in cases)
    if out_lines != places(others):
        problems.append(f"{out_lines} <system-out> lines for {places(others)} places of other findings")
    return problems


# One process judges every run (junit.list: name, XML, JSON, exit status a line).
failed = 0
for line in open(sys.argv[1]):
    name, xml_path, json_path, status = line.rstrip("\n").split("\t")
    try:
        problems = check(xml_path, json_path, int(status))
    except (ET.ParseError, ValueError, KeyError) as e:
        problems = [f"cannot be judged: {e}"]
    if problems:
        failed += 1
        print(f"FAIL: {name}: JUnit report: " + "; ".join(problems[:10]))
sys.exit(1 if failed else 0)
PY

# junit NAME ARGS...: JUnit and JSON of the same run, checked against each other and the
# exit status by check.py at the end (one Python process for all runs).
junit() {
    local name=$1 rc
    shift
    "$ACPILINT" --format junit "$@" >"$SCRATCH/$name.xml" 2>/dev/null
    rc=$?
    "$ACPILINT" --format json "$@" >"$SCRATCH/$name.json" 2>/dev/null
    printf '%s\t%s\t%s\t%s\n' "$name" "$SCRATCH/$name.xml" "$SCRATCH/$name.json" "$rc" \
        >>"$SCRATCH/junit.list"
}

V=$CORPUS/valid
B=$CORPUS/broken
junit valid-text "$CORPUS/valid.acpidump.txt"
junit valid-dir "$V"
for f in "$B"/*; do
    junit "broken-$(basename "$f")" "$f"
done
# Every rule's bad case, in the plain build: under the sanitizers test_rule_corpus runs
# each case already, and the JUnit writer's paths are the same for every rule.
if [ "${ACPILINT_SANITIZED:-0}" != 1 ]; then
    cases=$(rule_cases) || exit 1
    for f in $cases; do
        [ -e "$f" ] && junit "rule-$(basename "$f")" "$f"
    done
fi
: >"$SCRATCH/empty.bin"
junit empty "$SCRATCH/empty.bin"

# The exit story: warnings fail only with --fail-on warning; --severity hides nothing that fails.
junit warn-default "$CORPUS/valid.acpidump.txt"
junit warn-fail-on "$CORPUS/valid.acpidump.txt" --fail-on warning
junit warn-hidden "$CORPUS/valid.acpidump.txt" --fail-on warning --severity error
junit never "$B/apic-bad-checksum.dat" --fail-on never
expect_exit 0 "$ACPILINT" --format junit "$B/apic-bad-checksum.dat" --fail-on never
expect_no_grep '<failure' "$SCRATCH/out" "--fail-on never: no failure"
expect_grep 'error \[table.checksum\]' "$SCRATCH/out" "--fail-on never: the error in system-out"
# The valid system shows no RAS, so BERT and HEST are not judged on it (issue 22 item 2); a
# config declaring RAS makes them missing: the warnings that must still fail a case.
printf 'facts:\n  ras: {value: true, reason: "junit fixture: BERT and HEST expected"}\n' \
    >"$SCRATCH/ras.yaml"
expect_exit 1 "$ACPILINT" --config "$SCRATCH/ras.yaml" --format junit --severity error \
    --fail-on warning "$CORPUS/valid.acpidump.txt"
expect_grep '<failure type="warning"' "$SCRATCH/out" "hidden warnings that fail the run still fail a case"
# Several inputs: a suite each, with the same cases.
junit two-inputs "$CORPUS/valid.bin" "$B/apic-bad-checksum.dat"

# Exit status as with any format; the valid system has cases and no failure.
expect_exit 0 "$ACPILINT" --format junit "$V"
expect_grep '<testsuites name="acpilint" tests="[1-9][0-9]*" failures="0"' "$SCRATCH/out" "valid: test cases"
expect_exit 1 "$ACPILINT" --format junit "$B/apic-bad-checksum.dat"
expect_grep '<failure type="error" message=' "$SCRATCH/out" "failure element"

# The set of test names does not depend on whether the tables pass (same input name, "sys").
names() { python3 -c 'import sys, xml.etree.ElementTree as ET
print("\n".join(sorted(c.get("classname") + " " + c.get("name") for c in ET.parse(sys.argv[1]).getroot().iter("testcase"))))' "$1"; }
mkdir -p "$SCRATCH/good/sys" "$SCRATCH/bad/sys"
cp "$V"/* "$SCRATCH/good/sys/"
cp "$V"/* "$SCRATCH/bad/sys/"
cp "$B/apic-bad-checksum.dat" "$SCRATCH/bad/sys/APIC"
(cd "$SCRATCH/good" && "$ACPILINT" --format junit sys >"$SCRATCH/good.xml")
(cd "$SCRATCH/bad" && "$ACPILINT" --format junit sys >"$SCRATCH/bad.xml")
if [ "$(names "$SCRATCH/good.xml")" = "$(names "$SCRATCH/bad.xml")" ]; then pass; else
    fail "test names differ between a passing and a failing system"
    diff <(names "$SCRATCH/good.xml") <(names "$SCRATCH/bad.xml") | head -5
fi
(cd "$SCRATCH/bad" && "$ACPILINT" --format junit sys >"$SCRATCH/bad2.xml")
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
if python3 "$SCRATCH/check.py" "$SCRATCH/junit.list"; then pass; else fail "JUnit reports"; fi
echo "$(wc -l <"$SCRATCH/junit.list") JUnit reports judged"
finish
