# SPDX-License-Identifier: MIT
"""Table edits a case makes, each describing itself field by field for the audit.

An edit is applied either through the kernel's ACPI table upgrade (drivers/acpi/
tables.c acpi_table_initrd_override(): the table comes from the initrd, same
signature and OEM ids, higher OEM revision, good checksum; only the signatures
in table_sigs[] qualify: FACP and APIC do, GTDT does not) or written into guest
memory after edk2 installed the tables and before the kernel starts
(qemuboot.wait_and_poke): for checksums, the RSDP, the XSDT and the GTDT.
"""
import struct

import acpitables as at

UPGRADABLE = {'FACP', 'APIC', 'DSDT', 'SSDT', 'SPCR', 'MCFG', 'IORT', 'PPTT', 'DBG2'}


class Edit:
    sig = None
    poke = False   # True: written into guest memory instead of the table upgrade

    def apply(self, ts):
        """Edit the TableSet in place; return ['SIG/path.field: old -> new', ...]."""
        raise NotImplementedError


def _fields_change(where, fields, get, put, values):
    changes = []
    for name, value in values.items():
        old = get(name)
        put(name, value)
        changes.append('%s.%s: 0x%x -> 0x%x' % (where, name, old, value))
    return changes


class Fadt(Edit):
    """FADT fields: revision (header), minor_revision, arm_boot_arch, flags_clear (a mask)."""
    sig = 'FACP'

    def __init__(self, revision=None, flags_clear=0, **fields):
        self.revision, self.flags_clear, self.fields = revision, flags_clear, fields

    def apply(self, ts):
        t = ts.find('FACP')
        changes = []
        if self.revision is not None:
            changes.append('FACP.revision: %d -> %d' % (t.data[8], self.revision))
            t.data[8] = self.revision
        if self.flags_clear:
            old = t.get(at.FADT_FLAGS, 4)
            t.put(at.FADT_FLAGS, 4, old & ~self.flags_clear)
            changes.append('FACP.flags: 0x%x -> 0x%x' % (old, old & ~self.flags_clear))
        changes += _fields_change('FACP', self.fields,
                                  lambda n: t.get(*at.FADT_FIELD_TABLE[n]),
                                  lambda n, v: t.put(*at.FADT_FIELD_TABLE[n], v), self.fields)
        return changes


class Sub(Edit):
    """Fields of the index-th MADT subtable of a type (GICC, GICD, GICR, ITS, MSI)."""
    sig = 'APIC'

    def __init__(self, kind, index, **fields):
        self.kind, self.index, self.fields = kind, index, fields

    def apply(self, ts):
        madt = ts.find('APIC')
        subs = at.madt_subtables(madt)
        mine = [s for k, s in subs if k == self.kind]
        sub = mine[self.index]
        f = at.SUBTABLE_FIELDS[self.kind]
        where = 'APIC/%s[%d]' % (at.SUBTABLE_NAMES[self.kind], self.index)
        changes = _fields_change(where, f, lambda n: at.sub_get(sub, f, n),
                                 lambda n, v: at.sub_put(sub, f, n, v), self.fields)
        at.madt_rebuild(madt, subs)
        return changes


class AddSub(Edit):
    """Append a copy of the index-th subtable of a type, with some fields changed."""
    sig = 'APIC'

    def __init__(self, kind, index, **fields):
        self.kind, self.index, self.fields = kind, index, fields

    def apply(self, ts):
        madt = ts.find('APIC')
        subs = at.madt_subtables(madt)
        mine = [s for k, s in subs if k == self.kind]
        new = bytearray(mine[self.index])
        f = at.SUBTABLE_FIELDS[self.kind]
        for name, value in self.fields.items():
            at.sub_put(new, f, name, value)
        # after the last subtable of the same type, so GICCs stay together
        last = max(i for i, (k, _) in enumerate(subs) if k == self.kind)
        subs.insert(last + 1, (self.kind, new))
        at.madt_rebuild(madt, subs)
        name = at.SUBTABLE_NAMES[self.kind]
        desc = ', '.join('%s=0x%x' % kv for kv in self.fields.items())
        return ['APIC: new %s[%d] copied from %s[%d]%s' % (name, len(mine), name, self.index,
                                                          (' with ' + desc) if desc else '')]


