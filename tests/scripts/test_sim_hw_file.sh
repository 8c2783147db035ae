#!/bin/bash
# SPDX-License-Identifier: MIT
# --hw FILE (issue 21 item 5) on the corpus's valid machine (GICv3: GICD 0x08000000, GICR
# 0x080a0000 of four frames, ITS 0x08080000; CPUs 0x0, 0x1, 0x100, 0x101): a description of
# that machine boots it; each field changes what it says (cores, boot CPU, PSCI, parking,
# NR_CPUS, frames); each --hw-* option overrides its field wherever it stands; the README's
# example is a valid description; a bad file is FILE:LINE and exit 2, never a crash; hostile
# files (huge, deep, aliases, FIFO) end at once within the proof's memory bound.
# Usage: bash test_sim_hw_file.sh ACPILINT_BIN CORPUS_BUILD_DIR SOURCE_DIR SHARED_CORPUS_DIR
. "$(dirname "$0")/lib.sh"
V="$CORPUS/valid.acpidump.txt"
H=$SCRATCH/hw
mkdir -p "$H"

json() { # json FILE EXPRESSION: a Python expression on d (the document), s = d["simulation"]
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); s=d["simulation"]; print(eval(sys.argv[2]))' "$1" "$2"
}
expect_json() { # expect_json FILE EXPRESSION WANT DESCRIPTION
    local got
    got=$(json "$1" "$2")
    [ "$got" = "$3" ] && pass || fail "$4: $2 = '$got', wanted '$3'"
}
rules() { # the rule ids of a JSON report, sorted, one line
    json "$1" '" ".join(sorted({f["rule"] for f in d["findings"] if f["rule"].startswith("sim.")}))'
}

cat >"$H/valid.yaml" <<'YAML'
# the corpus's valid machine, as it is
gic: 3
gicd: {base: 0x08000000, size: 0x10000}
gicr: {base: 0x080a0000, size: 0x80000}
its: {base: 0x08080000, size: 0x20000}
other: [{base: 0x40000000, size: 0x40000000}]
mpidrs: [0x0, 0x1, 0x100, 0x101]
psci: smc
parking: firmware
YAML
expect_exit 0 "$ACPILINT" --hw "$H/valid.yaml" "$V"
expect_grep "machine: .*valid.yaml, GICv3, 4 CPUs, PSCI smc, parking firmware, GIC frames as described" \
    "$SCRATCH/out" "the trace names the machine"
expect_grep 'end: boots \(userspace\)' "$SCRATCH/out" "the described machine boots"
"$ACPILINT" --format json --hw "$H/valid.yaml" "$V" >"$SCRATCH/v.json"
expect_json "$SCRATCH/v.json" 's["assumptions"]["hw_map"]' file "JSON: the frames are the file's"
expect_json "$SCRATCH/v.json" 's["assumptions"]["hw_file"].endswith("valid.yaml")' True "JSON: hw_file"
expect_json "$SCRATCH/v.json" 's["cpus"]["online"]' 4 "four CPUs online"
expect_json "$SCRATCH/v.json" 'sorted(s["assumptions"]["hw_given"])' \
    "['hw_gic', 'hw_map', 'hw_mpidrs', 'hw_psci']" "the file's fields are given, not defaults"

# The cores: two of four exist (two warnings), then one (the error).
sed 's/^mpidrs: .*/mpidrs: [0x0, 0x1]/' "$H/valid.yaml" >"$H/two.yaml"
expect_exit 0 "$ACPILINT" --hw "$H/two.yaml" "$V"
expect_grep 'warning \[sim\.cpu-lost\]: GICC\[2\] \(MPIDR 0x100, CPU2\)' "$SCRATCH/out" "two cores: CPU2 lost"
expect_exit 1 "$ACPILINT" --hw-mpidrs 0x0 --hw "$H/two.yaml" "$V"
expect_grep 'sim\.cpus-mostly-lost' "$SCRATCH/out" "--hw-mpidrs before --hw still overrides the file"
expect_exit 0 "$ACPILINT" --hw "$H/two.yaml" --hw-mpidrs 0x0,0x1,0x100,0x101 "$V"
expect_no_grep 'sim\.cpu' "$SCRATCH/out" "--hw-mpidrs after --hw overrides the file"

# The boot CPU, PSCI, parking and NR_CPUS from the file, and their options.
printf 'boot_mpidr: 0x100\nnr_cpus: 2\n' >"$H/boot.yaml"
"$ACPILINT" --format json --hw "$H/boot.yaml" "$V" >"$SCRATCH/b.json"
expect_json "$SCRATCH/b.json" 's["assumptions"]["boot_mpidr"]' 0x100 "boot_mpidr from the file"
expect_json "$SCRATCH/b.json" 's["assumptions"]["nr_cpus"]' 2 "nr_cpus from the file"
expect_json "$SCRATCH/b.json" 's["assumptions"]["hw_map"]' tables "no frames: where the MADT says"
"$ACPILINT" --format json --hw "$H/boot.yaml" --boot-mpidr 0x1 --nr-cpus 8 "$V" >"$SCRATCH/b2.json"
expect_json "$SCRATCH/b2.json" 's["assumptions"]["boot_mpidr"]' 0x1 "--boot-mpidr overrides"
expect_json "$SCRATCH/b2.json" 's["assumptions"]["nr_cpus"]' 8 "--nr-cpus overrides"
printf 'psci: hvc\n' >"$H/hvc.yaml"
expect_exit 1 "$ACPILINT" --hw "$H/hvc.yaml" "$V"
expect_grep 'sim\.boot-dies' "$SCRATCH/out" "PSCI over SMC that nobody answers"
expect_exit 0 "$ACPILINT" --hw "$H/hvc.yaml" --hw-psci smc "$V"

