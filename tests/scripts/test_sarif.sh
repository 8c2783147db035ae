# SPDX-License-Identifier: MIT
# --format sarif: every SARIF document this test produces is validated against
# the official SARIF 2.1.0 schema (tests/schemas/, draft 2020-12) with python3-jsonschema
# (Debian package; installed by tools/bootstrap.sh; a missing validator is a
# failure, never a skip), then against GitHub code scanning's ingestion rules:
# exactly one location per result, a non-empty artifact URI, rule ids and
# indexes resolving in tool.driver.rules, no empty required string, a region
# of the right kind (startLine for text dumps, byteOffset/byteLength for
# binaries), a logical location, and stable partialFingerprints.
. "$(dirname "$0")/lib.sh"

if ! python3 -c 'import jsonschema' 2>/dev/null; then
    echo "FAIL: python3-jsonschema is not installed (bash tools/bootstrap.sh installs it)"
    exit 1
fi
# The project carries the published schema (tests/schemas/README.md says whose and its terms).
SCHEMA=${ACPILINT_SARIF_SCHEMA:-$SRC/tests/schemas/sarif-2.1.0.json}
if [ ! -f "$SCHEMA" ]; then
    echo "FAIL: SARIF schema not found at $SCHEMA"
    exit 1
fi

# check_sarif FILE KIND: KIND is text, binary or any (the region every located result must have).
cat >"$SCRATCH/check.py" <<'PY'
import json, sys
import jsonschema

# check.py SCHEMA LIST: LIST has "PATH KIND" lines; one process, the schema compiled once.
schema_path, list_path = sys.argv[1], sys.argv[2]
schema = json.load(open(schema_path))
cls = jsonschema.validators.validator_for(schema)
cls.check_schema(schema)
validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
failed = 0

# Every log describes the whole catalogue in tool.driver.rules, the same for the same
# options: most of a log's bytes, and of its validation.  A driver already validated (schema
# and the rule checks below) in an earlier log is not validated again; its problems, if any,
# are reported again with each log that carries it.
driver_problems = {}

