# SPDX-License-Identifier: MIT
# tools/convert-rule-ids.py, which other branches' code goes through when it is
# merged: the tree holds no rule id written as a literal (or old check record)
# it would convert, and on a fixture of every call shape the tree had it gives
# the expected code, and nothing more on a second run (idempotent).
. "$(dirname "$0")/lib.sh"

tool=$SRC/tools/convert-rule-ids.py
if python3 "$tool" --check >"$SCRATCH/out" 2>&1; then pass; else
    fail "the tree has rule ids still written as literals:"; cat "$SCRATCH/out"; fi

cat >"$SCRATCH/shapes.c" <<'C'
#include "acpilint/engine.h"

struct row {
    const char *name;
    const char *rule;
};
static const struct row rows[] = {{"Reserved", "madt.reserved-nonzero"}};
static void wrap(struct al_context *ctx, const char *rule, const char *fmt);
static const char *pick(int x)
{
    return x ? "input.size-limit" : NULL;
}
static void check_x(struct al_context *ctx, const struct al_table *t)
{
    al_report(ctx->ts, "madt.gicc-missing", al_at_table(t, 0, NULL), "%s", "a.b");
    al_report(
        ctx->ts, "madt.gicr-mixed", al_at_table(t, 0, "madt.gicr-mixed"), "x");
    wrap(ctx, t ? "madt.gic-its-id-duplicate" : "madt.gic-msi-frame-id-duplicate", "y");
    if (strcmp(ctx->ts->findings.items[0].rule, "aml.malformed") == 0)
        return;
    /* "madt.gicc-missing" in a comment stays */
    puts("madt.gicc-" "missing");
}
static const char *const x_rules[] = {"madt.gicc-missing", "madt.gicr-mixed", NULL};
extern const char *const x_rules[];
static const char *const not_rules[] = {"APIC", NULL};
const struct al_check al_checks_x[] = {
    {"tables.not-supported", NULL, check_x, x_rules, false},
    {"x.table", "APIC", check_x, x_rules, false},
    {"x.names", NULL, check_x, x_rules, true},
    {NULL, NULL, NULL, NULL, false},
};
C
cat >"$SCRATCH/want.c" <<'C'
#include "acpilint/engine.h"
#include "acpilint/rule_ids.h"

struct row {
    const char *name;
    const struct al_rule_id *rule;
};
static const struct row rows[] = {{"Reserved", AL_R_MADT_RESERVED_NONZERO}};
static void wrap(struct al_context *ctx, const struct al_rule_id *rule, const char *fmt);
static const char *pick(int x)
{
    return x ? AL_R_INPUT_SIZE_LIMIT : NULL;
}
static void check_x(struct al_context *ctx, const struct al_table *t)
{
    al_report(ctx->ts, AL_R_MADT_GICC_MISSING, al_at_table(t, 0, NULL), "%s", "a.b");
    al_report(
        ctx->ts, AL_R_MADT_GICR_MIXED, al_at_table(t, 0, AL_R_MADT_GICR_MIXED), "x");
    wrap(ctx, t ? AL_R_MADT_GIC_ITS_ID_DUPLICATE : AL_R_MADT_GIC_MSI_FRAME_ID_DUPLICATE, "y");
    if (strcmp(ctx->ts->findings.items[0].rule, AL_R_AML_MALFORMED->id) == 0)
        return;
    /* "madt.gicc-missing" in a comment stays */
    puts("madt.gicc-" "missing");
}
static const struct al_rule_id *const x_rules[] = {AL_R_MADT_GICC_MISSING, AL_R_MADT_GICR_MIXED, NULL};
extern const struct al_rule_id *const x_rules[];
static const char *const not_rules[] = {"APIC", NULL};
const struct al_check al_checks_x[] = {
    {"tables.not-supported", NULL, check_x, x_rules, AL_NEEDS_NOTHING},
    {"x.table", "APIC", check_x, x_rules, AL_NEEDS_TABLE},
    {"x.names", NULL, check_x, x_rules, AL_NEEDS_NAMESPACE},
    {NULL, NULL, NULL, NULL, 0},
};
C
# What the compiler then rejects is left to it: pick()'s return type, and a
# field path spelt like a rule (al_at_table's third argument) is a mistake the
# script cannot tell from a rule; both fail the build, so neither goes unseen.
python3 "$tool" --as-check-code "$SCRATCH/shapes.c" >/dev/null 2>"$SCRATCH/err"
if diff -u "$SCRATCH/want.c" "$SCRATCH/shapes.c"; then pass; else fail "conversion of the call shapes"; fi
if python3 "$tool" --as-check-code --check "$SCRATCH/shapes.c" >/dev/null; then pass; else
    fail "a second run would change the converted fixture"; fi

# A literal in a report call that no rules/*.yaml defines is named.
printf 'void f(struct al_tableset *ts)\n{\n    al_report(ts, "madt.no-such-rule", w, "x");\n}\n' \
    >"$SCRATCH/typo.c"
if ! python3 "$tool" --as-check-code "$SCRATCH/typo.c" >/dev/null 2>"$SCRATCH/err" &&
    grep -q "typo.c:3: 'madt.no-such-rule'" "$SCRATCH/err"; then pass; else
    fail "an unknown rule id was not reported"; cat "$SCRATCH/err"; fi
finish
