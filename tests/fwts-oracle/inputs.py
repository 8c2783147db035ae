# SPDX-License-Identifier: MIT
"""The inputs of the FWTS oracle and the acpidump text each one is given to FWTS as.

One module for record.py and replay.py, so that both hand FWTS and acpilint the same bytes:
the replay composes each input again and compares the text's sha256 with the recorded one
(a changed input, e.g. a corpus case iasl now compiles differently, is told apart from a
disagreement).

Inputs, each named by the folder of its record under records/:
  fixtures/T-000N  FWTS's own table fixtures, ../shared/reference/fwts-test/T/acpidump-000N.log,
                   given as they are (FWTS's own tests run them so);
  real/PATH        every arm64 machine of ../shared/corpus/real (a folder of table files or an
                   acpidump text), the FWTS fixtures copied there and the x86 machines left out;
  machines/NAME    the edk2-built machines of corpus/machines/;
  cases/KIND/CASE  the corpus cases of the build: build/corpus/valid.acpidump.txt with the
                   case's table in place of the valid one (what rule_cases.py gives acpilint
                   as a folder), for KIND rules and rules-quiet, and the valid system itself.

Folders and text dumps are written out again as canonical acpidump text (acpidump's
ap_dump_table_buffer() layout, as tools/mkacpidump.c writes it): FWTS's reader
(fwts_acpi_tables.c fwts_acpi_load_table_from_acpidump()) takes only a 4- or 5-character name
before "@ 0x", rows of "OFFSET: " and 16 bytes, and reads lines into a 128-byte buffer.
A folder has no addresses: its tables get address 0, which FWTS replaces by a fake one, and
its RSDP, XSDT and RSDT are left out, as FWTS's own loader of table files does
(fwts_acpi_load_tables_from_file_generic(): the pointers of a root table loaded from a file
say nothing about where the other files are), so that FWTS builds the root tables that point
at what it loaded (fwts_acpi_load_tables_fixup()).
"""
import hashlib
import os
import re

X86 = ('linuxhw-x86-nonarm', 'qemu-x86-q35-nonarm')
FIXTURE_COPIES = 'fwts-test-fixtures'   # the same files as ../shared/reference/fwts-test
NOT_TABLES = ('.dsl', '.asl', '.asi', '.md', '.txt', '.log', '.out', '.json', '.yaml')
ROOT_TABLES = ('RSDP', 'XSDT', 'RSDT')

_HDR = re.compile(r'^\s*(RSD PTR|[A-Za-z0-9_]{4})\d*\s+@\s+0x([0-9A-Fa-f]+)\s*$')
_ROW = re.compile(r'^\s*([0-9A-Fa-f]{4,8}):((?:\s[0-9A-Fa-f]{2}){1,16})')


class Input:
    """One input: its record name, how to make its acpidump text, and what it needs."""

    def __init__(self, name, make, source, lint=None):
        self.name = name          # records/<name>.txt
        self._make = make         # () -> bytes (the acpidump text)
        self.source = source      # the file or folder it comes from, for messages
        # what acpilint is given: a folder as it is (acpilint reads its XSDT and every table
        # file, as its users give it), else the acpidump text FWTS was given
        self.lint = lint
        self._text = None

    def text(self):
        if self._text is None:
            self._text = self._make()
        return self._text

    def sha256(self):
        return hashlib.sha256(self.text()).hexdigest()


def parse_dump(text):
    """[(signature, address, bytes)] of an acpidump text (the tolerant reading: any row
    indentation, offsets of 4 to 8 digits, numbered names such as SSDT2)."""
    tables, cur = [], None
    for line in text.splitlines():
        m = _HDR.match(line)
        if m:
            sig = 'RSDP' if m.group(1) == 'RSD PTR' else m.group(1)
            cur = [sig, int(m.group(2), 16), bytearray()]
            tables.append(cur)
            continue
        m = _ROW.match(line)
        if m and cur is not None:
            cur[2] += bytes(int(x, 16) for x in m.group(2).split())
    return [(s, a, bytes(d)) for s, a, d in tables if d]


def emit_dump(tables):
    """Canonical acpidump text of [(signature, address, bytes)]."""
    out = []
    for sig, addr, data in tables:
        out.append('%s @ 0x%016X' % ('RSD PTR' if sig == 'RSDP' else sig, addr))
        for off in range(0, len(data), 16):
            chunk = data[off:off + 16]
            text = ''.join(chr(b) if 32 <= b < 127 else '.' for b in chunk)
            out.append('    %04X: %-47s  %s' % (off, ' '.join('%02X' % b for b in chunk), text))
        out.append('')
    return ('\n'.join(out) + '\n').encode()


def table_of_blob(data):
    """(signature, bytes) when DATA is an ACPI table or an RSDP, else None."""
    if data[:8] == b'RSD PTR ' and len(data) >= 20:
        return 'RSDP', data
    if len(data) < 36:
        return None
    sig = data[:4]
    if not all(0x20 < b < 0x7F for b in sig):
        return None
    return sig.decode(), data


