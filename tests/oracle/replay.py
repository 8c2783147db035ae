#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Replay every recorded boot through `acpilint --simulate --format json` and compare.

  replay.py --acpilint BUILD/acpilint [--case GLOB] [--kernel 6.1] [--table] [--verbose]

For each case and kernel: the tables as booted (machines/<id>/tables.txt with the case's
tables.txt in place of the tables it edits, minus the tables it made unreachable) are
simulated with the options in case.json, and the model must agree with the kernel on every
field of FIELDS and on the decision lines (decision-lines.txt): each decision line the kernel
printed is in simulation.log, and simulation.log holds no decision line the kernel did not
print. Prints a per-case, per-field diff for each disagreement and, with --table (or on
failure), the agreement table per kernel and field.

Checks of the recording itself run first: every case has its files, decisions.txt is what
the patterns pick from log.txt, and the composed tables have good lengths and checksums
(except the checksums a case breaks on purpose).

pending.txt lists "KERNEL CASE FIELD" disagreements accepted while a model is being written;
a kernel whose model acpilint does not have yet (`--kernel` refused) is reported as pending.
Exit status: 0 all agree (or pending), 1 a disagreement or a broken recording.
"""
import argparse
import collections
import fnmatch
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
# The judges' shared batch runner (tests/scripts/acpilint_each.py).
sys.path.insert(1, os.path.join(HERE, '..', 'scripts'))
import acpitables as at   # noqa: E402
import parse_log          # noqa: E402
from acpilint_each import each_reports  # noqa: E402

KERNELS = ('6.1', '6.12')
FIELDS = ('acpi', 'fadt_accepted', 'boot_path', 'psci', 'cpus.possible', 'cpus.online',
          'cpus.online_mpidrs', 'gic.version', 'gic.driver', 'gic.ok', 'outcome.class',
          'decision lines', 'topology.ids', 'topology.caches')
# Compared only where the oracle's /init printed /sys (cases with init): per online CPU.
TOPOLOGY_FIELDS = ('topology.ids', 'topology.caches')


def load_cases(pattern):
    cases = []
    for path in sorted(glob.glob(os.path.join(HERE, 'cases', '*', 'case.json'))):
        case = json.load(open(path))
        if pattern and not any(fnmatch.fnmatch(case['name'], p) for p in pattern):
            continue
        case['dir'] = os.path.dirname(path)
        cases.append(case)
    return cases


def compose(case):
    """The tables as the kernel saw them (acpitables.Table list)."""
    base = at.from_acpidump(open(os.path.join(HERE, 'machines', case['machine'],
                                              'tables.txt')).read())
    edited = {t.sig: t for t in at.from_acpidump(open(os.path.join(case['dir'],
                                                                   'tables.txt')).read())}
    gone = set(case.get('removed_tables', []))
    return [edited.get(t.sig, t) for t in base if t.sig not in gone]


def check_recording(case, kernels, patterns):
    problems = []
    if case.get('tables') is not None:
        for t in compose(case):
            if not t.is_rsdp and t.get(4, 4) != len(t.data):
                problems.append('%s: length field %d, %d bytes' % (t.sig, t.get(4, 4),
                                                                    len(t.data)))
            broken = any(e.startswith(t.sig + '.') and 'wrong on purpose' in e
                         for e in case['edits'])
            if t.checksum_ok() == broken:
                problems.append('%s: checksum %s' % (t.sig, 'right' if broken else 'wrong'))
    for k in kernels:
        d = os.path.join(case['dir'], k)
        for f in ('result.json', 'decisions.txt', 'log.txt'):
            if not os.path.exists(os.path.join(d, f)):
                problems.append('%s/%s missing' % (k, f))
        if problems:
            continue
        log = open(os.path.join(d, 'log.txt')).read().splitlines()
        want = [line for line in log if parse_log.decision_key(patterns, line) is not None]
        if want != open(os.path.join(d, 'decisions.txt')).read().splitlines():
            problems.append('%s/decisions.txt is not what decision-lines.txt picks from '
                            'log.txt (re-run record.py --reparse)' % k)
    return problems


def get(obj, dotted):
    for part in dotted.split('.'):
        if not isinstance(obj, dict) or part not in obj:
            return '<absent>'
        obj = obj[part]
    return obj


def _cpu_list(cpus):
    """The kernel's %*pbl form of a set of CPU numbers: "0-3,8"."""
    out, run = [], []
    for c in sorted(cpus):
        if run and c == run[-1] + 1:
            run.append(c)
            continue
        if run:
            out.append('%d-%d' % (run[0], run[-1]) if len(run) > 1 else '%d' % run[0])
        run = [c]
    if run:
        out.append('%d-%d' % (run[0], run[-1]) if len(run) > 1 else '%d' % run[0])
    return ','.join(out)


