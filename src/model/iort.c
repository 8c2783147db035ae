/* SPDX-License-Identifier: MIT */
/*
 * IORT decoding (Arm DEN 0049 E.e, Tables 2-25; ACPICA actbl2.h
 * ACPI_TABLE_IORT, ACPI_IORT_NODE, ACPI_IORT_ID_MAPPING, ACPI_IORT_ITS_GROUP,
 * ACPI_IORT_NAMED_COMPONENT, ACPI_IORT_PMCG).  Every count and offset in the
 * table is a claim checked against the node's Length and the table body.
 */
#include "acpilint/iort.h"

#include "acpilint/field.h"

#include <string.h>

#define IORT_NODE_COUNT AL_OFF_IORT_NODE_COUNT
#define IORT_NODE_OFFSET AL_OFF_IORT_NODE_OFFSET

const char *al_iort_type_name(uint8_t type)
{
    static const char *const names[] = {
        "ITS group", "Named component", "Root complex", "SMMUv1/v2", "SMMUv3", "PMCG", "RMR",
        "IWB",
    };
    return type < sizeof(names) / sizeof(names[0]) ? names[type] : "Reserved";
}

size_t al_iort_type_min_length(uint8_t type)
{
    switch (type) {
    case AL_IORT_ITS_GROUP:
        return 20; /* + ItsCount */
    case AL_IORT_NAMED_COMPONENT:
        return 30; /* + NodeFlags, MemoryProperties, MemoryAddressLimit, a 1-byte name */
    case AL_IORT_ROOT_COMPLEX:
        return 32; /* + MemoryProperties, AtsAttribute, PciSegmentNumber */
    case AL_IORT_SMMU:
        return 60; /* + base, span, model, flags, interrupt counts/offsets */
    case AL_IORT_SMMU_V3:
        return 60; /* revision 0 ends after SyncGsiv */
    case AL_IORT_PMCG:
        return 32; /* + Page0 base, OverflowGsiv, NodeReference */
    case AL_IORT_RMR:
        return 28; /* + Flags, RmrCount, RmrOffset */
    case AL_IORT_IWB:
        return 28; /* + CommandFrameBase, IwbIndex, a 1-byte name */
    default:
        return 0;
    }
}

bool al_iort_decode(const struct al_table *t, struct al_iort *out)
{
    memset(out, 0, sizeof(*out));
    out->table = t;
    if (!t || !t->header_complete)
        return false;
    struct al_span b = al_table_body(t);
    out->body_size = b.len;
    out->has_fields = al_span_has(b, IORT_NODE_COUNT, 8);
    if (out->has_fields) {
        out->node_count = al_field_get_u32(b, AL_F_IORT_NODE_COUNT, 0);
        out->node_offset = al_field_get_u32(b, AL_F_IORT_NODE_OFFSET, 0);
    }
    return true;
}

/* Every node starts with Type, a 2-byte Length and 13 more header bytes (Arm DEN 0049). */
#define IORT_LENGTH_SIZE 2u

void al_iort_walk_init(struct al_walk *w, const struct al_iort *iort)
{
    uint32_t count = iort->has_fields ? iort->node_count : 0;
    al_walk_init_counted(w, iort->table, iort->node_offset, count, AL_IORT_FIXED_SIZE,
                         IORT_LENGTH_SIZE, AL_IORT_NODE_HEADER_SIZE);
}

enum al_walk_status al_iort_walk_next(struct al_walk *w, struct al_iort_node *out)
{
    struct al_walk_item it;
    enum al_walk_status st = al_walk_next(w, &it);
    if (st != AL_WALK_OK)
        return st;
    struct al_span n = it.bytes;
    size_t len = it.length;
    memset(out, 0, sizeof(*out));
    out->offset = it.offset;
    out->index = it.index;
    out->type = it.type;
    out->length = (uint16_t)len;
    out->revision = al_field_get_u8(n, AL_F_IORT_NODE_REVISION, 0);
    out->identifier = al_field_get_u32(n, AL_F_IORT_NODE_IDENTIFIER, 0);
    out->mapping_count = al_field_get_u32(n, AL_F_IORT_NODE_MAPPING_COUNT, 0);
    out->mapping_offset = al_field_get_u32(n, AL_F_IORT_NODE_MAPPING_OFFSET, 0);
    uint64_t bytes = (uint64_t)out->mapping_count * AL_IORT_MAPPING_SIZE;
    out->mappings_fit = out->mapping_count == 0 ||
                        (out->mapping_offset >= AL_IORT_NODE_HEADER_SIZE &&
                         out->mapping_offset <= len && bytes <= len - out->mapping_offset);
    return AL_WALK_OK;
}

