/* SPDX-License-Identifier: MIT */
/*
 * Predefined names (ACPI 6.5 section 5.6.8 and each object's section),
 * checked statically on the namespace, as iasl checks them when it
 * compiles ASL and as the kernel's ACPICA checks them each time it
 * evaluates one (drivers/acpi/acpica/nspredef.c):
 *   - a Name() must hold a type the name allows, and a name whose method
 *     takes arguments or returns nothing must be a Method
 *     (predef.object-type);
 *   - a Method must take the name's argument count (predef.argument-count);
 *   - a Method that must return a value must have a Return
 *     (predef.no-return-value), and what it returns, where the body gives a
 *     data object or the name of one, must be of an allowed type
 *     (predef.object-type);
 *   - _CLS is a Package of three Integers (predef.package-invalid);
 *   - _HID and _CID strings are PNP or ACPI IDs (predef.id-invalid).
 * What only running the method tells (a local, an argument, a call) is not
 * judged.  One finding per object and rule.
 */
#include <stdio.h>
#include <string.h>

#include "check/object_rules.h"
#include "check/predefined.h"
#include "acpilint/rule_ids.h"

static uint8_t pd_bit(uint8_t aml_type)
{
    switch (aml_type) {
    case AL_AML_INTEGER: return PD_INT;
    case AL_AML_STRING: return PD_STR;
    case AL_AML_BUFFER: return PD_BUF;
    case AL_AML_PACKAGE: return PD_PKG;
    default: return 0;
    }
}

static bool is_data(uint8_t aml_type)
{
    return pd_bit(aml_type) != 0;
}

static const char *consequence =
    "Linux's ACPICA checks each predefined name it evaluates (\"Return type mismatch\", "
    "nspredef.c) and repairs only simple cases (an object wrapped into the expected Package, "
    "Integer, String and Buffer converted into one another); otherwise its caller gets an "
    "error";

/*
 * A PNP ID (3 upper-case letters, 4 hex digits) or an ACPI ID (4 upper-case
 * letters or digits, 4 hex digits), ACPI 6.5 section 6.1.5.  For _CID, a
 * bus-specific compatible ID ("PCI\CC_0C0330") is allowed too (6.1.2).
 */
static bool id_valid(const char *s, size_t len, bool cid, const char **why)
{
    if (cid && memchr(s, '\\', len))
        return true;
    if (len != 7 && len != 8) {
        *why = "is neither a 7-character PNP ID nor an 8-character ACPI ID";
        return false;
    }
    size_t prefix = len - 4;
    for (size_t i = 0; i < prefix; i++) {
        bool upper = s[i] >= 'A' && s[i] <= 'Z', digit = s[i] >= '0' && s[i] <= '9';
        if (!upper && !(len == 8 && digit)) {
            *why = len == 7 ? "does not start with 3 upper-case letters (a PNP ID)"
                            : "does not start with 4 upper-case letters or digits (an ACPI ID)";
            return false;
        }
    }
    for (size_t i = prefix; i < len; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'A' && s[i] <= 'F') ||
              (s[i] >= 'a' && s[i] <= 'f'))) {
            *why = "does not end with 4 hexadecimal digits";
            return false;
        }
    return true;
}

/* A String object of an ID at obj in span s: checks it, reports once per node. */
static bool check_id_string(struct al_context *ctx, uint32_t node, struct al_span s,
                            const struct ob_obj *o, bool cid)
{
    char id[64];
    size_t n = o->data_len < sizeof(id) - 1 ? o->data_len : sizeof(id) - 1;
    if (o->kind != OB_STRING || !al_read_bytes(s, o->data, id, n))
        return false;
    id[n] = '\0';
    for (size_t i = 0; i < n; i++)
        if (id[i] < 0x20 || id[i] > 0x7E)
            id[i] = '?';
    /* The copy's length, not the object's: a String longer than the copy is no 7- or
     * 8-character ID either way, and id_valid() must not read past the copy. */
    const char *why;
    if (id_valid(id, n, cid, &why))
        return false;
    char path[128];
    ob_report(ctx, AL_R_PREDEF_ID_INVALID, node,
              "%s is \"%s\", not a PNP or ACPI ID: %zu characters, which %s; no PNP ID "
              "(\"AAA####\") or ACPI ID (\"NNNN####\", ACPI 6.5 section 6.1.5); Linux matches "
              "drivers by the exact string, so only a driver written for this malformed ID binds",
              ob_path(ctx->ns, node, path, sizeof(path)), id, (size_t)o->data_len, why);
    return true;
}

