/* SPDX-License-Identifier: MIT */
/*
 * Internals of the AML walker shared by the files of src/aml.  Not installed.
 * ACPI 6.5 section 20.2 (AML grammar).
 */
#ifndef ACPILINT_AML_INTERNAL_H
#define ACPILINT_AML_INTERNAL_H

#include "acpilint/aml.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Opcode values (ACPI 6.5 section 20.3, AML byte stream byte values). */
#define AML_ZERO 0x00
#define AML_ONE 0x01
#define AML_ALIAS 0x06
#define AML_NAME 0x08
#define AML_BYTE_PREFIX 0x0A
#define AML_WORD_PREFIX 0x0B
#define AML_DWORD_PREFIX 0x0C
#define AML_STRING_PREFIX 0x0D
#define AML_QWORD_PREFIX 0x0E
#define AML_RETURN 0xA4
#define AML_SCOPE 0x10
#define AML_BUFFER 0x11
#define AML_PACKAGE 0x12
#define AML_VAR_PACKAGE 0x13
#define AML_METHOD 0x14
#define AML_EXTERNAL 0x15
#define AML_DUAL_NAME_PREFIX 0x2E
#define AML_MULTI_NAME_PREFIX 0x2F
#define AML_EXT_PREFIX 0x5B
#define AML_ROOT_CHAR 0x5C
#define AML_PARENT_PREFIX 0x5E
#define AML_ONES 0xFF
#define AML_EXT(op) (0x5B00u | (op))

/* Argument kinds in the opcode table's argument strings. */
#define AML_ARG_PKGLEN 'p'   /* PkgLength: ends the object */
#define AML_ARG_NAME 'n'     /* NameString of the object being defined */
#define AML_ARG_NAMESTR 'N'  /* NameString that is a reference, never a call */
#define AML_ARG_BYTE 'b'
#define AML_ARG_WORD 'w'
#define AML_ARG_DWORD 'd'
#define AML_ARG_QWORD 'q'
#define AML_ARG_CHARS 'c'    /* NUL-terminated ASCII */
#define AML_ARG_TERM 't'     /* TermArg */
#define AML_ARG_SUPER 's'    /* SuperName / Target (NullName allowed) */
#define AML_ARG_SIMPLE 'm'   /* SimpleName: a name is never a call */
#define AML_ARG_TERMLIST 'L' /* TermList to the end of the package */
#define AML_ARG_FIELDLIST 'F'
#define AML_ARG_BYTELIST 'B'
#define AML_ARG_DATALIST 'D' /* package elements */

/* What the walker does with an opcode beyond parsing its arguments. */
enum al_aml_kind {
    AML_K_PLAIN = 0,   /* expression / statement: parse the arguments */
    AML_K_NAMED,       /* creates the object named by its 'n' argument */
    AML_K_NAMED_LIST,  /* Device, Processor, PowerResource, ThermalZone: named scope */
    AML_K_NAME,        /* Name(): object type from the data object */
    AML_K_SCOPE,
    AML_K_METHOD,
    AML_K_ALIAS,
    AML_K_EXTERNAL,
    AML_K_FIELD,       /* Field / IndexField / BankField: creates its field units */
    AML_K_IF,
    AML_K_ELSE,
    AML_K_WHILE,
    AML_K_CONST,       /* Zero, One, Ones, Byte/Word/DWord/QWord, Revision */
    AML_K_STRING,
    AML_K_BUFFER,
    AML_K_PACKAGE,
    AML_K_LOCAL,       /* Local0-7, Arg0-6, Debug */
};

/*
 * A row holds its strings, not pointers: the two 256-row tables then need
 * no relocation at start-up and stay read-only pages of the executable.
 */
struct al_aml_opinfo {
    uint16_t opcode;   /* 0x5Bxx for extended opcodes */
    uint8_t kind;      /* enum al_aml_kind */
    uint8_t type;      /* enum al_aml_type of the object it creates */
    char args[8];      /* argument kinds, AML_ARG_*; NUL-terminated */
    char name[24];     /* ASL name; empty: no such opcode */
};

/* Rows direct-indexed by opcode byte; by the second byte for 0x5B-prefixed ones. */
extern const struct al_aml_opinfo al_aml_ops[256];
extern const struct al_aml_opinfo al_aml_ext_ops[256];

