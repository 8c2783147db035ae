# SPDX-License-Identifier: MIT
# FWTS's own table fixtures (../shared/reference/fwts-test/<t>/: acpidump-000N.log and the
# expected <t>-000N.log; the shared corpus copies some inputs as
# fwts-test-fixtures/<t>-0001__acpidump-000N.txt) for the tables of issue 24 item 2 that
# acpilint parses through the field catalogue:
#  - every -0002 input whose expected FWTS log has FAILED lines for its table gets a content
#    finding (a rule of that table's own area, not a checksum or header rule) on that table at
#    warning or above;
#  - every -0001 input FWTS passes gets no error on that table, but those fixtures.tsv
#    justifies (a real defect FWTS misses).
# Skips when ../shared is absent.
. "$(dirname "$0")/lib.sh"
need_shared
ref="$SHARED/../../reference/fwts-test"
[ -d "$ref" ] || { echo "SKIP: FWTS fixtures' expected logs not found at '$ref'"; exit 77; }

TABLES='srat slit pcct sdei aest mpam apmt bert pdtt ras2 hest hmat bgrt cedt csrt tpm2 nfit viot fpdt sdev'

# The errors FWTS does not report that are defects of a fixture's bytes: the `justified` lines
# of tests/fwts-oracle/fixtures.tsv, with their reasons (one list for this test and
# script.test_fwts_fixtures).
JUSTIFIED="$SRC/tests/fwts-oracle/fixtures.tsv"
[ -f "$JUSTIFIED" ] || { echo "FAIL: $JUSTIFIED missing"; exit 1; }

for t in $TABLES; do
    for n in 1 2; do
        in="$SHARED/fwts-test-fixtures/$t-0001__acpidump-000$n.txt"
        log="$ref/$t/$t-000$n.log"
        [ -f "$log" ] || continue
        # The shared corpus copies some fixtures; the reference folder holds every input.
        [ -f "$in" ] || in="$ref/$t/acpidump-000$n.log"
        [ -f "$in" ] || { fail "$t-000$n: an expected log but no input ($in)"; continue; }
        "$ACPILINT" --format json "$in" >"$SCRATCH/$t-$n.json" 2>/dev/null
        printf '%s\t%s\t%s\n' "$t" "$n" "$(grep -c 'FAILED' "$log")" >>"$SCRATCH/runs"
    done
done
[ -s "$SCRATCH/runs" ] || { echo "SKIP: no FWTS fixture of $TABLES in the shared corpus"; exit 77; }

if python3 - "$SCRATCH" "$JUSTIFIED" <<'PY'; then pass; else fail "FWTS fixtures: findings differ from FWTS's verdicts"; fi
import json, sys, os
scratch = sys.argv[1]
justified = set()
for line in open(sys.argv[2], encoding="utf-8"):
    cols = line.rstrip("\n").split("\t")
    if not line.startswith("#") and len(cols) == 4 and cols[0] == "justified":
        justified.add((cols[1], cols[2]))
bad = 0
for line in open(os.path.join(scratch, "runs")):
    t, n, failed = line.split()
    sig = t.upper()
    findings = [f for f in json.load(open(os.path.join(scratch, f"{t}-{n}.json")))["findings"]
                if f["table"] == sig]
    content = [f for f in findings if f["rule"].startswith(t + ".")
               and f["severity"] in ("warning", "error")]
    if n == "2" and int(failed) and not content:
        print(f"{t}-0002: FWTS fails the {sig} ({failed} FAILED lines) but acpilint has no "
              f"{t}.* finding at warning or above")
        bad += 1
    if n == "1" and not int(failed):
        for f in findings:
            if f["severity"] == "error" and (f"{t}-0001", f["rule"]) not in justified:
                print(f"{t}-0001: FWTS passes the {sig} but acpilint reports {f['rule']}: "
                      f"{f['message']}")
                bad += 1
    print(f"{t}-000{n}: {len(content)} {t}.* findings at warning or above, FWTS {failed} FAILED")
sys.exit(1 if bad else 0)
PY
finish
