#!/bin/bash
# SPDX-License-Identifier: MIT
# Lost CPUs through the command line (issue 21 item 4), on the corpus's valid machine (four
# GICCs: 0x0, 0x1, 0x100, 0x101): sim.cpu-lost is a warning per GICC whose CPU stays offline,
# grouped into one text line; sim.cpus-mostly-lost an error that fails the run; profiles,
# --disable and --fail-on govern both like any rule; the command line's own limits are no loss.
# The Ampere Altra of the shared corpus is test_sim_lost_cpus_real.sh.
# Usage: bash test_sim_lost_cpus.sh ACPILINT_BIN CORPUS_BUILD_DIR SOURCE_DIR SHARED_CORPUS_DIR
. "$(dirname "$0")/lib.sh"
V="$CORPUS/valid.acpidump.txt"

# Every CPU there: no finding about CPUs.
expect_exit 0 "$ACPILINT" --simulate "$V"
expect_no_grep 'sim\.cpu' "$SCRATCH/out" "all four CPUs online"

# Two of four cores exist: two warnings, one text line with the count; not more than half.
expect_exit 0 "$ACPILINT" --hw-mpidrs 0x0,0x1 "$V"
# The finding's line names the CPU; its notes the reason and the repeats (issue 25 item 6).
expect_grep 'warning \[sim\.cpu-lost\]: GICC\[2\] \(MPIDR 0x100, CPU2\) stays offline under Linux 6\.12 ' \
    "$SCRATCH/out" "CPU2 is lost, with its GICC and MPIDR"
expect_grep '^  note: PSCI CPU_ON fails: the machine has no core with this MPIDR' "$SCRATCH/out" \
    "the reason on the note line"
expect_grep '^  note: 2 times in this table; also GICC\[3\]/ARM MPIDR$' "$SCRATCH/out" \
    "the repeats are one grouped finding"
expect_no_grep 'sim\.cpus-mostly-lost' "$SCRATCH/out" "half the CPUs is not most of them"
expect_exit 1 "$ACPILINT" --hw-mpidrs 0x0,0x1 --fail-on warning "$V"

# One core of four: the error fails the run; JSON keeps each place of the warning.
expect_exit 1 "$ACPILINT" --hw-mpidrs 0x0 "$V"
expect_grep 'error \[sim\.cpus-mostly-lost\]: 3 of the MADT.s 4 CPUs stay offline under Linux 6\.12$' "$SCRATCH/out" \
    "three of four lost: the count on the finding's line"
expect_grep '^  note: the machine runs on 1' \
    "$SCRATCH/out" "three of four lost"
expect_grep '^FAIL .*: 1 error' <("$ACPILINT" -q --hw-mpidrs 0x0 "$V") "-q says FAIL"
"$ACPILINT" --format json --hw-mpidrs 0x0 "$V" >"$SCRATCH/j.json"
if python3 - "$SCRATCH/j.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
lost = [f for f in d["findings"] if f["rule"] == "sim.cpu-lost"]
assert len(lost) == 1 and lost[0]["count"] == 3, lost
assert lost[0]["severity"] == "warning" and lost[0]["table"] == "APIC", lost
fields = [lost[0]["field"]] + [l["field"] for l in lost[0]["locations"][1:]]
assert fields == ["APIC/GICC[%d]/ARM MPIDR" % i for i in (1, 2, 3)], fields
mostly = [f for f in d["findings"] if f["rule"] == "sim.cpus-mostly-lost"]
assert len(mostly) == 1 and mostly[0]["severity"] == "error" and mostly[0]["fails_run"], mostly
PY
then pass; else fail "JSON of the lost CPUs"; fi

# The rules are governed like any other: --disable, --fail-on never, --explain.
expect_exit 0 "$ACPILINT" --hw-mpidrs 0x0 --disable sim.cpus-mostly-lost "$V"
expect_exit 0 "$ACPILINT" --hw-mpidrs 0x0 --fail-on never "$V"
expect_exit 0 "$ACPILINT" --explain sim.cpus-mostly-lost
expect_grep 'smp_init_cpus' "$SCRATCH/out" "--explain cites the kernel function"
expect_exit 0 "$ACPILINT" --explain sim.cpu-lost
expect_grep 'cpu_psci_cpu_boot' "$SCRATCH/out" "--explain cites the kernel function"

# The parking protocol without firmware, on the 6.1 model too.
expect_exit 0 "$ACPILINT" --kernel 6.1 --hw-mpidrs 0x0,0x1,0x100 "$V"
expect_grep 'GICC\[3\] \(MPIDR 0x101, CPU3\) stays offline under Linux 6\.1( |$)' "$SCRATCH/out" \
    "6.1 accounts for its CPUs"

# The command line's choices are no loss; the 4.1 model is unchanged.
for c in nr_cpus=1 maxcpus=1 nosmp; do
    expect_exit 0 "$ACPILINT" --hw-mpidrs 0x0 --cmdline "$c" "$V"
    expect_no_grep 'sim\.cpu' "$SCRATCH/out" "$c keeps CPUs offline on purpose"
done
expect_exit 0 "$ACPILINT" --kernel 4.1 --hw-mpidrs 0x0 "$V"
expect_no_grep 'sim\.cpu' "$SCRATCH/out" "4.1 does not simulate CPU_ON"
finish
