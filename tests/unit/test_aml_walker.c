/* SPDX-License-Identifier: MIT */
/*
 * Unit tests for the AML walker and namespace (ACPI 6.5 section 20.2):
 * one hand-assembled DefinitionBlock per opcode family, and malformed byte
 * code (truncated PkgLength, PkgLength past the table, unknown opcode,
 * recursion bomb) that must give a finding, never a crash or over-read.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "acpilint/aml.h"
#include "testutil.h"

struct buf {
    uint8_t d[1 << 16];
    size_t n;
};

static void emit(struct buf *b, const void *p, size_t n)
{
    assert_true(b->n + n <= sizeof(b->d));
    memcpy(b->d + b->n, p, n);
    b->n += n;
}

#define E(b, ...) do { static const uint8_t x_[] = {__VA_ARGS__}; emit((b), x_, sizeof(x_)); } while (0)

/* op bytes, PkgLength (1 or 2 bytes), inner bytes. */
static void emit_pkg(struct buf *b, const uint8_t *op, size_t opn, const struct buf *inner)
{
    emit(b, op, opn);
    size_t total = inner->n + 1;
    if (total < 0x40) {
        uint8_t l = (uint8_t)total;
        emit(b, &l, 1);
    } else {
        total = inner->n + 2;
        uint8_t l[2] = {(uint8_t)(0x40 | (total & 0x0F)), (uint8_t)(total >> 4)};
        emit(b, l, 2);
    }
    emit(b, inner->d, inner->n);
}

/*
 * A DSDT alone; complete: the user vouches that it is the whole firmware
 * (--assume-complete), so names it does not define are provably undefined.
 */
static struct al_tableset *load_as(const struct buf *aml, struct al_namespace *ns, bool complete)
{
    static struct al_tableset ts;
    static uint8_t table[sizeof(((struct buf *)0)->d) + 36];
    size_t len = 36 + aml->n;
    memset(table, 0, 36);
    memcpy(table + 36, aml->d, aml->n);
    tu_put_header(table, "DSDT", (uint32_t)len, 2);
    tu_fix_checksum(table, len);
    al_tableset_init(&ts);
    struct al_source src = {.file = "test.aml"};
    assert_non_null(al_tableset_add(&ts, table, len, NULL, &src));
    ts.assume_complete = complete;
    assert_int_equal(al_namespace_build(&ts, ns), 0);
    return &ts;
}

static struct al_tableset *load(const struct buf *aml, struct al_namespace *ns)
{
    return load_as(aml, ns, true);
}

static int type_of(const struct al_namespace *ns, const char *path)
{
    uint32_t n = al_namespace_lookup(ns, path);
    return n == AL_AML_NO_NODE ? -1 : ns->nodes[n].type;
}

static void done(struct al_tableset *ts, struct al_namespace *ns)
{
    al_namespace_free(ns);
    al_tableset_free(ts);
}

