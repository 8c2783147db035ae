# SPDX-License-Identifier: MIT
#
# The ASL of the generated benchmark DSDTs, sourced by bench/namespace.sh and
# tests/scripts/test_amlgen.sh so that the table the benchmark times and the
# reference the test compiles with iasl cannot drift apart.
#
#   gen_asl N OUT.asl
#
# A DSDT of N devices, each with _HID, _UID, _CRS, _STA and a method that
# calls another.  Device names repeat every 4096; each block of 4096 is
# wrapped in its own Device G%03X.  tools/amlgen.c writes the AML that iasl
# compiles this to, byte for byte: change both together.

gen_asl() {
    local n=$1 out=$2
    {
        echo 'DefinitionBlock ("", "DSDT", 2, "BENCH", "GEN", 1) {'
        echo ' Scope (\_SB) {'
        echo '  Method (HLP0, 2) { Return (Arg0 + Arg1) }'
        awk -v n="$n" 'BEGIN {
            for (i = 0; i < n; i++) {
                if (i % 4096 == 0) { if (i) print "  }"; printf "  Device (G%03X) {\n", i / 4096 }
                printf "   Device (D%03X) { Name (_HID, \"ACPI0007\") Name (_UID, %d)\n", i % 4096, i
                printf "    Name (_CRS, ResourceTemplate () { Memory32Fixed (ReadWrite, 0x%X, 0x1000) })\n", (i * 4096) % 4294967296
                printf "    Method (_STA) { If (HLP0 (1, 2) == 3) { Return (0x0F) } Return (0) } }\n"
            }
            print "  }"
        }'
        echo ' }'
        echo '}'
    } >"$out"
}
