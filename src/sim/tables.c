/* SPDX-License-Identifier: MIT */
/*
 * acpi_boot_table_init() (seed 002 lines 227-244, seed 003 lines 396-415):
 * the acpi= decision, acpi_table_init() (ACPICA's table list, modelled from
 * the tables in the input) and the FADT checks of acpi_parse_fadt()
 * (seed 002 lines 197-216 as changed by seed 004 lines 229-256).
 */
#include "sim_internal.h"

#include <stdlib.h>
#include <string.h>

#include "acpilint/rsdp.h"

#define AL_ROOT_MAX 256

/*
 * Whether t is among the first `upto` installed tables.  Only root entries
 * can name a table twice (or name the DSDT or FACS installed after them):
 * the tables of the input are distinct, so callers search just the (at most
 * AL_ROOT_MAX) tables installed from the root; searching every installed
 * table made a dump of 160 000 tables quadratic.
 */
static bool installed_has(const struct al_sim_ctx *c, const struct al_table *t, size_t upto)
{
    for (size_t i = 0; i < upto && i < c->installed_count; i++)
        if (c->installed[i] == t)
            return true;
    return false;
}

/* acpi_tb_install_standard_table(): a table with a bad checksum is refused. */
static void install(struct al_sim_ctx *c, const struct al_table *t, size_t dup_scope)
{
    if (!t || t->kind != AL_KIND_SDT || installed_has(c, t, dup_scope))
        return;
    if (al_table_is(t, "RSDT") || al_table_is(t, "XSDT"))
        return;
    if (!t->header_complete || !t->checksum_ok) {
        char what[160];
        snprintf(what, sizeof(what), "ACPICA refuses to install %.4s (instance %u): %s",
                 t->signature, t->instance,
                 t->header_complete ? "its checksum is wrong" : "its header is truncated");
        al_sim_event(c->r, "ACPICA 20150410 tbdata.c acpi_tb_verify_temp_table()", what,
                     "the kernel will not see this table",
                     "ACPICA prints an exception line (with its own source location) that the "
                     "simulator does not reproduce in the log",
                     NULL);
        return;
    }
    c->installed[c->installed_count++] = t;
}

/* ACPICA acpi_get_table_with_size(): instance 0 and 1 both name the first table. */
const struct al_table *al_sim_get_table(const struct al_sim_ctx *c, const char *sig,
                                        unsigned instance)
{
    unsigned want = instance ? instance : 1, seen = 0;
    for (size_t i = 0; i < c->installed_count; i++) {
        if (al_table_is(c->installed[i], sig) && ++seen == want)
            return c->installed[i];
    }
    return NULL;
}

