#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""List the raw offset reads of table bytes in src/check, src/sim and src/model.

A raw read is a call of a span.h reader (al_read_u8/16/32/64, al_get_u8/16/32/64,
al_read_uint), or a report location (al_at_table), whose offset argument is a
number or ends in "+ number": the
offset of a table field written outside the field catalogue
(include/acpilint/fields/).  An offset built from the catalogue (AL_OFF_*,
AL_FIELD_END, al_field_offset) is not raw.

usage: raw-offsets.py SOURCE_DIR            prints "path count" per file
"""
import os
import re
import sys

READERS = re.compile(r"\bal_(?:read|get)_u(?:8|16|32|64)\s*\(|\bal_read_uint\s*\(|\bal_at_table\s*\(")
RAW = re.compile(r"(?:^|\+)\s*(?:\(size_t\)\s*)?(?:0x[0-9a-fA-F]+|[0-9]+)u?\s*$")
DIRS = ("src/check", "src/sim", "src/model")
SKIP = {"src/model/span.c", "src/model/field.c"}  # the readers themselves


def arguments(text, start):
    """The top-level arguments of the call whose '(' is at text[start - 1]."""
    depth, args, cur = 0, [], []
    for ch in text[start:]:
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                args.append("".join(cur))
                return args
            depth -= 1
        elif ch == "," and depth == 0:
            args.append("".join(cur))
            cur = []
            continue
        cur.append(ch)
    return args


def raw_reads(path):
    text = open(path, encoding="utf-8").read()
    # comments do not read bytes
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    found = []
    for m in READERS.finditer(text):
        args = arguments(text, m.end())
        if len(args) < 2:
            continue
        off = " ".join(args[1].split())
        if off == "0":
            continue  # the table itself, not one of its fields
        if "AL_OFF_" in off or "AL_FIELD_END" in off or "al_field_offset" in off:
            continue
        if RAW.search(off):
            found.append((text.count("\n", 0, m.start()) + 1, off))
    return found


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    for d in DIRS:
        for dirpath, _, files in os.walk(os.path.join(root, d)):
            for name in sorted(files):
                if not name.endswith(".c"):
                    continue
                rel = os.path.relpath(os.path.join(dirpath, name), root)
                if rel in SKIP:
                    continue
                reads = raw_reads(os.path.join(root, rel))
                if reads:
                    print(f"{rel} {len(reads)}")
                    if os.environ.get("VERBOSE"):
                        for line, off in reads:
                            print(f"    {rel}:{line}: offset {off}")


if __name__ == "__main__":
    main()
