#!/bin/bash
# SPDX-License-Identifier: MIT
# The simulator's kernel models through the command line: --kernel and the profile's default,
# the --hw-* machine options and --assume-rsdp, their errors, and the JSON they produce
# (simulation.kernel, assumptions, fadt_accepted, cpus, gic, outcome).
# Usage: bash test_sim_kernels.sh ACPILINT_BIN CORPUS_BUILD_DIR SOURCE_DIR SHARED_CORPUS_DIR
. "$(dirname "$0")/lib.sh"
V="$CORPUS/valid.acpidump.txt"

json() { # json FILE EXPRESSION: prints the value of a Python expression on s = simulation
    python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["simulation"]; print(eval(sys.argv[2]))' "$1" "$2"
}
expect_json() { # expect_json FILE EXPRESSION WANT DESCRIPTION
    local got
    got=$(json "$1" "$2")
    [ "$got" = "$3" ] && pass || fail "$4: $2 = '$got', wanted '$3'"
}

# Defaults: linux profile -> 6.12; linux-4.1 -> 4.1; --kernel wins.
"$ACPILINT" --simulate --format json "$V" >"$SCRATCH/d.json"
expect_json "$SCRATCH/d.json" 's["kernel"]' 6.12 "the default model"
expect_json "$SCRATCH/d.json" 's["assumptions"]["nr_cpus"]' 512 "6.12's CONFIG_NR_CPUS"
expect_json "$SCRATCH/d.json" 's["outcome"]["class"]' boots "the valid machine boots"
expect_json "$SCRATCH/d.json" 's["cpus"]["online"]' 4 "four CPUs online"
expect_json "$SCRATCH/d.json" 's["fadt_accepted"]' True "FADT accepted"
"$ACPILINT" --simulate --format json --profile linux-4.1 "$V" >"$SCRATCH/p.json"
expect_json "$SCRATCH/p.json" 's["kernel"]' 4.1 "linux-4.1 simulates 4.1"
"$ACPILINT" --format json --kernel 6.1 "$V" >"$SCRATCH/k.json"
expect_json "$SCRATCH/k.json" 's["kernel"]' 6.1 "--kernel implies --simulate"
expect_json "$SCRATCH/k.json" 's["assumptions"]["nr_cpus"]' 256 "6.1's CONFIG_NR_CPUS"

# The machine around the tables, recorded in assumptions.
"$ACPILINT" --format json --hw-gic 2 --hw-mpidrs 0x0,0x1 --hw-psci smc,hvc --hw-parking none \
    "$V" >"$SCRATCH/hw.json"
expect_json "$SCRATCH/hw.json" 's["assumptions"]["hw_mpidrs"]' "['0x0', '0x1']" "--hw-mpidrs"
expect_json "$SCRATCH/hw.json" 's["assumptions"]["hw_psci"]' smc,hvc "--hw-psci"
expect_json "$SCRATCH/hw.json" 's["assumptions"]["hw_parking"]' none "--hw-parking"
expect_json "$SCRATCH/hw.json" 'sorted(s["assumptions"]["hw_given"])' \
    "['hw_gic', 'hw_mpidrs', 'hw_parking', 'hw_psci']" "given values are marked"
expect_json "$SCRATCH/hw.json" 's["gic"]["driver"]' None "the GICv3 driver finds a GICv2"
expect_json "$SCRATCH/hw.json" 's["outcome"]["class"]' oops "no GIC: the timer oopses"
expect_json "$SCRATCH/hw.json" 's["cpus"]["online"]' 1 "the boot died before SMP"
"$ACPILINT" --format json --hw-mpidrs 0x0,0x1 "$V" >"$SCRATCH/two.json"
expect_json "$SCRATCH/two.json" 's["cpus"]["online"]' 2 "CPU_ON fails for CPUs that are not there"
expect_json "$SCRATCH/two.json" '[c["failure"] for c in s["cpus"]["list"]]' \
    "[None, None, 'CPU_ON failed: no such CPU', 'CPU_ON failed: no such CPU']" "cpus.list failures"

# Option errors are usage errors.
expect_exit 2 "$ACPILINT" --kernel 5.10 "$V"
expect_grep "unknown kernel '5.10'" "$SCRATCH/err" "--kernel 5.10"
expect_exit 2 "$ACPILINT" --hw-gic 4 "$V"
expect_exit 2 "$ACPILINT" --hw-psci smcc "$V"
expect_exit 2 "$ACPILINT" --hw-mpidrs 0x0,,0x1 "$V"
expect_exit 2 "$ACPILINT" --hw-parking maybe "$V"

# An acpidump text without its RSDP is the machine it was taken from: UEFI handed one over.
python3 - "$V" "$SCRATCH/nordsp.txt" <<'EOF'
import sys
out, keep = [], True
for line in open(sys.argv[1]):
    if ' @ ' in line and not line.startswith(' '):
        keep = not line.startswith('RSD PTR')
    if keep:
        out.append(line)
open(sys.argv[2], 'w').write(''.join(out))
EOF
if grep -q '^RSD PTR' "$SCRATCH/nordsp.txt"; then
    fail "the test could not drop the RSDP from the dump"
else
    for k in 6.12 6.1 4.1; do
        "$ACPILINT" --format json --kernel $k "$SCRATCH/nordsp.txt" >"$SCRATCH/nr.json"
        expect_json "$SCRATCH/nr.json" 's["acpi"]' enabled "$k: no RSDP in the dump: one is assumed"
        expect_grep '"rule": "sim.rsdp-assumed"' "$SCRATCH/nr.json" "$k: the assumption is a finding"
    done
    expect_json "$SCRATCH/nr.json" 's["assumptions"]["rsdp"]' assumed "4.1: the RSDP is assumed"
    "$ACPILINT" --format json --kernel 6.12 "$SCRATCH/nordsp.txt" >"$SCRATCH/nr.json"
    expect_json "$SCRATCH/nr.json" 's["assumptions"]["rsdp"]' assumed "the RSDP is assumed"
    # ... unless the user simulates firmware that hands over none.
    "$ACPILINT" --format json --no-rsdp "$SCRATCH/nordsp.txt" >"$SCRATCH/ar.json"
    expect_json "$SCRATCH/ar.json" 's["acpi"]' disabled "--no-rsdp: no ACPI tables for 6.12"
    expect_json "$SCRATCH/ar.json" 's["assumptions"]["rsdp"]' "none (--no-rsdp)" "--no-rsdp"
    expect_no_grep '"rule": "sim.rsdp-assumed"' "$SCRATCH/ar.json" "--no-rsdp: no assumption"
    "$ACPILINT" --format json --kernel 4.1 --no-rsdp "$SCRATCH/nordsp.txt" >"$SCRATCH/ar.json"
    expect_json "$SCRATCH/ar.json" 's["boot_path"]' dt "--no-rsdp: 4.1 falls back to the DT"
    # --assume-rsdp is deprecated: it still parses, says so, and changes nothing.
    "$ACPILINT" --format json --assume-rsdp "$SCRATCH/nordsp.txt" >"$SCRATCH/ar.json" 2>"$SCRATCH/err"
    expect_grep 'assume-rsdp is deprecated' "$SCRATCH/err" "--assume-rsdp says it is deprecated"
    expect_json "$SCRATCH/ar.json" 's["acpi"]' enabled "--assume-rsdp changes nothing"
fi
expect_exit 2 "$ACPILINT" --no-simulate --simulate "$V"
expect_grep 'no-simulate' "$SCRATCH/err" "--no-simulate with --simulate is a usage error"

echo "$checks checks, $failures failures"
[ "$failures" -eq 0 ]
