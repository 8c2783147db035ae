# SPDX-License-Identifier: MIT
# Hostile inputs (issue 14), generated here rather than committed: each ends
# within 20 s of CPU time under `ulimit -v` 1 GiB with exit 0, 1 or 2, peak
# memory under 512 MiB, and a message on standard error naming the input
# when the run budget (--max-*) cut something.  (The wall-clock timeout is
# looser, 120 s: the suite runs on loaded machines.)  Also: the one exit-status rule for
# unreadable input, FIFOs that never write, and --extract's safety.
. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null || { echo "FAIL: python3 missing"; exit 1; }
[ -x /usr/bin/time ] || { echo "FAIL: /usr/bin/time missing (apt-get install time)"; exit 1; }

# The sanitizer build reserves terabytes of shadow memory and runs several times slower:
# no ulimit -v, no memory or CPU bound there (exit statuses and messages still checked).
limited=true
(ulimit -v 1048576 && "$ACPILINT" --version) >/dev/null 2>&1 || limited=false

# bounded WANT ARGS...: runs acpilint under the proof's limits; output in $SCRATCH/out, err.
bounded() {
    local want=$1
    shift
    (
        if $limited; then ulimit -v 1048576; fi
        exec timeout 120 /usr/bin/time -f '%M %U %S' -o "$SCRATCH/rss" "$ACPILINT" "$@"
    ) >"$SCRATCH/out" 2>"$SCRATCH/err"
    local got=$?
    if [ "$got" -ne "$want" ]; then
        fail "exit $got, expected $want: acpilint $*"
        sed 's/^/    /' "$SCRATCH/err" | head -5
    else
        pass
    fi
    local kb user sys
    read -r kb user sys < <(tail -1 "$SCRATCH/rss" 2>/dev/null)
    if $limited && { [ -z "$kb" ] || [ "$kb" -ge 524288 ]; }; then
        fail "peak memory ${kb:-?} KiB (>= 512 MiB): acpilint $*"
    else
        pass
    fi
    if $limited && [ -n "${user:-}" ] && awk -v u="$user" -v s="$sys" 'BEGIN { exit !(u + s >= 20) }'; then
        fail "${user}+${sys} s of CPU time (>= 20 s): acpilint $*"
    else
        pass
    fi
}

H=$SCRATCH/h
mkdir -p "$H"
python3 - "$H" <<'EOF'
import gzip, struct, sys
d = sys.argv[1]
far = '  FFFFF0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n'
# A header, then one hex line at offset 0xFFFFF0: once 16 MiB a table, 1.6 GB for 100.
open(d + '/gap.txt', 'w').write(('SSDT @ 0x0\n' + far) * 100)
# The same as a 10 KB gzip of 4000 tables (it asked for 64 GiB).
open(d + '/gap.txt.gz', 'wb').write(gzip.compress((('SSDT @ 0x0\n' + far) * 4000).encode()))
# One header, then 4 Mi junk lines: 4 million findings (900 MB before the budget).
open(d + '/junk.txt', 'w').write('SSDT @ 0x0\n' + 'zz\n' * (4 << 20))
# 1 GiB of zeros in a 1 MB gzip (1024 members of 1 MiB).
open(d + '/zero.gz', 'wb').write(gzip.compress(b'\0' * (1 << 20), 9) * 1024)
# 5000 empty 36-byte tables back to back.
def table(sig, length, body=b''):
    t = bytearray(sig + struct.pack('<I', length) + b'\x02\x00' + b'OEMID ' + b'OEMTABLE' +
                  b'\x01\0\0\0' + b'ACPI' + b'\x01\0\0\0' + body)
    t[9] = (-sum(t)) & 0xff
    return bytes(t)
open(d + '/many.bin', 'wb').write(table(b'SSDT', 36) * 5000)
# --scan bait: a header every 36 bytes whose Length reaches the end of the 1 MiB image
# and whose checksum is wrong (32 s of summing before the work guard).
size = 1 << 20
img = bytearray(size)
for pos in range(0, size - 36, 36):
    img[pos:pos + 36] = table(b'APIC', size - pos)
    img[pos + 9] ^= 0x55
open(d + '/bait.img', 'wb').write(img)
# --extract: signatures whose acpixtract names collide (APIC/apic, A/PC/A_PC, NULs).
text = ''
for sig in [b'APIC', b'apic', b'A/PC', b'A_PC', b'AB\0\0', b'ab\0\0', b'FACP']:
    raw = table(sig, 36)
    text += sig.decode('latin-1').replace('\0', 'x') + ' @ 0x0\n'
    for off in range(0, 36, 16):
        text += '  %04X: %s\n' % (off, ' '.join('%02X' % b for b in raw[off:off + 16]))
