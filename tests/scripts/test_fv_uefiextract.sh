# SPDX-License-Identifier: MIT
# UEFI firmware volumes: the walk of include/acpilint/fv.h against Debian's
# UEFIExtract (uefitool-cli) on real images (ovmf's OVMF_CODE.fd,
# qemu-efi-aarch64's QEMU_EFI.fd) and on images carrying an ACPI table storage
# file built by tools/mkfv.py (plain, LZMA-compressed nested volume, file
# checksum): every volume, file and section at the same depth, offset, size,
# CRC32 of its bytes and GUID.  Then the tables of those images are found with
# their location, and one corrupted byte of each class (table header,
# checksum, body, FFS header, compressed section) fails the run.
# The packages come from tools/bootstrap.sh (ovmf, qemu-efi-aarch64, uefitool-cli).
. "$(dirname "$0")/lib.sh"

FVTREE=$(dirname "$ACPILINT")/acpilint-fvtree
V=$CORPUS/valid
command -v UEFIExtract >/dev/null || { echo "FAIL: UEFIExtract missing (uefitool-cli, tools/bootstrap.sh)"; exit 1; }
images=(/usr/share/OVMF/OVMF_CODE.fd /usr/share/qemu-efi-aarch64/QEMU_EFI.fd)
for img in "${images[@]}"; do
    [ -f "$img" ] || { echo "FAIL: $img missing (ovmf, qemu-efi-aarch64: tools/bootstrap.sh)"; exit 1; }
done

tables=("$V/FACP" "$V/DSDT" "$V/APIC" "$V/GTDT" "$V/SPCR" "$V/MCFG")
python3 "$SRC/tools/mkfv.py" "$SCRATCH/plain.fd" "$SCRATCH/plain.json" "${tables[@]}"
python3 "$SRC/tools/mkfv.py" "$SCRATCH/lzma.fd" "$SCRATCH/lzma.json" --lzma "${tables[@]}"
python3 "$SRC/tools/mkfv.py" "$SCRATCH/sum.fd" "$SCRATCH/sum.json" --checksum "${tables[@]}"

# compare IMAGE: acpilint-fvtree and UEFIExtract's report agree element by element.
compare() {
    local img=$1 copy
    copy=$SCRATCH/ue/$(basename "$img")
    mkdir -p "$SCRATCH/ue"
    cp "$img" "$copy"
    (cd "$SCRATCH/ue" && UEFIExtract "$(basename "$copy")" report >/dev/null 2>&1)
    "$FVTREE" "$img" >"$SCRATCH/tree" || { fail "acpilint-fvtree $img"; return; }
    python3 - "$copy.report.txt" "$SCRATCH/tree" "$(basename "$img")" <<'PY' && pass || fail "UEFIExtract agreement: $img"
import sys
ue = []
for line in open(sys.argv[1]).read().splitlines()[1:]:
    col = [c.strip() for c in line.split("|")]
    if col[0] not in ("Volume", "File", "Section"):
        continue
    name = col[5]
    depth = len(name) - len(name.lstrip("-"))
    words = name.lstrip("-").split()
    guid = words[0] if words and words[0].count("-") == 4 else "-"
    ue.append((col[0], depth, col[2], col[3], col[4], guid))
ours = []
for line in open(sys.argv[2]):
    w = line.split()
    if w[0] in ("Volume", "File", "Section"):
        pad = w[0] == "File" and w[5] == "F0"  # UEFIExtract names a pad file "Padding file"
        ours.append((w[0], int(w[1]), w[2], w[3], w[4], "-" if pad else w[6]))
bad = [(i, a, b) for i, (a, b) in enumerate(zip(ue, ours)) if a != b]
assert len(ue) == len(ours) and not bad, (len(ue), len(ours), bad[:5])
print("%s: %d volumes, files and sections agree with UEFIExtract" % (sys.argv[3], len(ue)))
PY
}
for img in "${images[@]}" "$SCRATCH/plain.fd" "$SCRATCH/lzma.fd" "$SCRATCH/sum.fd"; do
    compare "$img"
done

