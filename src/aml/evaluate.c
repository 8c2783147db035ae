/* SPDX-License-Identifier: MIT */
/*
 * Values known at load time, for module-level If/Else.  ACPICA executes a
 * definition block as a method while loading it (module-level code), so
 * objects in an If whose predicate is false are not created.  The walker
 * evaluates predicates made of constants, Integer Names, fields (which
 * acpiexec reads as zero) and CondRefOf; an unknown predicate loads both
 * branches.  ACPI 6.5 section 19.6 (the operators' results: logical ones
 * are Ones or Zero).
 */
#include "aml/aml_internal.h"

static uint64_t eval2(uint16_t op, uint64_t a, uint64_t b, bool *known)
{
    switch (op) {
    case 0x72: return a + b;
    case 0x74: return a - b;
    case 0x77: return a * b;
    case 0x79: return b >= 64 ? 0 : a << b;
    case 0x7A: return b >= 64 ? 0 : a >> b;
    case 0x7B: return a & b;
    case 0x7D: return a | b;
    case 0x7F: return a ^ b;
    case 0x90: return (a && b) ? ~0ull : 0;
    case 0x91: return (a || b) ? ~0ull : 0;
    case 0x93: return a == b ? ~0ull : 0;
    case 0x94: return a > b ? ~0ull : 0;
    case 0x95: return a < b ? ~0ull : 0;
    default: *known = false; return 0;
    }
}

void al_aml_evaluate(uint16_t op, const struct al_aml_value *a, unsigned nargs,
                     struct al_aml_value *out)
{
    *out = al_aml_unknown_value();
    if (op == AML_EXT(0x12)) { /* CondRefOf */
        if (nargs >= 1 && a[0].known) {
            out->known = true;
            out->v = a[0].v ? ~0ull : 0;
        }
        return;
    }
    if (op == 0x92 && nargs == 1 && a[0].known) { /* LNot */
        out->known = true;
        out->v = a[0].v ? 0 : ~0ull;
        return;
    }
    if (op == 0x80 && nargs >= 1 && a[0].known) { /* Not */
        out->known = true;
        out->v = ~a[0].v;
        return;
    }
    if (nargs >= 2 && a[0].known && a[1].known) {
        bool known = true;
        uint64_t v = eval2(op, a[0].v, a[1].v, &known);
        out->known = known;
        out->v = v;
    }
}

int al_aml_branch_taken(const struct al_aml_value *pred)
{
    if (!pred->known)
        return 2;
    return pred->v != 0;
}
