/* SPDX-License-Identifier: MIT */
/*
 * ACPI or device tree, the table init and the FADT checks of the 6.x
 * models (arch/arm64/kernel/acpi.c acpi_boot_table_init(), dt_is_stub(),
 * acpi_fadt_sanity_check()), and PSCI from the FADT
 * (drivers/firmware/psci/psci.c psci_acpi_init(), psci_probe()).
 */
#include "sim_internal.h"

#include <string.h>

#define SRC_ACPI "arch/arm64/kernel/acpi.c "
#define SRC_PSCI "drivers/firmware/psci/psci.c "

static struct al_where whole_input(const struct al_tableset *ts)
{
    return al_at_file(ts->input_count ? ts->inputs[0] : NULL, AL_NO_OFFSET, 0);
}

/*
 * acpi_fadt_sanity_check(): 0 or -1.  It reads the revision, minor revision
 * and ARM boot flags from the table itself (acpi_get_table()), not from
 * ACPICA's copy.
 */
static int fadt_sanity_check(struct al_sim_ctx *c)
{
    const char *src = SRC_ACPI "acpi_fadt_sanity_check()";
    const struct al_table *t = al_sim_get_table(c, "FACP", 0);
    if (!t) {
        al_sim_kevent(c, src, "no FADT is installed", "ACPI table init fails (-ENODEV)", NULL,
                      "ACPI: Failed to get FADT table, AE_NOT_FOUND");
        al_report(c->ts, "sim.acpi-disabled", whole_input(c->ts),
                  "Linux %s finds no FADT (\"Failed to get FADT table\")", c->k.name);
        return -1;
    }
    struct al_span b = al_table_span(t);
    uint8_t rev = t->header.revision, minor = 0, lo = 0, hi = 0;
    bool short_table = t->header.length < 132 || b.len < 132;
    al_read_u8(b, 131, &minor);
    al_read_u8(b, 129, &lo);
    al_read_u8(b, 130, &hi);
    uint16_t arm_flags = (uint16_t)(lo | hi << 8);
    const char *short_note = short_table ? "the kernel reads the minor revision and ARM boot "
                                           "flags at offsets 129-131 even past a shorter "
                                           "table; the simulator assumes 0 for bytes the "
                                           "input does not hold"
                                         : NULL;
    char what[160];
    if (rev < 5 || (rev == 5 && minor < 1)) {
        snprintf(what, sizeof(what), "FADT revision %u.%u is older than 5.1", rev, minor);
        al_sim_kevent(c, src, what, NULL, short_note,
                      "ACPI: [Firmware Bug]: Unsupported FADT revision %d.%d, should be 5.1+",
                      rev, minor);
        if (!arm_flags) {
            al_sim_kevent(c, src, "ARM_BOOT_ARCH is 0: the old revision is not forgiven",
                          "ACPI table init fails (-EINVAL)", NULL, NULL);
            al_report(c->ts, "sim.acpi-disabled", al_at_table(t, rev >= 5 ? 131 : 8, NULL),
                      "Linux %s rejects FADT revision %u.%u: older than 5.1 and no ARM boot "
                      "flags set",
                      c->k.name, rev, minor);
            return -1;
        }
        al_sim_kevent(c, src, "ARM_BOOT_ARCH is not 0: the FADT is taken as 5.1",
                      "the check goes on", NULL, "ACPI: FADT has ARM boot flags set, assuming 5.1");
    }
    uint32_t flags = 0;
    al_read_u32(b, 112, &flags);
    if (!(flags & (1u << 20))) {
        al_sim_kevent(c, src, "Flags.HW_REDUCED_ACPI is clear", "ACPI table init fails (-EINVAL)",
                      NULL, "ACPI: FADT not ACPI hardware reduced compliant");
        al_report(c->ts, "sim.acpi-disabled", al_at_table(t, 112, "Flags"),
                  "Linux %s requires a hardware-reduced FADT (HW_REDUCED_ACPI is clear)",
                  c->k.name);
        return -1;
    }
    return 0;
}

/* dt_is_stub(): only /chosen (and a Xen /hypervisor) under the root. */
static bool dt_is_stub(struct al_sim_ctx *c)
{
    return !c->r->dt_has_platform;
}

