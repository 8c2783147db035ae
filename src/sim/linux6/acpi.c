/* SPDX-License-Identifier: MIT */
/*
 * ACPI or device tree, the table init and the FADT checks of the 6.x
 * models (arch/arm64/kernel/acpi.c acpi_boot_table_init(), dt_is_stub(),
 * acpi_fadt_sanity_check()), and PSCI from the FADT
 * (drivers/firmware/psci/psci.c psci_acpi_init(), psci_probe()).
 */
#include "sim/sim_internal.h"

#include <string.h>
#include "acpilint/rule_ids.h"

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
    bool unknown;
    const struct al_table *t =
        al_sim_need(c, "FACP", src, "whether ACPI stays enabled", true, &unknown);
    if (unknown) {
        c->fadt_unknown = true;
        return -1;
    }
    if (!t) {
        al_sim_kevent(c, src, "no FADT is installed", "ACPI table init fails (-ENODEV)", NULL,
                      "ACPI: Failed to get FADT table, AE_NOT_FOUND");
        al_report(c->ts, AL_R_SIM_ACPI_DISABLED, whole_input(c->ts),
                  "Linux %s finds no FADT (\"Failed to get FADT table\")", c->k.name);
        return -1;
    }
    struct al_span b = al_table_span(t);
    uint8_t rev = t->header.revision, minor = 0, lo = 0, hi = 0;
    bool short_table = t->header.length < 132 || b.len < 132;
    al_field_u8(b, AL_F_FADT_MINOR_VERSION, 0, &minor);
    al_read_u8(b, AL_OFF_FADT_ARM_BOOT_ARCH, &lo); /* byte by byte: a dump may end between */
    al_read_u8(b, AL_OFF_FADT_ARM_BOOT_ARCH + 1, &hi);
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
            al_report(
                c->ts, AL_R_SIM_ACPI_DISABLED,
                al_at_table(t, rev >= 5 ? AL_OFF_FADT_MINOR_VERSION : AL_OFF_HDR_REVISION, NULL),
                "Linux %s rejects FADT revision %u.%u: older than 5.1 and no ARM boot "
                "flags set",
                c->k.name, rev, minor);
            return -1;
        }
        al_sim_kevent(c, src, "ARM_BOOT_ARCH is not 0: the FADT is taken as 5.1",
                      "the check goes on",
                      "Documentation/arch/arm64/arm-acpi.rst asks for ACPI 5.1 or later; the "
                      "code forgives an older FADT whose ARM boot flags are set",
                      "ACPI: FADT has ARM boot flags set, assuming 5.1");
    }
    uint32_t flags = 0;
    al_field_u32(b, AL_F_FADT_FLAGS, 0, &flags);
    if (!(flags & (1u << 20))) {
        al_sim_kevent(c, src, "Flags.HW_REDUCED_ACPI is clear", "ACPI table init fails (-EINVAL)",
                      NULL, "ACPI: FADT not ACPI hardware reduced compliant");
        al_report(c->ts, AL_R_SIM_ACPI_DISABLED, al_at_table(t, AL_OFF_FADT_FLAGS, "Flags"),
                  "Linux %s requires a hardware-reduced FADT (HW_REDUCED_ACPI is clear)",
                  c->k.name);
        return -1;
    }
    return 0;
}

/*
 * drivers/acpi/spcr.c acpi_parse_spcr(): the console the SPCR names, as the
 * "console:" line prints it.  Table fields past the SPCR's length read as 0.
 * (The Qualcomm QDF2400 E44 and X-Gene OEM quirks are not modelled.)
 */
