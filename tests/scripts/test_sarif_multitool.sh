# SPDX-License-Identifier: MIT
# Microsoft's SARIF validator (the SARIF SDK's Multitool, npm package
# @microsoft/sarif-multitool-linux) with the rules of SARIF itself, GitHub code
# scanning and GitHub Advanced Security for Azure DevOps
# (`validate --rule-kind "Sarif;Gh;GHAzDO"`) reports no error and no warning on
# acpilint's SARIF: text dumps, blobs, folders, gzip, an empty file, findings
# about a whole input, suppressed findings, --base-dir, and a sample of the real
# corpus when it is there.
#
# The validator is installed with npm, once, into a cache folder
# (${XDG_CACHE_HOME:-~/.cache}/acpilint/; ACPILINT_SARIF_MULTITOOL names an
# installed Sarif.Multitool instead).  Without npm or the registry the test
# fails, saying so: tools/bootstrap.sh installs npm.  Registered in builds
# without sanitizers only (the SARIF is the same; test_sarif.sh runs there).
. "$(dirname "$0")/lib.sh"

VERSION=5.7.0
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/acpilint
PREFIX=$CACHE/sarif-multitool-$VERSION
MT=${ACPILINT_SARIF_MULTITOOL:-$PREFIX/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool}
if [ ! -x "$MT" ]; then
    if ! command -v npm >/dev/null; then
        echo "FAIL: npm is missing: the SARIF validator is installed with npm (bash tools/bootstrap.sh deps)"
        exit 1
    fi
    mkdir -p "$CACHE"
    # One install at a time (the normal and the other builds' suites may run together).
    if ! flock "$CACHE/.lock" sh -c '[ -x "$1" ] || npm install --prefix "$2" --no-audit --no-fund \
            --loglevel=error "@microsoft/sarif-multitool-linux@$3"' _ "$MT" "$PREFIX" "$VERSION" \
            >"$SCRATCH/npm.log" 2>&1; then
        echo "FAIL: npm install @microsoft/sarif-multitool-linux@$VERSION failed (the npm registry must be reachable):"
        tail -5 "$SCRATCH/npm.log"
        exit 1
    fi
fi
[ -x "$MT" ] || { echo "FAIL: $MT is not an executable after npm install"; exit 1; }

# The logs to validate: one acpilint run each, from a work folder (relative URIs).
mkdir -p "$SCRATCH/work/tables" "$SCRATCH/logs"
cp -r "$CORPUS/valid" "$SCRATCH/work/tables/valid"
cp "$CORPUS/valid.acpidump.txt" "$CORPUS/valid.bin" "$CORPUS/valid.bin.gz" "$SCRATCH/work/tables/"
cp -r "$CORPUS/broken" "$SCRATCH/work/tables/broken"
: >"$SCRATCH/work/tables/empty.bin"
printf 'suppressions:\n  - rule: table.checksum\n    table: APIC\n    reason: "known, fixed in the next firmware"\n' \
    >"$SCRATCH/work/accept.yaml"
n=0
log() { # log ARGS...: a SARIF log of acpilint ARGS, run in the work folder
    n=$((n + 1))
    (cd "$SCRATCH/work" && "$ACPILINT" --format sarif "$@" >"$SCRATCH/logs/$n.sarif" 2>/dev/null)
    [ $? -le 1 ] && pass || fail "acpilint --format sarif $*: exit status"
}
log tables/valid.acpidump.txt
log tables/valid.bin
log tables/valid.bin.gz
log tables/valid
log tables/empty.bin
log --fail-on warning tables/valid
for f in "$SCRATCH"/work/tables/broken/*; do
    log "tables/broken/$(basename "$f")"
done
log --config accept.yaml tables/broken/apic-bad-checksum.dat
log --base-dir tables tables/broken/apic-bad-checksum.dat tables/valid.acpidump.txt
log --sarif-category board-a tables/valid
log --each tables/valid tables/valid.acpidump.txt tables/broken/apic-bad-checksum.dat
log --each --sarif-category board-b tables/valid tables/valid.bin
if [ -n "$SHARED" ] && [ -d "$SHARED" ]; then
    k=0
    for m in "$SHARED"/qemu-aarch64-virt/* "$SHARED"/aarch64-laptops/* "$SHARED"/niyas-sait-acpi/*; do
        [ -e "$m" ] || continue
        k=$((k + 1))
        [ $k -le 10 ] || break
        log "$m"
    done
fi

# One validator run over every log (it takes seconds to start), without SARIF2006
# (UrisShouldBeReachable): it sends an HTTP GET for every rule's helpUri in every log,
# hundreds a log, and reports an unreachable one as a note, which this test does not
# count (errors and warnings only); offline, its retries were most of the test's time
# (one log: 68 s against 9 s without it).
cat >"$SCRATCH/policy.xml" <<'XML'
<?xml version="1.0" encoding="utf-8"?>
<Properties>
  <Properties Key="SARIF2006.UrisShouldBeReachable.Options">
    <Property Key="RuleEnabled" Value="Disabled" />
  </Properties>
</Properties>
XML
(cd "$SCRATCH/logs" && "$MT" validate --rule-kind "Sarif;Gh;GHAzDO" -c "$SCRATCH/policy.xml" \
    -o "$SCRATCH/validation.sarif" ./*.sarif >"$SCRATCH/validate.log" 2>&1)
rc=$?
if [ ! -s "$SCRATCH/validation.sarif" ]; then
    fail "the validator wrote no result (exit $rc)"
    tail -20 "$SCRATCH/validate.log"
    finish
fi
# It must have read every log: "Done. N files scanned."
grep -q "Done. $n files scanned" "$SCRATCH/validate.log" && pass ||
    fail "the validator did not scan the $n logs: $(grep -m1 'files scanned' "$SCRATCH/validate.log")"
python3 - "$SCRATCH/validation.sarif" "$n" <<'PY' && pass || fail "SARIF Multitool reports errors or warnings"
import collections, json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
# A result without a level is a warning (SARIF 3.27.10).
bad = [r for r in run.get("results", []) if r.get("level", "warning") in ("error", "warning")]
seen = collections.Counter((r.get("level", "warning"), r["ruleId"]) for r in bad)
for (level, rule), count in sorted(seen.items()):
    example = next(r for r in bad if r["ruleId"] == rule)
    loc = example.get("locations", [{}])[0].get("physicalLocation", {}).get("artifactLocation", {}).get("uri", "")
    print(f"  {count} x {level} {rule}: {json.dumps(example.get('message'))[:300]} ({loc})")
print(f"{len(bad)} errors and warnings over {sys.argv[2]} logs")
# The policy turned off SARIF2006 and nothing else.
off = sorted(n["message"]["text"].split("'")[1]
             for n in run["invocations"][0].get("toolConfigurationNotifications", [])
             if n.get("descriptor", {}).get("id") == "WRN999.RuleExplicitlyDisabled")
if off != ["SARIF2006"]:
    print(f"  the validator disabled {off}, not only SARIF2006")
    sys.exit(1)
# A check that threw on a log judged nothing (ERR998.ExceptionInAnalyze): as bad as a finding.
threw = [n for n in run["invocations"][0].get("toolExecutionNotifications", [])
         if n.get("level", "warning") == "error"]
for n in threw:
    print(f"  the validator failed: {n.get('message', {}).get('text', '')[:300]}")
sys.exit(1 if bad or threw else 0)
PY
finish
