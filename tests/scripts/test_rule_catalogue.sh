# SPDX-License-Identifier: MIT
# Every rule in the YAML catalogue has an implementation and every
# implementation has a YAML entry.  Rules reported by check records are
# declared there (al_engine_for_each_declared_rule(), checked against the
# catalogue by tests/unit/test_engine_rules.c); the others (loader, header and
# structure checks, AML walk, simulator) are found by scanning the C sources
# for the rule-id literal each report call passes.
. "$(dirname "$0")/lib.sh"

"$ACPILINT" --list-rules --format json >"$SCRATCH/rules.json" || { fail "--list-rules"; finish; }
if python3 - "$SCRATCH/rules.json" "$SRC/src" <<'PY'
import json, os, re, sys

catalogue = {r["id"]: r for r in json.load(open(sys.argv[1]))["rules"]}
ID = re.compile(r'^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$')
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
CALL = re.compile(r'\b(\w*report\w*)\s*\(')

def strip_comments(text):
    return re.sub(r'/\*.*?\*/|//[^\n]*', lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text,
                  flags=re.S)

def call_args(text, start):
    """The text of a call's arguments, from its '(' to the matching ')'."""
    depth, i, in_str = 0, start, False
    while i < len(text):
        c = text[i]
        if in_str:
            if c == '\\':
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
        i += 1
    return text[start + 1:]

mentioned = {}   # id-like literal -> first place it appears
reported = {}    # id literal passed to a report call -> place
for root, _, files in os.walk(sys.argv[2]):
    for name in sorted(files):
        if not name.endswith(".c"):
            continue
        path = os.path.join(root, name)
        text = strip_comments(open(path, encoding="utf-8").read())
        where = lambda pos: f"{os.path.relpath(path, os.path.dirname(sys.argv[2]))}:{text.count(chr(10), 0, pos) + 1}"
        for m in LITERAL.finditer(text):
            if ID.match(m.group(1)):
                mentioned.setdefault(m.group(1), where(m.start()))
        for m in CALL.finditer(text):
            if m.group(1).startswith("al_report_") and m.group(1) != "al_report":
                continue  # report writers (al_report_text, al_report_json_*), not findings
            args = call_args(text, m.end() - 1)
            lit = LITERAL.search(args)
            if lit and ID.match(lit.group(1)):
                reported.setdefault(lit.group(1), where(m.start()))

problems = []
for rid, place in sorted(reported.items()):
    if rid not in catalogue:
        problems.append(f"{place}: reports {rid}, which no rules/*.yaml defines")
for rid, rule in sorted(catalogue.items()):
    if not rule["checks"] and rid not in mentioned:
        problems.append(f"{rule['file']}:{rule['line']}: {rid} has no implementation "
                        "(no check record declares it and no C source names it)")
print("\n".join(problems))
print(f"{len(catalogue)} rules in the catalogue, {sum(1 for r in catalogue.values() if r['checks'])} "
      f"declared by check records, {len(reported)} ids passed to report calls")
sys.exit(1 if problems else 0)
PY
then pass; else fail "catalogue and implementation differ"; fi
finish
