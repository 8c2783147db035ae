/* SPDX-License-Identifier: MIT */
/*
 * Generic Address Structures in every table that carries them (ACPI 6.5
 * section 5.2.3.2, Table 5.1): the FADT registers, the SPCR console, the
 * DBG2 debug ports, the PCCT doorbells and acknowledge registers, and the
 * APEI registers (HEST generic error sources, EINJ and ERST instructions).
 *
 * One validator serves them all; what differs per table is who reads the
 * register and so what a bad field does:
 *   - APEI registers go through Linux's apei_check_gar()
 *     (drivers/acpi/apei/apei-base.c), which refuses (-EINVAL) a null
 *     address, an Access Size outside 1-4, a bit range wider than the access
 *     and an address space other than memory or I/O: one error per register
 *     (gas.apei-register-invalid), since the error source or the EINJ/ERST
 *     action is then lost.
 *   - The others get warnings per field: an Access Size that is not a size
 *     code 0-4 (0x20 is a bit width written in the wrong field), a reserved
 *     Address Space ID, a bit range past the access width, an address not
 *     aligned to the access width.
 * An all-zero GAS is "not provided" and is skipped.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "acpilint/dbg2.h"
#include "acpilint/field.h"
#include "acpilint/engine.h"
#include "acpilint/fadt.h"
#include "acpilint/gas.h"
#include "acpilint/hest.h"
#include "acpilint/rule_ids.h"
#include "acpilint/spcr.h"

enum gas_user {
    GAS_ACPICA, /* FADT and PCC registers, read by ACPICA's acpi_read()/acpi_write() */
    GAS_SPCR,   /* the SPCR console, read by drivers/acpi/spcr.c */
    GAS_DEBUG,  /* DBG2 ports: debuggers, not Linux */
    GAS_APEI,   /* HEST, EINJ, ERST: drivers/acpi/apei */
};

struct gas_at {
    const struct al_table *t;
    size_t offset;     /* of the GAS in the table */
    const char *field; /* "SPCR/BaseAddress" */
    enum gas_user user;
};

/* ACPI 6.5 Table 5.1: 0x00-0x0B defined, 0x0C-0x7E reserved, 0x7F FFH, 0x80-0xFF OEM. */
static bool space_reserved(uint8_t id)
{
    return id >= 0x0C && id <= 0x7E;
}

/* "Register" form (bit offset 0, width 8/16/32/64): ACPICA then accesses by the width. */
static bool register_form(const struct al_gas *g)
{
    return g->bit_offset == 0 &&
           (g->bit_width == 8 || g->bit_width == 16 || g->bit_width == 32 || g->bit_width == 64);
}

/* The width in bits of each access, as ACPICA's acpi_hw_get_access_bit_width() picks it; 0 when unknown. */
static unsigned access_bits(const struct al_gas *g)
{
    if (register_form(g))
        return g->bit_width;
    if (g->access_size >= 1 && g->access_size <= 4)
        return 8u << (g->access_size - 1);
    return 0;
}

static bool gas_zero(const struct al_gas *g)
{
    return !g->space_id && !g->bit_width && !g->bit_offset && !g->access_size && !g->address;
}

/* Linux's apei_check_gar(): why it refuses the register, or NULL. */
static const char *apei_problem(const struct al_gas *g)
{
    if (!g->address)
        return "address 0 (\"Invalid physical address in GAR\")";
    if (g->access_size < 1 || g->access_size > 4)
        return "an Access Size outside 1-4 (\"Invalid access size code in GAR\")";
    unsigned bits = 8u << (g->access_size - 1);
    /* Its fix-up of a common firmware bug: a whole aligned 32/64-bit register. */
    if (g->bit_offset == 0 && g->bit_width == 32 && !(g->address & 3) && bits < 32)
        bits = 32;
    else if (g->bit_offset == 0 && g->bit_width == 64 && !(g->address & 7) && bits < 64)
        bits = 64;
    if ((unsigned)g->bit_width + g->bit_offset > bits)
        return "a bit width plus offset wider than the access (\"Invalid bit width + offset in "
               "GAR\")";
    if (g->space_id != AL_GAS_SPACE_SYSTEM_MEMORY && g->space_id != AL_GAS_SPACE_SYSTEM_IO)
        return "an address space other than memory or I/O (\"Invalid address space type in "
               "GAR\")";
    return NULL;
}