def check(path, kind):
  doc = json.load(open(path))
  runs = doc.get("runs") if isinstance(doc.get("runs"), list) else []
  driver = runs[0].get("tool", {}).get("driver", {}) if runs and isinstance(runs[0], dict) else {}
  driver_key = json.dumps(driver, sort_keys=True)
  seen_driver = driver_key in driver_problems
  if seen_driver:
      rules_kept = driver.get("rules")
      driver["rules"] = []
  errors = sorted(validator.iter_errors(doc), key=str)
  if seen_driver:
      driver["rules"] = rules_kept
  problems = [f"schema: {'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors[:5]]
  problems += driver_problems.get(driver_key, [])

  def need(cond, what):
      if not cond:
          problems.append(what)

  def text(obj, key, where):
      v = obj.get(key, {}).get("text") if isinstance(obj.get(key), dict) else None
      need(isinstance(v, str) and v.strip(), f"{where}: empty or missing {key}.text")

  need(doc.get("version") == "2.1.0", "version is not 2.1.0")
  need(len(doc.get("runs", [])) == 1, "not exactly one run")
  run = doc["runs"][0]
  driver = run["tool"]["driver"]
  need(driver.get("name") == "acpilint", "driver.name")
  need(driver.get("version") and driver.get("informationUri") and driver.get("fullName"),
       "driver.version/informationUri/fullName")
  need(run.get("automationDetails", {}).get("id"), "run.automationDetails.id")
  srcroot = run.get("originalUriBaseIds", {}).get("SRCROOT", {}).get("uri", "")
  need(srcroot.startswith("file:///") and srcroot.endswith("/"), f"originalUriBaseIds.SRCROOT {srcroot}")
  need(isinstance(run.get("invocations", [{}])[0].get("exitCode"), int), "invocations[0].exitCode")
  rules = driver.get("rules", [])
  need(rules, "no rules in tool.driver.rules")
  ids = [r.get("id") for r in rules]
  need(len(set(ids)) == len(ids), "duplicate rule ids")
  rule_problems_from = len(problems)
  for i, r in enumerate(rules if not seen_driver else []):
      need(isinstance(r.get("id"), str) and r["id"], f"rules[{i}]: empty id")
      for key in ("shortDescription", "fullDescription", "help"):
          text(r, key, f"rule {r.get('id')}")
      need(r.get("name") and r["name"] != r.get("id"), f"rule {r.get('id')}: friendly name")
      need(r.get("help", {}).get("markdown", "").strip(), f"rule {r.get('id')}: help.markdown")
      need(r.get("helpUri", "").endswith("#" + r.get("id", "")), f"rule {r.get('id')}: helpUri anchor")
      need(r.get("defaultConfiguration", {}).get("level") in ("error", "warning", "note"),
           f"rule {r.get('id')}: defaultConfiguration.level")
  if not seen_driver:
      driver_problems[driver_key] = problems[rule_problems_from:]
  seen = {}
  for n, res in enumerate(run.get("results", [])):
      where = f"results[{n}] ({res.get('ruleId')})"
      need(res.get("ruleId") in ids, f"{where}: ruleId not in rules[]")
      idx = res.get("ruleIndex")
      need(isinstance(idx, int) and 0 <= idx < len(ids) and ids[idx] == res.get("ruleId"),
           f"{where}: ruleIndex does not name ruleId")
      need(res.get("level") in ("error", "warning", "note"), f"{where}: level")
      text(res, "message", where)
      locs = res.get("locations", [])
      need(len(locs) == 1, f"{where}: {len(locs)} locations, GitHub needs exactly one")
      for loc in locs:
          phys = loc.get("physicalLocation", {})
          uri = phys.get("artifactLocation", {}).get("uri")
          need(isinstance(uri, str) and uri.strip(), f"{where}: no artifactLocation.uri")
          base = phys.get("artifactLocation", {}).get("uriBaseId")
          if not uri.startswith("file://"):
              need(base == "SRCROOT", f"{where}: relative URI {uri} without uriBaseId SRCROOT")
          # Every result has a region (Microsoft's validator warns otherwise): a whole-input
          # finding the whole file, a folder without tables an empty region.
          region = phys.get("region") or {}
          need("startLine" in region or "byteOffset" in region, f"{where}: no region")
          if "startLine" in region:
              need(1 <= region["startLine"] <= region.get("endLine", region["startLine"]),
                   f"{where}: startLine/endLine")
          if "byteOffset" in region:
              need(region.get("byteLength", -1) >= 0, f"{where}: byteLength")
          logical = loc.get("logicalLocations", [])
          need(len(logical) == 1 and logical[0].get("fullyQualifiedName"),
               f"{where}: no logical location")
          # A text dump's results are lines of it, a binary's bytes.
          if kind == "text":
              need("startLine" in region and "byteOffset" not in region,
                   f"{where}: text dump result without startLine")
          if kind == "binary":
              need("byteOffset" in region and "startLine" not in region,
                   f"{where}: binary result with a line region")
      fps = res.get("partialFingerprints", {})
      fp = fps.get("acpilintFingerprint/v2")
      need(isinstance(fp, str) and fp, f"{where}: no partialFingerprints")
      need(fp not in seen, f"{where}: fingerprint repeated in one run")
      seen[fp] = n
      for s in res.get("suppressions", []):
          need(s.get("kind") == "external", f"{where}: suppression kind")
          need(s.get("justification", "").strip(), f"{where}: suppression without justification")
  if problems:
      print("\n".join(f"{path}: {p}" for p in problems[:20]))
  return not problems

for line in open(list_path):
  path, kind = line.split()
  failed += not check(path, kind)
print(f"{failed} SARIF logs with problems")
sys.exit(1 if failed else 0)
PY

# sarif NAME KIND ARGS...: runs acpilint --format sarif ARGS into $SCRATCH/NAME.sarif, to be
# checked by validate_all.
sarif() {
    local name=$1 kind=$2
    shift 2
    "$ACPILINT" --format sarif "$@" >"$SCRATCH/$name.sarif" 2>"$SCRATCH/$name.err"
    local rc=$?
    if [ "$rc" -gt 1 ] && [ "$name" != unreadable ]; then
        fail "$name: exit $rc"
        head -3 "$SCRATCH/$name.err"
    fi
    echo "$SCRATCH/$name.sarif $kind" >>"$SCRATCH/logs.list"
    pass
}

# validate_all: every log recorded so far, in one python3 run.
validate_all() {
    if python3 "$SCRATCH/check.py" "$SCHEMA" "$SCRATCH/logs.list"; then
        pass
    else
        fail "SARIF logs invalid"
    fi
}

V=$CORPUS/valid
B=$CORPUS/broken
sarif valid-text text "$CORPUS/valid.acpidump.txt"
sarif valid-bin binary "$CORPUS/valid.bin"
sarif valid-gz any "$CORPUS/valid.bin.gz"
sarif valid-dir binary "$V"
for f in "$B"/*; do
    case $f in
    *.txt) kind=text ;;
    *) kind=binary ;;
    esac
    sarif "broken-$(basename "$f")" "$kind" "$f"
done
cases=$(rule_cases) || exit 1
for f in $cases; do
    [ -e "$f" ] && sarif "rule-$(basename "$f")" binary "$f"
done
: >"$SCRATCH/empty.bin"
sarif empty binary "$SCRATCH/empty.bin"
sarif unreadable any "$SCRATCH/missing.bin" "$CORPUS/valid.bin"

validate_all
: >"$SCRATCH/logs.list"

# Findings about the whole input still point at it; the counts match the JSON report.
python3 - "$SCRATCH/empty.sarif" <<'PY' && pass || fail "whole-input finding without its file"
import json, sys
res = json.load(open(sys.argv[1]))["runs"][0]["results"]
assert res and all(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith("empty.bin") for r in res)
PY
"$ACPILINT" --format json "$B/apic-bad-checksum.dat" >"$SCRATCH/bad.json"
python3 - "$SCRATCH/broken-apic-bad-checksum.dat.sarif" "$SCRATCH/bad.json" <<'PY' && pass || fail "SARIF results differ from JSON findings"
import json, sys
sarif = json.load(open(sys.argv[1]))["runs"][0]
findings = json.load(open(sys.argv[2]))["findings"]
assert [r["ruleId"] for r in sarif["results"]] == [f["rule"] for f in findings]
r = [r for r in sarif["results"] if r["ruleId"] == "table.checksum"][0]
assert r["level"] == "error"
assert r["locations"][0]["physicalLocation"]["region"]["byteOffset"] == 9, r
assert r["locations"][0]["logicalLocations"][0]["fullyQualifiedName"].startswith("APIC")
assert r["message"]["text"].startswith("APIC+0x9: ")
PY

# Same input, same bytes; fingerprints survive a rename and a move; URIs are relative to
# the working directory.
"$ACPILINT" --format sarif "$B/apic-bad-checksum.dat" >"$SCRATCH/again.sarif"
cmp -s "$SCRATCH/again.sarif" "$SCRATCH/broken-apic-bad-checksum.dat.sarif" && pass ||
    fail "SARIF output not deterministic"
mkdir -p "$SCRATCH/work/sub"
cp "$B/apic-bad-checksum.dat" "$SCRATCH/work/sub/renamed.bin"
(cd "$SCRATCH/work" && "$ACPILINT" --format sarif sub/renamed.bin >"$SCRATCH/renamed.sarif")
python3 - "$SCRATCH/renamed.sarif" "$SCRATCH/broken-apic-bad-checksum.dat.sarif" <<'PY' && pass || fail "fingerprints or URIs"
import json, sys
a, b = (json.load(open(p))["runs"][0]["results"] for p in sys.argv[1:3])
fp = lambda rs: [r["partialFingerprints"] for r in rs]
assert fp(a) == fp(b), "fingerprints changed with the file name"
assert a[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "sub/renamed.bin"
assert a[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uriBaseId"] == "SRCROOT"
PY
# --sarif-category NAME: a part of automationDetails.id before the build id, so the category
# (the id up to its last '/') differs per board; without it, the id as before.
"$ACPILINT" --format sarif --sarif-category board-a "$B/apic-bad-checksum.dat" >"$SCRATCH/cat-a.sarif"
"$ACPILINT" --format sarif --sarif-category board-b "$B/apic-bad-checksum.dat" >"$SCRATCH/cat-b.sarif"
python3 - "$SCRATCH/cat-a.sarif" "$SCRATCH/cat-b.sarif" "$SCRATCH/again.sarif" <<'PY' && pass || fail "--sarif-category"
import json, sys
ids = [json.load(open(p))["runs"][0]["automationDetails"]["id"] for p in sys.argv[1:4]]
cat = lambda i: i.rsplit("/", 1)[0]
assert ids[0].startswith("azuredevops/pipeline/build/") and cat(ids[0]).endswith("/board-a"), ids
assert cat(ids[0]) != cat(ids[1]) != cat(ids[2]), ids
assert len(ids[2].split("/")) == 9 and len(ids[0].split("/")) == 10, ids
PY
expect_exit 2 "$ACPILINT" --format sarif --sarif-category a/b "$B/apic-bad-checksum.dat"
expect_grep "sarif-category: 'a/b' must be" "$SCRATCH/err" "--sarif-category with '/'"
# --base-dir: URIs relative to another folder, SRCROOT naming it.
(cd / && "$ACPILINT" --format sarif --base-dir "$SCRATCH/work" "$SCRATCH/work/sub/renamed.bin" >"$SCRATCH/based.sarif")
python3 - "$SCRATCH/based.sarif" "$SCRATCH/work" <<'PY' && pass || fail "--base-dir"
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
loc = run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
assert loc == {"uri": "sub/renamed.bin", "uriBaseId": "SRCROOT"}, loc
assert run["originalUriBaseIds"]["SRCROOT"]["uri"].endswith(sys.argv[2] + "/"), run["originalUriBaseIds"]
PY
(cd / && "$ACPILINT" --format sarif "$B/apic-bad-checksum.dat" >"$SCRATCH/abs.sarif")
expect_grep '"uri": "file:///' "$SCRATCH/abs.sarif" "file outside the working directory as a file:// URI"

# A text dump: the line of the byte in the dump.
python3 - "$SCRATCH/broken-broken.acpidump.txt.sarif" <<'PY' && pass || fail "text dump line"
import json, sys
res = json.load(open(sys.argv[1]))["runs"][0]["results"]
assert any(r["ruleId"] == "dump.bad-line" and r["locations"][0]["physicalLocation"]["region"]["startLine"] == 3 for r in res)
PY

# --severity narrows the results; --fail-on still decides the exit status.
expect_exit 1 "$ACPILINT" --format sarif --severity error "$B/apic-bad-checksum.dat"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["runs"][0]["results"]; sys.exit(0 if r and all(x["level"]=="error" for x in r) else 1)' \
    "$SCRATCH/out" && pass || fail "--severity error in SARIF"

# A sample of the real corpus, when present.
if [ -n "$SHARED" ] && [ -d "$SHARED" ]; then
    n=0
    for m in "$SHARED"/qemu-aarch64-virt/* "$SHARED"/aarch64-laptops/*; do
        [ -e "$m" ] || continue
        n=$((n + 1))
        [ $n -le 12 ] || break
        sarif "real-$n" any "$m"
    done
    validate_all
fi
# tool.driver.rules lists the rules enabled in this run, and ruleIndex points into that list.
"$ACPILINT" --format sarif --disable 'madt.*' "$CORPUS/broken/apic-bad-checksum.dat" >"$SCRATCH/disabled.sarif"
python3 - "$SCRATCH/disabled.sarif" <<'PY' && pass || fail "disabled rules left out of tool.driver.rules"
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
rules = run["tool"]["driver"]["rules"]
assert rules and not any(r["id"].startswith("madt.") for r in rules)
for res in run["results"]:
    assert rules[res["ruleIndex"]]["id"] == res["ruleId"]
PY
finish
