# SPDX-License-Identifier: MIT
# Issue 13's noise targets, measured on the shared real corpus:
#  1. One problem, one finding: on every input of the corpus, no rule gives more than one
#     finding about one table (signature and instance); findings about a whole input may
#     repeat only for distinct subjects (the field: each missing table is its own defect).
#     Findings that rest on one branch of a module-level If/Else (JSON `conditional`: info,
#     since the load may take the other branch) are grouped apart from the certain ones.
#  2. The median real arm64 machine shows at most 6 findings at warning or above under the
#     default profile (linux).  Real machines: the dumps of real hardware, i.e. every
#     aarch64-laptops machine (not the UTF-8-mangled BROKEN-* copy) and the niyas-sait-acpi
#     dumps of Ampere Altra, the Surface Pro X and the Raspberry Pi 4 (not the Morello FVP
#     and QEMU sbsa-ref models).  The measured median and maximum are printed.
#  3. QEMU virt, which boots Linux: no finding above info on any configuration (the base
#     tables with each variant on top, as bios-tables-test builds them) under either linux
#     profile (linux, linux-4.1), except, under linux-4.1, the one warning the seed itself
#     asks for: QEMU's DBG2, a table Linux 4.1's acpi_object_usage.txt lists as not
#     supported (tables.not-supported is a warning under the seed's profile, issue 22),
#     and the 4.1 model's sim.gic-not-v2 on GICv3 configurations (Linux 4.1 drives only a
#     GICv2 from ACPI, seed 007).
# Skips when ../shared is absent.
. "$(dirname "$0")/lib.sh"
need_shared

# run_all LIST DIR [ACPILINT-OPTION...]: DIR/name.N, DIR/json.N, DIR/rc.N per machine.
run_all() { run_machines "$@" >/dev/null; }

{ corpus_machines | grep -v '^qemu-aarch64-virt'; } >"$SCRATCH/machines"
qemu_variants >"$SCRATCH/qemu"
run_all "$SCRATCH/machines" "$SCRATCH/corpus"
run_all "$SCRATCH/qemu" "$SCRATCH/qemu-linux"
run_all "$SCRATCH/qemu" "$SCRATCH/qemu-linux-4.1" --profile linux-4.1

python3 - "$SCRATCH" <<'PY' && pass || fail "noise targets on the real corpus"
import collections, glob, json, os, statistics, sys

root = sys.argv[1]
bad = 0


def runs(sub):
    d = os.path.join(root, sub)
    for p in sorted(glob.glob(d + "/name.*"), key=lambda p: int(p.rsplit(".", 1)[1])):
        i = p.rsplit(".", 1)[1]
        name = open(p).read().strip()
        rc = int(open(f"{d}/rc.{i}").read())
        try:
            doc = json.load(open(f"{d}/json.{i}"))
        except ValueError:
            doc = None
        yield name, rc, doc


def shown(doc):
    return [f for f in doc["findings"] if not f.get("suppressed")]


def real(name):
    if name.startswith("aarch64-laptops/"):
        return "/BROKEN-" not in name
    return name.startswith("niyas-sait-acpi/") and not any(
        m in name for m in ("morello-fvp", "qemu-sbsa"))


counts = {}
qemu = collections.Counter()
for sub in ("corpus", "qemu-linux", "qemu-linux-4.1"):
    for name, rc, doc in runs(sub):
        if rc > 1 or doc is None:
            print(f"FAIL {sub} {name}: exit {rc}, {'no JSON' if doc is None else 'JSON'}")
            bad += 1
            continue
        # 1. One finding per rule and table (per rule, input and subject without a table),
        #    certain and conditional apart.
        keys = collections.Counter()
        for f in shown(doc):
            certainty = "conditional" if f.get("conditional") else ""
            if f.get("table"):
                keys[(f["rule"], f["table"], f.get("instance"), certainty)] += 1
            else:
                keys[(f["rule"], f.get("file"), f.get("field"), certainty)] += 1
        for k, c in keys.items():
            if c > 1:
                print(f"FAIL {sub} {name}: {c} findings of {k[0]} about {k[1]} {k[2]} {k[3]}")
                bad += 1
        above = [f for f in shown(doc) if f["severity"] in ("warning", "error")]
        # Under linux-4.1 the seed's own warnings: DBG2 not supported, and on QEMU's GICv3
        # configurations the 4.1 model's sim.gic-not-v2 (Linux 4.1 drives only a GICv2 from
        # ACPI, seed 007): facts of that kernel, not noise about the tables.
        if sub == "qemu-linux-4.1":
            above = [f for f in above if f["rule"] != "sim.gic-not-v2" and
                     not (f["rule"] == "tables.not-supported" and f["severity"] == "warning" and
                          "DBG2" in f["message"])]
        if sub == "corpus" and real(name):
            counts[name] = len(above)
        # 3. QEMU virt boots Linux: nothing above info.
        if sub != "corpus":
            qemu[sub] += 1
        if sub != "corpus" and above:
            print(f"FAIL {sub} {name}: above info: "
                  + ", ".join(sorted(f"{f['severity']} {f['rule']}" for f in above)))
            bad += 1

print("QEMU virt configurations checked: " + ", ".join(f"{c} under {s[5:]}" for s, c in
                                                      sorted(qemu.items())))
if min(qemu.values(), default=0) < 10:
    print("FAIL fewer QEMU virt configurations than the corpus holds")
    bad += 1

# 2. The median real machine.
if len(counts) < 40:
    print(f"FAIL only {len(counts)} real machines found (the corpus has 53)")
    bad += 1
else:
    values = sorted(counts.values())
    median, top = statistics.median(values), max(values)
    worst = [n for n, c in counts.items() if c == top]
    print(f"real machines: {len(values)}, findings at warning or above: median {median:g}, "
          f"max {top} ({', '.join(sorted(worst))})")
    if median > 6:
        print(f"FAIL the median real machine shows {median:g} findings at warning or above (<= 6)")
        bad += 1
sys.exit(1 if bad else 0)
PY
finish
