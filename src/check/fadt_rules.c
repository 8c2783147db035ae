/* SPDX-License-Identifier: MIT */
/*
 * FADT rules (ACPI 6.5 section 5.2.9; seed 009 lines 133-149; seed 008
 * lines 178-186; seed 002 lines 197-243 for Linux 4.1, and the current
 * kernel's acpi_fadt_sanity_check() in arch/arm64/kernel/acpi.c).
 *
 * Two kernels decide differently on an FADT older than 5.1: Linux 4.1
 * disables ACPI outright (seed 002 lines 207-215), today's kernel only
 * does so when ARM_BOOT_ARCH is zero and otherwise prints a FW_BUG line and
 * carries on "assuming 5.1".  The two cases are two rules, so a profile can
 * raise the second one to an error (linux-4.1) while the default profile
 * keeps it a warning: the Windows-on-Arm laptops of the real corpus ship a
 * 276-byte FADT labelled 5.0 with PSCI_COMPLIANT set, and boot.
 *
 * The "must be zero on a hardware-reduced platform" check is one function
 * over a list of fields of the FADT field table (include/acpilint/fadt.h).
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "acpilint/checks.h"
#include "acpilint/field.h"
#include "acpilint/presence.h"
#include "acpilint/engine.h"
#include "acpilint/fadt.h"
#include "acpilint/rule_ids.h"

/*
 * Fields that describe the fixed ACPI hardware register interface, which a
 * hardware-reduced platform does not have: OSPM ignores them (ACPI 6.5
 * section 5.2.9, the note on HW_REDUCED_ACPI) and seed 009 lines 137-139
 * wants them zero.  The list follows FWTS's FADTRHWNonZero test plus
 * SCI_INT (offset 46, inside the ignored range) and IAPC_BOOT_ARCH (x86
 * only).  SLEEP_CONTROL_REG/SLEEP_STATUS_REG are NOT here: they are the
 * hardware-reduced sleep registers.
 */
static const enum al_fadt_field hw_reduced_zero_fields[] = {
    AL_FADT_SCI_INT,        AL_FADT_SMI_CMD,        AL_FADT_ACPI_ENABLE,
    AL_FADT_ACPI_DISABLE,   AL_FADT_S4BIOS_REQ,     AL_FADT_PSTATE_CNT,
    AL_FADT_PM1A_EVT_BLK,   AL_FADT_PM1B_EVT_BLK,   AL_FADT_PM1A_CNT_BLK,
    AL_FADT_PM1B_CNT_BLK,   AL_FADT_PM2_CNT_BLK,    AL_FADT_PM_TMR_BLK,
    AL_FADT_GPE0_BLK,       AL_FADT_GPE1_BLK,       AL_FADT_PM1_EVT_LEN,
    AL_FADT_PM1_CNT_LEN,    AL_FADT_PM2_CNT_LEN,    AL_FADT_PM_TMR_LEN,
    AL_FADT_GPE0_BLK_LEN,   AL_FADT_GPE1_BLK_LEN,   AL_FADT_GPE1_BASE,
    AL_FADT_CST_CNT,        AL_FADT_P_LVL2_LAT,     AL_FADT_P_LVL3_LAT,
    AL_FADT_FLUSH_SIZE,     AL_FADT_FLUSH_STRIDE,   AL_FADT_DUTY_OFFSET,
    AL_FADT_DUTY_WIDTH,     AL_FADT_DAY_ALRM,       AL_FADT_MON_ALRM,
    AL_FADT_CENTURY,        AL_FADT_IAPC_BOOT_ARCH, AL_FADT_X_PM1A_EVT_BLK,
    AL_FADT_X_PM1B_EVT_BLK, AL_FADT_X_PM1A_CNT_BLK, AL_FADT_X_PM1B_CNT_BLK,
    AL_FADT_X_PM2_CNT_BLK,  AL_FADT_X_PM_TMR_BLK,   AL_FADT_X_GPE0_BLK,
    AL_FADT_X_GPE1_BLK,
};

/*
 * Fixed feature flags (ACPI 6.5 Table 5.10) that only make sense with the
 * fixed hardware: the set FWTS checks in FADTRHWFlagsNonZero and
 * FADTRHWAPICFlags.  PWR_BUTTON/SLP_BUTTON, RESET_REG_SUP, SEALED_CASE,
 * HEADLESS and LOW_POWER_S0_IDLE_CAPABLE keep their meaning.
 */
