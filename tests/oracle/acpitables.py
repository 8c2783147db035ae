# SPDX-License-Identifier: MIT
"""ACPI table bytes for the oracle: checksums, acpidump text, MADT/FADT/GTDT edits.

A table set is an ordered list of Table (signature, physical address, bytes) as
the kernel saw them: QEMU's tables dumped from guest memory, with the case's
edits applied at the same addresses (the address the XSDT points to; a table
upgraded from the initrd is what the kernel uses in that XSDT slot).

Offsets come from ACPI 6.5: SDT header 5.2.6, FADT 5.2.9 (Flags at 112,
ARM_BOOT_ARCH at 129, FADT Minor Version at 131), MADT 5.2.12 (GICC 5.2.12.14,
GICD 5.2.12.15, GIC MSI frame 5.2.12.16, GICR 5.2.12.17, ITS 5.2.12.18),
GTDT 5.2.25.
"""
import re
import struct

HEADER_LEN = 36

# FADT (ACPI 6.5 table 5.9)
FADT_FLAGS = 112
FADT_HW_REDUCED = 1 << 20
FADT_ARM_BOOT_ARCH = 129
ARM_PSCI_COMPLIANT = 1 << 0
ARM_PSCI_USE_HVC = 1 << 1
FADT_MINOR_REVISION = 131

# MADT subtable types and the field offsets inside each (ACPI 6.5 5.2.12)
MADT_GICC, MADT_GICD, MADT_MSI_FRAME, MADT_GICR, MADT_ITS = 0x0B, 0x0C, 0x0D, 0x0E, 0x0F
MADT_SUBTABLES_AT = 44
GICC_FIELDS = {  # name: (offset, size)
    'cpu_interface_number': (4, 4), 'uid': (8, 4), 'flags': (12, 4),
    'parking_version': (16, 4), 'perf_gsiv': (20, 4), 'parked_address': (24, 8),
    'base_address': (32, 8), 'gicv': (40, 8), 'gich': (48, 8), 'vgic_maint': (56, 4),
    'gicr_base': (60, 8), 'mpidr': (68, 8), 'efficiency': (76, 1),
}
GICC_ENABLED, GICC_ONLINE_CAPABLE = 1 << 0, 1 << 3
GICD_FIELDS = {'gic_id': (4, 4), 'base_address': (8, 8), 'gsiv_base': (16, 4), 'version': (20, 1)}
GICR_FIELDS = {'base_address': (4, 8), 'length': (12, 4)}
ITS_FIELDS = {'its_id': (4, 4), 'base_address': (8, 8)}
MSI_FRAME_FIELDS = {'frame_id': (4, 4), 'base_address': (8, 8), 'flags': (16, 4),
                    'spi_count': (20, 2), 'spi_base': (22, 2)}
SUBTABLE_FIELDS = {MADT_GICC: GICC_FIELDS, MADT_GICD: GICD_FIELDS, MADT_GICR: GICR_FIELDS,
                   MADT_ITS: ITS_FIELDS, MADT_MSI_FRAME: MSI_FRAME_FIELDS}
SUBTABLE_NAMES = {MADT_GICC: 'GICC', MADT_GICD: 'GICD', MADT_GICR: 'GICR', MADT_ITS: 'ITS',
                  MADT_MSI_FRAME: 'MSI'}

# GTDT (ACPI 6.5 table 5.123)
GTDT_FIELDS = {
    'cnt_control_base': (36, 8), 'secure_el1_gsiv': (48, 4), 'secure_el1_flags': (52, 4),
    'el1_gsiv': (56, 4), 'el1_flags': (60, 4), 'virtual_el1_gsiv': (64, 4),
    'virtual_el1_flags': (68, 4), 'el2_gsiv': (72, 4), 'el2_flags': (76, 4),
    'cnt_read_base': (80, 8), 'platform_timer_count': (88, 4), 'platform_timer_offset': (92, 4),
}
FADT_FIELD_TABLE = {'flags': (FADT_FLAGS, 4), 'arm_boot_arch': (FADT_ARM_BOOT_ARCH, 2),
                    'minor_revision': (FADT_MINOR_REVISION, 1)}


def checksum_of(data):
    return sum(data) & 0xFF


