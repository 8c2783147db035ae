#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Suppressions that no longer match (issue 25 item 8): a config suppression or a baseline
# entry that accepted no finding is one info each (engine.suppression-unused,
# engine.baseline-entry-unused) at its file and line, as ruff's unused-noqa does; not
# with --each, where every system uses only some of them.  fail-on in the config file,
# the command line's --fail-on winning.
source "$(dirname "$0")/lib.sh"

cd "$SCRATCH" || exit 1
cp -r "$CORPUS/valid" sys
cat >cfg.yaml <<'YAML'
suppressions:
  - rule: xsdt.links-unknown
    table: XSDT
    reason: "a folder gives no table addresses"
  - rule: madt.gicc-missing
    table: APIC
    reason: "fixed in firmware 2.1"
  - rule: "gtdt.*"
    table: GTDT
    oem_table_id: NOSUCHID
    reason: "another board's timer"
YAML

# The used suppression is silent; each unused one is one info at its own line.
expect_exit 0 "$ACPILINT" --config cfg.yaml sys
cp "$SCRATCH/out" text
expect_grep '^cfg\.yaml:5: info \[engine\.suppression-unused\]: suppression of madt\.gicc-missing on APIC matched no finding \(suppressions\[1\]\)$' \
    text "the stale suppression at its file and line"
expect_grep '^cfg\.yaml:8: info \[engine\.suppression-unused\]: suppression of gtdt\.\* on GTDT' text \
    "a second stale suppression is a finding of its own"
n=$(grep -c 'engine\.suppression-unused\]' text)
[ "$n" -eq 2 ] && pass || fail "two unused suppressions, $n reported"
expect_no_grep 'suppression of xsdt\.links-unknown' text "a suppression that accepted a finding is not reported"
expect_grep '\(1 suppressed\)' text "the used suppression still accepts its finding"
"$ACPILINT" --config cfg.yaml --format json sys >out.json
python3 - out.json <<'PY' && pass || fail "JSON: the unused suppressions with file, line and field"
import json, sys
f = [x for x in json.load(open(sys.argv[1]))["findings"] if x["rule"] == "engine.suppression-unused"]
assert sorted((x["file"], x["line"], x["field"], x["severity"]) for x in f) == [
    ("cfg.yaml", 5, "suppressions[1]", "info"), ("cfg.yaml", 8, "suppressions[2]", "info")], f
PY

# --each: each system uses only some suppressions, so none is called stale.
expect_exit 0 "$ACPILINT" --config cfg.yaml --each sys
expect_no_grep 'engine\.suppression-unused' "$SCRATCH/out" "--each reports no unused suppression"

# Baselines: today's findings recorded, and one entry whose defect is gone (a GICC fixed).
expect_exit 0 "$ACPILINT" --no-config --write-baseline base.yaml sys
expect_exit 0 "$ACPILINT" --no-config --baseline base.yaml sys
expect_no_grep 'baseline-entry-unused' "$SCRATCH/out" "a baseline that accepts all its findings is not stale"
printf '  - {rule: "madt.gicc-mpidr-duplicate", table: "APIC", oem_table_id: "CORPUS01", field: "APIC/GICC[]/MPIDR", message: "fixed in 2.1"}\n' >>base.yaml
line=$(wc -l <base.yaml)
expect_exit 0 "$ACPILINT" --no-config --baseline base.yaml sys
cp "$SCRATCH/out" btext
expect_grep "^base\\.yaml:$line: info \\[engine\\.baseline-entry-unused\\]: baseline entry for madt\\.gicc-mpidr-duplicate on APIC matched no finding" \
    btext "the stale baseline entry at its line"
n=$(grep -c 'engine\.baseline-entry-unused\]' btext)
[ "$n" -eq 1 ] && pass || fail "one stale baseline entry, $n reported"
# Rewriting the baseline from that run records neither the stale entry nor the report of it.
expect_exit 0 "$ACPILINT" --no-config --baseline base.yaml --write-baseline base2.yaml sys
expect_no_grep 'baseline-entry-unused|gicc-mpidr-duplicate' base2.yaml "the new baseline records neither"
expect_exit 0 "$ACPILINT" --no-config --baseline base.yaml --each sys
expect_no_grep 'baseline-entry-unused' "$SCRATCH/out" "--each reports no stale baseline entry"

# fail-on in the config; --fail-on on the command line wins; a bad value is a config error.
printf 'fail-on: info\n' >strict.yaml
expect_exit 1 "$ACPILINT" --config strict.yaml sys
expect_grep 'fail the run \(--fail-on info\)' "$SCRATCH/out" "the config's fail-on is the run's"
expect_exit 0 "$ACPILINT" --config strict.yaml --fail-on error sys
# The unused suppressions themselves fail a run that fails on infos.
{ cat cfg.yaml; printf 'fail-on: info\n'; } >strict2.yaml
expect_exit 1 "$ACPILINT" --config strict2.yaml -q sys
expect_grep '^FAIL .*engine\.suppression-unused' "$SCRATCH/out" "-q names the stale suppression"
printf 'fail-on: sometimes\n' >bad.yaml
expect_exit 2 "$ACPILINT" --config bad.yaml sys
expect_grep 'bad\.yaml:1: .*fail-on must be error, warning, info or never' "$SCRATCH/err" \
    "a bad fail-on names the file and line"
finish
