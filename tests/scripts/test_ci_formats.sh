# SPDX-License-Identifier: MIT
# Every CI format against the exit story, on the same runs: each report parses,
# validates against its published schema where there is one (SARIF 2.1.0,
# GitLab's Code Quality schema, both in tests/schemas/), and carries exactly
# the findings that the JSON report shows, with the failing ones counted as the
# exit status says.  Formats: json, sarif, junit, github (workflow commands,
# their escaping), gitlab (Code Quality).
. "$(dirname "$0")/lib.sh"

cat >"$SCRATCH/check.py" <<'PY'
import json, re, sys
import xml.etree.ElementTree as ET
import jsonschema

schemas, d, status = sys.argv[1], sys.argv[2], int(sys.argv[3])
problems = []
def need(cond, what):
    if not cond:
        problems.append(what)

doc = json.load(open(f"{d}/out.json"))
summary = doc["summary"]
shown = [f for f in doc["findings"] if not f.get("suppressed")]
failing = [f for f in shown if f.get("fails_run")]
need(summary["exit_status"] == status, f"JSON exit_status {summary['exit_status']} != {status}")
need((status == 1) == (summary["failing"] > 0) or status == 2, "JSON failing vs exit status")
need(summary["failing"] == len(failing), "JSON failing count")

def validate(schema_file, instance, what):
    schema = json.load(open(f"{schemas}/{schema_file}"))
    cls = jsonschema.validators.validator_for(schema)
    for e in list(cls(schema, format_checker=cls.FORMAT_CHECKER).iter_errors(instance))[:3]:
        problems.append(f"{what}: schema: {'/'.join(map(str, e.absolute_path))}: {e.message}")

# SARIF: the schema, the results and the exit code.
sarif = json.load(open(f"{d}/out.sarif"))
validate("sarif-2.1.0.json", sarif, "sarif")
run = sarif["runs"][0]
results = [r for r in run["results"] if not r.get("suppressions")]
need(len(results) == len(shown), f"sarif: {len(results)} results for {len(shown)} findings")
need(run["invocations"][0]["exitCode"] == status, "sarif exitCode")
need(run["invocations"][0]["properties"]["failing"] == len(failing), "sarif failing")

# JUnit: failures are the failing findings' rules.
root = ET.parse(f"{d}/out.xml").getroot()
failed = sorted({c.get("name") for c in root.iter("testcase") if c.find("failure") is not None})
need(failed == sorted({f["rule"] for f in failing}), f"junit failed cases {failed}")

# GitLab Code Quality: GitLab's schema per issue, and what its documentation asks beyond it.
cq = json.load(open(f"{d}/out.gitlab.json"))
need(isinstance(cq, list), "gitlab: not an array")
for i, issue in enumerate(cq):
    validate("gitlab-codeclimate.json", issue, f"gitlab[{i}]")
    need(issue.get("check_name") and issue.get("severity") in ("info", "minor", "major", "critical", "blocker"),
         f"gitlab[{i}]: check_name/severity")
    loc = issue.get("location", {})
    need(isinstance(loc.get("path"), str) and loc["path"] and not loc["path"].startswith("/tmp/x"),
         f"gitlab[{i}]: path")
    need(loc.get("lines", {}).get("begin", 0) >= 1, f"gitlab[{i}]: lines.begin")
need(len({i["fingerprint"] for i in cq}) == len(cq), "gitlab: fingerprints not unique")
need(len(cq) == len(shown), f"gitlab: {len(cq)} issues for {len(shown)} findings")
need(sum(i["severity"] == "critical" for i in cq) == sum(f["severity"] == "error" for f in shown),
     "gitlab: errors are critical")

# GitHub workflow commands: one per finding shown, then the summary line.
lines = open(f"{d}/out.github").read().splitlines()
cmds = [l for l in lines if l.startswith("::")]
need(len(cmds) == len(shown), f"github: {len(cmds)} commands for {len(shown)} findings")
for l in cmds:
    m = re.match(r"^::(error|warning|notice) (file=[^,:]*(,line=\d+,endLine=\d+)?,title=[^,:]*)::(.*)$", l)
    need(m, f"github: malformed command {l[:120]}")