static const struct {
    unsigned bit;
    const char *name;
} legacy_flags[] = {
    {1, "WBINVD_FLUSH"},
    {2, "PROC_C1"},
    {3, "P_LVL2_UP"},
    {7, "RTC_S4"},
    {8, "TMR_VAL_EXT"},
    {13, "CPU_SW_SLP"},
    {14, "PCI_EXP_WAK"},
    {16, "S4_RTC_STS_VALID"},
    {17, "REMOTE_POWER_ON_CAPABLE"},
    {18, "FORCE_APIC_CLUSTER_MODEL"},
    {19, "FORCE_APIC_PHYSICAL_DESTINATION_MODE"},
};

#define N_ELEMS(a) (sizeof(a) / sizeof((a)[0]))

static void field_path(char *buf, size_t size, enum al_fadt_field f)
{
    snprintf(buf, size, "FACP/%s", al_fadt_fields()[f].name);
}

static bool gas_nonzero(const struct al_gas *g)
{
    return g->space_id || g->bit_width || g->bit_offset || g->access_size || g->address;
}

static void check_hw_reduced(struct al_context *ctx, const struct al_table *t,
                             const struct al_fadt *f)
{
    const struct al_field_desc *fields = al_fadt_fields();
    char path[64];
    uint64_t flags = al_fadt_get(f, AL_FADT_FLAGS, 0);
    if (!(flags & AL_FADT_FLAG_HW_REDUCED_ACPI)) {
        field_path(path, sizeof(path), AL_FADT_FLAGS);
        al_report(ctx->ts, AL_R_FADT_HW_REDUCED_MISSING,
                  al_at_table(t, fields[AL_FADT_FLAGS].offset, path),
                  "Flags is 0x%08" PRIx64 ": HW_REDUCED_ACPI (bit 20) is clear; arm64 requires a "
                  "hardware-reduced platform and today's kernel disables ACPI (\"FADT not ACPI "
                  "hardware reduced compliant\")",
                  flags);
        /* Without the flag the fixed-hardware fields are meaningful: nothing more to say. */
        return;
    }
    for (size_t i = 0; i < N_ELEMS(hw_reduced_zero_fields); i++) {
        enum al_fadt_field id = hw_reduced_zero_fields[i];
        const struct al_field_desc *d = &fields[id];
        if (!f->present[id])
            continue;
        bool nonzero = d->kind == AL_FIELD_GAS ? gas_nonzero(&f->gas[id]) : f->value[id] != 0;
        if (!nonzero)
            continue;
        field_path(path, sizeof(path), id);
        if (d->kind == AL_FIELD_GAS)
            al_report(ctx->ts, AL_R_FADT_HW_REDUCED_FIELD_NONZERO, al_at_table(t, d->offset, path),
                      "%s is a non-zero Generic Address (space %u, address 0x%" PRIx64 ") on a "
                      "hardware-reduced platform: OSPM ignores it and it must be zero",
                      d->name, f->gas[id].space_id, f->gas[id].address);
        else
            al_report(ctx->ts, AL_R_FADT_HW_REDUCED_FIELD_NONZERO, al_at_table(t, d->offset, path),
                      "%s is 0x%" PRIx64 " on a hardware-reduced platform: OSPM ignores it and "
                      "it must be zero",
                      d->name, f->value[id]);
    }
    char names[256] = "";
    size_t used = 0;
    uint32_t bad = 0;
    for (size_t i = 0; i < N_ELEMS(legacy_flags); i++) {
        if (!(flags & (1u << legacy_flags[i].bit)))
            continue;
        bad |= 1u << legacy_flags[i].bit;
        int n = snprintf(names + used, sizeof(names) - used, "%s%s", used ? ", " : "",
                         legacy_flags[i].name);
        if (n > 0 && (size_t)n < sizeof(names) - used)
            used += (size_t)n;
    }
    if (bad) {
        field_path(path, sizeof(path), AL_FADT_FLAGS);
        al_report(ctx->ts, AL_R_FADT_HW_REDUCED_FIELD_NONZERO,
                  al_at_table(t, fields[AL_FADT_FLAGS].offset, path),
                  "Flags 0x%08" PRIx64 " sets fixed-hardware feature flags (0x%08" PRIx32
                  ": %s) on a hardware-reduced platform, where they have no meaning",
                  flags, bad, names);
    }
}