/* _HID / _CID objects given as data: a String, or for _CID a Package of them. */
static bool check_id_object(struct al_context *ctx, uint32_t node, struct al_span s,
                            const struct ob_obj *o, bool cid)
{
    if (o->kind == OB_STRING)
        return check_id_string(ctx, node, s, o, cid);
    if (!cid || o->kind != OB_PACKAGE)
        return false;
    size_t pos = o->elements;
    for (uint64_t i = 0; i < o->count && pos < o->end; i++) {
        struct ob_obj e;
        if (!ob_read_object(s, pos, o->end, &e))
            return false;
        if (check_id_string(ctx, node, s, &e, true))
            return true;
        pos = e.end;
    }
    return false;
}

/* _CLS: Package of three Integers, PCI base class, subclass, interface (ACPI 6.5 6.1.3). */
static bool check_cls_package(struct al_context *ctx, uint32_t node, struct al_span s,
                              const struct ob_obj *o)
{
    if (o->kind != OB_PACKAGE)
        return false;
    unsigned ints = 0;
    size_t pos = o->elements;
    for (uint64_t i = 0; i < o->count && pos < o->end; i++) {
        struct ob_obj e;
        if (!ob_read_object(s, pos, o->end, &e))
            return false;
        ints += e.kind == OB_INTEGER;
        pos = e.end;
    }
    if (o->count == 3 && ints == 3)
        return false;
    char path[128];
    ob_report(ctx, AL_R_PREDEF_PACKAGE_INVALID, node,
              "%s is a Package of %llu elements (%u Integers), not the three Integers (class, "
              "subclass, programming interface) of ACPI 6.5 section 6.1.3: ACPICA refuses it "
              "(acpi_ut_execute_CLS), so the device gets no PCI class ID and a driver that "
              "matches by class does not bind",
              ob_path(ctx->ns, node, path, sizeof(path)), (unsigned long long)o->count, ints);
    return true;
}

/* The content checks of a data object a name holds or a method returns; true when reported. */
static bool check_value(struct al_context *ctx, uint32_t node, struct al_span s,
                        const struct ob_obj *o)
{
    const char *name = ctx->ns->nodes[node].name;
    if (memcmp(name, "_HID", 4) == 0 || memcmp(name, "_CID", 4) == 0)
        return check_id_object(ctx, node, s, o, name[1] == 'C');
    if (memcmp(name, "_CLS", 4) == 0)
        return check_cls_package(ctx, node, s, o);
    return false;
}

static void check_data_name(struct al_context *ctx, uint32_t n, const struct al_predef *pd)
{
    const struct al_namespace *ns = ctx->ns;
    uint8_t type = ns->nodes[n].type;
    char path[128], want[64]; /* the path is written only for a finding: most names have none */
    if (pd->args > 0 || pd->types == PD_NONE) {
        ob_report(ctx, AL_R_PREDEF_OBJECT_TYPE, n,
                  "%s is a Name (%s) but must be a method taking %u argument%s (ACPI 6.5 "
                  "section 5.6.8): %s",
                  ob_path(ns, n, path, sizeof(path)), al_aml_type_name((enum al_aml_type)type),
                  pd->args, pd->args == 1 ? "" : "s", consequence);
        return;
    }
    if (!(pd_bit(type) & pd->types)) {
        ob_report(ctx, AL_R_PREDEF_OBJECT_TYPE, n, "%s is %s %s, but %.4s must be %s: %s",
                  ob_path(ns, n, path, sizeof(path)), type == AL_AML_INTEGER ? "an" : "a",
                  al_aml_type_name((enum al_aml_type)type), ns->nodes[n].name,
                  al_predef_types_name(pd->types, want, sizeof(want)), consequence);
        return;
    }
    struct ob_obj o;
    if (ob_name_value(ns, n, &o))
        check_value(ctx, n, ob_table_span(ns, n), &o);
}

