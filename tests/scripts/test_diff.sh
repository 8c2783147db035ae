# SPDX-License-Identifier: MIT
# acpilint diff OLD NEW (issue 26) on edited variants of the valid system whose
# changes are known (corpus/diff/diff.cmake): each known change is reported once,
# with its old and new value, and nothing else is; the exit status follows the
# worse-decision and --fail-on rules; the JSON validates against
# docs/diff.schema.json, the SARIF (new findings only) against SARIF 2.1.0, and the
# Markdown renders with sections.  Then: same input -> "no change", exit 0; usage
# errors exit 2; one run budget covers both inputs; and, with ../shared, an
# acpidump text against the folder of the same machine changes nothing in tables,
# namespace or kernel decisions, and a real pair's field changes are real.
. "$(dirname "$0")/lib.sh"

PY=python3
if ! $PY -c 'import jsonschema, markdown' 2>/dev/null; then
    echo "FAIL: python3-jsonschema and python3-markdown are needed (bash tools/bootstrap.sh deps)"
    exit 1
fi
VALID="$CORPUS/valid.d"
[ -d "$VALID" ] && [ -d "$CORPUS/diff" ] || { echo "FAIL: $CORPUS/valid.d or diff/ missing"; exit 1; }

# variant NAME FILE SOURCE...: a copy of the valid system with FILE replaced by SOURCE.
variant() {
    local name=$1 file=$2 src=$3
    cp -r "$VALID" "$SCRATCH/$name"
    chmod -R u+w "$SCRATCH/$name"
    cp "$src" "$SCRATCH/$name/$file"
}
variant gicc-disabled apic.dat "$CORPUS/diff/apic-gicc1-disabled"
variant madt-reordered apic.dat "$CORPUS/diff/apic-reordered"
variant gtdt-polarity gtdt.dat "$CORPUS/diff/gtdt-polarity"
variant spcr-moved spcr.dat "$CORPUS/diff/spcr-moved"
variant fadt-hvc facp.dat "$CORPUS/diff/facp-hvc"
variant dsdt-device-added dsdt.dat "$CORPUS/diff/dsdt-device-added"
variant dsdt-crs-moved dsdt.dat "$CORPUS/diff/dsdt-crs-moved"
variant table-added-removed bgrt.dat "$CORPUS/diff/bgrt-added"
rm "$SCRATCH/table-added-removed/dbg2.dat"

# run NAME [OPTIONS]: diff of the valid system against variant NAME, every format.
run() {
    local name=$1
    shift
    local new="$SCRATCH/$name"
    [ "$name" = same ] && new="$VALID"
    "$ACPILINT" diff "$@" --format json "$VALID" "$new" >"$SCRATCH/$name.json" 2>"$SCRATCH/$name.err"
    echo $? >"$SCRATCH/$name.status"
    "$ACPILINT" diff "$@" --format sarif "$VALID" "$new" >"$SCRATCH/$name.sarif" 2>/dev/null
    "$ACPILINT" diff "$@" --format markdown "$VALID" "$new" >"$SCRATCH/$name.md" 2>/dev/null
    "$ACPILINT" diff "$@" "$VALID" "$new" >"$SCRATCH/$name.txt" 2>/dev/null
    echo $? >"$SCRATCH/$name.txtstatus"
}
for v in gicc-disabled madt-reordered gtdt-polarity spcr-moved fadt-hvc dsdt-device-added \
    dsdt-crs-moved table-added-removed same; do
    run $v
done
# --fail-on warning: the SPCR move adds warnings, so the same update now fails.
cp -r "$SCRATCH/spcr-moved" "$SCRATCH/spcr-moved-strict"
run spcr-moved-strict --fail-on warning

cat >"$SCRATCH/judge.py" <<'PY'
import json, sys, re
import jsonschema, markdown
from html.parser import HTMLParser