/* The FADT Minor Version byte as the kernel reads it: the whole byte, whatever the revision. */
static uint8_t kernel_minor(const struct al_fadt *f)
{
    return f->in_body[AL_FADT_MINOR_VERSION] ? (uint8_t)f->value[AL_FADT_MINOR_VERSION] : 0;
}

/* ARM_BOOT_ARCH as the kernel reads it: bytes 129-130 even where a 5.0 FADT calls them reserved. */
static uint16_t kernel_arm_flags(const struct al_fadt *f)
{
    return f->in_body[AL_FADT_ARM_BOOT_ARCH] ? (uint16_t)f->value[AL_FADT_ARM_BOOT_ARCH] : 0;
}

/* True when the kernel treats the FADT as older than 5.1 (seed 002 lines 207-208). */
static bool older_than_5_1(const struct al_fadt *f)
{
    return f->major < 5 || (f->major == 5 && kernel_minor(f) < 1);
}

static void check_revision(struct al_context *ctx, const struct al_table *t,
                           const struct al_fadt *f)
{
    const struct al_field_desc *fields = al_fadt_fields();
    uint16_t arm = kernel_arm_flags(f);
    size_t want = f->expected_size;
    uint32_t len = t->header.length;
    /*
     * A table older than 5.1 with the 6.x length is one defect, an old
     * Revision byte on a new layout: said once, by the revision rule.
     */
    bool new_layout = older_than_5_1(f) && len == al_fadt_spec_length(6, 0);
    const char *layout = new_layout ? " (the table is 276 bytes, the ACPI 6.x layout: the "
                                      "Revision byte was not updated)"
                                    : "";
    if (older_than_5_1(f)) {
        if (arm == 0)
            al_report(ctx->ts, AL_R_FADT_REVISION_UNSUPPORTED,
                      al_at_table(t, AL_OFF_HDR_REVISION, "FACP/Revision"),
                      "FADT revision %u.%u is older than 5.1 and ARM_BOOT_ARCH is 0%s: the "
                      "kernel disables ACPI (\"Unsupported FADT revision %u.%u, should be "
                      "5.1+\")",
                      f->major, kernel_minor(f), layout, f->major, kernel_minor(f));
        else
            al_report(ctx->ts, AL_R_FADT_REVISION_OLD,
                      al_at_table(t, AL_OFF_HDR_REVISION, "FACP/Revision"),
                      "FADT revision %u.%u is older than 5.1 although ARM_BOOT_ARCH is "
                      "0x%04x%s: Linux 6.x logs \"[Firmware Bug]: Unsupported FADT revision "
                      "%u.%u, should be 5.1+\" then \"FADT has ARM boot flags set, assuming "
                      "5.1\" and boots with ACPI; Linux 4.1 disables ACPI",
                      f->major, kernel_minor(f), arm, layout, f->major, kernel_minor(f));
    }
    if (want && len != want && !new_layout) {
        /* A 276-byte table is the ACPI 6.0+ layout whatever the header says. */
        const char *hint = len == al_fadt_spec_length(6, 0) && f->major < 6
                               ? ": 276 bytes is the ACPI 6.x layout, so the Revision field "
                                 "probably should say 6"
                               : len < want ? ": the fields past the end are missing"
                                            : ": the bytes past the revision's layout are ignored";
        al_report(ctx->ts, AL_R_FADT_LENGTH_REVISION_MISMATCH,
                  al_at_table(t, AL_OFF_HDR_LENGTH, "FACP/Length"),
                  "Length is %" PRIu32 " but a revision %u.%u FADT is %zu bytes%s", len, f->major,
                  f->minor, want, hint);
    }
    /*
     * PSCI: the kernel reaches the ARM_BOOT_ARCH decision unless the
     * revision check above already turned ACPI off.
     */
    if (older_than_5_1(f) && arm == 0)
        return;
    char path[64];
    field_path(path, sizeof(path), AL_FADT_ARM_BOOT_ARCH);
    size_t off = fields[AL_FADT_ARM_BOOT_ARCH].offset;
    if (!(arm & AL_ARM_BOOT_ARCH_PSCI_COMPLIANT))
        al_report(ctx->ts, AL_R_FADT_PSCI_NOT_COMPLIANT, al_at_table(t, off, path),
                  "ARM_BOOT_ARCH is 0x%04x: PSCI_COMPLIANT is clear, so the kernel does not use "
                  "PSCI (Linux 4.1 brings up no secondary CPU; today's kernel needs the parking "
                  "protocol instead)",
                  arm);
    if ((arm & AL_ARM_BOOT_ARCH_PSCI_USE_HVC) && !(arm & AL_ARM_BOOT_ARCH_PSCI_COMPLIANT))
        al_report(ctx->ts, AL_R_FADT_PSCI_HVC_WITHOUT_COMPLIANT, al_at_table(t, off, path),
                  "ARM_BOOT_ARCH is 0x%04x: PSCI_USE_HVC is set but PSCI_COMPLIANT is not, so "
                  "the HVC conduit is never used",
                  arm);
}