/* The row of a one-byte or 0x5Bxx opcode; NULL when there is no such opcode. */
static inline const struct al_aml_opinfo *al_aml_opcode(uint16_t opcode)
{
    const struct al_aml_opinfo *op;
    if (opcode <= 0xFF)
        op = &al_aml_ops[opcode];
    else if ((opcode & 0xFF00) == 0x5B00)
        op = &al_aml_ext_ops[opcode & 0xFF];
    else
        return NULL;
    return op->name[0] ? op : NULL;
}


/* A decoded NameString (ACPI 6.5 section 20.2.2); offsets into the span. */
struct al_aml_name {
    size_t start;    /* first byte of the NameString */
    size_t end;      /* first byte after it */
    size_t segs;     /* offset of the first NameSeg */
    uint32_t count;  /* number of NameSegs (0: NullName) */
    uint32_t parents;/* '^' prefixes */
    bool root;       /* '\' */
};

/* Character classes of the name grammar (names.c). */
#define AL_AML_NC_LEAD 0x01u  /* LeadNameChar */
#define AL_AML_NC_NAME 0x02u  /* NameChar */
#define AL_AML_NC_START 0x04u /* can start a NameString */
extern const uint8_t al_aml_name_class[256];

/* True when b can start a NameString. */
static inline bool al_aml_name_lead(uint8_t b)
{
    return al_aml_name_class[b] & AL_AML_NC_START;
}
/* Decodes a NameString at pos; false when malformed or truncated (*out then unspecified). */
bool al_aml_name_decode(struct al_span s, size_t pos, struct al_aml_name *out);
/* ASL form ("\\_SB.PCI0", "^^FOO") into buf, truncated; returns buf. */
char *al_aml_name_format(struct al_span s, const struct al_aml_name *n, char *buf, size_t size);

/* Namespace primitives (namespace.c). */
bool al_ns_ensure_root(struct al_namespace *ns);
/* Room for this many nodes without growing the node array. */
bool al_ns_reserve(struct al_namespace *ns, uint32_t nodes);
/* The kept answers of al_namespace_method_returns() (methods.c). */
struct al_aml_returns_memo;
void al_aml_returns_memo_free(struct al_aml_returns_memo *memo);
uint32_t al_ns_add(struct al_namespace *ns, uint32_t parent, const char seg[4], int *created);

/* Name resolution (names.c). */
uint32_t al_aml_resolve(const struct al_namespace *ns, uint32_t scope, struct al_span s,
                        const struct al_aml_name *n);
/*
 * The parent node the last segment of n must be created in, or
 * AL_AML_NO_NODE when a prefix or an intermediate segment does not exist.
 */
uint32_t al_aml_parent_of(const struct al_namespace *ns, uint32_t scope, struct al_span s,
                          const struct al_aml_name *n);

/* Names a method body's walk remembers as declared there (a ring past this). */
#define AL_AML_MAX_LOCALS 256u

/* Per-table walk state (walker.c, methods.c). */
struct al_aml_walk {
    struct al_tableset *ts;
    struct al_namespace *ns;
    const struct al_table *table;
    int32_t table_index;
    struct al_span aml;    /* table body; offsets are table offsets */
    unsigned depth;
    bool in_method;        /* scanning a method body: record references only */
    bool in_condref;       /* operand of CondRefOf: absence is expected */
    uint32_t method;       /* the method being scanned */
    unsigned findings;     /* findings reported for this table */
    bool nomem;
    /*
     * Names declared inside the method body (Name, CreateXField, ...), the
     * last AL_AML_MAX_LOCALS of them: a _CRS that names every field of a
     * 20-descriptor template declares some 60 (the Raspberry Pi 4 DSDT).
     */
    char locals[AL_AML_MAX_LOCALS][4];
    unsigned local_count;
    int last_if;           /* result of the If just parsed: 0 false, 1 true, 2 unknown, -1 none */
    uint32_t last_if_offset; /* that If's offset */
    uint32_t last_if_predicate; /* and what left its predicate unknown (al_aml_cond.predicate) */
    /*
     * Module-level code inside an If/Else whose predicate is unknown (or a
     * While's body): the innermost such If (its offset), branch
     * (AL_AML_BRANCH_*; -1 outside) and predicate name; cond_depth counts
     * the undecided ones around the walk (more than one: nested).
     */
    uint32_t cond_if;
    int cond_branch;
    uint32_t cond_predicate;
    unsigned cond_depth;
    /* The first name in the predicate being parsed whose value is unknown (0: none yet). */
    uint32_t unknown_name;
    /* al_aml_define() returned the object the other branch of the same If/Else defined. */
    bool merged;
    /* A re-walk of one method for its Return statements: no findings, no references. */
    struct al_aml_returns *returns;
};