def topology_ids(kernel_topo, sim):
    """Per online CPU: package, cluster and core ids, and the thread and package sibling
    lists the ids give (drivers/base/arch_topology.c update_siblings_masks())."""
    model = {c['cpu']: c for c in get(sim, 'topology.cpus') or [] if c.get('online')}
    diffs = []
    if not get(sim, 'topology.simulated') is True:
        return ['model: topology not simulated (%s)' % get(sim, 'topology.reason')]
    for k in kernel_topo['cpus']:
        m = model.get(k['cpu'])
        if m is None:
            diffs.append('cpu%d: not online in the model' % k['cpu'])
            continue
        same = lambda depth: {c['cpu'] for c in model.values()
                              if c['package_id'] == m['package_id'] and
                              (depth < 2 or c['cluster_id'] == m['cluster_id']) and
                              (depth < 3 or c['core_id'] == m['core_id'])}
        want = {'physical_package_id': m['package_id'], 'cluster_id': m['cluster_id'],
                'core_id': m['core_id'], 'thread_siblings_list': _cpu_list(same(3)),
                'core_siblings_list': _cpu_list(same(1))}
        for key, mv in want.items():
            if k.get(key, '<absent>') != mv:
                diffs.append('cpu%d %s: kernel %s, model %s' % (k['cpu'], key,
                                                                k.get(key, '<absent>'), mv))
    extra = sorted(set(model) - {k['cpu'] for k in kernel_topo['cpus']})
    if extra:
        diffs.append('model CPUs online the kernel does not list: %s' % extra)
    return diffs


def _sysfs_size(v):
    return int(v[:-1]) * 1024 if isinstance(v, str) and v.endswith('K') else v


def topology_caches(kernel_topo, sim):
    """Per online CPU, every cache leaf in /sys against the PPTT cache the model says a leaf of
    that level and type takes: size, line size, ways, sets, policies, id and shared CPUs. A
    leaf the model gives no PPTT cache must have no size (no other source on arm64)."""
    model = {c['cpu']: c for c in get(sim, 'topology.cpus') or [] if c.get('online')}
    pairs = (('size', 'size'), ('coherency_line_size', 'line_size'),
             ('ways_of_associativity', 'ways'), ('number_of_sets', 'sets'),
             ('write_policy', 'write_policy'), ('allocation_policy', 'allocation_policy'),
             ('id', 'id'), ('shared_cpu_list', 'shared_cpu_list'))
    diffs = []
    for k in kernel_topo['cpus']:
        m = model.get(k['cpu'])
        if m is None:
            continue
        for leaf in k['caches']:
            mc = next((c for c in m['caches'] if c['level'] == leaf.get('level') and
                       c['type'] == leaf.get('type')), None)
            where = 'cpu%d index%d (L%s %s)' % (k['cpu'], leaf['index'], leaf.get('level'),
                                                 leaf.get('type'))
            if mc is None:
                if 'size' in leaf:
                    diffs.append('%s: kernel size %s, model no PPTT cache' % (where, leaf['size']))
                continue
            for kk, mk in pairs:
                kv = _sysfs_size(leaf.get(kk)) if kk == 'size' else leaf.get(kk)
                mv = mc.get(mk)
                if kk == 'ways_of_associativity':
                    # drivers/base/cacheinfo.c cache_default_attrs_is_visible(): the file is
                    # there when the size is known, 0 included ("full associativity")
                    mv = (mv or 0) if mc.get('size') else None
                if kv != mv:
                    diffs.append('%s %s: kernel %s, model %s' % (where, kk, kv, mv))
    return diffs


def model_fields(sim):
    """The model's values in the oracle's terms (cpus.online_mpidrs from cpus.list)."""
    out = {f: get(sim, f) for f in FIELDS if f not in ('decision lines', 'cpus.online_mpidrs')}
    lst = get(sim, 'cpus.list')
    if isinstance(lst, list):
        boot = [c for c in lst if c.get('online') and c.get('mpidr') == get(sim, 'assumptions.'
                                                                          'boot_mpidr')]
        rest = [c for c in lst if c.get('online') and c not in boot]
        out['cpus.online_mpidrs'] = ['0x%x' % int(str(c['mpidr']), 0) for c in boot + rest]
    else:
        out['cpus.online_mpidrs'] = '<absent>'
    return out


