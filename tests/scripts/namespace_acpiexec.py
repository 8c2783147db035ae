# SPDX-License-Identifier: MIT
# namespace_acpiexec.py NS_CMD CORPUS_BUILD SHARED: the comparison of
# test_namespace_acpiexec.sh (whose header lists the ACPICA behaviour it relies
# on, items 1-8), in one process.  The shell version forked a dozen tools for
# every table file it looked at and every table it compared: two minutes, most
# of it in the kernel starting processes, with acpiexec's answers already cached.
# Here only acpixtract (once per text dump), acpiexec (once per table set not in
# the cache) and acpilint (once per set) are started.
#
# NS_CMD is the acpilint command line that prints the namespace, split on spaces.
# Prints a line per table ("ok", "DIFF" with the first differing objects, or
# "skip") and the totals; exits 0 when every table agrees, 1 otherwise, 77 when
# there is no table to compare.
import collections
import concurrent.futures
import hashlib
import os
import re
import stat
import subprocess
import sys
import tempfile

MAX_SIZE = 15 * 1024 * 1024  # find -size -16M: under 16 MiB counted in whole MiB
TEXT_TABLE = re.compile(rb"^ *(DSDT|SSDT) @ ", re.M)
NS_LINE = re.compile(r"^ *[0-9]+ +[A-Z_0-9]{4} +[A-Za-z]+ +0x[0-9a-f]+ +[0-9]+")
COND = re.compile(r"^(if|else|if\+else|while)@0x")
LOC = re.compile(r"^(DSDT|SSDT)[0-9]*\+0x")


def files_under(root):
    """Regular files (not links) under root of at most MAX_SIZE bytes, in byte order."""
    found = []
    for dirpath, _dirs, names in os.walk(root):
        for name in names:
            path = os.path.join(dirpath, name)
            st = os.lstat(path)
            if stat.S_ISREG(st.st_mode) and st.st_size <= MAX_SIZE:
                found.append(path)
    return sorted(found, key=os.fsencode)


def head(path, n):
    with open(path, "rb") as f:
        return f.read(n)


def magic(path):
    """The first four bytes, or "text" for an acpidump text starting with a DSDT or SSDT."""
    raw = head(path, 6)
    shown = "".join(chr(b) if (0x41 <= b <= 0x5A or b in b"@ ") else "?" for b in raw)
    return "text" if shown in ("DSDT @", "SSDT @") else shown[:4]


def find_tables(roots, scratch):
    """(group, table file) pairs: raw DSDT/SSDT files grouped by folder, and the
    tables acpixtract pulls out of each text dump, grouped by dump."""
    tables, dumps = [], 0
    for root in roots:
        if not root or not os.path.isdir(root):
            continue
        for f in files_under(root):
            kind = magic(f)
            if kind in ("DSDT", "SSDT"):
                tables.append((os.path.dirname(f), f))
                continue
            if not f.endswith((".txt", ".log", ".out")):
                continue
            with open(f, "rb") as fh:
                if not TEXT_TABLE.search(fh.read()):
                    continue
            dumps += 1
            out = os.path.join(scratch, "x", str(dumps))
            os.makedirs(out)
            subprocess.run(["acpixtract", "-a", os.path.abspath(f)], cwd=out, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=False)
            for name in sorted(os.listdir(out)):
                if re.fullmatch(r"(dsdt|ssdt).*\.dat", name):
                    tables.append((f, os.path.join(out, name)))
    return tables


def add_laptops(tables, shared):
    """Each laptop DSDT of ../laptop-dsdts, in the group of its machine's tables."""
    laptops = os.path.join(shared, "..", "laptop-dsdts") if shared else None
    if not laptops or not os.path.isdir(laptops):
        return
    for m in sorted(os.listdir(laptops)):
        folder = os.path.join(laptops, m)
        if not os.path.isdir(folder):
            continue
        files = sorted(n for n in os.listdir(folder) if os.path.isfile(os.path.join(folder, n)))
        if not files or head(os.path.join(folder, files[0]), 4) != b"DSDT":
            continue
        machine = os.path.join(shared, "aarch64-laptops", m)
        group = next((g for g, _ in tables if g.startswith(machine)), machine)
        tables.append((group, os.path.join(folder, files[0])))


