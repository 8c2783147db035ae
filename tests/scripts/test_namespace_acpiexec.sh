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

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# --- collect definition blocks ------------------------------------------------
: >"$TMP/tables"
n=0
for root in "$SHARED" "$CORPUS_BUILD"; do
    [ -n "$root" ] && [ -d "$root" ] || continue
    while IFS= read -r -d '' f; do
        magic=$(head -c 6 "$f" 2>/dev/null | tr -c 'A-Z@ ' '?')
        case "$magic" in "DSDT @" | "SSDT @") magic=text ;; *) magic=${magic:0:4} ;; esac
        case "$magic" in
        DSDT | SSDT) printf '%s\t%s\n' "$(dirname "$f")" "$f" >>"$TMP/tables" ;;
        *)
            case "$f" in
            *.txt | *.log | *.out)
                if grep -qE '^ *(DSDT|SSDT) @ ' "$f" 2>/dev/null; then
                    n=$((n + 1))
                    d="$TMP/x/$n"
                    mkdir -p "$d"
                    (cd "$d" && acpixtract -a "$f" >/dev/null 2>&1)
                    for t in "$d"/dsdt*.dat "$d"/ssdt*.dat; do
                        [ -f "$t" ] && printf '%s\t%s\n' "$f" "$t" >>"$TMP/tables"
                    done
                fi
                ;;
            esac
            ;;
        esac
    done < <(find "$root" -type f -size -16M -print0 | sort -z)
done

