#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# Differential test: the namespace acpilint builds from DSDT/SSDT byte code
# against the namespace ACPICA's acpiexec builds from the same tables.
#
#   bash test_namespace_acpiexec.sh ACPILINT_BIN CORPUS_BUILD_DIR SOURCE_DIR SHARED_CORPUS_DIR
#
# Every DSDT/SSDT blob found under the two corpora (raw .dat/.aml/SIG files,
# and the tables acpixtract pulls out of acpidump text files) is loaded with
# the other definition blocks of the same machine: the DSDT first, then the
# SSDTs of the same directory (qemu-style "SIG.variant" files pair by
# variant).  Both tools get the same files in the same order; each object is
# attributed to the table that created it (acpiexec prints the owner id, which
# is the load order; acpilint prints SIG[instance]+offset), and a table agrees
# when the sets of "path type" of its objects are equal.
#
# ACPICA behaviour this comparison relies on, and where ACPICA differs from
# the letter of ACPI 6.5 (acpilint follows ACPICA, so that its namespace is
# the one the Linux kernel builds):
#  1. The objects ACPICA predefines at the root (_GPE _PR_ _SB_ _SI_ _TZ_ _REV
#     _OS_ _GL_ _OSI, owner 000) are ignored; ACPICA makes \_SB_ and \_TZ_
#     Devices (ACPI 6.5 section 5.3.1 calls them scopes).  acpiexec also
#     loads its own \_TI_._T97 test method (owner 000), ignored too.
#  2. External (19.6.45) creates no namespace object in ACPICA; acpilint keeps
#     external declarations out of its printed namespace as well.
#  3. Module-level If/Else: ACPICA runs definition-block code as a method at
#     load (module-level code), so only the branch its predicate selects is
#     loaded; acpiexec's simulated operation regions read as zero.  acpilint
#     evaluates constant predicates the same way (constants, Integer Names no
#     module-level code stores into, a method whose body starts with Return of
#     a constant, CondRefOf); unknown predicates load both branches (item 8).
#  4. Alias of a Method is ACPICA's internal type MethodAlias.
#  5. Scope() on an Integer/String/Buffer Name turns it Untyped (ACPICA
#     AcpiDsLoad1BeginOp "Type override"), the spec forbids such a Scope.
#  6. acpiexec re-creates tables it considers broken in the XSDT it builds;
#     tables whose acpiexec run fails are reported as "skip", not counted.
#  7. A set that is not provably the whole firmware (SSDTs without their DSDT,
#     a dump without its XSDT): ACPICA fails a Scope() on a name no table
#     loaded before defines and loads nothing inside it; acpilint assumes the
#     scope exists (aml.namespace-incomplete) so that what the SSDT defines is
#     still checked.  acpiexec takes the set it is given as the whole
#     firmware, so acpilint runs here with --assume-complete and fails the
#     same Scope() too; objects under an assumed scope (an ancestor acpilint
#     does not list), should any remain, are left out of the comparison.
#  8. An undecided module-level If/Else (a predicate calling a method or reading a field,
#     which acpiexec's simulated regions read as zero and a board need not): acpilint loads
#     both branches and marks each object "if@0xOFF" or "else@0xOFF" (the If's offset);
#     acpiexec must hold every object of one branch and none of the other, and the other is
#     then left out (a laptop DSDT chooses its camera by \_SB.BREV ()).  A name both branches
#     define ("if+else@") is created either way; a module-level While's body ("while@") must
#     be wholly present or wholly absent.
#
# Until the CLI has --namespace, ACPILINT_NAMESPACE_CMD may name another
# command with the same output (e.g. a test driver).

set -u
BIN=${1:?acpilint binary}
CORPUS_BUILD=${2:-}
SRC=${3:-}
SHARED=${4:-}

if ! command -v acpiexec >/dev/null 2>&1; then
    echo "SKIP: acpiexec (ACPICA tools) not installed"
    exit 77
fi
if [ -n "${ACPILINT_NAMESPACE_CMD:-}" ]; then
    NS_CMD=$ACPILINT_NAMESPACE_CMD
elif "$BIN" --help 2>&1 | grep -q -- '--namespace'; then
    # acpiexec loads exactly the tables it is given as the whole firmware; so does acpilint
    # with --assume-complete (otherwise a set without its XSDT is partial, and acpilint
    # assumes the scopes a missing table might open: item 7, for every such set).
    NS_CMD="$BIN --namespace --assume-complete"
else
    echo "SKIP: $BIN has no --namespace option yet"
    exit 77
fi

# The comparison itself (finding the tables, grouping them into sets, acpiexec's answers,
# items 1-8) is one Python process: namespace_acpiexec.py.  acpiexec needs about a second a
# table; its answer depends only on the tables and its own version, so it is cached by
# content in ACPILINT_ACPIEXEC_CACHE (default $TMPDIR/acpilint-acpiexec-cache-UID), where
# a second run, or the sanitizer build's, finds it.
exec python3 "$(dirname "$0")/namespace_acpiexec.py" "$NS_CMD" "$CORPUS_BUILD" "$SHARED"
