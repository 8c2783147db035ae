#!/bin/bash
# SPDX-License-Identifier: MIT
# Lost CPUs on a real server (issue 21 item 4): the Ampere Altra of the shared corpus
# (32 GICCs, the tables of a running Linux) on a machine that has 3 of its 32 cores used
# to say "32 possible, 3 online" and PASS; it now fails with sim.cpus-mostly-lost and one
# grouped sim.cpu-lost of 29 places.  Skipped, with the reason, without ../shared.
# Usage: bash test_sim_lost_cpus_real.sh ACPILINT_BIN CORPUS_BUILD_DIR SOURCE_DIR SHARED_CORPUS_DIR
. "$(dirname "$0")/lib.sh"
need_shared
ALTRA="$SHARED/niyas-sait-acpi/ampere-altra-ava/tables"
[ -d "$ALTRA" ] || { echo "SKIP: $ALTRA is not in the shared corpus"; exit 77; }

expect_exit 0 "$ACPILINT" --simulate -q "$ALTRA"
expect_grep '^PASS ' "$SCRATCH/out" "all 32 cores: PASS"

THREE=0x100000,0x180000,0x160000
expect_exit 1 "$ACPILINT" --simulate -q --hw-mpidrs "$THREE" "$ALTRA"
expect_grep '^FAIL ' "$SCRATCH/out" "3 of 32 cores: FAIL"
expect_exit 1 "$ACPILINT" --simulate --hw-mpidrs "$THREE" "$ALTRA"
expect_grep 'error \[sim\.cpus-mostly-lost\]: 29 of the MADT.s 32 CPUs stay offline under Linux 6\.12$' "$SCRATCH/out" \
    "the error's line names the count"
expect_grep '^  note: the machine runs on 3' \
    "$SCRATCH/out" "the error names the count"
expect_grep 'warning \[sim\.cpu-lost\]: GICC\[3\] \(MPIDR 0x1e0000, CPU3\) stays offline ' \
    "$SCRATCH/out" "the first lost CPU named"
expect_grep '^  note: 29 times in this table' "$SCRATCH/out" "one grouped warning for the 29 lost CPUs"
"$ACPILINT" --format json --hw-mpidrs "$THREE" "$ALTRA" >"$SCRATCH/j.json"
if python3 - "$SCRATCH/j.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
s = d["simulation"]
assert s["cpus"]["possible"] == 32 and s["cpus"]["online"] == 3, s["cpus"]
lost = [f for f in d["findings"] if f["rule"] == "sim.cpu-lost"]
assert len(lost) == 1 and lost[0]["count"] == 29, lost
offline = {g["gicc"] for g in s["cpus"]["list"] if not g["online"]}
assert len(offline) == 29, offline
PY
then pass; else fail "JSON: 29 lost CPUs, one grouped finding"; fi
# The same tables under the 6.1 model, and a different boot CPU among the three.
expect_exit 1 "$ACPILINT" --kernel 6.1 --hw-mpidrs 0x160000,0x100000,0x180000 "$ALTRA"
expect_grep 'sim\.cpus-mostly-lost.*under Linux 6\.1' "$SCRATCH/out" "6.1 says so too"
finish
