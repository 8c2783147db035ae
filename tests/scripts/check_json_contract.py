# SPDX-License-Identifier: MIT
"""Checks acpilint JSON documents against the contract of DESIGN.md."""
import json
import sys

TABLE_KEYS = {"signature": str, "instance": int, "revision": int, "length": int,
              "oem_id": str, "oem_table_id": str, "checksum_ok": bool, "source": dict}
FINDING_KEYS = ["rule", "severity", "table", "instance", "offset", "field", "message",
                "reference"]


def check(path):
    with open(path, encoding="ascii") as f:  # the writer escapes every non-ASCII byte
        doc = json.load(f)
    errors = []
    for key in ("tool", "inputs", "tables", "findings", "summary"):
        if key not in doc:
            errors.append(f"missing top-level '{key}'")
    if doc["tool"].get("name") != "acpilint" or not doc["tool"].get("version"):
        errors.append("tool.name/version")
    for t in doc["tables"]:
        for key, kind in TABLE_KEYS.items():
            if not isinstance(t.get(key), kind):
                errors.append(f"table {t.get('signature')}: '{key}' is not {kind.__name__}")
        for key in ("file", "offset", "line"):
            if key not in t["source"]:
                errors.append(f"table {t['signature']}: source.{key} missing")
    counts = {"error": 0, "warning": 0, "info": 0}
    for f in doc["findings"]:
        for key in FINDING_KEYS:
            if key not in f:
                errors.append(f"finding {f.get('rule')}: '{key}' missing")
        if f["severity"] not in counts:
            errors.append(f"finding {f['rule']}: severity {f['severity']}")
        else:
            counts[f["severity"]] += 1
    summary = doc["summary"]
    for sev, key in (("error", "errors"), ("warning", "warnings"), ("info", "infos")):
        if summary.get(key) != counts[sev]:
            errors.append(f"summary.{key} = {summary.get(key)}, findings say {counts[sev]}")
    for e in errors:
        print(f"{path}: {e}")
    return not errors


ok = all([check(p) for p in sys.argv[1:]])
sys.exit(0 if ok else 1)