struct al_span al_iort_node_bytes(const struct al_table *t, const struct al_iort_node *n)
{
    if (!n)
        return al_span_make(NULL, 0);
    return al_walk_structure(t, n->offset, n->type, n->length, IORT_LENGTH_SIZE,
                             AL_IORT_NODE_HEADER_SIZE);
}

size_t al_iort_fields_end(const struct al_iort_node *n)
{
    if (n->mapping_count && n->mappings_fit && n->mapping_offset < n->length)
        return n->mapping_offset;
    return n->length;
}

bool al_iort_array_fits(const struct al_iort_node *n, uint32_t offset, uint32_t count,
                        size_t size, size_t min_offset)
{
    if (count == 0)
        return true;
    return offset >= min_offset && offset <= n->length &&
           (uint64_t)count * size <= (uint64_t)(n->length - offset);
}

bool al_iort_memory_access(const struct al_table *t, const struct al_iort_node *n,
                           struct al_iort_memory_access *out)
{
    memset(out, 0, sizeof(*out));
    size_t at;
    if (n && n->type == AL_IORT_NAMED_COMPONENT)
        at = 20;
    else if (n && n->type == AL_IORT_ROOT_COMPLEX)
        at = 16;
    else
        return false;
    struct al_span s = al_iort_node_bytes(t, n);
    if (at + 8 > al_iort_fields_end(n) || !al_span_has(s, at, 8))
        return false;
    out->offset = n->offset + at;
    out->cca = al_field_get_u32(s, AL_F_IORT_MEMORY_ACCESS_CCA, at);
    out->hints = al_field_get_u8(s, AL_F_IORT_MEMORY_ACCESS_HINTS, at);
    out->reserved = al_field_get_u16(s, AL_F_IORT_MEMORY_ACCESS_RESERVED, at);
    out->flags = al_field_get_u8(s, AL_F_IORT_MEMORY_ACCESS_FLAGS, at);
    return true;
}

bool al_iort_smmu_decode(const struct al_table *t, const struct al_iort_node *n,
                         struct al_iort_smmu *out)
{
    memset(out, 0, sizeof(*out));
    struct al_span s = al_iort_node_bytes(t, n);
    if (!n || n->type != AL_IORT_SMMU || !al_span_has(s, 32, 28))
        return false;
    out->model = al_field_get_u32(s, AL_F_IORT_SMMU_MODEL, 0);
    out->flags = al_field_get_u32(s, AL_F_IORT_SMMU_FLAGS, 0);
    out->global_offset = al_field_get_u32(s, AL_F_IORT_SMMU_GLOBAL_INTERRUPT_OFFSET, 0);
    out->context_count = al_field_get_u32(s, AL_F_IORT_SMMU_CONTEXT_INTERRUPT_COUNT, 0);
    out->context_offset = al_field_get_u32(s, AL_F_IORT_SMMU_CONTEXT_INTERRUPT_OFFSET, 0);
    out->pmu_count = al_field_get_u32(s, AL_F_IORT_SMMU_PMU_INTERRUPT_COUNT, 0);
    out->pmu_offset = al_field_get_u32(s, AL_F_IORT_SMMU_PMU_INTERRUPT_OFFSET, 0);
    return true;
}

bool al_iort_smmuv3_model(const struct al_table *t, const struct al_iort_node *n, uint32_t *out)
{
    if (!n || n->type != AL_IORT_SMMU_V3)
        return false;
    return al_field_u32(al_iort_node_bytes(t, n), AL_F_IORT_SMMU_V3_MODEL, 0, out);
}