open(d + '/collide.txt', 'w').write(text)
EOF

# The text loader grows a table only to what its lines hold: a gap, not 16 MiB.
bounded 1 "$H/gap.txt"
expect_grep 'far past' "$SCRATCH/out" "gap.txt: the far line is reported"
expect_no_grep 'incomplete' "$SCRATCH/err" "gap.txt: nothing was cut"
bounded 1 "$H/gap.txt.gz"

# Findings past --max-findings are counted per rule: exit 2, said on stderr and in the report.
bounded 2 --format json "$H/junk.txt"
expect_grep "junk.txt: more than 100000 findings \(--max-findings\)" "$SCRATCH/err" "junk: cut told"
expect_grep '"rule": "input.findings-limit"' "$SCRATCH/out" "junk: findings-limit finding"
expect_grep 'dump.bad-line 40[0-9]{5}' "$SCRATCH/out" "junk: dropped count per rule"
# The summary carries the same numbers for a program: total and per rule, adding up.
python3 - "$SCRATCH/out" <<'PY' && pass || fail "junk: JSON summary.dropped"
import json, sys
d = json.load(open(sys.argv[1]))["summary"]["dropped"]
assert d["total"] > 4000000 and d["rules"].get("dump.bad-line", 0) > 4000000, d
assert sum(d["rules"].values()) + d["unrecorded"] == d["total"], d
PY
bounded 2 --max-findings 10 "$H/gap.txt"
expect_grep 'input.findings-limit' "$SCRATCH/out" "--max-findings 10"

# A gzip bomb stops at --max-bytes; what was inflated is checked.
bounded 2 "$H/zero.gz"
expect_grep 'zero.gz: input data past the limit of 256 MiB held at once \(--max-bytes\)' \
    "$SCRATCH/err" "zero.gz: cut told"
expect_grep 'input.size-limit' "$SCRATCH/out" "zero.gz: size-limit finding"
# Five of them: the budget is per run, nothing accumulates (once 5 GB).
bounded 2 --max-bytes 4M "$H/zero.gz" "$H/zero.gz" "$H/zero.gz" "$H/zero.gz" "$H/zero.gz"
expect_grep 'limit of 4 MiB' "$SCRATCH/err" "--max-bytes 4M"

# --max-tables: the first ones load and are checked, the cut says where.
bounded 2 --list-tables "$H/many.bin"
expect_grep 'many.bin: at byte 0x24000: more than 4096 tables \(--max-tables\)' "$SCRATCH/err" \
    "many.bin: table limit told with its offset"
[ "$(grep -c '^SSDT' "$SCRATCH/out")" -eq 4096 ] && pass || fail "many.bin: 4096 tables listed"
bounded 2 --max-tables 3 "$H/many.bin"
expect_grep 'more than 3 tables' "$SCRATCH/err" "--max-tables 3"

# acpilint diff: one budget for both inputs.  Two bombs hold what one may; OLD's findings
# leave NEW only the rest of --max-findings; two table floods share --max-tables.
bounded 2 diff --max-bytes 4M "$H/zero.gz" "$H/zero.gz"
expect_grep 'limit of 4 MiB' "$SCRATCH/err" "diff: --max-bytes 4M over both inputs"
bounded 2 diff --format json "$H/junk.txt" "$H/junk.txt"
expect_grep 'more than 100000 findings \(--max-findings\)' "$SCRATCH/err" "diff: findings cut told"
bounded 2 diff --max-tables 5000 "$H/many.bin" "$H/many.bin"
expect_grep 'many.bin: at byte 0x[0-9a-f]+: more than [0-9]+ tables \(--max-tables\)' "$SCRATCH/err" \
    "diff: the second flood gets what the first left"
bounded 0 diff "$H/collide.txt" "$H/collide.txt"
expect_grep '^no change$' "$SCRATCH/out" "diff: the same colliding tables on both sides"
# A side with no table at all is an input error, named.
bounded 2 diff "$H/gap.txt" "$H/collide.txt"
expect_grep '^acpilint diff: OLD .*gap.txt: no ACPI table found' "$SCRATCH/err" "diff: empty side named"

# --max-table-size on a real dump: the big tables are cut, the rest still checked.
bounded 2 --max-table-size 300 "$CORPUS/valid.acpidump.txt"
expect_grep 'valid.acpidump.txt:34: a table larger than the limit of 300 bytes \(--max-table-size\)' \
    "$SCRATCH/err" "--max-table-size told at the DSDT's header line"
