# SPDX-License-Identifier: MIT
# rule_cases.py ACPILINT CORPUS SCRATCH: the judge of test_rule_corpus.sh.  Each case
# NAME = RULE@SIG (corpus/rules/cases.txt: bad inputs; corpus/rules-quiet/cases.txt: inputs
# close to a bad one) is the valid system (corpus/valid/) with table SIG replaced by the
# case's file, given to acpilint as a folder of symbolic links.
#   bad case:   RULE fires, no other error but the simulated kernel's consequences
#               (sim.*: what the defect does, judged by the simulator's own tests), and RULE
#               does not fire on the valid system;
#   quiet case: RULE does not fire, nor any error.
# A rule the default profile disables (a SystemReady rule: bsa.*, the FWTS parity rules) is
# judged under the first profile that enables it (systemready-band, sbsa-8.0 with
# --sbsa-level 3, bbr-2.1); the errors that profile raises on the valid system itself (tables
# it requires that the valid system lacks) are not "other errors".
# One Python process makes the folders, runs acpilint and judges every case: a shell
# loop with a copy and a Python start per case cost a minute of CPU for 146 cases.
import json
import os
import subprocess
import sys

from acpilint_each import each_reports

JUDGING_PROFILES = ("systemready-band", "sbsa-8.0", "bbr-2.1")


def profile_options(profile):
    return ["--profile", profile, "--sbsa-level", "3"] if profile else []


def report(acpilint, inputs, profile=None):
    run = subprocess.run([acpilint, "--format", "json", *profile_options(profile), *inputs],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    if run.returncode > 1:
        raise ValueError(f"exit {run.returncode}: {run.stderr.decode(errors='replace')[:300]}")
    return json.loads(run.stdout)


def reports(acpilint, folders, profile=None):
    """{folder: report} of every folder from one batch, or {} when the batch does not give
    a report per folder (the caller then runs each case alone, to get its own error)."""
    docs = each_reports(acpilint, profile_options(profile), folders)
    return dict(zip(folders, docs)) if docs is not None else {}


def case_system(corpus, scratch, kind, name):
    """A folder of links to the valid tables, with SIG linked to the case's file."""
    sig = name.split("@", 1)[1]
    folder = os.path.join(scratch, f"{kind}.{name}")
    os.makedirs(folder)
    for table in sorted(os.listdir(os.path.join(corpus, "valid"))):
        if table != sig:
            os.symlink(os.path.join(corpus, "valid", table), os.path.join(folder, table))
    os.symlink(os.path.join(corpus, kind, name), os.path.join(folder, sig))
    return folder


def errors(doc):
    return {f["rule"] for f in doc["findings"] if f["severity"] == "error"}


def bad_case_problems(rule, case, valid):
    problems = []
    if not any(f["rule"] == rule for f in case["findings"]):
        problems.append(f"{rule} did not fire")
    others = sorted({f["rule"] for f in case["findings"] if f["rule"] != rule and
                     f["severity"] == "error" and not f["rule"].startswith("sim.")} -
                    errors(valid))
    if others:
        problems.append("other errors fired: " + ", ".join(others))
    if any(f["rule"] == rule for f in valid["findings"]):
        problems.append(f"{rule} fires on the valid system too")
    return problems


def quiet_case_problems(rule, case, valid):
    problems = []
    fired = [f["message"] for f in case["findings"] if f["rule"] == rule]
    if fired:
        problems.append(f"{rule} fired: {fired[0]}")
    new_errors = sorted(errors(case) - errors(valid))
    if new_errors:
        problems.append("errors fired: " + ", ".join(new_errors))
    return problems


def case_names(corpus, kind):
    path = os.path.join(corpus, kind, "cases.txt")
    names = [n.strip() for n in open(path) if n.strip()] if os.path.exists(path) else []
    if not names:
        print(f"FAIL: {path} is missing or empty (reconfigure the build)")
        sys.exit(1)
    return names


def main():
    acpilint, corpus, scratch = sys.argv[1:4]
    run = subprocess.run([acpilint, "--list-rules", "--format", "json"], stdout=subprocess.PIPE,
                         check=True, timeout=120)
    catalogue = {r["id"]: r for r in json.loads(run.stdout)["rules"]}

    def profile_for(rule):
        r = catalogue.get(rule)
        if not r or r["severity"] != "off":
            return None
        return next((p for p in JUDGING_PROFILES if r["profiles"].get(p, "off") != "off"), None)

    valids = {}

    def valid_under(profile):
        if profile not in valids:
            valids[profile] = report(acpilint, [os.path.join(corpus, "valid")], profile)
        return valids[profile]

    failures = 0
    counts = {}
    cases = []  # (kind, name, rule, profile, folder)
    for kind in ("rules", "rules-quiet"):
        names = case_names(corpus, kind)
        counts[kind] = len(names)
        for name in names:
            rule = name.split("@", 1)[0]
            cases.append((kind, name, rule, profile_for(rule),
                          case_system(corpus, scratch, kind, name)))
    batched = {}
    for profile in {c[3] for c in cases}:
        batched.update(reports(acpilint, [c[4] for c in cases if c[3] == profile], profile))
    for kind, name, rule, profile, folder in cases:
        try:
            valid = valid_under(profile)
            case = batched.get(folder) or report(acpilint, [folder], profile)
            problems = (bad_case_problems(rule, case, valid) if kind == "rules"
                        else quiet_case_problems(rule, case, valid))
        except (ValueError, subprocess.TimeoutExpired) as e:
            problems = [str(e)]
        if problems:
            failures += 1
            label = name if kind == "rules" else f"quiet {name}"
            print(f"FAIL: {label}: {'; '.join(problems)}")
    print(f"{counts['rules']} rule cases, {counts['rules-quiet']} quiet cases, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
