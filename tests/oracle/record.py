#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Record the oracle: boot every case of cases.py on the real kernels, keep what they decided.

Run through record.sh (which fetches and extracts the Debian kernels); by hand:
  record.py --image 6.1=/path/vmlinuz-6.1... --image 6.12=/path/vmlinuz-6.12... [--case GLOB]...

For each machine the cases use, QEMU's own tables are dumped from guest memory
(machines/<id>/tables.txt). For each case and kernel, the case's tables are made
(edits.py), booted, and the serial log is parsed (parse_log.py) into
cases/<case>/<kernel>/{result.json, decisions.txt, log.txt}; cases/<case>/case.json
says what was booted and how, cases/<case>/tables.txt holds the edited tables.
"""
import argparse
import concurrent.futures
import fnmatch
import json
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import acpitables as at          # noqa: E402
import cases as matrix           # noqa: E402
import edits as ed               # noqa: E402
import parse_log                 # noqa: E402
import qemuboot                  # noqa: E402

MACHINES_DIR = os.path.join(HERE, 'machines')
CASES_DIR = os.path.join(HERE, 'cases')
TABLE_LINE = re.compile(r'ACPI: (\w{4}) 0x([0-9A-F]{16}) ([0-9A-F]{6})')
# Seconds. No serial output for IDLE_TIMEOUT is a hang; the machine is shared with builds, so
# a boot that goes silent is booted once more and recorded as a hang only when it repeats.
BOOT_TIMEOUT, IDLE_TIMEOUT = 600, 180
INIT = None   # the oracle's /init (init/topo_init.c built for arm64), for cases with init=True


def write_json(path, obj):
    with open(path, 'w') as f:
        json.dump(obj, f, indent=1, sort_keys=True)
        f.write('\n')


def newc_cpio(files, init=None):
    """An uncompressed newc cpio archive (what the kernel's find_cpio_data() reads): the
    tables for the upgrade, and with init (an arm64 executable) an initramfs around it: /init,
    /sys and the /dev/console node the kernel opens as init's stdout."""
    out = bytearray()
    ino = 1

    def entry(name, mode, data, rdev=(0, 0)):
        nonlocal ino
        name_b = name.encode() + b'\0'
        hdr = '070701' + ''.join('%08X' % v for v in (
            ino, mode, 0, 0, 1, 0, len(data), 0, 0, rdev[0], rdev[1], len(name_b), 0))
        out.extend(hdr.encode() + name_b)
        out.extend(b'\0' * (-len(out) % 4))
        out.extend(data)
        out.extend(b'\0' * (-len(out) % 4))
        ino += 1
    if files:
        for d in ('kernel', 'kernel/firmware', 'kernel/firmware/acpi'):
            entry(d, 0o040755, b'')
    for name, data in files:
        entry('kernel/firmware/acpi/' + name, 0o100644, data)
    if init is not None:
        entry('dev', 0o040755, b'')
        entry('dev/console', 0o020600, b'', rdev=(5, 1))
        entry('sys', 0o040755, b'')
        entry('init', 0o100755, init)
    entry('TRAILER!!!', 0, b'')
    out.extend(b'\0' * (-len(out) % 512))
    return bytes(out)


# ---------------------------------------------------------------- machines

def dump_machine(machine, kernel, firmware, work):
    """QEMU's tables for this machine, read from guest memory once the kernel listed them."""
    log = os.path.join(work, 'dump-%s.log' % machine.ident)
    argv = qemuboot.qemu_argv(machine, kernel, matrix.BASE_CMDLINE, firmware, log)

    def during(gdb, text):
        if 'Kernel command line:' not in text:
            return None
        gdb.interrupt()
        return [at.Table(sig, int(a, 16), gdb.read(int(a, 16), int(n, 16)))
                for sig, a, n in TABLE_LINE.findall(text)]
    info = qemuboot.run(argv, log, BOOT_TIMEOUT, IDLE_TIMEOUT, during=during)
    tables = info.get('during')
    if not tables:
        raise qemuboot.BootError('no table list from the kernel for %s (%s)'
                                 % (machine.ident, info['status']))
    for t in tables:
        if not t.checksum_ok() or (not t.is_rsdp and t.get(4, 4) != len(t.data)):
            raise qemuboot.BootError('dumped %s of %s is not a whole table' % (t.sig, machine.ident))
    return tables


def machine_tables(machine, kernel, firmware, work, redump):
    d = os.path.join(MACHINES_DIR, machine.ident)
    path = os.path.join(d, 'tables.txt')
    if not machine.acpi:
        os.makedirs(d, exist_ok=True)
        write_json(os.path.join(d, 'machine.json'), dict(machine.to_json(), tables=None))
        return None
    if redump or not os.path.exists(path):
        tables = dump_machine(machine, kernel, firmware, work)
        os.makedirs(d, exist_ok=True)
        with open(path, 'w') as f:
            f.write(at.to_acpidump(tables))
        write_json(os.path.join(d, 'machine.json'), dict(
            machine.to_json(), tables='tables.txt',
            how='dumped from guest memory through QEMU\'s gdbstub after the kernel printed '
                'its table list (record.py dump_machine)',
            qemu=qemuboot.qemu_argv(machine, 'KERNEL', matrix.BASE_CMDLINE, 'FIRMWARE',
                                    'SERIAL_LOG')))
    return at.TableSet(at.from_acpidump(open(path).read()))


# ---------------------------------------------------------------- one case

def prepare(case, base, work):
    """Edited tables, the initrd for the upgrade, the pokes; writes case.json and tables.txt."""
    d = os.path.join(CASES_DIR, case.name)
    os.makedirs(d, exist_ok=True)
    ts, changes, how = (None, [], {})
    upgrades, pokes, initrd = [], [], None
    if base is not None:
        ts, changes, how = ed.apply_all(base, case.edits)
        for sig, mode in sorted(how.items()):
            t = ts.find(sig)
            (upgrades if mode == 'upgrade' else pokes).append(t)
    if upgrades or getattr(case, 'init', False):
        if getattr(case, 'init', False) and INIT is None:
            raise SystemExit('case %s needs the oracle\'s /init: --init PATH' % case.name)
        initrd = os.path.join(work, case.name + '.cpio')
        with open(initrd, 'wb') as f:
            f.write(newc_cpio([(t.sig + '.aml', bytes(t.data)) for t in upgrades],
                              INIT if getattr(case, 'init', False) else None))
    edited = sorted(sig for sig in how if ts.find(sig))
    removed = sorted({t.sig for t in base.tables} - {t.sig for t in ts.tables}) if base else []
    with open(os.path.join(d, 'tables.txt'), 'w') as f:
        f.write(at.to_acpidump([ts.find(s) for s in edited]) if edited else '')
    write_json(os.path.join(d, 'case.json'), {
        'name': case.name,
        'why': case.why,
        'machine': case.machine.ident,
        'machine_details': case.machine.to_json(),
        'cmdline': case.cmdline,
        'dt': case.dt,
        'edits': changes,
        'edited_tables': {s: how[s] for s in edited},
        'removed_tables': removed,
        'how_edited': {
            'upgrade': 'kernel ACPI table upgrade: uncompressed newc cpio initrd with '
                       'kernel/firmware/acpi/SIG.aml, same OEM ids, OEM revision raised',
            'poke': 'written into guest memory through QEMU\'s gdbstub after edk2 installed '
                    'the tables and before the kernel ran (qemuboot.wait_and_poke)'},
        'assumptions': case.assumptions,
        'init': 'tests/oracle/init/topo_init.c, built static for arm64, as /init of the initrd: '
                'prints /sys CPU topology and cache files as "@topo" lines, then powers off'
                if getattr(case, 'init', False) else None,
        'qemu': qemuboot.qemu_argv(case.machine, 'KERNEL', case.cmdline, 'FIRMWARE',
                                   'SERIAL_LOG', 'INITRD' if initrd else None),
        'acpilint': {k: case.acpilint_args(k) for k in matrix.KERNELS},
        'tables': 'machines/%s/tables.txt with tables.txt replacing the tables of the same '
                  'signature' % case.machine.ident if base is not None else None,
    })
    expect = [(t.addr, bytes(t.data)) for t in base.tables] if (base and pokes) else []
    return ts, initrd, [(t.addr, bytes(t.data)) for t in pokes], expect


def boot(case, kernel_ver, kernel, firmware, work, ts, initrd, pokes, expect):
    log = os.path.join(work, '%s.%s.log' % (case.name, kernel_ver))
    argv = ['nice', '-n', '15'] + qemuboot.qemu_argv(case.machine, kernel, case.cmdline,
                                                     firmware, log, initrd)
    before = (lambda gdb: qemuboot.wait_and_poke(gdb, expect, pokes)) if pokes else None
    tries = []
    for attempt in range(2):
        try:
            info = qemuboot.run(argv, log, BOOT_TIMEOUT, IDLE_TIMEOUT, before=before)
        except qemuboot.BootError as e:
            raise qemuboot.BootError('%s on %s: %s' % (case.name, kernel_ver, e))
        tries.append(info['status'])
        if info['status'] not in ('idle', 'timeout'):
            break   # a silent boot is booted again: a hang must repeat to be recorded
    write_json(log + '.json', {'ended': info['status'], 'seconds': info['seconds'],
                               'tries': tries,
                               'poke': info.get('before'), 'qemu_output': info['qemu_output']})
    return store(case, kernel_ver, ts, log)


def store(case, kernel_ver, ts, log):
    """Parse a boot's serial log into cases/<case>/<kernel>/."""
    info = json.load(open(log + '.json'))
    text = open(log, 'rb').read().decode('utf-8', 'replace')
    fadt = ts.find('FACP') if ts else None
    context = {'dt': case.dt, 'ended': info['ended'],
               'fadt_arm_boot_arch': fadt.get(at.FADT_ARM_BOOT_ARCH, 2) if fadt else None}
    parsed = parse_log.parse(text, context)
    d = os.path.join(CASES_DIR, case.name, kernel_ver)
    os.makedirs(d, exist_ok=True)
    boot_info = {k: info[k] for k in ('ended', 'seconds', 'poke', 'tries') if k in info}
    write_json(os.path.join(d, 'result.json'), dict(parsed['result'], boot=boot_info))
    with open(os.path.join(d, 'decisions.txt'), 'w') as f:
        f.write(''.join(line + '\n' for line in parsed['decisions']))
    with open(os.path.join(d, 'log.txt'), 'w') as f:
        f.write(''.join(line + '\n' for line in parsed['kept']))
    if parsed['topology_lines']:
        with open(os.path.join(d, 'topology.txt'), 'w') as f:
            f.write(''.join(line + '\n' for line in parsed['topology_lines']))
    o = parsed['result']['outcome']
    return '%-36s %-5s %-7s %5.1fs %-6s %s' % (case.name, kernel_ver, info['ended'],
                                               info['seconds'], o['class'], (o['message'] or '')[:60])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument('--image', action='append', default=[], metavar='VER=VMLINUZ', required=True)
    ap.add_argument('--firmware', default='/usr/share/qemu-efi-aarch64/QEMU_EFI.fd')
    ap.add_argument('--work', default=None, help='scratch folder for logs and initrds')
    ap.add_argument('--case', action='append', default=[], help='only cases matching GLOB')
    ap.add_argument('--jobs', type=int, default=2, help='boots at a time (at most 2)')
    ap.add_argument('--redump', action='store_true', help='dump the machines\' tables again')
    ap.add_argument('--out', default=HERE,
                    help='write machines/ and cases/ there instead of this folder')
    ap.add_argument('--init', default=None,
                    help='the oracle\'s /init built for arm64 (record.sh builds init/topo_init.c)')
    ap.add_argument('--reparse', action='store_true',
                    help='boot nothing: parse the serial logs of the last run in --work again')
    args = ap.parse_args()
    global MACHINES_DIR, CASES_DIR, INIT
    if args.init:
        INIT = open(args.init, 'rb').read()
    MACHINES_DIR = os.path.join(args.out, 'machines')
    CASES_DIR = os.path.join(args.out, 'cases')
    images = dict(i.split('=', 1) for i in args.image)
    work = args.work or tempfile.mkdtemp(prefix='acpilint-oracle-')
    os.makedirs(work, exist_ok=True)
    selected = [c for c in matrix.CASES
                if not args.case or any(fnmatch.fnmatch(c.name, g) for g in args.case)]
    first_kernel = images[sorted(images)[0]]
    bases = {}
    for c in selected:
        if c.machine.ident not in bases:
            bases[c.machine.ident] = machine_tables(c.machine, first_kernel, args.firmware, work,
                                                    args.redump)
    if not args.case and os.path.isdir(CASES_DIR):   # whole recording: drop old cases
        for stale in set(os.listdir(CASES_DIR)) - {c.name for c in matrix.CASES}:
            shutil.rmtree(os.path.join(CASES_DIR, stale))
    jobs = []
    for c in selected:
        logs = [os.path.join(work, '%s.%s.log' % (c.name, ver)) for ver in sorted(images)]
        if args.reparse and not all(os.path.exists(log + '.json') for log in logs):
            print('%-36s not booted in %s' % (c.name, work))
            continue
        prepared = prepare(c, bases[c.machine.ident], work)
        if args.reparse:
            for ver, log in zip(sorted(images), logs):
                print(store(c, ver, prepared[0], log))
            continue
        for ver in sorted(images):
            jobs.append((c, ver, images[ver]) + (args.firmware, work) + prepared)
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(args.jobs, 2))) as pool:
        for fut in [pool.submit(boot, *j) for j in jobs]:
            try:
                print(fut.result(), flush=True)
            except qemuboot.BootError as e:
                failed += 1
                print('BOOT FAILED: %s' % e, flush=True)
    print('%d boots, %d failed; logs in %s' % (len(jobs), failed, work))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
