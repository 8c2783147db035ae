#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run FWTS (arm64, under qemu-user) on every input of inputs.py and write records/.

  record.py --fwts PREFIX --provenance FILE [--corpus BUILD/corpus] [--shared ../shared]
            [--only GLOB]... [-j N] [--work DIR] [--timeout S]

PREFIX is FWTS installed by record.sh (bin/fwts, lib/fwts/); FILE the lines record.sh wrote
about the build (FWTS tag and commit, compiler, qemu). For each input: its acpidump text goes
to `fwts --dumpfile=TEXT --sbbr --skip-test=... TESTS --log-type=json`, and records/NAME.txt
gets the input's name, the text's sha256, FWTS's version and commit, and one line per FAILED
result: test, level, label, message (tab-separated). An input whose text did not change is
run again only with --force. Exit status 0 when every input was run (FWTS failing an input
is a result, not an error), 1 when FWTS could not be run.
"""
import argparse
import concurrent.futures
import fnmatch
import glob
import json
import os
import re
import signal
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import inputs as inp   # noqa: E402

# The table tests (FWTS `--show-tests`, category ACPI, those that judge a table's bytes) and
# the modules of the SystemReady band run (issue 24).  --sbbr adds FWTS's SBBR tests itself
# (acpi_sbbr, fadt_sbbr, rsdp_sbbr and the tests flagged SBBR: acpitables, xsdt, madt, gtdt,
# spcr, dbg2, pptt, mcfg), so those are not named again (FWTS would run them twice).  Left
# out: the tests that judge the machine FWTS runs on rather than the dump (dmicheck: the
# host's SMBIOS; psci, smccc: the running kernel's firmware interface; esrt, uefibootpath,
# uefirt*: the running UEFI firmware) and method, which evaluates the AML of the namespace
# (not a table check; minutes per laptop DSDT under qemu-user).
TESTS = ('checksum', 'rsdp', 'fadt', 'facs', 'iort', 'srat', 'slit', 'hmat', 'pcct', 'pdtt',
         'bgrt', 'bert', 'einj', 'erst', 'hest', 'sdei', 'nfit', 'mpam', 'ibft', 'ras2', 'aest',
         'cedt', 'apmt', 'csrt', 'fpdt', 'sdev', 'tpm2', 'viot', 'spmi', 'wsmt', 'phat')
SKIPPED = ('dmicheck', 'psci', 'smccc', 'method', 'esrt', 'uefibootpath', 'uefirtmisc',
           'uefirttime', 'uefirtvariable')
TIMEOUT_S = 900   # seconds an input may take (--timeout)


def fwts_command(fwts, dumpfile, results):
    return [*fwts, '--dumpfile=' + dumpfile, '--sbbr', '--skip-test=' + ','.join(SKIPPED),
            '--log-type=json', '-r', results, '-q', *TESTS]


def load_log(results_json):
    """FWTS's JSON log; its writer (fwts_json.c) copies text into strings unescaped: table
    bytes such as OEM ids (not UTF-8, control characters) and namepaths such as "\\_SB.COM0"
    (a backslash that starts no JSON escape is taken as itself)."""
    text = open(results_json, 'rb').read().decode('utf-8', 'replace')
    text = re.sub(r'\\(u[0-9A-Fa-f]{4}|["\\/bfnrt])?',
                  lambda m: m.group(0) if m.group(1) else '\\\\', text)
    return json.loads(text, strict=False)


def log_entries(doc):
    """(test, entry) for every line of FWTS's JSON log: its sections nest as
    fwts / tests / TEST / subtests / ..., and an entry's "owner" is not filled in."""
    out = []

    def walk(node, test):
        if isinstance(node, dict):
            if 'log_text' in node:
                out.append((test, node))
                return
            for k, v in node.items():
                walk(v, k if test == 'tests' else test if test not in (None, 'fwts')
                     else k)
        elif isinstance(node, list):
            for v in node:
                walk(v, test)
    walk(doc, None)
    return out


def failures(results_json):
    """[(test, level, label, message)] of the FAILED results of FWTS's JSON log."""
    return [(test, e.get('level', '?'), e.get('failure_label', '?'),
             ' '.join(e.get('log_text', '').split()))
            for test, e in log_entries(load_log(results_json)) if e.get('status') == 'FAILED']


def summary(results_json):
    """What FWTS could not do on an input ("Cannot find FACP", "Aborted test")."""
    return sorted({'%s: %s' % (test, ' '.join(e['log_text'].split()))
                   for test, e in log_entries(load_log(results_json))
                   if e['log_text'].startswith(('Cannot', 'Aborted'))})


def record_path(name):
    return os.path.join(HERE, 'records', name + '.txt')


def read_header(path):
    head = {}
    try:
        for line in open(path):
            if not line.startswith('# '):
                break
            key, _, value = line[2:].rstrip('\n').partition(': ')
            head[key] = value
    except OSError:
        pass
    return head


def same_text_record(sha, version, name):
    """The record of another input with the same acpidump text and FWTS version, if any: the
    same bytes give the same verdicts (the three copies of the Ampere Altra dump)."""
    for path in glob.glob(os.path.join(HERE, 'records', '**', '*.txt'), recursive=True):
        head = read_header(path)
        if head.get('sha256') == sha and head.get('fwts') == version and \
                head.get('input') != name:
            return path
    return None