/* acpi_table_init(): ACPICA's acpi_initialize_tables() from the RSDP; false on failure. */
static bool table_init(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    struct al_tableset *ts = c->ts;
    c->installed = calloc(ts->count + 1, sizeof(*c->installed));
    if (!c->installed)
        return false;

    const struct al_table *rsdp_t = al_tableset_find(ts, "RSDP", 0);
    const struct al_table *root = NULL;
    bool by_address = al_tableset_has_addresses(ts);
    if (!rsdp_t) {
        root = al_tableset_find(ts, "XSDT", 0);
        al_sim_event(r, "ACPICA acpi_tb_parse_root_table()",
                     "the input holds no RSDP: assumed that UEFI hands over an RSDP leading to "
                     "the root table of the input",
                     NULL, "assumption (seed 001: RSDP via UEFI)", NULL);
    } else {
        struct al_rsdp rsdp;
        if (!al_rsdp_decode(rsdp_t, &rsdp)) {
            al_sim_event(r, "ACPICA acpi_tb_parse_root_table()", "the RSDP is truncated",
                         "acpi_table_init() fails", NULL, NULL);
            return false;
        }
        bool use_xsdt = rsdp.revision > 1 && rsdp.has_v2_fields && rsdp.xsdt_address != 0;
        uint64_t addr = use_xsdt ? rsdp.xsdt_address : rsdp.rsdt_address;
        const char *sig = use_xsdt ? "XSDT" : "RSDT";
        if (!use_xsdt)
            al_sim_event(r, "ACPICA acpi_tb_parse_root_table()",
                         "the RSDP has revision < 2 or no XSDT address: ACPICA uses the RSDT",
                         NULL, "seed 008 requires the XSDT on arm64; the code (ACPICA) "
                         "quietly falls back to the RSDT",
                         NULL);
        if (addr == 0) {
            al_sim_event(r, "ACPICA acpi_tb_parse_root_table()",
                         "the RSDP gives no root table address", "acpi_table_init() fails",
                         NULL, NULL);
            return false;
        }
        root = by_address ? al_tableset_by_address(ts, addr) : al_tableset_find(ts, sig, 0);
        if (root && !al_table_is(root, sig))
            root = NULL;
        if (!root) {
            char what[200];
            snprintf(what, sizeof(what), "the input holds no %s at 0x%llx, the address the RSDP "
                     "gives: assumed that it lists every table of the input", sig,
                     (unsigned long long)addr);
            al_sim_event(r, "ACPICA acpi_tb_parse_root_table()", what, NULL,
                         "assumption: a dump that lacks its root table is incomplete, the "
                         "firmware's memory still holds it",
                         NULL);
            by_address = false;
        }
    }
    if (root) {
        if (!root->header_complete || root->header.length < AL_HEADER_SIZE ||
            !root->checksum_ok) {
            al_sim_event(r, "ACPICA acpi_tb_parse_root_table()",
                         root->checksum_ok ? "the root table is shorter than its header"
                                           : "the root table's checksum is wrong",
                         "acpi_table_init() fails", NULL, NULL);
            return false;
        }
        c->root = root;
    }
    if (root && by_address) {
        struct al_root_entry ents[AL_ROOT_MAX];
        size_t n = al_root_entries(ts, root, ents, AL_ROOT_MAX);
        for (size_t i = 0; i < n && i < AL_ROOT_MAX; i++) {
            install(c, ents[i].target, c->installed_count);
            /* the FADT brings the DSDT and FACS in (acpi_tb_parse_fadt) */
        }
        size_t from_root = c->installed_count;
        for (size_t i = 0; i < ts->count; i++)
            if (al_table_is(ts->tables[i], "DSDT") || al_table_is(ts->tables[i], "FACS"))
                install(c, ts->tables[i], from_root);
    } else {
        for (size_t i = 0; i < ts->count; i++)
            install(c, ts->tables[i], 0);
    }
    char what[96];
    snprintf(what, sizeof(what), "acpi_table_init() succeeds: %zu tables installed",
             c->installed_count);
    al_sim_event(r, AL_SEED_002 " lines 233-237", what, NULL,
                 "ACPICA prints one \"ACPI: SIG 0x...\" line per table with addresses the "
                 "simulator does not reproduce",
                 NULL);

    /* check_multiple_madt() (drivers/acpi/tables.c): asks ACPICA for instance 2 */
    if (al_sim_get_table(c, "APIC", 2)) {
        al_sim_event(r, AL_K41_TABLES " check_multiple_madt()",
                     "a second MADT is installed", "the first MADT is used (acpi_apic_instance 0)",
                     NULL, "ACPI: BIOS bug: multiple APIC/MADT found, using %d", 0);
        al_sim_event(r, AL_K41_TABLES " check_multiple_madt()", "advice printed", NULL, NULL,
                     "ACPI: If \"acpi_apic_instance=%d\" works better, notify "
                     "linux-acpi@vger.kernel.org",
                     2);
        const struct al_table *m2 = al_sim_get_table(c, "APIC", 2);
        al_report(ts, "sim.multiple-madt", al_at_table(m2, 0, NULL),
                  "Linux 4.1 warns about several MADTs and uses only the first");
    }

    /* acpi_gbl_FADT: ACPICA's zero-filled local copy of the (first) FADT */
    const struct al_table *fadt = al_sim_get_table(c, "FACP", 0);
    if (fadt) {
        struct al_span b = al_table_body(fadt);
        uint8_t lo = 0, hi = 0;
        al_read_u8(b, 129, &lo);
        al_read_u8(b, 130, &hi);
        c->gbl_fadt_loaded = true;
        c->arm_boot_flags = (uint16_t)(lo | (hi << 8));
    }
    return true;
}

static void report_acpi_disabled(struct al_sim_ctx *c, const struct al_table *t, uint64_t off,
                                 const char *field, const char *why)
{
    al_report(c->ts, "sim.acpi-disabled", t ? al_at_table(t, off, field) : al_at_file(
                  c->ts->input_count ? c->ts->inputs[0] : NULL, AL_NO_OFFSET, 0),
              "Linux 4.1 will disable ACPI: %s", why);
}

