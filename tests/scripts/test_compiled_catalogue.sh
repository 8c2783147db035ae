# SPDX-License-Identifier: MIT
# The catalogue compiled into the executable at build time says exactly what
# the YAML in rules/ says when it is parsed at run time (--rules-dir).
. "$(dirname "$0")/lib.sh"
# From the source folder, so --rules-dir names its files as the embedded copies do.
cd "$SRC" || exit 1

"$ACPILINT" --list-rules --format json >"$SCRATCH/compiled.json" || fail "--list-rules"
"$ACPILINT" --rules-dir rules --list-rules --format json >"$SCRATCH/parsed.json" ||
    fail "--rules-dir --list-rules"
cmp -s "$SCRATCH/compiled.json" "$SCRATCH/parsed.json" && pass ||
    fail "compiled catalogue differs from rules/*.yaml"
for id in table.checksum madt.gicc-mpidr-duplicate obj.osi-called; do
    "$ACPILINT" --explain "$id" >"$SCRATCH/a" 2>&1
    "$ACPILINT" --rules-dir rules --explain "$id" >"$SCRATCH/b" 2>&1
    cmp -s "$SCRATCH/a" "$SCRATCH/b" && pass || fail "--explain $id differs"
done
finish