/*
 * A dump address that tells this table apart: non-zero and not shared with
 * another table (Windows tools print one address for every table, some
 * dumps print 0 for all).
 */
static bool address_trustworthy(const struct al_tableset *ts, const struct al_table *t)
{
    if (!t->has_address || t->address == 0)
        return false;
    for (size_t i = 0; i < ts->count; i++) {
        const struct al_table *o = ts->tables[i];
        if (o != t && o->kind != AL_KIND_RSDP && o->has_address && o->address == t->address)
            return false;
    }
    return true;
}

static void check_dsdt_pointer(struct al_context *ctx, const struct al_table *t,
                               const struct al_fadt *f)
{
    const struct al_field_desc *fields = al_fadt_fields();
    uint64_t d32 = al_fadt_get(f, AL_FADT_DSDT, 0);
    bool has_x = f->present[AL_FADT_X_DSDT];
    uint64_t x = al_fadt_get(f, AL_FADT_X_DSDT, 0);
    char path[64];
    field_path(path, sizeof(path), AL_FADT_X_DSDT);
    size_t xoff = fields[AL_FADT_X_DSDT].offset;
    if (has_x && x == 0) {
        /* ACPICA's AcpiTbConvertFadt() takes the 32-bit field (AcpiTbSelectAddress()). */
        if (d32)
            al_report(ctx->ts, AL_R_FADT_X_DSDT_ZERO, al_at_table(t, xoff, path),
                      "X_DSDT is 0 and only the 32-bit DSDT field (0x%08" PRIx64 ") gives the "
                      "DSDT: ACPICA falls back to it (AcpiTbSelectAddress()), so Linux loads "
                      "the DSDT; the arm64 documents want the 64-bit field",
                      d32);
        /*
         * Both 0 beside a DSDT the input holds is no firmware's FADT as it
         * booted: a table installer fills the pointers when it installs the
         * tables (edk2's AcpiTableDxe), and QEMU's test data clears them.
         */
        else if (!al_tableset_count_sig(ctx->ts, "DSDT") && !al_checksums_cleared(ctx->ts))
            al_report(ctx->ts, AL_R_FADT_DSDT_ADDRESS_ZERO, al_at_table(t, xoff, path),
                      "X_DSDT and DSDT are both 0 and the input holds no DSDT: no DSDT address "
                      "at all; ACPICA installs no DSDT, acpi_load_tables() fails and Linux "
                      "disables ACPI (acpi_bus_init())");
    } else if (!has_x && d32 == 0) {
        field_path(path, sizeof(path), AL_FADT_DSDT);
        al_report(ctx->ts, AL_R_FADT_DSDT_ADDRESS_ZERO,
                  al_at_table(t, fields[AL_FADT_DSDT].offset, path),
                  "this FADT has no X_DSDT field and its DSDT field is 0: no DSDT address at "
                  "all; acpi_load_tables() fails and Linux disables ACPI (acpi_bus_init())");
    }
    if (x && d32 && x != d32)
        al_report(ctx->ts, AL_R_FADT_X_DSDT_MISMATCH, al_at_table(t, xoff, path),
                  "X_DSDT (0x%" PRIx64 ") and DSDT (0x%08" PRIx64 ") disagree: ACPICA uses "
                  "X_DSDT; the 32-bit field should be 0",
                  x, d32);
    /* With trustworthy dump addresses, the address the kernel uses must be the DSDT's. */
    uint64_t used = x ? x : d32;
    const struct al_table *dsdt = al_tableset_find(ctx->ts, "DSDT", 0);
    if (used && dsdt && address_trustworthy(ctx->ts, dsdt) && dsdt->address != used) {
        if (!x)
            field_path(path, sizeof(path), AL_FADT_DSDT);
        al_report(ctx->ts, AL_R_FADT_DSDT_ADDRESS_WRONG,
                  al_at_table(t, x ? xoff : fields[AL_FADT_DSDT].offset, path),
                  "%s points at 0x%" PRIx64 " but the DSDT in this dump is at 0x%" PRIx64
                  ": the kernel would load whatever is at 0x%" PRIx64 " as the DSDT",
                  x ? "X_DSDT" : "DSDT", used, dsdt->address, used);
    }
}

