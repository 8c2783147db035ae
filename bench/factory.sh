#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# The factory and fleet speed targets of issue 15, each measured side by side
# in this one invocation (hyperfine: warm-up runs, then at least 20 runs
# per command) and printed as ratios, with the peak memory of one run of each:
#
#  1. one full run (load, AML, rules, simulation, JSON) of the Ampere Altra
#     acpidump text against `acpixtract -a` + `iasl -d` of the same dump
#     (target: 30x faster) and against `sha256sum` of it (target: not slower);
#  2. `--each -j 2 --format json` over every real machine of the corpus
#     (folders holding tables, acpidump texts), in dumps a second (target:
#     1,000), and FWTS on the same dumps when FWTS_BIN names an fwts binary
#     (bench/fwts.sh builds one);
#  3. `--scan` of a 64 MiB image against `sha256sum` of it (target: not
#     slower), and the cost per byte at 16 and 64 MiB, for a realistic image
#     and for one filled with fake table headers (linear: the same per byte).
#
#   bash bench/factory.sh [ACPILINT_BIN] [SHARED_CORPUS_DIR]
#
# BENCH_SECTIONS="1 3" runs only those sections (default: all three).
# Times are CPU seconds (user + system) unless BENCH_CLOCK=wall.  Use an optimised build:
#   cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DACPILINT_TESTS=OFF -DACPILINT_CORPUS=OFF
#   cmake --build build-bench --target acpilint
# Not part of CTest.
set -u
BIN=${1:-build-bench/acpilint}
SHARED=${2:-../shared/corpus/real}
ALTRA=${ALTRA:-$SHARED/niyas-sait-acpi/ampere-altra-ava/ava_acpidump.log}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
. "$(dirname "$0")/lib.sh"
need hyperfine acpixtract iasl sha256sum python3
[ -x "$BIN" ] || { echo "no acpilint at $BIN"; exit 1; }
[ -f "$ALTRA" ] || { echo "no Altra dump at $ALTRA"; exit 1; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
# Absolute: the acpixtract + iasl script runs in a scratch folder.
ALTRA=$(cd "$(dirname "$ALTRA")" && pwd)/$(basename "$ALTRA")
SHARED=$(cd "$SHARED" && pwd)

ratio() { python3 -c "print('%.2f' % ($1 / $2))"; }
peak() { # peak RSS in MiB of one run of the command
    /usr/bin/time -f %M "$@" >/dev/null 2>"$TMP/rss" || true
    python3 -c "print('%.1f' % (int(open('$TMP/rss').read().split()[-1]) / 1024))"
}

want() { case " ${BENCH_SECTIONS:-1 2 3} " in *" $1 "*) return 0 ;; esac; return 1; }

