# SPDX-License-Identifier: MIT
# What a person or a factory script sees: colour only on a terminal (script(1)
# gives one), never with NO_COLOR or --color never, never in machine formats;
# --quiet's one line; --severity filtering independently of --fail-on.
. "$(dirname "$0")/lib.sh"

B=$CORPUS/broken
BAD=$B/apic-bad-checksum.dat
ESC=$(printf '\033')

# Not a terminal: no escape sequence unless asked for.
expect_exit 1 "$ACPILINT" "$BAD"
expect_no_grep "$ESC" "$SCRATCH/out" "colour in a pipe"
expect_exit 1 "$ACPILINT" --color always "$BAD"
expect_grep "$ESC\\[1;31merror" "$SCRATCH/out" "--color always"
expect_exit 1 "$ACPILINT" --color never "$BAD"
expect_no_grep "$ESC" "$SCRATCH/out" "--color never"
for fmt in json sarif junit; do
    expect_exit 1 "$ACPILINT" --color always --format "$fmt" "$BAD"
    expect_no_grep "$ESC" "$SCRATCH/out" "colour in $fmt"
done
expect_exit 2 "$ACPILINT" --color sometimes "$BAD"

# On a terminal: colour by default, none with NO_COLOR or --color never.
if command -v script >/dev/null; then
    tty_run() { TERM=xterm script -qec "$1" /dev/null >"$SCRATCH/tty" 2>&1; }
    tty_run "env -u NO_COLOR '$ACPILINT' '$BAD'"
    expect_grep "$ESC\\[1;31merror" "$SCRATCH/tty" "colour on a terminal"
    tty_run "NO_COLOR=1 '$ACPILINT' '$BAD'"
    expect_no_grep "$ESC" "$SCRATCH/tty" "NO_COLOR on a terminal"
    tty_run "env -u NO_COLOR '$ACPILINT' --color never '$BAD'"
    expect_no_grep "$ESC" "$SCRATCH/tty" "--color never on a terminal"
    tty_run "NO_COLOR= '$ACPILINT' '$BAD'"
    expect_grep "$ESC" "$SCRATCH/tty" "an empty NO_COLOR does not count"
    tty_run "env -u NO_COLOR TERM=dumb '$ACPILINT' '$BAD'"
    expect_no_grep "$ESC" "$SCRATCH/tty" "TERM=dumb"
else
    echo "note: script(1) not installed, terminal colour not exercised"
fi

# --quiet: one line, the verdict of --fail-on.
expect_exit 0 "$ACPILINT" --quiet "$CORPUS/valid"
expect_grep "^PASS $CORPUS/valid: 0 errors, [0-9]+ warnings?; Linux 6.12: ACPI, GICv3, boots, 4/4 CPUs online\$" \
    "$SCRATCH/out" "--quiet on the valid system names it, and the kernel's verdict"
# A lone MADT: the kernel's verdict needs the FADT, which a lone table says nothing about.
UNKNOWN="; Linux 6.12: unknown: the input lacks the FADT (the input holds no XSDT, the list of the firmware's tables)"
expect_exit 1 "$ACPILINT" -q "$BAD"
[ "$(cat "$SCRATCH/out")" = "FAIL $BAD: 1 error, 0 warnings (table.checksum)$UNKNOWN" ] && pass || fail "--quiet: $(cat "$SCRATCH/out")"
expect_exit 0 "$ACPILINT" -q --fail-on never "$BAD"
[ "$(cat "$SCRATCH/out")" = "PASS $BAD: 1 error, 0 warnings$UNKNOWN" ] && pass || fail "--quiet --fail-on never"
expect_exit 1 "$ACPILINT" -q "$BAD" "$B/facp-length-too-large.dat"
expect_grep "^FAIL $BAD $B/facp-length-too-large.dat: [2-9] errors, [0-9]+ warnings? \(([a-z0-9.-]+, )*table.checksum(, [a-z0-9.-]+)*(, \.\.\.)?\); Linux 6.12: " "$SCRATCH/out" "--quiet plural, every input named, the failing rules"
expect_exit 2 "$ACPILINT" -q "$SCRATCH/missing.bin"
# An unreadable input is a finding (input.unreadable-entry) as well as counted (README "Inputs").
expect_grep "^ERROR $SCRATCH/missing.bin: cannot open: No such file or directory; 1 error, 0 warnings \(input.unreadable-entry\)\$" "$SCRATCH/out" "--quiet unreadable: ERROR and why"
# --fail-on info: the infos are counted, as they fail the run.
expect_exit 1 "$ACPILINT" -q --fail-on info "$CORPUS/valid"
expect_grep "^FAIL $CORPUS/valid: 0 errors, [0-9]+ warnings?, [1-9][0-9]* infos? \([a-z0-9., -]+\); Linux 6.12: " "$SCRATCH/out" "--quiet --fail-on info counts infos"
[ "$(wc -l <"$SCRATCH/out")" -eq 1 ] && pass || fail "--quiet printed more than one line"
# With a report written to a file, the line goes to standard output as well.
expect_exit 1 "$ACPILINT" -q --format sarif -o "$SCRATCH/q.sarif" "$BAD"
[ "$(cat "$SCRATCH/out")" = "FAIL $BAD: 1 error, 0 warnings (table.checksum)$UNKNOWN" ] && pass || fail "--quiet with -o"
expect_grep '"ruleId": "table.checksum"' "$SCRATCH/q.sarif" "--quiet still writes the SARIF file"

# --severity: what is shown, not the verdict.
# Errors, a warning (padding after the last table) and infos in one run.
{ cat "$CORPUS/valid.bin"; head -c 64 /dev/zero; } >"$SCRATCH/padded.bin"
# One machine and two lone broken tables (two whole machines would be refused: --each).
MIXED=("$SCRATCH/padded.bin" "$BAD" "$B/facp-length-too-large.dat")
"$ACPILINT" --format json "${MIXED[@]}" >"$SCRATCH/all.json"
levels=$(python3 -c 'import json,sys; print(" ".join(sorted({f["severity"] for f in json.load(open(sys.argv[1]))["findings"]})))' "$SCRATCH/all.json")
[ "$levels" = "error info warning" ] && pass || fail "the mixed input has severities: $levels"
for lvl in info warning error; do
    "$ACPILINT" --format json --severity "$lvl" "${MIXED[@]}" >"$SCRATCH/sev.json"
    python3 - "$lvl" "$SCRATCH/sev.json" "$SCRATCH/all.json" <<'PY' && pass || fail "--severity $lvl"
import json, sys
rank = {"info": 0, "warning": 1, "error": 2}
lvl, shown, all_ = sys.argv[1], json.load(open(sys.argv[2]))["findings"], json.load(open(sys.argv[3]))["findings"]
assert shown == [f for f in all_ if rank[f["severity"]] >= rank[lvl]]
PY
done
# The summary still counts what --severity hides, and says what fails the run.
expect_exit 1 "$ACPILINT" --severity error --fail-on warning "$SCRATCH/padded.bin"
expect_no_grep ': warning \[' "$SCRATCH/out" "warning hidden"
expect_grep '^[0-9]+ tables? checked: 0 errors, [1-9][0-9]* warnings?, [0-9]+ info \([0-9]+ not shown, below --severity error\); [1-9][0-9]* fails? the run \(--fail-on warning\)$' \
    "$SCRATCH/out" "hidden warnings counted and named as what fails the run"
expect_exit 2 "$ACPILINT" --severity loud "$BAD"
finish
