# SPDX-License-Identifier: MIT
# bounded_runs.py ACPILINT LIMITED -- FILE...: runs `acpilint -q FILE` (`--scan FILE` for a
# fuzz_scan input) for every file, BATCH files a run, under the proof's limits of
# test_hostile.sh: 1 GiB of address space when LIMITED is "true", then exit 0, 1 or 2, peak
# memory under 512 MiB and under 20 s of CPU time.  A wall-clock alarm of 120 s stands for
# timeout(1).
#
# One Python process starts each run and reads its resources with wait4(): the shell loop
# it replaces started timeout, time, awk and subshells per input, about 7 processes and
# half the test's time in the kernel for 1,700 inputs.  The address-space limit is set on
# this process once and inherited, not set in a preexec_fn: a preexec_fn makes Popen fork
# the whole interpreter for every run instead of vfork()ing, which cost 3.6 times the CPU
# of the runs themselves (300 inputs: 8.0 s against 2.2 s).
import os
import resource
import signal
import subprocess
import sys

AS_LIMIT = 1 << 30
RSS_LIMIT_KIB = 512 * 1024
CPU_LIMIT_S = 20
WALL_LIMIT_S = 120
# Inputs a run: each is a system of one `--each` run, which keeps every limit of a run of
# its own (the batch's peak memory is at least each input's, its CPU time their sum); a batch
# that breaks one is run again input by input, and only those judge.  A process per input
# was most of test_hostile's time once the committed fuzz corpora passed 5,000 inputs.
BATCH = 100


def limit_address_space():
    resource.setrlimit(resource.RLIMIT_AS, (AS_LIMIT, AS_LIMIT))


def on_alarm(signum, frame):
    # Raising makes the pending wait4() stop instead of resuming (PEP 475).
    raise TimeoutError()


def input_args(path):
    return ["--scan", path] if "/fuzz_scan/" in path else [path]


def run_one(acpilint, limited, path):
    return run_bounded([acpilint, "-q", *input_args(path)], limited)


def run_batch(acpilint, limited, paths):
    """The paths as the systems of one `acpilint --each -q` run, under the limits of one."""
    return run_bounded([acpilint, "--each", "-q"] + [a for p in paths for a in input_args(p)],
                       limited)


def run_bounded(args, limited):
    child = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    signal.alarm(WALL_LIMIT_S)
    try:
        _, status, usage = os.wait4(child.pid, 0)
    except TimeoutError:
        child.kill()
        _, status, usage = os.wait4(child.pid, 0)
        return f"no end within {WALL_LIMIT_S} s"
    finally:
        signal.alarm(0)
    rc = os.waitstatus_to_exitcode(status)
    cpu = usage.ru_utime + usage.ru_stime
    problems = []
    if rc < 0 or rc > 2:
        problems.append(f"exit {rc}")
    if limited and usage.ru_maxrss >= RSS_LIMIT_KIB:
        problems.append(f"{usage.ru_maxrss} KiB")
    if limited and cpu >= CPU_LIMIT_S:
        problems.append(f"{cpu:.1f} s of CPU time")
    return ", ".join(problems)


def main():
    acpilint, limited = sys.argv[1], sys.argv[2] == "true"
    files = sys.argv[4:]
    signal.signal(signal.SIGALRM, on_alarm)
    if limited:
        # Every run inherits it (this interpreter needs a small part of 1 GiB).
        limit_address_space()
    bad = 0
    for start in range(0, len(files), BATCH):
        chunk = files[start:start + BATCH]
        if not run_batch(acpilint, limited, chunk):
            continue
        for path in chunk:  # the batch broke a limit: which input did, if any alone does
            why = run_one(acpilint, limited, path)
            if why:
                bad += 1
                print(f"FAIL fuzz input {path}: {why}")
    print(f"fuzz inputs run: {len(files)}, {bad} out of bounds")
    sys.exit(1 if bad or not files else 0)


if __name__ == "__main__":
    main()
