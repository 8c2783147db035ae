# SPDX-License-Identifier: MIT
# Every option --help prints (it is generated from the option table) is
# documented in the man page and the README; the man page is valid roff.
. "$(dirname "$0")/lib.sh"

"$ACPILINT" --help >"$SCRATCH/help"
options=$(grep -oE -- '--[a-z][a-z-]+' "$SCRATCH/help" | sort -u)
[ -n "$options" ] && pass || fail "--help lists no option"
for opt in $options; do
    grep -qF -- "$(printf '%s' "$opt" | sed 's/-/\\-/g')" "$SRC/man/acpilint.1" && pass ||
        fail "$opt missing from man/acpilint.1"
    grep -qF -- "$opt" "$SRC/README.md" && pass || fail "$opt missing from README.md"
done
command -v groff >/dev/null || { echo "FAIL: groff not installed (apt-get install groff-base)"; exit 1; }
groff -man -ww -z "$SRC/man/acpilint.1" 2>"$SCRATCH/groff"
[ ! -s "$SCRATCH/groff" ] && pass || { fail "groff warnings"; cat "$SCRATCH/groff"; }
finish
