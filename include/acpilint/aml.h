/* SPDX-License-Identifier: MIT */
/*
 * The AML namespace: the DefinitionBlocks of the DSDT and every SSDT, walked
 * in table order (as the kernel loads them) into one tree of named objects.
 * Byte code is never executed; method bodies are scanned for the names they
 * reference and the methods they call.
 *
 * Trust model: AML is hostile.  Every byte is read through the span
 * accessors; nesting depth, object count and work are bounded; malformed
 * byte code becomes a finding (aml.*) with table and offset.
 *
 * ACPI 6.5 section 20 (ACPI Machine Language Specification).
 */
#ifndef ACPILINT_AML_H
#define ACPILINT_AML_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "acpilint/json.h"
#include "acpilint/span.h"
#include "acpilint/tableset.h"

/*
 * Object types.  Values 0..16 follow ACPI 6.5 section 19.6.83 (ObjectType)
 * and ACPICA's ACPI_TYPE_*; the rest are ACPICA's internal types that its
 * namespace dump prints.
 */
enum al_aml_type {
    AL_AML_ANY = 0,          /* "Untyped": scope created by a forward Scope/External */
    AL_AML_INTEGER = 1,
    AL_AML_STRING = 2,
    AL_AML_BUFFER = 3,
    AL_AML_PACKAGE = 4,
    AL_AML_FIELD_UNIT = 5,
    AL_AML_DEVICE = 6,
    AL_AML_EVENT = 7,
    AL_AML_METHOD = 8,
    AL_AML_MUTEX = 9,
    AL_AML_REGION = 10,
    AL_AML_POWER = 11,
    AL_AML_PROCESSOR = 12,
    AL_AML_THERMAL = 13,
    AL_AML_BUFFER_FIELD = 14,
    AL_AML_DDB_HANDLE = 15,
    AL_AML_DEBUG = 16,
    AL_AML_REGION_FIELD = 17, /* Field: ACPICA "RegionField" */
    AL_AML_BANK_FIELD = 18,
    AL_AML_INDEX_FIELD = 19,
    AL_AML_ALIAS = 20,
    AL_AML_METHOD_ALIAS = 21,
    AL_AML_SCOPE = 22,        /* \, and scopes opened only by Scope() */
    AL_AML_TYPE_COUNT
};

/* The type name as ACPICA's acpiexec "namespace" command prints it. */
const char *al_aml_type_name(enum al_aml_type type);

#define AL_AML_NO_NODE UINT32_MAX

/* Flags of a namespace node. */
#define AL_AML_NODE_EXTERNAL 0x01u   /* only declared by External() so far */
#define AL_AML_NODE_SERIALIZED 0x02u /* Method: Serialized */
#define AL_AML_NODE_IMPLICIT 0x04u   /* created as a parent by a longer path */
#define AL_AML_NODE_HAS_INT 0x08u    /* value.integer is valid */
#define AL_AML_NODE_HAS_DATA 0x10u   /* value.data (string/buffer bytes) is valid */
/*
 * Defined inside a module-level If or Else whose predicate static
 * evaluation cannot decide (a method call, a field), or inside a
 * module-level While whose body may run or not: ACPICA runs the table's
 * module-level code at load and creates only one branch, which the bytes
 * alone do not tell (al_namespace_cond() says which If, which branch).
 */
#define AL_AML_NODE_CONDITIONAL 0x20u
/*
 * Module-level code stores into this Name (Store, Increment, an operator's
 * Target): its value at load is no longer the one it was defined with, so
 * an If that reads it is not decided statically.
 */
#define AL_AML_NODE_WRITTEN 0x40u

struct al_aml_node {
    char name[4];         /* the name segment; "\\___" for the root */
    uint32_t parent;      /* AL_AML_NO_NODE for the root */
    uint32_t first_child; /* children in creation order */
    uint32_t last_child;
    uint32_t next_sibling;
    uint8_t type;         /* enum al_aml_type */
    uint8_t flags;        /* AL_AML_NODE_* */
    uint8_t method_args;  /* Method: 0..7 */
    uint8_t sync_level;   /* Method / Mutex */
    int16_t table;        /* index in ts->tables of the defining table (< AL_MAX_TABLES), -1 for root */
    uint16_t child_count; /* saturates at UINT16_MAX; see al_namespace_child */
    uint32_t offset;      /* offset of the defining opcode inside that table */
    /*
     * What the object holds, by type (the node stays 40 bytes: on 100k
     * devices the namespace is half a million nodes and no longer fits a
     * cache, and on small tables every page of it costs a page fault).
     */
    union {
        uint64_t integer;  /* Name of an Integer (AL_AML_NODE_HAS_INT) */
        struct {
            uint32_t data_offset; /* String/Buffer bytes (AL_AML_NODE_HAS_DATA), Method body */
            uint32_t data_length; /* Buffer: bytes present (declared size may be larger) */
        };
        uint32_t alias_target; /* Alias, MethodAlias: the target node, or AL_AML_NO_NODE */
    };
};