/* acpi_parse_fadt(), seed 004 lines 231-261 (seed 002 lines 197-216 before it). */
static void parse_fadt(struct al_sim_ctx *c, const struct al_table *t)
{
    struct al_sim_result *r = c->r;
    uint8_t rev = t->header.revision;
    uint8_t minor = 0;
    bool minor_present = al_read_u8(al_table_span(t), 131, &minor);
    bool minor_in_table = t->header.length >= 132;
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
        al_sim_event(r, AL_SEED_004 " lines 237-240", what, "ACPI stays enabled", minor_note,
                     NULL);
        /* seed 004 lines 248-252 */
        if (c->arm_boot_flags & 1u) {
            al_sim_event(r, AL_SEED_004 " lines 248-249",
                         "ARM_BOOT_ARCH.PSCI_COMPLIANT is set: acpi_psci_present()", NULL, NULL,
                         NULL);
            return;
        }
        al_sim_event(r, AL_SEED_004 " lines 251-252",
                     "ARM_BOOT_ARCH.PSCI_COMPLIANT is clear: acpi_parse_fadt() returns "
                     "-EOPNOTSUPP",
                     "secondary CPUs will not be started; ACPI stays enabled because "
                     "acpi_table_parse() ignores the handler's return value",
                     NULL, "ACPI: No PSCI support, will not bring up secondary CPUs");
        al_report(c->ts, "sim.secondaries-not-started", al_at_table(t, 129, "ARM_BOOT_ARCH"),
                  "ARM_BOOT_ARCH has no PSCI_COMPLIANT flag: Linux 4.1 prints \"No PSCI "
                  "support\" and will not bring up secondary CPUs");
        return;
    }
    char what[96];
    snprintf(what, sizeof(what), "FADT revision %u.%u is older than 5.1", rev, minor);
    al_sim_event(r, AL_SEED_004 " lines 255-257 (seed 002 lines 211-213)", what,
                 "disable_acpi(): ACPI is disabled", minor_note,
                 "ACPI: Unsupported FADT revision %d.%d, should be 5.1+, will disable ACPI",
                 rev, minor);
    c->acpi_disabled = 1;
    char why[96];
    snprintf(why, sizeof(why), "FADT revision %u.%u is older than 5.1", rev, minor);
    report_acpi_disabled(c, t, rev >= 5 ? 131 : 8, rev >= 5 ? "FADT Minor Version" : "Revision",
                         why);
}

void al_sim_boot_table_init(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    /* seed 003 lines 406-408 */
    if (r->param_acpi_off) {
        al_sim_event(r, AL_SEED_003 " lines 406-408", "param_acpi_off: acpi_boot_table_init() "
                     "returns at once", "ACPI stays disabled (acpi_disabled = 1 since seed 003 "
                     "line 351)", NULL, NULL);
        return;
    }
    if (!r->param_acpi_force && r->dt_has_platform) {
        al_sim_event(r, AL_SEED_003 " lines 406-408",
                     "no acpi=force and the device tree is not empty: acpi_boot_table_init() "
                     "returns at once",
                     "ACPI stays disabled; the device tree is used", NULL, NULL);
        return;
    }
    al_sim_event(r, AL_SEED_003 " line 410",
                 r->param_acpi_force ? "acpi=force: enable_acpi()"
                                     : "the device tree is empty: enable_acpi()",
                 "ACPI is tried", NULL, NULL);
    c->acpi_disabled = 0;

    /* seed 002 lines 233-237 */
    if (!table_init(c)) {
        al_sim_event(r, AL_SEED_002 " lines 234-236", "acpi_table_init() fails: disable_acpi()",
                     "ACPI is disabled", NULL, NULL);
        c->acpi_disabled = 1;
        report_acpi_disabled(c, c->root, 0, NULL,
                             "the RSDP/XSDT do not lead to a usable table list");
        return;
    }
    /* seed 002 lines 239-243: acpi_table_parse() returns 0 whenever the table exists */
    const struct al_table *fadt = al_sim_get_table(c, "FACP", 0);
    if (!fadt) {
        al_sim_event(r, AL_SEED_002 " lines 239-243", "no FADT installed: disable_acpi()",
                     "ACPI is disabled", NULL, "ACPI: Can't find FADT");
        c->acpi_disabled = 1;
        report_acpi_disabled(c, NULL, 0, NULL, "no usable FADT (\"Can't find FADT\")");
        return;
    }
    parse_fadt(c, fadt);
}
