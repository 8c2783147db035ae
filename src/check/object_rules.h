/* SPDX-License-Identifier: MIT */
/*
 * Shared helpers of the object rules (object_rules*.c): reading the AML
 * namespace built by src/aml through its public structs (include/acpilint/
 * aml.h) only, and decoding the few data objects the rules need (_CID
 * packages, _DSD packages, Processor() operands) from the table bytes with
 * the span accessors.  Not installed.
 */
#ifndef ACPILINT_OBJECT_RULES_H
#define ACPILINT_OBJECT_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "acpilint/aml.h"
#include "acpilint/engine.h"

/* A node that a table really defines (not the predefined root objects, not External). */
bool ob_defined(const struct al_namespace *ns, uint32_t node);
/* The child named seg ("_HID", "_CRS"; shorter names are padded with '_'), defined or not. */
uint32_t ob_child(const struct al_namespace *ns, uint32_t node, const char *seg);
/* The defined child named seg, or AL_AML_NO_NODE. */
uint32_t ob_child_defined(const struct al_namespace *ns, uint32_t node, const char *seg);
/*
 * True when node's own name is seg.  Inline: the object rules test every
 * node of the namespace against constant names (34,000 calls on a server's
 * DSDT), and a constant seg then folds into one 4-byte compare.
 */
static inline bool ob_named(const struct al_namespace *ns, uint32_t node, const char *seg)
{
    char padded[4];
    size_t n = strlen(seg);
    for (size_t i = 0; i < 4; i++)
        padded[i] = i < n ? seg[i] : '_';
    return node < ns->count && memcmp(ns->nodes[node].name, padded, 4) == 0;
}
/* True when node lies below \_SB (not \_SB itself). */
bool ob_under_sb(const struct al_namespace *ns, uint32_t node);

/* The device's _HID as a string ("PNP0A08", "ARMH0011"); false when absent or not static. */
bool ob_hid(const struct al_namespace *ns, uint32_t dev, char *out, size_t size);
/* True when the device's _HID or one of its _CID entries is id. */
bool ob_has_id(const struct al_namespace *ns, uint32_t dev, const char *id);
/*
 * The lowest i for which ob_has_id(ns, dev, ids[i]), or count for none: one
 * read of the device's ids instead of one per entry of the list.
 */
size_t ob_first_id(const struct al_namespace *ns, uint32_t dev, const char *const *ids,
                   size_t count);
/* True when the device (Device object) is a processor: _HID ACPI0007. */
bool ob_is_processor_device(const struct al_namespace *ns, uint32_t dev);

/* Integer value of a static Name (Integer), e.g. _UID; false otherwise. */
bool ob_integer(const struct al_namespace *ns, uint32_t node, uint64_t *out);
/*
 * A device Linux does not enumerate: its _STA, an Integer or a method whose
 * one Return gives an integer constant, has the Present and Functioning bits
 * both clear (ACPI 6.5 section 6.3.7; drivers/acpi/bus.c acpi_bus_get_status()).
 * Any other _STA method may return anything, so such devices count as present.
 */
bool ob_statically_absent(const struct al_namespace *ns, uint32_t dev);

/*
 * Reports rule at node: the finding points at the node's defining opcode in
 * its table and carries the node's path as the field.  Nodes that no table
 * defines (predefined roots) are reported at the first DSDT.
 */