expect_grep 'tables checked' "$SCRATCH/out" "--max-table-size: the rest is reported"

# --scan: the work guard (or a linear scan) ends the bait well within the timeout.
(
    if $limited; then ulimit -v 1048576; fi
    exec timeout 120 "$ACPILINT" --scan "$H/bait.img"
) >"$SCRATCH/out" 2>"$SCRATCH/err"
rc=$?
[ "$rc" -le 2 ] && pass || fail "--scan bait.img: exit $rc (timeout or crash)"
if [ "$rc" -eq 2 ]; then
    expect_grep 'bait.img: .*--max-scan-work' "$SCRATCH/err" "scan guard names the image"
fi

# FIFOs and terminals never block forever: no writer -> cut after --max-wait.
mkfifo "$H/fifo"
bounded 2 --max-wait 1 "$H/fifo"
expect_grep 'fifo: no data for 1000 ms \(--max-wait\)' "$SCRATCH/err" "FIFO without writer"
# ...and a FIFO with a writer is read to its end.
(sleep 1; cat "$CORPUS/valid.acpidump.txt" >"$H/fifo") &
bounded 0 "$H/fifo"
wait
# /dev/zero as an input: read up to --max-bytes, then cut.
bounded 2 --max-bytes 8M /dev/zero
expect_grep '/dev/zero: input data past the limit of 8 MiB' "$SCRATCH/err" "/dev/zero cut"

# One rule for unreadable input: exit 2 given directly or found in a folder.
bounded 2 "$H/missing.txt"
expect_grep 'missing.txt: cannot open' "$SCRATCH/err" "missing file named"
mkdir "$H/folder"
cp "$CORPUS"/valid/* "$H/folder/"
ln -s "$H/nowhere" "$H/folder/dangling"
bounded 2 "$H/folder"
expect_grep 'folder/dangling: cannot stat' "$SCRATCH/err" "unreadable entry named"
expect_grep 'input.unreadable-entry' "$SCRATCH/out" "unreadable entry is a finding"

# --extract: 7 tables whose names collide give 7 files; a planted link is replaced, not followed.
mkdir "$H/out"
echo precious >"$H/target"
ln -s "$H/target" "$H/out/apic.dat"
expect_exit 1 "$ACPILINT" --extract "$H/out" "$H/collide.txt"
[ "$(find "$H/out" -type f | wc -l)" -eq 7 ] && pass ||
    fail "--extract: $(find "$H/out" -type f | wc -l) files for 7 tables"
[ "$(cat "$H/target")" = precious ] && pass || fail "--extract wrote through a symlink"
[ ! -L "$H/out/apic.dat" ] && pass || fail "--extract left the planted symlink"
expect_grep 'is written as apic-2.dat' "$SCRATCH/err" "--extract: collision told"
[ "$(find "$H/out" -name '.*' | wc -l)" -eq 0 ] && pass || fail "--extract left temporary files"

# The committed fuzz inputs (regressions of every target and the corpora of fuzz_input,
# fuzz_load and fuzz_scan; fuzz_aml's bytes are bare AML that fuzz_replay.fuzz_aml runs
# through the namespace, fuzz_report's are table sets like fuzz_input's), as
# command-line inputs (and the scanner's as --scan images): all end bounded with exit
# 0, 1 or 2 (bounded_runs.py: the same limits as `bounded`, one Python process for all).
# The sanitizer build, which has no limits to check, runs the regressions only: its
# fuzz_replay.* tests already run every committed input in-process under ASan+UBSan.
fuzz_dirs=("$SRC/fuzz/regressions")
$limited && fuzz_dirs+=("$SRC/fuzz/corpus/fuzz_input" "$SRC/fuzz/corpus/fuzz_load" \
    "$SRC/fuzz/corpus/fuzz_scan")
mapfile -d '' -t fuzz_inputs < <(find "${fuzz_dirs[@]}" -type f ! -path '*/fuzz_aml/*' \
    -print0 2>/dev/null | sort -z)
[ "${#fuzz_inputs[@]}" -gt 0 ] && pass || fail "no committed fuzz input found under $SRC/fuzz"
if python3 "$SRC/tests/scripts/bounded_runs.py" "$ACPILINT" "$limited" -- "${fuzz_inputs[@]}" \
    >"$SCRATCH/fuzz.log"; then
    pass
else
    fail "committed fuzz inputs out of bounds"
fi
grep -v '^fuzz inputs run' "$SCRATCH/fuzz.log" | head -20
grep '^fuzz inputs run' "$SCRATCH/fuzz.log"

finish
