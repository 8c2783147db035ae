# SPDX-License-Identifier: MIT
# The command line on our own corpus: every input kind, exit codes, formats.
. "$(dirname "$0")/lib.sh"

V=$CORPUS/valid
B=$CORPUS/broken

# The valid system loads clean from every form it is built in (it carries none
# of the RAS tables and PCCT that the default profile recommends).
for input in "$CORPUS/valid.acpidump.txt" "$CORPUS/valid.bin" "$CORPUS/valid.bin.gz" \
    "$CORPUS/valid.acpidump.txt.gz" "$CORPUS/valid.d" "$V"; do
    expect_exit 0 "$ACPILINT" --disable tables.recommended-missing "$input"
    expect_grep '^10 tables checked: 0 errors, 0 warnings' "$SCRATCH/out" "valid $(basename "$input")"
done
# Standard input, text and binary.
expect_exit 0 sh -c "\"$ACPILINT\" - < \"$CORPUS/valid.acpidump.txt\""
expect_grep '^10 tables checked' "$SCRATCH/out" "stdin text"
expect_exit 0 sh -c "\"$ACPILINT\" - < \"$CORPUS/valid.bin.gz\""
expect_grep '^10 tables checked' "$SCRATCH/out" "stdin gzip"

# The text dump carries addresses, so the XSDT links are checked, not reported as unknown.
expect_exit 0 "$ACPILINT" "$CORPUS/valid.acpidump.txt"
expect_no_grep 'xsdt\.' "$SCRATCH/out" "valid dump XSDT links resolve"

# Each broken variant: exit 1 and its rule, pointing at the right place.
check_broken() {
    local file=$1 rule=$2 where=$3
    expect_exit 1 "$ACPILINT" "$B/$file"
    expect_grep "^$B/$file$where.*error \[$rule\]" "$SCRATCH/out" "$file"
}
check_broken apic-bad-checksum.dat table.checksum ': APIC\+0x9: '
check_broken apic-truncated.dat table.length-exceeds-data ': APIC\+0x4: '
check_broken apic-zero-length-subtable.dat madt.subtable-zero-length ': APIC\+0x7d: '
check_broken facp-length-too-large.dat table.length-exceeds-data ': FACP\+0x4: '
check_broken bad-signature.dat table.signature-invalid ': mc\\x1b\\x07\+0x0: '
check_broken broken.acpidump.txt dump.bad-line ':3: '
check_broken broken-offset-gap.acpidump.txt dump.offset-gap ':3: '

# No control byte from a table reaches the output, in any format.
for fmt in text json; do
    "$ACPILINT" --format "$fmt" "$B/bad-signature.dat" >"$SCRATCH/ctl" 2>&1
    if LC_ALL=C grep -q "$(printf '[\001-\010\013-\037\177]')" "$SCRATCH/ctl"; then
        fail "control bytes in $fmt output"
    else
        pass
    fi
done

# Exit 2: usage errors and unreadable inputs; the readable ones are still checked.
expect_exit 2 "$ACPILINT"
expect_exit 2 "$ACPILINT" --no-such-option "$V"
expect_exit 2 "$ACPILINT" --format yaml "$V"
expect_exit 2 "$ACPILINT" "$SCRATCH/missing.dat"
expect_grep 'missing.dat: cannot open' "$SCRATCH/err" "unreadable input named"
expect_exit 2 "$ACPILINT" "$SCRATCH/missing.dat" "$B/apic-bad-checksum.dat"
expect_grep 'table.checksum' "$SCRATCH/out" "other inputs still checked"
expect_exit 0 "$ACPILINT" --version
expect_grep '^acpilint [0-9]' "$SCRATCH/out" "--version"
expect_exit 0 "$ACPILINT" --help
expect_grep 'list-tables' "$SCRATCH/out" "--help lists options"

# --fail-on.
expect_exit 0 "$ACPILINT" --fail-on never "$B/apic-bad-checksum.dat"
expect_exit 1 "$ACPILINT" --fail-on info "$CORPUS/valid.bin"

# --list-tables and -o.
expect_exit 0 "$ACPILINT" --list-tables "$CORPUS/valid.acpidump.txt"
expect_grep '^APIC +0x0000000040005000 0001A8 \(v05 ' "$SCRATCH/out" "list-tables APIC line"
[ "$(wc -l <"$SCRATCH/out")" -eq 10 ] && pass || fail "list-tables shows 10 tables"
expect_exit 0 "$ACPILINT" -o "$SCRATCH/report.txt" "$V"
expect_grep 'tables checked' "$SCRATCH/report.txt" "-o writes the report"

# --extract reproduces the blobs byte for byte.
expect_exit 0 "$ACPILINT" --extract "$SCRATCH/x" "$CORPUS/valid.acpidump.txt"
for sig in RSDP XSDT FACP DSDT SSDT APIC GTDT SPCR MCFG DBG2; do
    lower=$(echo "$sig" | tr 'A-Z' 'a-z')
    cmp -s "$V/$sig" "$SCRATCH/x/$lower.dat" && pass || fail "--extract $sig differs"
done