def simulate(acpilint, case, kernel, tables):
    with tempfile.NamedTemporaryFile('w', suffix='.txt', delete=False) as f:
        f.write(at.to_acpidump(tables) if tables else '')
        path = f.name
    try:
        args = case['acpilint'][kernel]
        p = subprocess.run([acpilint, '--format', 'json', '--fail-on', 'never'] + args + [path],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    finally:
        os.unlink(path)
    if p.returncode == 2:
        return None, p.stderr.strip()
    try:
        return json.loads(p.stdout).get('simulation'), None
    except ValueError:
        return None, 'no JSON from acpilint: ' + p.stderr.strip()[:200]


def simulate_all(acpilint, runs):
    """{(case name, kernel): (simulation, error)} for runs [(case, kernel, tables)], as
    simulate() gives them, with one acpilint --each per distinct option list instead of a
    process per boot (under ASan, process start-ups were most of the replay's time).  A batch
    that does not give a report per input is run again boot by boot, so that each boot gets
    its own error."""
    results, groups, paths = {}, collections.OrderedDict(), {}
    scratch = tempfile.mkdtemp()
    try:
        for case, kernel, tables in runs:
            if case['name'] not in paths:
                path = os.path.join(scratch, '%d.txt' % len(paths))
                with open(path, 'w') as f:
                    f.write(at.to_acpidump(tables) if tables else '')
                paths[case['name']] = path
            key = tuple(case['acpilint'][kernel])
            groups.setdefault(key, []).append((case, kernel, tables))
        for args, members in groups.items():
            inputs = [paths[c['name']] for c, _, _ in members]
            docs = each_reports(acpilint, ['--fail-on', 'never', *args], inputs, timeout=None)
            if docs is not None:
                for (case, kernel, _), doc in zip(members, docs):
                    results[(case['name'], kernel)] = (doc.get('simulation'), None)
                continue
            for case, kernel, tables in members:
                results[(case['name'], kernel)] = simulate(acpilint, case, kernel, tables)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return results


def compare(kernel_result, kernel_decisions, sim, patterns):
    """{field: (kernel value, model value)} for every field that disagrees."""
    diffs = {}
    mine = model_fields(sim)
    plain = [f for f in FIELDS if f != 'decision lines' and f not in TOPOLOGY_FIELDS]
    theirs = {f: get(kernel_result, f) for f in plain}
    for f in plain:
        if theirs[f] != mine[f]:
            diffs[f] = (theirs[f], mine[f])
    topo = kernel_result.get('topology')
    if topo:
        for f, fn in (('topology.ids', topology_ids), ('topology.caches', topology_caches)):
            d = fn(topo, sim)
            if d:
                diffs[f] = (d, None)
    shown = {}   # masked line -> the line as printed, for the diff

    def keys(lines):
        out = collections.Counter()
        for line in lines:
            k = parse_log.decision_key(patterns, line)
            if k is not None:
                out[k] += 1
                shown.setdefault(k, line)
        return out
    want = keys(kernel_decisions)
    got = keys(sim.get('log') if isinstance(sim.get('log'), list) else [])
    missing, extra = want - got, got - want
    if missing or extra:
        diffs['decision lines'] = ([shown[k] for k in sorted(missing.elements())],
                                   [shown[k] for k in sorted(extra.elements())])
    return diffs


def load_pending():
    path = os.path.join(HERE, 'pending.txt')
    if not os.path.exists(path):
        return set()
    out = set()
    for line in open(path):
        line = line.split('#', 1)[0].strip()
        if line:
            k, c, f = line.split(None, 2)
            out.add((k, c, f))
    return out


def print_table(stats, kernels, out):
    out.write('\nagreement, kernel vs acpilint model (cases agreeing / cases replayed)\n')
    out.write('%-20s' % 'field' + ''.join('%14s' % ('Linux ' + k) for k in kernels) + '\n')
    for f in FIELDS:
        row = '%-20s' % f
        for k in kernels:
            s = stats[k]
            n = s['topology'] if f in TOPOLOGY_FIELDS else s['replayed']
            row += '%14s' % ('%d/%d' % (s['agree'][f], n) if s['replayed'] else '-')
        out.write(row + '\n')
    row = '%-20s' % 'all fields'
    for k in kernels:
        s = stats[k]
        row += '%14s' % ('%d/%d' % (s['all'], s['replayed']) if s['replayed'] else '-')
    out.write(row + '\n')
    row = '%-20s' % 'kernel lines found'
    for k in kernels:
        s = stats[k]
        row += '%14s' % ('%d/%d' % (s['lines_found'], s['lines']) if s['replayed'] else '-')
    out.write(row + '  (decision lines the kernel printed that simulation.log has)\n')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument('--acpilint', required=True)
    ap.add_argument('--case', action='append', default=[])
    ap.add_argument('--kernel', action='append', default=[])
    ap.add_argument('--table', action='store_true', help='print the agreement table')
    ap.add_argument('--verbose', action='store_true', help='show pending disagreements too')
    ap.add_argument('--write-pending', action='store_true',
                    help='write today\'s disagreements to pending.txt (while a model is written)')
    a = ap.parse_args()
    kernels = a.kernel or list(KERNELS)
    patterns = parse_log.load_patterns()
    pending = load_pending()
    cases = load_cases(a.case)
    if not cases:
        print('no recorded case')
        return 1
    broken, unusable = 0, set()
    for case in cases:
        for p in check_recording(case, kernels, patterns):
            print('RECORDING %s: %s' % (case['name'], p))
            broken += 1
            unusable.add(case['name'])
    stats = {k: {'replayed': 0, 'topology': 0, 'all': 0, 'agree': collections.Counter(),
                 'lines': 0,
                 'lines_found': 0, 'refused': None} for k in kernels}
    failures, pend, now_agree, new_pending = 0, 0, [], []
    runs = []
    for case in cases:
        if case['name'] in unusable:   # reported above; nothing to replay
            continue
        tables = compose(case) if case.get('tables') is not None else None
        runs += [(case, k, tables) for k in kernels]
    simulated = simulate_all(a.acpilint, runs)
    for case in cases:
        if case['name'] in unusable:
            continue
        for k in kernels:
            s = stats[k]
            if s['refused']:
                continue
            d = os.path.join(case['dir'], k)
            result = json.load(open(os.path.join(d, 'result.json')))
            decisions = open(os.path.join(d, 'decisions.txt')).read().splitlines()
            sim, err = simulated[(case['name'], k)]
            if sim is None:
                if 'unknown option' in (err or '') or '--kernel' in (err or ''):
                    s['refused'] = err
                    continue
                print('FAIL %s on %s: acpilint: %s' % (case['name'], k, err))
                failures += 1
                continue
            s['replayed'] += 1
            s['topology'] += bool(result.get('topology'))
            diffs = compare(result, decisions, sim, patterns)
            s['lines'] += len(decisions)
            s['lines_found'] += len(decisions) - len(diffs.get('decision lines', ([], []))[0])
            for f in FIELDS:
                if f in TOPOLOGY_FIELDS and not result.get('topology'):
                    continue
                if f not in diffs:
                    s['agree'][f] += 1
                elif (k, case['name'], f) not in pending:
                    new_pending.append((k, case['name'], f))
            if not diffs:
                s['all'] += 1
            for f in FIELDS:
                if (k, case['name'], f) in pending and f not in diffs:
                    now_agree.append('%s %s %s' % (k, case['name'], f))
            hard = {f: v for f, v in diffs.items() if (k, case['name'], f) not in pending}
            pend += len(diffs) - len(hard)
            shown = diffs if a.verbose else hard
            if shown:
                print('%s %s on Linux %s (machine %s, cmdline "%s")' % (
                    'DIFF' if hard else 'pending', case['name'], k, case['machine'],
                    case['cmdline']))
                for f, (kv, mv) in shown.items():
                    if f in TOPOLOGY_FIELDS:
                        for line in kv[:12]:
                            print('    %-20s %s' % (f, line))
                        if len(kv) > 12:
                            print('    %-20s ... %d more' % (f, len(kv) - 12))
                    elif f == 'decision lines':
                        for line in kv:
                            print('    decision line the kernel printed, missing from the model: '
                                  '%s' % line)
                        for line in mv:
                            print('    decision line the model printed, not the kernel:      %s'
                                  % line)
                    else:
                        print('    %-20s kernel %-12s model %s' % (f, json.dumps(kv),
                                                                  json.dumps(mv)))
            failures += bool(hard)
    for k in kernels:
        if stats[k]['refused']:
            print('PENDING Linux %s: acpilint has no model for it yet (%s)'
                  % (k, stats[k]['refused']))
    if now_agree:
        print('now agreeing, remove from pending.txt: ' + '; '.join(now_agree))
    if a.write_pending:
        with open(os.path.join(HERE, 'pending.txt'), 'w') as f:
            f.write('# SPDX-License-Identifier: MIT\n# KERNEL CASE FIELD: disagreements accepted '
                    'while the models are written (replay.py --write-pending); must end empty\n')
            for entry in sorted(set(pending) | set(new_pending)):
                f.write('%s %s %s\n' % entry)
    if a.table or failures or broken:
        print_table(stats, kernels, sys.stdout)
    print('%d cases, %d recording problems, %d boots disagreeing, %d pending field '
          'disagreements' % (len(cases), broken, failures, pend))
    return 1 if (failures or broken) else 0


if __name__ == '__main__':
    sys.exit(main())