/*
 * What a bad Access Size does to this register's reader.  Linux's SPCR parser
 * (6.1 and 6.12 drivers/acpi/spcr.c acpi_parse_spcr()) reads it for a memory
 * register only: above ACPI_ACCESS_BIT_MAX (29) it logs "Unacceptable wide"
 * and takes code 6, whose width (256 bits) then logs "Unexpected"; 5-29 log
 * "Unexpected" only; both fall back to byte accesses.
 */
static const char *access_size_consequence(enum gas_user user, const struct al_gas *g)
{
    switch (user) {
    case GAS_SPCR:
        if (g->space_id != AL_GAS_SPACE_SYSTEM_MEMORY)
            break;
        if (g->access_size > 29)
            return "Linux 6.12 logs \"[Firmware Bug]: Unacceptable wide SPCR Access Width. "
                   "Defaulting to byte size\" and \"[Firmware Bug]: Unexpected SPCR Access "
                   "Width. Defaulting to byte size\" (6.1 the same without the prefix) and, for "
                   "an interface type other than SBSA 32-bit, sets the console up for 8-bit "
                   "accesses";
        return "Linux 6.12 logs \"[Firmware Bug]: Unexpected SPCR Access Width. Defaulting to "
               "byte size\" (6.1 without the prefix) and, for an interface type other than "
               "SBSA 32-bit, sets the console up for 8-bit accesses";
    case GAS_ACPICA:
        return "ACPICA refuses the register (\"Unsupported register access width\")";
    default:
        break;
    }
    return "a debugger or OS cannot tell how wide the accesses must be";
}

/*
 * The rule a defect of this GAS is reported under: a DBG2 port's own
 * (gas.debug-register-invalid), since no Linux code reads the DBG2 (its
 * console comes from the SPCR) and a defect there has no Linux consequence
 * to name (issue 22 item 5), else the generic one.
 */
static const struct al_rule_id *rule_for(const struct gas_at *at,
                                         const struct al_rule_id *generic)
{
    return at->user == GAS_DEBUG ? AL_R_GAS_DEBUG_REGISTER_INVALID : generic;
}

