#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Turns rule ids written as C string literals into the generated constants.

    tools/convert-rule-ids.py [--check] [PATH...]

A rule id is written once, in rules/*.yaml; C names it by the constant the
build generates (acpilint/rule_ids.h, tools/ruleidsgen.c): "madt.gicc-uid-
duplicate" becomes AL_R_MADT_GICC_UID_DUPLICATE.  This script converts code
written (or merged) before that, and is safe to run again and again: a file
already converted is left as it is.

What it does to each .c/.h file (default: src/, plus the reporting calls in
tests/, fuzz/, tools/ and bench/):
  - a string literal that is exactly a rule id of rules/*.yaml becomes its
    constant; as an argument of a function that takes the id as a string
    (strcmp, al_catalogue_find, ... STRING_FUNCS) it becomes CONST->id;
    outside src/ only arguments of the reporting functions (REPORT_FUNCS)
    are converted, since tests compare ids as strings;
  - a literal that is the name of a check (first member of a row of a
    struct al_check array) is left alone, even when it is spelt like a rule;
  - an array declared `const char *const NAME[]` (or `static const char *NAME[]`)
    whose elements are all rule constants and NULL becomes an array of
    `const struct al_rule_id *const`;
  - under src/check, src/sim, src/aml and src/load (the code that reports), a
    parameter or struct member `const char *rule` becomes
    `const struct al_rule_id *rule`: report wrappers and rule tables;
  - a check record (struct al_check row) whose last member is the old
    `bool needs_namespace` gets its prerequisites instead (engine.h):
    AL_NEEDS_TABLE for a check on a table, AL_NEEDS_NAMESPACE for one that
    reads the namespace, AL_NEEDS_NOTHING otherwise;
  - the file gets #include "acpilint/rule_ids.h" when it uses a constant.
A literal that looks like a rule id but is not in the YAML is reported
(a typo or a rule whose YAML entry is missing); the build then fails on it.
What the compiler still rejects after a run (a wrapper of al_report whose
parameter is still `const char *rule`) is a one-line type change by hand.

--check: change nothing, exit 1 when some file would change (for CI).
--as-check-code: treat the files named as if they were under src/check/
(tests/scripts/test_convert_rule_ids.sh runs the script on a fixture so).
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Functions whose rule argument is the id as a string.
STRING_FUNCS = {
    "strcmp", "strncmp", "strstr", "strcasecmp", "fnmatch", "al_catalogue_find",
    "al_rule_find", "al_sink_dropped", "al_policy_set_enabled", "al_profile_rule_severity",
    "printf", "fprintf", "snprintf", "puts", "fputs",
}
# Reporting functions (converted everywhere, tests included).
REPORT_FUNCS = {
    "al_report", "al_vreport", "al_report_branch", "al_vreport_branch", "al_sink_vreport",
    "al_sink_report_beyond", "al_aml_report", "al_aml_vreport_branch", "ob_report",
    "ob_report_at",
}
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$")
INCLUDE = '#include "acpilint/rule_ids.h"'


def rule_ids():
    ids = set()
    rules = os.path.join(ROOT, "rules")
    for name in sorted(os.listdir(rules)):
        if name.endswith(".yaml"):
            with open(os.path.join(rules, name), encoding="utf-8") as f:
                for line in f:
                    m = re.match(r"^\s*-\s+id:\s*['\"]?([a-z0-9.-]+)['\"]?\s*(#.*)?$", line)
                    if m:
                        ids.add(m.group(1))
    return ids


def constant(rule):
    return "AL_R_" + re.sub(r"[.-]", "_", rule).upper()


def tokens(text):
    """(kind, start, end) of comments, strings, chars, identifiers and punctuation."""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            yield ("comment", i, j)
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            yield ("comment", i, j)
        elif c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            yield ("string" if c == '"' else "char", i, j + 1)
            i = j + 1
            continue
        elif c == "#" and (i == 0 or text[text.rfind("\n", 0, i) + 1:i].strip() == ""):
            # A preprocessor line (an #include's <...> or "..." is not code).
            j = i
            while True:
                j = text.find("\n", j)
                if j < 0 or text[j - 1] != "\\":
                    break
                j += 1
            j = n if j < 0 else j
            yield ("pp", i, j)
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            yield ("ident", i, j)
        elif c.isspace():
            j = i
            while j < n and text[j].isspace():
                j += 1
            i = j
            continue
        else:
            j = i + 1
            yield ("punct", i, j)
        i = j


def convert(text, ids, in_src, unknown):
    toks = [t for t in tokens(text) if t[0] != "comment"]
    # The innermost open call (function name) or brace at each token.
    # ("call", name, [argument index]) | ("paren", None) | ("brace", kind of initializer)
    stack = []
    edits = []
    check_array_pending = False
    for k, (kind, s, e) in enumerate(toks):
        word = text[s:e]
        if kind == "ident" and word == "al_check":
            # "struct al_check NAME[] = {": its rows' first members are check names.
            check_array_pending = True
        if kind == "punct":
            if word == "(":
                prev = toks[k - 1] if k else None
                if prev and prev[0] == "ident":
                    stack.append(("call", text[prev[1]:prev[2]], [0]))
                else:
                    stack.append(("paren", None))
            elif word == ")":
                if stack and stack[-1][0] in ("call", "paren"):
                    stack.pop()
            elif word == "{":
                outer = stack[-1] if stack and stack[-1][0] == "brace" else None
                is_check = check_array_pending or (outer is not None and outer[1] == "array")
                stack.append(("brace", "array" if check_array_pending else
                              ("row" if is_check else None)))
                check_array_pending = False
            elif word == "}":
                while stack and stack[-1][0] != "brace":
                    stack.pop()
                if stack:
                    stack.pop()
            elif word == ";":
                check_array_pending = False
            elif word == "," and stack and stack[-1][0] == "call":
                stack[-1][2][0] += 1
            continue
        if kind != "string":
            continue
        value = text[s + 1:e - 1]
        if not ID_RE.match(value):
            continue
        # Part of a concatenation ("a" "b"): not an id.
        if (k and toks[k - 1][0] == "string") or (k + 1 < len(toks) and toks[k + 1][0] == "string"):
            continue
        top = stack[-1] if stack else None
        # The rule argument of a reporting function (the second of each).
        rule_arg = bool(top and top[0] == "call" and top[1] in REPORT_FUNCS and top[2][0] == 1)
        if value not in ids:
            # Only where a rule is expected is an unknown dotted literal suspicious.
            if rule_arg:
                unknown.append((s, value))
            continue
        if top and top[0] == "brace" and top[1] == "row" and toks[k - 1][0] == "punct" \
                and text[toks[k - 1][1]] == "{":
            continue  # a check's name
        call = top[1] if top and top[0] == "call" else None
        if not in_src and not rule_arg:
            continue
        name = constant(value)
        edits.append((s, e, name + "->id" if call in STRING_FUNCS else name))
    for s, e, new in reversed(edits):
        text = text[:s] + new + text[e:]
    return text, bool(edits)


ARRAY_RE = re.compile(
    r"\b((?:static\s+)?)const\s+char\s*\*\s*(const\s+)?(\w+)\s*\[\s*\]\s*=\s*\{([^{}]*)\}")


def convert_arrays(text):
    def repl(m):
        items = [x.strip() for x in m.group(4).split(",") if x.strip()]
        if not items or not all(x == "NULL" or re.fullmatch(r"AL_R_\w+", x) for x in items):
            return m.group(0)
        if not any(x != "NULL" for x in items):
            return m.group(0)
        head = "%sconst struct al_rule_id *const %s[] = {" % (m.group(1), m.group(3))
        return head + m.group(4) + "}"
    return ARRAY_RE.sub(repl, text)


# A parameter or struct member named rule in the layers that report (rule_id is
# left alone: the sink's policy callback takes the id as a string).
RULE_VAR_RE = re.compile(r"\bconst\s+char\s*\*\s*(rule)\b(?=\s*[,;)])")
RULE_VAR_DIRS = ("src/check/", "src/sim/", "src/aml/", "src/load/")


def convert_rule_vars(text):
    return RULE_VAR_RE.sub(lambda m: "const struct al_rule_id *" + m.group(1), text)


CHECK_ARRAY_RE = re.compile(r"\bstruct\s+al_check\s+\w+\s*\[\s*\]\s*=\s*\{")
CHECK_ROW_RE = re.compile(
    r"\{(\s*)(\"[^\"]*\"|NULL)(\s*,\s*)(\"[^\"]*\"|NULL)(\s*,\s*\w+\s*,\s*\w+\s*,\s*)"
    r"(true|false)(\s*)\}")


def convert_check_rows(text):
    """A check record's old `bool needs_namespace` becomes its prerequisites (engine.h)."""
    def row(m):
        name, sig, flag = m.group(2), m.group(4), m.group(6)
        if name == "NULL":
            needs = "0"
        elif sig != "NULL":
            needs = "AL_NEEDS_TABLE | AL_NEEDS_NAMESPACE" if flag == "true" else "AL_NEEDS_TABLE"
        else:
            needs = "AL_NEEDS_NAMESPACE" if flag == "true" else "AL_NEEDS_NOTHING"
        return "{%s%s%s%s%s%s%s}" % (m.group(1), name, m.group(3), sig, m.group(5), needs,
                                     m.group(7))
    out, pos = [], 0
    for m in CHECK_ARRAY_RE.finditer(text):
        end = text.find("};", m.end())
        if end < 0:
            continue
        out.append(text[pos:m.end()])
        out.append(CHECK_ROW_RE.sub(row, text[m.end():end]))
        pos = end
    out.append(text[pos:])
    return "".join(out)


def add_include(text):
    if "AL_R_" not in re.sub(r"/\*.*?\*/|//[^\n]*", "", text, flags=re.S) or INCLUDE in text:
        return text
    lines = text.split("\n")
    last_project = last_any = None
    for i, line in enumerate(lines):
        if line.startswith('#include "acpilint/'):
            last_project = i
        if line.startswith("#include"):
            last_any = i
    at = last_project if last_project is not None else last_any
    if at is None:
        return text
    # Keep the block sorted: insert before the first acpilint/ include that sorts after it.
    for i, line in enumerate(lines):
        if line.startswith('#include "acpilint/') and line > INCLUDE:
            block_start = i
            while block_start > 0 and lines[block_start - 1].startswith('#include "acpilint/'):
                block_start -= 1
            if i > 0 and (lines[i - 1].startswith('#include "acpilint/') or i == block_start):
                lines.insert(i, INCLUDE)
                return "\n".join(lines)
    lines.insert(at + 1, INCLUDE)
    return "\n".join(lines)