static void test_device_name_method(void **state)
{
    (void)state;
    struct buf dev = {0}, body = {0}, scope = {0}, meth = {0}, top = {0};
    /* Name (_HID, EISAID ("PNP0A08")); Name (_UID, "A"); Name (_CRS, Buffer (2) {0x79, 0}) */
    E(&body, 0x08, '_', 'H', 'I', 'D', 0x0C, 0x41, 0xD0, 0x0A, 0x08);
    E(&body, 0x08, '_', 'U', 'I', 'D', 0x0D, 'A', 0);
    struct buf bf = {0};
    E(&bf, 0x0A, 0x02, 0x79, 0x00);
    E(&body, 0x08, '_', 'C', 'R', 'S');
    emit_pkg(&body, (const uint8_t[]){0x11}, 1, &bf);
    /* Method (_STA, 0, Serialized) { Return (0x0F) } */
    E(&meth, '_', 'S', 'T', 'A', 0x08, 0xA4, 0x0A, 0x0F);
    emit_pkg(&body, (const uint8_t[]){0x14}, 1, &meth);
    /* Name (PKG0, Package (2) {One, "x"}) */
    struct buf pk = {0};
    E(&pk, 0x02, 0x01, 0x0D, 'x', 0);
    E(&body, 0x08, 'P', 'K', 'G', '0');
    emit_pkg(&body, (const uint8_t[]){0x12}, 1, &pk);
    E(&dev, 'P', 'C', 'I', '0');
    emit(&dev, body.d, body.n);
    E(&scope, 0x5C, '_', 'S', 'B', '_');
    emit_pkg(&scope, (const uint8_t[]){0x5B, 0x82}, 2, &dev);
    emit_pkg(&top, (const uint8_t[]){0x10}, 1, &scope);

    struct al_namespace ns;
    struct al_tableset *ts = load(&top, &ns);
    assert_int_equal(ts->findings.count, 0);
    assert_int_equal(type_of(&ns, "\\_SB.PCI0"), AL_AML_DEVICE);
    uint32_t hid = al_namespace_lookup(&ns, "\\_SB_.PCI0._HID");
    assert_int_equal(ns.nodes[hid].type, AL_AML_INTEGER);
    char id[8];
    assert_true(al_eisaid_decode((uint32_t)ns.nodes[hid].integer, id));
    assert_string_equal(id, "PNP0A08");
    assert_int_equal(type_of(&ns, "\\_SB.PCI0._UID"), AL_AML_STRING);
    assert_int_equal(type_of(&ns, "\\_SB.PCI0._CRS"), AL_AML_BUFFER);
    assert_int_equal(al_namespace_data(&ns, al_namespace_lookup(&ns, "\\_SB.PCI0._CRS")).len, 2);
    assert_int_equal(type_of(&ns, "\\_SB.PCI0.PKG0"), AL_AML_PACKAGE);
    uint32_t sta = al_namespace_lookup(&ns, "\\_SB.PCI0._STA");
    assert_int_equal(ns.nodes[sta].type, AL_AML_METHOD);
    assert_int_equal(ns.nodes[sta].method_args, 0);
    assert_true(ns.nodes[sta].flags & AL_AML_NODE_SERIALIZED);
    char path[64];
    al_namespace_path(&ns, sta, path, sizeof(path));
    assert_string_equal(path, "\\_SB_.PCI0._STA");
    done(ts, &ns);
}

