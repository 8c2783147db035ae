#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Replay the recorded FWTS verdicts (records/) against acpilint.

  replay.py --acpilint BUILD/acpilint [--corpus BUILD/corpus] [--shared ../shared]
            [--only GLOB]... [--verbose]

For every record whose input is present (inputs.py composes it again): the input's acpidump
text must have the recorded sha256 (else the record is stale: the input changed since FWTS
ran, and it is listed, not judged); acpilint runs on that text under the profiles linux and
sbbr-1.2, and bbr-2.1 and systemready-band when this acpilint has them; and each recorded
FWTS failure must be
  predicted  a finding of a rule rules/fwts-map.tsv maps the FWTS label to (any profile), or
  explained  the label is mapped n/a in rules/fwts-map.tsv, with the reason (FWTS is wrong
             there, or the failure is not a table defect), or explained.tsv explains it for
             the inputs and messages it names (where the label is right in general and the
             failure is not a table defect of those inputs, e.g. a partial dump), or
             about a table (or, for DBG2DeviceNotFound, the DSDT) that an input acpilint
             reports as partial (tables.incomplete-input) lacks, or
  allowed    the label is in unpredicted.allow (the work left for the table parsers: each
             label with the number of failures it may have and the rule that will predict it).
Anything else fails the test. unpredicted.allow only shrinks: a label whose failures are all
predicted now, or fewer than listed, fails until its line is lowered or removed.
Prints the fraction of FWTS failures predicted by a mapped rule (issue 24 asks for 95 %).
Exit status 0 agreement, 1 a disagreement or a broken record.
"""
import argparse
import collections
import concurrent.futures
import fnmatch
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.abspath(os.path.join(HERE, '..', '..'))
sys.path.insert(0, HERE)
import inputs as inp   # noqa: E402

PROFILES = ('linux', 'sbbr-1.2')
LATER_PROFILES = ('bbr-2.1', 'systemready-band')   # others are adding them (issue 24 item 1)
TIMEOUT_S = 120

# FWTS failures that say a table is absent, and what the absence is judged from: on an input
# acpilint reports as a partial table set (tables.incomplete-input: a collection of some of a
# machine's tables, a build's compiled ASL without its C tables, FWTS's one-table fixtures),
# a table missing from the collection is not missing from a firmware, and acpilint does not
# judge the profile's required tables there; nor on a folder without an XSDT.  DBG2DeviceNotFound joins them when the DSDT
# is what the input lacks: the namespace FWTS searches is not in the input.
ABSENT_TABLE_LABELS = ('SBBRTableNotFound', 'acpi_table_check_test4')
ABSENT_NAMESPACE_LABELS = ('DBG2DeviceNotFound',)


def load_map(path):
    """label -> (test, [rule ids] | 'n/a' | 'todo', note)"""
    out = {}
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t') + ['']
        mapping = f[2] if f[2] in ('n/a', 'todo') else [r for r in f[2].split(',') if r]
        out[f[0]] = (f[1], mapping, f[3])
    return out


def load_allow(path):
    """label -> (count, rule to come, date)"""
    out = {}
    if not os.path.exists(path):
        return out
    for n, line in enumerate(open(path), 1):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t')
        if len(f) != 4 or not f[1].isdigit():
            raise SystemExit('unpredicted.allow:%d: expected LABEL, COUNT, RULE, DATE' % n)
        out[f[0]] = (int(f[1]), f[2], f[3])
    return out


def load_explained(path):
    """[(label, input glob, compiled message pattern, reason)]"""
    out = []
    for n, line in enumerate(open(path), 1):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t')
        if len(f) != 4 or not f[3].strip():
            raise SystemExit('explained.tsv:%d: expected LABEL, INPUT-GLOB, MESSAGE-REGEX, '
                             'REASON' % n)
        out.append((f[0], f[1], re.compile(f[2] or '.*'), f[3]))
    return out


def explained_here(explained, name, label, message):
    return any(fnmatch.fnmatchcase(label, lab) and fnmatch.fnmatch(name, glob_) and
               pat.search(message) for lab, glob_, pat, _ in explained)


def load_record(path):
    head, fails = {}, []
    for line in open(path):
        line = line.rstrip('\n')
        if line.startswith('# '):
            key, _, value = line[2:].partition(': ')
            head.setdefault(key, value)
        elif line:
            test, level, label, message = line.split('\t', 3)
            fails.append((test, level, label, message))
    return head, fails


def all_inputs(args):
    items = inp.machine_inputs(os.path.join(SRC, 'corpus', 'machines'))
    absent = {}      # records/ prefix -> why its inputs are not here
    if args.corpus and os.path.isdir(args.corpus):
        items += inp.case_inputs(args.corpus)
    else:
        absent['cases/'] = 'the build corpus (%s)' % args.corpus
    ref = os.path.join(args.shared, 'reference', 'fwts-test')
    real = os.path.join(args.shared, 'corpus', 'real')
    for prefix, what, path, make in (('fixtures/', 'FWTS fixtures', ref, inp.fixture_inputs),
                                     ('real/', 'real corpus', real, inp.real_inputs)):
        if os.path.isdir(path):
            items += make(path)
        else:
            absent[prefix] = 'the %s (%s)' % (what, path)
    return {i.name: i for i in items}, absent


def acpilint_profiles(acpilint):
    """The profiles this acpilint knows, of PROFILES and LATER_PROFILES."""
    have = list(PROFILES)
    probe = subprocess.run([acpilint, '--help'], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=TIMEOUT_S)
    text = probe.stdout.decode(errors='replace')
    for p in LATER_PROFILES:
        if p in text:
            have.append(p)
    return have


def findings(acpilint, profiles, item):
    """{rule: {message...}} over every profile, for one input: its folder or files as they
    are, else the acpidump text FWTS was given."""
    fired = collections.defaultdict(set)
    with tempfile.NamedTemporaryFile(suffix='.acpidump.txt') as f:
        if item.lint:
            paths = item.lint
        else:
            f.write(item.text())
            f.flush()
            paths = [f.name]
        for p in profiles:
            run = subprocess.run([acpilint, '--no-config', '--profile', p, '--format', 'json',
                                  *paths], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 timeout=TIMEOUT_S)
            if run.returncode > 1:
                raise RuntimeError('acpilint --profile %s: exit %d: %s' % (
                    p, run.returncode, run.stderr.decode(errors='replace')[:300]))
            for x in json.loads(run.stdout)['findings']:
                fired[x['rule']].add(x['message'])
    if item.lint and not inp.has_root_table(item.lint):
        # a folder without an XSDT: acpilint does not judge which tables are missing
        fired['no-xsdt'].add('the input holds no XSDT, the list of the firmware\'s tables')
    return fired


def judge_one(fmap, explained, fired, name, label, message):
    """What accounts for one FWTS failure: predicted, explained (the map), explained here
    (explained.tsv), partial input, or unpredicted."""
    m = fmap.get(label)
    if m and isinstance(m[1], list) and any(r in fired for r in m[1]):
        return 'predicted'
    if m and m[1] == 'n/a':
        return 'explained'
    if explained_here(explained, name, label, message):
        return 'explained here'
    partial = fired.get('tables.incomplete-input', set())
    if (partial or 'no-xsdt' in fired) and (label in ABSENT_TABLE_LABELS or (
            label in ABSENT_NAMESPACE_LABELS and any('DSDT' in m for m in partial))):
        return 'partial input'
    return 'unpredicted'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--acpilint', required=True)
    ap.add_argument('--corpus')
    ap.add_argument('--shared', default=os.path.join(SRC, '..', 'shared'))
    ap.add_argument('--only', action='append', default=[])
    ap.add_argument('--verbose', action='store_true')
    ap.add_argument('--table', action='store_true', help='per FWTS test: what accounts for '
                    'its failures')
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--print-allow', metavar='DATE',
                    help='print unpredicted.allow lines for what is unpredicted now')
    args = ap.parse_args()

    fmap = load_map(os.path.join(SRC, 'rules', 'fwts-map.tsv'))
    allow = load_allow(os.path.join(HERE, 'unpredicted.allow'))
    explained = load_explained(os.path.join(HERE, 'explained.tsv'))
    present, absent = all_inputs(args)
    for a in absent.values():
        print('SKIP inputs: %s is absent' % a)
    profiles = acpilint_profiles(args.acpilint)
    print('profiles: %s' % ', '.join(profiles))

    records = {}
    for path in sorted(glob.glob(os.path.join(HERE, 'records', '**', '*.txt'), recursive=True)):
        head, fails = load_record(path)
        records[head['input']] = (head, fails)
    if args.only:
        records = {n: r for n, r in records.items()
                   if any(fnmatch.fnmatch(n, p) for p in args.only)}

    problems, stale, missing = [], [], []
    judged = {}
    for name, (head, fails) in records.items():
        if name not in present:
            if not any(name.startswith(p) for p in absent):
                missing.append(name)
            continue
        if present[name].sha256() != head['sha256']:
            stale.append(name)
            continue
        judged[name] = fails
    unrecorded = sorted(set(present) - set(records)) if not args.only else []

    def judge(name):
        return name, findings(args.acpilint, profiles, present[name])

    counts = collections.Counter()
    per_test = collections.defaultdict(collections.Counter)   # FWTS test -> outcome counts
    per_label = collections.Counter()           # unpredicted failures per label
    where = collections.defaultdict(list)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
        for name, fired in pool.map(judge, sorted(judged)):
            for test, level, label, message in judged[name]:
                counts['failures'] += 1
                outcome = judge_one(fmap, explained, fired, name, label, message)
                per_test[test][outcome] += 1
                if outcome != 'unpredicted':
                    counts[outcome] += 1
                    continue
                m = fmap.get(label)
                per_label[label] += 1
                where[label].append('%s: %s [%s] %s' % (name, test, level, message))
                if args.verbose:
                    print('UNPREDICTED %s %s %s: %s (map: %s)' % (
                        name, test, label, message, m[1] if m else 'not mapped'))

    for label, n in sorted(per_label.items()):
        if label not in allow:
            m = fmap.get(label)
            problems.append('%s: %d FWTS failure(s) neither predicted nor explained (map: %s), '
                            'e.g. %s' % (label, n, ','.join(m[1]) if m and isinstance(m[1], list)
                                         else (m[1] if m else 'not mapped'), where[label][0]))
        elif n > allow[label][0]:
            problems.append('%s: %d unpredicted FWTS failures, unpredicted.allow allows %d; '
                            'e.g. %s' % (label, n, allow[label][0], where[label][-1]))
    if not args.only and not stale and not missing and not absent:
        for label, (n, rule, date) in sorted(allow.items()):
            if per_label[label] < n:
                problems.append('unpredicted.allow: %s lists %d, %d remain: lower it (the '
                                'allowlist only shrinks)' % (label, n, per_label[label]))

    kinds = ('predicted', 'explained', 'explained here', 'partial input', 'unpredicted')
    if args.verbose or args.table:
        print('%-12s %9s %9s %9s %9s %11s' % ('FWTS test', 'predicted', 'map n/a', 'explained',
                                               'partial', 'unpredicted'))
        for test in sorted(per_test):
            print('%-12s %9d %9d %9d %9d %11d' % ((test,) + tuple(per_test[test][k]
                                                               for k in kinds)))
    for s in stale:
        print('STALE %s: the input changed since FWTS ran (sha256 differs): re-record it '
              '(record.sh --only %s); not judged' % (s, s))
    for m in missing:
        print('ABSENT %s: recorded, the input is gone: re-record or remove its record' % m)
    for u in unrecorded:
        print('UNRECORDED %s: no FWTS verdict yet (record.sh --only %s)' % (u, u))
    allowed = sum(min(per_label[k], allow[k][0]) for k in per_label if k in allow)
    total = counts['failures']
    print('%d inputs judged (%d stale, %d absent, %d unrecorded); %d FWTS failures: %d predicted '
          'by a mapped rule, %d explained in rules/fwts-map.tsv, %d explained for their inputs in '
          'explained.tsv, %d about tables a partial input lacks (tables.incomplete-input), %d '
          'unpredicted (%d allowed in unpredicted.allow)' % (
              len(judged), len(stale), len(missing), len(unrecorded), total,
              counts['predicted'], counts['explained'], counts['explained here'],
              counts['partial input'],
                                  sum(per_label.values()), allowed))
    if total:
        print('predicted by a mapped rule: %.1f %% of all FWTS failures, %.1f %% of those not '
              'explained away (issue 24 target: 95 %%)' % (
                  100.0 * counts['predicted'] / total,
                  100.0 * counts['predicted'] / max(1, total - counts['explained'] -
                                                    counts['explained here'] -
                                                    counts['partial input'])))
    if args.print_allow:
        for label, n in sorted(per_label.items()):
            m = fmap.get(label)
            test = where[label][0].split(': ', 2)[1].split(' ')[0]
            if m and isinstance(m[1], list):
                rule = ','.join(m[1]) + ' (mapped; silent on these inputs)'
            else:
                rule = allow.get(label, (0, '%s.* (issue 24 item 2: the %s checks)' % (
                    test.split('_')[0], test.upper()), ''))[1]
            print('%s\t%d\t%s\t%s' % (label, n, rule, allow.get(label, (0, '', args.print_allow))[2]))
    for p in problems:
        print('FAIL: ' + p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
