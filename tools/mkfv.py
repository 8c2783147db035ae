#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""mkfv.py: build a UEFI PI firmware image carrying an ACPI table storage file.

Usage: mkfv.py OUT.fd MAP.json [--lzma] [--checksum] [--size N] TABLE...

The layout is edk2's (PI 1.8 volume 3): an outer firmware volume (FFS2, erase
polarity 1, 4 KiB blocks) holding a driver file (PE32 of filler bytes, UI
section) and the ACPI table storage file (FREEFORM, GUID
7E374E25-8E01-4FEE-87F2-390C23C606CD, one RAW section per table, then a UI
section).  --lzma puts both files in an inner volume, inside a volume image
section inside an LZMA GUID-defined section (EE4E5898-...) of a volume image
file, as edk2's FVMAIN_COMPACT does; --checksum sets FFS_ATTRIB_CHECKSUM on the
storage file.  LZMA comes from Python's lzma module (liblzma), in edk2's
"LZMA alone" form with the uncompressed size in the header.

MAP.json says where things are, for corruption tests: the image offset of each
table (uncompressed images only), of the storage file header, of the LZMA data.
"""
import json
import lzma
import random
import struct
import sys
import uuid

FFS2 = uuid.UUID("8C8CE578-8A3D-4F1C-9935-896185C32DD3")
STORAGE = uuid.UUID("7E374E25-8E01-4FEE-87F2-390C23C606CD")
LZMA_GUID = uuid.UUID("EE4E5898-3914-4259-9D6E-DC7BD79403CF")
DRIVER = uuid.UUID("A1B2C3D4-0001-4A5B-8C7D-0123456789AB")
INNER_FILE = uuid.UUID("9E21FD93-9C72-4C15-8C4B-E77F1DB2D792")


def align(n, a):
    return (n + a - 1) // a * a


def section(kind, body):
    return struct.pack("<I", (len(body) + 4) | kind << 24) + body


def sections(items):
    """Sections 4-byte aligned one after the other; returns bytes and each one's offset."""
    out, offsets = b"", []
    for s in items:
        out += b"\0" * (align(len(out), 4) - len(out))
        offsets.append(len(out))
        out += s
    return out, offsets


def ffs_file(name, kind, data, checksum=False):
    attr = 0x40 if checksum else 0x00
    size = 24 + len(data)
    hdr = bytearray(name.bytes_le + struct.pack("<BBBB", 0, 0, kind, attr) +
                    struct.pack("<I", size)[:3] + b"\0")
    hdr[16] = (-sum(hdr)) & 0xFF
    hdr[17] = (-sum(data)) & 0xFF if checksum else 0xAA
    hdr[23] = 0xF8  # HEADER_CONSTRUCTION | HEADER_VALID | DATA_VALID, erase polarity 1
    return bytes(hdr) + data


def volume(files, length):
    """An FFS2 volume of `length` bytes; returns it and each file's offset in it."""
    hlen = 0x48
    body, offsets = b"", []
    for f in files:
        body += b"\xff" * (align(hlen + len(body), 8) - hlen - len(body))
        offsets.append(hlen + len(body))
        body += f
    assert hlen + len(body) <= length, "volume too small"
    hdr = bytearray(b"\0" * 16 + FFS2.bytes_le + struct.pack("<Q", length) + b"_FVH" +
                    struct.pack("<IHHHBB", 0x0004FEFF, hlen, 0, 0, 0, 2) +
                    struct.pack("<IIII", length // 0x1000, 0x1000, 0, 0))
    words = struct.unpack("<%dH" % (hlen // 2), hdr)
    struct.pack_into("<H", hdr, 50, (-sum(words)) & 0xFFFF)
    return bytes(hdr) + body + b"\xff" * (length - hlen - len(body)), offsets


def main(argv):
    out, map_path, rest = argv[1], argv[2], argv[3:]
    use_lzma = "--lzma" in rest
    checksum = "--checksum" in rest
    size = 0x40000
    if "--size" in rest:
        size = int(rest[rest.index("--size") + 1], 0)
    tables = [a for i, a in enumerate(rest) if not a.startswith("--") and rest[i - 1] != "--size"]
    rnd = random.Random(15)
    ui = section(0x15, "AcpiTables".encode("utf-16-le") + b"\0\0")
    blobs = [open(t, "rb").read() for t in tables]
    store_body, sec_offsets = sections([section(0x19, b) for b in blobs] + [ui])
    storage = ffs_file(STORAGE, 0x02, store_body, checksum)
    driver_body, _ = sections([section(0x10, b"MZ" + rnd.randbytes(3000)),
                               section(0x15, "Driver".encode("utf-16-le") + b"\0\0")])
    driver = ffs_file(DRIVER, 0x07, driver_body)
    where = {"tables": [], "lzma": None}
    if use_lzma:
        inner, _ = volume([driver, storage], align(len(driver) + len(storage) + 0x100, 0x1000))
        plain, _ = sections([section(0x17, inner)])
        packed = bytearray(lzma.compress(plain, format=lzma.FORMAT_ALONE))
        packed[5:13] = struct.pack("<Q", len(plain))  # edk2: the size is known
        guided = section(0x02, LZMA_GUID.bytes_le + struct.pack("<HH", 0x18, 0x01) + packed)
        outer, offs = volume([ffs_file(INNER_FILE, 0x0B, guided)], size)
        where["lzma"] = {"offset": offs[0] + 24 + 0x18, "length": len(packed)}
    else:
        outer, offs = volume([driver, storage], size)
        base = offs[1] + 24
        for name, blob, off in zip(tables, blobs, sec_offsets):
            where["tables"].append({"name": name.rsplit("/", 1)[-1], "offset": base + off + 4,
                                    "length": len(blob)})
        where["storage_file"] = offs[1]
    open(out, "wb").write(outer)
    json.dump(where, open(map_path, "w"), indent=1)


if __name__ == "__main__":
    main(sys.argv)
