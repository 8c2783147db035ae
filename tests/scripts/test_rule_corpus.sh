# SPDX-License-Identifier: MIT
# One test per rule with a bad input in corpus/rules/: the system made of the
# valid tables with that one table replaced makes exactly the named rule fire,
# and no other error; the valid system itself fires none of these rules.  The
# simulated kernel's consequences of the defect (sim.*: ACPI disabled, the GIC
# not initialised, the boot dying) are not "other errors": they are what the
# defect does, and the simulator's own tests judge them.  Quiet cases
# (corpus/rules-quiet/) show the other side: an input close to a bad one where the rule
# must stay silent.  The cases are listed by the build (cases.txt), not globbed, so a
# case removed from the sources does not linger; rule_cases.py runs and judges them.
. "$(dirname "$0")/lib.sh"

if python3 "$SRC/tests/scripts/rule_cases.py" "$ACPILINT" "$CORPUS" "$SCRATCH"; then
    pass
else
    fail "rule corpus cases"
fi
finish
