/* SPDX-License-Identifier: MIT */
/*
 * TPM2 (TCG ACPI Specification 1.2 rev 8, 1.3, 1.4): the catalogue's field
 * checks by revision (revision 3's reserved Flags, revision 4's Platform
 * Class and Reserved), the Start Method against the values TCG defines, and
 * the start-method-specific parameters Linux's tpm_crb reads
 * (drivers/char/tpm/tpm_crb.c crb_acpi_add(): an Arm SMC start method
 * needs its 12 parameter bytes, or the TPM is refused), and the event log
 * area's two fields (drivers/char/tpm/eventlog/acpi.c).
 */
#include <inttypes.h>
#include <stdio.h>

#include "acpilint/engine.h"
#include "acpilint/field.h"
#include "acpilint/rule_ids.h"
#include "acpilint/table.h"
#include "acpilint/tableset.h"
#include "check/field_rules.h"

static const struct al_fc_rules tpm2_rules = {
    AL_R_TPM2_RESERVED_NONZERO, AL_R_TPM2_VALUE_INVALID, NULL, AL_R_TPM2_LENGTH_INVALID, NULL,
};

/* TCG ACPI 1.4 Table 8 (ACPICA actbl3.h ACPI_TPM2_*): the Start Method values. */
enum {
    TPM2_SM_NOT_ALLOWED = 0,
    TPM2_SM_ACPI_START = 2,
    TPM2_SM_ARM_SMC = 11,
    TPM2_SM_PLUTON = 13,
    TPM2_SM_UNASSIGNED = 14,
    TPM2_SM_ARM_FFA = 15,
};

/*
 * Defined: 2 (ACPI start), 6 (FIFO/TIS), 7 (CRB), 8 (CRB with ACPI start),
 * 11 (CRB with Arm SMC), 13 (CRB with Pluton), 15 (CRB with Arm FF-A); the
 * values TCG keeps for legacy use (1, 3-5, 9, 10) and reserves (12) are
 * accepted, as FWTS accepts them.  0 is "not allowed"; 14 and above 15 no
 * revision assigns.
 */
static bool start_method_known(uint32_t sm)
{
    return sm != TPM2_SM_NOT_ALLOWED && sm != TPM2_SM_UNASSIGNED && sm <= TPM2_SM_ARM_FFA;
}

static void check_start_method(struct al_context *ctx, const struct al_table *t, uint32_t sm)
{
    if (start_method_known(sm))
        return;
    char path[64];
    al_field_path(path, sizeof(path), AL_F_TPM2_START_METHOD, 0);
    al_report(ctx->ts, AL_R_TPM2_START_METHOD_UNKNOWN,
              al_at_table(t, AL_OFF_TPM2_START_METHOD, path),
              "%s is %" PRIu32 ", %s: Linux's tpm_crb invokes only the start methods TCG defines "
              "(ACPI start, CRB, Arm SMC, Arm FF-A), so the start this firmware means is never "
              "made and the TPM does not answer Linux",
              path, sm,
              sm == TPM2_SM_NOT_ALLOWED ? "a value the TCG ACPI specification does not allow"
                                        : "a value no revision of the TCG ACPI specification "
                                          "assigns");
}

/* The layout of a start method's parameters, or AL_LAYOUT_COUNT when none is judged. */
static enum al_layout_id parameters_of(uint32_t sm)
{
    switch (sm) {
    case TPM2_SM_ACPI_START:
        return AL_L_TPM2_ACPI_START;
    case TPM2_SM_ARM_SMC:
        return AL_L_TPM2_SMC;
    case TPM2_SM_ARM_FFA:
        return AL_L_TPM2_FFA;
    default:
        return AL_LAYOUT_COUNT;
    }
}