need(sum(l.startswith("::error ") for l in cmds) == sum(f["severity"] == "error" for f in shown),
     "github: errors")
need(lines and re.match(rf"^acpilint: .* {len(failing)} fails? the run .*; exit status {status}$", lines[-1]),
     f"github: summary line {lines[-1] if lines else ''}")
if problems:
    print("\n".join(f"{d}: {p}" for p in problems[:15]))
sys.exit(1 if problems else 0)
PY

# formats NAME ARGS...: one acpilint run per format on the same inputs, checked together.
formats() {
    local name=$1 d rc
    shift
    d=$SCRATCH/$name
    mkdir -p "$d"
    (cd "$SCRATCH/work" && "$ACPILINT" --format json "$@" >"$d/out.json" 2>/dev/null)
    rc=$?
    (cd "$SCRATCH/work" && "$ACPILINT" --format sarif "$@" >"$d/out.sarif" 2>/dev/null)
    (cd "$SCRATCH/work" && "$ACPILINT" --format junit "$@" >"$d/out.xml" 2>/dev/null)
    (cd "$SCRATCH/work" && "$ACPILINT" --format gitlab "$@" >"$d/out.gitlab.json" 2>/dev/null)
    (cd "$SCRATCH/work" && "$ACPILINT" --format github "$@" >"$d/out.github" 2>/dev/null)
    local rc2=$?
    [ "$rc" -eq "$rc2" ] && pass || fail "$name: exit status differs between formats ($rc, $rc2)"
    python3 "$SCRATCH/check.py" "$SRC/tests/schemas" "$d" "$rc" && pass || fail "$name: formats and exit story"
}

mkdir -p "$SCRATCH/work/tables"
cp -r "$CORPUS/valid" "$CORPUS/broken" "$CORPUS/valid.acpidump.txt" "$CORPUS/valid.bin.gz" "$SCRATCH/work/tables/"
formats valid-text tables/valid.acpidump.txt
formats valid-dir tables/valid
formats gzip tables/valid.bin.gz
formats bad-checksum tables/broken/apic-bad-checksum.dat
formats fail-on-warning --fail-on warning tables/valid.acpidump.txt
formats hidden-but-failing --fail-on warning --severity error tables/valid.acpidump.txt
formats never --fail-on never tables/broken/apic-bad-checksum.dat tables/valid.bin.gz
formats broken-text tables/broken/broken.acpidump.txt
for f in "$SCRATCH"/work/tables/broken/*.dat; do
    formats "broken-$(basename "$f")" "tables/broken/$(basename "$f")"
done

# GitHub: paths relative to the working directory (or --base-dir), lines of text dumps, escaping.
(cd "$SCRATCH/work" && "$ACPILINT" --format github tables/broken/broken.acpidump.txt >"$SCRATCH/gh.txt")
expect_grep '^::(error|warning|notice) file=tables/broken/broken.acpidump.txt,line=[0-9]+,endLine=[0-9]+,title=acpilint ' \
    "$SCRATCH/gh.txt" "github: relative file and line"
(cd / && "$ACPILINT" --format github --base-dir "$SCRATCH/work/tables" "$SCRATCH/work/tables/broken/apic-bad-checksum.dat" >"$SCRATCH/gh2.txt")
expect_grep '^::error file=broken/apic-bad-checksum.dat,title=acpilint table.checksum::APIC\+0x9: ' "$SCRATCH/gh2.txt" \
    "github: --base-dir, no line for a binary"
# A file name with ',' ':' '%' and a newline stays one command with its properties escaped.
odd=$(printf 'odd,na:me%%\nx.dat')
cp "$CORPUS/broken/apic-bad-checksum.dat" "$SCRATCH/work/$odd"
(cd "$SCRATCH/work" && "$ACPILINT" --format github "$odd" >"$SCRATCH/gh3.txt")
expect_grep '^::error file=odd%2Cna%3Ame%25\\x0ax\.dat,title=acpilint table.checksum::' "$SCRATCH/gh3.txt" \
    "github: property escaping"
[ "$(grep -c '^::' "$SCRATCH/gh3.txt")" -eq "$(grep -vc '^acpilint: ' "$SCRATCH/gh3.txt")" ] && pass ||
    fail "github: a command split over lines"
finish
