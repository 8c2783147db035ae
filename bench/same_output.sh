#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# A speed change must not change a byte of output: run two builds of acpilint
# on every file and every folder under the given roots (default: the real
# corpus and the built rule corpus) and compare, input by input, the JSON
# report, the text report (default options, as a user runs it) and the exit
# status of each.  Prints each input that differs and the count; exit 1 when any does.
# --formats LIST (comma-separated --format values, text meaning the default)
# compares those reports instead: sarif,gitlab,github,junit for the formats
# that place findings in files (src/report/place.c).  --args "ARGS" adds
# options to every run of both builds (--scan for firmware images,
# --base-dir DIR).
#
#   bash bench/same_output.sh [--formats LIST] [--args ARGS] OLD_ACPILINT NEW_ACPILINT [ROOT...]
#
# Not part of CTest (it needs two builds).
set -u
FORMATS="json text"
if [ "${1:-}" = --formats ]; then
    FORMATS=${2:?--formats needs a list}
    FORMATS=${FORMATS//,/ }
    shift 2
fi
EXTRA=()
if [ "${1:-}" = --args ]; then
    read -r -a EXTRA <<<"${2:?--args needs options}"
    shift 2
fi
usage="usage: same_output.sh [--formats LIST] [--args ARGS] OLD_ACPILINT NEW_ACPILINT [ROOT...]"
OLD=${1:?$usage}
NEW=${2:?$usage}
shift 2
[ $# -gt 0 ] || set -- ../shared/corpus/real build/corpus
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
n=0 bad=0
while IFS= read -r -d '' input; do
    n=$((n + 1))
    for mode in $FORMATS; do
        args=("${EXTRA[@]}")
        [ $mode = text ] || args+=(--format "$mode")
        "$OLD" "${args[@]}" "$input" >"$TMP/old" 2>&1
        echo "exit $?" >>"$TMP/old"
        "$NEW" "${args[@]}" "$input" >"$TMP/new" 2>&1
        echo "exit $?" >>"$TMP/new"
        if ! cmp -s "$TMP/old" "$TMP/new"; then
            echo "differs ($mode): $input"
            bad=$((bad + 1))
        fi
    done
done < <(find "$@" -print0 | sort -z)
echo "$n inputs, $bad outputs differ"
[ $bad -eq 0 ]
