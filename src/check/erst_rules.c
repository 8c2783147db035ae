/* SPDX-License-Identifier: MIT */
/*
 * ERST (ACPI 6.5 section 18.5): the catalogue's reserved-field checks on the
 * header and each entry, and the entries' Action and Instruction, which the
 * catalogue keeps as plain numbers: an instruction past the defined ones makes
 * Linux refuse the action table.  gas.erst judges the entries' registers.
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

static const struct al_fc_rules erst_rules = {AL_R_ERST_RESERVED_NONZERO, AL_R_ERST_VALUE_INVALID,
                                              NULL, NULL, NULL};

/*
 * The last serialization action (GET_EXECUTE_OPERATION_TIMINGS, ACPI 6.5
 * Table 18.28) and instruction (MOVE_DATA, Table 18.29); ACPICA's
 * ACPI_ERST_ACTION_RESERVED and ACPI_ERST_INSTRUCTION_RESERVED follow them.
 */
#define ERST_LAST_ACTION 0x10u
#define ERST_LAST_INSTRUCTION 0x12u

static void report_entry_value(struct al_context *ctx, const struct al_table *t, size_t at,
                               enum al_field_id id, unsigned index, uint8_t v, unsigned last)
{
    char path[64];
    al_field_path(path, sizeof(path), id, index);
    al_report(ctx->ts, AL_R_ERST_VALUE_INVALID, al_at_table(t, at + al_field_info(id)->offset, path),
              "%s is 0x%02x, past the last one the specification defines (0x%02x): Linux's "
              "APEI refuses the action table (\"Invalid action table, unknown instruction type\")",
              path, v, last);
}

/*
 * The entries follow the 48-byte header, Instruction Entry Count of them;
 * gas.erst judges their registers.  Linux's apei_exec_run()
 * (drivers/acpi/apei/apei-base.c) fails on an instruction it does not know,
 * and the ERST is then unused.
 */
static void check_erst(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &erst_rules, AL_L_ERST, NULL, NULL, NULL);
    struct al_span s = al_table_body(t);
    uint32_t count;
    if (!al_field_u32(s, AL_F_ERST_ENTRY_COUNT, 0, &count))
        return;
    const uint8_t rev = al_fc_revision(t);
    for (uint32_t i = 0; i < count; i++) {
        size_t at = AL_SIZE_ERST + (size_t)i * AL_SIZE_ERST_ENTRY;
        uint8_t action, instruction;
        if (!al_span_has(s, at, AL_SIZE_ERST_ENTRY) ||
            !al_field_u8(s, AL_F_ERST_ENTRY_ACTION, at, &action) ||
            !al_field_u8(s, AL_F_ERST_ENTRY_INSTRUCTION, at, &instruction))
            return; /* past the table: gas.erst and the length checks say so */
        al_fc_check_fields(ctx, t, &erst_rules, AL_L_ERST_ENTRY, at, AL_SIZE_ERST_ENTRY, i, rev);
        if (action > ERST_LAST_ACTION)
            report_entry_value(ctx, t, at, AL_F_ERST_ENTRY_ACTION, i, action, ERST_LAST_ACTION);
        if (instruction > ERST_LAST_INSTRUCTION)
            report_entry_value(ctx, t, at, AL_F_ERST_ENTRY_INSTRUCTION, i, instruction,
                               ERST_LAST_INSTRUCTION);
    }
}

static const struct al_rule_id *const erst_rule_ids[] = {AL_R_ERST_RESERVED_NONZERO,
                                                         AL_R_ERST_VALUE_INVALID, NULL};

const struct al_check al_checks_erst[] = {
    {"erst.fields", "ERST", check_erst, erst_rule_ids, AL_NEEDS_TABLE},
    {0},
};
