# SPDX-License-Identifier: MIT
# The man page's OPTIONS section is generated from the option table and its
# rows' man texts (src/cli/options_man.roff, tools/optgen_man.c): a row
# without a text, a text naming no row or a row twice, an empty text, an
# unknown generated list and a hand edit of the section are each caught, on
# a copy of the files acpilint-optgen reads and writes; the generator puts a
# hand-edited section back and carries an edited text into the page.
. "$(dirname "$0")/lib.sh"

OPTGEN=$(dirname "$ACPILINT")/acpilint-optgen
[ -x "$OPTGEN" ] || { echo "FAIL: $OPTGEN is not built (target acpilint-optgen)"; exit 1; }
TREE=$SCRATCH/tree
ROFF=$TREE/src/cli/options_man.roff
MAN=$TREE/man/acpilint.1

fresh() {
    rm -rf "$TREE"
    mkdir -p "$TREE/src/cli" "$TREE/man" "$TREE/completions"
    cp "$SRC/src/cli/options_man.roff" "$TREE/src/cli/"
    cp "$SRC/man/acpilint.1" "$TREE/man/"
    cp "$SRC/completions/acpilint.bash" "$SRC/completions/_acpilint" "$SRC/completions/acpilint.fish" \
        "$TREE/completions/"
}

# edit PYTHON-EXPR: rewrites options_man.roff as the expression of its text `t`.
edit() {
    python3 -c 'import sys; p = sys.argv[1]; t = open(p).read(); open(p, "w").write(eval(sys.argv[2]))' \
        "$ROFF" "$1"
}

# rejected PATTERN DESCRIPTION: the build's check, --check and a rewrite all fail on the text,
# saying PATTERN, and the man page is left as it was.
rejected() {
    expect_exit 1 "$OPTGEN" --check-text "$TREE"
    expect_grep "$1" "$SCRATCH/err" "$2"
    expect_exit 1 "$OPTGEN" --check "$TREE"
    expect_exit 1 "$OPTGEN" "$TREE"
    cmp -s "$MAN" "$SRC/man/acpilint.1" && pass || fail "$2: the man page was written all the same"
}

fresh
expect_exit 0 "$OPTGEN" --check-text "$TREE"
expect_exit 0 "$OPTGEN" --check "$TREE"

# The tag lines come from the rows: short form, long name, argument.
expect_grep '^\.BR \\-f ", " \\-\\-format " " \\fIFORMAT\\fR$' "$MAN" "--format's tag"
expect_grep '^\.BI \\-\\-hw\\-gic " 2\|3"$' "$MAN" "--hw-gic's tag"
expect_grep '^\.B \\-\\-no\\-config$' "$MAN" "--no-config's tag"
expect_grep '^\.BR \\-q ", " \\-\\-quiet$' "$MAN" "--quiet's tag"

edit 't.replace("@option no-config\nRead no config file.\n", "")'
rejected 'options_man.roff: --no-config has no man text' "a row without a text"

fresh
edit 't.replace("@option no-config\n", "@option no-konfig\n")'
rejected "options_man.roff:[0-9]+: @option no-konfig: no row of the option table" "a text naming no row"
expect_grep "--no-config has no man text" "$SCRATCH/err" "the row it was meant for"

fresh
edit 't + "@option help\nAgain.\n"'
rejected "options_man.roff:[0-9]+: @option help: a second text \(the first is at line [0-9]+\)" \
    "a row with two texts"

fresh
edit 't.replace("Print the option summary and exit.\n", "\n")'
rejected "options_man.roff:[0-9]+: @option help has no text" "an empty text"

fresh
edit 't.replace("{kernel-models}\n", "{kernel-modles}\n")'
rejected "options_man.roff:[0-9]+: '\{kernel-modles\}' is no generated list" "an unknown list"

fresh
edit 't.replace("@option no-config\n", "@opiton no-config\n")'
rejected "options_man.roff:[0-9]+: '@opiton no-config': neither" "a misspelt directive"

# A hand edit of the generated section fails --check and a rewrite undoes it.
fresh
sed -i 's/^Read no config file\.$/Read no configuration file./' "$MAN"
cmp -s "$MAN" "$SRC/man/acpilint.1" && fail "the hand edit did not apply" || pass
expect_exit 0 "$OPTGEN" --check-text "$TREE"
expect_exit 1 "$OPTGEN" --check "$TREE"
expect_grep "man/acpilint.1 \(OPTIONS\) is not what the option table gives" "$SCRATCH/err" \
    "a hand-edited OPTIONS section"
expect_exit 0 "$OPTGEN" "$TREE"
cmp -s "$MAN" "$SRC/man/acpilint.1" && pass || fail "the rewrite did not restore the section"

# An edited text reaches the page, under its generated tag.
edit 't.replace("Read no config file.\n", "Read no configuration file at all.\n")'
expect_exit 1 "$OPTGEN" --check "$TREE"
expect_exit 0 "$OPTGEN" "$TREE"
grep -A1 -F '.B \-\-no\-config' "$MAN" | grep -qx 'Read no configuration file at all\.' && pass ||
    fail "the edited text is not under --no-config's tag"
expect_exit 0 "$OPTGEN" --check "$TREE"
finish