static void check_parameters(struct al_context *ctx, const struct al_table *t, uint32_t sm)
{
    enum al_layout_id layout = parameters_of(sm);
    if (layout == AL_LAYOUT_COUNT)
        return;
    size_t len = al_table_body(t).len;
    size_t have = len > AL_SIZE_TPM2 ? len - AL_SIZE_TPM2 : 0;
    unsigned need = al_layout_info(layout)->min_length;
    if (have >= need) {
        al_fc_check_fields(ctx, t, &tpm2_rules, layout, AL_SIZE_TPM2, have, 0, al_fc_revision(t));
        return;
    }
    /* Linux refuses only the Arm SMC table ("TPM2 ACPI table has wrong size"). */
    if (sm != TPM2_SM_ARM_SMC)
        return;
    al_report(ctx->ts, AL_R_TPM2_LENGTH_INVALID, al_at_table(t, AL_OFF_HDR_LENGTH, "Length"),
              "the TPM2 is %zu bytes, too short for the %u bytes of parameters its Start Method "
              "%" PRIu32 " (CRB with Arm SMC) has after offset %u: Linux's tpm_crb refuses the "
              "TPM (\"TPM2 ACPI table has wrong size\")",
              len, need, sm, (unsigned)AL_SIZE_TPM2);
}

/*
 * The log area is there when the table is 76 bytes (revision 4: after 12
 * parameter bytes) or 80 (revision 5: after 16); its two fields go
 * together: Linux's tpm_read_log_acpi() takes no event log from a TPM2 whose
 * LAML or LASA is zero.
 */
static void check_log_area(struct al_context *ctx, const struct al_table *t)
{
    size_t len = al_table_body(t).len;
    unsigned rev = t->header.revision;
    size_t at;
    if (rev == 4 && len == AL_SIZE_TPM2 + 12 + AL_SIZE_TPM2_LOG)
        at = AL_SIZE_TPM2 + 12;
    else if (rev >= 5 && len == AL_SIZE_TPM2 + 16 + AL_SIZE_TPM2_LOG)
        at = AL_SIZE_TPM2 + 16;
    else
        return;
    struct al_span body = al_table_body(t);
    uint32_t laml = al_field_get_u32(body, AL_F_TPM2_LOG_LAML, at);
    uint64_t lasa = al_field_get_u64(body, AL_F_TPM2_LOG_LASA, at);
    if ((laml == 0) == (lasa == 0))
        return;
    char path[64];
    al_field_path(path, sizeof(path), laml ? AL_F_TPM2_LOG_LASA : AL_F_TPM2_LOG_LAML, 0);
    al_report(ctx->ts, AL_R_TPM2_LOG_AREA_INVALID,
              al_at_table(t, at + (laml ? AL_OFF_TPM2_LOG_LASA : AL_OFF_TPM2_LOG_LAML), path),
              "%s is zero while the log area's %s is 0x%" PRIx64 ": Linux's tpm_read_log_acpi() "
              "takes no event log from this TPM2",
              path, laml ? "Minimum Length (LAML)" : "Start Address (LASA)",
              laml ? (uint64_t)laml : lasa);
}

static void check_tpm2(struct al_context *ctx, const struct al_table *t)
{
    al_fc_check_table(ctx, t, &tpm2_rules, AL_L_TPM2, NULL, NULL, NULL);
    struct al_span body = al_table_body(t);
    if (body.len < AL_FIELD_END(TPM2_START_METHOD))
        return; /* reported as shorter than the fixed part */
    uint32_t sm = al_field_get_u32(body, AL_F_TPM2_START_METHOD, 0);
    check_start_method(ctx, t, sm);
    check_parameters(ctx, t, sm);
    check_log_area(ctx, t);
}

static const struct al_rule_id *const tpm2_rule_ids[] = {
    AL_R_TPM2_RESERVED_NONZERO,     AL_R_TPM2_VALUE_INVALID,
    AL_R_TPM2_START_METHOD_UNKNOWN, AL_R_TPM2_LENGTH_INVALID,
    AL_R_TPM2_LOG_AREA_INVALID,     NULL,
};

const struct al_check al_checks_tpm2[] = {
    {"tpm2.fields", "TPM2", check_tpm2, tpm2_rule_ids, AL_NEEDS_TABLE},
    {0},
};