static void test_regions_fields_misc(void **state)
{
    (void)state;
    struct buf top = {0}, f = {0}, ix = {0}, bk = {0}, pw = {0}, tz = {0}, pr = {0};
    /* OperationRegion (OPR0, SystemMemory, 0x1000, 0x100) */
    E(&top, 0x5B, 0x80, 'O', 'P', 'R', '0', 0x00, 0x0B, 0x00, 0x10, 0x0B, 0x00, 0x01);
    /* Field (OPR0, DWordAcc...) { FLD0, 32, Offset(8), AccessAs, FLD1, 8 } */
    E(&f, 'O', 'P', 'R', '0', 0x03, 'F', 'L', 'D', '0', 0x20, 0x00, 0x20, 0x01, 0x01, 0x00,
      'F', 'L', 'D', '1', 0x08);
    emit_pkg(&top, (const uint8_t[]){0x5B, 0x81}, 2, &f);
    E(&ix, 'F', 'L', 'D', '0', 'F', 'L', 'D', '1', 0x01, 'I', 'D', 'X', '0', 0x08);
    emit_pkg(&top, (const uint8_t[]){0x5B, 0x86}, 2, &ix);
    E(&bk, 'O', 'P', 'R', '0', 'F', 'L', 'D', '1', 0x0A, 0x02, 0x01, 'B', 'N', 'K', '0', 0x08);
    emit_pkg(&top, (const uint8_t[]){0x5B, 0x87}, 2, &bk);
    E(&top, 0x5B, 0x01, 'M', 'U', 'T', '0', 0x00);          /* Mutex (MUT0, 0) */
    E(&top, 0x5B, 0x02, 'E', 'V', 'T', '0');                /* Event (EVT0) */
    E(&pw, 'P', 'W', 'R', '0', 0x00, 0x00, 0x00);           /* PowerResource (PWR0, 0, 0) {} */
    emit_pkg(&top, (const uint8_t[]){0x5B, 0x84}, 2, &pw);
    E(&tz, 'T', 'Z', '0', '0');
    emit_pkg(&top, (const uint8_t[]){0x5B, 0x85}, 2, &tz);
    E(&pr, 'C', 'P', 'U', '0', 0x00, 0, 0, 0, 0, 0x00);
    emit_pkg(&top, (const uint8_t[]){0x5B, 0x83}, 2, &pr);
    /* Name (BUF0, Buffer (4) {}); CreateDWordField (BUF0, 0, CDW0); CreateField (BUF0, 0, 3, CFL0) */
    struct buf bf = {0};
    E(&bf, 0x0A, 0x04);
    E(&top, 0x08, 'B', 'U', 'F', '0');
    emit_pkg(&top, (const uint8_t[]){0x11}, 1, &bf);
    E(&top, 0x8A, 'B', 'U', 'F', '0', 0x00, 'C', 'D', 'W', '0');
    E(&top, 0x5B, 0x13, 'B', 'U', 'F', '0', 0x00, 0x0A, 0x03, 'C', 'F', 'L', '0');
    /* Alias (MUT0, ALS0); External (\EXT0, MethodObj, 2) */
    E(&top, 0x06, 'M', 'U', 'T', '0', 'A', 'L', 'S', '0');
    E(&top, 0x15, 0x5C, 'E', 'X', 'T', '0', 0x08, 0x02);

    struct al_namespace ns;
    struct al_tableset *ts = load(&top, &ns);
    assert_int_equal(ts->findings.count, 0);
    assert_int_equal(type_of(&ns, "OPR0"), AL_AML_REGION);
    assert_int_equal(type_of(&ns, "FLD0"), AL_AML_REGION_FIELD);
    assert_int_equal(type_of(&ns, "FLD1"), AL_AML_REGION_FIELD);
    assert_int_equal(type_of(&ns, "IDX0"), AL_AML_INDEX_FIELD);
    assert_int_equal(type_of(&ns, "BNK0"), AL_AML_BANK_FIELD);
    assert_int_equal(type_of(&ns, "MUT0"), AL_AML_MUTEX);
    assert_int_equal(type_of(&ns, "EVT0"), AL_AML_EVENT);
    assert_int_equal(type_of(&ns, "PWR0"), AL_AML_POWER);
    assert_int_equal(type_of(&ns, "TZ00"), AL_AML_THERMAL);
    assert_int_equal(type_of(&ns, "CPU0"), AL_AML_PROCESSOR);
    assert_int_equal(type_of(&ns, "CDW0"), AL_AML_BUFFER_FIELD);
    assert_int_equal(type_of(&ns, "CFL0"), AL_AML_BUFFER_FIELD);
    assert_int_equal(type_of(&ns, "ALS0"), AL_AML_ALIAS);
    uint32_t ext = al_namespace_lookup(&ns, "\\EXT0");
    assert_int_not_equal(ext, AL_AML_NO_NODE);
    assert_true(ns.nodes[ext].flags & AL_AML_NODE_EXTERNAL);
    assert_int_equal(ns.nodes[ext].method_args, 2);
    /* External objects stay out of the text output, as in acpiexec. */
    char *out = NULL;
    size_t outlen = 0;
    FILE *f2 = open_memstream(&out, &outlen);
    al_namespace_write_text(f2, &ns);
    fclose(f2);
    assert_null(strstr(out, "EXT0"));
    assert_non_null(strstr(out, "\\FLD0 RegionField DSDT+0x"));
    free(out);
    done(ts, &ns);
}

static void test_if_else_and_forward_call(void **state)
{
    (void)state;
    struct buf top = {0}, i = {0}, e = {0}, m1 = {0}, m2 = {0};
    /* If (Zero) { Name (INIF, 1) } Else { Name (INEL, 2) } */
    E(&i, 0x00, 0x08, 'I', 'N', 'I', 'F', 0x01);
    emit_pkg(&top, (const uint8_t[]){0xA0}, 1, &i);
    E(&e, 0x08, 'I', 'N', 'E', 'L', 0x0A, 0x02);
    emit_pkg(&top, (const uint8_t[]){0xA1}, 1, &e);
    /* Method (M1) { M2 (1, 2) Store (3, Local0) }  Method (M2, 2) {} : forward call */
    E(&m1, 'M', '1', '_', '_', 0x00, 'M', '2', '_', '_', 0x01, 0x0A, 0x02, 0x70, 0x0A, 0x03, 0x60);
    emit_pkg(&top, (const uint8_t[]){0x14}, 1, &m1);
    E(&m2, 'M', '2', '_', '_', 0x02);
    emit_pkg(&top, (const uint8_t[]){0x14}, 1, &m2);

    struct al_namespace ns;
    struct al_tableset *ts = load(&top, &ns);
    assert_int_equal(ts->findings.count, 0);
    assert_int_equal(type_of(&ns, "INIF"), -1);
    assert_int_equal(type_of(&ns, "INEL"), AL_AML_INTEGER);
    bool found = false;
    for (size_t k = 0; k < ns.ref_count; k++) {
        char name[64];
        if (strcmp(al_namespace_ref_name(&ns, &ns.refs[k], name, sizeof(name)), "M2") == 0) {
            found = true;
            assert_true(ns.refs[k].call);
            assert_int_equal(ns.refs[k].argc, 2);
            assert_int_equal(ns.refs[k].target, al_namespace_lookup(&ns, "M2"));
        }
    }
    assert_true(found);
    done(ts, &ns);
}