def write_record(path, name, sha, version, found, notes):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as out:
        out.write('# input: %s\n' % name)
        out.write('# sha256: %s\n' % sha)
        out.write('# fwts: %s\n' % version)
        out.write('# failed: %d\n' % len(found))
        for n in notes:
            out.write('# fwts said: %s\n' % n)
        for test, level, label, message in found:
            out.write('%s\t%s\t%s\t%s\n' % (test, level, label, message))


def run_one(args, fwts, version, item):
    text = item.text()
    sha = item.sha256()
    path = record_path(item.name)
    if not args.force and read_header(path).get('sha256') == sha and \
            read_header(path).get('fwts') == version:
        return item.name, 'unchanged', None
    twin = same_text_record(sha, version, item.name)
    if twin and not args.force:
        lines = open(twin).read().splitlines()
        notes = [l[len('# fwts said: '):] for l in lines if l.startswith('# fwts said: ')]
        found = [tuple(l.split('\t', 3)) for l in lines if l and not l.startswith('#')]
        write_record(path, item.name, sha, version, found, notes)
        return item.name, 'recorded %d (the same text as %s)' % (
            len(found), read_header(twin)['input']), None
    with tempfile.TemporaryDirectory(dir=args.work) as tmp:
        dump = os.path.join(tmp, 'acpidump.txt')
        results = os.path.join(tmp, 'results.json')
        open(dump, 'wb').write(text)
        try:
            run = subprocess.run(fwts_command(fwts, dump, results), stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, timeout=args.timeout, cwd=tmp)
        except subprocess.TimeoutExpired:
            # No verdict, not a result: the input stays UNRECORDED and the run goes on (a
            # loaded machine, not the input, decides how long qemu-user takes).
            return item.name, 'not recorded: FWTS ran past %d s (--timeout)' % args.timeout, None
        said = run.stdout.decode(errors='replace')
        if run.returncode in (-signal.SIGTERM, -signal.SIGKILL, -signal.SIGINT):
            # Stopped from outside (a run cut short at a deadline), not FWTS failing on
            # the input: no verdict, the input stays UNRECORDED.
            return item.name, 'not recorded: FWTS stopped by signal %d' % -run.returncode, None
        if 'No such test' in said:
            return item.name, 'error', said[-2000:]
        if not os.path.exists(results) or os.path.getsize(results) == 0:
            # FWTS died before writing its log: a result too (its crash on this input)
            write_record(path, item.name, sha, version, [],
                         ['FWTS exited with status %d before writing its log (%s)' % (
                             run.returncode, ' '.join(said.split())[-200:] or 'no output')])
            return item.name, 'recorded: FWTS crashed (status %d)' % run.returncode, None
        try:
            found = sorted(set(failures(results)))
            notes = summary(results)
        except (ValueError, json.JSONDecodeError) as e:
            return item.name, 'error', 'unreadable JSON log: %s' % e
    write_record(path, item.name, sha, version, found, notes)
    return item.name, 'recorded %d' % len(found), None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--fwts', required=True, help='FWTS install prefix')
    ap.add_argument('--qemu', default='qemu-aarch64-static')
    ap.add_argument('--sysroot', default='/usr/aarch64-linux-gnu')
    ap.add_argument('--provenance', required=True)
    ap.add_argument('--corpus', help='the build tree corpus folder (build/corpus)')
    ap.add_argument('--shared', default=os.path.join(HERE, '..', '..', '..', 'shared'))
    ap.add_argument('--only', action='append', default=[])
    ap.add_argument('--force', action='store_true')
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--work', default=tempfile.gettempdir())
    ap.add_argument('--timeout', type=int, default=TIMEOUT_S,
                    help='seconds FWTS may take on one input before it is left unrecorded')
    args = ap.parse_args()

    prov = dict(line.rstrip('\n').split(': ', 1) for line in open(args.provenance)
                if ': ' in line)
    version = '%s %s' % (prov['fwts_tag'], prov['fwts_commit'])
    libdirs = [os.path.join(args.fwts, 'lib', 'fwts'), os.path.join(args.fwts, 'lib'),
               '/usr/lib/aarch64-linux-gnu']
    fwts = ['nice', args.qemu, '-L', args.sysroot, '-E',
            'LD_LIBRARY_PATH=' + ':'.join(libdirs), os.path.join(args.fwts, 'bin', 'fwts')]

    # the quick inputs first: FWTS's fixtures, the corpus cases, the built machines, then
    # the real machines (their namespaces take longest to load under qemu-user)
    items = []
    src = os.path.abspath(os.path.join(HERE, '..', '..'))
    ref = os.path.join(args.shared, 'reference', 'fwts-test')
    if os.path.isdir(ref):
        items += inp.fixture_inputs(ref)
    if args.corpus:
        items += inp.case_inputs(args.corpus)
    items += inp.machine_inputs(os.path.join(src, 'corpus', 'machines'))
    real = os.path.join(args.shared, 'corpus', 'real')
    if os.path.isdir(real):
        # smallest first: a run cut short has recorded the most machines
        items += sorted(inp.real_inputs(real), key=lambda i: len(i.text()))
    if args.only:
        items = [i for i in items if any(fnmatch.fnmatch(i.name, p) for p in args.only)]

    errors = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
        for name, what, detail in pool.map(lambda i: run_one(args, fwts, version, i), items):
            print('%-70s %s' % (name, what), flush=True)
            if detail:
                errors += 1
                print(detail)
    print('%d inputs, %d errors' % (len(items), errors))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
