# SPDX-License-Identifier: MIT
# Oracle for the predefined-name rules (rules/predefined.yaml): on every machine of the
# shared real corpus that has a DSDT, iasl disassembles the DSDT (with the machine's SSDTs
# as externals, -e) and compiles the disassembly again; the predefined-name messages of
# that compile must be exactly acpilint's predef.* findings on the same DSDT:
#   iasl "Invalid object type for reserved name (_X: found T, R required)" (not "at
#     index": package elements are not judged) and "Reserved name must be a control
#     method"                                  <-> predef.object-type
#   iasl "Reserved method has too many/few arguments" <-> predef.argument-count
#   iasl _HID string errors (length, prefix, suffix)  <-> predef.id-invalid on a _HID
#   iasl 3073 "Multiple types (Device object requires either a _HID or _ADR, but not
#     both)"                      <-> obj.hid-and-adr, obj.hid-and-adr-unused
# Counted per reserved name.  Known differences, left out of the comparison:
#  - iasl judges a Return's operand only when it is written in place; acpilint also follows
#    a Name (Return (PLDI) where PLDI is a Buffer and _PLD wants a Package), so its
#    findings "returns \NAME, TYPE" have no iasl counterpart;
#  - iasl checks "must return a value" by control flow and gets it wrong on the
#    While (One) of disassembled Switch statements; acpilint reports only a body without
#    any Return (predef.no-return-value), which is unit-tested instead;
#  - _CID strings: iasl does not check them ("bus-specific").
# iasl finds syntax errors in its own disassembly of some laptop DSDTs (stray Zero
# opcodes, Return (Break)), recovers and still checks the rest; a DSDT whose parse ends
# early ("premature End-Of-File") is skipped, and so is a machine without a DSDT.  The
# test fails when no machine could be compared.
. "$(dirname "$0")/lib.sh"
need_shared
command -v iasl >/dev/null 2>&1 || { echo "SKIP: iasl (acpica-tools) not installed"; exit 77; }

corpus_machines | grep -Ev '^(qemu-aarch64-virt|qemu-x86)' | cut -f2- | tr '\t' '\n' >"$SCRATCH/machines"
if python3 - "$ACPILINT" "$SCRATCH" "$SCRATCH/machines" <<'PY'
import collections, json, os, re, subprocess, sys, tempfile
acpilint, scratch, machines = sys.argv[1], sys.argv[2], sys.argv[3]

def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace")
    return p.stdout + p.stderr

def iasl_messages(d):
    files = sorted(os.listdir(d))
    dsdt = [f for f in files if f.lower().startswith("dsdt")]
    ssdt = [f for f in files if f.lower().startswith("ssdt")]
    if not dsdt:
        return None, "no DSDT"
    run(["iasl"] + (["-e"] + ssdt if ssdt else []) + ["-d", dsdt[0]], d)
    dsl = os.path.join(d, os.path.splitext(dsdt[0])[0] + ".dsl")
    if not os.path.exists(dsl):
        return None, "iasl could not disassemble the DSDT"
    out = run(["iasl", "-vr", "-vs", "-p", os.path.join(d, "re"), os.path.basename(dsl)], d)
    if "premature End-Of-File" in out:
        return None, "iasl's parse of its own disassembly ends early (premature End-Of-File)"
    got = collections.Counter()
    for l in out.split("\n"):
        m = re.search(r"Invalid object type for reserved name[\s^]*\((_\w{3}): found ([^,]+), ", l)
        if m and "at index" not in m.group(2):
            got[("type", m.group(1))] += 1
            continue
        m = re.search(r"Reserved name must be a control method[\s^]*\((_\w{3})", l)
        if m:
            got[("type", m.group(1))] += 1
            continue
        m = re.search(r"Reserved method has too (many|few) arguments[\s^]*\((_\w{3})", l)
        if m:
            got[("args", m.group(2))] += 1
            continue
        if re.search(r"Multiple types[\s^]*\(Device object requires either a _HID or _ADR", l):
            got[("hid-and-adr", "")] += 1
            continue
        if re.search(r"(Error|Warning)\s+\d+ .*_HID (string|prefix|suffix)", l) or \
                re.search(r"_HID (string|prefix|suffix)", l):
            got[("hid", "_HID")] += 1
    return got, None

def acpilint_findings(machine):
    # --profile linux: the x86 dumps are judged as arm64 firmware, not set aside in one
    # input.not-arm64 line as a run naming no profile does (issue 25 item 9).
    doc = json.loads(run([acpilint, "--no-config", "--profile", "linux", "--format", "json",
                          machine], "."))
    got = collections.Counter()
    for f in doc["findings"]:
        if f["table"] != "DSDT":
            continue
        # An aggregated finding lists every place; each is one of iasl's messages.
        for at in f.get("locations") or [f]:
            name = (at.get("field") or "")[-4:]
            if f["rule"] == "predef.object-type" and " returns \\" not in at["message"]:
                got[("type", name)] += 1
            elif f["rule"] == "predef.argument-count":
                got[("args", name)] += 1
            elif f["rule"] == "predef.id-invalid" and name == "_HID":
                got[("hid", "_HID")] += 1
            elif f["rule"] in ("obj.hid-and-adr", "obj.hid-and-adr-unused"):
                got[("hid-and-adr", "")] += 1
    return got

compared = bad = 0
for machine in (l.strip() for l in open(machines)):
    if not machine:
        continue
    d = tempfile.mkdtemp(dir=scratch)
    run([acpilint, "--no-config", "--extract", d, machine], ".")
    theirs, why = iasl_messages(d)
    if theirs is None:
        print(f"skip {machine}: {why}")
        continue
    compared += 1
    mine = acpilint_findings(machine)
    if theirs == mine:
        print(f"ok   {machine}: {sum(mine.values())} predefined-name findings")
        continue
    bad += 1
    print(f"FAIL {machine}\n  iasl only:     {dict(theirs - mine)}\n  acpilint only: {dict(mine - theirs)}")
print(f"{compared} DSDTs compared with iasl, {bad} differ")
sys.exit(1 if bad or not compared else 0)
PY
then pass; else fail "acpilint's predefined-name findings differ from iasl's"; fi
finish