static void test_malformed_pkglen(void **state)
{
    (void)state;
    struct al_namespace ns;
    /* Truncated PkgLength: Scope opcode then a 4-byte PkgLength lead with nothing after. */
    struct buf t1 = {0};
    E(&t1, 0x08, 'A', 'A', 'A', 'A', 0x01, 0x10, 0xC0);
    struct al_tableset *ts = load(&t1, &ns);
    assert_int_equal((size_t)tu_count_rule(ts, "aml.malformed"), 1);
    assert_int_equal(type_of(&ns, "AAAA"), AL_AML_INTEGER);
    done(ts, &ns);
    /* PkgLength past the end of the table: Device with length 0x3F, 6 bytes present. */
    struct buf t2 = {0};
    E(&t2, 0x5B, 0x82, 0x3F, 'D', 'E', 'V', '0', 0x08, 'X');
    ts = load(&t2, &ns);
    assert_true((size_t)tu_count_rule(ts, "aml.malformed") >= 1);
    assert_int_equal(type_of(&ns, "DEV0"), AL_AML_DEVICE);
    done(ts, &ns);
}

static void test_unknown_opcode(void **state)
{
    (void)state;
    struct al_namespace ns;
    struct buf t = {0};
    E(&t, 0x08, 'A', 'A', 'A', 'A', 0x01, 0x02, 0x08, 'B', 'B', 'B', 'B', 0x01);
    struct al_tableset *ts = load(&t, &ns);
    assert_int_equal((size_t)tu_count_rule(ts, "aml.unknown-opcode"), 1);
    assert_int_equal(ts->findings.items[0].offset, 36 + 6);
    assert_int_equal(type_of(&ns, "AAAA"), AL_AML_INTEGER);
    done(ts, &ns);
}

static void test_recursion_bomb(void **state)
{
    (void)state;
    struct al_namespace ns;
    static struct buf t;
    memset(&t, 0, sizeof(t));
    /* Name (BOMB, LNot (LNot (... 20000 times ...))) */
    E(&t, 0x08, 'B', 'O', 'M', 'B');
    for (int k = 0; k < 20000; k++)
        E(&t, 0x92);
    E(&t, 0x01);
    struct al_tableset *ts = load(&t, &ns);
    assert_int_equal((size_t)tu_count_rule(ts, "aml.limit"), 1);
    done(ts, &ns);
    /* Nested Scopes with PkgLengths that all claim the whole table. */
    memset(&t, 0, sizeof(t));
    for (int k = 0; k < 5000; k++)
        E(&t, 0x10, 0x3F, 0x5E, 0x00);
    ts = load(&t, &ns);
    assert_true(ts->findings.count >= 1);
    done(ts, &ns);
}

/*
 * A Switch of many cases compiles to Else { If ... Else { If ... } }, as
 * deep as it has cases: 400 levels are legitimate byte code (a real HP
 * SSDT has 130), not a nesting attack.  At module level the false If
 * (Zero) predicates make each Else taken, down to the innermost Name.
 */
static void test_long_elseif_chain(void **state)
{
    (void)state;
    static struct buf chain[2];
    struct buf *cur = &chain[0], *next = &chain[1];
    cur->n = 0;
    E(cur, 0x08, 'D', 'E', 'E', 'P', 0x01); /* Name (DEEP, One) */
    for (int k = 0; k < 400; k++) {
        next->n = 0;
        E(next, 0xA0, 0x03, 0x00, 0x00);    /* If (Zero) { Zero } */
        emit_pkg(next, (const uint8_t[]){0xA1}, 1, cur); /* Else { previous level } */
        struct buf *swap = cur;
        cur = next;
        next = swap;
    }
    struct al_namespace ns;
    struct al_tableset *ts = load(cur, &ns);
    assert_int_equal(ts->findings.count, 0);
    assert_int_equal(type_of(&ns, "\\DEEP"), AL_AML_INTEGER);
    done(ts, &ns);
}

