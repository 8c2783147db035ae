# SPDX-License-Identifier: MIT
# The layers of src/ (README.md "Architecture"): tools/layers.py builds the
# graph of cross-file calls (nm of this build's object files) and private
# includes and lists every upward use and every circle outside the designed
# recursions; tests/layers.allow holds the ones not fixed yet and only shrinks.
. "$(dirname "$0")/lib.sh"

build=$(dirname "$ACPILINT")
if ! command -v nm >/dev/null; then
    echo "SKIP: nm (binutils) is not installed"
    exit 77
fi
[ -d "$build/CMakeFiles/acpilint_core.dir" ] || { echo "SKIP: no object files in $build"; exit 77; }
if python3 "$SRC/tools/layers.py" "$SRC" "$build" --allow "$SRC/tests/layers.allow" \
    >"$SCRATCH/out" 2>&1; then pass; else
    fail "layers:"; cat "$SCRATCH/out"; fi
finish