/* The branches of a module-level If/Else and the body of a While (al_aml_cond.branch). */
#define AL_AML_BRANCH_IF 0u
#define AL_AML_BRANCH_ELSE 1u
#define AL_AML_BRANCH_WHILE 2u

/* al_aml_cond.flags */
/*
 * The other branch of the same If/Else defines the name too: the object
 * exists whichever branch the load takes (ACPICA creates one of the two).
 */
#define AL_AML_COND_BOTH 0x01u
/*
 * ... and with the same bytes (or it is a Device, Scope-like object whose
 * content is its children, each marked on its own): nothing about it
 * depends on the branch.  Without it, the node holds the first branch's
 * definition only.
 */
#define AL_AML_COND_SAME 0x02u
/* The If/Else lies inside another undecided one (only the innermost is recorded). */
#define AL_AML_COND_NESTED 0x04u

/* The module-level If/Else a conditional object (AL_AML_NODE_CONDITIONAL) lies in. */
struct al_aml_cond {
    uint32_t node;
    uint32_t if_offset; /* the If (or While) opcode's offset in the table: names the If/Else pair */
    /*
     * The name string in the predicate whose value static evaluation could
     * not know (the method called, the field read), 0 when none: what
     * decides the branch, for the messages (al_namespace_cond_predicate()).
     */
    uint32_t predicate;
    int16_t table;      /* index in ts->tables */
    uint8_t branch;     /* AL_AML_BRANCH_* */
    uint8_t flags;      /* AL_AML_COND_* */
};

/* A name referenced inside a method body (or a method invoked). */
struct al_aml_ref {
    uint32_t scope;       /* the node of the method whose body holds the reference */
    uint32_t target;      /* resolved node, or AL_AML_NO_NODE */
    int32_t table;
    uint32_t offset;      /* offset of the name string (al_namespace_ref_name) */
    bool call;            /* a method invocation */
    uint8_t argc;         /* invocation: arguments parsed */
};

struct al_namespace {
    struct al_aml_node *nodes; /* nodes[0] is the root */
    uint32_t count;
    uint32_t capacity;
    struct al_aml_ref *refs;
    size_t ref_count;
    size_t ref_capacity;
    /*
     * Child lookup.  A node with few children is searched along its child
     * list (the children were created together, so they share cache lines);
     * the children of a node with AL_AML_HASHED_CHILDREN or more are also in
     * an open-addressed hash of (parent, name) -> node, whose slots hold
     * their key so that a probe reads no node.  The hash stays small (only
     * big scopes such as \_SB are in it), so building a namespace touches
     * few pages, and lookups stay constant-time where lists would be long.
     */
    struct al_aml_hash_slot {
        uint32_t parent;
        uint32_t seg;  /* the 4 name bytes, little-endian */
        uint32_t node; /* AL_AML_NO_NODE: empty */
    } *hash;
    uint32_t hash_used;
    uint32_t hash_size;
    const struct al_tableset *ts;
    unsigned tables_walked;
    bool truncated;       /* a limit was hit; the namespace is incomplete */
    /*
     * Some AML could not be parsed (aml.malformed, aml.unknown-opcode,
     * aml.limit, whether or not the policy keeps those findings): the walk
     * stopped there, so objects defined after it may be missing.  Checks that
     * conclude from an object's absence ask this, as their prerequisite.
     */
    bool parse_failed;
    /*
     * The input has SSDTs but no DSDT: the names the SSDTs use outside
     * themselves cannot be known.  Scopes they open are created as implicit
     * External nodes (so what is inside still loads and is checked) and
     * references that resolve nowhere are counted, not reported; one
     * aml.namespace-incomplete finding says how many.
     */
    bool partial;
    unsigned unjudged_refs;
    unsigned unjudged_scopes;
    struct al_aml_cond *conds; /* by rising node: the conditional objects' If/Else */
    size_t cond_count;
    size_t cond_capacity;
    /*
     * al_namespace_method_returns() of each method asked about, kept: several
     * rules ask about the same method (every device's _STA), and each answer is
     * a walk of the body.  Made on the first question, after the build; a
     * cache behind a pointer, so a const namespace can fill it.
     */
    struct al_aml_returns_memo *returns_memo;
};