/* al_namespace_sorted: every node but the root, once, in strictly ascending path order. */
static size_t check_sorted(const struct al_namespace *ns)
{
    uint32_t *order = NULL;
    size_t n = al_namespace_sorted(ns, &order);
    assert_int_equal(n, ns->count - 1);
    char a[256], b[256];
    for (size_t k = 1; k < n; k++) {
        al_namespace_path(ns, order[k - 1], a, sizeof(a));
        al_namespace_path(ns, order[k], b, sizeof(b));
        assert_true(strcmp(a, b) < 0);
    }
    free(order);
    return n;
}

static void test_lookup_and_sorted(void **state)
{
    (void)state;
    struct buf top = {0};
    E(&top, 0x08, 'Z', 'Z', 'Z', 'Z', 0x00, 0x08, 'A', 'A', 'A', 'A', 0x00);
    struct al_namespace ns;
    struct al_tableset *ts = load(&top, &ns);
    assert_true(check_sorted(&ns) >= 2);
    assert_int_equal(al_namespace_lookup(&ns, "\\NOPE"), AL_AML_NO_NODE);
    assert_int_not_equal(al_namespace_lookup(&ns, "AAAA"), AL_AML_NO_NODE);
    done(ts, &ns);
}

/* Device (name) { body } */
static void emit_device(struct buf *out, const char *name, const struct buf *body)
{
    struct buf *inner = calloc(1, sizeof(*inner));
    assert_non_null(inner);
    emit(inner, name, 4);
    emit(inner, body->d, body->n);
    emit_pkg(out, (const uint8_t[]){0x5B, 0x82}, 2, inner);
    free(inner);
}

struct depth_check {
    const struct al_namespace *ns;
    size_t visits;
};

static void check_depth(void *ctx, uint32_t node, unsigned depth)
{
    struct depth_check *dc = ctx;
    char path[256];
    al_namespace_path(dc->ns, node, path, sizeof(path));
    unsigned segments = 1;
    for (const char *c = path; *c; c++)
        segments += *c == '.';
    assert_int_equal(depth, segments);
    dc->visits++;
}

/*
 * A family of 40 names created out of order (radix sorted, and looked up
 * through the hash: more than AL_AML_HASHED_CHILDREN children), next to a
 * chain of small families (insertion sort, child-list lookup).
 */
static void test_sorted_families(void **state)
{
    (void)state;
    struct buf dev = {0}, sub1 = {0}, sub2 = {0}, top = {0};
    for (unsigned i = 0; i < 40; i++) {
        unsigned k = (i * 17) % 40;
        uint8_t name[6] = {0x08, 'N', (uint8_t)('A' + k / 10), (uint8_t)('0' + k % 10), '_', 0x00};
        emit(&dev, name, sizeof(name));
    }
    E(&sub2, 0x08, 'L', 'E', 'A', 'F', 0x00);
    emit_device(&sub1, "SUB2", &sub2);
    emit_device(&dev, "SUB1", &sub1);
    emit_device(&top, "DEVA", &dev);
    struct al_namespace ns;
    struct al_tableset *ts = load(&top, &ns);
    assert_int_equal(ts->findings.count, 0);
    for (unsigned k = 0; k < 40; k++) {
        char path[32];
        snprintf(path, sizeof(path), "\\DEVA.N%c%c_", 'A' + k / 10, '0' + k % 10);
        assert_int_equal(type_of(&ns, path), AL_AML_INTEGER);
    }
    assert_int_equal(type_of(&ns, "\\DEVA.NZ9_"), -1);
    assert_int_equal(type_of(&ns, "\\DEVA.SUB1.SUB2.LEAF"), AL_AML_INTEGER);

    size_t n = check_sorted(&ns);
    struct depth_check dc = {&ns, 0};
    assert_true(al_namespace_walk_sorted(&ns, check_depth, &dc));
    assert_int_equal(dc.visits, n);
    done(ts, &ns);
}