void al_k6_boot_table_init(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    const char *src = SRC_ACPI "acpi_boot_table_init()";
    if (r->param_acpi_off) {
        al_sim_kevent(c, src, "param_acpi_off: ACPI is not enabled",
                      "ACPI stays disabled; the device tree is used",
                      r->param_acpi_force || c->param_acpi_on
                          ? "acpi=off wins over acpi=on and acpi=force, in any order"
                          : NULL,
                      NULL);
        return;
    }
    if (!c->param_acpi_on && !r->param_acpi_force && !dt_is_stub(c)) {
        al_sim_kevent(c, src, "no acpi=on or acpi=force, and the device tree is not a stub",
                      "ACPI stays disabled; the device tree is used", NULL, NULL);
        return;
    }
    al_sim_kevent(c, src,
                  r->param_acpi_force ? "acpi=force: enable_acpi()"
                  : c->param_acpi_on  ? "acpi=on: enable_acpi()"
                                      : "the device tree is the EFI stub's: enable_acpi()",
                  "ACPI is tried", NULL, NULL);
    c->acpi_disabled = 0;
    bool ok = al_sim_table_init(c);
    if (!ok) {
        al_sim_kevent(c, "drivers/acpi/tables.c acpi_table_init()", "acpi_table_init() fails",
                      NULL, NULL, NULL);
        if (!r->rsdp_assumption[0] || strcmp(r->rsdp_assumption, "missing") != 0)
            al_report(c->ts, "sim.acpi-disabled", whole_input(c->ts),
                      "Linux %s cannot initialise the ACPI tables (RSDP/XSDT)", c->k.name);
    } else {
        ok = fadt_sanity_check(c) == 0;
    }
    r->fadt_accepted = ok;
    if (!ok) {
        al_sim_kevent(c, src, "ACPI table init failed",
                      r->param_acpi_force ? "acpi=force: ACPI stays enabled anyway"
                                          : "disable_acpi(): the device tree is used",
                      r->param_acpi_force ? "the comment says acpi=force \"forces ACPI to be "
                                            "enabled even if its initialization failed\": the "
                                            "boot goes on with what ACPICA installed"
                                          : NULL,
                      "ACPI: Failed to init ACPI tables");
        if (!r->param_acpi_force) {
            c->acpi_disabled = 1;
            return;
        }
    }
    /* done: SPCR (and in 6.12 the console choice), BGRT, the m400 quirk */
    if (c->k.spcr_default_line)
        al_sim_kevent(c, src, "acpi_parse_spcr(): the SPCR console choice", NULL, NULL,
                      "ACPI: Use ACPI SPCR as default console: %s",
                      c->param_acpi_nospcr ? "No" : "Yes");
}

/*
 * psci_acpi_init() and psci_probe().  The conduit the FADT names must be
 * one the firmware answers (--hw-psci): a PSCI_VERSION call over an SMC
 * with no EL3, or an HVC with no EL2, is an undefined instruction, and at
 * this point of setup_arch() that kills the boot.
 */
void al_k6_psci_acpi_init(struct al_sim_ctx *c)
{
    struct al_sim_result *r = c->r;
    const char *src = SRC_PSCI "psci_acpi_init()";
    if (!(c->arm_boot_flags & 1u)) {
        r->psci = AL_PSCI_ABSENT;
        al_sim_kevent(c, src,
                      c->gbl_fadt_loaded ? "acpi_psci_present() is false: ARM_BOOT_ARCH has no "
                                           "PSCI_COMPLIANT flag"
                                         : "acpi_psci_present() is false: no FADT was loaded",
                      "no PSCI: CPUs can only be started by the parking protocol", NULL,
                      "psci: is not implemented in ACPI.");
        return;
    }
    bool hvc = (c->arm_boot_flags & 2u) != 0;
    r->psci = hvc ? AL_PSCI_HVC : AL_PSCI_SMC;
    al_sim_kevent(c, src,
                  hvc ? "ARM_BOOT_ARCH.PSCI_USE_HVC is set: the conduit is HVC"
                      : "ARM_BOOT_ARCH.PSCI_USE_HVC is clear: the conduit is SMC",
                  NULL, NULL, "psci: probing for conduit method from ACPI.");
    unsigned need = hvc ? AL_HW_PSCI_HVC : AL_HW_PSCI_SMC;
    if (!(r->hw_psci & need)) {
        al_sim_kevent(c, SRC_PSCI "psci_probe()",
                      hvc ? "PSCI_VERSION over HVC, but nothing answers HVC on this machine"
                          : "PSCI_VERSION over SMC, but nothing answers SMC on this machine",
                      "undefined instruction in setup_arch(): the kernel dies",
                      "assumption --hw-psci: the conduits the firmware answers", NULL);
        al_report(c->ts, "sim.boot-dies", whole_input(c->ts),
                  "the FADT names PSCI over %s, which this machine does not answer: Linux %s "
                  "dies on an undefined instruction",
                  hvc ? "HVC" : "SMC", c->k.name);
        al_sim_die(c, AL_OUT_OOPS, "setup_arch", "Internal error: Oops - Undefined instruction");
        return;
    }
    /* psci_probe(): the version the firmware reports (QEMU: 1.1) */
    al_sim_kevent(c, SRC_PSCI "psci_probe()", "the firmware reports PSCI 1.1", NULL,
                  "assumption: the firmware implements PSCI 1.1, as QEMU and TF-A do",
                  "psci: PSCIv1.1 detected in firmware.");
    al_sim_kevent(c, SRC_PSCI "psci_0_2_set_functions()", "PSCI 0.2+ function IDs", NULL, NULL,
                  "psci: Using standard PSCI v0.2 function IDs");
    c->psci_ops_ok = true;
}
