# SPDX-License-Identifier: MIT
# Baselines survive the next firmware build.  Today's system (the corpus's
# valid one, with two accepted defects: a name defined twice in the DSDT and
# two GICCs with one MPIDR) is recorded with --write-baseline; tomorrow's is
# the same firmware changed the way builds change it: a Name() inserted at
# the top of the DSDT (every AML offset moves), the GICD moved before the
# GICCs (every GICC offset and structure index moves), both OEM revisions
# bumped, the folder renamed.  The accepted set must stay accepted (exit 0),
# and a genuinely new defect (a third GICC with that MPIDR) must show alone.
# A version 1 baseline (keyed by offset) is still read.
. "$(dirname "$0")/lib.sh"

command -v iasl >/dev/null || { echo "FAIL: iasl missing (acpica-tools; bash tools/bootstrap.sh)"; exit 1; }
V=$SRC/corpus/valid

# build DIR DSDT.asl APIC.dsl: the valid system's blobs with that DSDT and APIC compiled in.
build() {
    local dir=$1
    mkdir -p "$dir" "$SCRATCH/iasl"
    cp "$CORPUS"/valid/* "$dir/"
    for t in "$2:DSDT" "$3:APIC"; do
        local src=${t%%:*} sig=${t##*:}
        # -f: the DSDT defines a name twice on purpose (iasl would refuse it).
        iasl -f -vs -p "$SCRATCH/iasl/out" "$src" >"$SCRATCH/iasl.log" 2>&1 ||
            { fail "iasl $src"; tail -5 "$SCRATCH/iasl.log"; return 1; }
        cp "$SCRATCH/iasl/out.aml" "$dir/$sig"
    done
}

# Today: Name (DUPX) twice at the top of the DSDT; GICC #2 with GICC #0's MPIDR.
sed '/^DefinitionBlock/{n;a\    Name (DUPX, One)\n    Name (DUPX, 0x02)
}' "$V/dsdt.asl" >"$SCRATCH/today.asl"
awk '/ARM MPIDR/ { n++; if (n == 3) sub(/: 0000000000000100/, ": 0000000000000000") } { print }' \
    "$V/apic.dsl" >"$SCRATCH/today.dsl"
build "$SCRATCH/today" "$SCRATCH/today.asl" "$SCRATCH/today.dsl" || finish

# Tomorrow: a Name() before them (AML shifted), OEM revisions bumped, the GICD first.
sed -e '/^DefinitionBlock/s/0x00000001)/0x00000002)/' \
    -e '/^DefinitionBlock/{n;a\    Name (NEWA, 0x12345678)\n    Name (DUPX, One)\n    Name (DUPX, 0x02)
}' "$V/dsdt.asl" >"$SCRATCH/tomorrow.asl"
awk '/Oem Revision/ { sub(/: 00000001/, ": 00000002") }
     /ARM MPIDR/ { n++; if (n == 3) sub(/: 0000000000000100/, ": 0000000000000000") }
     /Subtable Type : 0C/ { gicd = 1 } /Subtable Type : 0E/ { gicd = 0 }
     gicd { moved = moved $0 "\n"; next }
     { lines[++k] = $0 }
     END { for (i = 1; i <= k; i++) { if (lines[i] ~ /Subtable Type : 0B/ && !done) { printf "%s\n", moved; done = 1 }
           print lines[i] } }' "$V/apic.dsl" >"$SCRATCH/tomorrow.dsl"
grep -q 'NEWA' "$SCRATCH/tomorrow.asl" && pass || fail "tomorrow's DSDT edit"
[ "$(grep -n 'Subtable Type : 0C' "$SCRATCH/tomorrow.dsl" | cut -d: -f1)" -lt \
  "$(grep -n 'Subtable Type : 0B' "$SCRATCH/tomorrow.dsl" | head -1 | cut -d: -f1)" ] && pass ||
    fail "tomorrow's MADT has the GICD first"
build "$SCRATCH/tomorrow-build" "$SCRATCH/tomorrow.asl" "$SCRATCH/tomorrow.dsl" || finish

# The day after: also GICC #3 with that MPIDR, a new defect.
awk '/ARM MPIDR/ { n++; if (n == 3 || n == 4) sub(/: 000000000000010[01]/, ": 0000000000000000") } { print }' \
    "$SCRATCH/tomorrow.dsl" >"$SCRATCH/after.dsl"
build "$SCRATCH/after" "$SCRATCH/tomorrow.asl" "$SCRATCH/after.dsl" || finish

count() { # count JSON RULE: unsuppressed findings of RULE
    python3 -c 'import json,sys; print(sum(1 for f in json.load(open(sys.argv[1]))["findings"]
        if f["rule"] == sys.argv[2] and not f.get("suppressed")))' "$1" "$2"
}

# Today's defects are there, and recorded.
"$ACPILINT" --format json "$SCRATCH/today" >"$SCRATCH/today.json"
[ "$(count "$SCRATCH/today.json" aml.duplicate-name)" -ge 1 ] && pass || fail "today: aml.duplicate-name"
[ "$(count "$SCRATCH/today.json" madt.gicc-mpidr-duplicate)" -ge 1 ] && pass || fail "today: madt.gicc-mpidr-duplicate"
expect_exit 0 "$ACPILINT" --write-baseline "$SCRATCH/base.yaml" "$SCRATCH/today"
expect_grep '^acpilint-baseline: 2$' "$SCRATCH/base.yaml" "version 2 written"
expect_no_grep 'offset: |instance: ' "$SCRATCH/base.yaml" "no offset or instance in the key"
expect_exit 0 "$ACPILINT" --baseline "$SCRATCH/base.yaml" "$SCRATCH/today"

# Tomorrow (renamed folder, shifted AML, reordered MADT, new OEM revisions): all accepted.
mv "$SCRATCH/tomorrow-build" "$SCRATCH/firmware-2.0"
"$ACPILINT" --format json "$SCRATCH/firmware-2.0" >"$SCRATCH/tomorrow.json"
python3 - "$SCRATCH/today.json" "$SCRATCH/tomorrow.json" <<'PY' && pass || fail "tomorrow's firmware did not move the findings"
import json, sys
a, b = (json.load(open(p))["findings"] for p in sys.argv[1:3])
moved = {f["rule"] for f in a for g in b if f["rule"] == g["rule"] and f["offset"] != g["offset"]}
assert {"aml.duplicate-name", "madt.gicc-mpidr-duplicate"} <= moved, moved
PY
expect_exit 0 "$ACPILINT" --baseline "$SCRATCH/base.yaml" "$SCRATCH/firmware-2.0"
"$ACPILINT" --format json --baseline "$SCRATCH/base.yaml" "$SCRATCH/firmware-2.0" >"$SCRATCH/accepted.json"
python3 - "$SCRATCH/today.json" "$SCRATCH/accepted.json" <<'PY' && pass || fail "accepted set not kept"
import json, sys
today = json.load(open(sys.argv[1]))["findings"]
tomorrow = json.load(open(sys.argv[2]))["findings"]
new = [f for f in tomorrow if not f.get("suppressed")]
assert not new, [(f["rule"], f["message"]) for f in new]
assert sum(1 for f in tomorrow if f.get("baseline")) == len(today), (len(today), len(tomorrow))
PY

# The day after: exactly the new defect counts.
"$ACPILINT" --format json --baseline "$SCRATCH/base.yaml" "$SCRATCH/after" >"$SCRATCH/after.json"
python3 - "$SCRATCH/after.json" <<'PY' && pass || fail "the new defect is not the only new finding"
import json, sys
new = [f for f in json.load(open(sys.argv[1]))["findings"] if not f.get("suppressed")]
# the defect, and what the simulated kernel does with it (it skips that CPU)
rules = sorted(f["rule"] for f in new)
assert rules == ["madt.gicc-mpidr-duplicate", "sim.cpu-ignored"], [(f["rule"], f["message"]) for f in new]
PY
expect_exit 1 "$ACPILINT" --baseline "$SCRATCH/base.yaml" "$SCRATCH/after"

# A version 1 baseline (rule, table, instance, OEM table id, field, offset) is still read.
cat >"$SCRATCH/v1.yaml" <<'YAML'
acpilint-baseline: 1
findings:
  - {rule: "table.checksum", table: "APIC", instance: 0, oem_table_id: "CORPUS01", field: "Checksum", offset: 9, message: "x"}
YAML
expect_exit 0 "$ACPILINT" --baseline "$SCRATCH/v1.yaml" "$CORPUS/broken/apic-bad-checksum.dat"
expect_grep 'version 1 baseline' "$SCRATCH/err" "a version 1 baseline is named as one to rewrite"
finish
