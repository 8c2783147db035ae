# SPDX-License-Identifier: MIT
# SystemReady traceability and waivers (issue 24 item 5): a finding that predicts a
# certification verdict names it in --explain, the JSON findings and the SARIF rule
# (properties.certification and tags); --write-waivers writes the ACS waiver.json shape
# (Suites / TestSuites / TestCases / Reason) and --waivers reads it back as suppressions,
# as it reads a hand-written waiver at the Suite level; --sbsa-level feeds the SBSA rules.
. "$(dirname "$0")/lib.sh"

# The valid system with the GTDT's non-secure EL1 timer on INTID 31 (bsa.timer-ppi@GTDT).
SYS="$SCRATCH/sys"
mkdir -p "$SYS"
for t in "$CORPUS"/valid/*; do ln -s "$t" "$SYS/$(basename "$t")"; done
rm "$SYS/GTDT"
ln -s "$CORPUS/rules/bsa.timer-ppi@GTDT" "$SYS/GTDT"
# A config declaring no serial console keeps it quiet about nothing: IORT and PPTT stay missing.
P="--no-config --profile systemready-band"

# --explain names the verdicts.
expect_exit 0 "$ACPILINT" --explain bsa.timer-ppi
expect_grep '^  predicts:   BSA B_PPI_01 \(ACS 206, 207\)$' "$SCRATCH/out" "explain: BSA rule"
expect_exit 0 "$ACPILINT" --explain fadt.psci-not-compliant
expect_grep 'predicts: +FWTS sbbr/fadt ARCH_PSCI_COMPLIANT:' "$SCRATCH/out" "explain: FWTS map row"

# JSON findings and SARIF rules carry them.
expect_exit 1 "$ACPILINT" $P --format json "$SYS"
cp "$SCRATCH/out" "$SCRATCH/report.json"
expect_exit 1 "$ACPILINT" $P --format sarif "$SYS"
cp "$SCRATCH/out" "$SCRATCH/report.sarif"
if python3 - "$SCRATCH/report.json" "$SCRATCH/report.sarif" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
timer = [f for f in doc["findings"] if f["rule"] == "bsa.timer-ppi"]
assert len(timer) == 1 and timer[0]["severity"] == "error", timer
tests = {(c["suite"], c["test"]) for c in timer[0]["certification"]}
assert ("BSA", "B_PPI_01") in tests, tests
assert all("certification" not in f for f in doc["findings"] if f["rule"] == "xsdt.links-unknown")
sarif = json.load(open(sys.argv[2]))
rules = {r["id"]: r for r in sarif["runs"][0]["tool"]["driver"]["rules"]}
props = rules["bsa.timer-ppi"]["properties"]
assert "BSA:B_PPI_01" in props["tags"], props
assert props["certification"][0]["text"] == "BSA B_PPI_01 (ACS 206, 207)", props
PY
then pass; else fail "certification in JSON and SARIF"; fi

# --write-waivers: the verdicts the findings predict, in the ACS waiver shape.
expect_exit 1 "$ACPILINT" $P --write-waivers "$SCRATCH/waiver.json" "$SYS"
if python3 - "$SCRATCH/waiver.json" <<'PY'
import json, sys
w = json.load(open(sys.argv[1]))
suites = {s["Suite"]: s for s in w["Suites"]}
bsa = suites["BSA"]["TestSuites"]
gic = [t for t in bsa if t["TestSuite"] == "GIC"][0]
cases = {c["Test_case"]: c["Reason"] for c in gic["TestCases"]}
assert cases["B_PPI_01"].startswith("acpilint bsa.timer-ppi: "), cases
fwts = suites["FWTS"]["TestSuites"]
subs = [s["sub_Test_Description"] for t in fwts for s in t["TestCase"]["SubTests"]]
assert "SBBRTableNotFound" in subs, subs
PY
then pass; else fail "--write-waivers shape"; fi

# --waivers reads it back: every finding it waives is suppressed, the run passes.
expect_exit 0 "$ACPILINT" $P --waivers "$SCRATCH/waiver.json" "$SYS"
expect_grep '0 errors' "$SCRATCH/out" "waived run has no error"
expect_grep 'suppressed' "$SCRATCH/out" "waived findings are counted as suppressed"

# A hand-written waiver of one BSA test case: only that rule's finding is suppressed.
cat >"$SCRATCH/one.json" <<'JSON'
{"Suites": [{"Suite": "BSA", "TestSuites": [{"TestSuite": "GIC", "TestCases": [
  {"Test_case": "B_PPI_01", "Reason": "timer PPIs fixed in the next silicon"}]}]}]}
JSON
expect_exit 1 "$ACPILINT" $P --waivers "$SCRATCH/one.json" --format json "$SYS"
if python3 - "$SCRATCH/out" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
timer = [f for f in doc["findings"] if f["rule"] == "bsa.timer-ppi"][0]
assert timer.get("suppressed") or timer.get("justification"), timer
missing = [f for f in doc["findings"] if f["rule"] == "tables.required-missing"]
assert missing and not any(f.get("suppressed") for f in missing), missing
PY
then pass; else fail "one waived test case suppresses that rule only"; fi

# Not a waiver file: a usage error naming the file.
echo '{"Suite": "BSA"}' >"$SCRATCH/bad.json"
expect_exit 2 "$ACPILINT" $P --waivers "$SCRATCH/bad.json" "$SYS"
expect_grep 'bad.json.*Suites' "$SCRATCH/err" "bad waiver file named"
# --each writes no one waiver file for many systems.
expect_exit 2 "$ACPILINT" $P --each --write-waivers "$SCRATCH/w2.json" "$SYS" "$SYS"

# --sbsa-level: the SBSA level rules judge a claim; no claim, no judgement.
rm "$SYS/APIC"
ln -s "$CORPUS/rules/bsa.sbsa-gic-version@APIC" "$SYS/APIC"
expect_exit 1 "$ACPILINT" --no-config --profile sbsa-8.0 --sbsa-level 3 "$SYS"
expect_grep 'bsa.sbsa-gic-version' "$SCRATCH/out" "level 3 needs GICv3"
expect_exit 1 "$ACPILINT" --no-config --profile sbsa-8.0 "$SYS"
expect_no_grep 'bsa.sbsa-gic-version' "$SCRATCH/out" "no level claimed"
expect_exit 2 "$ACPILINT" --sbsa-level 9 "$SYS"
finish