/* Limits against hostile input. */
#define AL_AML_MAX_DEPTH 256u       /* nested term lists / expressions */
#define AL_AML_MAX_NODES 1000000u   /* namespace objects */
#define AL_AML_HASHED_CHILDREN 8u   /* children from which a node's are hashed */

/*
 * Walks the DSDT then every SSDT of ts (in load order) into ns.  Findings
 * about malformed byte code are added to ts.  Returns 0, or -1 when memory
 * ran out (ns then holds what was built).  Call al_namespace_free() always.
 */
int al_namespace_build(struct al_tableset *ts, struct al_namespace *ns);
void al_namespace_free(struct al_namespace *ns);

/* Walks only the given DefinitionBlock table (used by tests and tools). */
int al_namespace_add_table(struct al_tableset *ts, struct al_namespace *ns, size_t table_index);
void al_namespace_init(struct al_namespace *ns, const struct al_tableset *ts);

/*
 * Looks up an absolute path ("\\_SB_.PCI0._CRS", "\\_SB.PCI0", "_SB.PCI0":
 * segments shorter than 4 are padded with '_').  Returns the node index or
 * AL_AML_NO_NODE.
 */
uint32_t al_namespace_lookup(const struct al_namespace *ns, const char *path);
/* The child of parent named by a 4-byte segment, or AL_AML_NO_NODE. */
uint32_t al_namespace_child(const struct al_namespace *ns, uint32_t parent, const char seg[4]);

/*
 * Writes the absolute path of node into buf ("\\" for the root,
 * "\\_SB_.PCI0" otherwise).  Returns the length it needs (like snprintf).
 */
size_t al_namespace_path(const struct al_namespace *ns, uint32_t node, char *buf, size_t size);

/*
 * Iteration: fills *order with every node index except the root, sorted by
 * path (segment-wise byte order, parents before children).  The caller frees
 * *order.  Returns the count, or 0 with *order NULL on allocation failure.
 */
size_t al_namespace_sorted(const struct al_namespace *ns, uint32_t **order);

/*
 * The same order without the array: calls visit for every node except the
 * root, with its depth (1 for a child of the root).  Returns false, having
 * visited nothing, when memory ran out.
 */
typedef void al_namespace_visit_fn(void *ctx, uint32_t node, unsigned depth);
bool al_namespace_walk_sorted(const struct al_namespace *ns, al_namespace_visit_fn *visit,
                              void *ctx);

/*
 * The name string of a reference as written, in ASL form ("^PCI0.M2"),
 * truncated to buf; "?" when it can no longer be decoded.  Returns buf.
 * (Formatted on demand: most references are never reported.)
 */
char *al_namespace_ref_name(const struct al_namespace *ns, const struct al_aml_ref *r, char *buf,
                            size_t size);

/*
 * What a method's Return statements give back, read from its byte code
 * without running it (the predefined-name rules use it).  Each Return's
 * operand is classified: a data object written in place (Integer, String,
 * Buffer, Package), a name of a data object, or something only running the
 * method tells (a local, an argument, a call, an expression on them: type
 * AL_AML_ANY).  The first AL_AML_MAX_RETURNS are kept.
 */
#define AL_AML_MAX_RETURNS 16u

struct al_aml_return {
    uint32_t offset;  /* of the operand, in the method's table */
    uint8_t type;     /* enum al_aml_type; AL_AML_ANY when not known statically */
    bool literal;     /* the operand is the data object itself (not a name) */
    uint32_t node;    /* the named object returned, or AL_AML_NO_NODE */
    bool known;       /* a literal Integer: value holds it */
    uint64_t value;
};

struct al_aml_returns {
    unsigned count;   /* Return statements in the body, all of them */
    bool incomplete;  /* the body could not all be read (malformed byte code) */
    struct al_aml_return r[AL_AML_MAX_RETURNS];
};

/* Fills *out for a Method node; false when node is not a method with a body. */
bool al_namespace_method_returns(const struct al_namespace *ns, uint32_t method,
                                 struct al_aml_returns *out);