/*
 * FIRMWARE_CTRL, judged by the revision of the FADT that holds it and by what
 * the kernel does with it.  ACPI 5.1 (Table 5-34) wants FIRMWARE_CTRL 0
 * whenever X_FIRMWARE_CTRL is set; since ACPI 6.0 OSPM ignores FIRMWARE_CTRL
 * when X_FIRMWARE_CTRL holds a usable address, so a 6.x table may carry the
 * same address in both.  Linux never reads either on arm64: ACPICA installs
 * no FACS on a hardware-reduced platform (tbfadt.c AcpiTbParseFadt(), "If
 * Hardware Reduced flag is set, there is no FACS"; tbutils.c
 * AcpiTbInitializeFacs() sets AcpiGbl_FACS to NULL), which is why the rule is
 * info under linux and a warning only under linux-4.1, whose documentation
 * says the 64-bit field is the one to use (acpi_object_usage.txt lines 116-117,
 * and lines 101-105: "only 64-bit address fields will be considered valid").
 * Without HW_REDUCED_ACPI the FACS is part of the fixed hardware the kernel
 * refuses anyway (fadt.hw-reduced-missing): nothing more to say then.
 */
static void check_facs_pointer(struct al_context *ctx, const struct al_table *t,
                               const struct al_fadt *f)
{
    const struct al_field_desc *fields = al_fadt_fields();
    uint64_t fc = al_fadt_get(f, AL_FADT_FIRMWARE_CTRL, 0);
    uint64_t xfc = al_fadt_get(f, AL_FADT_X_FIRMWARE_CTRL, 0);
    bool reduced = (al_fadt_get(f, AL_FADT_FLAGS, 0) & AL_FADT_FLAG_HW_REDUCED_ACPI) != 0;
    /*
     * The ACPI 6.x layout (276 bytes) is judged as 6.x even when its Revision
     * byte says 5: that byte is one defect, fadt.revision-old reports it.
     */
    bool acpi6 = f->major >= 6 || t->header.length >= al_fadt_spec_length(6, 0);
    char path[64];
    const char *how = NULL;
    if (!reduced || fc == 0)
        how = NULL;
    else if (!f->present[AL_FADT_X_FIRMWARE_CTRL])
        how = "this FADT revision has no X_FIRMWARE_CTRL: the FACS is given only in the 32-bit "
              "field";
    else if (xfc == 0)
        how = "X_FIRMWARE_CTRL is 0: the FACS is given only in the 32-bit field";
    else if (xfc != fc)
        how = "X_FIRMWARE_CTRL holds a different address: one of the two is stale";
    else if (!acpi6)
        how = "X_FIRMWARE_CTRL holds the same address; an ACPI 5.x FADT must then have "
              "FIRMWARE_CTRL 0 (ACPI 6.0 and later let OSPM ignore it instead)";
    if (how) {
        field_path(path, sizeof(path), AL_FADT_FIRMWARE_CTRL);
        al_report(ctx->ts, AL_R_FADT_FIRMWARE_CTRL_32BIT,
                  al_at_table(t, fields[AL_FADT_FIRMWARE_CTRL].offset, path),
                  "FIRMWARE_CTRL is 0x%08" PRIx64 " (%s); arm64 firmware gives the FACS in "
                  "X_FIRMWARE_CTRL (on a hardware-reduced platform ACPICA loads no FACS, so "
                  "Linux reads neither)",
                  fc, how);
    }
    field_path(path, sizeof(path), AL_FADT_X_FIRMWARE_CTRL);
    for (unsigned i = 0; i < al_tableset_count_sig(ctx->ts, "FACS"); i++) {
        const struct al_table *facs = al_tableset_find(ctx->ts, "FACS", i);
        const char *why = NULL;
        /*
         * Both pointers 0 beside the FACS the input holds is no FADT as it
         * booted (a dumper found the FACS through them): QEMU's test data
         * and exports that clear pointers look like this.  Only a pointer to
         * another address than the FACS's is told.
         */
        if (address_trustworthy(ctx->ts, facs) && (fc || xfc) && facs->address != xfc &&
            facs->address != fc)
            why = "neither X_FIRMWARE_CTRL nor FIRMWARE_CTRL holds its address";
        if (!why)
            continue;
        char where[48] = "";
        if (address_trustworthy(ctx->ts, facs))
            snprintf(where, sizeof(where), " at 0x%" PRIx64, facs->address);
        al_report(ctx->ts, AL_R_FADT_FACS_UNREACHABLE,
                  al_at_table(t, fields[AL_FADT_X_FIRMWARE_CTRL].offset, path),
                  "an FACS is present%s but %s: nothing leads to it (and on a hardware-reduced "
                  "platform ACPICA does not load the FACS anyway)",
                  where, why);
    }
}

