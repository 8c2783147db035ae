# SPDX-License-Identifier: MIT
# Every rule in the YAML catalogue has an implementation.  Rules reported by
# check records are declared there (al_engine_for_each_declared_rule(),
# checked against the catalogue by tests/unit/test_engine_rules.c); the others
# (loader, header and structure checks, AML walk, simulator) are found by
# scanning the C sources for the rule's generated constant (AL_R_..., rule_id.h).
# The other direction needs no test: a constant of no rule does not compile.
. "$(dirname "$0")/lib.sh"

"$ACPILINT" --list-rules --format json >"$SCRATCH/rules.json" || { fail "--list-rules"; finish; }
if python3 - "$SCRATCH/rules.json" "$SRC/src" <<'PY'
import json, os, re, sys

catalogue = {r["id"]: r for r in json.load(open(sys.argv[1]))["rules"]}
CONSTANT = re.compile(r'\bAL_R_[A-Z0-9_]+\b')

def strip_comments(text):
    return re.sub(r'/\*.*?\*/|//[^\n]*', lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text,
                  flags=re.S)

def constant(rid):
    return "AL_R_" + re.sub(r"[.-]", "_", rid).upper()

used = set()
for root, _, files in os.walk(sys.argv[2]):
    for name in sorted(files):
        if name.endswith((".c", ".h")):
            text = strip_comments(open(os.path.join(root, name), encoding="utf-8").read())
            used.update(CONSTANT.findall(text))

problems = []
for rid, rule in sorted(catalogue.items()):
    if not rule["checks"] and constant(rid) not in used:
        problems.append(f"{rule['file']}:{rule['line']}: {rid} has no implementation "
                        f"(no check record declares it and no C source names {constant(rid)})")
print("\n".join(problems))
print(f"{len(catalogue)} rules in the catalogue, {sum(1 for r in catalogue.values() if r['checks'])} "
      f"declared by check records, {len(used)} constants named in src/")
sys.exit(1 if problems else 0)
PY
then pass; else fail "catalogue and implementation differ"; fi
finish
