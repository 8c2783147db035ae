# SPDX-License-Identifier: MIT
# The judgement of test_rules_real_corpus_verdicts.sh: every finding at warning or above on
# the shared real corpus is recorded per machine and explained by a verdict.
#   real_corpus_verdicts.py DIR N RECORD VERDICTS [--print]
# DIR/name.N, DIR/json.N and DIR/rc.N hold each machine's name, JSON report and exit status.
# RECORD: "machine | rule@TABLE ..." lines ('#' comments), the sorted set of rule@TABLE of
# the machine's findings at warning or above (TABLE "-" for a finding about a whole input);
# a machine with none is not listed.  VERDICTS: "rule@TABLE | machine | verdict" lines,
# rule@TABLE and machine shell patterns (fnmatch), the verdict one line saying why the
# finding is genuine (the spec or kernel reason) or why it is expected (a broken copy, a
# fixture built to fail).  Fails on: a machine whose findings differ from its record (a new
# finding must be recorded and explained, a vanished one removed), a recorded finding no
# verdict explains, a verdict that explains nothing (stale), an exit status above 1.
# --print writes the record of this run instead (to start or refresh RECORD).
import argparse
import fnmatch
import sys

from corpus_runs import machine_reports

ap = argparse.ArgumentParser()
ap.add_argument("dir")
ap.add_argument("n", type=int)
ap.add_argument("record")
ap.add_argument("verdicts")
ap.add_argument("--print", action="store_true")
args = ap.parse_args()


def lines(path):
    for line in open(path):
        line = line.rstrip("\n")
        if line.strip() and not line.startswith("#"):
            yield line


record = {}
for line in lines(args.record):
    name, _, items = line.partition(" | ")
    record[name] = sorted(items.split())

verdicts = []
for line in lines(args.verdicts):
    parts = [p.strip() for p in line.split(" | ", 2)]
    if len(parts) != 3 or not parts[2]:
        print(f"FAIL verdict line without three fields: {line}")
        sys.exit(1)
    verdicts.append(parts + [0])

bad = 0
got = {}
unusable = []
for name, doc in machine_reports(args.dir, args.n, unusable):
    if doc is None:
        print(unusable[-1])
        bad += 1
        continue
    items = set()
    for f in doc["findings"]:
        if f["severity"] in ("warning", "error"):
            items.add(f"{f['rule']}@{f.get('table') or '-'}")
    if items:
        got[name] = sorted(items)

if args.print:
    for name in sorted(got):
        print(f"{name} | {' '.join(got[name])}")
    sys.exit(0)

for name in sorted(set(got) | set(record)):
    want, have = set(record.get(name, [])), set(got.get(name, []))
    for item in sorted(have - want):
        print(f"FAIL {name}: new finding {item}: record it with a verdict (genuine, and why)")
        bad += 1
    for item in sorted(want - have):
        print(f"FAIL {name}: recorded {item} is gone: remove it from the record")
        bad += 1
    for item in sorted(want & have):
        explained = False
        for v in verdicts:
            if fnmatch.fnmatchcase(item, v[0]) and fnmatch.fnmatchcase(name, v[1]):
                v[3] += 1
                explained = True
                break
        if not explained:
            print(f"FAIL {name}: {item} has no verdict")
            bad += 1
for v in verdicts:
    if not v[3]:
        print(f"FAIL stale verdict (explains nothing): {v[0]} | {v[1]}")
        bad += 1
total = sum(len(v) for v in got.values())
print(f"{len(got)} machines with findings at warning or above, {total} rule@table items, "
      f"{len(verdicts)} verdicts")
sys.exit(1 if bad else 0)