# The laptop DSDTs kept beside the real corpus (../laptop-dsdts/NAME/): each joins the SSDTs
# of its machine (aarch64-laptops/NAME, or its acpi/ subfolder), so it is grouped with them.
LAPTOPS=${SHARED:+$SHARED/../laptop-dsdts}
if [ -n "$LAPTOPS" ] && [ -d "$LAPTOPS" ]; then
    for d in "$LAPTOPS"/*/; do
        m=$(basename "$d")
        f=$(find "$d" -maxdepth 1 -type f | sort | head -1)
        [ -n "$f" ] && [ "$(head -c4 "$f")" = DSDT ] || continue
        g=$SHARED/aarch64-laptops/$m
        s=$(awk -F'\t' -v g="$g" 'index($1, g) == 1 {print $1; exit}' "$TMP/tables")
        printf '%s\t%s\n' "${s:-$g}" "$f" >>"$TMP/tables"
    done
fi
if [ ! -s "$TMP/tables" ]; then
    echo "SKIP: no DSDT/SSDT found under '$SHARED' or '$CORPUS_BUILD'"
    exit 77
fi

variant() { # the "variant" part of a table file name: SSDT.memhp -> memhp
    local b
    b=$(basename "$1")
    b=${b%.dat}
    b=${b%.aml}
    case "$b" in *.*) echo "${b#*.}" ;; *) echo "" ;; esac
}

# --- form machines: DSDT + SSDTs of the same group and variant -------------------
machines=0
: >"$TMP/machines"
for group in $(cut -f1 "$TMP/tables" | sort -u); do
    files=$(awk -F'\t' -v g="$group" '$1 == g {print $2}' "$TMP/tables" | sort -V)
    dsdts=$(for f in $files; do [ "$(head -c4 "$f")" = DSDT ] && echo "$f"; done)
    ssdts=$(for f in $files; do [ "$(head -c4 "$f")" = SSDT ] && echo "$f"; done)
    used=""
    for d in $dsdts; do
        v=$(variant "$d")
        set=$d
        for s in $ssdts; do
            sv=$(variant "$s")
            if [ "$sv" = "$v" ] || { [ -z "$v" ] && ! echo "$dsdts" | grep -q "\.$sv\$"; }; then
                set="$set $s"
                used="$used $s"
            fi
        done
        echo "$set" >>"$TMP/machines"
    done
    for s in $ssdts; do
        case " $used " in *" $s "*) ;; *) echo "$s" >>"$TMP/machines" ;; esac
    done
done

# --- compare ----------------------------------------------------------------------
CACHE=${ACPILINT_ACPIEXEC_CACHE:-${TMPDIR:-/tmp}/acpilint-acpiexec-cache-$(id -u)}
mkdir -p "$CACHE"
acpiexec_key() { (acpiexec -v 2>&1 | grep -m1 version; cat "$@") | sha256sum | cut -c1-32; }
# acpiexec spends most of its second a table waiting, not computing: fill the
# cache with several runs at once.
export CACHE
export -f acpiexec_key
xargs -P 8 -L 1 bash -c 'k=$(acpiexec_key "$@"); [ -s "$CACHE/$k" ] ||
    { acpiexec -di -b namespace "$@" >"$CACHE/$k.$$" 2>&1 </dev/null; mv "$CACHE/$k.$$" "$CACHE/$k"; }' _ \
    <"$TMP/machines"

agree=0
total=0
skipped=0
while read -r set; do
    machines=$((machines + 1))
    # acpiexec needs about a second a table; its answer depends only on the
    # tables and its own version, so it is cached by content (the sanitizer
    # build's run reuses the normal build's answers).
    # shellcheck disable=SC2086
    key=$(acpiexec_key $set)
    if [ -s "$CACHE/$key" ]; then
        cp "$CACHE/$key" "$TMP/ref.out"
    else
        # shellcheck disable=SC2086
        acpiexec -di -b namespace $set >"$TMP/ref.out" 2>&1 </dev/null
        cp "$TMP/ref.out" "$CACHE/$key.$$" && mv "$CACHE/$key.$$" "$CACHE/$key"
    fi
    if ! grep -q '^ACPI Namespace (from Namespace Root):' "$TMP/ref.out"; then
        for f in $set; do
            echo "skip $f (acpiexec could not load the set)"
            skipped=$((skipped + 1))
        done
        continue
    fi
    # Owner ids: each "Table [SIG: OEMTABID] (id NN)" line names a loaded
    # table; ids are not contiguous (module-level code takes ids too, and a
    # table with load errors gets no line), so match each line to the next
    # table of the set with the same signature and OEM table id.
    keys=""
    kpos=0
    case "$(head -c4 "${set%% *}")" in DSDT) ;; *) kpos=1 ;; esac
    for f in $set; do
        kpos=$((kpos + 1))
        oem=$(dd if="$f" bs=1 skip=16 count=8 2>/dev/null | tr -d '\000' | sed 's/ *$//')
        keys="$keys$kpos=$(head -c4 "$f"):$oem;"
    done
    awk -v keys="$keys" '
        function hex(x,   i, v) {
            v = 0
            for (i = 1; i <= length(x); i++) v = v * 16 + index("0123456789ABCDEF", toupper(substr(x, i, 1))) - 1
            return v
        }
        BEGIN {
            n = split(keys, kv, ";")
            for (i = 1; i < n; i++) { e = index(kv[i], "="); kp[i] = substr(kv[i], 1, e - 1); kk[i] = substr(kv[i], e + 1) }
        }
        /^Table \[(DSDT|SSDT):/ {
            id = $0; sub(/.*\(id /, "", id); sub(/\).*/, "", id)
            key = $0; sub(/^Table \[/, "", key); sub(/\].*/, "", key); sub(/: /, ":", key); sub(/ *$/, "", key)
            for (i = 1; i < n; i++) if (!used[i] && kk[i] == key) { used[i] = 1; pos[hex(id)] = kp[i]; break }
        }
        /^ACPI Namespace \(from Namespace Root\):/ { on = 1; next }
        /^Namespace node count:/ { on = 0 }
        on && /^ *[0-9]+ +[A-Z_0-9][A-Z_0-9][A-Z_0-9][A-Z_0-9] +[A-Za-z]+ +0x[0-9a-f]+ +[0-9]+/ {
            lvl = $1; path[lvl] = $2
            p = "\\"
            for (i = 0; i <= lvl; i++) p = p (i ? "." : "") path[i]
            owner = hex($5)
            if (owner != 0) print (owner in pos ? pos[owner] : "?" owner), p, $3
        }' "$TMP/ref.out" | sort >"$TMP/ref"
    # shellcheck disable=SC2086
    $NS_CMD $set 2>/dev/null >"$TMP/mine.out"
    awk '
        /^\\/ {
            loc = $NF
            cond = "-"
            if (loc ~ /^(if|else|if\+else|while)@0x/) { cond = loc; loc = $(NF - 1) }
            if (cond ~ /^if\+else@/) cond = "-"   # both branches define it: always created
            if (loc !~ /^(DSDT|SSDT)[0-9]*\+0x/) next
            sig = substr(loc, 1, 4); inst = substr(loc, 5); sub(/\+.*/, "", inst)
            # acpiexec gives the DSDT id 1 (it makes an empty one when none
            # is given) and the SSDTs 2, 3... in load order.
            owner = (sig == "DSDT") ? 1 : (2 + inst)
            print owner, $1, $2, cond
        }' "$TMP/mine.out" |
        sort >"$TMP/mine"
    case "$(head -c4 "${set%% *}")" in
        DSDT) ;;
        *)  # item 7: drop what lies under a scope acpilint only assumed (it lists no such scope)
            awk 'NR == FNR { if ($1 ~ /^\\/) listed[$1] = 1; next }
                 { p = $2; keep = 1
                   while ((i = match(p, /\.[^.]*$/)) > 0) { p = substr(p, 1, i - 1)
                       if (p != "\\" && !(p in listed)) { keep = 0; break } }
                   if (keep) print }' "$TMP/mine.out" "$TMP/mine" >"$TMP/mine.kept"
            mv "$TMP/mine.kept" "$TMP/mine" ;;
    esac
    k=0
    case "$(head -c4 "${set%% *}")" in DSDT) ;; *) k=1 ;; esac
    for f in $set; do
        k=$((k + 1))
        total=$((total + 1))
        awk -v k=$k '$1 == k {print $2, $3}' "$TMP/ref" >"$TMP/ref.$k"
        # Item 8 above: objects acpilint marks conditional (an undecided module-level If/Else) are
        # kept for the branch acpiexec took, which must be whole, and dropped for the other,
        # which must be wholly absent; anything else stays and makes the table differ.
        awk -v k=$k '
            NR == FNR { ref[$1 " " $2] = 1; next }
            $1 != k { next }
            $4 == "-" { print $2, $3; next }
            { split($4, c, "@"); key = c[2]; br = c[1]
              n[key, br]++; have[key, br] += (($2 " " $3) in ref); seen[key] = 1
              obj[++m] = $2 " " $3; okey[m] = key; obr[m] = br }
            END {
                for (key in seen) {
                    fi = (n[key, "if"] == have[key, "if"]); ai = (have[key, "if"] == 0)
                    fe = (n[key, "else"] == have[key, "else"]); ae = (have[key, "else"] == 0)
                    if (fi && ae) drop[key, "else"] = 1
                    else if (fe && ai) drop[key, "if"] = 1
                    # a While body: run (all of it present) or not (none of it)
                    if (n[key, "while"] && have[key, "while"] == 0) drop[key, "while"] = 1
                }
                for (i = 1; i <= m; i++) if (!((okey[i], obr[i]) in drop)) print obj[i]
            }' "$TMP/ref.$k" "$TMP/mine" | sort >"$TMP/mine.$k"
        if cmp -s "$TMP/ref.$k" "$TMP/mine.$k"; then
            agree=$((agree + 1))
            echo "ok   $f ($(wc -l <"$TMP/ref.$k") objects)"
        else
            echo "DIFF $f: acpiexec $(wc -l <"$TMP/ref.$k") objects, acpilint $(wc -l <"$TMP/mine.$k")"
            diff "$TMP/ref.$k" "$TMP/mine.$k" | grep '^[<>]' | head -10 | sed 's/^</  acpiexec only:/; s/^>/  acpilint only:/'
        fi
    done
done <"$TMP/machines"

echo "$agree of $total tables agree ($machines table sets, $skipped tables skipped)"
[ "$agree" -eq "$total" ]
