# SPDX-License-Identifier: MIT
"""Boot one kernel under qemu-system-aarch64 -M virt (edk2, TCG) and keep its serial log.

QEMU's gdbstub (a unix socket, physical-memory mode) reads guest memory to dump
the ACPI tables edk2 installed, and writes guest memory for the edits the
kernel's table upgrade cannot make (checksums, the RSDP, the XSDT, the GTDT):
the VM is stopped once every table edk2 installs is in place with its final
bytes, the program counter is checked to be outside the kernel (the kernel has
not read the tables yet), the bytes are written, and the VM goes on.
"""
import os
import socket
import subprocess
import tempfile
import time

KERNEL_VA = 0xFFFF000000000000   # arm64 kernel virtual addresses start here


class BootError(Exception):
    pass


class Machine:
    """The QEMU machine around the tables (what --hw-* describe)."""

    def __init__(self, gic=3, smp=2, virtualization=False, acpi=True, cpu='cortex-a57',
                 memory='512M', topology=None):
        self.gic, self.smp, self.virtualization = gic, smp, virtualization
        self.acpi, self.cpu, self.memory = acpi, cpu, memory
        # -smp's topology: (sockets, clusters, cores, threads); None leaves it to QEMU
        # (QEMU 7.2 virt: 1 socket, 1 cluster, smp cores, 1 thread)
        self.topology = topology
        # Many vCPUs on a loaded 2-core host: multi-threaded TCG starves vCPU threads into RCU
        # stalls and soft lockups; one TCG thread round-robins them (the kernel's decisions
        # do not depend on it).
        self.accel = 'tcg,thread=single' if smp > 8 else 'tcg'

    @property
    def ident(self):
        s = 'gicv%d-smp%d' % (self.gic, self.smp)
        if self.topology:
            s += '-s%d-cl%d-c%d-t%d' % self.topology
        if self.virtualization:
            s += '-el2'
        if not self.acpi:
            s += '-noacpi'
        return s

    def machine_arg(self):
        m = 'virt,gic-version=%d' % self.gic
        if self.virtualization:
            m += ',virtualization=on'
        if not self.acpi:
            m += ',acpi=off'
        return m

    def mpidrs(self):
        # QEMU virt: Aff0 = index % cluster size (8 for GICv2, 16 for GICv3), Aff1 = the rest
        # (hw/arm/virt.c virt_cpu_mp_affinity()).
        size = 8 if self.gic == 2 else 16
        return [(i // size) << 8 | (i % size) for i in range(self.smp)]

    def psci_conduit(self):
        # hw/arm/virt.c: QEMU answers PSCI itself, by HVC unless the guest owns EL2
        # (virtualization=on), then by SMC.
        return 'smc' if self.virtualization else 'hvc'

    def smp_arg(self):
        if not self.topology:
            return str(self.smp)
        return '%d,sockets=%d,clusters=%d,cores=%d,threads=%d' % ((self.smp,) + self.topology)

    def to_json(self):
        extra = {'smp_topology': dict(zip(('sockets', 'clusters', 'cores', 'threads'),
                                          self.topology))} if self.topology else {}
        return dict(extra, **{'gic_version': self.gic, 'smp': self.smp,
                'virtualization': self.virtualization, 'acpi': self.acpi,
                'cpu': self.cpu, 'memory': self.memory, 'mpidrs': ['0x%x' % m for m in self.mpidrs()],
                'psci_conduit': self.psci_conduit()})


def qemu_argv(machine, kernel, cmdline, firmware, serial_log, initrd=None):
    argv = ['qemu-system-aarch64', '-M', machine.machine_arg(), '-cpu', machine.cpu,
            '-smp', machine.smp_arg(), '-m', machine.memory, '-accel', machine.accel,
            '-bios', firmware, '-nic', 'none', '-display', 'none', '-monitor', 'none',
            '-no-reboot', '-serial', 'file:' + serial_log,
            '-kernel', kernel, '-append', cmdline]
    if initrd:
        argv += ['-initrd', initrd]
    return argv


# ---------------------------------------------------------------- gdb remote protocol

class Gdb:
    """Just enough of the GDB remote serial protocol for QEMU's gdbstub."""

    def __init__(self, path, timeout=30):
        deadline = time.time() + timeout
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.connect(path)
                break
            except OSError:
                self.sock.close()
                if time.time() > deadline:
                    raise BootError('gdbstub socket %s did not open' % path)
                time.sleep(0.05)
        self.sock.settimeout(timeout)
        self.buf = b''
        self.request('QStartNoAckMode', ack=True)
        if self.request('Qqemu.PhyMemMode:1') != 'OK':
            raise BootError('gdbstub refused physical memory mode')

    def _send(self, payload):
        cs = sum(payload.encode()) & 0xFF
        self.sock.sendall(b'$%s#%02x' % (payload.encode(), cs))

    def _recv_packet(self):
        while True:
            start = self.buf.find(b'$')
            if start >= 0:
                end = self.buf.find(b'#', start)
                if end >= 0 and len(self.buf) >= end + 3:
                    payload = self.buf[start + 1:end].decode('latin-1')
                    self.buf = self.buf[end + 3:]
                    return payload
            data = self.sock.recv(65536)
            if not data:
                raise BootError('gdbstub closed the connection')
            self.buf += data

    def request(self, payload, ack=False):
        self._send(payload)
        if ack:  # the reply to QStartNoAckMode is still acknowledged
            reply = self._recv_packet()
            self.sock.sendall(b'+')
            self.buf = self.buf.replace(b'+', b'')
            return reply
        return self._recv_packet()

    def interrupt(self):
        self.sock.sendall(b'\x03')
        return self._recv_packet()

    def cont(self):
        self._send('c')

    def detach(self):
        self.request('D')

    def read(self, addr, length):
        out = b''
        while length > 0:
            n = min(length, 1024)
            reply = self.request('m%x,%x' % (addr, n))
            if reply.startswith('E') and len(reply) == 3:
                raise BootError('cannot read guest memory at 0x%x' % addr)
            out += bytes.fromhex(reply)
            addr += n
            length -= n
        return out

    def write(self, addr, data):
        for off in range(0, len(data), 512):
            chunk = data[off:off + 512]
            if self.request('M%x,%x:%s' % (addr + off, len(chunk), chunk.hex())) != 'OK':
                raise BootError('cannot write guest memory at 0x%x' % (addr + off))

    def pc(self):
        # 'g' lists x0-x30, sp, pc (gdb's aarch64-core.xml order), 8 bytes each
        regs = bytes.fromhex(self.request('g'))
        if len(regs) < 33 * 8:
            raise BootError('gdbstub returned no registers')
        return int.from_bytes(regs[32 * 8:33 * 8], 'little')


# ---------------------------------------------------------------- one boot

def run(argv, serial_log, timeout, idle_timeout, before=None, during=None):
    """Run QEMU until it exits, the log stops growing, or `during` has what it wants.

    before(gdb) runs with the VM stopped at reset (it may run it on; see wait_and_poke);
    during(gdb, log_text) is called as the log grows, the VM running; when it returns
    something other than None, QEMU is stopped. Returns {'status': 'exited' | 'timeout' |
    'idle' | 'stopped', 'seconds', 'before', 'during', 'qemu_output'}.
    """
    with tempfile.TemporaryDirectory(prefix='oracle-gdb-') as tmp:
        sock = os.path.join(tmp, 'gdb') if (before or during) else None
        if sock:
            argv = argv + ['-S', '-gdb', 'unix:%s,server=on,wait=off' % sock]
        open(serial_log, 'wb').close()
        start = time.time()
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT)
        info = {}
        try:
            gdb = Gdb(sock) if sock else None
            if gdb and before:
                info['before'] = before(gdb)
            if gdb and not during:
                gdb.detach()
                gdb = None
            elif gdb:
                gdb.cont()
            info['status'] = _watch(proc, serial_log, start, timeout, idle_timeout, gdb, during,
                                    info)
        finally:
            if proc.poll() is None:
                proc.kill()
            out = proc.communicate()[0]
        info.update({'seconds': round(time.time() - start, 1),
                     'qemu_output': out.decode('utf-8', 'replace')})
        return info


# panic=-1 reboots at once and -no-reboot ends QEMU; when the reboot itself fails (no PSCI
# to ask) the kernel says so and stops.
PANIC_END = (b'Reboot failed -- System halted', b'---[ end Kernel panic')
# The oracle's /init (init/topo_init.c) printed everything and asks for power-off; without
# PSCI SYSTEM_OFF the kernel then halts, so its last line ends the boot.
INIT_END = b'@topo end'


def _watch(proc, serial_log, start, timeout, idle_timeout, gdb, during, info):
    last_size, last_change, panic_seen, end = -1, time.time(), None, 'panic-halted'
    while True:
        if proc.poll() is not None:
            return 'exited'
        size = os.path.getsize(serial_log)
        now = time.time()
        if panic_seen is None and size != last_size:
            text = open(serial_log, 'rb').read()
            if any(marker in text for marker in PANIC_END):
                panic_seen = now
            elif INIT_END in text:
                panic_seen, end = now, 'init-done'
        if panic_seen is not None and now - panic_seen > 3:
            return end
        if size != last_size:
            last_size, last_change = size, now
            if during:
                text = open(serial_log, 'rb').read().decode('utf-8', 'replace')
                result = during(gdb, text)
                if result is not None:
                    info['during'] = result
                    return 'stopped'
        if now - start > timeout:
            return 'timeout'
        if now - last_change > idle_timeout:
            return 'idle'
        time.sleep(0.2)


def wait_and_poke(gdb, expect, edits, timeout=120):
    """Let edk2 run until every table in `expect` has its final bytes, then write `edits`.

    expect: [(addr, bytes)] the tables as edk2 leaves them (from the machine's dump);
    edits: [(addr, bytes)]. Stops the VM every 30 ms to look. Raises BootError when the
    kernel is already running (PC in the kernel's address space) or the tables never appear.
    """
    deadline = time.time() + timeout
    looks = 0
    while True:
        gdb.cont()
        time.sleep(0.03)
        gdb.interrupt()
        looks += 1
        if all(gdb.read(a, len(b)) == b for a, b in expect):
            break
        if time.time() > deadline:
            raise BootError('the tables never reached their dumped contents in guest memory')
    pc = gdb.pc()
    if pc >= KERNEL_VA:
        raise BootError('the kernel was already running (pc 0x%x) when the tables were ready' % pc)
    for addr, data in edits:
        gdb.write(addr, data)
        if gdb.read(addr, len(data)) != data:
            raise BootError('guest memory at 0x%x did not take the edit' % addr)
    return {'looks': looks, 'pc': '0x%x' % pc}