def folder_tables(folder, files=None):
    """The tables of a folder of table files, in file-name order."""
    tables = []
    for f in files if files is not None else sorted(os.listdir(folder)):
        path = os.path.join(folder, f)
        if not os.path.isfile(path) or f.lower().endswith(NOT_TABLES):
            continue
        t = table_of_blob(open(path, 'rb').read())
        if t is not None:
            tables.append(t)
    return tables


def has_root_table(paths):
    """Whether the folders or files of PATHS hold an XSDT or RSDT (the list of a firmware's
    tables, without which acpilint does not judge which tables are missing)."""
    for p in paths:
        tables = folder_tables(p) if os.path.isdir(p) else \
            [t for t in [table_of_blob(open(p, 'rb').read())] if t]
        if any(sig in ('XSDT', 'RSDT') for sig, _ in tables):
            return True
    return False


def folder_dump(folder, files=None):
    """A folder as FWTS's file loader reads one: no root tables, every address faked."""
    return emit_dump([(sig, 0, data) for sig, data in folder_tables(folder, files)
                      if sig not in ROOT_TABLES])


def text_dump(path):
    return emit_dump([(sig[:4], addr, data) for sig, addr, data in
                      parse_dump(open(path, errors='replace').read())])


def has_table_files(folder):
    for f in os.listdir(folder):
        p = os.path.join(folder, f)
        if os.path.isfile(p) and not f.lower().endswith(NOT_TABLES):
            return True
    return False


def real_inputs(real):
    """Every arm64 machine of the shared real corpus (lib.sh corpus_machines(), the x86
    negative controls and the copies of FWTS's fixtures left out)."""
    found = []
    for root, dirs, files in os.walk(real):
        dirs.sort()
        rel = os.path.relpath(root, real)
        top = rel.split(os.sep)[0]
        if top in X86 or top == FIXTURE_COPIES:
            dirs[:] = []
            continue
        if rel != '.' and top == 'qemu-aarch64-virt' and rel.count(os.sep) == 1:
            # bios-tables-test's base files (no dot); the variants replace some of them
            base = sorted(f for f in files if '.' not in f)
            found.append(Input('real/' + rel, lambda r=root, b=base: folder_dump(r, b), root,
                               [os.path.join(root, f) for f in base]))
            dirs[:] = []
            continue
        if rel != '.' and has_table_files(root):
            found.append(Input('real/' + rel, lambda r=root: folder_dump(r), root, [root]))
        for f in sorted(files):
            if f.endswith(('.txt', '.log', '.out')) and f != 'DSDT-NOT-COPIED.txt':
                p = os.path.join(root, f)
                if parse_dump(open(p, errors='replace').read()):
                    found.append(Input('real/' + os.path.relpath(p, real),
                                       lambda p=p: text_dump(p), p))
    return sorted(found, key=lambda i: i.name)


def fixture_inputs(reference):
    found = []
    for t in sorted(os.listdir(reference)):
        for n in ('0001', '0002'):
            p = os.path.join(reference, t, 'acpidump-%s.log' % n)
            if os.path.isfile(p):
                found.append(Input('fixtures/%s-%s' % (t, n), lambda p=p: open(p, 'rb').read(),
                                   p))
    return found


def machine_inputs(machines):
    return [Input('machines/' + m, lambda d=os.path.join(machines, m): folder_dump(d),
                  os.path.join(machines, m), [os.path.join(machines, m)])
            for m in sorted(os.listdir(machines)) if os.path.isdir(os.path.join(machines, m))]


def case_dump(valid, sig, data):
    """The valid system with the table of signature SIG replaced by DATA (same address)."""
    tables = parse_dump(valid)
    out, done = [], False
    for s, addr, d in tables:
        if s[:4] == sig and not done:
            out.append((s, addr, data))
            done = True
        else:
            out.append((s, addr, d))
    if not done:
        # a table the valid system lacks (IORT, PPTT, SDEI cases): added, as rule_cases.py
        # adds it to the folder, at an address of its own; FWTS and acpilint read every
        # table of a dump, listed in the XSDT or not
        out.append((sig, 0x40100000, data))
    return emit_dump(out)


def case_inputs(corpus):
    """The compiled corpus cases (build/corpus/{rules,rules-quiet}/cases.txt) and the valid
    system, each as one acpidump text."""
    valid_path = os.path.join(corpus, 'valid.acpidump.txt')
    found = [Input('cases/valid', lambda: emit_dump(parse_dump(open(valid_path).read())),
                   valid_path)]
    for kind in ('rules', 'rules-quiet'):
        listing = os.path.join(corpus, kind, 'cases.txt')
        if not os.path.isfile(listing):
            continue
        for name in sorted(n.strip() for n in open(listing) if n.strip()):
            path = os.path.join(corpus, kind, name)
            sig = name.split('@', 1)[1]
            found.append(Input('cases/%s/%s' % (kind, name),
                               lambda p=path, s=sig: case_dump(open(valid_path).read(), s,
                                                                open(p, 'rb').read()),
                               path))
    return found