scratch, src = sys.argv[1], sys.argv[2]
problems, checks = [], 0
def need(cond, what):
    global checks
    checks += 1
    if not cond:
        problems.append(what)

def validator(path):
    schema = json.load(open(path))
    cls = jsonschema.validators.validator_for(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)
diff_schema = validator(f"{src}/docs/diff.schema.json")
sarif_schema = validator(f"{src}/tests/schemas/sarif-2.1.0.json")

H = "header"
# name: (tables, namespace, decisions, new finding rules, exit status)
# tables/namespace: {(kind, subject, old, new)}; a header line is (H, table) (its values are
# the checksums iasl's version decides); decisions {(decision, old, new, worse)}.
cases = {
    "gicc-disabled": (
        {(H, "APIC"), ("changed", "APIC/GICC[UID 1]/Flags.Enabled", "1", "0")}, set(),
        {("CPUs possible", "4", "3", False), ("CPUs online", "4", "3", True),
         ("online CPUs (MPIDR)", "0x0 0x1 0x100 0x101", "0x0 0x100 0x101", False),
         ("topology", "4 CPUs, one core each (no PPTT)", "3 CPUs, one core each (no PPTT)", False)},
        set(), 1),
    "madt-reordered": (
        {("reordered", "APIC", "7 structures", "1 moved")}, set(), set(), set(), 0),
    "gtdt-polarity": (
        {(H, "GTDT"), ("changed", "GTDT/NonSecureEL1TimerFlags.InterruptPolarity", "0", "1")},
        set(), set(), set(), 0),
    "spcr-moved": (
        {(H, "SPCR"), ("changed", "SPCR/BaseAddress.Address", "0x9000000", "0x9010000")}, set(),
        set(), {"spcr.port-not-in-namespace", "spcr.port-not-in-dbg2"}, 0),
    "spcr-moved-strict": (
        {(H, "SPCR"), ("changed", "SPCR/BaseAddress.Address", "0x9000000", "0x9010000")}, set(),
        set(), {"spcr.port-not-in-namespace", "spcr.port-not-in-dbg2"}, 1),
    "fadt-hvc": (
        {(H, "FACP"), ("changed", "FACP/ARM_BOOT_ARCH.PSCI_USE_HVC", "0", "1")}, set(),
        {("PSCI", "smc", "hvc", False)}, set(), 0),
    "dsdt-device-added": (
        {(H, "DSDT")}, {("added", "\\_SB_.GPI1", None, "Device (+3 objects inside)")}, set(),
        set(), 0),
    "dsdt-crs-moved": (
        {(H, "DSDT")},
        {("changed", "\\_SB_.COM0._CRS[0]", "Memory32Fixed 0x9000000 len 0x1000",
          "Memory32Fixed 0x9010000 len 0x1000")},
        set(), {"spcr.port-not-in-namespace"}, 0),
    "table-added-removed": (
        {("removed", "DBG2", "v0 ALINT  CORPUS01, 92 bytes", None),
         ("added", "BGRT", None, "v1 ALINT  CORPUS01, 56 bytes")}, set(), set(), set(), 0),
    "same": (set(), set(), set(), set(), 0),
}

