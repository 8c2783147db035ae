#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""FWTS's own table fixtures against acpilint (issue 24, second "Done when"; fixtures.tsv).

  fixtures.py --acpilint BIN --ref ../shared/reference/fwts-test [--verbose]

For every table folder T of the reference: T-0002 (acpidump-0002.log), when FWTS's expected
log T-0002.log has FAILED lines of its own test T, must get a content finding on that table,
a rule other than the table.* header and checksum rules, at warning or above; T-0001, when
its expected log has none, must get no error on that table but those fixtures.tsv justifies.
A table listed `pending` may lack its content finding; one that has it fails until its line
is removed (the list only shrinks), and so does a justification no error uses any more.
Exit status 0 when every fixture is as required, 1 otherwise, 77 when the reference is absent.
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# FWTS names its tests by table, except where the signature differs.
SIGNATURE = {'madt': 'APIC', 'fadt': 'FACP'}


def load_list(path):
    justified, pending = {}, {}
    for n, line in enumerate(open(path, encoding='utf-8'), 1):
        if not line.strip() or line.startswith('#'):
            continue
        cols = line.rstrip('\n').split('\t')
        if len(cols) != 4 or cols[0] not in ('justified', 'pending') or not cols[3].strip():
            sys.exit(f'{path}:{n}: want 4 tab-separated columns: justified|pending, '
                     f'fixture or table, rule or -, reason')
        (justified if cols[0] == 'justified' else pending)[(cols[1], cols[2])] = cols[3]
    return justified, {t for t, _ in pending}


def failed_lines(log, test):
    pattern = re.compile(r'^' + re.escape(test) + r'\s+FAILED')
    with open(log, encoding='utf-8', errors='replace') as f:
        return sum(1 for line in f if pattern.match(line))


def findings(acpilint, dump, sig):
    out = subprocess.run([acpilint, '--format', 'json', dump], capture_output=True, text=True,
                         check=False).stdout
    return [f for f in json.loads(out)['findings'] if f.get('table') == sig]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--acpilint', required=True)
    ap.add_argument('--ref', required=True, help='../shared/reference/fwts-test')
    ap.add_argument('--list', default=os.path.join(HERE, 'fixtures.tsv'))
    ap.add_argument('--verbose', action='store_true')
    args = ap.parse_args()
    if not os.path.isdir(args.ref):
        print(f"SKIP: FWTS's fixtures not found at '{args.ref}' (../shared is absent)")
        return 77
    justified, pending = load_list(args.list)
    used, bad, judged = set(), [], 0
    for t in sorted(os.listdir(args.ref)):
        if not os.path.isdir(os.path.join(args.ref, t)):
            continue
        sig = SIGNATURE.get(t, t.upper())
        for n in (1, 2):
            dump = os.path.join(args.ref, t, f'acpidump-000{n}.log')
            log = os.path.join(args.ref, t, f'{t}-000{n}.log')
            if not (os.path.isfile(dump) and os.path.isfile(log)):
                continue
            judged += 1
            failed = failed_lines(log, t)
            fs = findings(args.acpilint, dump, sig)
            content = sorted({f['rule'] for f in fs if f['severity'] in ('warning', 'error')
                              and not f['rule'].startswith('table.')})
            if args.verbose:
                print(f'{t}-000{n}: FWTS {failed} FAILED; content findings: '
                      f'{", ".join(content) or "none"}')
            if n == 2 and failed:
                if not content and t not in pending:
                    bad.append(f'{t}-0002: FWTS fails the {sig} ({failed} FAILED lines) but '
                               f'acpilint has no content finding on it at warning or above')
                elif content and t in pending:
                    bad.append(f'{t}-0002: gets {", ".join(content)} now: remove the pending '
                               f'line of {t} from fixtures.tsv')
            if n == 1 and not failed:
                for f in fs:
                    key = (f'{t}-0001', f['rule'])
                    if f['severity'] != 'error':
                        continue
                    if key in justified:
                        used.add(key)
                    else:
                        bad.append(f'{t}-0001: FWTS passes the {sig} but acpilint reports '
                                   f'{f["rule"]} (not justified in fixtures.tsv): '
                                   f'{f["message"]}')
    for key in sorted(set(justified) - used):
        bad.append(f'fixtures.tsv: {key[0]} {key[1]} is justified but no longer reported: '
                   f'remove its line')
    for line in bad:
        print('FAIL: ' + line)
    print(f'{judged} FWTS fixtures judged; {len(pending)} tables pending a content finding; '
          f'{len(bad)} problems')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
