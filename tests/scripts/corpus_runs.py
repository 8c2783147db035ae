# SPDX-License-Identifier: MIT
# The machines' reports as real_corpus_check (lib.sh) leaves them: DIR/name.N, DIR/json.N
# and DIR/rc.N for N = 1..count.  Shared by real_corpus_counts.py and
# real_corpus_verdicts.py, which judge the reports; a report that cannot be judged (an
# exit status above 1, a JSON document that does not parse) is a failure of its own.
import json


def machine_reports(folder, count, failures):
    """Yields (name, JSON document) per machine; appends one message per unusable report."""
    for i in range(1, count + 1):
        name = open(f"{folder}/name.{i}").read().strip()
        rc = int(open(f"{folder}/rc.{i}").read())
        if rc > 1:
            failures.append(f"FAIL {name}: exit {rc}")
            yield name, None
            continue
        try:
            doc = json.load(open(f"{folder}/json.{i}"))
        except ValueError as e:
            failures.append(f"FAIL {name}: no JSON ({e})")
            yield name, None
            continue
        yield name, doc