/* The walker's own findings: a name defined twice, Scope on nothing, a name no table defines. */
static void test_namespace_findings(void **state)
{
    (void)state;
    struct buf aml = {.n = 0};
    E(&aml, 0x08, 'A', 'B', 'C', 'D', 0x00);             /* Name (ABCD, Zero) */
    E(&aml, 0x08, 'A', 'B', 'C', 'D', 0x01);             /* Name (ABCD, One): again */
    E(&aml, 0x10, 0x06, 0x5C, 'X', 'Y', 'Z', 'W');       /* Scope (\XYZW) {} */
    E(&aml, 0x14, 0x0B, 'M', 'T', 'H', 'A', 0x00,        /* Method (MTHA) { */
      0xA4, 'N', 'O', 'P', 'E');                         /*   Return (NOPE) } */
    struct al_namespace ns;
    struct al_tableset *ts = load(&aml, &ns);
    assert_int_equal(tu_count_rule(ts, "aml.duplicate-name"), 1);
    assert_int_equal(tu_count_rule(ts, "aml.scope-undefined"), 1);
    assert_int_equal(tu_count_rule(ts, "aml.unresolved-reference"), 1);
    assert_int_equal(type_of(&ns, "\\ABCD"), AL_AML_INTEGER);
    done(ts, &ns);
    /*
     * Not known to be complete (no XSDT): NOPE may be an SSDT's, so it is
     * counted in one info; the DSDT's own Scope on nothing is still judged
     * (the DSDT loads first, whatever else the firmware has).
     */
    ts = load_as(&aml, &ns, false);
    assert_true(ns.partial);
    assert_int_equal(tu_count_rule(ts, "aml.unresolved-reference"), 0);
    assert_int_equal(tu_count_rule(ts, "aml.scope-undefined"), 1);
    assert_int_equal(tu_count_rule(ts, "aml.namespace-incomplete"), 1);
    assert_non_null(strstr(tu_first_finding(ts, "aml.namespace-incomplete")->message,
                           "the input holds no XSDT"));
    done(ts, &ns);
}

/*
 * An unknown name with byte code after it in a TermArg position may be a
 * call whose arguments cannot be told apart (aml.ambiguous-invocation); at
 * the end of its object, in a Target, or declared External with its
 * argument count, it is not.
 */
static void test_ambiguous_invocation(void **state)
{
    (void)state;
    struct buf aml = {.n = 0};
    E(&aml, 0x15, 0x5C, 'E', 'X', 'T', 'U', 0x00, 0x00); /* External (\EXTU, UnknownObj) */
    E(&aml, 0x15, 0x5C, 'E', 'X', 'T', 'M', 0x08, 0x01); /* External (\EXTM, MethodObj) 1 arg */
    E(&aml, 0x14, 0x0C, 'M', 'T', 'H', 'A', 0x00,        /* Method (MTHA) { */
      'N', 'O', 'P', 'E', 0xA4, 0x01);                   /*   NOPE Return (One) } */
    E(&aml, 0x14, 0x0C, 'M', 'T', 'H', 'B', 0x00,        /* Method (MTHB) { */
      'E', 'X', 'T', 'U', 0xA4, 0x01);                   /*   EXTU Return (One) } */
    E(&aml, 0x14, 0x0D, 'M', 'T', 'H', 'C', 0x00,        /* Method (MTHC) { */
      'E', 'X', 'T', 'M', 0x01, 0xA4, 0x01);             /*   EXTM (One) Return (One) } */
    E(&aml, 0x14, 0x0E, 'M', 'T', 'H', 'D', 0x00,        /* Method (MTHD) { */
      0x70, 0x01, 'G', 'O', 'N', 'E', 0xA4, 0x01);       /*   Store (One, GONE) Return (One) } */
    struct al_namespace ns;
    struct al_tableset *ts = load(&aml, &ns);
    assert_int_equal(tu_count_rule(ts, "aml.ambiguous-invocation"), 2); /* NOPE, EXTU */
    assert_int_equal(tu_count_rule(ts, "aml.unresolved-reference"), 1); /* GONE */
    assert_int_equal(ts->findings.count, 3);
    done(ts, &ns);
    /* A DSDT alone: the Externals' definitions may be in an SSDT, nothing is a warning. */
    ts = load_as(&aml, &ns, false);
    assert_int_equal(tu_count_rule(ts, "aml.ambiguous-invocation"), 0);
    assert_int_equal(tu_count_rule(ts, "aml.unresolved-reference"), 0);
    assert_int_equal(tu_count_rule(ts, "aml.namespace-incomplete"), 1);
    assert_non_null(strstr(tu_first_finding(ts, "aml.namespace-incomplete")->message,
                           "3 references"));
    done(ts, &ns);
}