class Headings(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tag, self.found = None, []
    def handle_starttag(self, tag, attrs):
        self.tag = tag
    def handle_data(self, data):
        if self.tag in ("h1", "h2"):
            self.found.append(data.strip())
    def handle_endtag(self, tag):
        self.tag = None

def items(changes):
    out = set()
    for c in changes:
        if c["kind"] == "header":
            out.add((H, c["subject"]))
        else:
            out.add((c["kind"], c["subject"], c["old"], c["new"]))
    return out

for name, (tables, ns, decisions, new_rules, status) in cases.items():
    doc = json.load(open(f"{scratch}/{name}.json"))
    got_status = int(open(f"{scratch}/{name}.status").read())
    for e in list(diff_schema.iter_errors(doc))[:3]:
        problems.append(f"{name}: diff.schema.json: {'/'.join(map(str, e.absolute_path))}: {e.message}")
    need(got_status == status, f"{name}: exit {got_status}, expected {status}")
    need(int(open(f"{scratch}/{name}.txtstatus").read()) == status, f"{name}: text exit status")
    need(doc["summary"]["exit_status"] == status, f"{name}: summary.exit_status")
    got = items(doc["tables"])
    need(got == tables, f"{name}: tables {sorted(got, key=str)} != {sorted(tables, key=str)}")
    # each known change once: no duplicate lines
    need(len(doc["tables"]) == len(tables), f"{name}: {len(doc['tables'])} table lines")
    got = items(doc["namespace"])
    need(got == ns, f"{name}: namespace {sorted(got, key=str)} != {sorted(ns, key=str)}")
    got = {(x["decision"], x["old"], x["new"], x["worse"]) for x in doc["decisions"]}
    need(got == decisions, f"{name}: decisions {sorted(got)} != {sorted(decisions)}")
    got = {f["rule"] for f in doc["findings"]["new"]}
    need(got == new_rules, f"{name}: new findings {sorted(got)} != {sorted(new_rules)}")
    need(not doc["findings"]["fixed"], f"{name}: fixed findings {doc['findings']['fixed']}")
    need(doc["changed"] == (name != "same"), f"{name}: changed")
    # SARIF: the new findings only, valid 2.1.0
    sarif = json.load(open(f"{scratch}/{name}.sarif"))
    for e in list(sarif_schema.iter_errors(sarif))[:3]:
        problems.append(f"{name}: sarif schema: {'/'.join(map(str, e.absolute_path))}: {e.message}")
    results = sarif["runs"][0]["results"]
    need({r["ruleId"] for r in results} == new_rules,
         f"{name}: SARIF results {sorted({r['ruleId'] for r in results})} != new findings")
    # Markdown renders, with its sections
    p = Headings()
    p.feed(markdown.markdown(open(f"{scratch}/{name}.md").read(), extensions=["tables"]))
    need(p.found == ["acpilint diff", "Tables", "Namespace", "Findings", "Kernel decisions"],
         f"{name}: Markdown headings {p.found}")
    text = open(f"{scratch}/{name}.txt").read()
    if name == "same":
        need(re.search(r"^no change$", text, re.M) is not None, "same: no 'no change' line")
    else:
        for c in doc["tables"] + doc["namespace"]:
            need(c["subject"] in text, f"{name}: text lacks {c['subject']}")
        need(text.index("Tables:") < text.index("Namespace:") < text.index("Findings:")
             < text.index("Kernel decisions"), f"{name}: text section order")
for p_ in problems:
    print("FAIL:", p_)
print(f"judge: {checks - len(problems)} passed, {len(problems)} failed")
sys.exit(1 if problems else 0)
PY
if $PY "$SCRATCH/judge.py" "$SCRATCH" "$SRC"; then pass; else fail "judge"; fi

# Usage and input errors: exit 2.
expect_exit 2 "$ACPILINT" diff "$VALID"
expect_grep 'needs two inputs' "$SCRATCH/err" "one input"
expect_exit 2 "$ACPILINT" diff "$VALID" "$SCRATCH/does-not-exist"
expect_grep '^acpilint diff: NEW ' "$SCRATCH/err" "unreadable NEW named"
expect_exit 2 "$ACPILINT" diff --format junit "$VALID" "$VALID"
expect_exit 2 "$ACPILINT" --format markdown "$VALID"
# The run budget covers both inputs: each fits --max-bytes alone, the two together do not.
size=$(cat "$VALID"/* | wc -c)
expect_exit 0 "$ACPILINT" --max-bytes $((size + size / 2)) "$VALID"
expect_exit 2 "$ACPILINT" diff --max-bytes $((size + size / 2)) "$VALID" "$SCRATCH/gicc-disabled"
expect_grep 'max-bytes|bytes' "$SCRATCH/err" "the cut is told"

if [ -n "$SHARED" ] && [ -d "$SHARED/niyas-sait-acpi/ampere-altra-ava" ]; then
    # An acpidump text against the folder of the same machine: the simulator's RSDP policy
    # makes them one machine; nothing changes in tables, namespace or kernel decisions.
    A="$SHARED/niyas-sait-acpi/ampere-altra-ava"
    expect_exit 0 "$ACPILINT" diff --format json "$A/ava_acpidump.log" "$A/tables"
    $PY - "$SCRATCH/out" <<'PY' && pass || fail "Altra text vs folder"
import json, sys
d = json.load(open(sys.argv[1]))
bad = d["tables"] + d["namespace"] + d["decisions"]
if bad:
    print("changes:", bad[:5])
sys.exit(1 if bad else 0)
PY

    # Real pairs against iasl -d of both sides: a table is reported (added, removed, changed,
    # header) exactly when its disassembly differs, header noise is at most one line per
    # table, and the DSDT's namespace changes come with a DSDT whose disassembly differs.
    Q="$SHARED/qemu-aarch64-virt"
    for v in v7.2.0 v10.2.2; do
        mkdir -p "$SCRATCH/q-$v"
        for f in "$Q/$v"/*; do
            case $(basename "$f") in *.*) ;; *) cp "$f" "$SCRATCH/q-$v/$(basename "$f" | tr A-Z a-z).dat" ;; esac
        done
    done
    mkdir -p "$SCRATCH/ava-old" "$SCRATCH/ava-new"
    (cd "$SCRATCH/ava-old" && acpixtract -a "$A/ava_acpidump.log" >/dev/null 2>&1)
    (cd "$SCRATCH/ava-new" && acpixtract -a "$A/ava_acpidump_jerome.log" >/dev/null 2>&1)
    for pair in q-v7.2.0:q-v10.2.2 ava-old:ava-new; do
        old=${pair%%:*} new=${pair##*:}
        "$ACPILINT" diff --format json "$SCRATCH/$old" "$SCRATCH/$new" >"$SCRATCH/$old.json" 2>/dev/null
        for side in $old $new; do
            for f in "$SCRATCH/$side"/*.dat; do
                (cd "$SCRATCH/$side" && iasl -d "$(basename "$f")" >/dev/null 2>&1)
            done
        done
        $PY - "$SCRATCH/$old.json" "$SCRATCH/$old" "$SCRATCH/$new" <<'PY' && pass || fail "$pair: changes against iasl -d"
import glob, json, os, sys
doc, old, new = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
def dsl(folder):
    out = {}
    for f in glob.glob(folder + "/*.dsl"):
        # the disassembler's banner (file names, dates) is not the table
        lines = [l for l in open(f, errors="replace") if not l.startswith((" * ", "/*", " */"))]
        out[os.path.basename(f)[:-4].upper()] = lines
    return out
a, b = dsl(old), dsl(new)
differ = {t for t in set(a) | set(b) if a.get(t) != b.get(t)}
reported = {c["subject"].split("/")[0].split("+")[0].split("[")[0] for c in doc["tables"]}
if doc["namespace"]:
    reported |= {"DSDT"} if "DSDT" in differ else {"(namespace without a DSDT change)"}
problems = []
if reported != differ:
    problems.append(f"reported {sorted(reported)} but iasl -d differs in {sorted(differ)}")
headers = [c["subject"] for c in doc["tables"] if c["kind"] == "header"]
if len(headers) != len(set(headers)):
    problems.append(f"header noise in more than one line: {headers}")
for p in problems:
    print(sys.argv[2], p)
sys.exit(1 if problems else 0)
PY
    done
else
    echo "skip: the real-corpus comparisons need ../shared/corpus/real (not found at '${SHARED}')"
fi
finish