static void check_gas(struct al_context *ctx, const struct gas_at *at)
{
    struct al_gas g;
    if (!al_gas_decode(al_table_body(at->t), at->offset, &g) || gas_zero(&g))
        return;
    struct al_tableset *ts = ctx->ts;
    char desc[96];
    snprintf(desc, sizeof(desc), "GAS {space 0x%02x, width %u, offset %u, access size %u, 0x%" PRIx64
             "}", g.space_id, g.bit_width, g.bit_offset, g.access_size, g.address);
    if (at->user == GAS_APEI) {
        const char *why = apei_problem(&g);
        if (why)
            al_report(ts, AL_R_GAS_APEI_REGISTER_INVALID, al_at_table(at->t, at->offset, at->field),
                      "Linux's APEI refuses the register, so this error source or action is not "
                      "used: %s has %s",
                      desc, why);
        return;
    }
    if (g.access_size > 4)
        al_report(ts, rule_for(at, AL_R_GAS_ACCESS_SIZE_INVALID),
                  al_at_table(at->t, at->offset + AL_OFF_GAS_ACCESS_SIZE, at->field),
                  "Access Size %u is %s: %s; the codes are 0 undefined, 1 byte, 2 word, "
                  "3 dword, 4 qword; %s",
                  g.access_size,
                  g.access_size == 8 || g.access_size == 16 || g.access_size == 32 ||
                          g.access_size == 64
                      ? "a bit width, not a size code"
                      : "not a size code",
                  desc, access_size_consequence(at->user, &g));
    if (space_reserved(g.space_id))
        al_report(ts, rule_for(at, AL_R_GAS_SPACE_ID_RESERVED),
                  al_at_table(at->t, at->offset, at->field),
                  "Address Space ID 0x%02x is reserved, so no OS knows how to reach the "
                  "register: %s (ACPI 6.5 Table 5.1)",
                  g.space_id, desc);
    unsigned bits = access_bits(&g);
    if (g.access_size >= 1 && g.access_size <= 4 && !register_form(&g) &&
        (unsigned)g.bit_offset + g.bit_width > bits)
        al_report(ts, rule_for(at, AL_R_GAS_BIT_RANGE_INVALID),
                  al_at_table(at->t, at->offset + AL_OFF_GAS_BIT_WIDTH, at->field),
                  "bits %u..%u do not fit in one %u-bit access: %s", g.bit_offset,
                  g.bit_offset + g.bit_width - 1, bits, desc);
    if ((g.space_id == AL_GAS_SPACE_SYSTEM_MEMORY || g.space_id == AL_GAS_SPACE_SYSTEM_IO) &&
        bits >= 16 && bits <= 64 && g.address % (bits / 8))
        al_report(ts, rule_for(at, AL_R_GAS_ADDRESS_MISALIGNED),
                  al_at_table(at->t, at->offset + AL_OFF_GAS_ADDRESS, at->field),
                  "the address is not a multiple of the %u-bit access width: %s%s", bits, desc,
                  g.space_id == AL_GAS_SPACE_SYSTEM_MEMORY
                      ? "; an unaligned access to device memory faults on arm64"
                      : "");
}

static void check_fadt_gas(struct al_context *ctx, const struct al_table *t)
{
    struct al_fadt f;
    if (!al_fadt_decode(t, &f))
        return;
    const struct al_field_desc *fields = al_fadt_fields();
    for (int id = 0; id < AL_FADT_FIELD_COUNT; id++) {
        /* RESET_REG has its own rules (fadt.reset-reg-invalid, fadt.reset-reg-unused-invalid). */
        if (fields[id].kind != AL_FIELD_GAS || !f.present[id] || id == AL_FADT_RESET_REG)
            continue;
        char path[48];
        snprintf(path, sizeof(path), "FACP/%s", fields[id].name);
        struct gas_at at = {t, fields[id].offset, path, GAS_ACPICA};
        check_gas(ctx, &at);
    }
}

static void check_spcr_gas(struct al_context *ctx, const struct al_table *t)
{
    struct al_spcr s;
    if (!al_spcr_decode(t, &s) || !s.has_base_address)
        return;
    struct gas_at at = {t, 40, "SPCR/BaseAddress", GAS_SPCR};
    check_gas(ctx, &at);
}

static void check_dbg2_gas(struct al_context *ctx, const struct al_table *t)
{
    struct al_dbg2 d;
    if (!al_dbg2_decode(t, &d))
        return;
    struct al_walk w;
    struct al_dbg2_device dev;
    al_dbg2_walk_init(&w, &d);
    while (al_dbg2_walk_next(&w, &dev) == AL_WALK_OK) {
        if (!dev.gas_ok)
            continue;
        for (unsigned i = 0; i < dev.gas_count; i++) {
            char path[64];
            snprintf(path, sizeof(path), "DBG2/Device[%u]/BaseAddressRegister[%u]", dev.index, i);
            struct gas_at at = {t, dev.offset + dev.base_address_offset + (size_t)i * AL_GAS_SIZE,
                                path, GAS_DEBUG};
            check_gas(ctx, &at);
        }
    }
}

/*
 * HEST error sources (ACPI 6.5 section 18.3.2; the walk is hest.h): the
 * generic ones (types 9 and 10), whose Error Status Address and, for
 * version 2, Read Ack Register are APEI registers.
 */
