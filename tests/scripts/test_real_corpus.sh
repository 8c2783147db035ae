# SPDX-License-Identifier: MIT
# Nothing in the shared real-world corpus crashes, hangs or is silently skipped:
# every file and every folder gives exit 0 or 1 (findings), valid JSON, and every
# folder that holds files loads at least one table.
. "$(dirname "$0")/lib.sh"
need_shared

run() { timeout 20 "$ACPILINT" "$@" >"$SCRATCH/out" 2>"$SCRATCH/err"; }

# Every file as its own system, in one run: --each writes a JSON document per file (JSON Lines)
# and the batch summary last, and its exit status is the worst file's.  A process per file
# cost two and a half minutes of start-ups under ASan, for about a second of checking.  When
# the run fails, each file is run alone to name the ones that fail.
mapfile -d '' -t files < <(find "$SHARED" -type f ! -name PROVENANCE.md -print0 | sort -z)
timeout 600 "$ACPILINT" --each --format json "${files[@]}" >"$SCRATCH/each.jsonl" 2>"$SCRATCH/err"
rc=$?
if [ "$rc" -gt 1 ]; then
    fail "--each over the ${#files[@]} files: exit $rc"
    sed 's/^/    /' "$SCRATCH/err" | tail -3
    for f in "${files[@]}"; do
        timeout 20 "$ACPILINT" --format json "$f" >/dev/null 2>"$SCRATCH/err"
        rc=$?
        if [ "$rc" -gt 1 ]; then
            fail "$f: exit $rc"
            sed 's/^/    /' "$SCRATCH/err" | head -3
        fi
    done
else
    pass
fi
if python3 - "$SCRATCH/each.jsonl" "${files[@]}" <<'PY'
import json, sys
lines = open(sys.argv[1], encoding="ascii").read().splitlines()
files = sys.argv[2:]
bad = []
if len(lines) != len(files) + 1:
    bad.append(f"{len(lines)} JSON lines for {len(files)} files and the batch summary")
for n, (line, path) in enumerate(zip(lines, files), 1):
    try:
        doc = json.loads(line)
    except ValueError as e:
        bad.append(f"line {n} ({path}): {e}")
        continue
    if doc.get("inputs") != [path]:
        bad.append(f"line {n}: the report of {doc.get('inputs')}, not of {path}")
if lines and "batch" not in json.loads(lines[-1]):
    bad.append("no batch summary last")
print("\n".join(bad))
sys.exit(1 if bad else 0)
PY
then pass; else fail "some JSON outputs do not parse or do not match their file"; fi

dirs=0
while IFS= read -r -d '' d; do
    [ -n "$(find "$d" -maxdepth 1 -type f ! -name PROVENANCE.md -print -quit)" ] || continue
    dirs=$((dirs + 1))
    run --list-tables "$d"
    rc=$?
    if [ "$rc" -gt 1 ]; then
        fail "$d: exit $rc"
    elif [ ! -s "$SCRATCH/out" ]; then
        # A folder of ASL sources or notes: each file must be reported, and the folder too.
        run "$d"
        if grep -q 'input.no-tables' "$SCRATCH/out" && grep -q 'input.not-a-table' "$SCRATCH/out"; then
            pass
        else
            fail "$d: no table loaded and no finding says why"
        fi
    else
        pass
    fi
done < <(find "$SHARED" -type d -print0 | sort -z)

# The damaged files named in PROVENANCE.md must produce findings, not silence.
broken="$SHARED/aarch64-laptops/microsoft-surface-pro-12-in/BROKEN-utf8-mangled-in-source-repo"
if [ -d "$broken" ]; then
    run "$broken"
    [ $? -eq 1 ] && pass || fail "$broken: expected findings (exit 1)"
    expect_grep 'table.length-exceeds-data' "$SCRATCH/out" "mangled GTDT length"
fi
echo "${#files[@]} files and $dirs folders checked"
finish