def version_order(paths):
    """Each path's rank in `sort -V` order (the order the SSDTs of a set load in): one sort of
    every path; a group's files keep that order among themselves."""
    out = subprocess.run(["sort", "-V"], input="\n".join(paths) + "\n", stdout=subprocess.PIPE,
                         text=True, check=True).stdout
    return {p: i for i, p in enumerate(out.splitlines())}


def variant(path):
    """The variant of a QEMU-style table file name: SSDT.memhp -> memhp."""
    name = os.path.basename(path)
    name = name[:-4] if name.endswith(".dat") else name
    name = name[:-4] if name.endswith(".aml") else name
    return name.split(".", 1)[1] if "." in name else ""


def table_sets(tables):
    """Each group's DSDTs with the SSDTs of their variant, then its SSDTs left alone."""
    groups = collections.OrderedDict()
    for g in sorted({g for g, _ in tables}, key=os.fsencode):
        groups[g] = []
    for g, f in tables:
        groups[g].append(f)
    rank = version_order([f for _, f in tables])
    sets = []
    for files in groups.values():
        files = sorted(files, key=rank.__getitem__)
        sig = {f: head(f, 4) for f in files}
        dsdts = [f for f in files if sig[f] == b"DSDT"]
        ssdts = [f for f in files if sig[f] == b"SSDT"]
        used = set()
        for d in dsdts:
            v = variant(d)
            members = [d]
            for s in ssdts:
                sv = variant(s)
                if sv == v or (not v and not any(x.endswith("." + sv) for x in dsdts)):
                    members.append(s)
                    used.add(s)
            sets.append(members)
        sets.extend([s] for s in ssdts if s not in used)
    return sets


