# SPDX-License-Identifier: MIT
"""Table edits a case makes, each describing itself field by field for the audit.

An edit is applied either through the kernel's ACPI table upgrade (drivers/acpi/
tables.c acpi_table_initrd_override(): the table comes from the initrd, same
signature and OEM ids, higher OEM revision, good checksum; only the signatures
in table_sigs[] qualify: FACP and APIC do, GTDT does not) or written into guest
memory after edk2 installed the tables and before the kernel starts
(qemuboot.wait_and_poke): for checksums, the RSDP, the XSDT and the GTDT.
"""
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