def files(paths):
    for p in paths:
        if os.path.isfile(p):
            yield p
            continue
        for root, _, names in os.walk(p):
            for name in sorted(names):
                if name.endswith((".c", ".h")):
                    yield os.path.join(root, name)


EXTERN_RE = re.compile(r"\bextern\s+const\s+char\s*\*\s*const\s+(\w+)\s*\[\s*\]")


def main(argv):
    check = "--check" in argv
    as_check = "--as-check-code" in argv
    paths = [a for a in argv if a not in ("--check", "--as-check-code")]
    if not paths:
        paths = [os.path.join(ROOT, d) for d in ("src", "tests", "fuzz", "tools", "bench")]
    ids = rule_ids()
    if not ids:
        print("convert-rule-ids: no rule ids found under rules/", file=sys.stderr)
        return 2
    texts, problems = {}, 0
    for path in files(paths):
        rel = os.path.relpath(os.path.abspath(path), ROOT)
        if as_check:
            rel = "src/check/" + os.path.basename(path)
        # Generated code and the generator are not call sites.
        if rel.startswith("build") or rel == "tools/ruleidsgen.c":
            continue
        in_src = rel.startswith("src/")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        unknown = []
        new, _ = convert(text, ids, in_src, unknown)
        for off, value in unknown:
            line = text.count("\n", 0, off) + 1
            print("%s:%d: '%s' is reported as a rule but rules/*.yaml has no such id"
                  % (rel, line, value), file=sys.stderr)
            problems += 1
        if in_src:
            new = convert_arrays(new)
            new = convert_check_rows(new)
            if rel.startswith(RULE_VAR_DIRS):
                new = convert_rule_vars(new)
        texts[path] = (rel, text, new)
    # Declarations (extern in a header) of the rule arrays converted above.
    arrays = set()
    for rel, _, new in texts.values():
        arrays.update(re.findall(r"const struct al_rule_id \*const (\w+)\s*\[", new))
    changed = []
    for path, (rel, text, new) in texts.items():
        new = EXTERN_RE.sub(lambda m: "extern const struct al_rule_id *const %s[]" % m.group(1)
                            if m.group(1) in arrays else m.group(0), new)
        new = add_include(new)
        if new != text:
            changed.append(rel)
            if not check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
    for rel in changed:
        print(("would convert " if check else "converted ") + rel)
    if problems:
        return 1
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