bool al_iort_rmr_decode(const struct al_table *t, const struct al_iort_node *n,
                        struct al_iort_rmr *out)
{
    memset(out, 0, sizeof(*out));
    struct al_span s = al_iort_node_bytes(t, n);
    if (!n || n->type != AL_IORT_RMR || !al_span_has(s, 0, AL_SIZE_IORT_RMR))
        return false;
    out->flags = al_field_get_u32(s, AL_F_IORT_RMR_FLAGS, 0);
    out->count = al_field_get_u32(s, AL_F_IORT_RMR_RANGE_COUNT, 0);
    out->offset = al_field_get_u32(s, AL_F_IORT_RMR_RANGE_OFFSET, 0);
    return true;
}

bool al_iort_mapping(const struct al_table *t, const struct al_iort_node *n, uint32_t index,
                     struct al_iort_mapping *out)
{
    memset(out, 0, sizeof(*out));
    if (!n || index >= n->mapping_count || !n->mappings_fit)
        return false;
    struct al_span s = al_iort_node_bytes(t, n);
    size_t rel = n->mapping_offset + (size_t)index * AL_IORT_MAPPING_SIZE;
    if (!al_span_has(s, rel, AL_IORT_MAPPING_SIZE))
        return false;
    out->offset = n->offset + rel;
    out->input_base = al_field_get_u32(s, AL_F_IORT_ID_MAPPING_INPUT_BASE, rel);
    out->id_count = al_field_get_u32(s, AL_F_IORT_ID_MAPPING_ID_COUNT, rel);
    out->output_base = al_field_get_u32(s, AL_F_IORT_ID_MAPPING_OUTPUT_BASE, rel);
    out->output_reference = al_field_get_u32(s, AL_F_IORT_ID_MAPPING_OUTPUT_REFERENCE, rel);
    out->flags = al_field_get_u32(s, AL_F_IORT_ID_MAPPING_FLAGS, rel);
    return true;
}

bool al_iort_its_count(const struct al_table *t, const struct al_iort_node *n, uint32_t *count)
{
    if (!n || n->type != AL_IORT_ITS_GROUP)
        return false;
    return al_field_u32(al_iort_node_bytes(t, n), AL_F_IORT_ITS_GROUP_COUNT, 0, count);
}

bool al_iort_its_id(const struct al_table *t, const struct al_iort_node *n, uint32_t index,
                    uint32_t *out)
{
    uint32_t count;
    if (!al_iort_its_count(t, n, &count) || index >= count)
        return false;
    return al_read_u32(al_iort_node_bytes(t, n),
                       AL_OFF_IORT_ITS_GROUP_ID0 + (size_t)index * AL_LEN_IORT_ITS_GROUP_ID0, out);
}

bool al_iort_pmcg_reference(const struct al_table *t, const struct al_iort_node *n,
                            uint32_t *out)
{
    if (!n || n->type != AL_IORT_PMCG)
        return false;
    return al_field_u32(al_iort_node_bytes(t, n), AL_F_IORT_PMCG_NODE_REFERENCE, 0, out);
}

bool al_iort_named_component_name(const struct al_table *t, const struct al_iort_node *n,
                                  char *buf, size_t size)
{
    if (!n || n->type != AL_IORT_NAMED_COMPONENT || size == 0)
        return false;
    struct al_span s = al_iort_node_bytes(t, n);
    /* The name ends at the first NUL, which must come before the mappings or the node end. */
    size_t end = s.len;
    if (n->mapping_count && n->mappings_fit && n->mapping_offset < end)
        end = n->mapping_offset;
    for (size_t i = AL_OFF_IORT_NC_DEVICE_NAME, k = 0; i < end; i++) {
        uint8_t c = al_get_u8(s, i);
        if (c == 0) {
            buf[k < size ? k : size - 1] = '\0';
            return true;
        }
        if (k + 1 < size)
            buf[k++] = (char)c;
    }
    buf[0] = '\0';
    return false;
}
