# SPDX-License-Identifier: MIT
# Docs that cannot lie (issue 25): every rule id and every option that README.md,
# docs/*.md and the man page name exists.  Rule ids are the words with a rule
# prefix of `acpilint --list-rules` (madt.*, obj.*, ...), file names such as
# scan.c left aside; options are the --words, checked against `acpilint --help`,
# except those of the other tools the docs show, each allowed only on a line
# that runs that tool.
. "$(dirname "$0")/lib.sh"

"$ACPILINT" --list-rules | awk '{print $1}' >"$SCRATCH/rules"
"$ACPILINT" --help | grep -oE -- '--[a-z][a-z-]+' | sort -u >"$SCRATCH/options"
[ -s "$SCRATCH/rules" ] && [ -s "$SCRATCH/options" ] && pass || fail "no rule or option list"

cat >"$SCRATCH/check.py" <<'PY'
import glob, os, re, sys
src, rules, options = sys.argv[1], set(open(sys.argv[2]).read().split()), set(open(sys.argv[3]).read().split())
prefixes = {r.split(".")[0] for r in rules if "." in r}
# File names share a rule prefix (scan.c, table.h): a word after the dot that is an extension.
extensions = set("c h sh md yaml yml py txt json jsonl sarif xml dat aml bin gz asl dsl log fd img dtb "
                 "out so deb 1".split())
# Options of the other tools in the docs' examples, and the word that names the tool on the line.
foreign = {"--build": "cmake", "--install": "cmake", "--target": "cmake", "--prefix": "cmake",
           "--test-dir": "ctest", "--depth": "git clone", "--no-install-recommends": "apt-get",
           "--rule-kind": "validate"}
files = [os.path.join(src, "README.md"), os.path.join(src, "man/acpilint.1")]
files += sorted(glob.glob(os.path.join(src, "docs/*.md")))
bad = []
for path in files:
    name = os.path.relpath(path, src)
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        text = line.replace("\\-", "-").replace("\\&", "")
        for m in re.finditer(r"(?<![\w/.-])([a-z][a-z0-9]*)\.([a-z0-9][a-z0-9-]*[a-z0-9])(?![\w/-]|\.[a-z0-9])", text):
            if m.group(1) in prefixes and m.group(2) not in extensions and m.group(0) not in rules:
                bad.append(f"{name}:{n}: rule {m.group(0)} does not exist")
        for m in re.finditer(r"(?<![\w-])--[a-z][a-z0-9-]*", text):
            opt = m.group(0)
            if opt in options:
                continue
            if opt.endswith("-") and text[m.end():m.end() + 1] == "*" and any(o.startswith(opt) for o in options):
                continue  # a family: --hw-*
            if opt in foreign and foreign[opt] in text:
                continue
            bad.append(f"{name}:{n}: option {opt} does not exist")
if bad:
    print("\n".join(bad))
sys.exit(1 if bad else 0)
PY
python3 "$SCRATCH/check.py" "$SRC" "$SCRATCH/rules" "$SCRATCH/options" && pass ||
    fail "the docs name rules or options that do not exist"

# The test can fail: a rule id and an option that do not exist are found.
mkdir -p "$SCRATCH/src/docs" "$SCRATCH/src/man"
printf 'Use `madt.gicc-flags` with `acpilint --frobnicate`.\n' >"$SCRATCH/src/README.md"
: >"$SCRATCH/src/man/acpilint.1"
python3 "$SCRATCH/check.py" "$SCRATCH/src" "$SCRATCH/rules" "$SCRATCH/options" >"$SCRATCH/lies" && 
    fail "planted lies not found" || pass
expect_grep '^README.md:1: rule madt.gicc-flags does not exist$' "$SCRATCH/lies" "a rule that does not exist"
expect_grep '^README.md:1: option --frobnicate does not exist$' "$SCRATCH/lies" "an option that does not exist"
finish
