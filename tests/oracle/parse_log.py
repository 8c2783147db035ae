#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Turn a kernel's serial log into the fields of acpilint's JSON `simulation` object.

  parse_log.py LOG [--dt stub|populated] [--arm-boot-arch N] [--ended exited|idle|timeout]

prints {result, decisions, kept} as JSON. What each field is read from:

acpi           "enabled" when the kernel kept ACPI after setup_arch(): psci_init() took the
               ACPI path ("psci: probing for conduit method from ACPI." or "psci: is not
               implemented in ACPI."), or acpi_early_init() printed "ACPI: Core revision".
fadt_accepted  acpi_fadt_sanity_check() ran and passed: ACPI was tried ("Early table checksum
               verification disabled|enabled") and none of its complaints ("Failed to get FADT table",
               "Unsupported FADT revision" without "assuming 5.1", "not ACPI hardware reduced
               compliant") nor "Failed to init ACPI tables" was printed.
boot_path      "acpi" when ACPI is enabled, else "dt" (setup_arch() unflattens the device tree,
               the EFI stub's empty one included).
psci           "absent" when psci_acpi_init() said "is not implemented in ACPI" (or the DT path
               found no PSCI); otherwise the FADT's PSCI_USE_HVC flag decides (the kernel does
               not print the conduit: psci_acpi_init() reads acpi_psci_use_hvc()).
cpus           possible: nr_cpu_ids ("SLUB: ... CPUs=N", as "rcu: RCU restricting CPUs ...
               nr_cpu_ids=N"), the weight of cpu_possible_mask when it has no hole (no case
               makes one), 1 before the SLUB line; online: "smp: Brought up N node(s), M
               CPU(s)", else 1 + the secondaries that booted; online_mpidrs
               from "Booting Linux on physical CPU" and "CPUn: Booted secondary processor";
               failures: the per-CPU and per-GICC complaints.
gic            driver "gic-v3" when irq-gic-v3 printed, "gic-v2" when a root handler was set
               without it; version: the architecture the driver drives (3, 2; 0 none: QEMU
               TCG has no GICv4); ok: set_handle_irq() ran ("Root IRQ handler:").
outcome        class: "boots" when the kernel reached the root file system or init ("VFS:
               Unable to mount root fs", "Run /init"), "oops" when a kernel oops came first
               ("Internal error:", "Unable to handle kernel"), "panic" for a "Kernel panic",
               "hang" when the log stopped before any of these; stage: from the outermost
               known function of the call trace (setup_arch, mm_init, init_IRQ, time_init, smp_init,
               late = after SMP, userspace = boots), or the last stage marker reached for a
               hang; message: the oops or panic line (null for boots and hangs).
topology       what the oracle's /init (init/topo_init.c) printed from /sys after the boot, one
               "@topo" line per file: per online CPU its topology/ ids and sibling lists and
               its cache/index*/ leaves (level, type, size, line size, ways, sets,
               shared_cpu_list, id); null when no /init ran.
"""
import argparse
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TIMESTAMP = re.compile(r'^\[\s*\d+\.\d+\] ?')
ANSI = re.compile(r'\x1b\[[0-9;=?]*[A-Za-z]')


def load_patterns(path=os.path.join(HERE, 'decision-lines.txt')):
    pats = []
    for line in open(path):
        line = line.rstrip('\n')
        if line and not line.startswith('#'):
            pats.append(re.compile(line))
    return pats


def masked(pattern, line):
    """The line with its hw* groups replaced, for comparing lines that differ only there."""
    m = pattern.match(line)
    if not m:
        return None
    out, last = [], 0
    for name, value in m.groupdict().items():
        if name.startswith('hw') and value is not None:
            s, e = m.span(name)
            out.append(line[last:s] + '<' + name + '>')
            last = e
    return ''.join(out) + line[last:]


def decision_key(patterns, line):
    for p in patterns:
        k = masked(p, line)
        if k is not None:
            return k
    return None


def kernel_lines(text):
    """The kernel's messages, timestamps removed; the EFI stub's lines before them kept."""
    out = []
    for raw in text.replace('\r', '').split('\n'):
        raw = ANSI.sub('', raw)
        if TIMESTAMP.match(raw) or raw.startswith('EFI stub:'):
            out.append(TIMESTAMP.sub('', raw).rstrip())
    return out


# What the audit copy (log.txt) keeps: the subsystems the decisions are about.
KEEP = re.compile(r'ACPI|GIC|ITS|psci|CPU|smp|SMP|rcu: \tRCU restricting|SLUB|timer|'
                  r'[Pp]anic|Oops|Internal error|Unable to handle|Call trace|^ [ a-z_0-9.]+\+0x|'
                  r'Booting Linux|Kernel command line|Malformed|Root IRQ|EFI stub|Run /init|'
                  r'VFS: Unable|MPIDR|enable-method|pc :|lr :|Code:|Hardware name|'
                  r'Unable to|Failed|failed|WARNING|BUG')

DROP = re.compile(r'^(CPU features:|Detected \w+ I-cache|ACPI: Added _OSI|ACPI: PCI: Interrupt link)')

STAGES = [  # (function in a call trace, stage), outermost last
    ('mount_root', 'userspace'), ('prepare_namespace', 'userspace'),
    ('do_initcalls', 'late'), ('do_one_initcall', 'late'), ('do_basic_setup', 'late'),
    ('secondary_start_kernel', 'smp_init'), ('smp_init', 'smp_init'), ('bringup_cpu', 'smp_init'),
    ('smp_prepare_cpus', 'smp_init'),
    ('time_init', 'time_init'), ('init_IRQ', 'init_IRQ'), ('mm_core_init', 'mm_init'),
    ('mm_init', 'mm_init'), ('setup_arch', 'setup_arch'),
]
MARKERS = [  # (line prefix, stage now running) in boot order, for hangs
    ('Booting Linux on physical CPU', 'setup_arch'), ('Kernel command line:', 'mm_init'),
    ('NR_IRQS:', 'init_IRQ'),
    ('arch_timer:', 'time_init'), ('smp: Bringing up secondary CPUs', 'smp_init'),
    ('SMP: Total of', 'late'), ('VFS: Unable to mount root fs', 'userspace'),
]


def _stage_from_trace(lines, start):
    frames = []
    for line in lines[start:start + 80]:
        m = re.match(r'^\s*([A-Za-z_][\w.]*)\+0x', line)
        if m:
            frames.append(m.group(1))
        elif frames and not line.startswith(' '):
            break
    for fn, stage in STAGES:
        if fn in frames:
            return stage
    return None


def _stage_from_markers(lines):
    stage = 'efi-stub'
    for line in lines:
        for prefix, s in MARKERS:
            if line.startswith(prefix):
                stage = s
    return stage


def outcome(lines, ended):
    for i, line in enumerate(lines):
        if line.startswith('Run /init') or line.startswith('VFS: Unable to mount root fs') or \
                'VFS: Unable to mount root fs' in line:
            return {'class': 'boots', 'stage': 'userspace', 'message': None}
        if line.startswith('Internal error:') or line.startswith('Unable to handle kernel') or \
                line.startswith('Kernel panic - not syncing:'):
            kind = 'panic' if line.startswith('Kernel panic') else 'oops'
            return {'class': kind, 'stage': _stage_from_trace(lines, i) or
                    _stage_from_markers(lines[:i]), 'message': line}
    return {'class': 'hang', 'stage': _stage_from_markers(lines), 'message': None,
            'last_line': lines[-1] if lines else None, 'ended': ended}


TOPO_LINE = re.compile(r'@topo (\S+)(?: (\S+) (\S+) ?(.*))?$|@topo online .*$')
TOPO_KEYS = ('physical_package_id', 'cluster_id', 'core_id', 'thread_siblings_list',
             'core_siblings_list', 'cluster_cpus_list', 'package_cpus_list')
CACHE_KEYS = ('level', 'type', 'size', 'coherency_line_size', 'ways_of_associativity',
              'number_of_sets', 'shared_cpu_list', 'id', 'allocation_policy', 'write_policy')


def topology_lines(text):
    """The /init's "@topo" lines, in order (the kernel's messages may come between them)."""
    out = []
    for raw in text.replace('\r', '').split('\n'):
        i = raw.find('@topo ')
        if i >= 0 and TOPO_LINE.match(raw[i:].rstrip()):
            out.append(raw[i:].rstrip())
    return out


def topology(lines):
    """{online, cpus: [{cpu, physical_package_id, ..., caches: [{index, level, ...}]}]}."""
    if not lines:
        return None
    online, cpus = None, {}
    for line in lines:
        if line.startswith('@topo online '):
            online = line[len('@topo online '):]
            continue
        what, sub, key, value = TOPO_LINE.match(line).groups()
        if not what.startswith('cpu') or sub is None:
            continue
        cpu = cpus.setdefault(int(what[3:]), {'cpu': int(what[3:]), 'caches': {}})
        number = lambda v: int(v) if re.match(r'^-?\d+$', v) else v
        if sub == 'topology' and key in TOPO_KEYS:
            cpu[key] = number(value) if not key.endswith('_list') else value
        elif sub.startswith('cache/index') and key in CACHE_KEYS:
            leaf = cpu['caches'].setdefault(int(sub[len('cache/index'):]),
                                            {'index': int(sub[len('cache/index'):])})
            leaf[key] = number(value) if key in ('level', 'coherency_line_size',
                                                 'ways_of_associativity', 'number_of_sets',
                                                 'id') else value
    out = []
    for n in sorted(cpus):
        c = cpus[n]
        c['caches'] = [c['caches'][i] for i in sorted(c['caches'])]
        out.append(c)
    return {'online': online, 'cpus': out}


def _first_int(regex, lines):
    for line in lines:
        m = re.search(regex, line)
        if m:
            return int(m.group(1))
    return None


CPU_FAILURES = re.compile(
    r'^(skipping CPU entry with invalid MPIDR .*|duplicate (boot )?CPU MPIDR.*|'
    r'missing boot CPU MPIDR.*|Unsupported (ACPI )?enable-method.*|CPU\d+: failed .*|'
    r'CPU\d+: died .*|CPU\d+: will not boot|psci: failed to boot .*|psci: no cpu_on .*|'
    r'GICv3: CPU\d+: mpidr .* has no re-distributor!|Number of cores .*)$')


def parse(text, context):
    lines = kernel_lines(text)
    has = lambda s: any(s in line for line in lines)
    tried = (has('ACPI: Early table checksum verification disabled')
             or has('ACPI: Early table checksum verification enabled'))
    acpi = has('psci: probing for conduit method from ACPI.') or \
        has('psci: is not implemented in ACPI.') or has('ACPI: Core revision')
    fadt_bad = has('ACPI: Failed to get FADT table') or has('ACPI: Failed to init ACPI tables') \
        or has('FADT not ACPI hardware reduced compliant') \
        or (has('Unsupported FADT revision') and not has('FADT has ARM boot flags set'))
    boot_path = 'acpi' if acpi else 'dt'
    if has('psci: is not implemented in ACPI.') or not acpi:
        # the DT path: psci_dt_init() finds a psci node only in a populated DT
        psci = 'absent'
        if not acpi and context.get('dt') == 'populated' and has('psci: probing for conduit '
                                                                  'method from DT.'):
            psci = context.get('dt_psci_method', 'hvc')
    else:
        flags = context.get('fadt_arm_boot_arch') or 0
        psci = 'hvc' if flags & 2 else 'smc'
    # before smp_init_cpus() (a death in setup_arch) only the boot CPU is possible/online
    possible = _first_int(r'^SLUB: .*CPUs=(\d+)', lines) or 1
    online = _first_int(r'^smp: Brought up \d+ nodes?, (\d+) CPUs?$', lines)
    if online is None:
        online = 1 + sum(1 for line in lines if re.match(r'^CPU\d+: Booted secondary', line))
    mpidrs = []
    for line in lines:
        m = re.match(r'^Booting Linux on physical CPU 0x([0-9a-f]+)', line) or \
            re.match(r'^CPU\d+: Booted secondary processor 0x([0-9a-f]+)', line)
        if m:
            mpidrs.append('0x%x' % int(m.group(1), 16))
    v3 = any(line.startswith('GICv3:') for line in lines)
    handler = has('Root IRQ handler:')
    driver = 'gic-v3' if v3 else ('gic-v2' if handler else None)
    result = {
        'acpi': 'enabled' if acpi else 'disabled',
        'fadt_accepted': bool(tried and not fadt_bad),
        'boot_path': boot_path,
        'psci': psci,
        'cpus': {'possible': possible, 'online': online, 'online_mpidrs': mpidrs,
                 'failures': [line for line in lines if CPU_FAILURES.match(line)]},
        'gic': {'version': {'gic-v3': 3, 'gic-v2': 2}.get(driver, 0), 'driver': driver,
                'ok': handler},
        'outcome': outcome(lines, context.get('ended', 'exited')),
        'topology': topology(topology_lines(text)),
    }
    patterns = load_patterns()
    is_decision = [decision_key(patterns, line) is not None for line in lines]
    return {'result': result,
            'topology_lines': topology_lines(text),
            'decisions': [line for line, d in zip(lines, is_decision) if d],
            'kept': [line for line, d in zip(lines, is_decision)
                     if d or (KEEP.search(line) and not DROP.match(line))]}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument('log')
    ap.add_argument('--dt', default='stub', choices=('stub', 'populated'))
    ap.add_argument('--arm-boot-arch', type=lambda s: int(s, 0), default=None)
    ap.add_argument('--ended', default='exited')
    a = ap.parse_args()
    text = open(a.log, 'rb').read().decode('utf-8', 'replace')
    json.dump(parse(text, {'dt': a.dt, 'fadt_arm_boot_arch': a.arm_boot_arch, 'ended': a.ended}),
              sys.stdout, indent=1)
    print()


if __name__ == '__main__':
    main()
