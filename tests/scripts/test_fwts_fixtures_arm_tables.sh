# SPDX-License-Identifier: MIT
# FWTS's own table fixtures (../shared/reference/fwts-test/<t>/, inputs in the shared corpus as
# fwts-test-fixtures/<t>-0001__acpidump-000N.txt) for the tables of issue 24 item 2 that
# acpilint parses through the field catalogue:
#  - every -0002 input whose expected FWTS log has FAILED lines for its table gets a content
#    finding (a rule of that table's own area, not a checksum or header rule) on that table at
#    warning or above;
#  - every -0001 input FWTS passes gets no error on that table, but those listed below with
#    the reason FWTS misses a real defect.
# Skips when ../shared is absent.
. "$(dirname "$0")/lib.sh"
need_shared
ref="$SHARED/../../reference/fwts-test"
[ -d "$ref" ] || { echo "SKIP: FWTS fixtures' expected logs not found at '$ref'"; exit 77; }

TABLES='srat slit pcct sdei aest mpam apmt bert pdtt ras2 hest hmat bgrt cedt csrt tpm2 nfit viot fpdt sdev'

# "table-000N | rule": an error FWTS does not report, each a defect of the fixture's bytes.
justified() {
    cat <<'EOF2'
# Node 0 of the AEST revision 2 fixture says Length 0x80 (the AEST 1.0 size of its parts) but
# holds the 80-byte 2.0 interface, so the next node starts 0x20 bytes later than Length says;
# FWTS walks the parts' sizes and never reads Length (src/acpi/aest/aest.c).
aest-0001 | aest.subtable-truncated
# The second MSC node's Length (0x108 from 0x84) runs past the table's Length 0x16B; FWTS's
# MPAM test reads on past the table (src/acpi/mpam/mpam.c advances by node->length).
mpam-0001 | mpam.subtable-truncated
# Its bytes do not sum to zero either: FWTS's mpam test does not look at checksums, its
# checksum test (not part of this fixture's expected log) fails the same table.
mpam-0001 | table.checksum
# The third resource group's descriptor at 0xac says Length 40 where 12 bytes of its group (and
# of the table) are left: its 28 bytes of vendor data are not there.  FWTS checks a descriptor's
# Length only against the 12-byte minimum (src/acpi/csrt/csrt.c).
csrt-0001 | csrt.subtable-length-invalid
# Its bytes do not sum to zero: FWTS's checksum test fails it (records/fixtures/csrt-0001.txt).
csrt-0001 | table.checksum
EOF2
}
justified >"$SCRATCH/justified"

for t in $TABLES; do
    for n in 1 2; do
        in="$SHARED/fwts-test-fixtures/$t-0001__acpidump-000$n.txt"
        log="$ref/$t/$t-000$n.log"
        [ -f "$in" ] && [ -f "$log" ] || continue
        "$ACPILINT" --format json "$in" >"$SCRATCH/$t-$n.json" 2>/dev/null
        printf '%s\t%s\t%s\n' "$t" "$n" "$(grep -c 'FAILED' "$log")" >>"$SCRATCH/runs"
    done
done
[ -s "$SCRATCH/runs" ] || { echo "SKIP: no FWTS fixture of $TABLES in the shared corpus"; exit 77; }

if python3 - "$SCRATCH" <<'PY'; then pass; else fail "FWTS fixtures: findings differ from FWTS's verdicts"; fi
import json, sys, os
scratch = sys.argv[1]
justified = set()
for line in open(os.path.join(scratch, "justified")):
    if line.strip() and not line.startswith("#"):
        fixture, rule = (x.strip() for x in line.split("|"))
        justified.add((fixture, rule))
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
