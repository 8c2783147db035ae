#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# acpilint-amlgen writes the generated DSDTs of bench/namespace.sh directly as
# AML; this proves that its output is what iasl compiles from the ASL of
# bench/gen_asl.sh (the same generator the bench used to compile), byte for
# byte after the 36-byte header, and that its header is a valid one.
#
#   bash test_amlgen.sh ACPILINT_BIN CORPUS_BUILD_DIR SOURCE_DIR SHARED_CORPUS_DIR
#
# The sizes cover: _UID as Zero, One, BytePrefix (2..255) and WordPrefix
# (256..), one and several G blocks (4097), and PkgLengths of all four
# encoded sizes (ACPI 6.5 section 20.2.4): 1 byte (methods, buffers),
# 2 bytes (devices), 3 bytes (a G block of thousands of devices) and 4 bytes
# (the \_SB scope of 14000 devices, over 1 MiB).  DWordPrefix _UIDs need
# more than 65536 devices, which iasl takes minutes to compile.
. "$(dirname "$0")/lib.sh"
. "$SRC/bench/gen_asl.sh"

command -v iasl >/dev/null || { echo "FAIL: iasl not installed (apt-get install acpica-tools)"; exit 1; }
AMLGEN=$(dirname "$ACPILINT")/acpilint-amlgen
[ -x "$AMLGEN" ] || { echo "FAIL: $AMLGEN not built (target acpilint-amlgen)"; exit 1; }

# byte FILE OFFSET: one unsigned byte.
byte() { od -An -tu1 -j "$2" -N1 "$1" | tr -d ' '; }

# u32 FILE OFFSET: little-endian 32-bit value, whatever the host order.
u32() {
    od -An -tu1 -j "$2" -N4 "$1" | awk '{ print $1 + 256 * ($2 + 256 * ($3 + 256 * $4)) }'
}

# Bytes summed modulo 256 (ACPI 6.5 section 5.2.6: the table sums to zero).
sum8() { od -An -tu1 -v "$1" | awk '{ for (i = 1; i <= NF; i++) s += $i } END { print s % 256 }'; }

# N and the encoded size of the \_SB scope's PkgLength that N gives (the lead
# byte right after the ScopeOp at offset 36; bits 7-6 = following bytes).
for spec in 1:2 2:2 255:3 256:3 300:3 3000:3 4097:3 14000:4; do
    n=${spec%%:*}
    scope_bytes=${spec##*:}
    ref="$SCRATCH/iasl$n"
    gen_asl "$n" "$ref.asl"
    if ! iasl -p "$ref" "$ref.asl" >"$SCRATCH/iasl.log" 2>&1; then
        fail "iasl could not compile the ASL of N=$n"
        sed 's/^/    /' "$SCRATCH/iasl.log" | head -5
        continue
    fi
    out="$SCRATCH/amlgen$n.aml"
    expect_exit 0 "$AMLGEN" "$n" "$out"
    [ -f "$out" ] || continue

    if cmp -s <(tail -c +37 "$out") <(tail -c +37 "$ref.aml"); then
        pass
    else
        fail "N=$n: AML body differs from iasl's: $(cmp <(tail -c +37 "$out") <(tail -c +37 "$ref.aml") 2>&1 | head -1) (offsets from 36)"
    fi
    # Signature, Length, Revision, OEM ID, OEM Table ID, OEM Revision as the
    # DefinitionBlock says (bytes 0-8 and 10-27; Length equal as bodies are).
    if cmp -s <(head -c 9 "$out") <(head -c 9 "$ref.aml") &&
        cmp -s <(head -c 28 "$out" | tail -c +11) <(head -c 28 "$ref.aml" | tail -c +11); then
        pass
    else
        fail "N=$n: header fields differ from iasl's"
    fi
    [ "$(u32 "$out" 4)" = "$(stat -c %s "$out")" ] && pass || fail "N=$n: Length $(u32 "$out" 4) is not the file size $(stat -c %s "$out")"
    [ "$(sum8 "$out")" = 0 ] && pass || fail "N=$n: checksum does not sum to zero"
    lead=$(byte "$ref.aml" 37)
    [ $((lead >> 6)) = $((scope_bytes - 1)) ] && pass ||
        fail "N=$n: iasl's scope PkgLength is $(((lead >> 6) + 1)) bytes, the test means to cover $scope_bytes"
    rm -f "$ref.asl" "$ref.aml" "$out"
done

# Usage errors exit 2 with a message; an output that cannot be written exits 1.
expect_exit 2 "$AMLGEN"
expect_grep 'usage: acpilint-amlgen N OUT.aml' "$SCRATCH/err" "usage without arguments"
expect_exit 2 "$AMLGEN" 0 "$SCRATCH/x.aml"
expect_grep 'N must be a decimal number' "$SCRATCH/err" "N=0 rejected"
expect_exit 2 "$AMLGEN" 12x "$SCRATCH/x.aml"
expect_exit 2 "$AMLGEN" 16777217 "$SCRATCH/x.aml"
expect_exit 1 "$AMLGEN" 5 "$SCRATCH/no/such/dir/x.aml"
expect_grep 'no/such/dir/x.aml' "$SCRATCH/err" "unwritable output named"

finish