static void check_hest_gas(struct al_context *ctx, const struct al_table *t)
{
    struct al_hest_walk w;
    struct al_hest_source src;
    al_hest_walk_init(&w, t);
    while (al_hest_walk_next(&w, &src) == AL_HEST_OK) {
        char path[64];
        if (src.type == AL_HEST_GHES || src.type == AL_HEST_GHES_V2) {
            _Static_assert(AL_OFF_HEST_GHES_ERROR_STATUS_ADDRESS ==
                               AL_OFF_HEST_GHES_V2_ERROR_STATUS_ADDRESS,
                           "version 2 extends version 1");
            snprintf(path, sizeof(path), "HEST/ErrorSource[%u]/ErrorStatusAddress", src.index);
            struct gas_at status = {t, src.offset + AL_OFF_HEST_GHES_ERROR_STATUS_ADDRESS, path,
                                    GAS_APEI};
            check_gas(ctx, &status);
        }
        if (src.type == AL_HEST_GHES_V2) {
            snprintf(path, sizeof(path), "HEST/ErrorSource[%u]/ReadAckRegister", src.index);
            struct gas_at ack = {t, src.offset + AL_OFF_HEST_GHES_V2_READ_ACK_REGISTER, path,
                                 GAS_APEI};
            check_gas(ctx, &ack);
        }
    }
}

/*
 * EINJ and ERST (ACPI 6.5 sections 18.6.2 and 18.5.2): a 48-byte header
 * with the entry count, then 32-byte entries with a Register Region GAS
 * (one layout, struct acpi_whea_header; the catalogue has it under each
 * table).  Only the instructions that access the register are judged (Linux
 * checks the register of those alone): EINJ and ERST READ_REGISTER,
 * READ_REGISTER_VALUE, WRITE_REGISTER, WRITE_REGISTER_VALUE (0-3).
 */
_Static_assert(AL_OFF_ERST_ENTRY_COUNT == AL_OFF_EINJ_ENTRY_COUNT && AL_SIZE_ERST == AL_SIZE_EINJ &&
                   AL_SIZE_ERST_ENTRY == AL_SIZE_EINJ_ENTRY &&
                   AL_OFF_ERST_ENTRY_INSTRUCTION == AL_OFF_EINJ_ENTRY_INSTRUCTION &&
                   AL_OFF_ERST_ENTRY_REGISTER_REGION == AL_OFF_EINJ_ENTRY_REGISTER_REGION,
               "ERST and EINJ share their header size and entry layout");

static void check_apei_entries(struct al_context *ctx, const struct al_table *t)
{
    struct al_span s = al_table_body(t);
    uint32_t count;
    if (!al_field_u32(s, AL_F_ERST_ENTRY_COUNT, 0, &count))
        return;
    for (uint32_t i = 0; i < count; i++) {
        size_t at = AL_SIZE_ERST + (size_t)i * AL_SIZE_ERST_ENTRY;
        uint8_t instruction;
        if (!al_span_has(s, at, AL_SIZE_ERST_ENTRY) ||
            !al_field_u8(s, AL_F_ERST_ENTRY_INSTRUCTION, at, &instruction))
            return;
        if (instruction > 3)
            continue;
        char path[64];
        snprintf(path, sizeof(path), "%.4s/Entry[%" PRIu32 "]/RegisterRegion", t->signature, i);
        struct gas_at at_gas = {t, at + AL_OFF_ERST_ENTRY_REGISTER_REGION, path, GAS_APEI};
        check_gas(ctx, &at_gas);
    }
}

/*
 * PCCT subspaces (ACPI 6.5 section 14.1; catalogue fields/pcct.def): the
 * GAS registers of each subspace type, judged when the subspace is long
 * enough for its type.
 */
