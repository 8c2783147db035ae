# SPDX-License-Identifier: MIT
# GTDT, SPCR/DBG2, MCFG, IORT and PPTT rules on the shared real-world corpus.
# 1. QEMU virt (which boots Linux): every configuration QEMU's bios-tables-test
#    builds (the base tables with one variant's suffixed files on top) gives no
#    error from these rules.
# 2. Every other machine (folder or acpidump text) gives exactly the errors listed
#    below from these rules, each one a genuine firmware defect.
. "$(dirname "$0")/lib.sh"
need_shared

AREAS='gtdt spcr dbg2 mcfg iort pptt'
# errors_of INPUT: the sorted, distinct ids of this file's areas reported as errors.
errors_of() {
    "$ACPILINT" --format json "$1" 2>/dev/null | python3 -c '
import json, sys
areas = sys.argv[1].split()
d = json.load(sys.stdin)
print(" ".join(sorted({f["rule"] for f in d["findings"]
                       if f["severity"] == "error" and f["rule"].split(".")[0] in areas})))
' "$AREAS"
}

for ver in "$SHARED"/qemu-aarch64-virt/v*; do
    [ -d "$ver" ] || continue
    variants=$(ls "$ver" | sed -n 's/^[A-Z0-9]\{4\}\.\(.*\)$/\1/p' | sort -u)
    for v in "" $variants; do
        sys=$SCRATCH/qemu.$(basename "$ver").${v:-base}
        mkdir -p "$sys"
        for f in "$ver"/*; do
            case "$(basename "$f")" in ????) cp "$f" "$sys/" ;; esac
        done
        if [ -n "$v" ]; then
            for f in "$ver"/*."$v"; do cp "$f" "$sys/$(basename "$f" ."$v")"; done
        fi
        got=$(errors_of "$sys")
        if [ -z "$got" ]; then pass; else fail "QEMU $(basename "$ver") ${v:-base}: $got"; fi
    done
done

# Machine -> expected errors of these areas.  Everything not listed must give none.
declare -A expected=(
    # NumberDbgDeviceInfo is 7 but devices 5 and 6 are all zeros (Length 0): the
    # firmware counted two USB debug devices it did not write (DBG2 spec Table 1).
    [aarch64-laptops/lenovo-thinkbook-16-g7-qoy/acpi]="dbg2.device-truncated"
    # The source repository's copy is UTF-8 mangled (PROVENANCE.md): the bytes of
    # the SPCR and PPTT are garbage (interface type 0x4F, interrupt type 0xEF, a
    # PPTT structure of Length 0), so every finding here is real corruption.
    [aarch64-laptops/microsoft-surface-pro-12-in/BROKEN-utf8-mangled-in-source-repo]="pptt.subtable-truncated spcr.interface-type-invalid spcr.interrupt-type-not-gic"
    # FWTS fixtures are built to fail FWTS's IORT test: output references
    # 0xFFFFFFFF, 0x88888888, 5 and 0 point at no node (IORT E.e section 3.4).
    [fwts-test-fixtures/iort-0001__acpidump-0001.txt]="iort.reference-invalid"
    # ... and the second one adds mapping counts of 128/3/16 that overflow their
    # nodes, an ITS group of 4 ids in 32 bytes and an SMMUv1/v2 of model 6, which
    # IORT E.e Table 15 does not define (0-5) and the arm-smmu driver refuses.
    [fwts-test-fixtures/iort-0001__acpidump-0002.txt]="iort.mapping-outside-node iort.node-length-invalid iort.reference-invalid iort.smmu-model-unknown"
    # FWTS PPTT fixtures: private resource offset 0 (not a structure) and a cache
    # marked size/sets/line-size valid with 0 values (ACPI 6.5 Table 5.161).
    [fwts-test-fixtures/pptt-0001__acpidump-0001.txt]="pptt.cache-parameter-invalid pptt.private-resource-invalid"
    [fwts-test-fixtures/pptt-0001__acpidump-0002.txt]="pptt.cache-parameter-invalid pptt.private-resource-invalid"
    # FWTS SPCR fixtures are x86 tables: a 16550 at I/O port 0x3F8 with an 8259
    # IRQ 4 (no GIC interrupt, no MMIO): unusable on arm64.
    [fwts-test-fixtures/spcr-0001__acpidump-0001.txt]="spcr.base-address-space spcr.interrupt-type-not-gic"
    # ... the second one also has baud rate code 8, which no SPCR revision defines.
    [fwts-test-fixtures/spcr-0001__acpidump-0002.txt]="spcr.base-address-space spcr.baud-rate-invalid spcr.interrupt-type-not-gic"
    # QEMU sbsa-ref MCFG recompiled from its DSL: a second, all-zero allocation
    # record (ECAM base 0 for segment 0 bus 0), which Linux adds as a region.
    [niyas-sait-acpi/qemu-sbsa-dsl/recompiled-by-iasl-20200925]="mcfg.base-zero"
)

machines=0
while IFS= read -r m; do
    rel=${m#"$SHARED"/}
    case "$rel" in qemu-aarch64-virt* | qemu-x86* | linuxhw-x86*) continue ;; esac
    if [ -d "$m" ] && [ -z "$(find "$m" -maxdepth 1 -type f ! -name '*.dsl' ! -name '*.asl' \
        ! -name '*.md' ! -name '*.txt' ! -name '*.log' ! -name '*.out' -print -quit)" ]; then
        continue
    fi
    machines=$((machines + 1))
    got=$(errors_of "$m")
    want=${expected[$rel]-}
    if [ "$got" = "$want" ]; then pass; else fail "$rel: got '$got', expected '$want'"; fi
done < <({ find "$SHARED" -mindepth 1 -type d; find "$SHARED" -type f \( -name '*.txt' -o -name '*.log' -o -name '*.out' \) ! -name 'DSDT-NOT-COPIED.txt'; } | sort)
echo "$machines machines"
finish