/* The table of a node, or NULL for the root. */
const struct al_table *al_namespace_table(const struct al_namespace *ns, uint32_t node);

/*
 * The bytes of a Name's String or Buffer value (empty span when none).
 */
struct al_span al_namespace_data(const struct al_namespace *ns, uint32_t node);

/*
 * --namespace output.  Text: one line per object sorted by path,
 * "\\_SB_.PCI0._CRS Method args=0 DSDT+0x1234".  JSON: a JSON array (one
 * object per node: path, type, table, instance, offset, args, serialized).
 * Builds the namespace of ts, reports its findings into ts.  Returns 0, or -1
 * on allocation failure.
 */
int al_namespace_report(struct al_tableset *ts, FILE *out, int json);
/* Writes the namespace as one JSON array value (for the CLI's "namespace"). */
void al_namespace_write_json(struct al_json *j, const struct al_namespace *ns);
/* Writes the text form of ns to out. */
void al_namespace_write_text(FILE *out, const struct al_namespace *ns);

/*
 * PkgLength (ACPI 6.5 section 20.2.4) at pos: *len is the package length
 * (which counts the PkgLength bytes themselves), *nbytes the bytes used.
 * Returns false when truncated or when reserved bits of a multi-byte
 * encoding are set.
 */
bool al_aml_pkglen(struct al_span s, size_t pos, uint32_t *len, size_t *nbytes);

/*
 * AML terms read by position (src/aml/bytes.c), for the checks that look at
 * one term themselves (a Processor's ProcID, a method's constant return
 * value, a NameString's segments).  AML is a byte stream whose grammar
 * (ACPI 6.5 section 20.2) places a byte after an opcode or a prefix, not a
 * table with a layout: these are not fields of the catalogue
 * (include/acpilint/fields/), and the raw-offset test (tools/raw-offsets.py)
 * leaves them to this accessor.  Each returns false when the term's bytes
 * are not all in s.
 */
/* The opcode at pos: one byte, or 0x5Bxx after ExtOpPrefix; *nbytes 1 or 2. */
bool al_aml_read_opcode(struct al_span s, size_t pos, uint16_t *opcode, size_t *nbytes);
/*
 * The integer constant at pos: ZeroOp, OneOp, OnesOp, or ByteConst,
 * WordConst, DWordConst, QWordConst (the data after its prefix byte);
 * *nbytes the term's size.  False for any other term.
 */
bool al_aml_read_const(struct al_span s, size_t pos, uint64_t *value, size_t *nbytes);
/* The SegCount of the MultiNamePath whose MultiNamePrefix (0x2F) is at pos. */
bool al_aml_read_seg_count(struct al_span s, size_t pos, uint8_t *count);

/* EISA id (compressed, ACPI 6.5 section 19.6.45 EISAID) -> "PNP0A03". */
bool al_eisaid_decode(uint32_t value, char out[8]);
/* True when a _HID/_CID integer looks like an EISA id (top bit clear, letters valid). */
bool al_eisaid_valid(uint32_t value);

/*
 * Resource templates (ACPI 6.5 section 6.4): a decoded descriptor.  The
 * decoder walks a _CRS/_PRS Buffer with al_resource_next().
 */
enum al_resource_kind {
    AL_RES_UNKNOWN = 0,
    AL_RES_IRQ,               /* small 0x04 */
    AL_RES_DMA,               /* small 0x05 */
    AL_RES_START_DEPENDENT,   /* small 0x06 */
    AL_RES_END_DEPENDENT,     /* small 0x07 */
    AL_RES_IO,                /* small 0x08 */
    AL_RES_FIXED_IO,          /* small 0x09 */
    AL_RES_FIXED_DMA,         /* small 0x0A */
    AL_RES_VENDOR_SMALL,      /* small 0x0E */
    AL_RES_END_TAG,           /* small 0x0F */
    AL_RES_MEMORY24,          /* large 0x01 */
    AL_RES_REGISTER,          /* large 0x02 GenericRegister */
    AL_RES_VENDOR_LARGE,      /* large 0x04 */
    AL_RES_MEMORY32,          /* large 0x05 */
    AL_RES_MEMORY32_FIXED,    /* large 0x06 */
    AL_RES_DWORD_ADDRESS,     /* large 0x07 */
    AL_RES_WORD_ADDRESS,      /* large 0x08 */
    AL_RES_EXT_INTERRUPT,     /* large 0x09 */
    AL_RES_QWORD_ADDRESS,     /* large 0x0A */
    AL_RES_EXT_ADDRESS,       /* large 0x0B */
    AL_RES_GPIO,              /* large 0x0C */
    AL_RES_PIN_FUNCTION,      /* large 0x0D */
    AL_RES_SERIAL_BUS,        /* large 0x0E: I2C / SPI / UART / CSI-2 */
    AL_RES_PIN_CONFIG,        /* large 0x0F */
    AL_RES_PIN_GROUP,         /* large 0x10 */
    AL_RES_PIN_GROUP_FUNCTION,/* large 0x11 */
    AL_RES_PIN_GROUP_CONFIG,  /* large 0x12 */
    AL_RES_CLOCK_INPUT,       /* large 0x13 */
};

