/* SPDX-License-Identifier: MIT */
/*
 * IORT ("IORT"), IO Remapping Table (Arm DEN 0049, revision E.e; layouts
 * checked against ACPICA's ACPI_TABLE_IORT / ACPI_IORT_NODE in actbl2.h):
 * a length-checked walk over the nodes and decoders for their ID mappings.
 * Offsets to nodes (mapping output references, PMCG node references) are
 * from the start of the table; mapping offsets are from the start of the node.
 */
#ifndef ACPILINT_IORT_H
#define ACPILINT_IORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/table.h"
#include "acpilint/walk.h"

#define AL_IORT_FIXED_SIZE 48u       /* header + NodeCount + NodeOffset + Reserved */
#define AL_IORT_NODE_HEADER_SIZE 16u /* Type, Length, Revision, Identifier, mapping count/offset */
#define AL_IORT_MAPPING_SIZE 20u
#define AL_IORT_SMMU_GLOBAL_SIZE 16u    /* SMMUv1/v2 global interrupt array: two GSIV + flags */
#define AL_IORT_SMMU_INTERRUPT_SIZE 8u  /* context / PMU interrupt: GSIV + flags */
#define AL_IORT_RMR_DESC_SIZE 20u       /* memory range descriptor: base, length, reserved */

/* Node types (IORT Table 3). */
enum al_iort_type {
    AL_IORT_ITS_GROUP = 0,
    AL_IORT_NAMED_COMPONENT = 1,
    AL_IORT_ROOT_COMPLEX = 2,
    AL_IORT_SMMU = 3,   /* SMMUv1 / SMMUv2 */
    AL_IORT_SMMU_V3 = 4,
    AL_IORT_PMCG = 5,
    AL_IORT_RMR = 6,
    AL_IORT_IWB = 7,    /* Interrupt Wire Bridge, IORT E.g */
};

/* "ITS group", "Named component", ... or "Reserved". */
const char *al_iort_type_name(uint8_t type);
/* Smallest Length of a node of this type (header + fixed fields of revision 0); 0 when unknown. */
size_t al_iort_type_min_length(uint8_t type);

struct al_iort {
    const struct al_table *table;
    size_t body_size;
    uint32_t node_count;
    uint32_t node_offset;
    bool has_fields; /* NodeCount and NodeOffset present */
};

bool al_iort_decode(const struct al_table *t, struct al_iort *out);

/*
 * One node as al_iort_walk_next gives it.  The accessors below read it
 * through al_iort_node_bytes, so they refuse one whose Type or Length the
 * table's own bytes do not bear out.
 */
struct al_iort_node {
    size_t offset; /* from the start of the table */
    unsigned index;
    uint8_t type;
    uint16_t length; /* as claimed; checked to fit the body and to be >= 16 */
    uint8_t revision;
    uint32_t identifier;
    uint32_t mapping_count;
    uint32_t mapping_offset; /* from the start of the node */
    /* The mapping array lies after the node header and inside Length. */
    bool mappings_fit;
};

/*
 * Walk (walk.h) over NodeCount nodes from NodeOffset: AL_WALK_END after
 * NodeCount nodes, AL_WALK_TRUNCATED when a node runs past the body,
 * AL_WALK_ZERO_LENGTH / AL_WALK_TOO_SHORT for Length 0 / below 16,
 * AL_WALK_BAD_OFFSET when NodeCount > 0 and NodeOffset is inside the 48
 * fixed bytes or past the body.
 */
void al_iort_walk_init(struct al_walk *w, const struct al_iort *iort);
enum al_walk_status al_iort_walk_next(struct al_walk *w, struct al_iort_node *out);

struct al_iort_mapping {
    size_t offset; /* from the start of the table */
    uint32_t input_base;
    uint32_t id_count; /* number of IDs minus one */
    uint32_t output_base;
    uint32_t output_reference; /* offset of a node from the start of the table */
    uint32_t flags;            /* bit 0: single mapping */
};

/* Mapping `index` of a node; false when index >= mapping_count or !mappings_fit. */
bool al_iort_mapping(const struct al_table *t, const struct al_iort_node *n, uint32_t index,
                     struct al_iort_mapping *out);

/* ITS group: the count, and identifier `index`; false when it does not fit in the node. */
bool al_iort_its_count(const struct al_table *t, const struct al_iort_node *n, uint32_t *count);
bool al_iort_its_id(const struct al_table *t, const struct al_iort_node *n, uint32_t index,
                    uint32_t *out);

/* PMCG: the node reference (offset of the SMMU / component it monitors) at node + 28. */
bool al_iort_pmcg_reference(const struct al_table *t, const struct al_iort_node *n,
                            uint32_t *out);

/* Named component: the device object name at node + 29, NUL-terminated inside the node. */
bool al_iort_named_component_name(const struct al_table *t, const struct al_iort_node *n,
                                  char *buf, size_t size);

/*
 * The bytes of node n (its Length inside the table body); empty when n is
 * NULL, shorter than 16 bytes or disagrees with the table (al_walk_structure).
 */
struct al_span al_iort_node_bytes(const struct al_table *t, const struct al_iort_node *n);

/*
 * Where the node's own fields end: at its ID mapping array when it has one
 * inside the node, else at Length.  A field past this point is not there,
 * whatever the node revision says.
 */
size_t al_iort_fields_end(const struct al_iort_node *n);

/*
 * `count` entries of `size` bytes at `offset` (from the node start) lie
 * after the first `min_offset` bytes and inside the node; true for count 0.
 */
bool al_iort_array_fits(const struct al_iort_node *n, uint32_t offset, uint32_t count,
                        size_t size, size_t min_offset);

/* Memory access properties (IORT Table 13) of a named component (+20) or root complex (+16). */
struct al_iort_memory_access {
    size_t offset;    /* from the start of the table */
    uint32_t cca;     /* Cache Coherent Attribute: 1 fully coherent, 0 not */
    uint8_t hints;    /* allocation hints: TR, WA, RA, AHO */
    uint16_t reserved;
    uint8_t flags;    /* memory access flags: CPM, DACS, CANWBS */
};
#define AL_IORT_MAF_CPM (1u << 0)
#define AL_IORT_MAF_DACS (1u << 1)
bool al_iort_memory_access(const struct al_table *t, const struct al_iort_node *n,
                           struct al_iort_memory_access *out);

/* SMMUv1/v2 node (IORT Table 15): model, flags and its three interrupt arrays. */
struct al_iort_smmu {
    uint32_t model;
    uint32_t flags;
    uint32_t global_offset; /* 16-byte global interrupt array, from the node start */
    uint32_t context_count;
    uint32_t context_offset;
    uint32_t pmu_count;
    uint32_t pmu_offset;
};
bool al_iort_smmu_decode(const struct al_table *t, const struct al_iort_node *n,
                         struct al_iort_smmu *out);

/* SMMUv3 node (IORT Table 16): the Model at node + 40. */
bool al_iort_smmuv3_model(const struct al_table *t, const struct al_iort_node *n, uint32_t *out);

/* RMR node (IORT Table 21): flags and its memory range descriptor array. */
struct al_iort_rmr {
    uint32_t flags;
    uint32_t count;
    uint32_t offset; /* from the node start */
};
bool al_iort_rmr_decode(const struct al_table *t, const struct al_iort_node *n,
                        struct al_iort_rmr *out);

#endif