if want 1; then
echo "== 1. full run of $(basename "$ALTRA") ($(wc -c <"$ALTRA") bytes)"
mkdir -p "$TMP/x"
cat >"$TMP/iasl.sh" <<EOF
cd "$TMP/x" && rm -f ./*.dat ./*.dsl && acpixtract -a "$ALTRA" >/dev/null 2>&1 &&
for f in ./*.dat; do iasl -d "\$f" >/dev/null 2>&1; done
EOF
bash "$TMP/iasl.sh" && echo "tables: $(ls "$TMP"/x/*.dat | wc -l), disassembled: $(ls "$TMP"/x/*.dsl | wc -l)" ||
    { echo "acpixtract + iasl failed"; exit 1; }
run "acpilint=$BIN --simulate --format json -o /dev/null $ALTRA" \
    "iasl=bash $TMP/iasl.sh" "sha256sum=sha256sum $ALTRA"
a=$(mean acpilint) i=$(mean iasl) s=$(mean sha256sum)
printf '%-34s %9.3f ms  peak %6s MiB\n' "acpilint --simulate --format json" "$(python3 -c "print($a*1000)")" \
    "$(peak "$BIN" --simulate --format json -o /dev/null "$ALTRA")"
printf '%-34s %9.3f ms  peak %6s MiB\n' "acpixtract -a + iasl -d" "$(python3 -c "print($i*1000)")" \
    "$(peak bash "$TMP/iasl.sh")"
printf '%-34s %9.3f ms  peak %6s MiB\n' "sha256sum" "$(python3 -c "print($s*1000)")" \
    "$(peak sha256sum "$ALTRA")"
echo "ratio (acpixtract+iasl) / acpilint: $(ratio "$i" "$a")  (target >= 30)"
echo "ratio acpilint / sha256sum:         $(ratio "$a" "$s")  (target <= 1)"
fi

if want 2; then

echo "== 2. --each -j 2 over every real machine of $SHARED"
# Machines as tests/scripts/lib.sh corpus_machines sees them: folders holding a
# table file (signature, then a Length equal to the file size) and acpidump texts.
python3 - "$SHARED" >"$TMP/machines" <<'PY'
import os, re, struct, sys
root = sys.argv[1]
dump = re.compile(rb"^\s*[A-Za-z0-9_!]{4}\s+@\s+0x[0-9a-fA-F]+", re.M)
for d, dirs, files in sorted(os.walk(root)):
    dirs.sort()
    table = False
    for f in sorted(files):
        p = os.path.join(d, f)
        head = open(p, "rb").read(4096)
        if f.endswith((".txt", ".log", ".out")) and dump.search(head):
            print(p)
        elif len(head) >= 8 and re.fullmatch(rb"[A-Z0-9_!]{4}", head[:4]) and \
                struct.unpack("<I", head[4:8])[0] == os.path.getsize(p):
            table = True
    if table:
        print(d)
PY
n=$(wc -l <"$TMP/machines")
xargs -x -d '\n' "$BIN" --each -j 2 -q <"$TMP/machines" >"$TMP/quiet" 2>&1
grep -m1 '^[0-9]* systems: ' "$TMP/quiet" >"$TMP/summary"
echo "machines: $n ($(sed -n 1p "$TMP/summary"))"
for j in 1 2; do
    { printf '%s\n' "$BIN" --each -j $j --format json -o /dev/null; cat "$TMP/machines"; } >"$TMP/argv$j"
    # One acpilint process for all machines (xargs -x: fail rather than split the list).
    cat >"$TMP/each$j.sh" <<EOF
xargs -x -d '\n' -a "$TMP/argv$j" sh -c 'exec "\$@"' sh
EOF
done
mv "$TMP/each2.sh" "$TMP/each.sh"
cmds=("each-j2=bash $TMP/each.sh" "each-j1=bash $TMP/each1.sh")
if [ -n "${FWTS_BIN:-}" ]; then
    # FWTS's ACPI table tests on each machine: -t for a folder of tables,
    # --dumpfile for an acpidump text; results to a log under $TMP.
    {
        echo "cd '$TMP'"
        while IFS= read -r m; do
            if [ -d "$m" ]; then
                echo "'$FWTS_BIN' -q --stdout-summary -r /dev/null -t '$m' --acpitests >/dev/null 2>&1"
            else
                echo "'$FWTS_BIN' -q --stdout-summary -r /dev/null --dumpfile='$m' --acpitests >/dev/null 2>&1"
            fi
        done <"$TMP/machines"
    } >"$TMP/fwts.sh"
    echo "FWTS: $("$FWTS_BIN" --version 2>/dev/null | head -1)"
    hyperfine -i --runs 1 --style none --export-json "$TMP/h.json" \
        -n each-j2 "bash $TMP/each.sh" -n each-j1 "bash $TMP/each1.sh" \
        -n fwts "bash $TMP/fwts.sh" >/dev/null 2>&1
    f=$(BENCH_CLOCK=wall mean fwts)
else
    run "${cmds[@]}"
fi
e2=$(BENCH_CLOCK=wall mean each-j2) e1=$(BENCH_CLOCK=wall mean each-j1)
c2=$(BENCH_CLOCK=cpu mean each-j2) c1=$(BENCH_CLOCK=cpu mean each-j1)
# dumps/s by the wall clock, and by the CPU time spread over the workers (what an idle
# machine with that many cores gives when the work divides evenly).
printf '%-34s %9.1f dumps/s wall, %9.1f dumps/s CPU/2, %6.3f ms CPU a dump, peak %s MiB\n' \
    "acpilint --each -j 2 --format json" "$(python3 -c "print($n/$e2)")" \
    "$(python3 -c "print(2*$n/$c2)")" "$(python3 -c "print($c2*1000/$n)")" "$(peak bash "$TMP/each.sh")"
printf '%-34s %9.1f dumps/s wall, %9.1f dumps/s CPU,   %6.3f ms CPU a dump\n' \
    "acpilint --each -j 1 --format json" "$(python3 -c "print($n/$e1)")" \
    "$(python3 -c "print($n/$c1)")" "$(python3 -c "print($c1*1000/$n)")"
if [ -n "${FWTS_BIN:-}" ]; then
    fc=$(BENCH_CLOCK=cpu mean fwts)
    printf '%-34s %9.1f dumps/s wall, %9.1f dumps/s CPU,   %6.3f ms CPU a dump, peak %s MiB\n' \
        "fwts --acpitests (one a dump)" "$(python3 -c "print($n/$f)")" \
        "$(python3 -c "print($n/$fc)")" "$(python3 -c "print($fc*1000/$n)")" "$(peak bash "$TMP/fwts.sh")"
    echo "ratio fwts / acpilint --each -j 2 (wall): $(ratio "$f" "$e2"), (CPU): $(ratio "$fc" "$c2")"
else
    echo "FWTS_BIN not set: no FWTS comparison (bench/fwts.sh builds fwts)"
fi
fi

if want 3; then

echo "== 3. --scan: 64 MiB against sha256sum, and linear in the size"
python3 - "$TMP" <<'PY'
import os, random, struct, sys
tmp = sys.argv[1]
rnd = random.Random(1)
for mib in (16, 64):
    size = mib << 20
    # Realistic: noise, a quarter erased flash, signatures with garbage after them every 4 KiB.
    img = bytearray(rnd.randbytes(size))
    for start in range(0, size, 4 << 20):
        img[start:start + (1 << 20)] = b"\xff" * (1 << 20)
    for i in range(0, size - 16, 4096):
        img[i + 7:i + 11] = rnd.choice([b"APIC", b"FACP", b"DSDT", b"SSDT"])
    open(os.path.join(tmp, "real%d.img" % mib), "wb").write(img)
    # Hostile: a sane header every 64 bytes claiming all the rest, none summing to zero.
    # 36 bytes: Signature, Length, Revision, Checksum, OEMID, OEM Table ID, OEM Revision, Creator.
    hdr = bytearray(b"SSDT" + b"\0" * 4 + b"\x02\x01" + b"ACPILT" + b"TESTTBL " + b"\0" * 4 +
                    b"ALNT" + b"\0" * 4)
    assert len(hdr) == 36
    fake = bytearray(b"\xa5" * size)
    for i in range(0, size - 64, 64):
        struct.pack_into("<I", hdr, 4, size - i)
        fake[i:i + 36] = hdr  # same length: no resize of the image
    open(os.path.join(tmp, "fake%d.img" % mib), "wb").write(fake)
PY
cat "$TMP"/*.img >/dev/null
run "scan-real64=$BIN --quiet --scan $TMP/real64.img" "sha256sum=sha256sum $TMP/real64.img" \
    "scan-real16=$BIN --quiet --scan $TMP/real16.img" \
    "scan-fake64=$BIN --quiet --scan $TMP/fake64.img" \
    "scan-fake16=$BIN --quiet --scan $TMP/fake16.img"
for c in scan-real64 sha256sum scan-real16 scan-fake64 scan-fake16; do
    mb=${c##*[a-z]}
    [ "$c" = sha256sum ] && mb=64
    printf '%-34s %9.1f ms  %6.2f ns/byte\n' "$c" "$(python3 -c "print($(mean $c)*1000)")" \
        "$(python3 -c "print($(mean $c)*1e9/($mb<<20))")"
done
echo "peak memory --scan 64 MiB: $(peak "$BIN" --quiet --scan "$TMP/real64.img") MiB"
echo "ratio --scan / sha256sum (64 MiB):   $(ratio "$(mean scan-real64)" "$(mean sha256sum)")  (target <= 1)"
echo "ratio per byte 64 MiB / 16 MiB real: $(ratio "$(mean scan-real64)" "$(python3 -c "print(4*$(mean scan-real16))")")  (linear: ~1)"
echo "ratio per byte 64 MiB / 16 MiB fake: $(ratio "$(mean scan-fake64)" "$(python3 -c "print(4*$(mean scan-fake16))")")  (linear: ~1)"
fi