class AddGiccs(Edit):
    """Copies of GICC[1] until the MADT has `total` GICCs: GICC i has UID and CPU interface
    number i and MPIDR Aff1 = i / 16, Aff0 = i % 16 (QEMU's GICv3 numbering)."""
    sig = 'APIC'

    def __init__(self, total):
        self.total = total

    def apply(self, ts):
        madt = ts.find('APIC')
        subs = at.madt_subtables(madt)
        giccs = [s for k, s in subs if k == at.MADT_GICC]
        last = max(i for i, (k, _) in enumerate(subs) if k == at.MADT_GICC)
        f = at.SUBTABLE_FIELDS[at.MADT_GICC]
        new = []
        for i in range(len(giccs), self.total):
            g = bytearray(giccs[1])
            at.sub_put(g, f, 'uid', i)
            at.sub_put(g, f, 'cpu_interface_number', i)
            at.sub_put(g, f, 'mpidr', (i // 16) << 8 | i % 16)
            new.append((at.MADT_GICC, g))
        subs[last + 1:last + 1] = new
        at.madt_rebuild(madt, subs)
        return ['APIC: GICC[%d] to GICC[%d] added, copies of GICC[1] with UID i, CPU interface '
                'number i, MPIDR (i / 16) << 8 | i %% 16' % (len(giccs), self.total - 1)]


class NewSub(Edit):
    """Append a new subtable of a type, zero but for the given fields."""
    sig = 'APIC'
    LENGTHS = {at.MADT_GICC: 80, at.MADT_GICD: 24, at.MADT_MSI_FRAME: 24, at.MADT_GICR: 16,
               at.MADT_ITS: 20}

    def __init__(self, kind, **fields):
        self.kind, self.fields = kind, fields

    def apply(self, ts):
        madt = ts.find('APIC')
        subs = at.madt_subtables(madt)
        new = bytearray(self.LENGTHS[self.kind])
        new[0], new[1] = self.kind, len(new)
        for name, value in self.fields.items():
            at.sub_put(new, at.SUBTABLE_FIELDS[self.kind], name, value)
        subs.append((self.kind, new))
        at.madt_rebuild(madt, subs)
        return ['APIC: new %s with %s' % (at.SUBTABLE_NAMES[self.kind], ', '.join(
            '%s=0x%x' % kv for kv in self.fields.items()))]


class DropSub(Edit):
    """Remove the index-th subtable of a type (None: every one of that type)."""
    sig = 'APIC'

    def __init__(self, kind, index=None):
        self.kind, self.index = kind, index

    def apply(self, ts):
        madt = ts.find('APIC')
        subs = at.madt_subtables(madt)
        name = at.SUBTABLE_NAMES[self.kind]
        kept, seen, changes = [], 0, []
        for k, s in subs:
            if k == self.kind and (self.index is None or seen == self.index):
                changes.append('APIC: %s[%d] removed' % (name, seen))
            else:
                kept.append((k, s))
            if k == self.kind:
                seen += 1
        at.madt_rebuild(madt, kept)
        return changes


class SubLength(Edit):
    """Shorten the index-th MADT subtable of a type to length bytes (its Length field too)."""
    sig = 'APIC'

    def __init__(self, kind, index, length):
        self.kind, self.index, self.length = kind, index, length

    def apply(self, ts):
        madt = ts.find('APIC')
        subs = at.madt_subtables(madt)
        mine = [s for k, s in subs if k == self.kind]
        sub = mine[self.index]
        old = sub[1]
        del sub[self.length:]
        sub[1] = self.length
        at.madt_rebuild(madt, subs)
        return ['APIC/%s[%d].length: %d -> %d (bytes past it dropped)'
                % (at.SUBTABLE_NAMES[self.kind], self.index, old, self.length)]


class RsdpRevision(Edit):
    """The RSDP's Revision byte (written into memory; both checksums fixed)."""
    sig = 'RSDP'
    poke = True

    def __init__(self, revision):
        self.revision = revision

    def apply(self, ts):
        t = ts.find('RSDP')
        old = t.data[15]
        t.data[15] = self.revision
        return ['RSDP.revision: %d -> %d' % (old, self.revision)]


class Gtdt(Edit):
    sig = 'GTDT'
    poke = True

    def __init__(self, **fields):
        self.fields = fields

    def apply(self, ts):
        t = ts.find('GTDT')
        return _fields_change('GTDT', self.fields, lambda n: t.get(*at.GTDT_FIELDS[n]),
                              lambda n, v: t.put(*at.GTDT_FIELDS[n], v), self.fields)


class GtdtPlatformTimers(Edit):
    """Platform timer entries appended after the GTDT's 96-byte fixed part: Length, Platform
    Timer Count (default: the number of entries) and Offset follow.  Written into guest memory:
    the bytes after QEMU's GTDT are the rest of edk2's pool allocation, which nothing reads."""
    sig = 'GTDT'
    poke = True

    def __init__(self, entries, count=None):
        self.entries, self.count = entries, count

    def apply(self, ts):
        t = ts.find('GTDT')
        fixed = 96
        old_len, old_count = len(t.data), t.get(*at.GTDT_FIELDS['platform_timer_count'])
        body = b''.join(self.entries)
        del t.data[fixed:]
        t.data += body
        t.put(4, 4, len(t.data))
        count = len(self.entries) if self.count is None else self.count
        t.put(*at.GTDT_FIELDS['platform_timer_count'], count)
        t.put(*at.GTDT_FIELDS['platform_timer_offset'], fixed)
        return ['GTDT.length: 0x%x -> 0x%x' % (old_len, len(t.data)),
                'GTDT.platform_timer_count: 0x%x -> 0x%x' % (old_count, count),
                'GTDT.platform_timer_offset: -> 0x%x' % fixed] + \
               ['GTDT.platform_timer[%d]: %s' % (i, e.hex()) for i, e in enumerate(self.entries)]


def gt_block(cntctlbase, frames, length=None, count=None):
    """A GT block (type 0): 20-byte header, then its 40-byte frames
    (number, cntbase, phys_gsiv, virt_gsiv, common_flags)."""
    body = b''.join(struct.pack('<B3xQQIIIII', n, base, 0xFFFFFFFFFFFFFFFF, phys, 0, virt, 0,
                                common) for n, base, phys, virt, common in frames)
    length = 20 + len(body) if length is None else length
    count = len(frames) if count is None else count
    return struct.pack('<BHBQII', 0, length, 0, cntctlbase, count, 20) + body


def watchdog(refresh, control, gsiv, flags=0, length=28):
    """An Arm generic watchdog (type 1, 28 bytes; flags bit 2: secure)."""
    return struct.pack('<BHBQQII', 1, length, 0, refresh, control, gsiv, flags)


class BadChecksum(Edit):
    """Break a table's checksum (the RSDP: its ACPI 1.0 checksum, or the extended one)."""
    poke = True

    def __init__(self, sig, extended=False):
        self.sig, self.extended = sig, extended

    def apply(self, ts):
        t = ts.find(self.sig)
        off = (32 if self.extended else 8) if t.is_rsdp else 9
        old = t.data[off]
        t.data[off] = (old + 0x55) & 0xFF
        field = 'extended_checksum' if self.extended else 'checksum'
        return ['%s.%s: 0x%02x -> 0x%02x (wrong on purpose)' % (self.sig, field, old, t.data[off])]


class XsdtDrop(Edit):
    """Remove a table's entry from the XSDT (the table stays in memory, unreachable)."""
    sig = 'XSDT'
    poke = True

    def __init__(self, drop):
        self.drop = drop

    def apply(self, ts):
        x = ts.find('XSDT')
        gone = ts.find(self.drop)
        entries = [e for e in ts.xsdt_entries() if e != gone.addr]
        x.data = x.data[:at.HEADER_LEN] + b''.join(e.to_bytes(8, 'little') for e in entries)
        x.put(4, 4, len(x.data))
        ts.tables = [t for t in ts.tables if t is not gone]
        return ['XSDT: entry for %s at 0x%x removed (length %d)' % (self.drop, gone.addr,
                                                                   len(x.data))]


def apply_all(base, edits):
    """Apply edits to a copy of base; returns (TableSet, [changes], {sig: 'upgrade'|'poke'})."""
    ts = at.TableSet(base.tables)
    changes, how = [], {}
    for e in edits:
        changes += e.apply(ts)
        how[e.sig] = 'poke' if (e.poke or e.sig not in UPGRADABLE) else how.get(e.sig, 'upgrade')
    wrong_on_purpose = {e.sig for e in edits if isinstance(e, BadChecksum)}
    for sig, mode in how.items():
        t = ts.find(sig)
        if mode == 'upgrade':
            t.put(24, 4, t.oem_revision() + 1)
            changes.append('%s.oem_revision: raised to %d for the table upgrade'
                           % (sig, t.oem_revision()))
        if sig not in wrong_on_purpose:
            t.fix_checksum()
    for sig in wrong_on_purpose:   # an XSDT edit must not repair a checksum broken on purpose
        t = ts.find(sig)
        if t.checksum_ok():
            raise ValueError('%s checksum ended up right' % sig)
    return ts, changes, how


# ---------------------------------------------------------------- PPTT (topology cases)

PPTT_PACKAGE, PPTT_ID_VALID, PPTT_THREAD, PPTT_LEAF, PPTT_IDENTICAL = 1, 2, 4, 8, 16
# cache flags (ACPI 6.5 Table 5.161): size, sets, associativity, allocation, type, write
# policy, line size valid; bit 7 Cache ID valid (revision 3)
CACHE_ALL_VALID = 0x7F
CACHE_DATA, CACHE_INSTR, CACHE_UNIFIED = 0 << 2, 1 << 2, 2 << 2   # Attributes bits 2-3
CACHE_RW_ALLOCATE, CACHE_WRITE_BACK = 3, 0


def proc(name, flags, parent=None, acpi_id=0, res=(), length=None):
    """A processor hierarchy node; parent and res name other nodes (or give raw offsets)."""
    return {'kind': 'proc', 'name': name, 'flags': flags, 'parent': parent, 'id': acpi_id,
            'res': list(res), 'length': length}


def cache(name, size, ways, line=64, ctype=CACHE_UNIFIED, flags=CACHE_ALL_VALID, nxt=None,
          cache_id=None):
    sets = size // (ways * line) if ways and line else 0
    return {'kind': 'cache', 'name': name, 'flags': flags, 'next': nxt, 'size': size,
            'sets': sets, 'ways': ways, 'line': line,
            'attr': ctype | CACHE_RW_ALLOCATE | CACHE_WRITE_BACK, 'cache_id': cache_id}


def pptt_body(nodes, revision):
    """The structures after the header: names resolved to offsets from the table start."""
    offsets, off = {}, at.HEADER_LEN
    for n in nodes:
        offsets[n['name']] = off
        if n['kind'] == 'proc':
            n['len'] = n['length'] or 20 + 4 * len(n['res'])
        else:
            n['len'] = 28 if revision >= 3 else 24
        off += n['len']
    ref = lambda r: 0 if r is None else (r if isinstance(r, int) else offsets[r])
    out = bytearray()
    for n in nodes:
        b = bytearray(n['len'])
        b[0], b[1] = (0 if n['kind'] == 'proc' else 1), n['len']
        if n['kind'] == 'proc':
            struct.pack_into('<IIII', b, 4, n['flags'], ref(n['parent']), n['id'], len(n['res']))
            for i, r in enumerate(n['res']):
                if 20 + 4 * i + 4 <= len(b):
                    struct.pack_into('<I', b, 20 + 4 * i, ref(r))
        else:
            struct.pack_into('<IIIIBBH', b, 4, n['flags'], ref(n['next']), n['size'], n['sets'],
                             n['ways'], n['attr'], n['line'])
            if revision >= 3:
                struct.pack_into('<I', b, 24, n['cache_id'] or 0)
        out += b
    return out


def topology_nodes(sockets, clusters, cores, threads, caches=None, package_ids=False):
    """A PPTT in QEMU's numbering (hw/acpi/aml-build.c build_pptt(): leaf ACPI id = the CPU's
    index, the GICC UID), optionally with caches: 'split' gives each core L1d + L1i whose Next
    Level is a private L2 (as Ampere Altra's PPTT) and each cluster an L3 of its own,
    'flat' lists L1d/L1i at the core, L2 at the cluster and L3 at the package, unlinked."""
    nodes, cpu = [], 0
    for s in range(sockets):
        sres = []
        if caches == 'flat':
            nodes.append(cache('s%d.l3' % s, 8 << 20, 16))
            sres = ['s%d.l3' % s]
        nodes.append(proc('s%d' % s, PPTT_PACKAGE | (PPTT_ID_VALID if package_ids else 0),
                          acpi_id=100 + s if package_ids else s, res=sres))
        for cl in range(clusters):
            cname, cres = 's%d.c%d' % (s, cl), []
            if caches in ('split', 'flat'):
                name = cname + ('.l3' if caches == 'split' else '.l2')
                nodes.append(cache(name, (4 << 20) if caches == 'split' else (1 << 20), 16))
                cres = [name]
            nodes.append(proc(cname, 0, parent='s%d' % s, acpi_id=cl, res=cres))
            for co in range(cores):
                core = '%s.k%d' % (cname, co)
                kres = []
                if caches:
                    l2 = None
                    if caches == 'split':
                        l2 = core + '.l2'
                        nodes.append(cache(l2, 512 << 10, 8))
                    nodes.append(cache(core + '.l1d', 32 << 10, 4, ctype=CACHE_DATA, nxt=l2))
                    nodes.append(cache(core + '.l1i', 48 << 10, 3, ctype=CACHE_INSTR, nxt=l2))
                    kres = [core + '.l1d', core + '.l1i']
                if threads == 1:
                    nodes.append(proc(core, PPTT_ID_VALID | PPTT_LEAF, parent=cname, acpi_id=cpu,
                                      res=kres))
                    cpu += 1
                    continue
                nodes.append(proc(core, 0, parent=cname, acpi_id=co, res=kres))
                for t in range(threads):
                    nodes.append(proc('%s.t%d' % (core, t), PPTT_ID_VALID | PPTT_THREAD |
                                      PPTT_LEAF, parent=core, acpi_id=cpu))
                    cpu += 1
    return nodes


class Pptt(Edit):
    """Replace the PPTT's structures (table upgrade): nodes from topology_nodes() or
    proc()/cache(), then `mutate(nodes)` for a defect; the header's revision set."""
    sig = 'PPTT'

    def __init__(self, nodes, revision=2, what='', mutate=None):
        self.nodes, self.revision, self.what, self.mutate = nodes, revision, what, mutate

    def apply(self, ts):
        t = ts.find('PPTT')
        nodes = [dict(n) for n in self.nodes]
        if self.mutate:
            self.mutate(nodes)
        old = (t.data[8], len(t.data))
        t.data = bytearray(t.data[:at.HEADER_LEN]) + pptt_body(nodes, self.revision)
        t.data[8] = self.revision
        t.put(4, 4, len(t.data))
        procs = sum(1 for n in nodes if n['kind'] == 'proc')
        return ['PPTT: structures replaced: %d processor nodes, %d caches%s (revision %d -> %d, '
                'length %d -> %d)' % (procs, len(nodes) - procs, (', ' + self.what) if self.what
                                       else '', old[0], self.revision, old[1], len(t.data))]
