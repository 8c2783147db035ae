# SPDX-License-Identifier: MIT
# Nothing in the shared real-world corpus crashes, hangs or is silently skipped:
# every file and every folder gives exit 0 or 1 (findings), valid JSON, and every
# folder that holds files loads at least one table.
. "$(dirname "$0")/lib.sh"
need_shared

run() { timeout 20 "$ACPILINT" "$@" >"$SCRATCH/out" 2>"$SCRATCH/err"; }

files=0
while IFS= read -r -d '' f; do
    case "$f" in */PROVENANCE.md) continue ;; esac
    files=$((files + 1))
    timeout 20 "$ACPILINT" --format json "$f" >"$SCRATCH/json.$files" 2>"$SCRATCH/err"
    rc=$?
    if [ "$rc" -gt 1 ]; then
        fail "$f: exit $rc"
        sed 's/^/    /' "$SCRATCH/err" | head -3
    else
        pass
    fi
done < <(find "$SHARED" -type f -print0 | sort -z)
# One parser process for all documents: a JSON parse per file would dominate the run.
if python3 - "$SCRATCH"/json.* <<'PY'
import json, sys
bad = []
for path in sys.argv[1:]:
    try:
        json.load(open(path, encoding="ascii"))
    except ValueError as e:
        bad.append(f"{path}: {e}")
print("\n".join(bad))
sys.exit(1 if bad else 0)
PY
then pass; else fail "some JSON outputs do not parse"; fi

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
echo "$files files and $dirs folders checked"
finish
