# SPDX-License-Identifier: MIT
# The rule policy on the command line: profiles, --enable/--disable with
# globs, --list-rules, --explain, --rules-dir, the config file, suppressions
# and baselines; usage errors are exit status 2 naming the file and line.
. "$(dirname "$0")/lib.sh"

V=$CORPUS/valid
B=$CORPUS/broken
R=$CORPUS/rules

# --list-rules: one line per rule of the YAML catalogue, no input needed.
expect_exit 0 "$ACPILINT" --list-rules
ids=$(grep -hE '^  - id: ' "$SRC"/rules/*.yaml | wc -l)
[ "$(wc -l <"$SCRATCH/out")" -eq "$ids" ] && pass || fail "--list-rules lists $ids rules"
expect_grep '^tables\.required-missing +error +all +A table the profile requires' "$SCRATCH/out" \
    "--list-rules line"
expect_grep '^rsdp\.rsdt-address +warning ' "$SCRATCH/out" "warning under linux"
expect_exit 0 "$ACPILINT" --list-rules --profile sbbr-1.2
expect_grep '^rsdp\.rsdt-address +error ' "$SCRATCH/out" "error under sbbr-1.2"
expect_exit 0 "$ACPILINT" --list-rules --disable 'madt.*' --enable madt.subtable-truncated
expect_grep '^madt\.subtable-zero-length +off ' "$SCRATCH/out" "--disable glob"
expect_grep '^madt\.subtable-truncated +error ' "$SCRATCH/out" "--enable after --disable"
expect_exit 0 "$ACPILINT" --list-rules --format json
python3 - "$SCRATCH/out" <<'PY' && pass || fail "--list-rules --format json"
import json, sys
d = json.load(open(sys.argv[1]))
r = {x["id"]: x for x in d["rules"]}
assert d["profile"] == "linux"
x = r["tables.not-supported"]
assert x["checks"] == ["tables.not-supported"], x
# Info where the kernel ignores a table it does not support; a warning under linux-4.1, the
# seed, whose document calls its list prohibitions (rules/tables.yaml, issue 22).
assert x["profiles"] == {"bbr-2.1": "info", "linux": "info", "linux-4.1": "warning",
                         "sbbr-1.0": "info", "sbbr-1.1": "info", "sbbr-1.2": "info",
                         "sbsa-8.0": "info", "systemready-band": "info"}, x
assert x["file"] == "rules/tables.yaml" and x["line"] > 0 and x["rationale"]
assert r["rsdp.rsdt-address"]["profiles"]["sbbr-1.0"] == "error"
PY

# --explain.
expect_exit 0 "$ACPILINT" --explain tables.not-supported
expect_grep '^tables\.not-supported: A table the profile lists as not supported' "$SCRATCH/out" \
    "--explain summary"
expect_grep '^  defined in: rules/tables\.yaml:[0-9]+$' "$SCRATCH/out" "--explain file:line"
expect_grep '^  reference:  Linux 4.1 Documentation/arm64/acpi_object_usage.txt' "$SCRATCH/out" "--explain reference"
expect_grep 'checked by: tables.not-supported' "$SCRATCH/out" "--explain check record"
expect_grep 'lists DBG2 as "Microsoft only table' "$SCRATCH/out" "--explain rationale"
expect_exit 0 "$ACPILINT" --explain table.checksum
expect_grep 'checked by: acpilint itself while loading' "$SCRATCH/out" "rule outside the engine"
expect_exit 2 "$ACPILINT" --explain no.such-rule
expect_grep "unknown rule 'no.such-rule'" "$SCRATCH/err" "--explain unknown id"

# --enable/--disable: unknown ids and globs matching nothing are usage errors.
expect_exit 2 "$ACPILINT" --disable no.such-rule "$V"
expect_grep "^acpilint: --disable: unknown rule 'no.such-rule'" "$SCRATCH/err" "unknown id"
expect_exit 2 "$ACPILINT" --enable 'zzz.*' "$V"
expect_grep "pattern 'zzz.\*' matches no rule" "$SCRATCH/err" "glob matching nothing"
expect_exit 0 "$ACPILINT" --disable 'tables.*' "$V"
expect_no_grep 'tables\.' "$SCRATCH/out" "disabled rules report nothing"
# The valid system lacks BERT and HEST, recommended "if RAS support is provided": a config that
# declares RAS makes them warnings under the default profile (issue 22 item 2).
printf 'facts:\n  ras: {value: true, reason: "rules-cli fixture: firmware-first RAS"}\n' \
    >"$SCRATCH/ras.yaml"
expect_exit 1 "$ACPILINT" --config "$SCRATCH/ras.yaml" --fail-on warning "$V"
expect_grep 'warning \[tables.recommended-missing\]' "$SCRATCH/out" "default profile linux"

# Profiles: the profile decides what DBG2 is.
expect_exit 0 "$ACPILINT" --profile linux-4.1 "$V"
expect_grep 'DBG2\+0x0: warning \[tables.not-supported\]: profile linux-4.1 lists DBG2' \
    "$SCRATCH/out" "DBG2 not supported in 4.1"
expect_no_grep 'Boot simulation' "$SCRATCH/out" "--profile does not imply --simulate"
expect_exit 0 "$ACPILINT" --profile sbbr-1.1 "$V"
expect_no_grep 'tables.not-supported|tables.required-missing' "$SCRATCH/out" "sbbr-1.1: valid"
expect_exit 1 "$ACPILINT" --profile sbbr-1.2 "$V"
expect_grep 'error \[tables.required-missing\]: profile sbbr-1.2 requires the PPTT' \
    "$SCRATCH/out" "sbbr-1.2 requires PPTT"
expect_grep 'recommends the IORT table' "$SCRATCH/out" "sbbr-1.2 recommends IORT"
# A profile that requires MCFG outright reports it as a required table, not tables.mcfg-missing.
mkdir -p "$SCRATCH/nomcfg"
cp "$V"/* "$SCRATCH/nomcfg/" && cp "$R/tables.mcfg-missing@MCFG" "$SCRATCH/nomcfg/MCFG"
expect_exit 1 "$ACPILINT" --profile sbbr-1.1 "$SCRATCH/nomcfg"
expect_grep 'error \[tables.required-missing\]: profile sbbr-1.1 requires the MCFG' \
    "$SCRATCH/out" "sbbr-1.1 requires MCFG"
expect_no_grep 'tables.mcfg-missing' "$SCRATCH/out" "no double report"
expect_exit 1 "$ACPILINT" "$SCRATCH/nomcfg"
expect_grep 'error \[tables.mcfg-missing\]: \\_SB_.PCI0 is a PCI host bridge' "$SCRATCH/out" \
    "linux: MCFG for the host bridge"
# The rule profile picks the simulator's kernel model: linux-4.1 the seed series, others the newest.
expect_exit 0 "$ACPILINT" --simulate --profile linux-4.1 "$CORPUS/valid.acpidump.txt"
expect_grep '^Boot simulation, kernel 4.1 \(profile linux-4.1\)' "$SCRATCH/out" \
    "--simulate --profile linux-4.1"
expect_grep 'ACPI: 4 CPUs enabled, 4 CPUs total' "$SCRATCH/out" "same trace as before"
expect_exit 0 "$ACPILINT" --simulate "$CORPUS/valid.acpidump.txt"
expect_grep '^Boot simulation, kernel 6.12 \(profile linux\)' "$SCRATCH/out" \
    "the linux profile simulates the newest kernel"
expect_exit 0 "$ACPILINT" --simulate --profile linux-4.1 --kernel 6.1 "$CORPUS/valid.acpidump.txt"
expect_grep '^Boot simulation, kernel 6.1 \(profile linux-4.1\)' "$SCRATCH/out" \
    "--kernel wins over the profile's model"
expect_exit 2 "$ACPILINT" --profile linux-9.9 "$V"
expect_grep "unknown profile 'linux-9.9' \(known: bbr-2.1, linux, linux-4.1, sbbr-1.0, sbbr-1.1, sbbr-1.2, sbsa-8.0, systemready-band\)" \
    "$SCRATCH/err" "unknown profile"

# The config file: found in the current folder or a parent, --config, --no-config.
mkdir -p "$SCRATCH/proj/sub/deeper"
cat >"$SCRATCH/proj/.acpilint.yaml" <<'EOF'
# project policy
profile: linux-4.1
disable: [tables.recommended-missing]
suppressions:
  - rule: table.checksum
    table: APIC
    oem_table_id: CORPUS01
    reason: "OEM Revision bumped by the test; checksum fixed in the next build"
EOF
(cd "$SCRATCH/proj/sub/deeper" && "$ACPILINT" "$B/apic-bad-checksum.dat" "$V/DBG2" \
    >"$SCRATCH/out" 2>"$SCRATCH/err")
[ $? -eq 0 ] && pass || fail "config in a parent folder: suppression makes exit 0"
expect_no_grep 'table.checksum' "$SCRATCH/out" "suppressed finding hidden"
expect_grep 'tables.not-supported.*linux-4.1' "$SCRATCH/out" "config profile used"
# tables.not-supported (a warning under linux-4.1) and the simulator's two info findings
# (the RSDP assumed, decisions not simulated)
expect_grep '0 errors, 1 warning, 2 info \(1 suppressed\)' "$SCRATCH/out" "summary counts"
(cd "$SCRATCH/proj/sub" && "$ACPILINT" --show-suppressed "$B/apic-bad-checksum.dat" \
    >"$SCRATCH/out" 2>"$SCRATCH/err")
# The line says suppressed; its note line says why (issue 25 item 6).
grep -A4 'error \[table.checksum\].* \[suppressed\]$' "$SCRATCH/out" |
    grep -q '^  note: suppressed: OEM Revision bumped by the test' && pass || fail "--show-suppressed"
(cd "$SCRATCH/proj/sub" && "$ACPILINT" --format json "$B/apic-bad-checksum.dat" \
    >"$SCRATCH/out" 2>"$SCRATCH/err")
python3 - "$SCRATCH/out" <<'PY' && pass || fail "JSON marks suppressed findings"
import json, sys
d = json.load(open(sys.argv[1]))
f = [x for x in d["findings"] if x["rule"] == "table.checksum"][0]
assert f["suppressed"] is True and f["justification"].startswith("OEM Revision"), f
assert d["summary"]["errors"] == 0 and d["summary"]["suppressed"] == 1, d["summary"]
assert d["profile"] == "linux-4.1"
PY
(cd "$SCRATCH/proj/sub" && "$ACPILINT" --no-config "$B/apic-bad-checksum.dat" >/dev/null 2>&1)
[ $? -eq 1 ] && pass || fail "--no-config ignores the file"
(cd "$SCRATCH/proj/sub" && "$ACPILINT" --profile linux "$V/DBG2" >"$SCRATCH/out" 2>&1)
expect_no_grep 'not-supported' "$SCRATCH/out" "--profile wins over the config"

printf 'disable:\n  - table.checksum\n  - tables.recomended-missing\n' >"$SCRATCH/typo.yaml"
expect_exit 2 "$ACPILINT" --config "$SCRATCH/typo.yaml" "$V"
expect_grep "^acpilint: $SCRATCH/typo.yaml:3: disable: unknown rule 'tables.recomended-missing'" \
    "$SCRATCH/err" "unknown id in config names file:line"
printf 'suppressions:\n  - rule: table.checksum\n    table: APIC\n' >"$SCRATCH/noreason.yaml"
expect_exit 2 "$ACPILINT" --config "$SCRATCH/noreason.yaml" "$V"
expect_grep "noreason.yaml:2: suppression of table.checksum: 'reason' is required" \
    "$SCRATCH/err" "suppression needs a reason"
printf 'profile: linux\ndisable: [a\n' >"$SCRATCH/broken.yaml"
expect_exit 2 "$ACPILINT" --config "$SCRATCH/broken.yaml" "$V"
expect_grep "broken.yaml:3: YAML error" "$SCRATCH/err" "malformed config"
printf 'profile: linux-9\n' >"$SCRATCH/badprofile.yaml"
expect_exit 2 "$ACPILINT" --config "$SCRATCH/badprofile.yaml" "$V"
expect_grep "badprofile.yaml:1: unknown profile 'linux-9'" "$SCRATCH/err" "config profile"
expect_exit 2 "$ACPILINT" --config "$SCRATCH/missing.yaml" "$V"

# Baselines: accept today's findings, fail on new ones, whatever the file is called.
cp "$B/apic-bad-checksum.dat" "$SCRATCH/today.dat"
expect_exit 0 "$ACPILINT" --write-baseline "$SCRATCH/base.yaml" "$SCRATCH/today.dat"
expect_grep '^  - \{rule: "table.checksum", table: "APIC", oem_table_id: "CORPUS01", field: "Checksum", message: "checksum is wrong' \
    "$SCRATCH/base.yaml" "baseline entry"
cp "$B/apic-bad-checksum.dat" "$SCRATCH/renamed.bin"
expect_exit 0 "$ACPILINT" --baseline "$SCRATCH/base.yaml" "$SCRATCH/renamed.bin"
# the checksum and the simulator's two info findings, all recorded in the baseline
expect_grep '0 errors.*\(3 suppressed\)' "$SCRATCH/out" "baselined finding accepted"
expect_exit 1 "$ACPILINT" --baseline "$SCRATCH/base.yaml" "$SCRATCH/renamed.bin" \
    "$B/facp-length-too-large.dat"
expect_grep 'error \[table.length-exceeds-data\]' "$SCRATCH/out" "new finding counts"
"$ACPILINT" --format json --baseline "$SCRATCH/base.yaml" "$SCRATCH/renamed.bin" >"$SCRATCH/b.json"
python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["findings"][0]; sys.exit(0 if f["baseline"] and f["suppressed"] else 1)' \
    "$SCRATCH/b.json" && pass || fail "JSON marks baselined findings"
printf 'findings: []\n' >"$SCRATCH/notbase.yaml"
expect_exit 2 "$ACPILINT" --baseline "$SCRATCH/notbase.yaml" "$V"
expect_grep 'notbase.yaml:1: not an acpilint baseline' "$SCRATCH/err" "malformed baseline"

# --rules-dir: the catalogue and profiles from a folder.
mkdir -p "$SCRATCH/rd/profiles"
cp "$SRC"/rules/*.yaml "$SCRATCH/rd/"
sed -i '/- id: table.checksum$/,/severity:/ s/severity: error/severity: warning/' "$SCRATCH/rd/tables.yaml"
cat >"$SCRATCH/rd/profiles/custom.yaml" <<'EOF'
name: custom
tables:
  required: [IORT]
rules:
  disabled: [madt.*]
EOF
expect_exit 0 "$ACPILINT" --rules-dir "$SCRATCH/rd" --profile custom "$B/apic-bad-checksum.dat"
expect_grep 'warning \[table.checksum\]' "$SCRATCH/out" "--rules-dir severity"
expect_exit 2 "$ACPILINT" --rules-dir "$SCRATCH/rd" "$V"
expect_grep "unknown profile 'linux' \(known: custom\)" "$SCRATCH/err" "profiles from DIR/profiles"
expect_exit 1 "$ACPILINT" --rules-dir "$SCRATCH/rd" --profile custom "$V"
expect_grep 'error \[tables.required-missing\]: profile custom requires the IORT' "$SCRATCH/out" \
    "custom profile"
rm -r "$SCRATCH/rd/profiles"
expect_exit 0 "$ACPILINT" --rules-dir "$SCRATCH/rd" --list-rules
expect_grep '^table\.checksum +warning ' "$SCRATCH/out" "built-in profiles when DIR has none"
sed -i '/- id: table.checksum$/,/reference:/d' "$SCRATCH/rd/tables.yaml"
expect_exit 2 "$ACPILINT" --rules-dir "$SCRATCH/rd" "$V"
expect_grep 'rule table.checksum is missing' "$SCRATCH/err" "--rules-dir must cover every rule"
printf 'rules:\n  - id: bogus.rule\n    severity: info\n    summary: s\n    reference: r\n' \
    >"$SCRATCH/rd/zz.yaml"
cp "$SRC/rules/tables.yaml" "$SCRATCH/rd/tables.yaml"
expect_exit 2 "$ACPILINT" --rules-dir "$SCRATCH/rd" "$V"
expect_grep 'zz.yaml:2: rule bogus.rule has no implementation' "$SCRATCH/err" "unknown rule in DIR"
finish
