#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Diagnostics that fit a screen (issue 25 item 6): the first line of a finding in the
# text report says what, where and in short the consequence; the rest of the message,
# the places of a repeated finding and a suppression's reason go on indented note lines,
# and a report with findings ends with one hint line naming --explain.  Measured as a
# person in the input's own folder sees it (the input named by its file name, as one
# types `acpilint dump.txt`): at least 95 % of first lines are at most 160 characters,
# on the project's own corpus (always) and on every file and machine folder of the real
# corpus (skipped with the reason when ../shared is absent).  JSON keeps the whole message.
source "$(dirname "$0")/lib.sh"

LIMIT=160
SHARE=95

# first_lines NAME<TAB>PATH...: every finding's first line, each input run from its folder.
first_lines() {
    # One --each run per folder, in that folder (each input named as a user there types it, by
    # its bare name), not a process per input: the reports are the same, and a thousand process
    # start-ups were most of this test's time.
    local name path dir list=() order=()
    local -A names=()
    while IFS=$'\t' read -r name path; do
        dir=${path%/*}
        [ -n "${names[$dir]+set}" ] || order+=("$dir")
        names[$dir]+=${path##*/}$'\n'
    done
    for dir in "${order[@]}"; do
        mapfile -t list <<<"${names[$dir]%$'\n'}"
        (cd "$dir" && timeout 600 "$ACPILINT" --color never --each "${list[@]}" 2>/dev/null) |
            grep -E '^[^ ].*: (error|warning|info) \['
    done
}

# measure WHAT FILE: passes when at least SHARE % of FILE's lines fit in LIMIT characters.
measure() {
    local what=$1 file=$2 total fit
    total=$(wc -l <"$file")
    fit=$(awk -v n=$LIMIT 'length($0) <= n' "$file" | wc -l)
    echo "$what: $fit of $total first lines at most $LIMIT characters" \
         "(median $(awk '{print length($0)}' "$file" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'))"
    if [ "$total" -gt 0 ] && [ $((fit * 100)) -ge $((total * SHARE)) ]; then
        pass
    else
        fail "$what: fewer than $SHARE % of $total first lines fit in $LIMIT characters"
        awk -v n=$LIMIT 'length($0) > n' "$file" | head -5
    fi
}

# The project's own corpus: every rule case, the quiet cases, the broken inputs, the valid system.
{
    rule_cases
    for f in "$CORPUS"/rules-quiet/* "$CORPUS"/broken/* "$CORPUS"/valid "$CORPUS"/valid.acpidump.txt; do
        [ -e "$f" ] && echo "$f"
    done
} | awk '{print "own\t" $0}' | first_lines >"$SCRATCH/own"
measure "project corpus" "$SCRATCH/own"

# The shape of one report: a first line, its notes indented, the hint at the end.
case=$CORPUS/rules/obj.crs-missing@DSDT
[ -e "$case" ] || case=$(rule_cases | head -1)
"$ACPILINT" --color never "$case" >"$SCRATCH/one" 2>/dev/null
expect_grep '^  note: ' "$SCRATCH/one" "the rest of a message is on an indented note line"
if tail -1 "$SCRATCH/one" | grep -qE '^hint: acpilint --explain RULE .*\(acpilint --explain [a-z0-9.-]+\)$'; then
    pass
else
    fail "a report with findings ends with the --explain hint: $(tail -1 "$SCRATCH/one")"
fi
# Notes belong to the text report only: JSON keeps the message whole, separator and all.
rule=$(grep -m1 -oE '\[[a-z0-9.-]+\]: ' "$SCRATCH/one" | tr -d '[]: ')
note=$(grep -m1 '^  note: ' "$SCRATCH/one" | sed 's/^  note: //')
"$ACPILINT" --format json "$case" >"$SCRATCH/one.json" 2>/dev/null
if python3 - "$SCRATCH/one.json" "$note" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
sys.exit(0 if any(sys.argv[2] in f["message"] and f["message"] != sys.argv[2]
                  for f in doc["findings"]) else 1)
PY
then pass; else fail "JSON lost the note of $rule: '$note'"; fi
# A report that shows no finding has no hint.
"$ACPILINT" --color never --severity error "$CORPUS/valid" >"$SCRATCH/clean" 2>/dev/null
expect_no_grep '^hint:' "$SCRATCH/clean" "a report without findings has no hint"

if [ -n "$SHARED" ] && [ -d "$SHARED" ]; then
    corpus_machines | first_lines >"$SCRATCH/real"
    measure "real corpus" "$SCRATCH/real"
else
    echo "SKIP real corpus: shared corpus not found at '${SHARED}' (expected ../shared/corpus/real beside the checkout)"
fi
finish
