# SPDX-License-Identifier: MIT
# The comparison shared by the test_rules_real_corpus_*.sh scripts (run through
# real_corpus_check in lib.sh, which writes DIR/name.N, DIR/json.N and DIR/rc.N per
# machine): the selected rules' findings on each machine must be exactly the recorded ones.
#   real_corpus_counts.py DIR N EXPECTED [--rules 'ID...'] [--prefixes 'P...']
#                         [--errors-distinct | --error-fields]
# EXPECTED holds "machine | want" lines ('#' comments); want is "rule=count ..." sorted by
# rule, where count is the number of places reported (a finding aggregated over N places,
# JSON "count": N, counts N: the record says how many devices or fields are at fault; that
# each problem is one finding is test_rules_real_corpus_targets.sh's concern), with --errors-distinct the sorted rule ids that raise an error, or with
# --error-fields every error as "rule@field", sorted (repeats kept: the field says which
# object is at fault, where one rule can fail on several).  A machine not recorded must
# give nothing, a recorded machine that was not run fails (a record that no longer
# matches the corpus), an exit status above 1 (an input not read, a crash) fails, and
# QEMU virt (which boots Linux) must give no selected error.
import argparse
import collections
import sys

from corpus_runs import machine_reports

ap = argparse.ArgumentParser()
ap.add_argument("dir")
ap.add_argument("n", type=int)
ap.add_argument("expected")
ap.add_argument("--rules", default="", help="exact rule ids")
ap.add_argument("--prefixes", default="", help="rule id prefixes (e.g. 'fadt. madt.')")
ap.add_argument("--errors-distinct", action="store_true",
                help="compare the set of rule ids raising an error, not counts")
ap.add_argument("--error-fields", action="store_true",
                help="compare each error as rule@field, not counts")
args = ap.parse_args()
rules, prefixes = set(args.rules.split()), tuple(args.prefixes.split())


def selected(rule):
    return rule in rules or (bool(prefixes) and rule.startswith(prefixes))


want = {}
for line in open(args.expected):
    line = line.rstrip("\n")
    if not line or line.startswith("#"):
        continue
    name, _, got = line.partition(" | ")
    want[name] = got.strip()

bad = 0
seen = set()
unusable = []
for name, doc in machine_reports(args.dir, args.n, unusable):
    seen.add(name)
    if doc is None:
        print(unusable[-1])
        bad += 1
        continue
    mine = [f for f in doc["findings"] if selected(f["rule"])]
    errors = [f for f in mine if f["severity"] == "error"]
    if args.error_fields:
        got = " ".join(sorted(f"{f['rule']}@{f.get('field') or ''}" for f in errors))
    elif args.errors_distinct:
        got = " ".join(sorted({f["rule"] for f in errors}))
    else:
        counts = collections.Counter()
        for f in mine:
            counts[f["rule"]] += f.get("count", 1)
        got = " ".join(f"{r}={c}" for r, c in sorted(counts.items()))
    if got != want.get(name, ""):
        print(f"FAIL {name}\n  want {want.get(name, '')}\n  got  {got}")
        bad += 1
    if name.startswith("qemu-aarch64-virt") and errors:
        print(f"FAIL {name}: QEMU virt boots Linux but got errors {[f['rule'] for f in errors]}")
        bad += 1
for name in sorted(set(want) - seen):
    print(f"FAIL {name}: recorded but not in the corpus")
    bad += 1
print(f"{args.n} machines checked")
sys.exit(1 if bad else 0)
