#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The graph of includes and cross-file calls of src/, against the layers.

    tools/layers.py SOURCE_DIR BUILD_DIR [--allow FILE]

Layers, each using only what comes before it (README.md "Architecture"):

    util < model < load < aml < rules < check, sim < report < diff < cli

Edges: file A -> file B when A calls a function or reads an object B defines
(nm of the build's object files: A's undefined symbols, B's defined ones),
or when A includes a private header of src/B's folder (src/DIR/*.h).
Printed, one per line:

    up A -> B          A's layer comes before B's (an upward use)
    cycle A B C ...    files that call each other in a circle (a strongly
                       connected component), outside the recursions that are
                       the design: the AML parser (src/aml), nested firmware
                       volumes (src/load/fv*.c) and the table set / findings
                       sink / budget trio (src/model)

--allow FILE: the violations known and not fixed yet, one per line as
printed; exit 1 when a violation is not listed, or a listed one is gone (the
list only shrinks).  Without --allow, exit 1 on any violation.
"""
import os
import re
import subprocess
import sys

LAYERS = {"util": 0, "model": 1, "load": 2, "aml": 3, "rules": 4, "check": 5, "sim": 5,
          "report": 6, "diff": 7, "cli": 8}
# Recursion by design: every file of such a component is listed here.
ALLOWED_CYCLES = [
    lambda f: f.startswith("src/aml/"),
    lambda f: re.match(r"src/load/fv[^/]*\.c$", f) is not None,
    lambda f: f in ("src/model/tableset.c", "src/model/sink.c", "src/model/budget.c",
                    "src/model/branch.c", "src/model/aggregate.c"),
]


def layer(path):
    parts = path.split("/")
    return LAYERS.get(parts[1]) if len(parts) > 2 and parts[0] == "src" else None


def objects(source, build):
    """(source path, object path) of every src/ file compiled in the build
    (a stale object of a source since moved or removed is left out)."""
    out = []
    for target in ("acpilint_core.dir", "acpilint.dir"):
        root = os.path.join(build, "CMakeFiles", target)
        for dirpath, _, names in os.walk(root):
            for name in names:
                if name.endswith(".c.o"):
                    obj = os.path.join(dirpath, name)
                    rel = os.path.relpath(obj, root)[:-2]
                    if rel.startswith("src/") and os.path.exists(os.path.join(source, rel)):
                        out.append((rel, obj))
    return sorted(out)


def symbols(objs):
    defined, used = {}, {}
    res = subprocess.run(["nm", "-A"] + [o for _, o in objs], capture_output=True, text=True,
                         check=True)
    by_obj = {o: s for s, o in objs}
    for line in res.stdout.splitlines():
        m = re.match(r"^(.*?):\s*(?:[0-9a-fA-F]+)?\s+([A-Za-z])\s+(\S+)$", line)
        if not m:
            continue
        src, kind, sym = by_obj.get(m.group(1)), m.group(2), m.group(3)
        if not src:
            continue
        if kind == "U":
            used.setdefault(src, set()).add(sym)
        elif kind in "TDRB":
            defined.setdefault(sym, src)
    return defined, used


def edges(source, build):
    objs = objects(source, build)
    defined, used = symbols(objs)
    graph = {s: set() for s, _ in objs}
    for src, syms in used.items():
        for sym in syms:
            dst = defined.get(sym)
            if dst and dst != src:
                graph[src].add(dst)
    # Private headers: src/DIR/x.h belongs to DIR (its .c files).
    inc = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/([a-z_0-9]+\.h)"', re.M)
    for src in graph:
        text = open(os.path.join(source, src), encoding="utf-8").read()
        for d, h in inc.findall(text):
            if d in LAYERS and os.path.exists(os.path.join(source, "src", d, h)):
                graph[src].add("src/%s/%s" % (d, h))
    return graph


def components(graph):
    """Strongly connected components of more than one node (Tarjan, iterative)."""
    index, low, on, stack, out, counter = {}, {}, set(), [], [], [0]
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.get(root, ()))))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in graph:
                    continue
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(graph.get(nxt, ())))))
                    advanced = True
                    break
                if nxt in on:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    x = stack.pop()
                    on.discard(x)
                    comp.append(x)
                    if x == node:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def violations(graph):
    found = []
    for src in sorted(graph):
        for dst in sorted(graph[src]):
            a, b = layer(src), layer(dst)
            if a is not None and b is not None and b > a:
                found.append("up %s -> %s" % (src, dst))
    for comp in components(graph):
        files = [f for f in comp if f.endswith(".c")]
        if len(files) > 1 and not any(all(ok(f) for f in files) for ok in ALLOWED_CYCLES):
            found.append("cycle " + " ".join(files))
    return found


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    source, build = argv[0], argv[1]
    allow = None
    if "--allow" in argv:
        allow = argv[argv.index("--allow") + 1]
    found = violations(edges(source, build))
    if allow is None:
        print("\n".join(found))
        return 1 if found else 0
    known = [l.strip() for l in open(allow, encoding="utf-8")
             if l.strip() and not l.startswith("#")]
    bad = 0
    for v in found:
        if v not in known:
            print("new: " + v)
            bad += 1
    for v in known:
        if v not in found:
            print("fixed, remove from %s: %s" % (os.path.basename(allow), v))
            bad += 1
    print("%d violations, %d known" % (len(found), len(known)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
