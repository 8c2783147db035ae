# SPDX-License-Identifier: MIT
# run_machines.py ACPILINT LIST DIR [ACPILINT-OPTION...]: runs
# `acpilint --no-config OPTION... --format json INPUT...` for every machine of LIST
# ("name<TAB>input..." lines) and leaves DIR/name.N, DIR/json.N and DIR/rc.N for
# N = 1..count (corpus_runs.py reads them); prints the count.  The exit status is kept
# beside the JSON: an input that cannot be read still prints a (tableless) report.
#
# Seven script tests judge the same real machines, each for its own rules: the reports
# are kept in the build tree (test-cache/ beside the binary), keyed by the options and
# the inputs' paths, sizes and times, in a folder per binary (its inode, size and time:
# a rebuild starts a new folder and removes the old ones).  A report is the binary's
# deterministic answer on unchanged files, so a second test reads it instead of
# re-running acpilint; every binary's first test still runs every machine.
import hashlib
import os
import shutil
import subprocess
import sys

TIMEOUT_S = 120


def binary_identity(path):
    st = os.stat(path)
    return hashlib.sha256(f"{os.path.realpath(path)} {st.st_ino} {st.st_size} "
                          f"{st.st_mtime_ns}".encode()).hexdigest()[:24]


def input_stamp(path):
    """Path, size and time of an input, and of each entry when it is a folder."""
    parts = []
    for p in [path] + ([os.path.join(path, e) for e in sorted(os.listdir(path))]
                       if os.path.isdir(path) else []):
        try:
            st = os.stat(p)
            parts.append(f"{p} {st.st_size} {st.st_mtime_ns}")
        except OSError:
            parts.append(f"{p} missing")
    return "\n".join(parts)


def cache_folder(acpilint):
    root = os.path.join(os.path.dirname(os.path.realpath(acpilint)), "test-cache", "runs")
    own = binary_identity(acpilint)
    os.makedirs(os.path.join(root, own), exist_ok=True)
    for other in os.listdir(root):
        if other != own:
            shutil.rmtree(os.path.join(root, other), ignore_errors=True)
    return os.path.join(root, own)


def cached_run(acpilint, cache, options, inputs):
    """(exit status, JSON bytes) of one run, from the cache or run and stored."""
    key = hashlib.sha256("\0".join(options + ["--"] + [input_stamp(i) for i in inputs])
                         .encode()).hexdigest()[:32]
    base = os.path.join(cache, key)
    try:
        with open(base + ".rc") as rc, open(base + ".json", "rb") as out:
            return int(rc.read()), out.read()
    except (OSError, ValueError):
        pass
    try:
        run = subprocess.run([acpilint, "--no-config", *options, "--format", "json", *inputs],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             timeout=TIMEOUT_S)
        rc, out = run.returncode, run.stdout
    except subprocess.TimeoutExpired:
        return 124, b""  # timeout(1)'s status; never cached
    # Written under temporary names, then renamed: two tests may store one key at once.
    tmp = f"{base}.{os.getpid()}"
    with open(tmp + ".json", "wb") as f:
        f.write(out)
    with open(tmp + ".rc", "w") as f:
        f.write(str(rc))
    os.replace(tmp + ".json", base + ".json")
    os.replace(tmp + ".rc", base + ".rc")
    return rc, out


def main():
    acpilint, machines, folder = sys.argv[1:4]
    options = sys.argv[4:]
    cache = cache_folder(acpilint)
    os.makedirs(folder, exist_ok=True)
    n = 0
    for line in open(machines):
        fields = line.rstrip("\n").split("\t")
        if not fields[0]:
            continue
        n += 1
        rc, out = cached_run(acpilint, cache, options, fields[1:])
        with open(f"{folder}/name.{n}", "w") as f:
            f.write(fields[0] + "\n")
        with open(f"{folder}/json.{n}", "wb") as f:
            f.write(out)
        with open(f"{folder}/rc.{n}", "w") as f:
            f.write(f"{rc}\n")
    print(n)


if __name__ == "__main__":
    main()
