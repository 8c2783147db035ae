# SPDX-License-Identifier: MIT
# SystemReady traceability and waivers (issue 24 item 5): a finding that predicts a
# certification verdict names it in --explain, the JSON findings and the SARIF rule
# (properties.certification and tags); --write-waivers writes the ACS waiver.json shape
# (Suites / TestSuites / TestCases / Reason) for the verdicts the ACS may waive, and --waivers
# reads waivers back as suppressions of those; each finding says whether it is waivable
# (issue 24 item 1); --sbsa-level feeds the SBSA rules.
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

# Waivable (rules/acs-waivable.tsv, from the ACS's test_category.json and apply_waivers.py):
# the SystemReady band's ACS marks no BSA module and no FWTS table test waivable, so every
# finding that predicts a verdict says waivable: false, in --explain, JSON and SARIF.
expect_exit 0 "$ACPILINT" --explain bsa.timer-ppi
expect_grep '^  waivable:   no \(ARM-software/arm-systemready [0-9a-f]{40} .*test_category.json\)$' \
    "$SCRATCH/out" "explain: waivable with its source"
expect_exit 0 "$ACPILINT" --explain table.checksum
expect_grep 'predicts: +FWTS checksum ACPITableChecksum' "$SCRATCH/out" "explain: an FWTS verdict"
expect_grep '^  waivable:   no ' "$SCRATCH/out" "explain: an FWTS verdict is not waivable"
expect_exit 0 "$ACPILINT" --explain xsdt.links-unknown
expect_no_grep 'waivable' "$SCRATCH/out" "explain: no verdict, no waivable line"
if python3 - "$SCRATCH/report.json" "$SCRATCH/report.sarif" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
timer = [f for f in doc["findings"] if f["rule"] == "bsa.timer-ppi"][0]
assert timer["waivable"] is False, timer
assert all(c["waivable"] is False for c in timer["certification"]), timer
assert all("waivable" not in f for f in doc["findings"] if "certification" not in f)
assert all(f["waivable"] is False for f in doc["findings"] if "certification" in f)
sarif = json.load(open(sys.argv[2]))
rules = {r["id"]: r for r in sarif["runs"][0]["tool"]["driver"]["rules"]}
assert rules["bsa.timer-ppi"]["properties"]["waivable"] is False
PY
then pass; else fail "waivable in JSON and SARIF"; fi

# --write-waivers writes the waivable verdicts only: apply_waivers.py skips a test suite
# test_category.json does not mark waivable, so an entry for it would change no verdict.
# Here none is: the file has no suite, and stderr says how many verdicts were left out.
expect_exit 1 "$ACPILINT" $P --write-waivers "$SCRATCH/waiver.json" "$SYS"
expect_grep 'waiver.json: [0-9]+ predicted verdicts left out: the ACS applies no waiver' \
    "$SCRATCH/err" "--write-waivers says what it left out"
if python3 - "$SCRATCH/waiver.json" <<'PY'
import json, sys
w = json.load(open(sys.argv[1]))
assert w == {"Suites": []}, w
PY
then pass; else fail "--write-waivers writes no non-waivable verdict"; fi

# --waivers: a hand-written waiver of a verdict the ACS never waives suppresses nothing,
# and the entry is named by its line.
cat >"$SCRATCH/one.json" <<'JSON'
{"Suites": [{"Suite": "BSA", "TestSuites": [{"TestSuite": "GIC", "TestCases": [
  {"Test_case": "B_PPI_01", "Reason": "timer PPIs fixed in the next silicon"}]}]}]}
JSON
expect_exit 1 "$ACPILINT" $P --waivers "$SCRATCH/one.json" --format json "$SYS"
expect_grep 'one.json:2: 1 waiver names only verdicts the ACS never waives, not applied' \
    "$SCRATCH/err" "a non-waivable waiver is named, not applied"
if python3 - "$SCRATCH/out" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
timer = [f for f in doc["findings"] if f["rule"] == "bsa.timer-ppi"][0]
assert not timer.get("suppressed") and not timer.get("justification"), timer
PY
then pass; else fail "a non-waivable waiver suppresses nothing"; fi
# A waiver of a suite acpilint predicts nothing in is neither applied nor reported.
echo '{"Suites": [{"Suite": "SCT", "Reason": "not ours"}]}' >"$SCRATCH/sct.json"
expect_exit 1 "$ACPILINT" $P --waivers "$SCRATCH/sct.json" "$SYS"
expect_no_grep 'never waives' "$SCRATCH/err" "a waiver naming none of our verdicts is quiet"

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