# The optional stages: namespace listing and boot simulation, in text and JSON.
expect_exit 0 "$ACPILINT" --namespace "$CORPUS/valid.acpidump.txt"
expect_grep '^\\_SB_\.CPU0 Device' "$SCRATCH/out" "--namespace lists the CPU devices"
expect_grep '^\\_SB_\.GPI0 Device' "$SCRATCH/out" "--namespace includes the SSDT's device"
expect_exit 0 "$ACPILINT" --simulate "$CORPUS/valid.acpidump.txt"
expect_grep 'smp: Brought up 1 node, 4 CPUs' "$SCRATCH/out" "--simulate boot trace (6.12)"
"$ACPILINT" --format json --cmdline "acpi=off" "$CORPUS/valid.acpidump.txt" >"$SCRATCH/sim.json"
python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["simulation"]; sys.exit(0 if s["boot_path"]=="dt" and s["acpi"]=="disabled" else 1)' \
    "$SCRATCH/sim.json" && pass || fail "--cmdline acpi=off gives the DT path in JSON"
expect_exit 2 "$ACPILINT" --nr-cpus 0 "$V"
expect_exit 2 "$ACPILINT" --boot-mpidr xyz "$V"
expect_exit 2 "$ACPILINT" --profile linux-9.9 "$V"

# A big acpidump text (256 KiB or more) is read through a 64 KiB buffer, not held whole:
# it loads as the same text through a pipe does, with a banner, CRLF lines, a 100 KiB
# junk line (longer than the buffer) and the valid dump repeated past 256 KiB.
python3 - "$CORPUS/valid.acpidump.txt" "$SCRATCH/big.txt" <<'PY'
import sys
dump = open(sys.argv[1], "rb").read()
out = [b"acpidump banner\r\n", dump, b"junk" * 25600 + b"\n"]
while sum(map(len, out)) < 320 * 1024:
    out.append(dump.replace(b"\n", b"\r\n"))
open(sys.argv[2], "wb").write(b"".join(out))
PY
# Standard input is "-" among the inputs and "<stdin>" where a table comes from.
"$ACPILINT" --format json "$SCRATCH/big.txt" |
    sed -e "s|\"$SCRATCH/big.txt\"|\"INPUT\"|g" -e 's|"-"|"INPUT"|g' >"$SCRATCH/big-file.json"
"$ACPILINT" --format json - <"$SCRATCH/big.txt" |
    sed -e 's|"<stdin>"|"INPUT"|g' -e 's|"-"|"INPUT"|g' >"$SCRATCH/big-pipe.json"
if cmp -s "$SCRATCH/big-file.json" "$SCRATCH/big-pipe.json" &&
    grep -q '"rule": "dump.bad-line"' "$SCRATCH/big-file.json" &&
    [ "$(grep -c '"signature": "APIC"' "$SCRATCH/big-file.json")" -gt 1 ]; then
    pass
else
    fail "a big text read in pieces loads as through a pipe"
    diff "$SCRATCH/big-file.json" "$SCRATCH/big-pipe.json" | head -20
fi
# The same inside a folder.
mkdir -p "$SCRATCH/bigdir" && cp "$SCRATCH/big.txt" "$SCRATCH/bigdir/"
"$ACPILINT" --format json "$SCRATCH/bigdir" >"$SCRATCH/big-dir.json"
[ "$(grep -c '"signature": "APIC"' "$SCRATCH/big-dir.json")" = \
    "$(grep -c '"signature": "APIC"' "$SCRATCH/big-file.json")" ] && pass ||
    fail "a big text in a folder loads as the file itself"

# JSON: parsed by a real parser, and the DESIGN.md contract.
"$ACPILINT" --format json "$CORPUS/valid.acpidump.txt" >"$SCRATCH/v.json"
"$ACPILINT" --format json "$B/bad-signature.dat" "$B/broken.acpidump.txt" >"$SCRATCH/b.json"
if python3 "$SRC/tests/scripts/check_json_contract.py" "$SCRATCH/v.json" "$SCRATCH/b.json"; then
    pass
else
    fail "JSON contract"
fi
# Attached short-option arguments (-fjson) and comma lists (--disable a,b).
expect_exit 0 "$ACPILINT" -fjson "$V"
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$SCRATCH/out" && pass || fail "-fjson: not JSON"
expect_exit 2 "$ACPILINT" -qx "$V"
expect_grep "unknown option '-qx'" "$SCRATCH/err" "a flag takes no attached argument"
expect_exit 0 "$ACPILINT" --format json --disable 'tables.recommended-*,xsdt.links-unknown' "$V"
python3 - "$SCRATCH/out" <<'PY' && pass || fail "--disable a,b: both disabled"
import json, sys
rules = {f["rule"] for f in json.load(open(sys.argv[1]))["findings"]}
assert not rules & {"tables.recommended-missing", "xsdt.links-unknown"}, rules
PY
expect_exit 2 "$ACPILINT" --disable table.checksum,no.such-rule "$V"
expect_grep "unknown rule 'no.such-rule'" "$SCRATCH/err" "a comma list's pieces are each checked"
finish
