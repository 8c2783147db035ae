#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Inputs that are not arm64 ACPI (issue 25 item 9).  An x86 table set (an MADT of Local
# APICs, no GICC) gets one line, input.not-arm64, instead of a page of arm64 findings:
# not checked, not simulated, exit 0, SKIP under -q.  A run that names a profile
# (--profile, or profile: in the config) asks to judge arm64 firmware: every check runs
# and input.not-arm64 is an error (exit 1).  A PNG or an empty file gets one line, "no
# ACPI table found ..., for a flash image use --scan" (exit 1: nothing was checked).
source "$(dirname "$0")/lib.sh"

# An x86 system: the project's valid system with its MADT replaced by one of two Local
# APICs and an I/O APIC (ACPI 6.5 Tables 5.22, 5.23), checksum fixed.
sys=$SCRATCH/x86
cp -r "$CORPUS/valid" "$sys"
python3 - "$sys/APIC" <<'PY'
import struct, sys
body = struct.pack("<II", 0xFEE00000, 1)                       # local APIC address, PCAT_COMPAT
body += bytes([0, 8, 0, 0]) + struct.pack("<I", 1)             # Local APIC, processor 0, enabled
body += bytes([0, 8, 1, 1]) + struct.pack("<I", 1)             # Local APIC, processor 1, enabled
body += bytes([1, 12, 2, 0]) + struct.pack("<II", 0xFEC00000, 0)  # I/O APIC
hdr = b"APIC" + struct.pack("<IB", 36 + len(body), 5) + b"\0" + b"X86VM " + b"X86MADT " \
      + struct.pack("<I", 1) + b"TEST" + struct.pack("<I", 1)
table = bytearray(hdr + body)
table[9] = (-sum(table)) & 0xFF
open(sys.argv[1], "wb").write(table)
PY

# Default: one line, at the first Local APIC, exit 0.  The header checks that ran before
# (checksums, lengths, XSDT links) hold for any architecture and stay; no arm64 rule runs.
(cd "$SCRATCH" && "$ACPILINT" --no-config x86 >"$SCRATCH/x86.txt" 2>&1; echo $? >"$SCRATCH/rc")
[ "$(cat "$SCRATCH/rc")" = 0 ] && pass || fail "x86 system: exit $(cat "$SCRATCH/rc"), expected 0"
n=$(grep -cE ': (error|warning|info) \[input\.not-arm64\]' "$SCRATCH/x86.txt")
[ "$n" -eq 1 ] && pass || fail "one input.not-arm64 line for an x86 system, got $n"
expect_no_grep ': (error|warning) \[|\[(madt|fadt|gtdt|spcr|obj|sim)\.' "$SCRATCH/x86.txt" \
    "no arm64 finding for an x86 system"
expect_grep '^x86/APIC: APIC\+0x2c: info \[input\.not-arm64\]: not an arm64 firmware, its MADT has Local APIC entries and no GICC' \
    "$SCRATCH/x86.txt" "the one line names the MADT's Local APICs"
expect_no_grep '^Linux ' "$SCRATCH/x86.txt" "no arm64 kernel simulated for an x86 system"
(cd "$SCRATCH" && "$ACPILINT" --no-config -q x86 >"$SCRATCH/q" 2>&1)
expect_grep '^SKIP x86: not an arm64 firmware, its MADT has Local APIC entries and no GICC$' "$SCRATCH/q" \
    "-q says SKIP and why"
"$ACPILINT" --no-config --format json "$sys" >"$SCRATCH/x86.json"
python3 - "$SCRATCH/x86.json" <<'PY' && pass || fail "JSON: one input.not-arm64 info at APIC/LAPIC[0], no simulation"
import json, sys
d = json.load(open(sys.argv[1]))
f = d["findings"]
foreign = [x for x in f if x["rule"] == "input.not-arm64"]
assert len(foreign) == 1 and all(x["severity"] == "info" for x in f), f
assert foreign[0]["table"] == "APIC" and foreign[0]["field"] == "APIC/LAPIC[0]", foreign
assert "simulation" not in d
PY

# Asked to judge arm64: --profile, or the config's profile.
expect_exit 1 "$ACPILINT" --no-config --profile linux --format json "$sys"
python3 - "$SCRATCH/out" <<'PY' && pass || fail "--profile: input.not-arm64 an error beside the arm64 findings"
import json, sys
d = json.load(open(sys.argv[1]))
rules = {x["rule"]: x["severity"] for x in d["findings"]}
assert rules.get("input.not-arm64") == "error", rules
assert rules.get("madt.gicc-missing") == "error", rules
PY
printf 'profile: linux\n' >"$SCRATCH/judge.yaml"
expect_exit 1 "$ACPILINT" --config "$SCRATCH/judge.yaml" -q "$sys"
expect_grep '^FAIL .*input\.not-arm64' "$SCRATCH/out" "the config's profile judges it too"

# One GICC anywhere: arm64, whatever else the MADT holds (the valid system's own MADT).
expect_exit 0 "$ACPILINT" --no-config --format json "$CORPUS/valid"
expect_no_grep 'input\.not-arm64' "$SCRATCH/out" "an arm64 system is not called foreign"

# A picture and an empty file: one line each, naming --scan.
printf '\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\1\0\0\0\1\x08\x06\0\0\0\x1f\x15\xc4\x89' >"$SCRATCH/pic.png"
: >"$SCRATCH/empty.bin"
for f in pic.png empty.bin; do
    (cd "$SCRATCH" && "$ACPILINT" --no-config "$f" >"$SCRATCH/o" 2>&1; echo $? >"$SCRATCH/rc")
    [ "$(cat "$SCRATCH/rc")" = 1 ] && pass || fail "$f: exit $(cat "$SCRATCH/rc"), expected 1"
    n=$(grep -cE ': (error|warning|info) \[' "$SCRATCH/o")
    [ "$n" -eq 1 ] && pass || fail "$f: one finding, got $n"
    expect_grep "^$f: error \\[input\\.no-tables\\]: no ACPI table found in [0-9]+ bytes, for a flash image use --scan$" \
        "$SCRATCH/o" "$f: the one line says to use --scan"
done

# The real x86 machines: one line each by default.
if [ -n "$SHARED" ] && [ -d "$SHARED" ]; then
    for m in "$SHARED"/linuxhw-x86-nonarm/*.txt "$SHARED"/qemu-x86-q35-nonarm/v10.2.2; do
        [ -e "$m" ] || continue
        "$ACPILINT" --no-config --format json "$m" >"$SCRATCH/m.json" 2>/dev/null
        python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["findings"]; sys.exit(0 if [x["rule"] for x in f]==["input.not-arm64"] else 1)' \
            "$SCRATCH/m.json" && pass || fail "${m#"$SHARED"/}: not the one input.not-arm64 finding"
    done
else
    echo "SKIP real x86 machines: shared corpus not found at '${SHARED}'"
fi
finish