# The storage file's tables, each with its location, in every kind of image and as plain input.
for kind in plain lzma sum; do
    for mode in --scan ""; do
        expect_exit 0 "$ACPILINT" --fail-on error --format json $mode "$SCRATCH/$kind.fd"
        python3 - "$SCRATCH/out" "$kind" <<'PY' && pass || fail "$kind $mode: tables and locations"
import json, sys
doc = json.load(open(sys.argv[1]))
sigs = [t["signature"] for t in doc["tables"]]
assert sigs == ["FACP", "DSDT", "APIC", "GTDT", "SPCR", "MCFG"], sigs
for i, t in enumerate(doc["tables"]):
    loc = t["source"]["location"]
    assert "file 7E374E25-8E01-4FEE-87F2-390C23C606CD (ACPI tables)/section %d (RAW)" % i in loc, loc
    assert ("GUID_DEFINED" in loc) == (sys.argv[2] == "lzma"), loc
    assert t["source"].get("compressed", False) == (sys.argv[2] == "lzma")
PY
    done
done
expect_exit 0 "$ACPILINT" --list-tables "$SCRATCH/lzma.fd"
expect_grep '^FACP .*FV 8C8CE578-8A3D-4F1C-9935-896185C32DD3 @0x0/file 9E21FD93' "$SCRATCH/out" "text listing names the location"

# Real images hold no storage file: no table, and no complaint about their volumes.
for img in "${images[@]}"; do
    "$ACPILINT" --format json --scan "$img" >"$SCRATCH/real.json"
    python3 - "$SCRATCH/real.json" <<'PY' && pass || fail "$img: volumes walked without a finding"
import json, sys
doc = json.load(open(sys.argv[1]))
assert not [f for f in doc["findings"] if f["rule"].startswith("fv.")], doc["findings"][:3]
assert not doc["tables"]
PY
done

# One corrupted byte of each class never passes, as plain input or --scan.
# corrupt KIND OFFSET XOR WANT-RULE: flips a byte of KIND.fd and requires FAIL naming WANT-RULE.
corrupt() {
    local kind=$1 off=$2 xor=$3 want=$4 mode
    python3 -c 'import sys; d = bytearray(open(sys.argv[1], "rb").read()); d[int(sys.argv[3])] ^= int(sys.argv[4]); open(sys.argv[2], "wb").write(d)' \
        "$SCRATCH/$kind.fd" "$SCRATCH/bad.fd" "$off" "$xor"
    for mode in --scan ""; do
        "$ACPILINT" --format json $mode "$SCRATCH/bad.fd" >"$SCRATCH/bad.json" 2>/dev/null
        local rc=$?
        if [ $rc -eq 1 ] && python3 -c 'import json, sys; sys.exit(0 if sys.argv[2] in {f["rule"] for f in json.load(open(sys.argv[1]))["findings"] if f["severity"] == "error"} else 1)' "$SCRATCH/bad.json" "$want"; then
            pass
        else
            fail "$kind byte $off ^ $xor ${mode:-(input)}: exit $rc, no $want"
        fi
    done
}
where() { python3 -c 'import json, sys; m = json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$SCRATCH/$1.json" "$2"; }
facp=$(where plain 'm["tables"][0]["offset"]')
apic=$(where plain 'm["tables"][2]["offset"]')
file=$(where plain 'm["storage_file"]')
corrupt plain $((facp + 10)) 1 table.checksum     # header: OEM ID
corrupt plain $((facp + 9)) 128 table.checksum    # the checksum itself
corrupt plain $((apic + 100)) 1 table.checksum    # body
corrupt plain $((file + 18)) 1 fv.file-header-checksum  # FFS header: the file type
corrupt plain $((file + 2)) 16 fv.file-header-checksum  # FFS header: the name GUID
sfile=$(where sum 'm["storage_file"]')
sapic=$(where sum 'm["tables"][2]["offset"]')
corrupt sum $((sapic + 100)) 1 fv.file-checksum   # body, guarded by the file checksum too
lz=$(where lzma 'm["lzma"]["offset"]')
lzlen=$(where lzma 'm["lzma"]["length"]')
for at in 20 $((lzlen / 2)) $((lzlen - 8)); do     # the compressed stream
    corrupt lzma $((lz + at)) 1 fv.section-corrupt
done
corrupt lzma $((lz + 5)) 1 fv.section-corrupt     # the LZMA header's size
finish
