/* SPDX-License-Identifier: MIT */
/*
 * PPTT ("PPTT"), Processor Properties Topology Table, ACPI 6.5 section
 * 5.2.30 (layouts checked against ACPICA's ACPI_PPTT_PROCESSOR,
 * ACPI_PPTT_CACHE(_V1) and ACPI_PPTT_ID): a length-checked walk over the
 * structures and decoders for processor hierarchy nodes and caches.  All
 * references (Parent, private resources, Next Level of Cache) are offsets
 * from the start of the table.
 */
#ifndef ACPILINT_PPTT_H
#define ACPILINT_PPTT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/table.h"
#include "acpilint/walk.h"

#define AL_PPTT_SUBTABLES_OFFSET 36u
#define AL_PPTT_HEADER_SIZE 4u /* Type, Length, Reserved[2] */

enum al_pptt_type {
    AL_PPTT_PROCESSOR = 0, /* Table 5.158 */
    AL_PPTT_CACHE = 1,     /* Table 5.160 */
    AL_PPTT_ID = 2,        /* ACPI 6.2 Table 5-156; removed in 6.4 */
};
#define AL_PPTT_PROCESSOR_SIZE 20u /* + 4 x NumberOfPrivateResources */
#define AL_PPTT_CACHE_SIZE 24u     /* PPTT revision 2 */
#define AL_PPTT_CACHE_V1_SIZE 28u  /* PPTT revision 3: + Cache ID */
#define AL_PPTT_ID_SIZE 30u

/* Processor flags, Table 5.159. */
#define AL_PPTT_PHYSICAL_PACKAGE (1u << 0)
#define AL_PPTT_ACPI_ID_VALID (1u << 1)
#define AL_PPTT_IS_THREAD (1u << 2)
#define AL_PPTT_IS_LEAF (1u << 3)
#define AL_PPTT_IDENTICAL (1u << 4)
/* Cache flags, Table 5.161. */
#define AL_PPTT_SIZE_VALID (1u << 0)
#define AL_PPTT_SETS_VALID (1u << 1)
#define AL_PPTT_ASSOC_VALID (1u << 2)
#define AL_PPTT_ALLOC_VALID (1u << 3)
#define AL_PPTT_TYPE_VALID (1u << 4)
#define AL_PPTT_WRITE_POLICY_VALID (1u << 5)
#define AL_PPTT_LINE_SIZE_VALID (1u << 6)
#define AL_PPTT_CACHE_ID_VALID (1u << 7)

/* "Processor", "Cache", "ID" or "Reserved". */
const char *al_pptt_type_name(uint8_t type);

/*
 * One structure as al_pptt_walk_next gives it.  The decoders below refuse
 * one whose Type or Length the table's own bytes do not bear out
 * (al_walk_structure, walk.h).
 */
struct al_pptt_entry {
    size_t offset; /* from the start of the table */
    uint8_t type;
    uint8_t length; /* as claimed; already checked to fit */
    unsigned index;
};

/*
 * Walk from offset 36 to the end of the body: AL_WALK_END exactly at the
 * end, AL_WALK_TRUNCATED when a structure runs past it (or fewer than 2
 * bytes remain), AL_WALK_ZERO_LENGTH for Length 0 or 1, AL_WALK_TOO_SHORT
 * for Length 2 or 3.
 */
void al_pptt_walk_init(struct al_walk *w, const struct al_table *t);
enum al_walk_status al_pptt_walk_next(struct al_walk *w, struct al_pptt_entry *out);

struct al_pptt_processor {
    uint32_t flags;
    uint32_t parent;
    uint32_t acpi_processor_id;
    uint32_t resource_count;
    bool resources_fit; /* 20 + 4 x count <= Length */
};

/* False when e is not a processor node or shorter than 20 bytes. */
bool al_pptt_processor_decode(const struct al_table *t, const struct al_pptt_entry *e,
                              struct al_pptt_processor *out);
/* Private resource `index`; false when index >= count or it does not fit. */
bool al_pptt_processor_resource(const struct al_table *t, const struct al_pptt_entry *e,
                                uint32_t index, uint32_t *out);

struct al_pptt_cache {
    uint32_t flags;
    uint32_t next_level;
    uint32_t size;
    uint32_t sets;
    uint8_t associativity;
    uint8_t attributes;
    uint16_t line_size;
    uint32_t cache_id;
    bool has_cache_id; /* Length >= 28 */
};

/* False when e is not a cache structure or shorter than 24 bytes. */
bool al_pptt_cache_decode(const struct al_table *t, const struct al_pptt_entry *e,
                          struct al_pptt_cache *out);

#endif