/*
 * Whether target exists whenever code at a place runs (issue 22 item 1):
 * the undecided module-level If/Else whose branch decides that target
 * exists (one on its chain that not both branches define), or NULL when it
 * exists whenever the code runs: no such If/Else, or the code lies in the
 * same branch of it, being in that branch itself (from: the walk's current
 * branch, NULL outside) or under an object only that branch creates
 * (from_node, AL_AML_NO_NODE for none).  *other is set when the code lies
 * in the other branch of that If/Else, where target never exists.
 */
const struct al_aml_cond *al_aml_reach(const struct al_namespace *ns, uint32_t target,
                                       const struct al_aml_cond *from, uint32_t from_node,
                                       bool *other);

/*
 * A definition that al_aml_define() merged with the other branch's
 * (w->merged): compares the bytes [start, end) of this one with the first
 * one's, and marks the node AL_AML_COND_SAME when they are equal (define.c).
 */
void al_aml_merged(struct al_aml_walk *w, uint32_t node, size_t start, size_t end);

/* Object creation (define.c). */
uint32_t al_aml_define(struct al_aml_walk *w, uint32_t scope, const struct al_aml_name *n,
                       enum al_aml_type type, size_t offset);
void al_aml_external(struct al_aml_walk *w, uint32_t scope, const struct al_aml_name *n,
                     uint8_t type, uint8_t argc);
bool al_aml_field_list(struct al_aml_walk *w, size_t pos, size_t end, uint32_t scope,
                       enum al_aml_type type);
void al_aml_note_local(struct al_aml_walk *w, const struct al_aml_name *n);

/* Reports a finding about this table unless the per-table cap is reached. */
void al_aml_report(struct al_aml_walk *w, const struct al_rule_id *rule, size_t offset,
                   const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* The same, resting on an undecided module-level branch when branch is not NULL. */
void al_aml_vreport_branch(struct al_aml_walk *w, const struct al_rule_id *rule, size_t offset,
                           const struct al_branch *branch, const char *fmt, va_list ap)
    __attribute__((format(printf, 5, 0)));

/* A term value known at load time (module-level If predicates). */
struct al_aml_value {
    bool known;        /* v holds the value */
    uint8_t type;      /* enum al_aml_type of a data object, AL_AML_ANY otherwise */
    uint64_t v;
    uint32_t data_offset; /* String/Buffer bytes */
    uint32_t data_length;
    uint32_t node;        /* the object a NameString operand names, or AL_AML_NO_NODE */
};

static inline struct al_aml_value al_aml_unknown_value(void)
{
    struct al_aml_value v = {false, AL_AML_ANY, 0, 0, 0, AL_AML_NO_NODE};
    return v;
}

/* The value of an expression of opcode op when its operands are known (evaluate.c). */
void al_aml_evaluate(uint16_t op, const struct al_aml_value *a, unsigned nargs,
                     struct al_aml_value *out);
/* Which branches of an If load: 0 the Else, 1 the If, 2 both (predicate unknown). */
int al_aml_branch_taken(const struct al_aml_value *pred);

/*
 * Parses one TermObj / TermArg at *pos (< end) in scope.  Returns false
 * when the byte code is malformed (already reported): the caller abandons
 * the enclosing list.
 */
bool al_aml_term(struct al_aml_walk *w, size_t *pos, size_t end, uint32_t scope,
                 struct al_aml_value *val);
/* Parses TermObjs from pos to end. */
void al_aml_term_list(struct al_aml_walk *w, size_t pos, size_t end, uint32_t scope);

/* Method body scan (methods.c): records references of one method. */
void al_aml_scan_method(struct al_aml_walk *w, uint32_t method);
/* Where a referenced name stands, for what an unresolved one means. */
enum al_aml_ref_position {
    AL_AML_REF_NAME_ONLY,       /* SuperName, package element, field unit: never a call */
    AL_AML_REF_ARGS_MAY_FOLLOW, /* TermArg with bytes after it: it could be a call */
};
/*
 * Records a name referenced in a method body (target: what it resolves
 * to, the caller having resolved it for its own use); reports a
 * name that resolves to nothing (aml.unresolved-reference), or whose
 * argument count is unknown where arguments may follow
 * (aml.ambiguous-invocation).
 */
void al_aml_note_ref(struct al_aml_walk *w, const struct al_aml_name *n, uint32_t target,
                     bool call, uint8_t argc, enum al_aml_ref_position position);

#define AL_AML_MAX_FINDINGS_PER_TABLE 200u

#endif