def acpiexec_answers(sets, cache):
    """acpiexec's namespace output per set, from the cache (keyed by its version and the
    tables' bytes) or run, eight at a time, and stored."""
    version = next((l for l in subprocess.run(["acpiexec", "-v"], stdout=subprocess.PIPE,
                                              stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
                    .stdout.decode("latin-1").splitlines() if "version" in l), "")
    os.makedirs(cache, exist_ok=True)

    def key(members):
        h = hashlib.sha256((version + "\n").encode("latin-1"))
        for f in members:
            with open(f, "rb") as fh:
                h.update(fh.read())
        return h.hexdigest()[:32]

    def answer(members):
        path = os.path.join(cache, key(members))
        try:
            with open(path, "rb") as fh:
                data = fh.read()
            if data:
                return data
        except OSError:
            pass
        data = subprocess.run(["acpiexec", "-di", "-b", "namespace", *members],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL).stdout
        tmp = f"{path}.{os.getpid()}.{id(members)}"
        with open(tmp, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
        return data

    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        return list(pool.map(answer, sets))


def awk_hex(text):
    """The test's hex(): each character's place in 0-9A-F, -1 for any other."""
    v = 0
    for ch in text:
        v = v * 16 + "0123456789ABCDEF".find(ch.upper())
    return v


def reference(out, members):
    """acpiexec's objects as (table position, path, type), owner ids matched to the set's
    tables by signature and OEM table id (ids are not contiguous: module-level code takes
    ids too, and a table with load errors gets no line)."""
    keys, pos = [], {}
    kpos = 0 if head(members[0], 4) == b"DSDT" else 1
    for f in members:
        kpos += 1
        hdr = head(f, 24)
        oem = hdr[16:24].replace(b"\0", b"").decode("latin-1").rstrip(" ")
        keys.append([str(kpos), hdr[:4].decode("latin-1") + ":" + oem, False])
    rows, on, path = [], False, {}
    for line in out.decode("latin-1").split("\n"):
        if re.match(r"^Table \[(DSDT|SSDT):", line):
            ident = re.sub(r"\).*", "", re.sub(r".*\(id ", "", line))
            key = re.sub(r"\].*", "", line[len("Table ["):]).replace(": ", ":", 1).rstrip(" ")
            for k in keys:
                if not k[2] and k[1] == key:
                    k[2] = True
                    pos[awk_hex(ident)] = k[0]
                    break
        if line.startswith("ACPI Namespace (from Namespace Root):"):
            on = True
            continue
        if line.startswith("Namespace node count:"):
            on = False
        if on and NS_LINE.match(line):
            f = line.split()
            level = int(f[0])
            path[level] = f[1]
            p = "\\" + ".".join(path.get(i, "") for i in range(level + 1))
            owner = awk_hex(f[4])
            if owner != 0:
                rows.append((pos.get(owner, f"?{owner}"), p, f[2]))
    return rows


def mine(out, first_is_dsdt):
    """acpilint's objects as (owner, path, type, branch), owners numbered as acpiexec
    numbers them (the DSDT 1, the SSDTs 2, 3... in load order)."""
    rows, listed = [], set()
    for line in out.decode("latin-1").split("\n"):
        if not line.startswith("\\"):
            continue
        f = line.split()
        listed.add(f[0])
        loc, cond = f[-1], "-"
        if COND.match(loc):
            cond, loc = loc, f[-2]
        if cond.startswith("if+else@"):
            cond = "-"  # both branches define it: always created
        if not LOC.match(loc):
            continue
        inst = loc[4:].split("+", 1)[0]
        owner = 1 if loc.startswith("DSDT") else 2 + int(inst or 0)
        rows.append((str(owner), f[0], f[1], cond))
    if not first_is_dsdt:  # item 7: drop what lies under a scope acpilint only assumed
        def under_listed(p):
            while "." in p:
                p = p[:p.rindex(".")]
                if p != "\\" and p not in listed:
                    return False
            return True
        rows = [r for r in rows if under_listed(r[1])]
    return rows


def mine_for_table(rows, k, ref):
    """Item 8: objects of an undecided If/Else are kept for the branch acpiexec took, which
    must be whole, and dropped for the other, which must be wholly absent."""
    plain, cond = [], []
    n, have = collections.Counter(), collections.Counter()
    for owner, p, t, c in rows:
        if owner != k:
            continue
        obj = f"{p} {t}"
        if c == "-":
            plain.append(obj)
            continue
        branch, key = c.split("@")[0], c.split("@")[1]
        n[key, branch] += 1
        have[key, branch] += obj in ref
        cond.append((obj, key, branch))
    drop = set()
    for key in {key for _, key, _ in cond}:
        if n[key, "if"] == have[key, "if"] and have[key, "else"] == 0:
            drop.add((key, "else"))
        elif n[key, "else"] == have[key, "else"] and have[key, "if"] == 0:
            drop.add((key, "if"))
        if n[key, "while"] and have[key, "while"] == 0:
            drop.add((key, "while"))
    return plain + [obj for obj, key, branch in cond if (key, branch) not in drop]


def main():
    ns_cmd, corpus_build, shared = sys.argv[1].split(), sys.argv[2], sys.argv[3]
    with tempfile.TemporaryDirectory() as scratch:
        tables = find_tables([shared, corpus_build], scratch)
        add_laptops(tables, shared)
        if not tables:
            print(f"SKIP: no DSDT/SSDT found under '{shared}' or '{corpus_build}'")
            return 77
        sets = table_sets(tables)
        cache = os.environ.get("ACPILINT_ACPIEXEC_CACHE") or os.path.join(
            os.environ.get("TMPDIR", "/tmp"), f"acpilint-acpiexec-cache-{os.getuid()}")
        answers = acpiexec_answers(sets, cache)
        agree = total = skipped = 0
        for members, answer in zip(sets, answers):
            if b"\nACPI Namespace (from Namespace Root):" not in b"\n" + answer:
                for f in members:
                    print(f"skip {f} (acpiexec could not load the set)")
                    skipped += 1
                continue
            ref_rows = reference(answer, members)
            out = subprocess.run(ns_cmd + members, stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL).stdout
            first_is_dsdt = head(members[0], 4) == b"DSDT"
            rows = mine(out, first_is_dsdt)
            k = 0 if first_is_dsdt else 1
            for f in members:
                k += 1
                total += 1
                ref = sorted(f"{p} {t}" for owner, p, t in ref_rows if owner == str(k))
                got = sorted(mine_for_table(rows, str(k), set(ref)))
                if ref == got:
                    agree += 1
                    print(f"ok   {f} ({len(ref)} objects)")
                    continue
                print(f"DIFF {f}: acpiexec {len(ref)} objects, acpilint {len(got)}")
                only_ref = collections.Counter(ref) - collections.Counter(got)
                only_got = collections.Counter(got) - collections.Counter(ref)
                shown = sorted([(o, "acpiexec only:") for o in only_ref.elements()] +
                               [(o, "acpilint only:") for o in only_got.elements()])
                for obj, who in shown[:10]:
                    print(f"  {who} {obj}")
        print(f"{agree} of {total} tables agree ({len(sets)} table sets, {skipped} tables skipped)")
        return 0 if agree == total else 1


if __name__ == "__main__":
    sys.exit(main())
