# SPDX-License-Identifier: MIT
# One test per rule with a bad input in corpus/rules/: the system made of the
# valid tables with that one table replaced makes exactly the named rule fire,
# and no other error; the valid system itself fires none of these rules.  The
# simulated kernel's consequences of the defect (sim.*: ACPI disabled, the GIC
# not initialised, the boot dying) are not "other errors": they are what the
# defect does, and the simulator's own tests judge them.
. "$(dirname "$0")/lib.sh"

mapfile -t cases < <(rule_cases) || exit 1
[ "${#cases[@]}" -gt 0 ] && [ -e "${cases[0]}" ] || { echo "FAIL: no rule cases built in $CORPUS/rules"; exit 1; }

"$ACPILINT" --format json "$CORPUS/valid" >"$SCRATCH/valid.json"
for case in "${cases[@]}"; do
    name=$(basename "$case")
    rule=${name%@*}
    sig=${name#*@}
    sys=$SCRATCH/sys.$name
    mkdir -p "$sys"
    for f in "$CORPUS"/valid/*; do
        [ "$(basename "$f")" = "$sig" ] || cp "$f" "$sys/"
    done
    cp "$case" "$sys/$sig"
    "$ACPILINT" --format json "$sys" >"$SCRATCH/case.json" 2>"$SCRATCH/err"
    if python3 - "$rule" "$SCRATCH/case.json" "$SCRATCH/valid.json" <<'PY'
import json, sys
rule, case, valid = sys.argv[1], json.load(open(sys.argv[2])), json.load(open(sys.argv[3]))
fired = [f for f in case["findings"] if f["rule"] == rule]
others = sorted({f["rule"] for f in case["findings"]
                  if f["rule"] != rule and f["severity"] == "error" and not f["rule"].startswith("sim.")})
in_valid = [f for f in valid["findings"] if f["rule"] == rule]
problems = []
if not fired:
    problems.append(f"{rule} did not fire")
if others:
    problems.append("other errors fired: " + ", ".join(others))
if in_valid:
    problems.append(f"{rule} fires on the valid system too")
print("; ".join(problems))
sys.exit(1 if problems else 0)
PY
    then pass; else fail "$name"; fi
done
echo "${#cases[@]} rule cases"
finish