void ob_report(struct al_context *ctx, const struct al_rule_id *rule, uint32_t node,
               const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Reports rule at an offset inside a table (a call site). */
void ob_report_at(struct al_context *ctx, const struct al_rule_id *rule, int32_t table,
                  uint32_t offset, uint32_t node, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

/*
 * Presence that rests on a branch (issue 22 items 1 and 12).  A rule that
 * is silenced by finding an object (a _CCA, a _CRS, a processor device)
 * must not be silenced by one that exists only when ACPICA takes one
 * branch of an undecided module-level If/Else: ob_presence_cond() is the
 * If/Else that decides whether obj exists when subject does, or NULL when
 * obj exists whenever subject does (no branch, both branches define it, or
 * the same branch creates both).  subject AL_AML_NO_NODE: whenever the
 * tables are loaded (a GICC, an SPCR).
 */
const struct al_aml_cond *ob_presence_cond(const struct al_namespace *ns, uint32_t obj,
                                           uint32_t subject);
/*
 * " only when the load takes the If branch of the module-level If/Else at
 * DSDT+0x1f0 (decided by \_SB.BREV)" for c, into buf; returns buf.
 */
const char *ob_cond_clause(const struct al_namespace *ns, const struct al_aml_cond *c, char *buf,
                           size_t size);
/*
 * obj.presence-unverified at subject: `rule` would have fired but for obj,
 * which exists only in the branch c; said at info, with the reason, instead
 * of silence.  consequence: what follows when obj is absent.
 */
void ob_report_unverified(struct al_context *ctx, const struct al_rule_id *rule, uint32_t subject,
                          uint32_t obj, const struct al_aml_cond *c, const char *consequence);

/* Path of node ("\\_SB_.PCI0") into buf; returns buf. */
const char *ob_path(const struct al_namespace *ns, uint32_t node, char *buf, size_t size);

/*
 * Minimal AML data-object reader (ACPI 6.5 section 20.2.3 and 20.2.5.4),
 * enough to walk the static packages of _CID and _DSD without executing AML.
 */
enum ob_kind {
    OB_BAD = 0,     /* malformed or truncated */
    OB_INTEGER,
    OB_STRING,
    OB_BUFFER,
    OB_PACKAGE,
    OB_NAME,        /* a NameString reference */
    OB_OTHER,       /* any other opcode: the reader cannot size it */
};

struct ob_obj {
    enum ob_kind kind;
    size_t start, end;     /* the whole object */
    uint64_t integer;
    size_t data, data_len; /* String bytes (no NUL) / Buffer bytes present */
    uint64_t buffer_size;  /* Buffer: the declared size when a constant */
    size_t elements;       /* Package: first element */
    uint64_t count;        /* Package: NumElements */
};

/* Reads the data object at pos (< end) of span s. */
bool ob_read_object(struct al_span s, size_t pos, size_t end, struct ob_obj *out);
/* The end of the NameString at pos, or 0 when malformed. */
size_t ob_skip_name(struct al_span s, size_t pos, size_t end);

/* The body span of node's table (offsets are table offsets), or an empty span. */
struct al_span ob_table_span(const struct al_namespace *ns, uint32_t node);

/*
 * The value object of a static Name(): fills *out and returns true when node
 * was defined by Name (opcode 0x08) and its value can be read.
 */
bool ob_name_value(const struct al_namespace *ns, uint32_t node, struct ob_obj *out);

/*
 * Policy (object_rules_policy.c): what the active profile's objects: lists
 * say (include/acpilint/profile.h; ctx->profile NULL is the default profile).
 */
/* True when `name` is in any of the NULL-terminated lists ("prohibited", ...). */
bool ob_listed(const struct al_context *ctx, const char *const *lists, const char *name);
/* True when the profile's pair list `list` holds [a, b]. */
bool ob_pair_listed(const struct al_context *ctx, const char *list, const char *a, const char *b);
/* The items of one objects: list (count 0 when the profile has none). */
const char *const *ob_list(const struct al_context *ctx, const char *list, size_t *count);

/* Checks defined in object_rules_devices.c and object_rules_cpus.c. */
void al_objects_check_crs(struct al_context *ctx, const struct al_table *t);
void al_objects_check_cca(struct al_context *ctx, const struct al_table *t);
void al_objects_check_uid(struct al_context *ctx, const struct al_table *t);
void al_objects_check_dsd(struct al_context *ctx, const struct al_table *t);
void al_objects_check_hid_adr(struct al_context *ctx, const struct al_table *t);
void al_objects_check_gicc(struct al_context *ctx, const struct al_table *t);
/* obj.dsm-defined: the _DSMs that implement an unpublished UUID (object_rules_dsm.c). */
void al_objects_check_dsm_uuids(struct al_context *ctx, const struct al_table *t);

/* The area's check list (src/check/registry.c). */
extern const struct al_check al_checks_objects[];

#endif
