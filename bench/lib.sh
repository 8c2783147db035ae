# SPDX-License-Identifier: MIT
#
# What the side-by-side benchmarks share (sourced, after TMP is set):
# hyperfine over named commands, and the mean time of one of them.

# mean NAME: mean seconds of command NAME in $TMP/h.json (hyperfine --export-json):
# the CPU time (user + system, children included) when BENCH_CLOCK=cpu (the
# default: on a shared, loaded machine the wall clock measures the queue),
# else the wall clock.
mean() {
    python3 -c 'import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    if r["command"] == sys.argv[2]:
        print(r["user"] + r["system"] if sys.argv[3] == "cpu" else r["mean"])' \
        "$TMP/h.json" "$1" "${BENCH_CLOCK:-cpu}"
}

# run NAME=COMMAND...: hyperfine over the pairs, quietly, without a shell
# (-N) when the commands allow it.
run() {
    local args=() pair
    for pair in "$@"; do args+=(-n "${pair%%=*}" "${pair#*=}"); done
    hyperfine -N -i --warmup 3 --min-runs 20 --style none --export-json "$TMP/h.json" "${args[@]}" \
        >/dev/null 2>&1 || hyperfine -i --warmup 3 --min-runs 20 --style none \
        --export-json "$TMP/h.json" "${args[@]}" >/dev/null 2>&1
}

# need TOOL...: exits naming the first one not installed.
need() {
    local t
    for t in "$@"; do
        command -v "$t" >/dev/null || { echo "$t not installed"; exit 1; }
    done
}