# Frames: a distributor elsewhere is an external abort; --hw-map tables drops the frames;
# --hw-map qemu-virt is the built-in description (the valid machine has QEMU's layout).
sed 's/^gicd: .*/gicd: {base: 0x2f000000, size: 0x10000}/' "$H/valid.yaml" >"$H/gicd.yaml"
expect_exit 1 "$ACPILINT" --hw "$H/gicd.yaml" "$V"
expect_grep 'error \[sim\.boot-dies\]: .*0x8000000, where this machine has no device' "$SCRATCH/out" \
    "the MADT's GICD where the machine has none"
expect_exit 0 "$ACPILINT" --hw "$H/gicd.yaml" --hw-map tables "$V"
expect_exit 0 "$ACPILINT" --hw "$H/gicd.yaml" --hw-map qemu-virt "$V"
expect_grep 'GIC frames of QEMU virt' "$SCRATCH/out" "qemu-virt named in the trace"
[ "$(rules "$SCRATCH/v.json")" = "" ] && pass || fail "no sim finding on the described machine"

# The README's example describes a machine acpilint accepts.
python3 - "$SRC/README.md" "$H/readme.yaml" <<'PY'
import re, sys
m = re.search(r"```yaml\n(# acpilint --hw.*?)```", open(sys.argv[1]).read(), re.S)
open(sys.argv[2], "w").write(m.group(1) if m else "")
PY
[ -s "$H/readme.yaml" ] && pass || fail "README.md has no --hw example"
expect_exit 0 "$ACPILINT" --hw "$H/readme.yaml" --hw-map tables --hw-mpidrs 0x0,0x1,0x100,0x101 "$V"

# A bad file: FILE:LINE: reason, exit 2, and nothing checked.
bad() { # bad TEXT PATTERN DESCRIPTION
    printf '%s' "$1" >"$H/bad.yaml"
    expect_exit 2 "$ACPILINT" --hw "$H/bad.yaml" "$V"
    expect_grep "^acpilint: --hw: .*bad\.yaml:$2" "$SCRATCH/err" "$3"
    [ ! -s "$SCRATCH/out" ] && pass || fail "$3: a report was printed"
}
bad $'gic: 3\nrevision: 2\n' "2: machine description: unknown key 'revision'" "unknown key"
bad $'gic: 3\nmpidrs: {a: 1}\n' "2: mpidrs must be a list" "wrong type"
bad $'gicd: {base: 0x8000000, size: 64K}\n' "1: size: '64K' is not a number" "bad number"
bad $'gicd: {base: 0x8000000, size: 0x10000}\nits:\n  - {base: 0x8008000, size: 0x20000}\n' \
    "3: its frame 0x8008000-0x8027fff overlaps the gicd frame" "overlapping frames"
bad $'mpidrs: [0x0, 0x0]\n' "1: mpidrs: 0x0 is listed twice" "an MPIDR twice"
bad $'gic: 3\n nr_cpus: [\n' "2: YAML error" "YAML syntax"
expect_exit 2 "$ACPILINT" --hw "$H/absent.yaml" "$V"
expect_grep 'absent\.yaml: cannot open' "$SCRATCH/err" "a missing file"

# Hostile files: each refused at once (10 s, 256 MiB of address space at most).
limited=true
(ulimit -v 262144 && "$ACPILINT" --version) >/dev/null 2>&1 || limited=false  # ASan: no ulimit
hostile() { # hostile FILE PATTERN DESCRIPTION
    ( if $limited; then ulimit -v 262144; fi
      exec timeout 10 "$ACPILINT" --hw "$1" "$V" ) >"$SCRATCH/out" 2>"$SCRATCH/err"
    local rc=$?
    [ "$rc" -eq 2 ] && pass || fail "$3: exit $rc, expected 2"
    expect_grep "$2" "$SCRATCH/err" "$3"
}
python3 - "$H" <<'PY'
import sys
d = sys.argv[1]
open(d + "/deep.yaml", "w").write("gicr: " + "[" * 200000 + "]" * 200000 + "\n")
open(d + "/huge.yaml", "w").write("mpidrs: [" + ",".join("0x%x" % i for i in range(4000000)) + "]\n")
laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
for i in range(1, 12):
    laughs += "%s: &%s [%s]\n" % (chr(97 + i), chr(97 + i), ", ".join(["*" + chr(96 + i)] * 10))
open(d + "/laughs.yaml", "w").write(laughs)
open(d + "/nodes.yaml", "w").write("mpidrs: [" + ",".join(str(i) for i in range(100000)) + "]\n")
PY
hostile "$H/deep.yaml" 'deep\.yaml:1: nested deeper than 3 levels' "200,000 nested lists"
hostile "$H/huge.yaml" 'huge\.yaml: larger than 1048576 bytes' "a 35 MB file"
hostile "$H/laughs.yaml" 'laughs\.yaml:2: YAML aliases are not allowed' "a billion laughs"
hostile "$H/nodes.yaml" 'nodes\.yaml:1: more than 16384 YAML nodes' "100,000 MPIDRs"
mkfifo "$H/fifo.yaml"
hostile "$H/fifo.yaml" 'fifo\.yaml: not a regular file' "a FIFO nobody writes"
hostile /dev/zero '/dev/zero: not a regular file' "an endless device"
finish