/*
 * Module-level If/Else on a predicate static evaluation cannot decide (a
 * method call): both branches load, marked conditional with their branch,
 * and the same name in both is no duplicate (ACPICA creates one of them);
 * twice in one branch it still is (issue 22 item 12).
 */
static void test_conditional_branches(void **state)
{
    (void)state;
    struct buf aml = {.n = 0};
    E(&aml, 0x14, 0x08, 'B', 'R', 'E', 'V', 0x00, 0xA4, 0x60); /* Method (BREV) { Return (Local0) } */
    E(&aml, 0xA0, 0x0B, 'B', 'R', 'E', 'V',                    /* If (BREV ()) { */
      0x08, 'A', 'B', 'C', 'D', 0x01);                         /*   Name (ABCD, One) } */
    E(&aml, 0xA1, 0x0D,                                        /* Else { */
      0x08, 'A', 'B', 'C', 'D', 0x00,                          /*   Name (ABCD, Zero) */
      0x08, 'W', 'C', 'A', 'M', 0x00);                         /*   Name (WCAM, Zero) } */
    E(&aml, 0x08, 'F', 'I', 'X', 'D', 0x00);                   /* Name (FIXD, Zero) */
    struct al_namespace ns;
    struct al_tableset *ts = load(&aml, &ns);
    assert_int_equal(tu_count_rule(ts, "aml.duplicate-name"), 0);
    uint32_t abcd = al_namespace_lookup(&ns, "\\ABCD"), wcam = al_namespace_lookup(&ns, "\\WCAM");
    assert_int_not_equal(abcd, AL_AML_NO_NODE);
    assert_int_not_equal(wcam, AL_AML_NO_NODE);
    const struct al_aml_cond *c = al_namespace_cond(&ns, abcd);
    assert_non_null(c);
    assert_int_equal(c->branch, 0); /* the If's object stands for both */
    assert_int_equal(c->if_offset, 36 + 9);
    c = al_namespace_cond(&ns, wcam);
    assert_non_null(c);
    assert_int_equal(c->branch, 1);
    assert_int_equal(c->if_offset, 36 + 9);
    assert_null(al_namespace_cond(&ns, al_namespace_lookup(&ns, "\\FIXD")));
    assert_null(al_namespace_cond(&ns, al_namespace_lookup(&ns, "\\BREV")));
    done(ts, &ns);

    /* A decided predicate (If (One)) loads one branch and marks nothing. */
    aml.n = 0;
    E(&aml, 0xA0, 0x08, 0x01, 0x08, 'A', 'B', 'C', 'D', 0x01); /* If (One) { Name (ABCD, One) } */
    E(&aml, 0xA1, 0x07, 0x08, 'A', 'B', 'C', 'D', 0x00);       /* Else { Name (ABCD, Zero) } */
    ts = load(&aml, &ns);
    assert_int_equal(tu_count_rule(ts, "aml.duplicate-name"), 0);
    assert_null(al_namespace_cond(&ns, al_namespace_lookup(&ns, "\\ABCD")));
    done(ts, &ns);

    /* Twice in the same undecided branch: a duplicate whichever branch loads. */
    aml.n = 0;
    E(&aml, 0x14, 0x08, 'B', 'R', 'E', 'V', 0x00, 0xA4, 0x60);
    E(&aml, 0xA0, 0x11, 'B', 'R', 'E', 'V', 0x08, 'A', 'B', 'C', 'D', 0x01, 0x08, 'A', 'B', 'C',
      'D', 0x00);
    ts = load(&aml, &ns);
    assert_int_equal(tu_count_rule(ts, "aml.duplicate-name"), 1);
    done(ts, &ns);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_device_name_method),
        cmocka_unit_test(test_namespace_findings),
        cmocka_unit_test(test_ambiguous_invocation),
        cmocka_unit_test(test_regions_fields_misc),
        cmocka_unit_test(test_if_else_and_forward_call),
        cmocka_unit_test(test_conditional_branches),
        cmocka_unit_test(test_malformed_pkglen),
        cmocka_unit_test(test_unknown_opcode),
        cmocka_unit_test(test_recursion_bomb),
        cmocka_unit_test(test_long_elseif_chain),
        cmocka_unit_test(test_lookup_and_sorted),
        cmocka_unit_test(test_sorted_families),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