static void parse_spcr(struct al_sim_ctx *c)
{
    const char *src = "drivers/acpi/spcr.c acpi_parse_spcr()";
    bool unknown;
    const struct al_table *t = al_sim_need(c, "SPCR", src, "the console", false, &unknown);
    if (!t)
        return;
    uint8_t local[AL_FIELD_END(SPCR_PRECISE_BAUD_RATE)]; /* 84 */
    memset(local, 0, sizeof(local));
    struct al_span b = al_table_body(t);
    memcpy(local, b.data, b.len < sizeof(local) ? b.len : sizeof(local));
    struct al_span s = al_span_make(local, sizeof(local));
    uint8_t rev = t->header.revision, type = al_field_get_u8(s, AL_F_SPCR_INTERFACE_TYPE, 0),
            space = al_field_get_u8(s, AL_F_GAS_SPACE_ID, AL_OFF_SPCR_BASE_ADDRESS);
    uint64_t address = al_field_get_u64(s, AL_F_GAS_ADDRESS, AL_OFF_SPCR_BASE_ADDRESS);
    if (rev < 2)
        al_sim_kevent(c, src, "an SPCR older than revision 2", NULL, NULL,
                      "ACPI: SPCR: SPCR table version %d", rev);
    const char *bug = c->k.spcr_fw_bug ? "[Firmware Bug]: " : "";
    const char *dot = c->k.spcr_fw_bug ? ". " : ".  ";
    const char *iotype = "io";
    if (space == 0) { /* ACPI_ADR_SPACE_SYSTEM_MEMORY */
        unsigned aw = al_field_get_u8(s, AL_F_GAS_ACCESS_SIZE, AL_OFF_SPCR_BASE_ADDRESS);
        if (aw > 29) { /* ACPI_ACCESS_BIT_MAX */
            al_sim_kevent(c, src, "the SPCR access width is out of range", NULL, NULL,
                          "ACPI: SPCR: %sUnacceptable wide SPCR Access Width%sDefaulting to "
                          "byte size", bug, dot);
            aw = 6;
        }
        unsigned bits = 1u << (aw + 2); /* ACPI_ACCESS_BIT_WIDTH() */
        iotype = bits == 16 ? "mmio16" : bits == 32 ? "mmio32" : "mmio";
        if (bits != 8 && bits != 16 && bits != 32)
            al_sim_kevent(c, src, "the SPCR access width is not 8, 16 or 32 bits", NULL, NULL,
                          "ACPI: SPCR: %sUnexpected SPCR Access Width%sDefaulting to byte size",
                          bug, dot);
    }
    const char *uart;
    switch (type) {
    case 0x0D: /* ACPI_DBG2_ARM_SBSA_32BIT */
        iotype = "mmio32";
        /* fall through */
    case 0x03: case 0x0E: case 0x10: /* PL011, SBSA generic, BCM2835 */
        uart = "pl011";
        break;
    case 0x00: case 0x01: case 0x12: case 0x05: /* 16550 variants */
        uart = "uart";
        break;
    default:
        al_sim_kevent(c, src, "the SPCR interface type is not one the kernel knows",
                      "no console from the SPCR", NULL, NULL);
        return;
    }
    int baud;
    uint32_t precise = al_field_get_u32(s, AL_F_SPCR_PRECISE_BAUD_RATE, 0);
    if (c->k.spcr_precise_baud && rev >= 4 && precise) {
        baud = (int)precise;
    } else {
        switch (al_field_get_u8(s, AL_F_SPCR_BAUD_RATE, 0)) {
        case 0: baud = 0; break;
        case 3: baud = 9600; break;
        case 4: baud = 19200; break;
        case 6: baud = 57600; break;
        case 7: baud = 115200; break;
        default:
            al_sim_kevent(c, src, "the SPCR baud rate code is not one the kernel knows",
                          "no console from the SPCR", NULL, NULL);
            return;
        }
    }
    if (baud)
        al_sim_kevent(c, src, "the SPCR names the console", NULL, NULL,
                      "ACPI: SPCR: console: %s,%s,0x%llx,%d", uart, iotype,
                      (unsigned long long)address, baud);
    else
        al_sim_kevent(c, src, "the SPCR names the console", NULL, NULL,
                      "ACPI: SPCR: console: %s,%s,0x%llx", uart, iotype,
                      (unsigned long long)address);
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
            al_report(c->ts, AL_R_SIM_ACPI_DISABLED, whole_input(c->ts),
                      "Linux %s cannot initialise the ACPI tables (RSDP/XSDT)", c->k.name);
    } else {
        ok = fadt_sanity_check(c) == 0;
    }
    r->fadt_accepted = ok;
    if (c->fadt_unknown)
        return;
    if (!ok) {
        al_sim_kevent(c, src, "ACPI table init failed",
                      r->param_acpi_force ? "acpi=force: ACPI stays enabled anyway"
                                          : "disable_acpi(): the device tree is used",
                      r->param_acpi_force
                          ? "the code does what its comment says (\"forces ACPI to be enabled "
                            "even if its initialization failed\"); Documentation/arch/arm64/"
                            "arm-acpi.rst says acpi=force falls back to DT when the tables are "
                            "missing or the RSDP pointer is wrong: it does not"
                          : NULL,
                      "ACPI: Failed to init ACPI tables");
        if (!r->param_acpi_force) {
            c->acpi_disabled = 1;
            return;
        }
    }
    /* done: SPCR (and in 6.12 the console choice), BGRT, the m400 quirk */
    parse_spcr(c);
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
    const char *probe = SRC_PSCI "psci_probe()";
    if (!(r->hw_psci & need) && hvc && (r->hw_psci & AL_HW_PSCI_SMC)) {
        /* firmware at EL3, the kernel at EL2: the HVC reaches the kernel's own hyp stub */
        al_sim_kevent(c, probe, "PSCI_VERSION over HVC, but the kernel itself owns EL2: its "
                      "hyp stub answers HVC_STUB_ERR (0xbadca11)",
                      "psci_probe() takes 0xbadca11 for PSCI 2989.51729 and goes on; every "
                      "CPU_ON will fail",
                      "assumption --hw-psci smc: firmware at EL3 answers SMC, and the kernel "
                      "boots at EL2 (as on QEMU virtualization=on and most servers)",
                      "psci: PSCIv2989.51729 detected in firmware.");
        c->psci_ops_ok = true;
        c->psci_cpu_on_fails = true;
        return;
    }
    if (!(r->hw_psci & need)) {
        al_sim_kevent(c, probe,
                      hvc ? "PSCI_VERSION over HVC, but nothing answers HVC on this machine"
                          : "PSCI_VERSION over SMC, but nothing answers SMC on this machine",
                      "undefined instruction in setup_arch(): the kernel dies",
                      "assumption --hw-psci: the conduits the firmware answers", NULL);
        al_k6_oops(c, "setup_arch", NULL,
                   "Internal error: Oops - Undefined instruction: 0000000002000000 [#1] SMP",
                   false);
        al_report(c->ts, AL_R_SIM_BOOT_DIES, whole_input(c->ts),
                  "the FADT names PSCI over %s, which this machine does not answer: Linux %s "
                  "dies on an undefined instruction",
                  hvc ? "HVC" : "SMC", c->k.name);
        return;
    }
    /* psci_probe(): the version the firmware reports (QEMU: 1.1) */
    al_sim_kevent(c, probe, "the firmware reports PSCI 1.1", NULL,
                  "assumption: the firmware implements PSCI 1.1, as QEMU and TF-A do",
                  "psci: PSCIv1.1 detected in firmware.");
    al_sim_kevent(c, SRC_PSCI "psci_0_2_set_functions()", "PSCI 0.2+ function IDs", NULL, NULL,
                  "psci: Using standard PSCI v0.2 function IDs");
    c->psci_ops_ok = true;
}
