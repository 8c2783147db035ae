# SPDX-License-Identifier: MIT
# Shell completion: bash completion driven for real (sourced, then called the
# way bash calls it, COMP_WORDS/COMP_CWORD -> COMPREPLY) for options, values
# and rule ids from `acpilint --list-rules`; `complete -p` registration; every
# --help option present in the zsh and fish completions; syntax of all three.
. "$(dirname "$0")/lib.sh"

C=$SRC/completions
for f in acpilint.bash _acpilint acpilint.fish; do
    [ -f "$C/$f" ] && pass || fail "completions/$f missing"
done
bash -n "$C/acpilint.bash" && pass || fail "acpilint.bash syntax"

# complete_words WORD...: the completions bash would offer for the last word,
# the command being $ACPILINT (the first word names the binary to ask).
complete_words() {
    bash --norc --noprofile -c '
        source "$1" || exit 3
        shift
        COMP_WORDS=("$@")
        COMP_CWORD=$(($# - 1))
        COMP_LINE="$*"
        COMP_POINT=${#COMP_LINE}
        _acpilint
        printf "%s\n" "${COMPREPLY[@]}"' _ "$C/acpilint.bash" "$ACPILINT" "$@" | sort
}

reg=$(bash --norc --noprofile -c 'source "$1"; complete -p acpilint' _ "$C/acpilint.bash")
[ "$reg" = "complete -F _acpilint acpilint" ] && pass || fail "complete -p acpilint: '$reg'"

# Options: every option of --help, and prefixes narrow.
"$ACPILINT" --help | awk '/^ +-/ { for (i = 1; i <= NF && $i ~ /^--?[a-zA-Z]/; i++) { sub(/,$/, "", $i); print $i } }' |
    sort -u >"$SCRATCH/help-options"
[ -s "$SCRATCH/help-options" ] && pass || fail "no option in --help"
complete_words - >"$SCRATCH/all-options"
diff -u "$SCRATCH/help-options" "$SCRATCH/all-options" >"$SCRATCH/diff" && pass ||
    { fail "options offered differ from --help"; head "$SCRATCH/diff"; }
[ "$(complete_words --sev)" = "--severity" ] && pass || fail "--sev -> $(complete_words --sev)"
[ "$(complete_words --for)" = "--format" ] && pass || fail "--for"
[ "$(complete_words --form)" = "--format" ] && pass || fail "--form"

# Values.
[ "$(complete_words --format "" | tr '\n' ' ')" = "github gitlab json junit markdown sarif text " ] && pass || fail "--format values"
# The diff subcommand, first word only.
[ "$(complete_words di)" = "diff" ] && pass || fail "di -> diff (subcommand)"
[ -z "$(complete_words x di)" ] && pass || fail "diff offered past the first word"
[ "$(complete_words -f s)" = "sarif" ] && pass || fail "-f s"
[ "$(complete_words --format=j | tr '\n' ' ')" = "--format=json --format=junit " ] && pass || fail "--format=j"
[ "$(complete_words --format = ju)" = "junit" ] && pass || fail "--format = ju (split on =)"
[ "$(complete_words --color "" | tr '\n' ' ')" = "always auto never " ] && pass || fail "--color values"
[ "$(complete_words --fail-on n)" = "never" ] && pass || fail "--fail-on n"
[ "$(complete_words --severity w)" = "warning" ] && pass || fail "--severity w"
complete_words --profile "" | grep -qx 'linux-4.1' && pass || fail "--profile linux-4.1"
mkdir -p "$SCRATCH/files/sub"
: >"$SCRATCH/files/flash.img"
[ "$(complete_words --scan "$SCRATCH/files/fl")" = "$SCRATCH/files/flash.img" ] && pass || fail "--scan FILE"
[ "$(complete_words "$SCRATCH/files/fl")" = "$SCRATCH/files/flash.img" ] && pass || fail "INPUT file"
[ "$(complete_words --extract "$SCRATCH/files/")" = "$SCRATCH/files/sub" ] && pass || fail "--extract DIR"
[ -z "$(complete_words --nr-cpus "")" ] && pass || fail "--nr-cpus offers nothing"

# Rule ids come from --list-rules of the binary being completed.
if "$ACPILINT" --list-rules >"$SCRATCH/list" 2>/dev/null && [ -s "$SCRATCH/list" ]; then
    awk '{print $1}' "$SCRATCH/list" | sort -u >"$SCRATCH/ids"
    for opt in --explain --disable --enable; do
        complete_words "$opt" "" >"$SCRATCH/offered"
        cmp -s "$SCRATCH/ids" "$SCRATCH/offered" && pass || fail "$opt offers the --list-rules ids"
    done
    first=$(head -1 "$SCRATCH/ids")
    prefix=${first%%.*}.
    complete_words --explain "$prefix" >"$SCRATCH/offered"
    grep -v "^$prefix" "$SCRATCH/offered" | grep -q . && fail "--explain $prefix offers other areas" || pass
    grep -qx "$first" "$SCRATCH/offered" && pass || fail "--explain $prefix misses $first"
else
    echo "note: $ACPILINT has no --list-rules yet: rule ids checked with a stand-in binary only"
fi
# The mechanism, on a stand-in acpilint whose --list-rules is known.
cat >"$SCRATCH/acpilint" <<'SH'
#!/bin/sh
case $1 in
--list-rules) printf 'madt.gicc-flags  error  GICC flags\nmadt.gicd-count  error  one GICD\ntable.checksum  error  checksum\n' ;;
--help) printf '  -f, --format FORMAT   text\n      --explain RULE    explain\n' ;;
esac
SH
chmod +x "$SCRATCH/acpilint"
stub=$(bash --norc --noprofile -c 'source "$1"; COMP_WORDS=("$2" --explain madt.); COMP_CWORD=2; _acpilint; printf "%s " "${COMPREPLY[@]}"' _ "$C/acpilint.bash" "$SCRATCH/acpilint")
[ "$stub" = "madt.gicc-flags madt.gicd-count " ] && pass || fail "rule ids from --list-rules: '$stub'"

# zsh and fish: every --help option is completed; syntax when the shell is installed.
while read -r opt; do
    case $opt in
    --*)
        grep -qE -- "(['{,*]|^ *)$opt[=+\[]|'$opt'|,$opt\}" "$C/_acpilint" && pass || fail "$opt missing from _acpilint"
        grep -qE -- "-l ${opt#--}( |$)" "$C/acpilint.fish" && pass || fail "$opt missing from acpilint.fish"
        ;;
    esac
done <"$SCRATCH/help-options"
if command -v zsh >/dev/null; then zsh -n "$C/_acpilint" && pass || fail "_acpilint syntax"; fi
if command -v fish >/dev/null; then fish -n "$C/acpilint.fish" && pass || fail "acpilint.fish syntax"; fi
finish