#define AL_RES_MAX_IRQS 32u

struct al_resource {
    enum al_resource_kind kind;
    uint8_t tag;              /* raw tag byte */
    size_t offset;            /* offset of the descriptor inside the buffer */
    size_t length;            /* whole descriptor length incl. header */
    /* Addresses: Memory*, Address spaces, IO. */
    uint8_t resource_type;    /* address space: 0 memory, 1 IO, 2 bus number */
    uint8_t general_flags;
    uint8_t type_flags;
    uint64_t granularity, minimum, maximum, translation, address_length;
    /* Interrupts: IRQ / Extended Interrupt. */
    uint8_t irq_flags;        /* ExtInt: bit0 consumer, 1 edge, 2 active-low, 3 shared, 4 wake */
    uint32_t irq_count;       /* number of interrupts in the descriptor */
    uint32_t irqs[AL_RES_MAX_IRQS]; /* first AL_RES_MAX_IRQS of them */
    /* GPIO: connection type (0 int, 1 io), pins; serial bus: type (1 I2C, 2 SPI, 3 UART). */
    uint8_t connection_type;
    uint8_t serial_type;
    uint32_t speed;           /* I2C/SPI connection speed, UART baud */
    uint16_t slave_address;   /* I2C */
    /* Resource source name (GPIO controller, serial bus controller), inside the buffer. */
    size_t source_offset;
    size_t source_length;     /* 0 when absent */
    /* Generic Register. */
    uint8_t space_id, bit_width, bit_offset, access_size;
};

/*
 * Decodes the descriptor at *offset of buf into *out and advances *offset.
 * Returns 1 for a descriptor, 0 at the end tag or end of buffer, -1 when the
 * descriptor is malformed (truncated, bad length): decoding must stop.
 */
int al_resource_next(struct al_span buf, size_t *offset, struct al_resource *out);
const char *al_resource_kind_name(enum al_resource_kind kind);

/* The If/Else a conditional object lies in, or NULL for an object every load creates. */
const struct al_aml_cond *al_namespace_cond(const struct al_namespace *ns, uint32_t node);

/*
 * The branch a finding about node rests on (issue 22 item 12): node's own
 * If/Else unless both branches define it the same way (AL_AML_COND_SAME),
 * else the nearest ancestor's that way; NULL when every load creates node
 * as it is.  An object only one branch creates, an object whose definition
 * differs between the branches (the node holds the first), and whatever
 * lies inside either, all rest on that branch.
 */
const struct al_aml_cond *al_namespace_branch_of(const struct al_namespace *ns, uint32_t node);

/*
 * The name that decides c's branch, in ASL form ("\\_SB.BREV"), into buf;
 * "" when static evaluation stopped at something other than a name.
 * Returns buf.
 */
/*
 * Fills *out (tableset.h, for al_report_branch()) with the If/Else of c: its
 * table, offset, branch and predicate.  False, *out untouched, when c is NULL.
 */
bool al_namespace_branch_fill(const struct al_namespace *ns, const struct al_aml_cond *c,
                              struct al_branch *out);

/*
 * The clause a finding resting on c's branch adds to its message, into buf:
 * " only when the load takes the If branch of the module-level If/Else at
 * DSDT+0x1a4 (decided by \\_SB.BRID)" (a module-level While says so); ""
 * when c is NULL.  It starts with a space.  Returns buf.
 */
const char *al_namespace_branch_clause(const struct al_namespace *ns, const struct al_aml_cond *c,
                                       char *buf, size_t size);

char *al_namespace_cond_predicate(const struct al_namespace *ns, const struct al_aml_cond *c,
                                  char *buf, size_t size);

#endif