/*
 * One-byte fields with a small set of legal values (ACPI 6.5 Table 5.9).
 * Byte 44 was INT_MODEL in ACPI 1.0 and is reserved since 2.0: "platforms
 * should set this field to zero but field values of one are also allowed to
 * maintain compatibility with ACPI 1.0"; byte 111 is reserved, 0;
 * Preferred_PM_Profile (ACPI 2.0+) runs from 0 (unspecified) to 8
 * (tablet).  Linux ignores the two reserved bytes and only shows the
 * profile in /sys/firmware/acpi/pm_profile; x86 drivers read it to tell a
 * server from a laptop.
 */
static const struct {
    enum al_fadt_field field;
    uint8_t max;
    bool reserved; /* checked whatever the revision; else only where the revision defines it */
    const struct al_rule_id *rule;
    const char *legal;
} bounded_fields[] = {
    {AL_FADT_INT_MODEL, 1, true, AL_R_FADT_RESERVED_NONZERO,
     "it is reserved since ACPI 2.0 (INT_MODEL in 1.0) and must be 0, or 1 for ACPI 1.0 "
     "compatibility; ACPICA and Linux never read it"},
    {AL_FADT_RESERVED0, 0, true, AL_R_FADT_RESERVED_NONZERO,
     "it is reserved and must be 0; ACPICA and Linux never read it"},
    {AL_FADT_PREFERRED_PM_PROFILE, 8, false, AL_R_FADT_PM_PROFILE_INVALID,
     "profiles run from 0 (unspecified) to 8 (tablet); larger values are reserved; arm64 Linux "
     "only shows it in /sys/firmware/acpi/pm_profile (its readers are x86 drivers)"},
};

static void check_bounded_fields(struct al_context *ctx, const struct al_table *t,
                                 const struct al_fadt *f)
{
    const struct al_field_desc *fields = al_fadt_fields();
    char path[64];
    for (size_t i = 0; i < N_ELEMS(bounded_fields); i++) {
        enum al_fadt_field id = bounded_fields[i].field;
        bool have = bounded_fields[i].reserved ? f->in_body[id] : f->present[id];
        if (!have || f->value[id] <= bounded_fields[i].max)
            continue;
        field_path(path, sizeof(path), id);
        al_report(ctx->ts, bounded_fields[i].rule, al_at_table(t, fields[id].offset, path),
                  "the byte at offset %u (%s) is %" PRIu64 ": %s", fields[id].offset,
                  fields[id].name, f->value[id], bounded_fields[i].legal);
    }
}

/*
 * RESET_REG (ACPI 6.5 Table 5.9 and section 4.8.3.6): "Only System I/O
 * space, System Memory space and PCI Configuration space (bus #0) are valid
 * for values for Address_Space_ID.  Also, Register_Bit_Width must be 8 and
 * Register_Bit_Offset must be 0."  Writes what is wrong into buf; false
 * when nothing is.
 */
