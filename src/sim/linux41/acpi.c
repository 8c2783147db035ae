/* SPDX-License-Identifier: MIT */
/*
 * acpi_boot_table_init() of Linux 4.1 (seed 002 lines 227-244, seed 003
 * lines 396-415): the acpi= decision, acpi_table_init() (tables.c, shared
 * with the 6.x models) and the FADT checks of acpi_parse_fadt() (seed 002
 * lines 197-216 as changed by seed 004 lines 229-256).
 */
#include "sim/sim_internal.h"

#include <stdlib.h>
#include <string.h>

#include "acpilint/rule_ids.h"

static void report_acpi_disabled(struct al_sim_ctx *c, const struct al_table *t, uint64_t off,
                                 const char *field, const char *why)
{
    al_report(c->ts, AL_R_SIM_ACPI_DISABLED,
              t ? al_at_table(t, off, field)
                : al_at_file(c->ts->input_count ? c->ts->inputs[0] : NULL, AL_NO_OFFSET, 0),
              "Linux 4.1 will disable ACPI: %s", why);
}

/* acpi_parse_fadt(), seed 004 lines 231-261 (seed 002 lines 197-216 before it). */
static void parse_fadt(struct al_sim_ctx *c, const struct al_table *t)
{
    struct al_sim_result *r = c->r;
    uint8_t rev = t->header.revision;
    uint8_t minor = 0;
    bool minor_present = al_field_u8(al_table_span(t), AL_F_FADT_MINOR_VERSION, 0, &minor);
    bool minor_in_table = t->header.length >= AL_FIELD_END(FADT_MINOR_VERSION);
    const char *minor_note = NULL;
    if (!minor_in_table)
        minor_note = "the kernel reads minor_revision at offset 131 of the mapped table even "
                     "when the FADT is shorter: it prints whatever byte follows the table; "
                     "the simulator assumes 0 unless the input holds that byte";
    if (!minor_present)
        minor = 0;

    if (rev > 5 || (rev == 5 && minor >= 1)) {
        char what[96];
        snprintf(what, sizeof(what), "FADT revision %u.%u is 5.1 or newer", rev, minor);
        al_sim_event(
            r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_parse_fadt() (seed 004 lines 237-240)",
            what, "ACPI stays enabled", minor_note, NULL);
        /* seed 004 lines 248-252 */
        if (c->arm_boot_flags & 1u) {
            al_sim_event(
                r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_parse_fadt() (seed 004 lines 248-249)",
                "ARM_BOOT_ARCH.PSCI_COMPLIANT is set: acpi_psci_present()", NULL, NULL, NULL);
            return;
        }
        al_sim_event(
            r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_parse_fadt() (seed 004 lines 251-252)",
            "ARM_BOOT_ARCH.PSCI_COMPLIANT is clear: acpi_parse_fadt() returns "
            "-EOPNOTSUPP",
            "secondary CPUs will not be started; ACPI stays enabled because "
            "acpi_table_parse() ignores the handler's return value",
            NULL, "ACPI: No PSCI support, will not bring up secondary CPUs");
        al_report(c->ts, AL_R_SIM_SECONDARIES_NOT_STARTED,
                  al_at_table(t, AL_OFF_FADT_ARM_BOOT_ARCH, "ARM_BOOT_ARCH"),
                  "ARM_BOOT_ARCH has no PSCI_COMPLIANT flag: Linux 4.1 prints \"No PSCI "
                  "support\" and will not bring up secondary CPUs");
        return;
    }
    char what[96];
    snprintf(what, sizeof(what), "FADT revision %u.%u is older than 5.1", rev, minor);
    al_sim_event(r,
                 "Linux 4.1 arch/arm64/kernel/acpi.c acpi_parse_fadt() (seed 004 lines 255-257; "
                 "seed 002 lines 211-213)",
                 what, "disable_acpi(): ACPI is disabled", minor_note,
                 "ACPI: Unsupported FADT revision %d.%d, should be 5.1+, will disable ACPI", rev,
                 minor);
    c->acpi_disabled = 1;
    char why[96];
    snprintf(why, sizeof(why), "FADT revision %u.%u is older than 5.1", rev, minor);
    report_acpi_disabled(c, t, rev >= 5 ? AL_OFF_FADT_MINOR_VERSION : AL_OFF_HDR_REVISION,
                         rev >= 5 ? "FADT Minor Version" : "Revision", why);
}

void al_sim_boot_table_init(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    /* seed 003 lines 406-408 */
    if (r->param_acpi_off) {
        al_sim_event(
            r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_boot_table_init() (seed 003 lines 406-408)",
            "param_acpi_off: acpi_boot_table_init() "
            "returns at once",
            "ACPI stays disabled (acpi_disabled = 1 since seed 003 "
            "line 351)",
            NULL, NULL);
        return;
    }
    if (!r->param_acpi_force && r->dt_has_platform) {
        al_sim_event(
            r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_boot_table_init() (seed 003 lines 406-408)",
            "no acpi=force and the device tree is not empty: acpi_boot_table_init() "
            "returns at once",
            "ACPI stays disabled; the device tree is used", NULL, NULL);
        return;
    }
    al_sim_event(r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_boot_table_init() (seed 003 line 410)",
                 r->param_acpi_force ? "acpi=force: enable_acpi()"
                                     : "the device tree is empty: enable_acpi()",
                 "ACPI is tried", NULL, NULL);
    c->acpi_disabled = 0;

    /* seed 002 lines 233-237 */
    if (!al_sim_table_init(c)) {
        al_sim_event(
            r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_boot_table_init() (seed 002 lines 234-236)",
            "acpi_table_init() fails: disable_acpi()", "ACPI is disabled", NULL, NULL);
        c->acpi_disabled = 1;
        report_acpi_disabled(c, c->root, 0, NULL,
                             "the RSDP/XSDT do not lead to a usable table list");
        return;
    }
    /* seed 002 lines 239-243: acpi_table_parse() returns 0 whenever the table exists */
    bool unknown;
    const struct al_table *fadt =
        al_sim_need(c, "FACP", "arch/arm64/kernel/acpi.c acpi_boot_table_init()",
                    "whether ACPI stays enabled", true, &unknown);
    if (unknown) {
        c->fadt_unknown = true;
        return;
    }
    if (!fadt) {
        al_sim_event(
            r, "Linux 4.1 arch/arm64/kernel/acpi.c acpi_boot_table_init() (seed 002 lines 239-243)",
            "no FADT installed: disable_acpi()", "ACPI is disabled", NULL, "ACPI: Can't find FADT");
        c->acpi_disabled = 1;
        report_acpi_disabled(c, NULL, 0, NULL, "no usable FADT (\"Can't find FADT\")");
        return;
    }
    parse_fadt(c, fadt);
}
