# SPDX-License-Identifier: MIT
"""One `acpilint --each --format json` run for many inputs, in place of a process per input.

Under ASan a process start-up costs about 90 ms, most of a judge's time when it runs one
acpilint per case; --each writes one report per input (JSON Lines) and a batch summary last.
A judge asks for the reports of all its inputs at once and, when the batch does not give one
report per input, runs each input alone, so that each gets its own error.
"""
import json
import subprocess


def each_reports(acpilint, options, inputs, timeout=600):
    """The JSON report of each of inputs, in order, from one run of acpilint with options,
    or None when that run did not give exactly one report per input, named after it, and
    the batch summary (a crash, a timeout, an option refused, output that is not JSON)."""
    try:
        run = subprocess.run([acpilint, "--each", "--format", "json", *options, *inputs],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             timeout=timeout)
        docs = [json.loads(line) for line in run.stdout.splitlines()]
    except (ValueError, subprocess.TimeoutExpired):
        return None
    # 0 and 1 are verdicts; 2 and over, a usage or input error of the whole batch.
    if run.returncode not in (0, 1) or len(docs) != len(inputs) + 1:
        return None
    if any(doc.get("inputs") != [path] for doc, path in zip(docs, inputs)):
        return None
    if "batch" not in docs[-1]:
        return None
    return docs[:-1]