static bool reset_reg_problems(const struct al_gas *g, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
#define ADD(...)                                                                               \
    do {                                                                                       \
        int n_ = snprintf(buf + used, size - used, "%s", used ? ", " : "");                   \
        if (n_ > 0 && (size_t)n_ < size - used)                                                \
            used += (size_t)n_;                                                                \
        n_ = snprintf(buf + used, size - used, __VA_ARGS__);                                   \
        if (n_ > 0 && (size_t)n_ < size - used)                                                \
            used += (size_t)n_;                                                                \
    } while (0)
    if (g->space_id > AL_GAS_SPACE_PCI_CONFIG)
        ADD("address space %u (only 0 memory, 1 I/O and 2 PCI configuration are allowed)",
            g->space_id);
    if (g->bit_width != 8)
        ADD("register bit width %u (must be 8)", g->bit_width);
    if (g->bit_offset != 0)
        ADD("register bit offset %u (must be 0)", g->bit_offset);
    if (g->address == 0)
        ADD("address 0");
#undef ADD
    return used > 0;
}

static void check_reset_reg(struct al_context *ctx, const struct al_table *t,
                            const struct al_fadt *f)
{
    if (!f->present[AL_FADT_RESET_REG])
        return;
    const struct al_gas *g = &f->gas[AL_FADT_RESET_REG];
    bool supported = (al_fadt_get(f, AL_FADT_FLAGS, 0) & AL_FADT_FLAG_RESET_REG_SUP) != 0;
    char why[320], path[64];
    if ((!supported && !gas_nonzero(g)) || !reset_reg_problems(g, why, sizeof(why)))
        return;
    field_path(path, sizeof(path), AL_FADT_RESET_REG);
    struct al_where at = al_at_table(t, al_fadt_fields()[AL_FADT_RESET_REG].offset, path);
    if (supported)
        al_report(ctx->ts, AL_R_FADT_RESET_REG_INVALID, at,
                  "RESET_REG at 0x%" PRIx64 " is not a valid register though Flags sets "
                  "RESET_REG_SUP: it has %s; an OS that resets through it (ACPICA AcpiReset) "
                  "writes the wrong register; arm64 Linux resets through EFI or PSCI and never "
                  "reads it",
                  g->address, why);
    else
        al_report(ctx->ts, AL_R_FADT_RESET_REG_UNUSED_INVALID, at,
                  "unused RESET_REG at 0x%" PRIx64 " is not a valid register: RESET_REG_SUP is "
                  "clear, so no OS uses it; it has %s",
                  g->address, why);
}

static void check_fadt(struct al_context *ctx, const struct al_table *t)
{
    struct al_fadt f;
    if (!al_fadt_decode(t, &f))
        return;
    check_revision(ctx, t, &f);
    check_hw_reduced(ctx, t, &f);
    check_dsdt_pointer(ctx, t, &f);
    check_facs_pointer(ctx, t, &f);
    check_bounded_fields(ctx, t, &f);
    check_reset_reg(ctx, t, &f);
}

static const struct al_rule_id *const fadt_rules[] = {
    AL_R_FADT_HW_REDUCED_MISSING,
    AL_R_FADT_HW_REDUCED_FIELD_NONZERO,
    AL_R_FADT_REVISION_UNSUPPORTED,
    AL_R_FADT_REVISION_OLD,
    AL_R_FADT_LENGTH_REVISION_MISMATCH,
    AL_R_FADT_PSCI_NOT_COMPLIANT,
    AL_R_FADT_PSCI_HVC_WITHOUT_COMPLIANT,
    AL_R_FADT_X_DSDT_ZERO,
    AL_R_FADT_DSDT_ADDRESS_ZERO,
    AL_R_FADT_X_DSDT_MISMATCH,
    AL_R_FADT_DSDT_ADDRESS_WRONG,
    AL_R_FADT_FIRMWARE_CTRL_32BIT,
    AL_R_FADT_FACS_UNREACHABLE,
    AL_R_FADT_RESERVED_NONZERO,
    AL_R_FADT_PM_PROFILE_INVALID,
    AL_R_FADT_RESET_REG_INVALID,
    AL_R_FADT_RESET_REG_UNUSED_INVALID,
    NULL,
};

const struct al_check al_checks_fadt[] = {
    {"fadt", "FACP", check_fadt, fadt_rules, AL_NEEDS_TABLE},
    {NULL, NULL, NULL, NULL, 0},
};