class Table:
    """One table: signature as printed by the kernel ('RSDP' for the root pointer)."""

    def __init__(self, sig, addr, data):
        self.sig = sig
        self.addr = addr
        self.data = bytearray(data)

    def copy(self):
        return Table(self.sig, self.addr, self.data)

    @property
    def is_rsdp(self):
        return self.sig == 'RSDP'

    def header_text(self):
        """The header as the kernel's table list prints it, for the audit."""
        if self.is_rsdp:
            return 'RSDP v%02d %s' % (self.data[15], self.data[9:15].decode('ascii', 'replace'))
        d = self.data
        return '%s v%02d %s %s %08X' % (self.sig, d[8], d[10:16].decode('ascii', 'replace'),
                                        d[16:24].decode('ascii', 'replace'),
                                        struct.unpack_from('<I', d, 24)[0])

    def checksum_ok(self):
        if self.is_rsdp:
            ok = checksum_of(self.data[:20]) == 0
            return ok and (len(self.data) < 36 or checksum_of(self.data[:36]) == 0)
        return checksum_of(self.data) == 0

    def fix_checksum(self):
        if self.is_rsdp:
            self.data[8] = 0
            self.data[8] = (-checksum_of(self.data[:20])) & 0xFF
            if len(self.data) >= 36:
                self.data[32] = 0
                self.data[32] = (-checksum_of(self.data[:36])) & 0xFF
        else:
            self.data[9] = 0
            self.data[9] = (-checksum_of(self.data)) & 0xFF

    def set_length(self, length):
        struct.pack_into('<I', self.data, 4, length)
        del self.data[length:]

    def get(self, offset, size):
        return int.from_bytes(self.data[offset:offset + size], 'little')

    def put(self, offset, size, value):
        self.data[offset:offset + size] = value.to_bytes(size, 'little')

    def oem_revision(self):
        return self.get(24, 4)


# ---------------------------------------------------------------- acpidump text

def to_acpidump(tables):
    """acpidump's text form: 'SIG @ 0xADDR', 16 bytes a line, ASCII column."""
    out = []
    for t in tables:
        out.append('%s @ 0x%016X' % ('RSD PTR' if t.is_rsdp else t.sig, t.addr))
        for off in range(0, len(t.data), 16):
            chunk = t.data[off:off + 16]
            hexs = ' '.join('%02X' % b for b in chunk)
            text = ''.join(chr(b) if 32 <= b < 127 else '.' for b in chunk)
            out.append('    %04X: %-47s  %s' % (off, hexs, text))
        out.append('')
    return '\n'.join(out) + '\n'


_HDR = re.compile(r'^\s*(RSD PTR|[A-Z0-9_]{4}\d*)\s+@\s+0x([0-9A-Fa-f]+)\s*$')
_ROW = re.compile(r'^\s*([0-9A-Fa-f]{4,8}):((?:\s[0-9A-Fa-f]{2}){1,16})')


def from_acpidump(text):
    tables = []
    cur = None
    for line in text.splitlines():
        m = _HDR.match(line)
        if m:
            sig = 'RSDP' if m.group(1) == 'RSD PTR' else m.group(1)[:4]
            cur = Table(sig, int(m.group(2), 16), b'')
            tables.append(cur)
            continue
        m = _ROW.match(line)
        if m and cur is not None:
            cur.data += bytes(int(x, 16) for x in m.group(2).split())
    return tables


# ---------------------------------------------------------------- the table set

class TableSet:
    def __init__(self, tables):
        self.tables = [t.copy() for t in tables]

    def find(self, sig, instance=0):
        found = [t for t in self.tables if t.sig == sig]
        return found[instance] if instance < len(found) else None

    def xsdt_entries(self):
        x = self.find('XSDT')
        return [x.get(off, 8) for off in range(HEADER_LEN, len(x.data), 8)]


# ---------------------------------------------------------------- MADT

def madt_subtables(madt):
    """[(type, bytearray)] in table order."""
    subs = []
    off = MADT_SUBTABLES_AT
    while off + 2 <= len(madt.data):
        length = madt.data[off + 1]
        if length < 2:
            break
        subs.append((madt.data[off], bytearray(madt.data[off:off + length])))
        off += length
    return subs


def madt_rebuild(madt, subs):
    madt.data = madt.data[:MADT_SUBTABLES_AT] + b''.join(s for _, s in subs)
    struct.pack_into('<I', madt.data, 4, len(madt.data))


def sub_get(sub, fields, name):
    off, size = fields[name]
    return int.from_bytes(sub[off:off + size], 'little')


def sub_put(sub, fields, name, value):
    off, size = fields[name]
    sub[off:off + size] = value.to_bytes(size, 'little')
