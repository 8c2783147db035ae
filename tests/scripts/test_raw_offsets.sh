# SPDX-License-Identifier: MIT
# No byte offset of a table field is written outside the field catalogue
# (include/acpilint/fields/) in src/check, src/sim and src/model: a reader
# call (al_read_u*, al_get_u*, al_read_uint) or a report location
# (al_at_table) with a numeric offset, or one ending in "+ number", is a raw
# read.  Files still being moved are listed in tests/raw-offsets.allow with
# their count: more than listed (a new raw read) fails, and so does fewer
# (the list must shrink with the move).
. "$(dirname "$0")/lib.sh"

allow=$SRC/tests/raw-offsets.allow
[ -f "$allow" ] || { echo "FAIL: $allow is missing"; exit 1; }
found=$SCRATCH/raw-offsets.found
python3 "$SRC/tools/raw-offsets.py" "$SRC" | sort >"$found" || { echo "FAIL: raw-offsets.py"; exit 1; }
grep -v '^#' "$allow" | grep -v '^$' | sort >"$SCRATCH/raw-offsets.allowed"

# The scanner itself finds a raw read, and not a catalogue read.
mkdir -p "$SCRATCH/probe/src/sim"
cat >"$SCRATCH/probe/src/sim/probe.c" <<'C'
static void probe(struct al_span s, size_t e, uint64_t *m)
{
    al_read_u64(s, e + 68, m);                              /* raw */
    al_field_u64(s, AL_F_MADT_GICC_MPIDR, e, m);            /* catalogue */
    al_read_u8(s, AL_OFF_FADT_ARM_BOOT_ARCH + 1, (uint8_t *)m); /* catalogue */
    al_report(ts, "x", al_at_table(t, 92, "Platform Timer Offset"), "%d", 1); /* raw */
}
C
probe=$(python3 "$SRC/tools/raw-offsets.py" "$SCRATCH/probe")
if [ "$probe" = "src/sim/probe.c 2" ]; then pass; else fail "the scanner found '$probe' in its probe, not 2 raw reads"; fi

while read -r path count; do
    allowed=$(awk -v p="$path" '$1 == p {print $2}' "$SCRATCH/raw-offsets.allowed")
    if [ -z "$allowed" ]; then
        fail "$path: $count raw offset read(s) of table bytes; read the field through the catalogue (field.h)"
        VERBOSE=1 python3 "$SRC/tools/raw-offsets.py" "$SRC" | grep "^    $path:" | head -n 5
    elif [ "$count" -gt "$allowed" ]; then
        fail "$path: $count raw offset reads, the allowlist has $allowed: a new one; use the catalogue (field.h)"
        VERBOSE=1 python3 "$SRC/tools/raw-offsets.py" "$SRC" | grep "^    $path:" | head -n 5
    elif [ "$count" -lt "$allowed" ]; then
        fail "$path: $count raw offset reads, fewer than the $allowed allowed: lower its count in tests/raw-offsets.allow"
    else
        pass
    fi
done <"$found"
while read -r path allowed; do
    grep -q "^$path " "$found" || fail "$path has no raw offset read left: remove it from tests/raw-offsets.allow"
done <"$SCRATCH/raw-offsets.allowed"
finish
