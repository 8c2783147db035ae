# SPDX-License-Identifier: MIT
# Every acpidump text loads as the same tables, byte for byte, as `acpixtract -a`
# extracts from it (compared as a set of SHA-256 sums, since the two name files
# differently only where acpixtract's naming is ambiguous).
. "$(dirname "$0")/lib.sh"
need_shared
command -v acpixtract >/dev/null || { echo "FAIL: acpixtract not installed (apt-get install acpica-tools)"; exit 1; }

sums() { (cd "$1" && find . -type f -exec sha256sum {} + | cut -c1-64 | sort); }

dumps=$( (grep -rlE '^ *(RSD PTR|[A-Za-z0-9_]{4}[0-9]*) @ (0x[0-9a-fA-F]+|\(nil\))' "$SHARED" 2>/dev/null
          echo "$CORPUS/valid.acpidump.txt") | sort)
n=0
for dump in $dumps; do
    n=$((n + 1))
    ours=$SCRATCH/ours.$n theirs=$SCRATCH/theirs.$n
    mkdir -p "$theirs"
    (cd "$theirs" && acpixtract -a "$dump" >/dev/null 2>&1)
    "$ACPILINT" --extract "$ours" "$dump" >/dev/null 2>&1
    if [ "$(sums "$ours")" = "$(sums "$theirs")" ]; then
        pass
        continue
    fi
    case "$dump" in
    */fwts-test-fixtures/pcct-0001__acpidump-0001.txt)
        # Known acpixtract divergence: the "PCCT @ 0x00000000   " header line ends in
        # spaces, which acpixtract does not take for a header, so it appends the PCCT's
        # bytes to the FACP.  acpilint splits them; the bytes must still be the same.
        if cat "$ours/facp.dat" "$ours/pcct.dat" | cmp -s - "$theirs/facp.dat" &&
            cmp -s "$ours/facs.dat" "$theirs/facs.dat"; then
            pass
        else
            fail "$dump: FACP+PCCT bytes differ from acpixtract's merged facp.dat"
        fi
        ;;
    *)
        fail "$dump: tables differ from acpixtract ($(ls "$ours" | wc -l) vs $(ls "$theirs" | wc -l) files)"
        ;;
    esac
done
echo "$n acpidump texts compared with acpixtract"
finish