static void check_pcct_gas(struct al_context *ctx, const struct al_table *t)
{
    static const struct {
        uint8_t type;
        uint8_t length;
        uint8_t count;
        enum al_field_id gas[5];
    } kinds[] = {
        {0, AL_SIZE_PCCT_GENERIC, 1, {AL_F_PCCT_GENERIC_DOORBELL}},
        {1, AL_SIZE_PCCT_HWR, 1, {AL_F_PCCT_HWR_DOORBELL}},
        {2,
         AL_SIZE_PCCT_HWR2,
         2,
         {AL_F_PCCT_HWR2_DOORBELL, AL_F_PCCT_HWR2_ACK}},
        {3,
         AL_SIZE_PCCT_MASTER,
         5,
         {AL_F_PCCT_MASTER_DOORBELL, AL_F_PCCT_MASTER_ACK,
          AL_F_PCCT_MASTER_CMD_COMPLETE, AL_F_PCCT_MASTER_CMD_UPDATE,
          AL_F_PCCT_MASTER_ERROR_STATUS}},
        {4,
         AL_SIZE_PCCT_SLAVE,
         5,
         {AL_F_PCCT_SLAVE_DOORBELL, AL_F_PCCT_SLAVE_ACK,
          AL_F_PCCT_SLAVE_CMD_COMPLETE, AL_F_PCCT_SLAVE_CMD_UPDATE,
          AL_F_PCCT_SLAVE_ERROR_STATUS}},
        {5,
         AL_SIZE_PCCT_HWREG,
         3,
         {AL_F_PCCT_HWREG_DOORBELL, AL_F_PCCT_HWREG_CMD_COMPLETE,
          AL_F_PCCT_HWREG_ERROR_STATUS}},
    };
    struct al_span s = al_table_body(t);
    unsigned index = 0;
    for (size_t at = AL_SIZE_PCCT; at + AL_SIZE_PCCT_SUB <= s.len; index++) {
        uint8_t type, len;
        if (!al_field_u8(s, AL_F_PCCT_SUB_TYPE, at, &type) ||
            !al_field_u8(s, AL_F_PCCT_SUB_LENGTH, at, &len) || len < AL_SIZE_PCCT_SUB ||
            !al_span_has(s, at, len))
            return;
        for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
            if (kinds[k].type != type || len < kinds[k].length)
                continue;
            for (size_t g = 0; g < kinds[k].count; g++) {
                char path[64];
                snprintf(path, sizeof(path), "PCCT/Subspace[%u]/%s", index,
                         al_field_info_name(al_field_info(kinds[k].gas[g])));
                struct gas_at at_gas = {t, at + al_field_offset(kinds[k].gas[g]), path, GAS_ACPICA};
                check_gas(ctx, &at_gas);
            }
        }
        at += len;
    }
}

static const struct al_rule_id *const generic_rules[] = {AL_R_GAS_ACCESS_SIZE_INVALID, AL_R_GAS_SPACE_ID_RESERVED,
                                            AL_R_GAS_BIT_RANGE_INVALID, AL_R_GAS_ADDRESS_MISALIGNED,
                                            NULL};
static const struct al_rule_id *const apei_rules[] = {AL_R_GAS_APEI_REGISTER_INVALID, NULL};
static const struct al_rule_id *const debug_rules[] = {AL_R_GAS_DEBUG_REGISTER_INVALID, NULL};

const struct al_check al_checks_gas[] = {
    {"gas.fadt", "FACP", check_fadt_gas, generic_rules, AL_NEEDS_TABLE},
    {"gas.spcr", "SPCR", check_spcr_gas, generic_rules, AL_NEEDS_TABLE},
    {"gas.dbg2", "DBG2", check_dbg2_gas, debug_rules, AL_NEEDS_TABLE},
    {"gas.pcct", "PCCT", check_pcct_gas, generic_rules, AL_NEEDS_TABLE},
    {"gas.hest", "HEST", check_hest_gas, apei_rules, AL_NEEDS_TABLE},
    {"gas.einj", "EINJ", check_apei_entries, apei_rules, AL_NEEDS_TABLE},
    {"gas.erst", "ERST", check_apei_entries, apei_rules, AL_NEEDS_TABLE},
    {NULL, NULL, NULL, NULL, 0},
};