static void check_method(struct al_context *ctx, uint32_t n, const struct al_predef *pd)
{
    const struct al_namespace *ns = ctx->ns;
    const struct al_aml_node *m = &ns->nodes[n];
    char path[128], want[64]; /* the path is written only for a finding: most methods have none */
    bool min = pd->flags & PD_ARGS_MIN;
    if (min ? m->method_args < pd->args : m->method_args != pd->args)
        ob_report(ctx, AL_R_PREDEF_ARGUMENT_COUNT, n,
                  "%s takes %u argument%s but %.4s takes %s%u (ACPI 6.5 section 5.6.8): "
                  "ACPICA warns when it evaluates it (\"Excess arguments\" or \"Insufficient "
                  "arguments\") and a missing argument reads as uninitialized, which aborts "
                  "the method",
                  ob_path(ns, n, path, sizeof(path)), m->method_args,
                  m->method_args == 1 ? "" : "s", m->name, min ? "at least " : "", pd->args);
    if (pd->types == PD_NONE)
        return;
    struct al_aml_returns rs;
    if (!al_namespace_method_returns(ns, n, &rs))
        return;
    if (rs.count == 0 && !rs.incomplete) {
        ob_report(ctx, AL_R_PREDEF_NO_RETURN_VALUE, n,
                  "%s has no Return with a value, but %.4s must return %s: ACPICA fails the "
                  "evaluation (\"Missing expected return value\", AE_AML_NO_RETURN_VALUE)",
                  ob_path(ns, n, path, sizeof(path)), m->name,
                  al_predef_types_name(pd->types, want, sizeof(want)));
        return;
    }
    unsigned kept = rs.count < AL_AML_MAX_RETURNS ? rs.count : AL_AML_MAX_RETURNS;
    struct al_span s = ob_table_span(ns, n);
    for (unsigned i = 0; i < kept; i++) {
        const struct al_aml_return *r = &rs.r[i];
        if (r->type == AL_AML_ANY)
            continue;
        if (!(pd_bit(r->type) & pd->types)) {
            char what[160];
            if (r->node != AL_AML_NO_NODE) {
                char named[128];
                snprintf(what, sizeof(what), "%s, %s",
                         ob_path(ns, r->node, named, sizeof(named)),
                         al_aml_type_name((enum al_aml_type)r->type));
            } else {
                snprintf(what, sizeof(what), "%s %s", r->type == AL_AML_INTEGER ? "an" : "a",
                         al_aml_type_name((enum al_aml_type)r->type));
            }
            ob_report_at(ctx, AL_R_PREDEF_OBJECT_TYPE, m->table, r->offset, n,
                         "%s returns %s, but %.4s must return %s: %s",
                         ob_path(ns, n, path, sizeof(path)), what, m->name,
                         al_predef_types_name(pd->types, want, sizeof(want)), consequence);
            return;
        }
        struct ob_obj o;
        if (r->literal && ob_read_object(s, r->offset, s.len, &o) && check_value(ctx, n, s, &o))
            return;
        if (!r->literal && r->node != AL_AML_NO_NODE && ob_name_value(ns, r->node, &o) &&
            check_value(ctx, n, ob_table_span(ns, r->node), &o))
            return;
    }
}

static void check_predefined(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    for (uint32_t n = 1; n < ns->count; n++) {
        const struct al_aml_node *node = &ns->nodes[n];
        if (node->name[0] != '_' || !ob_defined(ns, n))
            continue;
        const struct al_predef *pd = al_predef_find(node->name);
        if (!pd)
            continue;
        if (node->type == AL_AML_METHOD)
            check_method(ctx, n, pd);
        else if (is_data(node->type))
            check_data_name(ctx, n, pd);
    }
}

static const struct al_rule_id *const predef_rules[] = {
    AL_R_PREDEF_OBJECT_TYPE,     AL_R_PREDEF_ARGUMENT_COUNT, AL_R_PREDEF_NO_RETURN_VALUE,
    AL_R_PREDEF_PACKAGE_INVALID, AL_R_PREDEF_ID_INVALID,     NULL};

const struct al_check al_checks_predefined[] = {
    {"predefined.names", NULL, check_predefined, predef_rules, AL_NEEDS_NAMESPACE},
    {NULL, NULL, NULL, NULL, 0},
};
