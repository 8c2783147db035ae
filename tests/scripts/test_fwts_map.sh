# SPDX-License-Identifier: MIT
# rules/fwts-map.tsv maps every FWTS arm64 failure label of the reference list
# (every label of FWTS's madt, gtdt, spcr, fadt, dbg2, iort and pptt tests, MADT, GTDT,
# SPCR, FADT, DBG2, IORT, PPTT, SBBR names and the sbbr/ tests); any other label it maps is
# one of FWTS's: in the reference list or printed by FWTS in the FWTS oracle's records
# (tests/fwts-oracle/records/: labels FWTS builds at run time, such as MADTGICCUidMismatch);
# its rule ids exist (checked when docs/rules.md is generated).  Every label of the
# srat, slit, pcct, sdei, aest, mpam, apmt, bert, pdtt, ras2, hest, hmat, bgrt, cedt, csrt, tpm2,
# nfit, viot, fpdt and sdev tests is mapped too
# (issue 24 item 2: the Arm tables parsed through the field catalogue).
. "$(dirname "$0")/lib.sh"
ref="$SHARED/../../reference/fwts-failure-labels.tsv"
if [ -z "$SHARED" ] || [ ! -f "$ref" ]; then
    echo "SKIP: FWTS label list not found at '$ref'"
    exit 77
fi
if python3 - "$ref" "$SRC/rules/fwts-map.tsv" "$SRC/tests/fwts-oracle/records" <<'PY'
import csv, glob, os, sys
want, known = set(), set()
ARM_TABLES = ("srat", "slit", "pcct", "sdei", "aest", "mpam", "apmt", "bert", "pdtt", "ras2",
              "hest", "hmat", "bgrt", "cedt", "csrt", "tpm2", "nfit", "viot", "fpdt", "sdev")
for r in list(csv.reader(open(sys.argv[1]), delimiter="\t"))[1:]:
    known.add(r[1])
    if r[1].lower().startswith(("madt", "gtdt", "spcr", "fadt", "dbg2", "iort", "pptt", "sbbr")) \
            or r[0].startswith("sbbr/") \
            or (r[0] in ("madt", "gtdt", "spcr", "fadt", "dbg2", "iort", "pptt", "acpitables",
                         "rsdp", "xsdt") + ARM_TABLES
                and not r[1].startswith("<")):
        want.add(r[1])
# Labels FWTS builds at run time appear only in what it printed (the FWTS oracle's records).
for rec in glob.glob(os.path.join(sys.argv[3], "**", "*.txt"), recursive=True):
    known.update(l.split("\t")[2] for l in open(rec)
                 if not l.startswith("#") and len(l.split("\t")) > 2)
have = {}
for n, line in enumerate(open(sys.argv[2]), 1):
    if line.startswith("#") or not line.strip():
        continue
    f = line.rstrip("\n").split("\t")
    if len(f) < 3 or not f[2]:
        print(f"fwts-map.tsv:{n}: expected label, test, mapping, note"); sys.exit(1)
    if f[0] in have:
        print(f"fwts-map.tsv:{n}: {f[0]} mapped twice"); sys.exit(1)
    have[f[0]] = f[2]
    if f[2] == "n/a" and (len(f) < 4 or not f[3].strip()):
        print(f"fwts-map.tsv:{n}: {f[0]} is not applicable without a reason"); sys.exit(1)
missing, extra = sorted(want - set(have)), sorted(set(have) - want - known)
for l in missing: print(f"label {l} is not mapped")
for l in extra: print(f"label {l} is not in the FWTS list")
print(f"{len(have)} labels mapped")
sys.exit(1 if missing or extra else 0)
PY
then pass; else fail "rules/fwts-map.tsv and the FWTS label list differ"; fi
finish
